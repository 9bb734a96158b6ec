/*
 * layout.c -- the table's areas for a terminal size.  The table takes
 * the left part (seats around the trick, the markers, the hand and the
 * prompt), the table talk the right part; a status line on top and a
 * key reminder at the bottom.  Spare rows go to the trick and the hand.
 */
#include <string.h>

#include "layout.h"

static struct rect
rect(int y, int x, int h, int w)
{
	struct rect	 r = { y, x, h, w };

	return r;
}

/* Do a and b share a cell?  An empty area shares none. */
bool
rect_overlap(const struct rect *a, const struct rect *b)
{
	if (a->h <= 0 || a->w <= 0 || b->h <= 0 || b->w <= 0)
		return false;
	return a->y < b->y + b->h && b->y < a->y + a->h &&
	    a->x < b->x + b->w && b->x < a->x + a->w;
}

/*
 * The width of the table part, two thirds of the terminal: the talk gets
 * the rest, 28 columns at least, and grows with every column beyond 80.
 */
static int
table_width(int cols)
{
	int	 tw = cols * 2 / 3;

	if (tw > cols - 28)
		tw = cols - 28;
	return tw;
}

/*
 * The areas for a terminal of rows by cols.  Below LAYOUT_MIN_ROWS by
 * LAYOUT_MIN_COLS there are none: too_small, and the table says so.
 */
void
layout_compute(struct layout *l, int rows, int cols)
{
	int	 tw, side, mid, hand, spare, y;

	memset(l, 0, sizeof(*l));
	l->rows = rows;
	l->cols = cols;
	if (rows < LAYOUT_MIN_ROWS || cols < LAYOUT_MIN_COLS) {
		l->too_small = true;
		return;
	}
	tw = table_width(cols);
	side = (tw - 20) / 2;
	/* rows: status, 2 top, mid, 2 bottom, 2 marker, hand, 3 prompt, keys */
	spare = rows - 24;
	mid = 6 + spare / 3;
	hand = 7 + spare - spare / 3;
	l->a[AREA_STATUS] = rect(0, 0, 1, cols);
	y = 1;
	l->a[AREA_SEAT_TOP] = rect(y, 0, 2, tw);
	y += 2;
	/* a column between the trick's frame and each side's seat */
	l->a[AREA_SEAT_LEFT] = rect(y, 0, mid, side - 1);
	l->a[AREA_TRICK] = rect(y, side, mid, tw - 2 * side);
	l->a[AREA_SEAT_RIGHT] = rect(y, tw - side + 1, mid, side - 1);
	y += mid;
	l->a[AREA_SEAT_BOTTOM] = rect(y, 0, 2, tw);
	y += 2;
	l->a[AREA_MARKER] = rect(y, 0, 2, tw);
	y += 2;
	l->a[AREA_HAND] = rect(y, 0, hand, tw);
	y += hand;
	l->a[AREA_PROMPT] = rect(y, 0, 3, tw);
	l->a[AREA_LOG] = rect(1, tw + 1, rows - 2, cols - tw - 1);
	l->a[AREA_KEYS] = rect(rows - 1, 0, 1, cols);
}

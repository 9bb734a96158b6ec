/*
 * layout.h -- where each part of the table goes on a terminal of a given
 * size.  Pure arithmetic, without curses, so that tests can check that
 * nothing overlaps or leaves the screen.
 */
#ifndef LAYOUT_H
#define LAYOUT_H

#include <stdbool.h>

#define LAYOUT_MIN_COLS	80
#define LAYOUT_MIN_ROWS	24

struct rect {
	int	 y, x, h, w;
};

enum area {
	AREA_STATUS,		/* hand, giro, dealer, phase */
	AREA_SEAT_BOTTOM,	/* the seats, as drawn from the viewer's */
	AREA_SEAT_RIGHT,
	AREA_SEAT_TOP,
	AREA_SEAT_LEFT,
	AREA_TRICK,		/* the cards of the trick, who leads, wins */
	AREA_MARKER,		/* both markers and the rests */
	AREA_HAND,		/* the cards to choose from */
	AREA_PROMPT,		/* what is asked, or why a play was refused */
	AREA_LOG,		/* the table talk */
	AREA_KEYS,		/* a reminder of the keys */
	AREA_N
};

struct layout {
	int		 rows, cols;
	bool		 too_small;
	struct rect	 a[AREA_N];
};

void		 layout_compute(struct layout *, int rows, int cols);
bool		 rect_overlap(const struct rect *, const struct rect *);

#endif /* LAYOUT_H */

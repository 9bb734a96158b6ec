/*
 * text.c -- text on the terminal's cells: how much of a UTF-8 string fits
 * in some columns (wide and ambiguous characters counted as wcwidth
 * says), and writing it clipped.  The table, its pages and the setup
 * screen all measure text here.
 */
#include <curses.h>
#include <string.h>
#include <wchar.h>

#include "table.h"

/* The bytes of s that fit in cols columns (UTF-8 aware). */
size_t
text_cols(const char *s, int cols, int *used)
{
	mbstate_t	 st;
	wchar_t		 wc;
	size_t		 n, at = 0, len = strlen(s);
	int		 w, u = 0;

	memset(&st, 0, sizeof(st));
	while (at < len) {
		n = mbrtowc(&wc, s + at, len - at, &st);
		if (n == (size_t)-1 || n == (size_t)-2) {
			n = 1;
			w = 1;
			memset(&st, 0, sizeof(st));
		} else if ((w = wcwidth(wc)) < 0)
			w = 1;
		if (u + w > cols)
			break;
		u += w;
		at += n;
	}
	if (used != NULL)
		*used = u;
	return at;
}

/* The bytes of s that fit in cols columns, cut at a space if it can. */
size_t
text_fit(const char *s, int cols)
{
	size_t	 n = text_cols(s, cols, NULL), b;

	if (s[n] == '\0')
		return n;
	for (b = n; b > 0 && s[b] != ' '; b--)
		;
	return b > 0 ? b : n > 0 ? n : 1;
}

/* The rows s takes flowed over cols columns, wrapped at spaces. */
int
text_rows(const char *s, int cols)
{
	int	 n = 0;

	while (*s != '\0' && cols > 0) {
		s += text_fit(s, cols);
		while (*s == ' ')
			s++;
		n++;
	}
	return n;
}

/*
 * s padded with spaces to cols columns, as "%-*s" would pad it if every
 * character took one byte and one column: names are UTF-8.
 */
const char *
text_pad(const char *s, int cols, char *buf, size_t size)
{
	int	 w = text_width(s);
	size_t	 n;

	snprintf(buf, size, "%s", s);
	for (n = strlen(buf); w < cols && n + 1 < size; w++)
		buf[n++] = ' ';
	buf[n] = '\0';
	return buf;
}

/* The columns s takes on the screen, not its bytes (UTF-8). */
int
text_width(const char *s)
{
	int	 u;

	text_cols(s, 1 << 20, &u);
	return u;
}

/*
 * Writes s at (y, x) with attribute a, clipped to w columns, and leaves
 * the attribute normal; returns the columns used.
 */
int
put_text(int y, int x, int w, int a, const char *s)
{
	int	 used;
	size_t	 n;

	if (w <= 0)
		return 0;
	n = text_cols(s, w, &used);
	attrset((attr_t)a);
	mvaddnstr(y, x, s, (int)n);
	attrset(A_NORMAL);
	return used;
}


/*
 * Text over as many rows as it takes from row y at column 2, cut at
 * spaces, above the last row; returns the row after it.
 */
int
put_wrapped(int y, int attr, const char *text)
{
	int	 w = COLS - 4;
	size_t	 n;

	while (*text != '\0' && y < LINES - 1 && w > 0) {
		n = text_fit(text, w);
		mvhline(y, 0, ' ', COLS);
		attrset((attr_t)attr);
		mvaddnstr(y++, 2, text, (int)n);
		attrset(A_NORMAL);
		for (text += n; *text == ' '; text++)
			;
	}
	return y;
}

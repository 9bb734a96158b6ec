/*
 * page.c -- a page of text over the table: the help, the whole talk,
 * the last trick, the captures, the breakdown of a hand, the standings.
 * Arrows and PgUp/PgDn scroll it; Space, Enter, q or Esc close it.
 */

#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"

void
page_free(struct page *pg)
{
	int	 i;

	for (i = 0; i < pg->n; i++)
		free(pg->lines[i]);
	free(pg->lines);
	memset(pg, 0, sizeof(*pg));
}

void
page_open(struct ui *ui, const char *title, bool continues)
{
	page_free(&ui->page);
	snprintf(ui->page.title, sizeof(ui->page.title), "%s", title);
	ui->page.continues = continues;
	ui->page.width = ui->lay.cols > 0 ? ui->lay.cols : 80;
	ui->screen = SCREEN_PAGE;
}

static void
page_one(struct page *pg, const char *s)
{
	char	**p;

	if ((p = realloc(pg->lines, (size_t)(pg->n + 1) * sizeof(*p))) == NULL)
		return;
	pg->lines = p;
	if ((pg->lines[pg->n] = strdup(s)) != NULL)
		pg->n++;
}

/* A line, wrapped at spaces to the page's width, indented after. */
static void
page_line(struct page *pg, const char *s)
{
	char	 buf[520];
	size_t	 n;
	bool	 first = true;

	do {
		n = text_fit(s, first ? pg->width : pg->width - 4);
		snprintf(buf, sizeof(buf), "%s%.*s", first ? "" : "    ",
		    (int)n, s);
		page_one(pg, buf);
		for (s += n; *s == ' '; s++)
			;
		first = false;
	} while (*s != '\0');
}

void
page_add(struct page *pg, const char *fmt, ...)
{
	char	 buf[512];
	va_list	 ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	page_line(pg, buf);
}

/* Several lines at once. */
void
page_text(struct page *pg, const char *text)
{
	const char	*nl;
	char		 buf[512];
	size_t		 n;

	while (*text != '\0') {
		if ((nl = strchr(text, '\n')) == NULL)
			nl = text + strlen(text);
		n = (size_t)(nl - text);
		if (n >= sizeof(buf))
			n = sizeof(buf) - 1;
		memcpy(buf, text, n);
		buf[n] = '\0';
		page_line(pg, buf);
		text = *nl != '\0' ? nl + 1 : nl;
	}
}

/* Scrolls or closes the page; true once it is closed. */
bool
page_key(struct ui *ui, int key)
{
	struct page	*pg = &ui->page;
	int		 body = ui->lay.rows - 2, last = pg->n - body;

	switch (key) {
	case KEY_UP: case 'k':
		pg->top--;
		break;
	case KEY_DOWN: case 'j':
		pg->top++;
		break;
	case KEY_PPAGE: case KEY_BACKSPACE:
		pg->top -= body;
		break;
	case KEY_NPAGE:
		pg->top += body;
		break;
	case KEY_HOME: case 'g':
		pg->top = 0;
		break;
	case KEY_END: case 'G':
		pg->top = last;
		break;
	case ' ': case '\n': case '\r': case KEY_ENTER: case 'q': case 27:
		ui->screen = SCREEN_TABLE;
		return true;
	default:
		break;
	}
	if (pg->top > last)
		pg->top = last;
	if (pg->top < 0)
		pg->top = 0;
	return false;
}

void
page_paint(struct ui *ui)
{
	const struct page	*pg = &ui->page;
	int			 y, body = ui->lay.rows - 2;

	attrset(A_REVERSE | A_BOLD);
	mvhline(0, 0, ' ', ui->lay.cols);
	put_text(0, 1, ui->lay.cols - 2, A_REVERSE | A_BOLD, pg->title);
	attrset(A_NORMAL);
	for (y = 0; y < body && pg->top + y < pg->n; y++)
		put_text(y + 1, 0, ui->lay.cols, 0, pg->lines[pg->top + y]);
	attrset(A_DIM);
	mvprintw(ui->lay.rows - 1, 0, "%s  (lines %d-%d of %d; arrows, "
	    "PgUp/PgDn scroll)", pg->continues ? "Space: go on" :
	    "Space or q: back to the table", pg->n ? pg->top + 1 : 0,
	    pg->top + y, pg->n);
	attrset(A_NORMAL);
}

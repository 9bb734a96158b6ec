/*
 * page.c -- a page of text over the table, whatever it holds (pages.c
 * and keys.c fill it): lines wrapped to the screen, scrolled with the
 * arrows and PgUp/PgDn, searched with '/' and n, closed with Space,
 * Enter, q or Esc.
 */

#include <ctype.h>
#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"
#include "../lang/lang.h"

void
page_free(struct page *pg)
{
	int	 i;

	for (i = 0; i < pg->n; i++)
		free(pg->lines[i]);
	free(pg->lines);
	memset(pg, 0, sizeof(*pg));
}

/*
 * An empty page over the table.  With continues, closing it goes on with
 * the game (the end of a hand).  Lines wrap at the width of the screen
 * as it is now.
 */
void
page_open(struct table *t, const char *title, bool continues)
{
	page_free(&t->page);
	t->page.kind = PAGE_OTHER;
	snprintf(t->page.title, sizeof(t->page.title), "%s", title);
	t->page.continues = continues;
	t->page.width = t->lay.cols > 0 ? t->lay.cols : 80;
	t->screen = SCREEN_PAGE;
}

/* Adds s as one line; out of memory, that line is lost, not the page. */
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

/* A line by a printf format (511 bytes at most), wrapped. */
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

/*
 * A paragraph as page lines, however long: page_add takes 511 bytes, so
 * a longer one is cut after a "; " (or at a space) and goes on indented
 * as a wrapped line is.
 */
void
page_long(struct page *pg, const char *text)
{
	const char	*indent = "  ";
	size_t		 n, max = 480;

	while (*text != '\0') {
		n = strlen(text);
		if (n > max) {
			for (n = max; n > 0 && !(text[n - 1] == ';' &&
			    text[n] == ' '); n--)
				;
			if (n == 0)
				for (n = max; n > 0 && text[n] != ' '; n--)
					;
			if (n == 0)
				for (n = max; (text[n] & 0xc0) == 0x80; n--)
					;
		}
		page_add(pg, "%s%.*s", indent, (int)n, text);
		for (text += n; *text == ' '; text++)
			;
		indent = "    ";
	}
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

/* Does line hold word, in capitals or not? */
static bool
holds(const char *line, const char *word)
{
	size_t	 i, n = strlen(word);

	for (; *line != '\0'; line++) {
		for (i = 0; i < n && line[i] != '\0' &&
		    tolower((unsigned char)line[i]) ==
		    tolower((unsigned char)word[i]); i++)
			;
		if (i == n)
			return true;
	}
	return false;
}

/* The next line after the top holding the word, from the start again. */
static void
page_find(struct page *pg)
{
	int	 i, k;

	if (pg->find[0] == '\0' || pg->n == 0)
		return;
	for (k = 1; k <= pg->n; k++) {
		i = (pg->top + k) % pg->n;
		if (holds(pg->lines[i], pg->find)) {
			pg->top = i;
			return;
		}
	}
}

/* Typing the word to find: Enter finds it, Esc gives up. */
static void
find_key(struct page *pg, int key)
{
	size_t	 len = strlen(pg->find);

	if (key == '\n' || key == '\r' || key == KEY_ENTER) {
		pg->finding = false;
		page_find(pg);
	} else if (key == 27) {
		pg->finding = false;
		pg->find[0] = '\0';
	} else if ((key == KEY_BACKSPACE || key == 127 || key == 8) && len > 0)
		pg->find[len - 1] = '\0';
	else if (key >= ' ' && key < 127 && len + 1 < sizeof(pg->find)) {
		pg->find[len] = (char)key;
		pg->find[len + 1] = '\0';
	}
}

/* Scrolls, finds or closes the page; true once it is closed. */
bool
page_key(struct table *t, int key)
{
	struct page	*pg = &t->page;
	int		 body = t->lay.rows - 2, last = pg->n - body;

	if (pg->finding)
		find_key(pg, key);
	else switch (key) {
	case '/':
		pg->finding = true;
		pg->find[0] = '\0';
		break;
	case 'n':
		page_find(pg);
		break;
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
		t->screen = SCREEN_TABLE;
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

/*
 * The page fills the screen: the title, the lines from the top one on
 * (the first old ones dim), and the keys or the word being found below.
 */
void
page_paint(struct table *t)
{
	const struct page	*pg = &t->page;
	int			 y, body = t->lay.rows - 2;

	attrset(A_REVERSE | A_BOLD);
	mvhline(0, 0, ' ', t->lay.cols);
	put_text(0, 1, t->lay.cols - 2, A_REVERSE | A_BOLD, pg->title);
	attrset(A_NORMAL);
	for (y = 0; y < body && pg->top + y < pg->n; y++)
		put_text(y + 1, 0, t->lay.cols, pg->top + y < pg->old ?
		    A_DIM : 0, pg->lines[pg->top + y]);
	attrset(A_DIM);
	if (pg->finding)
		/* TRANSLATORS: the word being typed to find on a page. */
		mvprintw(t->lay.rows - 1, 0, _("find: %s"), pg->find);
	else if (pg->continues)
		/* TRANSLATORS: a page's bottom line, at most 79 columns with
		 * three numbers of three digits: the first and last line
		 * shown, and how many there are.  Space closes a page that
		 * goes on with the game. */
		mvprintw(t->lay.rows - 1, 0, _("Space: go on  lines %d-%d of "
		    "%d  arrows, PgUp/PgDn: scroll  /: find"),
		    pg->n ? pg->top + 1 : 0, pg->top + y, pg->n);
	else
		/* TRANSLATORS: a page's bottom line, at most 79 columns with
		 * three numbers of three digits: the first and last line
		 * shown, and how many there are.  Space or q goes back to
		 * the table. */
		mvprintw(t->lay.rows - 1, 0, _("Space, q: back  lines %d-%d "
		    "of %d  arrows, PgUp/PgDn: scroll  /: find"),
		    pg->n ? pg->top + 1 : 0, pg->top + y, pg->n);
	attrset(A_NORMAL);
}

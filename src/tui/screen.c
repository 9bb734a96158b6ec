/*
 * screen.c -- the table's key loop, one key at a time: a screen is
 * painted, a key read, and the key run by the screen's own handler
 * (what is being typed, a page) or else by the row of its key list that
 * names it.  The table, its pages and the screens before play (setup.c)
 * all turn on it, and their help pages are read from the same rows.
 */
#include <curses.h>

#include "ui.h"

/* Runs the row of rows that names key, if one does; true if it did. */
bool
tui_key_row(struct ui *ui, const struct key_help *rows, int key)
{
	const struct key_help	*k;
	int			 i;

	for (k = rows; k->keys != NULL; k++)
		for (i = 0; i < 4 && k->code[i] != 0; i++) {
			if (k->code[i] != key)
				continue;
			if (k->run != NULL)
				k->run(ui, key);
			else if (k->page != NULL)
				k->page(&ui->t);
			else
				continue;
			return true;
		}
	return false;
}

/*
 * One turn of the loop: the screen painted and shown, then one key read
 * and run; a resized terminal is laid out again.  The key, or ERR when
 * none came (a signal, or the tests' keys all read).
 */
int
tui_screen_key(struct ui *ui, const struct key_screen *s)
{
	int	 key;

	s->paint(ui);
	if ((key = tui_key(ui, -1)) == ERR)
		return ERR;
	if (key == KEY_RESIZE)
		tui_on_resize(ui);
	else if ((s->first == NULL || !s->first(ui, key)) && s->keys != NULL)
		tui_key_row(ui, s->keys, key);
	return key;
}

/*
 * A screen with a state of its own (ui->at, for its keys' rows) until
 * *done, or a signal stops the table; a screen under it gets its own
 * back.
 */
void
tui_screen_run(struct ui *ui, const struct key_screen *s, void *at,
    const bool *done)
{
	void	*was = ui->at;

	ui->at = at;
	while (!*done && !tui_stopped())
		tui_screen_key(ui, s);
	ui->at = was;
}

/* The table as it is shown now, its scene not built again. */
static void
paint_shown(struct ui *ui)
{
	paint(&ui->t);
	ui->io->show(ui);
}

/* The table as it is shown, with a question or a prompt of its own. */
const struct key_screen tui_shown = { paint_shown, NULL, NULL };

/*
 * keep.c -- a session kept as it goes: its record written over the save
 * after every decision (atomically, save.c), and each hand finished at
 * the table logged in the statistics beside the save at once, so that a
 * quit or a signal during the last trick's pause cannot lose it.
 */
#include <stdio.h>
#include <string.h>

#include "session.h"
#include "../lang/lang.h"

/*
 * A hand just finished goes to the statistics' log in the state
 * directory.  The record that holds it is the save when the save is
 * there (match.rec, a table's table-NAME.rec), else it is a match kept
 * apart in matches/, which the log reads with the others.
 */
static void
log_hand(struct save_state *st, struct session *g)
{
	char	 dir[SAVE_PATH_MAX], save[SAVE_PATH_MAX], *slash;
	size_t	 n;

	if (!g->ended_new)
		return;
	g->ended_new = false;
	st->unlogged[0] = '\0';
	if (!save_where(save, sizeof(save), st->unlogged,
	    sizeof(st->unlogged)))
		return;
	snprintf(dir, sizeof(dir), "%s", save);
	if ((slash = strrchr(dir, '/')) != NULL)
		*slash = '\0';
	n = strlen(dir);
	if (strncmp(st->path, dir, n) == 0 && st->path[n] == '/' &&
	    strchr(st->path + n + 1, '/') == NULL)
		snprintf(save, sizeof(save), "%s", st->path);
	if (stats_log_hand(dir, save, &g->ended, st->unlogged,
	    sizeof(st->unlogged)))
		st->unlogged[0] = '\0';
}

/*
 * Writes the session's record over its save, then logs a hand just
 * finished; false if it is not saved now (st->unsaved says why, or
 * there is no save to keep it in).  A record that could not be kept
 * whole is never written over the last whole one.
 */
bool
save_keep(struct save_state *st, struct session *g)
{
	char	 err[sizeof(st->unsaved)];

	if (st->path[0] == '\0')
		return false;
	if (g->m.broken)
		snprintf(err, sizeof(err), "%s",
		    _("out of memory for the record"));
	else if (save_write(st->path, g->m.text, g->m.len, err,
	    sizeof(err))) {
		st->unsaved[0] = '\0';
		log_hand(st, g);
		return true;
	}
	snprintf(st->unsaved, sizeof(st->unsaved), "%s", err);
	return false;
}

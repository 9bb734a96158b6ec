/*
 * open.c -- opening and closing a kept match, for every front end: the
 * lock on the save (one table at a time plays it; a second plays apart
 * in matches/), the save read back and recovered (a broken one set
 * aside and its backup read, a finished one kept in matches/), the
 * unfinished matches kept in matches/ to resume, and a finished match
 * kept there whatever ends the table.  The questions a person is asked
 * on the way are the front end's.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "seat.h"
#include "../lang/lang.h"

/*
 * Does save_lock's err say that another minchiate holds the lock (its
 * process unknown), in whichever language it was said?
 */
static bool
held_by_another(const char *err)
{
	/* the words after the lock's path, as save_lock says them */
	const char	*said = _("%s: held by another minchiate");
	const char	*tail = strstr(said, "%s");

	return strstr(err, tail != NULL && tail[2] != '\0' ? tail + 2 :
	    said) != NULL;
}

/*
 * The lock on the save: taken (OPEN_LOCKED), held by another table
 * (OPEN_HELD, its process in holder, 0 when unknown), or not to be had
 * at all: then the match is played unsaved, keep says why.
 */
enum open_lock
open_lock(struct save_state *keep, int *holder)
{
	char	 err[600];

	*holder = 0;
	if (keep->path[0] == '\0')
		return OPEN_LOCKED;
	if (save_lock(keep->path, holder, err, sizeof(err)) >= 0) {
		(void)save_clean_temps(keep->path);	/* none is ours yet */
		return OPEN_LOCKED;
	}
	if (*holder > 0 || held_by_another(err))
		return OPEN_HELD;
	snprintf(keep->unsaved, sizeof(keep->unsaved), "%s", err);
	keep->path[0] = '\0';
	return OPEN_UNSAVED;
}

/*
 * Another table holds the save: this one keeps its match apart, under
 * a new name in matches/ that no other table offers.  False when it
 * cannot, and the match is played unsaved (keep says why).
 */
bool
open_apart(struct save_state *keep)
{
	char	 err[600];

	if (!save_archive_name(keep->path, keep->path, sizeof(keep->path),
	    err, sizeof(err))) {
		snprintf(keep->unsaved, sizeof(keep->unsaved), "%s", err);
		keep->path[0] = '\0';
		return false;
	}
	(void)save_hold(keep->path);	/* not offered elsewhere */
	return true;
}

/*
 * The save read into the table's match to play on (save_recover: a
 * broken save set aside and its backup read, a finished one kept in
 * matches/; msg says so).
 */
enum save_found
open_resume(struct seat_table *st, const char *path, char *msg,
    size_t msgsize)
{
	return save_recover(st->g, path, msg, msgsize);
}

/* A match taken up where a hand had ended: the next one dealt (R4.2). */
void
open_play_on(struct seat_table *st)
{
	if (match_hand(&st->g->m)->phase == MC_PHASE_OVER)
		(void)seat_deal(st);
}

/*
 * The unfinished matches in matches/ beside the save, the newest first
 * (their names begin with the date): at most max of them in a, or with
 * a NULL only how many.
 */
int
open_archived(const char *save, struct open_archived *a, int max)
{
	char		 dir[SAVE_PATH_MAX], **paths;
	const char	*slash = strrchr(save, '/');
	struct stats_glance g;
	size_t		 n, i;
	int		 k = 0;

	if (save[0] == '\0' || slash == NULL)
		return 0;
	snprintf(dir, sizeof(dir), "%.*s", (int)(slash - save), save);
	paths = stats_archive(dir, &n);
	for (i = n; i-- > 0; ) {	/* the newest first */
		if (!stats_glance(paths[i], &g) || g.over || g.hands == 0 ||
		    stats_in_play(paths[i]))
			continue;
		if (a != NULL && k < max) {
			snprintf(a[k].path, sizeof(a[k].path), "%s", paths[i]);
			a[k].g = g;
		}
		if (++k == max && a != NULL)
			break;
	}
	stats_archive_free(paths, n);
	return k;
}

/*
 * A match kept in matches/ taken up in the save's place (the save, if
 * any, already put away), and resumed; false and msg when it cannot be.
 */
bool
open_take_archived(struct seat_table *st, const char *path, char *msg,
    size_t msgsize)
{
	session_free(st->g);
	save_drop_backup(path);		/* its lock file, if any */
	if (rename(path, st->keep->path) != 0) {
		snprintf(msg, msgsize, _("%.300s: cannot resume it: %s"),
		    path, strerror(errno));
		return false;
	}
	if (open_resume(st, st->keep->path, msg, msgsize) != SAVE_RESUMABLE)
		return false;
	open_play_on(st);
	return true;
}

/*
 * A finished match is kept in matches/, never thrown away, whatever
 * ends the table: the end of the last hand read, a key or a signal.
 * One kept apart is there already.  kept says where, or "".
 */
void
open_close(struct seat_table *st, bool apart, char *kept, size_t size)
{
	struct save_state	*keep = st->keep;

	if (!match_over(&st->g->m) || kept[0] != '\0' || keep == NULL)
		return;
	if (apart)
		snprintf(kept, size, "%s", keep->path);
	else if (keep->path[0] != '\0' && keep->unsaved[0] == '\0' &&
	    !save_archive(keep->path, kept, size, keep->unsaved,
	    sizeof(keep->unsaved)))
		kept[0] = '\0';
}

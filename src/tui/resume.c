/*
 * resume.c -- which match is played, before the setup screen: the lock
 * of the state directory (while another table holds it, this one plays
 * apart), the saved match offered, or one of the unfinished ones kept
 * in matches/; a saved match declined is put away there, never lost.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui.h"
#include "../lang/lang.h"

/*
 * Where a question or the archive's picker is (ui->at while it is up):
 * the question and the answers it takes, or the matches offered and the
 * one under the cursor; start says the picker was not left.
 */
struct choice {
	const char	*line1, *line2, *answers;
	int		 answer;
	const struct open_archived *a;
	int		 n, row;
	bool		 done, start;
};

static void
question_paint(struct ui *ui)
{
	const struct choice	*c = ui->at;

	erase();
	put_wrapped(put_wrapped(2, A_BOLD, c->line1) + 1, 0, c->line2);
	ui->io->show(ui);
}

/* Only the answers end a question. */
static bool
question_key(struct ui *ui, int key)
{
	struct choice	*c = ui->at;

	if (key > 0 && key <= 127 && strchr(c->answers, key) != NULL) {
		c->answer = key;
		c->done = true;
	}
	return true;
}

static const struct key_screen question = {
	question_paint, question_key, NULL
};

/* A question on a blank screen, answered by one of keys (0: stopped). */
static int
ask(struct ui *ui, const char *line1, const char *line2, const char *keys)
{
	struct choice	 c = { .line1 = line1, .line2 = line2,
			    .answers = keys };

	tui_screen_run(ui, &question, &c, &c.done);
	return c.answer;
}

/*
 * One table per state directory: while another minchiate holds the
 * lock, this one plays a new match kept apart in matches/, or quits.
 * False to quit.
 */
bool
resume_lock(struct ui *ui, char *msg, size_t msgsize)
{
	char	 line[200];
	int	 holder, key;

	switch (open_lock(&ui->keep, &holder)) {
	case OPEN_LOCKED:
		return true;
	case OPEN_UNSAVED:
		/* no lock to be had: play, but say the match is not safe */
		ui->t.not_saved = true;
		return true;
	case OPEN_HELD:
		break;
	}
	if (holder > 0)
		/* TRANSLATORS: %d is the process id of the other program. */
		snprintf(line, sizeof(line), _("A match is open in another "
		    "minchiate (pid %d)."), holder);
	else
		snprintf(line, sizeof(line), "%s", _("A match is open in "
		    "another minchiate."));
	/* TRANSLATORS: the keys n and q stay; matches/ is a directory. */
	key = ask(ui, line, _("n: play a new match, kept apart in matches/; "
	    "q: quit"), "nNq\033");
	if (key != 'n' && key != 'N')
		return false;
	if (!open_apart(&ui->keep))
		ui->t.not_saved = true;
	ui->apart = true;
	ui->opt.resume = 0;
	snprintf(msg, msgsize, _("This match is kept apart in %s."),
	    ui->keep.path);
	return true;
}

/*
 * Puts the saved match away in matches/ and says where.  If it cannot
 * be kept apart, nothing may take its place: the table stops (halt),
 * saying why and what to do.
 */
static bool
put_away(struct ui *ui, char *msg, size_t msgsize)
{
	char	 where[SAVE_PATH_MAX], err[700];
	size_t	 at = strlen(msg);

	if (at > 0 && at + 1 < msgsize)
		msg[at++] = ' ';	/* after what was said of the save */
	msg += at;
	msgsize -= at;
	if (save_archive(ui->keep.path, where, sizeof(where), err, sizeof(err))) {
		snprintf(msg, msgsize, _("The saved match is kept in %s."),
		    where);
		return true;
	}
	/* TRANSLATORS: why the save could not be put away, then its path;
	 * said after "minchiate: " as the table ends. */
	snprintf(msg, msgsize, _("%.700s; the saved match stays in %.300s "
	    "and no new match was started: make matches/ beside it a "
	    "directory you may write in, or move the save away, then start "
	    "again"), err, ui->keep.path);
	ui->halt = true;
	return false;
}

/*
 * The save read into the game, to resume: a broken one is set aside
 * and its backup read instead, a finished one moved to matches/; either
 * is said in msg.  False if there is none to resume.
 */
static bool
resume_save(struct ui *ui, char *msg, size_t msgsize)
{
	switch (open_resume(&ui->seat, ui->keep.path, msg, msgsize)) {
	case SAVE_RESUMABLE:
		return true;
	case SAVE_STUCK:
		ui->halt = true;
		break;
	case SAVE_FINISHED:
	case SAVE_BROKEN:
		break;
	}
	return false;
}

/* ------------------------------------------------------- the archive */

#define ARCHIVE_SHOWN	9

/* The matches of matches/ to offer: none to a table kept apart. */
static int
archive_list(const struct ui *ui, struct open_archived *a, int max)
{
	return ui->apart ? 0 : open_archived(ui->keep.path, a, max);
}

/* The picker's screen. */
static void
archive_paint(struct ui *ui)
{
	const struct choice	*c = ui->at;
	const struct open_archived *a = c->a;
	char			 who[200];
	const char		*base;
	int			 i, k;

	erase();
	put_text(0, 2, COLS - 4, A_BOLD, _("Unfinished matches kept in "
	    "matches/, the newest first:"));
	for (i = 0; i < c->n; i++) {
		who[0] = '\0';
		for (k = 0; k < a[i].g.nhuman; k++)
			snprintf(who + strlen(who), sizeof(who) - strlen(who),
			    "%s%s", k > 0 ? ", " : "", a[i].g.human[k]);
		base = strrchr(a[i].path, '/') + 1;
		attrset(i == c->row ? A_REVERSE : A_NORMAL);
		/* TRANSLATORS: a match kept: its file's name, the hands
		 * played and its length in hands, its people's names. */
		mvprintw(2 + i, 4, _("%.30s  hand %d of %d  %.30s"), base,
		    a[i].g.hands, a[i].g.length, who);
	}
	attrset(A_NORMAL);
	/* TRANSLATORS: at most 76 columns; the keys stay. */
	put_text(3 + c->n, 2, COLS - 4, 0, _("Up/Down choose, Enter resumes "
	    "it (a saved one goes to matches/), q: back."));
	ui->io->show(ui);
}

static void
pick_move(struct ui *ui, int key)
{
	struct choice	*c = ui->at;

	if ((key == KEY_UP || key == 'k') && c->row > 0)
		c->row--;
	else if ((key == KEY_DOWN || key == 'j') && c->row < c->n - 1)
		c->row++;
}

static void
pick_end(struct ui *ui, int key)
{
	struct choice	*c = ui->at;

	c->done = true;
	c->start = key != 'q' && key != 27;
}

/* The picker's keys, told on its screen. */
static const struct key_help pick_keys[] = {
	{ "Up, k", NULL, { KEY_UP, 'k' }, pick_move, NULL },
	{ "Down, j", NULL, { KEY_DOWN, 'j' }, pick_move, NULL },
	{ "Enter", NULL, { '\n', '\r', KEY_ENTER }, pick_end, NULL },
	{ "q, Esc", NULL, { 'q', 27 }, pick_end, NULL },
	{ NULL, NULL, { 0 }, NULL, NULL }
};

static const struct key_screen picker = { archive_paint, NULL, pick_keys };

/*
 * a: one of the unfinished matches in matches/ resumed; the saved one,
 * if any, put away there first.  True if one was.
 */
bool
resume_pick(struct ui *ui, char *msg, size_t msgsize)
{
	static struct open_archived	 a[ARCHIVE_SHOWN];
	struct choice			 c = { .a = a };

	if ((c.n = archive_list(ui, a, ARCHIVE_SHOWN)) == 0)
		return false;
	tui_screen_run(ui, &picker, &c, &c.done);
	if (!c.start)
		return false;
	session_free(&ui->g);
	if (save_exists(ui->keep.path) && !put_away(ui, msg, msgsize))
		return false;
	return open_take_archived(&ui->seat, a[c.row].path, msg, msgsize);
}

/*
 * Offers the saved match, or one of the unfinished ones in matches/.
 * Declined (or --new), it is put away in matches/, never overwritten; a
 * broken save is set aside and said.
 */
bool
resume_offer(struct ui *ui, char *msg, size_t msgsize)
{
	char	 line[200];
	bool	 more;
	int	 key;

	if (ui->keep.path[0] == '\0' || ui->apart || !save_exists(ui->keep.path))
		return false;
	if (!resume_save(ui, msg, msgsize))
		return false;
	if (ui->opt.resume == 0) {
		session_free(&ui->g);
		put_away(ui, msg, msgsize);
		return false;
	}
	if (ui->opt.resume < 0) {
		more = archive_list(ui, NULL, 0) > 0;
		/* TRANSLATORS: the hands played, and the match's length in
		 * hands. */
		if (msg[0] != '\0')
			snprintf(line, sizeof(line), _("A saved match was found "
			    "(its backup: the save was broken): hand %d of %d."),
			    ui->g.m.hands, (int)ui->g.m.length);
		else
			snprintf(line, sizeof(line), _("A saved match was "
			    "found: hand %d of %d."), ui->g.m.hands,
			    (int)ui->g.m.length);
		for (;;) {
			/* TRANSLATORS: the keys y, n and a stay. */
			key = ask(ui, line, more ? _("Resume it? (y/n; n keeps "
			    "it in matches/; a: another unfinished one)") :
			    _("Resume it? (y/n; n keeps it in matches/ beside "
			    "the save)"), more ?
			    "yYnNaA\n\r" : "yYnN\n\r");
			if (key != 'a' && key != 'A')
				break;
			if (resume_pick(ui, msg, msgsize))
				return true;
			if (ui->halt || !save_exists(ui->keep.path))
				return false;	/* put away, then failed */
		}
		if (key == 'n' || key == 'N') {
			session_free(&ui->g);
			put_away(ui, msg, msgsize);
			return false;
		}
	}
	open_play_on(&ui->seat);
	return true;
}

/* How many unfinished matches matches/ offers this table. */
int
resume_archived(const struct ui *ui)
{
	return archive_list(ui, NULL, 0);
}

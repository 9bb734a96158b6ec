/*
 * tutor.c -- minchiate --tutor: the lessons.  A list of them comes
 * first (lesson.c finds them beside the first); the lesson taken (a game
 * record with notes) deals the hand, the computer players make its
 * decisions, the player is asked to make South's, and each note is
 * shown on a page as the lesson reaches the decision it explains: never
 * skipped by a key pressed before it was there.  Where each lesson was
 * left is kept with the settings (config.c) at every step, so a lesson
 * left with q, or any other way, is taken up there again.  Nothing else
 * is saved: a lesson is not a match.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui.h"
#include "../lang/lang.h"
#include "../session/lesson.h"
#include "../text/text.h"

/*
 * The lesson being taken: the list it is in, its number, where its
 * player's part ends (the whole record, or its "# tutor-end:"), and
 * whether the rest of the hand has been handed to the computer.  One
 * table a process, so one lesson.
 */
static struct {
	struct lesson_list list;
	int		 at;		/* in list, or -1 */
	int		 number;	/* lesson-N.rec, or 0 */
	int		 end;		/* the player's part: decisions */
	bool		 handed;	/* South played out by the record */
} tut;

/* Where the lesson is, kept with the settings if they can be written. */
static void
keep_place(struct ui *ui, int step)
{
	struct settings	*c = &ui->cfg;
	char		 err[SAVE_PATH_MAX + 200];

	if (tut.number == 0)
		return;
	if (step == 0 && c->lesson_step[tut.number] == LESSON_DONE)
		step = LESSON_DONE;	/* taken again: done until a step */
	if (c->lesson_step[tut.number] == step &&
	    c->lesson_last == tut.number)
		return;
	c->lesson_step[tut.number] = step;
	c->lesson_last = tut.number;
	if (ui->config[0] == '\0' || ui->cfg_broken)
		return;		/* a file that could not be read stays */
	(void)config_write(ui->config, &ui->cfg, err, sizeof(err));
}

/* The place lesson i was left at: a step to resume, or 0. */
static int
place_of(const struct ui *ui, int i)
{
	int	 n = lesson_number(tut.list.path[i]);

	return n > 0 && ui->cfg.lesson_step[n] > 0 ? ui->cfg.lesson_step[n] :
	    0;
}

/*
 * A paragraph of len bytes on the page, indented by two, wrapped as
 * page_add wraps a line but however long it is (a note's paragraph in
 * Italian is longer than a line page_add takes).
 */
static void
para_add(struct page *pg, const char *p, size_t len)
{
	char	*s, *at;
	size_t	 n;
	bool	 first = true;

	if ((s = malloc(len + 3)) == NULL)
		return;
	snprintf(s, len + 3, "  %.*s", (int)len, p);
	at = s;
	do {
		n = text_fit(at, first ? pg->width : pg->width - 4);
		page_add(pg, "%s%.*s", first ? "" : "    ", (int)n, at);
		for (at += n; *at == ' '; at++)
			continue;
		first = false;
	} while (*at != '\0');
	free(s);
}

/* A note's words, each paragraph followed by a blank line. */
static void
note_add(struct page *pg, const char *words)
{
	const char	*p, *nl;

	for (p = words; *p != '\0'; p = *nl == '\0' ? nl : nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		para_add(pg, p, (size_t)(nl - p));
		page_add(pg, "%s", "");
	}
}

/* "Lesson 2: Following suit...", or "Lesson 2" if it has no title. */
static void
lesson_heading(char *buf, size_t size, int number, const char *title)
{
	if (title != NULL && title[0] != '\0')
		/* TRANSLATORS: a lesson's heading: its number and title. */
		snprintf(buf, size, _("Lesson %d: %s"), number, title);
	else
		snprintf(buf, size, _("Lesson %d"), number);
}

/* A note on a page, its words in the cards' language; Space goes back. */
static void
note_page(struct ui *ui, const char *note)
{
	char	 title[200], *words;

	lesson_heading(title, sizeof(title), tut.number > 0 ? tut.number : 1,
	    tut.at >= 0 ? tut.list.title[tut.at] : NULL);
	page_open(&ui->t, title, false);
	if ((words = lesson_words(note, ui->opt.english)) == NULL)
		return;
	note_add(&ui->t.page, words);
	free(words);
}

/*
 * Reads lesson i of the list and sets its hand on the table at its first
 * decision; false, with msg saying why, if it cannot.
 */
static bool
lesson_open(struct ui *ui, const char *path, char *msg, size_t msgsize)
{
	char	*text;

	session_free(&ui->g);
	lesson_free(&ui->lesson);
	if ((text = save_read(path, msg, msgsize)) == NULL)
		return false;
	if (!lesson_load(&ui->lesson, path, text, msg, msgsize)) {
		free(text);
		return false;
	}
	tut.end = lesson_end(text);
	if (tut.end < 0 || tut.end > ui->lesson.n)
		tut.end = ui->lesson.n;
	free(text);
	if (!session_load(&ui->g, path, ui->lesson.start, msg, msgsize)) {
		lesson_free(&ui->lesson);
		return false;
	}
	ui->g.m.script = ui->lesson.d;
	ui->g.m.nscript = ui->lesson.n;
	ui->g.m.script_next = 0;
	tut.number = lesson_number(path);
	tut.handed = false;
	return true;
}

/*
 * The lesson's first step decisions made again, quietly: the table
 * starts where the player left it.  False if the record no longer
 * reaches there (the lesson then starts from its beginning).
 */
static bool
lesson_resume(struct ui *ui, int step)
{
	struct mc_decision	 d;
	struct seat_answer	 a;
	int			 i;

	tui_here(ui);		/* a lesson: nothing is kept */
	for (i = 0; i < step; i++) {
		d = ui->lesson.d[i];
		if (!seat_decide(&ui->seat, -1, &d, &a))
			return false;
	}
	return true;
}

/* ------------------------------------------------------ the list */

/* What the list says of lesson i: done, left unfinished, or nothing. */
static const char *
list_mark(const struct ui *ui, int i)
{
	int	 n = lesson_number(tut.list.path[i]);

	if (n == 0 || ui->cfg.lesson_step[n] == 0)
		return "";
	if (ui->cfg.lesson_step[n] == LESSON_DONE)
		/* TRANSLATORS: after a lesson's title in the list of
		 * lessons: taken to its end. */
		return _("(done)");
	/* TRANSLATORS: after a lesson's title in the list of lessons:
	 * left before its end; Space is the key. */
	return ui->opt.resume == 0 ? _("(left unfinished)") :
	    _("(left unfinished: Space goes on there)");
}

/*
 * The list of lessons on a page, the one marked first, and, when it
 * would start from its beginning, its opening note below: the lesson's
 * welcome, which names no card (nothing is dealt yet).
 */
static void
list_page(struct ui *ui, int mark, bool fresh)
{
	struct page	*pg = &ui->t.page;
	char		*words, line[400], heading[200];
	const char	*mark_words, *intro;
	int		 i;

	page_open(&ui->t, _("Lessons"), true);
	intro = _("The lessons of minchiate, each a hand played at the "
	    "table, every step of yours explained:");
	para_add(pg, intro, strlen(intro));
	page_add(pg, "%s", "");
	for (i = 0; i < tut.list.n; i++) {
		mark_words = list_mark(ui, i);
		snprintf(line, sizeof(line), "%s %d  %s%s%s", i == mark ?
		    ">" : " ", i + 1, tut.list.title[i][0] != '\0' ?
		    tut.list.title[i] : _("(untitled)"), mark_words[0] !=
		    '\0' ? "  " : "", mark_words);
		page_add(pg, "%s", line);
	}
	page_add(pg, "%s", "");
	/* TRANSLATORS: the keys of the list of lessons; Space, Enter, Up,
	 * Down are the keys' names, r and q the keys themselves, --new an
	 * option (never translated); %d the number of lessons. */
	snprintf(line, sizeof(line), ui->opt.resume == 0 ? _("Space or "
	    "Enter takes the lesson marked (>), from its beginning (--new); "
	    "Up and Down mark another; 1 to %d take that one; r takes the "
	    "one marked from its beginning; q leaves.") : _("Space or Enter "
	    "takes the lesson marked (>), where you left it; Up and Down "
	    "mark another; 1 to %d take that one; r takes the one marked "
	    "from its beginning; q leaves."), tut.list.n);
	para_add(pg, line, strlen(line));
	if (!fresh || ui->lesson.note[0] == NULL ||
	    (words = lesson_words(ui->lesson.note[0], ui->opt.english)) ==
	    NULL)
		return;
	page_add(pg, "%s", "");
	lesson_heading(heading, sizeof(heading), mark + 1,
	    tut.list.title[mark]);
	page_add(pg, "%s", heading);
	page_add(pg, "%s", "");
	note_add(pg, words);
	free(words);
}

/*
 * The list, until a lesson is taken (its index, *fresh if from its
 * beginning, *read if its opening note was seen whole on the list) or
 * q (-1).  Lesson mark is open as the list shows it.
 */
static int
list_choose(struct ui *ui, int mark, bool *fresh, bool *read, char *msg,
    size_t msgsize)
{
	struct page	*pg = &ui->t.page;
	int		 key, body, want;
	bool		 whole = false;

	*fresh = ui->opt.resume == 0 || place_of(ui, mark) == 0;
	for (;;) {
		if (!lesson_open(ui, tut.list.path[mark], msg, msgsize))
			return -2;
		list_page(ui, mark, *fresh);
		for (;;) {
			body = ui->t.lay.rows - 2;
			if (pg->top + body >= pg->n)
				whole = true;
			paint(&ui->t);
			ui->io->show(ui);
			if (tui_stopped())
				return -1;
			if ((key = tui_key(ui, -1)) == ERR)
				continue;
			want = mark;
			if (key == KEY_RESIZE) {
				tui_on_resize(ui);
				pg->width = ui->t.lay.cols;
				break;
			}
			if (key == 'q' || key == 27)
				return -1;
			if (key == 'r') {
				*fresh = true;
				break;
			}
			if ((key == ' ' || key == '\n' || key == '\r' ||
			    key == KEY_ENTER) && !whole) {
				pg->top += body;	/* the rest first */
				if (pg->top > pg->n - body)
					pg->top = pg->n - body;
				continue;
			}
			if (key == ' ' || key == '\n' || key == '\r' ||
			    key == KEY_ENTER) {
				*read = *fresh;
				return mark;
			}
			if (key >= '1' && key < '1' + tut.list.n) {
				*fresh = ui->opt.resume == 0 ||
				    place_of(ui, key - '1') == 0;
				*read = false;
				if (key - '1' == mark)
					return mark;
				if (!lesson_open(ui, tut.list.path[key - '1'],
				    msg, msgsize))
					return -2;
				return key - '1';
			}
			if (key == KEY_UP || key == 'k')
				want = mark > 0 ? mark - 1 : mark;
			else if (key == KEY_DOWN || key == 'j')
				want = mark + 1 < tut.list.n ? mark + 1 : mark;
			else
				(void)page_key(&ui->t, key);	/* scrolls */
			ui->t.screen = SCREEN_PAGE;
			if (want != mark) {
				mark = want;
				*fresh = ui->opt.resume == 0 ||
				    place_of(ui, mark) == 0;
				whole = false;
				break;
			}
		}
		if (key == 'r')
			whole = false;
	}
}

/*
 * The lessons listed, one taken, and its hand set on the table where
 * the player left it (or at its beginning, on request: r on the list,
 * or --new); false, with msg saying why, if none can be.  q on the list
 * leaves at once.
 */
bool
tutor_begin(struct ui *ui, char *msg, size_t msgsize)
{
	int	 mark = 0, i, step;
	bool	 fresh = true, read = false;

	memset(&tut, 0, sizeof(tut));
	tut.at = -1;
	tui_here(ui);
	ui->viewer = -1;	/* the list shows nobody's cards */
	lesson_list(&tut.list, ui->opt.tutor);
	if (tut.list.n == 0) {
		/* not even the first: it says why */
		if (!lesson_open(ui, ui->opt.tutor, msg, msgsize))
			return false;
	} else {
		for (i = 0; i < tut.list.n; i++)
			if (lesson_number(tut.list.path[i]) ==
			    ui->cfg.lesson_last)
				mark = i;
		if ((tut.at = list_choose(ui, mark, &fresh, &read, msg,
		    msgsize)) == -2)
			return false;
		if (tut.at == -1) {
			tut.at = mark;
			ui->quit = true;	/* left from the list */
		}
	}
	step = fresh || tut.at < 0 ? 0 : place_of(ui, tut.at);
	if (step >= tut.end || !lesson_resume(ui, step)) {
		if (step > 0 &&
		    !lesson_open(ui, tut.list.path[tut.at], msg, msgsize))
			return false;
		step = 0;
	}
	if (step == 0 && read)
		ui->lesson.shown = 1;	/* its welcome was on the list */
	if (!ui->quit)
		keep_place(ui, step);
	ui->t.screen = SCREEN_TABLE;
	ui->keep.path[0] = '\0';
	ui->keep.unsaved[0] = '\0';
	ui->t.not_saved = false;
	ui->opt.warn = 0;
	return true;
}

/*
 * The end of the player's part of a short lesson: South is played out
 * by the record, without pauses, to the end of the hand and its score.
 */
static void
hand_over(struct ui *ui)
{
	int	 p;

	for (p = 0; p < MC_NSEATS; p++)
		ui->g.m.players[p].human = false;
	ui->t.finishing = true;
	tut.handed = true;
}

/*
 * The note for the decision the lesson has reached, once: true if a page
 * now covers the table.  Keys pressed before it was shown are dropped,
 * so none of them closes it unread.
 */
bool
tutor_note(struct ui *ui)
{
	const char	*note;
	int		 next = ui->g.m.script_next;

	if (ui->lesson.n == 0)
		return false;
	if ((note = lesson_note(&ui->lesson, next)) != NULL) {
		note_page(ui, note);
		if (ui->io == &tui_terminal)
			flushinp();
		if (next >= tut.end)
			keep_place(ui, LESSON_DONE);
		return true;
	}
	if (next >= tut.end) {
		keep_place(ui, LESSON_DONE);
		if (!tut.handed && tut.end < ui->lesson.n)
			hand_over(ui);
	}
	return false;
}

/* H in a lesson: its note for this decision again, or what to do. */
void
key_lesson(struct ui *ui)
{
	int	 next = ui->g.m.script_next;
	char	 what[240];

	if (next <= ui->lesson.n && next <= LESSON_MAX &&
	    ui->lesson.note[next] != NULL) {
		note_page(ui, ui->lesson.note[next]);
		return;
	}
	if (next < ui->lesson.n) {
		show_decision(&ui->lesson.d[next], ui->t.sc.seat, what,
		    sizeof(what));
		/* TRANSLATORS: %s is the decision the lesson asks,
		 * "Play T25" (show_decision). */
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("In this "
		    "lesson: %s."), what);
	}
}

/*
 * Under the question: the lesson's decision for it.  The place is kept
 * here, after every decision of the player's: a lesson left now is
 * taken up at this step.
 */
void
tutor_prompt(struct ui *ui)
{
	char	 what[240];
	int	 next = ui->g.m.script_next;

	if (ui->lesson.n == 0)
		return;
	if (next < tut.end)
		keep_place(ui, next);
	if (next >= ui->lesson.n || ui->t.ask == ASK_NONE)
		return;
	show_decision(&ui->lesson.d[next], ui->t.sc.seat, what, sizeof(what));
	/* TRANSLATORS: the line under the question in a lesson: the
	 * decision it asks, "Play T25"; H is the key that shows why. */
	snprintf(ui->t.hint, sizeof(ui->t.hint), _("Lesson: %s (H: why)."),
	    what);
}

/*
 * A legal decision that is not the lesson's is refused (seat.c) with
 * the one the lesson asks.
 */
void
tutor_refused(struct ui *ui, const struct mc_decision *asked)
{
	char	 what[240];

	show_decision(asked, ui->t.sc.seat, what, sizeof(what));
	/* TRANSLATORS: a legal move that is not the lesson's is refused
	 * with the one it asks, "Play T25"; H is the key that shows why. */
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Not in this "
	    "lesson: %s (H: why)."), what);
}

/*
 * The end of a lesson's hand: a lesson is not a match.  Its page keeps
 * the hand's breakdown, but in place of the hand's number and the rests
 * of a match of one hand it says the lesson is over, and what to do
 * next.
 */
void
tutor_end(struct ui *ui)
{
	struct page	*pg = &ui->t.page;
	char		**lines = pg->lines;
	const char	*over = _("The match is over. Rests:");
	int		 i, n = pg->n, keep;

	if (ui->lesson.n == 0 || n == 0)
		return;
	for (keep = 1; keep < n && strcmp(lines[keep], over) != 0; keep++)
		;
	if (keep < n && lines[keep - 1][0] == '\0')
		keep--;		/* the blank line before the rests */
	pg->lines = NULL;
	pg->n = 0;
	page_add(pg, "%s", _("The lesson is over: its hand is played to the "
	    "end. A lesson is not a match: it is neither kept as one nor "
	    "counted in the statistics."));
	/* TRANSLATORS: minchiate --tutor and minchiate are commands; H, w
	 * and u are the table's keys. */
	page_add(pg, "%s", _("What next: Space leaves the lesson. "
	    "\"minchiate --tutor\" lists the lessons again, to take the next "
	    "one; \"minchiate\" alone starts a match against three computer "
	    "players, where H gives a hint at any decision, w warns before a "
	    "card that gives points away and u takes a decision back."));
	page_add(pg, "%s", "");
	for (i = 1; i < keep; i++)
		page_add(pg, "%s", lines[i]);
	for (i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
}

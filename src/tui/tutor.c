/*
 * tutor.c -- minchiate --tutor: a guided first hand.  The lesson (a game
 * record with notes, lesson.c) deals the hand; the computer players make
 * its decisions, the player is asked to make South's, and each note is
 * shown on a page as the lesson reaches the decision it explains.
 * Nothing is saved: a lesson is not a match.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"
#include "../text/text.h"

/*
 * Reads the lesson and sets its hand on the table, at its first
 * decision; false, with msg saying why, if it cannot.
 */
bool
tutor_begin(struct ui *ui, char *msg, size_t msgsize)
{
	char	*text;

	if ((text = save_read(ui->opt.tutor, msg, msgsize)) == NULL)
		return false;
	if (!lesson_load(&ui->lesson, ui->opt.tutor, text, msg, msgsize)) {
		free(text);
		return false;
	}
	free(text);
	if (!game_load(&ui->g, ui->opt.tutor, ui->lesson.start, msg,
	    msgsize)) {
		lesson_free(&ui->lesson);
		return false;
	}
	ui->g.m.script = ui->lesson.d;
	ui->g.m.nscript = ui->lesson.n;
	ui->g.m.script_next = 0;
	ui->save[0] = '\0';
	ui->unsaved[0] = '\0';
	ui->t.not_saved = false;
	ui->opt.warn = 0;
	return true;
}

/* A note on a page; Space goes back to the table. */
static void
note_page(struct ui *ui, const char *note)
{
	const char	*p, *nl;
	char		 para[2048];
	size_t		 len;

	page_open(&ui->t, "Lesson", false);
	for (p = note; *p != '\0'; p = *nl == '\0' ? nl : nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		len = (size_t)(nl - p) < sizeof(para) ? (size_t)(nl - p) :
		    sizeof(para) - 1;
		memcpy(para, p, len);
		para[len] = '\0';
		page_add(&ui->t.page, "  %s", para);
		page_add(&ui->t.page, "%s", "");
	}
}

/*
 * The note for the decision the lesson has reached, once: true if a page
 * now covers the table.
 */
bool
tutor_note(struct ui *ui)
{
	const char	*note;

	if (ui->lesson.n == 0 ||
	    (note = lesson_note(&ui->lesson, ui->g.m.script_next)) == NULL)
		return false;
	note_page(ui, note);
	return true;
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
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), "In this "
		    "lesson: %s.", what);
	}
}

/* Under the question: the lesson's decision for it. */
void
tutor_prompt(struct ui *ui)
{
	char	 what[240];
	int	 next = ui->g.m.script_next;

	if (ui->lesson.n == 0 || next >= ui->lesson.n ||
	    ui->t.ask == ASK_NONE)
		return;
	show_decision(&ui->lesson.d[next], ui->t.sc.seat, what, sizeof(what));
	snprintf(ui->t.hint, sizeof(ui->t.hint), "Lesson: %s (H: why).",
	    what);
}

/*
 * A human decision in a lesson must be the lesson's: if d is legal but
 * not the lesson's, it is refused with what the lesson asks (true); an
 * illegal one is left to the rules' own refusal; the lesson's becomes
 * the lesson's own (the discards in its order, R5.5).
 */
bool
tutor_refuses(struct ui *ui, struct mc_decision *d)
{
	char	 what[240];

	if (ui->lesson.n == 0 || ui->g.m.script_next >= ui->lesson.n ||
	    mc_decision_check(match_hand(&ui->g.m), d) != MC_OK)
		return false;
	if (match_scripted(&ui->g.m, d)) {
		*d = ui->lesson.d[ui->g.m.script_next];
		return false;
	}
	show_decision(&ui->lesson.d[ui->g.m.script_next], ui->t.sc.seat,
	    what, sizeof(what));
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), "Not in this lesson: "
	    "%s (H: why).", what);
	return true;
}

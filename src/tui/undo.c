/*
 * undo.c -- u at the table: a human's last decision of the hand taken
 * back, with everything the computer players did since.  The record is
 * cut and read again (session_undo), so the bots answer the same decision
 * the same way.  With several people at the keyboard every one of them
 * must agree, each asked on a screen that shows no card (R9.2).  At a
 * table elsewhere u asks the table, which asks its people (server.c).
 */
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "ui.h"
#include "../text/text.h"
#include "../lang/lang.h"

/*
 * A y or n from the person named, on a screen that shows no card;
 * false for n.
 */
static bool
agrees(struct ui *ui, int p)
{
	struct table	*t = &ui->t;
	int		 key;

	snprintf(t->question[1], sizeof(t->question[1]), _("%s (%s), do "
	    "you agree? y/n"), ui->g.m.players[p].name,
	    show_seat(match_seat(&ui->g.m, p)));
	t->screen = SCREEN_QUESTION;
	do
		key = tui_screen_key(ui, &tui_shown);
	while (key != 'y' && key != 'Y' && key != 'n' && key != 'N' &&
	    !tui_stopped());
	return key == 'y' || key == 'Y';
}

/*
 * The undo asked at one keyboard waits for every person at it: each is
 * asked in turn whether to take back a's player's decision, and the
 * answers go to the link until one says no or all have said yes.
 */
static void
all_answer(struct ui *ui, struct seat_answer *a)
{
	int	 p;

	snprintf(ui->t.question[0], sizeof(ui->t.question[0]), _("Take back "
	    "%s's last decision, and what followed?"),
	    ui->g.m.players[a->player].name);
	for (p = 0; p < MC_NSEATS && a->said == SEAT_WAITING; p++)
		if (ui->g.m.players[p].human)
			(void)ui->link->undo_answer(ui->link->arg, p,
			    agrees(ui, p), a);
	ui->t.screen = SCREEN_TABLE;
	/* the keyboard went round: it is passed again (R9.2) */
	ui->viewer = -1;
}

/* The undo taken back: the question is set up again from the match. */
static void
taken_back(struct ui *ui)
{
	const struct mc_hand	*h = match_hand(&ui->g.m);

	ui->told = h->log != NULL ? h->log->n : 0;
	ui->t.ask = ASK_NONE;
	ui->t.moment.on = false;
	ui->t.finishing = false;
	tui_saved(ui);
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Taken back (u): "
	    "this hand will not count."));
}

/*
 * u: asks the link to take back.  Here, the one person at the keyboard
 * has asked; with several, every one of them is asked.  At a table
 * elsewhere the table asks its people, and its frames tell the rest.
 */
void
key_undo(struct ui *ui, int key)
{
	struct seat_answer	 a;
	bool			 here = ui->link->can & SEAT_KEEPS_HERE;
	int			 asker = -1;

	(void)key;
	if (ui->lesson.n > 0) {
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("A lesson is "
		    "not taken back: H explains the step."));
		return;
	}
	/* At a question of one's own: never in the middle of the
	 * others' moves being shown. */
	if (here && (ui->t.ask == ASK_NONE || ui->t.ask == ASK_CONFIRM))
		return;
	if (here && match_humans(&ui->g.m) == 1)
		asker = ui->viewer;
	(void)ui->link->undo_ask(ui->link->arg, asker, &a);
	if (a.said == SEAT_WAITING)
		all_answer(ui, &a);
	switch (a.said) {
	case SEAT_TAKEN:
		taken_back(ui);
		break;
	case SEAT_SENT:
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Asked the "
		    "table to take back your last decision: every person at "
		    "it must agree."));
		break;
	case SEAT_SAID_NO:
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Not taken "
		    "back: every player must agree."));
		break;
	case SEAT_NOTHING:
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s",
		    a.why[0] != '\0' ? a.why : _("Nothing to take back in "
		    "this hand (u)."));
		break;
	default:
		break;
	}
}

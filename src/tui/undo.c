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

#include "tui.h"
#include "../text/text.h"
#include "../lang/lang.h"

/*
 * Asks each human in turn whether to take back player's decision, on a
 * screen that shows no card; false at the first no.
 */
static bool
all_agree(struct ui *ui, int player)
{
	struct table	*t = &ui->t;
	int		 p, key = 'y';

	snprintf(t->question[0], sizeof(t->question[0]), _("Take back %s's "
	    "last decision, and what followed?"), ui->g.m.players[player].name);
	for (p = 0; p < MC_NSEATS && (key == 'y' || key == 'Y'); p++) {
		if (!ui->g.m.players[p].human)
			continue;
		snprintf(t->question[1], sizeof(t->question[1]), _("%s (%s), do "
		    "you agree? y/n"), ui->g.m.players[p].name,
		    show_seat(match_seat(&ui->g.m, p)));
		t->screen = SCREEN_QUESTION;
		do {
			paint(t);
			ui->io->show(ui);
			key = tui_key(ui, -1);
			if (key == KEY_RESIZE)
				tui_on_resize(ui);
		} while (key != 'y' && key != 'Y' && key != 'n' &&
		    key != 'N' && !tui_stopped());
	}
	t->screen = SCREEN_TABLE;
	return key == 'y' || key == 'Y';
}

void
key_undo(struct ui *ui, int key)
{
	const struct mc_hand	*h;
	char			 err[200];
	unsigned		 humans = session_humans(&ui->g);
	int			 player;
	bool			 agreed;

	(void)key;
	if (ui->remote != NULL) {
		remote_undo(ui);	/* the table asks its people */
		return;
	}
	if (ui->lesson.n > 0) {
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("A lesson is "
		    "not taken back: H explains the step."));
		return;
	}
	/* At a question of one's own: never in the middle of the
	 * others' moves being shown. */
	if (ui->t.ask == ASK_NONE || ui->t.ask == ASK_CONFIRM)
		return;
	if ((player = session_last_decider(&ui->g, humans)) < 0) {
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Nothing to "
		    "take back in this hand (u)."));
		return;
	}
	if (match_humans(&ui->g.m) > 1) {
		/* the keyboard went round: it is passed again (R9.2) */
		agreed = all_agree(ui, player);
		ui->viewer = -1;
		if (!agreed) {
			snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Not "
			    "taken back: every player must agree."));
			return;
		}
	}
	if (session_undo(&ui->g, humans, err, sizeof(err)) < 0) {
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s", err);
		return;
	}
	h = match_hand(&ui->g.m);
	ui->told = h->log != NULL ? h->log->n : 0;
	ui->t.ask = ASK_NONE;		/* the question is set up again */
	ui->t.moment.on = false;
	ui->t.finishing = false;
	tui_save(ui);
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Taken back (u): "
	    "this hand will not count."));
}

/*
 * here.c -- the table's match held here: the seat link over it
 * (session/seat.c), through which every decision, aid and undo made at
 * this keyboard goes and is kept in the save, and how the save goes,
 * said at the table.
 */
#include <stdio.h>
#include <string.h>

#include "ui.h"
#include "../lang/lang.h"

/*
 * The table's match is held here: decided through seat.c, kept in its
 * save unless it is a lesson or a practice.
 */
void
tui_here(struct ui *ui)
{
	bool	 kept = ui->lesson.n == 0 && !ui->practice;

	seat_table_init(&ui->seat, &ui->g, kept ? &ui->keep : NULL);
	ui->seat.warn = &ui->opt.warn;
	seat_link_here(&ui->here, &ui->seat, SEAT_CAN_HINT |
	    SEAT_CAN_PRACTICE | SEAT_CAN_EXPORT | SEAT_KEEPS_HERE);
	ui->link = &ui->here;
}

/*
 * How the save goes, shown after whatever kept the match (seat.c): a
 * failure is said once, in the table's row for it, when saving starts
 * to fail; the status line keeps the mark while it lasts, every
 * decision tries again (a full disk may be cleared), and the end says
 * it whole.  A lesson and a practice are not kept.
 */
void
tui_saved(struct ui *ui)
{
	bool		 said = ui->t.not_saved;
	const char	*why;

	if (ui->seat.keep == NULL)
		return;
	ui->t.not_saved = ui->seat.unsaved || ui->keep.unsaved[0] != '\0';
	if (!ui->t.not_saved || said)
		return;
	why = strrchr(ui->keep.unsaved, ':');
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Not saved: %.300s."),
	    why != NULL ? why + 2 : ui->keep.unsaved);
}

/* The match kept as it stands (seat_save), and how that went shown. */
void
tui_save(struct ui *ui)
{
	(void)seat_save(&ui->seat);
	tui_saved(ui);
}

/*
 * practice.c -- the hand just ended, played again as practice: from its
 * deal (p on the page at the end of the hand), or from a card the review
 * put back (p on its retry page).  The same players at the same seats;
 * the computer players decide from the same seeds, so they answer the
 * same moves the same way.  Nothing is saved or counted, and q or the
 * end of the hand goes back to the match as it was.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui.h"
#include "../lang/lang.h"

/*
 * The hand just ended as a record of its own (match_export), stopped
 * before its decision number decisions (0: at its deal); NULL if it
 * cannot be had.
 */
static char *
hand_until(const struct match *m, int decisions)
{
	char	*buf = NULL;
	size_t	 len = 0, at;
	FILE	*fp;

	if ((fp = open_memstream(&buf, &len)) == NULL)
		return NULL;
	if (!match_export(m, 0, fp)) {
		fclose(fp);
		free(buf);
		return NULL;
	}
	fclose(fp);
	if ((at = record_decision_at(buf, decisions)) == SIZE_MAX) {
		free(buf);
		return NULL;
	}
	buf[at] = '\0';
	return buf;
}

/* Plays the hand just ended again, from before decision number from. */
void
practice(struct ui *ui, int from)
{
	static struct ui p;
	char		 err[300], *text;

	if (ui->practice || ui->play == NULL ||
	    (text = hand_until(&ui->g.m, from)) == NULL)
		return;			/* no practice within practice */
	page_free(&p.t.page);
	session_free(&p.g);
	memset(&p, 0, sizeof(p));
	p.opt = ui->opt;
	p.io = ui->io;
	p.play = ui->play;
	p.t.utf8 = ui->t.utf8;
	p.t.color = ui->t.color;
	p.t.lay = ui->t.lay;
	p.practice = true;
	/* the pace set during practice is kept as at the table */
	memcpy(p.config, ui->config, sizeof(p.config));
	p.cfg = ui->cfg;
	p.cfg_broken = ui->cfg_broken;
	if (!session_load(&p.g, "practice", text, err, sizeof(err))) {
		free(text);
		session_free(&p.g);
		/* TRANSLATORS: the hand could not be dealt again; %s says
		 * why. */
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("No practice: "
		    "%s"), err);
		return;
	}
	free(text);
	/* TRANSLATORS: shown as the practice starts, under a question
	 * of two lines: it must fit one line of 80 columns.  q is the key. */
	snprintf(p.t.refusal, sizeof(p.t.refusal), _("Practice: this deal "
	    "again; q: back to the match."));
	p.play(&p);
	session_free(&p.g);
	page_free(&p.t.page);
	ui->t.lay = p.t.lay;		/* the terminal may have changed */
	ui->opt.delay_ms = p.opt.delay_ms;
	ui->cfg = p.cfg;
}

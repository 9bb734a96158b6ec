/*
 * pages.c -- the pages over the table: the help, the rules, the talk, the
 * last trick, the side's captures, the folla, the end of a hand with the
 * standings; and the export of hands as records.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "tui.h"
#include "../cli/cli.h"

/* ------------------------------------------------------------ pages */

void
page_help(struct ui *ui)
{
	int	 i;

	page_open(ui, "Help: the keys", false);
	for (i = 0; tui_keys[i].keys != NULL; i++)
		page_add(&ui->page, "  %-22s %s", tui_keys[i].keys,
		    tui_keys[i].what);
	page_add(&ui->page, "%s", "");
	page_add(&ui->page, "%s", "  Cards are written T1..T40 (trumps), M "
	    "(the Matto), rank then suit: Rc Dd Cs Fb 10s 1d.");
	page_add(&ui->page, "%s", "  The rules are in the manual: man "
	    "minchiate (section 6).");
}

void
page_talk(struct ui *ui)
{
	const struct game	*g = &ui->g;
	uint8_t			 who = ui->viewer >= 0 ? 1u << ui->viewer : 0;
	int			 i;

	page_open(ui, "The table talk", false);
	for (i = 0; i < g->ntalk; i++)
		if (g->talk[i].players == MC_VISIBLE_ALL ||
		    (g->talk[i].players & who))
			page_add(&ui->page, "%s", g->talk[i].text);
	ui->page.top = ui->page.n - (ui->lay.rows - 2);
	if (ui->page.top < 0)
		ui->page.top = 0;
}

static void
cards_line(struct page *pg, const char *label, const mc_card *cards, int n)
{
	char	 line[512], note[8];
	int	 i;

	snprintf(line, sizeof(line), "  %s", label);
	for (i = 0; i < n; i++) {
		mc_card_format(cards[i], note, sizeof(note));
		strlcat(line, " ", sizeof(line));
		strlcat(line, note, sizeof(line));
	}
	page_add(pg, "%s", line);
}

/* The rules, rendered from the manual at build time. */
void
page_rules(struct ui *ui)
{
	int	 i;

	page_open(ui, "The rules (from minchiate(6))", false);
	for (i = 0; i < rules_nlines; i++)
		page_add(&ui->page, "%s", rules_lines[i]);
}

/* R6.12: the previous trick. */
void
page_last_trick(struct ui *ui)
{
	const struct mc_play	*p = &game_hand(&ui->g)->play;
	char			 name[96];
	int			 i;

	page_open(ui, "The last trick", false);
	if (p->ntricks == 0) {
		page_add(&ui->page, "%s", "  No trick has been played yet.");
		return;
	}
	for (i = 0; i < MC_NSEATS; i++)
		page_add(&ui->page, "  %-5s %s%s",
		    mc_seat_name((p->prev_leader + i) % MC_NSEATS),
		    show_card(p->prev_trick[i], name, sizeof(name)),
		    i == 0 ? " (led)" : "");
	page_add(&ui->page, "  %s won trick %d.", mc_seat_name(p->last_winner),
	    p->ntricks);
}

/* R6.12: the viewer's side's captures. */
void
page_captures(struct ui *ui)
{
	const struct mc_hand	*h = game_hand(&ui->g);
	mc_card			 cards[MC_NCARDS];
	int			 s, side, n;

	page_open(ui, "Your side's captures", false);
	for (s = 0; s < MC_NSEATS && game_player(&ui->g, s) != ui->viewer; s++)
		;
	if (s == MC_NSEATS) {
		page_add(&ui->page, "%s", "  Only a player at the table has "
		    "captures to look at.");
		return;
	}
	side = mc_seat_side(s);
	n = mc_cards_list(&h->play.won[side], cards);
	page_add(&ui->page, "  %s: %d cards in %d tricks.", side == MC_NS ?
	    "NS" : "EW", n, h->play.tricks_won[side]);
	cards_line(&ui->page, "", cards, n);
}

/* R5.8, R6.12: the announcement; the dealer may look at the folla. */
void
page_folla(struct ui *ui)
{
	const struct mc_hand	*h = game_hand(&ui->g);
	const uint8_t		*c = h->play.counts;
	mc_card			 cards[MC_NCARDS];
	char			 phrase[128];
	int			 n;

	page_open(ui, "The folla", false);
	if (h->phase == MC_PHASE_CUT) {
		page_add(&ui->page, "%s", "  The deal has not begun.");
		return;
	}
	mc_folla_phrase(c, phrase, sizeof(phrase));
	page_add(&ui->page, "  Announced: \"%s\"", phrase);
	page_add(&ui->page, "  coppe %d, denari %d, spade %d, bastoni %d.",
	    c[0], c[1], c[2], c[3]);
	if (ui->viewer >= 0 && game_player(&ui->g, h->dealer) == ui->viewer) {
		n = mc_hand_cards(h, -1, cards);
		cards_line(&ui->page, "You dealt; the folla holds:", cards, n);
	}
}

/* Exports this hand (x), or every hand so far (X), as records. */
void
page_export(struct ui *ui, bool all)
{
	char	 path[4096], err[512], *buf = NULL, *slash;
	size_t	 blen = 0, len;
	FILE	*fp;
	int	 k;
	bool	 ok = true;

	if (ui->save[0] == '\0') {
		snprintf(ui->refusal, sizeof(ui->refusal), "No place to export "
		    "to: set HOME or XDG_STATE_HOME.");
		return;
	}
	snprintf(path, sizeof(path), "%s", ui->save);
	if ((slash = strrchr(path, '/')) != NULL)
		slash[1] = '\0';
	len = strlen(path);
	snprintf(path + len, sizeof(path) - len, "%s-%llu.rec", all ?
	    "match" : "hand", (unsigned long long)game_hand_seed(&ui->g));
	if ((fp = open_memstream(&buf, &blen)) == NULL)
		return;
	if (all)
		for (k = 1; k <= ui->g.r.hands; k++)
			ok = ok && game_export(&ui->g, k, fp);
	else
		ok = game_export(&ui->g, 0, fp);
	fclose(fp);
	if (ok && save_write(path, buf, blen, err, sizeof(err)))
		snprintf(ui->refusal, sizeof(ui->refusal), "%s exported to %s "
		    "(minchiate --replay reads it)", all ? "Every hand" :
		    "This hand", path);
	else
		snprintf(ui->refusal, sizeof(ui->refusal), "%s", ok ? err :
		    "Nothing to export yet.");
	free(buf);
}

/* R7: the breakdown of the hand; at a giro's end the standings. */
void
page_end_of_hand(struct ui *ui)
{
	struct game	*g = &ui->g;
	char		*buf = NULL;
	size_t		 len = 0;
	FILE		*fp;
	int		 p, k;

	page_open(ui, "The end of the hand", true);
	page_add(&ui->page, "Hand %d of %d.", g->r.hands, (int)g->r.length);
	if ((fp = open_memstream(&buf, &len)) != NULL) {
		show_breakdown(fp, game_hand(g));
		fclose(fp);
		page_text(&ui->page, buf);
		free(buf);
	}
	if (g->r.hands % 4 != 0 && !game_over(g))
		return;
	page_add(&ui->page, "%s", "");
	page_add(&ui->page, "%s", game_over(g) ? "The match is over. Rests:" :
	    "Standings after the giro (rests):");
	for (p = 0; p < MC_NSEATS; p++) {
		char	 line[200];

		snprintf(line, sizeof(line), "  %-20s %+4d  (giri:",
		    g->players[p].name, g->r.match.rests[p]);
		for (k = 0; k <= (g->r.hands - 1) / 4 && k < 3; k++)
			snprintf(line + strlen(line), sizeof(line) -
			    strlen(line), " %+d", g->r.match.giro_rests[k][p]);
		page_add(&ui->page, "%s)", line);
	}
	if (!game_over(g) && g->r.hands % 4 == 0)
		page_add(&ui->page, "%s", "Partners change for the next giro "
		    "(R4.3).");
}


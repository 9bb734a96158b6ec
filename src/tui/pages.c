/*
 * pages.c -- the pages over the table, from the viewer's scene alone:
 * the help, the rules, the last trick, the captures, the folla, what the
 * seat knows, the end of a hand with the standings.  The whole talk is
 * keys.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "table.h"
#include "../text/text.h"

/* ------------------------------------------------------------ pages */

/* ?: every key (the rows the man page is checked against), and the marks. */
void
page_help(struct table *t)
{
	char	 pad[80];
	int	 i;

	page_open(t, "Help: the keys, and what the table shows", false);
	for (i = 0; tui_keys[i].keys != NULL; i++)
		page_add(&t->page, "  %s %s", text_pad(tui_keys[i].keys, 22,
		    pad, sizeof(pad)), tui_keys[i].what);
	page_add(&t->page, "%s", "");
	page_add(&t->page, "%s", "What the marks mean:");
	for (i = 0; tui_legend[i].keys != NULL; i++)
		page_add(&t->page, "  %s %s", text_pad(tui_legend[i].keys, 22,
		    pad, sizeof(pad)), tui_legend[i].what);
	page_add(&t->page, "%s", "");
	page_add(&t->page, "%s", "  The rules are in the manual: man "
	    "minchiate (section 6), or r at the table.");
}

/* A labelled line of cards, in the one order of every listing. */
static void
cards_line(struct page *pg, const char *label, const struct mc_cards *set)
{
	char	 cards[400];

	mc_cards_format(set, cards, sizeof(cards));
	page_add(pg, "  %s%s%s", label, label[0] != '\0' ? " " : "", cards);
}

/* The rules, rendered from the manual at build time. */
void
page_rules(struct table *t)
{
	int	 i;

	page_open(t, "The rules (from minchiate(6))", false);
	for (i = 0; i < rules_nlines; i++)
		page_add(&t->page, "%s", rules_lines[i]);
}

/* R6.12: the previous trick. */
void
page_last_trick(struct table *t)
{
	const struct mc_play	*p = &t->sc.view.hand.play;
	char			 name[96];
	int			 i;

	page_open(t, "The last trick", false);
	if (p->ntricks == 0) {
		page_add(&t->page, "%s", "  No trick has been played yet.");
		return;
	}
	for (i = 0; i < MC_NSEATS; i++)
		page_add(&t->page, "  %-5s %s%s",
		    mc_seat_name((p->prev_leader + i) % MC_NSEATS),
		    show_card(p->prev_trick[i], name, sizeof(name)),
		    i == 0 ? " (led)" : "");
	page_add(&t->page, "  %s won trick %d.", mc_seat_name(p->last_winner),
	    p->ntricks);
}

/* One side's captures: cards, tricks and counting points (R7.4). */
static void
side_captures(struct page *pg, const struct mc_play *p, int side,
    const char *whose)
{
	mc_card	 cards[MC_NCARDS];
	int	 i, n, points = 0, counting = 0;

	n = mc_cards_list(&p->won[side], cards);
	for (i = 0; i < n; i++) {
		points += mc_card_value(cards[i]);
		counting += mc_card_value(cards[i]) > 0;
	}
	page_add(pg, "%s (%s): %d card%s in %d trick%s; %d counting "
	    "card%s worth %d.", side == MC_NS ? "NS" : "EW", whose, n,
	    n == 1 ? "" : "s", p->tricks_won[side],
	    p->tricks_won[side] == 1 ? "" : "s", counting,
	    counting == 1 ? "" : "s", points);
	if (n > 0)
		cards_line(pg, "", &p->won[side]);
}

/*
 * R6.12: the captures.  Every captured card was played face up, so both
 * sides' are shown; the viewer's side first.
 */
void
page_captures(struct table *t)
{
	const struct mc_play	*p = &t->sc.view.hand.play;
	int			 side = scene_side(&t->sc);

	page_open(t, "The captures", false);
	if (side < 0)
		side = MC_NS;
	side_captures(&t->page, p, side, t->sc.seat == MC_NOSEAT ? "one side" :
	    "your side");
	page_add(&t->page, "%s", "");
	side_captures(&t->page, p, 1 - side, t->sc.seat == MC_NOSEAT ?
	    "the other" : "the opponents");
	page_add(&t->page, "%s", "");
	page_add(&t->page, "%s", "  Underlined cards count (R2.1); at the end "
	    "each side also scores its cards beyond 42, its versicole and "
	    "the last trick (R7).");
}

/* R5.8, R6.12: the announcement; the dealer may look at the folla. */
void
page_folla(struct table *t)
{
	const struct mc_hand	*h = &t->sc.view.hand;
	const uint8_t		*c = h->play.counts;
	struct mc_cards		 folla = { { 0, 0 } };
	char			 phrase[128], counts[96];
	int			 i;

	page_open(t, "The folla", false);
	if (h->phase == MC_PHASE_CUT) {
		page_add(&t->page, "%s", "  The deal has not begun.");
		return;
	}
	mc_folla_phrase(c, phrase, sizeof(phrase));
	page_add(&t->page, "  Announced: \"%s\"", phrase);
	page_add(&t->page, "  %s.", show_counts(c, counts, sizeof(counts)));
	/* The view's folla holds only the cards this seat has seen. */
	if (t->sc.seat != MC_NOSEAT && t->sc.seat == h->dealer) {
		for (i = 0; i < h->nfolla; i++)
			if (h->folla[i] != MC_NOCARD)
				mc_cards_add(&folla, h->folla[i]);
		cards_line(&t->page, "You dealt; the folla holds:", &folla);
	}
}

/* The suits a seat has shown it lacks (R6.2), as words; trumps too. */
static void
voids_text(uint8_t voids, char *buf, size_t size)
{
	int	 k;

	buf[0] = '\0';
	for (k = MC_COPPE; k <= MC_TRUMPS; k++)
		if (voids >> k & 1)
			snprintf(buf + strlen(buf), size - strlen(buf), "%s%s",
			    buf[0] != '\0' ? ", " : "", k == MC_TRUMPS ?
			    "trumps" : show_suit(k));
	if (buf[0] == '\0')
		snprintf(buf, size, "none shown");
}

/*
 * What the viewer's seat knows (R9.1): each other player's shown voids
 * and known cards, then the cards out and the folla (show_known).
 * Everything comes from the seat's view, as a computer player's does.
 */
void
page_known(struct table *t)
{
	const struct mc_view	*v = &t->sc.view;
	const struct mc_hand	*h = &v->hand;
	char			 line[200], *buf;
	int			 s;

	page_open(t, "What you know", false);
	if (h->phase == MC_PHASE_CUT) {
		page_add(&t->page, "%s", "  The deal has not begun.");
		return;
	}
	for (s = 0; s < MC_NSEATS; s++) {
		if (s == t->sc.seat)
			continue;
		voids_text(h->play.voids[s], line, sizeof(line));
		page_add(&t->page, "  %s (%s): %d card%s unseen; lacks: %s%s.",
		    mc_seat_name(s), t->sc.seats[s].name, v->in_hand[s],
		    v->in_hand[s] == 1 ? "" : "s", line,
		    h->play.fallen >> s & 1 ? "; fallen" : "");
		if (mc_cards_count(&h->held[s]) > 0)
			cards_line(&t->page, "    known in hand:", &h->held[s]);
	}
	page_add(&t->page, "%s", "");
	if ((buf = show_known_text(v)) != NULL) {
		page_text(&t->page, buf);
		free(buf);
	}
}

/* R7: the breakdown of the hand; at a giro's end the standings. */
void
page_end_of_hand(struct table *t)
{
	const struct scene	*sc = &t->sc;
	char			*buf = NULL, line[200], pad[80];
	int			 p, k;

	page_open(t, "The end of the hand", true);
	page_add(&t->page, "Hand %d of %d.", sc->hand, sc->length);
	if ((buf = show_breakdown_text(&sc->view.hand)) != NULL) {
		page_text(&t->page, buf);
		free(buf);
	}
	if (sc->hand % 4 != 0 && !sc->over)
		return;
	page_add(&t->page, "%s", "");
	page_add(&t->page, "%s", sc->over ? "The match is over. Rests:" :
	    "Standings after the giro (rests):");
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(line, sizeof(line), "  %s %+4d  (giri:",
		    text_pad(sc->players[p], 20, pad, sizeof(pad)),
		    sc->match.rests[p]);
		for (k = 0; k <= (sc->hand - 1) / 4 && k < 3; k++)
			snprintf(line + strlen(line), sizeof(line) -
			    strlen(line), " %+d", sc->match.giro_rests[k][p]);
		page_add(&t->page, "%s)", line);
	}
	if (!sc->over && sc->hand % 4 == 0)
		page_add(&t->page, "%s", "Partners change for the next giro "
		    "(R4.3).");
}

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
#include "../lang/lang.h"

/* ------------------------------------------------------------ pages */

/*
 * The keys of a row of tui_keys[] as the help shows them: the names of
 * keys in the player's language; the letters, digits and card codes as
 * they are typed.  (The rows themselves are spelled as the man page's
 * KEYS, which the tests check.)
 */
static const char *
key_names(const char *keys)
{
	const char *const names[][2] = {
		/* TRANSLATORS: names of keys on the help page (?), at most
		 * 22 columns; the letters after the commas are keys
		 * themselves and stay. */
		{ "Left, h", P_("keys", "Left, h") },
		{ "Right, l", P_("keys", "Right, l") },
		{ "Right, l, Space", P_("keys", "Right, l, Space") },
		{ "Up, k", P_("keys", "Up, k") },
		{ "Down, j", P_("keys", "Down, j") },
		{ "Enter", P_("keys", "Enter") },
		{ "Space", P_("keys", "Space") },
		{ "0-9, Backspace", P_("keys", "0-9, Backspace") },
		{ "Backspace", P_("keys", "Backspace") },
		{ "Esc", P_("keys", "Esc") },
		{ "mouse", P_("keys", "mouse") },
		{ "PgUp, PgDn", P_("keys", "PgUp, PgDn") },
		{ "Space, Enter", P_("keys", "Space, Enter") }
	};
	size_t	 i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(keys, names[i][0]) == 0)
			return names[i][1];
	return keys;
}

/* A help page's lines on keys, one a row: its keys, what they do. */
void
page_add_keys(struct page *pg, const struct key_help *keys)
{
	char	 pad[80];
	int	 i;

	for (i = 0; keys[i].keys != NULL; i++)
		page_add(pg, "  %s %s", text_pad(key_names(keys[i].keys), 22,
		    pad, sizeof(pad)), _(keys[i].what));
}

/* ?: every key (the rows the man page is checked against), and the marks. */
void
page_help(struct table *t, const struct key_help *keys,
    const struct key_help *legend)
{
	char	 pad[80];
	int	 i;

	page_open(t, _("Help: the keys, and what the table shows"), false);
	page_add_keys(&t->page, keys);
	page_add(&t->page, "%s", "");
	page_add(&t->page, "%s", _("What the marks mean:"));
	for (i = 0; legend[i].keys != NULL; i++)
		page_add(&t->page, "  %s %s", text_pad(_(legend[i].keys),
		    22, pad, sizeof(pad)), _(legend[i].what));
	page_add(&t->page, "%s", "");
	page_add(&t->page, "%s", _("  The rules are in the manual: man "
	    "minchiate (section 6), or r at the table."));
}

/* A labelled line of cards, in the one order of every listing. */
static void
cards_line(struct page *pg, const char *label, const struct mc_cards *set)
{
	char	 cards[400];

	mc_cards_format(set, cards, sizeof(cards));
	page_add(pg, "  %s%s%s", label, label[0] != '\0' ? " " : "", cards);
}

/* The rules, rendered from the manual (in its language) at build time. */
void
page_rules(struct table *t)
{
	const char *const	*lines;
	int			 i, n;

	page_open(t, _("The rules (from minchiate(6))"), false);
	lines = rules_text(lang_code(), &n);
	for (i = 0; i < n; i++)
		page_add(&t->page, "%s", lines[i]);
}

/* R6.12: the previous trick. */
void
page_last_trick(struct table *t)
{
	const struct mc_play	*p = &t->sc.view.hand.play;
	char			 name[96], pad[32];
	int			 i;

	page_open(t, _("The last trick"), false);
	if (p->ntricks == 0) {
		page_add(&t->page, "%s", _("  No trick has been played yet."));
		return;
	}
	for (i = 0; i < MC_NSEATS; i++) {
		text_pad(show_seat((p->prev_leader + i) % MC_NSEATS), 5, pad,
		    sizeof(pad));
		show_card(p->prev_trick[i], name, sizeof(name));
		if (i == 0)
			/* TRANSLATORS: a seat, padded, and the card that
			 * led the trick. */
			page_add(&t->page, _("  %s %s (led)"), pad, name);
		else
			page_add(&t->page, "  %s %s", pad, name);
	}
	page_add(&t->page, _("  %s won trick %d."), show_seat(p->last_winner),
	    p->ntricks);
}

/* One side's captures: cards, tricks and counting points (R7.4). */
static void
side_captures(struct page *pg, const struct mc_play *p, int side,
    const char *whose)
{
	mc_card	 cards[MC_NCARDS];
	char	 ncards[64], ntricks[64], ncounting[96];
	int	 i, n, points = 0, counting = 0, tricks = p->tricks_won[side];

	n = mc_cards_list(&p->won[side], cards);
	for (i = 0; i < n; i++) {
		points += mc_card_value(cards[i]);
		counting += mc_card_value(cards[i]) > 0;
	}
	/* TRANSLATORS: the three counts of a side's captures, put
	 * together by "%s (%s): %s in %s; %s." */
	snprintf(ncards, sizeof(ncards), ngettext("%d card", "%d cards", n),
	    n);
	snprintf(ntricks, sizeof(ntricks), ngettext("%d trick", "%d tricks",
	    tricks), tricks);
	/* TRANSLATORS: the counting cards captured, and their points. */
	snprintf(ncounting, sizeof(ncounting), ngettext("%d counting card "
	    "worth %d", "%d counting cards worth %d", counting), counting,
	    points);
	/* TRANSLATORS: a side's captures: the side (NS or EW), whose side
	 * it is ("your side"), its cards, in its tricks, its counting
	 * cards with their points. */
	page_add(pg, _("%s (%s): %s in %s; %s."), show_side(side), whose,
	    ncards, ntricks, ncounting);
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

	page_open(t, _("The captures"), false);
	if (side < 0)
		side = MC_NS;
	/* TRANSLATORS: whose captures these are: one side (a watcher's
	 * view), or the viewer's side. */
	side_captures(&t->page, p, side, t->sc.seat == MC_NOSEAT ?
	    _("one side") : _("your side"));
	page_add(&t->page, "%s", "");
	/* TRANSLATORS: whose captures these are: the other side (a
	 * watcher's view), or the viewer's opponents. */
	side_captures(&t->page, p, 1 - side, t->sc.seat == MC_NOSEAT ?
	    _("the other") : _("the opponents"));
	page_add(&t->page, "%s", "");
	page_add(&t->page, "%s", _("  Underlined cards count (R2.1); at the "
	    "end each side also scores its cards beyond 42, its versicole "
	    "and the last trick (R7)."));
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

	page_open(t, _("The folla"), false);
	if (h->phase == MC_PHASE_CUT) {
		page_add(&t->page, "%s", _("  The deal has not begun."));
		return;
	}
	mc_folla_phrase(c, phrase, sizeof(phrase));
	/* TRANSLATORS: the announcement in quotes stays Italian (R5.8). */
	page_add(&t->page, _("  Announced: \"%s\""), phrase);
	page_add(&t->page, "  %s.", show_counts(c, counts, sizeof(counts)));
	/* The view's folla holds only the cards this seat has seen. */
	if (t->sc.seat != MC_NOSEAT && t->sc.seat == h->dealer) {
		for (i = 0; i < h->nfolla; i++)
			if (h->folla[i] != MC_NOCARD)
				mc_cards_add(&folla, h->folla[i]);
		cards_line(&t->page, _("You dealt; the folla holds:"), &folla);
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
			    /* TRANSLATORS: in a list of the suits a player
			     * lacks: "coppe, trumps". */
			    _("trumps") : show_suit(k));
	if (buf[0] == '\0')
		/* TRANSLATORS: the suits a player lacks: none shown yet. */
		snprintf(buf, size, "%s", _("none shown"));
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

	page_open(t, _("What you know"), false);
	if (h->phase == MC_PHASE_CUT) {
		page_add(&t->page, "%s", _("  The deal has not begun."));
		return;
	}
	for (s = 0; s < MC_NSEATS; s++) {
		if (s == t->sc.seat)
			continue;
		voids_text(h->play.voids[s], line, sizeof(line));
		/* TRANSLATORS: a seat, its player's name, the cards in his
		 * hand the viewer has not seen, the suits he lacks. */
		if (h->play.fallen >> s & 1)
			page_add(&t->page, ngettext("  %s (%s): %d card "
			    "unseen; lacks: %s; fallen.", "  %s (%s): %d cards "
			    "unseen; lacks: %s; fallen.", v->in_hand[s]),
			    show_seat(s), t->sc.seats[s].name, v->in_hand[s],
			    line);
		else
			page_add(&t->page, ngettext("  %s (%s): %d card "
			    "unseen; lacks: %s.", "  %s (%s): %d cards unseen; "
			    "lacks: %s.", v->in_hand[s]), show_seat(s),
			    t->sc.seats[s].name, v->in_hand[s], line);
		if (mc_cards_count(&h->held[s]) > 0)
			cards_line(&t->page, _("    known in hand:"),
			    &h->held[s]);
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
	char			*buf = NULL, giri[64], pad[80];
	int			 p, k;

	page_open(t, _("The end of the hand"), true);
	t->page.kind = PAGE_END_OF_HAND;
	page_add(&t->page, _("Hand %d of %d."), sc->hand, sc->length);
	if ((buf = show_breakdown_text(&sc->view.hand)) != NULL) {
		page_text(&t->page, buf);
		free(buf);
	}
	if (sc->hand % 4 != 0 && !sc->over)
		return;
	page_add(&t->page, "%s", "");
	page_add(&t->page, "%s", sc->over ? _("The match is over. Rests:") :
	    _("Standings after the giro (rests):"));
	for (p = 0; p < MC_NSEATS; p++) {
		giri[0] = '\0';
		for (k = 0; k <= (sc->hand - 1) / 4 && k < 3; k++)
			snprintf(giri + strlen(giri), sizeof(giri) -
			    strlen(giri), " %+d", sc->match.giro_rests[k][p]);
		/* TRANSLATORS: a player's name (padded), his rests, and
		 * the rests of each giro so far, as " +3 -2". */
		page_add(&t->page, _("  %s %+4d  (giri:%s)"),
		    text_pad(sc->players[p], 20, pad, sizeof(pad)),
		    sc->match.rests[p], giri);
	}
	if (!sc->over && sc->hand % 4 == 0)
		page_add(&t->page, "%s", _("Partners change for the next giro "
		    "(R4.3)."));
}

/*
 * S at a seat elsewhere: the table's match as its frames tell it (the
 * hands played, each player's rests, by giro), never the statistics of
 * this account's own files, which a friend come by ssh would read as
 * the host.
 */
void
page_table_match(struct table *t)
{
	const struct scene	*sc = &t->sc;
	struct page		*pg = &t->page;
	char			 giri[64], pad[80];
	int			 p, k, done;

	page_open(t, _("This table's match"), false);
	done = sc->view.hand.phase == MC_PHASE_OVER ? sc->hand : sc->hand - 1;
	if (sc->hand == 0)
		page_add(pg, "%s", _("The table has not dealt yet."));
	else
		/* TRANSLATORS: the hands of the match over so far, and the
		 * hands in the match. */
		page_add(pg, _("Hands played: %d of %d."), done, sc->length);
	if (done > 0) {
		page_add(pg, "%s", "");
		page_add(pg, "%s", _("Rests so far, and in each giro:"));
	}
	for (p = 0; p < MC_NSEATS && done > 0; p++) {
		giri[0] = '\0';
		for (k = 0; k <= (done - 1) / 4 && k < 3; k++)
			snprintf(giri + strlen(giri), sizeof(giri) -
			    strlen(giri), " %+d", sc->match.giro_rests[k][p]);
		page_add(pg, _("  %s %+4d  (giri:%s)"),
		    text_pad(sc->players[p], 20, pad, sizeof(pad)),
		    sc->match.rests[p], giri);
	}
	page_add(pg, "%s", "");
	page_add(pg, "%s", _("The statistics of this table's hands are kept "
	    "where it runs, by its host (minchiate --stats there)."));
}

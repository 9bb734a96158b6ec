/*
 * sicilian.c -- Tarocchi Siciliani told in sentences: each event as all
 * at the table see it (S13: a private look or the scarto only as
 * something done, the secret partner never before the called card),
 * and the end of a hand shown whole (S13.4): the sides, their cards and
 * points, the jochi and who pays whom.
 */
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "../lang/lang.h"

/* "Giove (20) [T20]", "Re di coppe [Rc]". */
const char *
show_ts_card(ts_card c, char *buf, size_t size)
{
	char	 note[8], name[64];

	ts_card_format(c, note, sizeof(note));
	ts_card_name(c, show_english_cards() ? MC_ENGLISH : MC_ITALIAN, name,
	    sizeof(name));
	snprintf(buf, size, "%s [%s]", name, note);
	return buf;
}

/* A side by its players: "North and South", or a soloist alone. */
static const char *
side_names(const struct ts_hand *h, int side, char *buf, size_t size)
{
	const char	*who[MC_NSEATS];
	int		 s, n = 0;

	for (s = 0; s < MC_NSEATS; s++)
		if (ts_hand_side(h, (h->declarer + s) & 3) == side)
			who[n++] = show_seat((h->declarer + s) & 3);
	if (n == 1)
		snprintf(buf, size, "%s", who[0]);
	else if (n == 2)
		/* TRANSLATORS: two players of a side. */
		snprintf(buf, size, _("%s and %s"), who[0], who[1]);
	else
		/* TRANSLATORS: the three players against a soloist. */
		snprintf(buf, size, _("%s, %s and %s"), who[0], who[1], who[2]);
	return buf;
}

static size_t
bid_text(const struct ts_event *ev, char *buf, size_t size)
{
	const char	*who = show_seat(ev->seat);

	switch (ev->n) {
	case TS_BID_SOLO:
		/* TRANSLATORS: round 1, on five cards (S5.1). */
		return (size_t)snprintf(buf, size, _("%s goes alone on five "
		    "cards: a stata, at double stakes."), who);
	case TS_ROUND2 + TS_BID_CALL:
		return 0;		/* told with the card called */
	case TS_ROUND2 + TS_BID_SOLO:
		return (size_t)snprintf(buf, size, _("%s goes alone."), who);
	default:
		return (size_t)snprintf(buf, size, _("%s passes."), who);
	}
}

static size_t
monte_text(const struct ts_hand *h, const struct ts_event *ev, char *buf,
    size_t size)
{
	char	 c[3][96];
	int	 i;

	for (i = 0; i < TS_MONTE; i++)
		show_ts_card(h->monte[i], c[i], sizeof(c[i]));
	/* TRANSLATORS: the declarer, then the monte's three cards. */
	return (size_t)snprintf(buf, size, _("%s takes the monte and shows "
	    "it: %s, %s and %s."), show_seat(ev->seat), c[0], c[1], c[2]);
}

/* Commitments: a scommessa made, a rivanto made or not (S8). */
static size_t
commit_text(const struct ts_event *ev, char *buf, size_t size)
{
	const char	*who = show_seat(ev->seat);

	if (ev->kind == TS_EV_SCOMMESSA)
		return (size_t)snprintf(buf, size, _("%s says scommessa: his "
		    "side will end with Giove, the Picciotti and the "
		    "Fuggitivo."), who);
	return (size_t)snprintf(buf, size, ev->n ? _("%s says mi rivanto: "
	    "his side will take the last trick.") : _("%s does not say mi "
	    "rivanto."), who);
}

/*
 * One event's sentence in buf, as everyone sees it; 0 for an event
 * told with another (the monte's first cards, the scarto's last, the
 * deal's middle round, the end).
 */
size_t
show_ts_event_text(const struct ts_hand *h, const struct ts_event *ev,
    char *buf, size_t size)
{
	const char	*who = show_seat(ev->seat);
	char		 card[96];

	buf[0] = '\0';
	switch ((enum ts_event_kind)ev->kind) {
	case TS_EV_CUT:
		return (size_t)snprintf(buf, size, _("%s cuts, lifting %d "
		    "cards."), who, ev->n);
	case TS_EV_DEALT:
		if (ev->n == 1)
			return 0;
		return (size_t)snprintf(buf, size, ev->n == 0 ? _("%s deals "
		    "five cards to each player, from his right.") : _("%s "
		    "completes the deal: fifteen cards each, three left in "
		    "the monte."), who);
	case TS_EV_BOTTOM:
		return (size_t)snprintf(buf, size, _("%s, the dealer, looks at "
		    "the bottom card."), who);
	case TS_EV_BID:
		return bid_text(ev, buf, size);
	case TS_EV_CALL:
		return (size_t)snprintf(buf, size, _("%s calls %s."), who,
		    show_ts_card(ev->card, card, sizeof(card)));
	case TS_EV_FORCED:
		return (size_t)snprintf(buf, size, _("All passed: %s holds "
		    "Giove and must call."), who);
	case TS_EV_THROWN_IN:
		return (size_t)snprintf(buf, size, "%s", _("All passed, and "
		    "nobody must call: the hand is thrown in."));
	case TS_EV_MONTE:
		if (ev->n != TS_MONTE - 1)
			return 0;
		monte_text(h, ev, buf, size);
		if (h->contract == TS_FORCED_SOLO) {
			size_t at = strlen(buf);

			/* TRANSLATORS: after the monte's cards (S6.3). */
			snprintf(buf + at, at < size ? size - at : 0,
			    _(" The called card is in it: %s plays alone."),
			    who);
		}
		return strlen(buf);
	case TS_EV_SCARTO:
		return ev->n == 0 ? (size_t)snprintf(buf, size, _("%s lays "
		    "three cards face down: the scarto."), who) : 0;
	case TS_EV_SCOMMESSA:
		if (ev->n == 0)		/* declined: nothing said (S13.1) */
			return 0;
		return commit_text(ev, buf, size);
	case TS_EV_RIVANTO:
		return commit_text(ev, buf, size);
	case TS_EV_PLAY:
		if (ev->card == TS_FUGGITIVO)
			return (size_t)snprintf(buf, size, _("%s plays the "
			    "Fuggitivo, which takes no part in the trick."),
			    who);
		return (size_t)snprintf(buf, size, _("%s plays %s."), who,
		    show_ts_card(ev->card, card, sizeof(card)));
	case TS_EV_PARTNER:
		return (size_t)snprintf(buf, size, _("The called card is out: "
		    "%s is the partner of %s."), who, show_seat(h->declarer));
	case TS_EV_TRICK:
		return (size_t)snprintf(buf, size, ev->n == TS_NTRICKS - 1 ?
		    _("%s wins the last trick.") : _("%s wins trick %d."), who,
		    ev->n + 1);
	case TS_EV_END:
	case TS_EV_MAX:
		break;
	}
	return 0;
}

void
show_ts_event(FILE *fp, const struct ts_hand *h, const struct ts_event *ev)
{
	char	 line[512];

	if (show_ts_event_text(h, ev, line, sizeof(line)) > 0)
		fprintf(fp, "%s\n", line);
}

/* The jochi a side made, named: "Rimatura, Vanto, 2 pigliate". */
static const char *
jochi_names(const int jochi[TS_JOCHI_KINDS], char *buf, size_t size)
{
	static const char *const names[TS_JOCHI_KINDS] = {
		"Rimatura", "Vanto", "4 Re", "4 Arie", "5 Arie", "pigliata",
		"Scommessa", "Rivanto"
	};
	size_t	 at = 0;
	int	 k;

	buf[0] = '\0';
	for (k = 0; k < TS_JOCHI_KINDS && at < size; k++) {
		if (jochi[k] == 0)
			continue;
		if (jochi[k] > 1)
			at += (size_t)snprintf(buf + at, size - at, "%s%d %s",
			    at > 0 ? ", " : "", jochi[k], k == TS_PIGLIATA ?
			    "pigliate" : names[k]);
		else
			at += (size_t)snprintf(buf + at, size - at, "%s%s",
			    at > 0 ? ", " : "", names[k]);
	}
	if (at == 0)
		snprintf(buf, size, "%s", _("none"));
	return buf;
}

/* S13.4: everything shown once the hand is over. */
void
show_ts_end(FILE *fp, const struct ts_hand *h, const struct ts_score *sc)
{
	char	 side[2][128], cards[400], jochi[160];
	int	 k, s;

	if (sc->contract == TS_THROWN_IN) {
		fprintf(fp, "%s\n", _("Nobody pays for a hand thrown in."));
		return;
	}
	for (k = 0; k < 2; k++)
		side_names(h, k, side[k], sizeof(side[k]));
	ts_cards_format(h->scarto, cards, sizeof(cards));
	fprintf(fp, _("The scarto, %s's: %s.\n"), show_seat(h->declarer),
	    cards);
	for (k = 0; k < 2; k++) {
		ts_cards_format(sc->cards[k], cards, sizeof(cards));
		/* TRANSLATORS: a side, its cards' number and its card
		 * points (S2.4), then the cards. */
		fprintf(fp, _("%s: %d cards, %d points%s: %s\n"), side[k],
		    ts_count_cards(sc->cards[k]), sc->points[k],
		    sc->last_side == k ? _(" with the last trick's 5") : "",
		    cards);
	}
	for (k = 0; k < 2; k++)
		fprintf(fp, _("Jochi of %s: %d (%s).\n"), side[k], sc->total[k],
		    jochi_names(sc->jochi[k], jochi, sizeof(jochi)));
	if (sc->diff == 0)
		fprintf(fp, "%s\n", _("The jochi are even: nobody pays."));
	else
		/* TRANSLATORS: the winning side and by how many jochi;
		 * each player's payment follows. */
		fprintf(fp, _("Won by %s, by %d: "), side[sc->diff > 0 ? 0 : 1],
		    sc->diff > 0 ? sc->diff : -sc->diff);
	if (sc->diff != 0)
		for (s = 0; s < MC_NSEATS; s++)
			fprintf(fp, "%s%s %+d%s", s > 0 ? ", " : "",
			    show_seat(s), sc->pay[s], s == 3 ? ".\n" : "");
}

/*
 * --cards --game sicilia: the 63 cards, Giove first, each with its
 * notation, Italian and English names and counting value (S1, S2.1).
 */
void
show_ts_card_table(FILE *fp)
{
	char	 it[96], en[96], note[8];
	int	 c;

	for (c = TS_NCARDS - 1; c >= 0; c--) {
		ts_card_format((ts_card)c, note, sizeof(note));
		ts_card_name((ts_card)c, MC_ITALIAN, it, sizeof(it));
		ts_card_name((ts_card)c, MC_ENGLISH, en, sizeof(en));
		fprintf(fp, "%-4s %-26s %-26s %2d\n", note, it, en,
		    ts_card_value((ts_card)c));
	}
}

/*
 * show.c -- the events of a deal as sentences a player (or a screen
 * reader) can follow, and the hands as lists in R0.3 notation.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"

static const char *const side_names[2] = { "NS", "EW" };

/* "Morte [T13]": the Italian name and the notation. */
const char *
show_card(mc_card c, char *buf, size_t size)
{
	char	 note[8], name[64];

	mc_card_format(c, note, sizeof(note));
	mc_card_name(c, MC_ITALIAN, name, sizeof(name));
	snprintf(buf, size, "%s [%s]", name, note);
	return buf;
}

/* The cards in notation, sorted by suit then rank, trumps last. */
void
show_cards(FILE *fp, const mc_card *cards, int n)
{
	char	 note[8];
	int	 i;

	for (i = 0; i < n; i++) {
		mc_card_format(cards[i], note, sizeof(note));
		fprintf(fp, "%s%s", i > 0 ? " " : "", note);
	}
}

/* The cards of a set in notation, each after a space. */
static void
show_set(FILE *fp, const struct mc_cards *set)
{
	mc_card	 cards[MC_NCARDS];
	char	 note[8];
	int	 i, n = mc_cards_list(set, cards);

	for (i = 0; i < n; i++) {
		mc_card_format(cards[i], note, sizeof(note));
		fprintf(fp, " %s", note);
	}
}

static void
show_marker(FILE *fp, const struct mc_event *ev)
{
	if (ev->marker[0] > 0)
		fprintf(fp, " Marker: NS %d.", ev->marker[0]);
	else if (ev->marker[1] > 0)
		fprintf(fp, " Marker: EW %d.", ev->marker[1]);
	else
		fprintf(fp, " Marker: level.");
}

static void
show_marking(FILE *fp, const struct mc_event *ev, const char *what)
{
	char	 name[96];

	fprintf(fp, "%s %s %s", mc_seat_name(ev->seat), what,
	    show_card(ev->card, name, sizeof(name)));
	if (ev->n > 0) {
		fprintf(fp, ": %s marks %d.", side_names[mc_seat_side(ev->seat)],
		    ev->n);
		show_marker(fp, ev);
	} else
		fprintf(fp, ".");
	fprintf(fp, "\n");
}

static const char *
visibility(const struct mc_event *ev)
{
	static const char *const only[MC_NSEATS] = {
		" (South only)", " (East only)", " (North only)", " (West only)"
	};
	int	 s;

	for (s = 0; s < MC_NSEATS; s++)
		if (ev->visible == 1u << s)
			return only[s];
	return ev->visible == MC_VISIBLE_ALL ? "" : " (private)";
}

/* One event as a sentence. */
void
show_event(FILE *fp, const struct mc_event *ev)
{
	const char	*who = mc_seat_name(ev->seat);
	char		 name[96], phrase[128];

	switch (ev->kind) {
	case MC_EV_CUT:
		fprintf(fp, "%s cuts, lifting %d cards.\n", who, ev->n);
		break;
	case MC_EV_ROB:
		show_marking(fp, ev, "robs");
		break;
	case MC_EV_LOOK:
		fprintf(fp, "%s has looked at %d cards from the bottom of "
		    "the packet%s.\n", who, ev->n, visibility(ev));
		break;
	case MC_EV_DEALT:
		fprintf(fp, "%s deals ten and ten to each player, starting "
		    "on his right.\n", who);
		break;
	case MC_EV_FACE_UP:
		show_marking(fp, ev, "gets face up, as 21st card,");
		break;
	case MC_EV_TURN_UP:
		show_marking(fp, ev, "turns up and takes");
		break;
	case MC_EV_TURN_BACK:
		fprintf(fp, "%s turns up %s and puts it back on the folla.\n",
		    who, show_card(ev->card, name, sizeof(name)));
		break;
	case MC_EV_TAKE:
		fprintf(fp, "%s takes %s from the folla, face up.\n", who,
		    show_card(ev->card, name, sizeof(name)));
		break;
	case MC_EV_FOLLA_LOOK:
		fprintf(fp, "%s looks through the folla (%d cards)%s.\n",
		    who, ev->n, visibility(ev));
		break;
	case MC_EV_ANNOUNCE:
		mc_folla_phrase(ev->counts, phrase, sizeof(phrase));
		fprintf(fp, "%s announces the folla: \"%s\" (coppe %d, "
		    "denari %d, spade %d, bastoni %d; %d cards).\n", who,
		    phrase, ev->counts[0], ev->counts[1], ev->counts[2],
		    ev->counts[3], ev->n);
		break;
	case MC_EV_REST:
		fprintf(fp, "%s %s paid %d rest%s.\n",
		    side_names[ev->seat & 1],
		    ev->n == 1 ? "is" : "are", ev->n, ev->n == 1 ? "" : "s");
		break;
	case MC_EV_DISCARD:
		fprintf(fp, "%s discards %d card%s face down.\n", who, ev->n,
		    ev->n == 1 ? "" : "s");
		break;
	case MC_EV_DISCARD_SHOWN:
		fprintf(fp, "  One of %s's discards is the face-up %s.\n", who,
		    show_card(ev->card, name, sizeof(name)));
		break;
	case MC_EV_GIVE:
		fprintf(fp, "%s's discard %s goes face down to %s%s.\n", who,
		    show_card(ev->card, name, sizeof(name)),
		    mc_seat_name(ev->n), visibility(ev));
		break;
	case MC_EV_FALL:
		fprintf(fp, "%s has no trump left and falls, laying his cards "
		    "open.\n", who);
		break;
	case MC_EV_PLAY:
		if (ev->n != ev->seat)
			fprintf(fp, "%s plays %s, chosen by %s.\n", who,
			    show_card(ev->card, name, sizeof(name)),
			    mc_seat_name(ev->n));
		else
			fprintf(fp, "%s plays %s.\n", who,
			    show_card(ev->card, name, sizeof(name)));
		break;
	case MC_EV_DECLARE:
		fprintf(fp, "%s declares a versicola %s,", who,
		    versicola_name(ev->counts[1]));
		show_set(fp, &ev->cards);
		fprintf(fp, "%s: %s marks %d.", ev->counts[2] > 0 ?
		    " (the Matto adds 5)" : "",
		    side_names[mc_seat_side(ev->seat)], ev->n);
		show_marker(fp, ev);
		fprintf(fp, "\n");
		break;
	case MC_EV_TRICK:
		fprintf(fp, "%s wins trick %d with %s.", who, ev->n,
		    show_card(ev->card, name, sizeof(name)));
		show_marker(fp, ev);
		fprintf(fp, "\n");
		break;
	case MC_EV_DIES:
		fprintf(fp, "Muore %s: %s marks %d.",
		    show_card(ev->card, name, sizeof(name)),
		    side_names[ev->seat & 1], ev->n);
		show_marker(fp, ev);
		fprintf(fp, "\n");
		break;
	case MC_EV_MATTO_EXCHANGE:
		fprintf(fp, "For the Matto %s gives %s to %s.\n",
		    side_names[ev->seat & 1],
		    show_card(ev->card, name, sizeof(name)),
		    side_names[ev->n & 1]);
		break;
	case MC_EV_END:
		fprintf(fp, "End of the hand: %s marks the difference, %d.\n",
		    side_names[ev->seat & 1], ev->n);
		break;
	case MC_EV_CAPOT:
		fprintf(fp, "%s won no trick: capot.\n",
		    side_names[ev->seat & 1]);
		break;
	default:
		fprintf(fp, "(event %d)\n", ev->kind);
	}
}

/* The name of a kind of versicola (R3). */
const char *
versicola_name(int kind)
{
	static const char *const names[] = {
		"of the Papi", "of high trumps", "del Matto", "del Tredici",
		"delle Diecine", "dei Re", "Demonio, Mondo e Carne"
	};

	if (kind < 0 || kind > MC_V_DEMONIO)
		return "?";
	return names[kind];
}

static void
show_versicola(FILE *fp, const struct mc_versicola *v)
{
	char	 note[8];
	int	 i;

	fprintf(fp, "    versicola %s:", versicola_name(v->kind));
	for (i = 0; i < v->ncards; i++) {
		mc_card_format(v->cards[i], note, sizeof(note));
		fprintf(fp, " %s", note);
	}
	if (v->bonus > 0)
		fprintf(fp, " +Matto");
	fprintf(fp, " = %d\n", v->value);
}

/* R7: the end of the hand, line by line, for each side. */
void
show_breakdown(FILE *fp, const struct mc_hand *h)
{
	static const char *const kinds[MC_MARK_KINDS] = {
		"robbing", "face-up cards", "scoprire", "declarations",
		"dying cards"
	};
	struct mc_breakdown	 b;
	const struct mc_side_score *s;
	int			 i, k;

	mc_hand_breakdown(h, &b);
	fprintf(fp, "Breakdown of the hand:\n");
	for (i = 0; i < 2; i++) {
		s = &b.side[i];
		fprintf(fp, "  %s\n", side_names[i]);
		for (k = 0; k < MC_MARK_KINDS; k++)
			if (s->marks[k] > 0)
				fprintf(fp, "    marked for %s: %d\n", kinds[k],
				    s->marks[k]);
		fprintf(fp, "    cards captured: %d, mazzetti: %d\n", s->cards,
		    s->mazzetti);
		for (k = 0; k < s->nversicole; k++)
			show_versicola(fp, &s->versicole[k]);
		fprintf(fp, "    versicole: %d\n", s->versicole_total);
		fprintf(fp, "    ultima: %d\n", s->ultima);
		fprintf(fp, "    counting cards: %d\n", s->counting);
		fprintf(fp, "    total: %d\n", s->total);
	}
	if (b.senza_re || b.senza_papi)
		fprintf(fp, "  %s\n", b.senza_re && b.senza_papi ?
		    "Senza questi, senza quelli." : b.senza_re ? "Senza re." :
		    "Senza papi.");
	if (b.winner < 0)
		fprintf(fp, "  The totals are equal: nothing is marked.\n");
	else
		fprintf(fp, "  %s marks the difference: %d.\n",
		    side_names[b.winner], b.difference);
	for (i = 0; i < 2; i++)
		fprintf(fp, "  %s rests: %d during the hand, %d at the end, "
		    "%d for what was left%s; %d in all.\n", side_names[i],
		    b.side[i].rests_play, b.side[i].rests_end,
		    b.side[i].rest_final, b.side[1 - i].capot ?
		    " (capot: 14 and double)" : "", b.side[i].rests);
}

/* R4.1: the cards drawn for partnerships and the resulting order. */
void
show_draw(FILE *fp, const struct mc_draw *d)
{
	char	 name[96];
	int	 i;

	fprintf(fp, "Drawing for partners:\n");
	for (i = 0; i < d->n; i++)
		fprintf(fp, "  %s%s draws %s\n", d->round[i] > 0 ?
		    "  again, " : "", mc_seat_name(d->player[i]),
		    show_card(d->card[i], name, sizeof(name)));
	fprintf(fp, "Order: ");
	for (i = 0; i < MC_NSEATS; i++)
		fprintf(fp, "%s%s", i > 0 ? ", " : "",
		    mc_seat_name(d->order[i]));
	fprintf(fp, ".\n");
}

/* Every hand, its face-up cards marked with '*', and the folla. */
void
show_hand(FILE *fp, const struct mc_hand *h)
{
	mc_card	 cards[MC_NCARDS];
	char	 note[8];
	int	 s, i, n;

	for (s = 0; s < MC_NSEATS; s++) {
		n = mc_hand_cards(h, s, cards);
		fprintf(fp, "  %-5s (%2d):", mc_seat_name(s), n);
		for (i = 0; i < n; i++) {
			mc_card_format(cards[i], note, sizeof(note));
			fprintf(fp, " %s%s", note,
			    mc_cards_has(&h->faceup, cards[i]) ? "*" : "");
		}
		fprintf(fp, "\n");
	}
	n = mc_hand_cards(h, -1, cards);
	fprintf(fp, "  Folla (%2d): ", n);
	show_cards(fp, cards, n);
	fprintf(fp, "\n");
}

/* The reference table of the 97 cards (data/cards.txt). */
void
show_card_table(FILE *fp)
{
	char	 note[8], it[64], en[64];
	mc_card	 c;

	fprintf(fp, "# The 97 cards of Minchiate: notation, Italian name, "
	    "English name,\n# trump group and counting value (R0.3, R1, "
	    "R2).\n");
	for (c = 0; c < MC_NCARDS; c++) {
		mc_card_format(c, note, sizeof(note));
		mc_card_name(c, MC_ITALIAN, it, sizeof(it));
		mc_card_name(c, MC_ENGLISH, en, sizeof(en));
		fprintf(fp, "%-4s %-34s %-34s %-12s %2d\n", note, it, en,
		    mc_card_group(c) == MC_GROUP_NONE ? "-" :
		    mc_group_name(mc_card_group(c), MC_ITALIAN),
		    mc_card_value(c));
	}
}

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
	default:
		fprintf(fp, "(event %d)\n", ev->kind);
	}
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

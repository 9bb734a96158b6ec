/*
 * show.c -- the events of a deal as sentences a player (or a screen
 * reader) can follow, in the third person or said to one seat in the
 * second, and the hands as lists in R0.3 notation, sorted as a player
 * sorts them (R1.2).
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"

static const char *const side_names[2] = { "NS", "EW" };

/*
 * The language of the cards' names, and of the suits' wherever they are
 * named; the game's own words (folla, versicola, per sorte, the trump
 * groups, the folla's announcement) stay Italian.
 */
static enum mc_lang	 card_names = MC_ITALIAN;

void
show_language(enum mc_lang lang)
{
	card_names = lang;
}

/* A suit's name in the cards' language: "coppe", or "Cups". */
const char *
show_suit(int suit)
{
	return mc_suit_name((enum mc_suit)suit, card_names);
}

/* "Morte [T13]" ("Death [T13]" in English): the name and the notation. */
const char *
show_card(mc_card c, char *buf, size_t size)
{
	char	 note[8], name[64];

	mc_card_format(c, note, sizeof(note));
	mc_card_name(c, card_names, name, sizeof(name));
	snprintf(buf, size, "%s [%s]", name, note);
	return buf;
}

/* R5.8: the announced counts, each after its suit's name. */
const char *
show_counts(const uint8_t counts[4], char *buf, size_t size)
{
	snprintf(buf, size, "%s %d, %s %d, %s %d, %s %d",
	    show_suit(MC_COPPE), counts[0], show_suit(MC_DENARI), counts[1],
	    show_suit(MC_SPADE), counts[2], show_suit(MC_BASTONI), counts[3]);
	return buf;
}

/*
 * R6.2, R6.8: why a card is refused, the rule and what was led, to be
 * followed by the cards that may go; NULL for another error.
 */
const char *
show_refusal(enum mc_err e, int lead, char *buf, size_t size)
{
	const char	*led = lead == MC_TRUMPS ? "trumps" : show_suit(lead);
	bool		 plural = lead == MC_TRUMPS || card_names == MC_ENGLISH;

	if (lead < MC_COPPE || lead > MC_TRUMPS)
		return NULL;		/* nothing led yet */
	if (e == MC_ERR_MUST_TRUMP && lead == MC_TRUMPS)
		e = MC_ERR_MUST_FOLLOW;		/* trumps led: follow them */
	switch (e) {
	case MC_ERR_MUST_FOLLOW:
		snprintf(buf, size, "Refused (R6.2): %s %s led; follow with",
		    led, plural ? "were" : "was");
		break;
	case MC_ERR_MUST_TRUMP:
		snprintf(buf, size, "Refused (R6.2): %s %s led and you have "
		    "none; play a trump:", led, plural ? "were" : "was");
		break;
	case MC_ERR_KING_RULE:
		snprintf(buf, size, "Refused (R6.8): %s %s led for the first "
		    "time and trumped; play", led, plural ? "are" : "is");
		break;
	default:
		return NULL;
	}
	return buf;
}

/* The cards in notation, in the order given. */
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

/* A list of cards as a player sorts them (R1.2); returns the count. */
int
show_sort(const mc_card *cards, int n, mc_card *out)
{
	struct mc_cards	 set = { { 0, 0 } };
	int		 i;

	for (i = 0; i < n; i++)
		mc_cards_add(&set, cards[i]);
	return mc_cards_sorted(&set, out);
}

/* The cards of a set in notation, sorted, each after a space. */
static void
show_set(FILE *fp, const struct mc_cards *set)
{
	mc_card	 cards[MC_NCARDS];
	char	 note[8];
	int	 i, n = mc_cards_sorted(set, cards);

	for (i = 0; i < n; i++) {
		mc_card_format(cards[i], note, sizeof(note));
		fprintf(fp, " %s", note);
	}
}

/* The ending of a count's noun: never "1 cards". */
static const char *
plural(int n)
{
	return n == 1 ? "" : "s";
}

/*
 * A sentence said to the seat you (or -1, to nobody) names that seat in
 * the second person, and every other seat by its name.  Here as the
 * subject, which opens the sentence.
 */
static const char *
subject(int seat, int you)
{
	return seat == you ? "You" : mc_seat_name(seat);
}

/* The seat after a verb or a preposition. */
static const char *
object(int seat, int you)
{
	return seat == you ? "you" : mc_seat_name(seat);
}

/* The seat as an owner, opening the sentence: "Your", or "East's" in buf. */
static const char *
owner(int seat, int you, char *buf, size_t size)
{
	if (seat == you)
		return "Your";
	snprintf(buf, size, "%s's", mc_seat_name(seat));
	return buf;
}

/* The verb's form for the seat as subject: second person or third. */
static const char *
verb(int seat, int you, const char *second, const char *third)
{
	return seat == you ? second : third;
}

/* The marker after an event: at most one side is up, by 1-59 (R7.5, R8.1). */
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

/*
 * A card taken face up and marked at once if it counts (R5.3, R5.4,
 * R5.6): who took it, how, the card, and the mark with the marker after.
 */
static void
show_marking(FILE *fp, const struct mc_event *ev, int you,
    const char *second, const char *third)
{
	char	 name[96];

	fprintf(fp, "%s %s %s", subject(ev->seat, you),
	    verb(ev->seat, you, second, third),
	    show_card(ev->card, name, sizeof(name)));
	if (ev->n > 0) {
		fprintf(fp, ": %s marks %d.", side_names[mc_seat_side(ev->seat)],
		    ev->n);
		show_marker(fp, ev);
	} else
		fprintf(fp, ".");
	fprintf(fp, "\n");
}

/* R9.1: who alone may see the event; nothing when everyone may. */
static void
show_private(FILE *fp, const struct mc_event *ev, int you)
{
	int	 s, n = 0, other = -1;

	if (ev->visible == MC_VISIBLE_ALL)
		return;
	for (s = 0; s < MC_NSEATS; s++)
		if (ev->visible >> s & 1) {
			n++;
			if (s != you)
				other = s;
		}
	if (n == 1 && other < 0)
		fprintf(fp, " (only you)");
	else if (n == 1)
		fprintf(fp, " (%s only)", mc_seat_name(other));
	else if (n == 2 && you >= 0 && (ev->visible >> you & 1))
		fprintf(fp, " (only you and %s)", mc_seat_name(other));
	else
		fprintf(fp, " (private)");
}

/* R5.9: the cards among a seat's discards that lay face up. */
static void
show_faceup_discards(FILE *fp, const struct mc_event *ev)
{
	char	 name[96];
	int	 n = mc_cards_count(&ev->cards);

	if (n == 1)
		fprintf(fp, "; one of the discards is %s, which lay face up",
		    show_card(mc_cards_nth(&ev->cards, 0), name, sizeof(name)));
	else if (n > 1) {
		fprintf(fp, "; the discards include");
		show_set(fp, &ev->cards);
		fprintf(fp, ", which lay face up");
	}
}

/*
 * R5.4, R5.5: the deal, n the cards robbed.  Eighteen robbed or more
 * leave fewer than 80 cards, and the second round of ten stops where
 * the deck does: then each player's count is said.
 */
static void
show_dealt(FILE *fp, const struct mc_event *ev, int you)
{
	int	 s = ev->seat, left = MC_NCARDS - ev->n, k, seat, got;

	if (left >= 80) {
		fprintf(fp, "%s %s ten and ten to each player, starting "
		    "with %s.\n", subject(s, you), verb(s, you, "deal",
		    "deals"), object(mc_seat_right(s), you));
		return;
	}
	fprintf(fp, "%s %s the %d cards left, ten at a time, as far as "
	    "they last, starting with %s:", subject(s, you),
	    verb(s, you, "deal", "deals"), left,
	    object(mc_seat_right(s), you));
	for (k = 1; k <= MC_NSEATS; k++) {
		seat = (s + k) % MC_NSEATS;
		got = left - 40 - 10 * (k - 1);
		got = 10 + (got < 0 ? 0 : got > 10 ? 10 : got);
		fprintf(fp, "%s %s %d", k > 1 ? "," : "", object(seat, you),
		    got);
	}
	fprintf(fp, ".\n");
}

/* Is ev told with the event before it (R5.9, R6.4)? */
static bool
joined(const struct mc_event *prev, const struct mc_event *ev)
{
	return ev->kind == MC_EV_DISCARD_SHOWN && ev->seat == prev->seat &&
	    (prev->kind == MC_EV_DISCARD || prev->kind == MC_EV_DISCARD_SHOWN);
}

/*
 * Event i of the hand's log as it is told, in *told: a discard with the
 * cards among it that lay face up (R5.9), all of one seat's discards
 * shown after the first trick (R6.4), a fallen hand with the cards laid
 * open (R6.11).  False for an event told with the one before it.  The
 * log must hold the events of the decision that made event i.
 */
bool
show_group(const struct mc_hand *h, size_t i, struct mc_event *told)
{
	const struct mc_log	*log = h->log;
	const struct mc_event	*ev = &log->ev[i];
	size_t			 j;

	if (i > 0 && joined(ev - 1, ev))
		return false;
	*told = *ev;
	switch (ev->kind) {
	case MC_EV_DISCARD_SHOWN:
	case MC_EV_DISCARD:
		memset(&told->cards, 0, sizeof(told->cards));
		if (ev->kind == MC_EV_DISCARD_SHOWN)
			mc_cards_add(&told->cards, ev->card);
		for (j = i + 1; j < log->n && joined(&log->ev[j - 1],
		    &log->ev[j]); j++)
			mc_cards_add(&told->cards, log->ev[j].card);
		break;
	case MC_EV_DEALT:
		told->n = h->nrobbed;	/* R5.5: the cards the deal had */
		break;
	case MC_EV_FALL:
		/* what he holds now, and what he has played since */
		told->cards = h->held[ev->seat];
		for (j = i + 1; j < log->n; j++)
			if (log->ev[j].kind == MC_EV_PLAY &&
			    log->ev[j].seat == ev->seat)
				mc_cards_add(&told->cards, log->ev[j].card);
		break;
	default:
		break;
	}
	return true;
}

/*
 * One event, as show_group tells it, in a sentence; you is the seat it
 * is said to, in the second person, or -1.
 */
void
show_event(FILE *fp, const struct mc_event *ev, int you)
{
	const char	*who = subject(ev->seat, you);
	int		 s = ev->seat, n;
	char		 name[96], phrase[128], whose[16], counts[96];
	struct mc_cards	 set;

	switch (ev->kind) {
	case MC_EV_CUT:
		fprintf(fp, "%s %s, lifting %d card%s.\n", who,
		    verb(s, you, "cut", "cuts"), ev->n, plural(ev->n));
		break;
	case MC_EV_ROB:
		show_marking(fp, ev, you, "rob", "robs");
		break;
	case MC_EV_LOOK:
		fprintf(fp, "%s %s looked at %d card%s from the bottom of "
		    "the packet", who, verb(s, you, "have", "has"), ev->n,
		    plural(ev->n));
		show_private(fp, ev, you);
		fprintf(fp, ".\n");
		break;
	case MC_EV_DEALT:
		show_dealt(fp, ev, you);
		break;
	case MC_EV_FACE_UP:
		show_marking(fp, ev, you, "get face up, as 21st card,",
		    "gets face up, as 21st card,");
		break;
	case MC_EV_TURN_UP:
		show_marking(fp, ev, you, "turn up and take",
		    "turns up and takes");
		break;
	case MC_EV_TURN_BACK:
		fprintf(fp, "%s %s %s and %s it back on the folla.\n", who,
		    verb(s, you, "turn up", "turns up"),
		    show_card(ev->card, name, sizeof(name)),
		    verb(s, you, "put", "puts"));
		break;
	case MC_EV_TAKE:
		fprintf(fp, "%s %s %s from the folla, face up.\n", who,
		    verb(s, you, "take", "takes"),
		    show_card(ev->card, name, sizeof(name)));
		break;
	case MC_EV_FOLLA_LOOK:
		fprintf(fp, "%s %s through the folla (%d card%s)", who,
		    verb(s, you, "look", "looks"), ev->n, plural(ev->n));
		show_private(fp, ev, you);
		fprintf(fp, ".\n");
		break;
	case MC_EV_ANNOUNCE:
		mc_folla_phrase(ev->counts, phrase, sizeof(phrase));
		fprintf(fp, "%s %s the folla: \"%s\" (%s; %d card%s).\n", who,
		    verb(s, you, "announce", "announces"), phrase,
		    show_counts(ev->counts, counts, sizeof(counts)), ev->n,
		    plural(ev->n));
		break;
	case MC_EV_REST:
		fprintf(fp, "%s %s paid %d rest%s.\n",
		    side_names[ev->seat & 1],
		    ev->n == 1 ? "is" : "are", ev->n, plural(ev->n));
		break;
	case MC_EV_DISCARD:
		fprintf(fp, "%s %s %d card%s face down", who,
		    verb(s, you, "discard", "discards"), ev->n,
		    plural(ev->n));
		show_faceup_discards(fp, ev);
		fprintf(fp, ".\n");
		break;
	case MC_EV_DISCARD_SHOWN:
		/* R6.4: every discard, once, face up at last */
		set = ev->cards;
		if (mc_cards_count(&set) == 0)
			mc_cards_add(&set, ev->card);
		fprintf(fp, "%s discards are shown and join the folla:",
		    owner(s, you, whose, sizeof(whose)));
		show_set(fp, &set);
		fprintf(fp, ".\n");
		break;
	case MC_EV_GIVE:
		fprintf(fp, "%s discard %s goes face down to %s",
		    owner(s, you, whose, sizeof(whose)),
		    show_card(ev->card, name, sizeof(name)),
		    object(ev->n, you));
		show_private(fp, ev, you);
		fprintf(fp, ".\n");
		break;
	case MC_EV_FALL:
		n = mc_cards_count(&ev->cards);
		fprintf(fp, "%s %s no trump left and %s, laying %s card%s "
		    "open", who, verb(s, you, "have", "has"),
		    verb(s, you, "fall", "falls"), s == you ? "your" : "the",
		    n == 1 ? "" : "s");
		if (n > 0) {
			fprintf(fp, ":");
			show_set(fp, &ev->cards);
		}
		fprintf(fp, ".\n");
		break;
	case MC_EV_PLAY:
		fprintf(fp, "%s %s %s", who, verb(s, you, "play", "plays"),
		    show_card(ev->card, name, sizeof(name)));
		if (ev->n != ev->seat)
			fprintf(fp, ", chosen by %s", object(ev->n, you));
		fprintf(fp, ".\n");
		break;
	case MC_EV_DECLARE:
		fprintf(fp, "%s %s a versicola %s,", who,
		    verb(s, you, "declare", "declares"),
		    versicola_name(ev->counts[1]));
		show_set(fp, &ev->cards);
		fprintf(fp, "%s: %s marks %d.", ev->counts[2] > 0 ?
		    " (the Matto adds 5)" : "",
		    side_names[mc_seat_side(ev->seat)], ev->n);
		show_marker(fp, ev);
		fprintf(fp, "\n");
		break;
	case MC_EV_TRICK:
		fprintf(fp, "%s %s trick %d with %s.", who,
		    verb(s, you, "win", "wins"), ev->n,
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

/*
 * The name of a kind of versicola (R3): the irregular ones by their
 * Italian names, as the sources and the manual call them, and all of
 * them in English with the cards in English.
 */
const char *
versicola_name(int kind)
{
	static const char *const it[] = {
		"of the Papi", "of high trumps", "del Matto", "del Tredici",
		"delle Diecine", "dei Re", "Demonio, Mondo e Carne"
	};
	static const char *const en[] = {
		"of the Popes", "of high trumps", "of the Fool",
		"of the Thirteen", "of the Tens", "of the Kings",
		"Devil, World and Flesh"
	};

	if (kind < 0 || kind > MC_V_DEMONIO)
		return "?";
	return card_names == MC_ENGLISH ? en[kind] : it[kind];
}

/* A versicola under the side's "versicole" line, named by its kind. */
static void
show_versicola(FILE *fp, const struct mc_versicola *v)
{
	mc_card	 cards[13];
	int	 n = show_sort(v->cards, v->ncards, cards);

	fprintf(fp, "        %s: ", versicola_name(v->kind));
	show_cards(fp, cards, n);
	if (v->bonus > 0)
		fprintf(fp, " +Matto");
	fprintf(fp, " = %d\n", v->value);
}

/*
 * R7.8: "the breakdown still lists the cards": the Kings (or the Papi
 * 2-5) a side captured, under its counting cards, when they cancel out.
 */
static void
show_among(FILE *fp, const struct mc_cards *won, const char *what,
    bool (*is)(mc_card))
{
	struct mc_cards	 set = { { 0, 0 } };
	mc_card		 c;

	for (c = 0; c < MC_NCARDS; c++)
		if (mc_cards_has(won, c) && is(c))
			mc_cards_add(&set, c);
	fprintf(fp, "        %s among them:", what);
	show_set(fp, &set);
	fprintf(fp, "\n");
}

/* The cards that cancel in "senza re" and in "senza papi" (R7.8). */
static bool
is_king(mc_card c)
{
	return !mc_is_trump(c) && c != MC_MATTO && mc_card_rank(c) == MC_RE;
}

static bool
is_papa_2_5(mc_card c)
{
	return mc_is_trump(c) && mc_card_rank(c) >= 2 && mc_card_rank(c) <= 5;
}

/*
 * R7: the end of the hand, for each side.  What it marked during the
 * hand (R5.3, R5.4, R5.6, R6.3, R6.10) is already on the marker and is
 * shown apart from the end count (R7.1-R7.4), whose totals alone make
 * the difference (R7.6).
 */
void
show_breakdown(FILE *fp, const struct mc_hand *h)
{
	static const char *const kinds[MC_MARK_KINDS] = {
		"robbing", "face-up 21st cards", "scoprire (turning up)",
		"declarations", "dying cards"
	};
	struct mc_breakdown	 b;
	const struct mc_side_score *s;
	int			 i, k, sum;

	mc_hand_breakdown(h, &b);
	fprintf(fp, "Breakdown of the hand:\n");
	for (i = 0; i < 2; i++) {
		s = &b.side[i];
		fprintf(fp, "  %s\n", side_names[i]);
		for (k = sum = 0; k < MC_MARK_KINDS; k++)
			sum += s->marks[k];
		if (sum == 0)
			fprintf(fp, "    Marked during the hand: nothing.\n");
		else {
			fprintf(fp, "    Marked during the hand, already on "
			    "the marker:\n");
			for (k = 0; k < MC_MARK_KINDS; k++)
				if (s->marks[k] > 0)
					fprintf(fp, "      %s: %d\n", kinds[k],
					    s->marks[k]);
			fprintf(fp, "      marked in all: %d\n", sum);
		}
		fprintf(fp, "    End count:\n");
		fprintf(fp, "      cards captured: %d, mazzetti: %d\n",
		    s->cards, s->mazzetti);
		fprintf(fp, "      versicole: %d\n", s->versicole_total);
		for (k = 0; k < s->nversicole; k++)
			show_versicola(fp, &s->versicole[k]);
		fprintf(fp, "      ultima: %d\n", s->ultima);
		fprintf(fp, "      counting cards: %d\n", s->counting);
		if (b.senza_re)
			show_among(fp, &h->play.won[i], "Kings", is_king);
		if (b.senza_papi)
			show_among(fp, &h->play.won[i], "Papi 2-5",
			    is_papa_2_5);
		fprintf(fp, "      end total: %d\n", s->total);
	}
	/* R7.8: a way of speaking; the figures above stand */
	if (b.senza_re && b.senza_papi)
		fprintf(fp, "  Senza questi, senza quelli: Kings and Papi 2-5 "
		    "cancel in the difference.\n");
	else if (b.senza_re)
		fprintf(fp, "  Senza re: two Kings each side; they cancel in "
		    "the difference.\n");
	else if (b.senza_papi)
		fprintf(fp, "  Senza papi: two Papi 2-5 each side, no run; "
		    "they cancel in the difference.\n");
	if (b.winner < 0)
		fprintf(fp, "  The end totals are equal, %d each: nothing is "
		    "marked.\n", b.side[0].total);
	else
		fprintf(fp, "  %s marks the difference of the end totals: "
		    "%d - %d = %d.\n", side_names[b.winner],
		    b.side[b.winner].total, b.side[1 - b.winner].total,
		    b.difference);
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
	mc_card	 list[MC_NCARDS], cards[MC_NCARDS];
	char	 note[8];
	int	 s, i, n;

	for (s = 0; s < MC_NSEATS; s++) {
		n = mc_cards_sorted(&h->held[s], cards);
		fprintf(fp, "  %-5s (%2d):", mc_seat_name(s), n);
		for (i = 0; i < n; i++) {
			mc_card_format(cards[i], note, sizeof(note));
			fprintf(fp, " %s%s", note,
			    mc_cards_has(&h->faceup, cards[i]) ? "*" : "");
		}
		fprintf(fp, "\n");
	}
	n = show_sort(list, mc_hand_cards(h, -1, list), cards);
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

/*
 * The cards of one kind not played and not in the seat's hand, by what
 * the seat knows of them: unseen (in another hand, the folla or a
 * discard pile), known in another player's hand, or known in the folla
 * or a discard pile, where no card is ever played (R5.9, R6.4).
 */
struct out {
	struct mc_cards	 unseen, hands, aside;
};

static void
out_add(struct out *o, const struct mc_view *v, mc_card c)
{
	int	 where = mc_hand_where(&v->hand, c);

	if (mc_cards_has(&v->hidden, c))
		mc_cards_add(&o->unseen, c);
	else if (where >= MC_LOC_HAND && where < MC_LOC_HAND + MC_NSEATS &&
	    where - MC_LOC_HAND != v->seat)
		mc_cards_add(&o->hands, c);
	else if (where == MC_LOC_FOLLA || (where >= MC_LOC_DISCARD &&
	    where < MC_LOC_DISCARD + MC_NSEATS))
		mc_cards_add(&o->aside, c);
}

/* A part of an out list, if it has cards: "unseen (3): T2 T5 T9". */
static void
out_line(FILE *fp, const char *what, const struct mc_cards *set)
{
	char	 cards[400];
	int	 n = mc_cards_count(set);

	if (n == 0)
		return;
	mc_cards_format(set, cards, sizeof(cards));
	fprintf(fp, "    %s (%d): %s\n", what, n, cards);
}

static void
out_lines(FILE *fp, const char *title, const struct out *o)
{
	fprintf(fp, "  %s (%d):\n", title, mc_cards_count(&o->unseen) +
	    mc_cards_count(&o->hands) + mc_cards_count(&o->aside));
	out_line(fp, "unseen", &o->unseen);
	out_line(fp, "known in another hand", &o->hands);
	out_line(fp, "known in the folla or discarded, never played",
	    &o->aside);
}

/*
 * R5.8: the folla's trumps, by difference.  The last announcement counts
 * the suit cards of the folla as it is (its discards in it once the first
 * trick is over, R6.4); the rest are trumps, but for the Matto, which
 * every seat can place: pigliare leaves no counting card in the folla
 * (R5.7), so it is there only if discarded, and then shown after the
 * first trick (R6.4).
 */
static void
folla_trumps(FILE *fp, const struct mc_view *v, int size)
{
	const struct mc_hand	*h = &v->hand;
	int			 suits = 0, trumps, seen = 0, c, matto;

	for (c = 0; c < 4; c++)
		suits += h->play.counts[c];
	matto = !mc_cards_has(&v->hidden, MC_MATTO) &&
	    mc_hand_where(h, MC_MATTO) == MC_LOC_FOLLA;
	if ((trumps = size - suits - matto) < 0)
		return;
	for (c = 0; c < MC_NCARDS; c++)
		if (mc_is_trump((mc_card)c) && !mc_cards_has(&v->hidden,
		    (mc_card)c) && mc_hand_where(h, (mc_card)c) == MC_LOC_FOLLA)
			seen++;
	fprintf(fp, "    trumps in it: %d (%d card%s less the %d of the suits "
	    "announced%s), %d of them unseen.\n", trumps, size, plural(size),
	    suits, matto ? " and the Matto" : "", trumps - seen);
}

/*
 * R9.1: what a seat's view tells of the cards still to count: the trumps
 * and the counting cards not played and not in its hand, apart by what
 * it knows of each; then the folla, its announcement, the number of its
 * trumps and the cards of it the seat has seen.
 */
void
show_known(FILE *fp, const struct mc_view *v)
{
	const struct mc_hand	*h = &v->hand;
	struct out		 trumps, counting;
	struct mc_cards		 folla = { { 0, 0 } };
	char			 phrase[128], counts[96], cards[400];
	int			 c, size;

	memset(&trumps, 0, sizeof(trumps));
	memset(&counting, 0, sizeof(counting));
	for (c = 0; c < MC_NCARDS; c++) {
		if (mc_is_trump((mc_card)c))
			out_add(&trumps, v, (mc_card)c);
		if (mc_card_value((mc_card)c) > 0)
			out_add(&counting, v, (mc_card)c);
		if (!mc_cards_has(&v->hidden, (mc_card)c) &&
		    mc_hand_where(h, (mc_card)c) == MC_LOC_FOLLA)
			mc_cards_add(&folla, (mc_card)c);
	}
	out_lines(fp, "Trumps out, not played and not yours", &trumps);
	out_lines(fp, "Counting cards out, not played and not yours",
	    &counting);
	fprintf(fp, "\n");
	size = mc_cards_count(&folla) + v->in_folla;
	mc_folla_phrase(h->play.counts, phrase, sizeof(phrase));
	fprintf(fp, "  The folla: \"%s\" (%s); %d card%s, %d of them "
	    "unseen.\n", phrase, show_counts(h->play.counts, counts,
	    sizeof(counts)), size, plural(size), v->in_folla);
	folla_trumps(fp, v, size);
	if (mc_cards_count(&folla) > 0) {
		mc_cards_format(&folla, cards, sizeof(cards));
		fprintf(fp, "    seen in it: %s\n", cards);
	}
}

/* The same as lines to free (NULL out of memory), for the table's page. */
char *
show_known_text(const struct mc_view *v)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*fp;

	if ((fp = open_memstream(&buf, &len)) == NULL)
		return NULL;
	show_known(fp, v);
	if (fclose(fp) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

/* One event's sentence as a string, for the table's talk. */
size_t
show_event_text(const struct mc_event *ev, int you, char *buf, size_t size)
{
	FILE	*fp;
	size_t	 len;

	if (size == 0)
		return 0;
	memset(buf, 0, size);
	if ((fp = fmemopen(buf, size - 1, "w")) == NULL)
		return 0;
	show_event(fp, ev, you);
	fclose(fp);
	len = strlen(buf);
	while (len > 0 && buf[len - 1] == '\n')
		buf[--len] = '\0';
	return len;
}

/* The breakdown as one string of lines, for the table's page. */
char *
show_breakdown_text(const struct mc_hand *h)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*fp;

	if ((fp = open_memstream(&buf, &len)) == NULL)
		return NULL;
	show_breakdown(fp, h);
	if (fclose(fp) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

/*
 * What decision d does, in a few words ("Play T17", "Discard 2b 7c",
 * "Choose Cd for East" when seat chooses a fallen player's card).
 */
void
show_decision(const struct mc_decision *d, int seat, char *buf, size_t size)
{
	char	 cards[200] = "", note[8];
	size_t	 len = 0;
	int	 i;

	for (i = 0; i < d->n && d->kind != MC_DECIDE_CUT && len + 5 <
	    sizeof(cards); i++) {
		mc_card_format(d->cards[i], note, sizeof(note));
		len += (size_t)snprintf(cards + len, sizeof(cards) - len,
		    "%s%s", i > 0 ? " " : "", note);
	}
	switch (d->kind) {
	case MC_DECIDE_CUT:
		if (d->n > 0)
			snprintf(buf, size, "Cut %d cards", d->n);
		else
			snprintf(buf, size, "Cut anywhere from 14 to 83");
		break;
	case MC_DECIDE_DISCARD:
		snprintf(buf, size, "Discard %s", cards);
		break;
	case MC_DECIDE_DECLARE:
		snprintf(buf, size, "%s", d->which == 0 ? "Declare none" :
		    "Declare every versicola");
		break;
	case MC_DECIDE_FALL:
		snprintf(buf, size, "%s", d->yes ? "Fall (y)" : "Not yet (n)");
		break;
	case MC_DECIDE_PLAY:
		if (d->seat != seat)
			snprintf(buf, size, "Choose %s for %s", cards,
			    mc_seat_name(d->seat));
		else
			snprintf(buf, size, "Play %s", cards);
		break;
	}
}

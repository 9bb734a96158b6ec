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
#include "../lang/lang.h"

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
	const char	*led = show_suit(lead);
	bool		 english = show_english_cards();

	if (lead < MC_COPPE || lead > MC_TRUMPS)
		return NULL;		/* nothing led yet */
	if (e == MC_ERR_MUST_TRUMP && lead == MC_TRUMPS)
		e = MC_ERR_MUST_FOLLOW;		/* trumps led: follow them */
	/* TRANSLATORS: each refusal is followed by the cards that may go;
	 * %s is a suit's name ("coppe", or "Cups" with English cards). */
	if (e == MC_ERR_MUST_FOLLOW && lead == MC_TRUMPS)
		snprintf(buf, size, "%s",
		    _("Refused (R6.2): trumps were led; follow with"));
	else if (e == MC_ERR_MUST_FOLLOW)
		snprintf(buf, size, english ?
		    _("Refused (R6.2): %s were led; follow with") :
		    _("Refused (R6.2): %s was led; follow with"), led);
	else if (e == MC_ERR_MUST_TRUMP)
		snprintf(buf, size, english ? _("Refused (R6.2): %s were led "
		    "and you have none; play a trump:") : _("Refused (R6.2): "
		    "%s was led and you have none; play a trump:"), led);
	else if (e == MC_ERR_KING_RULE && lead != MC_TRUMPS)
		snprintf(buf, size, english ? _("Refused (R6.8): %s are led "
		    "for the first time and trumped; play") : _("Refused "
		    "(R6.8): %s is led for the first time and trumped; play"),
		    led);
	else
		return NULL;
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

/* The cards in notation, in the order given, as one string. */
const char *
show_cards_text(const mc_card *cards, int n, char *buf, size_t size)
{
	char	 note[8];
	size_t	 len = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < n && len < size; i++) {
		mc_card_format(cards[i], note, sizeof(note));
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
		    i > 0 ? " " : "", note);
	}
	return buf;
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

/* A set's cards in notation, sorted, as one string: "T1 T2 T5". */
static const char *
set_text(const struct mc_cards *set, char *buf, size_t size)
{
	mc_cards_format(set, buf, size);
	return buf;
}

/* The card in a sentence, with the article the language puts there. */
static const char *
the(mc_card c, char *buf, size_t size)
{
	return show_card_as(c, SHOW_THE, buf, size);
}

/* The marker after an event: at most one side is up, by 1-59 (R7.5, R8.1). */
static void
show_marker(FILE *fp, const struct mc_event *ev)
{
	fputc(' ', fp);
	if (ev->marker[0] > 0 || ev->marker[1] > 0)
		/* TRANSLATORS: the marker after an event: the side that is
		 * up (NS or EW) and by how much. */
		fprintf(fp, _("Marker: %s %d."),
		    show_side(ev->marker[0] > 0 ? 0 : 1),
		    ev->marker[0] > 0 ? ev->marker[0] : ev->marker[1]);
	else
		fprintf(fp, "%s", _("Marker: level."));
}

/*
 * A card taken face up and marked at once if it counts (R5.3, R5.4,
 * R5.6): who took it, how, the card, and the mark with the marker after.
 */
static void
show_marking(FILE *fp, const struct mc_event *ev, int you)
{
	const char	*who = show_seat(ev->seat), *side;
	char		 card[128];
	bool		 me = ev->seat == you;

	the(ev->card, card, sizeof(card));
	side = show_side(mc_seat_side(ev->seat));
	switch (ev->kind * 4 + me * 2 + (ev->n > 0)) {
	case MC_EV_ROB * 4:
		fprintf(fp, _("%s robs %s."), who, card);
		break;
	case MC_EV_ROB * 4 + 1:
		/* TRANSLATORS: a seat robs a card that counts: its side
		 * (NS or EW) marks the card's value at once. */
		fprintf(fp, _("%s robs %s: %s marks %d."), who, card, side,
		    ev->n);
		break;
	case MC_EV_ROB * 4 + 2:
		fprintf(fp, _("You rob %s."), card);
		break;
	case MC_EV_ROB * 4 + 3:
		fprintf(fp, _("You rob %s: %s marks %d."), card, side, ev->n);
		break;
	case MC_EV_FACE_UP * 4:
		fprintf(fp, _("%s gets face up, as 21st card, %s."), who,
		    card);
		break;
	case MC_EV_FACE_UP * 4 + 1:
		fprintf(fp, _("%s gets face up, as 21st card, %s: %s marks "
		    "%d."), who, card, side, ev->n);
		break;
	case MC_EV_FACE_UP * 4 + 2:
		fprintf(fp, _("You get face up, as 21st card, %s."), card);
		break;
	case MC_EV_FACE_UP * 4 + 3:
		fprintf(fp, _("You get face up, as 21st card, %s: %s marks "
		    "%d."), card, side, ev->n);
		break;
	case MC_EV_TURN_UP * 4:
		/* TRANSLATORS: scoprire (R5.6): the dealer turns up a card
		 * of the folla and takes it. */
		fprintf(fp, _("%s turns up and takes %s."), who, card);
		break;
	case MC_EV_TURN_UP * 4 + 1:
		fprintf(fp, _("%s turns up and takes %s: %s marks %d."), who,
		    card, side, ev->n);
		break;
	case MC_EV_TURN_UP * 4 + 2:
		fprintf(fp, _("You turn up and take %s."), card);
		break;
	default:
		fprintf(fp, _("You turn up and take %s: %s marks %d."), card,
		    side, ev->n);
		break;
	}
	if (ev->n > 0)
		show_marker(fp, ev);
	fprintf(fp, "\n");
}

/*
 * R9.1: who alone may see the event, as a note in parentheses after a
 * space; "" when everyone may.
 */
static const char *
show_private(const struct mc_event *ev, int you, char *buf, size_t size)
{
	int	 s, n = 0, other = -1;

	buf[0] = '\0';
	if (ev->visible == MC_VISIBLE_ALL)
		return buf;
	for (s = 0; s < MC_NSEATS; s++)
		if (ev->visible >> s & 1) {
			n++;
			if (s != you)
				other = s;
		}
	/* TRANSLATORS: the notes in parentheses say who alone saw what a
	 * sentence tells; each starts with a space. */
	if (n == 1 && other < 0)
		snprintf(buf, size, "%s", _(" (only you)"));
	else if (n == 1)
		snprintf(buf, size, _(" (%s only)"), show_seat(other));
	else if (n == 2 && you >= 0 && (ev->visible >> you & 1))
		snprintf(buf, size, _(" (only you and %s)"), show_seat(other));
	else
		snprintf(buf, size, "%s", _(" (private)"));
	return buf;
}

/*
 * R5.9: the cards among a seat's discards that lay face up, as a clause
 * after the sentence that tells the discard; "" if none did.
 */
static const char *
show_faceup_discards(const struct mc_event *ev, char *buf, size_t size)
{
	char	 card[128], cards[400];
	int	 n = mc_cards_count(&ev->cards);

	buf[0] = '\0';
	/* TRANSLATORS: added to "East discards 3 cards face down" before
	 * its full stop. */
	if (n == 1)
		snprintf(buf, size, _("; one of the discards is %s, which lay "
		    "face up"), the(mc_cards_nth(&ev->cards, 0), card,
		    sizeof(card)));
	else if (n > 1)
		snprintf(buf, size, _("; the discards include %s, which lay "
		    "face up"), set_text(&ev->cards, cards, sizeof(cards)));
	return buf;
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
	int	 first = mc_seat_right(s);

	if (left >= 80) {
		if (s == you)
			fprintf(fp, _("You deal ten and ten to each player, "
			    "starting with %s.\n"), show_seat(first));
		else if (first == you)
			fprintf(fp, _("%s deals ten and ten to each player, "
			    "starting with you.\n"), show_seat(s));
		else
			fprintf(fp, _("%s deals ten and ten to each player, "
			    "starting with %s.\n"), show_seat(s),
			    show_seat(first));
		return;
	}
	/* TRANSLATORS: each player's count follows the colon. */
	if (s == you)
		fprintf(fp, _("You deal the %d cards left, ten at a time, as "
		    "far as they last, starting with %s:"), left,
		    show_seat(first));
	else if (first == you)
		fprintf(fp, _("%s deals the %d cards left, ten at a time, as "
		    "far as they last, starting with you:"), show_seat(s),
		    left);
	else
		fprintf(fp, _("%s deals the %d cards left, ten at a time, as "
		    "far as they last, starting with %s:"), show_seat(s),
		    left, show_seat(first));
	for (k = 1; k <= MC_NSEATS; k++) {
		seat = (s + k) % MC_NSEATS;
		got = left - 40 - 10 * (k - 1);
		got = 10 + (got < 0 ? 0 : got > 10 ? 10 : got);
		fprintf(fp, "%s", k > 1 ? "," : "");
		if (seat == you)
			/* TRANSLATORS: the cards the deal gave you, in a
			 * list of each player's count. */
			fprintf(fp, _(" you %d"), got);
		else
			fprintf(fp, " %s %d", show_seat(seat), got);
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
		/* R5.5: a discard that completed a short hand was logged
		 * just before, as a give; counts[0] says how many. */
		for (j = i; ev->kind == MC_EV_DISCARD && j > 0 &&
		    log->ev[j - 1].kind == MC_EV_GIVE &&
		    log->ev[j - 1].seat == ev->seat && told->counts[0] < 255;
		    j--)
			told->counts[0]++;
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

/* R5.2: the cut. */
static void
show_cut(FILE *fp, const struct mc_event *ev, int you)
{
	if (ev->seat == you)
		fprintf(fp, ngettext("You cut, lifting %d card.\n",
		    "You cut, lifting %d cards.\n", ev->n), ev->n);
	else
		fprintf(fp, ngettext("%s cuts, lifting %d card.\n",
		    "%s cuts, lifting %d cards.\n", ev->n),
		    show_seat(ev->seat), ev->n);
}

/* R5.3, R5.8: a look at cards the others do not see. */
static void
show_look(FILE *fp, const struct mc_event *ev, int you)
{
	char	 note[64];

	/* TRANSLATORS: the last %s is a note in parentheses saying who
	 * alone saw it, or nothing. */
	show_private(ev, you, note, sizeof(note));
	if (ev->kind == MC_EV_LOOK && ev->seat == you)
		fprintf(fp, ngettext("You have looked at %d card from the "
		    "bottom of the packet%s.\n", "You have looked at %d cards "
		    "from the bottom of the packet%s.\n", ev->n), ev->n, note);
	else if (ev->kind == MC_EV_LOOK)
		fprintf(fp, ngettext("%s has looked at %d card from the "
		    "bottom of the packet%s.\n", "%s has looked at %d cards "
		    "from the bottom of the packet%s.\n", ev->n),
		    show_seat(ev->seat), ev->n, note);
	else if (ev->seat == you)
		fprintf(fp, ngettext("You look through the folla (%d card)"
		    "%s.\n", "You look through the folla (%d cards)%s.\n",
		    ev->n), ev->n, note);
	else
		fprintf(fp, ngettext("%s looks through the folla (%d card)"
		    "%s.\n", "%s looks through the folla (%d cards)%s.\n",
		    ev->n), show_seat(ev->seat), ev->n, note);
}

/* R5.6: a card turned up that goes back on the folla. */
static void
show_turn_back(FILE *fp, const struct mc_event *ev, int you)
{
	char	 card[128];

	the(ev->card, card, sizeof(card));
	if (ev->seat == you)
		fprintf(fp, _("You turn up %s and put it back on the folla.\n"),
		    card);
	else
		fprintf(fp, _("%s turns up %s and puts it back on the folla.\n"),
		    show_seat(ev->seat), card);
}

/* R5.7: pigliare. */
static void
show_take(FILE *fp, const struct mc_event *ev, int you)
{
	char	 card[128];

	the(ev->card, card, sizeof(card));
	if (ev->seat == you)
		fprintf(fp, _("You take %s from the folla, face up.\n"), card);
	else
		fprintf(fp, _("%s takes %s from the folla, face up.\n"),
		    show_seat(ev->seat), card);
}

/* R5.8: the folla's announcement, said in Italian whatever the language. */
static void
show_announce(FILE *fp, const struct mc_event *ev, int you)
{
	char	 phrase[128], counts[96];

	mc_folla_phrase(ev->counts, phrase, sizeof(phrase));
	show_counts(ev->counts, counts, sizeof(counts));
	/* TRANSLATORS: the announcement in quotes stays Italian (R5.8);
	 * in parentheses, each suit's count, and the folla's size. */
	if (ev->seat == you)
		fprintf(fp, ngettext("You announce the folla: \"%s\" (%s; %d "
		    "card).\n", "You announce the folla: \"%s\" (%s; %d "
		    "cards).\n", ev->n), phrase, counts, ev->n);
	else
		fprintf(fp, ngettext("%s announces the folla: \"%s\" (%s; %d "
		    "card).\n", "%s announces the folla: \"%s\" (%s; %d "
		    "cards).\n", ev->n), show_seat(ev->seat), phrase, counts,
		    ev->n);
}

/* R5.9: a discard, face down but for the cards that lay face up. */
static void
show_discard(FILE *fp, const struct mc_event *ev, int you)
{
	char	 clause[512];
	int	 given = ev->counts[0];	/* R5.5, as show_group counts */

	show_faceup_discards(ev, clause, sizeof(clause));
	/* R5.5: all he discarded, those that went to short hands and the
	 * 13 of his scarto, so that the face-up ones named add up. */
	if (given > 0 && ev->seat == you)
		/* TRANSLATORS: R5.5: the robber discards down to 21; the
		 * first %d is all his discards, the second those dealt to
		 * the hands still short, the third his scarto (always
		 * 13); the last %s is what lay face up among all of them,
		 * or nothing. */
		fprintf(fp, ngettext("You discard %d cards face down: %d "
		    "goes to a hand still short, %d to your scarto%s.\n",
		    "You discard %d cards face down: %d go to the hands still "
		    "short, %d to your scarto%s.\n", given), ev->n + given,
		    given, ev->n, clause);
	else if (given > 0)
		fprintf(fp, ngettext("%s discards %d cards face down: %d "
		    "goes to a hand still short, %d to his scarto%s.\n",
		    "%s discards %d cards face down: %d go to the hands still "
		    "short, %d to his scarto%s.\n", given),
		    show_seat(ev->seat), ev->n + given, given, ev->n, clause);
	/* TRANSLATORS: the last %s is what lay face up among the
	 * discards, or nothing. */
	else if (ev->seat == you)
		fprintf(fp, ngettext("You discard %d card face down%s.\n",
		    "You discard %d cards face down%s.\n", ev->n), ev->n,
		    clause);
	else
		fprintf(fp, ngettext("%s discards %d card face down%s.\n",
		    "%s discards %d cards face down%s.\n", ev->n),
		    show_seat(ev->seat), ev->n, clause);
}

/* R6.4: every discard of a seat, once, face up at last. */
static void
show_discards_shown(FILE *fp, const struct mc_event *ev, int you)
{
	struct mc_cards	 set = ev->cards;
	char		 cards[400];

	if (mc_cards_count(&set) == 0)
		mc_cards_add(&set, ev->card);
	set_text(&set, cards, sizeof(cards));
	if (ev->seat == you)
		fprintf(fp, _("Your discards are shown and join the folla: "
		    "%s.\n"), cards);
	else
		fprintf(fp, _("%s's discards are shown and join the folla: "
		    "%s.\n"), show_seat(ev->seat), cards);
}

/* R5.9: a discard given face down to the partner. */
static void
show_give(FILE *fp, const struct mc_event *ev, int you)
{
	char	 card[128], note[64];

	the(ev->card, card, sizeof(card));
	show_private(ev, you, note, sizeof(note));
	/* TRANSLATORS: the last %s is a note in parentheses saying who
	 * alone saw it, or nothing. */
	if (ev->seat == you)
		fprintf(fp, _("Your discard %s goes face down to %s%s.\n"),
		    card, show_seat(ev->n), note);
	else if (ev->n == you)
		fprintf(fp, _("%s's discard %s goes face down to you%s.\n"),
		    show_seat(ev->seat), card, note);
	else
		fprintf(fp, _("%s's discard %s goes face down to %s%s.\n"),
		    show_seat(ev->seat), card, show_seat(ev->n), note);
}

/* R6.11: a player without trumps falls, his cards laid open. */
static void
show_fall(FILE *fp, const struct mc_event *ev, int you)
{
	char	 cards[400];
	int	 n = mc_cards_count(&ev->cards);

	set_text(&ev->cards, cards, sizeof(cards));
	if (ev->seat == you && n == 0)
		fprintf(fp, "%s\n", _("You have no trump left and fall, "
		    "laying your cards open."));
	else if (ev->seat == you)
		fprintf(fp, ngettext("You have no trump left and fall, laying "
		    "your card open: %s.\n", "You have no trump left and fall, "
		    "laying your cards open: %s.\n", n), cards);
	else if (n == 0)
		fprintf(fp, _("%s has no trump left and falls, laying the "
		    "cards open.\n"), show_seat(ev->seat));
	else
		fprintf(fp, ngettext("%s has no trump left and falls, laying "
		    "the card open: %s.\n", "%s has no trump left and falls, "
		    "laying the cards open: %s.\n", n), show_seat(ev->seat),
		    cards);
}

/* R6.1, R6.11: a card played, by its player or chosen for him. */
static void
show_play(FILE *fp, const struct mc_event *ev, int you)
{
	char	 card[128];

	the(ev->card, card, sizeof(card));
	if (ev->n == ev->seat && ev->seat == you)
		fprintf(fp, _("You play %s.\n"), card);
	else if (ev->n == ev->seat)
		fprintf(fp, _("%s plays %s.\n"), show_seat(ev->seat), card);
	else if (ev->seat == you)
		/* TRANSLATORS: R6.11: the cards of a fallen player are
		 * chosen by the player after him. */
		fprintf(fp, _("You play %s, chosen by %s.\n"), card,
		    show_seat(ev->n));
	else if (ev->n == you)
		fprintf(fp, _("%s plays %s, chosen by you.\n"),
		    show_seat(ev->seat), card);
	else
		fprintf(fp, _("%s plays %s, chosen by %s.\n"),
		    show_seat(ev->seat), card, show_seat(ev->n));
}

/* R3, R6.3: a versicola declared and marked at once. */
static void
show_declare(FILE *fp, const struct mc_event *ev, int you)
{
	const char	*name = versicola_name(ev->counts[1]);
	const char	*side = show_side(mc_seat_side(ev->seat));
	char		 cards[400];

	set_text(&ev->cards, cards, sizeof(cards));
	/* TRANSLATORS: "a versicola" and its kind's name ("of the Papi",
	 * "del Matto"), its cards, and the side (NS or EW) that marks. */
	if (ev->seat == you && ev->counts[2] > 0)
		fprintf(fp, _("You declare a versicola %s, %s (the Matto adds "
		    "5): %s marks %d."), name, cards, side, ev->n);
	else if (ev->seat == you)
		fprintf(fp, _("You declare a versicola %s, %s: %s marks %d."),
		    name, cards, side, ev->n);
	else if (ev->counts[2] > 0)
		fprintf(fp, _("%s declares a versicola %s, %s (the Matto adds "
		    "5): %s marks %d."), show_seat(ev->seat), name, cards,
		    side, ev->n);
	else
		fprintf(fp, _("%s declares a versicola %s, %s: %s marks %d."),
		    show_seat(ev->seat), name, cards, side, ev->n);
	show_marker(fp, ev);
	fprintf(fp, "\n");
}

/* R6.5: a trick won, with the card that won it. */
static void
show_trick(FILE *fp, const struct mc_event *ev, int you)
{
	char	 card[128];

	show_card_as(ev->card, SHOW_WITH, card, sizeof(card));
	if (ev->seat == you)
		fprintf(fp, _("You win trick %d with %s."), ev->n, card);
	else
		fprintf(fp, _("%s wins trick %d with %s."),
		    show_seat(ev->seat), ev->n, card);
	show_marker(fp, ev);
	fprintf(fp, "\n");
}

/*
 * One event, as show_group tells it, in a sentence; you is the seat it
 * is said to, in the second person, or -1.
 */
void
show_event(FILE *fp, const struct mc_event *ev, int you)
{
	char	 card[128];

	switch (ev->kind) {
	case MC_EV_CUT:
		show_cut(fp, ev, you);
		break;
	case MC_EV_ROB:
	case MC_EV_FACE_UP:
	case MC_EV_TURN_UP:
		show_marking(fp, ev, you);
		break;
	case MC_EV_LOOK:
	case MC_EV_FOLLA_LOOK:
		show_look(fp, ev, you);
		break;
	case MC_EV_DEALT:
		show_dealt(fp, ev, you);
		break;
	case MC_EV_TURN_BACK:
		show_turn_back(fp, ev, you);
		break;
	case MC_EV_TAKE:
		show_take(fp, ev, you);
		break;
	case MC_EV_ANNOUNCE:
		show_announce(fp, ev, you);
		break;
	case MC_EV_REST:
		/* TRANSLATORS: a side (NS or EW) is paid rests (R7.5). */
		fprintf(fp, ngettext("%s is paid %d rest.\n",
		    "%s are paid %d rests.\n", ev->n), show_side(ev->seat & 1),
		    ev->n);
		break;
	case MC_EV_DISCARD:
		show_discard(fp, ev, you);
		break;
	case MC_EV_DISCARD_SHOWN:
		show_discards_shown(fp, ev, you);
		break;
	case MC_EV_GIVE:
		show_give(fp, ev, you);
		break;
	case MC_EV_FALL:
		show_fall(fp, ev, you);
		break;
	case MC_EV_PLAY:
		show_play(fp, ev, you);
		break;
	case MC_EV_DECLARE:
		show_declare(fp, ev, you);
		break;
	case MC_EV_TRICK:
		show_trick(fp, ev, you);
		break;
	case MC_EV_DIES:
		/* TRANSLATORS: R6.10: the first %s is "Muore" and the card,
		 * its verb agreeing with it ("Muoiono i Gemelli"). */
		fprintf(fp, _("%s: %s marks %d."),
		    show_card_as(ev->card, SHOW_DIES, card, sizeof(card)),
		    show_side(ev->seat & 1), ev->n);
		show_marker(fp, ev);
		fprintf(fp, "\n");
		break;
	case MC_EV_MATTO_EXCHANGE:
		/* TRANSLATORS: R6.9: a side gives a card in exchange for
		 * its Matto, which stays with it. */
		fprintf(fp, _("For the Matto %s gives %s to %s.\n"),
		    show_side(ev->seat & 1), the(ev->card, card, sizeof(card)),
		    show_side(ev->n & 1));
		break;
	case MC_EV_END:
		fprintf(fp, _("End of the hand: %s marks the difference, "
		    "%d.\n"), show_side(ev->seat & 1), ev->n);
		break;
	case MC_EV_CAPOT:
		fprintf(fp, _("%s won no trick: capot.\n"),
		    show_side(ev->seat & 1));
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
	/* TRANSLATORS: the kinds of versicola, after "a versicola" and
	 * as headings of the breakdown; with the cards named in Italian
	 * the irregular ones keep their Italian names. */
	static const char *const it[] = {
		N_("of the Papi"), N_("of high trumps"), N_("del Matto"),
		N_("del Tredici"), N_("delle Diecine"), N_("dei Re"),
		N_("Demonio, Mondo e Carne")
	};
	/* TRANSLATORS: the same with the cards named in English. */
	static const char *const en[] = {
		N_("of the Popes"), N_("of high trumps"), N_("of the Fool"),
		N_("of the Thirteen"), N_("of the Tens"), N_("of the Kings"),
		N_("Devil, World and Flesh")
	};

	if (kind < 0 || kind > MC_V_DEMONIO)
		return "?";
	return _(show_english_cards() ? en[kind] : it[kind]);
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
static const char *
among(const struct mc_cards *won, bool (*is)(mc_card), char *buf,
    size_t size)
{
	struct mc_cards	 set = { { 0, 0 } };
	mc_card		 c;

	for (c = 0; c < MC_NCARDS; c++)
		if (mc_cards_has(won, c) && is(c))
			mc_cards_add(&set, c);
	return set_text(&set, buf, size);
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
		N_("robbing"), N_("face-up 21st cards"),
		N_("scoprire (turning up)"), N_("declarations"),
		N_("dying cards")
	};
	struct mc_breakdown	 b;
	const struct mc_side_score *s;
	char			 cards[400];
	int			 i, k, sum;

	mc_hand_breakdown(h, &b);
	/* TRANSLATORS: the breakdown's lines keep their indents; it is
	 * shown on the end-of-hand page, 78 columns wide. */
	fprintf(fp, "%s", _("Breakdown of the hand:\n"));
	for (i = 0; i < 2; i++) {
		s = &b.side[i];
		fprintf(fp, "  %s\n", show_side(i));
		for (k = sum = 0; k < MC_MARK_KINDS; k++)
			sum += s->marks[k];
		if (sum == 0)
			fprintf(fp, "%s", _("    Marked during the hand: "
			    "nothing.\n"));
		else {
			fprintf(fp, "%s", _("    Marked during the hand, "
			    "already on the marker:\n"));
			for (k = 0; k < MC_MARK_KINDS; k++)
				if (s->marks[k] > 0)
					fprintf(fp, "      %s: %d\n",
					    _(kinds[k]), s->marks[k]);
			fprintf(fp, _("      marked in all: %d\n"), sum);
		}
		fprintf(fp, "%s", _("    End count:\n"));
		fprintf(fp, _("      cards captured: %d, mazzetti: %d\n"),
		    s->cards, s->mazzetti);
		fprintf(fp, _("      versicole: %d\n"), s->versicole_total);
		for (k = 0; k < s->nversicole; k++)
			show_versicola(fp, &s->versicole[k]);
		fprintf(fp, _("      ultima: %d\n"), s->ultima);
		fprintf(fp, _("      counting cards: %d\n"), s->counting);
		if (b.senza_re)
			fprintf(fp, _("        Kings among them: %s\n"),
			    among(&h->play.won[i], is_king, cards,
			    sizeof(cards)));
		if (b.senza_papi)
			fprintf(fp, _("        Papi 2-5 among them: %s\n"),
			    among(&h->play.won[i], is_papa_2_5, cards,
			    sizeof(cards)));
		fprintf(fp, _("      end total: %d\n"), s->total);
	}
	/* R7.8: a way of speaking; the figures above stand */
	/* TRANSLATORS: "Senza questi, senza quelli", "Senza re" and
	 * "Senza papi" are the game's Italian sayings (R7.8). */
	if (b.senza_re && b.senza_papi)
		fprintf(fp, "%s", _("  Senza questi, senza quelli: Kings and "
		    "Papi 2-5 cancel in the difference.\n"));
	else if (b.senza_re)
		fprintf(fp, "%s", _("  Senza re: two Kings each side; they "
		    "cancel in the difference.\n"));
	else if (b.senza_papi)
		fprintf(fp, "%s", _("  Senza papi: two Papi 2-5 each side, no "
		    "run; they cancel in the difference.\n"));
	if (b.winner < 0)
		fprintf(fp, _("  The end totals are equal, %d each: nothing is "
		    "marked.\n"), b.side[0].total);
	else
		fprintf(fp, _("  %s marks the difference of the end totals: "
		    "%d - %d = %d.\n"), show_side(b.winner),
		    b.side[b.winner].total, b.side[1 - b.winner].total,
		    b.difference);
	for (i = 0; i < 2; i++)
		if (b.side[1 - i].capot)
			fprintf(fp, _("  %s rests: %d during the hand, %d at "
			    "the end, %d for what was left (capot: 14 and "
			    "double); %d in all.\n"), show_side(i),
			    b.side[i].rests_play, b.side[i].rests_end,
			    b.side[i].rest_final, b.side[i].rests);
		else
			fprintf(fp, _("  %s rests: %d during the hand, %d at "
			    "the end, %d for what was left; %d in all.\n"),
			    show_side(i), b.side[i].rests_play,
			    b.side[i].rests_end, b.side[i].rest_final,
			    b.side[i].rests);
}

/* R4.1: the cards drawn for partnerships and the resulting order. */
void
show_draw(FILE *fp, const struct mc_draw *d)
{
	char	 name[96];
	int	 i;

	char	 order[128];
	size_t	 len = 0;

	fprintf(fp, "%s", _("Drawing for partners:\n"));
	for (i = 0; i < d->n; i++)
		if (d->round[i] > 0)
			/* TRANSLATORS: a tie is drawn again (R4.1). */
			fprintf(fp, _("    again, %s draws %s\n"),
			    show_seat(d->player[i]), the(d->card[i], name,
			    sizeof(name)));
		else
			fprintf(fp, _("  %s draws %s\n"),
			    show_seat(d->player[i]), the(d->card[i], name,
			    sizeof(name)));
	order[0] = '\0';
	for (i = 0; i < MC_NSEATS && len < sizeof(order); i++)
		len += (size_t)snprintf(order + len, sizeof(order) - len,
		    "%s%s", i > 0 ? ", " : "", show_seat(d->order[i]));
	/* TRANSLATORS: the seats in the order the partnerships sit. */
	fprintf(fp, _("Order: %s.\n"), order);
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
		fprintf(fp, "  %-5s (%2d):", show_seat(s), n);
		for (i = 0; i < n; i++) {
			mc_card_format(cards[i], note, sizeof(note));
			fprintf(fp, " %s%s", note,
			    mc_cards_has(&h->faceup, cards[i]) ? "*" : "");
		}
		fprintf(fp, "\n");
	}
	n = show_sort(list, mc_hand_cards(h, -1, list), cards);
	/* TRANSLATORS: keep the width: the hands' lines above align. */
	fprintf(fp, _("  Folla (%2d): "), n);
	show_cards(fp, cards, n);
	fprintf(fp, "\n");
}

/* The reference table of the 97 cards (data/cards.txt). */
void
show_card_table(FILE *fp)
{
	char	 note[8], it[64], en[64];
	mc_card	 c;

	/* TRANSLATORS: the head of --cards, the table of the cards. */
	fprintf(fp, "%s", _("# The 97 cards of Minchiate: notation, Italian "
	    "name, English name,\n# trump group and counting value (R0.3, "
	    "R1, R2).\n"));
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

/*
 * The parts of an out list that have cards: "unseen (3): T2 T5 T9".
 * The trumps' lines have their own words: tarocchi are masculine, carte
 * feminine.
 */
static void
out_lines(FILE *fp, const struct out *o, bool trumps)
{
	char	 cards[400];
	int	 n;

	/* TRANSLATORS: the cards out, by what the seat knows of them: a
	 * count in parentheses, then the cards.  Said of the trumps (and
	 * the Matto) in context "trumps", of the counting cards without
	 * one. */
	if ((n = mc_cards_count(&o->unseen)) > 0)
		fprintf(fp, trumps ? P_("trumps", "    unseen (%d): %s\n") :
		    _("    unseen (%d): %s\n"), n, set_text(&o->unseen, cards,
		    sizeof(cards)));
	if ((n = mc_cards_count(&o->hands)) > 0)
		fprintf(fp, trumps ? P_("trumps", "    known in another hand "
		    "(%d): %s\n") : _("    known in another hand (%d): %s\n"),
		    n, set_text(&o->hands, cards, sizeof(cards)));
	if ((n = mc_cards_count(&o->aside)) > 0)
		fprintf(fp, trumps ? P_("trumps", "    known in the folla or "
		    "discarded, never played (%d): %s\n") : _("    known in "
		    "the folla or discarded, never played (%d): %s\n"), n,
		    set_text(&o->aside, cards, sizeof(cards)));
}

static int
out_count(const struct out *o)
{
	return mc_cards_count(&o->unseen) + mc_cards_count(&o->hands) +
	    mc_cards_count(&o->aside);
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
	/* TRANSLATORS: the folla's trumps, found by difference (R5.8). */
	if (matto)
		fprintf(fp, ngettext("    trumps in it: %d (%d card less the %d "
		    "of the suits announced and the Matto), %d of them "
		    "unseen.\n", "    trumps in it: %d (%d cards less the %d "
		    "of the suits announced and the Matto), %d of them "
		    "unseen.\n", size), trumps, size, suits, trumps - seen);
	else
		fprintf(fp, ngettext("    trumps in it: %d (%d card less the %d "
		    "of the suits announced), %d of them unseen.\n",
		    "    trumps in it: %d (%d cards less the %d of the suits "
		    "announced), %d of them unseen.\n", size), trumps, size,
		    suits, trumps - seen);
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
	fprintf(fp, _("  Trumps out, not played and not yours (%d):\n"),
	    out_count(&trumps));
	out_lines(fp, &trumps, true);
	fprintf(fp, _("  Counting cards out, not played and not yours "
	    "(%d):\n"), out_count(&counting));
	out_lines(fp, &counting, false);
	fprintf(fp, "\n");
	size = mc_cards_count(&folla) + v->in_folla;
	mc_folla_phrase(h->play.counts, phrase, sizeof(phrase));
	/* TRANSLATORS: the announcement in quotes stays Italian (R5.8). */
	fprintf(fp, ngettext("  The folla: \"%s\" (%s); %d card, %d of them "
	    "unseen.\n", "  The folla: \"%s\" (%s); %d cards, %d of them "
	    "unseen.\n", size), phrase, show_counts(h->play.counts, counts,
	    sizeof(counts)), size, v->in_folla);
	folla_trumps(fp, v, size);
	if (mc_cards_count(&folla) > 0) {
		mc_cards_format(&folla, cards, sizeof(cards));
		fprintf(fp, _("    seen in it: %s\n"), cards);
	}
}

/*
 * What fn writes of arg, as a string to free; NULL out of memory.  The
 * one way the text's writers to a stream become the table's strings.
 */
char *
show_to_string(void (*fn)(FILE *, const void *), const void *arg)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*fp;

	if ((fp = open_memstream(&buf, &len)) == NULL)
		return NULL;
	fn(fp, arg);
	if (fclose(fp) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

static void
known_to(FILE *fp, const void *v)
{
	show_known(fp, v);
}

/* The same as lines to free (NULL out of memory), for the table's page. */
char *
show_known_text(const struct mc_view *v)
{
	return show_to_string(known_to, v);
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

static void
breakdown_to(FILE *fp, const void *h)
{
	show_breakdown(fp, h);
}

/* The breakdown as one string of lines, for the table's page. */
char *
show_breakdown_text(const struct mc_hand *h)
{
	return show_to_string(breakdown_to, h);
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
		/* TRANSLATORS: a decision in a few words, as a hint
		 * names it; the cards in notation. */
		if (d->n > 0)
			snprintf(buf, size, ngettext("Cut %d card",
			    "Cut %d cards", d->n), d->n);
		else
			snprintf(buf, size, "%s",
			    _("Cut anywhere from 14 to 83"));
		break;
	case MC_DECIDE_DISCARD:
		snprintf(buf, size, _("Discard %s"), cards);
		break;
	case MC_DECIDE_DECLARE:
		snprintf(buf, size, "%s", d->which == 0 ? _("Declare none") :
		    _("Declare every versicola"));
		break;
	case MC_DECIDE_FALL:
		/* TRANSLATORS: y and n are the keys, never translated. */
		snprintf(buf, size, "%s", d->yes ? _("Fall (y)") :
		    _("Not yet (n)"));
		break;
	case MC_DECIDE_PLAY:
		if (d->seat != seat)
			/* TRANSLATORS: R6.11: a card chosen for a fallen
			 * player. */
			snprintf(buf, size, _("Choose %s for %s"), cards,
			    show_seat(d->seat));
		else
			snprintf(buf, size, _("Play %s"), cards);
		break;
	}
}

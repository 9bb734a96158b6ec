#define _DEFAULT_SOURCE
/*
 * show_test.c -- the events told as sentences (src/text/show.c): each in
 * the second person to its own seat, without a pronoun for a player,
 * never "1 cards"; the discards as R5.9 and R6.4 tell them; the lists
 * sorted as a player sorts cards (R1.2); the breakdown of a hand (R7).
 */
#include <stdlib.h>

#include "t.h"
#include "../../src/text/text.h"

/* An event told to you (a seat or -1), without its newline. */
static const char *
told(const struct mc_event *ev, int you)
{
	static char	 buf[1024];
	FILE		*fp;
	size_t		 len;

	memset(buf, 0, sizeof(buf));
	if ((fp = fmemopen(buf, sizeof(buf) - 1, "w")) == NULL)
		return "";
	show_event(fp, ev, you);
	fclose(fp);
	len = strlen(buf);
	if (len > 0 && buf[len - 1] == '\n')
		buf[len - 1] = '\0';
	return buf;
}

static struct mc_event
event(enum mc_event_kind kind, int seat, const char *c, int n)
{
	struct mc_event	 ev;

	memset(&ev, 0, sizeof(ev));
	ev.kind = (uint8_t)kind;
	ev.seat = (uint8_t)seat;
	ev.card = c != NULL ? card(c) : MC_NOCARD;
	ev.visible = MC_VISIBLE_ALL;
	ev.n = (int16_t)n;
	return ev;
}

/* Does a sentence name a player by a pronoun? */
static bool
pronoun(const char *s)
{
	return strstr(s, " he ") != NULL || strstr(s, " his ") != NULL ||
	    strstr(s, " him") != NULL || strstr(s, "He ") != NULL ||
	    strstr(s, "His ") != NULL || strstr(s, " her ") != NULL ||
	    strstr(s, " she ") != NULL;
}

/* The events of a seat, not of a side (R0.1). */
static bool
of_seat(int kind)
{
	return kind != MC_EV_REST && kind != MC_EV_DIES &&
	    kind != MC_EV_MATTO_EXCHANGE && kind != MC_EV_END &&
	    kind != MC_EV_CAPOT;
}

static void
r0_every_event_reads_in_the_second_person(void)
{
	struct mc_event	 ev;
	const char	*s;
	char		 third[1024];
	int		 k;
	size_t		 len;

	for (k = 0; k < MC_EV_MAX; k++) {
		ev = event((enum mc_event_kind)k, MC_EAST, "T31", 3);
		if (k == MC_EV_PLAY || k == MC_EV_GIVE)
			ev.n = MC_NORTH;	/* chosen by, given to */
		snprintf(third, sizeof(third), "%s", told(&ev, -1));
		CHECK(!pronoun(third));
		CHECK(strstr(third, "(event") == NULL);
		CHECK_STR(told(&ev, MC_SOUTH), third);	/* not South's */
		if (!of_seat(k))
			continue;
		s = told(&ev, MC_EAST);
		CHECK(!pronoun(s));
		CHECK(strstr(s, "East") == NULL);
		CHECK(strncmp(third, "East", 4) == 0);
		if (strncmp(s, "Your ", 5) == 0)
			continue;
		/* "You rob", never "You robs" */
		CHECK(strncmp(s, "You ", 4) == 0);
		len = strcspn(s + 4, " ,.");
		if (len == 0 || s[4 + len - 1] == 's')
			t_fail(__FILE__, __LINE__, "%s", s);
	}
}

static void
r0_the_second_person_examples(void)
{
	struct mc_event	 ev;

	ev = event(MC_EV_CUT, MC_SOUTH, NULL, 45);
	CHECK_STR(told(&ev, MC_SOUTH), "You cut, lifting 45 cards.");
	CHECK_STR(told(&ev, -1), "South cuts, lifting 45 cards.");
	ev = event(MC_EV_ROB, MC_SOUTH, "T31", 5);
	ev.marker[0] = 5;
	CHECK_STR(told(&ev, MC_SOUTH),
	    "You rob Pesci [T31]: NS marks 5. Marker: NS 5.");
	ev = event(MC_EV_LOOK, MC_SOUTH, NULL, 13);
	ev.visible = 1u << MC_SOUTH;
	CHECK_STR(told(&ev, MC_SOUTH), "You have looked at 13 cards from the "
	    "bottom of the packet (only you).");
	CHECK_STR(told(&ev, -1), "South has looked at 13 cards from the "
	    "bottom of the packet (South only).");
	ev = event(MC_EV_ANNOUNCE, MC_NORTH, NULL, 1);
	ev.counts[2] = 1;
	CHECK_STR(told(&ev, MC_NORTH), "You announce the folla: \"1 spade, "
	    "0 per sorte\" (coppe 0, denari 0, spade 1, bastoni 0; 1 card).");
	ev = event(MC_EV_PLAY, MC_WEST, "Rc", MC_NORTH);
	CHECK_STR(told(&ev, MC_NORTH),
	    "West plays Re di coppe [Rc], chosen by you.");
	CHECK_STR(told(&ev, MC_WEST),
	    "You play Re di coppe [Rc], chosen by North.");
	ev = event(MC_EV_TRICK, MC_EAST, "T40", 3);
	ev.marker[1] = 7;
	CHECK_STR(told(&ev, MC_EAST),
	    "You win trick 3 with Tromba [T40]. Marker: EW 7.");
	ev = event(MC_EV_DEALT, MC_NORTH, NULL, 0);
	CHECK_STR(told(&ev, -1), "North deals ten and ten to each player, "
	    "starting with West.");
	CHECK_STR(told(&ev, MC_WEST), "North deals ten and ten to each "
	    "player, starting with you.");
	ev = event(MC_EV_GIVE, MC_WEST, "T11", MC_SOUTH);
	ev.visible = 1u << MC_WEST | 1u << MC_SOUTH;
	CHECK_STR(told(&ev, -1),
	    "West's discard Gobbo [T11] goes face down to South (private).");
	CHECK_STR(told(&ev, MC_SOUTH), "West's discard Gobbo [T11] goes face "
	    "down to you (only you and West).");
	CHECK_STR(told(&ev, MC_WEST), "Your discard Gobbo [T11] goes face "
	    "down to South (only you and South).");
}

/* R5.8, R5.9, R6.11: one card is "1 card", never "1 cards". */
static void
r0_one_card_is_singular(void)
{
	static const int kinds[] = {
		MC_EV_CUT, MC_EV_LOOK, MC_EV_FOLLA_LOOK, MC_EV_ANNOUNCE,
		MC_EV_DISCARD, MC_EV_REST
	};
	struct mc_event	 ev;
	size_t		 i;

	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++) {
		ev = event((enum mc_event_kind)kinds[i], MC_EAST, NULL, 1);
		CHECK(strstr(told(&ev, -1), "1 cards") == NULL);
		CHECK(strstr(told(&ev, MC_EAST), "1 cards") == NULL);
		CHECK(strstr(told(&ev, -1), "1 rests") == NULL);
	}
	ev = event(MC_EV_FALL, MC_WEST, NULL, 0);
	cards_of("Rs", &ev.cards);
	CHECK_STR(told(&ev, -1),
	    "West has no trump left and falls, laying the card open: Rs.");
	cards_of("Rs 3c T5", &ev.cards);	/* the order of R1.2 */
	CHECK_STR(told(&ev, MC_WEST), "You have no trump left and fall, "
	    "laying your cards open: 3c Rs T5.");
}

/* A hand whose log holds the events given, for show_group. */
static struct mc_hand	 hand;
static struct mc_log	 tlog;

static void
log_add(struct mc_event ev)
{
	tlog.ev[tlog.n++] = ev;
}

/* Every line show_group tells of the log, said to you. */
static void
tell_log(char *out, size_t size, int you)
{
	struct mc_event	 ev;
	size_t		 i, len;

	out[0] = '\0';
	hand.log = &tlog;
	for (i = 0; i < tlog.n; i++)
		if (show_group(&hand, i, &ev)) {
			len = strlen(out);
			snprintf(out + len, size - len, "%s\n", told(&ev, you));
		}
}

/*
 * R5.9: the face-up cards among a seat's discards are told with the
 * discard.  R6.4: after the first trick each seat's discards are shown,
 * each once, with who discarded them; none is called face up.
 */
static void
r5_9_r6_4_the_discards_told_once_each(void)
{
	char	 out[2048];

	memset(&hand, 0, sizeof(hand));
	memset(&tlog, 0, sizeof(tlog));
	log_add(event(MC_EV_DISCARD, MC_EAST, NULL, 2));
	log_add(event(MC_EV_DISCARD, MC_NORTH, NULL, 3));
	log_add(event(MC_EV_DISCARD_SHOWN, MC_NORTH, "Rc", 0));
	log_add(event(MC_EV_DISCARD, MC_WEST, NULL, 1));
	log_add(event(MC_EV_DISCARD_SHOWN, MC_WEST, "T20", 0));
	log_add(event(MC_EV_DISCARD_SHOWN, MC_WEST, "7c", 0));
	log_add(event(MC_EV_TRICK, MC_NORTH, "T8", 1));
	log_add(event(MC_EV_DISCARD_SHOWN, MC_EAST, "3s", 0));
	log_add(event(MC_EV_DISCARD_SHOWN, MC_EAST, "2s", 0));
	log_add(event(MC_EV_DISCARD_SHOWN, MC_NORTH, "8c", 0));
	log_add(event(MC_EV_DISCARD_SHOWN, MC_NORTH, "9c", 0));
	log_add(event(MC_EV_DISCARD_SHOWN, MC_NORTH, "Rc", 0));
	tell_log(out, sizeof(out), -1);
	CHECK_STR(out,
	    "East discards 2 cards face down.\n"
	    "North discards 3 cards face down; one of the discards is "
	    "Re di coppe [Rc], which lay face up.\n"
	    "West discards 1 card face down; the discards include 7c T20, "
	    "which lay face up.\n"
	    "North wins trick 1 with Giustizia [T8]. Marker: level.\n"
	    "East's discards are shown and join the folla: 2s 3s.\n"
	    "North's discards are shown and join the folla: 9c 8c Rc.\n");
	tell_log(out, sizeof(out), MC_NORTH);
	CHECK(strstr(out, "\nYou discard 3 cards face down; one of the "
	    "discards is Re di coppe [Rc]") != NULL);
	CHECK(strstr(out, "\nYour discards are shown and join the folla: "
	    "9c 8c Rc.\n") != NULL);
	CHECK(strstr(out, "face-up") == NULL);
}

/* R1.2: the hands and the folla in the order a player sorts them. */
static void
r1_2_hands_are_listed_as_a_player_sorts_them(void)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*fp;

	memset(&hand, 0, sizeof(hand));
	cards_of("M T5 Rb 1b 10b Rd 1d 10d 2c Fc", &hand.held[MC_SOUTH]);
	cards_of("T5", &hand.faceup);
	if ((fp = open_memstream(&buf, &len)) == NULL)
		return;
	show_hand(fp, &hand);
	fclose(fp);
	CHECK(strstr(buf, "  South (10): 2c Fc 10d 1d Rd 1b 10b Rb T5* M\n") !=
	    NULL);
	free(buf);
}

/* The breakdown of a hand over after one last trick, South's 5c winning. */
static char *
breakdown_of(const char *ns, const char *ew, int ns_robbed, int ns_died)
{
	char	*buf = NULL;
	size_t	 len = 0;
	FILE	*fp;

	hand.log = NULL;
	play_setup(&hand, 0, MC_SOUTH, "5c", "6c", "7c", "8c");
	cards_of(ns, &hand.play.won[MC_NS]);
	cards_of(ew, &hand.play.won[MC_EW]);
	hand.play.tricks_won[MC_NS] = hand.play.tricks_won[MC_EW] = 1;
	hand.play.marks[MC_NS][MC_MARK_ROB] = (int16_t)ns_robbed;
	hand.play.marks[MC_NS][MC_MARK_DIE] = (int16_t)ns_died;
	play_cards(&hand, "5c 6c 7c 8c");
	if ((fp = open_memstream(&buf, &len)) == NULL)
		return NULL;
	show_breakdown(fp, &hand);
	fclose(fp);
	return buf;
}

/*
 * R7.6: the marks made during the hand (already on the marker) and the
 * end count (R7.1-R7.4), whose totals alone give the difference, each
 * under its own heading with its own sum.  R7.8: senza re is glossed,
 * and each side's Kings are still listed.
 */
static void
r7_breakdown_parts_the_marks_from_the_end_count(void)
{
	char	*out;

	/* NS: 9 cards, 1-2-3 = 11, ultima 10, 21 in cards; EW: 16 */
	out = breakdown_of("Rc Rd T1 T2 T3", "Rs Rb T4 T5", 5, 13);
	if (out == NULL) {
		CHECK(out != NULL);
		return;
	}
	CHECK(strstr(out, "Breakdown of the hand:\n  NS\n"
	    "    Marked during the hand, already on the marker:\n"
	    "      robbing: 5\n"
	    "      dying cards: 13\n"
	    "      marked in all: 18\n"
	    "    End count:\n"
	    "      cards captured: 9, mazzetti: 0\n"
	    "      versicole: 11\n"
	    "        of the Papi: T1 T2 T3 = 11\n"
	    "      ultima: 10\n"
	    "      counting cards: 21\n"
	    "        Kings among them: Rc Rd\n"
	    "      end total: 42\n  EW\n"
	    "    Marked during the hand: nothing.\n"
	    "    End count:\n") != NULL);
	CHECK(strstr(out, "        Kings among them: Rs Rb\n"
	    "      end total: 16\n"
	    "  Senza re: two Kings each side; they cancel in the "
	    "difference.\n"
	    "  NS marks the difference of the end totals: 42 - 16 = 26.\n")
	    != NULL);
	/* NS has a run in 1-5: not senza papi (R7.8) */
	CHECK(strstr(out, "Papi 2-5") == NULL);
	CHECK(strstr(out, "    total:") == NULL);
	free(out);

	out = breakdown_of("Rc Rd T2 T3", "Rs Rb T4 T5", 0, 0);
	if (out == NULL)
		return;
	CHECK(strstr(out, "        Papi 2-5 among them: T2 T3\n") != NULL);
	CHECK(strstr(out, "        Papi 2-5 among them: T4 T5\n") != NULL);
	CHECK(strstr(out, "\n  Senza questi, senza quelli: ") != NULL);
	CHECK(strstr(out, "Senza re:") == NULL);
	free(out);
}

/* A real deal, robbed cards at positions lo..hi of the packet cut there. */
static const char *
dealt_with_robbed(int lo, int hi)
{
	static char	 out[256];
	struct mc_event	 ev;
	mc_card		 deck[MC_NCARDS];
	char		 note[8];
	size_t		 i;
	int		 c, pos = lo;

	deck_neutral(deck);
	for (c = 0; c < MC_NCARDS && pos <= hi; c++)
		if (mc_is_robbable((mc_card)c)) {
			mc_card_format((mc_card)c, note, sizeof(note));
			deck_place(deck, pos++, note);
		}
	memset(&tlog, 0, sizeof(tlog));
	out[0] = '\0';
	if (mc_hand_init(&hand, 0, MC_SOUTH, deck, &tlog) != MC_OK ||
	    mc_hand_cut(&hand, hi + 1) != MC_OK)
		return out;
	for (i = 0; i < tlog.n; i++)
		if (tlog.ev[i].kind == MC_EV_DEALT && show_group(&hand, i, &ev))
			snprintf(out, sizeof(out), "%s", told(&ev, MC_WEST));
	return out;
}

/*
 * R5.4, R5.5: ten and ten each while 80 cards are left after robbing;
 * with eighteen robbed or more the deck runs out in the second round.
 */
static void
r5_5_the_deal_says_how_far_the_deck_lasts(void)
{
	CHECK_STR(dealt_with_robbed(40, 49), "South deals ten and ten to "
	    "each player, starting with East.");
	CHECK_STR(dealt_with_robbed(33, 49), "South deals ten and ten to "
	    "each player, starting with East.");	/* 17: 80 left */
	CHECK_STR(dealt_with_robbed(32, 49), "South deals the 79 cards "
	    "left, ten at a time, as far as they last, starting with East: "
	    "East 20, North 20, you 20, South 19.");
	CHECK_STR(dealt_with_robbed(17, 49), "South deals the 64 cards "
	    "left, ten at a time, as far as they last, starting with East: "
	    "East 20, North 20, you 14, South 10.");
}

/* A real deck: the first hand of minchiate --selfplay 1 --seed 233. */
static const char *const sample_deck = "T1 T13 T26 T39 T9 M T22 T36 3b 6d "
    "T16 T38 5b 7c 4d T40 6c T3 8b Cb Cs T27 T15 T37 Rd T7 Fb T23 1b T2 "
    "7s T21 T19 2c 2d 10d T5 T14 Fc 5d Rc T29 Cd Cc T28 1c T35 T10 Dc T24 "
    "T12 5s Rb T30 8c 2s 9s 8d 10s Dd Fs 3d Db T32 1d 3s Rs 9c 6b T4 9d "
    "T34 T20 T11 T17 4c 7b 3c T31 T25 Ds 6s Fd 2b T33 T18 9b 4s 10b 4b T6 "
    "8s 7d T8 1s 10c 5c";

/* What seat knows of the sample deal, North dealing, cut at 18. */
static const char *
known_of(int seat)
{
	static char	 out[4096];
	struct mc_view	 v;
	mc_card		 deck[MC_NCARDS];
	char		 list[400], *w;
	int		 n = 0;
	FILE		*fp;

	snprintf(list, sizeof(list), "%s", sample_deck);
	for (w = strtok(list, " "); w != NULL && n < MC_NCARDS;
	    w = strtok(NULL, " "))
		deck[n++] = card(w);
	memset(out, 0, sizeof(out));
	if (n != MC_NCARDS ||
	    mc_hand_init(&hand, 0, MC_NORTH, deck, NULL) != MC_OK ||
	    mc_hand_cut(&hand, 18) != MC_OK)
		return out;
	mc_view_build(&hand, seat, &v);
	if ((fp = fmemopen(out, sizeof(out) - 1, "w")) == NULL)
		return out;
	show_known(fp, &v);
	fclose(fp);
	return out;
}

/*
 * R9.1, R5.8: the cards out, apart by what the seat knows of them: the
 * folla's are never played and are not among those out in the hands;
 * the folla's trumps are its cards less the suit cards announced.
 */
static void
r5_8_what_a_seat_knows_parts_the_folla_from_the_cards_out(void)
{
	const char	*s;

	/* West has seen only 3b of the folla; T16 is in it, unseen. */
	s = known_of(MC_WEST);
	CHECK(strstr(s, "  Trumps out, not played and not yours (33):\n"
	    "    unseen (25): T1 T2 T4 T5 T6 T8 T10 T11 T12 T14 T16 T17 T18 "
	    "T19 T20 T21 T24 T25 T28 T29 T30 T31 T33 T34 T35\n"
	    "    known in another hand (8): T3 T9 T22 T26 T36 T38 T39 T40\n"
	    "  Counting cards out") != NULL);
	CHECK(strstr(s, "  The folla: \"2 coppe, denari e bastoni, 0 spade\" "
	    "(coppe 2, denari 2, spade 0, bastoni 2); 7 cards, 6 of them "
	    "unseen.\n"
	    "    trumps in it: 1 (7 cards less the 6 of the suits announced), "
	    "1 of them unseen.\n"
	    "    seen in it: 3b\n") != NULL);
	/* South, the dealer's partner, has seen the whole folla. */
	s = known_of(MC_SOUTH);
	CHECK(strstr(s, "    known in the folla or discarded, never played "
	    "(1): T16\n") != NULL);
	CHECK(strstr(s, "unseen (20): T1 T6 T7 T8 T10 T12 T15 T18 T23 T24 "
	    "T25 T27 T28 T29 T30 T31 T32 T33 T35 T37\n") != NULL);
	CHECK(strstr(s, "    trumps in it: 1 (7 cards less the 6 of the suits "
	    "announced), 0 of them unseen.\n") != NULL);
	show_language(MC_ENGLISH);
	s = known_of(MC_SOUTH);
	show_language(MC_ITALIAN);
	CHECK(strstr(s, "(Cups 2, Coins 2, Swords 0, Batons 2); 7 cards")
	    != NULL);
}

/*
 * R1.5: with the cards in English the suits are English wherever they
 * are named, with a capital, and so are the versicole's names.
 */
static void
r1_5_english_names_the_suits_everywhere(void)
{
	static const uint8_t	 counts[4] = { 1, 2, 3, 4 };
	struct mc_event		 ev;
	char			 buf[200];

	CHECK_STR(show_counts(counts, buf, sizeof(buf)),
	    "coppe 1, denari 2, spade 3, bastoni 4");
	CHECK_STR(show_refusal(MC_ERR_MUST_FOLLOW, MC_COPPE, buf, sizeof(buf)),
	    "Refused (R6.2): coppe was led; follow with");
	CHECK_STR(show_refusal(MC_ERR_MUST_TRUMP, MC_TRUMPS, buf, sizeof(buf)),
	    "Refused (R6.2): trumps were led; follow with");
	CHECK_STR(versicola_name(MC_V_TREDICI), "del Tredici");
	show_language(MC_ENGLISH);
	CHECK_STR(show_card(card("Rc"), buf, sizeof(buf)),
	    "King of Cups [Rc]");
	CHECK_STR(show_card(card("1d"), buf, sizeof(buf)),
	    "Ace of Coins (Sole di Campagna) [1d]");
	CHECK_STR(show_card(card("T9"), buf, sizeof(buf)),
	    "Wheel of Fortune [T9]");
	CHECK_STR(show_counts(counts, buf, sizeof(buf)),
	    "Cups 1, Coins 2, Swords 3, Batons 4");
	CHECK_STR(show_refusal(MC_ERR_MUST_FOLLOW, MC_SPADE, buf, sizeof(buf)),
	    "Refused (R6.2): Swords were led; follow with");
	CHECK_STR(show_refusal(MC_ERR_MUST_TRUMP, MC_DENARI, buf, sizeof(buf)),
	    "Refused (R6.2): Coins were led and you have none; play a trump:");
	CHECK_STR(show_refusal(MC_ERR_KING_RULE, MC_BASTONI, buf,
	    sizeof(buf)), "Refused (R6.8): Batons are led for the first time "
	    "and trumped; play");
	CHECK(show_refusal(MC_ERR_PHASE, MC_BASTONI, buf, sizeof(buf)) == NULL);
	CHECK_STR(versicola_name(MC_V_TREDICI), "of the Thirteen");
	CHECK_STR(versicola_name(MC_V_DIECINE), "of the Tens");
	CHECK_STR(versicola_name(MC_V_MATTO), "of the Fool");
	CHECK_STR(versicola_name(MC_V_RE), "of the Kings");
	ev = event(MC_EV_ANNOUNCE, MC_NORTH, NULL, 10);
	ev.counts[0] = 4;
	ev.counts[3] = 6;
	CHECK_STR(told(&ev, -1), "North announces the folla: \"6 bastoni, "
	    "4 coppe, 0 per sorte\" (Cups 4, Coins 0, Swords 0, Batons 6; "
	    "10 cards).");
	show_language(MC_ITALIAN);
}

void
show_tests(void)
{
	RUN(r0_every_event_reads_in_the_second_person);
	RUN(r0_the_second_person_examples);
	RUN(r0_one_card_is_singular);
	RUN(r5_5_the_deal_says_how_far_the_deck_lasts);
	RUN(r5_8_what_a_seat_knows_parts_the_folla_from_the_cards_out);
	RUN(r1_5_english_names_the_suits_everywhere);
	RUN(r5_9_r6_4_the_discards_told_once_each);
	RUN(r1_2_hands_are_listed_as_a_player_sorts_them);
	RUN(r7_breakdown_parts_the_marks_from_the_end_count);
}

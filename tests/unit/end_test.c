/*
 * end_test.c -- R7: the end of the hand.  Each test sets what each side
 * has captured before the last trick, plays it, and reads the breakdown.
 */
#include "t.h"

/*
 * A last trick that South wins for NS (5c beats 6c, 7c, 8c: R1.2), with
 * ns and ew captured before it and both sides having won a trick.
 */
static void
last_trick(struct mc_hand *h, const struct mc_cards *ns,
    const struct mc_cards *ew, int ns_tricks, int ew_tricks)
{
	h->log = NULL;
	play_setup(h, 0, MC_SOUTH, "5c", "6c", "7c", "8c");
	h->play.won[MC_NS] = *ns;
	h->play.won[MC_EW] = *ew;
	h->play.tricks_won[MC_NS] = (uint8_t)ns_tricks;
	h->play.tricks_won[MC_EW] = (uint8_t)ew_tricks;
	play_cards(h, "5c 6c 7c 8c");
	CHECK_EQ(h->phase, MC_PHASE_OVER);
}

/* The first n cards of card order that do not count and are not in skip. */
static struct mc_cards
plain_cards(int n, const struct mc_cards *skip)
{
	struct mc_cards	 set = { { 0, 0 } };
	int		 c;

	for (c = 0; c < MC_NCARDS && n > 0; c++)
		if (!mc_is_counting((mc_card)c) && !mc_cards_has(skip, (mc_card)c)) {
			mc_cards_add(&set, (mc_card)c);
			n--;
		}
	return set;
}

static void
r7_1_to_r7_4_mazzetti_versicole_ultima_and_counting_cards(void)
{
	struct mc_hand		 h;
	struct mc_breakdown	 b;
	struct mc_cards		 ns = { { 0, 0 } }, ew = { { 0, 0 } };
	int			 c;

	/* NS: every suit card; EW: the trumps and the Matto. */
	for (c = 0; c < MC_NSUITCARDS; c++)
		if (c < card("5c") || c > card("8c"))
			mc_cards_add(&ns, (mc_card)c);
	for (c = MC_NSUITCARDS; c < MC_NCARDS; c++)
		mc_cards_add(&ew, (mc_card)c);
	last_trick(&h, &ns, &ew, 10, 10);
	mc_hand_breakdown(&h, &b);
	CHECK_EQ(b.side[MC_NS].cards, 56);
	CHECK_EQ(b.side[MC_NS].mazzetti, 14);		/* R7.1 */
	CHECK_EQ(b.side[MC_NS].nversicole, 1);		/* four Kings */
	CHECK_EQ(b.side[MC_NS].versicole_total, 20);
	CHECK_EQ(b.side[MC_NS].ultima, 10);		/* R7.2 */
	CHECK_EQ(b.side[MC_NS].counting, 20);		/* R7.4 */
	CHECK_EQ(b.side[MC_NS].total, 64);
	CHECK_EQ(b.side[MC_EW].cards, 41);
	CHECK_EQ(b.side[MC_EW].mazzetti, 0);
	/* R7.3 with R3.5: 22 + 95 + 20 + 20 + 30. */
	CHECK_EQ(b.side[MC_EW].nversicole, 5);
	CHECK_EQ(b.side[MC_EW].versicole_total, 187);
	CHECK_EQ(b.side[MC_EW].ultima, 0);
	CHECK_EQ(b.side[MC_EW].counting, 122);
	CHECK_EQ(b.side[MC_EW].total, 309);
	CHECK_EQ(b.difference, 245);
	CHECK_EQ(b.winner, MC_EW);
	/* R7.6: 245 is four rests and 5 left, which pays one more. */
	CHECK_EQ(b.side[MC_EW].rests_end, 4);
	CHECK_EQ(b.side[MC_EW].rest_final, 1);
	CHECK_EQ(b.side[MC_EW].rests, 5);
	CHECK_EQ(b.side[MC_NS].rests, 0);
	CHECK_EQ(h.play.marker.rests[MC_EW], 5);
	CHECK_EQ(h.play.marker.value[MC_EW], 0);	/* cleared */
	CHECK_EQ(b.marker_end.value[MC_EW], 5);
	CHECK_EQ(mc_hand_points(&h, MC_EW), 245);	/* nothing marked before */
	CHECK_EQ(mc_hand_points(&h, MC_NS), -245);
	CHECK_EQ(mc_hand_rests(&h, MC_EW), 5);
	CHECK_EQ(mc_hand_rests(&h, MC_NS), -5);
	CHECK_EQ(mc_hand_capot_rests(&h, MC_EW), 0);	/* no capot */
}

static void
r7_6_even_a_single_point_makes_a_rest(void)
{
	struct mc_hand		 h;
	struct mc_breakdown	 b;
	struct mc_cards		 ns = { { 0, 0 } }, ew, last;

	cards_of("5c 6c 7c 8c", &last);
	ew = plain_cards(42, &last);
	mc_cards_add(&ew, card("T36"));
	last_trick(&h, &ns, &ew, 1, 10);
	mc_hand_breakdown(&h, &b);
	/* EW: 43 cards make one point over 42, and the Stella 10 (11); NS:
	 * the ultima (10). */
	CHECK_EQ(b.side[MC_EW].total, 11);
	CHECK_EQ(b.side[MC_NS].total, 10);
	CHECK_EQ(b.difference, 1);
	CHECK_EQ(b.side[MC_EW].rests_end, 0);
	CHECK_EQ(b.side[MC_EW].rest_final, 1);
	CHECK_EQ(b.side[MC_EW].rests, 1);
	CHECK_EQ(b.side[MC_NS].rests, 0);
}

static void
r7_6_equal_totals_mark_nothing(void)
{
	struct mc_hand		 h;
	struct mc_breakdown	 b;
	struct mc_cards		 ns = { { 0, 0 } }, ew;

	cards_of("T36", &ew);
	last_trick(&h, &ns, &ew, 1, 1);
	mc_hand_breakdown(&h, &b);
	CHECK_EQ(b.difference, 0);
	CHECK_EQ(b.winner, -1);
	CHECK_EQ(b.side[MC_NS].rests + b.side[MC_EW].rests, 0);
}

static void
r7_6_marks_during_play_and_the_end_mark_share_the_marker(void)
{
	struct mc_hand		 h;
	struct mc_breakdown	 b;
	struct mc_cards		 ns = { { 0, 0 } }, ew;

	cards_of("T36", &ew);
	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "5c", "6c", "7c", "8c");
	h.play.won[MC_EW] = ew;
	h.play.won[MC_NS] = ns;
	h.play.tricks_won[0] = h.play.tricks_won[1] = 1;
	/* NS marked 55 during play and had been paid a rest before. */
	h.play.marker.value[MC_NS] = 55;
	h.play.marker.rests[MC_NS] = 1;
	play_cards(&h, "5c 6c 7c 8c");
	mc_hand_breakdown(&h, &b);
	/* Equal totals: nothing more is marked; the 55 left pays a rest. */
	CHECK_EQ(b.side[MC_NS].rests_play, 1);
	CHECK_EQ(b.side[MC_NS].rest_final, 1);
	CHECK_EQ(b.side[MC_NS].rests, 2);
	CHECK_EQ(b.marker_play.value[MC_NS], 55);
}

static void
r7_6_when_all_marks_go_to_one_side_61_to_120_pays_two(void)
{
	struct mc_hand		 h;
	struct mc_breakdown	 b;
	struct mc_cards		 ns, ew, last;

	/* NS: the ultima and 35 in cards (T36, T38, T40, T1: no run). */
	cards_of("5c 6c 7c 8c", &last);
	cards_of("T36 T38 T40 T1", &ns);
	ew = plain_cards(20, &last);
	last_trick(&h, &ns, &ew, 1, 1);
	mc_hand_breakdown(&h, &b);
	CHECK_EQ(b.side[MC_NS].total, 45);
	CHECK_EQ(b.side[MC_NS].rests, 1);
	cards_of("T36 T37 T39 T1 T10 T13 Rc Rd", &ns);
	last_trick(&h, &ns, &ew, 1, 1);
	mc_hand_breakdown(&h, &b);
	CHECK_EQ(b.side[MC_NS].total, 10 + 55);		/* 61-120 */
	CHECK_EQ(b.side[MC_NS].rests, 2);
	cards_of("T36 T37 T39 T10 T13 Rc Rd T30 T31 T33 T34 T35", &ns);
	last_trick(&h, &ns, &ew, 1, 1);
	mc_hand_breakdown(&h, &b);
	/* 10 + 75 in cards + the run 33-37 (35): 120, two rests exactly. */
	CHECK_EQ(b.side[MC_NS].total, 120);
	CHECK_EQ(b.side[MC_NS].rest_final, 0);
	CHECK_EQ(b.side[MC_NS].rests, 2);
	mc_cards_add(&ns, card("T2"));
	last_trick(&h, &ns, &ew, 1, 1);
	mc_hand_breakdown(&h, &b);
	CHECK_EQ(b.side[MC_NS].total, 123);		/* 121-180 */
	CHECK_EQ(b.side[MC_NS].rests, 3);
}

static void
r7_7_capot_pays_fourteen_and_double(void)
{
	struct mc_hand		 h;
	struct mc_breakdown	 b;
	struct mc_cards		 ns, ew = { { 0, 0 } };

	cards_of("T36 T37 T38 T39 T40", &ns);
	last_trick(&h, &ns, &ew, 20, 0);
	mc_hand_breakdown(&h, &b);
	/* 50 + 50 + 10 = 110: one rest, 50 left, one more: k = 2. */
	CHECK_EQ(b.side[MC_NS].total, 110);
	CHECK(b.side[MC_EW].capot);
	CHECK(!b.side[MC_NS].capot);
	CHECK_EQ(b.side[MC_NS].rests_end, 1);
	CHECK_EQ(b.side[MC_NS].rest_final, 1);
	CHECK_EQ(b.side[MC_NS].rests, 14 + 2 * 2);
	CHECK_EQ(h.play.marker.rests[MC_NS], 18);
	CHECK_EQ(mc_hand_rests(&h, MC_NS), 18);
	CHECK_EQ(mc_hand_rests(&h, MC_EW), -18);
	CHECK_EQ(mc_hand_capot_rests(&h, MC_NS), 14 + 2);	/* not 2 */
	CHECK_EQ(mc_hand_capot_rests(&h, MC_EW), -16);
}

static void
r7_7_capot_when_the_marker_ends_on_the_capot_side(void)
{
	struct mc_hand		 h;
	struct mc_breakdown	 b;
	struct mc_cards		 ns, ew = { { 0, 0 } };

	cards_of("T36", &ns);
	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "5c", "6c", "7c", "8c");
	h.play.won[MC_NS] = ns;
	h.play.won[MC_EW] = ew;
	h.play.tricks_won[MC_NS] = 20;
	h.play.marker.value[MC_EW] = 50;	/* EW robbed a lot */
	play_cards(&h, "5c 6c 7c 8c");
	mc_hand_breakdown(&h, &b);
	/* NS 20 leaves EW 30 on the marker: k = 0, and EW's last rest. */
	CHECK_EQ(b.side[MC_NS].total, 20);
	CHECK(b.side[MC_EW].capot);
	CHECK_EQ(b.side[MC_NS].rests, 14);
	CHECK_EQ(b.side[MC_EW].rest_final, 1);
	CHECK_EQ(b.side[MC_EW].rests, 1);
	CHECK_EQ(mc_hand_rests(&h, MC_NS), 13);	/* 14 less EW's one */
	CHECK_EQ(mc_hand_capot_rests(&h, MC_NS), 14);	/* k = 0 */
}

static void
r7_8_senza_re_and_senza_papi(void)
{
	struct mc_hand		 h;
	struct mc_breakdown	 b;
	struct mc_cards		 ns, ew;

	cards_of("Rc Rd T2 T3", &ns);
	cards_of("Rs Rb T4 T5", &ew);
	last_trick(&h, &ns, &ew, 1, 1);
	mc_hand_breakdown(&h, &b);
	CHECK(b.senza_re);
	CHECK(b.senza_papi);
	/* The cards still count: 10 + 6 each, and NS's ultima. */
	CHECK_EQ(b.side[MC_NS].counting, 16);
	CHECK_EQ(b.side[MC_EW].counting, 16);
	cards_of("Rc Rd T1 T2 T3", &ns);
	last_trick(&h, &ns, &ew, 1, 1);
	mc_hand_breakdown(&h, &b);
	CHECK(b.senza_re);
	CHECK(!b.senza_papi);		/* NS has 1-2-3 */
	cards_of("Rc Rd Rs T2 T3", &ns);
	cards_of("Rb T4 T5", &ew);
	last_trick(&h, &ns, &ew, 1, 1);
	mc_hand_breakdown(&h, &b);
	CHECK(!b.senza_re);
}

static void
r7_breakdown_lists_marks_made_during_play_by_kind(void)
{
	struct mc_hand		 h;
	struct mc_breakdown	 b;
	mc_card			 deck[MC_NCARDS];

	deck_neutral(deck);
	deck_place(deck, 16, "Rc");		/* West robs 5 */
	deck_place(deck, 0, "T36");		/* East's 21st: 10 */
	deck_place(deck, 4, "T40");		/* South turns up 10 */
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	CHECK_EQ(h.play.marks[MC_EW][MC_MARK_ROB], 5);
	CHECK_EQ(h.play.marks[MC_EW][MC_MARK_FACE_UP], 10);
	CHECK_EQ(h.play.marks[MC_NS][MC_MARK_SCOPRIRE], 10);
	h.play.marker_play = h.play.marker;
	mc_hand_breakdown(&h, &b);
	CHECK_EQ(b.side[MC_EW].marks[MC_MARK_ROB], 5);
	CHECK_EQ(b.side[MC_NS].marks[MC_MARK_SCOPRIRE], 10);
}

void
end_tests(void)
{
	RUN(r7_1_to_r7_4_mazzetti_versicole_ultima_and_counting_cards);
	RUN(r7_6_even_a_single_point_makes_a_rest);
	RUN(r7_6_equal_totals_mark_nothing);
	RUN(r7_6_marks_during_play_and_the_end_mark_share_the_marker);
	RUN(r7_6_when_all_marks_go_to_one_side_61_to_120_pays_two);
	RUN(r7_7_capot_pays_fourteen_and_double);
	RUN(r7_7_capot_when_the_marker_ends_on_the_capot_side);
	RUN(r7_8_senza_re_and_senza_papi);
	RUN(r7_breakdown_lists_marks_made_during_play_by_kind);
}

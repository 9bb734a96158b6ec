/*
 * deal_test.c -- R5: the deal from the cut to the scarto, on decks laid
 * out card by card (see helpers.c for the positions of a cut of 17).
 * The dealer is South unless a test says otherwise: East is on his
 * right, North opposite, West on his left and so cuts and robs.
 */
#include "t.h"

static struct mc_log	 tlog;

/* Starts a hand from deck and cuts; the test fails if either is refused. */
static void
deal(struct mc_hand *h, const mc_card *deck, int dealer, int cut)
{
	CHECK_EQ(mc_hand_init(h, 0, dealer, deck, &tlog), MC_OK);
	CHECK_EQ(mc_hand_cut(h, cut), MC_OK);
}

/* Events of a kind in this file's log. */
static int
count_events(enum mc_event_kind kind)
{
	return log_count(&tlog, kind);
}

static const struct mc_event *
find_event(enum mc_event_kind kind, int nth)
{
	return log_find(&tlog, kind, nth);
}

static int
held(const struct mc_hand *h, int seat)
{
	return mc_cards_count(&h->held[seat]);
}

/* Fills positions lo..hi with the robbable cards, in card order. */
static void
place_robbable(mc_card *deck, int lo, int hi)
{
	char	 note[8];
	int	 c, pos = lo;

	for (c = 0; c < MC_NCARDS && pos <= hi; c++)
		if (mc_is_robbable((mc_card)c)) {
			mc_card_format((mc_card)c, note, sizeof(note));
			deck_place(deck, pos++, note);
		}
}

static void
r5_1_hand_refuses_a_counting_card_at_the_bottom(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];

	deck_neutral(deck);
	deck_place(deck, 96, "Rc");
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_ERR_DECK_BOTTOM);
	deck_neutral(deck);
	deck_place(deck, 96, "T21");	/* a Sopraventi that does not count */
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	deck[3] = deck[4];
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL),
	    MC_ERR_DECK_DUPLICATE);
	deck_neutral(deck);
	CHECK_EQ(mc_hand_init(&h, 0, 4, deck, NULL), MC_ERR_SEAT);
	CHECK_EQ(mc_hand_init(&h, 0, -1, deck, NULL), MC_ERR_SEAT);
}

static void
r5_2_the_dealers_left_cuts_14_to_83(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];

	deck_neutral(deck);
	CHECK_EQ(mc_hand_init(&h, 0, MC_NORTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_to_act(&h), MC_EAST);
	CHECK_EQ(h.robber, MC_EAST);
	CHECK_EQ(mc_hand_cut(&h, 13), MC_ERR_CUT_RANGE);
	CHECK_EQ(mc_hand_cut(&h, 84), MC_ERR_CUT_RANGE);
	CHECK_EQ(mc_hand_cut(&h, 83), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 20), MC_ERR_PHASE);
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 14), MC_OK);
	CHECK_EQ(h.cut, 14);
}

static void
r5_3_robbing_stops_at_once(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];
	int		 i;

	deck_neutral(deck);
	tlog.n = 0;
	deal(&h, deck, MC_SOUTH, 17);
	CHECK_EQ(h.nrobbed, 0);
	CHECK_EQ(count_events(MC_EV_ROB), 0);
	CHECK_EQ(h.nlook, 13);
	for (i = 0; i < 13; i++)
		CHECK_EQ(h.look[i], deck[16 - i]);	/* bottom up */
	CHECK_EQ(h.nfolla, 13);
	CHECK_EQ(h.folla[12], deck[16]);		/* the stopper */
	CHECK_EQ(held(&h, MC_WEST), 21);
	CHECK_EQ(h.owed[MC_WEST], 0);
	CHECK_EQ(h.phase, MC_PHASE_PLAY);
	CHECK_EQ(mc_hand_to_act(&h), MC_EAST);	/* R6.1: the first lead */
	CHECK(find_event(MC_EV_LOOK, 0) != NULL &&
	    find_event(MC_EV_LOOK, 0)->visible == 1u << MC_WEST);
}

static void
r5_3_robbing_several_cards_marks_each_at_once(void)
{
	struct mc_hand		 h;
	mc_card			 deck[MC_NCARDS];
	const struct mc_event	*ev;
	int			 i;

	deck_neutral(deck);
	deck_place(deck, 16, "Rc");
	deck_place(deck, 15, "T21");
	deck_place(deck, 14, "T40");
	tlog.n = 0;
	deal(&h, deck, MC_SOUTH, 17);
	CHECK_EQ(h.nrobbed, 3);
	CHECK_EQ(h.look[0], card("Rc"));
	CHECK_EQ(h.look[1], card("T21"));
	CHECK_EQ(h.look[2], card("T40"));
	CHECK_EQ(h.look[3], deck[13]);			/* the stopper */
	CHECK_EQ(h.nlook, 13);
	CHECK_EQ(count_events(MC_EV_ROB), 3);
	ev = find_event(MC_EV_ROB, 0);
	CHECK(ev != NULL && ev->seat == MC_WEST && ev->n == 5 &&
	    ev->marker[MC_EW] == 5 && ev->visible == MC_VISIBLE_ALL);
	ev = find_event(MC_EV_ROB, 1);
	CHECK(ev != NULL && ev->card == card("T21") && ev->n == 0);
	ev = find_event(MC_EV_ROB, 2);
	CHECK(ev != NULL && ev->n == 10 && ev->marker[MC_EW] == 15);
	CHECK_EQ(h.play.marker.value[MC_EW], 15);
	for (i = 0; i < 3; i++) {
		CHECK_EQ(mc_hand_where(&h, h.look[i]), MC_LOC_HAND + MC_WEST);
		CHECK(mc_cards_has(&h.faceup, h.look[i]));
	}
	CHECK_EQ(held(&h, MC_WEST), 24);
	CHECK_EQ(h.owed[MC_WEST], 3);
	/* R5.3: the unrobbed cards he saw are the folla, stopper at bottom. */
	CHECK_EQ(h.nfolla, 10);
	for (i = 0; i < 10; i++)
		CHECK_EQ(h.folla[i], h.look[12 - i]);
}

static void
r5_3_a_robbed_rest_is_paid_at_once(void)
{
	static const char *const big[] = { "T36", "T37", "T38", "T39",
	    "T40", "Rc", "Rd", "Rs", "Rb" };
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];
	int		 i;

	deck_neutral(deck);
	for (i = 0; i < 9; i++)
		deck_place(deck, 16 - i, big[i]);
	tlog.n = 0;
	deal(&h, deck, MC_SOUTH, 17);
	CHECK_EQ(h.nrobbed, 9);
	CHECK_EQ(h.play.marker.rests[MC_EW], 1);
	CHECK_EQ(h.play.marker.value[MC_EW], 10);
	CHECK_EQ(count_events(MC_EV_REST), 1);
	CHECK(find_event(MC_EV_REST, 0) != NULL &&
	    find_event(MC_EV_REST, 0)->n == 1);
}

static void
r5_4_ten_in_a_row_twice_from_the_dealers_right(void)
{
	static const int first[MC_NSEATS] = { 47, 17, 27, 37 };
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];
	int		 s, i;

	deck_neutral(deck);
	deal(&h, deck, MC_SOUTH, 17);
	for (s = 0; s < MC_NSEATS; s++) {
		for (i = 0; i < 10; i++) {
			CHECK_EQ(mc_hand_where(&h, deck[first[s] + i]), MC_LOC_HAND + s);
			CHECK_EQ(mc_hand_where(&h, deck[first[s] + 40 + i]),
			    MC_LOC_HAND + s);
		}
		CHECK_EQ(held(&h, s), 21);
	}
	/* The deal starts on the right of any dealer. */
	CHECK_EQ(mc_hand_init(&h, 0, MC_NORTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	CHECK_EQ(mc_hand_where(&h, deck[17]), MC_LOC_HAND + MC_WEST);
	CHECK_EQ(mc_hand_where(&h, deck[27]), MC_LOC_HAND + MC_SOUTH);
	CHECK_EQ(mc_hand_where(&h, deck[37]), MC_LOC_HAND + MC_EAST);
	CHECK_EQ(mc_hand_where(&h, deck[47]), MC_LOC_HAND + MC_NORTH);
}

static void
r5_4_the_21st_cards_lie_face_up_and_mark(void)
{
	struct mc_hand		 h;
	mc_card			 deck[MC_NCARDS];
	const struct mc_event	*ev;

	deck_neutral(deck);
	deck_place(deck, 0, "T36");	/* East, the dealer's right */
	deck_place(deck, 1, "Rc");	/* North, opposite */
	deck_place(deck, 2, "M");	/* West, the dealer's left */
	deck_place(deck, 3, "T30");	/* South, the dealer, last */
	tlog.n = 0;
	deal(&h, deck, MC_SOUTH, 17);
	CHECK_EQ(h.faceup21[MC_EAST], card("T36"));
	CHECK_EQ(h.faceup21[MC_NORTH], card("Rc"));
	CHECK_EQ(h.faceup21[MC_WEST], card("M"));
	CHECK_EQ(h.faceup21[MC_SOUTH], card("T30"));
	CHECK(mc_cards_has(&h.faceup, card("T30")));
	CHECK_EQ(count_events(MC_EV_FACE_UP), 4);
	ev = find_event(MC_EV_FACE_UP, 0);
	CHECK(ev != NULL && ev->seat == MC_EAST && ev->n == 10);
	ev = find_event(MC_EV_FACE_UP, 3);
	CHECK(ev != NULL && ev->seat == MC_SOUTH && ev->n == 5);
	/* EW 10, NS 5, EW 5, NS 5: EW ahead by 5. */
	CHECK_EQ(h.play.marker.value[MC_EW], 5);
	CHECK_EQ(h.play.marker.value[MC_NS], 0);
	/* The face-up cards come after the two rounds of ten. */
	CHECK(find_event(MC_EV_DEALT, 0) != NULL &&
	    find_event(MC_EV_FACE_UP, 0) != NULL &&
	    find_event(MC_EV_DEALT, 0) < find_event(MC_EV_FACE_UP, 0));
}

static void
r5_5_fourteen_robbed_robber_completes_the_short_hand(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS], cards[MC_NCARDS], out[20];
	int		 n, i;

	deck_neutral(deck);
	place_robbable(deck, 16, 29);
	tlog.n = 0;
	deal(&h, deck, MC_SOUTH, 30);
	CHECK_EQ(h.nrobbed, 14);
	CHECK_EQ(h.nlook, 15);			/* the robbed and the stopper */
	CHECK_EQ(h.look[14], deck[15]);
	/* 83 cards: all but the dealer's 21st are dealt (R5.5). */
	CHECK_EQ(h.nfolla, 0);
	CHECK_EQ(h.faceup21[MC_SOUTH], MC_NOCARD);
	CHECK_EQ(h.faceup21[MC_WEST], deck[15]);
	CHECK_EQ(held(&h, MC_SOUTH), 20);
	CHECK_EQ(held(&h, MC_EAST), 21);
	CHECK_EQ(held(&h, MC_NORTH), 21);
	CHECK_EQ(held(&h, MC_WEST), 35);
	CHECK_EQ(h.nturned + h.ntaken, 0);
	CHECK_EQ(count_events(MC_EV_TURN_UP) + count_events(MC_EV_TAKE) +
	    count_events(MC_EV_TURN_BACK), 0);
	CHECK(find_event(MC_EV_ANNOUNCE, 0) != NULL &&
	    find_event(MC_EV_ANNOUNCE, 0)->n == 0);
	CHECK_EQ(h.owed[MC_WEST], 14);
	CHECK_EQ(h.owed[MC_SOUTH], 0);

	/* He discards 14: the first completes South, 13 are his scarto. */
	n = mc_hand_cards(&h, MC_WEST, cards);
	for (i = 0; i < 14; i++)
		out[i] = cards[n - 1 - i];
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, out, 13), MC_ERR_DISCARD_COUNT);
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, out, 14), MC_OK);
	CHECK_EQ(h.ngiven, 1);
	CHECK_EQ(h.given[0], out[0]);
	CHECK_EQ(h.given_to[0], MC_SOUTH);
	CHECK_EQ(mc_hand_where(&h, out[0]), MC_LOC_HAND + MC_SOUTH);
	CHECK_EQ(mc_cards_count(&h.discarded[MC_WEST]), 13);
	for (i = 0; i < MC_NSEATS; i++)
		CHECK_EQ(held(&h, i), 21);
	CHECK_EQ(h.phase, MC_PHASE_PLAY);
	CHECK(find_event(MC_EV_GIVE, 0) != NULL &&
	    find_event(MC_EV_GIVE, 0)->n == MC_SOUTH);
	CHECK(find_event(MC_EV_DISCARD, 0) != NULL &&
	    find_event(MC_EV_DISCARD, 0)->n == 13);
}

static void
r5_5_all_33_robbed_discards_fill_hands_in_deal_order(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS], cards[MC_NCARDS];
	int		 n, i;

	deck_neutral(deck);
	place_robbable(deck, 17, 49);
	deal(&h, deck, MC_SOUTH, 50);
	CHECK_EQ(h.nrobbed, 33);
	/* 64 cards: East and North 20, West 14 of 20, South 10. */
	CHECK_EQ(held(&h, MC_EAST), 20);
	CHECK_EQ(held(&h, MC_NORTH), 20);
	CHECK_EQ(held(&h, MC_SOUTH), 10);
	CHECK_EQ(held(&h, MC_WEST), 14 + 33);
	for (i = 0; i < MC_NSEATS; i++)
		CHECK_EQ(h.faceup21[i], MC_NOCARD);
	CHECK_EQ(h.owed[MC_WEST], 26);
	n = mc_hand_cards(&h, MC_WEST, cards);
	CHECK_EQ(n, 47);
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, cards, 26), MC_OK);
	/* From the dealer's right: East 1, North 1, then South 11. */
	CHECK_EQ(h.ngiven, 13);
	CHECK_EQ(h.given_to[0], MC_EAST);
	CHECK_EQ(h.given_to[1], MC_NORTH);
	for (i = 2; i < 13; i++)
		CHECK_EQ(h.given_to[i], MC_SOUTH);
	CHECK_EQ(mc_cards_count(&h.discarded[MC_WEST]), 13);
	for (i = 0; i < 13; i++)
		CHECK(mc_cards_has(&h.discarded[MC_WEST], cards[13 + i]));
	for (i = 0; i < MC_NSEATS; i++)
		CHECK_EQ(held(&h, i), 21);
}

static void
r5_5_thirteen_robbed_is_still_a_normal_deal(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];

	deck_neutral(deck);
	place_robbable(deck, 17, 29);		/* 13 cards */
	deal(&h, deck, MC_SOUTH, 30);
	CHECK_EQ(h.nrobbed, 13);
	CHECK_EQ(h.nfolla, 0);
	CHECK_EQ(h.nlook, 14);
	CHECK(h.faceup21[MC_SOUTH] != MC_NOCARD);	/* the stopper */
	CHECK_EQ(h.faceup21[MC_SOUTH], deck[16]);
	CHECK_EQ(held(&h, MC_WEST), 34);
	CHECK_EQ(h.owed[MC_WEST], 13);
}

static void
r5_3_a_packet_robbed_to_its_top_has_no_stopper(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];

	deck_neutral(deck);
	place_robbable(deck, 0, 13);
	deal(&h, deck, MC_SOUTH, 14);
	CHECK_EQ(h.nrobbed, 14);
	CHECK_EQ(h.nlook, 14);
	CHECK_EQ(held(&h, MC_WEST), 14 + 21);
}

static void
r5_6_scoprire_turns_up_several_cards(void)
{
	struct mc_hand		 h;
	mc_card			 deck[MC_NCARDS];
	const struct mc_event	*ev;

	deck_neutral(deck);
	deck_place(deck, 4, "T21");
	deck_place(deck, 5, "Rd");
	deck_place(deck, 6, "T37");
	tlog.n = 0;
	deal(&h, deck, MC_SOUTH, 17);
	CHECK_EQ(h.nturned, 3);
	CHECK_EQ(h.turned[0], card("T21"));
	CHECK_EQ(h.turned[1], card("Rd"));
	CHECK_EQ(h.turned[2], card("T37"));
	CHECK_EQ(h.play.marker.value[MC_NS], 15);
	CHECK_EQ(count_events(MC_EV_TURN_UP), 3);
	ev = find_event(MC_EV_TURN_BACK, 0);
	CHECK(ev != NULL && ev->card == deck[7] &&
	    ev->visible == MC_VISIBLE_ALL);
	CHECK_EQ(h.folla[0], deck[7]);		/* put back on top */
	CHECK_EQ(h.nfolla, 10);
	CHECK_EQ(h.owed[MC_SOUTH], 3);
	CHECK_EQ(held(&h, MC_SOUTH), 24);
	CHECK(mc_cards_has(&h.faceup, card("Rd")));
	/* The turned-back card lies on the folla for all to know. */
	CHECK(mc_hand_knows(&h, MC_EAST, deck[7]));
}

static void
r5_6_scoprire_stops_at_once_on_a_cartiglia(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];

	deck_neutral(deck);
	deck_place(deck, 5, "T40");	/* under the first card: not turned */
	tlog.n = 0;
	deal(&h, deck, MC_SOUTH, 17);
	CHECK_EQ(h.nturned, 0);
	CHECK_EQ(count_events(MC_EV_TURN_BACK), 1);
	CHECK_EQ(h.ntaken, 1);			/* pigliare takes it */
	CHECK_EQ(h.play.marker.value[MC_NS] + h.play.marker.value[MC_EW], 0);
}

static void
r5_7_pigliare_takes_counting_cards_20_and_28_but_no_other_sopraventi(void)
{
	static const char *const cards[] = { "T20", "T28", "T21", "T29", "Rb",
	    "M", "T27" };
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];
	int		 i;

	deck_neutral(deck);
	for (i = 0; i < 7; i++)
		deck_place(deck, 6 + i, cards[i]);
	tlog.n = 0;
	deal(&h, deck, MC_SOUTH, 17);
	CHECK_EQ(h.nturned, 0);
	CHECK_EQ(h.ntaken, 4);
	CHECK_EQ(h.taken[0], card("T20"));
	CHECK_EQ(h.taken[1], card("T28"));
	CHECK_EQ(h.taken[2], card("Rb"));
	CHECK_EQ(h.taken[3], card("M"));
	CHECK_EQ(mc_hand_where(&h, card("T21")), MC_LOC_FOLLA);
	CHECK_EQ(mc_hand_where(&h, card("T29")), MC_LOC_FOLLA);
	CHECK_EQ(mc_hand_where(&h, card("T27")), MC_LOC_FOLLA);
	CHECK_EQ(h.nfolla, 9);
	/* Taking marks nothing. */
	CHECK_EQ(h.play.marker.value[MC_NS] + h.play.marker.value[MC_EW], 0);
	CHECK_EQ(count_events(MC_EV_TAKE), 4);
	CHECK(find_event(MC_EV_TAKE, 0) != NULL &&
	    find_event(MC_EV_TAKE, 0)->visible == MC_VISIBLE_ALL);
	CHECK_EQ(h.owed[MC_SOUTH], 4);
	CHECK_EQ(h.phase, MC_PHASE_DISCARD);
	CHECK_EQ(mc_hand_to_act(&h), MC_SOUTH);
}

static void
r5_7_pigliare_of_none(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];

	deck_neutral(deck);
	tlog.n = 0;
	deal(&h, deck, MC_SOUTH, 17);
	CHECK_EQ(h.ntaken, 0);
	CHECK_EQ(count_events(MC_EV_TAKE), 0);
	CHECK_EQ(h.nfolla, 13);
	CHECK_EQ(h.owed[MC_SOUTH], 0);
	CHECK(find_event(MC_EV_FOLLA_LOOK, 0) != NULL &&
	    find_event(MC_EV_FOLLA_LOOK, 0)->seat == MC_SOUTH &&
	    find_event(MC_EV_FOLLA_LOOK, 0)->visible == 1u << MC_SOUTH);
}

static void
r5_8_the_dealers_partner_announces_the_folla(void)
{
	struct mc_hand		 h;
	mc_card			 deck[MC_NCARDS];
	const struct mc_event	*ev;
	uint8_t			 counts[4];

	deck_neutral(deck);
	tlog.n = 0;
	deal(&h, deck, MC_EAST, 17);
	ev = find_event(MC_EV_ANNOUNCE, 0);
	CHECK(ev != NULL && ev->seat == MC_WEST &&
	    ev->visible == MC_VISIBLE_ALL && ev->n == h.nfolla);
	mc_folla_counts(h.folla, h.nfolla, counts);
	CHECK(ev != NULL && memcmp(ev->counts, counts, 4) == 0);
	CHECK(memcmp(h.play.counts, counts, 4) == 0);
	ev = find_event(MC_EV_FOLLA_LOOK, 1);
	CHECK(ev != NULL && ev->seat == MC_WEST &&
	    ev->visible == 1u << MC_WEST);
}

static void
r5_9_robber_then_dealer_discard_what_they_took(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS], cards[MC_NCARDS], out[4];
	int		 n;

	deck_neutral(deck);
	deck_place(deck, 16, "Rc");		/* West robs 2 */
	deck_place(deck, 15, "T22");
	deck_place(deck, 8, "T40");		/* South takes 1 */
	deal(&h, deck, MC_SOUTH, 17);
	CHECK_EQ(h.phase, MC_PHASE_DISCARD);
	CHECK_EQ(mc_hand_to_act(&h), MC_WEST);
	out[0] = h.folla[0];
	CHECK_EQ(mc_hand_discard(&h, MC_SOUTH, out, 1), MC_ERR_NOT_YOUR_TURN);
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, out, 2), MC_ERR_NOT_IN_HAND);
	n = mc_hand_cards(&h, MC_WEST, cards);
	CHECK_EQ(n, 23);
	out[0] = out[1] = cards[0];
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, out, 2), MC_ERR_DUPLICATE);
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, out, 1), MC_ERR_DISCARD_COUNT);
	CHECK_EQ(mc_hand_discard(&h, 7, out, 2), MC_ERR_SEAT);
	/* Any card may go, a face-up one too (R5.9). */
	out[0] = card("Rc");
	for (n = 0; mc_cards_has(&h.faceup, cards[n]); n++)
		;
	out[1] = cards[n];
	tlog.n = 0;
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, out, 2), MC_OK);
	CHECK_EQ(count_events(MC_EV_DISCARD_SHOWN), 1);
	CHECK(find_event(MC_EV_DISCARD_SHOWN, 0) != NULL &&
	    find_event(MC_EV_DISCARD_SHOWN, 0)->card == card("Rc"));
	CHECK(find_event(MC_EV_DISCARD, 0) != NULL &&
	    find_event(MC_EV_DISCARD, 0)->n == 2);
	CHECK(!mc_cards_has(&h.faceup, card("Rc")));
	CHECK_EQ(mc_hand_where(&h, card("Rc")), MC_LOC_DISCARD + MC_WEST);
	CHECK_EQ(mc_hand_to_act(&h), MC_SOUTH);
	out[0] = card("T40");
	CHECK_EQ(mc_hand_discard(&h, MC_SOUTH, out, 1), MC_OK);
	CHECK_EQ(h.phase, MC_PHASE_PLAY);
	CHECK_EQ(mc_hand_discard(&h, MC_SOUTH, out, 1), MC_ERR_PHASE);
	for (n = 0; n < MC_NSEATS; n++)
		CHECK_EQ(held(&h, n), 21);
	CHECK_EQ(h.nfolla + mc_cards_count(&h.discarded[MC_WEST]) +
	    mc_cards_count(&h.discarded[MC_SOUTH]), 13);
}

static void
r5_9_discarding_before_the_cut_is_refused(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS], c = 0;

	deck_neutral(deck);
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, &c, 1), MC_ERR_PHASE);
	CHECK(strstr(mc_strerror(MC_ERR_DISCARD_COUNT), "R5.9") != NULL);
}

static void
r5_every_deal_works_without_a_log(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];

	deck_neutral(deck);
	deck_place(deck, 16, "Rc");
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	CHECK_EQ(h.nrobbed, 1);
	CHECK_EQ(h.play.marker.value[MC_EW], 5);
}

void
deal_tests(void)
{
	RUN(r5_1_hand_refuses_a_counting_card_at_the_bottom);
	RUN(r5_2_the_dealers_left_cuts_14_to_83);
	RUN(r5_3_robbing_stops_at_once);
	RUN(r5_3_robbing_several_cards_marks_each_at_once);
	RUN(r5_3_a_robbed_rest_is_paid_at_once);
	RUN(r5_3_a_packet_robbed_to_its_top_has_no_stopper);
	RUN(r5_4_ten_in_a_row_twice_from_the_dealers_right);
	RUN(r5_4_the_21st_cards_lie_face_up_and_mark);
	RUN(r5_5_fourteen_robbed_robber_completes_the_short_hand);
	RUN(r5_5_all_33_robbed_discards_fill_hands_in_deal_order);
	RUN(r5_5_thirteen_robbed_is_still_a_normal_deal);
	RUN(r5_6_scoprire_turns_up_several_cards);
	RUN(r5_6_scoprire_stops_at_once_on_a_cartiglia);
	RUN(r5_7_pigliare_takes_counting_cards_20_and_28_but_no_other_sopraventi);
	RUN(r5_7_pigliare_of_none);
	RUN(r5_8_the_dealers_partner_announces_the_folla);
	RUN(r5_9_robber_then_dealer_discard_what_they_took);
	RUN(r5_9_discarding_before_the_cut_is_refused);
	RUN(r5_every_deal_works_without_a_log);
}

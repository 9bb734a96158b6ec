/*
 * sicilia_test.c -- the Sicilian game's rules, one test per rule of
 * RULES-SICILIA (S0-S16), with the test vectors of S2.9 and S16.
 */
#include <stdlib.h>

#include "t.h"
#include "sicilia.h"
#include "sicilia_t.h"

ts_card
sc(const char *s)
{
	ts_card	 c = TS_NOCARD;

	if (ts_card_parse(s, strlen(s), &c) != TS_OK)
		t_fail(__FILE__, __LINE__, "not a card: %s", s);
	return c;
}

ts_cards
scs(const char *list)
{
	ts_cards	 set = 0;
	const char	*p = list, *e;
	ts_card		 c;

	while (*p != '\0') {
		while (*p == ' ')
			p++;
		for (e = p; *e != '\0' && *e != ' '; e++)
			;
		if (e == p)
			break;
		if (ts_card_parse(p, (size_t)(e - p), &c) != TS_OK)
			t_fail(__FILE__, __LINE__, "not a card in %s", list);
		else
			set |= ts_bit(c);
		p = e;
	}
	return set;
}

/*
 * A hand dealt by dealer whose seats receive the cards listed (15 each,
 * in the order S, E, N, W) and whose monte is monte, its last the
 * bottom card; cut with 5, so the pack given is the dealing order.
 */
void
ts_deal_fixed(struct ts_hand *h, int dealer, const char *const hands[4],
    const char *monte, struct ts_log *log)
{
	ts_card	 order[TS_NCARDS], deck[TS_NCARDS], list[TS_NCARDS];
	int	 seat, i, r, k, n;

	for (i = 0; i < 4; i++) {
		seat = (dealer + 1 + i) & 3;
		n = ts_cards_list(scs(hands[seat]), list);
		CHECK_EQ(n, 15);
		for (r = 0; r < 3; r++)
			for (k = 0; k < 5; k++)
				order[20 * r + 5 * i + k] = list[5 * r + k];
	}
	n = ts_cards_list(scs(monte), list);
	CHECK_EQ(n, 3);
	/* the bottom card is the last named */
	{
		const char *last = strrchr(monte, ' ') + 1;

		order[62] = sc(last);
		for (i = 0, k = 60; i < 3; i++)
			if (list[i] != order[62])
				order[k++] = list[i];
	}
	/* a cut of 5 puts the top five under: give them from the bottom */
	for (i = 0; i < 5; i++)
		deck[i] = order[58 + i];
	for (i = 0; i < 58; i++)
		deck[5 + i] = order[i];
	CHECK_EQ(ts_hand_init(h, 0, dealer, deck, log), TS_OK);
	CHECK_EQ(ts_decision_apply(h, &(struct ts_decision){
	    .kind = TS_DECIDE_CUT, .seat = (dealer + 3) & 3, .n = 5 }), TS_OK);
}

/* Makes the decision the hand waits for, kind taken from it. */
enum ts_err
ts_do(struct ts_hand *h, enum ts_bid bid, const char *cards, bool yes)
{
	struct ts_decision	 d;
	ts_card			 list[TS_NCARDS];
	int			 i, n;

	ts_decision_due(h, &d);
	d.bid = bid;
	d.yes = yes;
	if (cards != NULL) {
		n = ts_cards_list(scs(cards), list);
		for (i = 0; i < n && i < TS_MONTE; i++)
			d.cards[i] = list[i];
	}
	return ts_decision_apply(h, &d);
}

/* ------------------------------------------------------------ cards */

static void
test_S1_1_the_pack_of_63(void)
{
	ts_cards	 all = 0;
	int		 c, s;
	static const int sizes[4] = { 10, 11, 10, 10 };
	ts_card		 x;

	for (c = 0; c < TS_NCARDS; c++)
		all |= ts_bit((ts_card)c);
	CHECK(all == TS_ALL_CARDS);
	CHECK_EQ(ts_count_cards(all), 63);
	for (s = MC_COPPE; s <= MC_BASTONI; s++)
		CHECK_EQ(ts_count_cards(ts_suit_set((enum mc_suit)s)),
		    sizes[s]);
	CHECK_EQ(ts_count_cards(ts_suit_set(MC_TRUMPS)), 21);
	CHECK_EQ(ts_card_parse("4d", 2, &x), TS_OK);
	CHECK_EQ(ts_card_parse("4c", 2, &x), TS_ERR_CARD);
	CHECK_EQ(ts_card_parse("4s", 2, &x), TS_ERR_CARD);
	CHECK_EQ(ts_card_parse("4b", 2, &x), TS_ERR_CARD);
	CHECK_EQ(ts_card_parse("3d", 2, &x), TS_ERR_CARD);
	CHECK_EQ(ts_card_parse("1c", 2, &x), TS_ERR_CARD);
	CHECK_EQ(ts_card_parse("T21", 3, &x), TS_ERR_CARD);
	CHECK_EQ(ts_card_parse("T01", 3, &x), TS_ERR_CARD);
}

static void
test_S0_3_notation_round_trips(void)
{
	char	 buf[8];
	ts_card	 back;
	int	 c;
	size_t	 n;

	for (c = 0; c < TS_NCARDS; c++) {
		n = ts_card_format((ts_card)c, buf, sizeof(buf));
		CHECK_EQ(ts_card_parse(buf, n, &back), TS_OK);
		CHECK_EQ(back, c);
	}
	CHECK_EQ(sc("T0"), ts_trump(0));
	CHECK_EQ(sc("M"), TS_FUGGITIVO);
	CHECK_EQ(ts_card_rank(sc("Dc")), MC_DONNA);
	CHECK_EQ(ts_card_rank(sc("Fs")), MC_FANTE);
	ts_card_name(sc("Fs"), MC_ITALIAN, buf, sizeof(buf));
	CHECK_STR(buf, "Donna d");	/* cut short: the Jack is a Donna */
}

static void
test_S1_2_S1_3_strength(void)
{
	static const char *const down[] = { "Rd", "Dd", "Cd", "Fd", "10d",
	    "9d", "8d", "7d", "6d", "5d", "4d" };
	size_t	 i;
	int	 n;

	for (i = 0; i + 1 < sizeof(down) / sizeof(down[0]); i++)
		CHECK(ts_card_strength(sc(down[i])) >
		    ts_card_strength(sc(down[i + 1])));
	CHECK(ts_card_strength(sc("10c")) > ts_card_strength(sc("5c")));
	for (n = 20; n > 0; n--)
		CHECK(ts_card_strength(ts_trump(n)) >
		    ts_card_strength(ts_trump(n - 1)));
	CHECK(ts_card_strength(sc("T0")) > ts_card_strength(sc("Rc")));
	CHECK_EQ(ts_card_strength(TS_FUGGITIVO), -1);
	CHECK_EQ(ts_card_suit(sc("T0")), MC_TRUMPS);
	CHECK_EQ(ts_card_suit(TS_FUGGITIVO), MC_FOOL);
}

static void
test_S2_1_S2_2_values(void)
{
	int	 c, counting = 0, sum = 0;

	for (c = 0; c < TS_NCARDS; c++)
		if (ts_card_value((ts_card)c) > 0) {
			counting++;
			sum += ts_card_value((ts_card)c);
		}
	CHECK_EQ(counting, 23);
	CHECK_EQ(sum, 106);
	CHECK_EQ(ts_card_value(sc("T0")), 0);
	CHECK_EQ(ts_card_value(sc("T20")), 10);
	CHECK_EQ(ts_card_value(sc("T1")), 10);
	CHECK_EQ(ts_card_value(TS_FUGGITIVO), 10);
	CHECK_EQ(ts_card_value(sc("T16")), 5);
	CHECK_EQ(ts_card_value(sc("T15")), 0);
	CHECK_EQ(ts_card_value(sc("Rb")), 5);
	CHECK_EQ(ts_card_value(sc("Db")), 4);
	CHECK_EQ(ts_card_value(sc("Cb")), 3);
	CHECK_EQ(ts_card_value(sc("Fb")), 2);
	CHECK_EQ(ts_card_value(sc("10b")), 0);
}

static void
test_S2_9_count_vectors(void)
{
	CHECK_EQ(ts_count(scs("Rs 7s 6s")), 5);
	CHECK_EQ(ts_count(scs("Rs Ds 7s")), 8);
	CHECK_EQ(ts_count(scs("T20 T1 M")), 28);
	CHECK_EQ(ts_count(scs("7s 6s 5s")), 1);
	CHECK_EQ(ts_count(scs("7s 6s")), 1);
	CHECK_EQ(ts_count(scs("7s")), 0);
	CHECK_EQ(ts_count(scs("Rs Ds 7s 6s")), 8);
	CHECK_EQ(ts_count(scs("Rs 7s 6s 5s 9s")), 6);
	CHECK_EQ(ts_count(scs("T20")), 9);
	CHECK_EQ(ts_count(scs("T20 T1")), 19);
	CHECK_EQ(ts_count(TS_ALL_CARDS), 104);
	CHECK_EQ(ts_count(0), 0);
}

/*
 * S2.7's fractional form, written apart: a counting card is worth its
 * value less 2/3, a blank 1/3, and the whole is rounded to the nearest
 * number (never a half).  In thirds, to stay in whole numbers.
 */
static int
thirds(ts_cards pile)
{
	ts_card	 list[TS_NCARDS];
	int	 i, n = ts_cards_list(pile, list), t = 0;

	for (i = 0; i < n; i++)
		t += ts_card_value(list[i]) > 0 ?
		    3 * ts_card_value(list[i]) - 2 : 1;
	return (t + 1) / 3;		/* t is never negative */
}

static void
test_S2_7_count_in_thirds_and_splits_give_104(void)
{
	struct mc_rng	 r;
	ts_cards	 a;
	int		 i, n = t_iterations(20000), bad = 0;

	mc_rng_seed(&r, 7);
	for (i = 0; i < n; i++) {
		a = mc_rng_next(&r) & TS_ALL_CARDS;
		if (ts_count(a) != thirds(a) ||
		    ts_count(TS_ALL_CARDS & ~a) != thirds(TS_ALL_CARDS & ~a))
			bad++;
		if (ts_count(a) + ts_count(TS_ALL_CARDS & ~a) != 104)
			bad++;
		/* S2.8: 104 + 5 is odd: one side has 55 or more */
		if ((ts_count(a) + 5 >= 55) == (ts_count(TS_ALL_CARDS & ~a) >= 55)
		    || (ts_count(a) >= 55) == (ts_count(TS_ALL_CARDS & ~a) + 5 >=
		    55))
			bad++;
	}
	CHECK_EQ(bad, 0);
}

/* ------------------------------------------------------ deal, auction */

static void
fresh(struct ts_hand *h, uint64_t seed, int dealer, unsigned variants)
{
	struct mc_rng	 r;
	ts_card		 deck[TS_NCARDS];

	mc_rng_seed(&r, seed);
	ts_deck_shuffle(&r, deck);
	CHECK_EQ(ts_hand_init(h, variants, dealer, deck, NULL), TS_OK);
}

static void
test_S4_deal_rounds_monte_and_bottom_card(void)
{
	struct ts_hand	 h;
	struct ts_view	 v;
	int		 s;

	fresh(&h, 11, MC_SOUTH, 0);
	CHECK_EQ(ts_hand_to_act(&h), MC_WEST);		/* S4.2: his left */
	CHECK_EQ(ts_do(&h, 0, NULL, false), TS_ERR_CUT_RANGE);
	CHECK_EQ(ts_decision_apply(&h, &(struct ts_decision){ .kind =
	    TS_DECIDE_CUT, .seat = MC_WEST, .n = 4 }), TS_ERR_CUT_RANGE);
	CHECK_EQ(ts_decision_apply(&h, &(struct ts_decision){ .kind =
	    TS_DECIDE_CUT, .seat = MC_WEST, .n = 59 }), TS_ERR_CUT_RANGE);
	CHECK_EQ(ts_decision_apply(&h, &(struct ts_decision){ .kind =
	    TS_DECIDE_CUT, .seat = MC_WEST, .n = 20 }), TS_OK);
	for (s = 0; s < 4; s++)
		CHECK_EQ(ts_count_cards(h.held[s]), 5);
	CHECK_EQ(h.phase, TS_PHASE_BID1);
	CHECK_EQ(ts_hand_to_act(&h), MC_EAST);		/* S5.1 */
	/* S4.4: the dealer's view holds exactly one undealt card */
	ts_view_of(&h, MC_SOUTH, &v);
	CHECK_EQ(ts_count_cards(v.unseen), 63 - 5 - 1);
	CHECK(!ts_has(v.unseen, h.deck[62]));
	ts_view_of(&h, MC_NORTH, &v);
	CHECK_EQ(ts_count_cards(v.unseen), 63 - 5);
	for (s = 0; s < 4; s++)
		CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);
	for (s = 0; s < 4; s++)
		CHECK_EQ(ts_count_cards(h.held[s]), 15);
	CHECK_EQ(h.monte[2], h.deck[62]);		/* S4.6 */
	CHECK_EQ(h.phase, TS_PHASE_BID2);
	CHECK_EQ(ts_hand_to_act(&h), MC_EAST);
}

static void
test_S4_1_same_seed_same_deal(void)
{
	struct ts_hand	 a, b;

	fresh(&a, 99, MC_EAST, 0);
	fresh(&b, 99, MC_EAST, 0);
	CHECK(memcmp(a.deck, b.deck, sizeof(a.deck)) == 0);
	fresh(&b, 100, MC_EAST, 0);
	CHECK(memcmp(a.deck, b.deck, sizeof(a.deck)) != 0);
}

/* A hand waiting for round 1, dealt by South (E speaks first). */
static void
at_auction(struct ts_hand *h, unsigned variants)
{
	fresh(h, 5, MC_SOUTH, variants);
	CHECK_EQ(ts_decision_apply(h, &(struct ts_decision){ .kind =
	    TS_DECIDE_CUT, .seat = MC_WEST, .n = 30 }), TS_OK);
}

static void
test_S16_3_round1_solo_is_a_stata(void)
{
	struct ts_hand	 h;

	at_auction(&h, 0);
	CHECK_EQ(ts_hand_bids(&h), 1u << TS_BID_PASS | 1u << TS_BID_SOLO);
	CHECK_EQ(ts_do(&h, TS_BID_CALL, NULL, false), TS_ERR_BID);
	CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);	/* E */
	CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);	/* N */
	CHECK_EQ(ts_do(&h, TS_BID_SOLO, NULL, false), TS_OK);	/* W */
	CHECK_EQ(h.contract, TS_STATA);
	CHECK_EQ(h.declarer, MC_WEST);
	CHECK_EQ(h.bid[0][MC_SOUTH], -1);		/* S does not speak */
	CHECK_EQ(h.phase, TS_PHASE_SCARTO);		/* no round 2 */
	CHECK_EQ(ts_count_cards(h.held[MC_WEST]), 18);	/* S4.5, S7.1 */
	CHECK_EQ(ts_count_cards(h.held[MC_NORTH]), 15);
}

static void
test_S16_3_round2_call_and_solo(void)
{
	struct ts_hand	 h;

	at_auction(&h, 0);
	for (int i = 0; i < 4; i++)
		ts_do(&h, TS_BID_PASS, NULL, false);
	/* passo, chiamo, passo, passo: the second speaker calls */
	CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);	/* E */
	CHECK_EQ(ts_do(&h, TS_BID_CALL, NULL, false), TS_OK);	/* N */
	CHECK_EQ(h.called, ts_call_card(h.held[MC_NORTH]));	/* S6.1 */
	CHECK_EQ(ts_do(&h, TS_BID_CALL, NULL, false), TS_ERR_BID);
	CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);	/* W */
	CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);	/* S */
	CHECK_EQ(h.declarer, MC_NORTH);
	CHECK(h.contract == TS_CALLED || h.contract == TS_FORCED_SOLO);

	/* chiamo, passo, vado solo: the third is soloist, the fourth
	 * does not speak, the first is an opponent */
	at_auction(&h, 0);
	for (int i = 0; i < 4; i++)
		ts_do(&h, TS_BID_PASS, NULL, false);
	CHECK_EQ(ts_do(&h, TS_BID_CALL, NULL, false), TS_OK);	/* E */
	CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);	/* N */
	CHECK_EQ(ts_do(&h, TS_BID_SOLO, NULL, false), TS_OK);	/* W */
	CHECK_EQ(h.contract, TS_SOLO);
	CHECK_EQ(h.declarer, MC_WEST);
	CHECK_EQ(h.bid[1][MC_SOUTH], -1);
	CHECK_EQ(ts_hand_side(&h, MC_EAST), 1);
	CHECK_EQ(h.partner, -1);
}

static void
test_S16_4_the_call(void)
{
	CHECK_EQ(ts_call_card(scs("T20 T19 T17 Rc")), sc("T18"));
	CHECK_EQ(ts_call_card(scs("T19 T18 T17")), sc("T20"));
	CHECK_EQ(ts_call_card(0), sc("T20"));
}

static void
test_S6_4_S6_5_all_pass(void)
{
	static const char *hands[4] = {
		"T20 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T5",
		"T4 T3 T2 T1 T0 Rc Dc Cc Fc 10c 9c 8c 7c 6c 5c",
		"M Rd Dd Cd Fd 10d 9d 8d 7d 6d 5d 4d Rs Ds Cs",
		"Fs 10s 9s 8s 7s 6s 5s Rb Db Cb Fb 10b 9b 8b 7b"
	};
	struct ts_hand	 h;
	int		 i;

	/* Giove held by South: after all pass, he takes the monte, lays
	 * his scarto, then calls T19, which is in another's hand */
	ts_deal_fixed(&h, MC_SOUTH, hands, "6b 5b T19", NULL);
	for (i = 0; i < 8; i++)
		CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);
	CHECK_EQ(h.contract, TS_FORCED_CALL);
	CHECK_EQ(h.declarer, MC_SOUTH);
	CHECK(h.monte_shown);
	CHECK_EQ(h.called, TS_NOCARD);			/* not yet */
	CHECK_EQ(ts_do(&h, 0, "6b 5b T19", false), TS_ERR_SCARTO_CARD);
	CHECK_EQ(ts_do(&h, 0, "6b 5b T15", false), TS_OK);	/* S7.4 */
	/* T19 is his: the highest trump neither in hand nor scarto */
	CHECK_EQ(h.called, ts_trump(4));
	CHECK_EQ(h.partner, MC_EAST);

	/* Giove in the monte: nobody can be forced (S6.5) */
	{
		static const char *g[4] = {
			"T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T5",
			"T4 T3 T2 T1 T0 Rc Dc Cc Fc 10c 9c 8c 7c 6c 5c",
			"M Rd Dd Cd Fd 10d 9d 8d 7d 6d 5d 4d Rs Ds Cs",
			"Fs 10s 9s 8s 7s 6s 5s Rb Db Cb Fb 10b 9b 8b 7b"
		};
		struct ts_score	 score;

		ts_deal_fixed(&h, MC_SOUTH, g, "6b 5b T20", NULL);
		for (i = 0; i < 8; i++)
			CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);
		CHECK_EQ(h.contract, TS_THROWN_IN);
		CHECK_EQ(h.phase, TS_PHASE_OVER);
		ts_hand_score(&h, &score);
		for (i = 0; i < 4; i++)
			CHECK_EQ(score.pay[i], 0);
	}
}

static void
test_V1_redeal_throws_in(void)
{
	struct ts_hand	 h;
	int		 i;

	at_auction(&h, TS_VAR_REDEAL);
	for (i = 0; i < 8; i++)
		CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);
	CHECK_EQ(h.contract, TS_THROWN_IN);
	CHECK_EQ(ts_hand_to_act(&h), -1);
}

static void
test_S6_3_called_card_in_the_monte_is_a_solo(void)
{
	static const char *hands[4] = {
		"T20 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T5 T4",
		"T3 T2 T1 T0 Rc Dc Cc Fc 10c 9c 8c 7c 6c 5c M",
		"T18 Rd Dd Cd Fd 10d 9d 8d 7d 6d 5d 4d Rs Ds Cs",
		"Fs 10s 9s 8s 7s 6s 5s Rb Db Cb Fb 10b 9b 8b 7b"
	};
	struct ts_hand	 h;

	ts_deal_fixed(&h, MC_WEST, hands, "6b 5b T19", NULL);
	/* West deals: South speaks first */
	for (int i = 0; i < 4; i++)
		ts_do(&h, TS_BID_PASS, NULL, false);
	CHECK_EQ(ts_do(&h, TS_BID_CALL, NULL, false), TS_OK);	/* S */
	CHECK_EQ(h.called, sc("T19"));
	for (int i = 0; i < 3; i++)
		ts_do(&h, TS_BID_PASS, NULL, false);
	CHECK_EQ(h.contract, TS_FORCED_SOLO);
	CHECK_EQ(h.partner, -1);
	CHECK(h.partner_known);
}

/* ------------------------------------------------------------ scarto */

static void
test_S7_3_S7_4_scarto(void)
{
	ts_cards	 hand = scs("T20 T19 T1 M Rc Rd Rs Rb 7c 6d T2 T3 T4 "
			    "T5 T6 T7 T8 T0");

	CHECK_EQ(ts_count_cards(hand), 18);
	/* two non-King suit cards: both, and one low trump */
	CHECK_EQ(ts_scarto_check(hand, scs("7c 6d T2")), TS_OK);
	CHECK_EQ(ts_scarto_check(hand, scs("7c 6d T0")), TS_OK);
	CHECK_EQ(ts_scarto_check(hand, scs("7c T2 T3")), TS_ERR_SCARTO_CARD);
	CHECK_EQ(ts_scarto_check(hand, scs("7c 6d T1")), TS_ERR_SCARTO_CARD);
	CHECK_EQ(ts_scarto_check(hand, scs("7c 6d T19")), TS_ERR_SCARTO_CARD);
	CHECK_EQ(ts_scarto_check(hand, scs("7c 6d M")), TS_ERR_SCARTO_CARD);
	CHECK_EQ(ts_scarto_check(hand, scs("7c 6d Rc")), TS_ERR_SCARTO_CARD);
	CHECK_EQ(ts_scarto_check(hand, scs("7c 6d")), TS_ERR_SCARTO_COUNT);
	CHECK_EQ(ts_scarto_check(hand, scs("7c 6d 5s")), TS_ERR_SCARTO_COUNT);
	/* enough suit cards: no trump, King or Fuggitivo */
	hand = scs("T20 M Rc 9c 8c 7c 6d T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12");
	CHECK_EQ(ts_scarto_check(hand, scs("9c 8c 7c")), TS_OK);
	CHECK_EQ(ts_scarto_check(hand, scs("9c 8c T2")), TS_ERR_SCARTO_CARD);
	CHECK_EQ(ts_scarto_check(hand, scs("9c 8c Rc")), TS_ERR_SCARTO_CARD);
	CHECK_EQ(ts_scarto_check(hand, scs("9c 8c M")), TS_ERR_SCARTO_CARD);
}

/* --------------------------------------------------------------- play */

/* A hand in play with these cards, leader to lead trick ntricks. */
static void
in_play(struct ts_hand *h, int leader, const char *s, const char *e,
    const char *n, const char *w, int ntricks)
{
	memset(h, 0, sizeof(*h));
	memset(h->played_by, -1, sizeof(h->played_by));
	memset(h->taken_by, -1, sizeof(h->taken_by));
	h->held[MC_SOUTH] = scs(s);
	h->held[MC_EAST] = scs(e);
	h->held[MC_NORTH] = scs(n);
	h->held[MC_WEST] = scs(w);
	h->phase = TS_PHASE_PLAY;
	h->contract = TS_SOLO;
	h->declarer = (int8_t)mc_seat_left(leader);
	h->partner = h->caller = h->rivanto = -1;
	h->fugg_seat = h->fugg_trick = h->last_winner = -1;
	h->called = TS_NOCARD;
	h->leader = h->turn = (uint8_t)leader;
	h->ntricks = (uint8_t)ntricks;
}

static void
test_S9_2_S9_3_S9_4_legal_cards(void)
{
	struct ts_hand	 h;

	in_play(&h, MC_SOUTH, "5c T3", "Rc 9c T1 M", "Rd T2", "9s 8s", 0);
	CHECK(ts_hand_legal(&h) == scs("5c T3"));
	CHECK_EQ(ts_do(&h, 0, "5c", false), TS_OK);
	CHECK(ts_hand_legal(&h) == scs("Rc 9c M"));	/* follow, or M */
	CHECK_EQ(ts_do(&h, 0, "T1", false), TS_ERR_MUST_FOLLOW);
	CHECK_EQ(ts_do(&h, 0, "9c", false), TS_OK);
	CHECK(ts_hand_legal(&h) == scs("T2"));		/* void: trump */
	CHECK_EQ(ts_do(&h, 0, "Rd", false), TS_ERR_MUST_TRUMP);
	CHECK_EQ(ts_do(&h, 0, "T2", false), TS_OK);
	CHECK(ts_hand_legal(&h) == scs("9s 8s"));	/* neither: any */
	CHECK_EQ(ts_do(&h, 0, "9s", false), TS_OK);
	CHECK_EQ(h.trick_winner[0], MC_NORTH);		/* S9.5 */
	/* trump led: any trump, T0 too */
	in_play(&h, MC_SOUTH, "T5 Rc", "T0 Rd", "Rs 5c", "T9 M", 3);
	CHECK_EQ(ts_do(&h, 0, "T5", false), TS_OK);
	CHECK(ts_hand_legal(&h) == scs("T0"));
	CHECK_EQ(ts_do(&h, 0, "T0", false), TS_OK);
	CHECK(ts_hand_legal(&h) == scs("Rs 5c"));
	CHECK_EQ(ts_do(&h, 0, "Rs", false), TS_OK);
	CHECK(ts_hand_legal(&h) == scs("T9 M"));
	CHECK_EQ(ts_do(&h, 0, "T9", false), TS_OK);
	CHECK_EQ(h.trick_winner[3], MC_WEST);
}

static void
test_S10_2_the_fuggitivo_leads_only_the_last_trick(void)
{
	struct ts_hand	 h;

	in_play(&h, MC_SOUTH, "M 5c", "T1 9c", "Rd T2", "9s 8s", 0);
	CHECK(ts_hand_legal(&h) == scs("5c"));
	CHECK_EQ(ts_do(&h, 0, "M", false), TS_ERR_FUGGITIVO_LEAD);
	/* S10.2 vector: trick 15 led M by S, then E 5c, N Rc, W 7c */
	in_play(&h, MC_SOUTH, "M", "5c", "Rc", "7c", 14);
	CHECK(ts_hand_legal(&h) == scs("M"));
	CHECK_EQ(ts_do(&h, 0, "M", false), TS_OK);
	CHECK_EQ(ts_do(&h, 0, "5c", false), TS_OK);
	CHECK_EQ(ts_do(&h, 0, "Rc", false), TS_OK);
	CHECK_EQ(ts_do(&h, 0, "7c", false), TS_OK);
	CHECK_EQ(h.last_winner, MC_NORTH);
	CHECK_EQ(ts_count_cards(h.won[MC_NORTH]), 3);	/* S10.1 */
	CHECK_EQ(h.phase, TS_PHASE_OVER);
}

static void
test_S9_5_a_trick_with_the_fuggitivo(void)
{
	struct ts_hand	 h;

	in_play(&h, MC_SOUTH, "9c 5s", "M 8s", "7c 6s", "Dc 7s", 0);
	CHECK_EQ(ts_do(&h, 0, "9c", false), TS_OK);
	CHECK_EQ(ts_do(&h, 0, "M", false), TS_OK);	/* E frees himself */
	CHECK_EQ(ts_do(&h, 0, "7c", false), TS_OK);
	CHECK_EQ(ts_do(&h, 0, "Dc", false), TS_OK);
	CHECK_EQ(h.trick_winner[0], MC_WEST);
	CHECK_EQ(h.fugg_seat, MC_EAST);
	CHECK(!ts_has(h.won[MC_WEST], TS_FUGGITIVO));
}

void
sicilia_tests(void)
{
	RUN(test_S1_1_the_pack_of_63);
	RUN(test_S0_3_notation_round_trips);
	RUN(test_S1_2_S1_3_strength);
	RUN(test_S2_1_S2_2_values);
	RUN(test_S2_9_count_vectors);
	RUN(test_S2_7_count_in_thirds_and_splits_give_104);
	RUN(test_S4_deal_rounds_monte_and_bottom_card);
	RUN(test_S4_1_same_seed_same_deal);
	RUN(test_S16_3_round1_solo_is_a_stata);
	RUN(test_S16_3_round2_call_and_solo);
	RUN(test_S16_4_the_call);
	RUN(test_S6_4_S6_5_all_pass);
	RUN(test_V1_redeal_throws_in);
	RUN(test_S6_3_called_card_in_the_monte_is_a_solo);
	RUN(test_S7_3_S7_4_scarto);
	RUN(test_S9_2_S9_3_S9_4_legal_cards);
	RUN(test_S10_2_the_fuggitivo_leads_only_the_last_trick);
	RUN(test_S9_5_a_trick_with_the_fuggitivo);
}

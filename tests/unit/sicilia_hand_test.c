/*
 * sicilia_hand_test.c -- whole Sicilian hands: the worked example of
 * RULES-SICILIA section 5 move by move (S16.6), the jochi and payment
 * vectors (S11, S12, S16.5), what each seat may see (S13), the perft of
 * the auction and an independent check of every card allowed in play,
 * the match (S3), and properties over many random hands.
 */
#include <stdlib.h>

#include "t.h"
#include "sicilia.h"
#include "sicilia_t.h"

/* ------------------------------------------------ the worked example */

static const char *const example_hands[4] = {
	"M T19 T16 T14 T12 T6 Cc 9c 7c 6c Rd Cd 8s 10b 6b",
	"T15 T13 T9 T7 T5 T4 T3 T1 8c 5c 5d 4d 9b 8b 7b",
	"T20 T17 T11 T0 Rc Dc Fc 10c 6d Rs Ds 10s 6s Rb 5b",
	"T18 T10 T8 T2 Dd Fd 9d 8d 7d 9s 7s 5s Db Cb Fb"
};

/* Section 5's fifteen tricks, each led by its first card's player. */
static const char *const example_tricks[15] = {
	"5s 8s T4 Fs", "T9 T17 T18 T12", "Cb 10b 8b Rb", "Dc T10 9c 8c",
	"7s T6 T13 Rs", "T1 T11 T8 M", "10c T2 7c 5c", "9d Cd 5d 10d",
	"Rd 4d T20 Fd", "Fc Dd Cc T3", "T5 T0 Fb T16", "T14 T15 10s Db",
	"9b Ds 8d 6b", "7b Rc 7d T19", "6c T7 Cs 9s"
};

/* Plays a trick's cards, given in the order played. */
static void
play_trick(struct ts_hand *h, const char *cards)
{
	char		 one[4];
	const char	*p = cards;
	size_t		 n;

	while (*p != '\0') {
		n = strcspn(p, " ");
		snprintf(one, sizeof(one), "%.*s", (int)n, p);
		if (ts_do(h, 0, one, false) != TS_OK)
			t_fail(__FILE__, __LINE__, "%s refused in \"%s\"", one,
			    cards);
		p += n;
		while (*p == ' ')
			p++;
	}
}

/* The example up to the first lead: a call of the 19, the scarto, the
 * Rivanto of West. */
static void
example_to_play(struct ts_hand *h, struct ts_log *log)
{
	int	 i;

	ts_deal_fixed(h, MC_SOUTH, example_hands, "Fs Cs 10d",
	    log);
	for (i = 0; i < 4; i++)
		CHECK_EQ(ts_do(h, TS_BID_PASS, NULL, false), TS_OK);
	CHECK_EQ(ts_do(h, TS_BID_PASS, NULL, false), TS_OK);	/* E */
	CHECK_EQ(ts_do(h, TS_BID_CALL, NULL, false), TS_OK);	/* N */
	CHECK_EQ(h->called, sc("T19"));
	CHECK_EQ(ts_do(h, TS_BID_PASS, NULL, false), TS_OK);	/* W */
	CHECK_EQ(ts_do(h, TS_BID_PASS, NULL, false), TS_OK);	/* S */
	CHECK_EQ(h->contract, TS_CALLED);
	CHECK_EQ(h->partner, MC_SOUTH);
	CHECK_EQ(ts_count_cards(h->held[MC_NORTH]), 18);
	CHECK_EQ(ts_do(h, 0, "5b 6d 6s", false), TS_OK);
	/* no Fuggitivo: no Scommessa; West, North's right, is asked first */
	CHECK_EQ(h->phase, TS_PHASE_RIVANTO);
	CHECK_EQ(ts_hand_to_act(h), MC_WEST);
	CHECK_EQ(ts_do(h, 0, NULL, true), TS_OK);
	CHECK_EQ(h->rivanto, MC_WEST);
	CHECK_EQ(h->phase, TS_PHASE_PLAY);
	CHECK_EQ(ts_hand_to_act(h), MC_WEST);		/* S9.1 */
}

/* The example played out, from example_to_play. */
static void
example_played(struct ts_hand *h)
{
	int	 t;

	example_to_play(h, NULL);
	for (t = 0; t < 15; t++)
		play_trick(h, example_tricks[t]);
}

static void
test_S16_6_the_worked_example(void)
{
	static struct ts_log	 log;
	struct ts_hand		 h;
	struct ts_score		 sc_;
	struct ts_view		 v;
	int			 t;

	log.n = 0;
	example_to_play(&h, &log);
	for (t = 0; t < 15; t++) {
		/* S6.2: the partner is nobody's but his own until the 19 */
		ts_view_of(&h, MC_EAST, &v);
		CHECK_EQ(v.hand.partner, t < 14 ? -1 : MC_SOUTH);
		CHECK_EQ(ts_sides_known(&h), t >= 14);
		play_trick(&h, example_tricks[t]);
		/* S10.4: played in trick 6, it lies before South, who has
		 * won nothing, until his first trick (8), though North won */
		CHECK_EQ(ts_fuggitivo_lying(&h), t >= 5 && t < 7 ? MC_SOUTH :
		    -1);
	}
	CHECK_EQ(h.phase, TS_PHASE_OVER);
	CHECK(h.partner_known);
	ts_hand_score(&h, &sc_);
	CHECK_EQ(ts_count_cards(sc_.cards[0]), 27);
	CHECK_EQ(ts_count_cards(sc_.cards[1]), 36);
	CHECK_EQ(sc_.fugg_side, 0);
	CHECK_EQ(sc_.points[0], 62);
	CHECK_EQ(sc_.points[1], 47);
	CHECK_EQ(sc_.jochi[0][TS_RIMATURA], 1);
	CHECK_EQ(sc_.jochi[1][TS_VANTO], 1);
	CHECK_EQ(sc_.jochi[1][TS_RIVANTO], 1);
	CHECK_EQ(sc_.jochi[0][TS_PIGLIATA], 1);		/* E's T1 */
	CHECK_EQ(sc_.jochi[1][TS_PIGLIATA], 1);		/* N's T17 */
	CHECK_EQ(sc_.jochi[0][TS_4RE] + sc_.jochi[1][TS_4RE], 0);
	CHECK_EQ(sc_.jochi[0][TS_4ARIE] + sc_.jochi[1][TS_4ARIE], 0);
	CHECK_EQ(sc_.total[0], 2);
	CHECK_EQ(sc_.total[1], 3);
	CHECK_EQ(sc_.diff, -1);
	CHECK_EQ(sc_.pay[MC_NORTH], -1);
	CHECK_EQ(sc_.pay[MC_EAST], 1);
	CHECK_EQ(sc_.pay[MC_SOUTH], -1);
	CHECK_EQ(sc_.pay[MC_WEST], 1);
	CHECK(!log.overflow);
}

/* Section 5's variations: the same jochi from a solo and a stata. */
static void
test_S16_5_payments(void)
{
	struct ts_hand	 h;
	struct ts_score	 s;

	example_played(&h);
	/* the same hand scored as a solo of North's, then a stata */
	h.partner = -1;
	h.contract = TS_SOLO;
	ts_hand_score(&h, &s);
	CHECK_EQ(s.pay[MC_NORTH], 3 * s.diff);
	CHECK_EQ(s.pay[MC_EAST], -s.diff);
	CHECK_EQ(s.pay[MC_SOUTH], -s.diff);
	CHECK_EQ(s.pay[MC_NORTH] + s.pay[MC_EAST] + s.pay[MC_SOUTH] +
	    s.pay[MC_WEST], 0);
	h.contract = TS_STATA;
	ts_hand_score(&h, &s);
	CHECK_EQ(s.pay[MC_NORTH], 6 * s.diff);
	CHECK_EQ(s.pay[MC_WEST], -2 * s.diff);
}

/* S11.4: the objectives from the sides' cards. */
static void
test_S11_4_jochi(void)
{
	struct ts_hand	 h;
	struct ts_score	 s;

	example_played(&h);
	/* the four Kings, the Arie: move cards between the piles */
	h.won[MC_NORTH] |= ts_bit(sc("Rs")) | ts_bit(sc("T17")) |
	    ts_bit(sc("T18"));
	h.won[MC_EAST] &= ~(ts_bit(sc("Rs")) | ts_bit(sc("T17")) |
	    ts_bit(sc("T18")));
	h.won[MC_WEST] &= ~(ts_bit(sc("Rs")) | ts_bit(sc("T17")) |
	    ts_bit(sc("T18")));
	ts_hand_score(&h, &s);
	CHECK_EQ(s.jochi[0][TS_4RE], 1);
	CHECK_EQ(s.jochi[0][TS_4ARIE], 1);		/* with Giove: 2 */
	CHECK_EQ(s.jochi[0][TS_5ARIE], 1);
	/* Giove and three Arie: nothing */
	h.won[MC_NORTH] &= ~ts_bit(sc("T18"));
	h.won[MC_WEST] |= ts_bit(sc("T18"));
	ts_hand_score(&h, &s);
	CHECK_EQ(s.jochi[0][TS_4ARIE] + s.jochi[0][TS_5ARIE], 0);
	/* a partner's card taken by his own side is no pigliata: N took
	 * E's T1 in the example; had S played it, none */
	h.played_by[sc("T1")] = MC_SOUTH;
	ts_hand_score(&h, &s);
	CHECK_EQ(s.jochi[0][TS_PIGLIATA], 0);
	/* the Scommessa: the declarer's side holds 20, 1 and M, or not */
	h.scommessa = true;
	ts_hand_score(&h, &s);
	CHECK_EQ(s.jochi[0][TS_SCOMMESSA], 1);
	h.won[MC_NORTH] &= ~ts_bit(sc("T1"));
	h.won[MC_EAST] |= ts_bit(sc("T1"));
	ts_hand_score(&h, &s);
	CHECK_EQ(s.jochi[1][TS_SCOMMESSA], 1);
	/* the Rivanto to the declarer's side when it takes the last */
	h.last_winner = MC_SOUTH;
	ts_hand_score(&h, &s);
	CHECK_EQ(s.jochi[0][TS_RIVANTO], 1);
	CHECK_EQ(s.jochi[0][TS_VANTO], 1);
}

/* S10.3: the Fuggitivo goes with the side that won its trick when its
 * own side won none. */
static void
test_S10_3_the_fuggitivo_at_the_end(void)
{
	struct ts_hand	 h;
	struct ts_score	 s;

	example_played(&h);
	/* as if North and South had won nothing but the scarto */
	h.tricks_won[MC_NORTH] = h.tricks_won[MC_SOUTH] = 0;
	ts_hand_score(&h, &s);
	CHECK_EQ(s.fugg_side, 0);	/* trick 6 went to North: his side */
	h.trick_winner[5] = MC_EAST;
	ts_hand_score(&h, &s);
	CHECK_EQ(s.fugg_side, 1);
}

/* ------------------------------------------------------ commitments */

static void
test_S8_1_scommessa_with_giove_and_the_fuggitivo(void)
{
	static const char *hands[4] = {
		"T20 M T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T5",
		"T4 T3 T2 T1 T0 Rc Dc Cc Fc 10c 9c 8c 7c 6c 5c",
		"T18 Rd Dd Cd Fd 10d 9d 8d 7d 6d 5d 4d Rs Ds Cs",
		"Fs 10s 9s 8s 7s 6s 5s Rb Db Cb Fb 10b 9b 8b 7b"
	};
	struct ts_hand	 h;
	int		 i;

	ts_deal_fixed(&h, MC_WEST, hands, "6b 5b T19", NULL);
	CHECK_EQ(ts_do(&h, TS_BID_SOLO, NULL, false), TS_OK);	/* S: stata */
	CHECK_EQ(ts_do(&h, 0, "6b 5b T15", false), TS_OK);
	CHECK_EQ(h.phase, TS_PHASE_SCOMMESSA);
	CHECK_EQ(ts_do(&h, 0, NULL, true), TS_OK);
	CHECK(h.scommessa);
	/* S8.2: asked from his right: E, N, W, each an opponent */
	for (i = 0; i < 3; i++) {
		CHECK_EQ(h.phase, TS_PHASE_RIVANTO);
		CHECK_EQ(ts_hand_to_act(&h), (MC_SOUTH + 1 + i) & 3);
		CHECK_EQ(ts_do(&h, 0, NULL, false), TS_OK);
	}
	CHECK_EQ(h.phase, TS_PHASE_PLAY);
	CHECK_EQ(h.rivanto, -1);
}

static void
test_S8_3_the_partner_only_says_no(void)
{
	struct ts_hand	 h;

	ts_deal_fixed(&h, MC_SOUTH, example_hands, "Fs Cs 10d",
	    NULL);
	for (int i = 0; i < 5; i++)
		ts_do(&h, TS_BID_PASS, NULL, false);
	ts_do(&h, TS_BID_CALL, NULL, false);			/* N */
	ts_do(&h, TS_BID_PASS, NULL, false);
	ts_do(&h, TS_BID_PASS, NULL, false);
	ts_do(&h, 0, "5b 6d 6s", false);
	CHECK_EQ(ts_do(&h, 0, NULL, false), TS_OK);		/* W: no */
	CHECK_EQ(ts_hand_to_act(&h), MC_SOUTH);		/* the partner */
	CHECK_EQ(ts_do(&h, 0, NULL, true), TS_ERR_RIVANTO);
	CHECK_EQ(ts_do(&h, 0, NULL, false), TS_OK);
	CHECK_EQ(ts_hand_to_act(&h), MC_EAST);
	CHECK_EQ(ts_do(&h, 0, NULL, true), TS_OK);
	CHECK_EQ(h.rivanto, MC_EAST);
	CHECK_EQ(h.phase, TS_PHASE_PLAY);
}

/* ------------------------------------------------------------- views */

static void
test_S13_1_S7_5_what_a_seat_sees(void)
{
	struct ts_hand	 h, swapped;
	struct ts_view	 a, b;
	ts_cards	 t;
	int		 s;

	example_to_play(&h, NULL);
	for (s = 0; s < 4; s++) {
		ts_view_of(&h, s, &a);
		CHECK(a.hand.held[s] == h.held[s]);
		CHECK_EQ(a.hand.scarto != 0, s == MC_NORTH);	/* S7.5 */
		CHECK_EQ(a.hand.partner, s == MC_SOUTH ? MC_SOUTH : -1);
		CHECK_EQ(ts_count_cards(a.unseen), 45 + (s != MC_NORTH ? 3 :
		    0));
	}
	/* S10.4, S13.1: East's hand and South's swapped, East becomes the
	 * partner; North and West see the same */
	swapped = h;
	t = swapped.held[MC_EAST];
	swapped.held[MC_EAST] = swapped.held[MC_SOUTH];
	swapped.held[MC_SOUTH] = t;
	swapped.partner = MC_EAST;
	ts_view_of(&h, MC_NORTH, &a);
	ts_view_of(&swapped, MC_NORTH, &b);
	CHECK(memcmp(&a, &b, sizeof(a)) == 0);
	ts_view_of(&h, MC_WEST, &a);
	ts_view_of(&swapped, MC_WEST, &b);
	CHECK(memcmp(&a, &b, sizeof(a)) == 0);
}

/* The last event of a kind in the log, or NULL. */
static const struct ts_event *
last_event(const struct ts_log *lg, enum ts_event_kind kind)
{
	size_t	 i;

	for (i = lg->n; i > 0; i--)
		if (lg->ev[i - 1].kind == kind)
			return &lg->ev[i - 1];
	return NULL;
}

/*
 * S8.1, S13.1: only a declarer holding Giove and the Fuggitivo is asked;
 * a scommessa made is told to all, one declined to no one but him, as
 * at a table where he simply says nothing.
 */
static void
test_S13_1_a_declined_scommessa_tells_no_one(void)
{
	static const char *hands[4] = {
		"T20 M T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T5",
		"T4 T3 T2 T1 T0 Rc Dc Cc Fc 10c 9c 8c 7c 6c 5c",
		"T18 Rd Dd Cd Fd 10d 9d 8d 7d 6d 5d 4d Rs Ds Cs",
		"Fs 10s 9s 8s 7s 6s 5s Rb Db Cb Fb 10b 9b 8b 7b"
	};
	static struct ts_log	 lg;
	const struct ts_event	*ev;
	struct ts_hand		 h;
	int			 yes;

	for (yes = 0; yes < 2; yes++) {
		lg.n = 0;
		ts_deal_fixed(&h, MC_WEST, hands, "6b 5b T19", &lg);
		CHECK_EQ(ts_do(&h, TS_BID_SOLO, NULL, false), TS_OK);
		CHECK_EQ(ts_do(&h, 0, "6b 5b T15", false), TS_OK);
		CHECK_EQ(h.phase, TS_PHASE_SCOMMESSA);
		CHECK_EQ(ts_do(&h, 0, NULL, yes), TS_OK);
		ev = last_event(&lg, TS_EV_SCOMMESSA);
		CHECK(ev != NULL);
		if (ev != NULL)
			CHECK_EQ(ev->visible, yes ? 0xf : 1u << MC_SOUTH);
	}
}

/*
 * S5.3, S6.2: a solo said over a call ends the call: when the card once
 * called is played, no partner is shown, for there is none.
 */
static void
test_S5_3_a_solo_over_a_call_has_no_partner_to_show(void)
{
	static struct ts_log	 lg;
	struct ts_decision	 d[TS_DECISIONS_MAX];
	struct ts_hand		 h;
	int			 i;

	lg.n = 0;
	ts_deal_fixed(&h, MC_SOUTH, example_hands, "Fs Cs 10d", &lg);
	for (i = 0; i < 5; i++)			/* round 1, then E */
		CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);
	CHECK_EQ(ts_do(&h, TS_BID_CALL, NULL, false), TS_OK);	/* N: T19 */
	CHECK_EQ(h.called, sc("T19"));
	CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);	/* W */
	CHECK_EQ(ts_do(&h, TS_BID_SOLO, NULL, false), TS_OK);	/* S */
	CHECK_EQ(h.contract, TS_SOLO);
	CHECK_EQ(h.declarer, MC_SOUTH);
	while (ts_hand_to_act(&h) >= 0) {
		CHECK(ts_hand_decisions(&h, d) > 0);
		CHECK_EQ(ts_decision_apply(&h, &d[0]), TS_OK);
	}
	CHECK(h.played_by[sc("T19")] == MC_SOUTH);
	CHECK(last_event(&lg, TS_EV_PARTNER) == NULL);
	CHECK(!h.partner_known);
	CHECK_EQ(h.partner, -1);
	CHECK(ts_sides_known(&h));
}

/* ------------------------------------------------------------- perft */

/* The auction's outcomes: 4 staty, 15 ends of round 2 (S5). */
static uint64_t
auctions(const struct ts_hand *h)
{
	struct ts_decision	 d[TS_DECISIONS_MAX];
	struct ts_hand		 next;
	uint64_t		 n = 0;
	int			 i, k;

	if (h->phase != TS_PHASE_BID1 && h->phase != TS_PHASE_BID2)
		return 1;
	k = ts_hand_decisions(h, d);
	for (i = 0; i < k; i++) {
		next = *h;
		CHECK_EQ(ts_decision_apply(&next, &d[i]), TS_OK);
		n += auctions(&next);
	}
	return n;
}

/* S9.2-S9.4, S10.2 written again, the plain way. */
static ts_cards
oracle_legal(const struct ts_hand *h)
{
	ts_cards	 hand = h->held[h->turn], out = 0;
	ts_card		 lead = TS_NOCARD;
	int		 i, c;
	bool		 has_suit = false, has_trump = false;

	for (i = 0; i < h->nplayed; i++)
		if (h->trick[i] != TS_FUGGITIVO) {
			lead = h->trick[i];
			break;
		}
	for (c = 0; c < TS_NCARDS; c++) {
		if (!ts_has(hand, (ts_card)c))
			continue;
		if (lead != TS_NOCARD && c != TS_FUGGITIVO &&
		    ts_card_suit((ts_card)c) == ts_card_suit(lead))
			has_suit = true;
		if (ts_is_trump((ts_card)c))
			has_trump = true;
	}
	for (c = 0; c < TS_NCARDS; c++) {
		if (!ts_has(hand, (ts_card)c))
			continue;
		if (lead == TS_NOCARD) {
			if (c != TS_FUGGITIVO || h->ntricks == 14)
				out |= ts_bit((ts_card)c);
		} else if (c == TS_FUGGITIVO)
			out |= ts_bit((ts_card)c);
		else if (has_suit) {
			if (ts_card_suit((ts_card)c) == ts_card_suit(lead))
				out |= ts_bit((ts_card)c);
		} else if (has_trump) {
			if (ts_is_trump((ts_card)c))
				out |= ts_bit((ts_card)c);
		} else
			out |= ts_bit((ts_card)c);
	}
	return out;
}

static void
test_perft_auction_and_play(void)
{
	struct ts_hand		 h;
	struct ts_decision	 d[TS_DECISIONS_MAX];
	struct mc_rng		 r;
	ts_card			 deck[TS_NCARDS];
	int			 i, k, games, bad = 0, n = t_iterations(2000);

	mc_rng_seed(&r, 3);
	ts_deck_shuffle(&r, deck);
	ts_hand_init(&h, 0, MC_NORTH, deck, NULL);
	CHECK_EQ(ts_perft(&h, 1), 54);			/* S4.2: 5..58 */
	CHECK_EQ(ts_decision_apply(&h, &(struct ts_decision){ .kind =
	    TS_DECIDE_CUT, .seat = MC_EAST, .n = 17 }), TS_OK);
	CHECK_EQ(auctions(&h), 19);
	CHECK_EQ(ts_perft(&h, 1), 2);			/* S5.1 */
	/* every card allowed in play, against the plain rules */
	for (games = 0; games < n; games++) {
		ts_deck_shuffle(&r, deck);
		ts_hand_init(&h, 0, (int)mc_rng_below(&r, 4), deck, NULL);
		while (h.phase != TS_PHASE_OVER) {
			if (h.phase == TS_PHASE_PLAY &&
			    ts_hand_legal(&h) != oracle_legal(&h))
				bad++;
			k = ts_hand_decisions(&h, d);
			i = (int)mc_rng_below(&r, (uint32_t)k);
			if (ts_decision_apply(&h, &d[i]) != TS_OK) {
				bad++;
				break;
			}
		}
	}
	CHECK_EQ(bad, 0);
}

/* --------------------------------------------------------- the match */

static void
test_S3_3_S3_4_a_match(void)
{
	struct ts_match	 m;
	struct ts_hand	 h;
	struct ts_score	 s;
	struct ts_decision d[TS_DECISIONS_MAX];
	struct mc_rng	 r;
	ts_card		 deck[TS_NCARDS];
	int		 dealt[4] = { 0 }, i, k;

	CHECK_EQ(ts_match_init(&m, 6, 0), TS_ERR_MATCH_LENGTH);
	CHECK_EQ(ts_match_init(&m, 0, 0), TS_ERR_MATCH_LENGTH);
	CHECK_EQ(ts_match_init(&m, 1, 0), TS_OK);
	CHECK_EQ(ts_match_init(&m, 8, MC_WEST), TS_OK);
	mc_rng_seed(&r, 8);
	while (!ts_match_over(&m)) {
		dealt[ts_match_dealer(&m)]++;
		ts_deck_shuffle(&r, deck);
		/* V1: thrown-in hands count too */
		ts_hand_init(&h, m.hand % 2 ? TS_VAR_REDEAL : 0,
		    ts_match_dealer(&m), deck, NULL);
		while (h.phase != TS_PHASE_OVER) {
			k = ts_hand_decisions(&h, d);
			i = (int)mc_rng_below(&r, (uint32_t)k);
			ts_decision_apply(&h, &d[i]);
		}
		ts_hand_score(&h, &s);
		ts_match_next_hand(&m, &s);
	}
	for (i = 0; i < 4; i++)
		CHECK_EQ(dealt[i], 2);
	CHECK_EQ(m.fiches[0] + m.fiches[1] + m.fiches[2] + m.fiches[3], 0);
}

/* -------------------------------------------------------- properties */

/* One random hand's checks; returns how many failed. */
static int
random_hand_ok(struct mc_rng *r, int contracts[TS_THROWN_IN + 1])
{
	struct ts_decision	 d[TS_DECISIONS_MAX];
	struct ts_hand		 h;
	struct ts_score		 s;
	ts_card			 deck[TS_NCARDS];
	ts_cards		 all;
	int			 i, k, bad = 0, seat, points = 0;

	ts_deck_shuffle(r, deck);
	ts_hand_init(&h, 0, (int)mc_rng_below(r, 4), deck, NULL);
	while (h.phase != TS_PHASE_OVER) {
		/* 63 cards in play at every step, none twice */
		all = h.scarto | h.won[0] | h.won[1] | h.won[2] | h.won[3];
		for (seat = 0; seat < 4; seat++) {
			bad += (all & h.held[seat]) != 0;
			all |= h.held[seat];
		}
		k = ts_hand_decisions(&h, d);
		if (k == 0)
			return bad + 1;
		i = (int)mc_rng_below(r, (uint32_t)k);
		if (ts_decision_apply(&h, &d[i]) != TS_OK)
			return bad + 1;
	}
	contracts[h.contract]++;
	ts_hand_score(&h, &s);
	bad += s.pay[0] + s.pay[1] + s.pay[2] + s.pay[3] != 0;	/* S12.4 */
	if (h.contract == TS_THROWN_IN)
		return bad;
	bad += (s.cards[0] & s.cards[1]) != 0;			/* S11.2 */
	bad += (s.cards[0] | s.cards[1]) != TS_ALL_CARDS;
	bad += s.points[0] + s.points[1] != 109;		/* S11.3 */
	bad += (s.points[0] >= 55) == (s.points[1] >= 55);	/* S2.8 */
	bad += h.fugg_seat < 0;					/* S10.5 */
	for (seat = 0; seat < 4; seat++)
		points += ts_count_cards(h.won[seat]);
	bad += points != 14 * 4 + 3;
	bad += s.total[0] - s.total[1] != s.diff;
	return bad;
}

static void
test_S11_S12_properties_over_random_hands(void)
{
	struct mc_rng	 r;
	int		 contracts[TS_THROWN_IN + 1] = { 0 };
	int		 i, bad = 0, n = t_iterations(100000);

	mc_rng_seed(&r, 2026);
	for (i = 0; i < n; i++)
		bad += random_hand_ok(&r, contracts);
	CHECK_EQ(bad, 0);
	/* random bids: every contract comes up */
	if (n >= 10000)
		for (i = TS_STATA; i <= TS_THROWN_IN; i++)
			CHECK(contracts[i] > 0);
}

void
sicilia_hand_tests(void)
{
	RUN(test_S16_6_the_worked_example);
	RUN(test_S16_5_payments);
	RUN(test_S11_4_jochi);
	RUN(test_S10_3_the_fuggitivo_at_the_end);
	RUN(test_S8_1_scommessa_with_giove_and_the_fuggitivo);
	RUN(test_S8_3_the_partner_only_says_no);
	RUN(test_S13_1_a_declined_scommessa_tells_no_one);
	RUN(test_S5_3_a_solo_over_a_call_has_no_partner_to_show);
	RUN(test_S13_1_S7_5_what_a_seat_sees);
	RUN(test_perft_auction_and_play);
	RUN(test_S3_3_S3_4_a_match);
	RUN(test_S11_S12_properties_over_random_hands);
}

/*
 * sicilia_bot_test.c -- the computer players of Tarocchi Siciliani:
 * every decision legal, at every level; none that changes when the
 * cards its seat cannot see are dealt again and the secret partner is
 * drawn again among those who could be him (S13.1); easy's rules of
 * thumb.
 */
#include <stdlib.h>

#include "t.h"
#include "sicilia.h"
#include "sicilia_t.h"
#include "../../src/bot/bot.h"

/* The bot's decision for the seat due, from that seat's view. */
static void
decide(const struct ts_hand *h, enum bot_level level, uint64_t seed,
    struct ts_decision *d)
{
	struct ts_view	 v;
	struct bot	 b;

	ts_view_of(h, ts_hand_to_act(h), &v);
	bot_init(&b, level, seed);
	bot_ts_decide(&b, &v, d);
}

static bool
same(const struct ts_decision *a, const struct ts_decision *b)
{
	return a->kind == b->kind && a->seat == b->seat && a->n == b->n &&
	    a->bid == b->bid && a->yes == b->yes &&
	    memcmp(a->cards, b->cards, sizeof(a->cards)) == 0;
}

/*
 * h with every card the seat cannot see dealt again among the places
 * that hold them (the others' hands, the monte before it is shown, the
 * scarto but to the declarer, the deck's undealt cards), each keeping
 * its number; the secret partner is then whoever holds the called card.
 */
static void
redeal(const struct ts_hand *h, int seat, struct mc_rng *r,
    struct ts_hand *out)
{
	ts_card		 pool[TS_NCARDS];
	ts_cards	 hidden = 0;
	int		 n = 0, i, s, k;
	struct ts_view	 v;

	*out = *h;
	out->log = NULL;
	ts_view_of(h, seat, &v);
	hidden = v.unseen;
	n = ts_cards_list(hidden, pool);
	mc_shuffle(r, pool, (size_t)n);
	k = 0;
	for (s = 0; s < MC_NSEATS; s++) {
		if (s == seat)
			continue;
		i = ts_count_cards(out->held[s] & hidden);
		out->held[s] &= ~hidden;
		while (i-- > 0)
			out->held[s] |= ts_bit(pool[k++]);
	}
	if (seat != h->declarer && h->scarto != 0) {
		out->scarto = 0;
		for (i = 0; i < TS_MONTE; i++)
			out->scarto |= ts_bit(pool[k++]);
	}
	for (i = 0; i < TS_MONTE; i++)
		if (out->monte[i] != TS_NOCARD && ts_has(hidden, out->monte[i]))
			out->monte[i] = pool[k++];
	/* the deck's order is nobody's to see: the rest goes there */
	for (i = 0; i < TS_NCARDS; i++)
		if (ts_has(hidden, out->deck[i]))
			out->deck[i] = k < n ? pool[k++] : out->deck[i];
	if (out->called != TS_NOCARD && !out->partner_known &&
	    out->partner >= 0 && seat != out->partner)
		for (s = 0; s < MC_NSEATS; s++)
			if (ts_has(out->held[s], out->called))
				out->partner = (int8_t)s;
}

static void
test_S13_1_bots_decide_from_their_seat_alone(void)
{
	struct ts_decision	 d[TS_DECISIONS_MAX], a, b;
	struct ts_hand		 h, other;
	struct mc_rng		 r;
	ts_card			 deck[TS_NCARDS];
	int			 games, k, level, bad = 0, illegal = 0, i;
	int			 n = t_iterations(300);

	mc_rng_seed(&r, 41);
	for (games = 0; games < n; games++) {
		ts_deck_shuffle(&r, deck);
		ts_hand_init(&h, 0, (int)mc_rng_below(&r, 4), deck, NULL);
		level = games % 3;			/* random, easy, normal */
		while (h.phase != TS_PHASE_OVER) {
			decide(&h, (enum bot_level)level, games, &a);
			if (ts_decision_check(&h, &a) != TS_OK)
				illegal++;
			redeal(&h, ts_hand_to_act(&h), &r, &other);
			decide(&other, (enum bot_level)level, games, &b);
			if (!same(&a, &b))
				bad++;
			k = ts_hand_decisions(&h, d);
			i = level == 0 || ts_decision_check(&h, &a) != TS_OK ?
			    (int)mc_rng_below(&r, (uint32_t)k) : -1;
			if (ts_decision_apply(&h, i < 0 ? &a : &d[i]) != TS_OK)
				break;
		}
	}
	CHECK_EQ(illegal, 0);
	CHECK_EQ(bad, 0);
}

/* Easy lays its richest cards in the scarto: their points are safe. */
static void
test_easy_scarto_keeps_points(void)
{
	static const char *hands[4] = {
		"T20 T18 T17 T16 T15 T14 T13 T12 T11 Dc Cc 5c 5d 6s 5s",
		"T4 T3 T2 T1 T0 Rc Fc 10c 9c 8c 7c 6c Cd 7s 8s",
		"M Rd Dd Fd 10d 9d 8d 7d 6d 4d Rs Ds Cs T10 T9",
		"Fs 10s 9s T8 T7 T6 T5 Rb Db Cb Fb 10b 9b 8b 7b"
	};
	struct ts_hand		 h;
	struct ts_decision	 d;
	int			 i;

	ts_deal_fixed(&h, MC_WEST, hands, "6b 5b T19", NULL);
	CHECK_EQ(ts_do(&h, TS_BID_SOLO, NULL, false), TS_OK);	/* S */
	decide(&h, BOT_EASY, 1, &d);
	CHECK_EQ(d.kind, TS_DECIDE_SCARTO);
	for (i = 0; i < TS_MONTE; i++)
		CHECK(d.cards[i] == sc("Dc") || d.cards[i] == sc("Cc") ||
		    d.cards[i] == sc("5c") ||
		    d.cards[i] == sc("5d") || d.cards[i] == sc("6s") ||
		    d.cards[i] == sc("5s") || d.cards[i] == sc("6b") ||
		    d.cards[i] == sc("5b"));
	CHECK(d.cards[0] == sc("Dc") || d.cards[1] == sc("Dc") ||
	    d.cards[2] == sc("Dc"));
	CHECK(d.cards[0] == sc("Cc") || d.cards[1] == sc("Cc") ||
	    d.cards[2] == sc("Cc"));
}

/* Easy calls with a strong hand and passes with a weak one. */
static void
test_easy_bids_by_strength(void)
{
	static const char *hands[4] = {
		"T20 T18 T17 T16 T15 T14 T13 T12 T11 Rc Rd 5c 5d 6s 5s",
		"T4 T3 T2 T1 T0 Dc Fc 10c 9c 8c 7c 6c Cd 7s 8s",
		"M Cc Dd Fd 10d 9d 8d 7d 6d 4d Rs Ds Cs T10 T9",
		"Fs 10s 9s T8 T7 T6 T5 Rb Db Cb Fb 10b 9b 8b 7b"
	};
	struct ts_hand		 h;
	struct ts_decision	 d;
	int			 i;

	ts_deal_fixed(&h, MC_WEST, hands, "6b 5b T19", NULL);
	for (i = 0; i < 4; i++)
		CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);
	decide(&h, BOT_EASY, 1, &d);			/* South, strong */
	CHECK_EQ(d.kind, TS_DECIDE_BID);
	CHECK(d.bid != TS_BID_PASS);
	CHECK_EQ(ts_do(&h, TS_BID_PASS, NULL, false), TS_OK);
	decide(&h, BOT_EASY, 1, &d);			/* East, weak */
	CHECK_EQ(d.bid, TS_BID_PASS);
}

/*
 * Normal reads the called card: East showed he has no trump, so South
 * alone may hold the 19 North called, and West, last to play to
 * East's King, gives him his Queen; easy, not knowing, keeps it.
 */
static void
test_normal_reads_the_called_card(void)
{
	struct ts_hand		 h;
	struct ts_decision	 d;

	memset(&h, 0, sizeof(h));
	memset(h.played_by, -1, sizeof(h.played_by));
	memset(h.taken_by, -1, sizeof(h.taken_by));
	h.fugg_seat = h.fugg_trick = h.rivanto = -1;
	h.phase = TS_PHASE_PLAY;
	h.contract = TS_CALLED;
	h.declarer = h.caller = MC_NORTH;
	h.partner = MC_SOUTH;
	h.called = sc("T19");
	h.held[MC_SOUTH] = scs("T19 9b");
	h.held[MC_EAST] = scs("9d 8d");
	h.held[MC_NORTH] = scs("T20 8b");
	h.held[MC_WEST] = scs("Dc 7c 9s");
	/* trick 1: North led T5, East had no trump (S9.3) */
	h.ntricks = 1;
	h.trick_leader[0] = MC_NORTH;
	h.trick_winner[0] = MC_WEST;
	h.played[0] = sc("T5");
	h.played[1] = sc("T7");
	h.played[2] = sc("T6");
	h.played[3] = sc("8s");
	h.last_winner = MC_WEST;
	/* trick 2 so far: South 5c, East Rc, North 6c; West is last */
	h.leader = MC_SOUTH;
	h.nplayed = 3;
	h.trick[0] = sc("5c");
	h.trick[1] = sc("Rc");
	h.trick[2] = sc("6c");
	h.trick_seat[0] = MC_SOUTH;
	h.trick_seat[1] = MC_EAST;
	h.trick_seat[2] = MC_NORTH;
	h.turn = MC_WEST;
	decide(&h, BOT_NORMAL, 1, &d);
	CHECK_EQ(d.cards[0], sc("Dc"));
	decide(&h, BOT_EASY, 1, &d);
	CHECK_EQ(d.cards[0], sc("7c"));
}

void
sicilia_bot_tests(void)
{
	RUN(test_S13_1_bots_decide_from_their_seat_alone);
	RUN(test_easy_scarto_keeps_points);
	RUN(test_easy_bids_by_strength);
	RUN(test_normal_reads_the_called_card);
}

/*
 * draw_test.c -- R4.1: the partnership draw, its ties and redraws, and
 * the seats it leads to.
 */
#include "t.h"

/* A deck whose top cards are the given ones, in order. */
static void
deck_top(mc_card deck[MC_NCARDS], const char *const *cards, int n)
{
	int	 i;

	mc_deck_ordered(deck);
	for (i = 0; i < n; i++)
		deck_place(deck, i, cards[i]);
}

static void
check_order(const struct mc_draw *d, int a, int b, int c, int e)
{
	CHECK_EQ(d->order[0], a);
	CHECK_EQ(d->order[1], b);
	CHECK_EQ(d->order[2], c);
	CHECK_EQ(d->order[3], e);
}

static void
r4_1_highest_draw_deals_second_highest_is_partner(void)
{
	static const char *const top[] = { "T5", "Rc", "T30", "3s" };
	mc_card		 deck[MC_NCARDS];
	struct mc_draw	 d;

	deck_top(deck, top, 4);
	mc_draw_from(deck, &d);
	CHECK_EQ(d.n, 4);
	/* Drawn in seat order, South first. */
	CHECK_EQ(d.player[0], MC_SOUTH);
	CHECK_EQ(d.player[3], MC_WEST);
	check_order(&d, MC_NORTH, MC_SOUTH, MC_EAST, MC_WEST);
}

static void
r4_1_a_red_ace_ties_a_long_ten_and_only_they_redraw(void)
{
	static const char *const top[] = { "1c", "10s", "T1", "2b", "Fb",
	    "Rd" };
	mc_card		 deck[MC_NCARDS];
	struct mc_draw	 d;

	deck_top(deck, top, 6);
	mc_draw_from(deck, &d);
	CHECK_EQ(d.n, 6);
	CHECK_EQ(d.player[4], MC_SOUTH);
	CHECK_EQ(d.player[5], MC_EAST);
	CHECK_EQ(d.round[4], 1);
	CHECK_EQ(d.round[5], 1);
	/* East's Re beats South's Fante; both stay below North. */
	check_order(&d, MC_NORTH, MC_EAST, MC_SOUTH, MC_WEST);
}

static void
r4_1_a_drawn_matto_is_replaced_at_once(void)
{
	static const char *const top[] = { "M", "T10", "T3", "T40", "5c" };
	mc_card		 deck[MC_NCARDS];
	struct mc_draw	 d;

	deck_top(deck, top, 5);
	mc_draw_from(deck, &d);
	CHECK_EQ(d.n, 5);
	CHECK_EQ(d.player[0], MC_SOUTH);
	CHECK_EQ(d.player[1], MC_SOUTH);
	CHECK_EQ(d.round[1], 0);
	CHECK_EQ(d.player[2], MC_EAST);
	check_order(&d, MC_NORTH, MC_SOUTH, MC_EAST, MC_WEST);
}

static void
r4_1_tied_groups_redraw_highest_group_first(void)
{
	static const char *const top[] = { "Rc", "Rs", "5b", "5s", "T2",
	    "T1", "3c", "3b" };
	mc_card		 deck[MC_NCARDS];
	struct mc_draw	 d;

	deck_top(deck, top, 8);
	mc_draw_from(deck, &d);
	CHECK_EQ(d.n, 8);
	CHECK_EQ(d.player[4], MC_SOUTH);
	CHECK_EQ(d.player[5], MC_EAST);
	CHECK_EQ(d.player[6], MC_NORTH);
	CHECK_EQ(d.player[7], MC_WEST);
	/* A red 3 ranks above a long 3 (R1.2). */
	check_order(&d, MC_SOUTH, MC_EAST, MC_NORTH, MC_WEST);
}

static void
r4_1_players_tied_again_draw_again(void)
{
	static const char *const top[] = { "Dc", "Dd", "T20", "T15", "4c",
	    "4d", "T7", "M", "T8" };
	mc_card		 deck[MC_NCARDS];
	struct mc_draw	 d;

	deck_top(deck, top, 9);
	mc_draw_from(deck, &d);
	CHECK_EQ(d.n, 9);
	CHECK_EQ(d.round[6], 2);
	/* East's Matto in the second redraw is replaced by T8. */
	CHECK_EQ(d.player[7], MC_EAST);
	CHECK_EQ(d.player[8], MC_EAST);
	CHECK_EQ(d.round[8], 2);
	check_order(&d, MC_NORTH, MC_WEST, MC_EAST, MC_SOUTH);
}

static void
r4_1_four_kings_tie_and_all_redraw(void)
{
	static const char *const top[] = { "Rc", "Rd", "Rs", "Rb", "T1",
	    "T2", "T3", "T4" };
	mc_card		 deck[MC_NCARDS];
	struct mc_draw	 d;

	deck_top(deck, top, 8);
	mc_draw_from(deck, &d);
	CHECK_EQ(d.n, 8);
	check_order(&d, MC_WEST, MC_NORTH, MC_EAST, MC_SOUTH);
}

static void
r4_1_every_random_draw_orders_all_four_players(void)
{
	struct mc_rng	 r;
	struct mc_draw	 d;
	int		 i, p, seen, maxn = 0;

	mc_rng_seed(&r, 41);
	for (i = 0; i < t_iterations(20000); i++) {
		mc_draw_partners(&r, &d);
		seen = 0;
		for (p = 0; p < MC_NSEATS; p++)
			seen |= 1 << d.order[p];
		CHECK_EQ(seen, 0xf);
		CHECK(d.n >= 4 && d.n <= 61);
		if (d.n > maxn)
			maxn = d.n;
	}
	CHECK(maxn > 4);		/* some ties did happen */
}

static void
r4_1_the_partner_moves_opposite_the_dealer(void)
{
	/* East deals; South, second, swaps with West, opposite East. */
	static const uint8_t order[] = { MC_EAST, MC_SOUTH, MC_NORTH, MC_WEST };
	struct mc_match	 m;

	mc_match_init(&m, MC_MATCH_SET, order);
	CHECK_EQ(m.seat_of[MC_EAST], MC_EAST);
	CHECK_EQ(m.seat_of[MC_SOUTH], MC_WEST);
	CHECK_EQ(m.seat_of[MC_WEST], MC_SOUTH);
	CHECK_EQ(m.seat_of[MC_NORTH], MC_NORTH);
	CHECK_EQ(m.player_at[MC_WEST], MC_SOUTH);
	CHECK_EQ(mc_match_dealer(&m), MC_EAST);
	CHECK_EQ(mc_match_partner(&m), MC_SOUTH);
}

void
draw_tests(void)
{
	RUN(r4_1_highest_draw_deals_second_highest_is_partner);
	RUN(r4_1_a_red_ace_ties_a_long_ten_and_only_they_redraw);
	RUN(r4_1_a_drawn_matto_is_replaced_at_once);
	RUN(r4_1_tied_groups_redraw_highest_group_first);
	RUN(r4_1_players_tied_again_draw_again);
	RUN(r4_1_four_kings_tie_and_all_redraw);
	RUN(r4_1_every_random_draw_orders_all_four_players);
	RUN(r4_1_the_partner_moves_opposite_the_dealer);
}

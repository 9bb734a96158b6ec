/*
 * match_test.c -- R4.2-R4.4 and R7.6: the dealer's rotation, the giri,
 * the partners' changes, and the rests per player.
 */
#include "t.h"

static const uint8_t order[] = { MC_EAST, MC_SOUTH, MC_NORTH, MC_WEST };

static void
r4_2_the_deal_passes_to_the_right_after_every_hand(void)
{
	struct mc_match	 m;
	int		 h;

	mc_match_init(&m, MC_MATCH_SET, order);
	for (h = 0; h < 12; h++) {
		CHECK_EQ(mc_match_dealer(&m), (MC_EAST + h) % 4);
		mc_match_next_hand(&m);
	}
}

static void
r4_2_each_player_deals_once_in_every_giro(void)
{
	struct mc_match	 m;
	int		 g, h, dealt;

	mc_match_init(&m, MC_MATCH_SET, order);
	for (g = 0; g < 3; g++) {
		dealt = 0;
		for (h = 0; h < 4; h++) {
			CHECK_EQ(mc_match_giro(&m), g);
			dealt |= 1 << m.player_at[mc_match_dealer(&m)];
			mc_match_next_hand(&m);
		}
		CHECK_EQ(dealt, 0xf);
	}
}

static void
r4_3_partners_rotate_over_three_giri(void)
{
	struct mc_match	 m;
	int		 g, h, p, partnered = 0;
	uint8_t		 before[MC_NSEATS];

	mc_match_init(&m, MC_MATCH_SET, order);
	for (g = 0; g < 3; g++) {
		/* The first dealer never moves; his partner sits opposite. */
		CHECK_EQ(m.seat_of[MC_EAST], MC_EAST);
		CHECK_EQ(mc_match_partner(&m), order[g + 1]);
		CHECK_EQ(m.player_at[MC_WEST], order[g + 1]);
		partnered |= 1 << mc_match_partner(&m);
		memcpy(before, m.seat_of, sizeof(before));
		for (h = 0; h < 4; h++)
			CHECK_EQ(mc_match_next_hand(&m), h == 3 && g < 2);
		/* Only the new partner and the one he replaces move. */
		for (p = 0; p < MC_NSEATS; p++)
			if (g < 2 && p != order[g + 1] && p != order[g + 2])
				CHECK_EQ(m.seat_of[p], before[p]);
	}
	CHECK_EQ(partnered, 0xf & ~(1 << MC_EAST));
	CHECK(mc_match_over(&m));
}

static void
r4_3_seats_after_each_giro(void)
{
	struct mc_match	 m;
	int		 h;

	mc_match_init(&m, MC_MATCH_SET, order);
	/* Giro 1: S at West, W at South. */
	CHECK_EQ(m.player_at[MC_SOUTH], MC_WEST);
	for (h = 0; h < 4; h++)
		mc_match_next_hand(&m);
	/* Giro 2: N swaps with S (at West). */
	CHECK_EQ(m.player_at[MC_WEST], MC_NORTH);
	CHECK_EQ(m.player_at[MC_NORTH], MC_SOUTH);
	CHECK_EQ(m.player_at[MC_SOUTH], MC_WEST);
	for (h = 0; h < 4; h++)
		mc_match_next_hand(&m);
	/* Giro 3: W (at South) swaps with N (at West). */
	CHECK_EQ(m.player_at[MC_WEST], MC_WEST);
	CHECK_EQ(m.player_at[MC_SOUTH], MC_NORTH);
	CHECK_EQ(m.player_at[MC_NORTH], MC_SOUTH);
	CHECK_EQ(m.player_at[MC_EAST], MC_EAST);
}

static void
r4_4_a_match_is_a_hand_a_giro_or_a_set(void)
{
	static const enum mc_length lengths[] = { MC_MATCH_HAND, MC_MATCH_GIRO,
	    MC_MATCH_SET };
	struct mc_match	 m;
	int		 i, hands;

	for (i = 0; i < 3; i++) {
		mc_match_init(&m, lengths[i], order);
		for (hands = 0; !mc_match_over(&m); hands++)
			mc_match_next_hand(&m);
		CHECK_EQ(hands, (int)lengths[i]);
	}
}

static void
r7_6_rests_pass_from_each_loser_to_a_winner(void)
{
	struct mc_match	 m;
	int		 p, sum = 0;

	mc_match_init(&m, MC_MATCH_SET, order);
	mc_match_pay(&m, mc_seat_side(m.seat_of[MC_EAST]), 3);
	CHECK_EQ(m.rests[MC_EAST], 3);
	CHECK_EQ(m.rests[MC_SOUTH], 3);		/* East's partner */
	CHECK_EQ(m.rests[MC_NORTH], -3);
	CHECK_EQ(m.rests[MC_WEST], -3);
	for (p = 0; p < MC_NSEATS; p++)
		sum += m.rests[p];
	CHECK_EQ(sum, 0);
	/* Totals are kept per giro too. */
	for (p = 0; p < 4; p++)
		mc_match_next_hand(&m);
	mc_match_pay(&m, MC_NS, 2);
	CHECK_EQ(m.giro_rests[0][MC_EAST], 3);
	CHECK_EQ(m.giro_rests[1][m.player_at[MC_NORTH]], 2);
	CHECK_EQ(m.rests[m.player_at[MC_NORTH]],
	    m.giro_rests[0][m.player_at[MC_NORTH]] + 2);
}

void
match_tests(void)
{
	RUN(r4_2_the_deal_passes_to_the_right_after_every_hand);
	RUN(r4_2_each_player_deals_once_in_every_giro);
	RUN(r4_3_partners_rotate_over_three_giri);
	RUN(r4_3_seats_after_each_giro);
	RUN(r4_4_a_match_is_a_hand_a_giro_or_a_set);
	RUN(r7_6_rests_pass_from_each_loser_to_a_winner);
}

/*
 * rng_test.c -- R5.1, R5.2: the seeded generator, the unbiased draw,
 * the Fisher-Yates shuffle and the bottom-card rule.  The statistical
 * tests use fixed seeds, so they are exact, not flaky; their thresholds
 * are the chi-square 0.1% points.
 */
#include "t.h"

static double
chi_square(const long *counts, int k, double expected)
{
	double	 x = 0;
	int	 i;

	for (i = 0; i < k; i++)
		x += (counts[i] - expected) * (counts[i] - expected) / expected;
	return x;
}

static void
r5_1_a_seed_reproduces_its_stream(void)
{
	struct mc_rng	 a, b, c;
	int		 i, same = 0;

	mc_rng_seed(&a, 42);
	mc_rng_seed(&b, 42);
	mc_rng_seed(&c, 43);
	for (i = 0; i < 1000; i++) {
		uint64_t x = mc_rng_next(&a);

		CHECK(x == mc_rng_next(&b));
		same += x == mc_rng_next(&c);
	}
	CHECK_EQ(same, 0);
	/* Game records depend on this stream: it must never change. */
	mc_rng_seed(&a, 0);
	CHECK(mc_rng_next(&a) == 0x99ec5f36cb75f2b4ULL);
}

static void
r5_1_a_seed_reproduces_its_deal(void)
{
	static const char *const top[] = { "Cc", "T1", "M", "4c", "T8",
	    "T39", "T35", "T23" };
	struct mc_rng	 r;
	mc_card		 deck[MC_NCARDS];
	int		 i;

	/* Game records name a seed's deck: the shuffle must never change. */
	mc_rng_seed(&r, 0);
	mc_deck_ordered(deck);
	mc_deck_shuffle(&r, deck);
	for (i = 0; i < 8; i++)
		CHECK_EQ(deck[i], card(top[i]));
	CHECK_EQ(deck[96], card("T17"));
}

static void
r5_1_bounded_draws_are_uniform(void)
{
	struct mc_rng	 r;
	long		 counts[97] = { 0 };
	int		 i, same;

	mc_rng_seed(&r, 1);
	for (i = 0; i < 97 * 2000; i++)
		counts[mc_rng_below(&r, 97)]++;
	CHECK(chi_square(counts, 97, 2000) < 144.6);	/* 96 df */
	/* A range of 3 * 2^30 shows any bias of a bare multiply-shift:
	 * without the rejection, multiples of 3 come up half the time. */
	for (i = 0, same = 0; i < 300000; i++)
		same += mc_rng_below(&r, 3u << 30) % 3 == 0;
	CHECK(same > 98000 && same < 102000);
	for (i = 0; i < 1000; i++) {
		CHECK(mc_rng_below(&r, 1) == 0);
		CHECK(mc_rng_below(&r, 3) < 3);
	}
}

static void
r5_1_shuffle_makes_every_permutation_equally_likely(void)
{
	struct mc_rng	 r;
	long		 counts[24] = { 0 };
	mc_card		 a[4];
	int		 i, j, code, k;

	mc_rng_seed(&r, 2);
	for (i = 0; i < 240000; i++) {
		for (j = 0; j < 4; j++)
			a[j] = (mc_card)j;
		mc_shuffle(&r, a, 4);
		/* Lehmer code of the permutation: 0..23. */
		code = 0;
		for (j = 0; j < 4; j++) {
			int smaller = 0;

			for (k = j + 1; k < 4; k++)
				smaller += a[k] < a[j];
			code = code * (4 - j) + smaller;
		}
		counts[code]++;
	}
	CHECK(chi_square(counts, 24, 10000) < 49.7);	/* 23 df */
	for (i = 0; i < 24; i++)
		CHECK(counts[i] > 0);
}

static void
r5_1_shuffle_puts_a_card_anywhere_uniformly(void)
{
	struct mc_rng	 r;
	long		 first[97] = { 0 }, last[97] = { 0 };
	mc_card		 deck[MC_NCARDS];
	int		 i, p;

	mc_rng_seed(&r, 3);
	for (i = 0; i < 97 * 300; i++) {
		mc_deck_ordered(deck);
		mc_shuffle(&r, deck, MC_NCARDS);
		for (p = 0; p < MC_NCARDS; p++) {
			if (deck[p] == 0)
				first[p]++;
			if (deck[p] == MC_MATTO)
				last[p]++;
		}
	}
	CHECK(chi_square(first, 97, 300) < 144.6);
	CHECK(chi_square(last, 97, 300) < 144.6);
}

static void
r5_1_shuffled_deck_never_has_a_counting_card_at_the_bottom(void)
{
	struct mc_rng	 r;
	mc_card		 deck[MC_NCARDS];
	int		 i, bottoms[MC_NCARDS] = { 0 }, distinct = 0;

	mc_rng_seed(&r, 4);
	mc_deck_ordered(deck);
	for (i = 0; i < 20000; i++) {
		mc_deck_shuffle(&r, deck);
		CHECK(!mc_is_counting(deck[MC_NCARDS - 1]));
		CHECK_EQ(mc_deck_check(deck), MC_OK);
		bottoms[deck[MC_NCARDS - 1]]++;
	}
	for (i = 0; i < MC_NCARDS; i++)
		distinct += bottoms[i] > 0;
	CHECK_EQ(distinct, MC_NCARDS - 25);	/* every non-counting card */
}

static void
r5_2_random_cut_lifts_14_to_83_cards(void)
{
	struct mc_rng	 r;
	int		 i, n, seen[100] = { 0 };

	mc_rng_seed(&r, 5);
	for (i = 0; i < 20000; i++) {
		n = mc_cut_random(&r);
		CHECK(n >= 14 && n <= 83);
		if (n >= 0 && n < 100)
			seen[n]++;
	}
	for (n = 14; n <= 83; n++)
		CHECK(seen[n] > 0);
}

void
rng_tests(void)
{
	RUN(r5_1_a_seed_reproduces_its_stream);
	RUN(r5_1_a_seed_reproduces_its_deal);
	RUN(r5_1_bounded_draws_are_uniform);
	RUN(r5_1_shuffle_makes_every_permutation_equally_likely);
	RUN(r5_1_shuffle_puts_a_card_anywhere_uniformly);
	RUN(r5_1_shuffled_deck_never_has_a_counting_card_at_the_bottom);
	RUN(r5_2_random_cut_lifts_14_to_83_cards);
}

/*
 * bench.c -- figures for `make bench`: how fast the engine shuffles,
 * cuts and deals.  Prints "name: value" lines; never fails on time.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <time.h>

#include "minchiate.h"

static double
now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

int
main(void)
{
	struct mc_rng	 r;
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS], cards[MC_NCARDS];
	int		 i, n = 200000, seat, k;
	unsigned long	 robbed = 0;
	double		 t0, t;

	mc_rng_seed(&r, 1);
	t0 = now();
	for (i = 0; i < n; i++) {
		mc_deck_ordered(deck);
		mc_deck_shuffle(&r, deck);
		mc_hand_init(&h, 0, i % 4, deck, NULL);
		mc_hand_cut(&h, mc_cut_random(&r));
		while (h.phase == MC_PHASE_DISCARD) {
			seat = mc_hand_to_act(&h);
			k = mc_hand_cards(&h, seat, cards);
			(void)k;
			mc_hand_discard(&h, seat, cards, h.owed[seat]);
		}
		robbed += h.nrobbed;
	}
	t = now() - t0;
	printf("deals: %d\n", n);
	printf("deal_us: %.2f\n", t / n * 1e6);
	printf("deals_per_s: %.0f\n", n / t);
	printf("robbed_per_deal: %.3f\n", (double)robbed / n);
	printf("hand_bytes: %zu\n", sizeof(struct mc_hand));
	return 0;
}

/*
 * rng.c -- the library's seeded random numbers: xoshiro256** seeded with
 * splitmix64, an unbiased bounded draw (mc_core.h) and the Fisher-Yates
 * shuffle.  Every random choice of either game comes from here, so a
 * seed and the players' decisions reproduce a game exactly (R5.1, S4.1).
 */
#include "core.h"

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
mc_rng_seed(struct mc_rng *r, uint64_t seed)
{
	int	 i;

	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

/*
 * The slow path of mc_rng_below: when the low half of the product falls
 * under 2^32 mod n, draw again until it does not.
 */
uint32_t
mc_rng_reject(struct mc_rng *r, uint32_t n, uint64_t m)
{
	uint32_t threshold;

	if (n == 0)
		return 0;
	threshold = (0u - n) % n;	/* 2^32 mod n */
	while ((uint32_t)m < threshold)
		m = (uint64_t)mc_rng_next32(r) * n;
	return (uint32_t)(m >> 32);
}

/* Fisher-Yates: the last place first, each from the cards still left. */
void
mc_shuffle(struct mc_rng *r, uint8_t *cards, size_t n)
{
	struct mc_rng	 rng = *r;	/* a local: stores to cards miss it */
	size_t		 i;

	for (i = n; i > 1; i--)
		mc_i_swap_in(&rng, cards, i - 1);
	*r = rng;
}


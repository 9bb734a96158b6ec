/*
 * rng.c -- the engine's seeded random numbers: xoshiro256** seeded with
 * splitmix64, an unbiased bounded draw, and the Fisher-Yates shuffle.
 * Every random choice of the game comes from here, so a seed and the
 * players' decisions reproduce a game exactly (R5.1).
 */
#include "engine.h"

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

void
mc_rng_seed(struct mc_rng *r, uint64_t seed)
{
	int	 i;

	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

uint64_t
mc_rng_next(struct mc_rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

/*
 * Uniform in 0..n-1 by Lemire's multiply-and-shift: the high 32 bits of
 * a draw times n, with the few products that would favour some values
 * drawn again.  No division on the common path.
 */
uint32_t
mc_rng_below(struct mc_rng *r, uint32_t n)
{
	uint64_t m = (mc_rng_next(r) >> 32) * n;
	uint32_t threshold;

	if ((uint32_t)m < n) {
		threshold = (0u - n) % n;	/* 2^32 mod n */
		while ((uint32_t)m < threshold)
			m = (mc_rng_next(r) >> 32) * n;
	}
	return (uint32_t)(m >> 32);
}

void
mc_shuffle(struct mc_rng *r, mc_card *cards, size_t n)
{
	size_t	 i, j;
	mc_card	 t;

	for (i = n; i > 1; i--) {
		j = mc_rng_below(r, (uint32_t)i);
		t = cards[i - 1];
		cards[i - 1] = cards[j];
		cards[j] = t;
	}
}

/* R5.1: shuffle until the bottom card is not a counting card. */
void
mc_deck_shuffle(struct mc_rng *r, mc_card deck[MC_NCARDS])
{
	do
		mc_shuffle(r, deck, MC_NCARDS);
	while (mc_is_counting(deck[MC_NCARDS - 1]));
}

/* R5.2: a cut of 14 to 83 cards. */
int
mc_cut_random(struct mc_rng *r)
{
	return 14 + (int)mc_rng_below(r, 83 - 14 + 1);
}

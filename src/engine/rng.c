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

/* Swaps cards[i] with a card drawn from cards[0..i]; inline, so that
 * the shuffles keep their generator in registers. */
static inline void
swap_in(struct mc_rng *r, mc_card *cards, size_t i)
{
	size_t	 j = mc_rng_below(r, (uint32_t)(i + 1));
	mc_card	 t = cards[i];

	cards[i] = cards[j];
	cards[j] = t;
}

/* Fisher-Yates: the last place first, each from the cards still left. */
void
mc_shuffle(struct mc_rng *r, mc_card *cards, size_t n)
{
	struct mc_rng	 rng = *r;	/* a local: stores to cards miss it */
	size_t		 i;

	for (i = n; i > 1; i--)
		swap_in(&rng, cards, i - 1);
	*r = rng;
}

/*
 * R5.1: shuffle until the bottom card is not a counting card.  The
 * bottom card is the first one a Fisher-Yates shuffle settles, so a
 * shuffle that would end on a counting card is started again at once:
 * the same uniform choice among the decks the rule allows.
 */
void
mc_deck_shuffle(struct mc_rng *r, mc_card deck[MC_NCARDS])
{
	struct mc_rng	 rng = *r;	/* a local: stores to deck miss it */
	size_t		 i;

	do
		swap_in(&rng, deck, MC_NCARDS - 1);
	while (card_value(deck[MC_NCARDS - 1]) > 0);
	for (i = MC_NCARDS - 1; i > 1; i--)
		swap_in(&rng, deck, i - 1);
	*r = rng;
}

/* R5.2: a cut of 14 to 83 cards. */
int
mc_cut_random(struct mc_rng *r)
{
	return 14 + (int)mc_rng_below(r, 83 - 14 + 1);
}

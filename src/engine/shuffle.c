/*
 * shuffle.c -- R5.1, R5.2: Minchiate's shuffle, which never leaves a
 * counting card at the bottom, and a random cut; the generator and the
 * plain shuffle are the common core's (src/core/rng.c).
 */
#include "engine.h"

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
		mc_i_swap_in(&rng, deck, MC_NCARDS - 1);
	while (card_value(deck[MC_NCARDS - 1]) > 0);
	for (i = MC_NCARDS - 1; i > 1; i--)
		mc_i_swap_in(&rng, deck, i - 1);
	*r = rng;
}

/* R5.2: a cut of 14 to 83 cards. */
int
mc_cut_random(struct mc_rng *r)
{
	return 14 + (int)mc_rng_below(r, 83 - 14 + 1);
}

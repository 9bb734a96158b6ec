/*
 * random.c -- the baseline: every decision uniform among the legal ones.
 */
#include <string.h>

#include "bot.h"

int
random_discard(struct bot *b, const struct mc_view *v, mc_card *out)
{
	mc_card	 cards[MC_NCARDS];
	int	 n = mc_hand_cards(&v->hand, v->seat, cards);

	mc_shuffle(&b->rng, cards, (size_t)n);
	memcpy(out, cards, v->hand.owed[v->seat]);
	return v->hand.owed[v->seat];
}

unsigned
random_declare(struct bot *b, const struct mc_view *v)
{
	struct mc_versicola	 vs[MC_VERSICOLE_MAX];
	int			 n;

	n = mc_hand_versicole(&v->hand, v->hand.play.turn, vs);
	return mc_rng_below(&b->rng, 1u << n);
}

mc_card
random_play(struct bot *b, const struct mc_view *v)
{
	mc_card	 cards[MC_NCARDS];
	size_t	 n = mc_hand_legal_plays(&v->hand, cards);

	return cards[mc_rng_below(&b->rng, (uint32_t)n)];
}

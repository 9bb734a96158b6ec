/*
 * playout.c -- a hand played to its end by uniformly random decisions:
 * each card drawn from the legal set (R6), each declaration a random
 * choice among the player's versicole (R6.3), each optional fall a coin
 * (R10.1).  The legal set is made once per card, not once to choose and
 * again to check: this is the inner loop of search and of `make bench`.
 */
#include "engine.h"

/* A uniformly random card of a non-empty set: one count per word. */
static mc_card
pick(const struct mc_cards *set, struct mc_rng *r)
{
	uint64_t w0 = set->w[0], w1 = set->w[1];
	int	 n0 = mc_popcount64(w0);
	int	 k = (int)mc_rng_below(r, (uint32_t)(n0 + mc_popcount64(w1)));
	int	 high = k >= n0;
	uint64_t w = high ? w1 : w0;

	for (k -= high ? n0 : 0; k > 0; k--)
		w &= w - 1;
	return (mc_card)(64 * high + __builtin_ctzll(w));
}

void
mc_hand_playout(struct mc_hand *h, struct mc_rng *r)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	struct mc_cards		 legal;
	int			 n;

	for (;;) {
		switch (h->phase) {
		case MC_PHASE_PLAY:
			legal = mc_hand_legal(h);
			play_legal(h, pick(&legal, r));
			break;
		case MC_PHASE_DECLARE:
			n = mc_hand_versicole(h, h->play.turn, v);
			mc_hand_declare(h, h->play.turn,
			    mc_rng_below(r, 1u << n));
			break;
		case MC_PHASE_FALL:
			mc_hand_fall(h, h->play.asking, mc_rng_below(r, 2));
			break;
		default:
			return;
		}
	}
}

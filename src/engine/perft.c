/*
 * perft.c -- the number of legal play sequences from a position to a
 * given depth: a check of move generation against an independent count
 * (tests/perft/) and a benchmark.  Only plays count as steps; a
 * declaration is made whole (every versicola), and under optional
 * cascare both answers to "fall?" are followed, without a step.
 */
#include "engine.h"

uint64_t
mc_perft(struct mc_hand *h, int depth)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	struct mc_undo		 u;
	struct mc_hand		 copy;
	struct mc_cards		 legal;
	uint64_t		 n = 0;
	mc_card			 c;
	int			 i;

	if (depth == 0)
		return 1;
	switch (h->phase) {
	case MC_PHASE_PLAY:
		legal = mc_hand_legal(h);
		for (i = 0; i < 2; i++)
			for (uint64_t w = legal.w[i]; w != 0; w &= w - 1) {
				c = (mc_card)(i * 64 + __builtin_ctzll(w));
				mc_hand_play_undo(h, c, &u);
				n += mc_perft(h, depth - 1);
				mc_hand_undo(h, &u);
			}
		return n;
	case MC_PHASE_DECLARE:
		copy = *h;
		mc_hand_declare(&copy, copy.play.turn,
		    (1u << mc_hand_versicole(&copy, copy.play.turn, v)) - 1);
		return mc_perft(&copy, depth);
	case MC_PHASE_FALL:
		for (i = 0; i < 2; i++) {
			copy = *h;
			mc_hand_fall(&copy, copy.play.asking, i == 1);
			n += mc_perft(&copy, depth);
		}
		return n;
	default:
		return 1;
	}
}

/*
 * decision.c -- a decision as one value: which one the hand waits for,
 * and making it.  Front ends, computer players and game records all go
 * through here, so a decision is checked by the engine once.
 */
#include <string.h>

#include "engine.h"

void
mc_decision_due(const struct mc_hand *h, struct mc_decision *d)
{
	static const enum mc_decision_kind kinds[] = {
		[MC_PHASE_CUT] = MC_DECIDE_CUT,
		[MC_PHASE_DISCARD] = MC_DECIDE_DISCARD,
		[MC_PHASE_PLAY] = MC_DECIDE_PLAY,
		[MC_PHASE_DECLARE] = MC_DECIDE_DECLARE,
		[MC_PHASE_FALL] = MC_DECIDE_FALL,
		[MC_PHASE_OVER] = MC_DECIDE_PLAY,
	};

	memset(d, 0, sizeof(*d));
	d->kind = kinds[h->phase];
	/* R6.11: a fallen player's card is his, whoever chooses it. */
	d->seat = d->kind == MC_DECIDE_PLAY ? h->play.turn : mc_hand_to_act(h);
}

enum mc_err
mc_decision_apply(struct mc_hand *h, const struct mc_decision *d)
{
	switch (d->kind) {
	case MC_DECIDE_CUT:
		return mc_hand_cut(h, d->n);
	case MC_DECIDE_DISCARD:
		return mc_hand_discard(h, d->seat, d->cards, (size_t)d->n);
	case MC_DECIDE_DECLARE:
		return mc_hand_declare(h, d->seat, d->which);
	case MC_DECIDE_FALL:
		return mc_hand_fall(h, d->seat, d->yes);
	case MC_DECIDE_PLAY:
		if (h->phase == MC_PHASE_PLAY && d->seat != h->play.turn)
			return MC_ERR_OUT_OF_TURN;
		return mc_hand_play(h, d->cards[0]);
	}
	return MC_ERR_PHASE;
}

enum mc_err
mc_decision_check(const struct mc_hand *h, const struct mc_decision *d)
{
	struct mc_hand	 copy = *h;

	copy.log = NULL;	/* nothing is told of a trial */
	return mc_decision_apply(&copy, d);
}

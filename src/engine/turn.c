/*
 * turn.c -- whose turn it is: the seat that makes the next decision, in
 * whichever phase the hand is.  Each phase asks its own file; the hand
 * moves on from one to the next (deal.c, scarto.c, play.c, end.c), so
 * this sits above them all.
 */
#include "engine.h"

/* Which seat makes the next decision, or -1 when none is due. */
int
mc_hand_to_act(const struct mc_hand *h)
{
	switch (h->phase) {
	case MC_PHASE_CUT:
		return h->robber;		/* R5.2: the cutter */
	case MC_PHASE_DISCARD:
		return mc_i_scarto_to_act(h);	/* R5.9 */
	case MC_PHASE_PLAY:
		return mc_i_play_to_act(h);	/* R6.1, R6.11 */
	case MC_PHASE_DECLARE:
		return h->play.turn;		/* R6.3 */
	case MC_PHASE_FALL:
		return h->play.asking;		/* R10.1 */
	default:
		return -1;
	}
}

/*
 * hand.c -- the hand's decisions: which one it waits for, and making
 * one, each passed to the file of its phase.
 */
#include "sicilia_i.h"

int
ts_hand_to_act(const struct ts_hand *h)
{
	return h->phase == TS_PHASE_OVER ? -1 : h->turn;
}

void
ts_decision_due(const struct ts_hand *h, struct ts_decision *d)
{
	static const enum ts_decision_kind kinds[] = {
		[TS_PHASE_CUT] = TS_DECIDE_CUT,
		[TS_PHASE_BID1] = TS_DECIDE_BID,
		[TS_PHASE_BID2] = TS_DECIDE_BID,
		[TS_PHASE_SCARTO] = TS_DECIDE_SCARTO,
		[TS_PHASE_SCOMMESSA] = TS_DECIDE_SCOMMESSA,
		[TS_PHASE_RIVANTO] = TS_DECIDE_RIVANTO,
		[TS_PHASE_PLAY] = TS_DECIDE_PLAY,
		[TS_PHASE_OVER] = TS_DECIDE_PLAY
	};
	int	 i;

	d->kind = kinds[h->phase];
	d->seat = h->turn;
	d->n = 0;
	d->bid = TS_BID_PASS;
	for (i = 0; i < TS_MONTE; i++)
		d->cards[i] = TS_NOCARD;
	d->yes = false;
}

enum ts_err
ts_decision_apply(struct ts_hand *h, const struct ts_decision *d)
{
	if (d->seat < 0 || d->seat >= MC_NSEATS)
		return TS_ERR_SEAT;
	switch (d->kind) {
	case TS_DECIDE_CUT:
		return ts_i_cut(h, d->seat, d->n);
	case TS_DECIDE_BID:
		return ts_i_bid(h, d->seat, d->bid);
	case TS_DECIDE_SCARTO:
		return ts_i_scarto(h, d->seat, d->cards);
	case TS_DECIDE_SCOMMESSA:
		return ts_i_scommessa(h, d->seat, d->yes);
	case TS_DECIDE_RIVANTO:
		return ts_i_rivanto(h, d->seat, d->yes);
	case TS_DECIDE_PLAY:
		return ts_i_play(h, d->seat, d->cards[0]);
	}
	return TS_ERR_PHASE;
}

enum ts_err
ts_decision_check(const struct ts_hand *h, const struct ts_decision *d)
{
	struct ts_hand	 copy = *h;

	copy.log = NULL;
	return ts_decision_apply(&copy, d);
}

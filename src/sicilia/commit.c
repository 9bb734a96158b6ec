/*
 * commit.c -- S8: before the first lead, the declarer holding Giove and
 * the Fuggitivo may say scommessa; then the others are asked in turn
 * from his right whether they say mi rivanto, the first opponent who
 * does making it.  The secret partner is asked too, and may only say no
 * (S8.3), so the questions tell nothing.
 */
#include "sicilia_i.h"

static void
rivanto_begin(struct ts_hand *h)
{
	h->phase = TS_PHASE_RIVANTO;
	h->asked = 0;
	h->turn = (uint8_t)mc_seat_right(h->declarer);
}

void
ts_i_commitments_begin(struct ts_hand *h)
{
	ts_cards	 need = ts_bit(ts_trump(20)) | ts_bit(TS_FUGGITIVO);

	if ((h->held[h->declarer] & need) == need) {
		h->phase = TS_PHASE_SCOMMESSA;
		h->turn = (uint8_t)h->declarer;
	} else
		rivanto_begin(h);
}

enum ts_err
ts_i_scommessa(struct ts_hand *h, int seat, bool yes)
{
	if (h->phase != TS_PHASE_SCOMMESSA)
		return TS_ERR_PHASE;
	if (seat != h->declarer)
		return TS_ERR_NOT_YOUR_TURN;
	h->scommessa = yes;
	/* S13.1: a bet is heard by all; declining it, he says nothing, so
	 * the others never learn he held Giove and the Fuggitivo. */
	ts_i_log(h, TS_EV_SCOMMESSA, seat, TS_NOCARD, yes,
	    yes ? TS_ALL_SEATS : 1u << seat);
	rivanto_begin(h);
	return TS_OK;
}

bool
ts_i_rivanto_allowed(const struct ts_hand *h, int seat)
{
	return seat != h->partner && seat != h->declarer;
}

enum ts_err
ts_i_rivanto(struct ts_hand *h, int seat, bool yes)
{
	if (h->phase != TS_PHASE_RIVANTO)
		return TS_ERR_PHASE;
	if (seat != h->turn)
		return TS_ERR_NOT_YOUR_TURN;
	if (yes && !ts_i_rivanto_allowed(h, seat))
		return TS_ERR_RIVANTO;
	h->asked |= (uint8_t)(1u << seat);
	ts_i_log(h, TS_EV_RIVANTO, seat, TS_NOCARD, yes, TS_ALL_SEATS);
	if (yes)
		h->rivanto = (int8_t)seat;
	h->turn = (uint8_t)mc_seat_right(seat);
	if (yes || h->turn == h->declarer)
		ts_i_play_begin(h);
	return TS_OK;
}

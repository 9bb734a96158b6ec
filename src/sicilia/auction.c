/*
 * auction.c -- S5, S6.3-S6.5: the two rounds of bids, once each and
 * rising; what a call or a solo makes of the hand, and what happens when
 * all pass: Giove's holder must call, or the hand is thrown in.
 */
#include "sicilia_i.h"

unsigned
ts_hand_bids(const struct ts_hand *h)
{
	if (h->phase == TS_PHASE_BID1)
		return 1u << TS_BID_PASS | 1u << TS_BID_SOLO;		/* S5.1 */
	if (h->phase != TS_PHASE_BID2)
		return 0;
	return 1u << TS_BID_PASS | 1u << TS_BID_SOLO |			/* S5.3 */
	    (h->caller < 0 ? 1u << TS_BID_CALL : 0);
}

/* The auction is over: the declarer takes the monte (S7.1). */
static void
declared(struct ts_hand *h, enum ts_contract contract, int declarer)
{
	h->contract = contract;
	h->declarer = (int8_t)declarer;
	ts_i_take_monte(h);
}

/*
 * S5.5, S6.3-S6.5: round 2 is over.  A call stands, its card's holder
 * the partner, or the caller alone if it is in the monte; all passed,
 * Giove's holder must call once he has the monte and his scarto, or
 * nobody plays.
 */
static void
round2_over(struct ts_hand *h)
{
	int	 giove = ts_i_holder(h, ts_trump(20));

	if (h->caller >= 0) {
		h->partner = (int8_t)ts_i_holder(h, h->called);
		if (h->partner < 0) {
			h->partner_known = true;	/* shown with the monte */
			declared(h, TS_FORCED_SOLO, h->caller);
		} else
			declared(h, TS_CALLED, h->caller);
		return;
	}
	if ((h->variants & TS_VAR_REDEAL) || giove < 0) {
		h->contract = TS_THROWN_IN;
		h->phase = TS_PHASE_OVER;
		ts_i_log(h, TS_EV_THROWN_IN, h->dealer, TS_NOCARD, 0,
		    TS_ALL_SEATS);
		return;
	}
	ts_i_log(h, TS_EV_FORCED, giove, ts_trump(20), 0, TS_ALL_SEATS);
	declared(h, TS_FORCED_CALL, giove);
}

/* S5.1, S5.2: a stata ends the auction; four passes complete the deal. */
static void
round1_bid(struct ts_hand *h, int seat, enum ts_bid bid)
{
	if (bid == TS_BID_SOLO) {
		ts_i_deal_round(h, 1);
		ts_i_deal_round(h, 2);
		declared(h, TS_STATA, seat);
		return;
	}
	h->turn = (uint8_t)mc_seat_right(seat);
	if (++h->spoken < MC_NSEATS)
		return;
	ts_i_deal_round(h, 1);
	ts_i_deal_round(h, 2);
	h->phase = TS_PHASE_BID2;
	h->spoken = 0;
	h->turn = (uint8_t)mc_seat_right(h->dealer);
}

/* S5.3, S5.4, S6.1: once each, rising; a solo ends the auction. */
static void
round2_bid(struct ts_hand *h, int seat, enum ts_bid bid)
{
	if (bid == TS_BID_SOLO) {
		declared(h, TS_SOLO, seat);
		return;
	}
	if (bid == TS_BID_CALL) {
		h->caller = (int8_t)seat;
		h->called = ts_call_card(h->held[seat]);
		ts_i_log(h, TS_EV_CALL, seat, h->called, 0, TS_ALL_SEATS);
	}
	h->turn = (uint8_t)mc_seat_right(seat);
	if (++h->spoken == MC_NSEATS)
		round2_over(h);
}

enum ts_err
ts_i_bid(struct ts_hand *h, int seat, enum ts_bid bid)
{
	int	 round = h->phase == TS_PHASE_BID1 ? 0 : 1;

	if (h->phase != TS_PHASE_BID1 && h->phase != TS_PHASE_BID2)
		return TS_ERR_PHASE;
	if (seat != h->turn)
		return TS_ERR_NOT_YOUR_TURN;
	if ((int)bid < TS_BID_PASS || bid > TS_BID_SOLO ||
	    !(ts_hand_bids(h) >> bid & 1))
		return TS_ERR_BID;
	h->bid[round][seat] = (int8_t)bid;
	ts_i_log(h, TS_EV_BID, seat, TS_NOCARD, (int)bid + round * TS_ROUND2,
	    TS_ALL_SEATS);
	if (round == 0)
		round1_bid(h, seat, bid);
	else
		round2_bid(h, seat, bid);
	return TS_OK;
}

const char *
ts_contract_word(enum ts_contract c)
{
	static const char *const words[] = {
		[TS_NO_CONTRACT] = "none", [TS_STATA] = "stata",
		[TS_SOLO] = "solo", [TS_CALLED] = "call",
		[TS_FORCED_CALL] = "forced-call",
		[TS_FORCED_SOLO] = "forced-solo",
		[TS_THROWN_IN] = "thrown-in"
	};

	return (int)c >= 0 && c <= TS_THROWN_IN ? words[c] : "?";
}

int
ts_hand_side(const struct ts_hand *h, int seat)
{
	if (h->declarer < 0 || h->contract == TS_THROWN_IN)
		return -1;
	return seat == h->declarer || seat == h->partner ? 0 : 1;
}

/*
 * deal.c -- S4: the shuffle, the cut by the dealer's left, the first
 * round of packets of five, the dealer's look at the bottom card, and
 * the two rounds that complete the deal; the monte is what is left.
 */
#include <string.h>

#include "sicilia_i.h"

/* S1.1: is deck each of the 63 cards once? */
static bool
deck_ok(const ts_card deck[TS_NCARDS])
{
	ts_cards	 seen = 0;
	int		 i;

	for (i = 0; i < TS_NCARDS; i++) {
		if (deck[i] >= TS_NCARDS || ts_has(seen, deck[i]))
			return false;
		seen |= ts_bit(deck[i]);
	}
	return true;
}

void
ts_deck_shuffle(struct mc_rng *r, ts_card deck[TS_NCARDS])
{
	int	 i;

	for (i = 0; i < TS_NCARDS; i++)
		deck[i] = (ts_card)i;
	mc_shuffle(r, deck, TS_NCARDS);
}

enum ts_err
ts_hand_init(struct ts_hand *h, unsigned variants, int dealer,
    const ts_card deck[TS_NCARDS], struct ts_log *log)
{
	if (dealer < 0 || dealer >= MC_NSEATS)
		return TS_ERR_SEAT;
	if (!deck_ok(deck))
		return TS_ERR_DECK;
	memset(h, 0, sizeof(*h));
	memcpy(h->deck, deck, sizeof(h->deck));
	memset(h->bid, -1, sizeof(h->bid));
	memset(h->played_by, -1, sizeof(h->played_by));
	memset(h->taken_by, -1, sizeof(h->taken_by));
	memset(h->monte, TS_NOCARD, sizeof(h->monte));
	h->variants = variants;
	h->phase = TS_PHASE_CUT;
	h->dealer = (uint8_t)dealer;
	h->cutter = (uint8_t)mc_seat_left(dealer);
	h->turn = h->cutter;
	h->declarer = h->caller = h->partner = h->rivanto = -1;
	h->fugg_seat = h->fugg_trick = h->last_winner = -1;
	h->called = TS_NOCARD;
	h->log = log;
	return TS_OK;
}

/*
 * S4.3, S4.5: round r (0, 1, 2) of packets of five, from the top of
 * what is left, to the dealer's right first and the dealer last; after
 * the last, the three cards left are the monte (S4.6).
 */
void
ts_i_deal_round(struct ts_hand *h, int round)
{
	int	 i, k, seat;

	for (i = 0; i < MC_NSEATS; i++) {
		seat = ts_i_from(h->dealer, i + 1);
		for (k = 0; k < 5; k++)
			h->held[seat] |= ts_bit(h->deck[20 * round + 5 * i + k]);
	}
	if (round == 2)
		memcpy(h->monte, h->deck + 60, sizeof(h->monte));
	ts_i_log(h, TS_EV_DEALT, h->dealer, TS_NOCARD, round, TS_ALL_SEATS);
}

/*
 * S4.2-S4.4: the cutter lifts n cards and puts them under the rest; the
 * first round is dealt, the dealer sees the bottom card, and round 1 of
 * the auction begins at his right.
 */
enum ts_err
ts_i_cut(struct ts_hand *h, int seat, int n)
{
	ts_card	 cut[TS_NCARDS];

	if (h->phase != TS_PHASE_CUT)
		return TS_ERR_PHASE;
	if (seat != h->cutter)
		return TS_ERR_NOT_YOUR_TURN;
	if (n < 5 || n > 58)
		return TS_ERR_CUT_RANGE;
	memcpy(cut, h->deck + n, (size_t)(TS_NCARDS - n));
	memcpy(cut + TS_NCARDS - n, h->deck, (size_t)n);
	memcpy(h->deck, cut, sizeof(h->deck));
	h->cut = (uint8_t)n;
	ts_i_log(h, TS_EV_CUT, seat, TS_NOCARD, n, TS_ALL_SEATS);
	ts_i_deal_round(h, 0);
	ts_i_log(h, TS_EV_BOTTOM, h->dealer, h->deck[TS_NCARDS - 1], 0,
	    1u << h->dealer);
	h->phase = TS_PHASE_BID1;
	h->turn = (uint8_t)mc_seat_right(h->dealer);
	h->spoken = 0;
	return TS_OK;
}

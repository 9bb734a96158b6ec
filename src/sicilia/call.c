/*
 * call.c -- S6.1, S6.2, S6.4: the card a caller calls, the highest
 * trump he lacks, and its holder, his secret partner; a forced caller
 * calls once he has the monte and has laid his scarto, so his card is
 * always in another's hand.
 */
#include "sicilia_i.h"

ts_card
ts_call_card(ts_cards cards)
{
	int	 n;

	for (n = 20; n > 0; n--)
		if (!ts_has(cards, ts_trump(n)))
			return ts_trump(n);
	return ts_trump(0);
}

int
ts_i_holder(const struct ts_hand *h, ts_card c)
{
	int	 s;

	for (s = 0; s < MC_NSEATS; s++)
		if (ts_has(h->held[s], c))
			return s;
	return -1;
}

void
ts_i_forced_call(struct ts_hand *h)
{
	h->called = ts_call_card(h->held[h->declarer] | h->scarto);
	h->partner = (int8_t)ts_i_holder(h, h->called);
	ts_i_log(h, TS_EV_CALL, h->declarer, h->called, 0, TS_ALL_SEATS);
}

/*
 * view.c -- S13: the hand as one seat may see it.  Its own cards; the
 * auction and the called card; the monte once shown, and before that
 * the bottom card to the dealer; every card played; the scarto to the
 * declarer alone; the partner to himself alone until the called card is
 * played.  Everything else is taken out of the copy.
 */
#include <string.h>

#include "sicilia_i.h"

void
ts_view_of(const struct ts_hand *h, int seat, struct ts_view *v)
{
	struct ts_hand	*vh = &v->hand;
	int		 s, i;

	memset(v, 0, sizeof(*v));
	*vh = *h;
	vh->log = NULL;
	v->seat = seat;
	memset(vh->deck, TS_NOCARD, sizeof(vh->deck));
	for (s = 0; s < MC_NSEATS; s++) {
		v->counts[s] = (uint8_t)ts_count_cards(h->held[s]);
		if (s != seat) {
			v->unseen |= h->held[s];
			vh->held[s] = 0;
		}
	}
	if (!h->monte_shown)
		for (i = 0; i < TS_MONTE; i++) {
			if (h->monte[i] == TS_NOCARD)
				continue;
			/* S4.4: the dealer saw the bottom card */
			if (i == TS_MONTE - 1 && seat == h->dealer &&
			    h->phase != TS_PHASE_CUT)
				continue;
			v->unseen |= ts_bit(h->monte[i]);
			vh->monte[i] = TS_NOCARD;
		}
	if (seat != h->declarer) {				/* S7.5 */
		v->unseen |= h->scarto;
		vh->scarto = 0;
	}
	if (!h->partner_known && seat != h->partner)		/* S6.6 */
		vh->partner = -1;
	/* the undealt cards: not yet in any hand or the monte */
	if (h->phase == TS_PHASE_CUT || h->phase == TS_PHASE_BID1) {
		ts_cards dealt = 0;

		for (s = 0; s < MC_NSEATS; s++)
			dealt |= h->held[s];
		for (i = 0; i < TS_MONTE; i++)
			dealt |= ts_bit(h->monte[i]);
		v->unseen |= TS_ALL_CARDS & ~dealt & ~h->held[seat];
		if (seat == h->dealer && h->phase == TS_PHASE_BID1) {
			v->unseen &= ~ts_bit(h->deck[TS_NCARDS - 1]);
			vh->deck[TS_NCARDS - 1] = h->deck[TS_NCARDS - 1];
		}
	}
}

bool
ts_sides_known(const struct ts_hand *h)
{
	return h->partner_known || h->contract == TS_STATA ||
	    h->contract == TS_SOLO || h->contract == TS_FORCED_SOLO;
}

int
ts_fuggitivo_lying(const struct ts_hand *h)
{
	int	 s;

	if (h->fugg_seat < 0 || h->tricks_won[h->fugg_seat] > 0)
		return -1;
	if (ts_sides_known(h))
		for (s = 0; s < MC_NSEATS; s++)
			if (ts_hand_side(h, s) == ts_hand_side(h, h->fugg_seat)
			    && h->tricks_won[s] > 0)
				return -1;
	return h->fugg_seat;
}

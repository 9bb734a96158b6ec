/*
 * scarto.c -- S7: the declarer takes the monte, shown to all, and lays
 * three cards face down: no trump, King or Fuggitivo, unless his suit
 * cards run short, when low trumps make up the three.  A forced caller
 * calls once his scarto is laid (S6.4, call.c).
 */
#include "sicilia_i.h"

/* S7.4: the trumps that may fill a short scarto, T0 and T2-T15. */
static ts_cards
low_trumps(void)
{
	ts_cards	 set = ts_bit(ts_trump(0));
	int		 n;

	for (n = 2; n <= 15; n++)
		set |= ts_bit(ts_trump(n));
	return set;
}

/* The suit cards but the Kings: what a scarto is made of (S7.3). */
static ts_cards
discardable(ts_cards hand)
{
	return hand & (((ts_cards)1 << TS_NSUITCARDS) - 1) & ~ts_i_kings();
}

/*
 * The cards a scarto may take from hand18, and in *must those it has
 * to take: when fewer than three suit cards may go, every one of them,
 * then low trumps to make three (S7.3, S7.4).
 */
ts_cards
ts_i_scarto_pool(ts_cards hand18, ts_cards *must)
{
	ts_cards	 may = discardable(hand18);

	if (ts_count_cards(may) >= TS_MONTE) {
		*must = 0;
		return may;
	}
	*must = may;
	return may | (hand18 & low_trumps());
}

enum ts_err
ts_scarto_check(ts_cards hand18, ts_cards scarto)
{
	ts_cards	 must, pool = ts_i_scarto_pool(hand18, &must);

	if (ts_count_cards(scarto) != TS_MONTE || (scarto & ~hand18) != 0)
		return TS_ERR_SCARTO_COUNT;
	if ((scarto & must) != must || (scarto & ~pool) != 0)
		return TS_ERR_SCARTO_CARD;
	return TS_OK;
}

void
ts_i_take_monte(struct ts_hand *h)
{
	int	 i;

	for (i = 0; i < TS_MONTE; i++) {
		h->held[h->declarer] |= ts_bit(h->monte[i]);
		ts_i_log(h, TS_EV_MONTE, h->declarer, h->monte[i], i,
		    TS_ALL_SEATS);
	}
	h->monte_shown = true;
	h->phase = TS_PHASE_SCARTO;
	h->turn = (uint8_t)h->declarer;
}

enum ts_err
ts_i_scarto(struct ts_hand *h, int seat, const ts_card cards[TS_MONTE])
{
	ts_cards	 set = 0;
	enum ts_err	 e;
	int		 i;

	if (h->phase != TS_PHASE_SCARTO)
		return TS_ERR_PHASE;
	if (seat != h->declarer)
		return TS_ERR_NOT_YOUR_TURN;
	for (i = 0; i < TS_MONTE; i++)
		set |= ts_bit(cards[i]);
	if ((e = ts_scarto_check(h->held[seat], set)) != TS_OK)
		return e;
	h->held[seat] &= ~set;
	h->scarto = set;
	for (i = 0; i < TS_MONTE; i++)	/* S7.5: his eyes only */
		ts_i_log(h, TS_EV_SCARTO, seat, cards[i], i, 1u << seat);
	if (h->contract == TS_FORCED_CALL)
		ts_i_forced_call(h);
	ts_i_commitments_begin(h);
	return TS_OK;
}

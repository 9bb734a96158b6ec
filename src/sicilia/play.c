/*
 * play.c -- S9, S10: fifteen tricks led first by the declarer's right;
 * follow suit, else trump, else anything; the Fuggitivo instead of any
 * card but a lead before the last trick; the highest trump, or the
 * highest card of the suit led, takes the trick.  The called card
 * shows the partner to all when it is played (S6.2).
 */
#include "sicilia_i.h"

void
ts_i_play_begin(struct ts_hand *h)
{
	h->phase = TS_PHASE_PLAY;
	h->leader = (uint8_t)mc_seat_right(h->declarer);	/* S9.1 */
	h->turn = h->leader;
	h->nplayed = 0;
}

/* The card that leads the trick so far: the first that is not the
 * Fuggitivo (S10.2), or TS_NOCARD. */
static ts_card
lead_card(const struct ts_hand *h)
{
	int	 i;

	for (i = 0; i < h->nplayed; i++)
		if (h->trick[i] != TS_FUGGITIVO)
			return h->trick[i];
	return TS_NOCARD;
}

ts_cards
ts_hand_legal(const struct ts_hand *h)
{
	ts_cards	 hand, follow, fugg;
	ts_card		 lead;

	if (h->phase != TS_PHASE_PLAY)
		return 0;
	hand = h->held[h->turn];
	fugg = hand & ts_bit(TS_FUGGITIVO);
	if ((lead = lead_card(h)) == TS_NOCARD) {
		/* S10.2: a lead, the Fuggitivo only when it is all */
		return hand == fugg || h->ntricks == TS_NTRICKS - 1 ?
		    hand : hand & ~fugg;
	}
	if ((follow = hand & ts_suit_set(ts_card_suit(lead))) != 0)
		return follow | fugg;				/* S9.2, S9.3 */
	if ((follow = hand & ts_suit_set(MC_TRUMPS)) != 0)
		return follow | fugg;				/* S9.2 */
	return hand;
}

/* S9.5: the seat whose card takes the trick. */
static int
trick_winner(const struct ts_hand *h)
{
	ts_card	 lead = lead_card(h), c;
	int	 i, best = -1, power, top = -1;

	for (i = 0; i < MC_NSEATS; i++) {
		c = h->trick[i];
		if (c == TS_FUGGITIVO)
			continue;
		if (ts_is_trump(c))
			power = ts_card_strength(c);
		else if (ts_card_suit(c) == ts_card_suit(lead))
			power = ts_card_strength(c);
		else
			continue;
		if (power > top) {
			top = power;
			best = i;
		}
	}
	return h->trick_seat[best];
}

/* S9.6, S9.7, S10.1: the trick gathered, the Fuggitivo left out. */
static void
gather(struct ts_hand *h)
{
	int	 winner = trick_winner(h), i;

	for (i = 0; i < MC_NSEATS; i++)
		if (h->trick[i] != TS_FUGGITIVO) {
			h->won[winner] |= ts_bit(h->trick[i]);
			h->taken_by[h->trick[i]] = (int8_t)winner;
		}
	h->tricks_won[winner]++;
	h->trick_leader[h->ntricks] = h->leader;
	h->trick_winner[h->ntricks] = (uint8_t)winner;
	ts_i_log(h, TS_EV_TRICK, winner, TS_NOCARD, h->ntricks, TS_ALL_SEATS);
	h->last_winner = (int8_t)winner;
	h->ntricks++;
	h->nplayed = 0;
	h->leader = h->turn = (uint8_t)winner;
	if (h->ntricks == TS_NTRICKS) {
		h->phase = TS_PHASE_OVER;
		ts_i_log(h, TS_EV_END, h->declarer, TS_NOCARD, 0,
		    TS_ALL_SEATS);
	}
}

enum ts_err
ts_i_play(struct ts_hand *h, int seat, ts_card c)
{
	ts_cards	 legal;

	if (h->phase != TS_PHASE_PLAY)
		return TS_ERR_PHASE;
	if (seat != h->turn)
		return TS_ERR_NOT_YOUR_TURN;
	if (!ts_has(h->held[seat], c))
		return TS_ERR_NOT_IN_HAND;
	if (!ts_has(legal = ts_hand_legal(h), c)) {
		if (c == TS_FUGGITIVO)
			return TS_ERR_FUGGITIVO_LEAD;
		return ts_is_trump(c) || !(legal & ts_suit_set(MC_TRUMPS)) ?
		    TS_ERR_MUST_FOLLOW : TS_ERR_MUST_TRUMP;
	}
	h->held[seat] &= ~ts_bit(c);
	h->trick[h->nplayed] = c;
	h->trick_seat[h->nplayed] = (uint8_t)seat;
	h->played[h->ntricks * MC_NSEATS + h->nplayed] = c;
	h->played_by[c] = (int8_t)seat;
	h->nplayed++;
	if (c == TS_FUGGITIVO) {
		h->fugg_seat = (int8_t)seat;
		h->fugg_trick = (int8_t)h->ntricks;
	}
	ts_i_log(h, TS_EV_PLAY, seat, c, h->ntricks, TS_ALL_SEATS);
	/* S6.2; a solo over a call left no partner to show (S5.3) */
	if (c == h->called && !h->partner_known &&
	    (h->contract == TS_CALLED || h->contract == TS_FORCED_CALL)) {
		h->partner_known = true;
		ts_i_log(h, TS_EV_PARTNER, seat, c, 0, TS_ALL_SEATS);
	}
	if (h->nplayed < MC_NSEATS)
		h->turn = (uint8_t)mc_seat_right(seat);
	else
		gather(h);
	return TS_OK;
}

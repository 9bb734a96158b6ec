/*
 * scarto.c -- R5.9 and R5.5: the robber and the dealer discard.  Discards
 * lie face down in front of their player; a face-up card discarded is
 * seen by all.  When the robber took 14 or more cards, his first discards
 * complete the short hands and the last 13 are his scarto.  Once nobody
 * owes a discard, play starts (R6.1).
 */
#include <string.h>

#include "engine.h"

/* Who must discard now: the robber first, then the dealer; -1 if none. */
int
mc_i_scarto_to_act(const struct mc_hand *h)
{
	if (h->owed[h->robber] > 0)
		return h->robber;
	if (h->owed[h->dealer] > 0)
		return h->dealer;
	return -1;
}

/* R5.9, R6.1: the scarto lasts while a discard is owed; then play. */
void
mc_i_scarto_next(struct mc_hand *h)
{
	h->phase = MC_PHASE_DISCARD;
	if (mc_i_scarto_to_act(h) < 0)
		mc_i_play_start(h);
}

/*
 * R5.5: the first seat short of 21 cards, in deal order from the
 * dealer's right; the robber, who is discarding, is never short.
 */
static int
short_seat(const struct mc_hand *h)
{
	int	 k, seat;

	for (k = 1; k <= MC_NSEATS; k++) {
		seat = (h->dealer + k) % MC_NSEATS;
		if (seat != h->robber && mc_cards_count(&h->held[seat]) < 21)
			return seat;
	}
	return -1;
}

static enum mc_err
check_discards(const struct mc_hand *h, int seat, const mc_card *cards,
    size_t n)
{
	struct mc_cards	 set = { { 0, 0 } };
	size_t		 i;

	if (h->phase != MC_PHASE_DISCARD)
		return MC_ERR_PHASE;
	if (seat < 0 || seat >= MC_NSEATS)
		return MC_ERR_SEAT;
	if (seat != mc_i_scarto_to_act(h))
		return MC_ERR_NOT_YOUR_TURN;
	if (n != h->owed[seat])
		return MC_ERR_DISCARD_COUNT;
	for (i = 0; i < n; i++) {
		if (!mc_cards_has(&h->held[seat], cards[i]))
			return MC_ERR_NOT_IN_HAND;
		if (mc_cards_has(&set, cards[i]))
			return MC_ERR_DUPLICATE;
		mc_cards_add(&set, cards[i]);
	}
	return MC_OK;
}

/* The seats that know where c is, as a mask of seat bits. */
static unsigned
knowers(const struct mc_hand *h, mc_card c)
{
	unsigned	 k = 0;
	int		 s;

	for (s = 0; s < MC_NSEATS; s++)
		if (mc_cards_has(&h->seen[s], c))
			k |= 1u << s;
	return k;
}

/*
 * R5.5: when the robber discards down to 21, only he knows where each
 * discard goes: to a short hand, face down, or to his scarto.  Others
 * who saw a discard face up know it left his hand, not where.
 */
static void
hide_discard(struct mc_hand *h, mc_card c)
{
	int	 s;

	for (s = 0; s < MC_NSEATS; s++)
		if (s != h->robber)
			mc_cards_del(&h->seen[s], c);
}

/* R5.5: the robber's discard c completes a short hand, face down. */
static void
give(struct mc_hand *h, mc_card c, int to)
{
	struct mc_event	*ev;

	mc_cards_del(&h->held[h->robber], c);
	mc_cards_add(&h->held[to], c);
	mc_cards_add(&h->seen[to], c);
	h->given[h->ngiven] = c;
	h->given_to[h->ngiven++] = (uint8_t)to;
	if ((ev = log_event(h, MC_EV_GIVE, h->robber, c,
	    knowers(h, c))) != NULL)
		ev->n = to;
}

/* R5.9: seat lays down the discards of set; returns those face up. */
static struct mc_cards
lay_down(struct mc_hand *h, int seat, struct mc_cards set)
{
	struct mc_cards	 shown;
	int		 i;

	for (i = 0; i < 2; i++) {
		shown.w[i] = h->faceup.w[i] & set.w[i];
		h->faceup.w[i] &= ~set.w[i];
		h->held[seat].w[i] &= ~set.w[i];
		h->discarded[seat].w[i] |= set.w[i];
	}
	return shown;
}

/* R5.9, R5.5 */
enum mc_err
mc_hand_discard(struct mc_hand *h, int seat, const mc_card *cards, size_t n)
{
	struct mc_event	*ev;
	struct mc_cards	 shown = { { 0, 0 } };
	mc_card		 list[MC_NCARDS];
	enum mc_err	 e;
	int		 i, nshown, to;

	if ((e = check_discards(h, seat, cards, n)) != MC_OK)
		return e;
	/* Below 14 robbed every hand has its 21 and nobody's discards are
	 * hidden (R5.5): they go down together, as one set. */
	if (h->nrobbed < 14)
		shown = lay_down(h, seat, cards_set(cards, (int)n));
	else
		for (i = 0; i < (int)n; i++) {
			if (mc_cards_has(&h->faceup, cards[i]))
				mc_cards_add(&shown, cards[i]);
			mc_cards_del(&h->faceup, cards[i]);
			if (seat == h->robber)
				hide_discard(h, cards[i]);
			if (seat == h->robber && (to = short_seat(h)) >= 0)
				give(h, cards[i], to);
			else
				lay_down(h, seat, mc_i_card_bits[cards[i]]);
		}
	if ((ev = log_event(h, MC_EV_DISCARD, seat, MC_NOCARD,
	    MC_VISIBLE_ALL)) != NULL)
		ev->n = (int16_t)mc_cards_count(&h->discarded[seat]);
	nshown = h->log == NULL ? 0 : mc_cards_list(&shown, list);
	for (i = 0; i < nshown; i++)
		log_event(h, MC_EV_DISCARD_SHOWN, seat, list[i],
		    MC_VISIBLE_ALL);
	h->owed[seat] = 0;
	mc_i_scarto_next(h);
	return MC_OK;
}

/*
 * The cards at seat (0..3), or in the folla (-1; the discards join it
 * after the first trick, R6.4), in card order.
 */
int
mc_hand_cards(const struct mc_hand *h, int seat, mc_card *out)
{
	struct mc_cards	 folla = { { 0, 0 } };
	int		 i, s;

	if (seat >= 0 && seat < MC_NSEATS)
		return mc_cards_list(&h->held[seat], out);
	if (seat != -1)
		return 0;
	for (i = 0; i < h->nfolla; i++)
		mc_cards_add(&folla, h->folla[i]);
	if (h->phase >= MC_PHASE_PLAY && h->play.ntricks > 0)
		for (s = 0; s < MC_NSEATS; s++)
			for (i = 0; i < 2; i++)
				folla.w[i] |= h->discarded[s].w[i];
	return mc_cards_list(&folla, out);
}

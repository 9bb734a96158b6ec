/*
 * playout.c -- a hand played to its end by uniformly random decisions:
 * each card drawn from the legal set (R6), each declaration a random
 * choice among the player's versicole (R6.3), each optional fall a coin
 * (R10.1).  The legal set is made once per card, not once to choose and
 * again to check, and without a log it is read off lists of the hands:
 * this is the inner loop of search and of `make bench`.
 */
#include <string.h>

#include "engine.h"

/* A uniformly random card of a non-empty set: one count per word. */
static mc_card
pick(const struct mc_cards *set, struct mc_rng *r)
{
	uint64_t w0 = set->w[0], w1 = set->w[1] & MC_CARDS_W1;
	int	 n0 = mc_popcount64(w0);
	int	 k = (int)mc_rng_below(r, (uint32_t)(n0 + mc_popcount64(w1)));
	int	 high = k >= n0;
	uint64_t w = high ? w1 : w0;

	for (k -= high ? n0 : 0; k > 0; k--)
		w &= w - 1;
	return (mc_card)(64 * high + __builtin_ctzll(w));
}

/*
 * Without a log each hand is also kept as a list in card order, with
 * where each suit begins in it.  A legal set is then a run of the list,
 * the Matto perhaps added from its end, so its k-th card is read at
 * once: no counting of bits, no search for the k-th one.
 */
#define LIST_MAX	24		/* cards a list may hold */
#define LIST_ROOM	(2 * LIST_MAX)	/* a fixed-size move fits anywhere */

struct lists {
	mc_card		 card[MC_NSEATS][LIST_ROOM];
	/* [g]: the place of the first card of suit g (g = 0..3, trumps 4,
	 * the Matto 5) in the seat's list; [6]: the list's length. */
	uint8_t		 start[MC_NSEATS][8];
};

/*
 * What a card of suit g adds to the starts when it joins a list: one to
 * those of the suits after it.  No start ever passes 0 or 255, so
 * adding the bytes as one word adds them byte by byte, whatever the
 * byte order.
 */
static uint64_t
start_step(int g)
{
	static const uint8_t after[MC_FOOL + 1][8] = {
		{ 0, 1, 1, 1, 1, 1, 1, 0 }, { 0, 0, 1, 1, 1, 1, 1, 0 },
		{ 0, 0, 0, 1, 1, 1, 1, 0 }, { 0, 0, 0, 0, 1, 1, 1, 0 },
		{ 0, 0, 0, 0, 0, 1, 1, 0 }, { 0, 0, 0, 0, 0, 0, 1, 0 },
	};
	uint64_t	 d;

	memcpy(&d, after[g], 8);
	return d;
}

/* Makes the lists from the hands; false if one is too long for them. */
static bool
lists_make(struct lists *l, const struct mc_hand *h)
{
	uint64_t w, starts;
	int	 seat, n, i;
	mc_card	 c;

	for (seat = 0; seat < MC_NSEATS; seat++) {
		if (mc_cards_count(&h->held[seat]) > LIST_MAX)
			return false;
		starts = 0;		/* in a register, not chained in memory */
		for (i = n = 0; i < 2; i++)
			for (w = h->held[seat].w[i]; w != 0; w &= w - 1) {
				c = (mc_card)(64 * i + __builtin_ctzll(w));
				l->card[seat][n++] = c;
				starts += start_step(mc_i_card_suits[c]);
			}
		memcpy(l->start[seat], &starts, 8);
	}
	return true;
}

/* Takes the card at place pos off seat's list and returns it. */
static mc_card
lists_take(struct lists *l, int seat, int pos)
{
	mc_card		*list = l->card[seat], c = list[pos], rest[LIST_MAX];
	uint64_t	 starts;

	memcpy(rest, list + pos + 1, LIST_MAX);
	memcpy(list + pos, rest, LIST_MAX);
	memcpy(&starts, l->start[seat], 8);
	starts -= start_step(mc_i_card_suits[c]);
	memcpy(l->start[seat], &starts, 8);
	return c;
}

/*
 * A uniformly random legal card of seat, taken off its list: the k-th
 * of the legal set in card order, as pick() would choose it.  R6.2:
 * the suit led, else trumps, else any card; the Matto with any of these
 * (R6.5); the King alone under the King rule (R6.8, king_rule).
 */
static mc_card
lists_pick(struct lists *l, int seat, int lead, bool king_rule,
    bool no_matto, struct mc_rng *r)
{
	const uint8_t	*st = l->start[seat];
	int		 matto = st[MC_FOOL];
	int		 end = no_matto ? matto : st[6];	/* R6.11 */
	int		 lo = 0, hi = end, extra = 0, k, suit, none, king;

	/* Selects choose the case: the cards come at random. */
	if (lead != MC_FOOL) {			/* else leading (R6.7) */
		lo = st[lead];
		hi = st[lead + 1];
		suit = hi > lo;
		lo = suit ? lo : st[MC_TRUMPS];
		hi = suit ? hi : matto;
		none = hi == lo;
		lo = none ? 0 : lo;
		hi = none ? end : hi;
		king = king_rule && l->card[seat][hi - 1] == 14 * lead + MC_RE - 1;
		lo = king ? hi - 1 : lo;
		extra = none | king ? 0 : end - matto;
	}
	k = (int)mc_rng_below(r, (uint32_t)(hi - lo + extra));
	return lists_take(l, seat, k < hi - lo ? lo + k : matto);
}

/*
 * A whole trick after the first, without a log: the same rules as
 * mc_hand_play (R6.2, R6.5, R6.7, R6.8), the winner found on the way.
 */
static void
fast_trick(struct mc_hand *h, struct lists *l, struct mc_rng *r)
{
	struct mc_play	*p = &h->play;
	struct mc_cards	 taken = { { 0, 0 } };
	int		 i, seat = p->leader, lead = MC_FOOL, w = 0, top = -2;
	int		 pw, side, value[2] = { 0, 0 };
	bool		 first = false, trumped = false;
	mc_card		 c, trick[MC_NSEATS];

	for (i = 0; i < MC_NSEATS; i++, seat = (seat + 1) & 3) {
		c = lists_pick(l, seat, lead, first && trumped, false, r);
		play_infer(h, seat, c, lead, first && trumped);
		h->held[seat].w[0] &= ~mc_i_card_bits[c].w[0];
		h->held[seat].w[1] &= ~mc_i_card_bits[c].w[1];
		h->faceup.w[0] &= ~mc_i_card_bits[c].w[0];
		h->faceup.w[1] &= ~mc_i_card_bits[c].w[1];
		cards_or(&taken, mc_i_card_bits[c]);
		value[mc_seat_side(seat)] += mc_i_card_values[c];
		trick[i] = c;
		if (i == 0 && mc_is_trump(c) && p->first_trump_lead[seat] == 0)
			p->first_trump_lead[seat] = c;
		if (lead == MC_FOOL && c != MC_MATTO) {
			lead = mc_i_card_suits[c];
			if (lead != MC_TRUMPS) {
				first = !(p->suits_led >> lead & 1);
				p->suits_led |= (uint8_t)(1u << lead);
			}
		}
		trumped |= mc_is_trump(c);
		/* Only the Matto comes before the lead, and it has no power. */
		if ((pw = mc_i_card_power_in(c, lead)) > top) {
			top = pw;
			w = i;
		}
	}
	/* One store for the trick: mc_i_play_next reads it whole.  The lead,
	 * the turn and the count mc_i_play_next sets afresh. */
	memcpy(p->trick, trick, sizeof(trick));
	p->trumped = trumped;
	if (mc_cards_has(&taken, MC_MATTO)) {
		mc_i_play_gather_won(h, w);	/* R6.5: the Matto's ways */
		return;
	}
	/* R6.9, R6.10: the winners take all; the others' counting cards die. */
	side = mc_seat_side((p->leader + w) & 3);
	p->won[side].w[0] |= taken.w[0];
	p->won[side].w[1] |= taken.w[1];
	/* Marks of 0 too, which change nothing: no branch on the cards. */
	p->marks[side][MC_MARK_DIE] = (int16_t)(p->marks[side][MC_MARK_DIE] +
	    value[!side]);
	marker_add(&p->marker, side, value[!side]);
	mc_i_play_next(h, (p->leader + w) & 3);
}

/*
 * The seat due plays a random legal card from its list, as mc_hand_legal
 * allows it (R6.2-R6.8): in the first trick a fallen player, choosing
 * for himself, keeps the Matto unless it is all he has (R6.11).
 */
static void
list_play(struct mc_hand *h, struct lists *l, struct mc_rng *r)
{
	const struct mc_play	*p = &h->play;
	int			 seat = p->turn;
	bool			 no_matto;

	no_matto = p->ntricks == 0 && (p->fallen >> seat & 1) &&
	    l->start[seat][6] > 1;
	mc_i_play_legal(h, lists_pick(l, seat, p->lead,
	    p->first_lead && p->trumped, no_matto, r));
}

/* Plays until a decision or the end is due: whole tricks after the
 * first, else card by card. */
static void
lists_play(struct mc_hand *h, struct lists *l, struct mc_rng *r)
{
	while (h->phase == MC_PHASE_PLAY)
		if (h->play.nplayed == 0 && h->play.ntricks > 0)
			fast_trick(h, l, r);
		else
			list_play(h, l, r);
}

void
mc_hand_playout(struct mc_hand *h, struct mc_rng *r)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	struct mc_cards		 legal;
	struct lists		 l;
	struct mc_rng		 rng = *r;	/* a local: stores to h miss it */
	int			 n, lists = h->log == NULL ? 0 : -1;

	/* The lists, made when play is first due (0), follow every card
	 * played; with a log (-1) each card is logged by mc_hand_play. */
	for (;;) {
		switch (h->phase) {
		case MC_PHASE_PLAY:
			if (lists == 0)
				lists = lists_make(&l, h) ? 1 : -1;
			if (lists == 1) {
				lists_play(h, &l, &rng);
				break;
			}
			legal = mc_hand_legal(h);
			mc_i_play_legal(h, pick(&legal, &rng));
			break;
		case MC_PHASE_DECLARE:
			n = mc_hand_versicole(h, h->play.turn, v);
			mc_hand_declare(h, h->play.turn,
			    mc_rng_below(&rng, 1u << n));
			break;
		case MC_PHASE_FALL:
			mc_hand_fall(h, h->play.asking, mc_rng_below(&rng, 2));
			break;
		default:
			*r = rng;
			return;
		}
	}
}

/*
 * engine.h -- private declarations shared by the files of libminchiate.
 * Nothing here is part of the public API (include/minchiate.h).  The
 * functions and tables of one file that others use are named mc_i_*,
 * so that the library defines no global name outside the mc_ prefix;
 * everything else is static.
 *
 * Where each rule lives (RULES.md):
 *   R0 seats, notation     src/core/seat.c, card.c, names.c
 *   R1 the deck, ranking   card.c (strength, names), cards.c (sets)
 *   R2 counting values     card.c
 *   R3 versicole           versicole.c
 *   R4 draw, giri, set     draw.c, match.c
 *   R5.1 the shuffle       shuffle.c (src/core/rng.c), deal.c
 *   R5.2-R5.8 the deal     deal.c (cut, rubare, dealing, scoprire,
 *                          pigliare), folla.c (the announcement)
 *   R5.5, R5.9 the scarto  scarto.c
 *   R6 play                play.c (legality, the King rule, dying,
 *                          declarations, falling)
 *   R6.5, R6.6 the Matto   matto.c (its exchange card, paid in play or
 *                          settled at the end)
 *   R7 the end of a hand   end.c
 *   R8 the marker          marker.c, layout.c
 *   R9.1 who may know      view.c (where a card is, who knows it, views)
 *   R10 variants           play.c (falling), versicole.c (R10.2)
 *
 * The hand passes from phase to phase downwards: deal.c starts the
 * scarto, scarto.c starts play, play.c ends the hand with end.c.  Whose
 * turn it is in any phase, turn.c asks each of them, from above.
 */
#ifndef ENGINE_H
#define ENGINE_H

#include "minchiate.h"
#include "../core/core.h"

/* R2.1 as card sets: the cards counting 3, 5 and 10. */
#define CARDS_3		{ { 0x1e00000000000000ULL, 0 } }	/* 2-5 */
#define CARDS_5		{ { 0x0180020008002000ULL, 0x0000000107e80812ULL } }
#define CARDS_10	{ { 0, 0x00000000f8000000ULL } }	/* Arie */
/* R1.1: the trumps 1-40. */
#define CARDS_TRUMPS	{ { (uint64_t)0xff << 56, 0xffffffffULL } }
/* R5.3: the counting cards and the Sopraventi. */
#define CARDS_ROB	{ { 0x1f80020008002000ULL, 0x00000001fffff812ULL } }

/* The counting value of the cards in a set (R2.1). */
static inline int
cards_value(const struct mc_cards *set)
{
	const struct mc_cards v3 = CARDS_3, v5 = CARDS_5, v10 = CARDS_10;

	return 3 * (mc_popcount64(set->w[0] & v3.w[0]) +
	    mc_popcount64(set->w[1] & v3.w[1])) +
	    5 * (mc_popcount64(set->w[0] & v5.w[0]) +
	    mc_popcount64(set->w[1] & v5.w[1])) +
	    10 * (mc_popcount64(set->w[0] & v10.w[0]) +
	    mc_popcount64(set->w[1] & v10.w[1]));
}

/* log.c */
struct mc_event	*mc_i_log_append(struct mc_hand *, enum mc_event_kind, int seat,
		    mc_card, unsigned visible);

/* Appends an event to the hand's log, if it has one; NULL otherwise. */
static inline struct mc_event *
log_event(struct mc_hand *h, enum mc_event_kind kind, int seat, mc_card c,
    unsigned visible)
{
	return h->log == NULL ? NULL :
	    mc_i_log_append(h, kind, seat, c, visible);
}

/* card.c: R2.1, the counting value of each card, as a table; the
 * power of each card in a trick (R1.2, R1.3: suit cards 0-13, trumps
 * 100 + number, the Matto -1); each card's suit. */
extern const uint8_t mc_i_card_values[MC_NCARDS];
extern const int16_t mc_i_card_powers[MC_NCARDS];
extern const uint8_t mc_i_card_suits[MC_NCARDS];

/*
 * R6.9: a card's power in a trick led with lead (a suit, or MC_TRUMPS):
 * trumps by number above the led suit by rank (R1.2); other suits and
 * the Matto have none (-1).  The one place the trick's order is read;
 * mc_card_power gives it to the API.
 */
static inline int
mc_i_card_power_in(mc_card c, int lead)
{
	int	 pw = mc_i_card_powers[c];

	return pw >= 100 || mc_i_card_suits[c] == lead ? pw : -1;
}
extern const struct mc_cards mc_i_card_bits[MC_NCARDS];	/* each as a set */

static inline int
card_value(mc_card c)
{
	return c < MC_NCARDS ? mc_i_card_values[c] : 0;
}

/* R5.3: does a card known to be one of the 97 count, or is it a
 * Sopraventi?  Inline: the cut asks it of card after card. */
static inline bool
card_robbable(mc_card c)
{
	const struct mc_cards rob = CARDS_ROB;

	return rob.w[c >> 6] >> (c & 63) & 1;
}

/* Adds a card known to be one of the 97 to a set. */
static inline void
set_add(struct mc_cards *set, mc_card c)
{
	set->w[c >> 6] |= (uint64_t)1 << (c & 63);
}

/*
 * The set of n cards known to be among the 97, gathered in registers:
 * adding them one by one to a set in memory would chain each store to
 * the next load.
 */
static inline struct mc_cards
cards_set(const mc_card *cards, int n)
{
	struct mc_cards	 set = { { 0, 0 } };
	int		 i;

	/* A table, not selects: a compiler may make a select a branch. */
	for (i = 0; i < n; i++) {
		set.w[0] |= mc_i_card_bits[cards[i]].w[0];
		set.w[1] |= mc_i_card_bits[cards[i]].w[1];
	}
	return set;
}

/* a |= b */
static inline void
cards_or(struct mc_cards *a, struct mc_cards b)
{
	a->w[0] |= b.w[0];
	a->w[1] |= b.w[1];
}

/*
 * R7.5: points (0..10000) come off the other side's marker first; the
 * rest go on side's, which pays a rest at every 60.  Returns the rests
 * paid.  No branch; 0 points change nothing on a marker below 60, as
 * every mark leaves it.
 */
static inline int
marker_add(struct mc_marker *m, int side, int points)
{
	int	 other = 1 - side, off, paid;

	off = points < m->value[other] ? points : m->value[other];
	m->value[other] -= off;
	m->value[side] += points - off;
	paid = m->value[side] / 60;
	m->value[side] %= 60;
	m->rests[side] += paid;
	return paid;
}

/*
 * Marks points for side during a hand, by kind for the breakdown, as
 * mc_marker_mark would (it refuses more than 10000); returns the rests
 * paid, which mc_i_log_rests logs after the caller's own event.
 */
static inline int
hand_mark(struct mc_hand *h, enum mc_side side, int points,
    enum mc_mark_kind kind)
{
	if (points <= 0)
		return 0;
	h->play.marks[side][kind] = (int16_t)(h->play.marks[side][kind] + points);
	return points > 10000 ? 0 : marker_add(&h->play.marker, side, points);
}

/* marker.c */
void		 mc_i_log_rests(struct mc_hand *, enum mc_side, int rests);

/*
 * R9.1: what a play to a trick led with lead shows everyone of the
 * player's hand: not following the suit, he has none of it; not trumping
 * then, no trump; not playing the King the King rule asked for
 * (king_rule), no such King (R6.8).  The Matto shows nothing.
 */
static inline void
play_infer(struct mc_hand *h, int seat, mc_card c, int lead, bool king_rule)
{
	struct mc_play	*p = &h->play;
	int		 suit = mc_i_card_suits[c];

	if (lead == MC_FOOL)
		return;
	if (c == MC_MATTO) {
		/* The King rule forbids the Matto to the King's holder. */
		if (king_rule && lead < MC_TRUMPS)
			p->no_king[seat] |= (uint8_t)(1u << lead);
		return;
	}
	if (lead != MC_TRUMPS && suit != lead) {
		p->voids[seat] |= (uint8_t)(1u << lead);
		if (suit != MC_TRUMPS)
			p->voids[seat] |= 1u << MC_TRUMPS;
	} else if (lead == MC_TRUMPS && suit != MC_TRUMPS)
		p->voids[seat] |= 1u << MC_TRUMPS;
	else if (lead != MC_TRUMPS && king_rule && mc_card_rank(c) != MC_RE)
		p->no_king[seat] |= (uint8_t)(1u << lead);
}

/* play.c */
void		 mc_i_play_start(struct mc_hand *);
void		 mc_i_play_legal(struct mc_hand *, mc_card);
void		 mc_i_play_gather_won(struct mc_hand *, int w);
void		 mc_i_play_next(struct mc_hand *, int winner);
int		 mc_i_play_to_act(const struct mc_hand *);

/*
 * R6.2, R6.5, R6.8: what a hand may play to a trick led with lead (a
 * suit or MC_TRUMPS): the suit; failing it, trumps; failing both,
 * anything; the Matto with any of these; but the King alone when the
 * suit is led a first time and trumped already (king_rule).  Written
 * with masks, not branches: random play makes branches unpredictable.
 */
static inline struct mc_cards
play_follow(struct mc_cards hand, int lead, bool king_rule)
{
	const uint64_t	 t0 = (uint64_t)0xff << 56, t1 = 0xffffffffULL;
	const uint64_t	 matto = (uint64_t)1 << (MC_MATTO - 64);
	uint64_t	 h0 = hand.w[0], h1 = hand.w[1];
	uint64_t	 suit = lead < 4 ? (uint64_t)0x3fff << (14 * lead) : 0;
	uint64_t	 king = lead < 4 ? (uint64_t)1 << (14 * lead + 13) : 0;
	uint64_t	 s0 = h0 & suit, none, forced, f0, f1, l0, l1, v;
	struct mc_cards	 legal;

	v = -(uint64_t)(s0 == 0);		/* void in the suit: trumps */
	f0 = (s0 & ~v) | (h0 & t0 & v);
	f1 = h1 & t1 & v;
	none = -(uint64_t)((f0 | f1) == 0);	/* neither: anything */
	l0 = (f0 & ~none) | (h0 & none);
	l1 = ((f1 | (h1 & matto)) & ~none) | (h1 & none);
	forced = -(uint64_t)(king_rule && (h0 & king) != 0);
	legal.w[0] = (king & forced) | (l0 & ~forced);
	legal.w[1] = l1 & ~forced;
	return legal;
}


/* matto.c */
bool		 mc_i_matto_home(struct mc_hand *, enum mc_side own,
		    enum mc_side winners);
void		 mc_i_matto_pay(struct mc_hand *);
void		 mc_i_matto_settle(struct mc_hand *);

/* end.c */
void		 mc_i_score_end(struct mc_hand *);

/* scarto.c */
int		 mc_i_scarto_to_act(const struct mc_hand *);
void		 mc_i_scarto_next(struct mc_hand *);

#endif /* ENGINE_H */

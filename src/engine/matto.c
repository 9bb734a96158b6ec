/*
 * matto.c -- R6.5, R6.6: the Matto's exchange.  The Matto goes home to
 * its owner's side, which owes the trick's winners a card for it: paid
 * as soon as the side's captures hold one, settled at the end of the
 * hand if still owed.  The card is chosen by fixed rules, never by a
 * player, so records replay.
 */
#include "engine.h"

/* The lowest card of a and b both, MC_NOCARD if they share none. */
static mc_card
lowest(struct mc_cards a, struct mc_cards b)
{
	uint64_t	 w0 = a.w[0] & b.w[0], w1 = a.w[1] & b.w[1];

	if (w0 != 0)
		return (mc_card)__builtin_ctzll(w0);
	if ((w1 &= MC_CARDS_W1) != 0)
		return (mc_card)(64 + __builtin_ctzll(w1));
	return MC_NOCARD;
}

/*
 * R6.5: the card a side gives for the Matto: a non-King suit card (the
 * lowest of the first suit that has one, coppe to bastoni), else the
 * lowest non-counting trump but 29 (and 14 under R10.2), else 14, else
 * 29; MC_NOCARD if it has none.  At the end, a counting card: the lowest
 * value, then the lowest trump, then the first King.  Worked out on the
 * sets: it runs at every Matto played.
 */
mc_card
mc_matto_exchange_card(const struct mc_cards *won, unsigned variants,
    bool at_end)
{
	const struct mc_cards	 v3 = CARDS_3, v5 = CARDS_5, v10 = CARDS_10;
	const struct mc_cards	 trumps = CARDS_TRUMPS;
	struct mc_cards		 t = *won, free = trumps;
	uint64_t		 f;
	int			 s;

	t.w[0] &= trumps.w[0];
	t.w[1] &= trumps.w[1];

	for (s = MC_COPPE; s <= MC_BASTONI; s++) {
		f = won->w[0] >> (14 * s) & 0x1fff;	/* no King */
		if (f == 0)
			continue;
		/* Weakest first (R1.2): the red suits' numerals run down. */
		if (mc_is_red((enum mc_suit)s) && (f & 0x3ff) != 0)
			return (mc_card)(14 * s + 63 - __builtin_clzll(f & 0x3ff));
		return (mc_card)(14 * s + __builtin_ctzll(f));
	}
	free.w[0] &= ~(v3.w[0] | v5.w[0] | v10.w[0]);
	free.w[1] &= ~(v3.w[1] | v5.w[1] | v10.w[1]);
	mc_cards_del(&free, mc_trump(29));		/* R2.3 */
	if (variants & MC_VAR_DEMONIO)
		mc_cards_del(&free, mc_trump(14));
	if (lowest(t, free) != MC_NOCARD)
		return lowest(t, free);
	if ((variants & MC_VAR_DEMONIO) && mc_cards_has(won, mc_trump(14)))
		return mc_trump(14);
	if (mc_cards_has(won, mc_trump(29)))
		return mc_trump(29);
	if (!at_end)
		return MC_NOCARD;
	/* Values 3, 5 and 10 only: a King counts 5, after the trumps. */
	if (lowest(t, v3) != MC_NOCARD)
		return lowest(t, v3);
	if (lowest(t, v5) != MC_NOCARD)
		return lowest(t, v5);
	if ((f = won->w[0] & v5.w[0] & ~trumps.w[0]) != 0)
		return (mc_card)__builtin_ctzll(f);	/* the first King */
	return lowest(t, v10);
}

/* R6.5: the Matto's side gives c to the side that won its trick. */
static void
give(struct mc_hand *h, mc_card c)
{
	struct mc_play	*p = &h->play;
	struct mc_event	*ev;

	mc_cards_del(&p->won[p->matto_side], c);
	mc_cards_add(&p->won[p->matto_taker], c);
	p->matto_owed = 0;
	if ((ev = log_event(h, MC_EV_MATTO_EXCHANGE, p->matto_side, c,
	    MC_VISIBLE_ALL)) != NULL)
		ev->n = p->matto_taker;
}

/*
 * R6.5, R6.6: the Matto, played by side own to a trick the side winners
 * won.  Before the last trick it goes home and a card is owed for it;
 * returns false when the winners take it like any other card.
 */
bool
mc_i_matto_home(struct mc_hand *h, enum mc_side own, enum mc_side winners)
{
	struct mc_play	*p = &h->play;

	if (p->ntricks == 20 || own == winners)
		return false;
	mc_cards_add(&p->won[own], MC_MATTO);
	p->matto_side = (uint8_t)own;
	p->matto_taker = (uint8_t)winners;
	p->matto_owed = 1;
	return true;
}

/* R6.5: after a trick, the owed card, once the side's captures hold one. */
void
mc_i_matto_pay(struct mc_hand *h)
{
	struct mc_play	*p = &h->play;
	mc_card		 c;

	if (p->tricks_won[p->matto_side] == 0)
		return;
	c = mc_matto_exchange_card(&p->won[p->matto_side], h->variants,
	    false);
	if (c != MC_NOCARD)
		give(h, c);
}

/*
 * R6.5 at the end of the hand: a card still owed is given, a counting
 * one if need be; a side without a trick loses the Matto, which dies.
 */
void
mc_i_matto_settle(struct mc_hand *h)
{
	struct mc_play	*p = &h->play;
	struct mc_event	*ev;
	enum mc_side	 taker = (enum mc_side)p->matto_taker;
	int		 rests;

	if (!p->matto_owed)
		return;
	if (p->tricks_won[p->matto_side] > 0) {
		give(h, mc_matto_exchange_card(&p->won[p->matto_side],
		    h->variants, true));
		return;
	}
	mc_cards_del(&p->won[p->matto_side], MC_MATTO);
	mc_cards_add(&p->won[taker], MC_MATTO);
	rests = hand_mark(h, taker, mc_card_value(MC_MATTO), MC_MARK_DIE);
	if ((ev = log_event(h, MC_EV_DIES, (int)taker, MC_MATTO,
	    MC_VISIBLE_ALL)) != NULL)
		ev->n = (int16_t)mc_card_value(MC_MATTO);
	mc_i_log_rests(h, taker, rests);
	p->matto_owed = 0;
}

/*
 * R6.5, R6.6: the side that played the Matto, from the tricks gathered
 * (each trick's cards in play order from its leader), and whether it is
 * among that side's captures: it goes home unless it is played to the
 * last trick, and dies at the end if its side wins no trick.
 */
enum mc_matto_fate
mc_hand_matto_fate(const struct mc_hand *h, int *side)
{
	int	 i, n = h->play.ntricks * MC_NSEATS, own;

	if (side != NULL)
		*side = -1;
	for (i = 0; i < n && h->played[i] != MC_MATTO; i++)
		;
	if (i == n)
		return MC_MATTO_UNPLAYED;
	own = mc_seat_side((h->trick_leader[i / MC_NSEATS] + i % MC_NSEATS) %
	    MC_NSEATS);
	if (side != NULL)
		*side = own;
	return mc_cards_has(&h->play.won[own], MC_MATTO) ? MC_MATTO_KEPT :
	    MC_MATTO_LOST;
}

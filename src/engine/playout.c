/*
 * playout.c -- a hand played to its end by uniformly random decisions:
 * each card drawn from the legal set (R6), each declaration a random
 * choice among the player's versicole (R6.3), each optional fall a coin
 * (R10.1).  The legal set is made once per card, not once to choose and
 * again to check: this is the inner loop of search and of `make bench`.
 */
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
 * A whole trick after the first, without a log: the same rules as
 * mc_hand_play (R6.2, R6.5, R6.7, R6.8), the hands kept in locals.
 */
static void
fast_trick(struct mc_hand *h, struct mc_rng *r)
{
	struct mc_play	*p = &h->play;
	struct mc_cards	 legal;
	int		 i, seat = p->leader, lead = MC_FOOL;
	bool		 first = false, trumped = false;
	mc_card		 c;

	for (i = 0; i < MC_NSEATS; i++, seat = (seat + 1) & 3) {
		legal = lead == MC_FOOL ? h->held[seat] :
		    play_follow(h->held[seat], lead, first && trumped);
		c = pick(&legal, r);
		play_infer(h, seat, c, lead, first && trumped);
		h->held[seat].w[c >> 6] &= ~((uint64_t)1 << (c & 63));
		h->faceup.w[c >> 6] &= ~((uint64_t)1 << (c & 63));
		p->trick[i] = c;
		if (i == 0 && mc_is_trump(c) && p->first_trump_lead[seat] == 0)
			p->first_trump_lead[seat] = c;
		if (lead == MC_FOOL && c != MC_MATTO) {
			lead = card_suits[c];
			if (lead != MC_TRUMPS) {
				first = !(p->suits_led >> lead & 1);
				p->suits_led |= (uint8_t)(1u << lead);
			}
		}
		trumped |= mc_is_trump(c);
	}
	p->lead = (uint8_t)lead;
	p->first_lead = first;
	p->trumped = trumped;
	p->nplayed = MC_NSEATS;
	p->turn = (uint8_t)((p->leader + 3) & 3);
	play_gather(h);
}

void
mc_hand_playout(struct mc_hand *h, struct mc_rng *r)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	struct mc_cards		 legal;
	int			 n;

	for (;;) {
		switch (h->phase) {
		case MC_PHASE_PLAY:
			if (h->log == NULL && h->play.ntricks > 0 &&
			    h->play.nplayed == 0) {
				fast_trick(h, r);
				break;
			}
			legal = mc_hand_legal(h);
			play_legal(h, pick(&legal, r));
			break;
		case MC_PHASE_DECLARE:
			n = mc_hand_versicole(h, h->play.turn, v);
			mc_hand_declare(h, h->play.turn,
			    mc_rng_below(r, 1u << n));
			break;
		case MC_PHASE_FALL:
			mc_hand_fall(h, h->play.asking, mc_rng_below(r, 2));
			break;
		default:
			return;
		}
	}
}

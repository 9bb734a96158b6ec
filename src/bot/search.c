/*
 * search.c -- the sampling search of the normal and hard levels: deal
 * the cards the seat cannot see many times, consistently with its view
 * (mc_view_sample), try each legal card in each deal, play the hand out
 * and keep the card that scores best on average.  Every deal is shared
 * by all the cards tried, so they are compared on the same luck.
 */
#define _POSIX_C_SOURCE 200809L

#include <string.h>
#include <time.h>

#include "bot.h"


/*
 * Plays a hand out with the easy player at every seat; a seer sees the
 * whole imagined deal when it feeds or wins a trick.  With r, one card
 * in MIXED_ODDS is drawn at random among the legal ones instead.
 */
#define MIXED_ODDS	10

static void
playout(struct mc_hand *h, bool seer, struct mc_rng *r)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	mc_card			 cards[MC_NCARDS];
	int			 n, seat;

	while (h->phase != MC_PHASE_OVER) {
		switch (h->phase) {
		case MC_PHASE_DISCARD:
			seat = mc_hand_to_act(h);
			easy_discard_order(h, seat, cards);
			if (mc_hand_discard(h, seat, cards, h->owed[seat]) !=
			    MC_OK)
				return;
			break;
		case MC_PHASE_PLAY:
			if (r != NULL && mc_rng_below(r, MIXED_ODDS) == 0) {
				n = (int)mc_hand_legal_plays(h, cards);
				mc_hand_play(h, cards[mc_rng_below(r,
				    (uint32_t)n)]);
			} else if (mc_hand_play(h, seer ? easy_play_seer(h,
			    mc_hand_to_act(h)) : easy_play(h,
			    mc_hand_to_act(h))) != MC_OK)
				return;	/* a deal no hand can go on from:
					   never loop on a refused card */
			break;
		case MC_PHASE_DECLARE:
			n = mc_hand_versicole(h, h->play.turn, v);
			mc_hand_declare(h, h->play.turn, (1u << n) - 1);
			break;
		case MC_PHASE_FALL:
			mc_hand_fall(h, h->play.asking, true);
			break;
		default:
			return;
		}
	}
}

void
easy_playout(struct mc_hand *h, bool seer)
{
	playout(h, seer, NULL);
}

/*
 * The open level's playout of its one true deal: seeing every hand, and
 * varied, so that its cards are compared over many ways the hand might
 * go, as the expert's are over many deals.
 */
void
easy_playout_mixed(struct mc_hand *h, struct mc_rng *r)
{
	playout(h, true, r);
}

/* R6: the legal card with the best average over sampled deals. */
mc_card
search_play(struct bot *b, const struct mc_view *v, int samples,
    bool easy_playouts)
{
	struct mc_hand	 deal, h;
	mc_card		 legal[MC_NCARDS];
	long		 total[MC_NCARDS];
	enum mc_side	 side = mc_seat_side(v->seat);
	double		 start = b->cap_ms > 0 ? (double)bot_clock_ms() : 0;
	int		 n, i, k, best;

	n = (int)mc_hand_legal_plays(&v->hand, legal);
	if (n == 1)
		return legal[0];
	memset(total, 0, sizeof(total));
	for (k = 0; k < samples; k++) {
		if (b->cap_ms > 0 && k > 0 &&
		    (double)bot_clock_ms() - start > BOT_CLOCK_SHARE * b->cap_ms)
			break;		/* out of time: the deals so far */
		mc_view_sample(v, &b->rng, &deal);
		fumata_read(v, &deal, &b->rng);
		for (i = 0; i < n; i++) {
			h = deal;
			if (mc_hand_play(&h, legal[i]) != MC_OK)
				continue;
			if (easy_playouts)
				easy_playout(&h, false);
			else
				mc_hand_playout(&h, &b->rng);
			total[i] += mc_hand_points(&h, side);
		}
	}
	for (i = 1, best = 0; i < n; i++)
		if (total[i] > total[best])
			best = i;
	return legal[best];
}

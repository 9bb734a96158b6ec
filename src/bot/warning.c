/*
 * warning.c -- the table's warnings (w): before a card of a person's
 * that gives points away as far as his seat can see (R9.1), he is asked
 * whether to play it anyway.  The expert's own vetoes, and a counting
 * card thrown to the opponents' trick where a cheaper one loses too.
 */
#include "bot.h"

/*
 * Would the seat regret legal card c, as far as its view can tell: one
 * of the plays the expert rules out (a King led into its suit's first
 * round, the Matto spent for nothing ...), or a counting card given to
 * the opponents: their card wins the trick, c cannot beat it, the
 * partner has played, and a card worth less would lose it too.  A high trump
 * played early is left to the player's judgement: it is often right.
 * Returns the blunder_kind, or BLUNDER_NKINDS.
 */
int
bot_warning(const struct mc_view *v, mc_card c)
{
	const struct mc_play	*p = &v->hand.play;
	mc_card			 legal[MC_NCARDS];
	int			 n, w, kind, i;

	if (v->hand.phase != MC_PHASE_PLAY)
		return BLUNDER_NKINDS;
	n = (int)mc_hand_legal_plays(&v->hand, legal);
	if (n < 2)
		return BLUNDER_NKINDS;
	if ((kind = expert_veto(v, legal, n, c)) != BLUNDER_NKINDS &&
	    kind != BLUNDER_HIGH_TRUMP)
		return kind;
	w = mc_trick_winning(&v->hand);
	if (p->nplayed >= 2 && w >= 0 && c != MC_MATTO &&
	    mc_card_value(c) > 0 && w != p->nplayed - 2 &&
	    mc_seat_side((p->leader + w) % MC_NSEATS) !=
	    mc_seat_side(p->turn) &&
	    mc_card_power(c, p->lead) < mc_card_power(p->trick[w], p->lead))
		for (i = 0; i < n; i++)
			if (legal[i] != MC_MATTO &&
			    mc_card_value(legal[i]) < mc_card_value(c) &&
			    mc_card_power(legal[i], p->lead) <
			    mc_card_power(p->trick[w], p->lead))
				return BLUNDER_GIFT;
	return BLUNDER_NKINDS;
}

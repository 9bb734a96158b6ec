/*
 * hint.c -- the expert's advice to a human seat: the decision it would
 * make from that seat's view alone, why, and what the next best choices
 * cost by its search.  The same search as the expert's own decisions,
 * so a hint never knows more than the seat does (R9.1).
 */
#include <stdlib.h>
#include <string.h>

#include "bot.h"

static const char *const why_text[] = {
	[EASY_ONLY] = "the only card you may play",
	[EASY_TENUTA_COMPAGNO] = "the last opponent has fallen and your top "
	    "trump is the highest out: lead it and your partner can bring "
	    "counting cards home (tenuta al compagno)",
	[EASY_TENUTA_PAPA] = "a low trump led late makes the opponents "
	    "play their Papi (tenuta al papa)",
	[EASY_FUMATA] = "your first trump lead tells your partner whether "
	    "you hold the top Aria (the fumata)",
	[EASY_LEAD] = "a low card of a long suit, keeping your Kings from "
	    "being trumped (R6.8)",
	[EASY_LEAD_TRUMP] = "the lowest trump, keeping the high ones",
	[EASY_FALLEN] = "a fallen opponent's card: feed your side's trick, "
	    "or give away nothing of value (R6.11)",
	[EASY_FEED] = "your partner holds the trick: bring a counting card "
	    "home",
	[EASY_WIN] = "wins the trick at the least cost",
	[EASY_MATTO] = "the Matto saves a counting card from the opponents "
	    "(R6.5)",
	[EASY_THROW] = "the card that costs least to lose",
};

static const char *const veto_text[BLUNDER_NKINDS + 1] = {
	[BLUNDER_KING_LEAD] = "a King led on its suit's first round may be "
	    "trumped (R6.8)",
	[BLUNDER_HIGH_TRUMP] = "a high trump played while a higher one is "
	    "out",
	[BLUNDER_MATTO] = "spends the Matto with nothing to save (R6.5)",
	[BLUNDER_FUMATA] = "a false fumata, without the top Aria",
	[BLUNDER_PAPA] = "a Papa thrown second hand",
	[BLUNDER_GIFT] = "gives a counting card away",
	[BLUNDER_OVERTAKE] = "overtakes your partner's sure trick",
	[BLUNDER_NKINDS] = "",
};

/* The sentence that says why the hint's decision was chosen. */
const char *
bot_hint_why(const struct bot_hint *h)
{
	switch (h->why) {
	case HINT_CUT:
		return "no cut is better than another: nobody knows the "
		    "order of the shuffled deck (R5.2)";
	case HINT_DECLARE:
		return "declared points are marked at once (R6.3), and a "
		    "versicola kept back may never count";
	case HINT_FALL:
		return "falling is the rule's usual way (R6.11): the "
		    "computer players always fall";
	case HINT_DISCARD:
		return "cartiglie of your shortest suits, never a trump or a "
		    "counting card while a cartiglia is left: voids let your "
		    "trumps take";
	case HINT_SEARCH:
		return "the best on average over the deals imagined from "
		    "what you can see";
	case HINT_THUMB:
	default:
		return why_text[h->thumb];
	}
}

/* Why a choice was ruled out before the search, or "" if it was not. */
const char *
bot_veto_text(int kind)
{
	return kind >= 0 && kind <= BLUNDER_NKINDS ? veto_text[kind] : "";
}

/* The other candidates: weighed ones cheapest first, then vetoed ones. */
static void
alternatives(const struct bot_weighing *w, struct bot_hint *h,
    enum mc_decision_kind kind, int seat)
{
	bool	 used[BOT_WEIGH_MAX] = { false };
	int	 i, pick, k;

	used[w->best] = true;
	for (k = 0; k < HINT_ALTS; k++) {
		for (i = 0, pick = -1; i < w->n; i++) {
			if (used[i])
				continue;
			if (pick < 0 || (w->weighed[i] && (!w->weighed[pick] ||
			    w->cost[i] < w->cost[pick])))
				pick = i;
		}
		if (pick < 0 || (!w->weighed[pick] &&
		    w->veto[pick] == BLUNDER_NKINDS))
			break;
		used[pick] = true;
		memset(&h->alt[k], 0, sizeof(h->alt[k]));
		h->alt[k].kind = kind;
		h->alt[k].seat = seat;
		h->alt[k].n = w->size;
		memcpy(h->alt[k].cards, w->cand[pick], sizeof(w->cand[pick]));
		h->cost[k] = w->cost[pick];
		h->weighed[k] = w->weighed[pick];
		h->veto[k] = w->veto[pick];
		h->nalt++;
	}
}

/* Costs counted from card c, chosen instead of the search's best. */
static void
rebase(struct bot_weighing *w, mc_card c)
{
	double	 base;
	int	 i;

	for (w->best = 0; w->best < w->n - 1 && w->cand[w->best][0] != c;
	    w->best++)
		;
	if (!w->weighed[w->best])
		return;
	base = w->cost[w->best];
	for (i = 0; i < w->n; i++)
		w->cost[i] -= base;
}

/*
 * The hint for the decision seat's view waits for.  seed makes it
 * repeatable: the same view and seed give the same hint.
 */
void
bot_hint(const struct mc_view *v, uint64_t seed, struct bot_hint *h)
{
	struct bot_weighing	*w;
	struct mc_versicola	 vs[MC_VERSICOLE_MAX];
	struct bot		 b;
	enum easy_why		 why;
	mc_card			 c;
	int			 n, i;

	memset(h, 0, sizeof(*h));
	mc_decision_due(&v->hand, &h->best);
	bot_init(&b, BOT_EXPERT, seed);
	switch (h->best.kind) {
	case MC_DECIDE_CUT:
		h->why = HINT_CUT;
		h->best.n = bot_cut(&b, v);
		return;
	case MC_DECIDE_DECLARE:
		h->why = HINT_DECLARE;
		n = mc_hand_versicole(&v->hand, v->hand.play.turn, vs);
		h->best.which = (1u << n) - 1;
		if (n == 0)
			return;
		/* Declaring none marks nothing: it costs all they are worth. */
		h->alt[0] = h->best;
		h->alt[0].which = 0;
		h->weighed[0] = true;
		h->veto[0] = BLUNDER_NKINDS;
		for (i = 0; i < n; i++)
			h->cost[0] += vs[i].value;
		h->nalt = 1;
		return;
	case MC_DECIDE_FALL:
		h->why = HINT_FALL;
		h->best.yes = true;
		return;
	default:
		break;
	}
	if ((w = malloc(sizeof(*w))) == NULL) {
		/* no room to search: the rules of thumb alone */
		if (h->best.kind == MC_DECIDE_DISCARD) {
			h->best.n = easy_discard(v, h->best.cards);
			h->why = HINT_DISCARD;
		} else {
			h->best.n = 1;
			h->best.cards[0] = easy_play_why(&v->hand, v->seat,
			    &h->thumb);
			h->why = HINT_THUMB;
		}
		return;
	}
	if (h->best.kind == MC_DECIDE_DISCARD) {
		h->best.n = expert_weigh_discard(&b, v, h->best.cards, w);
		h->why = HINT_DISCARD;
	} else {
		c = expert_weigh_play(&b, v, w);
		h->best.n = 1;
		h->best.cards[0] = bot_keep_fumata(v, c);
		easy_play_why(&v->hand, v->seat, &why);
		h->why = w->n == 1 ? HINT_THUMB : w->thumb ||
		    h->best.cards[0] != c ? HINT_THUMB : HINT_SEARCH;
		h->thumb = w->n == 1 ? EASY_ONLY : h->best.cards[0] != c ?
		    EASY_FUMATA : why;
		if (h->best.cards[0] != c)	/* the convention, not search */
			rebase(w, h->best.cards[0]);
	}
	h->deals = w->deals;
	alternatives(w, h, h->best.kind, h->best.seat);
	free(w);
}

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

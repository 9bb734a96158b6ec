/*
 * hint.c -- the expert's advice to a human seat: the decision it would
 * make from that seat's view alone, why, and what the next best choices
 * cost by its search.  The same search as the expert's own decisions,
 * so a hint never knows more than the seat does (R9.1).
 */
#include <stdlib.h>
#include <string.h>

#include "bot.h"
#include "../lang/lang.h"

static const char *const veto_text[BLUNDER_NKINDS] = {
	/* TRANSLATORS: why the expert rules a card out: shown after the
	 * card and a colon, and after "ruled out:". */
	[BLUNDER_KING_LEAD] = N_("a King led in its suit's first round, with "
	    "few of the suit unseen, may be trumped (R6.2)"),
	[BLUNDER_HIGH_TRUMP] = N_("a high trump played second or third while "
	    "a higher one is out"),
	[BLUNDER_MATTO] = N_("spends the Matto with nothing to save (R6.5)"),
	[BLUNDER_FUMATA] = N_("a false fumata, without the top Aria"),
	[BLUNDER_GIFT] = N_("gives a counting card away"),
	[BLUNDER_OVERTAKE] = N_("overtakes your partner's sure trick"),
};

/*
 * Why a choice was ruled out before the search, or "" if it was not.
 * The judge's own kinds (papa_lost ... gift_sure) are never vetoes and
 * have no text: "" for them too.
 */
const char *
bot_veto_text(int kind)
{
	return kind >= 0 && kind < BLUNDER_NKINDS && veto_text[kind] != NULL ?
	    _(veto_text[kind]) : "";
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
		h->se[k] = w->se[pick];
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
 * Is the rating of cost c above the hint's card as the hints print it,
 * to the hundredth of a rest: "0.00 rests higher" is no rating above.
 */
static bool
rated_above(double cost)
{
	return -cost >= HINT_RATED;
}

/*
 * search or overrules: is any weighed card rated above the hint's, and
 * which is rated highest, and why the expert keeps its own card.
 */
static void
judge(const struct bot_weighing *w, struct bot_hint *h, bool fumata)
{
	int	 i, top = -1;

	for (i = 0; i < w->n; i++)
		if (i != w->best && w->weighed[i] && rated_above(w->cost[i]) &&
		    (top < 0 || w->cost[i] < w->cost[top]))
			top = i;
	if (top < 0) {
		if (w->n > 1 && w->weighed[w->best])
			h->reasons |= REASON_BIT(REASON_SEARCH);
		return;
	}
	h->reasons |= REASON_BIT(REASON_OVERRULES);
	h->rule = fumata ? HINT_RULE_FUMATA : w->best != w->leader ?
	    HINT_RULE_TIE : HINT_RULE_EARLY;
	/* A tie was kept against the search's leader, within half an error
	 * of it: that is the card to name, though on the deals they shared
	 * a card set aside early may seem higher still. */
	if (h->rule == HINT_RULE_TIE && w->weighed[w->leader] &&
	    rated_above(w->cost[w->leader]))
		top = w->leader;
	h->over = w->cand[top][0];
	h->over_by = -w->cost[top];
	h->over_se = w->se[top];
}

/*
 * How often card c, played now, takes the trick, and how often its
 * side does, over deals imagined from the view, the other seats playing
 * the rules of thumb: the estimate behind "probably".
 */
#define ODDS_DEALS	64
static void
trick_odds(const struct mc_view *v, mc_card c, uint64_t seed,
    struct bot_hint *h)
{
	struct mc_versicola	 vs[MC_VERSICOLE_MAX];
	struct mc_hand		 deal;
	struct mc_rng		 r;
	int			 k, n = v->hand.play.ntricks, win = 0, side = 0;
	int			 seat = v->hand.play.turn;

	mc_rng_seed(&r, seed ^ 0x6f646473ull);
	for (k = 0; k < ODDS_DEALS; k++) {
		mc_view_sample(v, &r, &deal);
		if (mc_hand_play(&deal, c) != MC_OK)
			continue;
		while (deal.phase != MC_PHASE_OVER && deal.play.ntricks == n) {
			if (deal.phase == MC_PHASE_DECLARE)
				mc_hand_declare(&deal, deal.play.turn, (1u <<
				    mc_hand_versicole(&deal, deal.play.turn,
				    vs)) - 1);
			else if (deal.phase == MC_PHASE_FALL)
				mc_hand_fall(&deal, deal.play.asking, true);
			else if (deal.phase != MC_PHASE_PLAY ||
			    mc_hand_play(&deal, easy_play_seer(&deal,
			    mc_hand_to_act(&deal))) != MC_OK)
				break;
		}
		if (deal.play.ntricks == n)
			continue;
		h->odds_deals++;
		win += deal.play.last_winner == seat;
		side += mc_seat_side(deal.play.last_winner) ==
		    mc_seat_side(v->seat);
	}
	if (h->odds_deals > 0) {
		h->p_win = (double)win / h->odds_deals;
		h->p_side = (double)side / h->odds_deals;
	}
}

/*
 * The hint for a play from the expert's weighing w, in which its search
 * chose card searched: the card it keeps (the fumata's convention may
 * overrule the search), why, and what the others cost against it.  The
 * review after a hand weighs each card once and says why from here.
 */
void
bot_hint_weighed(const struct mc_view *v, struct bot_weighing *w,
    mc_card searched, uint64_t seed, struct bot_hint *h)
{
	uint64_t	 uncertain;

	memset(h, 0, sizeof(*h));
	mc_decision_due(&v->hand, &h->best);
	h->best.n = 1;
	h->best.cards[0] = bot_keep_fumata(v, searched);
	if (w != NULL) {
		if (h->best.cards[0] != searched)
			rebase(w, h->best.cards[0]);
		h->deals = w->deals;
		judge(w, h, h->best.cards[0] != searched);
		alternatives(w, h, h->best.kind, h->best.seat);
	}
	h->reasons |= reason_play(v, h->best.cards[0]);
	uncertain = h->reasons & (REASON_BIT(REASON_BEATS) |
	    REASON_BIT(REASON_COUNT_HOME));
	if (uncertain != 0 && !(h->reasons & (REASON_BIT(REASON_SURE_WIN) |
	    REASON_BIT(REASON_PARTNER_SAFE))))
		trick_odds(v, h->best.cards[0], seed, h);
}

/*
 * The expert's card, what its search found of the others, and why; the
 * weighing into w if not NULL (the review reads the costs there).
 */
static void
hint_play(const struct mc_view *v, struct bot *b, uint64_t seed,
    struct bot_hint *h, struct bot_weighing *w)
{
	struct bot_weighing	*own = NULL;

	if (w == NULL && (w = own = malloc(sizeof(*w))) == NULL) {
		/* no room to search: the rules of thumb alone */
		bot_hint_weighed(v, NULL, easy_play(&v->hand, v->seat), seed,
		    h);
		return;
	}
	bot_hint_weighed(v, w, expert_weigh_play(b, v, w), seed, h);
	free(own);
}

/* The hint at v with seed, its weighing into w if a play and not NULL. */
static void
advise(const struct mc_view *v, uint64_t seed, struct bot_hint *h,
    struct bot_weighing *w)
{
	struct mc_versicola	 vs[MC_VERSICOLE_MAX];
	struct bot		 b;
	int			 n, i;

	memset(h, 0, sizeof(*h));
	if (w != NULL)
		w->n = 0;
	mc_decision_due(&v->hand, &h->best);
	bot_init(&b, BOT_EXPERT, seed);
	switch (h->best.kind) {
	case MC_DECIDE_CUT:
		h->best.n = bot_cut(&b, v);
		break;
	case MC_DECIDE_DECLARE:
		h->best.which = bot_declare(&b, v);
		n = mc_hand_versicole(&v->hand, v->hand.play.turn, vs);
		if (n == 0 || h->best.which == 0)
			break;
		/* Declaring none marks nothing: it costs all they are worth. */
		h->alt[0] = h->best;
		h->alt[0].which = 0;
		h->weighed[0] = true;
		h->veto[0] = BLUNDER_NKINDS;
		for (i = 0; i < n; i++)
			if (h->best.which >> i & 1)
				h->cost[0] += vs[i].value;
		h->nalt = 1;
		break;
	case MC_DECIDE_FALL:
		h->best.yes = bot_fall(&b, v);
		break;
	case MC_DECIDE_DISCARD:
		/* The rules of thumb's set, as the expert discards. */
		h->best.n = bot_discard(&b, v, h->best.cards);
		break;
	case MC_DECIDE_PLAY:
		hint_play(v, &b, seed, h, w);
		return;
	}
	h->reasons |= reason_decision(v, &h->best);
}

/*
 * The hint for the decision the seat's view waits for: the expert's own
 * decision (bot_decide at the expert level, with this seed), the
 * reasons that hold for it, and the next choices.  seed makes it
 * repeatable: the same view and seed give the same hint.
 */
void
bot_hint(const struct mc_view *v, uint64_t seed, struct bot_hint *h)
{
	advise(v, seed, h, NULL);
}

/* One value into the hash h (splitmix64's finish). */
static uint64_t
mix(uint64_t h, uint64_t x)
{
	h ^= x + 0x9e3779b97f4a7c15ull;
	h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ull;
	h = (h ^ (h >> 27)) * 0x94d049bb133111ebull;
	return h ^ (h >> 31);
}

static uint64_t
mix_cards(uint64_t h, const struct mc_cards *set)
{
	return mix(mix(h, set->w[0]), set->w[1]);
}

static uint64_t
mix_list(uint64_t h, const mc_card *c, int n)
{
	int	 i;

	for (h = mix(h, (uint64_t)n), i = 0; i < n; i++)
		h = mix(h, c[i]);
	return h;
}

/*
 * The seed of whatever is weighed from a seat's view alone: a hash of
 * what the deciding seat sees -- its hand, its discards, the cards
 * turned, taken and played, who is to act -- and of nothing hidden
 * (R9.1).  The hint, --hints, the review and a scripted client's
 * computer player each build that view (from the match, the wire or
 * the record), so each weighs it alike.  A computer player at the
 * match itself is seeded by match_bot_seed.
 */
uint64_t
bot_position_seed(const struct mc_view *v)
{
	const struct mc_hand	*x = &v->hand;
	const struct mc_play	*p = &x->play;
	uint64_t		 h = 0x766f696365ull;	/* "voice" */
	int			 s = v->seat, i;

	h = mix(h, (uint64_t)(s + 1));
	h = mix(h, x->variants);
	h = mix(h, (uint64_t)x->phase << 16 | (uint64_t)x->dealer << 8 |
	    x->cut);
	if (s >= 0 && s < MC_NSEATS) {
		h = mix_cards(h, &x->held[s]);
		h = mix_cards(h, &x->discarded[s]);
	}
	h = mix_cards(h, &x->faceup);
	h = mix_list(h, x->turned, x->nturned);
	h = mix_list(h, x->taken, x->ntaken);
	h = mix(h, (uint64_t)p->turn << 24 | (uint64_t)p->fallen << 16 |
	    (uint64_t)p->asking << 8 | p->asked);
	for (i = 0; i < MC_NSEATS; i++)
		h = mix(h, p->declared[i]);
	return mix_list(h, x->played, p->ntricks * MC_NSEATS + p->nplayed);
}

/*
 * The advice at the position v shows: the one evaluation behind the
 * table's hint (H), `--hints` and the review after a hand, seeded by
 * the position alone, so that all three give the same card with the
 * same reasons.  The search's weighing of a play into w if not NULL.
 */
void
bot_advise(const struct mc_view *v, struct bot_hint *h,
    struct bot_weighing *w)
{
	advise(v, bot_position_seed(v), h, w);
}

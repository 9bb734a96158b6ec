/*
 * review.c -- the expert's review of the cards a person played in a
 * hand: each weighed again from the view he had when he chose it, by
 * the same evaluation as the hint he could have asked for there
 * (bot_advise), so that the review never calls the hint's own card a
 * mistake.  The table's page (v) and `minchiate --review` both pick the
 * cards to show here.
 */
#include <math.h>
#include <string.h>

#include "bot.h"

/* The advice at the view, and what the card played there cost. */
void
bot_review(const struct mc_view *v, mc_card played, struct bot_review *r)
{
	memset(r, 0, sizeof(*r));
	bot_advise(v, &r->hint, &r->w);
	r->expert = r->hint.best.cards[0];
	r->played = played;
	bot_review_cost(r, played, &r->cost);
}

/*
 * What card c cost at a reviewed point, against the expert's card, by
 * its search; or, if the expert ruled c out unweighed, the rule's kind.
 */
void
bot_review_cost(const struct bot_review *r, mc_card c, struct card_cost *k)
{
	const struct bot_weighing *w = &r->w;
	int			 i, best = -1;

	memset(k, 0, sizeof(*k));
	k->weighed = true;
	k->veto = BLUNDER_NKINDS;
	if (c == r->expert)
		return;
	for (i = 0; i < w->n; i++)
		if (w->cand[i][0] == r->expert)
			best = i;
	for (i = 0; i < w->n; i++)
		if (w->cand[i][0] == c) {
			k->weighed = w->weighed[i] && best >= 0 &&
			    w->weighed[best];
			k->rests = k->weighed ? w->cost[i] - w->cost[best] : 0;
			k->se = k->weighed ? w->se[i] : 0;
			k->veto = k->weighed ? BLUNDER_NKINDS : w->veto[i];
		}
}

/*
 * Worth showing: ruled out, or below the expert's card by more than
 * the search's error as both are printed, to the hundredth of a rest
 * a hand ("0.11, give or take 0.11" is within the error, not beyond).
 */
bool
bot_review_costly(const struct card_cost *k)
{
	long	 rests = lround(k->rests * 100), se = lround(k->se * 100);

	return !k->weighed ? k->veto != BLUNDER_NKINDS :
	    rests >= 1 && rests > se;
}

/* Is x shown before y: ruled out first, then the costlier. */
static bool
before(const struct bot_review *x, const struct bot_review *y)
{
	if (x->cost.weighed != y->cost.weighed)
		return !x->cost.weighed;
	return x->cost.rests > y->cost.rests;
}

/*
 * The cards of the n reviewed that the page shows, costliest first, at
 * most BOT_REVIEW_SHOWN, as indexes into shown; returns how many.  A
 * card the expert plays too is never among them.
 */
int
bot_review_pick(const struct bot_review *r, int n, int *shown)
{
	int	 i, j, k = 0;

	for (i = 0; i < n; i++) {
		if (r[i].played == r[i].expert ||
		    !bot_review_costly(&r[i].cost))
			continue;
		for (j = k; j > 0 && before(&r[i], &r[shown[j - 1]]); j--)
			if (j < BOT_REVIEW_SHOWN)
				shown[j] = shown[j - 1];
		if (j < BOT_REVIEW_SHOWN)
			shown[j] = i;
		if (k < BOT_REVIEW_SHOWN)
			k++;
	}
	return k;
}

/*
 * expert.c -- the expert level: the hard level's sampling search made
 * steady.  Cards are compared deal by deal on the same deals (paired),
 * and deals are added while the best cards are too close to tell apart,
 * the clearly worse ones dropped on the way (racing).  In the last
 * tricks each imagined deal is played out exactly, both sides at their
 * best, instead of by the rules of thumb.  Among the cards the search
 * cannot tell apart, the rules of thumb choose: the easy player's card,
 * which keeps the Kings, the Matto and the Papi as the old players did.
 * Still only the seat's view: the deals are imagined from it.
 */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bot.h"

#define BATCH		32	/* deals added at a time */
#define MIN_DEALS	96	/* before any card is dropped */
#define MAX_DEALS	768
#define DROP_Z		2.5	/* a card this many errors worse goes */
#define TIE_SE		1.0	/* easy's card within this many errors: a tie */
#define EXACT_CARDS	3	/* solve exactly with this few cards left */
#define EXACT_NODES	40000	/* per deal and card, else play it out */

static double
now_ms(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/*
 * The points side makes from here when every seat plays its best with
 * the whole deal open (R6, R7), by alpha-beta over the remaining plays;
 * false when the node budget runs out first.
 */
static bool
solve(struct mc_hand *h, enum mc_side side, int alpha, int beta, long *nodes,
    int *value)
{
	mc_card		 legal[MC_NCARDS];
	struct mc_undo	 u;
	int		 n, i, v, best;
	bool		 ours;

	if (h->phase == MC_PHASE_OVER) {
		*value = mc_hand_points(h, side);
		return true;
	}
	if (h->phase != MC_PHASE_PLAY || ++*nodes > EXACT_NODES)
		return false;
	n = (int)mc_hand_legal_plays(h, legal);
	/* R6.11: a fallen player's card is chosen by the trick's winner. */
	ours = mc_seat_side(mc_hand_to_act(h)) == side;
	best = ours ? -100000 : 100000;
	for (i = 0; i < n; i++) {
		if (mc_hand_play_undo(h, legal[i], &u) != MC_OK)
			continue;
		if (!solve(h, side, alpha, beta, nodes, &v)) {
			mc_hand_undo(h, &u);
			return false;
		}
		mc_hand_undo(h, &u);
		if (ours ? v > best : v < best)
			best = v;
		if (ours && best > alpha)
			alpha = best;
		if (!ours && best < beta)
			beta = best;
		if (alpha >= beta)
			break;
	}
	*value = best;
	return true;
}

/* The hand after c, played out exactly when it is near its end. */
static int
outcome(const struct mc_hand *deal, mc_card c, enum mc_side side, bool exact)
{
	struct mc_hand	 h = *deal;
	long		 nodes = 0;
	int		 v;

	if (mc_hand_play(&h, c) != MC_OK)
		return -100000;
	if (exact) {
		struct mc_hand	 copy = h;

		if (solve(&copy, side, -100000, 100000, &nodes, &v))
			return v;
	}
	easy_playout(&h);
	return mc_hand_points(&h, side);
}

/* Mean of a - b over the first k deals, and its standard error. */
static void
paired(const int *score, int n, int k, int a, int b, double *mean,
    double *se)
{
	double	 sum = 0, sumsq = 0, d;
	int	 i;

	for (i = 0; i < k; i++) {
		d = score[i * n + a] - score[i * n + b];
		sum += d;
		sumsq += d * d;
	}
	*mean = sum / k;
	*se = k > 1 ? sqrt(fmax(0, (sumsq - k * *mean * *mean) / (k - 1)) /
	    k) : 1e9;
}

/*
 * The old players' advice, as vetoes on the cards the search may weigh;
 * each needs only the seat's view (R9.1).  Is trump t, or any trump
 * above it, still where the seat cannot see?
 */
static bool
unseen_above(const struct mc_view *v, int t)
{
	for (t++; t <= 40; t++)
		if (mc_cards_has(&v->hidden, mc_trump(t)))
			return true;
	return false;
}

/* Can a card the seat cannot see, or one the last seat holds, beat c? */
static bool
beatable(const struct mc_view *v, mc_card c, int lead)
{
	const struct mc_hand	*h = &v->hand;
	int			 last = mc_seat_left(h->play.leader), k;

	for (k = 0; k < MC_NCARDS; k++)
		if ((mc_cards_has(&v->hidden, (mc_card)k) ||
		    mc_cards_has(&h->held[last], (mc_card)k)) &&
		    mc_card_power((mc_card)k, lead) > mc_card_power(c, lead))
			return true;
	return false;
}

/*
 * Would playing c be a partner's blunder, as far as the seat can tell:
 * a King led into a suit's first round while trumps are out of sight
 * (R6.8); a trump of 30 or more, not last, while a higher one is unseen;
 * the Matto while a card worth nothing will do (R6.5); a false fumata;
 * a Papa thrown second hand; a partner's sure trick overtaken.
 */
bool
expert_vetoed(const struct mc_view *v, const mc_card *legal, int n,
    mc_card c)
{
	const struct mc_play	*p = &v->hand.play;
	int			 pos = p->nplayed, rank = mc_card_rank(c), w;
	int			 seat = p->turn;

	if (pos == 0 && !mc_is_trump(c) && c != MC_MATTO && rank == MC_RE &&
	    !(p->suits_led >> mc_card_suit(c) & 1) && unseen_above(v, 0))
		return true;
	if (mc_is_trump(c) && rank >= 30 && pos < 3 && unseen_above(v, rank) &&
	    blunder_cheaper(legal, n, c))
		return true;
	if (c == MC_MATTO && p->ntricks < 20 && blunder_cheaper(legal, n, c))
		return true;
	if (pos == 0 && mc_is_trump(c) && rank >= 21 && rank <= 27 &&
	    p->first_trump_lead[seat] == 0 &&
	    !mc_cards_has(&v->hand.held[seat], fumata_top_aria(&v->hand)))
		return true;
	if (pos == 1 && mc_is_trump(c) && rank <= 5 && blunder_cheaper(legal, n, c))
		return true;
	w = mc_trick_winning(&v->hand);
	if (pos >= 2 && w == pos - 2 && mc_is_trump(c) &&
	    mc_card_power(c, p->lead) > mc_card_power(p->trick[w], p->lead) &&
	    (pos == 3 || !beatable(v, p->trick[w], p->lead)) &&
	    blunder_cheaper(legal, n, c))
		return true;
	return false;
}

/* R6: the expert's card for the seat due, from its view alone. */
mc_card
expert_play(struct bot *b, const struct mc_view *v)
{
	struct mc_hand	 deal;
	int		*score;
	mc_card		 legal[MC_NCARDS], easy;
	bool		 alive[MC_NCARDS], exact;
	enum mc_side	 side = mc_seat_side(v->seat);
	double		 start = b->cap_ms > 0 ? now_ms() : 0, mean, se;
	long		 total[MC_NCARDS];
	int		 n, i, k = 0, j, best, left, nalive;

	n = (int)mc_hand_legal_plays(&v->hand, legal);
	if (n == 1)
		return legal[0];
	easy = easy_play(&v->hand, v->seat);
	if ((score = malloc(sizeof(*score) * MAX_DEALS * (size_t)n)) == NULL)
		return easy;
	exact = mc_cards_count(&v->hand.held[v->seat]) <= EXACT_CARDS;
	for (i = 0, nalive = 0; i < n; i++) {
		alive[i] = !expert_vetoed(v, legal, n, legal[i]);
		nalive += alive[i];
		total[i] = 0;
	}
	if (nalive == 0)		/* every card is one to regret */
		for (i = 0, nalive = n; i < n; i++)
			alive[i] = true;
	while (k < MAX_DEALS && nalive > 1) {
		if (b->cap_ms > 0 && k > 0 && now_ms() - start > b->cap_ms)
			break;		/* out of time: the deals so far */
		for (j = 0; j < BATCH && k < MAX_DEALS; j++, k++) {
			mc_view_sample(v, &b->rng, &deal);
			fumata_read(v, &deal, &b->rng);
			for (i = 0; i < n; i++) {
				score[k * n + i] = alive[i] ?
				    outcome(&deal, legal[i], side, exact) : 0;
				total[i] += score[k * n + i];
			}
		}
		for (i = 1, best = 0; i < n; i++)
			if (alive[i] && (!alive[best] || total[i] > total[best]))
				best = i;
		if (k < MIN_DEALS)
			continue;
		/* Racing: drop the cards clearly worse than the best. */
		for (i = 0, left = 0; i < n; i++) {
			if (!alive[i] || i == best)
				continue;
			paired(score, n, k, best, i, &mean, &se);
			if (mean > DROP_Z * se)
				alive[i] = false;
			else
				left++;
		}
		nalive = left + 1;
	}
	for (i = 1, best = 0; i < n; i++)
		if (alive[i] && (!alive[best] || total[i] > total[best]))
			best = i;
	/*
	 * The rules of thumb choose only between cards the search finds
	 * all but equal: within one standard error of the best.
	 */
	for (i = 0; i < n; i++)
		if (legal[i] == easy && alive[i] && i != best && k > 1) {
			paired(score, n, k, best, i, &mean, &se);
			if (mean > TIE_SE * se)
				i = n;		/* the best is better */
			break;
		}
	free(score);
	return i < n ? easy : legal[best];
}

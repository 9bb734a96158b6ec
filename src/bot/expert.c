/*
 * expert.c -- the expert level: the hard level's sampling search made
 * steady.  Cards are compared deal by deal on the same deals (paired),
 * and deals are added while the best cards are too close to tell apart,
 * the clearly worse ones dropped on the way (racing).  In the last
 * tricks each imagined deal is played out exactly, both sides at their
 * best, while the decision's budget of nodes lasts; otherwise by the
 * rules of thumb, which in the imagined deal see every hand.  The deals
 * are drawn by how well they explain the play so far: of LIKE_TRIES
 * deals, the tricks played again in each, the rules of thumb's cards
 * matching the cards seen (likelihood).  Among the cards the search
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
#define TIE_SE		0.5	/* easy's card within this many errors: a tie */
#define EXACT_CARDS	3	/* solve exactly with this few cards left */
#define EXACT_NODES	40000	/* per deal and card, else play it out */
#define EXACT_BUDGET	2000000	/* nodes per decision, all deals */

#define CLOCK_NODES	1024	/* nodes solved between looks at it */

#define LIKE_EPS	0.4	/* a deal's weight per card seen that the
				   rules of thumb would not have played */
#define LIKE_TRIES	4	/* deals drawn for each one weighed */

/* Candidates compared on the same deals: score[k * n + i] on deal k. */
struct race {
	int		 n, k;
	int		*score;
	long		 total[MC_NCARDS];
	bool		 alive[MC_NCARDS];
	int		 upto[MC_NCARDS];	/* deals each was weighed on */
	bool		 thumb;		/* the rules of thumb chose */
	int		 keep;		/* never dropped, or -1 */
	int		 top;		/* the best by the search alone */
	double		 until;		/* the clock's deadline, or 0 */
	int		(*eval)(const struct mc_hand *, int, void *);
	void		*ctx;
};


/*
 * When a decision must be made by, for a player on the clock (cap_ms),
 * or 0: the node budget alone, so that a seed replays.
 */
static double
deadline(const struct bot *b)
{
	return b->cap_ms > 0 ? (double)bot_clock_ms() + BOT_CLOCK_SHARE * b->cap_ms : 0;
}

static bool
past(double when)
{
	return when > 0 && (double)bot_clock_ms() >= when;
}

/*
 * What a finished imagined hand is worth to side: its points, and a
 * capot's rests beyond the plain ones (R7.7), BOT_REST_POINTS a rest.
 * The rests' steps at each 60 are left out: over hard, on the first 150
 * duplicate deals of seed 2026, counting every rest at 60 points made
 * +21.56 points and +0.420 rests a hand, at 30 +23.88 and +0.460, at
 * 1000 +19.31 and +0.457, where points alone made +27.06 and +0.587:
 * a step weighed on imagined deals is noise the points do not have.
 * With the capot's rests: +26.66 and +0.580, and the capot in sight.
 */
static int
worth(const struct mc_hand *h, enum mc_side side)
{
	return mc_hand_points(h, side) +
	    BOT_REST_POINTS * mc_hand_capot_rests(h, side);
}

/* What solving one deal may spend: nodes, and the decision's clock. */
struct solving {
	long		 nodes;
	double		 until;
};

/*
 * The points side makes from here when every seat plays its best with
 * the whole deal open (R6, R7), by alpha-beta over the remaining plays;
 * false when the node budget or the clock runs out first.
 */
static bool
solve(struct mc_hand *h, enum mc_side side, int alpha, int beta,
    struct solving *s, int *value)
{
	mc_card		 legal[MC_NCARDS];
	struct mc_undo	 u;
	int		 n, i, v, best;
	bool		 ours;

	if (h->phase == MC_PHASE_OVER) {
		*value = worth(h, side);
		return true;
	}
	if (h->phase != MC_PHASE_PLAY || ++s->nodes > EXACT_NODES ||
	    (s->nodes % CLOCK_NODES == 0 && past(s->until)))
		return false;
	n = (int)mc_hand_legal_plays(h, legal);
	/* R6.11: a fallen player's card is chosen by the trick's winner. */
	ours = mc_seat_side(mc_hand_to_act(h)) == side;
	best = ours ? -100000 : 100000;
	for (i = 0; i < n; i++) {
		if (mc_hand_play_undo(h, legal[i], &u) != MC_OK)
			continue;
		if (!solve(h, side, alpha, beta, s, &v)) {
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

/*
 * The hand after c, played out exactly when it is near its end, while
 * the decision's budget of nodes lasts (a fallen player's cards make
 * the tree wide); else by the rules of thumb.
 */
static int
outcome(const struct mc_hand *deal, mc_card c, enum mc_side side,
    long *budget, double until, struct mc_rng *mixed)
{
	struct mc_hand	 h = *deal;
	struct solving	 s = { 0, until };
	int		 v;
	bool		 solved;

	if (mc_hand_play(&h, c) != MC_OK)
		return -100000;
	if (*budget > 0) {
		struct mc_hand	 copy = h;

		solved = solve(&copy, side, -100000, 100000, &s, &v);
		*budget -= s.nodes;
		if (solved)
			return v;
	}
	if (mixed != NULL)
		easy_playout_mixed(&h, mixed);
	else
		easy_playout(&h, true);
	return worth(&h, side);
}

/*
 * How well an imagined deal explains the cards the other seats were seen
 * to play (R9.1: every played card is seen): the tricks so far are
 * played again in it, each hidden hand's card weighing LIKE_EPS where
 * the rules of thumb would have played another from there.  The past
 * positions are rebuilt from what the rules of thumb look at: the hands,
 * the trick, the suits led (R6.8), the captures and the first trump
 * leads (the fumata); a fallen hand is open (R6.11) and not weighed.
 */
static double
likelihood(const struct mc_view *v, const struct mc_hand *deal)
{
	const struct mc_hand	*h = &v->hand;
	struct mc_hand		 w = *deal;
	struct mc_play		*p = &w.play;
	int	 nplays = h->play.ntricks * MC_NSEATS + h->play.nplayed;
	int	 i, j, seat, win, k;
	struct mc_cards	 seen = h->play.won[0];
	double	 like = 1;
	mc_card	 c;

	/* A hand set up without its past (a test's) weighs nothing. */
	seen.w[0] |= h->play.won[1].w[0];
	seen.w[1] |= h->play.won[1].w[1];
	for (i = 0; i < h->play.nplayed; i++)
		mc_cards_add(&seen, h->play.trick[i]);
	for (i = 0; i < nplays; i++)
		if (!mc_cards_has(&seen, h->played[i]))
			return 1;
	if (mc_cards_count(&seen) != nplays)
		return 1;
	for (i = 0; i < nplays; i++)
		mc_cards_add(&w.held[(h->trick_leader[i / MC_NSEATS] +
		    i % MC_NSEATS) % MC_NSEATS], h->played[i]);
	memset(p->won, 0, sizeof(p->won));
	memset(p->first_trump_lead, 0, sizeof(p->first_trump_lead));
	p->suits_led = 0;
	w.phase = MC_PHASE_PLAY;
	for (i = 0; i < nplays; i++) {
		j = i % MC_NSEATS;
		seat = (h->trick_leader[i / MC_NSEATS] + j) % MC_NSEATS;
		c = h->played[i];
		if (j == 0) {
			p->ntricks = (uint8_t)(i / MC_NSEATS);
			p->leader = (uint8_t)seat;
			p->nplayed = 0;
			p->lead = MC_FOOL;
			p->first_lead = p->trumped = 0;
			memset(p->trick, MC_NOCARD, sizeof(p->trick));
		}
		p->turn = (uint8_t)seat;
		if (seat != v->seat && !(h->play.fallen >> seat & 1) &&
		    easy_play(&w, seat) != c)
			like *= LIKE_EPS;
		mc_cards_del(&w.held[seat], c);
		mc_trick_add(p, seat, c);
		if (j < MC_NSEATS - 1)
			continue;
		/* R6.9, R6.5: the winner's side takes the trick, the Matto
		 * going back to its own side. */
		win = (int)mc_seat_side((p->leader + mc_trick_winning(&w)) %
		    MC_NSEATS);
		for (k = 0; k < MC_NSEATS; k++)
			mc_cards_add(&p->won[p->trick[k] == MC_MATTO ?
			    (int)mc_seat_side((p->leader + k) % MC_NSEATS) : win],
			    p->trick[k]);
	}
	return like;
}

/*
 * An imagined deal for the race: of LIKE_TRIES deals consistent with the
 * view (and the partner's fumata), one drawn by how well each explains
 * the play so far.  Over hard, on the same 300 duplicate deals (seed
 * 2026): +10.36 points a hand [5.44, 15.28], from +9.17 [4.30, 14.04]
 * with the deals drawn alone; eight tries made +10.54 [5.39, 15.70], a
 * quarter slower.
 */
static void
draw_deal(struct bot *b, const struct mc_view *v, struct mc_hand *deal)
{
	struct mc_hand	 cand[LIKE_TRIES];
	double		 like[LIKE_TRIES], sum = 0, x;
	int		 k;

	/* The open test level (arena only): the true deal, every hand. */
	if (b->open != NULL) {
		*deal = *b->open;
		return;
	}
	if (v->hand.play.ntricks == 0 && v->hand.play.nplayed == 0) {
		mc_view_sample(v, &b->rng, deal);
		fumata_read(v, deal, &b->rng);
		return;
	}
	for (k = 0; k < LIKE_TRIES; k++) {
		mc_view_sample(v, &b->rng, &cand[k]);
		fumata_read(v, &cand[k], &b->rng);
		sum += like[k] = likelihood(v, &cand[k]);
	}
	x = mc_rng_next32(&b->rng) / 4294967296.0 * sum;
	for (k = 0; k < LIKE_TRIES - 1 && x >= like[k]; k++)
		x -= like[k];
	*deal = cand[k];
}

/* Mean of a - b over the deals b was weighed on, and its error. */
static void
paired(const struct race *r, int a, int b, double *mean, double *se)
{
	double	 sum = 0, sumsq = 0, d;
	int	 i, k = r->upto[b], n = r->n;

	if (k == 0) {
		*mean = 0;
		*se = 1e9;
		return;
	}
	for (i = 0; i < k; i++) {
		d = r->score[i * n + a] - r->score[i * n + b];
		sum += d;
		sumsq += d * d;
	}
	*mean = sum / k;
	*se = k > 1 ? sqrt(fmax(0, (sumsq - k * *mean * *mean) / (k - 1)) /
	    k) : 1e9;
}

/* The living candidate with the best total so far. */
static int
leader(const struct race *r)
{
	int	 i, best;

	for (i = 1, best = 0; i < r->n; i++)
		if (r->alive[i] && (!r->alive[best] ||
		    r->total[i] > r->total[best]))
			best = i;
	return best;
}

/*
 * Tries every living candidate on the same deals, imagined from the
 * view, adding deals in batches while the best are too close to tell
 * apart and dropping those clearly worse (racing).  Returns the best;
 * the rules of thumb's candidate, thumb, is preferred when the search
 * finds it within TIE_SE errors of the best.
 */
static int
race_run(struct bot *b, const struct mc_view *v, struct race *r,
    int min_deals, int max_deals, int thumb)
{
	struct mc_hand	 deal;
	double		 mean, se;
	int		 i, j, best, left, nalive = 0;

	for (i = 0; i < r->n; i++) {
		nalive += r->alive[i];
		r->total[i] = 0;
		r->upto[i] = 0;
	}
	if (nalive == 0)		/* every candidate is one to regret */
		for (i = 0, nalive = r->n; i < r->n; i++)
			r->alive[i] = true;
	r->k = 0;
	/* Anytime: out of time, the deals so far decide. */
	while (r->k < max_deals && nalive > 1 && !(r->k > 0 &&
	    past(r->until))) {
		for (j = 0; j < BATCH && r->k < max_deals; j++, r->k++) {
			if (r->k > 0 && past(r->until))
				break;
			draw_deal(b, v, &deal);
			for (i = 0; i < r->n; i++) {
				r->score[r->k * r->n + i] = r->alive[i] ?
				    r->eval(&deal, i, r->ctx) : 0;
				r->total[i] += r->score[r->k * r->n + i];
				r->upto[i] += r->alive[i];
			}
		}
		if (r->k < min_deals)
			continue;
		best = leader(r);
		for (i = 0, left = 0; i < r->n; i++) {
			if (!r->alive[i] || i == best)
				continue;
			if (i == r->keep) {
				left++;
				continue;
			}
			paired(r, best, i, &mean, &se);
			if (mean > DROP_Z * se)
				r->alive[i] = false;
			else
				left++;
		}
		nalive = left + 1;
	}
	best = r->top = leader(r);
	r->thumb = thumb == best;
	if (thumb >= 0 && thumb != best && r->alive[thumb] && r->k > 1) {
		paired(r, best, thumb, &mean, &se);
		if (mean <= TIE_SE * se) {
			r->thumb = true;
			return thumb;
		}
	}
	return best;
}

/* What the race found, for a hint: each candidate's cost below best, in
 * rests a hand. */
static void
race_report(const struct race *r, int best, struct bot_weighing *w)
{
	double	 mean, se;
	int	 i;

	w->n = r->n;
	w->best = best;
	w->deals = r->k;
	w->thumb = r->thumb;
	w->leader = r->top;
	for (i = 0; i < r->n; i++) {
		paired(r, best, i, &mean, &se);
		w->weighed[i] = r->upto[i] > 0;
		w->cost[i] = w->weighed[i] && i != best ?
		    mean / BOT_REST_POINTS : 0;
		w->se[i] = w->weighed[i] && i != best ?
		    se / BOT_REST_POINTS : 0;
	}
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

/*
 * Are so few cards of suit s out of sight that an opponent may well have
 * none, and trump a King led into it (R6.2)?  With 14 cards to a suit
 * and 21 to a hand, a player is rarely void in a suit of which six or
 * more are unseen.
 */
#define KING_LEAD_UNSEEN	6

static bool
void_likely(const struct mc_view *v, enum mc_suit s)
{
	int	 k, unseen = 0;

	for (k = 0; k < MC_NCARDS; k++)
		unseen += mc_cards_has(&v->hidden, (mc_card)k) &&
		    !mc_is_trump((mc_card)k) && (mc_card)k != MC_MATTO &&
		    mc_card_suit((mc_card)k) == s;
	return unseen < KING_LEAD_UNSEEN;
}

/* A legal card worth nothing, the Matto aside: one to lose instead. */
static bool
worthless_legal(const mc_card *legal, int n)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (legal[i] != MC_MATTO && mc_card_value(legal[i]) == 0)
			return true;
	return false;
}

/* Can a card the seat cannot see, or one the last seat holds, beat c? */
bool
bot_beatable(const struct mc_view *v, mc_card c, int lead)
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
 * and so few of the suit that an opponent may have none (R6.8); a trump
 * of 30 or more played second or third while a higher one is unseen
 * (leading it, from a run, is the search's to weigh); the Matto while a
 * card worth nothing will do (R6.5; to save a Papa it may be right),
 * before the trick next to the last (R6.6: kept there, it must go to
 * the last trick and may die); a false fumata; a partner's sure trick
 * overtaken.  A Papa thrown second hand is the search's to weigh: ruled
 * out, the Papi stayed in hand until they were lost.  Against hard
 * without the rule, on 300 duplicate deals: seed 31337 +24.57 points a
 * hand from +18.93, seed 4242 +22.22 from +17.72; Papi lost 0.259 and
 * 0.258 a hand from 0.384 and 0.398.
 */
enum blunder_kind
expert_veto(const struct mc_view *v, const mc_card *legal, int n, mc_card c)
{
	const struct mc_play	*p = &v->hand.play;
	int			 pos = p->nplayed, rank = mc_card_rank(c), w;
	int			 seat = p->turn;

	if (pos == 0 && !mc_is_trump(c) && c != MC_MATTO && rank == MC_RE &&
	    !(p->suits_led >> mc_card_suit(c) & 1) && unseen_above(v, 0) &&
	    void_likely(v, mc_card_suit(c)))
		return BLUNDER_KING_LEAD;
	if (mc_is_trump(c) && rank >= 30 && (pos == 1 || pos == 2) &&
	    unseen_above(v, rank) && blunder_cheaper(legal, n, c))
		return BLUNDER_HIGH_TRUMP;
	if (c == MC_MATTO && blunder_matto_can_wait(p) &&
	    worthless_legal(legal, n))
		return BLUNDER_MATTO;
	if (pos == 0 && mc_is_trump(c) && rank >= 21 && rank <= 27 &&
	    p->first_trump_lead[seat] == 0 &&
	    !mc_cards_has(&v->hand.held[seat], fumata_top_aria(&v->hand)))
		return BLUNDER_FUMATA;
	w = mc_trick_winning(&v->hand);
	if (pos >= 2 && w == pos - 2 && mc_is_trump(c) &&
	    mc_card_power(c, p->lead) > mc_card_power(p->trick[w], p->lead) &&
	    (pos == 3 || !bot_beatable(v, p->trick[w], p->lead)) &&
	    bot_cheaper_under(legal, n, c, p->trick[w], p->lead))
		return BLUNDER_OVERTAKE;
	return BLUNDER_NKINDS;
}

bool
expert_vetoed(const struct mc_view *v, const mc_card *legal, int n,
    mc_card c)
{
	return expert_veto(v, legal, n, c) != BLUNDER_NKINDS;
}

/*
 * Is the trick the side's whatever card c is, as far as the seat can
 * tell: the partner's card winning, and either the seat last or c
 * under a partner's card nobody still to play can beat?
 */
static bool
side_keeps(const struct mc_view *v, mc_card c)
{
	const struct mc_play	*p = &v->hand.play;
	int			 pos = p->nplayed;
	int			 w = mc_trick_winning(&v->hand);

	if (pos < 2 || w != pos - 2)
		return false;
	if (pos == 3)
		return true;
	return !bot_beatable(v, p->trick[w], p->lead) &&
	    mc_card_power(c, p->lead) <= mc_card_power(p->trick[w], p->lead);
}

/*
 * STRATEGY, "give your counting cards to tricks your partner already
 * holds": on a trick the side keeps whatever goes on it, a card worth
 * nothing is not weighed while a counting card (the Matto aside, and
 * none ruled out) can come home there.  The search alone preferred the worthless trump
 * (review 2, item 3: T14 on the partner's T40 with T20 and T37 in
 * hand), keeping the counting trump for a later trick it may not take.
 */
static bool
worthless_on_sure_trick(const struct mc_view *v, const mc_card *legal,
    int n, mc_card c)
{
	int	 i;

	if (c == MC_MATTO || mc_card_value(c) > 0 || !side_keeps(v, c))
		return false;
	for (i = 0; i < n; i++)
		if (legal[i] != MC_MATTO && mc_card_value(legal[i]) > 0 &&
		    side_keeps(v, legal[i]) &&
		    !expert_vetoed(v, legal, n, legal[i]))
			return true;
	return false;
}

/*
 * STRATEGY, "Keep the low trumps for late" and "Tenuta": a low trump
 * worth nothing led while the seat holds cartiglie, with more than
 * TENUTA_OUT trumps out of sight, is neither the tenuta al papa's time
 * nor a fumata (review 2, item 8: T14 led at trick 1).  The rules of
 * thumb lead it only later (easy.c); the search is not offered it.
 */
#define TENUTA_OUT	12

static bool
early_low_trump_lead(const struct mc_view *v, mc_card c)
{
	const struct mc_cards	*hand = &v->hand.held[v->seat];
	int			 t, out = 0, k;
	bool			 cartiglia = false;

	if (v->hand.play.nplayed != 0 || !mc_is_trump(c) ||
	    mc_card_value(c) > 0 || mc_card_rank(c) >= 20)
		return false;
	for (k = 0; k < MC_NCARDS && !cartiglia; k++)
		cartiglia = (mc_card)k != MC_MATTO && !mc_is_trump((mc_card)k) &&
		    mc_cards_has(hand, (mc_card)k);
	for (t = 1; t <= 40; t++)
		out += mc_cards_has(&v->hidden, mc_trump(t));
	return cartiglia && out > TENUTA_OUT;
}

/* What one legal card of the seat due makes on one deal. */
struct play_ctx {
	const mc_card	*legal;
	enum mc_side	 side;
	long		 budget;	/* nodes left to solve with */
	double		 until;		/* the clock's deadline, or 0 */
	const struct race *race;
	uint64_t	 mixed;		/* the open level's playouts' seed */
};

static int
play_eval(const struct mc_hand *deal, int i, void *arg)
{
	struct play_ctx *c = arg;
	struct mc_rng	 r;

	if (c->mixed == 0)
		return outcome(deal, c->legal[i], c->side, &c->budget,
		    c->until, NULL);
	/* The same varied playout for every card of one deal (paired). */
	mc_rng_seed(&r, c->mixed ^ (uint64_t)c->race->k *
	    0x9e3779b97f4a7c15ULL);
	return outcome(deal, c->legal[i], c->side, &c->budget, c->until, &r);
}

/*
 * R6: the expert's card for the seat due, from its view alone; with w,
 * what the search found of every legal card.
 */
mc_card
expert_weigh_play(struct bot *b, const struct mc_view *v,
    struct bot_weighing *w)
{
	mc_card		 legal[MC_NCARDS], easy;
	struct play_ctx	 c = { legal, mc_seat_side(v->seat), 0, deadline(b),
			    NULL, 0 };
	struct race	 r = { .keep = -1, .until = c.until };
	int		 n, i, best;

	n = (int)mc_hand_legal_plays(&v->hand, legal);
	easy = easy_play(&v->hand, v->seat);
	if (w != NULL) {
		memset(w, 0, sizeof(*w));
		w->n = n;
		w->size = 1;
		w->thumb = true;
		for (i = 0; i < n; i++) {
			w->cand[i][0] = legal[i];
			w->veto[i] = expert_veto(v, legal, n, legal[i]);
			if (legal[i] == easy)
				w->best = i;
		}
	}
	if (n == 1)
		return legal[0];
	if ((r.score = malloc(sizeof(*r.score) * MAX_DEALS * (size_t)n)) ==
	    NULL)
		return easy;
	if (mc_cards_count(&v->hand.held[v->seat]) <= EXACT_CARDS)
		c.budget = EXACT_BUDGET;
	r.n = n;
	r.eval = play_eval;
	r.ctx = &c;
	c.race = &r;
	if (b->open != NULL)		/* one true deal, played many ways */
		c.mixed = mc_rng_next(&b->rng) | 1;
	for (i = 0, best = -1; i < n; i++) {
		r.alive[i] = !expert_vetoed(v, legal, n, legal[i]) &&
		    !worthless_on_sure_trick(v, legal, n, legal[i]) &&
		    !early_low_trump_lead(v, legal[i]);
		if (legal[i] == easy)
			best = i;
	}
	best = race_run(b, v, &r, MIN_DEALS, MAX_DEALS, best);
	if (w != NULL)
		race_report(&r, best, w);
	free(r.score);
	return legal[best];
}

mc_card
expert_play(struct bot *b, const struct mc_view *v)
{
	return expert_weigh_play(b, v, NULL);
}

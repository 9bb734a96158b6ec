/*
 * selfplay.c -- `minchiate --selfplay N`: hands between computer players
 * (the arena).  NS's seats and EW's seats each play at a level; with
 * --duplicate every deal is played twice, the sides swapping levels,
 * with the same cards and the same random streams, so luck cancels.  The
 * engine checks every decision; a refused one is a violation.  Every
 * trick is judged for the partner blunders (blunder.c), per level.
 * Games can be written as records; the summary is "name: value" lines.
 */
#define _POSIX_C_SOURCE 200809L

#include <err.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "../match/match.h"

struct tally {
	long		 hands;
	double		 sum, sumsq;	/* of each deal's difference */
	double		 rsum, rsumsq;	/* of its difference in rests */
	long		 rests[2];
	long		 capots;
	long		 capots_made[2];	/* by the first level's side, the
						   second's */
	long		 violations;
	long		 deals;
	struct blunder_tally blunders;
};

/* Each decision's play watched for the partner blunders. */
static void
watch(void *arg, const struct mc_hand *before, const struct mc_decision *d,
    const struct mc_hand *after)
{
	blunder_watch(arg, before, d, after);
}

/*
 * One hand between computer players, as a one-hand match dealt by
 * dealer from deck: NS's seats at level ns, EW's at ew, unless a seat
 * has its own.  Its record goes to rec, if any.  False if the engine
 * refused a decision: a violation.
 */
static bool
play_hand(struct match *m, const struct selfplay *sp, int dealer,
    enum bot_level ns, enum bot_level ew, uint64_t seed,
    const mc_card deck[MC_NCARDS], FILE *rec, struct tally *t)
{
	static struct blunder_watch	 w;
	struct mc_decision	 d;
	int			 s;

	match_free(m);
	match_init(m);
	m->variants = sp->variants;
	m->length = MC_MATCH_HAND;
	m->recording = rec != NULL;
	for (s = 0; s < MC_NSEATS; s++)
		match_set_level(&m->players[s], sp->seat[s] >= 0 ?
		    (enum bot_level)sp->seat[s] :
		    mc_seat_side(s) == MC_NS ? ns : ew);
	match_order_dealer(m, dealer);
	if (!match_begin(m) || !match_deal_deck(m, &seed, deck))
		return false;
	m->on_decision = watch;
	m->arg = &w;
	memset(&w, 0, sizeof(w));
	while (m->hand.phase != MC_PHASE_OVER) {
		match_bot_decision(m, &d);
		if (match_decide(m, &d) != MC_OK)
			return false;
	}
	blunder_tally_hand(&t->blunders, m, &w);
	if (rec != NULL)
		fwrite(m->text, 1, m->len, rec);
	return true;
}

/* Counts a hand; first is the side of the first level (--ns). */
static void
count_hand(struct tally *t, const struct mc_hand *h, enum mc_side first)
{
	struct mc_breakdown	 b;

	mc_hand_breakdown(h, &b);
	t->hands++;
	t->rests[0] += b.side[first].rests;
	t->rests[1] += b.side[1 - first].rests;
	t->capots += b.side[MC_NS].capot || b.side[MC_EW].capot;
	/* R7.7: a side's capot is the other side's, which won every trick. */
	t->capots_made[0] += b.side[1 - first].capot;
	t->capots_made[1] += b.side[first].capot;
}

/* The mean of a deal's figure and the half-width of its 95% interval. */
static double
mean_of(const struct tally *t, double sum, double sumsq, double *half)
{
	double	 mean = t->deals ? sum / t->deals : 0, var = 0;

	if (t->deals > 1)
		var = (sumsq - t->deals * mean * mean) / (t->deals - 1);
	*half = t->deals > 1 ? 1.96 * sqrt(fmax(0, var) / t->deals) : 0;
	return mean;
}

static void
summary(const struct tally *t, enum bot_level ns, enum bot_level ew,
    bool duplicate, double secs)
{
	double	 half, rhalf, mean, rmean;

	mean = mean_of(t, t->sum, t->sumsq, &half);
	rmean = mean_of(t, t->rsum, t->rsumsq, &rhalf);
	printf("ns: %s\n", bot_level_name(ns));
	printf("ew: %s\n", bot_level_name(ew));
	printf("duplicate: %s\n", duplicate ? "yes" : "no");
	printf("deals: %ld\n", t->deals);
	/* With --duplicate the levels change sides: these are per level. */
	printf("rests_ns_per_hand: %.3f\n",
	    t->hands ? (double)t->rests[0] / t->hands : 0);
	printf("rests_ew_per_hand: %.3f\n",
	    t->hands ? (double)t->rests[1] / t->hands : 0);
	printf("capots: %ld\n", t->capots);
	printf("capots_ns_level: %ld\n", t->capots_made[0]);
	printf("capots_ew_level: %ld\n", t->capots_made[1]);
	blunder_tally_print(&t->blunders);
	printf("rests_diff_per_hand: %.3f\n", rmean);
	printf("rests_ci95_low: %.3f\n", rmean - rhalf);
	printf("rests_ci95_high: %.3f\n", rmean + rhalf);
	printf("seconds: %.3f\n", secs);
	printf("diff_per_hand: %.2f\n", mean);
	printf("ci95_low: %.2f\n", mean - half);
	printf("ci95_high: %.2f\n", mean + half);
	printf("hands: %ld\n", t->hands);
	printf("violations: %ld\n", t->violations);
}

/*
 * One deal from seed, dealt by dealer: played once, or twice with the
 * levels swapped (--duplicate), each hand counted.  Its difference for
 * the first level's side is tallied unless the engine refused a
 * decision: then it is a violation, and false.
 */
static bool
arena_deal(struct match *hand, const struct selfplay *sp, int dealer,
    uint64_t seed, FILE *rec, struct tally *t)
{
	mc_card		 deck[MC_NCARDS];
	double		 diff = 0, rdiff = 0;
	int		 half, halves = sp->duplicate ? 2 : 1;
	enum mc_side	 first;

	record_deck(seed, deck);
	/* The second half: the same deal, the levels swapped. */
	for (half = 0; half < halves; half++) {
		if (!play_hand(hand, sp, dealer, half == 0 ? sp->ns : sp->ew,
		    half == 0 ? sp->ew : sp->ns, seed, deck, rec, t))
			return false;
		/* The first level's side, in either half. */
		first = half == 0 ? MC_NS : MC_EW;
		count_hand(t, &hand->hand, first);
		diff += mc_hand_points(&hand->hand, first);
		rdiff += mc_hand_rests(&hand->hand, first);
	}
	diff /= halves;
	rdiff /= halves;
	t->deals++;
	t->sum += diff;
	t->sumsq += diff * diff;
	t->rsum += rdiff;
	t->rsumsq += rdiff * rdiff;
	return true;
}

int
cli_selfplay(const struct selfplay *sp)
{
	static struct match	 hand;
	struct tally		 t;
	struct mc_rng		 master;
	struct mc_draw		 draw;
	struct mc_match		 m;
	FILE			*rec = NULL;
	char			 name[1024];
	struct timespec		 t0, t1;
	long			 i = 0;
	int			 bad;

	if (sp->record != NULL && (rec = fopen(sp->record, "w")) == NULL)
		err(1, "%s", safe_text(sp->record, name, sizeof(name)));
	memset(&t, 0, sizeof(t));
	mc_rng_seed(&master, sp->seed);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	while (i < sp->hands) {
		mc_draw_partners(&master, &draw);
		mc_match_init(&m, MC_MATCH_SET, draw.order);
		for (; i < sp->hands && !mc_match_over(&m); i++) {
			if (!arena_deal(&hand, sp, mc_match_dealer(&m),
			    mc_rng_next(&master), rec, &t))
				t.violations++;	/* the deal is not counted */
			mc_match_next_hand(&m);
		}
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	match_free(&hand);
	if (rec != NULL) {
		/* A write error sets the stream's error; fclose may not say. */
		bad = ferror(rec);
		if (fclose(rec) != 0 || bad)
			err(1, "%s", safe_text(sp->record, name, sizeof(name)));
	}
	summary(&t, sp->ns, sp->ew, sp->duplicate,
	    (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
	return t.violations == 0 ? 0 : 1;
}

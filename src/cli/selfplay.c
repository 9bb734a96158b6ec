/*
 * selfplay.c -- `minchiate --selfplay N`: hands between computer players
 * (the arena).  NS's seats and EW's seats each play at a level; with
 * --duplicate every deal is played twice, the sides swapping levels,
 * with the same cards and the same random streams, so luck cancels.  The
 * engine checks every decision; a refused one is a violation.  Games can
 * be written as records; the summary ends with "name: value" lines.
 */
#define _POSIX_C_SOURCE 200809L

#include <err.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "../bot/bot.h"
#include "../record/record.h"

struct tally {
	long		 hands;
	double		 sum, sumsq;	/* of each deal's difference */
	long		 rests[2];
	long		 capots;
	long		 violations;
	long		 deals;
};

/* The decision the hand waits for, made by the bot of the seat to act. */
static void
decide(const struct mc_hand *h, struct bot *bots, struct decision *d)
{
	struct mc_view	 v;
	int		 seat = mc_hand_to_act(h);

	memset(d, 0, sizeof(*d));
	d->seat = seat;
	mc_view_build(h, seat, &v);
	switch (h->phase) {
	case MC_PHASE_CUT:
		d->kind = DECISION_CUT;
		d->n = bot_cut(&bots[seat], &v);
		break;
	case MC_PHASE_DISCARD:
		d->kind = DECISION_DISCARD;
		d->n = bot_discard(&bots[seat], &v, d->cards);
		break;
	case MC_PHASE_DECLARE:
		d->kind = DECISION_DECLARE;
		d->which = bot_declare(&bots[seat], &v);
		break;
	case MC_PHASE_FALL:
		d->kind = DECISION_FALL;
		d->yes = bot_fall(&bots[seat], &v);
		break;
	default:
		d->kind = DECISION_PLAY;
		d->seat = h->play.turn;	/* a fallen player's card, maybe */
		d->n = 1;
		d->cards[0] = bot_play(&bots[seat], &v);
		break;
	}
}

/* Plays one hand to its end; false if the engine refused a decision. */
static bool
play_hand(struct mc_hand *h, struct bot *bots, FILE *rec, long *violations)
{
	struct decision	 d;
	int		 tricks = 0;

	while (h->phase != MC_PHASE_OVER) {
		decide(h, bots, &d);
		if (rec != NULL)
			decision_write(rec, h, &d);
		if (decision_apply(h, &d) != MC_OK) {
			(*violations)++;
			return false;
		}
		if (rec != NULL && h->play.ntricks > tricks) {
			tricks = h->play.ntricks;
			record_trick(rec, h);
		}
	}
	if (rec != NULL)
		record_end(rec, h);
	return true;
}

/* Bots for the four seats: NS at one level, EW at another, unless a
 * seat has a level of its own. */
static void
seat_bots(struct bot *bots, enum bot_level ns, enum bot_level ew,
    const int *own, uint64_t seed)
{
	struct mc_rng	 r;
	int		 s;

	mc_rng_seed(&r, seed);
	for (s = 0; s < MC_NSEATS; s++)
		bot_init(&bots[s], own[s] >= 0 ? (enum bot_level)own[s] :
		    mc_seat_side(s) == MC_NS ? ns : ew, mc_rng_next(&r));
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
}

static void
summary(const struct tally *t, enum bot_level ns, enum bot_level ew,
    bool duplicate, double secs)
{
	double	 mean = t->deals ? t->sum / t->deals : 0, var = 0, half;

	if (t->deals > 1)
		var = (t->sumsq - t->deals * mean * mean) / (t->deals - 1);
	half = t->deals > 1 ? 1.96 * sqrt(var / t->deals) : 0;
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
	printf("seconds: %.3f\n", secs);
	printf("diff_per_hand: %.2f\n", mean);
	printf("ci95_low: %.2f\n", mean - half);
	printf("ci95_high: %.2f\n", mean + half);
	printf("hands: %ld\n", t->hands);
	printf("violations: %ld\n", t->violations);
}

int
cli_selfplay(const struct selfplay *sp)
{
	struct record_seat	 seats[MC_NSEATS];
	struct tally		 t;
	struct mc_rng		 master;
	struct mc_draw		 draw;
	struct mc_match		 m;
	struct mc_hand		 h;
	struct bot		 bots[MC_NSEATS];
	mc_card			 deck[MC_NCARDS];
	uint64_t		 hand_seed, bot_seed;
	FILE			*rec = NULL;
	char			 name[1024];
	struct timespec		 t0, t1;
	double			 diff;
	long			 i = 0;
	int			 s, half, halves = sp->duplicate ? 2 : 1, bad;
	bool			 ok;
	enum bot_level		 ns, ew;

	if (sp->record != NULL && (rec = fopen(sp->record, "w")) == NULL)
		err(1, "%s", safe_text(sp->record, name, sizeof(name)));
	memset(&t, 0, sizeof(t));
	mc_rng_seed(&master, sp->seed);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	while (i < sp->hands) {
		mc_draw_partners(&master, &draw);
		mc_match_init(&m, MC_MATCH_SET, draw.order);
		for (; i < sp->hands && !mc_match_over(&m); i++) {
			hand_seed = mc_rng_next(&master);
			bot_seed = mc_rng_next(&master);
			record_deck(hand_seed, deck);
			diff = 0;
			ok = true;
			for (half = 0; half < halves && ok; half++) {
				ns = half == 0 ? sp->ns : sp->ew;
				ew = half == 0 ? sp->ew : sp->ns;
				seat_bots(bots, ns, ew, sp->seat, bot_seed);
				if (rec != NULL) {
					for (s = 0; s < MC_NSEATS; s++) {
						memset(&seats[s], 0, sizeof(seats[s]));
						snprintf(seats[s].name,
						    sizeof(seats[s].name), "%s",
						    mc_seat_name(s));
						snprintf(seats[s].level,
						    sizeof(seats[s].level), "%s",
						    bot_level_name(bots[s].level));
					}
					record_header(rec, sp->variants, seats,
					    MC_MATCH_HAND, NULL);
					record_hand(rec, 1, mc_match_dealer(&m),
					    hand_seed, deck);
				}
				mc_hand_init(&h, sp->variants, mc_match_dealer(&m),
				    deck, NULL);
				if (!play_hand(&h, bots, rec, &t.violations)) {
					ok = false;	/* the deal is not counted */
					break;
				}
				count_hand(&t, &h, half == 0 ? MC_NS : MC_EW);
				/* The first level's side, in either half. */
				diff += mc_hand_points(&h, half == 0 ? MC_NS : MC_EW);
			}
			mc_match_next_hand(&m);
			if (!ok)
				continue;
			diff /= halves;
			t.deals++;
			t.sum += diff;
			t.sumsq += diff * diff;
		}
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
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

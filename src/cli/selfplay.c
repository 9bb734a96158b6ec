/*
 * selfplay.c -- `minchiate --selfplay N --seed S`: N hands between four
 * random legal players (every decision uniform among the legal ones),
 * in sets of 12 with a partnership draw each, optionally written as game
 * records, and a summary in "name: value" lines.
 */
#define _POSIX_C_SOURCE 200809L

#include <err.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "../record/record.h"

struct tally {
	long		 hands;
	long		 diff;		/* NS total less EW total */
	long		 rests[2];
	long		 capots;
	long		 violations;	/* decisions the engine refused */
};

/* A uniformly random decision for whoever must decide. */
static void
random_decision(const struct mc_hand *h, struct mc_rng *r, struct decision *d)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	mc_card			 cards[MC_NCARDS];
	int			 n;

	memset(d, 0, sizeof(*d));
	d->seat = mc_hand_to_act(h);
	switch (h->phase) {
	case MC_PHASE_CUT:
		d->kind = DECISION_CUT;
		d->n = mc_cut_random(r);
		break;
	case MC_PHASE_DISCARD:
		d->kind = DECISION_DISCARD;
		n = mc_hand_cards(h, d->seat, cards);
		mc_shuffle(r, cards, (size_t)n);
		d->n = h->owed[d->seat];
		memcpy(d->cards, cards, (size_t)d->n);
		break;
	case MC_PHASE_DECLARE:
		d->kind = DECISION_DECLARE;
		d->seat = h->play.turn;
		n = mc_hand_versicole(h, d->seat, v);
		d->which = mc_rng_below(r, 1u << n);
		break;
	case MC_PHASE_FALL:
		d->kind = DECISION_FALL;
		d->yes = mc_rng_below(r, 2) == 1;
		break;
	default:
		d->kind = DECISION_PLAY;
		d->seat = h->play.turn;
		n = (int)mc_hand_legal_plays(h, cards);
		d->n = 1;
		d->cards[0] = cards[mc_rng_below(r, (uint32_t)n)];
		break;
	}
}

static void
play_hand(struct mc_hand *h, struct mc_rng *r, FILE *rec, struct tally *t)
{
	struct mc_breakdown	 b;
	struct decision		 d;
	int			 tricks = 0;

	while (h->phase != MC_PHASE_OVER) {
		random_decision(h, r, &d);
		if (rec != NULL)
			decision_write(rec, h, &d);
		if (decision_apply(h, &d) != MC_OK) {
			t->violations++;
			return;
		}
		if (rec != NULL && h->play.ntricks > tricks) {
			tricks = h->play.ntricks;
			record_trick(rec, h);
		}
	}
	if (rec != NULL)
		record_end(rec, h);
	mc_hand_breakdown(h, &b);
	t->hands++;
	t->diff += b.side[MC_NS].total - b.side[MC_EW].total;
	t->rests[MC_NS] += b.side[MC_NS].rests;
	t->rests[MC_EW] += b.side[MC_EW].rests;
	t->capots += b.side[MC_NS].capot || b.side[MC_EW].capot;
}

int
cli_selfplay(long hands, uint64_t seed, unsigned variants, const char *record)
{
	static const struct record_seat bot = { "random", false, "random" };
	struct record_seat	 seats[MC_NSEATS];
	struct tally		 t;
	struct mc_rng		 master, r;
	struct mc_draw		 draw;
	struct mc_match		 m;
	struct mc_hand		 h;
	mc_card			 deck[MC_NCARDS];
	uint64_t		 hand_seed;
	FILE			*rec = NULL;
	struct timespec		 t0, t1;
	double			 secs;
	long			 i = 0;
	int			 s;

	if (record != NULL && (rec = fopen(record, "w")) == NULL)
		err(1, "%s", record);
	memset(&t, 0, sizeof(t));
	for (s = 0; s < MC_NSEATS; s++) {
		seats[s] = bot;
		snprintf(seats[s].name, sizeof(seats[s].name), "%s",
		    mc_seat_name(s));
	}
	mc_rng_seed(&master, seed);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	while (i < hands) {
		mc_draw_partners(&master, &draw);
		mc_match_init(&m, MC_MATCH_SET, draw.order);
		if (rec != NULL)
			record_header(rec, variants, seats, MC_MATCH_SET,
			    draw.order);
		for (; i < hands && !mc_match_over(&m); i++) {
			hand_seed = mc_rng_next(&master);
			mc_rng_seed(&r, mc_rng_next(&master));
			record_deck(hand_seed, deck);
			if (rec != NULL)
				record_hand(rec, m.hand + 1, mc_match_dealer(&m),
				    hand_seed, deck);
			mc_hand_init(&h, variants, mc_match_dealer(&m), deck,
			    NULL);
			play_hand(&h, &r, rec, &t);
			mc_match_pay(&m, MC_NS, h.play.marker.rests[MC_NS]);
			mc_match_pay(&m, MC_EW, h.play.marker.rests[MC_EW]);
			mc_match_next_hand(&m);
		}
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	if (rec != NULL && fclose(rec) != 0)
		err(1, "%s", record);
	secs = (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
	printf("hands: %ld\n", t.hands);
	printf("diff_per_hand: %.2f\n", t.hands ? (double)t.diff / t.hands : 0);
	printf("rests_ns_per_hand: %.3f\n",
	    t.hands ? (double)t.rests[MC_NS] / t.hands : 0);
	printf("rests_ew_per_hand: %.3f\n",
	    t.hands ? (double)t.rests[MC_EW] / t.hands : 0);
	printf("capots: %ld\n", t.capots);
	printf("violations: %ld\n", t.violations);
	printf("seconds: %.3f\n", secs);
	return t.violations == 0 ? 0 : 1;
}

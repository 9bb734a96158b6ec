/*
 * bench.c -- figures for `make bench`, one "name: value" line each:
 * whole random hands per second of both games (shuffle, deal, random
 * legal decisions and
 * the score), and the cost of the engine's inner operations.  It never
 * fails on time; the figures are for the closing notes of issues.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "minchiate.h"
#include "../src/bot/bot.h"
#include "sicilia.h"

/* Seconds on a clock: the wall's, or this process's processor time. */
static double
seconds(clockid_t clock)
{
	struct timespec	 ts;

	clock_gettime(clock, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static double
now(void)
{
	return seconds(CLOCK_MONOTONIC);
}

/* Plays one whole hand with uniformly random decisions. */
static void
random_hand(struct mc_rng *r, struct mc_hand *h, int dealer)
{
	mc_card		 deck[MC_NCARDS], cards[MC_NCARDS];
	int		 seat, n;

	mc_deck_ordered(deck);
	mc_deck_shuffle(r, deck);
	mc_hand_init(h, MC_VAR_AUTO_DECLARE, dealer, deck, NULL);
	mc_hand_cut(h, mc_cut_random(r));
	while (h->phase == MC_PHASE_DISCARD) {
		seat = mc_hand_to_act(h);
		n = mc_hand_cards(h, seat, cards);
		mc_shuffle(r, cards, (size_t)n);
		mc_hand_discard(h, seat, cards, h->owed[seat]);
	}
	mc_hand_playout(h, r);
}

/*
 * One whole hand of Tarocchi Siciliani with uniformly random decisions:
 * the shuffle, the deal, the auction, the scarto, the commitments and
 * the play, then the score.
 */
static int
sicilian_hand(struct mc_rng *r, int dealer)
{
	struct ts_decision	 d[TS_DECISIONS_MAX];
	struct ts_hand		 h;
	struct ts_score		 sc;
	ts_card			 deck[TS_NCARDS];
	int			 n;

	ts_deck_shuffle(r, deck);
	ts_hand_init(&h, 0, dealer, deck, NULL);
	while (ts_hand_to_act(&h) >= 0) {
		n = ts_hand_decisions(&h, d);
		ts_decision_apply(&h, &d[mc_rng_below(r, (uint32_t)n)]);
	}
	ts_hand_score(&h, &sc);
	return sc.points[0];
}

static int
by_value(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/*
 * The time each decision to play a card takes a level, over whole hands
 * where all four seats play at it (fallen players' endgames included):
 * the median, the 95th percentile and the slowest, on one core.  With
 * cap_ms, on the clock as at the table ("_clock" in the names); else
 * by the node budget alone, as in the arena.
 */
static void
latency(enum bot_level level, int hands, double cap_ms)
{
	const char	*clock = cap_ms > 0 ? "_clock" : "";
	static double	 ms[4096];
	struct mc_rng	 r;
	struct mc_hand	 h;
	struct mc_view	 v;
	struct bot	 bots[MC_NSEATS];
	mc_card		 deck[MC_NCARDS], cards[MC_NCARDS];
	int		 i, s, n = 0, seat;
	double		 t;

	mc_rng_seed(&r, 5);
	for (i = 0; i < hands; i++) {
		for (s = 0; s < MC_NSEATS; s++) {
			bot_init(&bots[s], level, mc_rng_next(&r));
			bots[s].cap_ms = cap_ms;
		}
		mc_deck_ordered(deck);
		mc_deck_shuffle(&r, deck);
		mc_hand_init(&h, MC_VAR_AUTO_DECLARE, i % 4, deck, NULL);
		mc_hand_cut(&h, mc_cut_random(&r));
		while (h.phase == MC_PHASE_DISCARD) {
			seat = mc_hand_to_act(&h);
			mc_view_build(&h, seat, &v);
			bot_discard(&bots[seat], &v, cards);
			mc_hand_discard(&h, seat, cards, h.owed[seat]);
		}
		while (h.phase == MC_PHASE_PLAY) {
			seat = mc_hand_to_act(&h);
			t = now();
			mc_view_build(&h, seat, &v);
			mc_hand_play(&h, bot_play(&bots[seat], &v));
			if (n < 4096)
				ms[n++] = (now() - t) * 1e3;
		}
	}
	qsort(ms, (size_t)n, sizeof(ms[0]), by_value);
	printf("latency_ms_%s%s_p50: %.3f\n", bot_level_name(level), clock,
	    ms[n / 2]);
	printf("latency_ms_%s%s_p95: %.3f\n", bot_level_name(level), clock,
	    ms[n * 95 / 100]);
	printf("latency_ms_%s%s_max: %.3f\n", bot_level_name(level), clock,
	    ms[n - 1]);
}

/*
 * Imagined hands played out per second of processor time from the first
 * lead, by the rules of thumb: blind as the hard level's search plays
 * them, and seeing every hand as the expert's does.
 */
static void
playouts(int n)
{
	static struct mc_hand	 start[64];
	struct mc_rng		 r;
	struct mc_hand		 h;
	mc_card			 deck[MC_NCARDS];
	double			 t;
	long			 sum = 0;
	int			 i, seer;

	mc_rng_seed(&r, 17);
	for (i = 0; i < 64; i++) {
		mc_deck_ordered(deck);
		mc_deck_shuffle(&r, deck);
		mc_hand_init(&start[i], MC_VAR_AUTO_DECLARE, i % 4, deck, NULL);
		mc_hand_cut(&start[i], mc_cut_random(&r));
		h = start[i];
		while (h.phase == MC_PHASE_DISCARD) {
			struct mc_view	 v;
			mc_card		 cards[MC_NCARDS];
			int		 seat = mc_hand_to_act(&h);

			mc_view_build(&h, seat, &v);
			easy_discard(&v, cards);
			mc_hand_discard(&h, seat, cards, h.owed[seat]);
		}
		start[i] = h;
	}
	for (seer = 0; seer < 2; seer++) {
		t = seconds(CLOCK_PROCESS_CPUTIME_ID);
		for (i = 0; i < n; i++) {
			h = start[i % 64];
			easy_playout(&h, seer);
			sum += mc_hand_points(&h, MC_NS);
		}
		t = seconds(CLOCK_PROCESS_CPUTIME_ID) - t;
		printf("playouts_per_cpu_s_%s: %.0f\n", seer ? "seer" : "blind",
		    n / t);
	}
	printf("playouts_checksum: %ld\n", sum);
}

int
main(void)
{
	static struct mc_hand	 saved[1000];
	struct mc_rng		 r;
	struct mc_hand		 h;
	struct mc_breakdown	 b;
	struct mc_cards		 legal;
	struct mc_undo		 u;
	mc_card			 cards[MC_NCARDS];
	int			 i, n, k, m, xhands;
	long			 sum = 0, plays = 0;
	double			 t;

	if (getenv("BENCH_PLAYOUTS_ONLY") != NULL) {	/* for farm-bench */
		playouts(atoi(getenv("BENCH_PLAYOUTS_ONLY")));
		return 0;
	}
	n = getenv("BENCH_HANDS") ? atoi(getenv("BENCH_HANDS")) : 300000;
	mc_rng_seed(&r, 1);
	t = now();
	for (i = 0; i < n; i++) {
		random_hand(&r, &h, i % 4);
		sum += h.play.marker.rests[0];
	}
	t = now() - t;
	printf("random_hands_per_s: %.0f\n", n / t);
	printf("us_per_random_hand: %.2f\n", t / n * 1e6);
	t = now();
	for (i = 0; i < n / 10; i++)
		sum += sicilian_hand(&r, i % 4);
	t = now() - t;
	printf("sicilia_random_hands_per_s: %.0f\n", (n / 10) / t);

	/* Positions in the middle of a hand, to time the inner operations. */
	for (i = 0; i < 1000; i++) {
		random_hand(&r, &saved[i], i % 4);
		mc_deck_ordered(cards);
		mc_deck_shuffle(&r, cards);
		mc_hand_init(&saved[i], 0, i % 4, cards, NULL);
		mc_hand_cut(&saved[i], mc_cut_random(&r));
		while (saved[i].phase == MC_PHASE_DISCARD) {
			k = mc_hand_to_act(&saved[i]);
			m = mc_hand_cards(&saved[i], k, cards);
			mc_hand_discard(&saved[i], k, cards, saved[i].owed[k]);
		}
		for (k = 0; k < 30 && saved[i].phase == MC_PHASE_PLAY; k++) {
			legal = mc_hand_legal(&saved[i]);
			mc_hand_play(&saved[i], mc_cards_nth(&legal, 0));
		}
	}
	t = now();
	for (k = 0; k < 1000; k++)
		for (i = 0; i < 1000; i++) {
			legal = mc_hand_legal(&saved[i]);
			sum += (long)legal.w[0];
		}
	t = now() - t;
	printf("ns_per_legal_gen: %.1f\n", t / 1e6 * 1e9);

	t = now();
	for (k = 0; k < 1000; k++)
		for (i = 0; i < 1000; i++) {
			if (saved[i].phase != MC_PHASE_PLAY)
				continue;
			legal = mc_hand_legal(&saved[i]);
			mc_hand_play_undo(&saved[i], mc_cards_nth(&legal, k %
			    mc_cards_count(&legal)), &u);
			mc_hand_undo(&saved[i], &u);
			plays++;
		}
	t = now() - t;
	printf("ns_per_play_undo: %.1f\n", t / (double)plays * 1e9);

	for (i = 0; i < 1000; i++)
		random_hand(&r, &saved[i], i % 4);
	t = now();
	for (k = 0; k < 300; k++)
		for (i = 0; i < 1000; i++) {
			mc_hand_breakdown(&saved[i], &b);
			sum += b.difference;
		}
	t = now() - t;
	printf("ns_per_score: %.1f\n", t / 3e5 * 1e9);
	playouts(getenv("BENCH_PLAYOUTS") ? atoi(getenv("BENCH_PLAYOUTS")) :
	    20000);
	latency(BOT_RANDOM, 20, 0);
	latency(BOT_EASY, 20, 0);
	latency(BOT_NORMAL, 10, 0);
	latency(BOT_HARD, 3, 0);
	xhands = getenv("BENCH_EXPERT_HANDS") ?
	    atoi(getenv("BENCH_EXPERT_HANDS")) : 4;
	if (getenv("BENCH_THINK_MS") == NULL)
		latency(BOT_EXPERT, xhands, 0);
	/* The table's default clock (--think), or BENCH_THINK_MS. */
	latency(BOT_EXPERT, xhands, getenv("BENCH_THINK_MS") ?
	    atof(getenv("BENCH_THINK_MS")) : 1000);
	printf("hand_bytes: %zu\n", sizeof(struct mc_hand));
	printf("undo_bytes: %zu\n", sizeof(struct mc_undo));
	printf("checksum: %ld\n", sum);
	(void)m;
	return 0;
}

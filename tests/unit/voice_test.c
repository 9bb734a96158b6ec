/*
 * voice_test.c -- one voice (src/bot/hint.c bot_advise, src/bot/review.c):
 * the table's hint, a joined terminal's, `--hints` and the review after
 * a hand weigh a position with one seed, the position's own; the review
 * never calls the hint's card costly nor shows a card within the error
 * it prints; "overrules" only when a card is rated higher as printed.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdlib.h>

#include "t.h"
#include "../../src/session/session.h"
#include "../../src/net/wire.h"
#include "../../src/bot/bot.h"

/* A match of four easy computer players. */
static void
begin(struct session *g, uint64_t seed)
{
	struct match_setup	 s;
	int			 p;

	memset(&s, 0, sizeof(s));
	s.seed = seed;
	s.length = MC_MATCH_HAND;
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s.players[p].name, sizeof(s.players[p].name),
		    "Bot %d", p);
		snprintf(s.players[p].level, sizeof(s.players[p].level),
		    "easy");
	}
	CHECK(session_new(g, &s));
}

static struct scene	 a, b;

/*
 * At every decision of many hands, for the seat to act: the seed of the
 * advice is the same from the match's view (the table), from the frame
 * a joined terminal reads (the wire), and from a view of the same
 * position with every hidden card dealt again (R9.1): a hint never
 * depends on a card the seat cannot see.
 */
static void
one_voice_the_seed_is_the_position_the_seat_sees(void)
{
	struct session		 g;
	struct session_turn	 t;
	struct mc_view		 v;
	struct mc_hand		 deal;
	struct mc_rng		 rng;
	char			*f, err[200];
	size_t			 len, used;
	int			 hands = t_iterations(40), h, seat;
	long			 points = 0, same = 0;
	uint64_t		 seed;

	mc_rng_seed(&rng, 39);
	for (h = 0; h < hands; h++) {
		begin(&g, 3900 + (uint64_t)h);
		do {
			if ((seat = mc_hand_to_act(match_hand(&g.m))) < 0)
				continue;
			mc_view_build(match_hand(&g.m), seat, &v);
			seed = bot_position_seed(&v);
			memset(&a, 0, sizeof(a));
			memset(&b, 0, sizeof(b));
			scene_build(&a, &g, match_player(&g.m, seat));
			points++;
			if ((f = wire_frame(&a, NULL, &len)) == NULL ||
			    !wire_read(f, len, &b, &used, err, sizeof(err))) {
				t_fail(__FILE__, __LINE__, "a frame: %s", err);
				free(f);
				continue;
			}
			free(f);
			same += bot_position_seed(&a.view) == seed &&
			    bot_position_seed(&b.view) == seed;
			if (mc_view_sample(&v, &rng, &deal)) {
				mc_view_build(&deal, seat, &v);
				same -= bot_position_seed(&v) != seed;
			}
		} while (session_turn(&g, &t) &&
		    session_bot_decide(&g) == MC_OK);
		session_free(&g);
	}
	CHECK(points > hands * 80);
	CHECK_EQ(same, points);
}

/* The seeds of two positions of one hand differ: each has its own. */
static void
one_voice_each_position_its_own_seed(void)
{
	struct session		 g;
	struct session_turn	 t;
	struct mc_view		 v;
	uint64_t		 seen[400];
	int			 n = 0, i, clash = 0, seat;

	begin(&g, 3950);
	do {
		if ((seat = mc_hand_to_act(match_hand(&g.m))) < 0 || n == 400)
			continue;
		mc_view_build(match_hand(&g.m), seat, &v);
		seen[n] = bot_position_seed(&v);
		for (i = 0; i < n; i++)
			clash += seen[i] == seen[n];
		n++;
	} while (session_turn(&g, &t) && session_bot_decide(&g) == MC_OK);
	session_free(&g);
	CHECK(n > 80);
	CHECK_EQ(clash, 0);
}

/*
 * Plays of a hand of easy players, stopped at every fifth card: the
 * review weighs a card with the hint's own evaluation, so the hint's
 * card costs nothing and is never shown, and any other card is weighed
 * against the hint's card.
 */
static void
one_voice_the_review_never_calls_the_hints_card_costly(void)
{
	static struct bot_review r[2];
	struct session		 g;
	struct session_turn	 t;
	struct bot_hint		 h;
	struct mc_view		 v;
	mc_card			 legal[MC_NCARDS];
	int			 shown[BOT_REVIEW_SHOWN], k = 0, n, seat;
	int			 checked = 0, most = t_iterations(200) / 20;

	begin(&g, 3960);
	do {
		const struct mc_hand *x = match_hand(&g.m);

		if (x->phase != MC_PHASE_PLAY || k++ % 5 != 0 ||
		    checked >= most || (seat = mc_hand_to_act(x)) < 0 ||
		    (n = (int)mc_hand_legal_plays(x, legal)) < 2)
			continue;
		mc_view_build(x, seat, &v);
		bot_advise(&v, &h, NULL);
		bot_review(&v, h.best.cards[0], &r[0]);
		bot_review(&v, legal[0] == h.best.cards[0] ? legal[1] :
		    legal[0], &r[1]);
		CHECK_EQ(r[0].expert, h.best.cards[0]);
		CHECK_EQ(r[1].expert, h.best.cards[0]);
		CHECK_EQ(r[0].hint.reasons, h.reasons);
		CHECK(r[0].cost.weighed && r[0].cost.rests == 0);
		CHECK(!bot_review_costly(&r[0].cost));
		n = bot_review_pick(r, 2, shown);
		CHECK(n <= 1);
		CHECK(n == 0 || shown[0] == 1);
		checked++;
	} while (session_turn(&g, &t) && session_bot_decide(&g) == MC_OK);
	session_free(&g);
	CHECK(checked == most);
}

/*
 * A card is shown as costly only beyond the error as printed, to the
 * hundredth: "0.11 (give or take 0.11)" is within it; and by at least
 * a hundredth of a rest a hand.
 */
static void
one_voice_costly_only_beyond_the_printed_error(void)
{
	struct card_cost	 k = { true, 0.114, 0.106, BLUNDER_NKINDS };

	CHECK(!bot_review_costly(&k));		/* 0.11 +- 0.11 */
	k.rests = 0.044;
	k.se = 0.04;
	CHECK(!bot_review_costly(&k));		/* 0.04 +- 0.04 */
	k.rests = 0.126;
	k.se = 0.104;
	CHECK(bot_review_costly(&k));		/* 0.13 +- 0.10 */
	k.rests = 0.004;
	k.se = 0;
	CHECK(!bot_review_costly(&k));		/* 0.00 */
	k.weighed = false;
	k.veto = BLUNDER_MATTO;
	CHECK(bot_review_costly(&k));		/* ruled out, and why */
}

/* The review page's order: ruled out first, then the costlier, at most
 * BOT_REVIEW_SHOWN. */
static void
one_voice_the_review_picks_the_costliest(void)
{
	static struct bot_review r[5];
	int			 shown[BOT_REVIEW_SHOWN], i;
	const double		 rests[5] = { 0.2, 0.5, 0, 0.3, 0.9 };

	for (i = 0; i < 5; i++) {
		r[i].played = (mc_card)i;
		r[i].expert = (mc_card)(i == 2 ? 2 : 50);
		r[i].cost.weighed = true;
		r[i].cost.rests = rests[i];
		r[i].cost.veto = BLUNDER_NKINDS;
	}
	r[0].cost.weighed = false;
	r[0].cost.veto = BLUNDER_MATTO;
	CHECK_EQ(bot_review_pick(r, 5, shown), 3);
	CHECK_EQ(shown[0], 0);
	CHECK_EQ(shown[1], 4);
	CHECK_EQ(shown[2], 1);
}

/*
 * overrules only when a weighed card is rated above the hint's by a
 * hundredth of a rest a hand as printed; "0.00 rests a hand higher" is
 * never said (advice-2.md, item 11).
 */
static void
one_voice_overrules_only_when_the_printed_delta_is_positive(void)
{
	static struct bot_weighing w;
	struct session		 g;
	struct session_turn	 t;
	struct bot_hint		 h;
	struct mc_view		 v;
	mc_card			 legal[MC_NCARDS];
	int			 n = 0, seat;

	begin(&g, 3970);
	do {
		const struct mc_hand *x = match_hand(&g.m);

		if (x->phase == MC_PHASE_PLAY && x->play.ntricks >= 3 &&
		    (seat = mc_hand_to_act(x)) >= 0 &&
		    (n = (int)mc_hand_legal_plays(x, legal)) >= 2)
			break;
		n = 0;
	} while (session_turn(&g, &t) && session_bot_decide(&g) == MC_OK);
	CHECK(n >= 2);
	if (n < 2) {
		session_free(&g);
		return;
	}
	mc_view_build(match_hand(&g.m), seat, &v);
	memset(&w, 0, sizeof(w));
	w.n = 2;
	w.size = 1;
	w.cand[0][0] = legal[0];
	w.cand[1][0] = legal[1];
	w.weighed[0] = w.weighed[1] = true;
	w.veto[0] = w.veto[1] = BLUNDER_NKINDS;
	w.deals = 96;
	w.cost[1] = -0.004;		/* "0.00 higher" */
	bot_hint_weighed(&v, &w, legal[0], 1, &h);
	CHECK_EQ(h.best.cards[0], legal[0]);	/* no fumata to keep */
	CHECK(!(h.reasons & REASON_BIT(REASON_OVERRULES)));
	CHECK(h.reasons & REASON_BIT(REASON_SEARCH));
	w.cost[0] = 0;
	w.cost[1] = -0.02;		/* "0.02 higher" */
	bot_hint_weighed(&v, &w, legal[0], 1, &h);
	CHECK(h.reasons & REASON_BIT(REASON_OVERRULES));
	CHECK(!(h.reasons & REASON_BIT(REASON_SEARCH)));
	CHECK(h.over == legal[1] && h.over_by >= HINT_RATED);
	session_free(&g);
}

void
voice_tests(void)
{
	RUN(one_voice_the_seed_is_the_position_the_seat_sees);
	RUN(one_voice_each_position_its_own_seed);
	RUN(one_voice_the_review_never_calls_the_hints_card_costly);
	RUN(one_voice_costly_only_beyond_the_printed_error);
	RUN(one_voice_the_review_picks_the_costliest);
	RUN(one_voice_overrules_only_when_the_printed_delta_is_positive);
}

/*
 * reason_test.c -- the advice's reasons (src/bot/reason.c) are claims:
 * over the decisions of self-played hands, for every choice the seat
 * could make, each reason the code finds must hold by its meaning,
 * checked again from the whole hand (truth.c).  Every reason is met
 * often enough to be tested.
 */
#include <stdlib.h>

#include "t.h"
#include "truth.h"
#include "../../src/bot/bot.h"

#define REASON_MIN	100	/* times each reason must be met */

struct tally {
	long	 shown[REASON_N];
	int	 bad;
};

/* The reasons of choice d, each checked against the truth. */
static void
check_choice(const struct mc_hand *h, const struct mc_view *v,
    const struct mc_decision *d, struct mc_rng *r, struct tally *t)
{
	uint64_t	 bits = reason_decision(v, d);
	int		 k;

	for (k = 0; k < REASON_N; k++) {
		if (!(bits >> k & 1))
			continue;
		t->shown[k]++;
		if (t->bad < 5 && !truth_holds(h, v->seat, d, k, r)) {
			t_fail(__FILE__, __LINE__, "%s shown where it does not "
			    "hold (trick %d, kind %d, card %d, seat %d turn %d "
			    "leader %d nplayed %d fallen %x)", reason_code(k),
			    h->play.ntricks + 1, d->kind, d->cards[0], v->seat,
			    h->play.turn, h->play.leader, h->play.nplayed,
			    h->play.fallen);
			t->bad++;
		}
	}
}

/* Every choice of the decision due that reasons can be found for. */
static void
check_decision(const struct mc_hand *h, struct mc_rng *r, struct tally *t)
{
	struct mc_view		 v;
	struct mc_decision	 d;
	struct bot		 b;
	mc_card			 legal[MC_NCARDS], cards[MC_NCARDS];
	int			 n, i;

	mc_view_build(h, mc_hand_to_act(h), &v);
	mc_decision_due(h, &d);
	switch (d.kind) {
	case MC_DECIDE_PLAY:
		n = (int)mc_hand_legal_plays(h, legal);
		d.n = 1;
		for (i = 0; i < n; i++) {
			d.cards[0] = legal[i];
			check_choice(h, &v, &d, r, t);
		}
		break;
	case MC_DECIDE_DISCARD:
		d.n = easy_discard(&v, d.cards);
		check_choice(h, &v, &d, r, t);
		for (i = 0; i < 3; i++) {	/* and sets at random */
			n = mc_hand_cards(h, d.seat, cards);
			mc_shuffle(r, cards, (size_t)n);
			memcpy(d.cards, cards, (size_t)d.n);
			check_choice(h, &v, &d, r, t);
		}
		break;
	case MC_DECIDE_FALL:
		d.yes = true;
		check_choice(h, &v, &d, r, t);
		break;
	case MC_DECIDE_DECLARE:
		bot_init(&b, BOT_EASY, 0);
		d.which = bot_declare(&b, &v);
		check_choice(h, &v, &d, r, t);
		break;
	case MC_DECIDE_CUT:
		d.n = mc_cut_random(r);
		check_choice(h, &v, &d, r, t);
		break;
	}
}

/* A hand played out by easy players, every decision checked. */
static void
check_hand(int i, struct mc_rng *r, struct tally *t)
{
	struct mc_hand		 h;
	struct mc_view		 v;
	struct mc_decision	 d;
	struct bot		 b;
	mc_card			 deck[MC_NCARDS];

	mc_deck_ordered(deck);
	mc_deck_shuffle(r, deck);
	/* Every other hand optional falling (R10.1), for its questions. */
	if (mc_hand_init(&h, i % 2 ? MC_VAR_OPTIONAL_CASCARE : 0, i % 4, deck,
	    NULL) != MC_OK)
		return;
	bot_init(&b, BOT_EASY, (uint64_t)i);
	while (h.phase != MC_PHASE_OVER && t->bad < 5) {
		check_decision(&h, r, t);
		mc_view_build(&h, mc_hand_to_act(&h), &v);
		/* Some randomness, so that falls and Mattos come often. */
		b.level = mc_rng_below(r, 4) == 0 ? BOT_RANDOM : BOT_EASY;
		bot_decide(&b, &v, &d);
		if (mc_decision_apply(&h, &d) != MC_OK) {
			t_fail(__FILE__, __LINE__, "hand %d: a bot's decision "
			    "refused", i);
			t->bad++;
		}
	}
}

static void
reasons_hold_where_shown(void)
{
	struct tally	 t = { { 0 }, 0 };
	struct mc_rng	 r;
	int		 i, k;

	mc_rng_seed(&r, 2211);
	for (i = 0; i < t_iterations(400) && t.bad < 5; i++)
		check_hand(i, &r, &t);
	if (t_iterations(400) < 400 || t.bad > 0)
		return;			/* too few to count */
	for (k = 0; k < REASON_N && getenv("REASON_COUNTS") != NULL; k++)
		printf("%-16s %ld\n", reason_code(k), t.shown[k]);
	for (k = 0; k < REASON_N; k++) {
		if (k == REASON_SEARCH || k == REASON_OVERRULES)
			continue;	/* the search's: tests/hints */
		if (t.shown[k] < REASON_MIN)
			t_fail(__FILE__, __LINE__, "%s met %ld times, fewer "
			    "than %d", reason_code(k), t.shown[k], REASON_MIN);
	}
}

/* Each code is a word of its own, read back as the same reason. */
static void
reason_codes_read_back(void)
{
	int	 k;

	for (k = 0; k < REASON_N; k++)
		CHECK_EQ(reason_parse(reason_code(k)), k);
	CHECK_EQ(reason_parse("long-suit"), -1);
}

void
reason_tests(void)
{
	RUN(reason_codes_read_back);
	RUN(reasons_hold_where_shown);
}

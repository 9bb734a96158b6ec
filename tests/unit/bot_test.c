/*
 * bot_test.c -- the computer players: no peeking (R9.1), legal choices,
 * and the easy player's rules of thumb.
 */
#include <stdlib.h>

#include "t.h"
#include "../../src/bot/bot.h"

/* One decision as a number, for comparing two bots' choices. */
static long
decision(const struct mc_hand *h, enum bot_level level, uint64_t seed)
{
	struct mc_view	 v;
	struct bot	 b;
	mc_card		 out[MC_NCARDS];
	long		 d = 0;
	int		 n, i;

	mc_view_build(h, mc_hand_to_act(h), &v);
	bot_init(&b, level, seed);
	switch (h->phase) {
	case MC_PHASE_CUT:
		return bot_cut(&b, &v);
	case MC_PHASE_DISCARD:
		n = bot_discard(&b, &v, out);
		for (i = 0; i < n; i++)
			d = d * 97 + out[i];
		return d;
	case MC_PHASE_DECLARE:
		return (long)bot_declare(&b, &v);
	case MC_PHASE_FALL:
		return bot_fall(&b, &v);
	default:
		return bot_play(&b, &v);
	}
}

/*
 * R9.1, no peeking: the same game with the cards hidden from the seat to
 * act dealt differently among the places it cannot see; with the same
 * seed every level must decide the same.
 */
static void
r9_1_bots_decide_the_same_whatever_the_hidden_cards(void)
{
	struct mc_hand	 a, b;
	struct mc_rng	 r;
	int		 i, k, level, bad = 0, points = 0;

	mc_rng_seed(&r, 93);
	for (i = 0; i < t_iterations(400) && bad < 5; i++) {
		if (!random_point(&a, &r, i) || a.phase == MC_PHASE_OVER)
			continue;
		points++;
		for (k = 0; k < 3; k++) {
			shuffle_hidden(&a, mc_hand_to_act(&a), &r, &b);
			for (level = 0; level < BOT_NLEVELS; level++) {
				if ((level == BOT_HARD && i % 8 != 0) ||
				    (level == BOT_EXPERT && i % 64 != 0))
					continue;	/* slow: a sample */
				if (decision(&a, level, 7 + i) !=
				    decision(&b, level, 7 + i)) {
					t_fail(__FILE__, __LINE__, "point %d, "
					    "%s: another decision", i,
					    bot_level_name(level));
					bad++;
				}
			}
		}
	}
	CHECK(points > t_iterations(400) / 2);
}

/* Every level's choices are legal wherever it has to choose. */
static void
bots_choose_legal_cards_at_every_level(void)
{
	struct mc_hand	 h;
	struct mc_view	 v;
	struct bot	 b;
	struct mc_rng	 r;
	struct mc_cards	 legal;
	mc_card		 c;
	int		 i, level, bad = 0;

	mc_rng_seed(&r, 94);
	for (i = 0; i < t_iterations(300) && bad < 3; i++) {
		if (!random_point(&h, &r, i) || h.phase != MC_PHASE_PLAY)
			continue;
		legal = mc_hand_legal(&h);
		mc_view_build(&h, mc_hand_to_act(&h), &v);
		for (level = 0; level < BOT_NLEVELS; level++) {
			bot_init(&b, level, (uint64_t)i);
			/* The search levels, under a cap too short for a
			 * second round of deals. */
			if (level >= BOT_HARD)
				b.cap_ms = 1e-9;
			c = bot_play(&b, &v);
			if (!mc_cards_has(&legal, c)) {
				t_fail(__FILE__, __LINE__, "%s plays an illegal "
				    "card", bot_level_name(level));
				bad++;
			}
		}
	}
}

static mc_card
easy_choice(struct mc_hand *h)
{
	struct mc_view	 v;
	struct bot	 b;

	mc_view_build(h, mc_hand_to_act(h), &v);
	bot_init(&b, BOT_EASY, 1);
	return bot_play(&b, &v);
}

static void
easy_brings_counting_cards_home_behind_the_partner(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	/* North's trump holds the trick; South, last, gives his King. */
	play_setup(&h, 0, MC_EAST, "Rc 2c 3c", "5c 6c 7c", "T30 2s 3s",
	    "8c 9c 4s");
	play_cards(&h, "5c T30 8c");
	CHECK_EQ(easy_choice(&h), card("Rc"));
}

static void
easy_wins_a_trick_worth_winning_cheaply(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	/* East led a King; South, void, trumps with his lowest trump. */
	play_setup(&h, 0, MC_EAST, "T7 T25 T39", "Rc 6c 7c", "2c 2s 3s",
	    "8c 9c 4s");
	play_cards(&h, "Rc 2c 8c");
	CHECK_EQ(easy_choice(&h), card("T7"));
}

static void
easy_keeps_a_king_out_of_the_trumps_way(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	/* Leading: not the coppe, where his King would hang. */
	play_setup(&h, 0, MC_SOUTH, "Rc 2c 3s 4s", "5c 6c 7c 5s",
	    "T30 2d 8s 9s", "8c 9c 4d 5d");
	CHECK(mc_card_suit(easy_choice(&h)) != MC_COPPE);
}

static void
fumata_di_sopraventi_is_given_on_the_first_trump_lead(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "T40 T22 T6", "5c 6c 7c", "2s 3s 4s",
	    "8c 9c 4d");
	CHECK_EQ(easy_choice(&h), card("T22"));
	/* Once a trump was led, no more signal: the lowest trump. */
	h.play.first_trump_lead[MC_SOUTH] = card("T9");
	CHECK_EQ(easy_choice(&h), card("T6"));
}

static void
fumata_di_sopraventi_is_read_by_the_partner(void)
{
	struct mc_hand	 h, deal;
	struct mc_view	 v;
	struct mc_rng	 r;
	int		 i, with = 0, k;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "5c 6c T3", "7c 8c T9", "T40 T11 T12",
	    "9c 10c T14");
	for (k = 0; k < h.nfolla; k++)		/* South knows the folla */
		mc_cards_add(&h.seen[MC_SOUTH], h.folla[k]);
	/* The other cards were played in the tricks before. */
	for (k = 0; k < MC_NCARDS; k++)
		if (mc_hand_where(&h, (mc_card)k) == MC_LOC_DECK)
			mc_cards_add(&h.play.won[MC_NS], (mc_card)k);
	h.play.first_trump_lead[MC_NORTH] = card("T23");
	mc_view_build(&h, MC_SOUTH, &v);
	CHECK(mc_cards_has(&v.hidden, card("T40")));
	mc_rng_seed(&r, 5);
	for (i = 0; i < 100; i++) {
		mc_view_sample(&v, &r, &deal);
		fumata_read(&v, &deal, &r);
		with += mc_cards_has(&deal.held[MC_NORTH], card("T40"));
	}
	CHECK_EQ(with, 100);
}

static void
easy_tenuta_al_compagno_leads_the_top_trump(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	/* West, who plays last, has fallen: South leads his Tromba. */
	play_setup(&h, 0, MC_SOUTH, "T40 T12 3c", "T5 6c 7c", "2s 3s 4s",
	    "8c 9c 4d");
	h.play.first_trump_lead[MC_SOUTH] = card("T2");
	h.play.fallen = 1u << MC_WEST;
	CHECK_EQ(easy_choice(&h), card("T40"));
	/* With the Tromba out of sight, the Mondo is no sure winner. */
	play_setup(&h, 0, MC_SOUTH, "T39 T12 3c", "T5 6c 7c", "2s 3s 4s",
	    "8c 9c 4d");
	h.play.first_trump_lead[MC_SOUTH] = card("T2");
	h.play.fallen = 1u << MC_WEST;
	CHECK(easy_choice(&h) != card("T39"));
}

static void
easy_tenuta_al_papa_leads_a_low_trump(void)
{
	struct mc_hand	 h;
	const char	*south = "T8 T11 T15 T22 T25 T33 T36 T38 5c";
	int		 t;

	h.log = NULL;
	/* Late in the hand, Papa 1 and 3 out of sight: a low trump. */
	play_setup(&h, 0, MC_SOUTH, south, "T1 6c 7c 2d 3d 4d 5d 6d 7d",
	    "2s 3s 4s 5s 6s 7s 8s 9s 10s", "T3 9c 4b 5b 6b 7b 8b 9b 10b");
	h.play.first_trump_lead[MC_SOUTH] = card("T2");
	CHECK(easy_choice(&h) != card("T8"));	/* too early: 32 out */
	for (t = 12; t <= 35; t++)
		if (t != 15 && t != 22 && t != 25 && t != 33)
			mc_cards_add(&h.play.won[t % 2], mc_trump(t));
	CHECK_EQ(easy_choice(&h), card("T8"));
	/* Once both are captured there is nothing to hold. */
	play_setup(&h, 0, MC_SOUTH, south, "6c 7c 8c 2d 3d 4d 5d 6d 7d",
	    "2s 3s 4s 5s 6s 7s 8s 9s 10s", "9c 10c 4b 5b 6b 7b 8b 9b 10b");
	mc_cards_add(&h.play.won[MC_EW], card("T1"));
	mc_cards_add(&h.play.won[MC_EW], card("T3"));
	h.play.first_trump_lead[MC_SOUTH] = card("T2");
	CHECK(easy_choice(&h) != card("T8"));
}

static void
easy_brings_home_the_card_that_completes_a_versicola(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	/* NS have 28 and 30; North's 35 holds the trick: South gives 29. */
	play_setup(&h, 0, MC_EAST, "T29 T24 Rd", "T11 6c 7c", "T35 2s 3s",
	    "T12 9c 4s");
	mc_cards_add(&h.play.won[MC_NS], card("T28"));
	mc_cards_add(&h.play.won[MC_NS], card("T30"));
	play_cards(&h, "T11 T35 T12");
	CHECK_EQ(easy_choice(&h), card("T29"));
	/* Without the run to complete, the lower trump goes. */
	play_setup(&h, 0, MC_EAST, "T29 T24 Rd", "T11 6c 7c", "T35 2s 3s",
	    "T12 9c 4s");
	play_cards(&h, "T11 T35 T12");
	CHECK_EQ(easy_choice(&h), card("T24"));
}

/* A Sopraventi led as the first trump says the top Aria is in hand:
 * without it, easy leads another trump (the fumata, fumata.c). */
static void
easy_gives_no_false_fumata(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "T22 T29", "2c 3c", "4c 5c", "6c 7c");
	CHECK_EQ(easy_choice(&h), card("T29"));
	play_setup(&h, 0, MC_SOUTH, "T22 T40", "2c 3c", "4c 5c", "6c 7c");
	CHECK_EQ(easy_choice(&h), card("T22"));	/* a true one */
}

/* Cards seat has seen go by, in the tricks before (R9.1). */
static void
seen_by(struct mc_hand *h, int seat, const char *list)
{
	struct mc_cards	 s;

	cards_of(list, &s);
	h->seen[seat].w[0] |= s.w[0];
	h->seen[seat].w[1] |= s.w[1];
}

/* Is c vetoed for the seat to act at h (expert.c)? */
static bool
vetoed(struct mc_hand *h, const char *c)
{
	struct mc_view	 v;
	mc_card		 legal[MC_NCARDS];
	int		 n;

	mc_view_build(h, mc_hand_to_act(h), &v);
	n = (int)mc_hand_legal_plays(&v.hand, legal);
	return expert_vetoed(&v, legal, n, card(c));
}

/*
 * The expert weighs no play a partner would regret: no King led into
 * its suit's first round while trumps are out of sight and so few of the
 * suit that an opponent may be void (R6.8), no Matto spent where a card
 * worth nothing will do (R6.5) before the trick next to last (R6.6), no
 * sure trick of the partner's
 * overtaken, no high trump thrown second or third under an unseen higher
 * one, no false fumata; a card that is forced is never vetoed.  A King
 * led while most of its suit is unseen, the Matto saving a Papa, a high
 * trump led, a Papa thrown second hand are the search's to weigh.
 */
static void
expert_vetoes_the_partner_blunders(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "Rc 2s 3s", "T7 4s 5s", "2c 6s 7s",
	    "3c 8s 9s");
	CHECK(!vetoed(&h, "Rc"));	/* eleven coppe unseen */
	seen_by(&h, MC_SOUTH, "1c 4c 5c 6c 7c 8c 9c 10c Fc Cc Dc");
	CHECK(vetoed(&h, "Rc"));	/* two */
	CHECK(!vetoed(&h, "2s"));
	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "M 5c 4s", "3c 6s 7s",
	    "4c 8s 9s");
	play_cards(&h, "2c");
	CHECK(vetoed(&h, "M"));
	CHECK(!vetoed(&h, "5c"));
	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "M Rc 4s", "3c 6s 7s",
	    "4c 8s 9s");
	play_cards(&h, "2c");
	CHECK(!vetoed(&h, "M"));	/* it saves the King */
	play_setup(&h, 0, MC_SOUTH, "T20 2s 3s", "M T3 4s", "T25 6s 7s",
	    "T2 8s 9s");
	play_cards(&h, "T20");
	CHECK(!vetoed(&h, "M"));	/* or a Papa */
	/* R6.6: at the trick before the last, the Matto kept must go to
	 * the last trick, where it may die: the search weighs it */
	play_setup(&h, 0, MC_SOUTH, "2c 2s", "M 4s", "3c 6s", "4c 8s");
	play_cards(&h, "2c");
	CHECK(!vetoed(&h, "M"));
	play_setup(&h, 0, MC_SOUTH, "T20 2s 3s", "T3 T6 4s", "T25 2c 5s",
	    "T2 3c 6s");
	play_cards(&h, "T20");
	CHECK(!vetoed(&h, "T3"));	/* the search weighs a Papa second */
	CHECK(!vetoed(&h, "T6"));
	play_setup(&h, 0, MC_SOUTH, "T39 2s 3s", "T5 4s 5s", "T40 T6 7s",
	    "T2 8s 9s");
	play_cards(&h, "T39 T5");
	CHECK(vetoed(&h, "T40"));
	CHECK(!vetoed(&h, "T6"));
	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "T31 T6 4s", "3c 6s 7s",
	    "4c 8s 9s");
	play_cards(&h, "2c");
	CHECK(vetoed(&h, "T31"));	/* 32 to 40 are out of sight */
	play_setup(&h, 0, MC_SOUTH, "T35 T34 T21", "T5 4s 5s", "T6 2c 7s",
	    "T2 8s 9s");
	CHECK(!vetoed(&h, "T35"));	/* led, from a run */
	play_setup(&h, 0, MC_SOUTH, "T22 T7 3s", "T5 4s 5s", "T6 2c 7s",
	    "T2 8s 9s");
	CHECK(vetoed(&h, "T22"));	/* a fumata without the Tromba */
	play_setup(&h, 0, MC_SOUTH, "T22 T40 3s", "T5 4s 5s", "T6 2c 7s",
	    "T2 8s 9s");
	CHECK(!vetoed(&h, "T22"));
}

/*
 * The judge index is the kinds no veto covers: over many positions,
 * no card the expert rules out is ruled out for one of them (a Papa
 * thrown second hand among them), and every veto of the test above is
 * outside it.
 */
static void
judge_counts_only_what_no_veto_covers(void)
{
	struct mc_hand	 h;
	struct mc_view	 v;
	struct mc_rng	 r;
	mc_card		 legal[MC_NCARDS];
	int		 i, k, n, kind, vetoes = 0, papa = 0;

	for (kind = 0; kind < BLUNDER_NKINDS; kind++)
		CHECK_EQ(blunder_judge_only(kind), kind != BLUNDER_KING_LEAD &&
		    kind != BLUNDER_HIGH_TRUMP && kind != BLUNDER_MATTO &&
		    kind != BLUNDER_FUMATA && kind != BLUNDER_OVERTAKE);
	mc_rng_seed(&r, 97);
	for (i = 0; i < t_iterations(600); i++) {
		if (!random_point(&h, &r, i) || h.phase != MC_PHASE_PLAY)
			continue;
		mc_view_build(&h, mc_hand_to_act(&h), &v);
		n = (int)mc_hand_legal_plays(&v.hand, legal);
		for (k = 0; k < n; k++) {
			kind = expert_veto(&v, legal, n, legal[k]);
			vetoes += kind != BLUNDER_NKINDS;
			papa += h.play.nplayed == 1 && mc_is_trump(legal[k]) &&
			    mc_card_rank(legal[k]) <= 5 && n > 1;
			if (kind != BLUNDER_NKINDS && blunder_judge_only(kind))
				t_fail(__FILE__, __LINE__, "point %d: %s "
				    "vetoed, a kind the judge counts", i,
				    blunder_name(kind));
		}
	}
	CHECK(vetoes > 0);
	CHECK(papa > 0);	/* Papi second hand were met, and weighed */
}

/*
 * A hint the rules of thumb keep in a tie names the card the tie was
 * weighed against, the search's leader, and the claim "within its
 * error" holds of it; another card set aside early, rated higher on the
 * fewer deals it shared, is not the one the rule was weighed against.
 */
static void
hint_tie_names_the_search_leader_within_its_error(void)
{
	struct mc_hand		 h;
	struct mc_view		 v;
	struct bot_hint		 hint;
	static struct bot_weighing w;
	const char		*cards[] = { "2c", "2s", "3s" };
	const double		 cost[] = { 0, -0.10, -0.50 };
	const double		 se[] = { 0, 0.40, 0.20 };
	int			 i;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "T7 4s 5s", "3c 6s 7s",
	    "4c 8s 9s");
	mc_view_build(&h, MC_SOUTH, &v);
	memset(&w, 0, sizeof(w));
	w.n = 3;
	w.size = 1;
	for (i = 0; i < 3; i++) {
		w.cand[i][0] = card(cards[i]);
		w.cost[i] = cost[i];
		w.se[i] = se[i];
		w.weighed[i] = true;
		w.veto[i] = BLUNDER_NKINDS;
	}
	w.best = 0;		/* the rules of thumb's card */
	w.leader = 1;		/* the search's best estimate */
	w.deals = 96;
	w.thumb = true;
	bot_hint_weighed(&v, &w, card("2c"), 5, &hint);
	CHECK_EQ(hint.rule, HINT_RULE_TIE);
	CHECK(hint.reasons & REASON_BIT(REASON_OVERRULES));
	CHECK_EQ(hint.over, card("2s"));
	CHECK(hint.over_by <= hint.over_se);
}

#define TIE_POINTS	160	/* random points; the plays among them */

/*
 * The claims of an overruled hint, as predicates, over many plays: the
 * card it names is another, rated higher; in a tie, by no more than the
 * search's error of it ("within its error").  Ties are met, so the test
 * can fail.
 */
static void
hint_overruled_claims_hold_over_many_plays(void)
{
	struct mc_hand	 h;
	struct mc_view	 v;
	struct bot_hint	 hint;
	struct mc_rng	 r;
	char		 over[8];
	int		 i, ties = 0;

	mc_rng_seed(&r, 131);
	for (i = 0; i < t_iterations(TIE_POINTS); i++) {
		if (!random_point(&h, &r, i) || h.phase != MC_PHASE_PLAY)
			continue;
		mc_view_build(&h, mc_hand_to_act(&h), &v);
		bot_hint(&v, 29 + (uint64_t)i, &hint);
		if (!(hint.reasons & REASON_BIT(REASON_OVERRULES)))
			continue;
		ties += hint.rule == HINT_RULE_TIE;
		mc_card_format(hint.over, over, sizeof(over));
		if (hint.over == hint.best.cards[0] || !(hint.over_by > 0) ||
		    (hint.rule == HINT_RULE_TIE &&
		    hint.over_by > hint.over_se))
			t_fail(__FILE__, __LINE__, "point %d: %s rated %.3f "
			    "higher, error %.3f, rule %d", i, over,
			    hint.over_by, hint.over_se, (int)hint.rule);
	}
	if (t_iterations(TIE_POINTS) == TIE_POINTS)	/* not quick */
		CHECK(ties > 0);
}

/* The warning the seat to act would get for card c. */
static int
warned(struct mc_hand *h, const char *c)
{
	struct mc_view	 v;

	mc_view_build(h, mc_hand_to_act(h), &v);
	return bot_warning(&v, card(c));
}

/*
 * A card that gives points away is warned of, as far as the seat can
 * see: a counting card thrown into the opponents' trick once the partner
 * has played, while a card worth less loses it too; or a play the expert
 * rules out.  Not a high trump played early, nor a forced card.
 */
static void
warnings_name_a_card_that_gives_points_away(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "3c 4s 5s", "T25 6s 7s",
	    "T10 T6 8s");
	play_cards(&h, "2c 3c T25");
	CHECK(warned(&h, "T10") == BLUNDER_GIFT);
	CHECK(warned(&h, "T6") == BLUNDER_NKINDS);
	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "T10 T6 4s", "T25 6s 7s",
	    "3c 5s 8s");
	play_cards(&h, "2c");
	CHECK(warned(&h, "T10") == BLUNDER_NKINDS);	/* the partner to come */
	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "3c 4s 5s", "T25 6s 7s",
	    "T10 8s 9s");
	play_cards(&h, "2c 3c T25");
	CHECK(warned(&h, "T10") == BLUNDER_NKINDS);	/* forced */
	play_setup(&h, 0, MC_SOUTH, "Rc 2s 3s", "T7 4s 5s", "2c 6s 7s",
	    "3c 8s 9s");
	seen_by(&h, MC_SOUTH, "1c 4c 5c 6c 7c 8c 9c 10c Fc Cc Dc");
	CHECK(warned(&h, "Rc") == BLUNDER_KING_LEAD);
	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "T31 T6 4s", "3c 6s 7s",
	    "4c 8s 9s");
	play_cards(&h, "2c");
	CHECK(warned(&h, "T31") == BLUNDER_NKINDS);	/* judgement, not a rule */
}

/* One random step of a hand in play; the Matto only when forced. */
static void
step_keeping_the_matto(struct mc_hand *h, struct mc_rng *r)
{
	mc_card	 legal[MC_NCARDS];
	int	 n, k;

	if (h->phase == MC_PHASE_DECLARE) {
		mc_hand_declare(h, h->play.turn, 1);
		return;
	}
	if (h->phase == MC_PHASE_FALL) {
		mc_hand_fall(h, h->play.asking, (int)mc_rng_below(r, 2));
		return;
	}
	n = (int)mc_hand_legal_plays(h, legal);
	do
		k = (int)mc_rng_below(r, (uint32_t)n);
	while (legal[k] == MC_MATTO && n > 1);
	mc_hand_play(h, legal[k]);
}

/*
 * R6.5, R6.6: "spends the Matto with nothing to save" is said exactly
 * where it holds, judged from the whole hand: a card worth nothing is
 * legal instead, and the holder has two tricks after this one, so the
 * Matto need not go to the last trick.  At the trick next to the last
 * the Matto saves itself and is never warned of.  Random hands, the
 * Matto kept as long as the rules let it.
 */
static void
r6_6_matto_warned_of_only_while_it_can_wait(void)
{
	struct mc_hand	 h;
	struct mc_view	 v;
	struct mc_rng	 r;
	mc_card		 deck[MC_NCARDS], legal[MC_NCARDS], held[MC_NCARDS];
	int		 i, k, n, nheld, warned_of = 0, next_to_last = 0;
	bool		 matto, worthless, claim;

	mc_rng_seed(&r, 66);
	for (i = 0; i < t_iterations(400); i++) {
		mc_deck_ordered(deck);
		mc_deck_shuffle(&r, deck);
		if (mc_hand_init(&h, (unsigned)i % 8, i % 4, deck, NULL) !=
		    MC_OK || mc_hand_cut(&h, mc_cut_random(&r)) != MC_OK)
			continue;
		while (h.phase == MC_PHASE_DISCARD) {
			k = mc_hand_to_act(&h);
			mc_hand_cards(&h, k, held);
			mc_hand_discard(&h, k, held, h.owed[k]);
		}
		while (h.phase != MC_PHASE_OVER) {
			if (h.phase != MC_PHASE_PLAY) {
				step_keeping_the_matto(&h, &r);
				continue;
			}
			n = (int)mc_hand_legal_plays(&h, legal);
			nheld = mc_hand_cards(&h, h.play.turn, held);
			matto = worthless = false;
			for (k = 0; k < n; k++) {
				matto |= legal[k] == MC_MATTO;
				worthless |= legal[k] != MC_MATTO &&
				    mc_card_value(legal[k]) == 0;
			}
			if (matto && n > 1) {
				mc_view_build(&h, mc_hand_to_act(&h), &v);
				claim = bot_warning(&v, MC_MATTO) ==
				    BLUNDER_MATTO;
				if (claim != (worthless && nheld >= 3))
					t_fail(__FILE__, __LINE__, "hand %d, "
					    "trick %d: Matto warned %d, "
					    "worthless %d, %d held", i,
					    h.play.ntricks + 1, claim,
					    worthless, nheld);
				warned_of += claim;
				next_to_last += nheld == 2 && worthless;
			}
			step_keeping_the_matto(&h, &r);
		}
	}
	CHECK(warned_of > 0);
	CHECK(next_to_last > 0);
}

/* Two hints the same, field by field (the costs exactly). */
static bool
same_hint(const struct bot_hint *a, const struct bot_hint *b)
{
	int	 k;

	if (memcmp(&a->best, &b->best, sizeof(a->best)) != 0 ||
	    a->reasons != b->reasons || a->nalt != b->nalt || a->deals != b->deals)
		return false;
	for (k = 0; k < a->nalt; k++)
		if (memcmp(&a->alt[k], &b->alt[k], sizeof(a->alt[k])) != 0 ||
		    a->cost[k] != b->cost[k] || a->veto[k] != b->veto[k])
			return false;
	return true;
}

/*
 * R9.1 for hints: the hint a seat is given is the same whatever the
 * cards it cannot see, at every kind of decision; it is the expert's
 * own decision with that seed, a legal one, and each next choice it
 * names is another legal one.
 */
static void
r9_1_hints_see_only_the_seats_view(void)
{
	struct mc_hand	 a, b;
	struct mc_view	 v;
	struct bot_hint	 ha, hb;
	struct mc_rng	 r;
	struct bot	 bot;
	struct mc_decision d;
	int		 i, k, kinds = 0, bad = 0, points = 0;

	mc_rng_seed(&r, 95);
	for (i = 0; i < t_iterations(160) && bad < 3; i++) {
		if (!random_point(&a, &r, i) || a.phase == MC_PHASE_OVER ||
		    (a.phase == MC_PHASE_PLAY && i % 8 != 0))
			continue;	/* the plays are slow: a sample */
		points++;
		mc_view_build(&a, mc_hand_to_act(&a), &v);
		bot_hint(&v, 11 + (uint64_t)i, &ha);
		kinds |= 1 << ha.best.kind;
		shuffle_hidden(&a, mc_hand_to_act(&a), &r, &b);
		mc_view_build(&b, mc_hand_to_act(&b), &v);
		bot_hint(&v, 11 + (uint64_t)i, &hb);
		if (!same_hint(&ha, &hb)) {
			t_fail(__FILE__, __LINE__, "point %d: another hint", i);
			bad++;
		}
		if (mc_decision_check(&a, &ha.best) != MC_OK) {
			t_fail(__FILE__, __LINE__, "point %d: an illegal "
			    "hint", i);
			bad++;
		}
		for (k = 0; k < ha.nalt; k++)
			if (mc_decision_check(&a, &ha.alt[k]) != MC_OK ||
			    memcmp(&ha.alt[k], &ha.best, sizeof(d)) == 0) {
				t_fail(__FILE__, __LINE__, "point %d: next "
				    "choice %d is not another legal one", i, k);
				bad++;
			}
		/* Declaring none is the next choice, worth all it drops. */
		if (ha.best.kind == MC_DECIDE_DECLARE && ha.best.which != 0)
			CHECK(ha.nalt == 1 && ha.alt[0].which == 0 &&
			    ha.cost[0] > 0);
		if (ha.best.kind == MC_DECIDE_PLAY ||
		    ha.best.kind == MC_DECIDE_DISCARD) {
			mc_view_build(&a, mc_hand_to_act(&a), &v);
			bot_init(&bot, BOT_EXPERT, 11 + (uint64_t)i);
			bot_decide(&bot, &v, &d);
			CHECK(memcmp(d.cards, ha.best.cards, (size_t)d.n) == 0);
		}
	}
	CHECK(points > 0);
	if (t_iterations(160) == 160) {		/* not a quick run */
		CHECK((kinds & (1 << MC_DECIDE_PLAY)) != 0);
		CHECK((kinds & (1 << MC_DECIDE_DISCARD)) != 0);
	}
}


/*
 * On the clock (--think) the expert answers with the best card found so
 * far: a deadline already passed leaves it one imagined deal, and still
 * a legal card; without a clock, the same point is weighed on many.
 */
static void
expert_on_the_clock_plays_the_best_found_so_far(void)
{
	static struct bot_weighing w;
	struct mc_hand	 a;
	struct mc_view	 v;
	struct mc_rng	 r;
	struct bot	 b;
	mc_card		 c;
	int		 i, raced = 0;

	mc_rng_seed(&r, 41);
	for (i = 0; i < 400 && raced < 4; i++) {
		if (!random_point(&a, &r, i) || a.phase != MC_PHASE_PLAY)
			continue;
		mc_view_build(&a, mc_hand_to_act(&a), &v);
		bot_init(&b, BOT_EXPERT, 3 + (uint64_t)i);
		expert_weigh_play(&b, &v, &w);
		if (w.deals < 96)
			continue;	/* no race: one card, or all but one ruled out */
		raced++;
		bot_init(&b, BOT_EXPERT, 3 + (uint64_t)i);
		b.cap_ms = 1e-9;
		c = expert_weigh_play(&b, &v, &w);
		CHECK(w.deals == 1);
		CHECK(mc_hand_play(&a, c) == MC_OK);	/* legal */
	}
	CHECK(raced > 0);
}

/* ---------------------------------------------------------------------
 * Review 2 (../shared/reviews/advice-2.md): the expert's card and the
 * words of its advice, each claim tested from a position.
 */

/* The expert's weighing of the seat due, from its view. */
static mc_card
expert_weighs(struct mc_hand *h, struct bot_weighing *w)
{
	struct mc_view	 v;
	struct bot	 b;

	mc_view_build(h, mc_hand_to_act(h), &v);
	bot_init(&b, BOT_EXPERT, 11);
	return expert_weigh_play(&b, &v, w);
}

/* The position of trick h as the seat due sees it: its legal cards. */
static int
legal_of(const struct mc_hand *h, mc_card *legal)
{
	return (int)mc_hand_legal_plays(h, legal);
}

/* Is the seat due playing for itself, last, on its partner's card? */
static bool
last_on_partner(const struct mc_hand *h)
{
	return h->phase == MC_PHASE_PLAY && h->play.nplayed == 3 &&
	    !(h->play.fallen >> h->play.turn & 1) &&
	    mc_trick_winning(h) == 1;
}

/* Counting cards (the Matto aside) among legal, and worthless ones. */
static void
count_legal(const mc_card *legal, int n, int *counting, int *worthless)
{
	int	 i;

	*counting = *worthless = 0;
	for (i = 0; i < n; i++) {
		if (legal[i] == MC_MATTO)
			continue;
		*counting += mc_card_value(legal[i]) > 0;
		*worthless += mc_card_value(legal[i]) == 0;
	}
}

/* Does every legal card but the Matto beat the trick so far? */
static bool
all_overtake(const struct mc_hand *h, const mc_card *legal, int n)
{
	int	 i, w = mc_trick_winning(h);

	for (i = 0; i < n; i++)
		if (legal[i] != MC_MATTO && mc_card_power(legal[i],
		    h->play.lead) <= mc_card_power(h->play.trick[w],
		    h->play.lead))
			return false;
	return true;
}

#define REVIEW_POINTS	3000	/* random points scanned */
#define REVIEW_SEARCHED	3	/* of them, weighed by the expert */

/* Under T_QUICK (valgrind) one search: finding the points is cheap. */
static int
review_searched(void)
{
	return getenv("T_QUICK") != NULL ? 1 : REVIEW_SEARCHED;
}

/*
 * Review 2, item 2 (hand 3, trick 15: South led 10s, partner East T2,
 * North 3s; West last, void in spade, with 4c 7d T5 T20 T27 T37 M):
 * where every card overtakes the partner's sure trick, none is ruled
 * out for overtaking; over random points of the same kind, the expert
 * banks a counting card (T20 or T37 there), not one worth nothing (T27).
 */
static void
review2_item2_no_veto_for_an_overtake_every_card_makes(void)
{
	static struct bot_weighing w;
	struct mc_hand	 h;
	struct mc_view	 v;
	struct mc_rng	 r;
	mc_card		 legal[MC_NCARDS], c;
	int		 i, k, n, counting, worthless, searched = 0;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "10s 2c 3c 5c 6c 8c 9c",
	    "T2 2d 3d 4d 5d 6d 8d", "3s 2b 3b 4b 5b 6b 7b",
	    "4c 7d T5 T20 T27 T37 M");
	play_cards(&h, "10s T2 3s");
	CHECK(!vetoed(&h, "T5"));
	CHECK(!vetoed(&h, "T20"));
	CHECK(!vetoed(&h, "T37"));
	/* with a card under the partner's, overtaking is still ruled out */
	play_setup(&h, 0, MC_SOUTH, "10s 2c 3c 5c 6c 8c 9c",
	    "T2 2d 3d 4d 5d 6d 8d", "3s 2b 3b 4b 5b 6b 7b",
	    "4s 7d T5 T20 T27 T37 M");
	play_cards(&h, "10s T2 3s");
	CHECK(vetoed(&h, "T20"));
	mc_rng_seed(&r, 2002);
	for (i = 0; i < REVIEW_POINTS && searched < review_searched(); i++) {
		if (!random_point(&h, &r, i) || !last_on_partner(&h))
			continue;
		n = legal_of(&h, legal);
		count_legal(legal, n, &counting, &worthless);
		if (counting == 0 || worthless == 0 || !all_overtake(&h, legal, n))
			continue;
		mc_view_build(&h, mc_hand_to_act(&h), &v);
		for (k = 0; k < n; k++)
			CHECK(expert_veto(&v, legal, n, legal[k]) !=
			    BLUNDER_OVERTAKE);
		searched++;
		c = expert_weighs(&h, &w);
		CHECK(c == MC_MATTO || mc_card_value(c) > 0);
	}
	CHECK(searched > 0);
}

/*
 * Review 2, item 3, STRATEGY "give your counting cards to tricks your
 * partner already holds": last on the partner's winning card, a card
 * worth nothing is not weighed while a counting card can go there.
 */
static void
review2_item3_counting_card_on_the_partners_sure_trick(void)
{
	static struct bot_weighing w;
	struct mc_hand	 h;
	struct mc_view	 v;
	struct mc_rng	 r;
	mc_card		 legal[MC_NCARDS], c;
	int		 i, k, n, counting, worthless, searched = 0;

	mc_rng_seed(&r, 2003);
	for (i = 0; i < REVIEW_POINTS && searched < review_searched(); i++) {
		if (!random_point(&h, &r, i) || !last_on_partner(&h))
			continue;
		n = legal_of(&h, legal);
		count_legal(legal, n, &counting, &worthless);
		if (counting == 0 || worthless == 0)
			continue;
		/* a counting card the expert does not rule out */
		mc_view_build(&h, mc_hand_to_act(&h), &v);
		for (k = 0; k < n && (legal[k] == MC_MATTO ||
		    mc_card_value(legal[k]) == 0 ||
		    expert_vetoed(&v, legal, n, legal[k])); k++)
			;
		if (k == n)
			continue;
		searched++;
		c = expert_weighs(&h, &w);
		for (k = 0; k < w.n; k++)
			if (w.cand[k][0] != MC_MATTO &&
			    mc_card_value(w.cand[k][0]) == 0)
				CHECK(!w.weighed[k]);
		CHECK(c == MC_MATTO || mc_card_value(c) > 0);
	}
	CHECK(searched > 0);
}

/*
 * Review 2, item 4: a suit an opponent has shown void in is his to trump;
 * the rules of thumb lead another, though it is the longest.
 */
static void
review2_item4_easy_leads_no_suit_an_opponent_trumps(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "2s 3s 4s 5s 2c 3c",
	    "T7 4c 5c 6c 7c 8c", "6s 7s 8s 9s 10s 9c",
	    "T8 2d 3d 4d 5d 6d");
	CHECK_EQ(mc_card_suit(easy_choice(&h)), MC_SPADE);
	h.play.voids[MC_WEST] |= 1u << MC_SPADE;	/* shown at a lead */
	CHECK(mc_card_suit(easy_choice(&h)) != MC_SPADE);
}

/* A lead from cartiglie and a low trump worth nothing, most trumps out
 * of sight. */
static bool
early_trump_lead_point(const struct mc_hand *h, const mc_card *legal, int n)
{
	struct mc_view	 v;
	int		 i, t, out = 0, low = 0, cart = 0;

	if (h->phase != MC_PHASE_PLAY || h->play.nplayed != 0 ||
	    (h->play.fallen >> h->play.turn & 1))
		return false;
	mc_view_build(h, h->play.turn, &v);
	for (t = 1; t <= 40; t++)
		out += mc_cards_has(&v.hidden, mc_trump(t));
	for (i = 0; i < n; i++) {
		cart += legal[i] != MC_MATTO && !mc_is_trump(legal[i]);
		low += mc_is_trump(legal[i]) && mc_card_value(legal[i]) == 0 &&
		    mc_card_rank(legal[i]) < 20;
	}
	return out > 12 && cart > 0 && low > 0;
}

/*
 * Review 2, item 8, STRATEGY "Tenuta": a low trump led while cartiglie
 * are held and most trumps are out of sight is not the tenuta's time
 * (T14 led at trick 1); the search is not offered it.
 */
static void
review2_item8_no_early_low_trump_lead(void)
{
	static struct bot_weighing w;
	struct mc_hand	 h;
	struct mc_rng	 r;
	mc_card		 legal[MC_NCARDS], c;
	int		 i, k, n, searched = 0;

	mc_rng_seed(&r, 2008);
	for (i = 0; i < REVIEW_POINTS && searched < review_searched(); i++) {
		if (!random_point(&h, &r, i))
			continue;
		n = legal_of(&h, legal);
		if (!early_trump_lead_point(&h, legal, n))
			continue;
		searched++;
		c = expert_weighs(&h, &w);
		for (k = 0; k < w.n; k++)
			if (mc_is_trump(w.cand[k][0]) &&
			    mc_card_value(w.cand[k][0]) == 0 &&
			    mc_card_rank(w.cand[k][0]) < 20)
				CHECK(!w.weighed[k]);
		CHECK(!mc_is_trump(c) || mc_card_value(c) > 0 ||
		    mc_card_rank(c) >= 20);
	}
	CHECK(searched > 0);
}

/* The advice for card c of the seat due, with the given estimates. */
static const char *
advice_for(struct mc_hand *h, const char *c, double p_win, double p_side,
    uint64_t extra)
{
	static char	 buf[1024];
	struct mc_view	 v;
	struct bot_hint	 hint;

	mc_view_build(h, mc_hand_to_act(h), &v);
	memset(&hint, 0, sizeof(hint));
	hint.best.kind = MC_DECIDE_PLAY;
	hint.best.seat = mc_hand_to_act(h);
	hint.best.n = 1;
	hint.best.cards[0] = card(c);
	hint.reasons = reason_play(&v, card(c)) | extra;
	hint.odds_deals = 64;
	hint.deals = 96;
	hint.p_win = p_win;
	hint.p_side = p_side;
	advice_say(&v, &hint, MC_ITALIAN, buf, sizeof(buf));
	return buf;
}

/* Review 2, item 5: never "may take" where no deal saw it take. */
static void
advice_never_says_may_take_at_0_percent(void)
{
	struct mc_hand	 h;
	const char	*s;

	h.log = NULL;
	play_setup(&h, 0, MC_EAST, "T10 2s 3s", "2c 4s 5s", "3c 6s 7s",
	    "4c 8s 9s");
	play_cards(&h, "2c");
	s = advice_for(&h, "T10", 0, 0, 0);
	CHECK(strstr(s, "beats the cards so far") != NULL);
	CHECK(strstr(s, "may take") == NULL);
	CHECK(strstr(s, "beats it in 100%") != NULL);
}

/* Review 2, item 11: "probably" from two deals in three, not at 50%. */
static void
advice_says_probably_only_from_two_in_three(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	play_setup(&h, 0, MC_EAST, "T10 2s 3s", "2c 4s 5s", "3c 6s 7s",
	    "4c 8s 9s");
	play_cards(&h, "2c");
	CHECK(strstr(advice_for(&h, "T10", 0.5, 0.5, 0), "probably") == NULL);
	CHECK(strstr(advice_for(&h, "T10", 0.7, 0.7, 0), "probably") != NULL);
}

/* Review 2, item 5 (D1642): a counting card on a trick the side keeps
 * in no deal is not said to be kept there. */
static void
advice_count_home_says_the_risk(void)
{
	struct mc_hand	 h;
	const char	*s;

	h.log = NULL;
	play_setup(&h, 0, MC_NORTH, "T2 2s 3s", "T39 4s 5s", "T30 6s 7s",
	    "T9 8s 9s");
	play_cards(&h, "T30 T9");
	s = advice_for(&h, "T2", 0, 0, 0);
	CHECK(strstr(s, "keeps the trick in 0%") == NULL);
	CHECK(strstr(s, "an opponent still to play takes the trick") != NULL);
}

/*
 * Review 2, item 6: the Papa Uno trumping a suit's first round is not
 * "your lowest trump": the reason is the first round, when the others
 * still follow.
 */
static void
advice_names_no_papa_uno_the_lowest_trump(void)
{
	struct mc_hand	 h;
	const char	*s;

	h.log = NULL;
	play_setup(&h, 0, MC_EAST, "T1 T6 3s", "Rd 4s 5s", "3d 6s 7s",
	    "4d 8s 9s");
	play_cards(&h, "Rd");
	s = advice_for(&h, "T1", 0.9, 0.9, 0);
	CHECK(strstr(s, "lowest trump") == NULL);
	CHECK(strstr(s, "first round of a suit you lack") != NULL);
	/* a trump worth nothing is still the lowest */
	CHECK(strstr(advice_for(&h, "T6", 0.9, 0.9, 0), "your lowest trump")
	    != NULL);
}

/* Review 2, item 11 (D1569): the last trick's only card is no fumata
 * and no tenuta, and its words say neither. */
static void
advice_no_signal_on_the_last_trick(void)
{
	struct mc_hand	 h;
	struct mc_view	 v;
	const char	*s;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "T22", "2s", "3s", "4s");
	mc_view_build(&h, MC_SOUTH, &v);
	CHECK(!(reason_play(&v, card("T22")) & REASON_BIT(REASON_FUMATA)));
	s = advice_for(&h, "T22", 1, 1, REASON_BIT(REASON_FUMATA) |
	    REASON_BIT(REASON_TENUTA_COMPAGNO));
	CHECK(strstr(s, "fumata") == NULL);
	CHECK(strstr(s, "tenuta") == NULL);
}

/* Review 2, item 11: the fumata's words say what this lead tells. */
static void
advice_fumata_says_what_the_lead_tells(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "T22 T40 3s", "T5 4s 5s", "T6 2c 7s",
	    "T2 8s 9s");
	CHECK(strstr(advice_for(&h, "T22", 1, 1, 0), "tells your partner "
	    "that you hold the highest Aria still out (the fumata)") != NULL);
	CHECK(strstr(advice_for(&h, "T40", 1, 1, 0), "no Sopraventi, so it "
	    "does not tell") != NULL);
	CHECK(strstr(advice_for(&h, "T40", 1, 1, 0), "whether") == NULL);
}

/* Review 2, item 11 (h1-22): where every card wins, "the cheapest card
 * that beats" is no merit: the words say every card beats. */
static void
advice_every_card_wins_is_no_merit(void)
{
	struct mc_hand	 h;
	const char	*s;

	h.log = NULL;
	play_setup(&h, 0, MC_EAST, "T6 T7 T8", "2c 4s 5s", "3c 6s 7s",
	    "4c 8s 9s");
	play_cards(&h, "2c 3c 4c");
	s = advice_for(&h, "T6", 1, 1, 0);
	CHECK(strstr(s, "the cheapest card that beats") == NULL);
	CHECK(strstr(s, "every card that may be played beats") != NULL);
}

/* Review 2, item 11 (y.rec D1730): a fallen opponent's King chosen into
 * the partner's trick is captured, not brought home. */
static void
advice_captures_an_opponents_counting_card(void)
{
	struct mc_hand	 h;
	const char	*s;

	h.log = NULL;
	play_setup(&h, 0, MC_NORTH, "T5 2s 3s", "T3 4s 5s", "T40 6s 7s",
	    "Rc 2c 8s");
	h.play.fallen = 1u << MC_WEST;
	h.play.last_winner = MC_SOUTH;
	play_cards(&h, "T40");
	CHECK_EQ(mc_hand_to_act(&h), MC_SOUTH);
	s = advice_for(&h, "Rc", 1, 1, 0);
	CHECK(strstr(s, "comes home") == NULL);
	CHECK(strstr(s, "captures this counting card") != NULL);
}

/* Review 2, items 4 and 9: "your longest suit" is no reason to lead into
 * an opponent's shown void; cartiglie held are said as the rule a trump
 * lead departs from, not as its reason. */
static void
advice_names_no_property_as_the_reason(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "2s 3s 4s 5s 2c T22",
	    "T7 4c 5c 6c 7c 8c", "6s 7s 8s 9s 10s 9c",
	    "T8 2d 3d 4d 5d 6d");
	CHECK(strstr(advice_for(&h, "2s", 1, 1, 0), "longest suit") != NULL);
	h.play.voids[MC_WEST] |= 1u << MC_SPADE;
	CHECK(strstr(advice_for(&h, "2s", 1, 1, 0), "longest suit") == NULL);
	CHECK(strstr(advice_for(&h, "2s", 1, 1, 0), "an opponent has shown "
	    "void in spade") != NULL);
	CHECK(strstr(advice_for(&h, "2c", 1, 1, 0), "not spade, your longest "
	    "suit: an opponent has shown void in it") != NULL);
	h.play.first_trump_lead[MC_SOUTH] = card("T2");
	CHECK(strstr(advice_for(&h, "T22", 1, 1, REASON_BIT(REASON_SEARCH)),
	    "cartiglie, which the old players would lead first") != NULL);
}

void
bot_tests(void)
{
	RUN(review2_item2_no_veto_for_an_overtake_every_card_makes);
	RUN(review2_item3_counting_card_on_the_partners_sure_trick);
	RUN(review2_item4_easy_leads_no_suit_an_opponent_trumps);
	RUN(review2_item8_no_early_low_trump_lead);
	RUN(advice_never_says_may_take_at_0_percent);
	RUN(advice_says_probably_only_from_two_in_three);
	RUN(advice_count_home_says_the_risk);
	RUN(advice_names_no_papa_uno_the_lowest_trump);
	RUN(advice_no_signal_on_the_last_trick);
	RUN(advice_fumata_says_what_the_lead_tells);
	RUN(advice_every_card_wins_is_no_merit);
	RUN(advice_captures_an_opponents_counting_card);
	RUN(advice_names_no_property_as_the_reason);
	RUN(r9_1_hints_see_only_the_seats_view);
	RUN(warnings_name_a_card_that_gives_points_away);
	RUN(r9_1_bots_decide_the_same_whatever_the_hidden_cards);
	RUN(easy_tenuta_al_compagno_leads_the_top_trump);
	RUN(easy_tenuta_al_papa_leads_a_low_trump);
	RUN(easy_brings_home_the_card_that_completes_a_versicola);
	RUN(bots_choose_legal_cards_at_every_level);
	RUN(easy_brings_counting_cards_home_behind_the_partner);
	RUN(easy_wins_a_trick_worth_winning_cheaply);
	RUN(easy_keeps_a_king_out_of_the_trumps_way);
	RUN(fumata_di_sopraventi_is_given_on_the_first_trump_lead);
	RUN(fumata_di_sopraventi_is_read_by_the_partner);
	RUN(expert_vetoes_the_partner_blunders);
	RUN(judge_counts_only_what_no_veto_covers);
	RUN(r6_6_matto_warned_of_only_while_it_can_wait);
	RUN(hint_tie_names_the_search_leader_within_its_error);
	RUN(hint_overruled_claims_hold_over_many_plays);
	RUN(easy_gives_no_false_fumata);
	RUN(expert_on_the_clock_plays_the_best_found_so_far);
}

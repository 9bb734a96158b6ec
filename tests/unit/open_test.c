/*
 * open_test.c -- the open level, a test level for the arena alone: the
 * expert's search on the true deal, every hand seen.  It measures what
 * perfect information is worth; R9.1 keeps it from every place where a
 * person plays.
 */
#include "t.h"
#include "../../src/match/match.h"

/* The levels offered to people refuse it; the arena's parser takes it. */
static void
open_is_a_level_for_the_arena_alone(void)
{
	struct player	 pl;
	int		 level;

	CHECK_EQ(bot_level_parse("open"), -1);
	CHECK_EQ(bot_arena_level_parse("open"), BOT_OPEN);
	CHECK_STR(bot_level_name(BOT_OPEN), "open");
	CHECK(bot_test_level(BOT_OPEN));
	for (level = 0; level < BOT_NLEVELS; level++) {
		CHECK(!bot_test_level((enum bot_level)level));
		CHECK_EQ(bot_level_parse(bot_level_name((enum bot_level)level)),
		    level);
		CHECK_EQ(bot_arena_level_parse(
		    bot_level_name((enum bot_level)level)), level);
	}
	CHECK_EQ(bot_arena_level_parse("genius"), -1);
	/* The setup screen cycles over the people's levels, indexed by
	 * match_level: open there is no level, and never out of range. */
	memset(&pl, 0, sizeof(pl));
	match_set_level(&pl, BOT_OPEN);
	CHECK_STR(pl.level, "open");
	CHECK((int)match_level(&pl) < BOT_NLEVELS);
}

/*
 * A last-two-tricks position South cannot read: South leads, holding
 * the Cavalli of spade and bastoni; the six cards out are the Kings, the
 * fives and the sixes of those suits, two to each other seat.  Where
 * East holds the King of spade, leading it first lets North's King of
 * bastoni take the last trick (R7.2, 10 points); where East holds the
 * King of bastoni, the other lead does.  The two deals look the same
 * from South's seat.
 */
static void
kings_deal(struct mc_hand *h, bool east_rs)
{
	struct mc_cards	 out;
	int		 c;

	h->log = NULL;
	if (east_rs)
		play_setup(h, 0, MC_SOUTH, "Cs Cb", "Rs 5b", "Rb 6s", "5s 6b");
	else
		play_setup(h, 0, MC_SOUTH, "Cs Cb", "Rb 5s", "Rs 6b", "5b 6s");
	/* South knows every card but the six out. */
	cards_of("Rs Rb 5s 5b 6s 6b", &out);
	memset(&h->seen[MC_SOUTH], 0, sizeof(h->seen[MC_SOUTH]));
	for (c = 0; c < MC_NCARDS; c++)
		if (!mc_cards_has(&out, (mc_card)c))
			mc_cards_add(&h->seen[MC_SOUTH], (mc_card)c);
}

/* The best lead with the whole deal open, by playing each out. */
static mc_card
best_lead(const struct mc_hand *h)
{
	mc_card		 legal[MC_NCARDS], best = MC_NOCARD;
	struct mc_hand	 t;
	int		 n, i, v, top = -100000;

	n = (int)mc_hand_legal_plays(h, legal);
	for (i = 0; i < n; i++) {
		t = *h;
		if (mc_hand_play(&t, legal[i]) != MC_OK)
			continue;
		easy_playout(&t, true);		/* every card is forced */
		if ((v = mc_hand_points(&t, MC_NS)) > top) {
			top = v;
			best = legal[i];
		}
	}
	return best;
}

/* A decision of a bot at level from the seat's view; open sees h. */
static mc_card
lead(const struct mc_hand *h, enum bot_level level, uint64_t seed)
{
	struct mc_view	 v;
	struct bot	 b;

	mc_view_build(h, MC_SOUTH, &v);
	bot_init(&b, level, seed);
	if (level == BOT_OPEN)
		b.open = h;
	return bot_play(&b, &v);
}

/*
 * Only perfect information finds the winning lead: the open bot finds
 * it in either deal, with every seed, and it is the card the search on
 * the true deal finds; the expert, seeing the same view in both deals,
 * leads the same card in both (R9.1), so it misses in one of them.
 */
static void
open_finds_what_only_the_whole_deal_shows(void)
{
	struct mc_hand	 a, b;
	uint64_t	 seed;

	kings_deal(&a, true);
	kings_deal(&b, false);
	CHECK_EQ(best_lead(&a), card("Cs"));
	CHECK_EQ(best_lead(&b), card("Cb"));
	for (seed = 1; seed <= 4; seed++) {
		CHECK_EQ(lead(&a, BOT_OPEN, seed), card("Cs"));
		CHECK_EQ(lead(&b, BOT_OPEN, seed), card("Cb"));
	}
	for (seed = 1; seed <= 2; seed++)
		CHECK_EQ(lead(&a, BOT_EXPERT, seed), lead(&b, BOT_EXPERT, seed));
}


/*
 * R7.7: the search reckons a capot at its rests.  NS has won every trick
 * but the last two.  Led, 2s draws East's Rs under North's T38 and keeps
 * both tricks (a capot); T40 first leaves Rs the last trick.  On the true
 * deal, T40's cost is the capot's 14 rests and more, where its points
 * alone are worth under two.
 */
static void
r7_7_the_search_counts_a_capot_in_rests(void)
{
	static struct bot_weighing w;
	struct mc_hand	 h;
	struct mc_view	 v;
	struct bot	 b;
	mc_card		 c;
	int		 i, t40 = -1;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "T40 2s", "T39 Rs", "T38 5c", "6s 7s");
	h.play.tricks_won[MC_NS] = 19;
	mc_view_build(&h, MC_SOUTH, &v);
	bot_init(&b, BOT_OPEN, 5);
	b.open = &h;
	c = expert_weigh_play(&b, &v, &w);
	CHECK_EQ(c, card("2s"));
	for (i = 0; i < w.n; i++)
		if (w.cand[i][0] == card("T40"))
			t40 = i;
	CHECK(t40 >= 0 && w.weighed[t40]);
	CHECK(t40 >= 0 && w.cost[t40] >= 14);
	CHECK(t40 >= 0 && w.cost[t40] < 14 + 3);
}

/*
 * R9.1: a record in which a person plays beside the open level is
 * refused at the seat line that brings them together, whichever comes
 * first; the arena's records, computer players only, are read.
 */
static void
r9_1_no_person_plays_beside_the_open_level(void)
{
	CHECK_STR(record_error(RECORD_HEADER "seat S human \"Ada\"\n"
	    "seat E bot open \"East\"\n"),
	    "x.rec:4: seat E: level \"open\" sees every hand; it plays only "
	    "where no person does (R9.1)");
	CHECK_STR(record_error(RECORD_HEADER "seat E bot open \"East\"\n"
	    "seat N bot easy \"North\"\n" "seat W human \"Bo\"\n"),
	    "x.rec:5: seat E: level \"open\" sees every hand; it plays only "
	    "where no person does (R9.1)");
	CHECK_STR(record_error(RECORD_HEADER "seat S bot open \"South\"\n"
	    "seat E bot hard \"East\"\n" "seat N bot open \"North\"\n"
	    "seat W bot hard \"West\"\n"), "");
	/* A seat named again as a person is no longer beside itself. */
	CHECK_STR(record_error(RECORD_HEADER "seat S bot open \"South\"\n"
	    "seat S human \"Ada\"\n"), "");
	CHECK_STR(record_error(RECORD_HEADER "seat S human \"Ada\"\n"
	    "seat E bot expert \"East\"\n"), "");
}

/*
 * In a match, only an open bot is shown the whole hand, and only where
 * no person plays (beside a person the level decides as easy would).
 * On the true deal the search draws nothing at random: whatever its
 * seed, the open bot's card is the one the match asked for.
 */
static void
a_match_shows_the_hand_to_an_open_bot_alone(void)
{
	static struct match	 m;
	struct mc_decision	 d, e;
	struct mc_hand		 open;
	struct mc_view		 v;
	struct bot		 b;
	int			 s;

	match_init(&m);
	m.length = MC_MATCH_HAND;
	for (s = 0; s < MC_NSEATS; s++)
		match_set_level(&m.players[s], BOT_EASY);
	match_order_dealer(&m, MC_WEST);
	CHECK(match_begin(&m));
	CHECK(match_deal(&m));
	/* Easy players, until three cards are left: a quick search. */
	while (m.hand.phase != MC_PHASE_OVER && (m.hand.phase !=
	    MC_PHASE_PLAY || m.hand.play.ntricks < 18)) {
		match_bot_decision(&m, &d);
		CHECK_EQ(match_decide(&m, &d), MC_OK);
	}
	CHECK(m.hand.phase == MC_PHASE_PLAY);
	for (s = 0; s < MC_NSEATS; s++)
		match_set_level(&m.players[s], BOT_OPEN);
	s = match_actor(&m);
	match_bot_decision(&m, &d);
	CHECK(d.kind == MC_DECIDE_PLAY && d.n == 1);
	open = m.hand;
	open.log = NULL;
	mc_view_build(&m.hand, s, &v);
	bot_init(&b, BOT_OPEN, 99);
	b.open = &open;
	CHECK_EQ(bot_play(&b, &v), d.cards[0]);
	/* Beside a person: easy's card. */
	m.players[match_player(&m, mc_seat_right(s))].human = true;
	match_bot_decision(&m, &e);
	CHECK_EQ(e.cards[0], easy_play(&m.hand, s));
	match_free(&m);
}

void
open_tests(void)
{
	RUN(open_is_a_level_for_the_arena_alone);
	RUN(open_finds_what_only_the_whole_deal_shows);
	RUN(r7_7_the_search_counts_a_capot_in_rests);
	RUN(r9_1_no_person_plays_beside_the_open_level);
	RUN(a_match_shows_the_hand_to_an_open_bot_alone);
}

/*
 * seat_test.c -- the one door to a match at a table (src/session/seat.c):
 * a decision is taken only when it is the one asked of that player and
 * no undo is being answered; a lesson's script refuses a legal move that
 * is not its own with the one it asks; the undo everyone must agree to
 * (R9.2) waits for each person present, ends at the first no, and takes
 * back once all have said yes; the link here answers as seat.c does.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdlib.h>

#include "t.h"
#include "../../src/session/seat.h"

/* A one-hand match, the players in humans (a bit each) human. */
static void
table(struct session *g, struct seat_table *st, unsigned humans,
    uint64_t seed)
{
	struct match_setup	 s;
	int			 p;

	memset(&s, 0, sizeof(s));
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s.players[p].name, sizeof(s.players[p].name), "P%d",
		    p);
		s.players[p].human = humans >> p & 1;
		match_set_level(&s.players[p], BOT_EASY);
	}
	s.length = MC_MATCH_HAND;
	s.seed = seed;
	CHECK(session_new(g, &s));
	seat_table_init(st, g, NULL);
}

/* The computer players decide until a person is due or the hand ends. */
static void
bots_play(struct seat_table *st)
{
	struct session_turn	 t;

	while (session_turn(st->g, &t) && !t.human)
		CHECK(seat_bot_decide(st) == MC_OK);
}

/* R9.2: only the player asked decides, and only the decision asked. */
static void
r9_2_a_decision_is_the_one_asked_of_its_player(void)
{
	static struct session	 g;
	struct seat_table	 st;
	struct session_turn	 t;
	struct seat_answer	 a;
	struct mc_decision	 d;
	size_t			 len;

	table(&g, &st, 1u << 0 | 1u << 2, 7);
	bots_play(&st);
	CHECK(session_turn(&g, &t) && t.human);
	match_bot_decision(&g.m, &d);
	len = strlen(g.m.text);
	CHECK(!seat_decide(&st, (t.player + 2) % MC_NSEATS, &d, &a));
	CHECK_EQ(a.said, SEAT_NOT_YOURS);
	d.kind = d.kind == MC_DECIDE_PLAY ? MC_DECIDE_CUT : MC_DECIDE_PLAY;
	CHECK(!seat_decide(&st, t.player, &d, &a));
	CHECK_EQ(a.said, SEAT_NOT_ASKED);
	CHECK_EQ(strlen(g.m.text), len);
	match_bot_decision(&g.m, &d);
	CHECK(seat_decide(&st, t.player, &d, &a));
	CHECK_EQ(a.said, SEAT_TAKEN);
	CHECK(strlen(g.m.text) > len);
	session_free(&g);
}

/* A move the rules refuse says which rule; nothing is written. */
static void
r6_2_a_refused_card_names_the_rule(void)
{
	static struct session	 g;
	struct seat_table	 st;
	struct session_turn	 t;
	struct seat_answer	 a;
	struct mc_decision	 d;
	struct mc_cards		 legal;
	uint64_t		 seed;
	size_t			 len;
	int			 k, refused = 0;

	for (seed = 1; seed <= 40 && refused == 0; seed++) {
		table(&g, &st, 1u << 0, seed);
		bots_play(&st);
		while (session_turn(&g, &t) && t.human &&
		    t.due.kind != MC_DECIDE_PLAY) {
			match_bot_decision(&g.m, &d);
			CHECK(seat_decide(&st, t.player, &d, &a));
			bots_play(&st);
		}
		if (!session_turn(&g, &t) || t.due.kind != MC_DECIDE_PLAY) {
			session_free(&g);
			continue;
		}
		legal = mc_hand_legal(match_hand(&g.m));
		for (k = 0; k < MC_NCARDS; k++)
			if (mc_cards_has(&match_hand(&g.m)->held[t.seat],
			    (mc_card)k) && !mc_cards_has(&legal, (mc_card)k))
				break;
		if (k < MC_NCARDS) {
			d = t.due;
			d.n = 1;
			d.cards[0] = (mc_card)k;
			len = strlen(g.m.text);
			CHECK(!seat_decide(&st, t.player, &d, &a));
			CHECK_EQ(a.said, SEAT_REFUSED);
			CHECK(a.err != MC_OK);
			CHECK_EQ(strlen(g.m.text), len);
			refused++;
		}
		session_free(&g);
	}
	CHECK(refused > 0);
}

/*
 * A lesson's script: a legal move that is not the lesson's is refused
 * with the one the lesson asks; the lesson's own is taken.
 */
static void
a_lesson_refuses_a_legal_move_not_its_own(void)
{
	static struct session	 g;
	struct seat_table	 st;
	struct session_turn	 t;
	struct seat_answer	 a;
	struct mc_decision	 script[1], d;
	uint64_t		 seed;

	/* a deal where the person cuts (R5.2) */
	for (seed = 1; seed < 100; seed++) {
		table(&g, &st, 1u << 0, seed);
		bots_play(&st);
		if (session_turn(&g, &t) && t.human &&
		    t.due.kind == MC_DECIDE_CUT)
			break;
		session_free(&g);
	}
	CHECK(seed < 100);
	script[0] = t.due;
	script[0].n = 20;
	g.m.script = script;
	g.m.nscript = 1;
	d = t.due;
	d.n = 40;
	CHECK(!seat_decide(&st, t.player, &d, &a));
	CHECK_EQ(a.said, SEAT_NOT_LESSON);
	CHECK_EQ(a.asked.n, 20);
	d.n = 20;
	CHECK(seat_decide(&st, t.player, &d, &a));
	g.m.script = NULL;
	session_free(&g);
}

/*
 * R9.2: an undo asked waits for every person present, and no decision
 * is taken meanwhile; a no ends it with nothing taken back; all yes
 * take back the asker's last decision and what followed.
 */
static void
r9_2_an_undo_needs_everyone_present(void)
{
	static struct session	 g;
	struct seat_table	 st;
	struct session_turn	 t;
	struct seat_answer	 a;
	struct mc_decision	 d;
	unsigned		 both = 1u << 0 | 1u << 2;
	char			*before;
	int			 asker;

	table(&g, &st, both, 11);
	bots_play(&st);
	CHECK(session_turn(&g, &t) && t.human);
	asker = t.player;
	match_bot_decision(&g.m, &d);
	before = strdup(g.m.text);
	CHECK(seat_decide(&st, asker, &d, &a));
	bots_play(&st);
	/* asked: the other person has not answered */
	CHECK(!seat_undo_ask(&st, 1u << asker, asker, both, &a));
	CHECK_EQ(a.said, SEAT_WAITING);
	CHECK_EQ(a.player, asker);
	CHECK(!seat_undo_ask(&st, 1u << asker, asker, both, &a));
	CHECK_EQ(a.said, SEAT_BUSY);
	if (session_turn(&g, &t)) {
		match_bot_decision(&g.m, &d);
		CHECK(!seat_decide(&st, t.player, &d, &a));
		CHECK_EQ(a.said, SEAT_BUSY);
	}
	/* a no: nothing taken back, and the asking is over */
	CHECK(!seat_undo_answer(&st, asker ^ 2, false, both, &a));
	CHECK_EQ(a.said, SEAT_SAID_NO);
	CHECK(!st.undo.asked);
	/* asked again, and agreed: taken back, with the aid line */
	CHECK(!seat_undo_ask(&st, 1u << asker, asker, both, &a));
	CHECK(seat_undo_answer(&st, asker ^ 2, true, both, &a));
	CHECK_EQ(a.said, SEAT_TAKEN);
	CHECK_EQ(a.player, asker);
	CHECK(strncmp(g.m.text, before, strlen(before)) == 0);
	CHECK(strstr(g.m.text + strlen(before), "aid undo") != NULL);
	/* a late answer changes nothing */
	CHECK(!seat_undo_answer(&st, asker ^ 2, true, both, &a));
	CHECK_EQ(a.said, SEAT_NOTHING);
	free(before);
	session_free(&g);
}

/* One person gone: the undo waits only for those present. */
static void
r9_2_a_gone_player_is_not_asked(void)
{
	static struct session	 g;
	struct seat_table	 st;
	struct session_turn	 t;
	struct seat_answer	 a;
	struct mc_decision	 d;
	int			 asker;

	table(&g, &st, 1u << 0 | 1u << 2, 13);
	bots_play(&st);
	CHECK(session_turn(&g, &t) && t.human);
	asker = t.player;
	match_bot_decision(&g.m, &d);
	CHECK(seat_decide(&st, asker, &d, &a));
	CHECK(!seat_undo_ask(&st, 1u << asker, asker, 1u << 0 | 1u << 2, &a));
	CHECK_EQ(a.said, SEAT_WAITING);
	CHECK(seat_undo_check(&st, 1u << asker, &a));
	CHECK_EQ(a.said, SEAT_TAKEN);
	session_free(&g);
}

/* The link here answers as seat.c does, and shows its scene. */
static void
the_link_here_is_the_seat(void)
{
	static struct session	 g;
	static struct scene	 sc;
	struct seat_table	 st;
	struct seat_link	 l;
	struct session_turn	 t;
	struct seat_answer	 a;
	struct mc_decision	 d;
	int			 n;

	table(&g, &st, 1u << 0, 5);
	seat_link_here(&l, &st, SEAT_CAN_HINT);
	bots_play(&st);
	CHECK(session_turn(&g, &t) && t.human);
	l.scene(l.arg, t.player, &sc);
	CHECK_EQ(sc.actor, t.seat);
	l.suggest(l.arg, &sc, &d);
	CHECK_EQ(d.kind, t.due.kind);
	CHECK(l.decide(l.arg, t.player, &d, &a));
	CHECK_EQ(a.said, SEAT_TAKEN);
	(void)l.review(l.arg, &n);
	CHECK(n >= 0);
	session_free(&g);
}

void
seat_tests(void)
{
	RUN(r9_2_a_decision_is_the_one_asked_of_its_player);
	RUN(r6_2_a_refused_card_names_the_rule);
	RUN(a_lesson_refuses_a_legal_move_not_its_own);
	RUN(r9_2_an_undo_needs_everyone_present);
	RUN(r9_2_a_gone_player_is_not_asked);
	RUN(the_link_here_is_the_seat);
}

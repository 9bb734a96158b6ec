/*
 * lines_test.c -- the one reader of a record's lines (src/record/lines.c):
 * each line's kind by its first word, its place and number, the
 * decisions before it; a place in a record named by decisions, which
 * undo and practice cut a record at.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdint.h>
#include <stdlib.h>

#include "t.h"
#include "../../src/session/session.h"

/* Every kind of line, by its first word; spaces before it allowed. */
static void
a_line_is_known_by_its_first_word(void)
{
	static const struct {
		const char		*line;
		enum record_kind	 kind;
	} cases[] = {
		{ "", REC_BLANK },
		{ "   ", REC_BLANK },
		{ "# tutor: a note", REC_COMMENT },
		{ "minchiate-record 1", REC_MAGIC },
		{ "variants optional-cascare", REC_VARIANTS },
		{ "seat N bot easy \"Ann\"", REC_SEAT },
		{ "match giro", REC_MATCH },
		{ "order N E S W", REC_ORDER },
		{ "hand 1 dealer S", REC_HAND },
		{ "seed 42", REC_SEED },
		{ "deck 1c 2c", REC_DECK },
		{ "  cut 40", REC_DECISION },
		{ "expect rests NS 3", REC_EXPECT },
		{ "aid hint S", REC_AID },
		{ "cutting 40", REC_OTHER },
		{ "hands 3", REC_OTHER },
	};
	enum mc_decision_kind	 k;
	size_t			 i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		CHECK_EQ(record_kind_of(cases[i].line, strlen(cases[i].line),
		    NULL), cases[i].kind);
	for (k = MC_DECIDE_CUT; k <= MC_DECIDE_PLAY; k++) {
		char		 line[32];
		enum mc_decision_kind got = MC_DECIDE_CUT;

		snprintf(line, sizeof(line), "%s S x", record_decision_word(k));
		CHECK_EQ(record_kind_of(line, strlen(line), &got),
		    REC_DECISION);
		CHECK_EQ(got, k);
	}
	/* only the bytes given count: "hand" cut from "handX" */
	CHECK_EQ(record_kind_of("handX", 4, NULL), REC_HAND);
}

/* A two-hand match of computer players, played through the session. */
static void
played(struct session *g, uint64_t seed)
{
	struct match_setup	 s;
	struct session_turn	 t;
	int			 p;

	memset(&s, 0, sizeof(s));
	s.seed = seed;
	s.length = MC_MATCH_GIRO;
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s.players[p].name, sizeof(s.players[p].name), "B%d",
		    p);
		snprintf(s.players[p].level, sizeof(s.players[p].level),
		    "easy");
	}
	CHECK(session_new(g, &s));
	for (p = 0; p < 2; p++) {
		while (session_turn(g, &t))
			CHECK_EQ(session_bot_decide(g), MC_OK);
		if (p == 0)
			CHECK(session_deal(g));
	}
}

/*
 * Read line by line, a record written by the program gives back its
 * text whole, numbers its lines from 1, and counts as many decision
 * lines as the session made decisions.
 */
static void
the_lines_of_a_record_are_the_record(void)
{
	struct session		 g;
	struct record_reader	 r;
	struct record_line	 l;
	size_t			 at = 0;
	int			 number = 0, decisions = 0, hands = 0;

	played(&g, 31);
	record_reader_init(&r, g.m.text);
	while (record_reader_next(&r, &l)) {
		CHECK_EQ(l.at, at);
		CHECK_EQ(l.number, ++number);
		CHECK_EQ(l.decisions, decisions);
		CHECK(l.kind != REC_OTHER);
		decisions += l.kind == REC_DECISION;
		hands += l.kind == REC_HAND;
		at += l.len + 1;
	}
	CHECK_EQ(at, g.m.len);
	CHECK_EQ(decisions, g.recorded);
	CHECK_EQ(hands, 2);
	CHECK_EQ(record_decision_at(g.m.text, decisions), SIZE_MAX);
	CHECK_EQ(record_decision_at(g.m.text, -1), SIZE_MAX);
	session_free(&g);
	/* no text at all, and a last line without its newline */
	record_reader_init(&r, NULL);
	CHECK(!record_reader_next(&r, &l));
	record_reader_init(&r, "cut 40");
	CHECK(record_reader_next(&r, &l) && l.len == 6 &&
	    l.kind == REC_DECISION);
	CHECK(!record_reader_next(&r, &l));
}

/*
 * A record cut where its decision n begins reads back as the match
 * just before that decision: n decisions made, the same lines, and the
 * same decision due as when the match was there.
 */
static void
a_record_cut_at_a_decision_is_the_match_before_it(void)
{
	struct session	 g, back;
	char		*cut, err[300];
	size_t		 at;
	int		 n, step;

	played(&g, 47);
	step = g.recorded / 23 + 1;
	for (n = 0; n < g.recorded; n += step) {
		at = record_decision_at(g.m.text, n);
		CHECK(at != SIZE_MAX && at < g.m.len);
		if (at == SIZE_MAX || (cut = strndup(g.m.text, at)) == NULL)
			continue;
		CHECK(record_kind_of(g.m.text + at, g.m.len - at, NULL) ==
		    REC_DECISION);
		if (session_read(&back, "cut", cut, err, sizeof(err))) {
			CHECK_EQ(back.recorded, n);
			CHECK_EQ(back.m.len, at);
			CHECK(match_actor(&back.m) >= 0);
			session_free(&back);
		} else
			t_fail(__FILE__, __LINE__, "%s", err);
		free(cut);
	}
	session_free(&g);
}

void
lines_tests(void)
{
	RUN(a_line_is_known_by_its_first_word);
	RUN(the_lines_of_a_record_are_the_record);
	RUN(a_record_cut_at_a_decision_is_the_match_before_it);
}

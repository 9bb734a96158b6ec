/*
 * undo_test.c -- taking a decision back (session_undo): at every decision
 * of a human in a whole hand, the undo brings back the hand as it was
 * before it, record and all, with an aid line; made again, the same
 * decision brings the same replies.  Hot-seat takes back only the
 * humans' decisions, a finished hand nothing, and hints are recorded.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdlib.h>

#include "t.h"
#include "../../src/session/session.h"

/* A one-hand match, the seats in humans (a bit each) human. */
static void
setup(struct match_setup *s, unsigned humans, uint64_t seed)
{
	int	 p;

	memset(s, 0, sizeof(*s));
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s->players[p].name, sizeof(s->players[p].name),
		    "P%d", p);
		s->players[p].human = humans >> p & 1;
		match_set_level(&s->players[p], BOT_EASY);
	}
	s->length = MC_MATCH_HAND;
	s->seed = seed;
}

/* The computer players decide until a human is due or the hand ends. */
static void
bots_play(struct session *g)
{
	struct mc_decision	 d;
	int			 seat;

	while ((seat = match_actor(&g->m)) >= 0 && !match_human_at(&g->m,
	    seat)) {
		match_bot_decision(&g->m, &d);
		if (match_decide(&g->m, &d) != MC_OK)
			return;
	}
}

/* text with the line "aid undo X" put in at offset at. */
static char *
with_aid(const char *text, size_t at, char seat)
{
	size_t	 len = strlen(text);
	char	*out = malloc(len + 16);

	memcpy(out, text, at);
	snprintf(out + at, 16, "aid undo %c\n", seat);
	strcat(out, text + at);
	return out;
}

/*
 * R9.2 aside, the undo is a truncation: before each human decision the
 * record and the hand are kept; the decision and the bots' replies are
 * made, taken back (the record is then the kept one with the aid line,
 * the hand the kept one), and made again: the same replies follow.
 */
static void
an_undo_round_trips_at_every_decision(void)
{
	static struct session	 g;
	struct match_setup	 s;
	struct mc_decision	 d;
	struct mc_hand		 kept;
	uint64_t		 seed;
	char			*before, *after, *want, err[200];
	size_t			 at;
	int			 seat, decisions = 0, humans = 0;
	unsigned		 kinds = 0;

	for (seed = 1; seed <= 12; seed++) {
		setup(&s, seed % 2 ? 1u << 0 : 1u << 0 | 1u << 2, seed);
		/* R10.1: with optional falling a human is asked to fall */
		s.variants = seed % 3 == 0 ? MC_VAR_OPTIONAL_CASCARE : 0;
		CHECK(session_new(&g, &s));
		humans = seed % 2 ? 1 : 5;
		bots_play(&g);
		while ((seat = match_actor(&g.m)) >= 0) {
			before = strdup(g.m.text);
			at = strlen(before);
			kept = g.m.hand;
			match_bot_decision(&g.m, &d);
			CHECK(match_decide(&g.m, &d) == MC_OK);
			bots_play(&g);
			after = strdup(g.m.text);
			if (match_actor(&g.m) < 0) {
				/* the hand is over: nothing to take back */
				CHECK(session_undo(&g, (unsigned)humans, err,
				    sizeof(err)) < 0);
				CHECK(strcmp(g.m.text, after) == 0);
			} else {
				CHECK(session_undo(&g, (unsigned)humans, err,
				    sizeof(err)) == match_player(&g.m, seat));
				want = with_aid(before, at,
				    mc_seat_letter(seat));
				CHECK(strcmp(g.m.text, want) == 0);
				CHECK(record_hash(&g.m.hand) ==
				    record_hash(&kept));
				CHECK(match_actor(&g.m) == seat);
				CHECK(g.m.aids[seat][AID_UNDO] >= 1);
				free(want);
				/* made again: the same replies */
				CHECK(match_decide(&g.m, &d) == MC_OK);
				bots_play(&g);
				want = with_aid(after, at,
				    mc_seat_letter(seat));
				CHECK(strcmp(g.m.text, want) == 0);
				free(want);
				decisions++;
				kinds |= 1u << d.kind;
			}
			free(before);
			free(after);
		}
		session_free(&g);
	}
	CHECK(decisions > 12 * 20);
	/* every kind of decision a human makes was taken back */
	CHECK(kinds == (1u << MC_DECIDE_CUT | 1u << MC_DECIDE_DISCARD |
	    1u << MC_DECIDE_DECLARE | 1u << MC_DECIDE_FALL |
	    1u << MC_DECIDE_PLAY));
}

/* Reading back a record with undos counts them, and plays on the same. */
static void
the_undos_are_read_back_from_the_record(void)
{
	static struct session	 g, back;
	struct match_setup	 s;
	struct mc_decision	 d;
	char			 err[200];
	int			 k;

	setup(&s, 1u << 0, 9);
	CHECK(session_new(&g, &s));
	for (k = 0; k < 3; k++) {
		bots_play(&g);
		match_bot_decision(&g.m, &d);
		CHECK(match_decide(&g.m, &d) == MC_OK);
		bots_play(&g);
		CHECK(session_undo(&g, 1, err, sizeof(err)) == 0);
		CHECK(match_decide(&g.m, &d) == MC_OK);
	}
	CHECK(match_aid(&g.m, 0, AID_HINT));
	CHECK(g.m.aids[0][AID_UNDO] == 3 && g.m.aids[0][AID_HINT] == 1);
	CHECK(session_load(&back, "match.rec", g.m.text, err, sizeof(err)));
	CHECK(back.m.aids[0][AID_UNDO] == 3 && back.m.aids[0][AID_HINT] == 1);
	CHECK(record_hash(&back.m.hand) == record_hash(&g.m.hand));
	session_free(&back);
	session_free(&g);
}

/*
 * Hot-seat: an undo takes back only what the humans asked for decided;
 * with no decision of theirs in the hand, nothing.
 */
static void
only_the_asked_players_decisions_go_back(void)
{
	static struct session	 g;
	struct match_setup	 s;
	char			 err[200], *was;

	setup(&s, 1u << 1 | 1u << 3, 4);
	CHECK(session_new(&g, &s));
	bots_play(&g);
	was = strdup(g.m.text);
	/* nobody has decided yet, or only bots: nothing */
	CHECK(session_undo(&g, 1u << 0, err, sizeof(err)) < 0);
	CHECK(strstr(err, "Nothing to take back") != NULL);
	CHECK(strcmp(was, g.m.text) == 0);
	free(was);
	session_free(&g);
}

/* The talk before the hand is kept; the hand's is told again the same. */
static void
the_talk_before_the_hand_is_kept(void)
{
	static struct session	 g;
	static char		 was[TALK_MAX][600];
	struct match_setup	 s;
	struct mc_decision	 d;
	char			 err[200], a[600];
	const char		*l;
	int			 n, hand, i;

	setup(&s, 1u << 0, 3);
	CHECK(session_new(&g, &s));
	bots_play(&g);
	match_bot_decision(&g.m, &d);
	CHECK(match_decide(&g.m, &d) == MC_OK);
	bots_play(&g);
	n = g.talk.n;
	hand = g.talk.hand;
	CHECK(hand > 0 && n > hand);
	for (i = 0; i < n; i++) {
		l = session_talk_line(&g, i, 0, a, sizeof(a));
		snprintf(was[i], sizeof(was[i]), "%s", l != NULL ? l : "-");
	}
	CHECK(session_undo(&g, 1, err, sizeof(err)) == 0);
	CHECK(g.talk.hand == hand && g.talk.n < n);
	match_bot_decision(&g.m, &d);
	CHECK(match_decide(&g.m, &d) == MC_OK);
	bots_play(&g);
	CHECK(g.talk.n == n);
	for (i = 0; i < n && i < g.talk.n; i++) {
		l = session_talk_line(&g, i, 0, a, sizeof(a));
		CHECK(strcmp(was[i], l != NULL ? l : "-") == 0);
	}
	session_free(&g);
}

void
undo_tests(void)
{
	RUN(an_undo_round_trips_at_every_decision);
	RUN(the_undos_are_read_back_from_the_record);
	RUN(only_the_asked_players_decisions_go_back);
	RUN(the_talk_before_the_hand_is_kept);
}

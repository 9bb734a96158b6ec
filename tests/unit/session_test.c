/*
 * session_test.c -- the table's session as any front end drives it:
 * whose decision is due, decisions made (refused by the rules as the
 * engine refuses them), the computer players' turns, the match kept in
 * its save after each decision and its hands in the statistics' log,
 * and a record read back that is the same match.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdlib.h>

#include "t.h"
#include "../../src/session/session.h"

static void
setup(struct match_setup *s, uint64_t seed, bool human_south)
{
	int	 p;

	memset(s, 0, sizeof(*s));
	s->seed = seed;
	s->length = MC_MATCH_GIRO;
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s->players[p].name, sizeof(s->players[p].name), "P%d",
		    p);
		s->players[p].human = human_south && p == MC_SOUTH;
		snprintf(s->players[p].level, sizeof(s->players[p].level),
		    "%s", s->players[p].human ? "human" : "easy");
	}
}

/*
 * A turn names the seat whose decision the hand waits for, the player
 * there and whether a person decides; a person's decision is checked by
 * the rules, and a refused one changes nothing.
 */
static void
a_turn_is_the_hands_and_a_refusal_changes_nothing(void)
{
	struct match_setup	 s;
	struct session		 g;
	struct session_turn	 t;
	struct mc_decision	 d;
	size_t			 len;
	int			 humans = 0, n;

	setup(&s, 5, true);
	CHECK(session_new(&g, &s));
	for (n = 0; n < 400 && session_turn(&g, &t); n++) {
		CHECK_EQ(t.seat, match_actor(&g.m));
		CHECK_EQ(t.player, match_player(&g.m, t.seat));
		CHECK_EQ(t.human, t.player == MC_SOUTH);
		if (!t.human) {
			CHECK_EQ(session_bot_decide(&g), MC_OK);
			continue;
		}
		humans++;
		/* a card the hand does not hold, then the bot's choice */
		d = t.due;
		if (d.kind == MC_DECIDE_PLAY) {
			d.n = 1;
			d.cards[0] = MC_NOCARD;
			len = g.m.len;
			CHECK(session_decide(&g, &d) != MC_OK);
			CHECK_EQ(g.m.len, len);
		}
		match_bot_decision(&g.m, &d);
		CHECK_EQ(session_decide(&g, &d), MC_OK);
	}
	CHECK(humans > 10);
	CHECK(!session_turn(&g, &t) && t.seat < 0);
	session_free(&g);
}

/* The lines of the statistics' log beside the save at path. */
static int
log_lines(const char *path)
{
	char	 log[SAVE_PATH_MAX + 32], *slash;
	FILE	*fp;
	int	 c, n = 0;

	snprintf(log, sizeof(log), "%s", path);
	if ((slash = strrchr(log, '/')) == NULL)
		return -1;
	snprintf(slash + 1, sizeof(log) - (size_t)(slash + 1 - log), "%s",
	    STATS_LOG);
	if ((fp = fopen(log, "r")) == NULL)
		return -1;
	while ((c = getc(fp)) != EOF)
		n += c == '\n';
	fclose(fp);
	return n;
}

/*
 * A giro played through the session, kept after every decision: the
 * save holds the record as it stands, each hand is in the statistics'
 * log, and the save read back is the same match, byte for byte.
 */
static void
a_session_kept_as_it_goes_reads_back_the_same(void)
{
	struct match_setup	 s;
	struct session		 g, back;
	struct session_turn	 t;
	struct save_state	 st;
	char			 dir[64], err[300], *text;
	int			 hands = 0;

	CHECK(temp_dir(dir, sizeof(dir)) != NULL);
	setenv("XDG_STATE_HOME", dir, 1);
	memset(&st, 0, sizeof(st));
	CHECK(save_where(st.path, sizeof(st.path), err, sizeof(err)));
	CHECK(save_make_dirs(st.path, err, sizeof(err)));
	setup(&s, 9, false);
	CHECK(session_new(&g, &s));
	for (;;) {
		while (session_turn(&g, &t)) {
			CHECK_EQ(session_bot_decide(&g), MC_OK);
			CHECK(save_keep(&st, &g));
		}
		hands++;
		CHECK_STR(st.unlogged, "");
		if (match_over(&g.m) || !session_deal(&g))
			break;
		CHECK(save_keep(&st, &g));
	}
	CHECK_EQ(hands, 4);
	CHECK_EQ(log_lines(st.path), 4);
	text = save_read(st.path, err, sizeof(err));
	CHECK(text != NULL && strcmp(text, g.m.text) == 0);
	CHECK(text != NULL && session_read(&back, st.path, text, err,
	    sizeof(err)));
	if (text != NULL) {
		CHECK(match_over(&back.m));
		CHECK_STR(back.m.text, g.m.text);
		session_free(&back);
	}
	free(text);
	session_free(&g);
	/* nowhere to keep it: not saved, and nothing said to be wrong */
	st.path[0] = '\0';
	st.unsaved[0] = '\0';
	CHECK(!save_keep(&st, &g) && st.unsaved[0] == '\0');
	unsetenv("XDG_STATE_HOME");
	remove_tree(dir);
}

/*
 * A line of chat is in everyone's talk, the speaker's own as "You",
 * escaped as any text from outside; an undo keeps it.
 */
static void
chat_is_talk_for_everyone(void)
{
	struct match_setup	 s;
	struct session		 g;
	struct session_turn	 t;
	struct mc_decision	 d;
	char			 buf[300], err[200];
	int			 i, n, viewer, found;

	setup(&s, 12, true);
	CHECK(session_new(&g, &s));
	while (session_turn(&g, &t) && !t.human)
		CHECK_EQ(session_bot_decide(&g), MC_OK);
	match_bot_decision(&g.m, &d);
	CHECK_EQ(session_decide(&g, &d), MC_OK);	/* South's, to undo */
	talk_log_say(&g.talk, &g.m, 0, "buon\033[2Jgioco");
	n = g.talk.n;
	for (viewer = -1; viewer < MC_NSEATS; viewer++) {
		found = 0;
		for (i = 0; i < g.talk.n; i++)
			if (session_talk_line(&g, i, viewer, buf,
			    sizeof(buf)) != NULL &&
			    strstr(buf, "gioco") != NULL) {
				found++;
				CHECK_STR(buf, viewer == 0 ?
				    "You: buon\\033[2Jgioco" :
				    "P0: buon\\033[2Jgioco");
			}
		CHECK_EQ(found, 1);
	}
	CHECK(session_undo(&g, 1u << MC_SOUTH, err, sizeof(err)) ==
	    MC_SOUTH);
	CHECK(g.talk.n <= n);
	for (i = 0, found = 0; i < g.talk.n; i++)
		found += session_talk_line(&g, i, 1, buf, sizeof(buf)) !=
		    NULL && strcmp(buf, "P0: buon\\033[2Jgioco") == 0;
	CHECK_EQ(found, 1);
	session_free(&g);
}

void
session_tests(void)
{
	RUN(chat_is_talk_for_everyone);
	RUN(a_turn_is_the_hands_and_a_refusal_changes_nothing);
	RUN(a_session_kept_as_it_goes_reads_back_the_same);
}

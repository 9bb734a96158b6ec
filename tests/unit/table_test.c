#define _DEFAULT_SOURCE
/*
 * table_test.c -- the table without curses: its layout at several
 * terminal sizes, and a match kept as its record (src/session): every
 * decision replays, a saved match resumes to the same position, a broken
 * save is refused with its file and line.
 */
#include <stdlib.h>
#include <unistd.h>

#include "t.h"
#include "../../src/session/session.h"
#include "../../src/session/lesson.h"
#include "../../src/tui/layout.h"

static void
check_layout(int rows, int cols)
{
	struct layout	 l;
	int		 i, j;

	layout_compute(&l, rows, cols);
	CHECK(!l.too_small);
	for (i = 0; i < AREA_N; i++) {
		const struct rect *r = &l.a[i];

		CHECK(r->h > 0 && r->w > 0);
		CHECK(r->y >= 0 && r->x >= 0);
		CHECK(r->y + r->h <= rows && r->x + r->w <= cols);
		for (j = i + 1; j < AREA_N; j++)
			if (rect_overlap(r, &l.a[j]))
				t_fail(__FILE__, __LINE__, "%dx%d: areas %d "
				    "and %d overlap", cols, rows, i, j);
	}
	/* The trick needs room for four cards around its centre. */
	CHECK(l.a[AREA_TRICK].w >= 18 && l.a[AREA_TRICK].h >= 6);
	/* 21 cards: four suit lines and two of trumps, at 5 columns a card */
	CHECK(l.a[AREA_HAND].h >= 7 && l.a[AREA_HAND].w >= 52);
	/* a question, and a refusal naming cards, on three lines */
	CHECK(l.a[AREA_PROMPT].h >= 3);
	CHECK(l.a[AREA_LOG].w >= 27);
}

static void
layout_fits_80x24_100x30_200x60(void)
{
	check_layout(24, 80);
	check_layout(30, 100);
	check_layout(60, 200);
	check_layout(25, 81);
	check_layout(50, 119);
	check_layout(50, 120);
}

static void
layout_too_small_below_80x24(void)
{
	struct layout	 l;

	layout_compute(&l, 23, 80);
	CHECK(l.too_small);
	layout_compute(&l, 24, 79);
	CHECK(l.too_small);
	layout_compute(&l, 20, 60);
	CHECK(l.too_small);
}

static void
setup_bots(struct match_setup *s, uint64_t seed, enum mc_length len)
{
	int	 p;

	memset(s, 0, sizeof(*s));
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s->players[p].name, sizeof(s->players[p].name),
		    "Bot %d", p);
		match_set_level(&s->players[p], p % 2 ? BOT_RANDOM : BOT_EASY);
	}
	s->length = len;
	s->seed = seed;
}

/* Plays decisions until the hand is over or n are made. */
static int
play_some(struct session *g, int n)
{
	struct mc_decision	 d;
	int		 made = 0;

	while (made < n && match_actor(&g->m) >= 0) {
		match_bot_decision(&g->m, &d);
		if (match_decide(&g->m, &d) != MC_OK) {
			t_fail(__FILE__, __LINE__, "refused: %s",
			    mc_strerror(match_decide(&g->m, &d)));
			break;
		}
		made++;
	}
	return made;
}

/*
 * R9.1 for the review after a hand: it keeps, for each card a human
 * played from his own hand (not those chosen for him once fallen, R6.11),
 * the view his seat had just before, and no more: the same cards hidden,
 * the same cards in each hand as that view.
 */
static void
r9_1_the_review_keeps_only_the_players_view(void)
{
	static struct session	 g;
	struct match_setup	 s;
	struct mc_decision	 d;
	struct mc_view		 want[REVIEW_MAX];
	int			 n = 0, i, seat, k;

	setup_bots(&s, 41, MC_MATCH_HAND);
	s.players[0].human = true;
	CHECK(session_new(&g, &s));
	while (match_actor(&g.m) >= 0) {
		match_bot_decision(&g.m, &d);
		seat = match_seat(&g.m, 0);
		if (d.kind == MC_DECIDE_PLAY && d.seat == seat &&
		    match_hand(&g.m)->play.turn == seat && n < REVIEW_MAX &&
		    !(match_hand(&g.m)->play.fallen >> seat & 1))
			mc_view_build(match_hand(&g.m), seat, &want[n++]);
		if (match_decide(&g.m, &d) != MC_OK)
			break;
	}
	CHECK_EQ(g.nreview, n);
	CHECK(n > 10);
	for (i = 0; i < n && i < g.nreview; i++) {
		CHECK_EQ(g.review[i].player, 0);
		CHECK(memcmp(&g.review[i].view.hidden, &want[i].hidden,
		    sizeof(want[i].hidden)) == 0);
		for (k = 0; k < MC_NSEATS; k++)
			CHECK(memcmp(&g.review[i].view.hand.held[k],
			    &want[i].hand.held[k], sizeof(struct mc_cards)) == 0);
	}
	session_free(&g);
}

/* text with line "before" inserted ahead of the first line starting with at. */
static char *
insert_before(const char *text, const char *at, const char *before)
{
	const char	*p = strstr(text, at);
	char		*out;
	size_t		 head;

	while (p != NULL && p != text && p[-1] != '\n')
		p = strstr(p + 1, at);
	if (p == NULL || (out = malloc(strlen(text) + strlen(before) + 2)) ==
	    NULL)
		return NULL;
	head = (size_t)(p - text);
	memcpy(out, text, head);
	strcpy(out + head, before);
	strcat(out, "\n");
	strcat(out, p);
	return out;
}

/*
 * A lesson is a record with notes: each note belongs to the decision
 * after it (the last to the end of the hand), the engine checks every
 * decision, and the hand starts from the record before its first one.
 */
static void
a_lesson_reads_its_notes_and_decisions(void)
{
	static struct lesson	 l;
	static struct session	 g;
	struct match_setup	 s;
	char			 err[300], *a, *b, *c;
	const char		*p;
	int			 decisions = 0;

	setup_bots(&s, 17, MC_MATCH_HAND);
	CHECK(session_new(&g, &s));
	play_some(&g, 1000);
	for (p = g.m.text; (p = strchr(p, '\n')) != NULL; p++)
		decisions += strncmp(p + 1, "cut ", 4) == 0 ||
		    strncmp(p + 1, "discard ", 8) == 0 ||
		    strncmp(p + 1, "declare ", 8) == 0 ||
		    strncmp(p + 1, "play ", 5) == 0;
	a = insert_before(g.m.text, "cut ", "# tutor: First,\n# tutor: the cut."
	    "\n# tutor:\n# tutor: Then the rest.");
	b = a != NULL ? insert_before(a, "play ", "# tutor: The lead.") : NULL;
	c = b != NULL ? malloc(strlen(b) + 40) : NULL;
	CHECK(c != NULL);
	if (c == NULL)
		goto out;
	strcpy(c, b);
	strcat(c, "# tutor: The end.\n");
	CHECK(lesson_load(&l, "lesson", c, err, sizeof(err)));
	CHECK_EQ(l.n, decisions);
	CHECK(l.note[0] != NULL && strcmp(l.note[0],
	    "First, the cut.\nThen the rest.") == 0);
	CHECK(l.note[1] == NULL);
	CHECK(l.note[l.n] != NULL && strcmp(l.note[l.n], "The end.") == 0);
	CHECK(l.start != NULL && strstr(l.start, "cut ") == NULL &&
	    strstr(l.start, "deck ") != NULL);
	CHECK(lesson_note(&l, 0) != NULL && lesson_note(&l, 0) == NULL);
	lesson_free(&l);
	/* A decision the engine refuses: the lesson is refused, by line. */
	strcpy(strstr(c, "\ncut ") + 1, "cut 99\n");
	CHECK(!lesson_load(&l, "lesson", c, err, sizeof(err)));
	CHECK(strncmp(err, "lesson:", 7) == 0);
out:
	free(a);
	free(b);
	free(c);
	session_free(&g);
}

static void
r4_4_a_giro_is_played_and_recorded_whole(void)
{
	struct match_setup	 s;
	static struct session	 g, again;
	char			 err[300];
	int			 hands = 0;

	setup_bots(&s, 99, MC_MATCH_GIRO);
	CHECK(session_new(&g, &s));
	for (;;) {
		play_some(&g, 1000);
		CHECK(match_actor(&g.m) < 0);
		hands++;
		if (match_over(&g.m) || hands > 4)
			break;
		CHECK(session_deal(&g));
	}
	CHECK_EQ(hands, 4);
	CHECK(match_over(&g.m));
	/* The record replays, its expected results included. */
	CHECK(session_load(&again, "giro", g.m.text, err, sizeof(err)) == false);
	CHECK(strstr(err, "the match is over") != NULL);
	CHECK_EQ(again.m.hands, 4);
	CHECK_EQ(again.m.seating.rests[0], g.m.seating.rests[0]);
	CHECK_EQ(again.m.seating.rests[1], g.m.seating.rests[1]);
	session_free(&again);
	session_free(&g);
}

/* A match saved at any decision resumes to the very same position. */
static void
r12_a_saved_match_resumes_where_it_stood(void)
{
	struct match_setup	 s;
	static struct session	 g, back;
	struct mc_decision		 a, b;
	char			 err[300];
	int			 stop;

	for (stop = 0; stop < 120; stop += 7) {
		setup_bots(&s, 1000 + (uint64_t)stop, MC_MATCH_SET);
		CHECK(session_new(&g, &s));
		play_some(&g, stop);
		if (!session_load(&back, "save", g.m.text, err, sizeof(err))) {
			t_fail(__FILE__, __LINE__, "%s", err);
			session_free(&g);
			continue;
		}
		CHECK(memcmp(back.m.hand.held, g.m.hand.held,
		    sizeof(g.m.hand.held)) == 0);
		CHECK_EQ(record_hash(&back.m.hand), record_hash(&g.m.hand));
		CHECK_EQ(match_actor(&back.m), match_actor(&g.m));
		/* the computer players go on as they would have */
		if (match_actor(&g.m) >= 0) {
			match_bot_decision(&g.m, &a);
			match_bot_decision(&back.m, &b);
			CHECK(memcmp(&a, &b, sizeof(a)) == 0);
		}
		CHECK_EQ(back.m.next_seed, g.m.next_seed);
		session_free(&back);
		session_free(&g);
	}
}

static void
r9_1_private_talk_reaches_only_its_player(void)
{
	struct match_setup	 s;
	static struct session	 g;
	char			 buf[300];
	int			 i, p, private = 0;
	int			 robber;

	setup_bots(&s, 5, MC_MATCH_HAND);
	CHECK(session_new(&g, &s));
	play_some(&g, 1);	/* the cut: the robber's look is private */
	robber = match_player(&g.m, g.m.hand.robber);
	for (i = 0; i < g.talk.n; i++) {
		if (session_talk_line(&g, i, robber, buf, sizeof(buf)) == NULL ||
		    strstr(buf, "looked at") == NULL)
			continue;
		private++;
		CHECK(strncmp(buf, "You have looked at ", 19) == 0);
		CHECK(strstr(buf, "(only you). From the bottom up: ") != NULL);
		for (p = -1; p < MC_NSEATS; p++)
			if (p != robber)
				CHECK(session_talk_line(&g, i, p, buf,
				    sizeof(buf)) == NULL);
	}
	CHECK_EQ(private, 1);
	session_free(&g);
}

/* The line of the talk that begins so for viewer, or -1. */
static int
talk_find(const struct session *g, int viewer, const char *start)
{
	char	 buf[300];
	int	 i;

	for (i = 0; i < g->talk.n; i++)
		if (session_talk_line(g, i, viewer, buf, sizeof(buf)) != NULL &&
		    strncmp(buf, start, strlen(start)) == 0)
			return i;
	return -1;
}

/*
 * The talk says "you" to the player it tells of, as seated when it was
 * said, and names the seat to everyone else; two humans at one keyboard
 * each read "you" only of themselves (R9.2).
 */
static void
r9_1_the_talk_says_you_to_its_own_player(void)
{
	struct match_setup	 s;
	static struct session	 g;
	char			 buf[300], third[64];
	int			 at[MC_NSEATS], i, p, seat, robber, moved = 0;

	setup_bots(&s, 5, MC_MATCH_SET);
	s.players[0].human = s.players[2].human = true;
	snprintf(s.players[0].name, sizeof(s.players[0].name), "Ada");
	snprintf(s.players[2].name, sizeof(s.players[2].name), "Cosimo");
	CHECK(session_new(&g, &s));
	p = g.m.draw.order[0];
	CHECK(talk_find(&g, p, "You deal first; ") >= 0);
	CHECK(talk_find(&g, -1, g.m.players[p].name) >= 0);
	play_some(&g, 1);	/* the cut */
	seat = g.m.hand.robber;
	robber = match_player(&g.m, seat);
	for (p = 0; p < MC_NSEATS; p++)
		at[p] = match_player(&g.m, p);
	i = talk_find(&g, robber, "You cut, lifting ");
	CHECK(i >= 0);
	snprintf(third, sizeof(third), "%s cuts, lifting ",
	    mc_seat_name(seat));
	while (g.m.hands < 5) {
		play_some(&g, 1000);
		if (!session_deal(&g)) {
			t_fail(__FILE__, __LINE__, "no hand %d", g.m.hands + 1);
			break;
		}
	}
	for (p = 0; p < MC_NSEATS; p++)
		moved += match_player(&g.m, p) != at[p];
	CHECK(moved > 0);	/* R4.3: the second giro seats anew */
	for (p = -1; p < MC_NSEATS && i >= 0; p++) {
		CHECK(session_talk_line(&g, i, p, buf, sizeof(buf)) != NULL);
		if (p == robber)
			CHECK(strncmp(buf, "You cut, lifting ", 17) == 0);
		else
			CHECK(strncmp(buf, third, strlen(third)) == 0);
	}
	/* the new partner reads the giro's line to itself */
	p = mc_match_partner(&g.m.seating);
	CHECK(talk_find(&g, p, "Giro 2: you are now ") >= 0);
	CHECK(talk_find(&g, -1, "Giro 2: you") < 0);
	CHECK(sizeof(struct talk) <= 96);	/* TALK_MAX of them stay small */
	session_free(&g);
}

static void
save_is_written_whole_and_read_back(void)
{
	char	 dir[] = "/tmp/minchiate-save-XXXXXX", path[300], bak[320];
	char	 err[300], *text;

	CHECK(mkdtemp(dir) != NULL);
	snprintf(path, sizeof(path), "%s/match.rec", dir);
	snprintf(bak, sizeof(bak), "%s.bak", path);
	CHECK(save_write(path, "one\n", 4, err, sizeof(err)));
	CHECK(save_write(path, "two\n", 4, err, sizeof(err)));
	text = save_read(path, err, sizeof(err));
	CHECK(text != NULL && strcmp(text, "two\n") == 0);
	free(text);
	text = save_read(bak, err, sizeof(err));
	CHECK(text != NULL && strcmp(text, "one\n") == 0);
	free(text);
	unlink(bak);
	unlink(path);
	CHECK(save_read(path, err, sizeof(err)) == NULL);
	CHECK(strstr(err, "match.rec: cannot read") != NULL);
	rmdir(dir);
}

static void
a_broken_save_names_its_line(void)
{
	struct match_setup	 s;
	static struct session	 g, back;
	char			 err[300], *text;
	const char		*play;

	setup_bots(&s, 8, MC_MATCH_SET);
	CHECK(session_new(&g, &s));
	play_some(&g, 30);
	text = strdup(g.m.text);
	/* an illegal card in the first play line */
	play = strstr(text, "\nplay ");
	CHECK(play != NULL);
	if (play != NULL) {
		char *card = strchr(play + 6, ' ') + 1;

		card[0] = 'Z';
		CHECK(!session_load(&back, "match.rec", text, err, sizeof(err)));
		CHECK(strncmp(err, "match.rec:", 10) == 0);
		session_free(&back);
	}
	/* a record cut before any hand */
	*strstr(text, "\nhand ") = '\0';
	CHECK(!session_load(&back, "match.rec", text, err, sizeof(err)));
	CHECK(strstr(err, "no hand") != NULL);
	session_free(&back);
	free(text);
	session_free(&g);
}

static void
an_exported_hand_replays_alone(void)
{
	struct match_setup	 s;
	static struct session	 g, one;
	char			 err[300], *buf = NULL;
	size_t			 len = 0;
	FILE			*fp;

	setup_bots(&s, 21, MC_MATCH_SET);
	CHECK(session_new(&g, &s));
	play_some(&g, 1000);
	CHECK(session_deal(&g));
	play_some(&g, 40);
	fp = open_memstream(&buf, &len);
	CHECK(match_export(&g.m, 0, fp));
	fclose(fp);
	CHECK(strstr(buf, "match hand\nhand 1 dealer ") != NULL);
	/* one hand, unfinished: it loads, at the same position */
	if (session_load(&one, "export", buf, err, sizeof(err))) {
		CHECK_EQ(record_hash(&one.m.hand), record_hash(&g.m.hand));
	} else
		t_fail(__FILE__, __LINE__, "%s", err);
	session_free(&one);
	free(buf);
	/* the first, finished hand replays alone to its expected end */
	buf = NULL;
	fp = open_memstream(&buf, &len);
	CHECK(match_export(&g.m, 1, fp));
	CHECK(!match_export(&g.m, 3, fp));
	fclose(fp);
	CHECK(!session_load(&one, "export", buf, err, sizeof(err)));
	CHECK(strstr(err, "the match is over") != NULL);
	CHECK_EQ(one.m.hands, 1);
	CHECK_EQ(one.m.hand.phase, MC_PHASE_OVER);
	session_free(&one);
	free(buf);
	session_free(&g);
}

/*
 * The talk is a ring: once full, each new line takes the oldest one's
 * place (no moving of the whole talk), and what is kept is the newest
 * lines in order, the same as a longer talk's last lines.
 */
static void
the_talk_keeps_its_newest_lines_in_a_ring(void)
{
	struct match_setup	 s;
	struct session		 big, ring;
	char			 a[300], b[300];
	const char		*la, *lb;
	int			 i, viewer;

	setup_bots(&s, 77, MC_MATCH_HAND);
	CHECK(session_new(&big, &s));
	CHECK(session_new(&ring, &s));
	ring.talk.max = 16;
	play_some(&big, 200);
	play_some(&ring, 200);
	CHECK(big.talk.n > 40);
	CHECK_EQ(ring.talk.n, 16);
	CHECK(ring.talk.first != 0);
	for (viewer = -1; viewer < MC_NSEATS; viewer++)
		for (i = 0; i < 16; i++) {
			la = session_talk_line(&big, big.talk.n - 16 + i, viewer, a,
			    sizeof(a));
			lb = session_talk_line(&ring, i, viewer, b, sizeof(b));
			CHECK((la == NULL) == (lb == NULL));
			if (la != NULL && lb != NULL)
				CHECK_STR(lb, la);
		}
	session_free(&big);
	session_free(&ring);
}

void
table_tests(void)
{
	RUN(the_talk_keeps_its_newest_lines_in_a_ring);
	RUN(layout_fits_80x24_100x30_200x60);
	RUN(layout_too_small_below_80x24);
	RUN(r4_4_a_giro_is_played_and_recorded_whole);
	RUN(r12_a_saved_match_resumes_where_it_stood);
	RUN(r9_1_private_talk_reaches_only_its_player);
	RUN(r9_1_the_talk_says_you_to_its_own_player);
	RUN(save_is_written_whole_and_read_back);
	RUN(a_broken_save_names_its_line);
	RUN(an_exported_hand_replays_alone);
	RUN(r9_1_the_review_keeps_only_the_players_view);
	RUN(a_lesson_reads_its_notes_and_decisions);
}

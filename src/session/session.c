/*
 * session.c -- a match at a table, for any front end: the match
 * (src/match) with its talk (talk.c), the cards the humans played kept
 * for the review, and where each decision of the hand begins in the
 * record, which an undo cuts back to.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"
#include "../text/text.h"
#include "../lang/lang.h"



/*
 * R9.1: an event, read by the players at its seats now.  A private look
 * keeps its cards, for the one who looked: the robber's from the bottom
 * up, as he saw them (R5.3), the folla sorted (R5.7, R5.8).
 */
static void
on_event(void *arg, const struct mc_hand *h, const struct mc_event *ev)
{
	struct session	*g = arg;
	struct talk	 t;
	int		 s;

	if (ev == h->log->ev)
		g->talk.events = g->talk.n;
	talk_line_init(&t, TALK_EVENT, &g->m);
	if (!show_group(h, (size_t)(ev - h->log->ev), &t.ev))
		return;		/* told with the event before it */
	t.players = 0;
	for (s = 0; s < MC_NSEATS; s++)
		if (ev->visible >> s & 1)
			t.players |= 1u << t.at[s];
	if (ev->kind == MC_EV_LOOK) {
		t.nseen = h->nlook;
		memcpy(t.seen, h->look, h->nlook * sizeof(*t.seen));
	} else if (ev->kind == MC_EV_FOLLA_LOOK)
		t.nseen = (uint8_t)show_sort(h->folla, h->nfolla, t.seen);
	talk_log_add(&g->talk, &t);
}

/* A human's own card, kept with his view before it for the review. */
static void
on_decision(void *arg, const struct mc_hand *before,
    const struct mc_decision *d, const struct mc_hand *after)
{
	struct session		*g = arg;
	struct review_point	*pt;
	int			 player = match_player(&g->m, d->seat);

	(void)after;
	if (g->review_hand != g->m.hands) {
		g->review_hand = g->m.hands;
		g->nreview = 0;
		g->decisions = 0;
		g->nsteps = 0;
	}
	g->decisions++;
	if (g->nsteps < UNDO_MAX) {
		g->steps[g->nsteps].decision = g->recorded;
		g->steps[g->nsteps++].player = match_player(&g->m,
		    mc_hand_to_act(before));
	}
	g->recorded++;
	if (!session_review_point(before, d) ||
	    !g->m.players[player].human || g->nreview == REVIEW_MAX)
		return;
	pt = &g->review[g->nreview++];
	mc_view_build(before, d->seat, &pt->view);
	pt->card = d->cards[0];
	pt->player = player;
	pt->decision = g->decisions - 1;
}

/*
 * A card the review weighs: chosen by its seat from its own hand.  A
 * fallen player's card chosen by another is not his (R6.11).
 */
bool
session_review_point(const struct mc_hand *before, const struct mc_decision *d)
{
	return d->kind == MC_DECIDE_PLAY && before->phase == MC_PHASE_PLAY &&
	    mc_hand_to_act(before) == d->seat;
}

/* A hand finished: what the statistics keep of it (stats.h). */
static void
on_hand_end(void *arg, const struct match *m)
{
	struct session	*g = arg;

	g->ended_new = stats_of_hand(m, &g->ended);
}

/* Reads a saved record into the match, keeping its lines. */
static bool
feed(struct session *g, struct load *ld, const char *lines)
{
	struct record_reader	 r;
	struct record_line	 l;
	char			 line[2048];

	record_reader_init(&r, lines);
	while (record_reader_next(&r, &l)) {
		if (l.len >= sizeof(line)) {
			snprintf(ld->error, sizeof(ld->error), _("%s:%d: line "
			    "too long"), ld->file, l.number);
			return false;
		}
		memcpy(line, l.text, l.len);
		line[l.len] = '\0';
		if (!load_line(ld, line) || !match_keep(&g->m, l.text,
		    l.len) || !match_keep(&g->m, "\n", 1))
			return false;
		/* A save is one match: a second record is refused at once,
		 * not replayed (thousands of them would take seconds). */
		if (ld->records > 0) {
			snprintf(ld->error, sizeof(ld->error), _("%s:%d: a "
			    "second record: a save holds one match"),
			    ld->file, ld->line);
			return false;
		}
	}
	return true;
}

static void
session_init(struct session *g, int talk_max)
{
	memset(g, 0, sizeof(*g));
	talk_log_init(&g->talk, talk_max);
	match_init(&g->m);
	g->m.recording = true;
	g->m.on_event = on_event;
	g->m.on_decision = on_decision;
	g->m.on_hand_end = on_hand_end;
	g->m.arg = g;
}

void
session_free(struct session *g)
{
	match_free(&g->m);
	talk_log_free(&g->talk);
}

/* R4.1 told: who drew what, who deals first and who partners. */
static void
talk_draw(struct session *g)
{
	const struct mc_draw	*d = &g->m.draw;
	struct talk		 t;
	int			 i;

	for (i = 0; i < d->n; i++) {
		talk_line_init(&t, TALK_DRAW, &g->m);
		t.ev.seat = d->player[i];
		t.ev.card = d->card[i];
		t.ev.n = d->round[i];
		talk_log_add(&g->talk, &t);
	}
	talk_line_init(&t, TALK_FIRST, &g->m);
	t.ev.seat = d->order[0];
	t.ev.n = d->order[1];
	talk_log_add(&g->talk, &t);
}

bool
session_new(struct session *g, const struct match_setup *setup)
{
	struct talk	*first;
	int		 s;

	session_init(g, TALK_MAX);
	if (!match_new(&g->m, setup))
		return false;
	talk_draw(g);
	if (!session_deal(g))
		return false;
	/* the seats the draw gave, taken with the first deal (R4.1) */
	for (s = g->talk.n - 1; s >= 0; s--) {
		first = &g->talk.line[(g->talk.first + s) % g->talk.max];
		if (first->kind != TALK_FIRST)
			continue;
		for (s = 0; s < MC_NSEATS; s++)
			first->at[s] = (uint8_t)match_player(&g->m, s);
		break;
	}
	return true;
}

/* Has this hand told any event yet? */
static bool
hand_events(const struct session *g)
{
	return g->m.hand.log != NULL && g->m.hand.log->n > 0;
}

/* A bot's level must be one this program has, to play on. */
static bool
levels_known(const struct session *g, const char *file, char *err,
    size_t errsize)
{
	const struct player	*pl;
	int			 p;

	for (p = 0; p < MC_NSEATS; p++) {
		pl = &g->m.players[p];
		if (!pl->human && bot_level_parse(pl->level) < 0) {
			snprintf(err, errsize, _("%s: seat %c: no such level '%s'"),
			    file, mc_seat_letter(p), pl->level);
			return false;
		}
	}
	return true;
}

/*
 * A saved match: its record is replayed line by line.  A record without
 * a hand cannot be resumed; a finished match is read whole, and the
 * caller sees it is over (match_over).
 */
static bool
read_text(struct session *g, const char *file, const char *text, char *err,
    size_t errsize, int talk_max)
{
	struct load	 ld;

	session_init(g, talk_max);
	load_init(&ld, &g->m, file);
	if (!feed(g, &ld, text) || !load_finish(&ld)) {
		snprintf(err, errsize, "%s", ld.error[0] != '\0' ? ld.error :
		    _("out of memory"));
		return false;
	}
	g->ended_new = false;	/* read, not finished here */
	if (!levels_known(g, file, err, errsize))
		return false;
	if (g->m.hands == 0) {
		snprintf(err, errsize, _("%s: no hand has been dealt"), file);
		return false;
	}
	if (!load_deal(&ld)) {
		snprintf(err, errsize, "%s", ld.error);
		return false;
	}
	/* this hand's talk begins with its first event, if it has one */
	g->talk.hand = hand_events(g) ? g->talk.events : g->talk.n;
	return true;
}

/*
 * The table's warnings (w) are noted in the record as a comment, which
 * every reader of records skips (minchiate(5)), so that a match resumed
 * from its save keeps them as the player left them.  The last note
 * counts.
 */
#define WARN_NOTE	"# table: warnings "

/* The last note of text: 1 on, 0 off, -1 none. */
static int
warnings_in(const char *text)
{
	const char	*p, *last = NULL;
	size_t		 n = strlen(WARN_NOTE);

	for (p = text; p != NULL && *p != '\0'; p++) {
		if (strncmp(p, WARN_NOTE, n) == 0)
			last = p + n;
		if ((p = strchr(p, '\n')) == NULL)
			break;
	}
	if (last == NULL)
		return -1;
	return strncmp(last, "on\n", 3) == 0 || strcmp(last, "on") == 0;
}

/* What the record notes of the warnings: 1 on, 0 off, -1 no note. */
int
session_warnings(const struct session *g)
{
	return g->m.text != NULL ? warnings_in(g->m.text) : -1;
}

/* Notes the warnings on or off, unless the last note says so already. */
bool
session_note_warnings(struct session *g, bool on)
{
	const char	*line = on ? WARN_NOTE "on\n" : WARN_NOTE "off\n";

	if (session_warnings(g) == (int)on)
		return true;
	return match_keep(&g->m, line, strlen(line));
}

/* A record read whole, finished or not. */
bool
session_read(struct session *g, const char *file, const char *text, char *err,
    size_t errsize)
{
	return read_text(g, file, text, err, errsize, TALK_MAX);
}

/* A match to play on: a finished one cannot be resumed. */
bool
session_load(struct session *g, const char *file, const char *text, char *err,
    size_t errsize)
{
	if (!session_read(g, file, text, err, errsize))
		return false;
	if (match_over(&g->m)) {
		snprintf(err, errsize, _("%s: the match is over"), file);
		return false;
	}
	return true;
}


/* The people's players, a bit each: what an undo takes back. */
unsigned
session_humans(const struct session *g)
{
	unsigned	 humans = 0;
	int		 p;

	for (p = 0; p < MC_NSEATS; p++)
		if (g->m.players[p].human)
			humans |= 1u << p;
	return humans;
}

/* Who made the last decision of this hand among players, or -1. */
int
session_last_decider(const struct session *g, unsigned players)
{
	int	 k;

	if (g->review_hand != g->m.hands)
		return -1;
	for (k = g->nsteps - 1; k >= 0; k--)
		if (players >> g->steps[k].player & 1)
			return g->steps[k].player;
	return -1;
}

/*
 * Takes back the last decision of this hand made by one of players (a
 * bit each), and all made since: the record is cut before it and read
 * again, the undo written in it (aid undo).  The bots then decide as
 * they did, from the same seeds.  Returns the player whose decision it
 * was, or -1 (and err) when there is none to take back.
 */
int
session_undo(struct session *g, unsigned players, char *err, size_t errsize)
{
	struct talk_log	 old;
	char		*was, *cut;
	size_t		 at;
	int		 k, player, max = g->talk.max;

	if (g->m.hand.log == NULL || g->m.hand.phase == MC_PHASE_OVER ||
	    g->review_hand != g->m.hands || !g->m.recording ||
	    g->m.broken) {
		snprintf(err, errsize, "%s",
		    _("Nothing to take back in this hand."));
		return -1;
	}
	for (k = g->nsteps - 1; k >= 0; k--)
		if (players >> g->steps[k].player & 1)
			break;
	if (k < 0) {
		snprintf(err, errsize, "%s",
		    _("Nothing to take back in this hand."));
		return -1;
	}
	player = g->steps[k].player;
	if ((at = record_decision_at(g->m.text, g->steps[k].decision)) ==
	    SIZE_MAX) {
		snprintf(err, errsize, "%s",
		    _("Nothing to take back in this hand."));
		return -1;
	}
	if ((was = strdup(g->m.text)) == NULL ||
	    (cut = strndup(g->m.text, at)) == NULL) {
		free(was);
		snprintf(err, errsize, "%s", _("Out of memory: nothing taken back."));
		return -1;
	}
	old = g->talk;
	talk_log_init(&g->talk, max);
	session_free(g);
	if (read_text(g, _("the match"), cut, err, errsize, max)) {
		match_aid(&g->m, match_seat(&g->m, player), AID_UNDO);
		/* a note of the warnings made after the cut stays */
		if (warnings_in(was) >= 0)
			(void)session_note_warnings(g, warnings_in(was) == 1);
	} else {
		/* never for a record this table wrote: play on as it was */
		session_free(g);
		(void)read_text(g, _("the match"), was, err, errsize, max);
		player = -1;
	}
	talk_log_mend(&g->talk, &old, hand_events(g));
	talk_log_free(&old);
	free(was);
	free(cut);
	return player;
}

/* Whose decision is due, if any (false once the hand is over). */
bool
session_turn(const struct session *g, struct session_turn *t)
{
	memset(t, 0, sizeof(*t));
	t->seat = match_actor(&g->m);
	t->player = -1;
	if (t->seat < 0)
		return false;
	t->player = match_player(&g->m, t->seat);
	t->human = match_human_at(&g->m, t->seat);
	mc_decision_due(match_hand(&g->m), &t->due);
	return true;
}

/*
 * A decision made at the table: checked by the rules (and a lesson's
 * script), applied, and written in the record; the talk and the review
 * follow from the match's listeners.
 */
enum mc_err
session_decide(struct session *g, const struct mc_decision *d)
{
	return match_decide(&g->m, d);
}

/* The computer player due decides, from its own seat's view (R9.1). */
enum mc_err
session_bot_decide(struct session *g)
{
	struct mc_decision	 d;

	match_bot_decision(&g->m, &d);
	return session_decide(g, &d);
}

/*
 * A person's decision made for him by a computer player of level, from
 * his seat's view alone (R9.1): a table's stand-in for a player who has
 * gone.  Seeded as the match's own computer players are (match.c).
 */
enum mc_err
session_stand_in(struct session *g, enum bot_level level)
{
	struct mc_decision	 d;
	struct mc_view		*v;
	struct bot		 b;
	enum mc_err		 e;
	int			 seat = match_actor(&g->m);

	if (seat < 0)
		return MC_ERR_PHASE;
	if ((v = malloc(sizeof(*v))) == NULL)
		return MC_ERR_PHASE;
	bot_init(&b, level, match_bot_seed(&g->m, seat));
	b.cap_ms = g->m.think_ms;
	mc_view_build(match_hand(&g->m), seat, v);
	bot_decide(&b, v, &d);
	free(v);
	e = session_decide(g, &d);
	return e;
}

/* R4.3: a new giro, new partners; who sits where now. */
static void
talk_seats(struct session *g)
{
	const struct mc_match	*m = &g->m.seating;
	struct talk		 t;

	talk_line_init(&t, TALK_GIRO, &g->m);
	t.ev.n = (int16_t)(mc_match_giro(m) + 1);
	t.ev.seat = (uint8_t)mc_match_first_dealer(m);
	t.ev.counts[0] = (uint8_t)mc_match_partner(m);
	talk_log_add(&g->talk, &t);
}

/* R4.2: the next hand, told. */
bool
session_deal(struct session *g)
{
	struct talk	 t;

	if (!match_deal(&g->m))
		return false;
	g->talk.hand = g->talk.n;
	if (g->m.hands > 1 && (g->m.hands - 1) % 4 == 0)
		talk_seats(g);
	talk_line_init(&t, TALK_HAND, &g->m);
	t.ev.n = (int16_t)g->m.hands;
	t.ev.counts[0] = (uint8_t)g->m.length;
	t.ev.seat = (uint8_t)g->m.dealer;
	talk_log_add(&g->talk, &t);
	return true;
}

/*
 * Line i of the talk as player viewer reads it (talk_text); NULL when
 * it is not the viewer's to read (R9.1).
 */
const char *
session_talk_line(const struct session *g, int i, int viewer, char *buf,
    size_t size)
{
	const struct talk	*t = talk_log_at(&g->talk, i);

	return talk_text(t, &g->m, viewer, t != NULL && (t->kind == TALK_CHAT ||
	    t->kind == TALK_TABLE) &&
	    g->talk.nsaid - t->ev.n <= TALK_SAID ?
	    g->talk.said[t->ev.n % TALK_SAID] : _("(said long ago)"), buf, size);
}

/*
 * game.c -- a match at the table: the match (src/match), and its talk,
 * the lines each player may read of what happened, kept as facts so that
 * each reader is told his own doings in the second person (R9.1).
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "../text/text.h"

static void
talk_add(struct game *g, const struct talk *line)
{
	struct talk	*t;
	int		 cap;

	if (g->ntalk == g->talk_cap && g->talk_cap < g->talk_max) {
		cap = g->talk_cap ? 2 * g->talk_cap : 256;
		if (cap > g->talk_max)
			cap = g->talk_max;
		if ((t = realloc(g->talk, (size_t)cap * sizeof(*t))) == NULL)
			return;		/* the talk is not the game */
		g->talk = t;
		g->talk_cap = cap;
	}
	if (g->ntalk == g->talk_max) {
		/* Full: the newest line takes the oldest one's place. */
		g->talk[g->talk_first] = *line;
		g->talk_first = (g->talk_first + 1) % g->talk_max;
		if (g->hand_talk > 0)
			g->hand_talk--;
		if (g->first_talk > 0)
			g->first_talk--;
		return;
	}
	g->talk[g->ntalk++] = *line;
}

/* A line said to all, with who sits where now. */
static void
talk_init(const struct game *g, struct talk *t, enum talk_kind kind)
{
	int	 s;

	memset(t, 0, sizeof(*t));
	t->kind = kind;
	t->players = MC_VISIBLE_ALL;
	t->ev.card = MC_NOCARD;
	for (s = 0; s < MC_NSEATS; s++)
		t->at[s] = (uint8_t)match_player(&g->m, s);
}

/*
 * R9.1: an event, read by the players at its seats now.  A private look
 * keeps its cards, for the one who looked: the robber's from the bottom
 * up, as he saw them (R5.3), the folla sorted (R5.7, R5.8).
 */
static void
on_event(void *arg, const struct mc_hand *h, const struct mc_event *ev)
{
	struct game	*g = arg;
	struct talk	 t;
	int		 s;

	if (ev == h->log->ev)
		g->first_talk = g->ntalk;
	talk_init(g, &t, TALK_EVENT);
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
	talk_add(g, &t);
}

/* A human's own card, kept with his view before it for the review. */
static void
on_decision(void *arg, const struct mc_hand *before,
    const struct mc_decision *d, const struct mc_hand *after)
{
	struct game		*g = arg;
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
	/* The record has every line before this decision's (match.c
	 * keeps a decision's line once it is made; load.c after). */
	if (g->nsteps < UNDO_MAX) {
		g->steps[g->nsteps].at = g->m.len;
		g->steps[g->nsteps++].player = match_player(&g->m,
		    mc_hand_to_act(before));
	}
	/* R6.11: a fallen player's cards are chosen by another */
	if (d->kind != MC_DECIDE_PLAY || before->phase != MC_PHASE_PLAY ||
	    before->play.turn != d->seat || !g->m.players[player].human ||
	    (before->play.fallen >> d->seat & 1) || g->nreview == REVIEW_MAX)
		return;
	pt = &g->review[g->nreview++];
	mc_view_build(before, d->seat, &pt->view);
	pt->card = d->cards[0];
	pt->player = player;
	pt->decision = g->decisions - 1;
}

/* A hand finished: what the statistics keep of it (stats.h). */
static void
on_hand_end(void *arg, const struct match *m)
{
	struct game	*g = arg;

	g->ended_new = stats_of_hand(m, &g->ended);
}

/* Reads a saved record into the match, keeping its lines. */
static bool
feed(struct game *g, struct load *ld, const char *lines)
{
	const char	*p = lines, *nl;
	char		 line[2048];
	size_t		 len;

	for (; *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		len = (size_t)(nl - p);
		if (len >= sizeof(line)) {
			snprintf(ld->error, sizeof(ld->error), "%s:%d: line "
			    "too long", ld->file, ld->line + 1);
			return false;
		}
		memcpy(line, p, len);
		line[len] = '\0';
		if (!load_line(ld, line) || !match_keep(&g->m, p, len) ||
		    !match_keep(&g->m, "\n", 1))
			return false;
		/* A save is one match: a second record is refused at once,
		 * not replayed (thousands of them would take seconds). */
		if (ld->records > 0) {
			snprintf(ld->error, sizeof(ld->error), "%s:%d: a "
			    "second record: a save holds one match",
			    ld->file, ld->line);
			return false;
		}
		if (*nl == '\0')
			break;
	}
	return true;
}

static void
game_init(struct game *g, int talk_max)
{
	memset(g, 0, sizeof(*g));
	g->talk_max = talk_max;
	match_init(&g->m);
	g->m.recording = true;
	g->m.on_event = on_event;
	g->m.on_decision = on_decision;
	g->m.on_hand_end = on_hand_end;
	g->m.arg = g;
}

void
game_free(struct game *g)
{
	match_free(&g->m);
	free(g->talk);
	g->talk = NULL;
}

/* R4.1 told: who drew what, who deals first and who partners. */
static void
talk_draw(struct game *g)
{
	const struct mc_draw	*d = &g->m.draw;
	struct talk		 t;
	int			 i;

	for (i = 0; i < d->n; i++) {
		talk_init(g, &t, TALK_DRAW);
		t.ev.seat = d->player[i];
		t.ev.card = d->card[i];
		t.ev.n = d->round[i];
		talk_add(g, &t);
	}
	talk_init(g, &t, TALK_FIRST);
	t.ev.seat = d->order[0];
	t.ev.n = d->order[1];
	talk_add(g, &t);
}

bool
game_new(struct game *g, const struct match_setup *setup)
{
	struct talk	*first;
	int		 s;

	game_init(g, TALK_MAX);
	if (!match_new(&g->m, setup))
		return false;
	talk_draw(g);
	if (!game_deal(g))
		return false;
	/* the seats the draw gave, taken with the first deal (R4.1) */
	for (s = g->ntalk - 1; s >= 0; s--) {
		first = &g->talk[(g->talk_first + s) % g->talk_max];
		if (first->kind != TALK_FIRST)
			continue;
		for (s = 0; s < MC_NSEATS; s++)
			first->at[s] = (uint8_t)match_player(&g->m, s);
		break;
	}
	return true;
}

/* A bot's level must be one this program has, to play on. */
static bool
levels_known(const struct game *g, const char *file, char *err,
    size_t errsize)
{
	const struct player	*pl;
	int			 p;

	for (p = 0; p < MC_NSEATS; p++) {
		pl = &g->m.players[p];
		if (!pl->human && bot_level_parse(pl->level) < 0) {
			snprintf(err, errsize, "%s: seat %c: no such level '%s'",
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
read_text(struct game *g, const char *file, const char *text, char *err,
    size_t errsize, int talk_max)
{
	struct load	 ld;

	game_init(g, talk_max);
	load_init(&ld, &g->m, file);
	if (!feed(g, &ld, text) || !load_finish(&ld)) {
		snprintf(err, errsize, "%s", ld.error[0] != '\0' ? ld.error :
		    "out of memory");
		return false;
	}
	g->ended_new = false;	/* read, not finished here */
	if (!levels_known(g, file, err, errsize))
		return false;
	if (g->m.hands == 0) {
		snprintf(err, errsize, "%s: no hand has been dealt", file);
		return false;
	}
	if (!load_deal(&ld)) {
		snprintf(err, errsize, "%s", ld.error);
		return false;
	}
	/* this hand's talk begins with its first event, if it has one */
	g->hand_talk = g->m.hand.log != NULL && g->m.hand.log->n > 0 ?
	    g->first_talk : g->ntalk;
	return true;
}

/* A record read whole, finished or not. */
bool
game_read(struct game *g, const char *file, const char *text, char *err,
    size_t errsize)
{
	return read_text(g, file, text, err, errsize, TALK_MAX);
}

/* A match to play on: a finished one cannot be resumed. */
bool
game_load(struct game *g, const char *file, const char *text, char *err,
    size_t errsize)
{
	if (!game_read(g, file, text, err, errsize))
		return false;
	if (match_over(&g->m)) {
		snprintf(err, errsize, "%s: the match is over", file);
		return false;
	}
	return true;
}

/*
 * After an undo: the talk before this hand's events as it was (the read
 * record has no draw, no giro and no hand lines), then the hand's events
 * as read again.  old is the talk before the undo, its hand at hand.
 */
static void
talk_mend(struct game *g, struct talk *old, int n, int first, int hand)
{
	struct talk	*fresh = g->talk;
	int		 fn = g->ntalk, ff = g->talk_first, from, keep, i;

	from = g->m.hand.log != NULL && g->m.hand.log->n > 0 ?
	    g->first_talk : fn;
	g->talk = NULL;
	g->ntalk = g->talk_cap = g->talk_first = g->hand_talk = 0;
	for (keep = hand; keep < n &&
	    old[(first + keep) % g->talk_max].kind != TALK_EVENT; keep++)
		continue;
	for (i = 0; i < keep; i++) {
		if (i == hand)
			g->hand_talk = g->ntalk;
		talk_add(g, &old[(first + i) % g->talk_max]);
	}
	if (keep == hand)
		g->hand_talk = g->ntalk;
	g->first_talk = g->ntalk;
	for (i = from; i < fn; i++)
		talk_add(g, &fresh[(ff + i) % g->talk_max]);
	free(fresh);
}

/*
 * Takes back the last decision of this hand made by one of players (a
 * bit each), and all made since: the record is cut before it and read
 * again, the undo written in it (aid undo).  The bots then decide as
 * they did, from the same seeds.  Returns the player whose decision it
 * was, or -1 (and err) when there is none to take back.
 */
int
game_undo(struct game *g, unsigned players, char *err, size_t errsize)
{
	struct talk	*old;
	char		*was, *cut;
	size_t		 at;
	int		 k, player, max = g->talk_max;
	int		 n = g->ntalk, first = g->talk_first, hand = g->hand_talk;

	if (g->m.hand.log == NULL || g->m.hand.phase == MC_PHASE_OVER ||
	    g->review_hand != g->m.hands || !g->m.recording ||
	    g->m.broken) {
		snprintf(err, errsize, "Nothing to take back in this hand.");
		return -1;
	}
	for (k = g->nsteps - 1; k >= 0; k--)
		if (players >> g->steps[k].player & 1)
			break;
	if (k < 0) {
		snprintf(err, errsize, "Nothing to take back in this hand.");
		return -1;
	}
	player = g->steps[k].player;
	at = g->steps[k].at;
	if ((was = strdup(g->m.text)) == NULL ||
	    (cut = strndup(g->m.text, at)) == NULL) {
		free(was);
		snprintf(err, errsize, "Out of memory: nothing taken back.");
		return -1;
	}
	old = g->talk;
	g->talk = NULL;
	game_free(g);
	if (read_text(g, "the match", cut, err, errsize, max)) {
		match_aid(&g->m, match_seat(&g->m, player), AID_UNDO);
		talk_mend(g, old, n, first, hand);
	} else {
		/* never for a record this table wrote: play on as it was */
		game_free(g);
		(void)read_text(g, "the match", was, err, errsize, max);
		talk_mend(g, old, n, first, hand);
		player = -1;
	}
	free(old);
	free(was);
	free(cut);
	return player;
}

/* R4.3: a new giro, new partners; who sits where now. */
static void
talk_seats(struct game *g)
{
	const struct mc_match	*m = &g->m.seating;
	struct talk		 t;

	talk_init(g, &t, TALK_GIRO);
	t.ev.n = (int16_t)(mc_match_giro(m) + 1);
	t.ev.seat = (uint8_t)mc_match_first_dealer(m);
	t.ev.counts[0] = (uint8_t)mc_match_partner(m);
	talk_add(g, &t);
}

/* R4.2: the next hand, told. */
bool
game_deal(struct game *g)
{
	struct talk	 t;

	if (!match_deal(&g->m))
		return false;
	g->hand_talk = g->ntalk;
	if (g->m.hands > 1 && (g->m.hands - 1) % 4 == 0)
		talk_seats(g);
	talk_init(g, &t, TALK_HAND);
	t.ev.n = (int16_t)g->m.hands;
	t.ev.counts[0] = (uint8_t)g->m.length;
	t.ev.seat = (uint8_t)g->m.dealer;
	talk_add(g, &t);
	return true;
}

/* A player's name, or "you" to that player reading. */
static const char *
called(const struct game *g, int player, int viewer, bool capital)
{
	if (player == viewer)
		return capital ? "You" : "you";
	return g->m.players[player].name;
}

/* The same player's, as an owner. */
static const char *
whose(const struct game *g, int player, int viewer, char *buf, size_t size)
{
	if (player == viewer)
		return "your";
	snprintf(buf, size, "%s's", g->m.players[player].name);
	return buf;
}

/* Appends to the string in buf, cut to fit. */
static void
add(char *buf, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void
add(char *buf, size_t size, const char *fmt, ...)
{
	size_t	 len = strlen(buf);
	va_list	 ap;

	if (len + 1 >= size)
		return;
	va_start(ap, fmt);
	vsnprintf(buf + len, size - len, fmt, ap);
	va_end(ap);
}

/* A line of talk that is not an event, said to viewer. */
static void
talk_say(char *buf, size_t size, const struct game *g, const struct talk *t,
    int viewer)
{
	const struct mc_event	*ev = &t->ev;
	char			 name[96], own[48];
	int			 first = ev->seat, s;
	bool			 me = first == viewer;

	switch (t->kind) {
	case TALK_DRAW:
		add(buf, size, "%s %s %s%s.", called(g, first, viewer, true),
		    me ? "draw" : "draws",
		    show_card(ev->card, name, sizeof(name)),
		    ev->n > 0 ? " (again)" : "");
		break;
	case TALK_FIRST:
		/* R4.1: the draw seats the players, wherever they sat down */
		add(buf, size, "%s %s first; %s %s %s partner. Seats:",
		    called(g, first, viewer, true), me ? "deal" : "deals",
		    called(g, ev->n, viewer, false),
		    ev->n == viewer ? "are" : "is",
		    whose(g, first, viewer, own, sizeof(own)));
		for (s = 0; s < MC_NSEATS; s++)
			add(buf, size, "%s %s at %s", s > 0 ? "," : "",
			    called(g, t->at[s], viewer, false),
			    mc_seat_name(s));
		add(buf, size, ".");
		break;
	case TALK_GIRO:
		s = ev->counts[0];
		add(buf, size, "Giro %d: %s %s now %s partner and %s to sit "
		    "opposite %s. Seats:", ev->n, called(g, s, viewer, false),
		    s == viewer ? "are" : "is",
		    whose(g, first, viewer, own, sizeof(own)),
		    s == viewer ? "move" : "moves",
		    called(g, first, viewer, false));
		for (s = 0; s < MC_NSEATS; s++)
			add(buf, size, "%s %s at %s", s > 0 ? "," : "",
			    called(g, t->at[s], viewer, false),
			    mc_seat_name(s));
		add(buf, size, ".");
		break;
	case TALK_HAND:
		add(buf, size, "Hand %d of %d: %s %s.", ev->n, ev->counts[0],
		    called(g, t->at[ev->seat], viewer, false),
		    t->at[ev->seat] == viewer ? "deal" : "deals");
		break;
	default:
		break;
	}
}

/*
 * Line i of the talk as player viewer reads it, that player's own doings
 * in the second person; NULL when it is not the viewer's to read (R9.1).
 * Viewer -1, nobody at the table, reads only what is said to all.
 */
const char *
game_talk_line(const struct game *g, int i, int viewer, char *buf,
    size_t size)
{
	const struct talk	*t;
	char			 note[8];
	size_t			 len;
	int			 s, you = -1;

	if (i < 0 || i >= g->ntalk || size < 2)
		return NULL;
	t = &g->talk[(g->talk_first + i) % g->talk_max];
	if (t->players != MC_VISIBLE_ALL &&
	    (viewer < 0 || !(t->players >> viewer & 1)))
		return NULL;
	buf[0] = '\0';
	if (t->kind == TALK_EVENT) {
		for (s = 0; s < MC_NSEATS; s++)
			if (viewer >= 0 && t->at[s] == viewer)
				you = s;
		show_event_text(&t->ev, you, buf, size);
	} else
		talk_say(buf, size, g, t, viewer);
	len = strlen(buf);
	if (t->nseen > 0) {
		snprintf(buf + len, size - len, "%s",
		    t->ev.kind == MC_EV_LOOK ? " From the bottom up:" :
		    " Left in it:");
		for (s = 0; s < t->nseen; s++) {
			mc_card_format(t->seen[s], note, sizeof(note));
			len = strlen(buf);
			snprintf(buf + len, size - len, " %s", note);
		}
		len = strlen(buf);
		snprintf(buf + len, size - len, ".");
	}
	return buf;
}

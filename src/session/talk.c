/*
 * talk.c -- the table talk: a ring of lines kept as facts, and each line
 * told to one reader, his own doings in the second person, only if it is
 * his to read (R9.1).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "talk.h"
#include "../text/text.h"

void
talk_log_init(struct talk_log *t, int max)
{
	memset(t, 0, sizeof(*t));
	t->max = max;
}

void
talk_log_free(struct talk_log *t)
{
	free(t->line);
	t->line = NULL;
	t->n = t->cap = t->first = 0;
}

void
talk_log_add(struct talk_log *t, const struct talk *line)
{
	struct talk	*grown;
	int		 cap;

	if (t->n == t->cap && t->cap < t->max) {
		cap = t->cap ? 2 * t->cap : 256;
		if (cap > t->max)
			cap = t->max;
		if ((grown = realloc(t->line, (size_t)cap * sizeof(*grown))) ==
		    NULL)
			return;		/* the talk is not the game */
		t->line = grown;
		t->cap = cap;
	}
	if (t->n == t->max) {
		/* Full: the newest line takes the oldest one's place. */
		t->line[t->first] = *line;
		t->first = (t->first + 1) % t->max;
		if (t->hand > 0)
			t->hand--;
		if (t->events > 0)
			t->events--;
		return;
	}
	t->line[t->n++] = *line;
}

/* Line i, counted from the oldest kept. */
const struct talk *
talk_log_at(const struct talk_log *t, int i)
{
	if (i < 0 || i >= t->n)
		return NULL;
	return &t->line[(t->first + i) % t->max];
}

/*
 * After an undo, t holds the talk of the record read again, which has no
 * draw, no giro and no hand lines: the talk before this hand's events is
 * taken from old, the talk before the undo, then the hand's events
 * (hand_events: the hand has some) from the record read again, then
 * the hand's lines of chat, which no undo takes back.
 */
void
talk_log_mend(struct talk_log *t, const struct talk_log *old,
    bool hand_events)
{
	struct talk_log	 fresh = *t;
	int		 from, keep, i;

	from = hand_events ? fresh.events : fresh.n;
	talk_log_init(t, old->max);
	memcpy(t->said, old->said, sizeof(t->said));
	t->nsaid = old->nsaid;
	for (keep = old->hand; keep < old->n &&
	    talk_log_at(old, keep)->kind != TALK_EVENT; keep++)
		continue;
	for (i = 0; i < keep; i++) {
		if (i == old->hand)
			t->hand = t->n;
		talk_log_add(t, talk_log_at(old, i));
	}
	if (keep == old->hand)
		t->hand = t->n;
	t->events = t->n;
	for (i = from; i < fresh.n; i++)
		talk_log_add(t, talk_log_at(&fresh, i));
	/* what was said at the table is not taken back with the cards */
	for (i = keep; i < old->n; i++)
		if (talk_log_at(old, i)->kind == TALK_CHAT)
			talk_log_add(t, talk_log_at(old, i));
	talk_log_free(&fresh);
}

/*
 * A line of chat from player (-1: a watcher), to everyone's talk; its
 * text made safe for the terminal, as every text from outside.
 */
void
talk_log_say(struct talk_log *t, const struct match *m, int player,
    const char *text)
{
	struct talk	 line;

	talk_line_init(&line, TALK_CHAT, m);
	line.ev.seat = player >= 0 && player < MC_NSEATS ? (uint8_t)player :
	    255;
	line.ev.n = (int16_t)(t->nsaid % 30000);
	safe_text(text, t->said[t->nsaid % TALK_SAID], TALK_SAID_LEN);
	t->nsaid++;
	talk_log_add(t, &line);
}

/* A line said to all, with who sits where now. */
void
talk_line_init(struct talk *t, enum talk_kind kind, const struct match *m)
{
	int	 s;

	memset(t, 0, sizeof(*t));
	t->kind = kind;
	t->players = MC_VISIBLE_ALL;
	t->ev.card = MC_NOCARD;
	for (s = 0; s < MC_NSEATS; s++)
		t->at[s] = (uint8_t)match_player(m, s);
}

/* A player's name, or "you" to that player reading. */
static const char *
called(const struct match *m, int player, int viewer, bool capital)
{
	if (player == viewer)
		return capital ? "You" : "you";
	return m->players[player].name;
}

/* The same player's, as an owner. */
static const char *
whose(const struct match *m, int player, int viewer, char *buf, size_t size)
{
	if (player == viewer)
		return "your";
	snprintf(buf, size, "%s's", m->players[player].name);
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

/* Who sits where, after the line's words. */
static void
add_seats(char *buf, size_t size, const struct match *m, const struct talk *t,
    int viewer)
{
	int	 s;

	for (s = 0; s < MC_NSEATS; s++)
		add(buf, size, "%s %s at %s", s > 0 ? "," : "",
		    called(m, t->at[s], viewer, false), mc_seat_name(s));
	add(buf, size, ".");
}

/* A line of talk that is not an event, said to viewer. */
static void
talk_say(char *buf, size_t size, const struct match *m, const struct talk *t,
    int viewer, const char *said)
{
	const struct mc_event	*ev = &t->ev;
	char			 name[96], own[48];
	int			 first = ev->seat, s;
	bool			 me = first == viewer;

	switch (t->kind) {
	case TALK_DRAW:
		add(buf, size, "%s %s %s%s.", called(m, first, viewer, true),
		    me ? "draw" : "draws",
		    show_card(ev->card, name, sizeof(name)),
		    ev->n > 0 ? " (again)" : "");
		break;
	case TALK_FIRST:
		/* R4.1: the draw seats the players, wherever they sat down */
		add(buf, size, "%s %s first; %s %s %s partner. Seats:",
		    called(m, first, viewer, true), me ? "deal" : "deals",
		    called(m, ev->n, viewer, false),
		    ev->n == viewer ? "are" : "is",
		    whose(m, first, viewer, own, sizeof(own)));
		add_seats(buf, size, m, t, viewer);
		break;
	case TALK_GIRO:
		s = ev->counts[0];
		add(buf, size, "Giro %d: %s %s now %s partner and %s to sit "
		    "opposite %s. Seats:", ev->n, called(m, s, viewer, false),
		    s == viewer ? "are" : "is",
		    whose(m, first, viewer, own, sizeof(own)),
		    s == viewer ? "move" : "moves",
		    called(m, first, viewer, false));
		add_seats(buf, size, m, t, viewer);
		break;
	case TALK_HAND:
		add(buf, size, "Hand %d of %d: %s %s.", ev->n, ev->counts[0],
		    called(m, t->at[ev->seat], viewer, false),
		    t->at[ev->seat] == viewer ? "deal" : "deals");
		break;
	case TALK_CHAT:
		add(buf, size, "%s: %s", ev->seat < MC_NSEATS ?
		    called(m, ev->seat, viewer, true) : "A watcher",
		    said != NULL ? said : "");
		break;
	default:
		break;
	}
}

/*
 * Line t as player viewer reads it, that player's own doings in the
 * second person (said: a chat line's words); NULL when it is not the
 * viewer's to read (R9.1).
 * Viewer -1, nobody at the table, reads only what is said to all.
 */
const char *
talk_text(const struct talk *t, const struct match *m, int viewer,
    const char *said, char *buf, size_t size)
{
	char	 note[8];
	size_t	 len;
	int	 s, you = -1;

	if (t == NULL || size < 2)
		return NULL;
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
		talk_say(buf, size, m, t, viewer, said);
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

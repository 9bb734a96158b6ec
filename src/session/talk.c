/*
 * talk.c -- the table talk: a ring of lines kept as facts, and each line
 * told to one reader, his own doings in the second person, only if it is
 * his to read (R9.1); src/text words it (show_talk).
 */
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

/* A line the table says to players (a bit each), or to all. */
void
talk_log_table(struct talk_log *t, const struct match *m, unsigned players,
    const char *text)
{
	struct talk	 line;

	talk_line_init(&line, TALK_TABLE, m);
	line.players = (uint8_t)players;
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

/*
 * Line t as player viewer reads it, that player's own doings in the
 * second person (said: a chat line's words); NULL when it is not the
 * viewer's to read (R9.1).
 * Viewer -1, nobody at the table, reads only what is said to all.
 * The words are src/text's (show_talk), told the players' names.
 */
const char *
talk_text(const struct talk *t, const struct match *m, int viewer,
    const char *said, char *buf, size_t size)
{
	const char	*names[MC_NSEATS];
	int		 p;

	if (t == NULL || size < 2)
		return NULL;
	if (t->players != MC_VISIBLE_ALL &&
	    (viewer < 0 || !(t->players >> viewer & 1)))
		return NULL;
	for (p = 0; p < MC_NSEATS; p++)
		names[p] = m->players[p].name;
	return show_talk(t, names, viewer, said, buf, size);
}

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
#include "../lang/lang.h"

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

/* A player's name. */
static const char *
called(const struct match *m, int player)
{
	return m->players[player].name;
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

/* Who sits where, a list for the end of a line: "Anna at South, ...". */
static const char *
seats(char *buf, size_t size, const struct match *m, const struct talk *t,
    int viewer)
{
	int	 s;

	buf[0] = '\0';
	for (s = 0; s < MC_NSEATS; s++) {
		if (s > 0)
			add(buf, size, ", ");
		if (t->at[s] == viewer)
			/* TRANSLATORS: in the list of who sits where. */
			add(buf, size, _("you at %s"), show_seat(s));
		else
			add(buf, size, _("%s at %s"), called(m, t->at[s]),
			    show_seat(s));
	}
	return buf;
}

/* R4.1: the cards drawn for partnerships. */
static void
say_draw(char *buf, size_t size, const struct match *m, const struct talk *t,
    int viewer)
{
	const struct mc_event	*ev = &t->ev;
	char			 card[128];

	show_card_as(ev->card, SHOW_THE, card, sizeof(card));
	if (ev->seat == viewer && ev->n > 0)
		add(buf, size, _("You draw %s (again)."), card);
	else if (ev->seat == viewer)
		add(buf, size, _("You draw %s."), card);
	else if (ev->n > 0)
		add(buf, size, _("%s draws %s (again)."), called(m, ev->seat),
		    card);
	else
		add(buf, size, _("%s draws %s."), called(m, ev->seat), card);
}

/* R4.1: the draw seats the players, wherever they sat down. */
static void
say_first(char *buf, size_t size, const struct match *m, const struct talk *t,
    int viewer)
{
	const struct mc_event	*ev = &t->ev;
	char			 where[512];
	int			 first = ev->seat, partner = ev->n;

	seats(where, sizeof(where), m, t, viewer);
	if (first == viewer)
		add(buf, size, _("You deal first; %s is your partner. Seats: "
		    "%s."), called(m, partner), where);
	else if (partner == viewer)
		add(buf, size, _("%s deals first; you are %s's partner. Seats: "
		    "%s."), called(m, first), called(m, first), where);
	else
		add(buf, size, _("%s deals first; %s is %s's partner. Seats: "
		    "%s."), called(m, first), called(m, partner),
		    called(m, first), where);
}

/* R4.3: a new giro, and the partner who moves to sit opposite. */
static void
say_giro(char *buf, size_t size, const struct match *m, const struct talk *t,
    int viewer)
{
	const struct mc_event	*ev = &t->ev;
	char			 where[512];
	int			 first = ev->seat, s = ev->counts[0];

	seats(where, sizeof(where), m, t, viewer);
	if (s == viewer)
		add(buf, size, _("Giro %d: you are now %s's partner and move to "
		    "sit opposite %s. Seats: %s."), ev->n, called(m, first),
		    called(m, first), where);
	else if (first == viewer)
		add(buf, size, _("Giro %d: %s is now your partner and moves to "
		    "sit opposite you. Seats: %s."), ev->n, called(m, s), where);
	else
		add(buf, size, _("Giro %d: %s is now %s's partner and moves to "
		    "sit opposite %s. Seats: %s."), ev->n, called(m, s),
		    called(m, first), called(m, first), where);
}

/* A line of talk that is not an event, said to viewer. */
static void
talk_say(char *buf, size_t size, const struct match *m, const struct talk *t,
    int viewer, const char *said)
{
	const struct mc_event	*ev = &t->ev;

	if (said == NULL)
		said = "";
	switch (t->kind) {
	case TALK_DRAW:
		say_draw(buf, size, m, t, viewer);
		break;
	case TALK_FIRST:
		say_first(buf, size, m, t, viewer);
		break;
	case TALK_GIRO:
		say_giro(buf, size, m, t, viewer);
		break;
	case TALK_HAND:
		if (t->at[ev->seat] == viewer)
			add(buf, size, _("Hand %d of %d: you deal."), ev->n,
			    ev->counts[0]);
		else
			add(buf, size, _("Hand %d of %d: %s deals."), ev->n,
			    ev->counts[0], called(m, t->at[ev->seat]));
		break;
	case TALK_CHAT:
		/* TRANSLATORS: a chat line: who said it, and what. */
		if (ev->seat >= MC_NSEATS)
			add(buf, size, _("A watcher: %s"), said);
		else if (ev->seat == viewer)
			add(buf, size, _("You: %s"), said);
		else
			add(buf, size, "%s: %s", called(m, ev->seat), said);
		break;
	case TALK_TABLE:
		add(buf, size, "%s", said);
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
	char	 cards[400];
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
	show_cards_text(t->seen, t->nseen, cards, sizeof(cards));
	/* TRANSLATORS: after a look at cards (R5.3, R5.7), the cards
	 * seen; each starts with a space. */
	if (t->nseen > 0 && t->ev.kind == MC_EV_LOOK)
		snprintf(buf + len, size - len, _(" From the bottom up: %s."),
		    cards);
	else if (t->nseen > 0)
		snprintf(buf + len, size - len, _(" Left in it: %s."), cards);
	return buf;
}

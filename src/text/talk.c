/*
 * talk.c -- a line of the table talk in words: the facts the session
 * keeps (struct talk) told to one reader, his own doings in the second
 * person, the others by the names they are given.  It words a line; it
 * does not decide who may read it (R9.1), which is the session's.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "../lang/lang.h"

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
seats(char *buf, size_t size, const struct talk *t,
    const char *const names[MC_NSEATS], int viewer)
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
			add(buf, size, _("%s at %s"), names[t->at[s]],
			    show_seat(s));
	}
	return buf;
}

/* R4.1: the cards drawn for partnerships. */
static void
say_draw(char *buf, size_t size, const struct talk *t,
    const char *const names[MC_NSEATS], int viewer)
{
	const struct mc_event	*ev = &t->ev;
	char			 card[128];

	show_card_as(ev->card, SHOW_THE, card, sizeof(card));
	if (ev->seat == viewer && ev->n > 0)
		add(buf, size, _("You draw %s (again)."), card);
	else if (ev->seat == viewer)
		add(buf, size, _("You draw %s."), card);
	else if (ev->n > 0)
		add(buf, size, _("%s draws %s (again)."), names[ev->seat],
		    card);
	else
		add(buf, size, _("%s draws %s."), names[ev->seat], card);
}

/* R4.1: the draw seats the players, wherever they sat down. */
static void
say_first(char *buf, size_t size, const struct talk *t,
    const char *const names[MC_NSEATS], int viewer)
{
	const struct mc_event	*ev = &t->ev;
	char			 where[512];
	int			 first = ev->seat, partner = ev->n;

	seats(where, sizeof(where), t, names, viewer);
	if (first == viewer)
		add(buf, size, _("You deal first; %s is your partner. Seats: "
		    "%s."), names[partner], where);
	else if (partner == viewer)
		add(buf, size, _("%s deals first; you are %s's partner. Seats: "
		    "%s."), names[first], names[first], where);
	else
		add(buf, size, _("%s deals first; %s is %s's partner. Seats: "
		    "%s."), names[first], names[partner], names[first],
		    where);
}

/* R4.3: a new giro, and the partner who moves to sit opposite. */
static void
say_giro(char *buf, size_t size, const struct talk *t,
    const char *const names[MC_NSEATS], int viewer)
{
	const struct mc_event	*ev = &t->ev;
	char			 where[512];
	int			 first = ev->seat, s = ev->counts[0];

	seats(where, sizeof(where), t, names, viewer);
	if (s == viewer)
		add(buf, size, _("Giro %d: you are now %s's partner and move to "
		    "sit opposite %s. Seats: %s."), ev->n, names[first],
		    names[first], where);
	else if (first == viewer)
		add(buf, size, _("Giro %d: %s is now your partner and moves to "
		    "sit opposite you. Seats: %s."), ev->n, names[s], where);
	else
		add(buf, size, _("Giro %d: %s is now %s's partner and moves to "
		    "sit opposite %s. Seats: %s."), ev->n, names[s],
		    names[first], names[first], where);
}

/* A line of talk that is not an event, said to viewer. */
static void
say(char *buf, size_t size, const struct talk *t,
    const char *const names[MC_NSEATS], int viewer, const char *said)
{
	const struct mc_event	*ev = &t->ev;

	if (said == NULL)
		said = "";
	switch (t->kind) {
	case TALK_DRAW:
		say_draw(buf, size, t, names, viewer);
		break;
	case TALK_FIRST:
		say_first(buf, size, t, names, viewer);
		break;
	case TALK_GIRO:
		say_giro(buf, size, t, names, viewer);
		break;
	case TALK_HAND:
		if (t->at[ev->seat] == viewer)
			add(buf, size, _("Hand %d of %d: you deal."), ev->n,
			    ev->counts[0]);
		else
			add(buf, size, _("Hand %d of %d: %s deals."), ev->n,
			    ev->counts[0], names[t->at[ev->seat]]);
		break;
	case TALK_CHAT:
		/* TRANSLATORS: a chat line: who said it, and what. */
		if (ev->seat >= MC_NSEATS)
			add(buf, size, _("A watcher: %s"), said);
		else if (ev->seat == viewer)
			add(buf, size, _("You: %s"), said);
		else
			add(buf, size, "%s: %s", names[ev->seat], said);
		break;
	case TALK_TABLE:
		add(buf, size, "%s", said);
		break;
	default:
		break;
	}
}

/*
 * Line t as player viewer reads it (-1: nobody at the table), that
 * player's own doings in the second person; names are the players',
 * by player; said is a chat or table line's words.  NULL if buf is too
 * small for a line.
 */
const char *
show_talk(const struct talk *t, const char *const names[MC_NSEATS],
    int viewer, const char *said, char *buf, size_t size)
{
	char	 cards[400];
	size_t	 len;
	int	 s, you = -1;

	if (t == NULL || size < 2)
		return NULL;
	buf[0] = '\0';
	if (t->kind == TALK_EVENT) {
		for (s = 0; s < MC_NSEATS; s++)
			if (viewer >= 0 && t->at[s] == viewer)
				you = s;
		show_event_text(&t->ev, you, buf, size);
	} else
		say(buf, size, t, names, viewer, said);
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

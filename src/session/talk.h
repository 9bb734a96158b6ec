/*
 * talk.h -- the table talk: the lines each player may read of what
 * happened at the table, kept as facts, not text, so that each reader
 * is told his own doings in the second person (R9.1).
 */
#ifndef TALK_H
#define TALK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "minchiate.h"
#include "../match/match.h"

/*
 * A line of table talk, kept as what was said rather than as text, so
 * that it is told to each reader with the reader's own doings in the
 * second person.  A line that is an event keeps it as show_group tells
 * it; the other lines keep their facts in the same fields:
 *	TALK_DRAW	player ev.seat draws ev.card, in round ev.n (R4.1)
 *	TALK_FIRST	player ev.seat deals first, partnered by player ev.n
 *	TALK_GIRO	giro ev.n begins: player ev.counts[0] partners player
 *			ev.seat and moves opposite (R4.3); at is the seating
 *	TALK_HAND	hand ev.n of ev.counts[0]: seat ev.seat deals
 *	TALK_CHAT	player ev.seat (255: a watcher) says line ev.n of
 *			the log's said lines
 *	TALK_TABLE	the table itself says line ev.n of the said lines
 *			(who comes and goes, what a stand-in chose)
 */
enum talk_kind {
	TALK_EVENT,
	TALK_DRAW,
	TALK_FIRST,
	TALK_GIRO,
	TALK_HAND,
	TALK_CHAT,
	TALK_TABLE
};

struct talk {
	struct mc_event	 ev;
	uint8_t		 kind;		/* enum talk_kind */
	uint8_t		 players;	/* bit per player who may read it */
	uint8_t		 at[MC_NSEATS];	/* the player at each seat then */
	uint8_t		 nseen;
	mc_card		 seen[MC_ROB_MAX + 1];	/* a private look (R9.1) */
};

#define TALK_MAX	4096

#define TALK_SAID	64	/* chat lines kept, the newest */
#define TALK_SAID_LEN	160

/* The talk of a match: a ring that drops its oldest lines when full. */
struct talk_log {
	struct talk	*line;
	int		 n, cap;
	int		 first;		/* where the oldest line is */
	int		 max;		/* TALK_MAX, smaller in tests */
	int		 hand;		/* the first line of this hand */
	int		 events;	/* where this hand's events begin */
	char		 said[TALK_SAID][TALK_SAID_LEN];	/* chat, by
						   line number modulo */
	int		 nsaid;		/* chat lines said, in all */
};

void		 talk_log_init(struct talk_log *, int max);
void		 talk_log_free(struct talk_log *);
void		 talk_log_add(struct talk_log *, const struct talk *);
const struct talk *talk_log_at(const struct talk_log *, int i);
void		 talk_log_mend(struct talk_log *, const struct talk_log *old,
		    bool hand_events);
void		 talk_line_init(struct talk *, enum talk_kind,
		    const struct match *);
void		 talk_log_say(struct talk_log *, const struct match *,
		    int player, const char *text);
void		 talk_log_table(struct talk_log *, const struct match *,
		    unsigned players, const char *text);
const char	*talk_text(const struct talk *, const struct match *,
		    int viewer, const char *said, char *buf, size_t size);

#endif /* TALK_H */

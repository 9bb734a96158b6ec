/*
 * talk.h -- the table talk: the lines each player may read of what
 * happened at the table, kept as facts, not text, so that each reader
 * is told his own doings in the second person (R9.1).  A line (struct
 * talk, enum talk_kind) is src/text's, which words it (text.h); the
 * session keeps the lines.
 */
#ifndef TALK_H
#define TALK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "minchiate.h"
#include "../match/match.h"
#include "../text/text.h"

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

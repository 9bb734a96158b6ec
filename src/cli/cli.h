/*
 * cli.h -- the text front end of minchiate: the text hand, --replay and
 * --selfplay; the sentences themselves are the text module's (text.h).
 */
#ifndef CLI_H
#define CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "minchiate.h"
#include "../text/text.h"

/* replay.c, selfplay.c */
int		 cli_replay(const char *file);
void		 cli_tell_event(void *, const struct mc_hand *,
		    const struct mc_event *);
struct selfplay {
	long		 hands;
	uint64_t	 seed;
	unsigned	 variants;
	const char	*record;	/* or NULL */
	int		 ns, ew;	/* enum bot_level of each side */
	int		 seat[MC_NSEATS];	/* a seat's own level, or -1 */
	bool		 duplicate;
};
int		 cli_selfplay(const struct selfplay *);


#endif /* CLI_H */

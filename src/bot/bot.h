/*
 * bot.h -- the computer players.  A bot decides from a seat's view
 * (mc_view_build, R9.1) and its own seeded generator, never from the
 * hand itself; it uses the public engine API only.
 */
#ifndef BOT_H
#define BOT_H

#include <stdbool.h>

#include "minchiate.h"

enum bot_level {
	BOT_RANDOM,	/* every choice uniform among the legal ones */
	BOT_EASY,	/* rules of thumb from the players' advice */
	BOT_NORMAL,	/* easy, plus sampling search of each card */
	BOT_HARD,	/* more samples, and easy players in the playouts */
	BOT_NLEVELS
};

struct bot {
	enum bot_level	 level;
	struct mc_rng	 rng;
	/*
	 * The search's budget is counted in deals, so that a seed replays
	 * every decision; cap_ms, if not 0, also stops it after that long,
	 * for a player at the table (a capped search may not replay).
	 */
	double		 cap_ms;
};

/* bot.c */
void		 bot_init(struct bot *, enum bot_level, uint64_t seed);
const char	*bot_level_name(enum bot_level);
int		 bot_level_parse(const char *);	/* -1 if unknown */
int		 bot_cut(struct bot *, const struct mc_view *);
int		 bot_discard(struct bot *, const struct mc_view *, mc_card *);
unsigned	 bot_declare(struct bot *, const struct mc_view *);
bool		 bot_fall(struct bot *, const struct mc_view *);
mc_card		 bot_play(struct bot *, const struct mc_view *);
void		 bot_decide(struct bot *, const struct mc_view *,
		    struct mc_decision *);

/* random.c */
int		 random_discard(struct bot *, const struct mc_view *, mc_card *);
unsigned	 random_declare(struct bot *, const struct mc_view *);
mc_card		 random_play(struct bot *, const struct mc_view *);

/* easy.c */
int		 easy_discard(const struct mc_view *, mc_card *);
mc_card		 easy_play(const struct mc_hand *, int seat);

/* fumata.c */
mc_card		 fumata_top_aria(const struct mc_hand *);
bool		 fumata_given(const struct mc_hand *, int seat);
mc_card		 fumata_lead(const struct mc_hand *, const mc_card *, int);
void		 fumata_read(const struct mc_view *, struct mc_hand *,
		    struct mc_rng *);

/* search.c */
mc_card		 search_play(struct bot *, const struct mc_view *,
		    int samples, bool easy_playouts);

#endif /* BOT_H */

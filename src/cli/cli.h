/*
 * cli.h -- the text front end of minchiate: the text hand, --replay and
 * --selfplay; the sentences themselves are the text module's (text.h).
 */
#ifndef CLI_H
#define CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "minchiate.h"
#include "../bot/bot.h"
#include "../text/text.h"

struct match;
struct load;

/* replay.c, selfplay.c */
int		 cli_replay_lines(const char *file, FILE *,
		    char *const *first, int nfirst);
void		 cli_text_hand(uint64_t seed, int cut);
bool		 cli_read_records(const char *file, struct match *,
		    struct load *);
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

/* sicilian.c: the text modes of Tarocchi Siciliani */
int		 cli_ts_selfplay(const struct selfplay *);
int		 cli_ts_replay(const char *file, FILE *, char *const *first,
		    int nfirst);
void		 cli_ts_text_hand(uint64_t seed, int cut);
int		 cli_ts_variant(const char *word, size_t len);

/*
 * games.c: a game, as its row: the word of --game and of a record's
 * game line, its name, and its text modes.  --replay reads the game
 * from the record and runs its row's replay, which reads the record's
 * first lines (already read) then the rest of the file.
 */
struct cli_game {
	const char	*word;
	const char	*name;
	int		(*selfplay)(const struct selfplay *);
	int		(*replay)(const char *file, FILE *,
			    char *const *first, int nfirst);
	void		(*text_hand)(uint64_t seed, int cut);
	void		(*cards)(FILE *);
	int		(*variant)(const char *word, size_t len);	/* -1 */
	bool		 table;		/* the table plays it (src/tui) */
};
extern const struct cli_game cli_games[];
const struct cli_game *cli_game_find(const char *word);
const char	*cli_game_words(char *buf, size_t size);
int		 cli_replay(const char *file);

/* blunders.c: partner blunders counted per level (a word, or human). */
#define BLUNDER_LEVELS	8
struct blunder_level {
	char		 name[16];
	struct blunders	 b;
	long		 player_hands;
};
struct blunder_tally {
	struct blunder_level levels[BLUNDER_LEVELS];
	int		 n;
};
void		 blunder_tally_hand(struct blunder_tally *,
		    const struct match *, struct blunder_watch *);
void		 blunder_tally_print(const struct blunder_tally *);
int		 cli_blunders(const char *file);

/* hints.c */
int		 cli_hints(const char *file, unsigned seats, enum mc_lang);
bool		 cli_seat_listed(const struct match *, unsigned seats, int);
/* review.c */
int		 cli_review(const char *file, unsigned seats, enum mc_lang);

/* stats.c */
int		 cli_stats(void);


#endif /* CLI_H */

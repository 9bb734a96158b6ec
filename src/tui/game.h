/*
 * game.h -- a match at the table, without curses: the players, the
 * record of every decision so far, and the engine state that record
 * replays to.  Every decision is written as a record line and replayed,
 * so the saved game and the game on screen can never differ.
 */
#ifndef GAME_H
#define GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

#include "minchiate.h"
#include "../bot/bot.h"
#include "../record/record.h"

/* A player, by the seat where he sat down (R4.1). */
struct player {
	char		 name[32];
	bool		 human;
	enum bot_level	 level;
};

struct game_setup {
	struct player	 players[MC_NSEATS];
	enum mc_length	 length;
	unsigned	 variants;
	uint64_t	 seed;
};

/* A line of table talk, with the players who may read it (R9.1). */
struct talk {
	char		 text[200];
	uint8_t		 players;	/* bit per player */
};

#define TALK_MAX	4096

struct game {
	struct replay	 r;		/* the match and the hand in play */
	struct player	 players[MC_NSEATS];
	struct mc_draw	 draw;		/* the partnership draw, if new */
	bool		 drawn;
	uint64_t	 next_seed;	/* of the next hand */

	char		*text;		/* the record so far */
	size_t		 len, cap;

	struct talk	*talk;		/* up to TALK_MAX lines, oldest first */
	int		 ntalk, talk_cap;
	int		 hand_talk;	/* first line of this hand */
};

/* game.c */
bool		 game_new(struct game *, const struct game_setup *);
bool		 game_load(struct game *, const char *file, const char *text,
		    char *err, size_t errsize);
void		 game_free(struct game *);
bool		 game_deal(struct game *);
const struct mc_hand *game_hand(const struct game *);
int		 game_actor(const struct game *);
int		 game_player(const struct game *, int seat);
bool		 game_human_at(const struct game *, int seat);
int		 game_humans(const struct game *);
void		 game_bot_decision(const struct game *, struct decision *);
enum mc_err	 game_try(const struct game *, const struct decision *);
bool		 game_apply(struct game *, const struct decision *);
bool		 game_over(const struct game *);
uint64_t	 game_hand_seed(const struct game *);
bool		 game_export(const struct game *, int number, FILE *);
const char	*game_talk_line(const struct game *, int i, int viewer,
		    char *buf, size_t size);

/* save.c */
const char	*save_path(char *buf, size_t size);
bool		 save_write(const char *path, const char *text, size_t len,
		    char *err, size_t errsize);
char		*save_read(const char *path, char *err, size_t errsize);
void		 save_remove(const char *path);

#endif /* GAME_H */

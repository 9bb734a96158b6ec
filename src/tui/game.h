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
 */
enum talk_kind {
	TALK_EVENT,
	TALK_DRAW,
	TALK_FIRST,
	TALK_GIRO,
	TALK_HAND
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

struct game {
	struct replay	 r;		/* the match and the hand in play */
	struct player	 players[MC_NSEATS];
	struct mc_draw	 draw;		/* the partnership draw, if new */
	bool		 drawn;
	uint64_t	 next_seed;	/* of the next hand */

	char		*text;		/* the record so far */
	size_t		 len, cap;

	struct talk	*talk;		/* a ring of up to TALK_MAX lines */
	int		 ntalk, talk_cap;
	int		 talk_first;	/* where the oldest line is */
	int		 talk_max;	/* TALK_MAX, smaller in tests */
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
int		 game_seat(const struct game *, int player);
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
#define SAVE_PATH_MAX	4096
bool		 save_where(char *buf, size_t size, char *err, size_t errsize);
bool		 save_locate(char *buf, size_t size, char *err, size_t errsize);
bool		 save_write(const char *path, const char *text, size_t len,
		    char *err, size_t errsize);
char		*save_read(const char *path, char *err, size_t errsize);
bool		 save_exists(const char *path);
bool		 save_archive_name(const char *path, char *buf, size_t size,
		    char *err, size_t errsize);
bool		 save_archive(const char *path, char *where, size_t size,
		    char *err, size_t errsize);
int		 save_lock(const char *path, int *holder, char *err,
		    size_t errsize);
void		 save_drop_backup(const char *path);

#endif /* GAME_H */

/*
 * game.h -- a match at the table, without curses: the match itself
 * (src/match: players, hands, rests, its record) and its talk, and the
 * saves it is kept in.
 */
#ifndef GAME_H
#define GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

#include "minchiate.h"
#include "../match/match.h"
#include "../stats/stats.h"

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

/*
 * A card a human played from his own hand this hand, with his seat's
 * view as it was: what the review after the hand weighs (review.c).
 */
struct review_point {
	struct mc_view	 view;
	mc_card		 card;
	int		 player;
	int		 decision;	/* decisions made in the hand before */
};

#define REVIEW_MAX	(MC_NSEATS * 24)

/*
 * Where a decision of this hand begins in the record's text, and the
 * player who made it: what an undo cuts the record back to.
 */
struct undo_step {
	size_t		 at;
	int		 player;
};

#define UNDO_MAX	512

struct game {
	struct match	 m;		/* the match, and its record */

	struct talk	*talk;		/* a ring of up to TALK_MAX lines */
	int		 ntalk, talk_cap;
	int		 talk_first;	/* where the oldest line is */
	int		 talk_max;	/* TALK_MAX, smaller in tests */
	int		 hand_talk;	/* first line of this hand */

	struct review_point review[REVIEW_MAX];
	int		 nreview;
	int		 review_hand;	/* the hand the points are of */
	int		 decisions;	/* made in that hand so far */

	struct undo_step steps[UNDO_MAX];	/* that hand's decisions */
	int		 nsteps;
	int		 first_talk;	/* read: where the hand's talk began */

	struct stats_hand ended;	/* the hand just finished */
	bool		 ended_new;	/* ... at the table, not read */
};

/*
 * A lesson (lesson.c): one hand's record with a note before each
 * decision it explains; its decisions become the match's script.
 */
#define LESSON_MAX	200
struct lesson {
	struct mc_decision d[LESSON_MAX];
	char		*note[LESSON_MAX + 1];	/* before decision i; at n,
						   the end of the hand */
	int		 n;
	int		 shown;		/* the note last shown, plus one */
	char		*start;		/* the record up to its first
					   decision: the hand to play */
};

bool		 lesson_load(struct lesson *, const char *file,
		    const char *text, char *err, size_t errsize);
void		 lesson_free(struct lesson *);
const char	*lesson_note(struct lesson *, int next);
bool		 lesson_decision_line(const char *);

/* game.c */
bool		 game_new(struct game *, const struct match_setup *);
bool		 game_read(struct game *, const char *file, const char *text,
		    char *err, size_t errsize);
bool		 game_load(struct game *, const char *file, const char *text,
		    char *err, size_t errsize);
void		 game_free(struct game *);
bool		 game_deal(struct game *);
int		 game_undo(struct game *, unsigned players, char *err,
		    size_t errsize);
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
int		 save_hold(const char *path);
bool		 save_make_dirs(char *path, char *err, size_t errsize);
const char	*save_home_dir(void);
bool		 save_set_aside(const char *path, char *aside, size_t size,
		    char *err, size_t errsize);
int		 save_clean_temps(const char *path);

/* What a save found at start turned out to be (save_recover). */
enum save_found {
	SAVE_RESUMABLE,		/* read into the game, to play on */
	SAVE_FINISHED,		/* a finished match, moved to matches/ */
	SAVE_BROKEN,		/* set aside, with no backup to read */
	SAVE_STUCK		/* it could not be kept: start nothing */
};
enum save_found	 save_recover(struct game *, const char *path, char *msg,
		    size_t msgsize);

#endif /* GAME_H */

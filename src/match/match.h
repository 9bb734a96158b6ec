/*
 * match.h -- a match as every front end plays it: the players and their
 * seats, the hands in turn, the rests, and the game record (minchiate(5))
 * being written.  A front end asks whose decision is due and tells the
 * match the decision; the match applies it once, writes its record line
 * from it, and pays the rests when a hand ends.  load.c reads a record
 * into a match through the same calls.
 */
#ifndef MATCH_H
#define MATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "minchiate.h"
#include "../bot/bot.h"
#include "../record/record.h"

/*
 * Help a human had in a hand, kept in the record as aid lines: a hint
 * asked for, a decision taken back.  Statistics count aids apart, and
 * never count a hand with an undo in it.
 */
enum match_aid {
	AID_HINT,
	AID_UNDO,
	MATCH_AIDS
};

struct match_setup {
	struct player	 players[MC_NSEATS];
	enum mc_length	 length;
	unsigned	 variants;
	uint64_t	 seed;
};

struct match {
	unsigned	 variants;
	enum mc_length	 length;
	struct player	 players[MC_NSEATS];	/* by the seat each drew at */
	uint8_t		 order[MC_NSEATS];	/* the draw, highest first */
	bool		 ordered;		/* the record names the draw */
	struct mc_draw	 draw;			/* a new match's draw */
	struct mc_match	 seating;		/* seats and rests (R4, R7.6) */

	int		 hands;			/* hands begun */
	int		 dealer;
	uint64_t	 seed;			/* of this hand's deck */
	bool		 seeded;
	mc_card		 deck[MC_NCARDS];
	bool		 decked;
	uint64_t	 next_seed;		/* of the next hand */
	struct mc_hand	 hand;			/* log NULL until dealt */
	uint8_t		 aids[MC_NSEATS][MATCH_AIDS];	/* this hand's */
	struct mc_log	 log;
	size_t		 shown;			/* events passed on */

	double		 think_ms;		/* a computer player's clock,
						   0 for the node budget alone */
	bool		 recording;		/* keep the record's text */
	bool		 broken;		/* out of memory for it */
	char		*text;
	size_t		 len, cap;

	/* Told of each new event, of each decision made (with the hand
	 * before and after it), and at the end of each hand. */
	void		(*on_event)(void *, const struct mc_hand *,
			    const struct mc_event *);
	void		(*on_decision)(void *, const struct mc_hand *before,
			    const struct mc_decision *,
			    const struct mc_hand *after);
	void		(*on_hand_end)(void *, const struct match *);
	void		*arg;

	/* A lesson's decisions (NULL for none), made in turn: what
	 * match_bot_decision gives, what a human is asked to match. */
	const struct mc_decision *script;
	int		 nscript, script_next;
};

/*
 * match.c.  Setting up: match_new draws for partners from a seed and
 * writes the header; a front end with its own draw fills in the match
 * (players, length, variants, order) and calls match_begin.  Then
 * match_deal (decks from the seed chain) or match_deal_deck (a deck of
 * its own) starts each hand.
 */
void		 match_init(struct match *);
void		 match_free(struct match *);
bool		 match_new(struct match *, const struct match_setup *);
bool		 match_rename(struct match *, int player, const char *name);
void		 match_name_seat(struct player *, int seat);
bool		 match_name_is_seat(const char *name, int seat, bool human);
void		 match_order_dealer(struct match *, int dealer);
bool		 match_begin(struct match *);
bool		 match_deal(struct match *);
bool		 match_deal_deck(struct match *, const uint64_t *seed,
		    const mc_card deck[MC_NCARDS]);
/* The reader's steps of a deal: a hand begun, then dealt from its deck. */
void		 match_open_hand(struct match *, int dealer);
enum mc_err	 match_start(struct match *);

/* Who is where, and whose decision is due (-1 once the hand is over). */
const struct mc_hand *match_hand(const struct match *);
int		 match_actor(const struct match *);
int		 match_player(const struct match *, int seat);
int		 match_seat(const struct match *, int player);
bool		 match_human_at(const struct match *, int seat);
int		 match_humans(const struct match *);
bool		 match_over(const struct match *);
enum bot_level	 match_level(const struct player *);
void		 match_set_level(struct player *, enum bot_level);

/*
 * Deciding: a computer player's decision for the seat due; a decision
 * made and recorded (match_decide), or made only (match_apply, for a
 * record being read).  Either returns the engine's refusal, if any.
 */
bool		 match_scripted(const struct match *, const struct mc_decision *);
uint64_t	 match_bot_seed(const struct match *, int seat);
void		 match_bot_decision(const struct match *, struct mc_decision *);
enum mc_err	 match_decide(struct match *, const struct mc_decision *);
enum mc_err	 match_apply(struct match *, const struct mc_decision *);

/* An aid given to the player at seat, recorded and counted. */
bool		 match_aid(struct match *, int seat, enum match_aid);

/* The record: one hand of it as a record of its own; text kept as is. */
bool		 match_export(const struct match *, int number, FILE *);
bool		 match_keep(struct match *, const char *, size_t);

/* load.c: a record read line by line into a match, checked as it goes. */
struct load {
	struct match	*m;
	const char	*file;
	int		 line;
	int		 records;	/* records finished before this one */
	int		 all_hands;	/* hands begun in the whole file */
	size_t		 bytes;		/* read of this record so far */
	bool		 header;	/* the magic line was read */
	char		 error[384];	/* "FILE:LINE: problem (Rn.n)", as
					   safe_text() prints it */
};

void		 load_init(struct load *, struct match *, const char *file);

/* words.c: what the readers of every game's records share. */
#define LOAD_WORDS_MAX	(MC_NCARDS + 8)
struct load_words {
	char		*t[LOAD_WORDS_MAX];
	int		 n;
};
bool		 load_fail(struct load *, const char *fmt, ...)
		    __attribute__((format(printf, 2, 3)));
bool		 load_split(struct load *, char *line, struct load_words *);
bool		 load_seat(struct load *, const char *word, int *seat);
bool		 load_number(struct load *, const char *word, long lo, long hi,
		    long *n);
bool		 load_seat_line(struct load *, const struct load_words *,
		    struct player players[MC_NSEATS]);
bool		 load_lines(struct load *, FILE *,
		    bool (*)(struct load *, void *, const char *), void *);
bool		 load_deal(struct load *);
bool		 load_line(struct load *, const char *line);
bool		 load_finish(struct load *);
bool		 load_file(struct load *, FILE *);
bool		 load_decision(struct match *, const char *line,
		    struct mc_decision *, char *err, size_t errsize);

#endif /* MATCH_H */

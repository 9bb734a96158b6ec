/*
 * record.h -- game records, minchiate(5): a line-oriented text of every
 * decision of a match, which replays it exactly.  Reading and writing
 * records and driving the engine with their decisions; the front ends
 * (text and table) share it.
 */
#ifndef RECORD_H
#define RECORD_H

#include <stdbool.h>
#include <stdio.h>

#include "minchiate.h"

#define RECORD_MAGIC	"minchiate-record 1"
#define RECORD_MAX	(1 << 20)	/* bytes: larger than any real match */
#define RECORD_NAME_MAX	31		/* bytes of a player's name */

/* One decision at the table, whoever made it. */
enum decision_kind {
	DECISION_CUT,		/* cut N (R5.2) */
	DECISION_DISCARD,	/* discard SEAT CARDS... (R5.9) */
	DECISION_DECLARE,	/* declare SEAT V-V-V ... (R6.3) */
	DECISION_FALL,		/* fall SEAT yes|no (R10.1) */
	DECISION_PLAY		/* play SEAT CARD (R6) */
};

struct decision {
	enum decision_kind kind;
	int		 seat;
	int		 n;		/* the cut, or how many cards */
	mc_card		 cards[MC_NCARDS];	/* discards, or the card played */
	unsigned	 which;		/* declare: bit per versicola */
	bool		 yes;		/* fall */
};

/* A seat at the table: its player's name and kind. */
struct record_seat {
	char		 name[64];
	bool		 human;
	char		 level[16];	/* for a bot: its level */
};

/* record.c */
enum mc_err	 decision_apply(struct mc_hand *, const struct decision *);
void		 decision_write(FILE *, const struct mc_hand *before,
		    const struct decision *);
const char	*variants_text(unsigned variants, char *buf, size_t size);
int		 record_variant_parse(const char *word, size_t len);
const char	*record_length_name(enum mc_length);
int		 record_length_parse(const char *word);
int		 record_seat_parse(const char *word);
bool		 record_u64(const char *, uint64_t *);
void		 record_header(FILE *, unsigned variants,
		    const struct record_seat seats[MC_NSEATS], enum mc_length,
		    const uint8_t order[MC_NSEATS]);
void		 record_hand(FILE *, int number, int dealer, uint64_t seed,
		    const mc_card deck[MC_NCARDS]);
void		 record_trick(FILE *, const struct mc_hand *);
void		 record_end(FILE *, const struct mc_hand *);
uint64_t	 record_hash(const struct mc_hand *);
void		 record_deck(uint64_t seed, mc_card deck[MC_NCARDS]);

/* text.c */
const char	*safe_text(const char *, char *out, size_t size);
const char	*name_problem(const char *);

/* replay.c: a record read line by line, checked as it goes. */
struct replay {
	const char	*file;
	int		 line;
	int		 records;	/* records finished before this one */
	int		 all_hands;	/* hands started in the whole file */
	size_t		 bytes;		/* read of this record so far */
	char		 error[256];	/* "FILE:LINE: problem (Rn.n)", as
					   safe_text() prints it */

	bool		 header;	/* the magic line was read */
	unsigned	 variants;
	struct record_seat seats[MC_NSEATS];
	enum mc_length	 length;
	uint8_t		 order[MC_NSEATS];
	bool		 ordered;
	struct mc_match	 match;

	int		 hands;		/* hands started */
	bool		 in_hand;
	int		 dealer;
	uint64_t	 seed;
	bool		 seeded;
	mc_card		 deck[MC_NCARDS];
	bool		 decked;
	struct mc_hand	 hand;
	struct mc_log	 log;
	size_t		 shown;		/* events already passed on */

	/* Called for each new event and at the end of each hand. */
	void		(*on_event)(void *, const struct mc_hand *,
			    const struct mc_event *);
	void		(*on_hand_end)(void *, const struct mc_hand *);
	void		*arg;
};

void		 replay_init(struct replay *, const char *file);
bool		 replay_line(struct replay *, const char *line);
bool		 replay_deal(struct replay *);
bool		 replay_finish(struct replay *);
bool		 replay_file(struct replay *, FILE *);

#endif /* RECORD_H */

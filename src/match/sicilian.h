/*
 * sicilian.h -- a match of Tarocchi Siciliani as the text front end plays
 * it: the players at their seats, the hands dealt from a chain of seeds
 * with the first dealer drawn (S3.1), each decision made once and
 * written to the game record (minchiate(5), "game sicilia"), the score
 * of each hand and the fiches (S3.5).  sicilian_load.c reads a record
 * back through the same calls.
 */
#ifndef MATCH_SICILIAN_H
#define MATCH_SICILIAN_H

#include <stdbool.h>
#include <stdio.h>

#include "sicilia.h"
#include "match.h"

#define SICILIAN_WORD	"sicilia"
#define SICILIAN_HAND_MAX 65536	/* bytes: a hand's lines are some 1 500 */

struct sicilian_setup {
	struct player	 players[MC_NSEATS];
	int		 length;		/* hands: 1 or 4, 8, 12 ... */
	unsigned	 variants;		/* enum ts_variant */
	uint64_t	 seed;
};

struct sicilian {
	unsigned	 variants;
	int		 length;
	struct player	 players[MC_NSEATS];	/* by seat: nobody moves */
	struct ts_match	 match;
	bool		 begun;			/* the dealer is known */
	int		 hands;			/* begun */
	struct mc_rng	 chain;			/* the hands' seeds */
	uint64_t	 seed;			/* of this hand's deck */
	bool		 seeded;
	ts_card		 deck[TS_NCARDS];
	bool		 decked;
	int		 decisions;		/* of this hand */
	struct ts_hand	 hand;			/* log NULL until dealt */
	struct ts_log	 log;
	size_t		 shown;			/* events passed on */
	struct ts_score	 score;			/* of the last hand over */
	FILE		*record;		/* written as it goes, or NULL */
	void		(*on_event)(void *, const struct ts_hand *,
			    const struct ts_event *);
	void		(*on_hand_end)(void *, const struct sicilian *);
	void		*arg;
};

/* S3: the words of variants and a match's length in a record. */
int		 sicilian_variant_parse(const char *word);	/* -1 */
const char	*sicilian_variant_word(unsigned variants);
const char	*sicilian_bid_word(enum ts_bid);
int		 sicilian_bid_parse(const char *);		/* -1 */

void		 sicilian_init(struct sicilian *);
/* S3.1: a new match; the first dealer drawn from the seed. */
bool		 sicilian_new(struct sicilian *, const struct sicilian_setup *);
/* The next hand: its seed from the chain, its deck from the seed. */
void		 sicilian_deal(struct sicilian *);
/* A hand from a deck of the record's (seed: NULL if none is given). */
enum ts_err	 sicilian_deal_deck(struct sicilian *, int dealer,
		    const uint64_t *seed, const ts_card deck[TS_NCARDS]);
bool		 sicilian_over(const struct sicilian *);
/* A computer player's decision for the seat due, from its view alone. */
void		 sicilian_bot_decision(const struct sicilian *,
		    struct ts_decision *);
/* The decision made, written to the record; the hand scored at its end. */
enum ts_err	 sicilian_decide(struct sicilian *, const struct ts_decision *);
/*
 * The line after each hand that programs read (minchiate(6)):
 * "result hand N contract C declarer S partner P points A B jochi X Y
 * pay S:n E:n N:n W:n"; from "contract" on, the record's expect line.
 */
const char	*sicilian_result(const struct sicilian *, bool with_hand,
		    char *buf, size_t size);
/* A decision as its record line, without the newline. */
const char	*sicilian_decision_line(const struct ts_decision *, char *buf,
		    size_t size);

/* sicilian_load.c: a record of the game read into s, checked as it goes. */
bool		 sicilian_load_line(struct load *, struct sicilian *,
		    const char *line);
bool		 sicilian_load_file(struct load *, struct sicilian *, FILE *);

#endif /* MATCH_SICILIAN_H */

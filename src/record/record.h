/*
 * record.h -- game records, minchiate(5): a line-oriented text of every
 * decision of a match, which replays it exactly.  The words of the
 * format and the writers of its lines; the match (src/match) writes
 * records through them and reads them back.
 */
#ifndef RECORD_H
#define RECORD_H

#include <stdbool.h>
#include <stdio.h>

#include "minchiate.h"

#define RECORD_MAGIC_WORD "minchiate-record"
#define RECORD_MAGIC	RECORD_MAGIC_WORD " 1"
#define RECORD_MAX	(1 << 20)	/* bytes: larger than any real match */
#define RECORD_NAME_MAX	31		/* bytes of a player's name */

/* A seat line: the player who first sits there (R4.1). */
struct player {
	char		 name[RECORD_NAME_MAX + 1];
	bool		 human;
	/* nobody gave a name: name is the seat's, in the reader's
	 * language, and the record's seat line has none */
	bool		 unnamed;
	char		 level[16];	/* a bot's level, as a word */
};

/*
 * R10: the variants, one row each, in the order of their bits: the
 * word of records, settings and --variants, and the name and the help
 * line the setup screen shows (N_(): translate them with _() where
 * they are shown).  Every list of the variants is read from here.
 */
struct record_variant {
	unsigned	 bit;		/* enum mc_variant */
	const char	*word;		/* "demonio" */
	const char	*name;		/* N_("Demonio, Mondo e Carne (R10.2)") */
	const char	*help;		/* N_(): what it does, a sentence */
};
#define RECORD_NVARIANTS 3
extern const struct record_variant record_variants[RECORD_NVARIANTS];

/*
 * R4.4: the lengths of a match, shortest first: the word of records,
 * settings and --match, and the name the setup screen shows (N_()).
 */
struct record_length {
	enum mc_length	 length;
	const char	*word;		/* "giro" */
	const char	*name;		/* N_("one giro (4 hands)") */
};
#define RECORD_NLENGTHS	3
extern const struct record_length record_lengths[RECORD_NLENGTHS];

/* record.c */
const char	*record_variant_words(const char *sep, char *buf, size_t size);
const char	*record_decision_word(enum mc_decision_kind);
void		 decision_write(FILE *, const struct mc_hand *before,
		    const struct mc_decision *);
const char	*variants_text(unsigned variants, char *buf, size_t size);
int		 record_variant_parse(const char *word, size_t len);
const char	*record_length_name(enum mc_length);
const char	*record_aid_name(int aid);
int		 record_aid_parse(const char *word);
int		 record_length_parse(const char *word);
int		 record_seat_parse(const char *word);
bool		 record_u64(const char *, uint64_t *);
void		 record_header(FILE *, unsigned variants,
		    const struct player players[MC_NSEATS], enum mc_length,
		    const uint8_t order[MC_NSEATS]);
void		 record_hand(FILE *, int number, int dealer, const uint64_t *seed,
		    const mc_card deck[MC_NCARDS]);
void		 record_trick(FILE *, const struct mc_hand *);
void		 record_end(FILE *, const struct mc_hand *);
uint64_t	 record_hash(const struct mc_hand *);
void		 record_deck(uint64_t seed, mc_card deck[MC_NCARDS]);

/* A line of a file read with a bound (record_read_line). */
enum record_read {
	RECORD_READ_LINE,	/* a line, its newline kept */
	RECORD_READ_END,	/* the end of the file, or a read error */
	RECORD_READ_LONG,	/* too long: skipped to its end */
	RECORD_READ_NUL		/* it holds a NUL byte */
};
enum record_read record_read_line(FILE *, char *buf, size_t size);

/* A line of a record, by its first word (lines.c). */
enum record_kind {
	REC_BLANK,
	REC_COMMENT,		/* "# ...": lessons' notes among them */
	REC_MAGIC,		/* minchiate-record 1 */
	REC_VARIANTS,
	REC_SEAT,
	REC_MATCH,
	REC_ORDER,
	REC_HAND,
	REC_SEED,
	REC_DECK,
	REC_DECISION,		/* cut, discard, declare, fall, play */
	REC_EXPECT,
	REC_AID,
	REC_OTHER		/* none of the grammar's words */
};

struct record_line {
	const char	*text;		/* not NUL-ended: len bytes */
	size_t		 len;
	size_t		 at;		/* its place in the text */
	int		 number;	/* from 1 */
	int		 decisions;	/* decision lines before it */
	enum record_kind kind;
	enum mc_decision_kind decided;	/* RECORD_DECISION: which */
};

struct record_reader {
	const char	*text;
	size_t		 at;
	int		 number, decisions;
};

/* lines.c */
enum record_kind record_kind_of(const char *line, size_t len,
		    enum mc_decision_kind *);
void		 record_reader_init(struct record_reader *, const char *text);
bool		 record_reader_next(struct record_reader *,
		    struct record_line *);
size_t		 record_decision_at(const char *text, int n);

/* text.c */
const char	*safe_text(const char *, char *out, size_t size);
const char	*name_problem(const char *);

#endif /* RECORD_H */

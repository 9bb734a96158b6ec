/*
 * stats.h -- statistics per player name, kept as plain files beside the
 * saved match: hands.log, one line for every hand finished at a table,
 * and the archive of records (matches/), from which the log can always
 * be made again, and is set right.  A hand with an undo in it never
 * counts; hints and undos are counted apart.  Whatever these files hold
 * is checked as it is read, and printed escaped.
 */
#ifndef STATS_H
#define STATS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "minchiate.h"
#include "../match/match.h"

#define STATS_MAGIC	"minchiate-hand 1"
#define STATS_LINE_MAX	1024
#define STATS_LOG	"hands.log"

/* What one side did in a hand. */
struct stats_side {
	int		 total;		/* the end count (R7.1-R7.4) */
	int		 rests;		/* paid to the side, capot included */
	int		 versicole;	/* declared and scored (R7.3) */
	int		 capot;		/* 1: the side won no trick (R7.7) */
	int		 ultima;	/* 1: it won the last trick (R7.2) */
	int		 matto;		/* it played the Matto: 1 kept, 2 lost;
					   0 it did not (mc_hand_matto_fate) */
};

/* A finished hand, as the log keeps it. */
struct stats_hand {
	uint64_t	 key;		/* the match's (stats_match_key) */
	int		 hand;		/* its number in the match */
	int		 length;	/* hands in the match */
	char		 name[MC_NSEATS][RECORD_NAME_MAX + 1];	/* by seat */
	char		 kind[MC_NSEATS][16];	/* "human" or a level */
	int		 hints[MC_NSEATS], undos[MC_NSEATS];
	struct stats_side side[2];
};

/* file.c: regular files only, lines read with a bound, errors escaped. */
void		 stats_error(char *err, size_t errsize, const char *fmt, ...)
		    __attribute__((format(printf, 3, 4)));
int		 stats_open(const char *path, int flags, char *err,
		    size_t errsize);
FILE		*stats_fopen(const char *path, char *err, size_t errsize);

/* set.c: (key, number) pairs, without a limit. */
struct stats_set {
	struct stats_pair {
		uint64_t	 key;
		int		 n;
		bool		 used;
	}		*slot;
	size_t		 cap, count;
};
bool		 stats_set_has(const struct stats_set *, uint64_t key, int n);
int		 stats_set_add(struct stats_set *, uint64_t key, int n);
void		 stats_set_free(struct stats_set *);

/* log.c: a hand's line, written and read; the log made from records. */
uint64_t	 stats_match_key(const char *record);
bool		 stats_of_hand(const struct match *, struct stats_hand *);
int		 stats_format(const struct stats_hand *, char *, size_t);
bool		 stats_parse(const char *line, struct stats_hand *);
const char	*stats_parse_problem(const char *line, struct stats_hand *);
bool		 stats_append(const char *dir, const struct stats_hand *,
		    char *err, size_t errsize);
bool		 stats_append_text(const char *dir, const char *text,
		    size_t len, char *err, size_t errsize);
bool		 stats_logged(const char *dir, struct stats_set *,
		    char *err, size_t errsize);
bool		 stats_record_lines(const char *path, FILE *out,
		    char *err, size_t errsize);
bool		 stats_log_hand(const char *dir, const char *save,
		    const struct stats_hand *, char *err, size_t errsize);
bool		 stats_in_play(const char *path);
bool		 stats_rebuild(const char *dir, const char *save, FILE *out,
		    char *err, size_t errsize);
char		**stats_archive(const char *dir, size_t *n);
void		 stats_archive_free(char **, size_t);

/*
 * report.c: the statistics of a state directory, the log set right by
 * the records; a record at a glance, without playing it through: who,
 * how far.
 */
struct stats_glance {
	char		 human[MC_NSEATS][RECORD_NAME_MAX + 1];
	int		 nhuman;
	int		 hands, length;
	int		 finished;	/* hands 1..finished are over */
	bool		 over;		/* its last hand ended the match */
	uint64_t	 key;		/* stats_match_key */
};
bool		 stats_glance(const char *path, struct stats_glance *);
bool		 stats_glance_why(const char *path, struct stats_glance *,
		    char *err, size_t errsize);
bool		 stats_report_dir(const char *dir, const char *save, FILE *out,
		    char *err, size_t errsize);

/* tally.c: what the lines say of each human player. */
struct stats_report;
struct stats_report *stats_tally_open(void);
void		 stats_tally_add(struct stats_report *, const struct stats_hand *);
void		 stats_tally_abandoned(struct stats_report *, const char *name);
void		 stats_tally_print(const struct stats_report *, FILE *);
void		 stats_tally_free(struct stats_report *);

#endif /* STATS_H */

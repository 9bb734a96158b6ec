/*
 * config.h -- what the command line asks of the table, and the settings
 * kept between sessions (config.c) that fill in what it does not say.
 */
#ifndef CONFIG_H
#define CONFIG_H

#include <stdbool.h>
#include <stddef.h>

#include "../match/match.h"
#include "../session/lesson.h"

/*
 * Settings kept (config.c), and which of them a file holds or the
 * command line gave (the same bits in tui_options.given).
 */
#define SET_NAME(seat)	(1u << (seat))
#define SET_PLAYER(seat) (1u << (4 + (seat)))
#define SET_LENGTH	(1u << 8)
#define SET_VARIANTS	(1u << 9)
#define SET_PACE	(1u << 10)
#define SET_ASCII	(1u << 11)
#define SET_COLOR	(1u << 12)
#define SET_ENGLISH	(1u << 13)

/*
 * The lessons of --tutor (lesson-1.rec ...): where each was left, kept
 * with the settings.  A step is the lesson's decisions made so far.
 */
#define LESSON_DONE	(-1)	/* taken to its end */

struct settings {
	struct match_setup setup;
	int		 delay_ms;
	bool		 ascii, color, english;
	unsigned	 have;		/* SET_ bits */
	int		 lesson_last;	/* the lesson last taken, or 0 */
	int		 lesson_step[LESSONS_MAX + 1];	/* 1 to LESSONS_MAX:
					   a step, LESSON_DONE, 0 none */
};

/* What the command line asks of the table. */
struct tui_options {
	struct match_setup setup;
	bool		 seats_given;	/* --seat or --hotseat given */
	bool		 ascii;		/* --ascii, or a locale without UTF-8 */
	bool		 color;		/* off with NO_COLOR or --no-color */
	bool		 autoplay;	/* play a single legal card at once */
	int		 delay_ms;	/* between computer players' cards */
	bool		 delay_given;	/* --delay: the pace kept is not read */
	int		 think_ms;	/* a computer player's clock, 0 none */
	bool		 think_given;	/* --think given */
	int		 resume;	/* 1 --resume, 0 --new, -1 ask */
	int		 warn;		/* ask before a costly card: 1 --warn,
					   0 --no-warn, -1 in a first match
					   and as a resumed one left them */
	const char	*tutor;		/* --tutor: the lesson's file */
	bool		 english;	/* --english: the cards' English names */
	unsigned	 given;		/* SET_ bits the command line gave */
};

/* config.c */
bool		 config_where(char *, size_t, char *err, size_t errsize);
bool		 config_read(const char *, struct settings *, char *err,
		    size_t errsize);
bool		 config_write(const char *, const struct settings *,
		    char *err, size_t errsize);
void		 config_apply(const struct settings *, struct tui_options *);
void		 config_from_setup(struct settings *, const struct tui_options *);
int		 config_pace_next(int ms, int step);

#endif /* CONFIG_H */

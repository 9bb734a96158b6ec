/*
 * options.h -- what the command line says: options.c reads it from one
 * row per option; main.c checks what the options mean together and
 * runs the mode they choose.
 */
#ifndef OPTIONS_H
#define OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "cli.h"
#include "../net/net.h"
#include "../tui/ui.h"

#define CLI_HUMAN	(-2)	/* a seat's level: --seat S=human */
#define CLI_SEATS_MAX	16	/* --seat given at most so often */

struct cli {
	uint64_t	 seed;		/* --seed, or drawn at random */
	bool		 seed_given;
	int		 cut;		/* --cut, or 0 */
	bool		 text;		/* --text */
	bool		 cards;		/* --cards */
	const struct cli_game *game;	/* --game, or Minchiate */
	const char	*variants_arg;	/* --variants, read as the game says */
	bool		 stats;		/* --stats */
	bool		 hotseat;	/* --hotseat */
	bool		 arena;		/* --ns or --ew given */
	bool		 tui_only;	/* an option of the table's alone */
	bool		 table_only;	/* an option of --table's alone */
	bool		 net;		/* --join, --watch or --script */
	const char	*replay;	/* --replay FILE, or NULL */
	const char	*blunders;	/* --blunders FILE, or NULL */
	const char	*hints;		/* --hints or --review FILE, or NULL */
	bool		 review;	/* it was --review */
	const char	*plain_name;	/* --name NAME, without SEAT= */
	const char	*seat_arg[CLI_SEATS_MAX];	/* each --seat */
	int		 nseat_arg;
	struct selfplay	 sp;
	struct tui_options table;
	struct server_options so;
	struct client_options co;
};

/* options.c */
void		 cli_parse(struct cli *, int argc, char *argv[]);
const char	*cli_shown(const char *);
void		 cli_seat_level(const char *, int *seat, bool arena);
unsigned	 cli_seat_list(const char *);
int		 cli_name(const char *, struct match_setup *);
void		 cli_variants(struct cli *, int (*)(const char *, size_t));

#endif /* OPTIONS_H */

/*
 * cli.h -- the text front end of minchiate: options, and the deal told
 * in plain sentences.
 */
#ifndef CLI_H
#define CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "minchiate.h"

/* show.c */
const char	*show_card(mc_card, char *buf, size_t size);
void		 show_cards(FILE *, const mc_card *, int n);
int		 show_sort(const mc_card *, int n, mc_card *out);
bool		 show_group(const struct mc_hand *, size_t i,
		    struct mc_event *told);
void		 show_event(FILE *, const struct mc_event *, int you);
void		 show_draw(FILE *, const struct mc_draw *);
void		 show_hand(FILE *, const struct mc_hand *);
void		 show_card_table(FILE *);
void		 show_breakdown(FILE *, const struct mc_hand *);
const char	*versicola_name(int kind);

/* replay.c, selfplay.c */
int		 cli_replay(const char *file);
struct selfplay {
	long		 hands;
	uint64_t	 seed;
	unsigned	 variants;
	const char	*record;	/* or NULL */
	int		 ns, ew;	/* enum bot_level of each side */
	int		 seat[MC_NSEATS];	/* a seat's own level, or -1 */
	bool		 duplicate;
};
int		 cli_selfplay(const struct selfplay *);


#endif /* CLI_H */

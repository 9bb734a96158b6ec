/*
 * engine.h -- private declarations shared by the files of libminchiate.
 * Nothing here is part of the public API (include/minchiate.h).
 */
#ifndef ENGINE_H
#define ENGINE_H

#include "minchiate.h"

/* str.c: bounded string building without stdio */
struct str {
	char		*buf;
	size_t		 size;
	size_t		 len;	/* length wanted so far (may exceed size) */
};
void	str_init(struct str *, char *, size_t);
void	str_add(struct str *, const char *);
void	str_addn(struct str *, int);

/* log.c */
struct mc_event	*log_event(struct mc_hand *, enum mc_event_kind, int seat,
		    mc_card, unsigned visible);

/* marker.c */
int		 hand_mark(struct mc_hand *, enum mc_side, int points,
		    enum mc_mark_kind);
void		 hand_log_rests(struct mc_hand *, enum mc_side, int rests);

/* play.c */
void		 play_start(struct mc_hand *);

/* end.c */
void		 score_end(struct mc_hand *);

/* scarto.c */
int		 scarto_to_act(const struct mc_hand *);

#endif /* ENGINE_H */

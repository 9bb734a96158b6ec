/*
 * scene.h -- what the table may draw at one moment: the hand as one
 * seat sees it (R9.1) and the public facts of the match.  A scene is
 * built afresh for every frame from the match; the painter is given the
 * scene and never the match, so it cannot draw a card that the player
 * at the keyboard may not see (R9.2).  With nobody at the keyboard the
 * scene is what every seat may see (MC_NOSEAT).
 */
#ifndef SCENE_H
#define SCENE_H

#include <stdbool.h>
#include <stdint.h>

#include "minchiate.h"

#define SCENE_TALK	160	/* the newest lines of talk a frame holds */
#define SCENE_LINE	240

struct scene_seat {
	char		 name[32];
	const char	*level;		/* "human" or a computer level */
	int		 player;	/* who sits there (R4.3) */
	int		 ncards;	/* in hand, seen or not */
};

/* A line of talk the viewer may read. */
struct scene_talk {
	char		 text[SCENE_LINE];
	bool		 old;		/* said in an earlier hand */
};

struct scene {
	int		 seat;		/* the viewer's, or MC_NOSEAT */
	int		 viewer;	/* the viewer as a player, or -1 */
	int		 actor;		/* the seat asked now, or -1 */
	bool		 actor_human;
	struct mc_view	 view;		/* the hand as the viewer sees it */
	struct mc_match	 match;		/* seats and rests: all public */
	struct scene_seat seats[MC_NSEATS];
	char		 players[MC_NSEATS][32];	/* by player */
	int		 hand;		/* this hand's number, from 1 */
	int		 length;	/* hands in the match */
	bool		 over;		/* the match is over */
	bool		 dealing;	/* wound back into the deal, as it is
					   told (scene_back) */

	/* The hand area: the viewer's cards, or the fallen hand he plays
	 * from (R6.11); and the cards he may play now. */
	mc_card		 cards[MC_NCARDS];
	int		 ncards;
	struct mc_cards	 legal;

	struct scene_talk talk[SCENE_TALK];	/* oldest first */
	int		 ntalk;

	/* The hand's events the viewer's seat may see (R9.1), each with
	 * its place in the hand's log: the moments are made of them. */
	struct mc_event	 events[MC_LOG_MAX];
	uint16_t	 event_at[MC_LOG_MAX];
	int		 nevents;
};

/* The viewer's side (MC_NS or MC_EW), or -1 with nobody at the keyboard. */
int		 scene_side(const struct scene *);

#endif /* SCENE_H */

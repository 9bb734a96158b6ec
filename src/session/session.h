/*
 * session.h -- a match at a table, for every front end and without a
 * terminal: the match itself (src/match: players, hands, rests, its
 * record), its talk (talk.h), the scene one viewer may see (scene.h),
 * the lessons' records (lesson.h) and the saves it is kept in (save.h).
 */
#ifndef SESSION_H
#define SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

#include "minchiate.h"
#include "../match/match.h"
#include "../stats/stats.h"
#include "scene.h"
#include "save.h"
#include "talk.h"

/*
 * A card a human played from his own hand this hand, with his seat's
 * view as it was: what the review after the hand weighs (review.c).
 */
struct review_point {
	struct mc_view	 view;
	mc_card		 card;
	int		 player;
	int		 decision;	/* decisions made in the hand before */
};

#define REVIEW_MAX	(MC_NSEATS * 24)

/*
 * A decision of this hand: its place among the record's decisions and
 * the player who made it; what an undo cuts the record back to.
 */
struct undo_step {
	int		 decision;	/* decisions in the record before it */
	int		 player;
};

#define UNDO_MAX	512

struct session {
	struct match	 m;		/* the match, and its record */

	struct talk_log	 talk;

	struct review_point review[REVIEW_MAX];
	int		 nreview;
	int		 review_hand;	/* the hand the points are of */
	int		 decisions;	/* made in that hand so far */
	int		 recorded;	/* made in the whole record so far */

	struct undo_step steps[UNDO_MAX];	/* that hand's decisions */
	int		 nsteps;

	struct stats_hand ended;	/* the hand just finished */
	bool		 ended_new;	/* ... at the table, not read */
};

/*
 * Whose decision is due: the seat asked (for a fallen player's card, the
 * seat that chooses it, R6.11), the player there and whether a person
 * decides; the decision due, its kind and seat filled in.
 */
struct session_turn {
	int		 seat;		/* -1 once the hand is over */
	int		 player;
	bool		 human;
	struct mc_decision due;
};

/* session.c */
bool		 session_turn(const struct session *, struct session_turn *);
enum mc_err	 session_decide(struct session *, const struct mc_decision *);
enum mc_err	 session_bot_decide(struct session *);
enum mc_err	 session_stand_in(struct session *, enum bot_level);
bool		 session_new(struct session *, const struct match_setup *);
bool		 session_read(struct session *, const char *file, const char *text,
		    char *err, size_t errsize);
bool		 session_load(struct session *, const char *file, const char *text,
		    char *err, size_t errsize);
void		 session_free(struct session *);
bool		 session_deal(struct session *);
unsigned	 session_humans(const struct session *);
int		 session_last_decider(const struct session *, unsigned players);
int		 session_undo(struct session *, unsigned players, char *err,
		    size_t errsize);
int		 session_warnings(const struct session *);
bool		 session_review_point(const struct mc_hand *before,
		    const struct mc_decision *);
bool		 session_note_warnings(struct session *, bool on);
const char	*session_talk_line(const struct session *, int i, int viewer,
		    char *buf, size_t size);

/* scene.c: what one viewer may see now, or back at an event of the hand */
void		 scene_build(struct scene *, const struct session *, int viewer);
void		 scene_build_hand(struct scene *, const struct session *,
		    int viewer, const struct mc_hand *);
void		 scene_back(struct scene *, const struct session *, size_t at);

#endif /* SESSION_H */

/*
 * seat.h -- a match at a table as every front end reaches it.  What a
 * decision made at a seat goes through (a lesson's script, the check
 * that it is the decision asked, the match, the save), the aid, and the
 * undo every person at the table must agree to (R9.2) live in seat.c,
 * for the table here, the table server and anything after them.  A
 * table draws through a struct seat_link: over the match held here
 * (seat_link_here), or over the socket to a table elsewhere
 * (src/net/link.c).  The front end keeps keys, words and paint.
 */
#ifndef SEAT_H
#define SEAT_H

#include <stdbool.h>
#include <stddef.h>

#include "session.h"

/*
 * An undo being asked (R9.2): whose last decision of the hand goes
 * back, and who has agreed so far.  Everyone at the table must.
 */
struct seat_undo {
	bool		 asked;
	unsigned	 whose;		/* the players whose last decision
					   goes back (a bit each) */
	int		 player;	/* ... the one of them it is */
	unsigned	 yes;		/* who agreed */
};

/* A match held here, with its save; what seat.c decides through. */
struct seat_table {
	struct session	*g;
	struct save_state *keep;	/* NULL: not kept (a lesson, a
					   practice) */
	const int	*warn;		/* the warnings (on > 0) noted in the
					   save as they are, or NULL */
	bool		 unsaved;	/* the last save failed */
	struct seat_undo undo;
};

/* What became of a decision, an aid or an undo asked of a seat. */
enum seat_said {
	SEAT_TAKEN,		/* made, and kept */
	SEAT_SENT,		/* gone to the table elsewhere: it answers */
	SEAT_REFUSED,		/* by the rules: err says which */
	SEAT_NOT_LESSON,	/* legal, but the lesson asks another: asked */
	SEAT_NOT_ASKED,		/* not the decision due now */
	SEAT_NOT_YOURS,		/* not this player's to make now */
	SEAT_NOTHING,		/* nothing of the player's to take back */
	SEAT_BUSY,		/* another undo is being asked */
	SEAT_WAITING,		/* an undo waits for the others' yes */
	SEAT_SAID_NO,		/* somebody said no: nothing taken back */
	SEAT_GONE		/* the table elsewhere has closed */
};

struct seat_answer {
	enum seat_said	 said;
	enum mc_err	 err;		/* SEAT_REFUSED */
	struct mc_decision asked;	/* SEAT_NOT_LESSON: the lesson's */
	int		 player;	/* an undo: whose decision went back */
	char		 why[200];	/* an undo that failed, in words */
};

/* seat.c: the table here */
void		 seat_table_init(struct seat_table *, struct session *,
		    struct save_state *keep);
bool		 seat_decide(struct seat_table *, int player,
		    struct mc_decision *, struct seat_answer *);
enum mc_err	 seat_bot_decide(struct seat_table *);
enum mc_err	 seat_stand_in(struct seat_table *, enum bot_level);
bool		 seat_deal(struct seat_table *);
void		 seat_aid(struct seat_table *, int player, enum match_aid);
bool		 seat_save(struct seat_table *);
bool		 seat_undo_ask(struct seat_table *, unsigned whose, int asker,
		    unsigned present, struct seat_answer *);
bool		 seat_undo_answer(struct seat_table *, int player, bool yes,
		    unsigned present, struct seat_answer *);
bool		 seat_undo_check(struct seat_table *, unsigned present,
		    struct seat_answer *);
void		 seat_undo_cancel(struct seat_table *);

/*
 * What a table draws through.  The match may be here or elsewhere; the
 * table asks the scene, sends decisions and aids, asks and answers an
 * undo, and reads the review's points and the talk, the same way for
 * both.  can says what the match's holder allows a seat.
 */
#define SEAT_CAN_HINT		0x01	/* hints (H) at this table */
#define SEAT_CAN_PRACTICE	0x02	/* a hand played again (p) */
#define SEAT_CAN_EXPORT		0x04	/* its records written here (x) */
#define SEAT_KEEPS_HERE		0x08	/* the match and its statistics are
					   this account's: q asks, S reads
					   the files here */

struct seat_link {
	void		 (*scene)(void *, int viewer, struct scene *);
	void		 (*suggest)(void *, const struct scene *,
			    struct mc_decision *);
	bool		 (*decide)(void *, int player, struct mc_decision *,
			    struct seat_answer *);
	void		 (*aid)(void *, int player, enum match_aid);
	bool		 (*undo_ask)(void *, int asker, struct seat_answer *);
	bool		 (*undo_answer)(void *, int player, bool yes,
			    struct seat_answer *);
	const struct review_point *(*review)(void *, int *n);
	int		 (*talk)(void *, int viewer, int i, char *buf,
			    size_t size, bool *old);
	unsigned	 can;
	void		*arg;
};

void		 seat_link_here(struct seat_link *, struct seat_table *,
		    unsigned can);

/* open.c: a kept match opened, and closed */
enum open_lock {
	OPEN_LOCKED,		/* this table's to play and keep */
	OPEN_HELD,		/* another table plays it */
	OPEN_UNSAVED		/* no lock to be had: played unsaved */
};

/* An unfinished match kept in matches/, to take up again. */
struct open_archived {
	char		 path[SAVE_PATH_MAX];
	struct stats_glance g;
};

enum open_lock	 open_lock(struct save_state *, int *holder);
bool		 open_apart(struct save_state *);
enum save_found	 open_resume(struct seat_table *, const char *path,
		    char *msg, size_t msgsize);
void		 open_play_on(struct seat_table *);
int		 open_archived(const char *save, struct open_archived *,
		    int max);
bool		 open_take_archived(struct seat_table *, const char *path,
		    char *msg, size_t msgsize);
void		 open_close(struct seat_table *, bool apart, char *kept,
		    size_t size);

#endif /* SEAT_H */

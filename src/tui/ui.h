/*
 * ui.h -- the ncurses table: its options, the match it plays (here or
 * elsewhere, through its seat link), whose view it draws, and the
 * terminal it draws on.  Only src/tui/ includes curses.  The painter
 * sees struct table (table.h), never struct ui.
 */
#ifndef UI_H
#define UI_H

#include <stdbool.h>

#include "config.h"
#include "../session/seat.h"
#include "table.h"

struct ui;
struct client_options;

/*
 * A card the review shows (review.c): the point in the game's review,
 * and the expert's review of the card played there (src/bot/review.c).
 */
struct review_shown {
	int		 point;
	struct bot_review r;
};
#define REVIEW_SHOWN	BOT_REVIEW_SHOWN

/*
 * The terminal the table draws on: a frame is shown once painted, and
 * keys are read with a timeout.  The tests put an in-memory screen and
 * scripted keys here.
 */
struct tui_io {
	void		(*show)(struct ui *);
	int		(*key)(struct ui *, int ms);
};

struct ui {
	struct session	 g;
	struct tui_options opt;
	const struct tui_io *io;
	struct save_state keep;	/* the save file, or "", and how it goes */
	char		 kept[SAVE_PATH_MAX];	/* where a match was put away */
	bool		 apart;		/* kept apart: another table is open */
	bool		 halt;		/* the save cannot be kept apart: no
					   match may start (msg says why) */
	int		 viewer;	/* the player at the keyboard, or -1 */
	int		 pass_to;	/* SCREEN_PASS: that player */
	size_t		 told;		/* events of the hand shown as moments */
	struct {
		int	 viewer, hand;
		size_t	 events;
	}		 prepared;	/* what the question was set up for */
	bool		 quit;
	bool		 offer_tutor;	/* a first match: --tutor offered */
	bool		 practice;	/* a hand played again (practice.c) */
	void		(*play)(struct ui *);	/* the table's loop, begun:
						   a practice runs on it */
	struct {
		struct review_shown shown[REVIEW_SHOWN];
		int	 n, cards, same;
		int	 retry;		/* the one tried again, or -1 */
		char	 typed[8];
		bool	 answered;
	}		 review;
	struct lesson	 lesson;	/* --tutor: n > 0 */
	char		 config[SAVE_PATH_MAX];	/* the settings' file, or "" */
	struct settings	 cfg;		/* as read from it, or kept */
	bool		 utf8_able;	/* the locale is UTF-8 */
	int		 archived;	/* unfinished matches in matches/ */
	bool		 from_archive;	/* one of them resumed (setup.c) */
	void		*at;		/* the state of the screen up, for
					   its keys (tui_screen_run) */
	bool		 cfg_broken;	/* it could not be read: */
	char		 cfg_msg[1100];	/* the file, line and problem */
	struct seat_table seat;		/* the match here, as seat.c keeps it */
	struct seat_link here;		/* ... and the link over it */
	const struct seat_link *link;	/* where the match is: here, or at a
					   table elsewhere (remote.c) */
	struct table	 t;		/* what is drawn, from the scene */
};

/* The viewer's scene, from wherever the match is. */
static inline void
tui_scene(struct ui *ui)
{
	ui->link->scene(ui->link->arg, ui->viewer, &ui->t.sc);
}

/* terminal.c */
extern const struct tui_io tui_terminal;
bool		 tui_terminal_ok(const char *no_tty);
void		 tui_signals(void);
int		 tui_key(struct ui *, int ms);
int		 tui_key_or(struct ui *, int fd, int ms);
bool		 tui_stopped(void);
void		 tui_on_resize(struct ui *);

/* tui.c */
int		 tui_main(struct tui_options *);
void		 tui_draw(struct ui *);
void		 tui_curses_start(struct ui *);
void		 tui_end_of_hand(struct ui *);
bool		 tui_end_page_key(struct ui *, int key);
void		 tui_begin(struct ui *);
void		 tui_run(struct ui *);
void		 tui_play(struct ui *);

/* here.c */
void		 tui_here(struct ui *);
void		 tui_save(struct ui *);
void		 tui_saved(struct ui *);

/* input.c */
void		 tui_prepare(struct ui *);
void		 tui_play_card(struct ui *, mc_card);
void		 tui_human_key(struct ui *, int key);

/* keys.c */
bool		 tui_global_key(struct ui *, int key);

/*
 * screen.c: a screen of the table's key loop.  paint draws and shows
 * it; first, if any, takes a key before the rows (what is being typed,
 * a page), true if it did; keys are the rows the other keys run.
 */
struct key_screen {
	void		(*paint)(struct ui *);
	bool		(*first)(struct ui *, int key);
	const struct key_help *keys;
};
bool		 tui_key_row(struct ui *, const struct key_help *, int key);
int		 tui_screen_key(struct ui *, const struct key_screen *);
void		 tui_screen_run(struct ui *, const struct key_screen *,
		    void *at, const bool *done);
extern const struct key_screen tui_shown;

/* tutor.c */
bool		 tutor_begin(struct ui *, char *msg, size_t msgsize);
bool		 tutor_note(struct ui *);
void		 tutor_prompt(struct ui *);
void		 tutor_refused(struct ui *, const struct mc_decision *asked);
void		 key_lesson(struct ui *);
void		 tutor_end(struct ui *);

/* undo.c */
void		 key_undo(struct ui *, int key);

/* practice.c */
void		 practice(struct ui *, int from);

/* review.c */
void		 page_review(struct ui *);
bool		 review_ready(const struct ui *);
bool		 review_key(struct ui *, int key);

/* remote.c */
int		 tui_join(struct tui_options *, const struct client_options *);

/* hint.c */
void		 key_hint(struct ui *, int key);
bool		 tui_warn(struct ui *, mc_card);

/* resume.c */
bool		 resume_lock(struct ui *, char *msg, size_t msgsize);
bool		 resume_offer(struct ui *, char *msg, size_t msgsize);
int		 resume_archived(const struct ui *);
bool		 resume_pick(struct ui *, char *msg, size_t msgsize);

/* setup.c */
void		 tui_default_names(struct match_setup *);
bool		 setup_screen(struct ui *, const char *msg);

#endif /* UI_H */

/*
 * tui.h -- the ncurses table: its options, its state between keys, the
 * painter and the key table.  Only src/tui/ includes curses.
 */
#ifndef TUI_H
#define TUI_H

#include <stdbool.h>

#include "game.h"
#include "layout.h"

struct tui_options {
	struct game_setup setup;
	bool		 seeded;	/* -s given; else a seed from the clock */
	bool		 seats_given;	/* --seat or --hotseat given */
	bool		 ascii;		/* --ascii, or a locale without UTF-8 */
	bool		 color;		/* off with NO_COLOR or --no-color */
	bool		 autoplay;	/* play a single legal card at once */
	int		 delay_ms;	/* between computer players' cards */
	int		 resume;	/* 1 --resume, 0 --new, -1 ask */
};

/* What the screen shows over the table, if anything. */
enum shown {
	SCREEN_TABLE,
	SCREEN_PAGE,		/* a page of text: help, log, breakdown ... */
	SCREEN_PASS		/* hot-seat: pass the keyboard (R9.2) */
};

/* A scrollable page of text lines. */
struct page {
	char		 title[80];
	char		**lines;
	int		 n;
	int		 top;
	bool		 continues;	/* closing it goes on with the game */
	int		 width;	/* lines longer than this are wrapped */
	char		 find[40];	/* a word to find, typed after '/' */
	bool		 finding;	/* the word is being typed */
};

/* A card drawn in the hand area, where the mouse may click it. */
struct hit {
	int		 y, x, w;
	int		 card;
};

enum ask {
	ASK_NONE,		/* a computer player's turn, or the hand over */
	ASK_CUT,
	ASK_DISCARD,
	ASK_DECLARE,
	ASK_FALL,
	ASK_PLAY
};

struct ui {
	struct game	 g;
	struct tui_options opt;
	struct layout	 lay;
	char		 save[4096];	/* the save file, or "" */
	bool		 utf8;
	bool		 color;

	enum shown	 screen;
	struct page	 page;
	int		 viewer;	/* the player at the keyboard, or -1 */
	int		 pass_to;	/* SCREEN_PASS: that player */

	enum ask	 ask;
	int		 actor;		/* the seat asked */
	mc_card		 cards[MC_NCARDS];	/* in the hand area */
	int		 ncards;
	struct mc_cards	 legal;
	int		 cursor;	/* index in cards, or in the versicole */
	mc_card		 picked[MC_NCARDS];	/* discards, in order */
	int		 npicked;
	unsigned	 which;		/* versicole ticked */
	int		 cut;
	char		 typed[8];	/* a card's notation being typed */
	char		 prompt[200];
	char		 refusal[640];
	bool		 show_trick;	/* the trick just gathered stays */
	int		 talk_back;	/* lines scrolled back in the talk */

	struct hit	 hits[MC_NCARDS];
	int		 nhits;
	bool		 quit;
};

/* A key and what it does, for the help screen and the man page. */
struct key_help {
	const char	*keys;
	const char	*what;
};
extern const struct key_help tui_keys[];

/* tui.c */
int		 tui_main(struct tui_options *);
int		 tui_key(int ms);
bool		 tui_stopped(void);

/* input.c */
void		 tui_save(struct ui *);
void		 tui_prepare(struct ui *);
void		 tui_play_card(struct ui *, mc_card);
void		 tui_on_resize(struct ui *);
bool		 tui_global_key(struct ui *, int key);
void		 tui_human_key(struct ui *, int key);

/* pages.c */
void		 page_help(struct ui *);
void		 page_talk(struct ui *);
void		 page_rules(struct ui *);
void		 page_last_trick(struct ui *);
void		 page_captures(struct ui *);
void		 page_folla(struct ui *);
void		 page_export(struct ui *, bool all);
void		 page_end_of_hand(struct ui *);

/* setup.c */
void		 tui_default_names(struct game_setup *);
bool		 setup_resume(struct ui *, char *msg, size_t msgsize);
bool		 setup_screen(struct ui *, const char *msg);

/* paint.c */
void		 paint(struct ui *);
void		 paint_colors(struct ui *);
const char	*marker_text(int value, bool utf8, char *buf, size_t size);
int		 text_width(const char *);
size_t		 text_fit(const char *, int cols);
int		 put_text(int y, int x, int w, int attr, const char *);

/* page.c */
void		 page_free(struct page *);
void		 page_open(struct ui *, const char *title, bool continues);
void		 page_add(struct page *, const char *fmt, ...)
		    __attribute__((format(printf, 2, 3)));
void		 page_text(struct page *, const char *text);
bool		 page_key(struct ui *, int key);
void		 page_paint(struct ui *);

#endif /* TUI_H */

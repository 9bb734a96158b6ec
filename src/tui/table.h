/*
 * table.h -- what the painter works from: the scene (what the player at
 * the keyboard may see, scene.h), where everything goes (layout.h), and
 * what that player is asked and has chosen so far.  Nothing here reaches
 * the match itself: paint.c, page.c, pages.c and moment.c include this
 * header and not ui.h, so they can only draw what the scene holds (R9.1,
 * R9.2).
 */
#ifndef TABLE_H
#define TABLE_H

#include <stdbool.h>
#include <stddef.h>

#include "layout.h"
#include "../session/scene.h"

/* What the screen shows over the table, if anything. */
enum shown {
	SCREEN_TABLE,
	SCREEN_PAGE,		/* a page of text: help, log, breakdown ... */
	SCREEN_PASS,		/* hot-seat: pass the keyboard (R9.2) */
	SCREEN_QUESTION		/* a question to all at the keyboard: no
				   card on it (R9.2) */
};

/* A scrollable page of text lines. */
/* Which page is up: the keys of some pages are their own. */
enum page_kind {
	PAGE_OTHER,
	PAGE_END_OF_HAND,	/* a practice's too */
	PAGE_REVIEW,		/* v: the cards reviewed */
	PAGE_RETRY		/* a reviewed card tried again */
};

struct page {
	enum page_kind	 kind;
	char		 title[80];
	char		**lines;
	int		 n;
	int		 old;	/* the first old lines are drawn dim */
	int		 top;
	bool		 continues;	/* closing it goes on with the game */
	int		 width;	/* lines longer than this are wrapped */
	char		 find[40];	/* a word to find, typed after '/' */
	bool		 finding;	/* the word is being typed */
};

/* A card drawn in the hand area, where the mouse may click it. */
struct hit {
	int		 y, x, w;
	int		 card;		/* index in the scene's cards */
};

/* What the player at the keyboard is asked now. */
enum ask {
	ASK_NONE,		/* a computer player's turn, or the hand over */
	ASK_CUT,
	ASK_DISCARD,
	ASK_DECLARE,
	ASK_FALL,
	ASK_PLAY,
	ASK_CONFIRM		/* a costly card: play it anyway? */
};

/* Something that just happened, shown in the middle of the table. */
struct moment {
	bool		 on;
	char		 caption[SCENE_LINE];
	mc_card		 cards[MC_NSEATS * 4];
	int		 ncards;
	int		 seat;		/* whose, or MC_NOSEAT */
	uint8_t		 marker[2];	/* the markers as they stood then */
	size_t		 at;		/* its last event, in the hand's log */
};

/* Everything a frame is painted from, the viewer's choices so far included. */
struct table {
	struct scene	 sc;
	struct layout	 lay;
	bool		 utf8;
	bool		 color;
	enum shown	 screen;
	struct page	 page;
	char		 pass_name[48];	/* SCREEN_PASS: to whom */
	char		 question[2][200];	/* SCREEN_QUESTION's lines */

	enum ask	 ask;
	int		 cursor;	/* in the scene's cards, or versicole */
	mc_card		 picked[MC_NCARDS];	/* discards, in order */
	int		 npicked;
	unsigned	 which;		/* versicole ticked */
	int		 cut;
	bool		 cut_typed;	/* digits are being typed over it */
	char		 typed[8];	/* a card's notation being typed */
	char		 prompt[240];
	char		 refusal[640];
	char		 hint[320];	/* the last hint asked (H), one line */
	char		 notice[MC_NSEATS][200];	/* kept whole at the foot
					   of the talk: at a table elsewhere,
					   a person away and his countdown */
	mc_card		 pending;	/* ASK_CONFIRM: the card in question */
	struct moment	 moment;
	int		 talk_back;	/* lines scrolled back in the talk */
	bool		 finishing;	/* the hand plays itself out */
	bool		 not_saved;	/* the last save failed, or none can be */

	struct hit	 hits[MC_NCARDS];
	int		 nhits;
};

struct ui;

/*
 * A key and what it does, for the help screen and the man page; with a
 * function, or a page to open, the table does it for any of the codes
 * (keys.c).
 */
struct key_help {
	const char	*keys;
	const char	*what;
	int		 code[4];
	void		(*run)(struct ui *, int key);
	void		(*page)(struct table *);
};
extern const struct key_help tui_keys[];
extern const struct key_help tui_legend[];

/* moment.c */
int		 moment_of(const struct scene *, int i, struct moment *);

/* paint.c */
void		 paint(struct table *);
void		 paint_colors(struct table *, bool want);

/* text.c */
size_t		 text_cols(const char *, int cols, int *used);
size_t		 text_fit(const char *, int cols);
int		 text_rows(const char *, int cols);
int		 text_width(const char *);
const char	*text_pad(const char *, int cols, char *buf, size_t size);
int		 put_text(int y, int x, int w, int attr, const char *);
int		 put_wrapped(int y, int attr, const char *);

/* page.c */
void		 page_free(struct page *);
void		 page_open(struct table *, const char *title, bool continues);
void		 page_add(struct page *, const char *fmt, ...)
		    __attribute__((format(printf, 2, 3)));
void		 page_text(struct page *, const char *text);
void		 page_long(struct page *, const char *text);
bool		 page_key(struct table *, int key);
void		 page_paint(struct table *);

/* pages.c */
void		 page_add_keys(struct page *, const struct key_help *keys);
void		 page_help(struct table *, const struct key_help *keys,
		    const struct key_help *legend);
void		 page_rules(struct table *);
void		 page_last_trick(struct table *);
void		 page_captures(struct table *);
void		 page_folla(struct table *);
void		 page_known(struct table *);
void		 page_end_of_hand(struct table *);
void		 page_table_match(struct table *);

#endif /* TABLE_H */

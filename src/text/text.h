/*
 * text.h -- the game told in plain text: cards, events, hands, the
 * breakdown of a hand, the table talk and the lessons' notes, as
 * sentences a player (or a screen reader) can follow.  A neutral module:
 * the text modes print it, the table shows it as strings; it knows no
 * front end, and neither the match nor the session.
 */
#ifndef TEXT_H
#define TEXT_H

#include <stdbool.h>
#include <stdio.h>

#include "minchiate.h"
#include "sicilia.h"

/* words.c: the cards, suits, seats and sides by name; a card with the
 * article (and preposition) a sentence asks of it; SHOW_DIES is "Muore"
 * with the card as its subject, so the verb agrees (R6.10: "Muoiono i
 * Gemelli") */
enum show_role { SHOW_THE, SHOW_OF, SHOW_TO, SHOW_FROM, SHOW_WITH,
	SHOW_DIES };

void		 show_language(enum mc_lang);
bool		 show_english_cards(void);
const char	*show_suit(int suit);
const char	*show_card(mc_card, char *buf, size_t size);
const char	*show_seat(int seat);
const char	*show_side(int side);
const char	*show_card_as(mc_card, enum show_role, char *buf, size_t size);

/* show.c */
const char	*show_counts(const uint8_t counts[4], char *buf, size_t size);
const char	*show_refusal(enum mc_err, int lead, char *buf, size_t size);
void		 show_decision(const struct mc_decision *, int seat,
		    char *buf, size_t size);
void		 show_cards(FILE *, const mc_card *, int n);
const char	*show_cards_text(const mc_card *, int n, char *buf,
		    size_t size);
int		 show_sort(const mc_card *, int n, mc_card *out);
bool		 show_group(const struct mc_hand *, size_t i,
		    struct mc_event *told);
void		 show_event(FILE *, const struct mc_event *, int you);
void		 show_draw(FILE *, const struct mc_draw *);
void		 show_hand(FILE *, const struct mc_hand *);
void		 show_card_table(FILE *);
void		 show_breakdown(FILE *, const struct mc_hand *);
void		 show_known(FILE *, const struct mc_view *);
const char	*versicola_name(int kind);

/* The same as strings: one event's sentence in buf (its length, cut to
 * fit, no newline); the breakdown and what a seat knows as lines to free
 * (NULL out of memory); and what any such fn writes of arg, the same. */
size_t		 show_event_text(const struct mc_event *, int you, char *buf,
		    size_t size);
char		*show_breakdown_text(const struct mc_hand *);
char		*show_known_text(const struct mc_view *);
char		*show_to_string(void (*)(FILE *, const void *),
		    const void *arg);

/*
 * talk.c: a line of the table talk, kept as what was said rather than
 * as text, so that it is told to each reader with the reader's own
 * doings in the second person.  The session keeps the lines; this
 * module words them.  A line that is an event keeps it as show_group
 * tells it; the other lines keep their facts in the same fields:
 *	TALK_DRAW	player ev.seat draws ev.card, in round ev.n (R4.1)
 *	TALK_FIRST	player ev.seat deals first, partnered by player ev.n
 *	TALK_GIRO	giro ev.n begins: player ev.counts[0] partners player
 *			ev.seat and moves opposite (R4.3); at is the seating
 *	TALK_HAND	hand ev.n of ev.counts[0]: seat ev.seat deals
 *	TALK_CHAT	player ev.seat (255: a watcher) says line ev.n of
 *			the log's said lines
 *	TALK_TABLE	the table itself says line ev.n of the said lines
 *			(who comes and goes, what a stand-in chose)
 */
enum talk_kind {
	TALK_EVENT,
	TALK_DRAW,
	TALK_FIRST,
	TALK_GIRO,
	TALK_HAND,
	TALK_CHAT,
	TALK_TABLE
};

struct talk {
	struct mc_event	 ev;
	uint8_t		 kind;		/* enum talk_kind */
	uint8_t		 players;	/* bit per player who may read it */
	uint8_t		 at[MC_NSEATS];	/* the player at each seat then */
	uint8_t		 nseen;
	mc_card		 seen[MC_ROB_MAX + 1];	/* a private look (R9.1) */
};

const char	*show_talk(const struct talk *,
		    const char *const names[MC_NSEATS], int viewer,
		    const char *said, char *buf, size_t size);

/*
 * note.c: a lesson's note with its marks ({T31}, {name T31}, {the T31},
 * {suit c}) in words, written to a stream (NULL: none) or as a string to
 * free, and the cards it names.
 */
bool		 show_note(FILE *, const char *note, bool english,
		    struct mc_cards *named);
char		*show_note_text(const char *note, bool english);

/* sicilian.c: Tarocchi Siciliani, as all at the table see it (S13) */
const char	*show_ts_card(ts_card, char *buf, size_t size);
size_t		 show_ts_event_text(const struct ts_hand *,
		    const struct ts_event *, char *buf, size_t size);
void		 show_ts_event(FILE *, const struct ts_hand *,
		    const struct ts_event *);
void		 show_ts_end(FILE *, const struct ts_hand *,
		    const struct ts_score *);
void		 show_ts_card_table(FILE *);

#endif /* TEXT_H */

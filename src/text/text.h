/*
 * text.h -- the game told in plain text: cards, events, hands and the
 * breakdown of a hand, as sentences a player (or a screen reader) can
 * follow.  A neutral module: the text modes print it, the table shows it
 * as strings; it knows no front end.
 */
#ifndef TEXT_H
#define TEXT_H

#include <stdbool.h>
#include <stdio.h>

#include "minchiate.h"

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
 * (NULL out of memory). */
size_t		 show_event_text(const struct mc_event *, int you, char *buf,
		    size_t size);
char		*show_breakdown_text(const struct mc_hand *);
char		*show_known_text(const struct mc_view *);

#endif /* TEXT_H */

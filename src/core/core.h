/*
 * core.h -- private declarations of the library's common core
 * (include/mc_core.h), shared by both games' engines: building strings
 * into the caller's buffers, and one step of the shuffle.  Its names
 * are mc_i_*, as the engines' own.
 */
#ifndef CORE_H
#define CORE_H

#include "mc_core.h"

/* str.c: bounded string building without stdio */
struct str {
	char		*buf;
	size_t		 size;
	size_t		 len;	/* length wanted so far (may exceed size) */
};
void	mc_i_str_init(struct str *, char *, size_t);
void	mc_i_str_add(struct str *, const char *);
void	mc_i_str_addn(struct str *, int);

/* notation.c: a card's notation from its suit and rank (R0.3, S0.3) */
extern const char mc_i_suit_letters[];	/* "cdsb" */
extern const char mc_i_court_letters[];	/* "FCDR" */
void	mc_i_notation(struct str *, int suit, int rank);

/* Swaps cards[i] with a card drawn from cards[0..i]; inline, so that
 * the shuffles keep their generator in registers. */
static inline void
mc_i_swap_in(struct mc_rng *r, uint8_t *cards, size_t i)
{
	size_t	 j = mc_rng_below(r, (uint32_t)(i + 1));
	uint8_t	 t = cards[i];

	cards[i] = cards[j];
	cards[j] = t;
}

#endif /* CORE_H */

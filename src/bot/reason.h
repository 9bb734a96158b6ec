/*
 * reason.h -- what advice may say of a position (reason.c): each reason
 * a named claim whose predicate is checked over the deciding seat's
 * view, before any word of it is shown.
 */
#ifndef REASON_H
#define REASON_H

#include <stdbool.h>
#include <stdint.h>

#include "minchiate.h"

enum reason {
	REASON_ONLY,		/* the only legal card */
	REASON_FALLEN,		/* a fallen player's card, chosen (R6.11) */
	REASON_SURE_WIN,	/* no card still to come can beat it */
	REASON_BEATS,		/* it beats the cards so far */
	REASON_CHEAPEST_WIN,	/* no legal card beating them costs less */
	REASON_PARTNER_SAFE,	/* partner winning; no opponent to come
				   can take the trick from the side */
	REASON_COUNT_HOME,	/* a counting card; partner winning so far */
	REASON_IMPICCARE,	/* led: a suit's first round, its King kept */
	REASON_KING_GUARD,	/* the seat holds the King of the suit */
	REASON_LOWEST,		/* the lowest the seat holds of its suit */
	REASON_LONGEST,		/* of the seat's strictly longest suit */
	REASON_CHEAPEST_LOSS,	/* loses the trick; nothing legal is worth
				   less (the Matto aside) */
	REASON_MATTO_SAVES,	/* the Matto; every other legal card counts */
	REASON_TENUTA_COMPAGNO,	/* trump led, last opponent fallen, none
				   higher out */
	REASON_TENUTA_PAPA,	/* low trump led; Papa 1 or 3 may be with an
				   opponent */
	REASON_FUMATA,		/* the seat's first trump lead */
	REASON_TRUMP_LEAD,	/* a trump led while holding cartiglie */
	REASON_SEARCH,		/* the search's best estimate */
	REASON_OVERRULES,	/* an alternative has a higher estimate */
	REASON_ANY_CUT,		/* no cut better than another */
	REASON_DECLARE_ALL,	/* every versicola declared */
	REASON_GUARD_LEFT,	/* a King or the Matto, trumps still out */
	REASON_NOTHING_TO_GUARD, /* the contrary: falling risks none */
	REASON_THUMB,		/* the rules of thumb's discards */
	REASON_VOID,		/* the discards leave a suit void */
	REASON_KING_BARE,	/* ... leave a King alone in its suit */
	REASON_THREE_KINGS,	/* the seat holds three Kings or more */
	REASON_CARTIGLIE,	/* only cartiglie discarded */
	REASON_NO_COUNT,	/* no counting card discarded */
	REASON_N
};
#define REASON_BIT(r)	((uint64_t)1 << (r))

const char	*reason_code(enum reason);
int		 reason_parse(const char *);
uint64_t	 reason_play(const struct mc_view *, mc_card);
uint64_t	 reason_discard(const struct mc_view *, const mc_card *, int);
uint64_t	 reason_decision(const struct mc_view *,
		    const struct mc_decision *);
bool		 reason_guard_left(const struct mc_view *);

#endif /* REASON_H */

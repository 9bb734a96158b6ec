/*
 * helpers.c -- building decks for deal tests.
 *
 * A neutral deck holds no card that could be robbed (R5.3) in positions
 * 0..62 and none that counts at the bottom, so a test changes only the
 * positions it cares about.  With a cut of 17 every card of the deal is
 * placed by position: 17..96 are the two rounds of ten (dealer's right
 * 17-26 and 57-66, opposite 27-36 and 67-76, left 37-46 and 77-86,
 * dealer 47-56 and 87-96), 0-2 the face-up 21st cards of the right,
 * opposite and left, 3 the dealer's 21st, 4-16 the folla (R5.4), and
 * robbing starts at 16 (R5.3).
 */
#include <stdlib.h>

#include "t.h"

/* A card from its notation; a typo in a test is fatal. */
mc_card
card(const char *s)
{
	mc_card	 c;

	if (mc_card_parse(s, strlen(s), &c) != MC_OK) {
		fprintf(stderr, "bad card in test: %s\n", s);
		exit(2);
	}
	return c;
}

void
deck_neutral(mc_card deck[MC_NCARDS])
{
	int	 c, lo = 0, hi = 63;

	for (c = 0; c < MC_NCARDS; c++) {
		if (mc_is_robbable((mc_card)c))
			deck[hi++] = (mc_card)c;
		else if (lo < 63)
			deck[lo++] = (mc_card)c;
		else
			deck[96] = (mc_card)c;
	}
}

/* Swaps the named card into position pos. */
void
deck_place(mc_card deck[MC_NCARDS], int pos, const char *s)
{
	mc_card	 c = card(s), t;
	int	 i;

	for (i = 0; deck[i] != c; i++)
		;
	t = deck[pos];
	deck[pos] = c;
	deck[i] = t;
}

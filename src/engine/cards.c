/*
 * cards.c -- sets of cards as 97-bit masks, and the deck as a list.
 */
#include "engine.h"

/* Lists the set in card order into out (room for 97); returns the count. */
int
mc_cards_list(const struct mc_cards *set, mc_card *out)
{
	int	 i, n = 0;

	for (i = 0; i < 2; i++) {
		uint64_t w = i == 0 ? set->w[0] : set->w[1] & MC_CARDS_W1;

		while (w != 0) {
			out[n++] = (mc_card)(i * 64 + __builtin_ctzll(w));
			w &= w - 1;
		}
	}
	return n;
}

/* The 97 cards in card order. */
void
mc_deck_ordered(mc_card deck[MC_NCARDS])
{
	int	 i;

	for (i = 0; i < MC_NCARDS; i++)
		deck[i] = (mc_card)i;
}

/* R1.1: a deck is each of the 97 cards exactly once. */
enum mc_err
mc_deck_check(const mc_card deck[MC_NCARDS])
{
	uint64_t	 w[2] = { 0, 0 };
	unsigned	 high = 0;
	int		 i;

	for (i = 0; i < MC_NCARDS; i++) {
		high |= deck[i];
		w[deck[i] >> 6 & 1] |= (uint64_t)1 << (deck[i] & 63);
	}
	if (high >= 128 || (w[1] & ~MC_CARDS_W1) != 0)
		return MC_ERR_DECK_SIZE;
	/* 97 cards, none above 96: fewer distinct ones means a repeat. */
	if (mc_popcount64(w[0]) + mc_popcount64(w[1]) != MC_NCARDS)
		return MC_ERR_DECK_DUPLICATE;
	return MC_OK;
}

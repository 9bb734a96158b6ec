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

/* The k-th set bit of a word, from 0 (the word has more than k bits). */
static int
select64(uint64_t x, int k)
{
	while (k-- > 0)
		x &= x - 1;
	return __builtin_ctzll(x);
}

mc_card
mc_cards_nth(const struct mc_cards *set, int k)
{
	uint64_t w1 = set->w[1] & MC_CARDS_W1;
	int	 n0 = mc_popcount64(set->w[0]);

	if (k < 0 || k >= n0 + mc_popcount64(w1))
		return MC_NOCARD;
	if (k < n0)
		return (mc_card)select64(set->w[0], k);
	return (mc_card)(64 + select64(w1, k - n0));
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
	uint64_t	 lo = 0, hi = 0, bit;
	unsigned	 high = 0;
	int		 i;

	/* Kept in registers, without branches: this runs for every hand. */
	for (i = 0; i < MC_NCARDS; i++) {
		high |= deck[i];
		bit = (uint64_t)1 << (deck[i] & 63);
		lo |= bit & -(uint64_t)(deck[i] < 64);
		hi |= bit & -(uint64_t)(deck[i] >= 64);
	}
	if (high >= 128 || (hi & ~MC_CARDS_W1) != 0)
		return MC_ERR_DECK_SIZE;
	/* 97 cards, none above 96: fewer distinct ones means a repeat. */
	if (mc_popcount64(lo) + mc_popcount64(hi) != MC_NCARDS)
		return MC_ERR_DECK_DUPLICATE;
	return MC_OK;
}

/*
 * cards.c -- sets of cards as 97-bit masks, and the deck as a list.
 */
#include <string.h>

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

/* R1.2: a red suit's numerals run the other way; the rest is card order. */
int
mc_cards_sorted(const struct mc_cards *set, mc_card *out)
{
	int	 n = mc_cards_list(set, out), i, j, k;
	mc_card	 t;

	for (i = 0; i < n; i = j) {
		for (j = i; j < n && mc_card_suit(out[j]) == mc_card_suit(out[i]) &&
		    mc_card_rank(out[j]) <= 10; j++)
			;
		if (j > i && mc_is_red(mc_card_suit(out[i])))
			for (k = 0; k < (j - i) / 2; k++) {
				t = out[i + k];
				out[i + k] = out[j - 1 - k];
				out[j - 1 - k] = t;
			}
		if (j == i)
			j++;
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
	int	 c;

	for (c = 0; c < MC_NCARDS; c++)
		deck[c] = (mc_card)c;
}

/* Are the n bytes at p all equal to b? */
static bool
all_bytes(const uint8_t *p, size_t n, uint8_t b)
{
	uint64_t	 w, want = 0x0101010101010101ULL * b, diff = 0;
	size_t		 i;

	for (i = 0; i + 8 <= n; i += 8) {
		memcpy(&w, p + i, 8);
		diff |= w ^ want;
	}
	for (; i < n; i++)
		diff |= p[i] ^ b;
	return diff == 0;
}

/*
 * R1.1: a deck is each of the 97 cards exactly once.  Each card marks
 * its byte: 97 cards that mark all of 0..96 hold no repeat, and a mark
 * above 96 is a card that does not exist.  Stores without branches or
 * chains: this runs for every hand.
 */
enum mc_err
mc_deck_check(const mc_card deck[MC_NCARDS])
{
	uint8_t	 marked[256];
	int	 i;

	memset(marked, 0, sizeof(marked));
	for (i = 0; i < MC_NCARDS; i++)
		marked[deck[i]] = 1;
	if (!all_bytes(marked + MC_NCARDS, sizeof(marked) - MC_NCARDS, 0))
		return MC_ERR_DECK_SIZE;
	if (!all_bytes(marked, MC_NCARDS, 1))
		return MC_ERR_DECK_DUPLICATE;
	return MC_OK;
}

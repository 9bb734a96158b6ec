/*
 * scarto.c -- the text program's discards: until the computer players
 * arrive, a seat discards its lowest cards that do not count, keeping
 * trumps while it has suit cards to spare.
 */
#include "cli.h"

/* Orders cards for discarding: lower keys go first. */
static int
discard_key(mc_card c)
{
	int	 key = mc_card_value(c) * 100;

	if (mc_is_trump(c))
		key += 50 + mc_card_rank(c);
	else if (c == MC_MATTO)
		key += 99;
	else
		key += mc_card_strength(c);
	return key;
}

/* Fills out with the discards seat owes; returns their number. */
int
cli_choose_discards(const struct mc_hand *h, int seat, mc_card *out)
{
	mc_card	 cards[MC_NCARDS], t;
	int	 n, i, j;

	n = mc_hand_cards(h, seat, cards);
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && discard_key(cards[j - 1]) >
		    discard_key(cards[j]); j--) {
			t = cards[j];
			cards[j] = cards[j - 1];
			cards[j - 1] = t;
		}
	for (i = 0; i < h->owed[seat]; i++)
		out[i] = cards[i];
	return h->owed[seat];
}

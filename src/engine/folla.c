/*
 * folla.c -- R5.8: the dealer's partner announces how many cards of each
 * suit the folla holds, in the traditional phrase.
 */
#include "engine.h"

static const char *const suit_words[4] = {
	"coppe", "denari", "spade", "bastoni"
};

/* The suit counts of cards; trumps and the Matto are never announced. */
void
mc_folla_counts(const mc_card *cards, size_t n, uint8_t counts[4])
{
	size_t	 i, c = 0, d = 0, sp = 0, b = 0;
	int	 suit;

	/* Counters in registers, no branch: each card is a toss-up. */
	for (i = 0; i < n; i++) {
		suit = cards[i] < MC_NCARDS ? mc_i_card_suits[cards[i]] :
		    MC_FOOL;
		c += suit == MC_COPPE;
		d += suit == MC_DENARI;
		sp += suit == MC_SPADE;
		b += suit == MC_BASTONI;
	}
	counts[0] = (uint8_t)c;
	counts[1] = (uint8_t)d;
	counts[2] = (uint8_t)sp;
	counts[3] = (uint8_t)b;
}

/* Rule (1): the counts are 1, 2, 3 and 4 in some order. */
static bool
one_to_four(const uint8_t c[4])
{
	unsigned	 seen = 0;
	int		 i;

	for (i = 0; i < 4; i++)
		if (c[i] >= 1 && c[i] <= 4)
			seen |= 1u << c[i];
	return seen == 0x1e;
}

static void
ascending(struct str *s, const uint8_t c[4])
{
	int	 n, i;

	for (n = 1; n <= 4; n++)
		for (i = 0; i < 4; i++)
			if (c[i] == n) {
				if (n > 1)
					mc_i_str_add(s, ", ");
				mc_i_str_add(s, suit_words[i]);
			}
}

/* Rule (2): "N rosse, M lunghe", the higher pair first. */
static void
pairs(struct str *s, const uint8_t c[4])
{
	int	 first = c[0] > c[2] ? 0 : 2;
	int	 k, n;

	for (k = 0; k < 2; k++) {
		int red = (k == 0) == (first == 0);

		n = red ? c[0] : c[2];
		if (k > 0)
			mc_i_str_add(s, ", ");
		mc_i_str_addn(s, n);
		if (red)
			mc_i_str_add(s, n == 1 ? " rossa" : " rosse");
		else
			mc_i_str_add(s, n == 1 ? " lunga" : " lunghe");
	}
}

/* Rule (3): groups of equal counts, highest first. */
static void
groups(struct str *s, const uint8_t c[4])
{
	int	 done = 0, n, i, k, size;

	for (n = 255; n >= 0; n--) {
		size = 0;
		for (i = 0; i < 4; i++)
			size += c[i] == n;
		if (size == 0)
			continue;
		if (done > 0)
			mc_i_str_add(s, ", ");
		mc_i_str_addn(s, n);
		done += size;
		if (done == 4 && size > 1) {
			mc_i_str_add(s, " per sorte");
			return;
		}
		for (i = 0, k = 0; i < 4; i++) {
			if (c[i] != n)
				continue;
			k++;
			mc_i_str_add(s, k == 1 ? " " : k == size ? " e " :
			    ", ");
			mc_i_str_add(s, suit_words[i]);
		}
	}
}

/* R5.8: the announcement for counts c, d, s, b. */
size_t
mc_folla_phrase(const uint8_t counts[4], char *buf, size_t size)
{
	struct str	 s;

	mc_i_str_init(&s, buf, size);
	if (one_to_four(counts))
		ascending(&s, counts);
	else if (counts[0] == counts[1] && counts[2] == counts[3] &&
	    counts[0] != counts[2])
		pairs(&s, counts);
	else
		groups(&s, counts);
	return s.len;
}

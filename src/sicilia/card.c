/*
 * card.c -- the 63 cards of the Sicilian pack (S1): their numbers,
 * suits and ranks, strength in a trick, counting values and the count
 * in threes (S2), and the S0.3 notation, shared with Minchiate's
 * letters.  Numbers: coppe 5..Re at 0-9, denari 4..Re at 10-20, spade
 * 21-30, bastoni 31-40, the trumps T0..T20 at 41-61, the Fuggitivo 62.
 */
#include <string.h>

#include "sicilia_i.h"

/* Where each suit begins, and its lowest numeral (S1.2). */
static const uint8_t suit_base[6] = { 0, 10, 21, 31, 41, 62 };
static const uint8_t suit_low[4] = { 5, 4, 5, 5 };

enum mc_suit
ts_card_suit(ts_card c)
{
	int	 s;

	if (c >= TS_NCARDS)
		return MC_FOOL;
	if (c == TS_FUGGITIVO)
		return MC_FOOL;
	for (s = 0; s < 4; s++)
		if (c < suit_base[s + 1])
			return (enum mc_suit)s;
	return MC_TRUMPS;
}

int
ts_card_rank(ts_card c)
{
	enum mc_suit	 s = ts_card_suit(c);

	if (s == MC_FOOL)
		return -1;
	if (s == MC_TRUMPS)
		return c - TS_NSUITCARDS;
	return c - suit_base[s] + suit_low[s];
}

ts_card
ts_suit_card(enum mc_suit s, int rank)
{
	if ((int)s < MC_COPPE || s > MC_BASTONI || rank < suit_low[s] ||
	    rank > MC_RE)
		return TS_NOCARD;
	return (ts_card)(suit_base[s] + rank - suit_low[s]);
}

/* The four Kings: each suit's last card (S1.2). */
ts_cards
ts_i_kings(void)
{
	ts_cards	 kings = 0;
	int		 s;

	for (s = MC_COPPE; s <= MC_BASTONI; s++)
		kings |= ts_bit(suit_base[s + 1] - 1);
	return kings;
}

/* S1.2, S1.3: every suit from the King down, trumps above all. */
int
ts_card_strength(ts_card c)
{
	enum mc_suit	 s = ts_card_suit(c);

	if (s == MC_FOOL)
		return -1;
	return s == MC_TRUMPS ? 100 + ts_card_rank(c) : ts_card_rank(c);
}

/* S2.1: Giove, the Picciotti and the Fuggitivo 10; the other Arie and
 * the Kings 5; Queens 4, Knights 3, Jacks 2; every other card 0. */
int
ts_card_value(ts_card c)
{
	int	 r = ts_card_rank(c);

	if (c >= TS_NCARDS)
		return 0;
	if (c == TS_FUGGITIVO || c == ts_trump(20) || c == ts_trump(1))
		return 10;
	if (ts_is_trump(c))
		return r >= 16 ? 5 : 0;
	switch (r) {
	case MC_RE:
		return 5;
	case MC_DONNA:
		return 4;
	case MC_CAVALLO:
		return 3;
	case MC_FANTE:
		return 2;
	default:
		return 0;
	}
}

ts_cards
ts_suit_set(enum mc_suit s)
{
	if ((int)s < MC_COPPE || s > MC_TRUMPS)
		return s == MC_FOOL ? ts_bit(TS_FUGGITIVO) : 0;
	return ((((ts_cards)1 << suit_base[s + 1]) - 1) >> suit_base[s]) <<
	    suit_base[s];
}

int
ts_cards_list(ts_cards set, ts_card *out)
{
	int	 n = 0;

	while (set != 0) {
		out[n++] = (ts_card)__builtin_ctzll(set);
		set &= set - 1;
	}
	return n;
}

/*
 * S2.4: V - k + (n + 1) / 3 for a pile of n cards, k of them counting
 * for V.  Equal to counting by terzetti however they are made (S2.7).
 */
int
ts_count(ts_cards pile)
{
	ts_card	 list[TS_NCARDS];
	int	 i, n = ts_cards_list(pile & TS_ALL_CARDS, list), k = 0, v = 0;

	for (i = 0; i < n; i++)
		if (ts_card_value(list[i]) > 0) {
			k++;
			v += ts_card_value(list[i]);
		}
	return v - k + (n + 1) / 3;
}

/* ---------------------------------------------------------- notation */


/* A number of 1 or 2 digits without a leading zero, or -1. */
static int
number(const char *s, size_t len)
{
	size_t	 i;
	int	 n = 0;

	if (len == 0 || len > 2 || (s[0] == '0' && len > 1))
		return -1;
	for (i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		n = n * 10 + s[i] - '0';
	}
	return n;
}

/* S0.3: exactly len bytes as one card of this pack. */
enum ts_err
ts_card_parse(const char *s, size_t len, ts_card *out)
{
	const char	*at;
	int		 rank, suit;

	if (len == 0)
		return TS_ERR_CARD;
	if (len == 1 && s[0] == 'M') {
		*out = TS_FUGGITIVO;
		return TS_OK;
	}
	if (s[0] == 'T') {
		if ((rank = number(s + 1, len - 1)) < 0 || rank > 20)
			return TS_ERR_CARD;
		*out = ts_trump(rank);
		return TS_OK;
	}
	if ((at = memchr(mc_i_suit_letters, s[len - 1], 4)) == NULL ||
	    s[len - 1] == '\0')
		return TS_ERR_CARD;
	suit = (int)(at - mc_i_suit_letters);
	if (len == 2 && (at = memchr(mc_i_court_letters, s[0], 4)) != NULL &&
	    s[0] != '\0')
		rank = MC_FANTE + (int)(at - mc_i_court_letters);
	else if ((rank = number(s, len - 1)) < 0 || rank > 10)
		return TS_ERR_CARD;
	if ((*out = ts_suit_card((enum mc_suit)suit, rank)) == TS_NOCARD)
		return TS_ERR_CARD;
	return TS_OK;
}

size_t
ts_card_format(ts_card c, char *buf, size_t size)
{
	struct str	 s;

	mc_i_str_init(&s, buf, size);
	if (c >= TS_NCARDS)
		mc_i_str_add(&s, "?");
	else
		mc_i_notation(&s, ts_card_suit(c), ts_card_rank(c));
	return s.len;
}

/* The one order of every listing: trumps from Giove down, then each
 * suit from its King, the Fuggitivo first of all. */
size_t
ts_cards_format(ts_cards set, char *buf, size_t size)
{
	static const int suits[] = { MC_TRUMPS, MC_COPPE, MC_DENARI,
	    MC_SPADE, MC_BASTONI };
	struct str	 s;
	char		 note[8];
	int		 i, c;
	bool		 first = true;

	mc_i_str_init(&s, buf, size);
	if (ts_has(set, TS_FUGGITIVO)) {
		mc_i_str_add(&s, "M");
		first = false;
	}
	for (i = 0; i < 5; i++)
		for (c = suit_base[suits[i] + 1] - 1; c >= suit_base[suits[i]];
		    c--) {
			if (!ts_has(set, (ts_card)c))
				continue;
			ts_card_format((ts_card)c, note, sizeof(note));
			if (!first)
				mc_i_str_add(&s, " ");
			mc_i_str_add(&s, note);
			first = false;
		}
	return s.len;
}

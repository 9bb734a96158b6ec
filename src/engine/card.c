/*
 * card.c -- the 97 cards: encoding, ranking for tricks and for the
 * partnership draw, counting values, trump groups, names and the R0.3
 * notation.  Card numbers: suit * 14 + rank - 1 for suit cards, then
 * trumps 1..40 at 56..95, then the Matto at 96.
 */
#include "engine.h"

/*
 * Would a take the trick from b, where b is the best card so far and
 * leads or was led (R1.2, R1.3)?  The Matto never wins (R6.5).
 */
bool
mc_card_beats(mc_card a, mc_card b)
{
	if (a == MC_MATTO)
		return false;
	if (b == MC_MATTO)
		return true;
	if (mc_is_trump(a) != mc_is_trump(b))
		return mc_is_trump(a);
	if (mc_card_suit(a) != mc_card_suit(b))
		return false;
	return mc_card_strength(a) > mc_card_strength(b);
}

/*
 * R4.1: trumps by number above all suit cards, suit cards by rank within
 * the suit, so equal ranks of different suits tie.  The Matto: -1.
 */
int
mc_card_draw_rank(mc_card c)
{
	if (mc_is_trump(c))
		return 13 + mc_card_rank(c);
	return mc_card_strength(c);
}

/* R1.4 */
enum mc_group
mc_card_group(mc_card c)
{
	int	 n = mc_card_rank(c);

	if (!mc_is_trump(c))
		return MC_GROUP_NONE;
	if (n <= 5)
		return MC_GROUP_PAPI;
	if (n <= 9)
		return MC_GROUP_TAROCCHINI;
	if (n <= 19)
		return MC_GROUP_SOTTOVENTI;
	if (n <= 29)
		return MC_GROUP_SOPRAVENTI;
	if (n <= 35)
		return MC_GROUP_SOPRATRENTA;
	return MC_GROUP_ARIE;
}

/* R1.4: trumps 16-19, the Preghe, inside the Sottoventi. */
bool
mc_is_preghe(mc_card c)
{
	return mc_is_trump(c) && mc_card_rank(c) >= 16 && mc_card_rank(c) <= 19;
}

/*
 * R2.1: Papi 2-5 count 3; each King, the Matto, 1, 10, 13, 20, 28 and
 * 30-35 count 5; the Arie 10.  In card order: the four suits (their
 * Kings last), trumps 1-40, the Matto.
 */
const uint8_t mc_i_card_values[MC_NCARDS] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5,
	5, 3, 3, 3, 3, 0, 0, 0, 0, 5, 0, 0, 5, 0,
	0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 5,
	0, 5, 5, 5, 5, 5, 5, 10, 10, 10, 10, 10, 5,
};

/* R1.2, R1.3: power in a trick; see engine.h. */
const int16_t mc_i_card_powers[MC_NCARDS] = {
	9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 11, 12, 13,
	9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 10, 11, 12, 13,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
	101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114,
	115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128,
	129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, -1,
};

/* R6.9: c's power in a trick led with lead; see mc_i_card_power_in. */
int
mc_card_power(mc_card c, int lead)
{
	return c < MC_NCARDS ? mc_i_card_power_in(c, lead) : -1;
}

/* The suit of each card (enum mc_suit). */
const uint8_t mc_i_card_suits[MC_NCARDS] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
	3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
	4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
	4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
	4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5,
};

/* Each card as a set of one, to gather sets without shifts or tests. */
#define BIT(c)		{ { (c) < 64 ? (uint64_t)1 << ((c) & 63) : 0, \
			    (c) < 64 ? 0 : (uint64_t)1 << ((c) & 63) } }
#define BITS8(c)	BIT(c), BIT((c) + 1), BIT((c) + 2), BIT((c) + 3), \
			BIT((c) + 4), BIT((c) + 5), BIT((c) + 6), BIT((c) + 7)
const struct mc_cards mc_i_card_bits[MC_NCARDS] = {
	BITS8(0), BITS8(8), BITS8(16), BITS8(24), BITS8(32), BITS8(40),
	BITS8(48), BITS8(56), BITS8(64), BITS8(72), BITS8(80), BITS8(88),
	BIT(96),
};
#undef BITS8
#undef BIT

int
mc_card_value(mc_card c)
{
	return card_value(c);
}

bool
mc_is_counting(mc_card c)
{
	return card_value(c) > 0;
}

/* R5.3, R5.6: what a robber or the dealer's scoprire takes. */
bool
mc_is_robbable(mc_card c)
{
	return c < MC_NCARDS && card_robbable(c);
}

/* R2.3: a card's worth inside a versicola; 29 (and 14 under R10.2) is 5. */
int
mc_card_versicola_value(mc_card c, unsigned variants)
{
	if (c == mc_trump(29))
		return 5;
	if (c == mc_trump(14) && (variants & MC_VAR_DEMONIO))
		return 5;
	return mc_card_value(c);
}

/* ---------------------------------------------------------- notation */

/* Reads a number of 1 or 2 digits without a leading zero; -1 if none. */
static int
parse_number(const char *s, size_t len, size_t *used)
{
	size_t	 i = 0;
	int	 n = 0;

	while (i < len && i < 3 && s[i] >= '0' && s[i] <= '9')
		n = n * 10 + (s[i++] - '0');
	*used = i;
	if (i == 0 || i == 3 || s[0] == '0')
		return -1;
	return n;
}

/* The index of c in set, or -1. */
static int
find_char(const char *set, char c)
{
	int	 i;

	for (i = 0; set[i] != '\0'; i++)
		if (set[i] == c)
			return i;
	return -1;
}

static enum mc_err
parse_trump(const char *s, size_t len, mc_card *out)
{
	size_t	 used;
	int	 n = parse_number(s + 1, len - 1, &used);

	if (n < 1 || n > 40)
		return MC_ERR_CARD_TRUMP;
	if (used + 1 != len)
		return MC_ERR_CARD_TRAILING;
	*out = mc_trump(n);
	return MC_OK;
}

static enum mc_err
parse_suit_card(const char *s, size_t len, mc_card *out)
{
	size_t	 used = 1;
	int	 rank, suit;

	if ((rank = find_char(mc_i_court_letters, s[0])) >= 0)
		rank += MC_FANTE;
	else if (find_char("fcdr", s[0]) >= 0)
		return MC_ERR_CARD_CASE;
	else if ((rank = parse_number(s, len, &used)) < 1 || rank > 10)
		return MC_ERR_CARD_RANK;
	if (used == len)
		return MC_ERR_CARD_SUIT;
	if ((suit = find_char(mc_i_suit_letters, s[used])) < 0)
		return find_char("CDSB", s[used]) >= 0 ? MC_ERR_CARD_CASE :
		    MC_ERR_CARD_SUIT;
	if (used + 1 != len)
		return MC_ERR_CARD_TRAILING;
	*out = mc_suit_card((enum mc_suit)suit, rank);
	return MC_OK;
}

/* R0.3: parses exactly len bytes as one card. */
enum mc_err
mc_card_parse(const char *s, size_t len, mc_card *out)
{
	if (len == 0)
		return MC_ERR_CARD_EMPTY;
	if (s[0] == 'M') {
		if (len != 1)
			return MC_ERR_CARD_TRAILING;
		*out = MC_MATTO;
		return MC_OK;
	}
	if (s[0] == 'T')
		return parse_trump(s, len, out);
	if (s[0] == 'm' || s[0] == 't')
		return MC_ERR_CARD_CASE;
	return parse_suit_card(s, len, out);
}

/* R0.3: writes the card's notation; returns its length. */
size_t
mc_card_format(mc_card c, char *buf, size_t size)
{
	struct str	 s;

	mc_i_str_init(&s, buf, size);
	if (c >= MC_NCARDS)
		mc_i_str_add(&s, "?");
	else
		mc_i_notation(&s, mc_card_suit(c), mc_card_rank(c));
	return s.len;
}

/* R0.3, R1.2: a set in notation, the one order of every listing. */
size_t
mc_cards_format(const struct mc_cards *set, char *buf, size_t size)
{
	struct str	 s;
	mc_card		 list[MC_NCARDS];
	char		 note[8];
	int		 i, n = mc_cards_sorted(set, list);

	mc_i_str_init(&s, buf, size);
	for (i = 0; i < n; i++) {
		mc_card_format(list[i], note, sizeof(note));
		if (i > 0)
			mc_i_str_add(&s, " ");
		mc_i_str_add(&s, note);
	}
	return s.len;
}

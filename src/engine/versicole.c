/*
 * versicole.c -- R3: the versicole of a set of cards.  Regular runs of
 * three or more trumps within 1-5 or within 28-40, the four irregular
 * kinds, and the Demonio variant (R10.2); each worth its cards' values
 * (R2.3: 29, and 14 under R10.2, count 5) plus 5 for the Matto (R3.5).
 *
 * The trumps of the set are taken as one 40-bit word, bit n-1 for trump
 * n, so runs and fixed patterns are a few mask operations.
 */
#include "engine.h"

#define T(n)		((uint64_t)1 << ((n) - 1))
#define PAPI		(T(1) | T(2) | T(3) | T(4) | T(5))
#define ALTI		(((uint64_t)0x1fff) << 27)		/* 28-40 */

/* The set's trumps, bit n-1 for trump n. */
static uint64_t
trump_bits(const struct mc_cards *set)
{
	return (set->w[0] >> 56 | set->w[1] << 8) & (((uint64_t)1 << 40) - 1);
}

/* R2.3: the worth of trumps inside a versicola. */
static int
trumps_value(uint64_t t, unsigned variants)
{
	const uint64_t three = T(2) | T(3) | T(4) | T(5);
	const uint64_t ten = T(36) | T(37) | T(38) | T(39) | T(40);
	uint64_t five = T(1) | T(10) | T(13) | T(20) | T(28) | T(29) |
	    T(30) | T(31) | T(32) | T(33) | T(34) | T(35);

	if (variants & MC_VAR_DEMONIO)
		five |= T(14);
	return 3 * mc_popcount64(t & three) + 5 * mc_popcount64(t & five) +
	    10 * mc_popcount64(t & ten);
}

/* Starts a versicola of kind holding the trumps in t. */
static void
start(struct mc_versicola *v, enum mc_vkind kind, uint64_t t,
    unsigned variants)
{
	v->kind = (uint8_t)kind;
	v->ncards = 0;
	v->value = (uint8_t)trumps_value(t, variants);
	for (; t != 0; t &= t - 1)
		v->cards[v->ncards++] = mc_trump(__builtin_ctzll(t) + 1);
}

/* R3.1: the maximal runs of three or more among the trumps in t. */
static int
runs(uint64_t t, enum mc_vkind kind, unsigned variants,
    struct mc_versicola *out)
{
	uint64_t run;
	int	 n = 0, lo, len;

	while (t != 0) {
		lo = __builtin_ctzll(t);
		len = __builtin_ctzll(~(t >> lo));
		run = (len >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << len) - 1) << lo;
		if (len >= 3)
			start(&out[n++], kind, run, variants);
		t &= ~run;
	}
	return n;
}

/* A pattern of trumps, all present, is a versicola. */
static int
pattern(uint64_t t, uint64_t want, enum mc_vkind kind, unsigned variants,
    struct mc_versicola *out)
{
	if ((t & want) != want)
		return 0;
	start(out, kind, want, variants);
	return 1;
}

/* R3.2(a): 1, Matto, 40 (the Matto listed between them). */
static int
del_matto(const struct mc_cards *set, uint64_t t, struct mc_versicola *out)
{
	if ((t & (T(1) | T(40))) != (T(1) | T(40)) ||
	    !mc_cards_has(set, MC_MATTO))
		return 0;
	out->kind = MC_V_MATTO;
	out->ncards = 3;
	out->cards[0] = mc_trump(1);
	out->cards[1] = MC_MATTO;
	out->cards[2] = mc_trump(40);
	out->value = (uint8_t)(mc_card_value(mc_trump(1)) +
	    mc_card_value(MC_MATTO) + mc_card_value(mc_trump(40)));
	return 1;
}

/* R3.2(c): 20 and 30 with 10, 40 or both. */
static int
diecine(uint64_t t, unsigned variants, struct mc_versicola *out)
{
	uint64_t d = t & (T(10) | T(20) | T(30) | T(40));

	if ((d & (T(20) | T(30))) != (T(20) | T(30)) || mc_popcount64(d) < 3)
		return 0;
	start(out, MC_V_DIECINE, d, variants);
	return 1;
}

/* R3.2(d): three or four Kings. */
static int
kings(const struct mc_cards *set, struct mc_versicola *out)
{
	int	 s;
	mc_card	 c;

	out->kind = MC_V_RE;
	out->ncards = 0;
	for (s = MC_COPPE; s <= MC_BASTONI; s++)
		if (mc_cards_has(set, c = mc_suit_card((enum mc_suit)s, MC_RE)))
			out->cards[out->ncards++] = c;
	out->value = (uint8_t)(5 * out->ncards);
	return out->ncards >= 3;
}

/*
 * Every versicola in set, with R3.5's Matto bonus when the set holds the
 * Matto; returns how many were written to out.
 */
int
mc_versicole(const struct mc_cards *set, unsigned variants,
    struct mc_versicola out[MC_VERSICOLE_MAX])
{
	uint64_t t = trump_bits(set);
	int	 n = 0, i;

	n += runs(t & PAPI, MC_V_PAPI, variants, out + n);
	n += runs(t & ALTI, MC_V_ALTI, variants, out + n);
	n += del_matto(set, t, out + n);
	n += pattern(t, T(1) | T(13) | T(28), MC_V_TREDICI, variants, out + n);
	n += diecine(t, variants, out + n);
	n += kings(set, out + n);
	if (variants & MC_VAR_DEMONIO)
		n += pattern(t, T(14) | T(35) | T(39), MC_V_DEMONIO, variants,
		    out + n);
	for (i = 0; i < n; i++) {
		out[i].bonus = mc_cards_has(set, MC_MATTO) &&
		    out[i].kind != MC_V_MATTO ? 5 : 0;
		out[i].value = (uint8_t)(out[i].value + out[i].bonus);
	}
	return n;
}

/* Does the set hold any versicola?  Masks only, no list (R3). */
bool
mc_has_versicola(const struct mc_cards *set, unsigned variants)
{
	const uint64_t	 kings = ((uint64_t)1 << 13) | ((uint64_t)1 << 27) |
	    ((uint64_t)1 << 41) | ((uint64_t)1 << 55);
	uint64_t	 t = trump_bits(set), three = t & t >> 1 & t >> 2;

	if ((three & (T(1) | T(2) | T(3))) != 0 ||	/* a run within 1-5 */
	    (three & ALTI) != 0)			/* a run from 28 up */
		return true;
	if ((t & (T(1) | T(13) | T(28))) == (T(1) | T(13) | T(28)) ||
	    ((t & (T(1) | T(40))) == (T(1) | T(40)) &&
	    mc_cards_has(set, MC_MATTO)) ||
	    ((t & (T(20) | T(30))) == (T(20) | T(30)) &&
	    (t & (T(10) | T(40))) != 0) ||
	    mc_popcount64(set->w[0] & kings) >= 3)
		return true;
	return (variants & MC_VAR_DEMONIO) &&
	    (t & (T(14) | T(35) | T(39))) == (T(14) | T(35) | T(39));
}

/*
 * The total of every versicola in set, as mc_versicole would list them,
 * from masks alone: it runs twice at the end of every hand.  Runs are
 * disjoint, so their trumps are valued together; each versicola but
 * 1-Matto-40 takes the Matto's bonus (R3.5).
 */
int
mc_versicole_value(const struct mc_cards *set, unsigned variants)
{
	const uint64_t	 kings = ((uint64_t)1 << 13) | ((uint64_t)1 << 27) |
	    ((uint64_t)1 << 41) | ((uint64_t)1 << 55);
	const uint64_t	 tredici = T(1) | T(13) | T(28);
	const uint64_t	 demonio = T(14) | T(35) | T(39);
	uint64_t	 t = trump_bits(set), x = t & (PAPI | ALTI);
	uint64_t	 three = x & x >> 1 & x >> 2, run, d;
	int		 total, n, k;

	/* R3.1: the trumps in runs of three or more, and how many runs. */
	run = three | three << 1 | three << 2;
	total = trumps_value(run, variants);
	n = mc_popcount64(run & ~(run << 1));
	/* R3.2(a): no bonus, the Matto being in it. */
	if ((t & (T(1) | T(40))) == (T(1) | T(40)) &&
	    mc_cards_has(set, MC_MATTO))
		total += mc_card_value(mc_trump(1)) + mc_card_value(MC_MATTO) +
		    mc_card_value(mc_trump(40));
	if ((t & tredici) == tredici) {			/* R3.2(b) */
		total += trumps_value(tredici, variants);
		n++;
	}
	d = t & (T(10) | T(20) | T(30) | T(40));	/* R3.2(c) */
	if ((d & (T(20) | T(30))) == (T(20) | T(30)) && mc_popcount64(d) >= 3) {
		total += trumps_value(d, variants);
		n++;
	}
	if ((k = mc_popcount64(set->w[0] & kings)) >= 3) {	/* R3.2(d) */
		total += 5 * k;
		n++;
	}
	if ((variants & MC_VAR_DEMONIO) &&			/* R10.2 */
	    (t & demonio) == demonio) {
		total += trumps_value(demonio, variants);
		n++;
	}
	return total + (mc_cards_has(set, MC_MATTO) ? 5 * n : 0);
}

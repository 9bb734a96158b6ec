/*
 * versicole.c -- R3: the versicole of a set of cards.  Regular runs of
 * three or more trumps within 1-5 or within 28-40, the four irregular
 * kinds, and the Demonio variant (R10.2); each worth its cards' values
 * (R2.3: 29, and 14 under R10.2, count 5) plus 5 for the Matto (R3.5).
 */
#include "engine.h"

static bool
has_trump(const struct mc_cards *set, int n)
{
	return mc_cards_has(set, mc_trump(n));
}

static void
add_card(struct mc_versicola *v, mc_card c, unsigned variants)
{
	v->cards[v->ncards++] = c;
	v->value = (uint8_t)(v->value + mc_card_versicola_value(c, variants));
}

/* R3.1: the maximal runs of three or more within lo..hi. */
static int
runs(const struct mc_cards *set, int lo, int hi, enum mc_vkind kind,
    unsigned variants, struct mc_versicola *out)
{
	int	 n = 0, start, end, t;

	for (start = lo; start <= hi; start = end + 1) {
		for (end = start; end <= hi && has_trump(set, end); end++)
			;
		if (end - start < 3)
			continue;
		out[n].kind = (uint8_t)kind;
		out[n].ncards = 0;
		out[n].value = 0;
		for (t = start; t < end; t++)
			add_card(&out[n], mc_trump(t), variants);
		n++;
	}
	return n;
}

/* Adds a versicola of the listed cards if the set holds them all. */
static int
fixed(const struct mc_cards *set, enum mc_vkind kind, const mc_card *cards,
    int ncards, unsigned variants, struct mc_versicola *out)
{
	int	 i;

	for (i = 0; i < ncards; i++)
		if (!mc_cards_has(set, cards[i]))
			return 0;
	out->kind = (uint8_t)kind;
	out->ncards = 0;
	out->value = 0;
	for (i = 0; i < ncards; i++)
		add_card(out, cards[i], variants);
	return 1;
}

/* R3.2(c): 20 and 30 with 10, 40 or both. */
static int
diecine(const struct mc_cards *set, unsigned variants,
    struct mc_versicola *out)
{
	mc_card	 cards[4];
	int	 n = 0;

	if (!has_trump(set, 20) || !has_trump(set, 30))
		return 0;
	if (has_trump(set, 10))
		cards[n++] = mc_trump(10);
	cards[n++] = mc_trump(20);
	cards[n++] = mc_trump(30);
	if (has_trump(set, 40))
		cards[n++] = mc_trump(40);
	return n >= 3 ? fixed(set, MC_V_DIECINE, cards, n, variants, out) : 0;
}

/* R3.2(d): three or four Kings. */
static int
kings(const struct mc_cards *set, unsigned variants, struct mc_versicola *out)
{
	mc_card	 cards[4];
	int	 n = 0, s;

	for (s = MC_COPPE; s <= MC_BASTONI; s++)
		if (mc_cards_has(set, mc_suit_card((enum mc_suit)s, MC_RE)))
			cards[n++] = mc_suit_card((enum mc_suit)s, MC_RE);
	return n >= 3 ? fixed(set, MC_V_RE, cards, n, variants, out) : 0;
}

/*
 * Every versicola in set, with R3.5's Matto bonus when the set holds the
 * Matto; returns how many were written to out (MC_VERSICOLE_MAX room).
 */
int
mc_versicole(const struct mc_cards *set, unsigned variants,
    struct mc_versicola out[MC_VERSICOLE_MAX])
{
	const mc_card matto[] = { mc_trump(1), MC_MATTO, mc_trump(40) };
	const mc_card tredici[] = { mc_trump(1), mc_trump(13), mc_trump(28) };
	const mc_card demonio[] = { mc_trump(14), mc_trump(35), mc_trump(39) };
	int	 n = 0, i;

	n += runs(set, 1, 5, MC_V_PAPI, variants, out + n);
	n += runs(set, 28, 40, MC_V_ALTI, variants, out + n);
	n += fixed(set, MC_V_MATTO, matto, 3, variants, out + n);
	n += fixed(set, MC_V_TREDICI, tredici, 3, variants, out + n);
	n += diecine(set, variants, out + n);
	n += kings(set, variants, out + n);
	if (variants & MC_VAR_DEMONIO)
		n += fixed(set, MC_V_DEMONIO, demonio, 3, variants, out + n);
	for (i = 0; i < n; i++) {
		out[i].bonus = mc_cards_has(set, MC_MATTO) &&
		    out[i].kind != MC_V_MATTO ? 5 : 0;
		out[i].value = (uint8_t)(out[i].value + out[i].bonus);
	}
	return n;
}

/* The total of every versicola in set. */
int
mc_versicole_value(const struct mc_cards *set, unsigned variants)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	int			 n, i, total = 0;

	n = mc_versicole(set, variants, v);
	for (i = 0; i < n; i++)
		total += v[i].value;
	return total;
}

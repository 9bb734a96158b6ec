/*
 * score.c -- S10.3, S11, S12: where the Fuggitivo ends, each side's
 * cards and card points, the jochi, their difference and what each
 * player pays or receives.
 */
#include <string.h>

#include "sicilia_i.h"

/* Tricks won by a side (S10.3: the scarto is no trick). */
static int
side_tricks(const struct ts_hand *h, int side)
{
	int	 s, n = 0;

	for (s = 0; s < MC_NSEATS; s++)
		if (ts_hand_side(h, s) == side)
			n += h->tricks_won[s];
	return n;
}

/* S10.3: its holder's side if that side won a trick, else the side
 * that won the trick it was played in. */
static int
fuggitivo_side(const struct ts_hand *h)
{
	int	 mine = ts_hand_side(h, h->fugg_seat);

	if (side_tricks(h, mine) > 0)
		return mine;
	return ts_hand_side(h, h->trick_winner[h->fugg_trick]);
}

/* S11.4: the objectives a side's cards make. */
static void
holdings(const ts_cards cards, int jochi[TS_JOCHI_KINDS])
{
	ts_cards	 kings = ts_i_kings(), arie4 = 0;
	int		 n;

	for (n = 16; n <= 19; n++)
		arie4 |= ts_bit(ts_trump(n));
	jochi[TS_4RE] = (cards & kings) == kings;		/* (c) */
	jochi[TS_4ARIE] = (cards & arie4) == arie4;		/* (d) */
	jochi[TS_5ARIE] = jochi[TS_4ARIE] &&			/* (e) */
	    ts_has(cards, ts_trump(20));
}

/* S11.4f: an Aria (16-19) or the Picciotti played by one side and
 * taken by the other. */
static void
pigliate(const struct ts_hand *h, struct ts_score *sc)
{
	static const int taken[] = { 1, 16, 17, 18, 19 };
	ts_card		 c;
	size_t		 i;
	int		 by, from;

	for (i = 0; i < sizeof(taken) / sizeof(taken[0]); i++) {
		c = ts_trump(taken[i]);
		if (h->taken_by[c] < 0 || h->played_by[c] < 0)
			continue;
		by = ts_hand_side(h, h->taken_by[c]);
		from = ts_hand_side(h, h->played_by[c]);
		if (by != from)
			sc->jochi[by][TS_PIGLIATA]++;
	}
}

/* S12: pairs D each; a soloist three times, a stata six times. */
static void
payments(const struct ts_hand *h, struct ts_score *sc)
{
	int	 s, mult = h->contract == TS_STATA ? 2 : 1;
	bool	 alone = h->partner < 0;

	for (s = 0; s < MC_NSEATS; s++) {
		if (s == h->declarer)
			sc->pay[s] = sc->diff * mult * (alone ? 3 : 1);
		else if (ts_hand_side(h, s) == 0)
			sc->pay[s] = sc->diff;
		else
			sc->pay[s] = -sc->diff * mult;
	}
}

void
ts_hand_score(const struct ts_hand *h, struct ts_score *sc)
{
	ts_cards	 need = ts_bit(ts_trump(20)) | ts_bit(ts_trump(1)) |
			    ts_bit(TS_FUGGITIVO);
	int		 s, side, k;

	memset(sc, 0, sizeof(*sc));
	sc->contract = h->contract;
	sc->declarer = h->declarer;
	sc->partner = h->contract == TS_THROWN_IN ? -1 : h->partner;
	sc->fugg_side = sc->last_side = -1;
	if (h->phase != TS_PHASE_OVER || h->contract == TS_THROWN_IN)
		return;						/* S12.5 */
	for (s = 0; s < MC_NSEATS; s++)				/* S11.2 */
		sc->cards[ts_hand_side(h, s)] |= h->won[s];
	sc->cards[0] |= h->scarto;
	sc->fugg_side = fuggitivo_side(h);
	sc->cards[sc->fugg_side] |= ts_bit(TS_FUGGITIVO);
	sc->last_side = ts_hand_side(h, h->last_winner);
	for (side = 0; side < 2; side++) {
		sc->points[side] = ts_count(sc->cards[side]) +	/* S11.3 */
		    (sc->last_side == side ? 5 : 0);
		sc->jochi[side][TS_RIMATURA] = sc->points[side] >= 55;
		sc->jochi[side][TS_VANTO] = sc->last_side == side;
		holdings(sc->cards[side], sc->jochi[side]);
	}
	pigliate(h, sc);
	if (h->scommessa)					/* (g) */
		sc->jochi[(sc->cards[0] & need) == need ? 0 : 1]
		    [TS_SCOMMESSA] = 1;
	if (h->rivanto >= 0)					/* (h) */
		sc->jochi[sc->last_side == 1 ? 1 : 0][TS_RIVANTO] = 1;
	for (side = 0; side < 2; side++)
		for (k = 0; k < TS_JOCHI_KINDS; k++)
			sc->total[side] += sc->jochi[side][k];
	sc->diff = sc->total[0] - sc->total[1];			/* S11.6 */
	payments(h, sc);
}

/*
 * draw.c -- R4.1: drawing cards for partnerships.  Each player draws in
 * seat order; a Matto is replaced at once by the next card; equal draws
 * are broken by further draws among the tied players only, the highest
 * tied group first, until every player has a place.
 *
 * The deck never runs out: a draw that leaves its player tied is a suit
 * card (trumps are all different), and each of the 56 suit cards is
 * drawn at most once; add a final draw per player and the Matto and no
 * draw uses more than 61 cards.
 */
#include <string.h>

#include "engine.h"

struct drawing {
	const mc_card	*deck;
	struct mc_draw	*out;
	int		 keys[MC_NSEATS][MC_DRAW_MAX];	/* ranks drawn */
	int		 nkeys[MC_NSEATS];
};

/* One card for player p; the Matto is set aside and p draws again. */
static void
draw_one(struct drawing *d, int p)
{
	struct mc_draw	*out = d->out;
	mc_card		 c;

	do {
		if (out->n >= MC_DRAW_MAX)
			return;		/* unreachable: see above */
		c = d->deck[out->n];
		out->card[out->n] = c;
		out->player[out->n] = (uint8_t)p;
		out->round[out->n] = (uint8_t)d->nkeys[p];
		out->n++;
	} while (c == MC_MATTO);
	d->keys[p][d->nkeys[p]++] = mc_card_draw_rank(c);
}

/* Compares two players' draws so far: > 0 when a drew higher. */
static int
compare(const struct drawing *d, int a, int b)
{
	int	 i;

	for (i = 0; i < d->nkeys[a] && i < d->nkeys[b]; i++)
		if (d->keys[a][i] != d->keys[b][i])
			return d->keys[a][i] - d->keys[b][i];
	return d->nkeys[a] - d->nkeys[b];
}

/* Sorts order[lo..hi) highest first, keeping seat order among equals. */
static void
sort_players(const struct drawing *d, uint8_t *order, int lo, int hi)
{
	int	 i, j;
	uint8_t	 p;

	for (i = lo + 1; i < hi; i++) {
		p = order[i];
		for (j = i; j > lo && compare(d, order[j - 1], p) < 0; j--)
			order[j] = order[j - 1];
		order[j] = p;
	}
}

/* Finds the highest group of tied players; returns its size. */
static int
tied_group(const struct drawing *d, const uint8_t *order, int *lo)
{
	int	 i, j;

	for (i = 0; i < MC_NSEATS - 1; i++) {
		for (j = i + 1; j < MC_NSEATS &&
		    compare(d, order[i], order[j]) == 0; j++)
			;
		if (j - i > 1) {
			*lo = i;
			return j - i;
		}
	}
	return 0;
}

/* Sorts a few seats in seat order (South, East, North, West). */
static void
sort_seats(uint8_t *seats, int n)
{
	int	 i, j;
	uint8_t	 s;

	for (i = 1; i < n; i++) {
		s = seats[i];
		for (j = i; j > 0 && seats[j - 1] > s; j--)
			seats[j] = seats[j - 1];
		seats[j] = s;
	}
}

/* R4.1 from a given deck order, top first. */
void
mc_draw_from(const mc_card deck[MC_NCARDS], struct mc_draw *out)
{
	struct drawing	 d;
	uint8_t		 seats[MC_NSEATS];
	int		 p, i, lo, size;

	memset(&d, 0, sizeof(d));
	memset(out, 0, sizeof(*out));
	d.deck = deck;
	d.out = out;
	for (p = 0; p < MC_NSEATS; p++) {
		draw_one(&d, p);
		out->order[p] = (uint8_t)p;
	}
	sort_players(&d, out->order, 0, MC_NSEATS);
	while ((size = tied_group(&d, out->order, &lo)) > 0 &&
	    out->n < MC_DRAW_MAX) {
		/* The tied players redraw in seat order. */
		memcpy(seats, out->order + lo, (size_t)size);
		sort_seats(seats, size);
		for (i = 0; i < size; i++)
			draw_one(&d, seats[i]);
		sort_players(&d, out->order, lo, lo + size);
	}
}

/* R4.1: shuffles a fresh deck and draws. */
void
mc_draw_partners(struct mc_rng *r, struct mc_draw *out)
{
	mc_card	 deck[MC_NCARDS];

	mc_deck_ordered(deck);
	mc_shuffle(r, deck, MC_NCARDS);
	mc_draw_from(deck, out);
}

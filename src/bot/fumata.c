/*
 * fumata.c -- the fumata di sopraventi, a signal between partners: a
 * player whose first trump lead is a Sopraventi (21-27; never 29, which
 * says nothing) holds the highest Aria still out, the Tromba while it
 * is.  Every level but random gives it; the search reads it for the
 * Tromba only (which Aria a later signal meant depends on what was out
 * when it was given), dealing it to the partner in the deals it imagines.
 */
#include "bot.h"

/* The highest Aria (36-40) not yet played, or MC_NOCARD. */
mc_card
fumata_top_aria(const struct mc_hand *h)
{
	int	 n;

	for (n = 40; n >= 36; n--)
		if (!mc_cards_has(&h->play.won[0], mc_trump(n)) &&
		    !mc_cards_has(&h->play.won[1], mc_trump(n)))
			return mc_trump(n);
	return MC_NOCARD;
}

/* Did seat give the fumata: a Sopraventi as his first trump lead? */
bool
fumata_given(const struct mc_hand *h, int seat)
{
	mc_card	 c = h->play.first_trump_lead[seat];

	return mc_is_trump(c) && mc_card_rank(c) >= 21 &&
	    mc_card_rank(c) <= 27;
}

/*
 * The card to lead for the fumata, or MC_NOCARD: the player due leads
 * his first trump, holds the top Aria and a Sopraventi to say so.
 */
mc_card
fumata_lead(const struct mc_hand *h, const mc_card *legal, int n)
{
	int	 seat = h->play.turn, i;
	mc_card	 top = fumata_top_aria(h);

	if (h->play.first_trump_lead[seat] != 0 || top == MC_NOCARD ||
	    !mc_cards_has(&h->held[seat], top))
		return MC_NOCARD;
	for (i = 0; i < n; i++)
		if (mc_is_trump(legal[i]) && mc_card_rank(legal[i]) >= 21 &&
		    mc_card_rank(legal[i]) <= 27)
			return legal[i];
	return MC_NOCARD;
}

/*
 * In a deal imagined from v, give the partner the Aria his fumata
 * announced, if the seat cannot see where it is: it changes places with
 * a card the partner was dealt at random.
 */
void
fumata_read(const struct mc_view *v, struct mc_hand *deal, struct mc_rng *r)
{
	int	 partner = mc_seat_opposite(v->seat), s, n = 0, k, i;
	mc_card	 top = mc_trump(40), cards[MC_NCARDS], c;

	if (!fumata_given(&v->hand, partner) ||
	    !mc_cards_has(&v->hidden, top) ||
	    mc_cards_has(&deal->held[partner], top))
		return;
	for (s = 0; s < MC_NSEATS; s++)
		if (mc_cards_has(&deal->held[s], top))
			break;
	if (s == MC_NSEATS)
		return;			/* in the folla or a discard */
	/* A trump of the partner's dealt at random, to swap. */
	k = mc_cards_list(&deal->held[partner], cards);
	for (i = 0; i < k; i++)
		if (mc_cards_has(&v->hidden, cards[i]) && mc_is_trump(cards[i]))
			cards[n++] = cards[i];
	if (n == 0)
		return;
	c = cards[mc_rng_below(r, (uint32_t)n)];
	mc_cards_del(&deal->held[partner], c);
	mc_cards_add(&deal->held[partner], top);
	mc_cards_del(&deal->held[s], top);
	mc_cards_add(&deal->held[s], c);
}

/*
 * notation.c -- the cards' notation both games write (R0.3, S0.3): a
 * trump as T and its number, the Fool as M, a suit card as its rank (a
 * numeral, or F, C, D, R) then its suit's letter (c, d, s, b).
 */
#include "core.h"

/* The suits' letters in suit order; the courts' from the Fante up. */
const char mc_i_suit_letters[] = "cdsb";
const char mc_i_court_letters[] = "FCDR";

/*
 * The notation of a card of suit (MC_COPPE .. MC_FOOL) and rank (a suit
 * card's 1..14, a trump's number), into s; "?" for no card.
 */
void
mc_i_notation(struct str *s, int suit, int rank)
{
	char	 one[2] = { 0, 0 };

	if (suit == MC_FOOL)
		mc_i_str_add(s, "M");
	else if (suit == MC_TRUMPS) {
		mc_i_str_add(s, "T");
		mc_i_str_addn(s, rank);
	} else if (suit < MC_COPPE || suit > MC_BASTONI || rank < 1 ||
	    rank > MC_RE)
		mc_i_str_add(s, "?");
	else {
		if (rank >= MC_FANTE) {
			one[0] = mc_i_court_letters[rank - MC_FANTE];
			mc_i_str_add(s, one);
		} else
			mc_i_str_addn(s, rank);
		one[0] = mc_i_suit_letters[suit];
		mc_i_str_add(s, one);
	}
}

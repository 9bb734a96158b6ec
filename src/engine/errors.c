/*
 * errors.c -- one message per enum mc_err, naming the rule it enforces.
 */
#include "engine.h"

static const char *const messages[] = {
	[MC_OK] = "no error",
	[MC_ERR_CARD_EMPTY] = "empty card (R0.3)",
	[MC_ERR_CARD_RANK] = "unknown rank: use R, D, C, F or 1 to 10 (R0.3)",
	[MC_ERR_CARD_SUIT] = "unknown suit: use c, d, s or b (R0.3)",
	[MC_ERR_CARD_TRUMP] = "trumps are T1 to T40 (R0.3)",
	[MC_ERR_CARD_CASE] = "wrong case: ranks and T, M are upper-case, "
	    "suits lower-case (R0.3)",
	[MC_ERR_CARD_TRAILING] = "extra characters after the card (R0.3)",
	[MC_ERR_DECK_SIZE] = "a deck holds 97 cards (R1.1)",
	[MC_ERR_DECK_DUPLICATE] = "a card appears twice in the deck (R1.1)",
	[MC_ERR_DECK_BOTTOM] = "the bottom card of the deck may not be a "
	    "counting card (R5.1)",
	[MC_ERR_SEAT] = "no such seat (R0.1)",
	[MC_ERR_PHASE] = "not at this point of the hand",
	[MC_ERR_NOT_YOUR_TURN] = "not this player's turn",
	[MC_ERR_CUT_RANGE] = "the cut lifts 14 to 83 cards (R5.2)",
	[MC_ERR_DISCARD_COUNT] = "wrong number of discards (R5.9)",
	[MC_ERR_NOT_IN_HAND] = "the card is not in the player's hand",
	[MC_ERR_DUPLICATE] = "the same card is given twice",
	[MC_ERR_MUST_FOLLOW] = "must follow suit (R6.2)",
	[MC_ERR_MUST_TRUMP] = "must play a trump (R6.2)",
	[MC_ERR_KING_RULE] = "must play the King: its suit is led for the "
	    "first time and trumped (R6.8)",
	[MC_ERR_FALLEN_MATTO] = "a fallen player cannot play the Matto on "
	    "his own (R6.11)",
	[MC_ERR_NO_VERSICOLA] = "no such versicola to declare (R6.3)",
	[MC_ERR_OUT_OF_TURN] = "out of turn: play goes counterclockwise and "
	    "the winner leads (R6.1)",
	[MC_ERR_MATCH_LENGTH] = "a match is one hand, one giro or a set "
	    "(R4.4)",
};

/* Every error has a message: the table and the enum stay the same size. */
_Static_assert(sizeof(messages) / sizeof(messages[0]) == MC_ERR_MAX,
    "one message per enum mc_err");

const char *
mc_strerror(enum mc_err e)
{
	if ((int)e < 0 || e >= MC_ERR_MAX || messages[e] == NULL)
		return "unknown error";
	return messages[e];
}

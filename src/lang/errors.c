/*
 * errors.c -- the engine's refusals said in the player's language.  The
 * library's mc_strerror stays English; this table says the same words,
 * marked for the translator, and a unit test keeps the two in step.
 */
#include "lang.h"

static const char *const messages[] = {
	[MC_OK] = N_("no error"),
	[MC_ERR_CARD_EMPTY] = N_("empty card (R0.3)"),
	[MC_ERR_CARD_RANK] = N_("unknown rank: use R, D, C, F or 1 to 10 "
	    "(R0.3)"),
	[MC_ERR_CARD_SUIT] = N_("unknown suit: use c, d, s or b (R0.3)"),
	[MC_ERR_CARD_TRUMP] = N_("trumps are T1 to T40 (R0.3)"),
	[MC_ERR_CARD_CASE] = N_("wrong case: ranks and T, M are upper-case, "
	    "suits lower-case (R0.3)"),
	[MC_ERR_CARD_TRAILING] = N_("extra characters after the card "
	    "(R0.3)"),
	[MC_ERR_DECK_SIZE] = N_("a deck holds 97 cards (R1.1)"),
	[MC_ERR_DECK_DUPLICATE] = N_("a card appears twice in the deck "
	    "(R1.1)"),
	[MC_ERR_DECK_BOTTOM] = N_("the bottom card of the deck may not be a "
	    "counting card (R5.1)"),
	[MC_ERR_SEAT] = N_("no such seat (R0.1)"),
	[MC_ERR_PHASE] = N_("not at this point of the hand"),
	[MC_ERR_NOT_YOUR_TURN] = N_("not this player's turn"),
	[MC_ERR_CUT_RANGE] = N_("the cut lifts 14 to 83 cards (R5.2)"),
	[MC_ERR_DISCARD_COUNT] = N_("wrong number of discards (R5.9)"),
	[MC_ERR_NOT_IN_HAND] = N_("the card is not in the player's hand"),
	[MC_ERR_DUPLICATE] = N_("the same card is given twice"),
	[MC_ERR_MUST_FOLLOW] = N_("must follow suit (R6.2)"),
	[MC_ERR_MUST_TRUMP] = N_("must play a trump (R6.2)"),
	[MC_ERR_KING_RULE] = N_("must play the King: its suit is led for "
	    "the first time and trumped (R6.8)"),
	[MC_ERR_FALLEN_MATTO] = N_("a fallen player cannot play the Matto "
	    "on his own (R6.11)"),
	[MC_ERR_NO_VERSICOLA] = N_("no such versicola to declare (R6.3)"),
	[MC_ERR_OUT_OF_TURN] = N_("out of turn: play goes counterclockwise "
	    "and the winner leads (R6.1)"),
	[MC_ERR_MATCH_LENGTH] = N_("a match is one hand, one giro or a set "
	    "(R4.4)"),
};

_Static_assert(sizeof(messages) / sizeof(messages[0]) == MC_ERR_MAX,
    "one message per enum mc_err");

/* The engine's refusal e, in the language spoken. */
const char *
lang_strerror(enum mc_err e)
{
	if ((int)e < 0 || e >= MC_ERR_MAX || messages[e] == NULL)
		return _("unknown error");
	return _(messages[e]);
}

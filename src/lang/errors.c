/*
 * errors.c -- the engines' refusals said in the player's language.  The
 * library's mc_strerror and ts_strerror stay English; these tables say
 * the same words, marked for the translator, and a unit test keeps each
 * pair in step.
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

/* The Sicilian engine's refusals (ts_strerror), the same way. */
static const char *const ts_messages[] = {
	[TS_OK] = N_("no error"),
	[TS_ERR_CARD] = N_("not a card of the Sicilian pack (S0.3, S1)"),
	[TS_ERR_DECK] = N_("not the 63 cards, each once (S1.1)"),
	[TS_ERR_SEAT] = N_("no such seat"),
	[TS_ERR_PHASE] = N_("not what the hand waits for now"),
	[TS_ERR_NOT_YOUR_TURN] = N_("not this seat's turn"),
	[TS_ERR_CUT_RANGE] = N_("a cut lifts 5 to 58 cards (S4.2)"),
	[TS_ERR_BID] = N_("that bid is not allowed now (S5.1, S5.3)"),
	[TS_ERR_SCARTO_COUNT] = N_("the scarto is three cards of the "
	    "declarer's (S7.2)"),
	[TS_ERR_SCARTO_CARD] = N_("no trump, King or Fuggitivo in the "
	    "scarto, but low trumps when suit cards run short (S7.3, S7.4)"),
	[TS_ERR_NOT_IN_HAND] = N_("that card is not in the player's hand"),
	[TS_ERR_SCOMMESSA] = N_("only a declarer with Giove and the "
	    "Fuggitivo may bet (S8.1)"),
	[TS_ERR_RIVANTO] = N_("the partner may not say mi rivanto (S8.3)"),
	[TS_ERR_MUST_FOLLOW] = N_("must follow the suit led (S9.2)"),
	[TS_ERR_MUST_TRUMP] = N_("must play a trump (S9.2, S9.3)"),
	[TS_ERR_FUGGITIVO_LEAD] = N_("the Fuggitivo leads only the last "
	    "trick (S10.2)"),
	[TS_ERR_MATCH_LENGTH] = N_("a match is 1 hand or a multiple of 4 "
	    "(S3.3)"),
};

_Static_assert(sizeof(ts_messages) / sizeof(ts_messages[0]) == TS_ERR_MAX,
    "one message per enum ts_err");

const char *
lang_ts_strerror(enum ts_err e)
{
	if ((int)e < 0 || e >= TS_ERR_MAX || ts_messages[e] == NULL)
		return _("unknown error");
	return _(ts_messages[e]);
}

/*
 * errors.c -- what each error of the Sicilian engine says, naming the
 * rule it enforces.
 */
#include "sicilia_i.h"

const char *
ts_strerror(enum ts_err e)
{
	static const char *const msg[TS_ERR_MAX] = {
		[TS_OK] = "no error",
		[TS_ERR_CARD] = "not a card of the Sicilian pack (S0.3, S1)",
		[TS_ERR_DECK] = "not the 63 cards, each once (S1.1)",
		[TS_ERR_SEAT] = "no such seat",
		[TS_ERR_PHASE] = "not what the hand waits for now",
		[TS_ERR_NOT_YOUR_TURN] = "not this seat's turn",
		[TS_ERR_CUT_RANGE] = "a cut lifts 5 to 58 cards (S4.2)",
		[TS_ERR_BID] = "that bid is not allowed now (S5.1, S5.3)",
		[TS_ERR_SCARTO_COUNT] = "the scarto is three cards of the "
		    "declarer's (S7.2)",
		[TS_ERR_SCARTO_CARD] = "no trump, King or Fuggitivo in the "
		    "scarto, but low trumps when suit cards run short (S7.3, "
		    "S7.4)",
		[TS_ERR_NOT_IN_HAND] = "that card is not in the player's hand",
		[TS_ERR_SCOMMESSA] = "only a declarer with Giove and the "
		    "Fuggitivo may bet (S8.1)",
		[TS_ERR_RIVANTO] = "the partner may not say mi rivanto (S8.3)",
		[TS_ERR_MUST_FOLLOW] = "must follow the suit led (S9.2)",
		[TS_ERR_MUST_TRUMP] = "must play a trump (S9.2, S9.3)",
		[TS_ERR_FUGGITIVO_LEAD] = "the Fuggitivo leads only the last "
		    "trick (S10.2)",
		[TS_ERR_MATCH_LENGTH] = "a match is 1 hand or a multiple of "
		    "4 (S3.3)",
	};

	if ((int)e < 0 || e >= TS_ERR_MAX || msg[e] == NULL)
		return "unknown error";
	return msg[e];
}

/*
 * seat.c -- the names of the four seats (R0.1, R0.2).  Seats are
 * numbered counterclockwise, so "to the right" is +1 (mc_core.h).
 */
#include "core.h"

/* The seat's English name. */
const char *
mc_seat_name(int seat)
{
	static const char *const names[MC_NSEATS] = {
		"South", "East", "North", "West"
	};

	return seat >= 0 && seat < MC_NSEATS ? names[seat] : "?";
}

/* The seat's letter, as game records write it. */
char
mc_seat_letter(int seat)
{
	return seat >= 0 && seat < MC_NSEATS ? "SENW"[seat] : '?';
}

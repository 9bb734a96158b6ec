/*
 * seat.c -- the four seats and the two sides (R0.1, R0.2).
 * Seats are numbered counterclockwise, so "to the right" is +1.
 */
#include "minchiate.h"

/* The next seat counterclockwise: the seat on the right (R0.2). */
int
mc_seat_right(int seat)
{
	return (seat + 1) % MC_NSEATS;
}

/* The previous seat: the seat on the left (R0.2). */
int
mc_seat_left(int seat)
{
	return (seat + MC_NSEATS - 1) % MC_NSEATS;
}

/* The partner's seat (R0.1). */
int
mc_seat_opposite(int seat)
{
	return (seat + 2) % MC_NSEATS;
}

/* South and North are NS, East and West are EW (R0.1). */
enum mc_side
mc_seat_side(int seat)
{
	return (seat & 1) ? MC_EW : MC_NS;
}

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

/*
 * marker.c -- R7.5: points are kept only as a difference.  A mark first
 * comes off the other side's marker; what is left goes on the marking
 * side's, and every 60 there pays that side a rest.
 */
#include "engine.h"

/* Marks points for side; returns the rests this paid. */
int
mc_marker_mark(struct mc_marker *m, enum mc_side side, int points)
{
	int	 other = 1 - (int)side;
	int	 off, paid = 0;

	if (points <= 0)
		return 0;
	off = points < m->value[other] ? points : m->value[other];
	m->value[other] -= off;
	m->value[side] += points - off;
	while (m->value[side] >= 60) {
		m->value[side] -= 60;
		paid++;
	}
	m->rests[side] += paid;
	return paid;
}

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
	/* No hand comes near 10000 points; larger marks are refused. */
	if (points <= 0 || points > 10000 || (side != MC_NS && side != MC_EW))
		return 0;
	return marker_add(m, side, points);
}

/* Logs the rests a mark paid to side, if any and if there is a log. */
void
mc_i_log_rests(struct mc_hand *h, enum mc_side side, int rests)
{
	struct mc_event	*ev;

	if (rests <= 0)
		return;
	if ((ev = log_event(h, MC_EV_REST, (int)side, MC_NOCARD,
	    MC_VISIBLE_ALL)) != NULL)
		ev->n = (int16_t)rests;
}

/*
 * log.c -- appending events to the caller's log, with the marker as it
 * stands after each one.
 */
#include <string.h>

#include "engine.h"

/* Appends an event; returns it, or NULL when the log is full. */
struct mc_event *
mc_i_log_append(struct mc_hand *h, enum mc_event_kind kind, int seat, mc_card c,
    unsigned visible)
{
	struct mc_event	*ev;

	if (h->log->n >= MC_LOG_MAX) {
		h->log->overflow = true;
		return NULL;
	}
	ev = &h->log->ev[h->log->n++];
	memset(ev, 0, sizeof(*ev));
	ev->kind = (uint8_t)kind;
	ev->seat = (uint8_t)seat;
	ev->card = c;
	ev->visible = (uint8_t)visible;
	ev->cards.w[0] = ev->cards.w[1] = 0;
	ev->marker[0] = (uint8_t)h->play.marker.value[0];
	ev->marker[1] = (uint8_t)h->play.marker.value[1];
	return ev;
}

/*
 * log.c -- the hand's events, appended to the caller's log if it has
 * one; a full log says so and keeps the events it has.
 */
#include "sicilia_i.h"

void
ts_i_log(struct ts_hand *h, enum ts_event_kind kind, int seat, ts_card c,
    int n, unsigned visible)
{
	struct ts_event	*ev;

	if (h->log == NULL)
		return;
	if (h->log->n >= TS_LOG_MAX) {
		h->log->overflow = true;
		return;
	}
	ev = &h->log->ev[h->log->n++];
	ev->kind = (uint8_t)kind;
	ev->seat = (uint8_t)seat;
	ev->card = c;
	ev->visible = (uint8_t)visible;
	ev->n = (int16_t)n;
}

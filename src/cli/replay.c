/*
 * replay.c -- `minchiate --replay FILE`: re-plays a game record, telling
 * every event and each hand's breakdown; a problem is reported as
 * "FILE:LINE: problem (Rn.n)" with exit status 1.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "../record/record.h"

static void
on_event(void *arg, const struct mc_hand *h, const struct mc_event *ev)
{
	(void)arg;
	(void)h;
	show_event(stdout, ev);
}

static void
on_hand_end(void *arg, const struct mc_hand *h)
{
	(void)arg;
	show_breakdown(stdout, h);
	printf("\n");
}

int
cli_replay(const char *file)
{
	static struct replay	 r;
	FILE			*fp;
	bool			 ok;

	if ((fp = fopen(file, "r")) == NULL) {
		fprintf(stderr, "%s: %s\n", file, strerror(errno));
		return 1;
	}
	replay_init(&r, file);
	r.on_event = on_event;
	r.on_hand_end = on_hand_end;
	ok = replay_file(&r, fp);
	fclose(fp);
	fflush(stdout);
	if (!ok) {
		fprintf(stderr, "%s\n", r.error);
		return 1;
	}
	if (r.in_hand && r.hand.phase != MC_PHASE_OVER)
		printf("Hand %d is not finished: the record stops there.\n",
		    r.hands);
	printf("%s: valid, %d record%s, %d hand%s.\n", file, r.records + 1,
	    r.records == 0 ? "" : "s", r.all_hands,
	    r.all_hands == 1 ? "" : "s");
	return 0;
}

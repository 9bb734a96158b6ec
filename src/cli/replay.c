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

/* Each event in the third person, discards gathered (R5.9, R6.4). */
static void
on_event(void *arg, const struct mc_hand *h, const struct mc_event *ev)
{
	struct mc_event	 told;

	(void)arg;
	if (show_group(h, (size_t)(ev - h->log->ev), &told))
		show_event(stdout, &told, -1);
}

/* The hand's breakdown, then each player's rests so far (R7.6). */
static void
on_hand_end(void *arg, const struct mc_hand *h)
{
	const struct replay	*r = arg;
	const struct mc_match	*m = &r->match;
	int			 p, g = mc_match_giro(m);

	show_breakdown(stdout, h);
	printf("Rests after hand %d, in giro %d:", r->hands, g + 1);
	for (p = 0; p < MC_NSEATS; p++)
		printf("%s %s %+d", p > 0 ? "," : "", r->seats[p].name,
		    m->giro_rests[g][p]);
	printf("; in the match:");
	for (p = 0; p < MC_NSEATS; p++)
		printf("%s %s %+d", p > 0 ? "," : "", r->seats[p].name,
		    m->rests[p]);
	printf(".\n\n");
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
	r.arg = &r;
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

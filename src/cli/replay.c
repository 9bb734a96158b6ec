/*
 * replay.c -- `minchiate --replay FILE`: re-plays a game record, telling
 * every event and each hand's breakdown; a problem is reported as
 * "minchiate: FILE:LINE: problem (Rn.n)" with exit status 1.  FILE "-"
 * is standard input.  Whatever the record holds is printed escaped.
 */
#include <err.h>
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
	char			 name[MC_NSEATS][4 * sizeof(r->seats[0].name)];
	int			 p, g = mc_match_giro(m);

	/* The reader refuses unsafe names; printing is careful anyway. */
	for (p = 0; p < MC_NSEATS; p++)
		safe_text(r->seats[p].name, name[p], sizeof(name[p]));
	show_breakdown(stdout, h);
	printf("Rests after hand %d, in giro %d:", r->hands, g + 1);
	for (p = 0; p < MC_NSEATS; p++)
		printf("%s %s %+d", p > 0 ? "," : "", name[p],
		    m->giro_rests[g][p]);
	printf("; in the match:");
	for (p = 0; p < MC_NSEATS; p++)
		printf("%s %s %+d", p > 0 ? "," : "", name[p], m->rests[p]);
	printf(".\n\n");
}

int
cli_replay(const char *file)
{
	static struct replay	 r;
	FILE			*fp = stdin;
	char			 name[1024];
	bool			 ok;

	if (strcmp(file, "-") == 0)
		file = "standard input";
	else if ((fp = fopen(file, "r")) == NULL) {
		warn("%s", safe_text(file, name, sizeof(name)));
		return 1;
	}
	replay_init(&r, file);
	r.on_event = on_event;
	r.on_hand_end = on_hand_end;
	r.arg = &r;
	ok = replay_file(&r, fp);
	if (fp != stdin)
		fclose(fp);
	fflush(stdout);
	if (!ok) {
		warnx("%s", r.error);
		return 1;
	}
	if (r.in_hand && r.hand.phase != MC_PHASE_OVER)
		printf("Hand %d is not finished: the record stops there.\n",
		    r.hands);
	printf("%s: valid, %d record%s, %d hand%s.\n",
	    safe_text(file, name, sizeof(name)), r.records + 1,
	    r.records == 0 ? "" : "s", r.all_hands,
	    r.all_hands == 1 ? "" : "s");
	return 0;
}

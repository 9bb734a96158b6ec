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
#include "../match/match.h"
#include "../lang/lang.h"

/* Each event in the third person, discards gathered (R5.9, R6.4). */
void
cli_tell_event(void *arg, const struct mc_hand *h, const struct mc_event *ev)
{
	struct mc_event	 told;

	(void)arg;
	if (show_group(h, (size_t)(ev - h->log->ev), &told))
		show_event(stdout, &told, -1);
}

/* The hand's breakdown, then each player's rests so far (R7.6). */
static void
on_hand_end(void *arg, const struct match *m)
{
	const struct mc_match	*at = &m->seating;
	char			 name[MC_NSEATS][4 * sizeof(m->players[0].name)];
	char			 giro[512] = "", match[512] = "";
	size_t			 a = 0, b = 0;
	int			 p, g = mc_match_giro(at);

	(void)arg;
	/* The reader refuses unsafe names; printing is careful anyway. */
	for (p = 0; p < MC_NSEATS; p++)
		safe_text(m->players[p].name, name[p], sizeof(name[p]));
	show_breakdown(stdout, &m->hand);
	for (p = 0; p < MC_NSEATS && a < sizeof(giro) &&
	    b < sizeof(match); p++) {
		a += (size_t)snprintf(giro + a, sizeof(giro) - a, "%s%s %+d",
		    p > 0 ? ", " : "", name[p], at->giro_rests[g][p]);
		b += (size_t)snprintf(match + b, sizeof(match) - b, "%s%s %+d",
		    p > 0 ? ", " : "", name[p], at->rests[p]);
	}
	/* TRANSLATORS: each player's name and rests, in the giro and in
	 * the match. */
	printf(_("Rests after hand %d, in giro %d: %s; in the match: %s.\n\n"),
	    m->hands, g + 1, giro, match);
}

/*
 * Reads the records in file ("-": standard input) into m, whose
 * listeners hear them; false at a problem, said in one line.
 */
bool
cli_read_records(const char *file, struct match *m, struct load *r)
{
	FILE	*fp = stdin;
	char	 name[1024];
	bool	 ok;

	if (strcmp(file, "-") == 0)
		file = _("standard input");
	else if ((fp = fopen(file, "r")) == NULL) {
		warn("%s", safe_text(file, name, sizeof(name)));
		return false;
	}
	load_init(r, m, file);
	ok = load_file(r, fp);
	if (fp != stdin)
		fclose(fp);
	fflush(stdout);
	if (!ok)
		warnx("%s", r->error);
	return ok;
}

/*
 * --replay of Minchiate's records: the lines games.c read to learn the
 * game, then the rest of fp.
 */
int
cli_replay_lines(const char *file, FILE *fp, char *const *first, int nfirst)
{
	static struct match	 m;
	struct load		 r;
	char			 name[1024], records[64], hands[64];
	bool			 ok = true;
	int			 i;

	match_init(&m);
	m.on_event = cli_tell_event;
	m.on_hand_end = on_hand_end;
	load_init(&r, &m, file);
	for (i = 0; i < nfirst && ok; i++)
		ok = load_line(&r, first[i]);
	if (ok)
		ok = load_file(&r, fp);
	fflush(stdout);
	if (!ok) {
		warnx("%s", r.error);
		return 1;
	}
	if (m.hands > 0 && m.hand.phase != MC_PHASE_OVER)
		printf(_("Hand %d is not finished: the record stops there.\n"),
		    m.hands);
	snprintf(records, sizeof(records), ngettext("%d record", "%d records",
	    r.records + 1), r.records + 1);
	snprintf(hands, sizeof(hands), ngettext("%d hand", "%d hands",
	    r.all_hands), r.all_hands);
	/* TRANSLATORS: the file, then "3 records" and "12 hands". */
	printf(_("%s: valid, %s, %s.\n"), safe_text(file, name, sizeof(name)),
	    records, hands);
	return 0;
}

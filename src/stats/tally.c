/*
 * tally.c -- what the log says of each human player, by name: hands and
 * matches, rests won and lost, points a hand, versicole, capots, last
 * tricks and the Matto, then by the opponents' level and by partner.
 * A hand with an undo in it is counted only as such; hints apart.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "stats.h"

#define TALLY_MAX	64	/* names, and partners or levels of each */
#define MATCH_MAX	4096	/* matches told apart, per name */

struct row {
	char		 what[48];	/* a level, or a partner's name */
	int		 hands, rests;
};

struct tally {
	char		 name[RECORD_NAME_MAX + 1];
	int		 hands, undone, hints, undos;
	int		 matches, finished, abandoned;
	uint64_t	 keys[MATCH_MAX];	/* the matches seen */
	int		 nkeys;
	long		 won, lost, points;
	int		 versicole, versicole_points;
	int		 capots_made, capots_suffered;
	int		 ultime, matto_played, matto_kept;
	struct row	 level[TALLY_MAX], partner[TALLY_MAX];
	int		 nlevel, npartner;
};

struct stats_report {
	struct tally	*t[TALLY_MAX];
	int		 n;
};

struct stats_report *
stats_tally_open(void)
{
	return calloc(1, sizeof(struct stats_report));
}

void
stats_tally_free(struct stats_report *r)
{
	int	 i;

	if (r == NULL)
		return;
	for (i = 0; i < r->n; i++)
		free(r->t[i]);
	free(r);
}

/* The tally of name, made if need be; NULL when there are too many. */
static struct tally *
tally_of(struct stats_report *r, const char *name)
{
	struct tally	*t;
	int		 i;

	for (i = 0; i < r->n; i++)
		if (strcmp(r->t[i]->name, name) == 0)
			return r->t[i];
	if (r->n == TALLY_MAX || (t = calloc(1, sizeof(*t))) == NULL)
		return NULL;
	snprintf(t->name, sizeof(t->name), "%s", name);
	r->t[r->n++] = t;
	return t;
}

static void
row_add(struct row *rows, int *n, const char *what, int rests)
{
	int	 i;

	for (i = 0; i < *n; i++)
		if (strcmp(rows[i].what, what) == 0)
			break;
	if (i == *n) {
		if (*n == TALLY_MAX)
			return;
		snprintf(rows[i].what, sizeof(rows[i].what), "%s", what);
		(*n)++;
	}
	rows[i].hands++;
	rows[i].rests += rests;
}

/* A match of this name's: counted once, finished once. */
static void
match_seen(struct tally *t, const struct stats_hand *sh)
{
	int	 i;

	for (i = 0; i < t->nkeys; i++)
		if (t->keys[i] == sh->key)
			break;
	if (i == t->nkeys) {
		t->matches++;
		if (t->nkeys < MATCH_MAX)
			t->keys[t->nkeys++] = sh->key;
	}
	if (sh->hand == sh->length)
		t->finished++;
}

/* The opponents of seat, as a level ("easy", "easy and hard") or
 * "people". */
static void
opponents(const struct stats_hand *sh, int seat, char *buf, size_t size)
{
	const char	*a = sh->kind[(seat + 1) % MC_NSEATS];
	const char	*b = sh->kind[(seat + 3) % MC_NSEATS];

	if (strcmp(a, "human") == 0 || strcmp(b, "human") == 0)
		snprintf(buf, size, "people");
	else if (strcmp(a, b) == 0)
		snprintf(buf, size, "%s", a);
	else
		snprintf(buf, size, "%s and %s", strcmp(a, b) < 0 ? a : b,
		    strcmp(a, b) < 0 ? b : a);
}

/* One hand, for each human in it. */
void
stats_tally_add(struct stats_report *r, const struct stats_hand *sh)
{
	const struct stats_side	*us, *them;
	struct tally		*t;
	char			 what[48];
	int			 s, p, net, undone = 0;

	for (s = 0; s < MC_NSEATS; s++)
		undone += sh->undos[s];
	for (s = 0; s < MC_NSEATS; s++) {
		if (strcmp(sh->kind[s], "human") != 0 ||
		    (t = tally_of(r, sh->name[s])) == NULL)
			continue;
		match_seen(t, sh);
		t->hints += sh->hints[s];
		t->undos += sh->undos[s];
		if (undone > 0) {
			t->undone++;	/* never counts */
			continue;
		}
		us = &sh->side[mc_seat_side(s)];
		them = &sh->side[1 - mc_seat_side(s)];
		t->hands++;
		t->won += us->rests;
		t->lost += them->rests;
		t->points += us->total;
		t->versicole += us->versicole > 0;
		t->versicole_points += us->versicole;
		t->capots_made += them->capot;
		t->capots_suffered += us->capot;
		t->ultime += us->ultima;
		t->matto_played += us->matto > 0;
		t->matto_kept += us->matto == 1;
		net = us->rests - them->rests;
		opponents(sh, s, what, sizeof(what));
		row_add(t->level, &t->nlevel, what, net);
		p = (s + 2) % MC_NSEATS;
		snprintf(what, sizeof(what), "%s (%s)", sh->name[p],
		    sh->kind[p]);
		row_add(t->partner, &t->npartner, what, net);
	}
}

void
stats_tally_abandoned(struct stats_report *r, const char *name)
{
	struct tally	*t = tally_of(r, name);

	if (t != NULL)
		t->abandoned++;
}

static void
rows_print(FILE *fp, const char *head, const struct row *rows, int n)
{
	int	 i;

	if (n == 0)
		return;
	fprintf(fp, "  %s:\n", head);
	for (i = 0; i < n; i++)
		fprintf(fp, "    %-36s %4d hand%s, rests %+d\n", rows[i].what,
		    rows[i].hands, rows[i].hands == 1 ? " " : "s",
		    rows[i].rests);
}

static const char *
plural(int n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

void
stats_tally_print(const struct stats_report *r, FILE *fp)
{
	const struct tally	*t;
	int			 i;

	if (r->n == 0) {
		fprintf(fp, "No hand has been finished at the table yet.\n");
		return;
	}
	for (i = 0; i < r->n; i++) {
		t = r->t[i];
		fprintf(fp, "%s%s\n", i > 0 ? "\n" : "", t->name);
		fprintf(fp, "  %d %s counted, in %d %s: %d finished, %d "
		    "abandoned\n", t->hands, plural(t->hands, "hand", "hands"),
		    t->matches, plural(t->matches, "match", "matches"),
		    t->finished, t->abandoned);
		fprintf(fp, "  rests won %ld, lost %ld: %+ld\n", t->won,
		    t->lost, t->won - t->lost);
		if (t->hands > 0)
			fprintf(fp, "  points a hand (the side's end count): "
			    "%.1f\n", (double)t->points / t->hands);
		fprintf(fp, "  versicole in %d %s, %d points; capots made %d, "
		    "suffered %d\n", t->versicole, plural(t->versicole, "hand",
		    "hands"), t->versicole_points, t->capots_made,
		    t->capots_suffered);
		fprintf(fp, "  last tricks won %d of %d; the Matto kept %d "
		    "of the %d times the side played it\n", t->ultime,
		    t->hands, t->matto_kept, t->matto_played);
		rows_print(fp, "by the opponents' level", t->level, t->nlevel);
		rows_print(fp, "by partner", t->partner, t->npartner);
		fprintf(fp, "  aids, apart: %d %s; %d %s taken back, in %d "
		    "%s not counted\n", t->hints, plural(t->hints, "hint",
		    "hints"), t->undos, plural(t->undos, "decision",
		    "decisions"), t->undone, plural(t->undone, "hand",
		    "hands"));
	}
}

/*
 * A record at a glance: its human players, the hands begun, the match's
 * length, and whether it is over.  Records this program wrote end each
 * finished hand with its rests and name the match's length.
 */
bool
stats_glance(const char *path, struct stats_glance *g)
{
	FILE	*fp;
	char	 line[2048], len[16] = "set", *q;
	bool	 ended = false;

	memset(g, 0, sizeof(*g));
	if ((fp = fopen(path, "r")) == NULL)
		return false;
	while (fgets(line, sizeof(line), fp) != NULL) {
		if (strncmp(line, "seat ", 5) == 0 && g->nhuman < MC_NSEATS &&
		    strstr(line, " human \"") != NULL) {
			q = strchr(line, '"') + 1;
			q[strcspn(q, "\"")] = '\0';
			snprintf(g->human[g->nhuman++], sizeof(g->human[0]),
			    "%s", q);
		} else if (strncmp(line, "match ", 6) == 0)
			snprintf(len, sizeof(len), "%.*s",
			    (int)strcspn(line + 6, " \n"), line + 6);
		else if (strncmp(line, "hand ", 5) == 0) {
			g->hands++;
			ended = false;
		} else if (strncmp(line, "expect rests ", 13) == 0)
			ended = true;
	}
	fclose(fp);
	g->length = record_length_parse(len);
	g->over = g->length > 0 && g->hands == g->length && ended;
	return true;
}

/* A record of the archive never finished: its humans abandoned it. */
static void
scan_abandoned(struct stats_report *r, const char *path)
{
	struct stats_glance	 g;
	int			 s;

	if (!stats_glance(path, &g) || g.over || stats_in_play(path))
		return;		/* finished, or played now elsewhere */
	for (s = 0; s < g.nhuman; s++)
		stats_tally_abandoned(r, g.human[s]);
}

/*
 * The statistics of the state directory dir, printed: the log read, or
 * made again from the records when it is missing (and written back);
 * the archive looked through for abandoned matches.
 */
bool
stats_report_dir(const char *dir, const char *save, FILE *out, char *err,
    size_t errsize)
{
	struct stats_report	*r;
	struct stats_hand	 sh;
	char			 path[4400], line[STATS_LINE_MAX + 2];
	char			 why[600] = "";
	FILE			*fp;
	char			**paths;
	size_t			 n, i;
	int			 bad = 0, lineno = 0;

	if ((r = stats_tally_open()) == NULL) {
		snprintf(err, errsize, "out of memory");
		return false;
	}
	snprintf(path, sizeof(path), "%s/%s", dir, STATS_LOG);
	if ((fp = fopen(path, "r")) == NULL && errno == ENOENT &&
	    (fp = tmpfile()) != NULL) {
		/* lost: made again from the records, and kept */
		(void)stats_rebuild(dir, save, fp, why, sizeof(why));
		rewind(fp);
		while (fgets(line, sizeof(line), fp) != NULL) {
			char	 e2[300];

			if (stats_parse(line, &sh))
				(void)stats_append(dir, &sh, e2, sizeof(e2));
		}
		rewind(fp);
	}
	if (fp == NULL) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		stats_tally_free(r);
		return false;
	}
	while (fgets(line, sizeof(line), fp) != NULL) {
		lineno++;
		if (stats_parse(line, &sh))
			stats_tally_add(r, &sh);
		else if (bad++ == 0)
			snprintf(why, sizeof(why), "%.500s:%d: not a line "
			    "of statistics, left out", path, lineno);
	}
	fclose(fp);
	paths = stats_archive(dir, &n);
	for (i = 0; i < n; i++)
		scan_abandoned(r, paths[i]);
	stats_archive_free(paths, n);
	stats_tally_print(r, out);
	stats_tally_free(r);
	snprintf(err, errsize, "%s", why);
	return true;
}

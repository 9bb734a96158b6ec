/*
 * tally.c -- what the log says of each human player, by name: hands and
 * matches, rests won and lost, points a hand, versicole, capots, last
 * tricks and the Matto, then by the opponents' level and by partner.
 * A hand with an undo in it is counted only as such; hints apart.  No
 * limit on names, matches or rows: what grows, grows.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdlib.h>
#include <string.h>

#include "stats.h"

/* A level, a pair of levels, or a partner's name and kind. */
#define WHAT_MAX	(RECORD_NAME_MAX + 32)

struct row {
	char		 what[WHAT_MAX];
	int		 hands, rests;
};

struct rows {
	struct row	*row;
	int		 n, cap;
};

struct tally {
	char		 name[RECORD_NAME_MAX + 1];
	int		 hands, undone, hints, undos;
	int		 matches, finished, abandoned;
	struct stats_set keys;		/* the matches seen (number 0) */
	long		 won, lost, points;
	int		 versicole, versicole_points;
	int		 capots_made, capots_suffered;
	int		 ultime, matto_played, matto_kept;
	struct rows	 level, partner;
};

struct stats_report {
	struct tally	**t;
	int		 n, cap;
	struct stats_set hands;		/* (key, hand): each counted once */
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
	for (i = 0; i < r->n; i++) {
		stats_set_free(&r->t[i]->keys);
		free(r->t[i]->level.row);
		free(r->t[i]->partner.row);
		free(r->t[i]);
	}
	free(r->t);
	stats_set_free(&r->hands);
	free(r);
}

/*
 * The array a of *cap things of size each, made twice as long (16 at
 * first); NULL if there is no memory, a left as it was.
 */
static void *
longer(void *a, int *cap, size_t size)
{
	int	 c = *cap > 0 ? 2 * *cap : 16;
	void	*more;

	if ((more = realloc(a, (size_t)c * size)) != NULL)
		*cap = c;
	return more;
}

/* The tally of name, made if need be; NULL out of memory. */
static struct tally *
tally_of(struct stats_report *r, const char *name)
{
	struct tally	*t, **more;
	int		 i;

	for (i = 0; i < r->n; i++)
		if (strcmp(r->t[i]->name, name) == 0)
			return r->t[i];
	if (r->n == r->cap) {
		if ((more = longer(r->t, &r->cap, sizeof(*r->t))) == NULL)
			return NULL;
		r->t = more;
	}
	if ((t = calloc(1, sizeof(*t))) == NULL)
		return NULL;
	snprintf(t->name, sizeof(t->name), "%s", name);
	r->t[r->n++] = t;
	return t;
}

static void
row_add(struct rows *rows, const char *what, int rests)
{
	struct row	*w;
	int		 i;

	for (i = 0; i < rows->n; i++)
		if (strcmp(rows->row[i].what, what) == 0)
			break;
	if (i == rows->n) {
		if (rows->n == rows->cap) {
			if ((w = longer(rows->row, &rows->cap,
			    sizeof(*rows->row))) == NULL)
				return;
			rows->row = w;
		}
		w = &rows->row[rows->n++];
		memset(w, 0, sizeof(*w));
		snprintf(w->what, sizeof(w->what), "%s", what);
	}
	rows->row[i].hands++;
	rows->row[i].rests += rests;
}

/* A match of this name's: counted once, finished once. */
static void
match_seen(struct tally *t, const struct stats_hand *sh)
{
	if (stats_set_add(&t->keys, sh->key, 0) != 0)
		t->matches++;	/* out of memory: counted, if maybe twice */
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

/*
 * One hand, for each human in it; a hand already counted (the same
 * match's key and hand number) is not counted again.
 */
void
stats_tally_add(struct stats_report *r, const struct stats_hand *sh)
{
	const struct stats_side	*us, *them;
	struct tally		*t;
	char			 what[WHAT_MAX];
	int			 s, p, net, undone = 0;

	if (stats_set_add(&r->hands, sh->key, sh->hand) == 0)
		return;
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
		row_add(&t->level, what, net);
		p = (s + 2) % MC_NSEATS;
		snprintf(what, sizeof(what), "%s (%s)", sh->name[p],
		    sh->kind[p]);
		row_add(&t->partner, what, net);
	}
}

void
stats_tally_abandoned(struct stats_report *r, const char *name)
{
	struct tally	*t = tally_of(r, name);

	if (t != NULL)
		t->abandoned++;
}

/* Names and levels are printed escaped: the log may hold anything. */
static void
rows_print(FILE *fp, const char *head, const struct rows *rows)
{
	char	 what[4 * WHAT_MAX];
	int	 i;

	if (rows->n == 0)
		return;
	fprintf(fp, "  %s:\n", head);
	for (i = 0; i < rows->n; i++)
		fprintf(fp, "    %-36s %4d %-6s rests %+d\n",
		    safe_text(rows->row[i].what, what, sizeof(what)),
		    rows->row[i].hands, rows->row[i].hands == 1 ? "hand," :
		    "hands,", rows->row[i].rests);
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
	char			 name[4 * (RECORD_NAME_MAX + 1)];
	int			 i;

	if (r->n == 0) {
		fprintf(fp, "No hand has been finished at the table yet.\n");
		return;
	}
	for (i = 0; i < r->n; i++) {
		t = r->t[i];
		fprintf(fp, "%s%s\n", i > 0 ? "\n" : "",
		    safe_text(t->name, name, sizeof(name)));
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
		rows_print(fp, "by the opponents' level", &t->level);
		rows_print(fp, "by partner", &t->partner);
		fprintf(fp, "  aids, apart: %d %s; %d %s taken back, in %d "
		    "%s not counted\n", t->hints, plural(t->hints, "hint",
		    "hints"), t->undos, plural(t->undos, "decision",
		    "decisions"), t->undone, plural(t->undone, "hand",
		    "hands"));
	}
}

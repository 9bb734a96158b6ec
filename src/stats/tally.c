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
#include "../lang/lang.h"

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
 * "people", in the language spoken: the rows are only printed. */
static void
opponents(const struct stats_hand *sh, int seat, char *buf, size_t size)
{
	const char	*a = sh->kind[(seat + 1) % MC_NSEATS];
	const char	*b = sh->kind[(seat + 3) % MC_NSEATS];

	if (strcmp(a, "human") == 0 || strcmp(b, "human") == 0)
		/* TRANSLATORS: the opponents were people, not computer
		 * players: a row of --stats, 36 columns at most. */
		snprintf(buf, size, "%s", _("people"));
	else if (strcmp(a, b) == 0)
		snprintf(buf, size, "%s", a);
	else
		/* TRANSLATORS: the opponents' two levels (easy, hard...,
		 * which stay as they are): a row of --stats. */
		snprintf(buf, size, _("%s and %s"), strcmp(a, b) < 0 ? a : b,
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
		if (strcmp(sh->kind[p], "human") == 0)
			/* TRANSLATORS: a partner's name, and that he is a
			 * person (the word of --seat S=human): a row of
			 * --stats. */
			snprintf(what, sizeof(what), _("%s (human)"),
			    sh->name[p]);
		else
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
		/* TRANSLATORS: a row of --stats: who (36 columns), the
		 * hands played so, the rests won less those lost.  Keep
		 * the columns: the singular and the plural the same
		 * width, so that the rests line up. */
		fprintf(fp, ngettext("    %-36s %4d hand,  rests %+d\n",
		    "    %-36s %4d hands, rests %+d\n", (unsigned long)
		    rows->row[i].hands), safe_text(rows->row[i].what, what,
		    sizeof(what)), rows->row[i].hands, rows->row[i].rests);
}

void
stats_tally_print(const struct stats_report *r, FILE *fp)
{
	const struct tally	*t;
	char			 name[4 * (RECORD_NAME_MAX + 1)];
	char			 a[160], b[160], c[160];
	int			 i;

	if (r->n == 0) {
		fprintf(fp, "%s", _("No hand has been finished at the table "
		    "yet.\n"));
		return;
	}
	for (i = 0; i < r->n; i++) {
		t = r->t[i];
		fprintf(fp, "%s%s\n", i > 0 ? "\n" : "",
		    safe_text(t->name, name, sizeof(name)));
		snprintf(a, sizeof(a), ngettext("%d hand counted",
		    "%d hands counted", (unsigned long)t->hands), t->hands);
		snprintf(b, sizeof(b), ngettext("in %d match",
		    "in %d matches", (unsigned long)t->matches), t->matches);
		/* TRANSLATORS: a line of --stats: "N hands counted", "in N
		 * matches" (the two messages before), then of those
		 * matches how many were finished and how many
		 * abandoned. */
		fprintf(fp, _("  %s, %s: %d finished, %d abandoned\n"), a, b,
		    t->finished, t->abandoned);
		/* TRANSLATORS: a line of --stats: the rests (gettoni) the
		 * player's side won and lost, and the difference. */
		fprintf(fp, _("  rests won %ld, lost %ld: %+ld\n"), t->won,
		    t->lost, t->won - t->lost);
		if (t->hands > 0)
			fprintf(fp, _("  points a hand (the side's end count): "
			    "%.1f\n"), (double)t->points / t->hands);
		snprintf(a, sizeof(a), ngettext("versicole in %d hand",
		    "versicole in %d hands", (unsigned long)t->versicole),
		    t->versicole);
		snprintf(b, sizeof(b), ngettext("%d point", "%d points",
		    (unsigned long)t->versicole_points), t->versicole_points);
		/* TRANSLATORS: a line of --stats: "versicole in N hands",
		 * "N points" (the two messages before), then the capots
		 * the side made and those it suffered. */
		fprintf(fp, _("  %s, %s; capots made %d, suffered %d\n"), a,
		    b, t->capots_made, t->capots_suffered);
		/* TRANSLATORS: a line of --stats: the last tricks (ultime)
		 * the side won of the hands counted; of the times the side
		 * played the Matto, how many it kept it.  The plural goes
		 * with the last number, the times the side played it. */
		fprintf(fp, ngettext("  last tricks won %d of %d; the Matto "
		    "kept %d of the %d time the side played it\n",
		    "  last tricks won %d of %d; the Matto kept %d of the %d "
		    "times the side played it\n", (unsigned long)
		    t->matto_played), t->ultime, t->hands, t->matto_kept,
		    t->matto_played);
		/* TRANSLATORS: a heading of --stats, rows of the rests
		 * won by the opponents' level follow. */
		rows_print(fp, _("by the opponents' level"), &t->level);
		/* TRANSLATORS: a heading of --stats, rows of the rests
		 * won by partner follow. */
		rows_print(fp, _("by partner"), &t->partner);
		snprintf(a, sizeof(a), ngettext("%d hint", "%d hints",
		    (unsigned long)t->hints), t->hints);
		snprintf(b, sizeof(b), ngettext("%d decision taken back",
		    "%d decisions taken back", (unsigned long)t->undos),
		    t->undos);
		snprintf(c, sizeof(c), ngettext("in %d hand not counted",
		    "in %d hands not counted", (unsigned long)t->undone),
		    t->undone);
		/* TRANSLATORS: a line of --stats: the aids, counted apart:
		 * "N hints", "N decisions taken back", "in N hands not
		 * counted" (the three messages before). */
		fprintf(fp, _("  aids, apart: %s; %s, %s\n"), a, b, c);
	}
}

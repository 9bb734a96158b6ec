/*
 * blunders.c -- the partner blunders (src/bot/blunder.c) counted by
 * level: the arena's tally, and `minchiate --blunders FILE`, which reads
 * game records (the whole deal is in them) and judges every trick.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "../match/match.h"

/* The tally of the level a player plays at ("human" for a person). */
static struct blunder_level *
level_of(struct blunder_tally *t, const struct player *pl)
{
	const char	*word = pl->human ? "human" : pl->level;
	int		 i;

	for (i = 0; i < t->n; i++)
		if (strcmp(t->levels[i].name, word) == 0)
			return &t->levels[i];
	if (t->n == BLUNDER_LEVELS)
		return NULL;
	memset(&t->levels[t->n], 0, sizeof(t->levels[t->n]));
	snprintf(t->levels[t->n].name, sizeof(t->levels[t->n].name), "%s",
	    word);
	return &t->levels[t->n++];
}

/* A hand's blunders, added to each seat's level; the watch starts over. */
void
blunder_tally_hand(struct blunder_tally *t, const struct match *m,
    struct blunder_watch *w)
{
	struct blunder_level	*l;
	int			 s, k;

	for (s = 0; s < MC_NSEATS; s++) {
		if ((l = level_of(t, &m->players[match_player(m, s)])) == NULL)
			continue;
		l->player_hands++;
		l->b.plays += w->seats[s].plays;
		for (k = 0; k < BLUNDER_NKINDS; k++)
			l->b.count[k] += w->seats[s].count[k];
	}
	memset(w, 0, sizeof(*w));
}

/*
 * Per level: each kind, then the index (every kind), then the judge
 * index (only the kinds no veto of the expert's covers), per player and
 * hand.  Machine-read lines: English, never translated.
 */
void
blunder_tally_print(const struct blunder_tally *t)
{
	const struct blunder_level	*l;
	long				 all, judge;
	int				 i, k;

	for (i = 0; i < t->n; i++) {
		l = &t->levels[i];
		for (k = 0, all = 0, judge = 0; k < BLUNDER_NKINDS; k++) {
			all += l->b.count[k];
			if (blunder_judge_only(k))
				judge += l->b.count[k];
			printf("blunder_%s_%s: %.3f\n", blunder_name(k), l->name,
			    (double)l->b.count[k] / (double)l->player_hands);
		}
		printf("blunder_index_%s: %.3f\n", l->name,
		    (double)all / (double)l->player_hands);
		printf("blunder_index_judge_%s: %.3f\n", l->name,
		    (double)judge / (double)l->player_hands);
	}
}

struct judge {
	struct blunder_watch	 watch;
	struct blunder_tally	 tally;
};

static void
on_decision(void *arg, const struct mc_hand *before,
    const struct mc_decision *d, const struct mc_hand *after)
{
	struct judge	*j = arg;

	blunder_watch(&j->watch, before, d, after);
}

static void
on_hand_end(void *arg, const struct match *m)
{
	struct judge	*j = arg;

	blunder_tally_hand(&j->tally, m, &j->watch);
}

/* Every hand of the records in file judged; the tally printed. */
int
cli_blunders(const char *file)
{
	static struct match	 m;
	static struct judge	 j;
	struct load		 r;

	match_init(&m);
	m.on_decision = on_decision;
	m.on_hand_end = on_hand_end;
	m.arg = &j;
	if (!cli_read_records(file, &m, &r))
		return 1;
	blunder_tally_print(&j.tally);
	return 0;
}

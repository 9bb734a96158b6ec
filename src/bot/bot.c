/*
 * bot.c -- the table of levels and the decisions a seat faces, each
 * handed to the level that makes it.
 */
#include <stdio.h>
#include <string.h>

#include "bot.h"
#include "../lang/lang.h"

/* The help lines are the setup screen's: at most 76 columns each. */
const struct bot_level_row bot_levels[BOT_NALL] = {
	{ BOT_RANDOM, "random",
	    /* TRANSLATORS: at most 76 columns; "random" stays. */
	    N_("random: any legal card at random, for testing") },
	{ BOT_EASY, "easy",
	    /* TRANSLATORS: at most 76 columns; "easy" stays. */
	    N_("easy: the old players' rules of thumb, at once") },
	{ BOT_NORMAL, "normal",
	    /* TRANSLATORS: at most 76 columns; "normal" stays. */
	    N_("normal: imagines the hidden cards many times over and plays "
	    "each card out") },
	{ BOT_HARD, "hard",
	    /* TRANSLATORS: at most 76 columns; "hard" and "normal" stay. */
	    N_("hard: as normal, with more deals, played out by the rules of "
	    "thumb") },
	{ BOT_EXPERT, "expert",
	    /* TRANSLATORS: at most 76 columns; "expert" stays. */
	    N_("expert: the strongest; paired deals, exact last tricks, old "
	    "advice") },
	{ BOT_OPEN, "open", NULL },
};

/* Samples per legal card for the search levels (counted, so replayable). */
static const int samples[BOT_NALL] = { 0, 0, 96, 256, 0, 0 };

void
bot_init(struct bot *b, enum bot_level level, uint64_t seed)
{
	b->level = level;
	b->cap_ms = 0;
	b->open = NULL;
	mc_rng_seed(&b->rng, seed);
}

const char *
bot_level_name(enum bot_level level)
{
	return level < BOT_NALL ? bot_levels[level].word : "?";
}

/*
 * The words of the levels offered to people, into buf: sep between
 * them, last before the last ("random, easy, normal, hard or expert").
 */
const char *
bot_level_words(const char *sep, const char *last, char *buf, size_t size)
{
	size_t	 len = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < BOT_NLEVELS && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
		    i == 0 ? "" : i == BOT_NLEVELS - 1 ? last : sep,
		    bot_levels[i].word);
	return buf;
}

/* The level named among the first n, or -1. */
static int
level_among(const char *name, int n)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (strcmp(name, bot_levels[i].word) == 0)
			return i;
	return -1;
}

/* A level offered to people: at the table, in settings, to a client. */
int
bot_level_parse(const char *name)
{
	return level_among(name, BOT_NLEVELS);
}

/* A level for the arena alone (--selfplay): the test levels too. */
int
bot_arena_level_parse(const char *name)
{
	return level_among(name, BOT_NALL);
}

/* A level that breaks R9.1 on purpose, to measure what it is worth. */
bool
bot_test_level(enum bot_level level)
{
	return level >= BOT_NLEVELS;
}

/* R5.2: the cutter lifts 14 to 83 cards at random, at any level. */
int
bot_cut(struct bot *b, const struct mc_view *v)
{
	(void)v;
	return mc_cut_random(&b->rng);
}

/*
 * R5.9: the discards the seat owes, into out; returns how many.  Every
 * level but random keeps to the rules of thumb: searched with the rules
 * of thumb playing out the hand, other sets fared no better in play
 * (7.96 points a hand over hard against 9.03, on the same 300 duplicate
 * deals), and the search cannot tell sets apart within its error.
 */
int
bot_discard(struct bot *b, const struct mc_view *v, mc_card *out)
{
	if (b->level == BOT_RANDOM)
		return random_discard(b, v, out);
	return easy_discard(v, out);
}

/* R6.3: which versicole to declare (a bit per versicola). */
unsigned
bot_declare(struct bot *b, const struct mc_view *v)
{
	struct mc_versicola	 vs[MC_VERSICOLE_MAX];
	int			 n;

	if (b->level == BOT_RANDOM)
		return random_declare(b, v);
	/* Declared points are marked at once and cost nothing to keep. */
	n = mc_hand_versicole(&v->hand, v->hand.play.turn, vs);
	return (1u << n) - 1;
}

/*
 * R10.1: whether to fall.  Not while a King or the Matto is held and a
 * trump may still be out: fallen, they would be chosen by the winner of
 * each previous trick (R6.11), often an opponent; the old players call
 * that falling disastrous.  Otherwise the rule's default, falling.
 */
bool
bot_fall(struct bot *b, const struct mc_view *v)
{
	if (b->level == BOT_RANDOM)
		return mc_rng_below(&b->rng, 2) == 1;
	return !reason_guard_left(v);
}

/*
 * A searched card c, unless it is the seat's first trump lead: that one
 * keeps the partnership's convention (the fumata).
 */
mc_card
bot_keep_fumata(const struct mc_view *v, mc_card c)
{
	mc_card	 legal[MC_NCARDS];
	int	 n;

	if (mc_is_trump(c) && v->hand.play.nplayed == 0 &&
	    v->hand.play.turn == v->seat) {
		n = (int)mc_hand_legal_plays(&v->hand, legal);
		if (fumata_lead(&v->hand, legal, n) != MC_NOCARD)
			return fumata_lead(&v->hand, legal, n);
	}
	return c;
}

/* R6: the card to play for the seat due, own or a fallen player's. */
mc_card
bot_play(struct bot *b, const struct mc_view *v)
{
	switch (b->level) {
	case BOT_RANDOM:
		return random_play(b, v);
	case BOT_EASY:
		return easy_play(&v->hand, v->seat);
	case BOT_EXPERT:
	case BOT_OPEN:		/* the expert, on the true deal (b->open) */
		return bot_keep_fumata(v, expert_play(b, v));
	default:
		return bot_keep_fumata(v, search_play(b, v,
		    samples[b->level], b->level == BOT_HARD));
	}
}

/* The decision the seat's view waits for, whatever its kind. */
void
bot_decide(struct bot *b, const struct mc_view *v, struct mc_decision *d)
{
	mc_decision_due(&v->hand, d);
	switch (d->kind) {
	case MC_DECIDE_CUT:
		d->n = bot_cut(b, v);
		break;
	case MC_DECIDE_DISCARD:
		d->n = bot_discard(b, v, d->cards);
		break;
	case MC_DECIDE_DECLARE:
		d->which = bot_declare(b, v);
		break;
	case MC_DECIDE_FALL:
		d->yes = bot_fall(b, v);
		break;
	case MC_DECIDE_PLAY:
		d->n = 1;
		d->cards[0] = bot_play(b, v);
		break;
	}
}

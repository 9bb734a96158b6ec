/*
 * matto_test.c -- R6.5, R6.6: what became of the Matto, as the engine
 * tells it (mc_hand_matto_fate) and the statistics count it: hands
 * checked by hand from their records (tests/records/good/matto-*.rec,
 * each saying why in its first lines), and many self-played hands
 * against what their records' trick lines say, read apart.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdlib.h>

#include "t.h"
#include "../../src/session/session.h"

/* The record's hand, read into m; false if it does not replay. */
static bool
load_record(struct match *m, const char *path)
{
	struct load	 ld;
	FILE		*fp;
	bool		 ok;

	match_free(m);
	match_init(m);
	if ((fp = fopen(path, "r")) == NULL) {
		t_fail(__FILE__, __LINE__, "%s: cannot open", path);
		return false;
	}
	load_init(&ld, m, path);
	ok = load_file(&ld, fp);
	fclose(fp);
	if (!ok)
		t_fail(__FILE__, __LINE__, "%s", ld.error);
	return ok && m->hand.phase == MC_PHASE_OVER;
}

/* The Matto's figures of the record's one line of statistics. */
static bool
logged_matto(const char *path, int matto[2])
{
	struct stats_hand	 sh;
	char			*text = NULL, err[300];
	size_t			 len = 0;
	FILE			*fp = open_memstream(&text, &len);
	bool			 ok;

	ok = stats_record_lines(path, fp, err, sizeof(err));
	fclose(fp);
	ok = ok && strchr(text, '\n') == text + len - 1 &&
	    stats_parse(text, &sh);
	free(text);
	matto[0] = sh.side[0].matto;
	matto[1] = sh.side[1].matto;
	return ok;
}

/*
 * Played to the last trick and kept or lost there; its partner winning
 * its trick; an exchange owed and paid; an exchange owed by a side that
 * wins no trick; discarded.
 */
static void
hands_checked_by_hand(void)
{
	static const struct {
		const char		*record;
		enum mc_matto_fate	 fate;
		int			 side;
	} want[] = {
		{ "matto-last-kept", MC_MATTO_KEPT, MC_EW },
		{ "matto-last-lost", MC_MATTO_LOST, MC_NS },
		{ "matto-partner", MC_MATTO_KEPT, MC_EW },
		{ "matto-exchange", MC_MATTO_KEPT, MC_EW },
		{ "matto-capot", MC_MATTO_LOST, MC_NS },
		{ "matto-discarded", MC_MATTO_UNPLAYED, -1 },
	};
	static struct match	 m;
	char			 path[128];
	int			 i, side, matto[2];

	match_init(&m);
	for (i = 0; i < (int)(sizeof(want) / sizeof(want[0])); i++) {
		snprintf(path, sizeof(path), "tests/records/good/%s.rec",
		    want[i].record);
		if (!load_record(&m, path))
			continue;
		CHECK_EQ(mc_hand_matto_fate(&m.hand, &side), want[i].fate);
		CHECK_EQ(side, want[i].side);
		CHECK(logged_matto(path, matto));
		CHECK_EQ(matto[MC_NS], want[i].side == MC_NS ?
		    (int)want[i].fate : 0);
		CHECK_EQ(matto[MC_EW], want[i].side == MC_EW ?
		    (int)want[i].fate : 0);
	}
	match_free(&m);
}

static int
side_of(char seat)
{
	return seat == 'S' || seat == 'N' ? MC_NS : MC_EW;
}

/*
 * The Matto's fate from a hand's record alone: who played it, to which
 * trick, who won each trick.  Its side keeps it if that side won its
 * trick; if not, it dies at the last trick (R6.6), or earlier for a side
 * that wins no trick at all (R6.5), and goes home otherwise.
 */
static enum mc_matto_fate
fate_of_record(const char *text, int *side)
{
	const char	*line;
	char		 seat, card[8], by = 0, winner[22] = { 0 };
	int		 plays = 0, trick = 0, n, t, own;
	bool		 any = false;

	for (line = text; line != NULL && *line != '\0'; line =
	    strchr(line, '\n') != NULL ? strchr(line, '\n') + 1 : NULL) {
		if (sscanf(line, "play %c %7s", &seat, card) == 2) {
			if (strcmp(card, "M") == 0) {
				by = seat;
				trick = plays / MC_NSEATS + 1;
			}
			plays++;
		} else if (sscanf(line, "expect trick %d %c", &n, &seat) ==
		    2 && n >= 1 && n <= 21)
			winner[n] = seat;
	}
	*side = -1;
	if (by == 0)
		return MC_MATTO_UNPLAYED;
	*side = own = side_of(by);
	if (side_of(winner[trick]) == own)
		return MC_MATTO_KEPT;
	if (trick == 21)
		return MC_MATTO_LOST;
	for (t = 1; t <= 21; t++)
		any |= side_of(winner[t]) == own;
	return any ? MC_MATTO_KEPT : MC_MATTO_LOST;
}

/*
 * Self-played hands (random players, who discard the Matto now and then
 * and fall often, and easy ones): the engine and the statistics agree
 * with the record.
 */
static void
self_played_hands_agree_with_their_records(void)
{
	static struct match	 m;
	struct mc_decision	 d;
	struct stats_hand	 sh;
	mc_card			 deck[MC_NCARDS];
	uint64_t		 seed;
	int			 i, s, side, want_side, seen[3] = { 0 };
	int			 n = t_iterations(600);
	enum mc_matto_fate	 fate, want;

	match_init(&m);
	for (i = 0; i < n; i++) {
		match_free(&m);
		match_init(&m);
		m.length = MC_MATCH_HAND;
		m.recording = true;
		for (s = 0; s < MC_NSEATS; s++)
			match_set_level(&m.players[s], (i >> s & 1) ?
			    BOT_EASY : BOT_RANDOM);
		match_order_dealer(&m, i % MC_NSEATS);
		seed = 0x6d6174746fULL + (uint64_t)i;
		record_deck(seed, deck);
		CHECK(match_begin(&m) && match_deal_deck(&m, &seed, deck));
		while (m.hand.phase != MC_PHASE_OVER) {
			match_bot_decision(&m, &d);
			if (match_decide(&m, &d) != MC_OK) {
				CHECK(!"a decision refused");
				break;
			}
		}
		fate = mc_hand_matto_fate(&m.hand, &side);
		want = fate_of_record(m.text, &want_side);
		CHECK_EQ(fate, want);
		CHECK_EQ(side, want_side);
		CHECK(stats_of_hand(&m, &sh));
		CHECK_EQ(sh.side[MC_NS].matto, want_side == MC_NS ? want : 0);
		CHECK_EQ(sh.side[MC_EW].matto, want_side == MC_EW ? want : 0);
		seen[want]++;
	}
	match_free(&m);
	/* every fate met, unless the run is cut short */
	CHECK(n < 600 || (seen[0] > 0 && seen[1] > 0 && seen[2] > 0));
}

void
matto_tests(void)
{
	RUN(hands_checked_by_hand);
	RUN(self_played_hands_agree_with_their_records);
}

/*
 * stats_test.c -- the statistics: matches played as at a table (a hand's
 * line logged as it ends, the record archived as the match ends, one
 * match left unfinished in the save) give a log that the records make
 * again line for line; the tallies count what the lines say, an undone
 * hand apart; a lost log is made again, a broken line is named.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <sys/stat.h>

#include <stdlib.h>
#include <unistd.h>

#include "t.h"
#include "../../src/session/session.h"

/* The lines of a file, sorted, as one string. */
static int
cmp_lines(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *
sorted_lines(FILE *fp)
{
	char	*lines[2000], buf[STATS_LINE_MAX + 2], *out;
	size_t	 n = 0, i, len = 1;

	rewind(fp);
	while (n < 2000 && fgets(buf, sizeof(buf), fp) != NULL) {
		lines[n] = strdup(buf);
		len += strlen(buf);
		n++;
	}
	qsort(lines, n, sizeof(*lines), cmp_lines);
	out = calloc(1, len);
	for (i = 0; i < n; i++) {
		strcat(out, lines[i]);
		free(lines[i]);
	}
	return out;
}

/*
 * A hand's line logged as the table logs it; if fail, the log is out
 * of reach meanwhile (a directory where it should be), the line is not
 * written, and the log is put back.
 */
static void
log_hand(struct session *g, const char *dir, const char *save, bool fail)
{
	char	 err[600], path[256], away[256];

	if (!fail) {
		CHECK(stats_log_hand(dir, save, &g->ended, err, sizeof(err)));
		return;
	}
	snprintf(path, sizeof(path), "%s/%s", dir, STATS_LOG);
	snprintf(away, sizeof(away), "%s/away", dir);
	CHECK(rename(path, away) == 0 && mkdir(path, 0700) == 0);
	CHECK(!stats_log_hand(dir, save, &g->ended, err, sizeof(err)));
	CHECK(strstr(err, "hands.log") != NULL);
	CHECK(rmdir(path) == 0 && rename(away, path) == 0);
}

/*
 * One match played as the table plays it, the human's decisions the
 * easy player's, now and then a hint or an undo; hands stop after
 * stop_after (0: the whole match).  Each hand's line goes to the log,
 * but hand fail's line (if not 0) fails to.
 */
static void
play_match(struct session *g, const char *dir, uint64_t seed, int stop_after,
    const char *keep, int fail)
{
	struct match_setup	 s;
	struct mc_decision	 d;
	struct mc_rng		 r;
	char			 err[300], path[512], save[512];
	int			 p, seat, hands = 0;

	memset(&s, 0, sizeof(s));
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s.players[p].name, sizeof(s.players[p].name), "%s",
		    p == 0 ? "Ada" : p == 2 ? "Bruno" : "Bot");
		s.players[p].human = p == 0 || (seed % 2 == 0 && p == 2);
		match_set_level(&s.players[p], p == 1 ? BOT_EASY : BOT_NORMAL);
	}
	s.players[3].name[3] = 'W';
	s.length = MC_MATCH_GIRO;
	s.seed = seed;
	snprintf(save, sizeof(save), "%s/match.rec", dir);
	mc_rng_seed(&r, seed);
	CHECK(session_new(g, &s));
	while (!match_over(&g->m)) {
		seat = match_actor(&g->m);
		if (seat < 0) {
			/* as the table: saved, then logged */
			write_text(save, g->m.text);
			if (g->ended_new)
				log_hand(g, dir, save, g->ended.hand == fail);
			g->ended_new = false;
			if (++hands == stop_after)
				break;
			CHECK(session_deal(g));
			continue;
		}
		if (match_human_at(&g->m, seat) && mc_rng_below(&r, 40) == 0)
			match_aid(&g->m, seat, AID_HINT);
		match_bot_decision(&g->m, &d);
		CHECK(match_decide(&g->m, &d) == MC_OK);
		if (match_human_at(&g->m, seat) && mc_rng_below(&r, 150) == 0 &&
		    match_actor(&g->m) >= 0) {
			CHECK(session_undo(g, 1u << match_player(&g->m, seat),
			    err, sizeof(err)) >= 0);
		}
	}
	if (match_over(&g->m) && g->ended_new) {
		write_text(save, g->m.text);
		log_hand(g, dir, save, g->ended.hand == fail);
	}
	/* put away, as the table does at the end, or left in the save */
	snprintf(path, sizeof(path), "%s/%s", dir, keep);
	write_text(save, g->m.text);
	CHECK(rename(save, path) == 0);
	session_free(g);
}

/*
 * The log in dir, sorted, equals what the records make again; its
 * number of lines.
 */
static int
log_is_the_records(const char *dir)
{
	char	 path[256], err[600], *logged, *made;
	FILE	*fp;
	int	 n = 0;
	size_t	 i;

	snprintf(path, sizeof(path), "%s/%s", dir, STATS_LOG);
	if ((fp = fopen(path, "r")) == NULL) {
		CHECK(fp != NULL);
		return 0;
	}
	logged = sorted_lines(fp);
	fclose(fp);
	CHECK((fp = tmpfile()) != NULL);
	snprintf(path, sizeof(path), "%s/match.rec", dir);
	CHECK(stats_rebuild(dir, path, fp, err, sizeof(err)));
	made = sorted_lines(fp);
	fclose(fp);
	CHECK(strcmp(logged, made) == 0);
	for (i = 0; logged[i] != '\0'; i++)
		n += logged[i] == '\n';
	free(logged);
	free(made);
	return n;
}

/*
 * The log written as hands end equals the one the records make again:
 * two finished matches archived, one abandoned in the archive, one in
 * the save.
 */
static void
the_records_make_the_log_again(void)
{
	static struct session	 g;
	char			 dir[64], path[256];

	CHECK(temp_dir(dir, sizeof(dir)) != NULL);
	snprintf(path, sizeof(path), "%s/matches", dir);
	CHECK(mkdir(path, 0700) == 0);
	play_match(&g, dir, 21, 0, "matches/a.rec", 0);
	play_match(&g, dir, 22, 0, "matches/b.rec", 0);
	play_match(&g, dir, 23, 2, "matches/c.rec", 0);
	play_match(&g, dir, 24, 3, "match.rec", 0);
	CHECK(log_is_the_records(dir) == 4 + 4 + 2 + 3);
	remove_tree(dir);
}

/* A line says what it said; what is not a line is refused. */
static void
a_line_reads_back_as_written(void)
{
	struct stats_hand	 a, b;
	char			 line[STATS_LINE_MAX];
	int			 s;

	memset(&a, 0, sizeof(a));
	a.key = 0x0123456789abcdefULL;
	a.hand = 3;
	a.length = 4;
	for (s = 0; s < MC_NSEATS; s++) {
		snprintf(a.name[s], sizeof(a.name[s]), "Niccol\xc3\xb2 %d", s);
		snprintf(a.kind[s], sizeof(a.kind[s]), s ? "hard" : "human");
		a.hints[s] = s;
		a.undos[s] = 3 - s;
	}
	a.side[0].total = 130;
	a.side[0].rests = 16;
	a.side[0].capot = 0;
	a.side[1].capot = 1;
	a.side[0].ultima = 1;
	a.side[1].matto = 2;
	a.side[0].versicole = 45;
	CHECK(stats_format(&a, line, sizeof(line)) > 0);
	CHECK(stats_parse(line, &b));
	CHECK(memcmp(&a, &b, sizeof(a)) == 0);
	line[strlen(line) - 1] = '9';	/* the Matto: 0, 1 or 2 */
	CHECK(!stats_parse(line, &b));
	CHECK(!stats_parse("minchiate-hand 1\tzz", &b));
	CHECK(!stats_parse("", &b));
}

/*
 * What the tallies say: an undone hand counts only as undone; rests,
 * points and the rest are the human's side's.
 */
static void
the_tally_counts_the_humans_hands(void)
{
	struct stats_report	*r = stats_tally_open();
	struct stats_hand	 h;
	char			*out = NULL;
	size_t			 len = 0;
	FILE			*fp;
	int			 s;

	memset(&h, 0, sizeof(h));
	h.key = 7;
	h.length = 1;
	h.hand = 1;
	for (s = 0; s < MC_NSEATS; s++) {
		snprintf(h.name[s], sizeof(h.name[s]), "P%d", s);
		snprintf(h.kind[s], sizeof(h.kind[s]), s == 0 ? "human" :
		    "easy");
	}
	h.side[MC_NS].rests = 3;
	h.side[MC_NS].total = 120;
	h.side[MC_EW].rests = 1;
	h.side[MC_NS].ultima = 1;
	h.side[MC_EW].capot = 1;
	h.hints[0] = 2;
	stats_tally_add(r, &h);
	h.undos[0] = 1;		/* the same again, undone: not counted */
	h.key = 8;
	stats_tally_add(r, &h);
	stats_tally_abandoned(r, "P0");
	CHECK((fp = open_memstream(&out, &len)) != NULL);
	stats_tally_print(r, fp);
	fclose(fp);
	CHECK(strstr(out, "P0\n") == out);
	CHECK(strstr(out, "P1") == NULL || strstr(out, "P1 (easy)") != NULL);
	CHECK(strstr(out, "1 hand counted, in 2 matches: 2 finished, 1 "
	    "abandoned") != NULL);
	CHECK(strstr(out, "rests won 3, lost 1: +2") != NULL);
	CHECK(strstr(out, "points a hand (the side's end count): 120.0") !=
	    NULL);
	CHECK(strstr(out, "capots made 1, suffered 0") != NULL);
	CHECK(strstr(out, "last tricks won 1 of 1") != NULL);
	CHECK(strstr(out, "easy") != NULL && strstr(out, "P2 (easy)") != NULL);
	CHECK(strstr(out, "4 hints; 1 decision taken back, in 1 hand not "
	    "counted") != NULL);
	free(out);
	stats_tally_free(r);
}

/* A lost log is made again from the records and kept; a broken line of
 * it is named by file and line, and left out. */
static void
a_lost_log_is_made_again(void)
{
	static struct session	 g;
	char			 dir[64], path[256], err[600];
	char			*out = NULL, *again = NULL;
	size_t			 len = 0;
	FILE			*fp;
	struct stat		 st;

	CHECK(temp_dir(dir, sizeof(dir)) != NULL);
	snprintf(path, sizeof(path), "%s/matches", dir);
	CHECK(mkdir(path, 0700) == 0);
	play_match(&g, dir, 31, 0, "matches/a.rec", 0);
	snprintf(path, sizeof(path), "%s/%s", dir, STATS_LOG);
	CHECK((fp = open_memstream(&out, &len)) != NULL);
	CHECK(stats_report_dir(dir, NULL, fp, err, sizeof(err)));
	fclose(fp);
	CHECK(err[0] == '\0');
	CHECK(unlink(path) == 0);
	CHECK((fp = open_memstream(&again, &len)) != NULL);
	CHECK(stats_report_dir(dir, NULL, fp, err, sizeof(err)));
	fclose(fp);
	CHECK(strcmp(out, again) == 0);
	CHECK(stat(path, &st) == 0 && st.st_size > 0);
	CHECK(strstr(out, "Ada\n") != NULL);
	free(again);
	again = NULL;
	fp = fopen(path, "a");
	CHECK(fp != NULL);
	if (fp != NULL) {
		fputs("garbage\n", fp);
		fclose(fp);
	}
	CHECK((fp = open_memstream(&again, &len)) != NULL);
	CHECK(stats_report_dir(dir, NULL, fp, err, sizeof(err)));
	fclose(fp);
	CHECK(strstr(err, "hands.log:") != NULL &&
	    strstr(err, "not a line of statistics") != NULL);
	CHECK(strcmp(out, again) == 0);
	free(out);
	free(again);
	remove_tree(dir);
}

/*
 * The first hand logged where there is no log yet brings in every match
 * kept before: the log is made from the records, this hand's included,
 * and none is counted twice.
 */
static void
a_first_hand_brings_the_archive_in(void)
{
	static struct session	 g;
	char			 dir[64], path[256];

	CHECK(temp_dir(dir, sizeof(dir)) != NULL);
	snprintf(path, sizeof(path), "%s/matches", dir);
	CHECK(mkdir(path, 0700) == 0);
	play_match(&g, dir, 51, 0, "matches/a.rec", 0);
	snprintf(path, sizeof(path), "%s/%s", dir, STATS_LOG);
	CHECK(unlink(path) == 0);	/* an older version kept none */
	play_match(&g, dir, 52, 2, "match.rec", 0);
	/* four hands of the first match, two of the second */
	CHECK(log_is_the_records(dir) == 4 + 2);
	remove_tree(dir);
}

/*
 * A hand whose line could not be written is written later: with the
 * next hand's, or by the statistics when the match is over.
 */
static void
a_line_not_written_is_written_later(void)
{
	static struct session	 g;
	struct stats_glance	 gl;
	struct stats_hand	 sh;
	char			 dir[64], path[256], err[600], *out = NULL;
	char			 line[STATS_LINE_MAX + 2];
	size_t			 len = 0;
	FILE			*fp;

	CHECK(temp_dir(dir, sizeof(dir)) != NULL);
	snprintf(path, sizeof(path), "%s/matches", dir);
	CHECK(mkdir(path, 0700) == 0);
	play_match(&g, dir, 61, 0, "matches/a.rec", 2);
	CHECK(log_is_the_records(dir) == 4);
	/* the last hand's: no next hand of the match to bring it in */
	play_match(&g, dir, 62, 0, "matches/b.rec", 4);
	CHECK((fp = open_memstream(&out, &len)) != NULL);
	CHECK(stats_report_dir(dir, NULL, fp, err, sizeof(err)));
	fclose(fp);
	CHECK(err[0] == '\0');
	CHECK(strstr(out, " in 2 matches: 2 finished, 0 abandoned") != NULL);
	CHECK(log_is_the_records(dir) == 8);
	free(out);
	/* what a glance at a record says of it, as its lines say it */
	snprintf(path, sizeof(path), "%s/matches/b.rec", dir);
	CHECK(stats_glance(path, &gl) && gl.over && gl.finished == 4);
	CHECK((fp = tmpfile()) != NULL);
	CHECK(stats_record_lines(path, fp, err, sizeof(err)));
	rewind(fp);
	CHECK(fgets(line, sizeof(line), fp) != NULL && stats_parse(line, &sh));
	CHECK(sh.key == gl.key && sh.hand == 1);
	fclose(fp);
	remove_tree(dir);
}

void
stats_tests(void)
{
	RUN(a_first_hand_brings_the_archive_in);
	RUN(the_records_make_the_log_again);
	RUN(a_line_reads_back_as_written);
	RUN(the_tally_counts_the_humans_hands);
	RUN(a_lost_log_is_made_again);
	RUN(a_line_not_written_is_written_later);
}

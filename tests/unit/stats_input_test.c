/*
 * stats_input_test.c -- the statistics against bad or hostile files:
 * names with escape sequences in the log and in records (refused, named
 * by file and line, and nothing printed raw); FIFOs, directories where
 * the log, a record, the save or a lock should be (refused at once,
 * named: a deadline turns a hang into a failure); counts that stay
 * right past any table size, a line written twice, a NUL in a line.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <sys/stat.h>

#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include "t.h"
#include "../../src/session/session.h"

/* OSC 0: a terminal would take the rest as its window's title. */
#define OSC_NAME	"\033]0;pwned\007"

/* A hang is a failure: the suite ends, saying so, instead of waiting. */
static void
hung(int sig)
{
	static const char	 msg[] = "FAIL the statistics hung on a file "
	    "that is not a regular one\n";

	(void)sig;
	(void)write(STDOUT_FILENO, msg, sizeof(msg) - 1);
	_exit(1);
}

static void
deadline(unsigned seconds)
{
	signal(SIGALRM, hung);
	alarm(seconds);
}

/* Nothing a terminal could take as a command: C0 but newlines, DEL, C1. */
static bool
printable(const char *s)
{
	const unsigned char	*p = (const unsigned char *)s;

	for (; *p != '\0'; p++)
		if ((*p < 0x20 && *p != '\n') || *p == 0x7f ||
		    (p[0] == 0xc2 && p[1] >= 0x80 && p[1] < 0xa0))
			return false;
	return true;
}

/* A finished hand of one match, Ada human at S. */
static void
a_hand(struct stats_hand *h, uint64_t key, int hand, int length,
    const char *name)
{
	int	 s;

	memset(h, 0, sizeof(*h));
	h->key = key;
	h->hand = hand;
	h->length = length;
	for (s = 0; s < MC_NSEATS; s++) {
		snprintf(h->name[s], sizeof(h->name[s]), "%s", s == 0 ? name :
		    s == 2 ? "Bruno" : "Bot");
		snprintf(h->kind[s], sizeof(h->kind[s]), s == 0 ? "human" :
		    "easy");
	}
	h->side[MC_NS].rests = 2;
	h->side[MC_NS].total = 100;
}

/* The hand's line, as the log holds it, newline and all. */
static void
a_line(char *buf, size_t size, uint64_t key, int hand, const char *name)
{
	struct stats_hand	 h;
	size_t			 n;

	a_hand(&h, key, hand, 4, name);
	CHECK(stats_format(&h, buf, size - 1) > 0);
	n = strlen(buf);
	buf[n] = '\n';
	buf[n + 1] = '\0';
}

/* The report of dir in a string (to free); ok and err as it said. */
static char *
report(const char *dir, bool *ok, char *err, size_t errsize)
{
	char	*out = NULL;
	size_t	 len = 0;
	FILE	*fp = open_memstream(&out, &len);

	*ok = stats_report_dir(dir, NULL, fp, err, errsize);
	fclose(fp);
	return out;
}

static void
path_of(char *buf, size_t size, const char *dir, const char *name)
{
	snprintf(buf, size, "%s/%s", dir, name);
}

/*
 * A name with an escape sequence in the log or in a record in
 * matches/: the line, the record, refused and named by file and line;
 * nothing printed holds a control character.
 */
static void
a_name_with_an_escape_is_refused(void)
{
	char	 dir[64], path[256], log[2 * STATS_LINE_MAX], err[600];
	char	*out;
	bool	 ok;

	CHECK(temp_dir(dir, sizeof(dir)) != NULL);
	a_line(log, STATS_LINE_MAX, 1, 1, "Ada");
	a_line(log + strlen(log), STATS_LINE_MAX, 2, 1, OSC_NAME);
	path_of(path, sizeof(path), dir, STATS_LOG);
	write_text(path, log);
	out = report(dir, &ok, err, sizeof(err));
	CHECK(ok && printable(out) && printable(err));
	CHECK(strstr(out, "Ada\n  1 hand counted, in 1 match") != NULL);
	CHECK(strstr(out, "pwned") == NULL);
	CHECK(strstr(err, "hands.log:2: ") != NULL);
	free(out);

	/* an abandoned match whose human has such a name */
	path_of(path, sizeof(path), dir, "matches");
	CHECK(mkdir(path, 0700) == 0);
	path_of(path, sizeof(path), dir, "matches/x.rec");
	write_text(path, "minchiate-record 1\nvariants none\n"
	    "seat S human \"" OSC_NAME "\"\nseat E bot easy \"East\"\n"
	    "seat N bot easy \"North\"\nseat W bot easy \"West\"\n"
	    "match giro\nhand 1 dealer E\nseed 7\n");
	out = report(dir, &ok, err, sizeof(err));
	CHECK(ok && printable(out) && printable(err));
	CHECK(strstr(out, "pwned") == NULL);
	CHECK(strstr(err, "hands.log:2: ") != NULL &&
	    strstr(err, "(and 1 more)") != NULL);
	free(out);
	path_of(path, sizeof(path), dir, STATS_LOG);
	CHECK(unlink(path) == 0);
	out = report(dir, &ok, err, sizeof(err));
	CHECK(ok && printable(out) && printable(err));
	CHECK(strstr(err, "matches/x.rec:3: seat S: name \"\\033]0;pwned"
	    "\\007\": no control characters in a name") != NULL);
	free(out);
	remove_tree(dir);
}

/* Whatever a tally is given, its names and levels print escaped. */
static void
names_print_escaped(void)
{
	struct stats_report	*r = stats_tally_open();
	struct stats_hand	 h;
	char			*out = NULL;
	size_t			 len = 0;
	FILE			*fp;

	a_hand(&h, 1, 1, 1, OSC_NAME);
	snprintf(h.name[2], sizeof(h.name[2]), "\033[2J");
	snprintf(h.kind[1], sizeof(h.kind[1]), "\x9b" "31m");
	stats_tally_add(r, &h);
	stats_tally_abandoned(r, "\033[31mred");
	CHECK((fp = open_memstream(&out, &len)) != NULL);
	stats_tally_print(r, fp);
	fclose(fp);
	CHECK(printable(out));
	CHECK(strstr(out, "\\033]0;pwned\\007\n") == out);
	CHECK(strstr(out, "\\033[31mred\n") != NULL);
	free(out);
	stats_tally_free(r);
}

/*
 * A FIFO where the log is: appending a hand's line neither hangs nor
 * writes; it is refused by name.  A directory there: the same, and
 * --stats fails naming it rather than counting nothing.
 */
static void
a_fifo_or_a_directory_as_the_log(void)
{
	struct stats_hand	 h;
	char			 dir[64], path[256], err[600], *out;
	bool			 ok;

	CHECK(temp_dir(dir, sizeof(dir)) != NULL);
	path_of(path, sizeof(path), dir, STATS_LOG);
	CHECK(mkfifo(path, 0600) == 0);
	a_hand(&h, 1, 1, 1, "Ada");
	deadline(10);
	err[0] = '\0';
	CHECK(!stats_append(dir, &h, err, sizeof(err)));
	CHECK(strstr(err, "hands.log: not a regular file") != NULL);
	err[0] = '\0';
	CHECK(!stats_log_hand(dir, NULL, &h, err, sizeof(err)));
	CHECK(strstr(err, "hands.log: not a regular file") != NULL);
	out = report(dir, &ok, err, sizeof(err));
	CHECK(!ok && strstr(err, "hands.log: not a regular file") != NULL);
	free(out);
	alarm(0);
	CHECK(unlink(path) == 0 && mkdir(path, 0700) == 0);
	out = report(dir, &ok, err, sizeof(err));
	CHECK(!ok && strstr(err, "hands.log: not a regular file") != NULL);
	CHECK(out == NULL || strstr(out, "No hand") == NULL);
	free(out);
	CHECK(!stats_log_hand(dir, NULL, &h, err, sizeof(err)));
	CHECK(strstr(err, "hands.log: not a regular file") != NULL);
	remove_tree(dir);
}

/*
 * A FIFO, or a directory, named like a record in matches/, or as the
 * save, or as a record's lock: whatever reads them returns at once, and
 * what must say so names it.
 */
static void
a_fifo_as_a_record(void)
{
	struct stats_glance	 g;
	struct stats_hand	 h;
	char			 dir[64], path[256], save[256], err[600];
	char			*out;
	FILE			*fp;
	size_t			 n;
	char			**paths;
	bool			 ok;

	CHECK(temp_dir(dir, sizeof(dir)) != NULL);
	path_of(path, sizeof(path), dir, "matches");
	CHECK(mkdir(path, 0700) == 0);
	path_of(path, sizeof(path), dir, "matches/a.rec");
	CHECK(mkfifo(path, 0600) == 0);
	path_of(path, sizeof(path), dir, "matches/b.rec");
	CHECK(mkdir(path, 0700) == 0);
	path_of(path, sizeof(path), dir, "matches/c.rec.lock");
	CHECK(mkfifo(path, 0600) == 0);
	path_of(path, sizeof(path), dir, "matches/c.rec");
	write_text(path, "minchiate-record 1\nvariants none\n"
	    "seat S human \"Ada\"\nseat E bot easy \"East\"\n"
	    "seat N bot easy \"North\"\nseat W bot easy \"West\"\n"
	    "match giro\nhand 1 dealer E\nseed 7\n");
	path_of(save, sizeof(save), dir, "match.rec");
	CHECK(mkfifo(save, 0600) == 0);
	deadline(10);

	paths = stats_archive(dir, &n);
	CHECK(n == 3);
	stats_archive_free(paths, n);
	path_of(path, sizeof(path), dir, "matches/a.rec");
	CHECK(!stats_glance(path, &g));
	CHECK(!stats_glance_why(path, &g, err, sizeof(err)) &&
	    strstr(err, "a.rec: not a regular file") != NULL);
	path_of(path, sizeof(path), dir, "matches/b.rec");
	CHECK(!stats_glance(path, &g));
	path_of(path, sizeof(path), dir, "matches/c.rec");
	CHECK(!stats_in_play(path));	/* a FIFO is no lock */
	CHECK(stats_glance(path, &g) && !g.over && g.nhuman == 1);

	/* the log made from the records: the FIFO named, nothing hangs */
	CHECK((fp = tmpfile()) != NULL);
	CHECK(!stats_rebuild(dir, save, fp, err, sizeof(err)));
	CHECK(strstr(err, ": not a regular file") != NULL);
	fclose(fp);
	a_hand(&h, 1, 1, 1, "Ada");
	CHECK(!stats_log_hand(dir, save, &h, err, sizeof(err)));
	CHECK(strstr(err, ": not a regular file") != NULL);

	/* --stats: the abandoned match counted, the others named */
	out = report(dir, &ok, err, sizeof(err));
	CHECK(ok && strstr(err, "matches/a.rec: not a regular file") !=
	    NULL);
	CHECK(strstr(out, "0 finished, 1 abandoned") != NULL);
	free(out);
	alarm(0);
	remove_tree(dir);
}

/*
 * Matches are told apart however many there are: 5000 of two hands
 * each are 5000 matches (a table of 4096 once counted 5904).
 */
static void
five_thousand_matches(void)
{
	struct stats_report	*r = stats_tally_open();
	struct stats_hand	 h;
	char			*out = NULL;
	size_t			 len = 0;
	FILE			*fp;
	int			 i;

	for (i = 0; i < 2 * 5000; i++) {
		a_hand(&h, 0x1000 + (uint64_t)i / 2, 1 + i % 2, 2, "Ada");
		stats_tally_add(r, &h);
	}
	CHECK((fp = open_memstream(&out, &len)) != NULL);
	stats_tally_print(r, fp);
	fclose(fp);
	CHECK(strstr(out, "10000 hands counted, in 5000 matches: 5000 "
	    "finished") != NULL);
	free(out);
	stats_tally_free(r);
}

/*
 * The log's lines: one written twice counts once; one with a NUL byte
 * in it, whatever comes before, is refused and named.
 */
static void
a_line_twice_or_with_a_nul(void)
{
	char	 dir[64], path[256], line[STATS_LINE_MAX], err[600], *out;
	FILE	*fp;
	bool	 ok;

	CHECK(temp_dir(dir, sizeof(dir)) != NULL);
	path_of(path, sizeof(path), dir, STATS_LOG);
	CHECK((fp = fopen(path, "w")) != NULL);
	a_line(line, sizeof(line), 5, 1, "Ada");
	fputs(line, fp);
	fputs(line, fp);
	a_line(line, sizeof(line), 6, 1, "Ada");
	line[strlen(line) - 1] = '\0';
	fputs(line, fp);		/* a whole line, then a NUL */
	fwrite("\0\tmore\n", 1, 7, fp);
	fclose(fp);
	out = report(dir, &ok, err, sizeof(err));
	CHECK(ok && strstr(out, "1 hand counted, in 1 match") != NULL);
	CHECK(strstr(err, "hands.log:3: a NUL byte, left out") != NULL);
	free(out);
	remove_tree(dir);
}

void
stats_input_tests(void)
{
	RUN(a_name_with_an_escape_is_refused);
	RUN(names_print_escaped);
	RUN(a_fifo_or_a_directory_as_the_log);
	RUN(a_fifo_as_a_record);
	RUN(five_thousand_matches);
	RUN(a_line_twice_or_with_a_nul);
}

/*
 * report.c -- the statistics of a state directory: the log read, then
 * set right by the records (a hand a record holds that the log lacks is
 * added to both the tallies and the log: the log may have been lost, or
 * a line of it not written), and the archive looked through for
 * abandoned matches.  Each record is only glanced at unless the log
 * lacks one of its hands.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "stats.h"
#include "../lang/lang.h"

/* The first problem met, in why; the others counted. */
struct problems {
	char	 why[600];
	int	 more;
};

static void
problem(struct problems *p, const char *why)
{
	if (p->why[0] == '\0')
		snprintf(p->why, sizeof(p->why), "%s", why);
	else
		p->more++;
}

/* The text of a record up to its first deck line, for its key. */
struct head {
	char	*text;
	size_t	 len, cap;
	bool	 done;
};

static bool
head_add(struct head *h, const char *line)
{
	size_t	 n = strlen(line);
	char	*more;

	if (h->done)
		return true;
	if (h->len + n + 1 > h->cap) {
		h->cap = 2 * (h->len + n + 1);
		if ((more = realloc(h->text, h->cap)) == NULL)
			return false;
		h->text = more;
	}
	memcpy(h->text + h->len, line, n + 1);
	h->len += n;
	h->done = record_kind_of(line, n, NULL) == REC_DECK && h->len > n;
	return true;
}

/* A human's name on a seat line, checked as a record's reader checks it. */
static bool
seat_name(struct stats_glance *g, char *line, const char *path, int lineno,
    char *err, size_t errsize)
{
	const char	*why;
	char		*q;

	if (g->nhuman == MC_NSEATS)
		return true;
	q = strchr(line, '"') + 1;
	q[strcspn(q, "\"")] = '\0';
	if ((why = name_problem(q)) != NULL) {
		/* TRANSLATORS: the record's file and line, the seat's
		 * letter in the record (S, E, N, W), the name, why it
		 * cannot be one. */
		stats_error(err, errsize, _("%s:%d: seat %c: name \"%s\": "
		    "%s"), path, lineno, line[5], q, why);
		return false;
	}
	snprintf(g->human[g->nhuman++], sizeof(g->human[0]), "%s", q);
	return true;
}

/*
 * A record at a glance: its human players, the hands begun and
 * finished, the match's length and key, and whether it is over.
 * Records this program wrote end each finished hand with its rests and
 * name the match's length.  False, and why, for what is not a regular
 * file, a bad name, a NUL byte or an overlong line.
 */
bool
stats_glance_why(const char *path, struct stats_glance *g, char *err,
    size_t errsize)
{
	struct head	 head = { NULL, 0, 0, false };
	FILE		*fp;
	char		 line[2048], len[16] = "set";
	enum record_read	 got;
	size_t		 bytes = 0;
	int		 lineno = 0;
	bool		 ended = false, ok = true;

	memset(g, 0, sizeof(*g));
	err[0] = '\0';
	if ((fp = stats_fopen(path, err, errsize)) == NULL)
		return false;
	while (ok && (got = record_read_line(fp, line, sizeof(line))) !=
	    RECORD_READ_END) {
		lineno++;
		if (got != RECORD_READ_LINE || (bytes += strlen(line)) >
		    RECORD_MAX) {
			stats_error(err, errsize, "%s:%d: %s", path, lineno,
			    got == RECORD_READ_NUL ? _("a NUL byte") :
			    got == RECORD_READ_LONG ? _("line too long") :
			    _("larger than any real record"));
			ok = false;
		} else if (!head_add(&head, line)) {
			stats_error(err, errsize, "%s", _("out of memory"));
			ok = false;
		} else switch (record_kind_of(line, strlen(line), NULL)) {
		case REC_SEAT:
			if (strstr(line, " human \"") != NULL)
				ok = seat_name(g, line, path, lineno, err,
				    errsize);
			break;
		case REC_MATCH:
			snprintf(len, sizeof(len), "%.*s",
			    (int)strcspn(line + 6, " \r\n"), line + 6);
			break;
		case REC_HAND:
			g->hands++;
			ended = false;
			break;
		case REC_EXPECT:
			ended = ended || strncmp(line, "expect rests ", 13) ==
			    0;
			break;
		default:
			break;
		}
	}
	if (ok && ferror(fp)) {
		stats_error(err, errsize, "%s: %s", path, strerror(errno));
		ok = false;
	}
	fclose(fp);
	g->key = head.text != NULL ? stats_match_key(head.text) : 0;
	free(head.text);
	g->length = record_length_parse(len);
	g->finished = g->hands - (g->hands > 0 && !ended);
	g->over = g->length > 0 && g->hands == g->length && ended;
	return ok;
}

bool
stats_glance(const char *path, struct stats_glance *g)
{
	char	 why[300];

	return stats_glance_why(path, g, why, sizeof(why));
}

/*
 * The log's lines tallied, their hands noted in logged; a line that is
 * not one is named by file and line, and left out.  False at a read
 * error.
 */
static bool
read_log(FILE *fp, const char *path, struct stats_report *r,
    struct stats_set *logged, struct problems *p)
{
	struct stats_hand	 sh;
	char			 line[STATS_LINE_MAX + 2], why[600];
	const char		*bad;
	enum record_read		 got;
	int			 lineno = 0;

	while ((got = record_read_line(fp, line, sizeof(line))) !=
	    RECORD_READ_END) {
		lineno++;
		bad = got == RECORD_READ_NUL ? _("a NUL byte") : got ==
		    RECORD_READ_LONG ? _("too long for a line of statistics") :
		    stats_parse_problem(line, &sh);
		if (bad != NULL) {
			/* TRANSLATORS: the log's file and line, what is
			 * wrong with the line; the line is not counted. */
			stats_error(why, sizeof(why), _("%s:%d: %s, left out"),
			    path, lineno, bad);
			problem(p, why);
			continue;
		}
		stats_tally_add(r, &sh);
		(void)stats_set_add(logged, sh.key, sh.hand);
	}
	return !ferror(fp);
}

/*
 * The record at path set against the log: its abandoned match told (an
 * archived one only), and each finished hand the log lacks tallied and
 * written to more.
 */
static void
reconcile(const char *path, bool archived, struct stats_report *r,
    struct stats_set *logged, FILE *more, struct problems *p)
{
	struct stats_glance	 g;
	struct stats_hand	 sh;
	char			 why[600], line[STATS_LINE_MAX + 2];
	char			*text = NULL;
	size_t			 len = 0;
	FILE			*fp;
	int			 s, k;

	if (!stats_glance_why(path, &g, why, sizeof(why))) {
		problem(p, why);
		return;
	}
	if (archived && !g.over && !stats_in_play(path))
		for (s = 0; s < g.nhuman; s++)
			stats_tally_abandoned(r, g.human[s]);
	for (k = 1; k <= g.finished; k++)
		if (!stats_set_has(logged, g.key, k))
			break;
	if (k > g.finished || (fp = open_memstream(&text, &len)) == NULL)
		return;
	if (!stats_record_lines(path, fp, why, sizeof(why)))
		problem(p, why);
	fclose(fp);
	if (len > 0 && (fp = fmemopen(text, len, "r")) != NULL) {
		while (record_read_line(fp, line, sizeof(line)) ==
		    RECORD_READ_LINE)
			if (stats_parse(line, &sh) &&
			    stats_set_add(logged, sh.key, sh.hand) > 0) {
				stats_tally_add(r, &sh);
				fputs(line, more);
			}
		fclose(fp);
	}
	free(text);
}

/*
 * The statistics of the state directory dir, printed: the log read and
 * set right by the records (the archive, then the save); a log that was
 * lost is so made again, and kept.  False, and why, if the log cannot
 * be read; otherwise the first problem met, if any, in err.
 */
bool
stats_report_dir(const char *dir, const char *save, FILE *out, char *err,
    size_t errsize)
{
	struct stats_report	*r;
	struct stats_set	 logged = { NULL, 0, 0 };
	struct problems		 p;
	char			 path[4400], why[600], *text = NULL;
	char			**paths;
	size_t			 n, i, len = 0;
	FILE			*fp, *more;
	bool			 ok;

	memset(&p, 0, sizeof(p));
	snprintf(path, sizeof(path), "%s/%s", dir, STATS_LOG);
	if ((fp = stats_fopen(path, err, errsize)) == NULL && errno != ENOENT)
		return false;
	if ((r = stats_tally_open()) == NULL ||
	    (more = open_memstream(&text, &len)) == NULL) {
		if (fp != NULL)
			fclose(fp);
		stats_tally_free(r);
		snprintf(err, errsize, "%s", _("out of memory"));
		return false;
	}
	ok = fp == NULL || read_log(fp, path, r, &logged, &p);
	if (!ok)
		stats_error(err, errsize, "%s: %s", path, strerror(errno));
	if (fp != NULL)
		fclose(fp);
	paths = ok ? stats_archive(dir, &n) : NULL;
	for (i = 0; ok && i < n; i++)
		reconcile(paths[i], true, r, &logged, more, &p);
	stats_archive_free(paths, ok ? n : 0);
	if (ok && save != NULL && access(save, F_OK) == 0)
		reconcile(save, false, r, &logged, more, &p);
	fclose(more);
	if (ok && len > 0 && !stats_append_text(dir, text, len, why,
	    sizeof(why)))
		problem(&p, why);
	if (ok) {
		stats_tally_print(r, out);
		if (p.more > 0)
			/* TRANSLATORS: the first problem met, and how many
			 * more there were. */
			stats_error(err, errsize, _("%s (and %d more)"), p.why,
			    p.more);
		else
			snprintf(err, errsize, "%s", p.why);
	}
	free(text);
	stats_set_free(&logged);
	stats_tally_free(r);
	return ok;
}

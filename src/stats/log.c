/*
 * log.c -- the statistics' log: one line for each hand finished at a
 * table, appended to hands.log beside the save, its fields separated by
 * tabs (a player's name holds no control character, and every name read
 * back is checked so: name_problem).  Every field comes from the match's
 * record, so the log can be made again from the archive of records
 * (matches/) and the saved match, line for line.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <sys/file.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "stats.h"
#include "../lang/lang.h"

/*
 * The match a hand belongs to: a hash of its record up to the first
 * hand's deck (its header, players, seed and deck), the same whether
 * read from the table's record or from the archive.
 */
uint64_t
stats_match_key(const char *record)
{
	struct record_reader	 r;
	struct record_line	 l;
	uint64_t		 h = 0xcbf29ce484222325ULL;	/* FNV-1a */
	size_t			 n = 0, i;

	record_reader_init(&r, record);
	while (n == 0 && record_reader_next(&r, &l))
		if (l.kind == REC_DECK)
			n = l.at + l.len;
	if (n == 0)
		return 0;
	for (i = 0; i < n; i++) {
		h ^= (unsigned char)record[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

/* The log's Matto figures are the engine's fates. */
_Static_assert(MC_MATTO_KEPT == 1 && MC_MATTO_LOST == 2,
    "stats_side.matto: 1 kept, 2 lost");

/* The line of a hand just finished (R7): who played, and what each side
 * made; false if the hand is not over. */
bool
stats_of_hand(const struct match *m, struct stats_hand *sh)
{
	const struct mc_hand	*h = &m->hand;
	struct mc_breakdown	 b;
	const struct player	*pl;
	enum mc_matto_fate	 fate;
	int			 s, side, matto;

	if (h->log == NULL || h->phase != MC_PHASE_OVER || m->text == NULL)
		return false;
	memset(sh, 0, sizeof(*sh));
	sh->key = stats_match_key(m->text);
	sh->hand = m->hands;
	sh->length = (int)m->length;
	for (s = 0; s < MC_NSEATS; s++) {
		pl = &m->players[match_player(m, s)];
		snprintf(sh->name[s], sizeof(sh->name[s]), "%s", pl->name);
		snprintf(sh->kind[s], sizeof(sh->kind[s]), "%s", pl->human ?
		    "human" : pl->level);
		sh->hints[s] = m->aids[s][AID_HINT];
		sh->undos[s] = m->aids[s][AID_UNDO];
	}
	mc_hand_breakdown(h, &b);
	fate = mc_hand_matto_fate(h, &matto);
	for (side = 0; side < 2; side++) {
		struct stats_side	*o = &sh->side[side];
		const struct mc_side_score *ss = &b.side[side];

		o->total = ss->total;
		o->rests = ss->rests;
		o->versicole = ss->versicole_total;
		o->capot = ss->capot;
		o->ultima = ss->ultima > 0;
		o->matto = matto == side ? (int)fate : 0;
	}
	return true;
}

/* The line, without its newline; its length, or -1 if it did not fit. */
int
stats_format(const struct stats_hand *sh, char *buf, size_t size)
{
	size_t	 len;
	int	 n, s, side;

	n = snprintf(buf, size, "%s\t%016" PRIx64 "\t%d\t%d", STATS_MAGIC,
	    sh->key, sh->hand, sh->length);
	for (s = 0; s < MC_NSEATS && n > 0 && (size_t)n < size; s++) {
		len = (size_t)n;
		n += snprintf(buf + len, size - len, "\t%s\t%s\t%d\t%d",
		    sh->name[s], sh->kind[s], sh->hints[s], sh->undos[s]);
	}
	for (side = 0; side < 2 && n > 0 && (size_t)n < size; side++) {
		const struct stats_side *o = &sh->side[side];

		len = (size_t)n;
		n += snprintf(buf + len, size - len, "\t%d\t%d\t%d\t%d\t%d\t%d",
		    o->total, o->rests, o->versicole, o->capot, o->ultima,
		    o->matto);
	}
	return n > 0 && (size_t)n < size ? n : -1;
}

/* A whole decimal number in lo..hi, the field's end at end. */
static bool
field_int(const char *f, int lo, int hi, int *out)
{
	char	*end;
	long	 v;

	errno = 0;
	v = strtol(f, &end, 10);
	if (end == f || *end != '\0' || errno != 0 || v < lo || v > hi)
		return false;
	*out = (int)v;
	return true;
}

/* A computer player's level as the log keeps it, or "human". */
static bool
kind_word(const char *w, size_t size)
{
	size_t	 n = strspn(w, "abcdefghijklmnopqrstuvwxyz0123456789-");

	return n > 0 && w[n] == '\0' && n < size;
}

/*
 * Reads a line of the log (its newline may end it); NULL, or why it is
 * not one.  Names are what a record may hold (name_problem), as they
 * are printed.
 */
const char *
stats_parse_problem(const char *line, struct stats_hand *sh)
{
	char		 buf[STATS_LINE_MAX], *f[64], *p, *end;
	const char	*why;
	int		 n = 0, s, side, k;

	if (strlen(line) >= sizeof(buf))
		return _("too long for a line of statistics");
	snprintf(buf, sizeof(buf), "%s", line);
	buf[strcspn(buf, "\n")] = '\0';
	for (p = buf; n < 64; p++) {
		f[n++] = p;
		if ((p = strchr(p, '\t')) == NULL)
			break;
		*p = '\0';
	}
	if (n != 4 + 4 * MC_NSEATS + 6 * 2 || strcmp(f[0], STATS_MAGIC) != 0)
		return _("not a line of statistics");
	memset(sh, 0, sizeof(*sh));
	errno = 0;
	sh->key = strtoull(f[1], &end, 16);
	if (end == f[1] || *end != '\0' || errno != 0 ||
	    !field_int(f[2], 1, 1000, &sh->hand) ||
	    !field_int(f[3], 1, 1000, &sh->length))
		return _("not a line of statistics");
	for (s = 0, k = 4; s < MC_NSEATS; s++, k += 4) {
		if ((why = name_problem(f[k])) != NULL)
			return why;
		if (!kind_word(f[k + 1], sizeof(sh->kind[s])) ||
		    !field_int(f[k + 2], 0, 255, &sh->hints[s]) ||
		    !field_int(f[k + 3], 0, 255, &sh->undos[s]))
			return _("not a line of statistics");
		snprintf(sh->name[s], sizeof(sh->name[s]), "%s", f[k]);
		snprintf(sh->kind[s], sizeof(sh->kind[s]), "%s", f[k + 1]);
	}
	for (side = 0; side < 2; side++, k += 6) {
		struct stats_side *o = &sh->side[side];

		if (!field_int(f[k], 0, 10000, &o->total) ||
		    !field_int(f[k + 1], 0, 1000, &o->rests) ||
		    !field_int(f[k + 2], 0, 10000, &o->versicole) ||
		    !field_int(f[k + 3], 0, 1, &o->capot) ||
		    !field_int(f[k + 4], 0, 1, &o->ultima) ||
		    !field_int(f[k + 5], 0, 2, &o->matto))
			return _("not a line of statistics");
	}
	return NULL;
}

bool
stats_parse(const char *line, struct stats_hand *sh)
{
	return stats_parse_problem(line, sh) == NULL;
}

/*
 * Appends lines to dir/hands.log in one write (O_APPEND), so two
 * writers never interleave them.
 */
bool
stats_append_text(const char *dir, const char *text, size_t len,
    char *err, size_t errsize)
{
	char	 path[4200];
	ssize_t	 n;
	int	 fd;

	snprintf(path, sizeof(path), "%s/%s", dir, STATS_LOG);
	if ((fd = stats_open(path, O_WRONLY | O_APPEND | O_CREAT, err,
	    errsize)) == -1)
		return false;
	errno = 0;
	if ((n = write(fd, text, len)) < 0 || (size_t)n != len) {
		stats_error(err, errsize, "%s: %s", path, errno != 0 ?
		    strerror(errno) : _("short write"));
		close(fd);
		return false;
	}
	if (close(fd) != 0) {
		stats_error(err, errsize, "%s: %s", path, strerror(errno));
		return false;
	}
	return true;
}

/* Appends the hand's line to dir/hands.log. */
bool
stats_append(const char *dir, const struct stats_hand *sh, char *err,
    size_t errsize)
{
	char	 line[STATS_LINE_MAX];
	int	 n;

	if ((n = stats_format(sh, line, sizeof(line) - 1)) < 0) {
		snprintf(err, errsize, "%s",
		    _("a hand's statistics too long"));
		return false;
	}
	line[n++] = '\n';
	return stats_append_text(dir, line, (size_t)n, err, errsize);
}

/*
 * The hands dir/hands.log holds, as (key, hand) pairs added to set; its
 * lines that are not lines of statistics are left out.  No log, none.
 */
bool
stats_logged(const char *dir, struct stats_set *set, char *err,
    size_t errsize)
{
	struct stats_hand	 sh;
	char			 path[4200], line[STATS_LINE_MAX + 2];
	FILE			*fp;
	enum record_read		 got;
	bool			 ok = true;

	snprintf(path, sizeof(path), "%s/%s", dir, STATS_LOG);
	if ((fp = stats_fopen(path, err, errsize)) == NULL)
		return errno == ENOENT;
	while ((got = record_read_line(fp, line, sizeof(line))) !=
	    RECORD_READ_END)
		if (got == RECORD_READ_LINE && stats_parse(line, &sh) &&
		    stats_set_add(set, sh.key, sh.hand) < 0) {
			stats_error(err, errsize, "%s", _("out of memory"));
			ok = false;
			break;
		}
	if (ok && ferror(fp)) {
		stats_error(err, errsize, "%s: %s", path, strerror(errno));
		ok = false;
	}
	fclose(fp);
	return ok;
}

/*
 * The lines of the hands of the save that the log lacks, this hand's
 * (sh) included, onto out: a line that could not be written before (a
 * full disk, the log unwritable then) is written with the next.
 */
static void
lines_missing(const char *save, const struct stats_hand *sh,
    struct stats_set *logged, FILE *out)
{
	struct stats_hand	 h;
	char			 line[STATS_LINE_MAX + 2], why[300], *text = NULL;
	size_t			 len = 0;
	FILE			*fp;
	enum record_read		 got;

	/* What the save makes, as the log would have it. */
	if (save != NULL && (fp = open_memstream(&text, &len)) != NULL) {
		(void)stats_record_lines(save, fp, why, sizeof(why));
		fclose(fp);
	}
	if (len > 0 && (fp = fmemopen(text, len, "r")) != NULL) {
		while ((got = record_read_line(fp, line, sizeof(line))) !=
		    RECORD_READ_END)
			if (got == RECORD_READ_LINE && stats_parse(line, &h) &&
			    (h.key != sh->key || h.hand != sh->hand) &&
			    stats_set_add(logged, h.key, h.hand) > 0)
				fputs(line, out);
		fclose(fp);
	}
	free(text);
	if (stats_set_add(logged, sh->key, sh->hand) > 0 &&
	    stats_format(sh, line, sizeof(line)) > 0)
		fprintf(out, "%s\n", line);
}

/*
 * A hand just finished and saved at a table: its line appended to the
 * log, with any line of the match's earlier hands the log lacks; if
 * there is no log yet (a first hand, or the log lost), the log is made
 * from every record instead, the save with this hand included, so that
 * no match kept before is left out and none counted twice.
 */
bool
stats_log_hand(const char *dir, const char *save,
    const struct stats_hand *sh, char *err, size_t errsize)
{
	struct stats_set	 logged = { NULL, 0, 0 };
	char			 path[4200], *text = NULL;
	size_t			 len = 0;
	FILE			*fp;
	int			 fd;
	bool			 ok;

	snprintf(path, sizeof(path), "%s/%s", dir, STATS_LOG);
	fd = stats_open(path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL, err,
	    errsize);
	if (fd == -1 && errno == EEXIST) {
		err[0] = '\0';
		if (!stats_logged(dir, &logged, err, errsize) ||
		    (fp = open_memstream(&text, &len)) == NULL) {
			stats_set_free(&logged);
			return false;
		}
		lines_missing(save, sh, &logged, fp);
		fclose(fp);
		stats_set_free(&logged);
		ok = len == 0 || stats_append_text(dir, text, len, err,
		    errsize);
		free(text);
		return ok;
	}
	if (fd == -1)
		return false;
	if ((fp = fdopen(fd, "a")) == NULL) {
		stats_error(err, errsize, "%s: %s", path, strerror(errno));
		close(fd);
		return false;
	}
	ok = stats_rebuild(dir, save, fp, err, errsize);
	if (fclose(fp) != 0 && ok) {
		stats_error(err, errsize, "%s: %s", path, strerror(errno));
		ok = false;
	}
	return ok;
}

/*
 * Is the record at path being played by a table now?  A table playing
 * a match kept apart in matches/ holds a lock on path.lock.
 */
bool
stats_in_play(const char *path)
{
	char	 lock[4200], why[300];
	int	 fd;
	bool	 held;

	snprintf(lock, sizeof(lock), "%s.lock", path);
	if ((fd = stats_open(lock, O_RDONLY, why, sizeof(why))) == -1)
		return false;
	held = flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
	close(fd);
	return held;
}

/* Told at the end of each hand of a record being read: its line. */
static void
on_hand_end(void *arg, const struct match *m)
{
	struct stats_hand	 sh;
	char			 line[STATS_LINE_MAX];

	if (stats_of_hand(m, &sh) && stats_format(&sh, line,
	    sizeof(line)) > 0)
		fprintf(arg, "%s\n", line);
}

/*
 * One record file's finished hands, as lines.  Records are read with
 * their text kept, as the table keeps its own, so the keys agree.
 */
bool
stats_record_lines(const char *path, FILE *out, char *err, size_t errsize)
{
	static struct match	 m;
	struct load		 ld;
	FILE			*fp;
	char			 line[2048];
	enum record_read		 got;
	bool			 ok = true;

	if ((fp = stats_fopen(path, err, errsize)) == NULL)
		return false;
	match_init(&m);
	m.recording = true;
	m.on_hand_end = on_hand_end;
	m.arg = out;
	load_init(&ld, &m, path);
	while (ok && (got = record_read_line(fp, line, sizeof(line))) !=
	    RECORD_READ_END) {
		if (got != RECORD_READ_LINE) {
			stats_error(err, errsize, "%s:%d: %s", path,
			    ld.line + 1, got == RECORD_READ_NUL ?
			    _("a NUL byte") : _("line too long"));
			ok = false;
		} else if (!load_line(&ld, line) || !match_keep(&m, line,
		    strlen(line))) {
			stats_error(err, errsize, "%s", ld.error[0] != '\0' ?
			    ld.error : _("out of memory"));
			ok = false;
		}
	}
	if (ok && ferror(fp)) {
		stats_error(err, errsize, "%s: %s", path, strerror(errno));
		ok = false;
	} else if (ok && ld.records > 0) {
		stats_error(err, errsize, _("%s: more than one record"),
		    path);
		ok = false;
	}
	fclose(fp);
	match_free(&m);
	return ok;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * The records kept in dir/matches/, as paths in name order (the oldest
 * first: names begin with the date); *n of them, NULL for none.
 */
char **
stats_archive(const char *dir, size_t *n)
{
	char		 path[4400], **paths = NULL, **more;
	DIR		*d;
	struct dirent	*e;
	size_t		 len;

	*n = 0;
	snprintf(path, sizeof(path), "%s/matches", dir);
	if ((d = opendir(path)) == NULL)
		return NULL;
	while ((e = readdir(d)) != NULL) {
		len = strlen(e->d_name);
		if (len < 5 || strcmp(e->d_name + len - 4, ".rec") != 0)
			continue;
		if ((more = realloc(paths, (*n + 1) * sizeof(*paths))) == NULL)
			break;
		paths = more;
		snprintf(path, sizeof(path), "%s/matches/%s", dir, e->d_name);
		if ((paths[*n] = strdup(path)) != NULL)
			(*n)++;
	}
	closedir(d);
	if (*n > 0)
		qsort(paths, *n, sizeof(*paths), by_name);
	return paths;
}

void
stats_archive_free(char **paths, size_t n)
{
	size_t	 i;

	for (i = 0; i < n; i++)
		free(paths[i]);
	free(paths);
}

/*
 * The log made again from the records: every finished hand of the
 * archive (the records in dir/matches/, in name order) and of the
 * saved match.
 * A record that cannot be read is said in err and left out.
 */
bool
stats_rebuild(const char *dir, const char *save, FILE *out, char *err,
    size_t errsize)
{
	char	**paths;
	size_t	 n, i;
	bool	 ok = true;

	err[0] = '\0';
	paths = stats_archive(dir, &n);
	for (i = 0; i < n; i++)
		if (!stats_record_lines(paths[i], out, err, errsize))
			ok = false;
	stats_archive_free(paths, n);
	if (save != NULL && access(save, F_OK) == 0 &&
	    !stats_record_lines(save, out, err, errsize))
		ok = false;
	return ok;
}

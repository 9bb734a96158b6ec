/*
 * words.c -- what every game's record reader shares (load.c for
 * Minchiate, ts_load.c for Tarocchi Siciliani): a problem said as
 * "FILE:LINE: problem (rule)", a line split into its words, a seat, a
 * number, and the seat lines of the header.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match.h"
#include "../lang/lang.h"

/* The error, escaped: it quotes the record, which may hold anything. */
bool
load_fail(struct load *r, const char *fmt, ...)
{
	char	 msg[320], raw[640];
	va_list	 ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	snprintf(raw, sizeof(raw), "%s:%d: %s", r->file, r->line, msg);
	safe_text(raw, r->error, sizeof(r->error));
	return false;
}

/* Splits a line into words; a "quoted name" is one word. */
bool
load_split(struct load *r, char *s, struct load_words *tk)
{
	tk->n = 0;
	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')
			*s++ = '\0';
		if (*s == '\0' || *s == '#')	/* a comment to the end */
			return true;
		if (tk->n == LOAD_WORDS_MAX)
			return load_fail(r, _("too many words on the line"));
		if (*s == '"') {
			tk->t[tk->n++] = ++s;
			if ((s = strchr(s, '"')) == NULL)
				return load_fail(r, _("unterminated quoted name"));
			*s++ = '\0';
			continue;
		}
		tk->t[tk->n++] = s;
		while (*s != '\0' && *s != ' ' && *s != '\t' && *s != '\r' &&
		    *s != '\n')
			s++;
	}
}

bool
load_seat(struct load *r, const char *word, int *seat)
{
	if ((*seat = record_seat_parse(word)) < 0)
		/* TRANSLATORS: %s is the record's word; S, E, N, W are the
		 * record's letters for the seats and stay. */
		return load_fail(r, _("%s: a seat is S, E, N or W (R0.1)"), word);
	return true;
}

/* A whole decimal number in lo..hi, nothing after it. */
bool
load_number(struct load *r, const char *word, long lo, long hi, long *n)
{
	char	*end;

	*n = strtol(word, &end, 10);
	if (*word == '\0' || *end != '\0' || *n < lo || *n > hi)
		return load_fail(r, _("%s: expected a number from %ld to %ld"),
		    word, lo, hi);
	return true;
}

/* A computer player's level: a short word, whatever the front end
 * makes of it, that fits in size and prints as it is. */
static bool
level_word(const char *w, size_t size)
{
	size_t	 n = strspn(w, "abcdefghijklmnopqrstuvwxyz0123456789-");

	return n > 0 && w[n] == '\0' && n < size;
}

/* A test level (open): a computer player for the arena alone. */
static bool
test_level(const struct player *pl)
{
	int	 level = pl->human ? -1 : bot_arena_level_parse(pl->level);

	return level >= 0 && bot_test_level((enum bot_level)level);
}

/*
 * R9.1: a test level sees what its seat may not; a record in which a
 * person plays beside one is refused, at the seat line that joins them.
 */
static bool
people_and_test_levels(struct load *r, const struct player pl[MC_NSEATS],
    int seat)
{
	int	 s;

	for (s = 0; s < MC_NSEATS; s++) {
		if (s == seat || !(pl[s].human ? test_level(&pl[seat]) :
		    pl[seat].human && test_level(&pl[s])))
			continue;
		s = test_level(&pl[s]) ? s : seat;
		/* TRANSLATORS: %c is the seat's letter in the record (S,
		 * E, N, W), %s the level's word, which stays. */
		return load_fail(r, _("seat %c: level \"%s\" sees every "
		    "hand; it plays only where no person does (R9.1)"),
		    mc_seat_letter(s), pl[s].level);
	}
	return true;
}

/*
 * R0.1: "seat S human|bot LEVEL ["NAME"]", the player who first sits at
 * S, into players; a name left out is nobody's.
 */
bool
load_seat_line(struct load *r, const struct load_words *tk,
    struct player players[MC_NSEATS])
{
	const char	*why;
	struct player	*pl;
	int		 k, seat = 0;

	if (tk->n < 3 || !load_seat(r, tk->t[1], &seat))
		/* TRANSLATORS: the record's line as it must be: seat,
		 * S, human and bot stay; LEVEL and NAME may be
		 * translated. */
		return tk->n < 3 ? load_fail(r, "%s", _("seat: expected "
		    "'seat S human|bot LEVEL [\"NAME\"]'")) : false;
	pl = &players[seat];
	pl->human = strcmp(tk->t[2], "human") == 0;
	if (!pl->human && strcmp(tk->t[2], "bot") != 0)
		/* TRANSLATORS: human and bot are the record's words. */
		return load_fail(r, _("%s: a seat is human or bot"),
		    tk->t[2]);
	k = pl->human ? 3 : 4;
	/* a seat line without a name: nobody gave one */
	if (tk->n != k + 1 && tk->n != k)
		/* TRANSLATORS: the name in brackets may be left
		 * out (R0.1: nobody gave one). */
		return load_fail(r, "%s", _("seat: expected 'seat S human "
		    "[\"NAME\"]' or 'seat S bot LEVEL [\"NAME\"]'"));
	if (!pl->human && !level_word(tk->t[3], sizeof(pl->level)))
		/* TRANSLATORS: %c is the seat's letter in the record
		 * (S, E, N, W), %s the level's word; easy and hard
		 * are the levels' words and stay. */
		return load_fail(r, _("seat %c: level \"%s\": a level is a "
		    "word such as easy or hard"), mc_seat_letter(seat),
		    tk->t[3]);
	if (tk->n > k && (why = name_problem(tk->t[k])) != NULL)
		/* TRANSLATORS: %c is the seat's letter in the record,
		 * the first %s the name, the second why it cannot be
		 * one. */
		return load_fail(r, _("seat %c: name \"%s\": %s"),
		    mc_seat_letter(seat), tk->t[k], why);
	snprintf(pl->level, sizeof(pl->level), "%s",
	    pl->human ? "" : tk->t[3]);
	snprintf(pl->name, sizeof(pl->name), "%s",
	    tk->n > k ? tk->t[k] : "");
	/* R0.1: shown as the seat's name in the reader's language;
	 * older records wrote an English placeholder for it */
	pl->unnamed = false;
	if (tk->n == k || match_name_is_seat(pl->name, seat, pl->human))
		match_name_seat(pl, seat);
	return people_and_test_levels(r, players, seat);
}

/*
 * A record read from fp line by line, each line given to line(r, arg,
 * text); false at the first problem, said in r (a line too long, a NUL
 * byte, a read error, or line's own).
 */
bool
load_lines(struct load *r, FILE *fp,
    bool (*line)(struct load *, void *, const char *), void *arg)
{
	char		 buf[2048];
	enum record_read got;

	while ((got = record_read_line(fp, buf, sizeof(buf))) !=
	    RECORD_READ_END) {
		if (got != RECORD_READ_LINE) {
			r->line++;
			return load_fail(r, "%s", got == RECORD_READ_LONG ?
			    _("line too long") : _("a NUL byte"));
		}
		if (!line(r, arg, buf))
			return false;
	}
	if (ferror(fp))
		return load_fail(r, "%s", _("read error"));
	return true;
}

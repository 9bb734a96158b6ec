/*
 * lesson.c -- a lesson: a game record whose "# tutor:" comments explain
 * the decision that follows them (the last ones, the end of the hand).
 * The record is read by the engine like any other, so a lesson can
 * never teach a move the engine would refuse; its decisions become the
 * match's script (match_scripted), and the table shows each note as the
 * lesson reaches it.  A "# tutor-end:" paragraph ends the player's part
 * of a short lesson: the rest of the hand is the record's, played out.
 * A "# lesson:" line is its title in the list of lessons.
 *
 * A note names a card as {T31} (its notation), {name T31} (its name,
 * in the language of the cards, and its notation) and a suit as {suit
 * c} or, opening a sentence, {Suit c}: so the words follow --english,
 * and a test can check every card a note names against what the player
 * has seen by then.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lesson.h"
#include "save.h"
#include "../match/match.h"
#include "../record/record.h"

#define NOTE_TAG	"# tutor:"
#define END_TAG		"# tutor-end:"
#define TITLE_TAG	"# lesson:"

/* Is line l a comment opening with tag? */
static bool
tagged(const struct record_line *l, const char *tag)
{
	return l->kind == REC_COMMENT && l->len >= strlen(tag) &&
	    memcmp(l->text, tag, strlen(tag)) == 0;
}

/* The record's decisions, in order, as the engine makes them. */
static void
take(void *arg, const struct mc_hand *before, const struct mc_decision *d,
    const struct mc_hand *after)
{
	struct lesson	*l = arg;

	(void)before;
	(void)after;
	if (l->n < LESSON_MAX)
		l->d[l->n] = *d;
	l->n++;
}

/* Adds a note's line to the paragraph being gathered; "" breaks it. */
static bool
note_add(char **note, const char *text)
{
	size_t	 old = *note != NULL ? strlen(*note) : 0;
	char	*p;

	while (*text == ' ')
		text++;
	if ((p = realloc(*note, old + strlen(text) + 2)) == NULL)
		return false;
	p[old] = '\0';
	if (*text == '\0')
		strcat(p, "\n");
	else {
		if (old > 0 && p[old - 1] != '\n')
			strcat(p, " ");
		strcat(p, text);
	}
	*note = p;
	return true;
}

/*
 * Reads a lesson from text (file names it in errors): its notes, its
 * decisions checked by the engine, and the record up to the first
 * decision, to start the hand from.
 */
bool
lesson_load(struct lesson *l, const char *file, const char *text, char *err,
    size_t errsize)
{
	struct match		*m;
	struct load		 ld;
	struct record_reader	 r;
	struct record_line	 rl;
	char			 line[2048], *pending = NULL;
	int			 lines = 0;
	size_t			 len;
	bool			 ok = true;

	memset(l, 0, sizeof(*l));
	if ((m = calloc(1, sizeof(*m))) == NULL) {
		snprintf(err, errsize, "%s: out of memory", file);
		return false;
	}
	match_init(m);
	m->on_decision = take;
	m->arg = l;
	load_init(&ld, m, file);
	record_reader_init(&r, text);
	while (ok && record_reader_next(&r, &rl)) {
		len = rl.len < sizeof(line) ? rl.len : sizeof(line) - 1;
		memcpy(line, rl.text, len);
		line[len] = '\0';
		if (tagged(&rl, NOTE_TAG) || tagged(&rl, END_TAG)) {
			ok = note_add(&pending, line + (tagged(&rl, NOTE_TAG) ?
			    strlen(NOTE_TAG) : strlen(END_TAG)));
			continue;
		}
		if (rl.kind == REC_DECISION) {
			if (lines == 0 && (l->start = strndup(text,
			    rl.at)) == NULL)
				ok = false;
			if (lines < LESSON_MAX)
				l->note[lines] = pending;
			else
				free(pending);
			pending = NULL;
			lines++;
		}
		if (ok && !load_line(&ld, line))
			ok = false;
	}
	if (ok && !load_finish(&ld))
		ok = false;
	if (!ok)
		snprintf(err, errsize, "%s", ld.error[0] != '\0' ? ld.error :
		    "out of memory");
	else if (lines == 0 || l->n != lines || lines > LESSON_MAX) {
		snprintf(err, errsize, "%s: %d decisions, %d made: not a "
		    "lesson of one hand of at most %d", file, lines, l->n,
		    LESSON_MAX);
		ok = false;
	}
	l->note[lines < LESSON_MAX ? lines : LESSON_MAX] = pending;
	match_free(m);
	free(m);
	if (!ok)
		lesson_free(l);
	return ok;
}

void
lesson_free(struct lesson *l)
{
	int	 i;

	for (i = 0; i <= LESSON_MAX; i++)
		free(l->note[i]);
	free(l->start);
	memset(l, 0, sizeof(*l));
}

/*
 * The lesson's next note not yet shown: before decision next, or at the
 * end; NULL if none.  It is then counted as shown.
 */
const char *
lesson_note(struct lesson *l, int next)
{
	if (next < 0 || next > l->n || next > LESSON_MAX ||
	    l->note[next] == NULL || l->shown == next + 1)
		return NULL;
	l->shown = next + 1;
	return l->note[next];
}

/* N of a path ending in lesson-N.rec (1 to LESSONS_MAX), else 0. */
int
lesson_number(const char *path)
{
	const char	*base = strrchr(path, '/');
	int		 n;
	char		 rest[8];

	base = base != NULL ? base + 1 : path;
	if (sscanf(base, "lesson-%d%7s", &n, rest) != 2 ||
	    strcmp(rest, ".rec") != 0 || n < 1 || n > LESSONS_MAX)
		return 0;
	return n;
}

/* The "# lesson:" line of a lesson's text, or "" if it has none. */
void
lesson_title(const char *text, char *buf, size_t size)
{
	struct record_reader	 r;
	struct record_line	 l;
	const char		*p;
	size_t			 len;

	buf[0] = '\0';
	record_reader_init(&r, text);
	while (record_reader_next(&r, &l)) {
		if (!tagged(&l, TITLE_TAG))
			continue;
		for (p = l.text + strlen(TITLE_TAG); *p == ' '; p++)
			continue;
		len = l.len - (size_t)(p - l.text);
		len = len < size ? len : size - 1;
		memcpy(buf, p, len);
		buf[len] = '\0';
		return;
	}
}

/*
 * Where the player's part of a lesson ends: the decisions before its
 * "# tutor-end:" paragraph, or -1 if it is the whole hand.
 */
int
lesson_end(const char *text)
{
	struct record_reader	 r;
	struct record_line	 l;

	record_reader_init(&r, text);
	while (record_reader_next(&r, &l))
		if (tagged(&l, END_TAG))
			return l.decisions;
	return -1;
}

/*
 * The lessons beside the first one (its directory's lesson-1.rec,
 * lesson-2.rec ... up to the first missing), each with its title.
 */
void
lesson_list(struct lesson_list *ls, const char *first)
{
	const char	*slash = strrchr(first, '/');
	char		 err[200], *text;
	int		 dir = slash != NULL ? (int)(slash - first + 1) : 0;

	ls->n = 0;
	while (ls->n < LESSONS_MAX) {
		snprintf(ls->path[ls->n], sizeof(ls->path[ls->n]),
		    "%.*slesson-%d.rec", dir, first, ls->n + 1);
		if ((text = save_read(ls->path[ls->n], err, sizeof(err))) ==
		    NULL)
			break;
		lesson_title(text, ls->title[ls->n], sizeof(ls->title[ls->n]));
		free(text);
		ls->n++;
	}
}

/*
 * One {...} of a note: its words appended to out (the card's notation,
 * its name, a suit's name), its card in *c if it names one; false if it
 * is none of them.
 */
static bool
mark_words(const char *mark, size_t len, bool english, FILE *out,
    mc_card *c)
{
	enum mc_lang	 lang = english ? MC_ENGLISH : MC_ITALIAN;
	const char	*arg = mark, *suit;
	char		 name[80], *cut;
	size_t		 alen = len;
	bool		 named = false;

	*c = MC_NOCARD;
	if (len > 5 && (strncmp(mark, "suit ", 5) == 0 ||
	    strncmp(mark, "Suit ", 5) == 0)) {
		if (len != 6 || (suit = strchr("cdsb", mark[5])) == NULL)
			return false;
		snprintf(name, sizeof(name), "%s",
		    mc_suit_name((enum mc_suit)(suit - "cdsb"), lang));
		if (mark[0] == 'S' && name[0] >= 'a' && name[0] <= 'z')
			name[0] = (char)(name[0] - 'a' + 'A');
		if (out != NULL)
			fputs(name, out);
		return true;
	}
	if (len > 5 && strncmp(mark, "name ", 5) == 0) {
		arg = mark + 5;
		alen = len - 5;
		named = true;
	}
	if (mc_card_parse(arg, alen, c) != MC_OK)
		return false;
	if (out == NULL)
		return true;
	if (named) {
		mc_card_name(*c, lang, name, sizeof(name));
		if ((cut = strstr(name, " (")) != NULL)
			*cut = '\0';	/* the first name is enough */
		fprintf(out, "%s (%.*s)", name, (int)alen, arg);
	} else
		fprintf(out, "%.*s", (int)alen, arg);
	return true;
}

/*
 * A note's marks read: its words written to out if not NULL, the cards
 * it names added to named if not NULL; false if a mark is none of the
 * kinds above (it is written as it stands).
 */
static bool
note_read(const char *note, bool english, FILE *out, struct mc_cards *named)
{
	const char	*p = note, *open, *close;
	mc_card		 c;
	bool		 ok = true;

	while ((open = strchr(p, '{')) != NULL &&
	    (close = strchr(open, '}')) != NULL) {
		if (out != NULL)
			fwrite(p, 1, (size_t)(open - p), out);
		if (!mark_words(open + 1, (size_t)(close - open - 1), english,
		    out, &c)) {
			ok = false;
			if (out != NULL)
				fwrite(open, 1, (size_t)(close - open + 1),
				    out);
		} else if (c != MC_NOCARD && named != NULL)
			mc_cards_add(named, c);
		p = close + 1;
	}
	if (out != NULL)
		fputs(p, out);
	return ok;
}

/* A note's words, its cards and suits named in the cards' language;
 * to free; NULL out of memory. */
char *
lesson_words(const char *note, bool english)
{
	char	*text = NULL;
	size_t	 len = 0;
	FILE	*fp;

	if ((fp = open_memstream(&text, &len)) == NULL)
		return NULL;
	(void)note_read(note, english, fp, NULL);
	if (fclose(fp) != 0) {
		free(text);
		return NULL;
	}
	return text;
}

/* The cards a note names, added to named; false if a mark is wrong. */
bool
lesson_named(const char *note, struct mc_cards *named)
{
	return note_read(note, false, NULL, named);
}

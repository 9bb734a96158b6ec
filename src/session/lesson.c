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
 * The words are English; a note's translation follows it, in lines
 * tagged with the language's code ("# tutor-it:" after the "# tutor:"
 * or "# tutor-end:" lines it translates), and the title's in a
 * "# lesson-it:" line.  The language is the catalogue's (lang_code());
 * a note or a title without a translation into it is read in English.
 *
 * A note names its cards and suits by marks, {T31}, {name T31}, {the
 * T31}, {suit c}, that src/text/note.c puts in words (show_note), so
 * that the words follow --english and a test can check every card a
 * note names against what the player has seen by then.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lesson.h"
#include "save.h"
#include "../lang/lang.h"
#include "../match/match.h"
#include "../record/record.h"
#include "../text/text.h"

#define NOTE_TAG	"# tutor:"
#define END_TAG		"# tutor-end:"
#define TITLE_TAG	"# lesson:"
#define TAG_MAX		32

/*
 * The tag of lang's translation of a note (base "# tutor-") or a title
 * ("# lesson-"): "# tutor-it:".  False for English, for no language,
 * and for a code that is not one (letters, digits, '_', 2 to 15).
 */
static bool
lang_tag(const char *lang, const char *base, char *tag, size_t size)
{
	size_t	 i, n = lang != NULL ? strlen(lang) : 0;

	if (n < 2 || n > 15 || strcmp(lang, "en") == 0 ||
	    strcmp(lang, "end") == 0)
		return false;
	for (i = 0; i < n; i++)
		if (!((lang[i] >= 'a' && lang[i] <= 'z') ||
		    (lang[i] >= 'A' && lang[i] <= 'Z') ||
		    (lang[i] >= '0' && lang[i] <= '9') || lang[i] == '_'))
			return false;
	return (size_t)snprintf(tag, size, "%s%s:", base, lang) < size;
}

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
 * The note gathered before a decision: its translation if it has one,
 * else its English (either may be NULL); both are then taken.
 */
static char *
note_take(char **english, char **translated)
{
	char	*note = *translated != NULL ? *translated : *english;

	if (*translated != NULL)
		free(*english);
	*english = *translated = NULL;
	return note;
}

/*
 * Reads a lesson from text (file names it in errors): its notes, in
 * lang where they are translated into it (a code, as lang_code() gives
 * it), its decisions checked by the engine, and the record up to the
 * first decision, to start the hand from.
 */
bool
lesson_load_in(struct lesson *l, const char *lang, const char *file,
    const char *text, char *err, size_t errsize)
{
	struct match		*m;
	struct load		 ld;
	struct record_reader	 r;
	struct record_line	 rl;
	char			 line[2048], tag[TAG_MAX], *pending = NULL;
	char			*translated = NULL;
	int			 lines = 0;
	size_t			 len;
	bool			 ok = true, other;

	memset(l, 0, sizeof(*l));
	other = lang_tag(lang, "# tutor-", tag, sizeof(tag));
	if ((m = calloc(1, sizeof(*m))) == NULL) {
		snprintf(err, errsize, _("%s: out of memory"), file);
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
		if (other && tagged(&rl, tag)) {
			ok = note_add(&translated, line + strlen(tag));
			continue;
		}
		if (rl.kind == REC_DECISION) {
			if (lines == 0 && (l->start = strndup(text,
			    rl.at)) == NULL)
				ok = false;
			if (lines < LESSON_MAX)
				l->note[lines] = note_take(&pending,
				    &translated);
			else
				free(note_take(&pending, &translated));
			lines++;
		}
		if (ok && !load_line(&ld, line))
			ok = false;
	}
	if (ok && !load_finish(&ld))
		ok = false;
	if (!ok)
		snprintf(err, errsize, "%s", ld.error[0] != '\0' ? ld.error :
		    _("out of memory"));
	else if (lines == 0 || l->n != lines || lines > LESSON_MAX) {
		/* TRANSLATORS: a lesson's file that is not one hand's record:
		 * its name, the decisions it writes, the decisions the engine
		 * made of them, and the most a lesson may have (200). */
		snprintf(err, errsize, ngettext("%s: %d decision, %d made: "
		    "not a lesson of one hand of at most %d", "%s: %d "
		    "decisions, %d made: not a lesson of one hand of at most "
		    "%d", lines), file, lines, l->n, LESSON_MAX);
		ok = false;
	}
	l->note[lines < LESSON_MAX ? lines : LESSON_MAX] = note_take(&pending,
	    &translated);
	match_free(m);
	free(m);
	if (!ok)
		lesson_free(l);
	return ok;
}

/* A lesson read in the language the program speaks. */
bool
lesson_load(struct lesson *l, const char *file, const char *text, char *err,
    size_t errsize)
{
	return lesson_load_in(l, lang_code(), file, text, err, errsize);
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

/* The line tagged tag of a lesson's text, after it; false if none. */
static bool
title_line(const char *text, const char *tag, char *buf, size_t size)
{
	struct record_reader	 r;
	struct record_line	 l;
	const char		*p;
	size_t			 len;

	buf[0] = '\0';
	record_reader_init(&r, text);
	while (record_reader_next(&r, &l)) {
		if (!tagged(&l, tag))
			continue;
		for (p = l.text + strlen(tag); *p == ' '; p++)
			continue;
		len = l.len - (size_t)(p - l.text);
		len = len < size ? len : size - 1;
		memcpy(buf, p, len);
		buf[len] = '\0';
		return true;
	}
	return false;
}

/*
 * The title of a lesson's text in lang: its "# lesson-it:" line, else
 * its "# lesson:" line; "" if it has none.
 */
void
lesson_title_in(const char *text, const char *lang, char *buf, size_t size)
{
	char	 tag[TAG_MAX];

	if (lang_tag(lang, "# lesson-", tag, sizeof(tag)) &&
	    title_line(text, tag, buf, size) && buf[0] != '\0')
		return;
	(void)title_line(text, TITLE_TAG, buf, size);
}

/* The title in the language the program speaks. */
void
lesson_title(const char *text, char *buf, size_t size)
{
	lesson_title_in(text, lang_code(), buf, size);
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
 * A note's words, its cards and suits named in the cards' language
 * (show_note_text); to free; NULL out of memory.
 */
char *
lesson_words(const char *note, bool english)
{
	return show_note_text(note, english);
}

/* The cards a note names, added to named; false if a mark is wrong. */
bool
lesson_named(const char *note, struct mc_cards *named)
{
	return show_note(NULL, note, false, named);
}

/*
 * lesson.c -- a lesson: a game record whose "# tutor:" comments explain
 * the decision that follows them (the last ones, the end of the hand).
 * The record is read by the engine like any other, so a lesson can
 * never teach a move the engine would refuse; its decisions become the
 * match's script (match_scripted), and the table shows each note as the
 * lesson reaches it.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

#define NOTE_TAG	"# tutor:"

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

/* Is line one of a decision (a record's cut, discard ... lines)? */
bool
lesson_decision_line(const char *line)
{
	static const char *const words[] = {
		"cut ", "discard ", "declare ", "fall ", "play "
	};
	size_t	 i;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strncmp(line, words[i], strlen(words[i])) == 0)
			return true;
	return false;
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
	struct match	*m;
	struct load	 ld;
	const char	*p = text, *nl;
	char		 line[2048], *pending = NULL;
	int		 lines = 0;
	size_t		 len;
	bool		 ok = true;

	memset(l, 0, sizeof(*l));
	if ((m = calloc(1, sizeof(*m))) == NULL) {
		snprintf(err, errsize, "%s: out of memory", file);
		return false;
	}
	match_init(m);
	m->on_decision = take;
	m->arg = l;
	load_init(&ld, m, file);
	for (; ok && *p != '\0'; p = *nl == '\0' ? nl : nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		if ((len = (size_t)(nl - p)) >= sizeof(line))
			len = sizeof(line) - 1;
		memcpy(line, p, len);
		line[len] = '\0';
		if (strncmp(line, NOTE_TAG, strlen(NOTE_TAG)) == 0) {
			ok = note_add(&pending, line + strlen(NOTE_TAG));
			continue;
		}
		if (lesson_decision_line(line)) {
			if (lines == 0 && (l->start = strndup(text,
			    (size_t)(p - text))) == NULL)
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

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
 * A note names a card as {T31} (its notation), {name T31} (its name,
 * in the language of the cards, and its notation) and a suit as {suit
 * c} or, opening a sentence, {Suit c}: so the words follow --english,
 * and a test can check every card a note names against what the player
 * has seen by then.  {the T31}, {of T31}, {to T31}, {from T31} and
 * {with T31} ({The T31}... opening a sentence) are the name with the
 * article, and the preposition joined to it, that the language puts
 * there (show_card_as): "la Morte (T13)", "della Morte (T13)" in
 * Italian; in English the same words as {name T31}.
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
 * The marks that name a card with its article: the word before the
 * card, and the article (and preposition) show_card_as gives it.
 */
static const struct {
	const char	*word;
	enum show_role	 role;
} roles[] = {
	{ "the ", SHOW_THE }, { "of ", SHOW_OF }, { "to ", SHOW_TO },
	{ "from ", SHOW_FROM }, { "with ", SHOW_WITH }
};

/* The role a mark opens with (its word's length in *skip), or -1. */
static int
mark_role(const char *mark, size_t len, size_t *skip, bool *capital)
{
	size_t	 i, n;

	for (i = 0; i < sizeof(roles) / sizeof(roles[0]); i++) {
		n = strlen(roles[i].word);
		if (len > n && (mark[0] == roles[i].word[0] ||
		    mark[0] == roles[i].word[0] - 'a' + 'A') &&
		    strncmp(mark + 1, roles[i].word + 1, n - 1) == 0) {
			*skip = n;
			*capital = mark[0] != roles[i].word[0];
			return (int)i;
		}
	}
	return -1;
}

/*
 * The card's words with its article: name (the note's own, "Morte
 * (T13)") put where show_card_as puts the card's name and notation.
 */
static void
with_article(FILE *out, mc_card c, int role, bool capital, const char *name)
{
	char		 as[200], plain[120];
	const char	*at;
	size_t		 before;

	show_card_as(c, roles[role].role, as, sizeof(as));
	show_card(c, plain, sizeof(plain));
	if ((at = strstr(as, plain)) == NULL) {
		fputs(name, out);	/* a translation without the card */
		return;
	}
	before = (size_t)(at - as);
	if (capital && before > 0 && as[0] >= 'a' && as[0] <= 'z')
		as[0] = (char)(as[0] - 'a' + 'A');
	fprintf(out, "%.*s", (int)before, as);
	if (capital && before == 0 && name[0] >= 'a' && name[0] <= 'z') {
		fputc(name[0] - 'a' + 'A', out);
		name++;
	}
	fprintf(out, "%s%s", name, at + strlen(plain));
}

/*
 * One {...} of a note: its words appended to out (the card's notation,
 * its name, with its article, a suit's name), its card in *c if it
 * names one; false if it is none of them.
 */
static bool
mark_words(const char *mark, size_t len, bool english, FILE *out,
    mc_card *c)
{
	enum mc_lang	 lang = english ? MC_ENGLISH : MC_ITALIAN;
	const char	*arg = mark, *suit;
	char		 name[80], words[120], *cut;
	size_t		 alen = len, skip = 0;
	bool		 named = false, capital = false;
	int		 role;

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
	if ((role = mark_role(mark, len, &skip, &capital)) >= 0) {
		arg = mark + skip;
		alen = len - skip;
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
		snprintf(words, sizeof(words), "%s (%.*s)", name, (int)alen,
		    arg);
		if (role >= 0)
			with_article(out, *c, role, capital, words);
		else
			fputs(words, out);
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

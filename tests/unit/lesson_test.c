/*
 * lesson_test.c -- the lessons of --tutor (data/lesson-N.rec): every
 * decision of the player's part has its note; every card a note names is
 * one the player has seen by then (R9.1), and named by a mark, so that
 * --english names it in English; every note fits a page of 80x24, in
 * English and in its Italian, which every note has; and where each
 * lesson was left is kept with the settings.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "t.h"
#include "../../src/session/lesson.h"
#include "../../src/session/save.h"
#include "../../src/tui/config.h"

#define FIRST	"data/lesson-1.rec"

/* The states before each decision of a record, as its load makes them. */
struct states {
	struct mc_hand	*before;
	int		 n;
};

static void
keep_state(void *arg, const struct mc_hand *before,
    const struct mc_decision *d, const struct mc_hand *after)
{
	struct states	*st = arg;

	(void)d;
	(void)after;
	if (st->n < LESSON_MAX + 1) {
		st->before[st->n] = *before;
		st->before[st->n].log = NULL;
	}
	st->n++;
}

/* The states of a record's decisions, and the last one after them. */
static bool
record_states(const char *file, const char *text, struct states *st)
{
	static struct match	 m;
	struct load		 ld;
	const char		*p, *nl;
	char			 line[2048];
	size_t			 len;
	bool			 ok = true;

	st->n = 0;
	match_init(&m);
	m.on_decision = keep_state;
	m.arg = st;
	load_init(&ld, &m, file);
	for (p = text; ok && *p != '\0'; p = *nl == '\0' ? nl : nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		len = (size_t)(nl - p) < sizeof(line) ? (size_t)(nl - p) :
		    sizeof(line) - 1;
		memcpy(line, p, len);
		line[len] = '\0';
		ok = load_line(&ld, line);
	}
	ok = ok && load_finish(&ld);
	if (ok && st->n <= LESSON_MAX) {
		st->before[st->n] = m.hand;
		st->before[st->n].log = NULL;
	}
	match_free(&m);
	return ok && st->n <= LESSON_MAX;
}

/* The rows a note takes on a page 80 columns wide (tutor.c, page.c). */
static int
note_rows(const char *words)
{
	const char	*p = words, *w;
	int		 rows = 0, col, len;

	while (*p != '\0') {
		rows += 2;		/* a paragraph's first row, and a blank */
		col = 2;
		while (*p != '\0' && *p != '\n') {
			for (w = p; *w != '\0' && *w != ' ' && *w != '\n'; w++)
				continue;
			len = (int)(w - p);
			if (col + len > 80) {
				rows++;
				col = 4;
			}
			col += len + 1;
			for (p = w; *p == ' '; p++)
				continue;
		}
		if (*p == '\n')
			p++;
	}
	return rows;
}

/* A word of a note outside its marks that reads as a card. */
static bool
bare_card(const char *note, char *word, size_t size)
{
	const char	*p = note, *w;
	mc_card		 c;
	int		 depth = 0;

	while (*p != '\0') {
		if (*p == '{' || *p == '}') {
			depth += *p == '{' ? 1 : -1;
			p++;
			continue;
		}
		for (w = p; (*w >= 'A' && *w <= 'Z') || (*w >= 'a' &&
		    *w <= 'z') || (*w >= '0' && *w <= '9'); w++)
			continue;
		if (w == p) {
			p++;
			continue;
		}
		if (depth == 0 && mc_card_parse(p, (size_t)(w - p), &c) ==
		    MC_OK) {
			snprintf(word, size, "%.*s", (int)(w - p), p);
			return true;
		}
		p = w;
	}
	return false;
}

/* An Italian card or suit name left in a note's English words. */
static const char *
italian_left(const char *words)
{
	static char	 name[80];
	char		 en[80], *cut;
	mc_card		 c;
	int		 s;

	for (s = MC_COPPE; s <= MC_BASTONI; s++)
		if (strstr(words, mc_suit_name((enum mc_suit)s, MC_ITALIAN)))
			return mc_suit_name((enum mc_suit)s, MC_ITALIAN);
	/* the Matto stays the game's word, as the table's talk says it */
	for (c = 0; c < MC_MATTO; c++) {
		mc_card_name(c, MC_ITALIAN, name, sizeof(name));
		mc_card_name(c, MC_ENGLISH, en, sizeof(en));
		if ((cut = strstr(name, " (")) != NULL)
			*cut = '\0';
		if (strcmp(name, en) != 0 && strstr(words, name) != NULL)
			return name;
	}
	return NULL;
}

/*
 * One lesson checked in a language (lang_code()'s "en" or "it"): its
 * title, its notes' marks, the cards they name against what South has
 * seen before the decision they explain (R9.1), a note before each of
 * the player's decisions (his own, and a fallen player's card he
 * chooses, R6.11) up to the end of his part, its end, and every note on
 * a page whole, with the cards' names in Italian and in English.
 */
static void
lesson_checked(const char *path, const char *language)
{
	static struct lesson	 l;
	static struct mc_hand	 before[LESSON_MAX + 1];
	struct states		 st = { before, 0 };
	struct mc_cards		 named;
	char			 err[300], title[160], word[16], *text, *words;
	const char		*it;
	mc_card			 c;
	int			 k, end, lang, missing = 0;

	text = save_read(path, err, sizeof(err));
	CHECK(text != NULL);
	if (text == NULL)
		return;
	lesson_title_in(text, language, title, sizeof(title));
	CHECK(title[0] != '\0');
	CHECK(lesson_load_in(&l, language, path, text, err, sizeof(err)));
	CHECK(record_states(path, text, &st));
	CHECK_EQ(st.n, l.n);
	end = lesson_end(text);
	CHECK(end == -1 || (end > 0 && end < l.n));
	if (end < 0)
		end = l.n;
	CHECK(l.note[end] != NULL);
	for (k = 0; k <= l.n && st.n == l.n; k++) {
		if (k < end && mc_hand_to_act(&before[k]) == MC_SOUTH &&
		    l.note[k] == NULL) {
			if (missing++ < 3)
				printf("  %s: decision %d of the player's has "
				    "no note\n", path, k);
		}
		if (l.note[k] == NULL)
			continue;
		memset(&named, 0, sizeof(named));
		CHECK(lesson_named(l.note[k], &named));
		for (c = 0; c < MC_NCARDS; c++)
			if (mc_cards_has(&named, c) &&
			    !mc_hand_knows(&before[k], MC_SOUTH, c)) {
				mc_card_format(c, word, sizeof(word));
				printf("  %s: the note before decision %d names "
				    "%s, unseen\n", path, k, word);
				CHECK(false);
			}
		if (bare_card(l.note[k], word, sizeof(word))) {
			printf("  %s: the note before decision %d writes %s "
			    "without a mark\n", path, k, word);
			CHECK(false);
		}
		for (lang = 0; lang < 2; lang++) {
			CHECK((words = lesson_words(l.note[k], lang)) != NULL);
			if (words == NULL)
				continue;
			if (note_rows(words) > 22) {
				printf("  %s (%s): the note before decision %d "
				    "takes %d rows\n", path, language, k,
				    note_rows(words));
				CHECK(false);
			}
			if (lang == 1 && strcmp(language, "en") == 0 &&
			    (it = italian_left(words)) != NULL) {
				printf("  %s: the note before decision %d keeps "
				    "\"%s\" in English\n", path, k, it);
				CHECK(false);
			}
			free(words);
		}
	}
	CHECK_EQ(missing, 0);
	lesson_free(&l);
	free(text);
}

/*
 * Every note of a lesson and its title have their Italian, before the
 * same decisions; a language it is not written in reads the English.
 */
static void
lesson_translated(const char *path)
{
	static struct lesson	 en, it, xx;
	char			 err[300], t_en[160], t_it[160], *text;
	int			 k;

	if ((text = save_read(path, err, sizeof(err))) == NULL) {
		CHECK(false);
		return;
	}
	CHECK(lesson_load_in(&en, "en", path, text, err, sizeof(err)));
	CHECK(lesson_load_in(&it, "it", path, text, err, sizeof(err)));
	CHECK(lesson_load_in(&xx, "xx", path, text, err, sizeof(err)));
	for (k = 0; k <= en.n && k <= LESSON_MAX; k++) {
		CHECK((en.note[k] == NULL) == (it.note[k] == NULL));
		if (en.note[k] != NULL && it.note[k] != NULL &&
		    strcmp(en.note[k], it.note[k]) == 0) {
			printf("  %s: the note before decision %d has no "
			    "Italian\n", path, k);
			CHECK(false);
		}
		CHECK((en.note[k] == NULL) == (xx.note[k] == NULL));
		if (en.note[k] != NULL && xx.note[k] != NULL)
			CHECK_STR(xx.note[k], en.note[k]);
	}
	lesson_title_in(text, "en", t_en, sizeof(t_en));
	lesson_title_in(text, "it", t_it, sizeof(t_it));
	CHECK(t_it[0] != '\0' && strcmp(t_en, t_it) != 0);
	lesson_title_in(text, "xx", t_it, sizeof(t_it));
	CHECK_STR(t_it, t_en);
	lesson_free(&en);
	lesson_free(&it);
	lesson_free(&xx);
	free(text);
}

/* Every lesson beside the first, each checked whole, in each language. */
static void
every_lesson_explains_every_step_with_cards_seen(void)
{
	static struct lesson_list ls;
	int			 i;

	lesson_list(&ls, FIRST);
	CHECK(ls.n >= 4);
	for (i = 0; i < ls.n; i++) {
		CHECK_EQ(lesson_number(ls.path[i]), i + 1);
		lesson_checked(ls.path[i], "en");
		lesson_checked(ls.path[i], "it");
		lesson_translated(ls.path[i]);
	}
}

/* The marks of a note: notation, names in either language, suits. */
static void
a_note_names_its_cards_in_the_cards_language(void)
{
	struct mc_cards	 named = { { 0, 0 } };
	char		*it, *en;

	it = lesson_words("{Suit c} led, {name T31} and {M}; {suit b}.", false);
	en = lesson_words("{Suit c} led, {name T31} and {M}; {suit b}.", true);
	CHECK(it != NULL && en != NULL);
	if (it != NULL && en != NULL) {
		CHECK_STR(it, "Coppe led, Pesci (T31) and M; bastoni.");
		CHECK_STR(en, "Cups led, Pisces (T31) and M; Batons.");
	}
	free(it);
	free(en);
	/* with an article: in English, the name alone */
	en = lesson_words("{the T13}, {of 1c}, {to M}, {from T31}, {with Rb}; "
	    "{The T13}.", true);
	CHECK(en != NULL);
	if (en != NULL)
		CHECK_STR(en, "Death (T13), Ace of Cups (1c), Fool (M), Pisces "
		    "(T31), King of Batons (Rb); Death (T13).");
	free(en);
	CHECK(lesson_named("{name T31}, {2b} and {suit c}", &named));
	CHECK(mc_cards_has(&named, mc_trump(31)));
	CHECK_EQ(mc_cards_count(&named), 2);
	CHECK(lesson_named("{the T13} and {With M}", &named));
	CHECK(mc_cards_has(&named, mc_trump(13)) &&
	    mc_cards_has(&named, MC_MATTO));
	CHECK(!lesson_named("{an T13}", &named));
	CHECK(!lesson_named("{T41} or {kind c}", &named));
	CHECK_EQ(lesson_number("x/lesson-3.rec"), 3);
	CHECK_EQ(lesson_number("lesson-0.rec"), 0);
	CHECK_EQ(lesson_number("lesson-3.rec.bak"), 0);
}

/* Where each lesson was left stays with the settings, and comes back. */
static void
the_lessons_places_are_kept_with_the_settings(void)
{
	struct settings	 c, back;
	char		 dir[] = "/tmp/minchiate-lesson.XXXXXX", path[200];
	char		 err[400];
	FILE		*fp;

	CHECK(mkdtemp(dir) != NULL);
	snprintf(path, sizeof(path), "%s/config", dir);
	memset(&c, 0, sizeof(c));
	c.lesson_last = 2;
	c.lesson_step[1] = LESSON_DONE;
	c.lesson_step[2] = 17;
	CHECK(config_write(path, &c, err, sizeof(err)));
	CHECK(config_read(path, &back, err, sizeof(err)));
	CHECK_EQ(back.lesson_last, 2);
	CHECK_EQ(back.lesson_step[1], LESSON_DONE);
	CHECK_EQ(back.lesson_step[2], 17);
	CHECK_EQ(back.lesson_step[3], 0);
	/* a place out of range is refused, by line */
	if ((fp = fopen(path, "w")) != NULL) {
		fputs("lesson 2 = 7\nlesson 10 = 3\n", fp);
		fclose(fp);
	}
	CHECK(!config_read(path, &back, err, sizeof(err)));
	CHECK(strstr(err, ":2: a lesson is 1 to 9") != NULL);
	CHECK_EQ(back.lesson_step[2], 0);
	if ((fp = fopen(path, "w")) != NULL) {
		fputs("lesson 2 = -4\n", fp);
		fclose(fp);
	}
	CHECK(!config_read(path, &back, err, sizeof(err)));
	remove_tree(dir);
}

void
lesson_tests(void)
{
	RUN(every_lesson_explains_every_step_with_cards_seen);
	RUN(a_note_names_its_cards_in_the_cards_language);
	RUN(the_lessons_places_are_kept_with_the_settings);
}

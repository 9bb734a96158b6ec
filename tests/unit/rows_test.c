/*
 * rows_test.c -- the vocabularies kept as rows, once each: the variants
 * and the match lengths (record.c), the levels (bot.c).  Every row is
 * its own word's, the words read back to the row, and the lists made
 * from them (a settings' file's problem, --help) say what they said
 * when they were written out by hand.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdlib.h>
#include <unistd.h>

#include "t.h"
#include "../../src/tui/ui.h"

/* For t.h's list of suites, and main.c's, which do not name it yet. */
void	 rows_tests(void);

/* R10: a bit each, every bit once, each word its bit's. */
static void
variant_rows_are_the_variants(void)
{
	char		 buf[200];
	unsigned	 all = 0;
	size_t		 i;

	for (i = 0; i < RECORD_NVARIANTS; i++) {
		const struct record_variant *v = &record_variants[i];

		CHECK((all & v->bit) == 0);
		all |= v->bit;
		CHECK_EQ(record_variant_parse(v->word, strlen(v->word)),
		    (int)v->bit);
		CHECK(v->name != NULL && v->help != NULL);
		/* the order of the bits, the setup screen's */
		CHECK_EQ(v->bit, 1u << i);
	}
	CHECK_EQ(all, MC_VAR_OPTIONAL_CASCARE | MC_VAR_DEMONIO |
	    MC_VAR_AUTO_DECLARE);
	CHECK_EQ(record_variant_parse("none", 4), 0);
	CHECK_EQ(record_variant_parse("demonio,", 8), -1);
	CHECK_STR(record_variant_words(",", buf, sizeof(buf)),
	    "optional-cascare,demonio,auto-declare");
	CHECK_STR(variants_text(all, buf, sizeof(buf)),
	    "optional-cascare demonio auto-declare");
	CHECK_STR(variants_text(0, buf, sizeof(buf)), "none");
	/* cut short, never past the buffer */
	CHECK_STR(record_variant_words(",", buf, 10), "optional-");
}

/* R4.4: shortest first, each word its length's. */
static void
length_rows_are_the_lengths(void)
{
	size_t	 i;

	for (i = 0; i < RECORD_NLENGTHS; i++) {
		const struct record_length *l = &record_lengths[i];

		CHECK_EQ(record_length_parse(l->word), (int)l->length);
		CHECK_STR(record_length_name(l->length), l->word);
		CHECK(l->name != NULL);
		CHECK(i == 0 || l->length > record_lengths[i - 1].length);
	}
	CHECK_STR(record_lengths[0].word, "hand");
	CHECK_STR(record_lengths[RECORD_NLENGTHS - 1].word, "set");
	CHECK_EQ(record_length_parse("week"), -1);
}

/*
 * The levels in the order of enum bot_level; those offered to people
 * have a help line, a test level none and no place in their lists.
 */
static void
level_rows_are_the_levels(void)
{
	char	 buf[200];
	int	 i;

	for (i = 0; i < BOT_NALL; i++) {
		const struct bot_level_row *l = &bot_levels[i];

		CHECK_EQ(l->level, i);
		CHECK_STR(bot_level_name(l->level), l->word);
		CHECK_EQ(bot_arena_level_parse(l->word), i);
		CHECK_EQ(bot_level_parse(l->word),
		    bot_test_level(l->level) ? -1 : i);
		CHECK((l->help != NULL) == !bot_test_level(l->level));
		/* "expert: the strongest...": the word, then what it does */
		CHECK(l->help == NULL || (strncmp(l->help, l->word,
		    strlen(l->word)) == 0 && l->help[strlen(l->word)] == ':'));
	}
	CHECK_STR(bot_level_words(", ", " or ", buf, sizeof(buf)),
	    "random, easy, normal, hard or expert");
	CHECK_STR(bot_level_words(", ", ", ", buf, sizeof(buf)),
	    "random, easy, normal, hard, expert");
	CHECK_STR(bot_level_words(", ", ", ", buf, 9), "random, ");
}

/* A settings' file's bad player or variant: the words from the rows. */
static void
settings_problems_list_the_rows(void)
{
	static const struct {
		const char	*text;
		const char	*want;
	} cases[] = {
		{ "player W = open\n", ":1: a player is human, random, easy, "
		    "normal, hard or expert; the defaults are used" },
		{ "variants = none,tarocco\n", ":1: variants are "
		    "optional-cascare, demonio, auto-declare, or none; the "
		    "defaults are used" },
	};
	struct settings	 c;
	const char	*tmp = getenv("TMPDIR");
	char		 path[512], err[600];
	size_t		 i;
	FILE		*fp;
	int		 fd;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(path, sizeof(path), "%s/minchiate-rows-XXXXXX",
		    tmp != NULL && tmp[0] == '/' ? tmp : "/tmp");
		CHECK((fd = mkstemp(path)) >= 0);
		CHECK((fp = fdopen(fd, "w")) != NULL);
		fputs(cases[i].text, fp);
		CHECK(fclose(fp) == 0);
		CHECK(!config_read(path, &c, err, sizeof(err)));
		CHECK(strstr(err, cases[i].want) != NULL);
		unlink(path);
	}
}

void
rows_tests(void)
{
	RUN(variant_rows_are_the_variants);
	RUN(length_rows_are_the_lengths);
	RUN(level_rows_are_the_levels);
	RUN(settings_problems_list_the_rows);
}

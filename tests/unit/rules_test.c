/*
 * rules_test.c -- the rules viewer's text, as compiled from the page
 * ($(O)/gen/rules.c): the game's sections in the page's order, plain
 * ASCII within 78 columns, and quotes and examples come through whole.
 * tests/man/run.sh checks that it equals a fresh render of the page.
 */
#include "t.h"
#include "../../src/tui/rules.h"

/* The index of the first line equal to s, from line from on; -1 if none. */
static int
line_of(const char *s, int from)
{
	int	 i;

	for (i = from; i < rules_nlines; i++)
		if (strcmp(rules_lines[i], s) == 0)
			return i;
	return -1;
}

/* Whether a line holds a and, after it, b. */
static bool
has2(const char *a, const char *b)
{
	const char	*p;
	int		 i;

	for (i = 0; i < rules_nlines; i++)
		if ((p = strstr(rules_lines[i], a)) != NULL &&
		    strstr(p + strlen(a), b) != NULL)
			return true;
	return false;
}

static bool
has(const char *s)
{
	return has2(s, "");
}

static void
rules_sections_in_order(void)
{
	static const char *const sections[] = {
		"   A hand in brief", "   Words of the game",
		"THE CARDS", "COUNTING CARDS", "VERSICOLE", "THE DEAL", "PLAY",
		"SCORING", "STRATEGY", "A SAMPLE HAND", "VARIANTS"
	};
	size_t	 i;
	int	 at = 0;

	CHECK(rules_nlines > 500);
	/* The overview and the words of the game come first. */
	CHECK_STR(rules_lines[0], "   A hand in brief");
	for (i = 0; i < sizeof(sections) / sizeof(sections[0]); i++) {
		at = line_of(sections[i], at);
		if (at < 0)
			t_fail(__FILE__, __LINE__, "no section %s in order",
			    sections[i]);
		if (at < 0)
			break;
	}
	/* The program's sections stay out. */
	CHECK(line_of("KEYS", 0) < 0);
	CHECK(line_of("OPTIONS", 0) < 0);
	CHECK(line_of("DESCRIPTION", 0) < 0);
	CHECK(rules_lines[rules_nlines - 1][0] != '\0');
}

static void
rules_plain_ascii(void)
{
	const char	*p;
	int		 i;

	for (i = 0; i < rules_nlines; i++) {
		if (strlen(rules_lines[i]) > 78)
			t_fail(__FILE__, __LINE__, "line %d: %zu columns", i,
			    strlen(rules_lines[i]));
		for (p = rules_lines[i]; *p != '\0'; p++)
			if (*p < ' ' || *p > '~') {
				t_fail(__FILE__, __LINE__, "line %d: byte %d",
				    i, (unsigned char)*p);
				break;
			}
	}
}

static void
rules_quotes_and_examples(void)
{
	/* R5.8's phrase in its double quotes; R11.3's examples. */
	CHECK(has("\"denari, spade, coppe, bastoni\""));
	CHECK(has("Examples (R11.3)"));
	CHECK(has2("4/1/1/1 ", " 4 coppe, 1 per sorte"));
	CHECK(has2("2/0/1/2 ", " 2 coppe e bastoni, 1 spade, 0 denari"));
	CHECK(has2("0/0/0/0 ", " 0 per sorte"));
	/* The marker's ASCII forms (R8.2). */
	CHECK(has("><>"));
}

void
rules_tests(void)
{
	RUN(rules_sections_in_order);
	RUN(rules_plain_ascii);
	RUN(rules_quotes_and_examples);
}

/*
 * text_test.c -- text from records and command lines: safe_text() lets
 * printable UTF-8 through and escapes what a terminal could obey;
 * name_problem() is the one rule for players' names, which the record
 * reader (and so the table's saves) applies to seat lines.
 */
#include <stdlib.h>

#include "t.h"
#include "../../src/record/record.h"
#include "../../src/session/session.h"

static const char *
safe(const char *in)
{
	static char	 buf[256];

	return safe_text(in, buf, sizeof(buf));
}

static void
text_printable_utf8_is_kept(void)
{
	CHECK_STR(safe("Niccolò"), "Niccolò");
	CHECK_STR(safe("Zoë Ångström, 東京, 🂡"), "Zoë Ångström, 東京, 🂡");
	CHECK_STR(safe("a\\b \"c\" ~"), "a\\b \"c\" ~");
	CHECK_STR(safe("\302\240"), "\302\240");	/* U+00A0 prints */
	CHECK_STR(safe(""), "");
}

static void
text_controls_are_escaped(void)
{
	CHECK_STR(safe("\033[2Jx"), "\\033[2Jx");
	CHECK_STR(safe("\033]0;title\007"), "\\033]0;title\\007");
	CHECK_STR(safe("a\tb\nc\rd\be"), "a\\011b\\012c\\015d\\010e");
	CHECK_STR(safe("\177"), "\\177");
	/* C1, as UTF-8 (U+009B, CSI) and as lone bytes */
	CHECK_STR(safe("\302\2332J"), "\\302\\2332J");
	CHECK_STR(safe("\302\200\302\237"), "\\302\\200\\302\\237");
	CHECK_STR(safe("\233\220"), "\\233\\220");
}

static void
text_invalid_utf8_is_escaped(void)
{
	CHECK_STR(safe("Nicol\362"), "Nicol\\362");	/* Latin-1 */
	CHECK_STR(safe("\300\257"), "\\300\\257");	/* overlong '/' */
	CHECK_STR(safe("\340\200\257"), "\\340\\200\\257");
	CHECK_STR(safe("\355\240\200"), "\\355\\240\\200");	/* surrogate */
	CHECK_STR(safe("\364\220\200\200"), "\\364\\220\\200\\200");
	CHECK_STR(safe("\303"), "\\303");		/* cut short */
	CHECK_STR(safe("\303x"), "\\303x");
	CHECK_STR(safe("\377\376"), "\\377\\376");
}

/* Too small a buffer cuts at a whole character or escape. */
static void
text_is_cut_whole(void)
{
	char	 buf[6];

	CHECK_STR(safe_text("abcdefgh", buf, sizeof(buf)), "abcde");
	CHECK_STR(safe_text("abò", buf, 4), "ab");
	CHECK_STR(safe_text("ab\033", buf, sizeof(buf)), "ab");
	CHECK_STR(safe_text("a\033", buf, sizeof(buf)), "a\\033");
	CHECK_STR(safe_text("x", buf, 1), "");
}

static void
name_rules(void)
{
	char	 name[64];

	CHECK(name_problem("Ada") == NULL);
	CHECK(name_problem("Niccolò") == NULL);
	CHECK(name_problem("Player North") == NULL);
	CHECK(name_problem("a\\b") == NULL);
	/* 31 bytes, accented letters two each */
	CHECK(name_problem("òòòòòòòòòòòòòòòa") == NULL);
	CHECK(name_problem("òòòòòòòòòòòòòòòò") != NULL);
	memset(name, 'a', 31);
	name[31] = '\0';
	CHECK(name_problem(name) == NULL);
	name[31] = 'a';
	name[32] = '\0';
	CHECK(name_problem(name) != NULL);
	CHECK(name_problem("") != NULL);
	CHECK_STR(name_problem("\033[2J"), "no control characters in a name");
	CHECK_STR(name_problem("a\tb"), "no control characters in a name");
	CHECK_STR(name_problem("a\177"), "no control characters in a name");
	CHECK_STR(name_problem("a\302\233"), "no control characters in a name");
	CHECK_STR(name_problem("Nicol\362"), "not UTF-8: a name is UTF-8 text");
	CHECK_STR(name_problem("\300\241"), "not UTF-8: a name is UTF-8 text");
	CHECK_STR(name_problem("a\"b"), "no double quotes in a name");
}


static void
record_seat_names_follow_the_rules(void)
{
	CHECK_STR(record_error(RECORD_HEADER "seat S human \"Niccolò\"\n"
	    "seat E bot easy \"òòòòòòòòòòòòòòòa\"\n"), "");
	CHECK_STR(record_error(RECORD_HEADER "seat S human \"\033[2JAda\"\n"),
	    "x.rec:3: seat S: name \"\\033[2JAda\": no control characters "
	    "in a name");
	CHECK_STR(record_error(RECORD_HEADER "seat N bot hard \"a\302\233b\"\n"),
	    "x.rec:3: seat N: name \"a\\302\\233b\": no control characters "
	    "in a name");
	CHECK_STR(record_error(RECORD_HEADER "seat W human \"Nicol\362\"\n"),
	    "x.rec:3: seat W: name \"Nicol\\362\": not UTF-8: a name is "
	    "UTF-8 text");
	CHECK_STR(record_error(RECORD_HEADER "seat E human Ann\"a\n"),
	    "x.rec:3: seat E: name \"Ann\"a\": no double quotes in a name");
	CHECK(strncmp(record_error(RECORD_HEADER "seat S human \"\"\n"),
	    "x.rec:3: seat S: name \"\": a name has 1 to 31 bytes", 48) == 0);
	CHECK_STR(record_error(RECORD_HEADER "seat S bot \"\033]0;x\007\" \"A\"\n"),
	    "x.rec:3: seat S: level \"\\033]0;x\\007\": a level is a word "
	    "such as easy or hard");
}

/* Whatever a bad line holds comes back escaped in the error. */
static void
record_errors_are_escaped(void)
{
	CHECK_STR(record_error(RECORD_HEADER "\033[2Jvariants\n"),
	    "x.rec:3: \\033[2Jvariants: unknown line");
	CHECK_STR(record_error(RECORD_HEADER "match \302\233\n"),
	    "x.rec:3: \\302\\233: a match is a hand, a giro or a set (R4.4)");
	CHECK_STR(record_error(RECORD_HEADER "hand \033 dealer S\n"),
	    "x.rec:3: \\033: expected a number from 1 to 12");
}

/* The table resumes its saves through the same reader. */
static void
a_save_with_a_hostile_name_is_refused(void)
{
	static struct session	 g;
	char			 err[300];

	CHECK(!session_load(&g, "match.rec", RECORD_HEADER "seat S human \"\033[2J\"\n"
	    "seat E bot easy \"E\"\nseat N bot easy \"N\"\n"
	    "seat W bot easy \"W\"\nmatch hand\nhand 1 dealer S\nseed 1\n",
	    err, sizeof(err)));
	CHECK_STR(err, "match.rec:3: seat S: name \"\\033[2J\": no control "
	    "characters in a name");
	session_free(&g);
}

void
text_tests(void)
{
	RUN(text_printable_utf8_is_kept);
	RUN(text_controls_are_escaped);
	RUN(text_invalid_utf8_is_escaped);
	RUN(text_is_cut_whole);
	RUN(name_rules);
	RUN(record_seat_names_follow_the_rules);
	RUN(record_errors_are_escaped);
	RUN(a_save_with_a_hostile_name_is_refused);
}

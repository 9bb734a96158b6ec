/*
 * talk_test.c -- the table talk worded by src/text (show_talk) from its
 * facts and the players' names alone, without a match or a session:
 * each reader told his own doings in the second person, a seat by the
 * player sitting there when it was said (R9.1, R9.2); and the text's
 * writers to a stream made strings by one helper (show_to_string).
 */
#include <stdlib.h>

#include "t.h"
#include "../../src/text/text.h"

void	talk_tests(void);

static const char *const names[MC_NSEATS] = { "Ada", "Bo", "Cy", "Di" };

/* A line of kind with the players seated at, as the session makes it. */
static struct talk
line(enum talk_kind kind, int s0, int s1, int s2, int s3)
{
	struct talk	 t;

	memset(&t, 0, sizeof(t));
	t.kind = kind;
	t.players = MC_VISIBLE_ALL;
	t.ev.card = MC_NOCARD;
	t.at[0] = (uint8_t)s0;
	t.at[1] = (uint8_t)s1;
	t.at[2] = (uint8_t)s2;
	t.at[3] = (uint8_t)s3;
	return t;
}

/* R4.1, R4.3: the draw, the first dealer and a giro, to each reader. */
static void
r4_the_talk_is_worded_from_facts_and_names(void)
{
	struct talk	 t;
	char		 buf[400];

	t = line(TALK_FIRST, 2, 0, 3, 1);
	t.ev.seat = 3;		/* Di deals first */
	t.ev.n = 2;		/* partnered by Cy */
	CHECK_STR(show_talk(&t, names, 3, NULL, buf, sizeof(buf)),
	    "You deal first; Cy is your partner. Seats: Cy at South, "
	    "Ada at East, you at North, Bo at West.");
	CHECK_STR(show_talk(&t, names, 2, NULL, buf, sizeof(buf)),
	    "Di deals first; you are Di's partner. Seats: you at South, "
	    "Ada at East, Di at North, Bo at West.");
	CHECK_STR(show_talk(&t, names, -1, NULL, buf, sizeof(buf)),
	    "Di deals first; Cy is Di's partner. Seats: Cy at South, "
	    "Ada at East, Di at North, Bo at West.");

	t = line(TALK_GIRO, 0, 1, 2, 3);
	t.ev.n = 2;
	t.ev.seat = 0;
	t.ev.counts[0] = 1;
	CHECK_STR(show_talk(&t, names, 1, NULL, buf, sizeof(buf)),
	    "Giro 2: you are now Ada's partner and move to sit opposite "
	    "Ada. Seats: Ada at South, you at East, Cy at North, Di at "
	    "West.");
	CHECK_STR(show_talk(&t, names, 0, NULL, buf, sizeof(buf)),
	    "Giro 2: Bo is now your partner and moves to sit opposite you. "
	    "Seats: you at South, Bo at East, Cy at North, Di at West.");

	/* a hand's dealer is a seat: the player sitting there is told */
	t = line(TALK_HAND, 3, 2, 1, 0);
	t.ev.n = 5;
	t.ev.counts[0] = 12;
	t.ev.seat = 1;
	CHECK_STR(show_talk(&t, names, 2, NULL, buf, sizeof(buf)),
	    "Hand 5 of 12: you deal.");
	CHECK_STR(show_talk(&t, names, 1, NULL, buf, sizeof(buf)),
	    "Hand 5 of 12: Cy deals.");

	show_language(MC_ENGLISH);
	t = line(TALK_DRAW, 0, 1, 2, 3);
	t.ev.seat = 1;
	t.ev.n = 1;
	t.ev.card = mc_trump(13);
	CHECK_STR(show_talk(&t, names, 1, NULL, buf, sizeof(buf)),
	    "You draw Death [T13] (again).");
	t.ev.n = 0;
	CHECK_STR(show_talk(&t, names, 0, NULL, buf, sizeof(buf)),
	    "Bo draws Death [T13].");
	show_language(MC_ITALIAN);
}

/* Chat and the table's own lines, with their words; a cut buffer. */
static void
the_talk_says_what_was_said(void)
{
	struct talk	 t;
	char		 buf[400], small[8];

	t = line(TALK_CHAT, 0, 1, 2, 3);
	t.ev.seat = 255;
	CHECK_STR(show_talk(&t, names, 0, "hi", buf, sizeof(buf)),
	    "A watcher: hi");
	t.ev.seat = 2;
	CHECK_STR(show_talk(&t, names, 2, "hi", buf, sizeof(buf)),
	    "You: hi");
	CHECK_STR(show_talk(&t, names, 0, "hi", buf, sizeof(buf)),
	    "Cy: hi");
	CHECK_STR(show_talk(&t, names, 0, NULL, buf, sizeof(buf)), "Cy: ");
	CHECK_STR(show_talk(&t, names, 0, "a long line", small,
	    sizeof(small)), "Cy: a l");
	CHECK(show_talk(&t, names, 0, "hi", small, 1) == NULL);
	CHECK(show_talk(NULL, names, 0, "hi", buf, sizeof(buf)) == NULL);
	t = line(TALK_TABLE, 0, 1, 2, 3);
	CHECK_STR(show_talk(&t, names, -1, "Bo leaves.", buf, sizeof(buf)),
	    "Bo leaves.");
}

static void
writes(FILE *fp, const void *arg)
{
	fprintf(fp, "%s, %s\n", (const char *)arg, (const char *)arg);
}

/* What a writer to a stream writes, as a string to free. */
static void
a_writer_becomes_a_string(void)
{
	char	*s;

	s = show_to_string(writes, "ab");
	CHECK(s != NULL);
	if (s != NULL)
		CHECK_STR(s, "ab, ab\n");
	free(s);
	s = show_note_text("{Suit c} and {the T13}.", true);
	CHECK(s != NULL);
	if (s != NULL)
		CHECK_STR(s, "Cups and Death (T13).");
	free(s);
}

void
talk_tests(void)
{
	RUN(r4_the_talk_is_worded_from_facts_and_names);
	RUN(the_talk_says_what_was_said);
	RUN(a_writer_becomes_a_string);
}

/*
 * folla_test.c -- R5.8 and the R11.3 vectors: the folla announcement.
 */
#include "t.h"

static const char *
phrase(int c, int d, int s, int b)
{
	static char	 buf[128];
	uint8_t		 counts[4];

	counts[0] = (uint8_t)c;
	counts[1] = (uint8_t)d;
	counts[2] = (uint8_t)s;
	counts[3] = (uint8_t)b;
	mc_folla_phrase(counts, buf, sizeof(buf));
	return buf;
}

static void
r11_3_every_announcement_vector(void)
{
	CHECK_STR(phrase(4, 1, 1, 1), "4 coppe, 1 per sorte");
	CHECK_STR(phrase(4, 4, 1, 1), "4 rosse, 1 lunga");
	CHECK_STR(phrase(1, 1, 3, 3), "3 lunghe, 1 rossa");
	CHECK_STR(phrase(3, 1, 2, 4), "denari, spade, coppe, bastoni");
	CHECK_STR(phrase(2, 0, 1, 2), "2 coppe e bastoni, 1 spade, 0 denari");
	CHECK_STR(phrase(2, 2, 2, 2), "2 per sorte");
	CHECK_STR(phrase(5, 3, 0, 0), "5 coppe, 3 denari, 0 per sorte");
	CHECK_STR(phrase(3, 3, 3, 1), "3 coppe, denari e spade, 1 bastoni");
	CHECK_STR(phrase(0, 0, 0, 0), "0 per sorte");
}

static void
r5_8_rule_1_names_suits_in_ascending_count(void)
{
	CHECK_STR(phrase(1, 2, 3, 4), "coppe, denari, spade, bastoni");
	CHECK_STR(phrase(4, 3, 2, 1), "bastoni, spade, denari, coppe");
	/* Not 1-2-3-4: rule (3). */
	CHECK_STR(phrase(0, 2, 3, 4), "4 bastoni, 3 spade, 2 denari, 0 coppe");
}

static void
r5_8_rule_2_says_the_higher_pair_first(void)
{
	CHECK_STR(phrase(2, 2, 3, 3), "3 lunghe, 2 rosse");
	CHECK_STR(phrase(0, 0, 2, 2), "2 lunghe, 0 rosse");
	CHECK_STR(phrase(1, 1, 0, 0), "1 rossa, 0 lunghe");
	/* c = d and s = b but all equal: rule (3), "per sorte". */
	CHECK_STR(phrase(3, 3, 3, 3), "3 per sorte");
	/* c = s and d = b is not a pair of colours. */
	CHECK_STR(phrase(2, 1, 2, 1), "2 coppe e spade, 1 per sorte");
}

static void
r5_8_rule_3_groups_highest_first_last_group_per_sorte(void)
{
	CHECK_STR(phrase(1, 3, 1, 1), "3 denari, 1 per sorte");
	CHECK_STR(phrase(3, 0, 3, 0), "3 coppe e spade, 0 per sorte");
	CHECK_STR(phrase(0, 1, 2, 0), "2 spade, 1 denari, 0 per sorte");
	CHECK_STR(phrase(2, 3, 2, 3), "3 denari e bastoni, 2 per sorte");
	/* A last group of one suit is named. */
	CHECK_STR(phrase(5, 4, 4, 0), "5 coppe, 4 denari e spade, 0 bastoni");
	CHECK_STR(phrase(13, 0, 0, 0), "13 coppe, 0 per sorte");
}

static void
r5_8_phrase_length_is_reported_like_strlcpy(void)
{
	char	 small[8];
	uint8_t	 counts[4] = { 2, 0, 1, 2 };
	size_t	 n = mc_folla_phrase(counts, small, sizeof(small));

	CHECK_EQ(n, strlen("2 coppe e bastoni, 1 spade, 0 denari"));
	CHECK_STR(small, "2 coppe");
}

static void
r5_8_counts_skip_trumps_and_the_matto(void)
{
	mc_card	 cards[6];
	uint8_t	 counts[4];

	cards[0] = card("Rc");
	cards[1] = card("10c");
	cards[2] = card("T7");
	cards[3] = card("M");
	cards[4] = card("1b");
	cards[5] = card("Fs");
	mc_folla_counts(cards, 6, counts);
	CHECK_EQ(counts[MC_COPPE], 2);
	CHECK_EQ(counts[MC_DENARI], 0);
	CHECK_EQ(counts[MC_SPADE], 1);
	CHECK_EQ(counts[MC_BASTONI], 1);
}

void
folla_tests(void)
{
	RUN(r11_3_every_announcement_vector);
	RUN(r5_8_rule_1_names_suits_in_ascending_count);
	RUN(r5_8_rule_2_says_the_higher_pair_first);
	RUN(r5_8_rule_3_groups_highest_first_last_group_per_sorte);
	RUN(r5_8_phrase_length_is_reported_like_strlcpy);
	RUN(r5_8_counts_skip_trumps_and_the_matto);
}

/*
 * versicole_test.c -- R3 and the R3.6 (R11.1) vectors; R8 marker layouts
 * and the R8.3 (R11.2) examples.
 */
#include "t.h"

/* The set of the cards named in a space-separated list. */
static struct mc_cards
set_of(const char *list)
{
	struct mc_cards	 set = { { 0, 0 } };
	char		 buf[512], *p;

	snprintf(buf, sizeof(buf), "%s", list);
	for (p = strtok(buf, " "); p != NULL; p = strtok(NULL, " "))
		mc_cards_add(&set, card(p));
	return set;
}

static int
value(const char *list)
{
	struct mc_cards	 set = set_of(list);

	return mc_versicole_value(&set, 0);
}

static int
count(const char *list, unsigned variants)
{
	struct mc_cards		 set = set_of(list);
	struct mc_versicola	 v[MC_VERSICOLE_MAX];

	return mc_versicole(&set, variants, v);
}

static void
r3_6_worked_values(void)
{
	CHECK_EQ(value("T1 T2 T3"), 11);
	CHECK_EQ(value("T1 T2 T3 T4 T5"), 17);
	CHECK_EQ(value("T1 M T40"), 20);
	CHECK_EQ(value("T1 T13 T28"), 15);
	CHECK_EQ(value("T30 T31 T32"), 15);
	CHECK_EQ(value("T28 T29 T30"), 15);
	CHECK_EQ(value("T1 T13 T28 T29 T30"), 30);
	CHECK_EQ(value("T1 T13 T28 T29 T30 M"), 40);
	CHECK_EQ(value("T10 T20 T30 T40"), 25);
	CHECK_EQ(value("T20 T30 T40"), 20);
	CHECK_EQ(value("T10 T20 T30"), 15);
	CHECK_EQ(value("Rc Rd Rs"), 15);
	CHECK_EQ(value("Rc Rd Rs Rb"), 20);
	CHECK_EQ(value("T36 T37 T38 T39 T40"), 50);
	CHECK_EQ(value("T34 T35 T36"), 20);
}

static void
r3_6_the_74_dell_uno_and_its_reductions(void)
{
	/* Versicole plus the Papi 2-5 counted as cards. */
	CHECK_EQ(value("T1 T2 T3 T4 T5 M T40 T13 T28"), 62);
	CHECK_EQ(value("T1 T2 T3 T4 T5 M T40 T13 T28") + 12, 74);
	CHECK_EQ(value("T1 T2 T3 T4 M T40 T13 T28") + 9, 68);
	CHECK_EQ(value("T1 T2 T3 M T40 T13 T28") + 6, 62);
	CHECK_EQ(value("T1 T2 T3 T4 T5 M T13 T28") + 12, 54);
	CHECK_EQ(value("T1 T2 T3 T4 T5 M T40") + 12, 54);
	CHECK_EQ(value("T1 M T40 T13 T28"), 40);
}

static void
r3_1_only_maximal_strictly_consecutive_runs_count(void)
{
	CHECK_EQ(count("T1 T2 T3 T4 T5", 0), 1);
	CHECK_EQ(count("T1 T2 T3 T28 T29 T30", 0), 2);
	CHECK_EQ(value("T36 T37 T39"), 0);
	CHECK_EQ(value("T1 T2"), 0);
	/* 5 and 28 never join anything outside their range. */
	CHECK_EQ(value("T4 T5 T6"), 0);
	CHECK_EQ(value("T26 T27 T28"), 0);
	CHECK_EQ(value("T3 T4 T5 T6 T7"), 9);
	CHECK_EQ(value("T27 T28 T29 T30"), 15);
	CHECK_EQ(count("T28 T29 T30 T32 T33 T34 T36 T37 T38 T40", 0), 3);
}

static void
r3_2_irregular_versicole(void)
{
	CHECK_EQ(count("T1 M T40", 0), 1);
	CHECK_EQ(count("T1 T13 T28", 0), 1);
	CHECK_EQ(value("T1 T13 T29"), 0);
	CHECK_EQ(value("T10 T40 T30"), 0);	/* 20 is needed */
	CHECK_EQ(value("T10 T20 T40"), 0);	/* and 30 */
	CHECK_EQ(value("T20 T30"), 0);
	CHECK_EQ(value("Rc Rd"), 0);
	CHECK_EQ(value("Rc Rd Db"), 0);
}

static void
r3_3_versicola_is_worth_its_cards_29_counting_five(void)
{
	struct mc_cards		 set = set_of("T29 T30 T31");
	struct mc_versicola	 v[MC_VERSICOLE_MAX];

	CHECK_EQ(mc_versicole(&set, 0, v), 1);
	CHECK_EQ(v[0].value, 15);
	CHECK_EQ(v[0].ncards, 3);
	CHECK_EQ(v[0].kind, MC_V_ALTI);
	CHECK_EQ(v[0].cards[0], card("T29"));
}

static void
r3_4_a_card_may_belong_to_several_versicole(void)
{
	/* 1 is in 1-2-3, 1-M-40 and 1-13-28. */
	CHECK_EQ(count("T1 T2 T3 M T40 T13 T28", 0), 3);
	CHECK_EQ(value("T1 T2 T3 M T40 T13 T28"), 16 + 20 + 20);
}

static void
r3_5_the_matto_adds_five_but_never_replaces_a_card(void)
{
	struct mc_cards		 set = set_of("T1 T2 T3 M T40 Rc Rd Rs");
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	int			 n, i;

	n = mc_versicole(&set, 0, v);
	CHECK_EQ(n, 3);
	for (i = 0; i < n; i++)
		CHECK_EQ(v[i].bonus, v[i].kind == MC_V_MATTO ? 0 : 5);
	CHECK_EQ(value("T1 T2 M"), 0);
	CHECK_EQ(value("Rc Rd M"), 0);
	CHECK_EQ(value("Rc Rd Rs M"), 20);
}

static void
r3_7_an_accrescimento_is_counted_in_the_run_as_it_stands(void)
{
	CHECK_EQ(value("T1 T2 T3 T4"), 14);
	CHECK_EQ(count("T1 T2 T3 T4", 0), 1);
}

static void
r10_2_demonio_mondo_e_carne(void)
{
	struct mc_cards	 set = set_of("T14 T35 T39");

	CHECK_EQ(mc_versicole_value(&set, 0), 0);
	CHECK_EQ(mc_versicole_value(&set, MC_VAR_DEMONIO), 20);
	set = set_of("T14 T35 T39 M");
	CHECK_EQ(mc_versicole_value(&set, MC_VAR_DEMONIO), 25);
	CHECK_EQ(count("T14 T35 T39", MC_VAR_DEMONIO), 1);
}

static void
r8_3_marker_examples(void)
{
	static const struct {
		int	 n, fish, doubles, singles, minus;
	} ex[] = {
		{ 7, 0, 1, 2, 0 },
		{ 8, 1, 0, 0, 2 },
		{ 26, 2, 1, 1, 0 },
		{ 34, 3, 0, 4, 0 },
		{ 48, 5, 0, 0, 2 },
		{ 58, 5, 1, 3, 0 },
		{ 59, 5, 2, 0, 1 },
		{ 0, 0, 0, 0, 0 },
	};
	struct mc_layout	 l;
	size_t			 i;

	for (i = 0; i < sizeof(ex) / sizeof(ex[0]); i++) {
		mc_marker_layout(ex[i].n, &l);
		CHECK_EQ(l.fish, ex[i].fish);
		CHECK_EQ(l.doubles, ex[i].doubles);
		CHECK_EQ(l.singles, ex[i].singles);
		CHECK_EQ(l.minus, ex[i].minus);
	}
}

static void
r11_2_every_value_has_one_layout_within_five_fish_and_tokens(void)
{
	struct mc_layout	 l;
	int			 n, key, seen[6 * 6 * 6 * 6] = { 0 };

	for (n = 0; n < 60; n++) {
		mc_marker_layout(n, &l);
		CHECK_EQ(mc_layout_value(&l), n);
		CHECK(l.fish <= 5);
		CHECK(2 * l.doubles + l.singles + l.minus <= 5);
		/* Tokens lie on one side of the fish only, except for 59. */
		CHECK(l.minus == 0 || l.doubles + l.singles == 0 || n == 59);
		key = ((l.fish * 6 + l.doubles) * 6 + l.singles) * 6 + l.minus;
		CHECK(key < (int)(sizeof(seen) / sizeof(seen[0])));
		if (key < (int)(sizeof(seen) / sizeof(seen[0])))
			CHECK_EQ(seen[key]++, 0);
	}
}

static void
r3_a_quick_check_finds_a_versicola_exactly_when_there_is_one(void)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	struct mc_cards		 set;
	struct mc_rng		 r;
	int			 i, n, found = 0;
	unsigned		 var;

	mc_rng_seed(&r, 3);
	for (i = 0; i < 200000; i++) {
		set.w[0] = mc_rng_next(&r) & mc_rng_next(&r);
		set.w[1] = mc_rng_next(&r) & MC_CARDS_W1;
		if (i & 1)
			set.w[1] &= mc_rng_next(&r);
		var = i & 2 ? MC_VAR_DEMONIO : 0;
		n = mc_versicole(&set, var, v);
		found += n > 0;
		CHECK_EQ(mc_has_versicola(&set, var), n > 0);
	}
	CHECK(found > 1000 && found < 199000);
}

void
versicole_tests(void)
{
	RUN(r3_6_worked_values);
	RUN(r3_6_the_74_dell_uno_and_its_reductions);
	RUN(r3_1_only_maximal_strictly_consecutive_runs_count);
	RUN(r3_2_irregular_versicole);
	RUN(r3_3_versicola_is_worth_its_cards_29_counting_five);
	RUN(r3_4_a_card_may_belong_to_several_versicole);
	RUN(r3_5_the_matto_adds_five_but_never_replaces_a_card);
	RUN(r3_7_an_accrescimento_is_counted_in_the_run_as_it_stands);
	RUN(r10_2_demonio_mondo_e_carne);
	RUN(r3_a_quick_check_finds_a_versicola_exactly_when_there_is_one);
	RUN(r8_3_marker_examples);
	RUN(r11_2_every_value_has_one_layout_within_five_fish_and_tokens);
}

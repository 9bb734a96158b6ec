/*
 * card_test.c -- R0 (seats, notation), R1 (the deck, ranking, groups,
 * names) and R2 (counting values).
 */
#include "t.h"

static void
r0_1_sides_pair_opposite_seats(void)
{
	CHECK_EQ(mc_seat_side(MC_SOUTH), MC_NS);
	CHECK_EQ(mc_seat_side(MC_NORTH), MC_NS);
	CHECK_EQ(mc_seat_side(MC_EAST), MC_EW);
	CHECK_EQ(mc_seat_side(MC_WEST), MC_EW);
	CHECK_EQ(mc_seat_opposite(MC_SOUTH), MC_NORTH);
	CHECK_EQ(mc_seat_opposite(MC_EAST), MC_WEST);
}

static void
r0_2_right_is_next_counterclockwise(void)
{
	CHECK_EQ(mc_seat_right(MC_SOUTH), MC_EAST);
	CHECK_EQ(mc_seat_right(MC_EAST), MC_NORTH);
	CHECK_EQ(mc_seat_right(MC_NORTH), MC_WEST);
	CHECK_EQ(mc_seat_right(MC_WEST), MC_SOUTH);
	CHECK_EQ(mc_seat_left(MC_SOUTH), MC_WEST);
	CHECK_EQ(mc_seat_left(MC_EAST), MC_SOUTH);
	CHECK_STR(mc_seat_name(MC_EAST), "East");
	CHECK_EQ(mc_seat_letter(MC_WEST), 'W');
}

static void
r0_3_every_card_formats_and_parses_back(void)
{
	char	 buf[8];
	mc_card	 c, back;
	size_t	 len;

	for (c = 0; c < MC_NCARDS; c++) {
		len = mc_card_format(c, buf, sizeof(buf));
		CHECK(len >= 1 && len <= 3);
		CHECK_EQ(strlen(buf), len);
		CHECK_EQ(mc_card_parse(buf, len, &back), MC_OK);
		CHECK_EQ(back, c);
	}
}

static void
r0_3_examples_from_the_rules(void)
{
	char	 buf[8];

	CHECK_EQ(mc_card_suit(card("Rc")), MC_COPPE);
	CHECK_EQ(mc_card_rank(card("Rc")), MC_RE);
	CHECK_EQ(mc_card_rank(card("Dd")), MC_DONNA);
	CHECK_EQ(mc_card_suit(card("Dd")), MC_DENARI);
	CHECK_EQ(mc_card_rank(card("Cs")), MC_CAVALLO);
	CHECK_EQ(mc_card_rank(card("Fb")), MC_FANTE);
	CHECK_EQ(mc_card_suit(card("Fb")), MC_BASTONI);
	CHECK_EQ(mc_card_rank(card("10s")), 10);
	CHECK_EQ(mc_card_rank(card("1d")), 1);
	CHECK_EQ(card("T1"), mc_trump(1));
	CHECK_EQ(card("T40"), mc_trump(40));
	CHECK_EQ(card("M"), MC_MATTO);
	mc_card_format(mc_suit_card(MC_SPADE, 10), buf, sizeof(buf));
	CHECK_STR(buf, "10s");
	mc_card_format(mc_trump(13), buf, sizeof(buf));
	CHECK_STR(buf, "T13");
}

static enum mc_err
parse(const char *s)
{
	mc_card	 c;

	return mc_card_parse(s, strlen(s), &c);
}

static void
r0_3_parser_names_what_is_wrong(void)
{
	CHECK_EQ(parse(""), MC_ERR_CARD_EMPTY);
	CHECK_EQ(parse("T0"), MC_ERR_CARD_TRUMP);
	CHECK_EQ(parse("T41"), MC_ERR_CARD_TRUMP);
	CHECK_EQ(parse("T07"), MC_ERR_CARD_TRUMP);
	CHECK_EQ(parse("T"), MC_ERR_CARD_TRUMP);
	CHECK_EQ(parse("T100"), MC_ERR_CARD_TRUMP);
	CHECK_EQ(parse("T12x"), MC_ERR_CARD_TRAILING);
	CHECK_EQ(parse("Mx"), MC_ERR_CARD_TRAILING);
	CHECK_EQ(parse("Rcc"), MC_ERR_CARD_TRAILING);
	CHECK_EQ(parse("10s "), MC_ERR_CARD_TRAILING);
	CHECK_EQ(parse("0c"), MC_ERR_CARD_RANK);
	CHECK_EQ(parse("11c"), MC_ERR_CARD_RANK);
	CHECK_EQ(parse("01c"), MC_ERR_CARD_RANK);
	CHECK_EQ(parse("Xc"), MC_ERR_CARD_RANK);
	CHECK_EQ(parse("R"), MC_ERR_CARD_SUIT);
	CHECK_EQ(parse("10"), MC_ERR_CARD_SUIT);
	CHECK_EQ(parse("Rx"), MC_ERR_CARD_SUIT);
	CHECK_EQ(parse(" Rc"), MC_ERR_CARD_RANK);
	CHECK(mc_strerror(MC_ERR_CARD_SUIT) != NULL);
	CHECK(strstr(mc_strerror(MC_ERR_CARD_TRUMP), "R0.3") != NULL);
}

static void
r0_3_notation_is_case_sensitive(void)
{
	CHECK_EQ(parse("rc"), MC_ERR_CARD_CASE);
	CHECK_EQ(parse("RC"), MC_ERR_CARD_CASE);
	CHECK_EQ(parse("t5"), MC_ERR_CARD_CASE);
	CHECK_EQ(parse("m"), MC_ERR_CARD_CASE);
	CHECK_EQ(parse("cc"), MC_ERR_CARD_CASE);
	/* Rank C and suit c, rank D and suit d are different letters. */
	CHECK_EQ(mc_card_rank(card("Cc")), MC_CAVALLO);
	CHECK_EQ(mc_card_suit(card("Cc")), MC_COPPE);
	CHECK_EQ(mc_card_rank(card("Dd")), MC_DONNA);
}

static void
r1_1_deck_is_56_suit_cards_40_trumps_and_the_matto(void)
{
	mc_card	 deck[MC_NCARDS];
	int	 suits[6] = { 0 }, c;

	for (c = 0; c < MC_NCARDS; c++)
		suits[mc_card_suit((mc_card)c)]++;
	CHECK_EQ(suits[MC_COPPE], 14);
	CHECK_EQ(suits[MC_DENARI], 14);
	CHECK_EQ(suits[MC_SPADE], 14);
	CHECK_EQ(suits[MC_BASTONI], 14);
	CHECK_EQ(suits[MC_TRUMPS], 40);
	CHECK_EQ(suits[MC_FOOL], 1);
	CHECK(!mc_is_trump(MC_MATTO));
	mc_deck_ordered(deck);
	CHECK_EQ(mc_deck_check(deck), MC_OK);
	deck[5] = deck[6];
	CHECK_EQ(mc_deck_check(deck), MC_ERR_DECK_DUPLICATE);
	deck[5] = 200;
	CHECK_EQ(mc_deck_check(deck), MC_ERR_DECK_SIZE);
}

static void
r1_2_red_suits_rank_the_ace_above_the_ten(void)
{
	CHECK(mc_card_beats(card("1c"), card("10c")));
	CHECK(mc_card_beats(card("1d"), card("2d")));
	CHECK(mc_card_beats(card("9d"), card("10d")));
	CHECK(!mc_card_beats(card("10c"), card("9c")));
	CHECK(mc_card_beats(card("Fc"), card("1c")));
	CHECK(mc_is_red(MC_COPPE) && mc_is_red(MC_DENARI));
	CHECK(!mc_is_red(MC_SPADE) && !mc_is_red(MC_BASTONI));
}

static void
r1_2_long_suits_rank_the_ten_above_the_ace(void)
{
	CHECK(mc_card_beats(card("10s"), card("9s")));
	CHECK(mc_card_beats(card("2b"), card("1b")));
	CHECK(!mc_card_beats(card("1s"), card("10s")));
	CHECK(mc_card_beats(card("Fs"), card("10s")));
}

static void
r1_2_courts_rank_re_donna_cavallo_fante(void)
{
	static const char *const suits[] = { "c", "d", "s", "b" };
	char	 r[4], d[4], c[4], f[4];
	int	 s;

	for (s = 0; s < 4; s++) {
		snprintf(r, sizeof(r), "R%s", suits[s]);
		snprintf(d, sizeof(d), "D%s", suits[s]);
		snprintf(c, sizeof(c), "C%s", suits[s]);
		snprintf(f, sizeof(f), "F%s", suits[s]);
		CHECK(mc_card_beats(card(r), card(d)));
		CHECK(mc_card_beats(card(d), card(c)));
		CHECK(mc_card_beats(card(c), card(f)));
		CHECK_EQ(mc_card_strength(card(r)), 13);
	}
	/* A card of another suit never beats the suit led. */
	CHECK(!mc_card_beats(card("Rc"), card("1s")));
}

static void
r1_3_trumps_rank_by_number_and_beat_every_suit_card(void)
{
	int	 n, c;

	for (n = 1; n < 40; n++)
		CHECK(mc_card_beats(mc_trump(n + 1), mc_trump(n)));
	for (c = 0; c < MC_NSUITCARDS; c++) {
		CHECK(mc_card_beats(mc_trump(1), (mc_card)c));
		CHECK(!mc_card_beats((mc_card)c, mc_trump(1)));
	}
	CHECK(!mc_card_beats(MC_MATTO, card("10c")));
}

static void
r6_9_power_in_a_trick_follows_the_lead(void)
{
	int	 c;

	/* In its own suit a card has its strength; trumps above all. */
	for (c = 0; c < MC_MATTO; c++)
		CHECK_EQ(mc_card_power((mc_card)c, mc_card_suit((mc_card)c)),
		    mc_card_strength((mc_card)c) +
		    (mc_is_trump((mc_card)c) ? 100 : 0));
	CHECK_EQ(mc_card_power(mc_trump(1), MC_COPPE), 101);
	CHECK_EQ(mc_card_power(card("Rs"), MC_COPPE), -1);
	CHECK_EQ(mc_card_power(card("Rs"), MC_TRUMPS), -1);
	CHECK_EQ(mc_card_power(MC_MATTO, MC_TRUMPS), -1);
	CHECK_EQ(mc_card_power(MC_MATTO, MC_FOOL), -1);
	CHECK_EQ(mc_card_power(MC_NOCARD, MC_COPPE), -1);
}

static void
r1_4_trump_groups(void)
{
	CHECK_EQ(mc_card_group(mc_trump(1)), MC_GROUP_PAPI);
	CHECK_EQ(mc_card_group(mc_trump(5)), MC_GROUP_PAPI);
	CHECK_EQ(mc_card_group(mc_trump(6)), MC_GROUP_TAROCCHINI);
	CHECK_EQ(mc_card_group(mc_trump(9)), MC_GROUP_TAROCCHINI);
	CHECK_EQ(mc_card_group(mc_trump(10)), MC_GROUP_SOTTOVENTI);
	CHECK_EQ(mc_card_group(mc_trump(19)), MC_GROUP_SOTTOVENTI);
	CHECK_EQ(mc_card_group(mc_trump(20)), MC_GROUP_SOPRAVENTI);
	CHECK_EQ(mc_card_group(mc_trump(29)), MC_GROUP_SOPRAVENTI);
	CHECK_EQ(mc_card_group(mc_trump(30)), MC_GROUP_SOPRATRENTA);
	CHECK_EQ(mc_card_group(mc_trump(35)), MC_GROUP_SOPRATRENTA);
	CHECK_EQ(mc_card_group(mc_trump(36)), MC_GROUP_ARIE);
	CHECK_EQ(mc_card_group(mc_trump(40)), MC_GROUP_ARIE);
	CHECK_EQ(mc_card_group(MC_MATTO), MC_GROUP_NONE);
	CHECK_EQ(mc_card_group(card("Rc")), MC_GROUP_NONE);
	CHECK(!mc_is_preghe(mc_trump(15)));
	CHECK(mc_is_preghe(mc_trump(16)) && mc_is_preghe(mc_trump(19)));
	CHECK(!mc_is_preghe(mc_trump(20)));
	CHECK_STR(mc_group_name(MC_GROUP_ARIE, MC_ITALIAN), "Arie");
}

static void
r1_5_every_card_has_distinct_italian_and_english_names(void)
{
	char	 names[2][MC_NCARDS][64];
	int	 lang, c, d;

	for (lang = 0; lang < 2; lang++)
		for (c = 0; c < MC_NCARDS; c++) {
			size_t n = mc_card_name((mc_card)c, (enum mc_lang)lang,
			    names[lang][c], 64);

			CHECK(n > 0 && n < 64);
			for (d = 0; d < c; d++)
				CHECK(strcmp(names[lang][c], names[lang][d]));
		}
	CHECK_STR(names[MC_ITALIAN][card("Rc")], "Re di coppe");
	CHECK_STR(names[MC_ITALIAN][card("Fd")], "Fantina di denari");
	CHECK_STR(names[MC_ITALIAN][card("Fs")], "Fante di spade");
	CHECK_STR(names[MC_ITALIAN][card("1d")],
	    "Asso di denari (Sole di Campagna)");
	CHECK_STR(names[MC_ITALIAN][card("T1")], "Papa Uno (Bagatto)");
	CHECK_STR(names[MC_ITALIAN][card("T13")], "Morte");
	CHECK_STR(names[MC_ITALIAN][card("T19")], "Carit\xc3\xa0");
	CHECK_STR(names[MC_ENGLISH][card("T40")], "Trumpet (Last Judgement)");
	CHECK_STR(names[MC_ENGLISH][card("M")], "Fool (Excuse)");
	CHECK_STR(names[MC_ENGLISH][card("Cb")], "Knight of Batons");
	CHECK_STR(names[MC_ITALIAN][card("M")], "Matto");
}

static void
r1_5_name_is_truncated_safely(void)
{
	char	 buf[6];
	size_t	 n = mc_card_name(card("T9"), MC_ITALIAN, buf, sizeof(buf));

	CHECK_EQ(n, strlen("Ruota della Fortuna"));
	CHECK_STR(buf, "Ruota");
}

static void
r2_1_counting_values(void)
{
	int	 n;

	for (n = 2; n <= 5; n++)
		CHECK_EQ(mc_card_value(mc_trump(n)), 3);
	CHECK_EQ(mc_card_value(mc_trump(1)), 5);
	CHECK_EQ(mc_card_value(mc_trump(10)), 5);
	CHECK_EQ(mc_card_value(mc_trump(13)), 5);
	CHECK_EQ(mc_card_value(mc_trump(20)), 5);
	CHECK_EQ(mc_card_value(mc_trump(28)), 5);
	for (n = 30; n <= 35; n++)
		CHECK_EQ(mc_card_value(mc_trump(n)), 5);
	for (n = 36; n <= 40; n++)
		CHECK_EQ(mc_card_value(mc_trump(n)), 10);
	CHECK_EQ(mc_card_value(MC_MATTO), 5);
	CHECK_EQ(mc_card_value(card("Rc")), 5);
	CHECK_EQ(mc_card_value(card("Rb")), 5);
	CHECK_EQ(mc_card_value(card("Dc")), 0);
	CHECK_EQ(mc_card_value(card("1d")), 0);
	CHECK_EQ(mc_card_value(mc_trump(29)), 0);
	CHECK_EQ(mc_card_value(mc_trump(6)), 0);
	CHECK_EQ(mc_card_value(mc_trump(21)), 0);
}

static void
r2_2_counting_cards_add_up_to_142(void)
{
	int	 c, sum = 0, counting = 0;

	for (c = 0; c < MC_NCARDS; c++) {
		sum += mc_card_value((mc_card)c);
		counting += mc_is_counting((mc_card)c);
	}
	CHECK_EQ(sum, 142);
	CHECK_EQ(counting, 25);
}

static void
r2_3_trump_29_counts_five_only_inside_a_versicola(void)
{
	CHECK_EQ(mc_card_value(mc_trump(29)), 0);
	CHECK_EQ(mc_card_versicola_value(mc_trump(29), 0), 5);
	CHECK_EQ(mc_card_versicola_value(mc_trump(14), 0), 0);
	CHECK_EQ(mc_card_versicola_value(mc_trump(14), MC_VAR_DEMONIO), 5);
	CHECK_EQ(mc_card_versicola_value(mc_trump(40), 0), 10);
	CHECK_EQ(mc_card_versicola_value(mc_trump(21), 0), 0);
}

static void
r5_3_robbable_cards_count_or_are_sopraventi(void)
{
	int	 c, n = 0;

	for (c = 0; c < MC_NCARDS; c++)
		n += mc_is_robbable((mc_card)c);
	CHECK_EQ(n, 33);
	CHECK(mc_is_robbable(mc_trump(21)));
	CHECK(mc_is_robbable(mc_trump(29)));
	CHECK(!mc_is_robbable(mc_trump(19)));
	CHECK(mc_is_robbable(MC_MATTO));
}

static void
cards_nth_is_the_kth_card_in_card_order(void)
{
	struct mc_cards	 set = { { 0, 0 } };
	struct mc_rng	 r;
	mc_card		 list[MC_NCARDS];
	int		 i, k, n;

	mc_rng_seed(&r, 9);
	for (i = 0; i < 2000; i++) {
		set.w[0] = mc_rng_next(&r) & mc_rng_next(&r);
		set.w[1] = mc_rng_next(&r) & MC_CARDS_W1;
		n = mc_cards_list(&set, list);
		CHECK_EQ(n, mc_cards_count(&set));
		for (k = 0; k < n; k++)
			CHECK_EQ(mc_cards_nth(&set, k), list[k]);
		CHECK_EQ(mc_cards_nth(&set, n), MC_NOCARD);
		CHECK_EQ(mc_cards_nth(&set, -1), MC_NOCARD);
	}
}

/* R1.2: one order wherever cards are shown, weakest first in each suit. */
static void
r1_2_cards_sorted_weakest_first_suit_by_suit(void)
{
	struct mc_cards	 set;
	mc_card		 out[MC_NCARDS];
	char		 line[512] = "", note[8];
	int		 i, n;

	cards_of("M T40 T1 Rb 1b 10b Rc Fc 1c 10c 2c 1d 10d", &set);
	n = mc_cards_sorted(&set, out);
	for (i = 0; i < n; i++) {
		mc_card_format(out[i], note, sizeof(note));
		strcat(line, i > 0 ? " " : "");
		strcat(line, note);
	}
	CHECK_STR(line, "10c 2c 1c Fc Rc 10d 1d 1b 10b Rb T1 T40 M");
	/* mc_cards_format says the same, cut safely like strlcpy */
	CHECK_EQ(mc_cards_format(&set, line, sizeof(line)), strlen(line));
	CHECK_STR(line, "10c 2c 1c Fc Rc 10d 1d 1b 10b Rb T1 T40 M");
	CHECK_EQ(mc_cards_format(&set, note, 5), strlen(line));
	CHECK_STR(note, "10c ");
	cards_of("", &set);
	CHECK_EQ(mc_cards_sorted(&set, out), 0);
	/* Every card once, and each suit in strength order. */
	memset(&set, 0xff, sizeof(set));
	n = mc_cards_sorted(&set, out);
	CHECK_EQ(n, MC_NCARDS);
	for (i = 1; i < n; i++)
		if (mc_card_suit(out[i]) == mc_card_suit(out[i - 1]) &&
		    out[i] != MC_MATTO)
			CHECK(mc_card_strength(out[i]) >
			    mc_card_strength(out[i - 1]));
}

void
card_tests(void)
{
	RUN(r0_1_sides_pair_opposite_seats);
	RUN(r0_2_right_is_next_counterclockwise);
	RUN(r0_3_every_card_formats_and_parses_back);
	RUN(r0_3_examples_from_the_rules);
	RUN(r0_3_parser_names_what_is_wrong);
	RUN(r0_3_notation_is_case_sensitive);
	RUN(r1_1_deck_is_56_suit_cards_40_trumps_and_the_matto);
	RUN(r1_2_red_suits_rank_the_ace_above_the_ten);
	RUN(r1_2_long_suits_rank_the_ten_above_the_ace);
	RUN(r1_2_courts_rank_re_donna_cavallo_fante);
	RUN(r1_3_trumps_rank_by_number_and_beat_every_suit_card);
	RUN(r6_9_power_in_a_trick_follows_the_lead);
	RUN(r1_4_trump_groups);
	RUN(r1_5_every_card_has_distinct_italian_and_english_names);
	RUN(r1_5_name_is_truncated_safely);
	RUN(r2_1_counting_values);
	RUN(r2_2_counting_cards_add_up_to_142);
	RUN(r2_3_trump_29_counts_five_only_inside_a_versicola);
	RUN(r5_3_robbable_cards_count_or_are_sopraventi);
	RUN(cards_nth_is_the_kth_card_in_card_order);
	RUN(r1_2_cards_sorted_weakest_first_suit_by_suit);
}

/*
 * seen_test.c -- R9.1: from the deal on, the engine tracks which seats
 * know where each card is: their own hand, every face-up card, and the
 * private looks of the robber, the dealer and his partner.
 */
#include "t.h"

static bool
knows(const struct mc_hand *h, int seat, mc_card c)
{
	return mc_hand_knows(h, seat, c);
}

static void
r9_1_a_seat_knows_its_own_hand_and_the_face_up_cards(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];
	int		 s, o, c;

	deck_neutral(deck);
	deck_place(deck, 16, "Rc");		/* robbed by West */
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	for (s = 0; s < MC_NSEATS; s++)
		for (c = 0; c < MC_NCARDS; c++)
			CHECK(!knows(&h, s, (mc_card)c));
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	for (s = 0; s < MC_NSEATS; s++)
		for (o = 0; o < MC_NSEATS; o++)
			for (c = 0; c < MC_NCARDS; c++) {
				if (!mc_cards_has(&h.held[o], (mc_card)c))
					continue;
				CHECK_EQ(knows(&h, s, (mc_card)c), s == o ||
				    mc_cards_has(&h.faceup, (mc_card)c));
			}
	CHECK(knows(&h, MC_EAST, card("Rc")));
	CHECK(knows(&h, MC_NORTH, h.faceup21[MC_EAST]));
}

static void
r9_1_the_robber_knows_the_folla_he_looked_at(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];
	int		 i;

	deck_neutral(deck);
	deck_place(deck, 16, "T25");
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	CHECK_EQ(h.nfolla, 12);
	for (i = 0; i < h.nfolla; i++) {
		CHECK(knows(&h, MC_WEST, h.folla[i]));		/* robber */
		CHECK(knows(&h, MC_SOUTH, h.folla[i]));		/* dealer */
		CHECK(knows(&h, MC_NORTH, h.folla[i]));		/* partner */
		/* The dealer's right saw only the turned-back top card. */
		CHECK_EQ(knows(&h, MC_EAST, h.folla[i]), i == 0);
	}
}

static void
r9_1_with_a_long_cut_the_robber_knows_only_the_folla(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];
	int		 i, known = 0, c;

	deck_neutral(deck);
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 60), MC_OK);
	for (i = 0; i < h.nfolla; i++)
		CHECK(knows(&h, MC_WEST, h.folla[i]));
	for (c = 0; c < MC_NCARDS; c++)
		known += knows(&h, MC_WEST, (mc_card)c) &&
		    mc_hand_where(&h, c) != MC_LOC_HAND + MC_WEST &&
		    !mc_cards_has(&h.faceup, (mc_card)c);
	CHECK_EQ(known, 13);
}

static void
r9_1_hidden_discards_are_known_to_the_discarder_alone(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS], cards[MC_NCARDS], out[2];
	int		 n, i;

	deck_neutral(deck);
	deck_place(deck, 16, "Rc");
	deck_place(deck, 15, "T33");
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	n = mc_hand_cards(&h, MC_WEST, cards);
	for (i = 0; i < n && mc_cards_has(&h.faceup, cards[i]); i++)
		;
	out[0] = cards[i];
	out[1] = card("T33");
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, out, 2), MC_OK);
	CHECK(knows(&h, MC_WEST, out[0]));
	CHECK(!knows(&h, MC_EAST, out[0]));
	CHECK(!knows(&h, MC_SOUTH, out[0]));
	/* A face-up card discarded is seen going (R5.9). */
	CHECK(knows(&h, MC_EAST, card("T33")));
	CHECK(knows(&h, MC_NORTH, card("T33")));
}

/* R5.5: West robs 14 cards from a cut of 30; South is a card short. */
static void
deal_fourteen_robbed(struct mc_hand *h)
{
	mc_card	 deck[MC_NCARDS];
	char	 note[8];
	int	 i, j;

	deck_neutral(deck);
	for (i = 0, j = 0; j < 14; i++)
		if (mc_is_robbable((mc_card)i)) {
			mc_card_format((mc_card)i, note, sizeof(note));
			deck_place(deck, 29 - j++, note);
		}
	CHECK_EQ(mc_hand_init(h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(h, 30), MC_OK);
}

static void
r9_1_r5_5_the_robber_knows_where_his_discards_went(void)
{
	struct mc_hand	 h;
	mc_card		 cards[MC_NCARDS], out[14];
	int		 n, i, j;

	deal_fourteen_robbed(&h);
	CHECK_EQ(h.owed[MC_WEST], 14);
	n = mc_hand_cards(&h, MC_WEST, cards);
	/* The first discard, a hidden card, completes South's hand. */
	for (i = 0, j = 0; i < n && j < 14; i++)
		if (j > 0 || !mc_cards_has(&h.faceup, cards[i]))
			out[j++] = cards[i];
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, out, 14), MC_OK);
	CHECK_EQ(mc_hand_where(&h, out[0]), MC_LOC_HAND + MC_SOUTH);
	CHECK(knows(&h, MC_WEST, out[0]));
	CHECK(knows(&h, MC_SOUTH, out[0]));
	CHECK(!knows(&h, MC_EAST, out[0]));
	CHECK(!knows(&h, MC_NORTH, out[0]));
}

static void
r9_1_r5_5_face_up_discards_go_where_only_the_robber_knows(void)
{
	struct mc_hand	 h;
	mc_card		 out[14];
	int		 i, c;

	deal_fourteen_robbed(&h);
	/* All 14 discards are robbed cards, seen face up by all. */
	for (i = 0; i < 14; i++)
		out[i] = h.look[i];
	CHECK(knows(&h, MC_EAST, out[0]));
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, out, 14), MC_OK);
	CHECK_EQ(mc_hand_where(&h, out[0]), MC_LOC_HAND + MC_SOUTH);
	CHECK(knows(&h, MC_SOUTH, out[0]));
	CHECK(knows(&h, MC_WEST, out[0]));
	CHECK(!knows(&h, MC_EAST, out[0]));
	CHECK(!knows(&h, MC_NORTH, out[0]));
	for (i = 1; i < 14; i++) {
		c = out[i];
		CHECK_EQ(mc_hand_where(&h, (mc_card)c), MC_LOC_DISCARD + MC_WEST);
		CHECK(knows(&h, MC_WEST, (mc_card)c));
		CHECK(!knows(&h, MC_EAST, (mc_card)c));
		CHECK(!knows(&h, MC_SOUTH, (mc_card)c));
	}
}

void
seen_tests(void)
{
	RUN(r9_1_a_seat_knows_its_own_hand_and_the_face_up_cards);
	RUN(r9_1_the_robber_knows_the_folla_he_looked_at);
	RUN(r9_1_with_a_long_cut_the_robber_knows_only_the_folla);
	RUN(r9_1_hidden_discards_are_known_to_the_discarder_alone);
	RUN(r9_1_r5_5_the_robber_knows_where_his_discards_went);
	RUN(r9_1_r5_5_face_up_discards_go_where_only_the_robber_knows);
}

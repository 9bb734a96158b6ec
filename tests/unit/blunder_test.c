/*
 * blunder_test.c -- the partner blunder detectors (src/bot/blunder.c):
 * each pattern found in a trick built for it, and not found where the
 * card was forced or the outcome differs.
 */
#include "t.h"
#include "../../src/bot/bot.h"

/* Plays the four cards of a trick, judged; the blunders of seat. */
static unsigned
judged(struct mc_hand *h, const char *cards, int seat)
{
	static struct blunder_trick	 t;
	struct blunders		 by[MC_NSEATS];
	char			 buf[64], *p;
	unsigned		 kinds = 0;
	int			 k;

	memset(by, 0, sizeof(by));
	snprintf(buf, sizeof(buf), "%s", cards);
	for (p = strtok(buf, " "); p != NULL; p = strtok(NULL, " ")) {
		blunder_see(&t, h);
		if (mc_hand_play(h, card(p)) != MC_OK) {
			t_fail(__FILE__, __LINE__, "%s refused", p);
			return 0;
		}
	}
	CHECK_EQ(h->play.nplayed, 0);		/* the trick is gathered */
	blunder_judge(&t, h, by);
	for (k = 0; k < BLUNDER_NKINDS; k++)
		if (by[seat].count[k] > 0)
			kinds |= 1u << k;
	for (k = 0; k < MC_NSEATS; k++)
		CHECK_EQ(by[k].plays, 1);
	return kinds;
}

#define KIND(k)	(1u << (k))

/* R6.8: a King led on its suit's first lead, trumped by a void East. */
static void
blunder_king_led_into_a_void(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "Rc 2s 3s", "T7 4s 5s", "2c 6s 7s",
	    "3c 8s 9s");
	CHECK_EQ(judged(&h, "Rc T7 2c 3c", MC_SOUTH), KIND(BLUNDER_KING_LEAD));
	/* East follows: the King wins, nothing to say */
	play_setup(&h, 0, MC_SOUTH, "Rc 2s 3s", "4c 4s 5s", "2c 6s 7s",
	    "3c 8s 9s");
	CHECK_EQ(judged(&h, "Rc 4c 2c 3c", MC_SOUTH), 0);
}

/* A Papa thrown second hand and lost, a worthless trump at hand. */
static void
blunder_papa_thrown_second_hand(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "T20 2s", "T3 T6", "T25 2c", "T2 3c");
	CHECK_EQ(judged(&h, "T20 T3 T25 T2", MC_EAST), KIND(BLUNDER_PAPA));
	/* with no other trump, East must play it */
	play_setup(&h, 0, MC_SOUTH, "T20 2s", "T3 4s", "T25 2c", "T2 3c");
	CHECK_EQ(judged(&h, "T20 T3 T25 T2", MC_EAST), 0);
}

/* R6.5: the Matto spent with a card worth nothing to play instead. */
static void
blunder_matto_spent_for_nothing(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "2c 2s", "M 5c", "3c 6s", "4c 8s");
	CHECK_EQ(judged(&h, "2c M 3c 4c", MC_EAST), KIND(BLUNDER_MATTO));
	/* the King of coppe is all East could play: the Matto saves it */
	play_setup(&h, 0, MC_SOUTH, "2c 2s", "M Rc", "3c 6s", "4c 8s");
	CHECK_EQ(judged(&h, "2c M 3c 4c", MC_EAST), 0);
}

/* A counting card given where a worthless one would have lost too. */
static void
blunder_counting_card_given(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "T6 2s", "T11 4s", "T10 T7", "T8 8s");
	CHECK_EQ(judged(&h, "T6 T11 T10 T8", MC_NORTH), KIND(BLUNDER_GIFT));
	/* the Carro was North's only trump */
	play_setup(&h, 0, MC_SOUTH, "T6 2s", "T11 4s", "T10 3s", "T8 8s");
	CHECK_EQ(judged(&h, "T6 T11 T10 T8", MC_NORTH), 0);
	/* R6.8: the King of coppe, a trump in the trick, must go */
	play_setup(&h, 0, MC_SOUTH, "2c 2s", "T11 4s", "Rc 3c", "4c 8s");
	CHECK_EQ(judged(&h, "2c T11 Rc 4c", MC_NORTH), 0);
}

/* A partner's sure winner overtaken with a trump. */
static void
blunder_partner_overtaken(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "T39 2s", "T5 4s", "T40 T6", "T2 8s");
	CHECK_EQ(judged(&h, "T39 T5 T40 T2", MC_NORTH), KIND(BLUNDER_OVERTAKE));
	/* West could beat the Mondo: it is no sure winner */
	play_setup(&h, 0, MC_SOUTH, "T38 2s", "T5 4s", "T39 T6", "T40 8s");
	CHECK_EQ(judged(&h, "T38 T5 T39 T40", MC_NORTH) &
	    KIND(BLUNDER_OVERTAKE), 0);
}

/* The fumata's convention: a Sopraventi first trump lead without the
 * top Aria says what is not so. */
static void
blunder_false_fumata(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "T22 T39", "T5 4s", "T6 T7", "T2 8s");
	CHECK_EQ(judged(&h, "T22 T5 T6 T2", MC_SOUTH), KIND(BLUNDER_FUMATA));
	play_setup(&h, 0, MC_SOUTH, "T22 T40", "T5 4s", "T6 T7", "T2 8s");
	CHECK_EQ(judged(&h, "T22 T5 T6 T2", MC_SOUTH), 0);
}

/* A trump of 30 or more lost second hand while a higher one was out. */
static void
blunder_high_trump_lost(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "2c 2s", "T31 T6", "T35 3s", "4c 8s");
	CHECK_EQ(judged(&h, "2c T31 T35 4c", MC_EAST),
	    KIND(BLUNDER_HIGH_TRUMP));
	/* only counting trumps to play: no cheaper card */
	play_setup(&h, 0, MC_SOUTH, "2c 2s", "T31 T32", "T35 3s", "4c 8s");
	CHECK_EQ(judged(&h, "2c T31 T35 4c", MC_EAST), 0);
}

void
blunder_tests(void)
{
	RUN(blunder_king_led_into_a_void);
	RUN(blunder_papa_thrown_second_hand);
	RUN(blunder_matto_spent_for_nothing);
	RUN(blunder_counting_card_given);
	RUN(blunder_partner_overtaken);
	RUN(blunder_false_fumata);
	RUN(blunder_high_trump_lost);
}

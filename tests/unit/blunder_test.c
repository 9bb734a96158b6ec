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
	int			 k, plays = 0;
	bool			 fallen = h->play.fallen != 0;

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
	/* each play is its decider's: a fallen seat's, his chooser's */
	for (k = 0; k < MC_NSEATS; k++) {
		if (!fallen)
			CHECK_EQ(by[k].plays, 1);
		plays += (int)by[k].plays;
	}
	CHECK_EQ(plays, MC_NSEATS);
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
	/* with no other trump, East must play it: no throw, but the Papa
	 * is lost all the same (R2.1, papa_lost) */
	play_setup(&h, 0, MC_SOUTH, "T20 2s", "T3 4s", "T25 2c", "T2 3c");
	CHECK_EQ(judged(&h, "T20 T3 T25 T2", MC_EAST),
	    KIND(BLUNDER_PAPA_LOST));
}

/* R6.5: the Matto spent with a card worth nothing to play instead. */
static void
blunder_matto_spent_for_nothing(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "M 5c 4s", "3c 6s 7s",
	    "4c 8s 9s");
	CHECK_EQ(judged(&h, "2c M 3c 4c", MC_EAST), KIND(BLUNDER_MATTO));
	/* the King of coppe is all East could play: the Matto saves it */
	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "M Rc 4s", "3c 6s 7s",
	    "4c 8s 9s");
	CHECK_EQ(judged(&h, "2c M 3c 4c", MC_EAST), 0);
	/* R6.6: at the trick before the last it saves itself, since kept
	 * it must go to the last trick */
	play_setup(&h, 0, MC_SOUTH, "2c 2s", "M 5c", "3c 6s", "4c 8s");
	CHECK_EQ(judged(&h, "2c M 3c 4c", MC_EAST), 0);
}

/* A counting card given where a worthless one would have lost too. */
static void
blunder_counting_card_given(void)
{
	struct mc_hand	 h = { .log = NULL };

	/* West, still to play, could beat the Gobbo: not sure to win, so
	 * a gift, not gift_sure */
	play_setup(&h, 0, MC_SOUTH, "T6 2s", "T11 4s", "T10 T7", "T8 T12");
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

/* R2.1 papa_lost: a Papa 2-5 captured by the opponents is its owner's
 * loss, even played last and forced. */
static void
r2_1_papa_lost_a_papa_taken_by_the_opponents(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "T20 2s", "T6 4s", "T25 2c", "T2 3c");
	CHECK_EQ(judged(&h, "T20 T6 T25 T2", MC_WEST),
	    KIND(BLUNDER_PAPA_LOST));
	/* thrown second hand: papa_second says it, papa_lost does not
	 * count it again */
	play_setup(&h, 0, MC_SOUTH, "T20 2s", "T3 T6", "T25 2c", "T8 3c");
	CHECK_EQ(judged(&h, "T20 T3 T25 T8", MC_EAST), KIND(BLUNDER_PAPA));
}

/* R2.1 papa_lost: a Papa captured by its own side dies at home
 * (R6.10): nothing lost. */
static void
r2_1_papa_lost_not_a_papa_taken_by_the_partner(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "T20 2s", "T3 4s", "T6 2c", "T25 3c");
	CHECK_EQ(judged(&h, "T20 T3 T6 T25", MC_EAST), 0);
	/* nor a Papa that wins its trick */
	play_setup(&h, 0, MC_SOUTH, "2c 2s", "T4 4s", "3c 5s", "4c 6s");
	CHECK_EQ(judged(&h, "2c T4 3c 4c", MC_EAST), 0);
}

/* R6.11 king_fallen: West, fallen, must follow with his King (South
 * chooses for him); North trumps and takes it: West's loss. */
static void
r6_11_king_fallen_a_fallen_players_king_taken(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "2c 2s", "3c 4s", "T7 5s", "Rc 3s");
	h.play.fallen = 1u << MC_WEST;
	CHECK_EQ(judged(&h, "2c 3c T7 Rc", MC_WEST),
	    KIND(BLUNDER_KING_FALLEN));
	/* it is the owner's, not the chooser's */
	play_setup(&h, 0, MC_SOUTH, "2c 2s", "3c 4s", "T7 5s", "Rc 3s");
	h.play.fallen = 1u << MC_WEST;
	CHECK_EQ(judged(&h, "2c 3c T7 Rc", MC_SOUTH), 0);
}

/* R6.11 king_fallen: not the King of a player who has not fallen, nor
 * a fallen player's King his own side takes. */
static void
r6_11_king_fallen_not_standing_or_taken_home(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "2c 2s", "3c 4s", "T7 5s", "Rc T6");
	CHECK_EQ(judged(&h, "2c 3c T7 Rc", MC_WEST), 0);
	play_setup(&h, 0, MC_SOUTH, "2c 2s", "T7 4s", "3c 5s", "Rc 3s");
	h.play.fallen = 1u << MC_WEST;
	CHECK_EQ(judged(&h, "2c T7 3c Rc", MC_WEST), 0);
}

/* R6.6 matto_last: the Matto kept to the last trick dies there when
 * the opponents win it. */
static void
r6_6_matto_last_the_matto_dies_at_the_last_trick(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "T20", "M", "2c", "3c");
	CHECK_EQ(judged(&h, "T20 M 2c 3c", MC_EAST),
	    KIND(BLUNDER_MATTO_LAST));
}

/* R6.6 matto_last: not when its own side wins the last trick, nor the
 * Matto played to any other trick. */
static void
r6_6_matto_last_not_won_home_or_earlier(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "2c", "M", "3c", "T20");
	CHECK_EQ(judged(&h, "2c M 3c T20", MC_EAST), 0);
	play_setup(&h, 0, MC_SOUTH, "T20 2s 5s", "M T6 6s", "2c 3s 7s",
	    "3c 4s 8s");
	CHECK_EQ(judged(&h, "T20 M 2c 3c", MC_EAST), KIND(BLUNDER_MATTO));
}

/* R2.1, R6.9 gift_sure: North gives his Carro to East's Tromba, which
 * nobody can beat, with a trump worth nothing in hand: gift_sure, and
 * not gift as well. */
static void
r6_9_gift_sure_a_counting_card_to_a_sure_trick(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_EAST, "T8 2s", "T40 4s", "T10 T7", "T6 8s");
	CHECK_EQ(judged(&h, "T40 T10 T6 T8", MC_NORTH),
	    KIND(BLUNDER_GIFT_SURE));
}

/* R6.9 gift_sure: not while the partner, still to play, can beat the
 * opponent's card (a gift, then); nor with no cheaper legal card. */
static void
r6_9_gift_sure_not_beatable_or_forced(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_EAST, "T8 T40", "T39 4s", "T10 T7", "T6 8s");
	CHECK_EQ(judged(&h, "T39 T10 T6 T8", MC_NORTH), KIND(BLUNDER_GIFT));
	play_setup(&h, 0, MC_EAST, "T8 2s", "T40 4s", "T10 3s", "T6 8s");
	CHECK_EQ(judged(&h, "T40 T10 T6 T8", MC_NORTH), 0);
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
	RUN(r2_1_papa_lost_a_papa_taken_by_the_opponents);
	RUN(r2_1_papa_lost_not_a_papa_taken_by_the_partner);
	RUN(r6_11_king_fallen_a_fallen_players_king_taken);
	RUN(r6_11_king_fallen_not_standing_or_taken_home);
	RUN(r6_6_matto_last_the_matto_dies_at_the_last_trick);
	RUN(r6_6_matto_last_not_won_home_or_earlier);
	RUN(r6_9_gift_sure_a_counting_card_to_a_sure_trick);
	RUN(r6_9_gift_sure_not_beatable_or_forced);
}

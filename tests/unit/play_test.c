/*
 * play_test.c -- R6: leading, following, trumping, the Matto, the King
 * rule, winning and dying, declarations, falling.  Most tests start from
 * a few cards in each hand (play_setup: the tricks before are gone).
 */
#include "t.h"

static struct mc_log	 plog;

static bool
legal_is(const struct mc_hand *h, const char *list)
{
	struct mc_cards	 want, legal = mc_hand_legal(h);

	cards_of(list, &want);
	return legal.w[0] == want.w[0] && legal.w[1] == want.w[1];
}

/* Events of a kind in this file's log. */
static int
count_events(enum mc_event_kind kind)
{
	return log_count(&plog, kind);
}

static const struct mc_event *
find_event(enum mc_event_kind kind, int nth)
{
	return log_find(&plog, kind, nth);
}

/* Plays the first legal card n times, declaring nothing on the way. */
static void
play_first(struct mc_hand *h, int n)
{
	mc_card	 cards[MC_NCARDS];

	while (n-- > 0) {
		while (h->phase == MC_PHASE_DECLARE)
			CHECK_EQ(mc_hand_declare(h, h->play.turn, 0), MC_OK);
		CHECK(mc_hand_legal_plays(h, cards) > 0);
		CHECK_EQ(mc_hand_play(h, cards[0]), MC_OK);
	}
	while (h->phase == MC_PHASE_DECLARE)
		CHECK_EQ(mc_hand_declare(h, h->play.turn, 0), MC_OK);
}

/* The index of seat's versicola of a kind, or -1. */
static int
versicola_of(const struct mc_hand *h, int seat, enum mc_vkind kind)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	int			 n = mc_hand_versicole(h, seat, v), i;

	for (i = 0; i < n; i++)
		if (v[i].kind == kind)
			return i;
	return -1;
}

static void
setup(struct mc_hand *h, int leader, const char *s, const char *e,
    const char *n, const char *w)
{
	h->log = &plog;
	play_setup(h, 0, leader, s, e, n, w);
	plog.n = 0;
}

static void
r6_1_the_dealers_right_leads_and_the_winner_leads_next(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];

	deck_neutral(deck);
	CHECK_EQ(mc_hand_init(&h, 0, MC_NORTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	CHECK_EQ(h.phase, MC_PHASE_PLAY);
	CHECK_EQ(h.play.turn, MC_WEST);
	CHECK_EQ(mc_hand_to_act(&h), MC_WEST);

	setup(&h, MC_EAST, "5c T6", "1c T7", "2c T8", "3c T9");
	play_cards(&h, "1c");
	CHECK_EQ(h.play.turn, MC_NORTH);	/* counterclockwise */
	play_cards(&h, "2c 3c 5c");
	/* The red ace is the highest numeral: East wins and leads. */
	CHECK_EQ(h.play.turn, MC_EAST);
	CHECK_EQ(h.play.last_winner, MC_EAST);
	CHECK_EQ(h.play.tricks_won[MC_EW], 1);
	CHECK(mc_cards_has(&h.play.won[MC_EW], card("5c")));
}

static void
r6_2_a_player_must_follow_suit(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c 6s", "1c 2s", "2c T8", "3c T9");
	play_cards(&h, "5c");
	CHECK(legal_is(&h, "1c"));
	CHECK_EQ(mc_hand_play(&h, card("2s")), MC_ERR_MUST_FOLLOW);
	CHECK_EQ(mc_hand_play(&h, card("T8")), MC_ERR_NOT_IN_HAND);
	CHECK(strstr(mc_strerror(MC_ERR_MUST_FOLLOW), "R6.2") != NULL);
	CHECK_EQ(mc_hand_play(&h, card("1c")), MC_OK);
}

static void
r6_2_a_void_player_must_trump_but_need_not_overtrump(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c 6c 7c", "2s T2 T7", "T30 T1 4s", "3c 4c 8c");
	play_cards(&h, "5c");
	CHECK(legal_is(&h, "T2 T7"));
	CHECK_EQ(mc_hand_play(&h, card("2s")), MC_ERR_MUST_TRUMP);
	play_cards(&h, "T7");
	/* North may play a lower trump than East's. */
	CHECK(legal_is(&h, "T30 T1"));
	play_cards(&h, "T1");
}

static void
r6_2_without_suit_or_trump_any_card_goes(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c 6c", "2s 3b", "4c T1", "3c 4d");
	play_cards(&h, "5c");
	CHECK(legal_is(&h, "2s 3b"));
}

static void
r6_2_a_trump_lead_must_be_answered_with_a_trump(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "T10 6c", "2s T3", "4c 5s", "3c T9");
	play_cards(&h, "T10");
	CHECK(legal_is(&h, "T3"));
	CHECK_EQ(mc_hand_play(&h, card("2s")), MC_ERR_MUST_TRUMP);
	play_cards(&h, "T3");
	CHECK(legal_is(&h, "4c 5s"));		/* no trump: anything */
}

static void
r6_5_the_matto_may_be_played_instead_of_a_legal_card(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c 6c 7c", "M T2 4d", "Dc 2c 3c", "3s 4s 5s");
	play_cards(&h, "5c");
	CHECK(legal_is(&h, "M T2"));
	play_cards(&h, "M Dc 3s");
	/* North wins; East's side keeps the Matto and owes a card. */
	CHECK_EQ(h.play.last_winner, MC_NORTH);
	CHECK(mc_cards_has(&h.play.won[MC_EW], MC_MATTO));
	CHECK(!mc_cards_has(&h.play.won[MC_NS], MC_MATTO));
	CHECK_EQ(h.play.matto_owed, 1);
	CHECK_EQ(count_events(MC_EV_DIES), 0);	/* the Matto never dies here */
	/* When East's side first gathers a trick, it pays with its lowest
	 * suit card of the first suit (R6.5). */
	play_cards(&h, "2c 4s 6c T2");
	CHECK_EQ(h.play.last_winner, MC_EAST);
	CHECK_EQ(h.play.matto_owed, 0);
	CHECK(mc_cards_has(&h.play.won[MC_NS], card("2c")) ||
	    mc_cards_has(&h.play.won[MC_NS], card("6c")));
	CHECK(find_event(MC_EV_MATTO_EXCHANGE, 0) != NULL &&
	    find_event(MC_EV_MATTO_EXCHANGE, 0)->n == MC_NS);
	/* 6c is the lowest coppe of 2c and 6c: red numerals rank 1 > 10. */
	CHECK_EQ(find_event(MC_EV_MATTO_EXCHANGE, 0)->card, card("6c"));
	CHECK_EQ(mc_cards_count(&h.play.won[MC_EW]), 4);
	CHECK_EQ(mc_cards_count(&h.play.won[MC_NS]), 4);
}

static void
r6_5_the_exchange_is_at_once_when_the_side_has_a_card(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c 6c", "M T2", "Dc 2c", "3s 4s");
	mc_cards_add(&h.play.won[MC_EW], card("10b"));
	h.play.tricks_won[MC_EW] = 1;
	play_cards(&h, "5c M Dc 3s");
	CHECK_EQ(h.play.matto_owed, 0);
	CHECK(mc_cards_has(&h.play.won[MC_NS], card("10b")));
	CHECK(mc_cards_has(&h.play.won[MC_EW], MC_MATTO));
}

static void
r6_5_the_matto_goes_home_with_its_own_sides_trick(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c 6c", "M T2", "2c 3c", "T9 4s");
	play_cards(&h, "5c M 2c T9");
	CHECK_EQ(h.play.last_winner, MC_WEST);
	CHECK(mc_cards_has(&h.play.won[MC_EW], MC_MATTO));
	CHECK_EQ(h.play.matto_owed, 0);
	CHECK_EQ(count_events(MC_EV_MATTO_EXCHANGE), 0);
}

static void
r6_5_the_exchange_card_is_chosen_by_rule(void)
{
	struct mc_cards	 won;

	cards_of("Rc 10c 1c T7 T29 Fs", &won);
	CHECK_EQ(mc_matto_exchange_card(&won, 0, false), card("10c"));
	cards_of("Rc 2s 1s", &won);
	CHECK_EQ(mc_matto_exchange_card(&won, 0, false), card("1s"));
	cards_of("Rc T29 T7 T14", &won);
	CHECK_EQ(mc_matto_exchange_card(&won, 0, false), card("T7"));
	cards_of("T29 T14", &won);
	CHECK_EQ(mc_matto_exchange_card(&won, 0, false), card("T14"));
	CHECK_EQ(mc_matto_exchange_card(&won, MC_VAR_DEMONIO, false),
	    card("T14"));
	cards_of("T29 T14 T16", &won);
	CHECK_EQ(mc_matto_exchange_card(&won, MC_VAR_DEMONIO, false),
	    card("T16"));
	cards_of("T29 Rc", &won);
	CHECK_EQ(mc_matto_exchange_card(&won, 0, false), card("T29"));
	/* Only counting cards: nothing during play, the lowest at the end. */
	cards_of("Rc T1", &won);
	CHECK_EQ(mc_matto_exchange_card(&won, 0, false), MC_NOCARD);
	CHECK_EQ(mc_matto_exchange_card(&won, 0, true), card("T1"));
	cards_of("Rc T40 T2", &won);
	CHECK_EQ(mc_matto_exchange_card(&won, 0, true), card("T2"));
	cards_of("Rb Rd T40", &won);
	CHECK_EQ(mc_matto_exchange_card(&won, 0, true), card("Rd"));
}

static void
r6_5_a_matto_owed_at_the_end_is_paid_with_a_counting_card(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c T9", "M T2", "Dc Cc", "3s 4s");
	cards_of("Rc T1 T3", &h.play.won[MC_EW]);
	h.play.tricks_won[MC_EW] = 1;
	play_cards(&h, "5c M Dc 3s");
	CHECK_EQ(h.play.matto_owed, 1);		/* only counting cards */
	play_cards(&h, "Cc 4s T9 T2");		/* South wins the last trick */
	CHECK_EQ(h.phase, MC_PHASE_OVER);
	/* At the end EW gives its lowest counting card, Papa Tre. */
	CHECK(mc_cards_has(&h.play.won[MC_NS], card("T3")));
	CHECK(!mc_cards_has(&h.play.won[MC_EW], card("T3")));
	CHECK(mc_cards_has(&h.play.won[MC_EW], MC_MATTO));
	CHECK_EQ(h.play.matto_owed, 0);
	CHECK(find_event(MC_EV_MATTO_EXCHANGE, 0) != NULL &&
	    find_event(MC_EV_MATTO_EXCHANGE, 0)->card == card("T3"));
	/* East's T2 dies in the last trick; T3, given for the Matto, does
	 * not (R6.5). */
	CHECK_EQ(h.play.marks[MC_NS][MC_MARK_DIE], 3);
}

static void
r6_5_a_side_without_tricks_loses_the_matto_at_the_end(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "Rc 6c", "M 2s", "Dc Cc", "3s 4s");
	play_cards(&h, "Rc M Dc 3s");
	CHECK_EQ(h.play.matto_owed, 1);
	play_cards(&h, "6c 2s Cc 4s");
	CHECK_EQ(h.phase, MC_PHASE_OVER);
	CHECK(mc_cards_has(&h.play.won[MC_NS], MC_MATTO));
	CHECK_EQ(mc_cards_count(&h.play.won[MC_EW]), 0);
	CHECK_EQ(h.play.marks[MC_NS][MC_MARK_DIE], 5);
	CHECK(find_event(MC_EV_DIES, 0) != NULL &&
	    find_event(MC_EV_DIES, 0)->card == MC_MATTO);
}

static void
r6_6_a_matto_kept_to_the_last_trick_dies_there(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c", "M", "Dc", "3c");
	CHECK(legal_is(&h, "5c"));
	play_cards(&h, "5c");
	CHECK(legal_is(&h, "M"));
	play_cards(&h, "M Dc 3c");
	CHECK(mc_cards_has(&h.play.won[MC_NS], MC_MATTO));
	CHECK_EQ(h.play.marks[MC_NS][MC_MARK_DIE], 5);
	CHECK_EQ(h.play.matto_owed, 0);
}

static void
r6_6_a_matto_captured_at_home_in_the_last_trick_marks_nothing(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c", "M", "2c", "Dc");
	play_cards(&h, "5c M 2c Dc");
	CHECK(mc_cards_has(&h.play.won[MC_EW], MC_MATTO));
	CHECK_EQ(h.play.marks[MC_EW][MC_MARK_DIE], 0);
	CHECK_EQ(count_events(MC_EV_MATTO_EXCHANGE), 0);
}

static void
r6_7_after_a_led_matto_the_next_card_leads(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "M 6c", "2s T3", "5s T2", "Rs 3c");
	play_cards(&h, "M");
	CHECK(legal_is(&h, "2s T3"));		/* a free lead */
	play_cards(&h, "2s");
	CHECK(legal_is(&h, "5s"));		/* spade was led */
	play_cards(&h, "5s Rs");
	CHECK_EQ(h.play.last_winner, MC_WEST);
	/* A trump as the first real card makes it a trump lead. */
	setup(&h, MC_SOUTH, "M 6c", "T3 2s", "T2 5s", "Rs 3c");
	play_cards(&h, "M T3");
	CHECK(legal_is(&h, "T2"));
}

static void
r6_8_the_king_must_fall_when_its_suit_is_first_trumped(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c 7c 8c", "T3 2s 3s", "Rc 6c M", "4s 9s 10s");
	play_cards(&h, "5c T3");
	CHECK(legal_is(&h, "Rc"));
	CHECK_EQ(mc_hand_play(&h, card("6c")), MC_ERR_KING_RULE);
	CHECK_EQ(mc_hand_play(&h, MC_MATTO), MC_ERR_KING_RULE);
	CHECK(strstr(mc_strerror(MC_ERR_KING_RULE), "R6.8") != NULL);
	play_cards(&h, "Rc 9s");
	CHECK_EQ(h.play.last_winner, MC_EAST);
	CHECK_EQ(h.play.marks[MC_EW][MC_MARK_DIE], 5);	/* the King dies */
}

static void
r6_8_the_king_rule_binds_only_the_first_lead_of_the_suit(void)
{
	struct mc_hand	 h;

	/* Without a trump in the trick, the King may stay. */
	setup(&h, MC_SOUTH, "5c 7c 8c", "2c 2s 3s", "Rc 6c M", "4s 9s 10s");
	play_cards(&h, "5c 2c");
	CHECK(legal_is(&h, "Rc 6c M"));
	/* The second time coppe are led, a trump does not force it. */
	setup(&h, MC_SOUTH, "5c 7c 8c", "T3 2s 3s", "Rc 6c M", "4s 9s 10s");
	h.play.suits_led = 1u << MC_COPPE;
	play_cards(&h, "5c T3");
	CHECK(legal_is(&h, "Rc 6c M"));
}

static void
r6_9_the_highest_trump_else_the_highest_of_the_suit_led(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "9s 1c", "Rb 2c", "10s 3c", "Ds 4c");
	play_cards(&h, "9s Rb 10s Ds");
	CHECK_EQ(h.play.last_winner, MC_WEST);	/* a King of another suit */
	setup(&h, MC_SOUTH, "9s 1c", "T2 2c", "10s 3c", "T1 4c");
	play_cards(&h, "9s T2 10s T1");
	CHECK_EQ(h.play.last_winner, MC_EAST);
}

static void
r6_10_opponents_counting_cards_die_a_partners_dies_at_home(void)
{
	struct mc_hand		 h;
	const struct mc_event	*ev;

	setup(&h, MC_SOUTH, "5c 6c", "T40 2s", "T1 5s", "Rc 3s");
	play_cards(&h, "5c T40 T1 Rc");
	CHECK_EQ(h.play.last_winner, MC_EAST);
	/* North's Papa Uno dies for EW; West's King dies at home. */
	CHECK_EQ(h.play.marks[MC_EW][MC_MARK_DIE], 5);
	CHECK_EQ(count_events(MC_EV_DIES), 1);
	ev = find_event(MC_EV_DIES, 0);
	CHECK(ev != NULL && ev->card == card("T1") && ev->seat == MC_EW &&
	    ev->n == 5);
	CHECK_EQ(h.play.marker.value[MC_EW], 5);
}

static void
r6_12_the_previous_trick_can_be_seen(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c 6c", "T40 2s", "T1 5s", "Rc 3s");
	play_cards(&h, "5c T40 T1 Rc");
	CHECK_EQ(h.play.prev_leader, MC_SOUTH);
	CHECK_EQ(h.play.prev_trick[1], card("T40"));
	CHECK_EQ(h.play.trick[0], MC_NOCARD);
	CHECK_EQ(mc_hand_where(&h, card("T40")), MC_LOC_WON + MC_EW);
	CHECK(mc_hand_knows(&h, MC_NORTH, card("T40")));
}

/*
 * R9.1: every card played is kept in order with each trick's leader, as
 * every seat saw them; a view keeps them, and undo takes them back.
 */
static void
r9_1_the_cards_played_are_kept_in_order(void)
{
	struct mc_hand	 h;
	struct mc_view	 v;
	struct mc_undo	 u;

	setup(&h, MC_SOUTH, "5c 6c", "T40 2s", "T1 5s", "Rc 3s");
	play_cards(&h, "5c T40 T1 Rc");
	CHECK_EQ(h.trick_leader[h.play.ntricks - 1], MC_SOUTH);
	CHECK_EQ(h.played[(h.play.ntricks - 1) * MC_NSEATS + 1], card("T40"));
	CHECK_EQ(mc_hand_play_undo(&h, card("2s"), &u), MC_OK);
	CHECK_EQ(h.trick_leader[h.play.ntricks], MC_EAST);
	CHECK_EQ(h.played[h.play.ntricks * MC_NSEATS], card("2s"));
	mc_view_build(&h, MC_NORTH, &v);
	CHECK_EQ(v.hand.played[h.play.ntricks * MC_NSEATS], card("2s"));
	mc_hand_undo(&h, &u);
	CHECK_EQ(h.played[h.play.ntricks * MC_NSEATS], 0);
	CHECK_EQ(h.trick_leader[h.play.ntricks], 0);
}

/* A deal in which West holds no trump after the cut (see helpers.c). */
static void
deal_west_without_trumps(struct mc_hand *h, unsigned variants)
{
	static const int pos[21] = { 37, 38, 39, 40, 41, 42, 43, 44, 45, 46,
	    77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 2 };
	mc_card	 deck[MC_NCARDS], t;
	int	 i, p = 62, k;

	/* Swap in cartiglie from other hands, so that the cards coming out
	 * of West's hand land in other hands, not in the packet. */
	deck_neutral(deck);
	for (i = 0; i < 20; i++) {
		if (deck[pos[i]] < MC_NSUITCARDS &&
		    mc_card_rank(deck[pos[i]]) != MC_RE)
			continue;
		for (;; p--) {
			for (k = 0; k < 20 && pos[k] != p; k++)
				;
			if (k == 20 && deck[p] < MC_NSUITCARDS &&
			    mc_card_rank(deck[p]) != MC_RE)
				break;
		}
		t = deck[p];
		deck[p] = deck[pos[i]];
		deck[pos[i]] = t;
		p--;
	}
	deck_place(deck, pos[20], "M");
	h->log = &plog;
	plog.n = 0;
	CHECK_EQ(mc_hand_init(h, variants, MC_SOUTH, deck, &plog), MC_OK);
	CHECK_EQ(mc_hand_cut(h, 17), MC_OK);
}

static void
r6_11_a_player_without_trumps_falls_before_the_first_lead(void)
{
	struct mc_hand	 h;
	mc_card		 cards[MC_NCARDS];
	int		 n, i;

	deal_west_without_trumps(&h, 0);
	CHECK_EQ(h.play.fallen, 1u << MC_WEST);
	CHECK_EQ(count_events(MC_EV_FALL), 1);
	n = mc_hand_cards(&h, MC_WEST, cards);
	for (i = 0; i < n; i++)
		CHECK(mc_hand_knows(&h, MC_EAST, cards[i]));
	/* In the first trick his own choice stands, but not the Matto. */
	play_first(&h, 2);
	CHECK_EQ(mc_hand_to_act(&h), MC_WEST);
	CHECK_EQ(mc_hand_play(&h, MC_MATTO), MC_ERR_FALLEN_MATTO);
}

static void
r6_11_the_previous_winner_chooses_for_the_fallen(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "5c 6c T10", "T3 2s T11", "2c 8c T12",
	    "T2 4s 5s");
	play_cards(&h, "5c T3 2c T2");	/* West plays his last trump */
	CHECK_EQ(h.play.last_winner, MC_EAST);
	CHECK_EQ(h.play.fallen, 1u << MC_WEST);
	CHECK(find_event(MC_EV_FALL, 0) != NULL &&
	    find_event(MC_EV_FALL, 0)->seat == MC_WEST);
	/* East leads; at West's turn East, the last winner, chooses. */
	play_cards(&h, "2s T12");
	CHECK_EQ(h.play.turn, MC_WEST);
	CHECK_EQ(mc_hand_to_act(&h), MC_EAST);
	play_cards(&h, "5s");
}

static void
r10_1_optional_cascare_lets_the_player_choose_each_trick(void)
{
	struct mc_hand	 h;

	h.log = &plog;
	play_setup(&h, MC_VAR_OPTIONAL_CASCARE, MC_SOUTH, "5c 6c T10",
	    "T3 2s T11", "2c 8c T12", "T2 4s 5s");
	play_cards(&h, "5c T3 2c T2");
	CHECK_EQ(h.phase, MC_PHASE_FALL);
	CHECK_EQ(mc_hand_to_act(&h), MC_WEST);
	CHECK_EQ(mc_hand_play(&h, card("2s")), MC_ERR_PHASE);
	CHECK_EQ(mc_hand_fall(&h, MC_EAST, true), MC_ERR_NOT_YOUR_TURN);
	CHECK_EQ(mc_hand_fall(&h, MC_WEST, false), MC_OK);
	CHECK_EQ(h.play.fallen, 0);
	CHECK_EQ(h.phase, MC_PHASE_PLAY);
	play_cards(&h, "2s T12 5s T10");
	/* Before the next trick all without trumps are asked, in play
	 * order from North, who won: West again, and now he falls. */
	CHECK_EQ(h.phase, MC_PHASE_FALL);
	CHECK_EQ(mc_hand_to_act(&h), MC_NORTH);
	CHECK_EQ(mc_hand_fall(&h, MC_NORTH, false), MC_OK);
	CHECK_EQ(mc_hand_to_act(&h), MC_WEST);
	CHECK_EQ(mc_hand_fall(&h, MC_WEST, true), MC_OK);
	CHECK_EQ(mc_hand_to_act(&h), MC_SOUTH);
	CHECK_EQ(mc_hand_fall(&h, MC_SOUTH, false), MC_OK);
	CHECK_EQ(h.phase, MC_PHASE_PLAY);
	CHECK_EQ(h.play.fallen, 1u << MC_WEST);
}

static void
r6_3_a_player_declares_after_his_first_card(void)
{
	struct mc_hand		 h;
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	mc_card			 deck[MC_NCARDS];
	int			 i, n;

	deck_neutral(deck);
	deck_place(deck, 17, "T1");		/* East's first cards */
	deck_place(deck, 18, "T2");
	deck_place(deck, 19, "T3");
	deck_place(deck, 20, "M");
	h.log = &plog;
	plog.n = 0;
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, &plog), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	CHECK_EQ(mc_hand_declare(&h, MC_EAST, 1), MC_ERR_PHASE);
	play_cards(&h, "T3");
	CHECK_EQ(h.phase, MC_PHASE_DECLARE);
	CHECK_EQ(mc_hand_to_act(&h), MC_EAST);
	/* His 21 cards before the play: T3 still counts, with his Matto. */
	n = mc_hand_versicole(&h, MC_EAST, v);
	i = versicola_of(&h, MC_EAST, MC_V_PAPI);
	CHECK(i >= 0 && i < n);
	if (i < 0)
		return;
	CHECK_EQ(v[i].ncards, 3);
	CHECK_EQ(v[i].value, 16);
	CHECK_EQ(v[i].bonus, 5);
	CHECK_EQ(mc_hand_declare(&h, MC_EAST, 1u << n), MC_ERR_NO_VERSICOLA);
	CHECK_EQ(mc_hand_declare(&h, MC_NORTH, 1), MC_ERR_NOT_YOUR_TURN);
	CHECK_EQ(mc_hand_declare(&h, MC_EAST, 1u << i), MC_OK);
	CHECK_EQ(h.play.marks[MC_EW][MC_MARK_DECLARE], 16);
	CHECK_EQ(h.play.marker.value[MC_EW], 16);
	CHECK(mc_hand_knows(&h, MC_SOUTH, card("T1")));
	CHECK(find_event(MC_EV_DECLARE, 0) != NULL &&
	    find_event(MC_EV_DECLARE, 0)->n == 16);
	CHECK_EQ(h.phase, MC_PHASE_PLAY);
	CHECK_EQ(h.play.turn, MC_NORTH);
}

static void
r6_3_declaring_is_optional_and_ends_with_the_first_trick(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];

	deck_neutral(deck);
	deck_place(deck, 17, "T1");
	deck_place(deck, 18, "T2");
	deck_place(deck, 19, "T3");
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	play_cards(&h, "T1");
	CHECK_EQ(mc_hand_declare(&h, MC_EAST, 0), MC_OK);	/* none */
	CHECK_EQ(h.play.marker.value[MC_EW], 0);
	CHECK(!mc_hand_knows(&h, MC_SOUTH, card("T2")));
	play_first(&h, 3);
	CHECK_EQ(h.play.ntricks, 1);
	/* East, who still holds 2-3, is not asked again. */
	CHECK_EQ(mc_hand_declare(&h, MC_EAST, 1), MC_ERR_PHASE);
	while (h.play.turn != MC_EAST)
		play_first(&h, 1);
	play_first(&h, 1);
	CHECK_EQ(h.phase, MC_PHASE_PLAY);
	CHECK_EQ(h.play.marks[MC_EW][MC_MARK_DECLARE], 0);
}

static void
r10_3_automatic_declarations(void)
{
	struct mc_hand		 h;
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	mc_card			 deck[MC_NCARDS];
	int			 i, n, total;

	deck_neutral(deck);
	deck_place(deck, 17, "T1");
	deck_place(deck, 18, "T2");
	deck_place(deck, 19, "T3");
	CHECK_EQ(mc_hand_init(&h, MC_VAR_AUTO_DECLARE, MC_SOUTH, deck, NULL),
	    MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	play_cards(&h, "T1");
	CHECK_EQ(h.phase, MC_PHASE_PLAY);
	/* Every versicola of East is declared, 1-2-3 among them. */
	n = mc_hand_versicole(&h, MC_EAST, v);
	for (i = 0, total = 0; i < n; i++)
		total += v[i].value;
	CHECK_EQ(h.play.declared[MC_EAST], (1u << n) - 1);
	CHECK_EQ(h.play.marks[MC_EW][MC_MARK_DECLARE], total);
	CHECK(versicola_of(&h, MC_EAST, MC_V_PAPI) >= 0);
}

static void
r6_4_the_discards_join_the_folla_after_the_first_trick(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS], cards[MC_NCARDS], out[1];
	uint8_t		 counts[4];
	int		 n;

	deck_neutral(deck);
	deck_place(deck, 16, "Rc");		/* West robs one */
	h.log = &plog;
	plog.n = 0;
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, &plog), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	n = mc_hand_cards(&h, MC_WEST, cards);
	while (mc_cards_has(&h.faceup, cards[n - 1]))
		n--;
	out[0] = cards[n - 1];
	CHECK_EQ(mc_hand_discard(&h, MC_WEST, out, 1), MC_OK);
	CHECK_EQ(mc_hand_cards(&h, -1, cards), 12);
	CHECK(!mc_hand_knows(&h, MC_EAST, out[0]));
	plog.n = 0;
	play_first(&h, 3);
	CHECK_EQ(h.play.ntricks, 0);
	play_first(&h, 1);
	CHECK_EQ(h.play.ntricks, 1);
	CHECK_EQ(mc_hand_cards(&h, -1, cards), 13);
	CHECK(mc_hand_knows(&h, MC_EAST, out[0]));
	CHECK_EQ(mc_hand_where(&h, out[0]), MC_LOC_FOLLA);
	CHECK(find_event(MC_EV_DISCARD_SHOWN, 0) != NULL &&
	    find_event(MC_EV_DISCARD_SHOWN, 0)->card == out[0]);
	CHECK(find_event(MC_EV_ANNOUNCE, 0) != NULL &&
	    find_event(MC_EV_ANNOUNCE, 0)->n == 13);
	/* R6.12: the announcement asked for now is the new one. */
	n = mc_hand_cards(&h, -1, cards);
	mc_folla_counts(cards, (size_t)n, counts);
	CHECK(memcmp(h.play.counts, counts, 4) == 0);
	CHECK(find_event(MC_EV_ANNOUNCE, 0) != NULL &&
	    memcmp(find_event(MC_EV_ANNOUNCE, 0)->counts, counts, 4) == 0);
}

static void
r6_play_and_undo_restore_the_hand(void)
{
	struct mc_hand	 h, before;
	struct mc_undo	 u[8];
	mc_card		 cards[MC_NCARDS];
	int		 i;

	setup(&h, MC_SOUTH, "5c 6c", "T40 2s", "T1 5s", "Rc 3s");
	h.log = NULL;
	before = h;
	for (i = 0; i < 8; i++) {
		mc_hand_legal_plays(&h, cards);
		CHECK_EQ(mc_hand_play_undo(&h, cards[0], &u[i]), MC_OK);
	}
	CHECK_EQ(h.phase, MC_PHASE_OVER);
	for (i = 7; i >= 0; i--)
		mc_hand_undo(&h, &u[i]);
	CHECK(memcmp(&h, &before, sizeof(h)) == 0);
}

static void
r6_undo_restores_every_play_of_random_hands(void)
{
	struct mc_hand	 h, before;
	struct mc_undo	 u;
	struct mc_rng	 r;
	mc_card		 deck[MC_NCARDS], cards[MC_NCARDS];
	int		 i, n, k, bad = 0;

	for (i = 0; i < t_iterations(300) && bad < 3; i++) {
		mc_rng_seed(&r, 777 + (uint64_t)i);
		mc_deck_ordered(deck);
		mc_deck_shuffle(&r, deck);
		CHECK_EQ(mc_hand_init(&h, (unsigned)i % 8, i % 4, deck, NULL),
		    MC_OK);
		CHECK_EQ(mc_hand_cut(&h, mc_cut_random(&r)), MC_OK);
		while (h.phase == MC_PHASE_DISCARD) {
			k = mc_hand_to_act(&h);
			n = mc_hand_cards(&h, k, cards);
			mc_shuffle(&r, cards, (size_t)n);
			mc_hand_discard(&h, k, cards, h.owed[k]);
		}
		while (h.phase != MC_PHASE_OVER) {
			if (h.phase == MC_PHASE_DECLARE) {
				mc_hand_declare(&h, h.play.turn, 1);
				continue;
			}
			if (h.phase == MC_PHASE_FALL) {
				mc_hand_fall(&h, h.play.asking, i & 1);
				continue;
			}
			n = (int)mc_hand_legal_plays(&h, cards);
			/* Every legal card, played and taken back, leaves the
			 * hand as it was, byte for byte. */
			for (k = 0; k < n; k++) {
				memcpy(&before, &h, sizeof(h));
				mc_hand_play_undo(&h, cards[k], &u);
				mc_hand_undo(&h, &u);
				if (memcmp(&before, &h, sizeof(h)) != 0) {
					t_fail(__FILE__, __LINE__, "hand %d "
					    "trick %d: undo differs", i,
					    h.play.ntricks);
					bad++;
				}
			}
			mc_hand_play(&h, cards[mc_rng_below(&r, (uint32_t)n)]);
		}
	}
}

static void
r6_7_r6_8_a_led_matto_then_the_suits_first_lead_binds_the_king(void)
{
	struct mc_hand	 h;

	setup(&h, MC_SOUTH, "M 6c 8c", "5c 2s 3s", "T3 9s 10s", "Rc 4c 4s");
	play_cards(&h, "M 5c T3");
	/* East's 5c is the coppe's first lead; North trumped it. */
	CHECK(legal_is(&h, "Rc"));
}

static void
r6_11_the_chooser_is_bound_by_the_king_rule(void)
{
	struct mc_hand	 h;

	/* West fell earlier; East, who won the last trick, chooses. */
	setup(&h, MC_EAST, "T5 2s 3s", "5c 6b 7b", "T3 9s 10s", "Rc 4c M");
	h.play.fallen = 1u << MC_WEST;
	h.play.last_winner = MC_EAST;
	play_cards(&h, "5c T3");
	CHECK_EQ(mc_hand_to_act(&h), MC_EAST);
	CHECK(legal_is(&h, "Rc"));
	CHECK_EQ(mc_hand_play(&h, MC_MATTO), MC_ERR_KING_RULE);
}

static void
r6_11_the_chooser_may_play_the_fallen_players_matto(void)
{
	struct mc_hand	 h;

	setup(&h, MC_EAST, "T5 2s 3s", "5c 6b 7b", "T3 9s 10s", "2c 4c M");
	h.play.fallen = 1u << MC_WEST;
	h.play.last_winner = MC_EAST;
	play_cards(&h, "5c T3");
	CHECK(legal_is(&h, "2c 4c M"));
	play_cards(&h, "M");
	CHECK_EQ(h.play.trick[2], MC_MATTO);
}

static void
r6_11_a_fallen_player_who_won_the_last_trick_chooses_his_own_card(void)
{
	struct mc_hand	 h;

	/* Reading pinned: the previous winner chooses, even when he is the
	 * fallen player; as the chooser he may play his Matto. */
	setup(&h, MC_SOUTH, "2s M", "5s 6s", "7s 8s", "9s 10s");
	h.play.fallen = 1u << MC_SOUTH;
	h.play.last_winner = MC_SOUTH;
	CHECK_EQ(mc_hand_to_act(&h), MC_SOUTH);
	CHECK(legal_is(&h, "2s M"));
}

static void
r6_3_the_matto_is_shown_with_a_declaration_it_adds_to(void)
{
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];
	int		 i;

	deck_neutral(deck);
	deck_place(deck, 17, "T1");
	deck_place(deck, 18, "T2");
	deck_place(deck, 19, "T3");
	deck_place(deck, 20, "M");
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	play_cards(&h, "T3");
	CHECK(!mc_hand_knows(&h, MC_SOUTH, MC_MATTO));
	i = versicola_of(&h, MC_EAST, MC_V_PAPI);
	CHECK(i >= 0);
	CHECK_EQ(mc_hand_declare(&h, MC_EAST, 1u << (i < 0 ? 0 : i)), MC_OK);
	CHECK(mc_hand_knows(&h, MC_SOUTH, MC_MATTO));
	CHECK(mc_hand_knows(&h, MC_NORTH, card("T2")));
}

static void
r6_a_playout_makes_only_legal_decisions(void)
{
	static struct mc_log	 lg;
	struct mc_hand		 h, check, fast;
	struct mc_rng		 r, r2;
	mc_card			 deck[MC_NCARDS], cards[MC_NCARDS];
	const struct mc_event	*ev;
	size_t			 e;
	int			 i, k, bad = 0;

	for (i = 0; i < t_iterations(500) && bad < 3; i++) {
		mc_rng_seed(&r, 4242 + (uint64_t)i);
		mc_deck_ordered(deck);
		mc_deck_shuffle(&r, deck);
		lg.n = 0;
		CHECK_EQ(mc_hand_init(&h, MC_VAR_AUTO_DECLARE, i % 4, deck, &lg),
		    MC_OK);
		CHECK_EQ(mc_hand_cut(&h, mc_cut_random(&r)), MC_OK);
		while (h.phase == MC_PHASE_DISCARD) {
			k = mc_hand_to_act(&h);
			mc_hand_cards(&h, k, cards);
			mc_hand_discard(&h, k, cards, h.owed[k]);
		}
		check = h;
		check.log = NULL;
		fast = check;
		r2 = r;
		e = lg.n;
		mc_hand_playout(&h, &r);		/* logged: card by card */
		mc_hand_playout(&fast, &r2);		/* no log: trick by trick */
		CHECK_EQ(h.phase, MC_PHASE_OVER);
		/* Both ways make the same choices and the same hand. */
		CHECK(memcmp(&fast.play, &h.play, sizeof(h.play)) == 0);
		CHECK(memcmp(fast.held, h.held, sizeof(h.held)) == 0);
		CHECK(memcmp(&fast.faceup, &h.faceup, sizeof(h.faceup)) == 0);
		/* The same cards through the checked path: each is legal. */
		for (; e < lg.n; e++) {
			ev = &lg.ev[e];
			if (ev->kind != MC_EV_PLAY)
				continue;
			if (check.play.turn != ev->seat ||
			    mc_hand_play(&check, ev->card) != MC_OK) {
				t_fail(__FILE__, __LINE__, "hand %d: an illegal "
				    "card in the playout", i);
				bad++;
				break;
			}
		}
		CHECK(memcmp(&check.play, &h.play, sizeof(h.play)) == 0);
	}
}

/* R6.9, R6.7: the card winning a trick so far, as it is played. */
static void
r6_9_the_card_winning_so_far(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "M 2c 3c", "5c 6c T7", "Rc 2s 3s",
	    "T9 4s 5s");
	CHECK_EQ(mc_trick_winning(&h), -1);
	play_cards(&h, "M");
	CHECK_EQ(mc_trick_winning(&h), -1);	/* the Matto never wins */
	play_cards(&h, "5c");
	CHECK_EQ(mc_trick_winning(&h), 1);	/* the lead is East's 5c */
	play_cards(&h, "Rc");
	CHECK_EQ(mc_trick_winning(&h), 2);
	/* Any trump beats the led suit, whatever comes after. */
	play_setup(&h, 0, MC_SOUTH, "2c 3c 4c", "T7 6s 7s", "Rc 2s 3s",
	    "T9 4s 5s");
	play_cards(&h, "2c");
	CHECK_EQ(mc_trick_winning(&h), 0);
	play_cards(&h, "T7");
	CHECK_EQ(mc_trick_winning(&h), 1);
	play_cards(&h, "Rc");
	CHECK_EQ(mc_trick_winning(&h), 1);
}

void
play_tests(void)
{
	RUN(r6_9_the_card_winning_so_far);
	RUN(r6_1_the_dealers_right_leads_and_the_winner_leads_next);
	RUN(r6_2_a_player_must_follow_suit);
	RUN(r6_2_a_void_player_must_trump_but_need_not_overtrump);
	RUN(r6_2_without_suit_or_trump_any_card_goes);
	RUN(r6_2_a_trump_lead_must_be_answered_with_a_trump);
	RUN(r6_3_a_player_declares_after_his_first_card);
	RUN(r6_3_declaring_is_optional_and_ends_with_the_first_trick);
	RUN(r6_4_the_discards_join_the_folla_after_the_first_trick);
	RUN(r6_5_the_matto_may_be_played_instead_of_a_legal_card);
	RUN(r6_5_the_exchange_is_at_once_when_the_side_has_a_card);
	RUN(r6_5_the_matto_goes_home_with_its_own_sides_trick);
	RUN(r6_5_the_exchange_card_is_chosen_by_rule);
	RUN(r6_5_a_matto_owed_at_the_end_is_paid_with_a_counting_card);
	RUN(r6_5_a_side_without_tricks_loses_the_matto_at_the_end);
	RUN(r6_6_a_matto_kept_to_the_last_trick_dies_there);
	RUN(r6_6_a_matto_captured_at_home_in_the_last_trick_marks_nothing);
	RUN(r6_7_after_a_led_matto_the_next_card_leads);
	RUN(r6_8_the_king_must_fall_when_its_suit_is_first_trumped);
	RUN(r6_8_the_king_rule_binds_only_the_first_lead_of_the_suit);
	RUN(r6_9_the_highest_trump_else_the_highest_of_the_suit_led);
	RUN(r6_10_opponents_counting_cards_die_a_partners_dies_at_home);
	RUN(r6_11_a_player_without_trumps_falls_before_the_first_lead);
	RUN(r6_11_the_previous_winner_chooses_for_the_fallen);
	RUN(r6_12_the_previous_trick_can_be_seen);
	RUN(r9_1_the_cards_played_are_kept_in_order);
	RUN(r10_1_optional_cascare_lets_the_player_choose_each_trick);
	RUN(r10_3_automatic_declarations);
	RUN(r6_play_and_undo_restore_the_hand);
	RUN(r6_undo_restores_every_play_of_random_hands);
	RUN(r6_a_playout_makes_only_legal_decisions);
	RUN(r6_7_r6_8_a_led_matto_then_the_suits_first_lead_binds_the_king);
	RUN(r6_11_the_chooser_is_bound_by_the_king_rule);
	RUN(r6_11_the_chooser_may_play_the_fallen_players_matto);
	RUN(r6_11_a_fallen_player_who_won_the_last_trick_chooses_his_own_card);
	RUN(r6_3_the_matto_is_shown_with_a_declaration_it_adds_to);
}

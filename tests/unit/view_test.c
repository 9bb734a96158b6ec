/*
 * view_test.c -- R9.1: a seat's view.  Two hands that differ only in
 * where the cards hidden from a seat lie must give that seat the same
 * view, byte for byte; hands sampled from a view must agree with it.
 */
#include "t.h"

static void
r9_1_the_view_does_not_change_with_the_hidden_cards(void)
{
	static struct mc_view	 va, vb;
	struct mc_hand		 a, b;
	struct mc_rng		 r;
	int			 i, seat, bad = 0;

	mc_rng_seed(&r, 91);
	for (i = 0; i < t_iterations(3000) && bad < 5; i++) {
		if (!random_point(&a, &r, i))
			continue;
		for (seat = 0; seat < MC_NSEATS; seat++) {
			shuffle_hidden(&a, seat, &r, &b);
			mc_view_build(&a, seat, &va);
			mc_view_build(&b, seat, &vb);
			if (memcmp(&va, &vb, sizeof(va)) != 0) {
				t_fail(__FILE__, __LINE__, "point %d seat %d "
				    "phase %d: the view shows hidden cards", i,
				    seat, a.phase);
				bad++;
			}
		}
	}
}

static void
r9_1_the_view_hides_other_hands_and_keeps_the_seats_own(void)
{
	struct mc_view	 v;
	struct mc_hand	 h;
	mc_card		 deck[MC_NCARDS];
	int		 s;

	deck_neutral(deck);
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	mc_view_build(&h, MC_EAST, &v);
	CHECK(memcmp(&v.hand.held[MC_EAST], &h.held[MC_EAST],
	    sizeof(h.held[0])) == 0);
	for (s = 0; s < MC_NSEATS; s++)
		if (s != MC_EAST) {
			/* Only the face-up 21st card shows. */
			CHECK_EQ(mc_cards_count(&v.hand.held[s]), 1);
			CHECK_EQ(v.in_hand[s], 20);
		}
	/* East saw the turned-back top card of the folla only. */
	CHECK_EQ(v.in_folla, 12);
	CHECK_EQ(v.hand.folla[0], deck[4]);
	CHECK_EQ(v.hand.folla[1], MC_NOCARD);
	CHECK_EQ(v.hand.deck[0], MC_NOCARD);
	CHECK_EQ(mc_cards_count(&v.hidden), 3 * 20 + 12);
}

static void
r9_1_play_shows_voids_and_missing_kings(void)
{
	struct mc_hand	 h;

	h.log = NULL;
	play_setup(&h, 0, MC_SOUTH, "5c 7c 8c", "T3 2s 3s", "6c Rs M",
	    "4s 9s T9");
	play_cards(&h, "5c T3 6c T9");
	CHECK_EQ(h.play.voids[MC_EAST], 1u << MC_COPPE);
	CHECK_EQ(h.play.voids[MC_WEST], 1u << MC_COPPE);
	CHECK_EQ(h.play.voids[MC_NORTH], 0);
	/* North followed with 6c under the King rule: he has no Rc. */
	CHECK_EQ(h.play.no_king[MC_NORTH], 1u << MC_COPPE);
	/* The Matto under the King rule: the King is not there either. */
	play_setup(&h, 0, MC_SOUTH, "5c 7c 8c", "T3 2s 3s", "M 6c Rs",
	    "4s 9s T9");
	play_cards(&h, "5c T3 M");
	CHECK_EQ(h.play.no_king[MC_NORTH], 1u << MC_COPPE);
	/* Void of the suit and of trumps: a card of another suit. */
	play_setup(&h, 0, MC_SOUTH, "5c 7c", "2s 3s", "6c Rs", "4s 9s");
	play_cards(&h, "5c 2s");
	CHECK_EQ(h.play.voids[MC_EAST], 1u << MC_COPPE | 1u << MC_TRUMPS);
}

/*
 * Does seat's hand in h hold nothing play has shown it lacks (voids,
 * Kings), and, still standing under compulsory cascare, a trump?
 */
static bool
holds_what_play_showed(const struct mc_hand *h, int seat)
{
	const struct mc_play *p = &h->play;
	mc_card		 cards[MC_NCARDS];
	int		 n = mc_hand_cards(h, seat, cards), i, suit, trumps = 0;
	bool		 played = false;

	if (h->phase < MC_PHASE_PLAY || h->phase == MC_PHASE_OVER)
		return true;
	for (i = 0; i < n; i++) {
		if (cards[i] == MC_MATTO)
			continue;
		suit = mc_card_suit(cards[i]);
		trumps += mc_is_trump(cards[i]);
		if (p->voids[seat] >> suit & 1)
			return false;
		if (suit <= MC_BASTONI && mc_card_rank(cards[i]) == MC_RE &&
		    (p->no_king[seat] >> suit & 1))
			return false;
	}
	for (i = 0; i < p->nplayed; i++)
		played |= (p->leader + i) % MC_NSEATS == seat &&
		    mc_is_trump(p->trick[i]);
	return trumps > 0 || played || n == 0 || (p->fallen >> seat & 1) ||
	    (h->variants & MC_VAR_OPTIONAL_CASCARE);
}

static void
r9_1_sampled_hands_agree_with_the_view(void)
{
	static struct mc_view	 v, again;
	struct mc_hand		 a, s;
	struct mc_rng		 r;
	mc_card			 cards[MC_NCARDS];
	int			 i, seat, k, n, bad = 0, relaxed = 0;
	uint8_t			 counts[4];

	mc_rng_seed(&r, 92);
	for (i = 0; i < t_iterations(2000) && bad < 5; i++) {
		if (!random_point(&a, &r, i))
			continue;
		seat = (int)mc_rng_below(&r, 4);
		mc_view_build(&a, seat, &v);
		relaxed += !mc_view_sample(&v, &r, &s);
		/* The same view from the sampled hand, and legal hands. */
		mc_view_build(&s, seat, &again);
		for (k = 0; k < MC_NSEATS; k++) {
			if (mc_cards_count(&s.held[k]) !=
			    mc_cards_count(&a.held[k]) ||
			    mc_cards_count(&s.discarded[k]) !=
			    mc_cards_count(&a.discarded[k]))
				bad++;
			bad += !holds_what_play_showed(&s, k);
		}
		if (a.phase >= MC_PHASE_DISCARD) {
			/* R5.8, R6.4: the announcement; R5.7: no counting
			 * card left in the folla. */
			n = mc_hand_cards(&s, -1, cards);
			mc_folla_counts(cards, (size_t)n, counts);
			if (memcmp(counts, a.play.counts, 4) != 0)
				bad++;
			for (k = 0; k < s.nfolla; k++)
				bad += mc_is_counting(s.folla[k]);
		}
		if (memcmp(&again.hidden, &v.hidden, sizeof(v.hidden)) != 0)
			bad++;
		if (s.phase != MC_PHASE_CUT && s.phase != MC_PHASE_OVER) {
			while (s.phase == MC_PHASE_DISCARD) {
				k = mc_hand_to_act(&s);
				mc_hand_cards(&s, k, cards);
				mc_hand_discard(&s, k, cards, s.owed[k]);
			}
			mc_hand_playout(&s, &r);
			if (s.phase != MC_PHASE_OVER)
				bad++;
		}
	}
	CHECK_EQ(bad, 0);
	CHECK(relaxed * 100 < t_iterations(2000));
}

static void
r9_1_a_declined_fall_is_not_shown_to_others(void)
{
	struct mc_hand	 h;
	struct mc_view	 v;

	h.log = NULL;
	play_setup(&h, MC_VAR_OPTIONAL_CASCARE, MC_SOUTH, "5c 6c T10",
	    "T3 2s T11", "2c 8c T12", "T2 4s 5s");
	play_cards(&h, "5c T3 2c T2");
	CHECK_EQ(mc_hand_fall(&h, MC_WEST, false), MC_OK);
	mc_view_build(&h, MC_EAST, &v);
	CHECK_EQ(v.hand.play.fall_asked, 0);
	mc_view_build(&h, MC_WEST, &v);
	CHECK_EQ(v.hand.play.fall_asked, 1u << MC_WEST);
}

/*
 * An oracle apart from mc_hand_knows: the cards of a standing player's
 * hand a seat may place are those the log showed it (face up, robbed,
 * taken, declared, given to it), or that the robber saw in his look.
 */
static void
r9_1_a_view_shows_of_other_hands_only_what_the_log_showed(void)
{
	static struct mc_log	 lg;
	struct mc_view		 v;
	struct mc_hand		 h;
	struct mc_rng		 r;
	struct mc_cards		 shown[MC_NSEATS];
	mc_card			 deck[MC_NCARDS], cards[MC_NCARDS];
	const struct mc_event	*ev;
	size_t			 e;
	int			 i, s, o, k, n, stop, bad = 0;

	mc_rng_seed(&r, 95);
	for (i = 0; i < t_iterations(2000) && bad < 5; i++) {
		mc_deck_ordered(deck);
		mc_deck_shuffle(&r, deck);
		lg.n = 0;
		mc_hand_init(&h, (unsigned)i % 8 & ~MC_VAR_AUTO_DECLARE, i % 4,
		    deck, &lg);
		mc_hand_cut(&h, mc_cut_random(&r));
		for (stop = (int)mc_rng_below(&r, 90); stop > 0 &&
		    h.phase != MC_PHASE_OVER; stop--) {
			s = mc_hand_to_act(&h);
			if (h.phase == MC_PHASE_DISCARD) {
				n = mc_hand_cards(&h, s, cards);
				mc_shuffle(&r, cards, (size_t)n);
				mc_hand_discard(&h, s, cards, h.owed[s]);
			} else if (h.phase == MC_PHASE_DECLARE)
				mc_hand_declare(&h, h.play.turn, 1);
			else if (h.phase == MC_PHASE_FALL)
				mc_hand_fall(&h, h.play.asking, stop & 1);
			else {
				n = (int)mc_hand_legal_plays(&h, cards);
				mc_hand_play(&h, cards[mc_rng_below(&r,
				    (uint32_t)n)]);
			}
		}
		for (s = 0; s < MC_NSEATS; s++) {
			memset(&shown[s], 0, sizeof(shown[s]));
			for (e = 0; e < lg.n; e++) {
				ev = &lg.ev[e];
				if (!(ev->visible >> s & 1))
					continue;
				if (ev->card < MC_NCARDS)
					mc_cards_add(&shown[s], ev->card);
				for (k = 0; k < 2; k++)
					shown[s].w[k] |= ev->cards.w[k];
			}
			if (s == h.robber)
				for (k = 0; k < h.nlook; k++)
					mc_cards_add(&shown[s], h.look[k]);
		}
		for (s = 0; s < MC_NSEATS; s++) {
			mc_view_build(&h, s, &v);
			for (o = 0; o < MC_NSEATS; o++) {
				if (o == s || (h.play.fallen >> o & 1))
					continue;
				n = mc_cards_list(&v.hand.held[o], cards);
				for (k = 0; k < n; k++)
					if (!mc_cards_has(&shown[s], cards[k])) {
						t_fail(__FILE__, __LINE__, "deal %d: "
						    "%s sees %s's card %d", i,
						    mc_seat_name(s),
						    mc_seat_name(o), cards[k]);
						bad++;
					}
			}
		}
	}
}

/* R6.3: a declared run is whole, and a versicola without the Matto's
 * five shows its declarer has no Matto; sampled deals agree. */
static void
r6_3_a_declaration_shows_what_the_declarer_lacks(void)
{
	struct mc_hand	 h, deal;
	struct mc_view	 v;
	struct mc_rng	 r;
	mc_card		 deck[MC_NCARDS];
	int		 i;

	deck_neutral(deck);
	deck_place(deck, 17, "T1");		/* East's first cards */
	deck_place(deck, 18, "T2");
	deck_place(deck, 19, "T3");
	deck_place(deck, 20, "T30");
	deck_place(deck, 21, "T31");
	deck_place(deck, 22, "T32");
	CHECK_EQ(mc_hand_init(&h, 0, MC_SOUTH, deck, NULL), MC_OK);
	CHECK_EQ(mc_hand_cut(&h, 17), MC_OK);
	CHECK(!mc_cards_has(&h.held[MC_EAST], card("T4")));
	CHECK(!mc_cards_has(&h.held[MC_EAST], card("M")));
	play_cards(&h, "T1");
	CHECK_EQ(h.phase, MC_PHASE_DECLARE);
	CHECK_EQ(mc_hand_declare(&h, MC_EAST, 3), MC_OK);	/* both runs */
	CHECK(h.play.lacks[MC_EAST] >> mc_lacks_bit(card("T4")) & 1);
	CHECK(h.play.lacks[MC_EAST] >> mc_lacks_bit(card("T29")) & 1);
	CHECK(h.play.lacks[MC_EAST] >> mc_lacks_bit(card("T33")) & 1);
	CHECK(h.play.lacks[MC_EAST] >> mc_lacks_bit(card("M")) & 1);
	CHECK(!(h.play.lacks[MC_EAST] >> mc_lacks_bit(card("T5")) & 1));
	CHECK_EQ(mc_lacks_bit(card("T20")), -1);
	CHECK_EQ(mc_lacks_bit(card("Rc")), -1);
	mc_view_build(&h, MC_SOUTH, &v);
	mc_rng_seed(&r, 3);
	for (i = 0; i < 300; i++) {
		mc_view_sample(&v, &r, &deal);
		CHECK(!mc_cards_has(&deal.held[MC_EAST], card("T4")));
		CHECK(!mc_cards_has(&deal.held[MC_EAST], card("T29")));
		CHECK(!mc_cards_has(&deal.held[MC_EAST], card("T33")));
		CHECK(!mc_cards_has(&deal.held[MC_EAST], card("M")));
	}
}

/*
 * R9.1, R9.2: the view of no seat is what every seat may see, and it does
 * not change with any hidden card: a screen drawn from it shows nobody's
 * hand.  Its hands keep the face-up and fallen cards.
 */
static void
r9_2_the_view_of_no_seat_shows_only_what_all_may_see(void)
{
	static struct mc_view	 va, vb;
	struct mc_hand		 a, b;
	struct mc_cards		 open;
	struct mc_rng		 r;
	int			 i, s, c, bad = 0;

	mc_rng_seed(&r, 92);
	for (i = 0; i < t_iterations(2000) && bad < 5; i++) {
		if (!random_point(&a, &r, i))
			continue;
		mc_view_build(&a, MC_NOSEAT, &va);
		for (s = 0; s < MC_NSEATS; s++) {
			/* Hidden from one seat: hidden from the table. */
			shuffle_hidden(&a, s, &r, &b);
			mc_view_build(&b, MC_NOSEAT, &vb);
			if (memcmp(&va, &vb, sizeof(va)) != 0) {
				t_fail(__FILE__, __LINE__, "point %d seat %d: "
				    "the view of no seat shows a hidden card",
				    i, s);
				bad++;
			}
		}
		for (c = 0; c < MC_NCARDS; c++) {
			bool all = true;

			for (s = 0; s < MC_NSEATS; s++)
				all = all && mc_hand_knows(&a, s, (mc_card)c);
			CHECK_EQ(mc_hand_knows(&a, MC_NOSEAT, (mc_card)c), all);
		}
		for (s = 0; s < MC_NSEATS; s++) {
			open = a.held[s];
			if (!(a.play.fallen >> s & 1)) {
				open.w[0] &= a.faceup.w[0];
				open.w[1] &= a.faceup.w[1];
			}
			/* Declared cards are shown to all too (R6.3). */
			CHECK((open.w[0] & ~va.hand.held[s].w[0]) == 0 &&
			    (open.w[1] & ~va.hand.held[s].w[1]) == 0);
		}
		CHECK_EQ(va.hand.play.fall_asked, 0);
	}
}

void
view_tests(void)
{
	RUN(r9_2_the_view_of_no_seat_shows_only_what_all_may_see);
	RUN(r9_1_play_shows_voids_and_missing_kings);
	RUN(r6_3_a_declaration_shows_what_the_declarer_lacks);
	RUN(r9_1_the_view_hides_other_hands_and_keeps_the_seats_own);
	RUN(r9_1_the_view_does_not_change_with_the_hidden_cards);
	RUN(r9_1_sampled_hands_agree_with_the_view);
	RUN(r9_1_a_declined_fall_is_not_shown_to_others);
	RUN(r9_1_a_view_shows_of_other_hands_only_what_the_log_showed);
}

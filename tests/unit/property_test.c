/*
 * property_test.c -- 100 000 seeded deals with random cuts and random
 * discards, each checked for: the 97 cards all accounted for, once; 21
 * cards in every hand and 13 in the folla with the discards (R5.9); the
 * robber's look equal to the folla as dealt when he robbed 12 or fewer
 * (R5.3); and the marks equal to the values of the marked cards (R5.3,
 * R5.4, R5.6, R7.5).
 */
#include "t.h"

static struct mc_log	 plog;

static int
value_of(const struct mc_cards *set)
{
	mc_card	 cards[MC_NCARDS];
	int	 n = mc_cards_list(set, cards), i, v = 0;

	for (i = 0; i < n; i++)
		v += mc_card_value(cards[i]);
	return v;
}

/* Every card is in exactly one hand, discard pile or the folla. */
static int
cards_accounted(const struct mc_hand *h)
{
	struct mc_cards	 all = { { 0, 0 } };
	int		 s, i, total = 0;

	for (s = 0; s < MC_NSEATS; s++) {
		total += mc_cards_count(&h->held[s]) +
		    mc_cards_count(&h->discarded[s]);
		for (i = 0; i < 2; i++)
			all.w[i] |= h->held[s].w[i] | h->discarded[s].w[i];
	}
	for (i = 0; i < h->nfolla; i++)
		mc_cards_add(&all, h->folla[i]);
	total += h->nfolla;
	return total == MC_NCARDS && mc_cards_count(&all) == MC_NCARDS;
}

/* R5.3: the cards looked at and not robbed are the folla as dealt. */
static int
look_is_folla(const struct mc_hand *h)
{
	struct mc_cards	 look = { { 0, 0 } }, folla = { { 0, 0 } };
	int		 i;

	for (i = h->nrobbed; i < h->nlook; i++)
		mc_cards_add(&look, h->look[i]);
	for (i = 0; i < h->nfolla; i++)
		mc_cards_add(&folla, h->folla[i]);
	for (i = 0; i < h->nturned; i++)
		mc_cards_add(&folla, h->turned[i]);
	for (i = 0; i < h->ntaken; i++)
		mc_cards_add(&folla, h->taken[i]);
	return h->nlook == 13 && look.w[0] == folla.w[0] &&
	    look.w[1] == folla.w[1] && h->nfolla > 0 &&
	    h->folla[h->nfolla - 1] == h->look[h->nrobbed];
}

/* R7.5: the marker's difference is the marks' difference. */
static int
marks_match(const struct mc_hand *h)
{
	int	 side[2] = { 0, 0 }, logged[2] = { 0, 0 }, s, i;
	size_t	 e;

	for (i = 0; i < h->nrobbed; i++)
		side[mc_seat_side(h->robber)] += mc_card_value(h->look[i]);
	for (s = 0; s < MC_NSEATS; s++)
		if (h->faceup21[s] != MC_NOCARD)
			side[mc_seat_side(s)] += mc_card_value(h->faceup21[s]);
	for (i = 0; i < h->nturned; i++)
		side[mc_seat_side(h->dealer)] += mc_card_value(h->turned[i]);
	for (e = 0; e < plog.n; e++) {
		const struct mc_event *ev = &plog.ev[e];

		if (ev->kind == MC_EV_ROB || ev->kind == MC_EV_FACE_UP ||
		    ev->kind == MC_EV_TURN_UP)
			logged[mc_seat_side(ev->seat)] += ev->n;
	}
	return side[0] == logged[0] && side[1] == logged[1] &&
	    side[0] - side[1] == h->play.marker.value[0] - h->play.marker.value[1] +
	    60 * (h->play.marker.rests[0] - h->play.marker.rests[1]) &&
	    (h->play.marker.value[0] == 0 || h->play.marker.value[1] == 0);
}

static void
discard_randomly(struct mc_hand *h, struct mc_rng *r)
{
	mc_card	 cards[MC_NCARDS];
	int	 seat, n;

	while (h->phase == MC_PHASE_DISCARD) {
		seat = mc_hand_to_act(h);
		n = mc_hand_cards(h, seat, cards);
		mc_shuffle(r, cards, (size_t)n);
		CHECK_EQ(mc_hand_discard(h, seat, cards, h->owed[seat]), MC_OK);
	}
}

static void
r5_property_every_deal_conserves_cards_and_marks(void)
{
	struct mc_hand	 h;
	struct mc_rng	 r;
	mc_card		 deck[MC_NCARDS];
	int		 i, s, bad = 0, discards, n = t_iterations(100000);

	for (i = 0; i < n && bad < 5; i++) {
		mc_rng_seed(&r, (uint64_t)i);
		mc_deck_ordered(deck);
		mc_deck_shuffle(&r, deck);
		plog.n = 0;
		CHECK_EQ(mc_hand_init(&h, 0, (int)mc_rng_below(&r, 4), deck,
		    &plog), MC_OK);
		CHECK_EQ(mc_hand_cut(&h, mc_cut_random(&r)), MC_OK);
		if (h.nrobbed <= 12 && !look_is_folla(&h)) {
			t_fail(__FILE__, __LINE__, "seed %d: look != folla", i);
			bad++;
		}
		if (!marks_match(&h)) {
			t_fail(__FILE__, __LINE__, "seed %d: marks", i);
			bad++;
		}
		discard_randomly(&h, &r);
		discards = 0;
		for (s = 0; s < MC_NSEATS; s++) {
			CHECK_EQ(mc_cards_count(&h.held[s]), 21);
			discards += mc_cards_count(&h.discarded[s]);
		}
		CHECK_EQ(h.nfolla + discards, 13);
		CHECK_EQ(h.phase, MC_PHASE_PLAY);
		if (!cards_accounted(&h)) {
			t_fail(__FILE__, __LINE__, "seed %d: cards", i);
			bad++;
		}
		CHECK(!plog.overflow);
	}
}

/* Plays a hand to its end with uniformly random decisions. */
static void
play_randomly(struct mc_hand *h, struct mc_rng *r)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	mc_card			 cards[MC_NCARDS];
	int			 seat, n;
	enum mc_err		 e = MC_OK;

	while (h->phase != MC_PHASE_OVER && e == MC_OK) {
		seat = mc_hand_to_act(h);
		switch (h->phase) {
		case MC_PHASE_PLAY:
			n = (int)mc_hand_legal_plays(h, cards);
			e = mc_hand_play(h, cards[mc_rng_below(r, (uint32_t)n)]);
			break;
		case MC_PHASE_DECLARE:
			n = mc_hand_versicole(h, h->play.turn, v);
			e = mc_hand_declare(h, h->play.turn,
			    mc_rng_below(r, 1u << n));
			break;
		case MC_PHASE_FALL:
			e = mc_hand_fall(h, seat, mc_rng_below(r, 2));
			break;
		default:
			e = MC_ERR_PHASE;
		}
	}
	CHECK_EQ(e, MC_OK);
}

/*
 * R7.1-R7.7 worked out again from the captured cards and the marker as
 * play ended, one point at a time: side's rests for the hand.
 */
static int
rests_by_hand(const struct mc_hand *h, const struct mc_breakdown *b, int side)
{
	int	 total[2], v[2], paid[2] = { 0, 0 }, last[2], i, w, k;

	for (i = 0; i < 2; i++) {
		k = mc_cards_count(&h->play.won[i]);
		total[i] = (k > 42 ? k - 42 : 0) + value_of(&h->play.won[i]) +
		    mc_versicole_value(&h->play.won[i], h->variants) +
		    ((int)mc_seat_side(h->play.last_winner) == i ? 10 : 0);
		v[i] = b->marker_play.value[i];
	}
	w = total[0] > total[1] ? 0 : 1;
	for (k = total[w] - total[1 - w]; k > 0; k--) {
		if (v[1 - w] > 0)
			v[1 - w]--;
		else if (++v[w] == 60) {
			v[w] = 0;
			paid[w]++;
		}
	}
	for (i = 0; i < 2; i++)
		last[i] = b->marker_play.rests[i] + paid[i] + (v[i] > 0);
	if (h->play.tricks_won[1 - side] == 0)	/* R7.7: the other is capot */
		return b->marker_play.rests[side] + 14 +
		    2 * (paid[side] + (v[side] > 0));
	return last[side];
}

/* R11.4 and R7.5: what a finished hand must conserve. */
static int
hand_conserves(const struct mc_hand *h)
{
	struct mc_breakdown	 b;
	struct mc_cards		 all = { { 0, 0 } }, folla = { { 0, 0 } };
	mc_card			 cards[MC_NCARDS];
	int			 n, i, k, marks[2] = { 0, 0 }, rests[2];

	n = mc_hand_cards(h, -1, cards);
	for (i = 0; i < n; i++)
		mc_cards_add(&folla, cards[i]);
	for (i = 0; i < 2; i++) {
		all.w[i] = h->play.won[0].w[i] | h->play.won[1].w[i] |
		    folla.w[i];
		if (h->play.won[0].w[i] & h->play.won[1].w[i])
			return 0;
	}
	if (mc_cards_count(&h->play.won[0]) + mc_cards_count(&h->play.won[1]) +
	    n != MC_NCARDS || mc_cards_count(&all) != MC_NCARDS)
		return 0;
	mc_hand_breakdown(h, &b);
	if (b.side[0].counting + b.side[1].counting !=
	    142 - value_of(&folla))
		return 0;
	for (i = 0; i < 2; i++) {
		for (k = 0; k < MC_MARK_KINDS; k++)
			marks[i] += h->play.marks[i][k];
		rests[i] = b.marker_play.rests[i];
	}
	/* The marker is the difference of all marks, less 60 a rest. */
	if (marks[0] - marks[1] != b.marker_play.value[0] -
	    b.marker_play.value[1] + 60 * (rests[0] - rests[1]))
		return 0;
	for (i = 0; i < 2; i++)
		if (h->play.marker.rests[i] != rests_by_hand(h, &b, i) ||
		    h->play.marker.value[i] != 0)
			return 0;
	return b.marker_play.value[0] == 0 || b.marker_play.value[1] == 0;
}

static void
r11_4_property_random_hands_conserve_cards_points_and_marks(void)
{
	struct mc_hand	 h;
	struct mc_rng	 r;
	mc_card		 deck[MC_NCARDS];
	int		 i, bad = 0, n = t_iterations(100000);
	unsigned	 variants;

	for (i = 0; i < n && bad < 5; i++) {
		mc_rng_seed(&r, 1000000 + (uint64_t)i);
		variants = (unsigned)mc_rng_below(&r, 8);
		mc_deck_ordered(deck);
		mc_deck_shuffle(&r, deck);
		CHECK_EQ(mc_hand_init(&h, variants, (int)mc_rng_below(&r, 4),
		    deck, NULL), MC_OK);
		CHECK_EQ(mc_hand_cut(&h, mc_cut_random(&r)), MC_OK);
		discard_randomly(&h, &r);
		if (i % 2 == 0)
			play_randomly(&h, &r);
		else
			mc_hand_playout(&h, &r);	/* the engine's own */
		if (h.phase != MC_PHASE_OVER || !hand_conserves(&h)) {
			t_fail(__FILE__, __LINE__, "hand %d", i);
			bad++;
		}
	}
}

void
property_tests(void)
{
	RUN(r5_property_every_deal_conserves_cards_and_marks);
	RUN(r11_4_property_random_hands_conserve_cards_points_and_marks);
}

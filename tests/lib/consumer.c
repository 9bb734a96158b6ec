/*
 * consumer.c -- a front end of its own, built against the installed
 * libminchiate with `pkg-config --cflags --libs minchiate`, as C and as
 * C++ (tests/lib/run.sh).  It deals and plays hands of both games
 * through the public API alone and checks what the rules say of every
 * hand.  It calls every static inline function of the headers, so that
 * their bodies are built with the caller's warnings (-Wconversion,
 * -Wsign-conversion).
 */
#include <stdio.h>
#include <string.h>

#include <minchiate.h>
#include <sicilia.h>

static int	 failed;

static void
check(int ok, const char *what, unsigned long seed)
{
	if (!ok) {
		printf("FAIL seed %lu: %s\n", seed, what);
		failed++;
	}
}

/* The header's inline functions, each at least once (R0.1, R0.2, R1). */
static void
inlines(void)
{
	struct mc_rng	 rng, rng2;
	struct mc_cards	 set = { { 0, 0 } };
	mc_card		 c;
	int		 n, s, rank, strength, bad = 0;
	uint32_t	 r;

	for (s = 0; s < MC_NSEATS; s++)
		bad += mc_seat_right(mc_seat_left(s)) != s ||
		    mc_seat_opposite(mc_seat_opposite(s)) != s ||
		    mc_seat_side(s) != mc_seat_side(mc_seat_opposite(s)) ||
		    mc_seat_side(s) == mc_seat_side(mc_seat_right(s));
	check(bad == 0 && mc_seat_right(MC_SOUTH) == MC_EAST &&
	    mc_seat_left(MC_SOUTH) == MC_WEST &&
	    mc_seat_side(MC_NORTH) == MC_NS, "the seats (R0.1, R0.2)", 0);

	/* Every card is its suit and rank, or its trump's number. */
	bad = 0;
	for (n = 0; n < MC_NCARDS; n++) {
		c = (mc_card)n;
		rank = mc_card_rank(c);
		strength = mc_card_strength(c);
		if (c == MC_MATTO)
			bad += mc_card_suit(c) != MC_FOOL || rank != 0 ||
			    strength != -1 || mc_is_trump(c);
		else if (mc_is_trump(c))
			bad += mc_trump(rank) != c ||
			    mc_card_suit(c) != MC_TRUMPS || strength != rank;
		else
			bad += mc_suit_card(mc_card_suit(c), rank) != c ||
			    strength < 0 || strength > 13;
		mc_cards_add(&set, c);
	}
	check(bad == 0 && mc_trump(0) == MC_NOCARD &&
	    mc_suit_card(MC_TRUMPS, 1) == MC_NOCARD, "the cards (R1)", 0);
	check(mc_is_red(MC_COPPE) && !mc_is_red(MC_BASTONI) &&
	    mc_card_strength(mc_suit_card(MC_COPPE, 1)) >
	    mc_card_strength(mc_suit_card(MC_COPPE, 10)), "red suits (R1.2)", 0);
	check(mc_lacks_bit(MC_MATTO) == 18 && mc_lacks_bit(mc_trump(1)) == 0 &&
	    mc_lacks_bit(mc_trump(40)) == 17 &&
	    mc_lacks_bit(mc_trump(20)) == -1, "mc_lacks_bit (R6.3)", 0);

	/* A set of all 97 cards, less the trumps. */
	check(mc_cards_count(&set) == MC_NCARDS && mc_cards_has(&set,
	    MC_MATTO), "a set of 97 cards", 0);
	for (n = 1; n <= 40; n++)
		mc_cards_del(&set, mc_trump(n));
	check(mc_cards_count(&set) == MC_NCARDS - 40 &&
	    !mc_cards_has(&set, mc_trump(7)) && mc_popcount64(~0ULL) == 64,
	    "a set less the trumps", 0);

	/* The same seed, the same numbers; n draws below n. */
	mc_rng_seed(&rng, 7);
	mc_rng_seed(&rng2, 7);
	bad = mc_rng_next32(&rng) != (uint32_t)(mc_rng_next(&rng2) >> 32);
	for (n = 0; n < 1000; n++) {
		r = mc_rng_below(&rng, MC_NCARDS);
		bad += r >= MC_NCARDS;
	}
	check(bad == 0 && mc_rng_rotl(1, 63) == 1ULL << 63 &&
	    mc_rng_rotl(3, 63) == (1ULL << 63 | 1), "the generator", 0);
}

/* Deals and plays the hand of seed: cut, discards, then a playout. */
static void
play(unsigned long seed)
{
	static struct mc_log	 log;
	struct mc_rng		 rng;
	struct mc_hand		 hand;
	struct mc_breakdown	 b;
	mc_card			 deck[MC_NCARDS], cards[MC_NCARDS];
	int			 seat, n, s, c, where, folla;
	int			 count[MC_NSEATS];
	enum mc_err		 e;

	mc_rng_seed(&rng, seed);
	mc_deck_ordered(deck);
	mc_deck_shuffle(&rng, deck);
	log.n = 0;
	e = mc_hand_init(&hand, 0, (int)(seed % MC_NSEATS), deck, &log);
	check(e == MC_OK, "mc_hand_init", seed);
	e = mc_hand_cut(&hand, mc_cut_random(&rng));
	check(e == MC_OK, "mc_hand_cut", seed);
	while (e == MC_OK && hand.phase == MC_PHASE_DISCARD) {
		seat = mc_hand_to_act(&hand);
		n = mc_hand_cards(&hand, seat, cards);
		check(n >= hand.owed[seat], "a discard owed", seed);
		e = mc_hand_discard(&hand, seat, cards, hand.owed[seat]);
		check(e == MC_OK, mc_strerror(e), seed);
	}
	if (e != MC_OK)
		return;

	/* R5.4: play begins with 21 cards in every hand. */
	for (s = 0; s < MC_NSEATS; s++)
		count[s] = mc_hand_cards(&hand, s, cards);
	check(count[0] == 21 && count[1] == 21 && count[2] == 21 &&
	    count[3] == 21, "21 cards in each hand (R5.4)", seed);

	mc_hand_playout(&hand, &rng);
	check(hand.phase == MC_PHASE_OVER, "the hand is played out", seed);
	check(hand.play.ntricks == 21, "21 tricks (R6)", seed);
	check(!log.overflow && log.n > 21, "the log holds the hand", seed);
	mc_hand_breakdown(&hand, &b);
	/* R2.2, R5.9, R7.4: every card is won by a side or lies in the
	 * folla with the discards, which count for nobody; the counting
	 * cards make 142 points in all. */
	folla = 0;
	for (c = 0; c < MC_NCARDS; c++) {
		where = mc_hand_where(&hand, (mc_card)c);
		check(where == MC_LOC_FOLLA || where == MC_LOC_WON ||
		    where == MC_LOC_WON + 1, "every card won or in the folla",
		    seed);
		if (where == MC_LOC_FOLLA)
			folla += mc_card_value((mc_card)c);
	}
	check(b.side[MC_NS].counting + b.side[MC_EW].counting + folla == 142,
	    "the counting cards make 142 (R2.2)", seed);
	check(b.side[MC_NS].cards + b.side[MC_EW].cards +
	    mc_hand_cards(&hand, -1, cards) == MC_NCARDS,
	    "97 cards in all", seed);
	check(mc_hand_points(&hand, MC_NS) == -mc_hand_points(&hand, MC_EW),
	    "what one side makes the other loses", seed);
}

/*
 * The second game, through its header alone: its inline functions,
 * and one hand of random legal decisions whose card points add up to
 * 109 and payments to 0 (S2.6, S12.4).
 */
static void
sicilian_hand(unsigned long seed)
{
	struct ts_decision	 d[TS_DECISIONS_MAX];
	struct ts_hand		 h;
	struct ts_score		 sc;
	struct mc_rng		 rng;
	ts_card			 deck[TS_NCARDS];
	ts_cards		 trumps = 0;
	int			 n, k;

	for (n = 0; n <= 20; n++)
		trumps |= ts_bit(ts_trump(n));
	check(ts_count_cards(trumps) == 21 && ts_is_trump(ts_trump(0)) &&
	    !ts_is_trump(TS_FUGGITIVO) && ts_has(trumps, ts_trump(20)),
	    "the Sicilian trumps (S1.3)", seed);
	mc_rng_seed(&rng, seed);
	ts_deck_shuffle(&rng, deck);
	if (ts_hand_init(&h, 0, (int)mc_rng_below(&rng, 4), deck, NULL) !=
	    TS_OK) {
		check(0, "a Sicilian deal", seed);
		return;
	}
	while (ts_hand_to_act(&h) >= 0) {
		n = ts_hand_decisions(&h, d);
		k = (int)mc_rng_below(&rng, (uint32_t)n);
		if (ts_decision_apply(&h, &d[k]) != TS_OK) {
			check(0, "a legal Sicilian decision", seed);
			return;
		}
	}
	ts_hand_score(&h, &sc);
	check(h.contract == TS_THROWN_IN || sc.points[0] + sc.points[1] ==
	    109, "109 card points (S2.6)", seed);
	check(sc.pay[0] + sc.pay[1] + sc.pay[2] + sc.pay[3] == 0,
	    "the payments add up to 0 (S12.4)", seed);
}

int
main(void)
{
	char	 v[32];
	int	 c, total = 0;
	unsigned long seed;

	/* The version's string is its numbers. */
	if (MC_VERSION_PATCH == 0)
		snprintf(v, sizeof(v), "%d.%d", MC_VERSION_MAJOR,
		    MC_VERSION_MINOR);
	else
		snprintf(v, sizeof(v), "%d.%d.%d", MC_VERSION_MAJOR,
		    MC_VERSION_MINOR, MC_VERSION_PATCH);
	check(strcmp(v, MC_VERSION) == 0, "MC_VERSION", 0);

	/* R2.2: the counting values of the 97 cards add up to 142. */
	for (c = 0; c < MC_NCARDS; c++)
		total += mc_card_value((mc_card)c);
	check(total == 142, "the deck counts 142 (R2.2)", 0);
	inlines();

	for (seed = 1; seed <= 200; seed++) {
		play(seed);
		sicilian_hand(seed);
	}
	printf("%s %s\n", MC_VERSION, failed == 0 ? "ok" : "FAIL");
	return failed != 0;
}

/*
 * perft_test.c -- perft for cards: the number of legal play sequences
 * from stored positions (tests/perft/standard.txt) must equal both the
 * stored count and the count made with a separate, deliberately naive
 * legality function written from R6.2, R6.5, R6.7, R6.8 and R6.11.
 *
 * A position line: seed S cut C variants V plays K depth D count N.  The
 * deck is the one seed S shuffles; the dealer is seat S mod 4; the
 * discards are the owed cards first in card order; then K plays of the
 * first legal card; then perft to depth D.
 */
#include <stdlib.h>

#include "t.h"

/* Builds a stored position; false if the line does not describe one. */
static bool
position(struct mc_hand *h, uint64_t seed, int cut, unsigned variants,
    int plays)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	struct mc_rng		 r;
	mc_card			 deck[MC_NCARDS], cards[MC_NCARDS];
	int			 seat;

	mc_rng_seed(&r, seed);
	mc_deck_ordered(deck);
	mc_deck_shuffle(&r, deck);
	if (mc_hand_init(h, variants, (int)(seed % 4), deck, NULL) != MC_OK ||
	    mc_hand_cut(h, cut) != MC_OK)
		return false;
	while (h->phase == MC_PHASE_DISCARD) {
		seat = mc_hand_to_act(h);
		mc_hand_cards(h, seat, cards);
		mc_hand_discard(h, seat, cards, h->owed[seat]);
	}
	while (plays > 0 && h->phase != MC_PHASE_OVER) {
		if (h->phase == MC_PHASE_DECLARE)
			mc_hand_declare(h, h->play.turn, (1u <<
			    mc_hand_versicole(h, h->play.turn, v)) - 1);
		else if (h->phase == MC_PHASE_FALL)
			mc_hand_fall(h, h->play.asking, true);
		else {
			mc_hand_legal_plays(h, cards);
			mc_hand_play(h, cards[0]);
			plays--;
		}
	}
	return h->phase == MC_PHASE_PLAY && h->play.nplayed == 0;
}

/* ------------------------------------------------- the naive oracle */

static bool
holds(const mc_card *cards, int n, mc_card c)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (cards[i] == c)
			return true;
	return false;
}

/* The legal cards of the player due, written straight from the rules. */
static int
naive_legal(const struct mc_hand *h, unsigned led, mc_card *out)
{
	const struct mc_play	*p = &h->play;
	mc_card			 hand[MC_NCARDS], lead = MC_NOCARD;
	int			 n, i, k = 0, suit;
	bool			 trumped = false, follow = false, trumps = false;
	mc_card			 king;

	n = mc_hand_cards(h, p->turn, hand);
	for (i = 0; i < p->nplayed; i++) {
		if (lead == MC_NOCARD && p->trick[i] != MC_MATTO)
			lead = p->trick[i];
		trumped |= mc_is_trump(p->trick[i]);
	}
	/* A fallen player's first-trick choice is his own, Matto aside. */
	if ((p->fallen >> p->turn & 1) && p->ntricks == 0 && n > 1)
		for (i = 0; i < n; i++)
			if (hand[i] == MC_MATTO)
				hand[i] = hand[--n];
	if (lead == MC_NOCARD) {		/* a lead, or after the Matto */
		for (i = 0; i < n; i++)
			out[k++] = hand[i];
		return k;
	}
	suit = mc_is_trump(lead) ? MC_TRUMPS : (int)mc_card_suit(lead);
	for (i = 0; i < n; i++) {
		follow |= suit != MC_TRUMPS && hand[i] != MC_MATTO &&
		    !mc_is_trump(hand[i]) && (int)mc_card_suit(hand[i]) == suit;
		trumps |= mc_is_trump(hand[i]);
	}
	if (follow) {
		king = mc_suit_card((enum mc_suit)suit, MC_RE);
		if (!(led >> suit & 1) && trumped && holds(hand, n, king)) {
			out[0] = king;
			return 1;
		}
		for (i = 0; i < n; i++)
			if (hand[i] == MC_MATTO || (!mc_is_trump(hand[i]) &&
			    (int)mc_card_suit(hand[i]) == suit))
				out[k++] = hand[i];
		return k;
	}
	for (i = 0; i < n; i++)
		if (!trumps || mc_is_trump(hand[i]) || hand[i] == MC_MATTO)
			out[k++] = hand[i];
	return k;
}

/* The suit of the trick's lead, if a suit was led by it (R6.7). */
static int
trick_suit(const struct mc_play *p, mc_card last)
{
	int	 i;

	for (i = 0; i < p->nplayed; i++)
		if (p->trick[i] != MC_MATTO)
			return mc_is_trump(p->trick[i]) ? -1 :
			    (int)mc_card_suit(p->trick[i]);
	return last == MC_MATTO || mc_is_trump(last) ? -1 :
	    (int)mc_card_suit(last);
}

static uint64_t
oracle_perft(const struct mc_hand *h, int depth, unsigned led, bool *bad)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	struct mc_hand		 next;
	mc_card			 cards[MC_NCARDS];
	uint64_t		 n = 0;
	unsigned		 now;
	int			 k, i, s;

	if (depth == 0)
		return 1;
	if (h->phase == MC_PHASE_DECLARE) {
		next = *h;
		mc_hand_declare(&next, next.play.turn, (1u <<
		    mc_hand_versicole(&next, next.play.turn, v)) - 1);
		return oracle_perft(&next, depth, led, bad);
	}
	if (h->phase == MC_PHASE_FALL) {
		for (i = 0; i < 2; i++) {
			next = *h;
			mc_hand_fall(&next, next.play.asking, i == 1);
			n += oracle_perft(&next, depth, led, bad);
		}
		return n;
	}
	if (h->phase != MC_PHASE_PLAY)
		return 1;
	k = naive_legal(h, led, cards);
	for (i = 0; i < k; i++) {
		now = led;
		s = trick_suit(&h->play, cards[i]);
		if (s >= 0)
			now |= 1u << s;
		next = *h;
		if (mc_hand_play(&next, cards[i]) != MC_OK) {
			*bad = true;	/* the engine refuses a legal card */
			continue;
		}
		/* A trick is complete once gathered, or while its last
		 * player declares (R6.3). */
		n += oracle_perft(&next, depth - 1, next.play.nplayed == 0 ||
		    next.play.nplayed == MC_NSEATS ? now : led, bad);
	}
	return n;
}

/* ---------------------------------------------------------- the test */

static void
perft_matches_the_stored_counts_and_the_naive_oracle(void)
{
	struct mc_hand	 h;
	FILE		*fp;
	char		 line[256];
	unsigned long long seed, count;
	unsigned	 variants;
	int		 cut, plays, depth, lines = 0, maxdepth;
	uint64_t	 engine, oracle;
	bool		 bad;

	maxdepth = getenv("T_QUICK") != NULL ? 3 : 99;
	if ((fp = fopen("tests/perft/standard.txt", "r")) == NULL) {
		t_fail(__FILE__, __LINE__, "tests/perft/standard.txt: cannot "
		    "open (run from the top of the tree)");
		return;
	}
	while (fgets(line, sizeof(line), fp) != NULL) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (sscanf(line, "seed %llu cut %d variants %u plays %d depth %d "
		    "count %llu", &seed, &cut, &variants, &plays, &depth,
		    &count) != 6) {
			t_fail(__FILE__, __LINE__, "bad line: %s", line);
			continue;
		}
		lines++;
		if (depth > maxdepth)
			continue;
		if (!position(&h, seed, cut, variants, plays)) {
			t_fail(__FILE__, __LINE__, "no position: %s", line);
			continue;
		}
		engine = mc_perft(&h, depth);
		bad = false;
		oracle = oracle_perft(&h, depth, h.play.suits_led, &bad);
		if (engine != count || oracle != count || bad)
			t_fail(__FILE__, __LINE__, "seed %llu plays %d depth %d: "
			    "stored %llu, engine %llu, oracle %llu%s", seed,
			    plays, depth, count, (unsigned long long)engine,
			    (unsigned long long)oracle, bad ? ", refused" : "");
	}
	fclose(fp);
	CHECK(lines >= 10);
	if (getenv("T_VERBOSE") != NULL)
		printf("perft: %d positions\n", lines);
}

/* Random positions: every card the oracle allows, the engine allows. */
static void
r6_the_engine_and_the_oracle_agree_on_random_positions(void)
{
	struct mc_hand	 h;
	struct mc_cards	 legal, naive;
	mc_card		 cards[MC_NCARDS], c;
	unsigned	 led;
	int		 i, k, n, s, bad = 0, games = t_iterations(2000);

	for (i = 0; i < games && bad < 5; i++) {
		if (!position(&h, 5000 + (uint64_t)i, 14 + i % 70,
		    (unsigned)i % 8 & ~MC_VAR_OPTIONAL_CASCARE, 0))
			continue;
		led = 0;
		while (h.phase == MC_PHASE_PLAY) {
			legal = mc_hand_legal(&h);
			n = naive_legal(&h, led, cards);
			memset(&naive, 0, sizeof(naive));
			for (k = 0; k < n; k++)
				mc_cards_add(&naive, cards[k]);
			if (naive.w[0] != legal.w[0] || naive.w[1] != legal.w[1]) {
				t_fail(__FILE__, __LINE__, "game %d trick %d: "
				    "the legal cards differ", i, h.play.ntricks);
				bad++;
				break;
			}
			c = cards[(unsigned)(i * 7 + h.play.ntricks * 3 +
			    h.play.nplayed) % (unsigned)n];
			s = trick_suit(&h.play, c);
			mc_hand_play(&h, c);
			while (h.phase == MC_PHASE_DECLARE)
				mc_hand_declare(&h, h.play.turn, 0);
			if (h.play.nplayed == 0 && s >= 0)
				led |= 1u << s;
			while (h.phase == MC_PHASE_DECLARE)
				mc_hand_declare(&h, h.play.turn, 0);
		}
	}
}

void
perft_tests(void)
{
	RUN(perft_matches_the_stored_counts_and_the_naive_oracle);
	RUN(r6_the_engine_and_the_oracle_agree_on_random_positions);
}

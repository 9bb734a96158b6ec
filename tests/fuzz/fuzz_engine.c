/*
 * fuzz_engine.c -- libFuzzer harness for the engine driven by decisions:
 * the first bytes seed the deck, each later byte picks one of the legal
 * actions (the cut, discards, declarations, falls, plays), so the fuzzer
 * reaches deep positions.  Every play is also undone and redone, and a
 * finished hand must conserve its cards and points (R11.4).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "minchiate.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static size_t	 at, len;
static const uint8_t *in;

static unsigned
next(void)
{
	return at < len ? in[at++] : 0;
}

static void
check(int ok)
{
	if (!ok)
		abort();
}

static void
discard(struct mc_hand *h, int seat)
{
	mc_card	 cards[MC_NCARDS], out[MC_NCARDS];
	int	 n = mc_hand_cards(h, seat, cards), owed = h->owed[seat], i, k;

	for (i = 0; i < owed; i++) {
		k = (int)(next() % (unsigned)(n - i));
		out[i] = cards[k];
		cards[k] = cards[n - i - 1];
	}
	check(mc_hand_discard(h, seat, out, (size_t)owed) == MC_OK);
}

static void
play(struct mc_hand *h)
{
	struct mc_undo	 u;
	struct mc_hand	 before = *h;
	mc_card		 legal[MC_NCARDS];
	size_t		 n = mc_hand_legal_plays(h, legal);
	mc_card		 c;

	check(n > 0);
	c = legal[next() % n];
	check(mc_hand_play_undo(h, c, &u) == MC_OK);
	mc_hand_undo(h, &u);
	check(memcmp(&h->play, &before.play, sizeof(h->play)) == 0);
	check(memcmp(h->held, before.held, sizeof(h->held)) == 0);
	check(mc_hand_play(h, c) == MC_OK);
	/* any card at all: played if legal, else refused with a reason */
	if (h->phase == MC_PHASE_PLAY && (next() & 3) == 0) {
		struct mc_cards	 ok = mc_hand_legal(h);

		c = (mc_card)(next() % MC_NCARDS);
		before = *h;
		if (mc_hand_play(h, c) != MC_OK) {
			check(!mc_cards_has(&ok, c));
			check(memcmp(&h->play, &before.play,
			    sizeof(h->play)) == 0);
		} else
			check(mc_cards_has(&ok, c));
	}
}

/* R11.4: the captured cards and the folla are the 97; values add up. */
static void
conserve(const struct mc_hand *h)
{
	struct mc_cards	 all = h->play.won[0];
	mc_card		 cards[MC_NCARDS], folla[MC_NCARDS];
	int		 i, n, nf, value = 0;

	check((h->play.won[0].w[0] & h->play.won[1].w[0]) == 0 &&
	    (h->play.won[0].w[1] & h->play.won[1].w[1]) == 0);
	nf = mc_hand_cards(h, -1, folla);
	for (i = 0; i < nf; i++)
		mc_cards_add(&all, folla[i]);
	all.w[0] |= h->play.won[1].w[0];
	all.w[1] |= h->play.won[1].w[1];
	check(mc_cards_count(&all) == MC_NCARDS);
	check(mc_cards_count(&h->play.won[0]) +
	    mc_cards_count(&h->play.won[1]) + nf == MC_NCARDS);
	n = mc_cards_list(&all, cards);
	for (i = 0; i < n; i++)
		value += mc_card_value(cards[i]);
	check(value == 142);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct mc_log	 log;
	struct mc_hand		 h;
	struct mc_rng		 r;
	mc_card			 deck[MC_NCARDS];
	uint64_t		 seed = 0;
	int			 i, steps = 0;

	in = data;
	len = size;
	at = 0;
	for (i = 0; i < 8; i++)
		seed = seed << 8 | next();
	mc_rng_seed(&r, seed);
	mc_deck_ordered(deck);
	mc_deck_shuffle(&r, deck);
	log.n = 0;
	check(mc_hand_init(&h, next() & 7, (int)(next() % 4), deck,
	    next() & 1 ? &log : NULL) == MC_OK);
	check(mc_hand_cut(&h, 14 + (int)(next() % 70)) == MC_OK);
	while (h.phase != MC_PHASE_OVER && steps++ < 400) {
		switch (h.phase) {
		case MC_PHASE_DISCARD:
			discard(&h, mc_hand_to_act(&h));
			break;
		case MC_PHASE_DECLARE:
			check(mc_hand_declare(&h, h.play.turn, next() &
			    ((1u << mc_hand_versicole(&h, h.play.turn,
			    (struct mc_versicola[MC_VERSICOLE_MAX]){ 0 })) -
			    1)) == MC_OK);
			break;
		case MC_PHASE_FALL:
			check(mc_hand_fall(&h, h.play.asking, next() & 1) ==
			    MC_OK);
			break;
		default:
			play(&h);
			break;
		}
	}
	check(h.phase == MC_PHASE_OVER);
	conserve(&h);
	return 0;
}

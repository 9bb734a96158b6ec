/*
 * helpers.c -- building decks for deal tests.
 *
 * A neutral deck holds no card that could be robbed (R5.3) in positions
 * 0..62 and none that counts at the bottom, so a test changes only the
 * positions it cares about.  With a cut of 17 every card of the deal is
 * placed by position: 17..96 are the two rounds of ten (dealer's right
 * 17-26 and 57-66, opposite 27-36 and 67-76, left 37-46 and 77-86,
 * dealer 47-56 and 87-96), 0-2 the face-up 21st cards of the right,
 * opposite and left, 3 the dealer's 21st, 4-16 the folla (R5.4), and
 * robbing starts at 16 (R5.3).
 */
#include <stdlib.h>

#include "t.h"

/* A card from its notation; a typo in a test is fatal. */
mc_card
card(const char *s)
{
	mc_card	 c;

	if (mc_card_parse(s, strlen(s), &c) != MC_OK) {
		fprintf(stderr, "bad card in test: %s\n", s);
		exit(2);
	}
	return c;
}

void
deck_neutral(mc_card deck[MC_NCARDS])
{
	int	 c, lo = 0, hi = 63;

	for (c = 0; c < MC_NCARDS; c++) {
		if (mc_is_robbable((mc_card)c))
			deck[hi++] = (mc_card)c;
		else if (lo < 63)
			deck[lo++] = (mc_card)c;
		else
			deck[96] = (mc_card)c;
	}
}

/* Swaps the named card into position pos. */
void
deck_place(mc_card deck[MC_NCARDS], int pos, const char *s)
{
	mc_card	 c = card(s), t;
	int	 i;

	for (i = 0; deck[i] != c; i++)
		;
	t = deck[pos];
	deck[pos] = c;
	deck[i] = t;
}

/* The cards of a space-separated list, as a set; returns how many. */
int
cards_of(const char *list, struct mc_cards *set)
{
	char	 buf[512], *p;
	int	 n = 0;

	set->w[0] = set->w[1] = 0;
	snprintf(buf, sizeof(buf), "%s", list);
	for (p = strtok(buf, " "); p != NULL; p = strtok(NULL, " ")) {
		mc_cards_add(set, card(p));
		n++;
	}
	return n;
}

/*
 * A hand in play, from a neutral deal, with the given cards in each
 * seat's hand (the same number each: the tricks before are gone); leader
 * leads the next trick.  Nothing has been captured or marked.
 */
void
play_setup(struct mc_hand *h, unsigned variants, int leader, const char *s,
    const char *e, const char *n, const char *w)
{
	const char	*lists[MC_NSEATS] = { s, e, n, w };
	mc_card		 deck[MC_NCARDS];
	int		 seat, count = 0;

	deck_neutral(deck);
	if (mc_hand_init(h, variants, mc_seat_left(leader), deck, h->log) !=
	    MC_OK || mc_hand_cut(h, 17) != MC_OK) {
		fprintf(stderr, "play_setup: the neutral deal failed\n");
		exit(2);
	}
	for (seat = 0; seat < MC_NSEATS; seat++)
		count = cards_of(lists[seat], &h->held[seat]);
	memset(&h->faceup, 0, sizeof(h->faceup));
	h->play.ntricks = (uint8_t)(21 - count);
	h->play.asked = 0xf;		/* declarations are over */
	h->play.fallen = 0;
	h->play.leader = h->play.turn = h->play.last_winner = (uint8_t)leader;
	h->phase = MC_PHASE_PLAY;
}

/* Plays a list of cards in turn; a refused one is fatal to the test. */
void
play_cards(struct mc_hand *h, const char *list)
{
	char		 buf[512], *p;
	enum mc_err	 e;

	snprintf(buf, sizeof(buf), "%s", list);
	for (p = strtok(buf, " "); p != NULL; p = strtok(NULL, " "))
		if ((e = mc_hand_play(h, card(p))) != MC_OK) {
			fprintf(stderr, "play_cards: %s: %s\n", p,
			    mc_strerror(e));
			exit(2);
		}
}

/*
 * deal.c -- R5.1-R5.8: from the shuffled deck to the scarto.  The cutter
 * lifts a packet and robs from its bottom; the dealer deals 10 + 10 to
 * each and the face-up 21st cards, turns up (scoprire) and takes
 * (pigliare) from the folla; his partner announces it.  Every card that
 * moves is tracked with the seats that know where it is (R9.1).
 */
#include <string.h>

#include "engine.h"

/* All four seats learn where c is. */
static void
show_all(struct mc_hand *h, mc_card c)
{
	int	 s;

	for (s = 0; s < MC_NSEATS; s++)
		set_add(&h->seen[s], c);
}

/* seat learns where every card of the folla is. */
static void
see_folla(struct mc_hand *h, int seat)
{
	cards_or(&h->seen[seat], cards_set(h->folla, h->nfolla));
}

/*
 * Puts c face up in seat's hand for all to see and logs kind; when
 * marking, its value goes on the marker at once (R7.5) and any rest it
 * pays is logged after it.
 */
static void
take_face_up(struct mc_hand *h, int seat, mc_card c,
    enum mc_event_kind kind, bool marking)
{
	static const uint8_t mark_kinds[MC_EV_MAX] = {
		[MC_EV_ROB] = MC_MARK_ROB,
		[MC_EV_FACE_UP] = MC_MARK_FACE_UP,
		[MC_EV_TURN_UP] = MC_MARK_SCOPRIRE,
	};
	struct mc_event	*ev;
	enum mc_side	 side = mc_seat_side(seat);
	int		 points = marking ? mc_i_card_values[c] : 0;
	int		 rests;

	set_add(&h->held[seat], c);
	set_add(&h->faceup, c);
	show_all(h, c);
	rests = hand_mark(h, side, points, (enum mc_mark_kind)mark_kinds[kind]);
	if ((ev = log_event(h, kind, seat, c, MC_VISIBLE_ALL)) != NULL)
		ev->n = (int16_t)points;
	mc_i_log_rests(h, side, rests);
}

/* R5.1 checked; the deck waits for the cut. */
enum mc_err
mc_hand_init(struct mc_hand *h, unsigned variants, int dealer,
    const mc_card deck[MC_NCARDS], struct mc_log *log)
{
	enum mc_err	 e;

	if (dealer < 0 || dealer >= MC_NSEATS)
		return MC_ERR_SEAT;
	if ((e = mc_deck_check(deck)) != MC_OK)
		return e;
	if (mc_is_counting(deck[MC_NCARDS - 1]))
		return MC_ERR_DECK_BOTTOM;
	memset(h, 0, sizeof(*h));
	h->variants = variants;
	h->phase = MC_PHASE_CUT;
	h->dealer = (uint8_t)dealer;
	h->robber = (uint8_t)mc_seat_left(dealer);	/* R5 */
	memcpy(h->deck, deck, MC_NCARDS);
	memset(h->faceup21, MC_NOCARD, sizeof(h->faceup21));
	h->log = log;
	return MC_OK;
}

/*
 * R5.3: rob from the bottom of the packet of n cards while the card
 * counts or is a Sopraventi; look on up to 13 cards in all.
 */
static void
rob(struct mc_hand *h, int n)
{
	struct mc_event	*ev;
	int		 i = n - 1;

	/* A valid deck holds 33 robbable cards at most (MC_ROB_MAX). */
	while (i >= 0 && card_robbable(h->deck[i]) &&
	    h->nrobbed < MC_ROB_MAX) {
		h->look[h->nlook++] = h->deck[i];
		h->nrobbed++;
		take_face_up(h, h->robber, h->deck[i--], MC_EV_ROB, true);
	}
	if (i >= 0)
		h->look[h->nlook++] = h->deck[i--];	/* the stopper */
	while (i >= 0 && h->nlook < 13 && h->nlook <= MC_ROB_MAX)
		h->look[h->nlook++] = h->deck[i--];
	cards_or(&h->seen[h->robber], cards_set(h->look + h->nrobbed,
	    h->nlook - h->nrobbed));
	if ((ev = log_event(h, MC_EV_LOOK, h->robber, MC_NOCARD,
	    1u << h->robber)) != NULL)
		ev->n = h->nlook;
}

/*
 * R5.4, R5.5: deals cards (the deck after robbing, top first), ten at a
 * time in two rounds from the dealer's right, then the face-up 21st
 * cards, the dealer's last; returns how many were dealt.
 */
static int
deal_hands(struct mc_hand *h, const mc_card *cards, int ncards)
{
	int	 pos = 0, round, k, n, seat;

	for (round = 0; round < 2; round++)
		for (k = 1; k <= MC_NSEATS; k++) {
			seat = (h->dealer + k) % MC_NSEATS;
			n = ncards - pos < 10 ? ncards - pos : 10;
			cards_or(&h->held[seat], cards_set(cards + pos, n));
			pos += n;
		}
	/* Each sees his own cards; the robber still knows those he saw. */
	for (seat = 0; seat < MC_NSEATS; seat++) {
		h->seen[seat].w[0] |= h->held[seat].w[0];
		h->seen[seat].w[1] |= h->held[seat].w[1];
	}
	log_event(h, MC_EV_DEALT, h->dealer, MC_NOCARD, MC_VISIBLE_ALL);
	for (k = 1; k <= MC_NSEATS && pos < ncards; k++) {
		seat = (h->dealer + k) % MC_NSEATS;
		h->faceup21[seat] = cards[pos];
		take_face_up(h, seat, cards[pos++], MC_EV_FACE_UP, true);
	}
	return pos;
}

/* R5.6: turn up the folla's top card while it may be taken. */
static void
scoprire(struct mc_hand *h)
{
	mc_card	 c;

	while (h->nfolla > 0) {
		c = h->folla[0];
		if (!card_robbable(c)) {
			show_all(h, c);
			log_event(h, MC_EV_TURN_BACK, h->dealer, c,
			    MC_VISIBLE_ALL);
			return;
		}
		memmove(h->folla, h->folla + 1, --h->nfolla);
		h->turned[h->nturned++] = c;
		take_face_up(h, h->dealer, c, MC_EV_TURN_UP, true);
	}
}

/* A seat looks at the whole folla in private. */
static void
look_at_folla(struct mc_hand *h, int seat)
{
	struct mc_event	*ev;

	see_folla(h, seat);
	if ((ev = log_event(h, MC_EV_FOLLA_LOOK, seat, MC_NOCARD,
	    1u << seat)) != NULL)
		ev->n = h->nfolla;
}

/* R5.7: the dealer takes every counting card left in the folla. */
static void
pigliare(struct mc_hand *h)
{
	int	 i, kept = 0;

	if (h->nfolla > 0)
		look_at_folla(h, h->dealer);
	for (i = 0; i < h->nfolla; i++) {
		if (mc_i_card_values[h->folla[i]] > 0) {
			h->taken[h->ntaken++] = h->folla[i];
			take_face_up(h, h->dealer, h->folla[i], MC_EV_TAKE,
			    false);
		} else
			h->folla[kept++] = h->folla[i];
	}
	h->nfolla = (uint8_t)kept;
}

/* R5.8: the dealer's partner looks at the folla and announces it. */
static void
announce(struct mc_hand *h)
{
	int		 partner = mc_seat_opposite(h->dealer);
	struct mc_event	*ev;

	if (h->nfolla > 0)
		look_at_folla(h, partner);
	mc_folla_counts(h->folla, h->nfolla, h->play.counts);
	if ((ev = log_event(h, MC_EV_ANNOUNCE, partner, MC_NOCARD,
	    MC_VISIBLE_ALL)) != NULL) {
		memcpy(ev->counts, h->play.counts, 4);
		ev->n = h->nfolla;
	}
}

/* R5.2-R5.8 */
enum mc_err
mc_hand_cut(struct mc_hand *h, int n)
{
	mc_card		 twice[2 * MC_NCARDS], *rest;
	struct mc_event	*ev;
	int		 nrest, dealt, i;

	if (h->phase != MC_PHASE_CUT)
		return MC_ERR_PHASE;
	if (n < 14 || n > 83)
		return MC_ERR_CUT_RANGE;
	h->cut = (uint8_t)n;
	if ((ev = log_event(h, MC_EV_CUT, h->robber, MC_NOCARD,
	    MC_VISIBLE_ALL)) != NULL)
		ev->n = (int16_t)n;
	rob(h, n);

	/*
	 * The packet, less the robbed cards, goes under the deck (R5.3):
	 * in the deck laid out twice, the cards from n on.  Copies of a
	 * fixed size, as this runs for every hand.
	 */
	memcpy(twice, h->deck, MC_NCARDS);
	memcpy(twice + MC_NCARDS, h->deck, MC_NCARDS);
	rest = twice + n;
	nrest = MC_NCARDS - h->nrobbed;

	dealt = deal_hands(h, rest, nrest);
	for (i = 0; i < nrest - dealt; i++)
		h->folla[i] = rest[dealt + i];
	h->nfolla = (uint8_t)(nrest - dealt);
	if (h->nrobbed < 14) {
		scoprire(h);
		pigliare(h);
		h->owed[h->robber] = h->nrobbed;		/* R5.9 */
		h->owed[h->dealer] = (uint8_t)(h->nturned + h->ntaken);
	} else			/* R5.5: down to 21 */
		h->owed[h->robber] =
		    (uint8_t)(mc_cards_count(&h->held[h->robber]) - 21);
	announce(h);
	mc_i_scarto_next(h);
	return MC_OK;
}

/*
 * view.c -- R9.1: where each card is and who may know it, what one seat
 * may know of a hand, and hands dealt at random that agree with it.  A
 * view is the hand with every card the seat cannot place taken out, so
 * two hands that differ only where the seat cannot see give the same
 * view, byte for byte: that is how the computer players are kept from
 * peeking, and how it is tested.
 */
#include <string.h>

#include "engine.h"

/* Where c is now (enum mc_loc). */
int
mc_hand_where(const struct mc_hand *h, mc_card c)
{
	int	 s;

	if (c >= MC_NCARDS)
		return -1;
	for (s = 0; s < MC_NSEATS; s++) {
		if (mc_cards_has(&h->held[s], c))
			return MC_LOC_HAND + s;
		if (mc_cards_has(&h->discarded[s], c))
			return h->play.ntricks > 0 ? MC_LOC_FOLLA :
			    MC_LOC_DISCARD + s;
	}
	for (s = 0; s < h->nfolla; s++)
		if (h->folla[s] == c)
			return MC_LOC_FOLLA;
	for (s = 0; s < h->play.nplayed; s++)
		if (h->play.trick[s] == c)
			return MC_LOC_TRICK;
	for (s = 0; s < 2; s++)
		if (mc_cards_has(&h->play.won[s], c))
			return MC_LOC_WON + s;
	return MC_LOC_DECK;
}

static bool
is_discard(const struct mc_hand *h, mc_card c)
{
	int	 s;

	for (s = 0; s < MC_NSEATS; s++)
		if (mc_cards_has(&h->discarded[s], c))
			return true;
	return false;
}

/*
 * R9.1: does seat know where c is?  Besides what it saw, everyone knows
 * the played cards, a fallen hand, and the discards after the first
 * trick (R6.4).
 */
bool
mc_hand_knows(const struct mc_hand *h, int seat, mc_card c)
{
	int	 where;

	if (seat == MC_NOSEAT) {
		/* What everyone at the table may see. */
		for (where = 0; where < MC_NSEATS; where++)
			if (!mc_hand_knows(h, where, c))
				return false;
		return c < MC_NCARDS;
	}
	if (seat < 0 || seat >= MC_NSEATS || c >= MC_NCARDS)
		return false;
	if (mc_cards_has(&h->seen[seat], c))
		return true;
	where = mc_hand_where(h, c);
	if (where >= MC_LOC_HAND && where < MC_LOC_HAND + MC_NSEATS)
		return h->play.fallen >> (where - MC_LOC_HAND) & 1;
	return where == MC_LOC_TRICK || where >= MC_LOC_WON ||
	    (where == MC_LOC_FOLLA && h->play.ntricks > 0 &&
	    !mc_cards_has(&h->seen[seat], c) && is_discard(h, c));
}

/* Takes the hidden cards out of the folla, the known ones kept in card
 * order (their places in the real folla could betray the others). */
static void
scrub_folla(struct mc_hand *h, const struct mc_cards *hidden)
{
	struct mc_cards	 known = { { 0, 0 } };
	mc_card		 cards[13];
	int		 i, n;

	for (i = 0; i < h->nfolla; i++)
		if (!mc_cards_has(hidden, h->folla[i]))
			mc_cards_add(&known, h->folla[i]);
	n = mc_cards_list(&known, cards);
	for (i = 0; i < h->nfolla; i++)
		h->folla[i] = i < n ? cards[i] : MC_NOCARD;
}

/* Slots past a count name no card: what is left there from before (a
 * robbed card's old place in the folla) may be a hidden one. */
static void
clear_past(mc_card *slots, size_t size, size_t n)
{
	if (n < size)
		memset(slots + n, MC_NOCARD, size - n);
}

static void
clear_unused(struct mc_hand *h)
{
	struct mc_play	*p = &h->play;

	clear_past(h->folla, sizeof(h->folla), h->nfolla);
	clear_past(h->look, sizeof(h->look), h->nlook);
	clear_past(h->turned, sizeof(h->turned), h->nturned);
	clear_past(h->taken, sizeof(h->taken), h->ntaken);
	clear_past(h->given, sizeof(h->given), h->ngiven);
	clear_past(p->trick, sizeof(p->trick), p->nplayed);
	clear_past(h->played, sizeof(h->played),
	    (size_t)p->ntricks * MC_NSEATS + p->nplayed);
	if (p->ntricks == 0)	/* no trick before the first */
		clear_past(p->prev_trick, sizeof(p->prev_trick), 0);
}

/* R9.1: seat's view of h. */
void
mc_view_build(const struct mc_hand *h, int seat, struct mc_view *v)
{
	struct mc_hand	*vh = &v->hand;
	int		 c, where, s, i;

	memset(v, 0, sizeof(*v));
	v->seat = seat;
	*vh = *h;
	vh->log = NULL;
	for (c = 0; c < MC_NCARDS; c++) {
		if (mc_hand_knows(h, seat, (mc_card)c))
			continue;
		mc_cards_add(&v->hidden, (mc_card)c);
		where = mc_hand_where(h, (mc_card)c);
		if (where >= MC_LOC_HAND && where < MC_LOC_HAND + MC_NSEATS) {
			v->in_hand[where - MC_LOC_HAND]++;
			mc_cards_del(&vh->held[where - MC_LOC_HAND], (mc_card)c);
		} else if (where >= MC_LOC_DISCARD &&
		    where < MC_LOC_DISCARD + MC_NSEATS) {
			v->in_discards[where - MC_LOC_DISCARD]++;
			mc_cards_del(&vh->discarded[where - MC_LOC_DISCARD],
			    (mc_card)c);
		} else if (where == MC_LOC_FOLLA)
			v->in_folla++;
		else
			v->in_deck++;
	}
	scrub_folla(vh, &v->hidden);
	clear_unused(vh);
	/* The deck's order is history that gives every card away. */
	memset(vh->deck, MC_NOCARD, sizeof(vh->deck));
	/* Private looks and what others know are not this seat's. */
	if (seat != h->robber) {
		for (i = h->nrobbed; i < h->nlook; i++)
			vh->look[i] = MC_NOCARD;
		/* Who was short is public; which cards went there is not. */
		memset(vh->given, MC_NOCARD, sizeof(vh->given));
	}
	/* R10.1: a player asked whether to fall who declines says nothing
	 * aloud: only this seat's own answer is its to know. */
	vh->play.fall_asked &= seat == MC_NOSEAT ? 0 : (uint8_t)(1u << seat);
	if (h->phase != MC_PHASE_FALL)
		vh->play.asking = 0;
	for (s = 0; s < MC_NSEATS; s++)
		if (s != seat)
			memset(&vh->seen[s], 0, sizeof(vh->seen[s]));
}

/* A place for hidden cards. */
struct place {
	struct mc_cards	*set;		/* a hand or a discard pile */
	int		 seat;		/* whose hand, or -1 */
	int		 room;
};

/* May the hand of seat hold c, as far as play has shown (R9.1)? */
static bool
may_hold(const struct mc_hand *h, int seat, mc_card c)
{
	const struct mc_play *p = &h->play;
	int		 suit = mc_i_card_suits[c], bit = mc_lacks_bit(c);

	if (seat < 0)
		return true;
	if (bit >= 0 && (p->lacks[seat] >> bit & 1))
		return false;	/* R6.3: a declaration showed it absent */
	if (c == MC_MATTO)
		return true;
	if (p->voids[seat] >> suit & 1)
		return false;
	return !(mc_card_rank(c) == MC_RE && suit < MC_TRUMPS &&
	    (p->no_king[seat] >> suit & 1));
}

/* The hidden folla cards: the announced suit counts, then trumps (R5.8). */
static bool
fill_folla(struct mc_hand *out, mc_card *cards, int *n, struct mc_rng *r,
    bool counted)
{
	uint8_t	 shown[4];
	mc_card	 disc[MC_NCARDS];
	int	 need[6] = { 0 }, i, k, s, nd, slot = 0;

	(void)r;
	if (counted) {
		for (k = 0; k < 4; k++)
			need[k] = out->play.counts[k];
		for (i = 0; i < out->nfolla; i++)
			if (out->folla[i] != MC_NOCARD &&
			    mc_i_card_suits[out->folla[i]] < MC_TRUMPS)
				need[mc_i_card_suits[out->folla[i]]]--;
		/* After the first trick the count takes in the discards,
		 * all shown by then (R6.4). */
		for (s = 0; out->play.ntricks > 0 && s < MC_NSEATS; s++) {
			nd = mc_cards_list(&out->discarded[s], disc);
			mc_folla_counts(disc, (size_t)nd, shown);
			for (k = 0; k < 4; k++)
				need[k] -= shown[k];
		}
	}
	for (i = 0; i < out->nfolla; i++) {
		if (out->folla[i] != MC_NOCARD)
			continue;
		/* The first card that fits the counts still wanted. */
		for (k = 0; k < *n; k++) {
			int suit = mc_i_card_suits[cards[k]];

			/* R5.7: pigliare left no counting card in it. */
			if (counted && mc_is_counting(cards[k]))
				continue;
			if (!counted || (suit < MC_TRUMPS ? need[suit] > 0 :
			    need[0] + need[1] + need[2] + need[3] <
			    out->nfolla - i))
				break;
		}
		if (k == *n)
			return false;
		if (counted && mc_i_card_suits[cards[k]] < MC_TRUMPS)
			need[mc_i_card_suits[cards[k]]]--;
		out->folla[i] = cards[k];
		cards[k] = cards[--*n];
		slot++;
	}
	return true;
}

/* Deals the cards into the places, each where it may go. */
static bool
fill_places(const struct mc_hand *h, struct place *pl, int npl,
    const mc_card *cards, int n, struct mc_rng *r)
{
	int	 i, k, room, pick;

	for (i = 0; i < n; i++) {
		for (k = 0, room = 0; k < npl; k++)
			if (pl[k].room > 0 && may_hold(h, pl[k].seat, cards[i]))
				room += pl[k].room;
		if (room == 0)
			return false;
		pick = (int)mc_rng_below(r, (uint32_t)room);
		for (k = 0; k < npl; k++) {
			if (pl[k].room == 0 || !may_hold(h, pl[k].seat, cards[i]))
				continue;
			if (pick < pl[k].room)
				break;
			pick -= pl[k].room;
		}
		mc_cards_add(pl[k].set, cards[i]);
		pl[k].room--;
	}
	return true;
}

/*
 * R6.11: under compulsory cascare a player not fallen holds a trump, or
 * has just played his last one in this trick: deal each a hidden trump
 * first when the view does not show him one.
 */
static bool
give_trumps(const struct mc_view *v, struct mc_hand *out, mc_card *cards,
    int *n, uint8_t *dealt)
{
	const struct mc_play *p = &out->play;
	int		 s, k, i, count;
	bool		 played;

	if (out->phase < MC_PHASE_PLAY || out->phase == MC_PHASE_OVER ||
	    (out->variants & MC_VAR_OPTIONAL_CASCARE))
		return true;
	for (s = 0; s < MC_NSEATS; s++) {
		if ((p->fallen >> s & 1) || v->in_hand[s] == 0)
			continue;
		count = 0;
		for (k = 56; k < MC_MATTO; k++)
			count += mc_cards_has(&out->held[s], (mc_card)k);
		played = false;
		for (i = 0; i < p->nplayed; i++)
			played |= (p->leader + i) % MC_NSEATS == s &&
			    mc_is_trump(p->trick[i]);
		if (count > 0 || played)
			continue;
		for (k = 0; k < *n && !mc_is_trump(cards[k]); k++)
			;
		if (k == *n)
			return false;
		mc_cards_add(&out->held[s], cards[k]);
		cards[k] = cards[--*n];
		dealt[s]++;
	}
	return true;
}

/* One try at dealing the hidden cards; false if a constraint failed. */
static bool
try_sample(const struct mc_view *v, struct mc_rng *r, struct mc_hand *out,
    bool strict)
{
	struct place	 pl[2 * MC_NSEATS];
	mc_card		 cards[MC_NCARDS];
	uint8_t		 dealt[MC_NSEATS] = { 0, 0, 0, 0 };
	int		 n, npl = 0, s, i, k;

	*out = v->hand;
	n = mc_cards_list(&v->hidden, cards);
	mc_shuffle(r, cards, (size_t)n);
	if (v->in_deck > 0) {
		/* Before the cut: a deck whose bottom card does not count. */
		for (k = 0; k < n && mc_is_counting(cards[k]); k++)
			;
		if (k < n) {
			mc_card t = cards[k];

			cards[k] = cards[n - 1];
			cards[n - 1] = t;
		}
		for (i = 0; i < MC_NCARDS && i < n; i++)
			out->deck[MC_NCARDS - n + i] = cards[i];
		return true;
	}
	if (!fill_folla(out, cards, &n, r, strict &&
	    out->phase >= MC_PHASE_DISCARD))
		return false;
	if (strict && !give_trumps(v, out, cards, &n, dealt))
		return false;
	for (s = 0; s < MC_NSEATS; s++) {
		if (v->in_hand[s] > dealt[s]) {
			pl[npl].set = &out->held[s];
			pl[npl].seat = strict ? s : -1;
			pl[npl++].room = v->in_hand[s] - dealt[s];
		}
		if (v->in_discards[s] > 0) {
			pl[npl].set = &out->discarded[s];
			pl[npl].seat = -1;
			pl[npl++].room = v->in_discards[s];
		}
	}
	return fill_places(&v->hand, pl, npl, cards, n, r);
}

/* Deals the hidden cards consistently with the view (R9.1). */
bool
mc_view_sample(const struct mc_view *v, struct mc_rng *r, struct mc_hand *out)
{
	int	 i;

	for (i = 0; i < 50; i++)
		if (try_sample(v, r, out, true))
			return true;
	try_sample(v, r, out, false);
	return false;
}

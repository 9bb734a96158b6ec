/*
 * reason.c -- what advice may say of a position.  Each reason is a named
 * claim with a predicate over the deciding seat's view (R9.1); a hint
 * carries a reason only where its predicate holds, and the reason's
 * words say no more than the predicate.  A claim about the rest of a
 * trick is made as certain only when no card the seat cannot rule out
 * could undo it: an unseen card may lie in any hand that has not shown
 * a void in its suit.
 */
#include <string.h>

#include "bot.h"

static const char *const codes[REASON_N] = {
	[REASON_ONLY] = "only",
	[REASON_FALLEN] = "fallen",
	[REASON_SURE_WIN] = "sure-win",
	[REASON_BEATS] = "beats",
	[REASON_CHEAPEST_WIN] = "cheapest-win",
	[REASON_PARTNER_SAFE] = "partner-safe",
	[REASON_COUNT_HOME] = "count-home",
	[REASON_IMPICCARE] = "impiccare",
	[REASON_KING_GUARD] = "king-guard",
	[REASON_LOWEST] = "lowest",
	[REASON_LONGEST] = "longest",
	[REASON_CHEAPEST_LOSS] = "cheapest-loss",
	[REASON_MATTO_SAVES] = "matto-saves",
	[REASON_TENUTA_COMPAGNO] = "tenuta-compagno",
	[REASON_TENUTA_PAPA] = "tenuta-papa",
	[REASON_FUMATA] = "fumata",
	[REASON_TRUMP_LEAD] = "trump-lead",
	[REASON_SEARCH] = "search",
	[REASON_OVERRULES] = "overrules",
	[REASON_ANY_CUT] = "any-cut",
	[REASON_DECLARE_ALL] = "declare-all",
	[REASON_GUARD_LEFT] = "guard-left",
	[REASON_NOTHING_TO_GUARD] = "nothing-to-guard",
	[REASON_THUMB] = "thumb",
	[REASON_VOID] = "void",
	[REASON_KING_BARE] = "king-bare",
	[REASON_THREE_KINGS] = "three-kings",
	[REASON_CARTIGLIE] = "cartiglie",
	[REASON_NO_COUNT] = "no-count",
};

const char *
reason_code(enum reason r)
{
	return (int)r >= 0 && r < REASON_N ? codes[r] : "?";
}

/* The reason named code, or -1. */
int
reason_parse(const char *code)
{
	int	 r;

	for (r = 0; r < REASON_N; r++)
		if (strcmp(codes[r], code) == 0)
			return r;
	return -1;
}

/*
 * The cards seat s may hold, as far as v can tell: those the seat knows
 * are there, and, while s holds cards v cannot see, every unseen card of
 * a suit s has not shown void in (R6.2).
 */
static struct mc_cards
may_hold(const struct mc_view *v, int s)
{
	struct mc_cards	 set = v->hand.held[s];
	int		 k, suit;

	if (v->in_hand[s] == 0)
		return set;
	for (k = 0; k < MC_NCARDS; k++) {
		if (!mc_cards_has(&v->hidden, (mc_card)k))
			continue;
		suit = mc_card_suit((mc_card)k);
		if (suit <= MC_TRUMPS && (v->hand.play.voids[s] >> suit & 1))
			continue;
		mc_cards_add(&set, (mc_card)k);
	}
	return set;
}

/* May seat s hold a card of more power than top in a trick led with lead? */
static bool
may_beat(const struct mc_view *v, int s, mc_card top, int lead)
{
	struct mc_cards	 set = may_hold(v, s);
	int		 k;

	for (k = 0; k < MC_NCARDS; k++)
		if (mc_cards_has(&set, (mc_card)k) &&
		    mc_card_power((mc_card)k, lead) > mc_card_power(top, lead))
			return true;
	return false;
}

/* The trick with c added: who wins it so far, by position, and its lead. */
struct after {
	int	 before;	/* winning position before c, or -1 */
	int	 winner;	/* after c */
	int	 pos;		/* c's position */
	int	 lead;
	mc_card	 top;
};

static void
trick_after(const struct mc_view *v, mc_card c, struct after *a)
{
	struct mc_hand	 h = v->hand;

	a->before = mc_trick_winning(&h);
	a->pos = h.play.nplayed;
	mc_trick_add(&h.play, h.play.turn, c);
	a->winner = mc_trick_winning(&h);
	a->lead = h.play.lead;
	a->top = a->winner >= 0 ? h.play.trick[a->winner] : MC_NOCARD;
}

/* The seat at position pos of the current trick. */
static int
seat_at(const struct mc_view *v, int pos)
{
	return (v->hand.play.leader + pos) % MC_NSEATS;
}

/*
 * Can no seat still to play after position pos, of the sides in mask
 * (bit per side), beat the trick's top card?
 */
static bool
nobody_beats(const struct mc_view *v, const struct after *a, unsigned mask)
{
	int	 k, s;

	if (a->winner < 0)
		return false;
	for (k = a->pos + 1; k < MC_NSEATS; k++) {
		s = seat_at(v, k);
		if ((mask >> mc_seat_side(s) & 1) &&
		    may_beat(v, s, a->top, a->lead))
			return false;
	}
	return true;
}

static int
suit_count(const struct mc_cards *hand, int suit)
{
	mc_card	 cards[MC_NCARDS];
	int	 n = mc_cards_list(hand, cards), i, k = 0;

	for (i = 0; i < n; i++)
		k += cards[i] != MC_MATTO && (int)mc_card_suit(cards[i]) == suit;
	return k;
}

static bool
is_cartiglia(mc_card c)
{
	return c != MC_MATTO && !mc_is_trump(c);
}

/* Is c the lowest card of its suit (or the lowest trump) in hand? */
static bool
lowest_of_suit(const struct mc_cards *hand, mc_card c)
{
	mc_card	 cards[MC_NCARDS];
	int	 n = mc_cards_list(hand, cards), i;

	if (c == MC_MATTO)
		return false;
	for (i = 0; i < n; i++)
		if (cards[i] != MC_MATTO && cards[i] != c &&
		    mc_card_suit(cards[i]) == mc_card_suit(c) &&
		    mc_card_strength(cards[i]) < mc_card_strength(c))
			return false;
	return true;
}

/* Is c's suit longer in hand than any other suit (trumps aside)? */
static bool
longest_suit(const struct mc_cards *hand, mc_card c)
{
	int	 s, len;

	if (!is_cartiglia(c))
		return false;
	len = suit_count(hand, mc_card_suit(c));
	for (s = MC_COPPE; s <= MC_BASTONI; s++)
		if (s != (int)mc_card_suit(c) && suit_count(hand, s) >= len)
			return false;
	return true;
}

/* May a trump above rank still be in another seat's hand? */
static bool
trump_above_out(const struct mc_view *v, int rank)
{
	struct mc_cards	 set;
	int		 s, t;

	for (s = 0; s < MC_NSEATS; s++) {
		if (s == v->hand.play.turn)
			continue;
		set = may_hold(v, s);
		for (t = rank + 1; t <= 40; t++)
			if (mc_cards_has(&set, mc_trump(t)))
				return true;
	}
	return false;
}

/* May trump t be in the hand of an opponent of seat? */
static bool
opponent_may_hold(const struct mc_view *v, int seat, mc_card t)
{
	struct mc_cards	 set;
	int		 s;

	for (s = 0; s < MC_NSEATS; s++) {
		if (mc_seat_side(s) == mc_seat_side(seat))
			continue;
		set = may_hold(v, s);
		if (mc_cards_has(&set, t))
			return true;
	}
	return false;
}

/* The reasons that hold for the seat's own card c, led. */
static uint64_t
lead_reasons(const struct mc_view *v, mc_card c)
{
	const struct mc_play	*p = &v->hand.play;
	const struct mc_cards	*hand = &v->hand.held[p->turn];
	uint64_t		 r = 0;
	int			 rank = mc_card_rank(c);

	if (is_cartiglia(c) && rank != MC_RE &&
	    mc_cards_has(hand, mc_suit_card(mc_card_suit(c), MC_RE)) &&
	    !(p->suits_led >> mc_card_suit(c) & 1))
		r |= REASON_BIT(REASON_IMPICCARE);
	if (!mc_is_trump(c))
		return r;
	r |= REASON_BIT(REASON_TRUMP_LEAD) * (suit_count(hand, MC_COPPE) +
	    suit_count(hand, MC_DENARI) + suit_count(hand, MC_SPADE) +
	    suit_count(hand, MC_BASTONI) > 0);
	/* The last trick's lead signals nothing and holds nothing back:
	 * no trick follows it (review 2, item 11, y.rec D1569). */
	if (p->ntricks + 1 >= MC_PLAYED_MAX / MC_NSEATS)
		return r;
	if (p->nplayed == 0 && p->first_trump_lead[p->turn] == 0)
		r |= REASON_BIT(REASON_FUMATA);
	if ((p->fallen >> mc_seat_left(p->turn) & 1) &&
	    !(p->fallen >> mc_seat_right(p->turn) & 1) &&
	    !trump_above_out(v, rank))
		r |= REASON_BIT(REASON_TENUTA_COMPAGNO);
	if (rank >= 6 && rank < 20 && mc_card_value(c) == 0 &&
	    (opponent_may_hold(v, p->turn, mc_trump(1)) ||
	    opponent_may_hold(v, p->turn, mc_trump(3))))
		r |= REASON_BIT(REASON_TENUTA_PAPA);
	return r;
}

/* Does no other legal card that also beats the cards so far cost less? */
static bool
cheapest_winner(const struct mc_view *v, const mc_card *legal, int n,
    mc_card c, mc_card top)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (legal[i] != c && legal[i] != MC_MATTO &&
		    mc_card_beats(legal[i], top) &&
		    (mc_card_value(legal[i]) < mc_card_value(c) ||
		    (mc_card_value(legal[i]) == mc_card_value(c) &&
		    mc_card_power(legal[i], v->hand.play.lead) <
		    mc_card_power(c, v->hand.play.lead))))
			return false;
	return true;
}

/* Is no legal card but the Matto worth less than c? */
static bool
cheapest_card(const mc_card *legal, int n, mc_card c)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (legal[i] != MC_MATTO &&
		    mc_card_value(legal[i]) < mc_card_value(c))
			return false;
	return true;
}

/*
 * The reasons that hold for legal card c of the seat due, decided by
 * the view's seat (the seat itself, or a fallen player's chooser,
 * R6.11): every play reason but search and overrules.
 */
uint64_t
reason_play(const struct mc_view *v, mc_card c)
{
	const struct mc_play	*p = &v->hand.play;
	const struct mc_cards	*hand = &v->hand.held[p->turn];
	mc_card			 legal[MC_NCARDS];
	struct after		 a;
	uint64_t		 r = 0;
	int			 n, i, side = mc_seat_side(v->seat);
	bool			 own = v->seat == p->turn;

	n = (int)mc_hand_legal_plays(&v->hand, legal);
	if (n == 1)
		r |= REASON_BIT(REASON_ONLY);
	if (!own)
		r |= REASON_BIT(REASON_FALLEN);
	trick_after(v, c, &a);
	if (c != MC_MATTO && a.winner == a.pos && nobody_beats(v, &a, 3))
		r |= REASON_BIT(REASON_SURE_WIN);
	if (c != MC_MATTO && a.before >= 0 && a.winner == a.pos) {
		r |= REASON_BIT(REASON_BEATS);
		if (cheapest_winner(v, legal, n, c, p->trick[a.before]))
			r |= REASON_BIT(REASON_CHEAPEST_WIN);
	}
	if (a.before >= 0 && seat_at(v, a.before) ==
	    mc_seat_opposite(v->seat)) {
		if (c != MC_MATTO && mc_card_value(c) > 0)
			r |= REASON_BIT(REASON_COUNT_HOME);
		if ((int)mc_seat_side(seat_at(v, a.winner)) == side &&
		    nobody_beats(v, &a, 1u << (1 - side)))
			r |= REASON_BIT(REASON_PARTNER_SAFE);
	}
	if (c != MC_MATTO && a.before >= 0 && a.winner != a.pos &&
	    cheapest_card(legal, n, c))
		r |= REASON_BIT(REASON_CHEAPEST_LOSS);
	if (c == MC_MATTO && n > 1) {
		for (i = 0; i < n && (legal[i] == MC_MATTO ||
		    mc_card_value(legal[i]) > 0); i++)
			;
		if (i == n)
			r |= REASON_BIT(REASON_MATTO_SAVES);
	}
	if (!own)
		return r;
	if (is_cartiglia(c) && mc_card_rank(c) != MC_RE &&
	    mc_cards_has(hand, mc_suit_card(mc_card_suit(c), MC_RE)))
		r |= REASON_BIT(REASON_KING_GUARD);
	if (lowest_of_suit(hand, c))
		r |= REASON_BIT(REASON_LOWEST);
	if (longest_suit(hand, c))
		r |= REASON_BIT(REASON_LONGEST);
	if (a.before < 0 && c != MC_MATTO && p->lead == MC_FOOL)
		r |= lead_reasons(v, c);
	return r;
}

/* The reasons that hold for the view's seat discarding cards[0..n-1]. */
uint64_t
reason_discard(const struct mc_view *v, const mc_card *cards, int n)
{
	const struct mc_cards	*hand = &v->hand.held[v->seat];
	struct mc_cards		 after = *hand, set = { { 0, 0 } };
	mc_card			 thumb[MC_NCARDS];
	uint64_t		 r = REASON_BIT(REASON_CARTIGLIE) |
				    REASON_BIT(REASON_NO_COUNT);
	int			 i, s, kings = 0;
	mc_card			 king;

	for (i = 0; i < n; i++) {
		mc_cards_del(&after, cards[i]);
		mc_cards_add(&set, cards[i]);
		if (!is_cartiglia(cards[i]))
			r &= ~REASON_BIT(REASON_CARTIGLIE);
		if (mc_card_value(cards[i]) > 0)
			r &= ~REASON_BIT(REASON_NO_COUNT);
	}
	for (s = MC_COPPE; s <= MC_BASTONI; s++) {
		king = mc_suit_card((enum mc_suit)s, MC_RE);
		kings += mc_cards_has(hand, king);
		if (suit_count(hand, s) > 0 && suit_count(&after, s) == 0)
			r |= REASON_BIT(REASON_VOID);
		if (mc_cards_has(&after, king) && suit_count(&after, s) == 1 &&
		    suit_count(hand, s) > 1)
			r |= REASON_BIT(REASON_KING_BARE);
	}
	if (kings >= 3)
		r |= REASON_BIT(REASON_THREE_KINGS);
	if (easy_discard(v, thumb) == n) {
		for (i = 0; i < n && mc_cards_has(&set, thumb[i]); i++)
			;
		if (i == n)
			r |= REASON_BIT(REASON_THUMB);
	}
	return r;
}

/*
 * R10.1: does the seat asked to fall hold a King or the Matto while
 * another seat may still hold a trump?  Fallen, those cards would be
 * chosen by the winner of each previous trick (R6.11).
 */
bool
reason_guard_left(const struct mc_view *v)
{
	const struct mc_cards	*hand = &v->hand.held[v->seat];
	struct mc_cards		 set;
	int			 s, t;
	bool			 guard = mc_cards_has(hand, MC_MATTO);

	for (s = MC_COPPE; s <= MC_BASTONI; s++)
		guard |= mc_cards_has(hand, mc_suit_card((enum mc_suit)s,
		    MC_RE));
	if (!guard)
		return false;
	for (s = 0; s < MC_NSEATS; s++) {
		if (s == v->seat)
			continue;
		set = may_hold(v, s);
		for (t = 1; t <= 40; t++)
			if (mc_cards_has(&set, mc_trump(t)))
				return true;
	}
	return false;
}

/* The reasons that hold for decision d, due in the view (search aside). */
uint64_t
reason_decision(const struct mc_view *v, const struct mc_decision *d)
{
	struct mc_versicola	 vs[MC_VERSICOLE_MAX];
	int			 n;

	switch (d->kind) {
	case MC_DECIDE_CUT:
		return REASON_BIT(REASON_ANY_CUT);
	case MC_DECIDE_DECLARE:
		n = mc_hand_versicole(&v->hand, v->hand.play.turn, vs);
		return d->which == (1u << n) - 1 ?
		    REASON_BIT(REASON_DECLARE_ALL) : 0;
	case MC_DECIDE_FALL:
		return reason_guard_left(v) ? REASON_BIT(REASON_GUARD_LEFT) :
		    REASON_BIT(REASON_NOTHING_TO_GUARD);
	case MC_DECIDE_DISCARD:
		return reason_discard(v, d->cards, d->n);
	case MC_DECIDE_PLAY:
	default:
		return reason_play(v, d->cards[0]);
	}
}

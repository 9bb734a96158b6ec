/*
 * truth.c -- what each reason of the advice means (src/bot/reason.c),
 * checked again from the whole hand, as a referee who sees every card
 * would check it.  Written apart from the code that chooses reasons, so
 * that a reason shown where it does not hold is caught.  A claim a seat
 * makes "as far as it can know" must hold in the real deal and in every
 * deal drawn at random from the seat's view.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "minchiate.h"
#include "truth.h"
#include "../../src/bot/bot.h"

#define TRUTH_DRAWS	4	/* deals drawn from the view per claim */

static bool
is_suit_card(mc_card c)
{
	return c != MC_MATTO && mc_card_suit(c) < MC_TRUMPS;
}

static int
count_suit(const struct mc_cards *set, int suit)
{
	int	 k, n = 0;

	for (k = 0; k < MC_NCARDS; k++)
		n += mc_cards_has(set, (mc_card)k) && is_suit_card((mc_card)k) &&
		    (int)mc_card_suit((mc_card)k) == suit;
	return n;
}

static bool
holds_king(const struct mc_cards *set, int suit)
{
	return mc_cards_has(set, mc_suit_card((enum mc_suit)suit, MC_RE));
}

/*
 * Does every way the current trick can go on end with its winner among
 * seats (a bit per seat)?  h is a copy that may be played on.
 */
static bool
every_end(const struct mc_hand *h, int trick, unsigned seats)
{
	struct mc_hand	 next;
	mc_card		 legal[MC_NCARDS];
	int		 n, i;

	if (h->play.ntricks != trick || h->phase == MC_PHASE_OVER)
		return seats >> h->play.last_winner & 1;
	next = *h;
	if (h->phase == MC_PHASE_DECLARE) {
		mc_hand_declare(&next, next.play.turn, 0);
		return every_end(&next, trick, seats);
	}
	if (h->phase == MC_PHASE_FALL) {
		mc_hand_fall(&next, next.play.asking, true);
		return every_end(&next, trick, seats);
	}
	n = (int)mc_hand_legal_plays(h, legal);
	for (i = 0; i < n; i++) {
		next = *h;
		if (mc_hand_play(&next, legal[i]) != MC_OK)
			return false;
		if (!every_end(&next, trick, seats))
			return false;
	}
	return true;
}

/* c played from h: does every way on give the trick to seats? */
static bool
always_to(const struct mc_hand *h, mc_card c, unsigned seats)
{
	struct mc_hand	 next = *h;

	next.log = NULL;
	if (mc_hand_play(&next, c) != MC_OK)
		return false;
	return every_end(&next, h->play.ntricks, seats);
}

/* The same in the real deal and in deals drawn from decider's view. */
static bool
surely_to(const struct mc_hand *h, int decider, mc_card c, unsigned seats,
    struct mc_rng *r)
{
	struct mc_view	 v;
	struct mc_hand	 deal;
	int		 k;

	if (!always_to(h, c, seats))
		return false;
	mc_view_build(h, decider, &v);
	for (k = 0; k < TRUTH_DRAWS; k++) {
		/* A draw that had to give up a constraint is no deal
		 * the view allows. */
		if (mc_view_sample(&v, r, &deal) &&
		    !always_to(&deal, c, seats))
			return false;
	}
	return true;
}

static unsigned
side_seats(int seat)
{
	return 1u << seat | 1u << mc_seat_opposite(seat);
}

/* Position in the trick of the card winning it so far, or -1. */
static int
winning_pos(const struct mc_hand *h)
{
	const struct mc_play	*p = &h->play;
	int			 i, best = -1;
	int			 lead = -1;

	for (i = 0; i < p->nplayed; i++) {
		if (p->trick[i] == MC_MATTO)
			continue;
		if (lead < 0)
			lead = mc_card_suit(p->trick[i]);
		if (best < 0 || mc_card_power(p->trick[i], lead) >
		    mc_card_power(p->trick[best], lead))
			best = i;
	}
	return best;
}

/* Does c, played now, lead the trick so far or beat every card in it? */
static bool
tops(const struct mc_hand *h, mc_card c)
{
	struct mc_hand	 next = *h;
	int		 pos = h->play.nplayed;

	next.log = NULL;
	if (c == MC_MATTO || mc_hand_play(&next, c) != MC_OK)
		return false;
	if (next.play.ntricks != h->play.ntricks)
		return next.play.last_winner == h->play.turn;
	return winning_pos(&next) == pos;
}

/* Was a card of suit led to any trick before this one (R6.7 aside)? */
static bool
suit_led_before(const struct mc_hand *h, int suit)
{
	int	 t, i;
	mc_card	 c;

	for (t = 0; t < h->play.ntricks; t++)
		for (i = 0; i < MC_NSEATS; i++) {
			c = h->played[t * MC_NSEATS + i];
			if (c == MC_MATTO)
				continue;
			if (is_suit_card(c) && (int)mc_card_suit(c) == suit)
				return true;
			break;
		}
	return false;
}

/* Has seat led a trump, as the first card of a trick, before now? */
static bool
led_trump_before(const struct mc_hand *h, int seat)
{
	int	 t;

	for (t = 0; t < h->play.ntricks; t++)
		if (h->trick_leader[t] == seat &&
		    mc_is_trump(h->played[t * MC_NSEATS]))
			return true;
	return false;
}

/* Is the trick empty of all but a led Matto: does c set its lead? */
static bool
leads(const struct mc_hand *h)
{
	int	 i;

	for (i = 0; i < h->play.nplayed; i++)
		if (h->play.trick[i] != MC_MATTO)
			return false;
	return true;
}

/* Has card c been played, in a trick gathered or the trick now? */
static bool
played(const struct mc_hand *h, mc_card c)
{
	int	 i;

	for (i = 0; i < h->play.nplayed; i++)
		if (h->play.trick[i] == c)
			return true;
	return mc_cards_has(&h->play.won[0], c) ||
	    mc_cards_has(&h->play.won[1], c);
}

/* Does a seat other than not hold a trump above rank? */
static bool
trump_above_elsewhere(const struct mc_hand *h, int not, int rank)
{
	int	 s, t;

	for (s = 0; s < MC_NSEATS; s++)
		for (t = rank + 1; t <= 40 && s != not; t++)
			if (mc_cards_has(&h->held[s], mc_trump(t)))
				return true;
	return false;
}

/*
 * May an opponent of seat hold Papa t, as far as seat can know: one
 * does, or seat cannot tell where it is.
 */
static bool
papa_may(const struct mc_hand *h, int seat, int t)
{
	return mc_cards_has(&h->held[mc_seat_left(seat)], mc_trump(t)) ||
	    mc_cards_has(&h->held[mc_seat_right(seat)], mc_trump(t)) ||
	    !mc_hand_knows(h, seat, mc_trump(t));
}

static bool
play_truth(const struct mc_hand *h, int decider, mc_card c, int reason,
    struct mc_rng *r)
{
	const struct mc_play	*p = &h->play;
	const struct mc_cards	*hand = &h->held[p->turn];
	mc_card			 legal[MC_NCARDS];
	int			 n = (int)mc_hand_legal_plays(h, legal), i, s;
	int			 w = winning_pos(h), suit = mc_card_suit(c);
	bool			 own = decider == p->turn;

	switch (reason) {
	case REASON_ONLY:
		return n == 1 && legal[0] == c;
	case REASON_FALLEN:
		return !own && (p->fallen >> p->turn & 1);
	case REASON_SURE_WIN:
		return surely_to(h, decider, c, 1u << p->turn, r);
	case REASON_BEATS:
		return w >= 0 && tops(h, c);
	case REASON_CHEAPEST_WIN:
		if (w < 0 || !tops(h, c))
			return false;
		for (i = 0; i < n; i++)
			if (legal[i] != c && tops(h, legal[i]) &&
			    (mc_card_value(legal[i]) < mc_card_value(c) ||
			    (mc_card_value(legal[i]) == mc_card_value(c) &&
			    mc_card_strength(legal[i]) < mc_card_strength(c) &&
			    mc_is_trump(legal[i]) == mc_is_trump(c))))
				return false;
		return true;
	case REASON_PARTNER_SAFE:
		return w >= 0 && (p->leader + w) % MC_NSEATS ==
		    mc_seat_opposite(decider) &&
		    surely_to(h, decider, c, side_seats(decider), r);
	case REASON_COUNT_HOME:
		return w >= 0 && (p->leader + w) % MC_NSEATS ==
		    mc_seat_opposite(decider) && c != MC_MATTO &&
		    mc_card_value(c) > 0;
	case REASON_KING_GUARD:
		return own && is_suit_card(c) && mc_card_rank(c) != MC_RE &&
		    holds_king(hand, suit);
	case REASON_IMPICCARE:
		return own && leads(h) && is_suit_card(c) &&
		    mc_card_rank(c) != MC_RE && holds_king(hand, suit) &&
		    !suit_led_before(h, suit);
	case REASON_LOWEST:
		if (!own || c == MC_MATTO)
			return false;
		for (i = 0; i < MC_NCARDS; i++)
			if (mc_cards_has(hand, (mc_card)i) && i != MC_MATTO &&
			    mc_card_suit((mc_card)i) == mc_card_suit(c) &&
			    mc_card_strength((mc_card)i) < mc_card_strength(c))
				return false;
		return true;
	case REASON_LONGEST:
		if (!own || !is_suit_card(c))
			return false;
		for (s = 0; s < 4; s++)
			if (s != suit && count_suit(hand, s) >=
			    count_suit(hand, suit))
				return false;
		return true;
	case REASON_CHEAPEST_LOSS:
		if (c == MC_MATTO || w < 0 || tops(h, c))
			return false;
		for (i = 0; i < n; i++)
			if (legal[i] != MC_MATTO &&
			    mc_card_value(legal[i]) < mc_card_value(c))
				return false;
		return true;
	case REASON_MATTO_SAVES:
		if (c != MC_MATTO || n < 2)
			return false;
		for (i = 0; i < n; i++)
			if (legal[i] != MC_MATTO && mc_card_value(legal[i]) == 0)
				return false;
		return true;
	case REASON_TENUTA_COMPAGNO:
		return own && leads(h) && mc_is_trump(c) &&
		    (p->fallen >> mc_seat_left(p->turn) & 1) &&
		    !(p->fallen >> mc_seat_right(p->turn) & 1) &&
		    !trump_above_elsewhere(h, p->turn, mc_card_rank(c));
	case REASON_TENUTA_PAPA:
		return own && leads(h) && mc_is_trump(c) &&
		    mc_card_rank(c) >= 6 && mc_card_rank(c) < 20 &&
		    mc_card_value(c) == 0 && (papa_may(h, p->turn, 1) ||
		    papa_may(h, p->turn, 3));
	case REASON_FUMATA:
		return own && p->nplayed == 0 && mc_is_trump(c) &&
		    !led_trump_before(h, p->turn);
	case REASON_TRUMP_LEAD:
		return own && leads(h) && mc_is_trump(c) &&
		    count_suit(hand, 0) + count_suit(hand, 1) +
		    count_suit(hand, 2) + count_suit(hand, 3) > 0;
	default:
		return false;
	}
}

static bool
discard_truth(const struct mc_hand *h, int seat, const struct mc_decision *d,
    int reason)
{
	const struct mc_cards	*hand = &h->held[seat];
	struct mc_cards		 after = *hand;
	int			 i, s, kings = 0;
	bool			 yes = false;

	for (i = 0; i < d->n; i++)
		mc_cards_del(&after, d->cards[i]);
	switch (reason) {
	case REASON_CARTIGLIE:
	case REASON_NO_COUNT:
		for (i = 0; i < d->n; i++)
			if (reason == REASON_CARTIGLIE ? !is_suit_card(d->cards[i]) :
			    mc_card_value(d->cards[i]) > 0)
				return false;
		return true;
	case REASON_VOID:
		for (s = 0; s < 4; s++)
			yes |= count_suit(hand, s) > 0 &&
			    count_suit(&after, s) == 0;
		return yes;
	case REASON_KING_BARE:
		for (s = 0; s < 4; s++)
			yes |= holds_king(&after, s) &&
			    count_suit(&after, s) == 1 &&
			    count_suit(hand, s) > 1;
		return yes;
	case REASON_THREE_KINGS:
		for (s = 0; s < 4; s++)
			kings += holds_king(hand, s);
		return kings >= 3;
	case REASON_THUMB:
		return true;	/* the rule's own choice: nothing to check */
	default:
		return false;
	}
}

/* Does seat hold a King or the Matto while a trump is still in play? */
static bool
guard_truth(const struct mc_hand *h, int seat, bool guard_left)
{
	const struct mc_cards	*hand = &h->held[seat];
	int			 s, t;
	bool			 guard = mc_cards_has(hand, MC_MATTO), out = false;

	for (s = 0; s < 4; s++)
		guard |= holds_king(hand, s);
	for (s = 0; s < MC_NSEATS; s++)
		for (t = 1; t <= 40 && s != seat; t++)
			out |= mc_cards_has(&h->held[s], mc_trump(t));
	if (guard_left)		/* a trump may be out: one not yet seen */
		for (t = 1; t <= 40; t++)
			out |= !played(h, mc_trump(t)) &&
			    !mc_cards_has(hand, mc_trump(t));
	return guard_left ? guard && out : !guard || !out;
}

/*
 * Does reason hold for decision d, due in hand h and made by decider,
 * as the reason's meaning says?  r draws the deals of the view.
 */
bool
truth_holds(const struct mc_hand *h, int decider, const struct mc_decision *d,
    int reason, struct mc_rng *r)
{
	struct mc_versicola	 vs[MC_VERSICOLE_MAX];
	int			 n;

	switch (d->kind) {
	case MC_DECIDE_CUT:
		return reason == REASON_ANY_CUT && d->n >= 14 && d->n <= 83;
	case MC_DECIDE_DECLARE:
		n = mc_hand_versicole(h, decider, vs);
		return reason == REASON_DECLARE_ALL && n > 0 &&
		    d->which == (1u << n) - 1;
	case MC_DECIDE_FALL:
		return (reason == REASON_GUARD_LEFT ||
		    reason == REASON_NOTHING_TO_GUARD) &&
		    guard_truth(h, decider, reason == REASON_GUARD_LEFT);
	case MC_DECIDE_DISCARD:
		return discard_truth(h, decider, d, reason);
	case MC_DECIDE_PLAY:
	default:
		return play_truth(h, decider, d->cards[0], reason, r);
	}
}

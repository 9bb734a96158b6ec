/*
 * easy.c -- a player of rules of thumb, after the old players' advice:
 * keep a King away from the trump that would hang it (impiccare), bring
 * counting cards home behind a partner who holds the trick, lead no suit
 * an opponent has shown void in, win cheaply
 * what is worth winning, throw cartiglie otherwise, and save the Matto
 * for a trick that would cost a counting card.  The versicole plan: a
 * card that would complete a run among the side's captures is worth its
 * run.  Tenute: low trumps led to draw out the opponents' Papi (al papa),
 * the top trump led when the opponent who plays last has fallen, so the
 * partner can bring his cards home (al compagno).  Instant, and used in
 * the playouts of the hard level.
 */
#include <string.h>

#include "bot.h"

/*
 * R3.1, R3.2, R10.2: can c belong to a versicola?  The Matto, the Kings,
 * trumps 1-5 and 28-40, 10, 13, 20, and 14 under the Demonio variant.
 */
static bool
in_versicole(const struct mc_hand *h, mc_card c)
{
	int	 r = mc_card_rank(c);

	if (c == MC_MATTO)
		return true;
	if (!mc_is_trump(c))
		return r == MC_RE;
	return r <= 5 || r >= 28 || r == 10 || r == 13 || r == 20 ||
	    (r == 14 && (h->variants & MC_VAR_DEMONIO));
}

/*
 * One decision's working: the hand, and each side's versicole as its
 * captures stand (-1 until asked), worked out once for every card the
 * decision weighs, as is what each card would add to them (gain, of
 * the cards in asked).
 */
struct easy {
	const struct mc_hand	*h;
	int			 base[2];
	bool			 seer;	/* a playout: every hand is known */
	struct mc_cards		 asked[2];
	int16_t			 gain[2][MC_NCARDS];
};

/* R3, R7.3: what c adds to the versicole of the side's captures. */
static int
versicola_gain(struct easy *e, int seat, mc_card c)
{
	const struct mc_hand	*h = e->h;
	int			 side = mc_seat_side(seat);
	struct mc_cards		 won = h->play.won[side];

	if (!in_versicole(h, c))
		return 0;
	if (mc_cards_has(&e->asked[side], c))
		return e->gain[side][c];
	mc_cards_add(&e->asked[side], c);
	if (e->base[side] < 0)
		e->base[side] = mc_versicole_value(&won, h->variants);
	mc_cards_add(&won, c);
	e->gain[side][c] = (int16_t)(mc_versicole_value(&won, h->variants) -
	    e->base[side]);
	return e->gain[side][c];
}

/* The cards lo to hi, as a set. */
static struct mc_cards
card_range(mc_card lo, mc_card hi)
{
	struct mc_cards	 s = { { 0, 0 } };
	int		 i;

	for (i = 0; i < 2; i++) {
		int	 a = lo - 64 * i, b = hi - 64 * i;

		if (b < 0 || a > 63)
			continue;
		a = a < 0 ? 0 : a;
		b = b > 63 ? 63 : b;
		s.w[i] = (b - a == 63 ? ~(uint64_t)0 :
		    (((uint64_t)1 << (b - a + 1)) - 1)) << a;
	}
	return s;
}

/* The cards of suit s, the trumps counting as one, the Matto alone. */
static struct mc_cards
suit_named(enum mc_suit s)
{
	if (s == MC_TRUMPS)
		return card_range(mc_trump(1), mc_trump(40));
	if (s == MC_FOOL)
		return card_range(MC_MATTO, MC_MATTO);
	return card_range(mc_suit_card(s, 1), mc_suit_card(s, MC_RE));
}

static struct mc_cards
suit_of(mc_card c)
{
	return suit_named(mc_card_suit(c));
}

/* How many of set are in mask. */
static int
count_in(const struct mc_cards *set, struct mc_cards mask)
{
	mask.w[0] &= set->w[0];
	mask.w[1] &= set->w[1];
	return mc_cards_count(&mask);
}

/* R6.9: a card's power in a trick it leads, for comparing the cards
 * one might play. */
static int
power(mc_card c)
{
	return mc_card_power(c, mc_card_suit(c));
}

/* How many cards of c's suit the hand holds (trumps count as a suit). */
static int
suit_length(const struct mc_cards *hand, mc_card c)
{
	return count_in(hand, suit_of(c));
}

/* R6.8: does the hand hold the King of c's suit, not yet led? */
static bool
king_at_risk(const struct mc_hand *h, const struct mc_cards *hand, mc_card c)
{
	enum mc_suit	 s = mc_card_suit(c);

	if (s > MC_BASTONI || (h->play.suits_led >> s & 1))
		return false;
	return mc_cards_has(hand, mc_suit_card(s, MC_RE));
}

/* Is trump t out of sight: not ours, not played or captured? */
static bool
trump_out(const struct mc_hand *h, const struct mc_cards *hand, int t)
{
	mc_card	 c = mc_trump(t);

	return !mc_cards_has(hand, c) && !mc_cards_has(&h->play.won[0], c) &&
	    !mc_cards_has(&h->play.won[1], c) && !mc_cards_has(&h->faceup, c);
}

static int
trumps_out(const struct mc_hand *h, const struct mc_cards *hand)
{
	struct mc_cards	 gone;
	int		 i;

	for (i = 0; i < 2; i++)
		gone.w[i] = hand->w[i] | h->play.won[0].w[i] |
		    h->play.won[1].w[i] | h->faceup.w[i];
	return 40 - count_in(&gone, suit_named(MC_TRUMPS));
}

static int
trumps_held(const struct mc_cards *hand)
{
	return count_in(hand, suit_named(MC_TRUMPS));
}

/*
 * Tenuta al compagno: the opponent who plays last has fallen, and our
 * top trump is the highest still out: lead it, and the partner, who
 * plays after the other opponent, can bring his cards home.
 */
static mc_card
tenuta_compagno(const struct mc_hand *h, const mc_card *legal, int n)
{
	int	 seat = h->play.turn, t, i;

	if (!(h->play.fallen >> mc_seat_left(seat) & 1) ||
	    (h->play.fallen >> mc_seat_right(seat) & 1))
		return MC_NOCARD;
	for (t = 40; t >= 1; t--) {
		if (mc_cards_has(&h->held[seat], mc_trump(t)))
			break;
		if (trump_out(h, &h->held[seat], t))
			return MC_NOCARD;	/* someone may hold a higher */
	}
	for (i = 0; i < n; i++)
		if (t >= 1 && legal[i] == mc_trump(t))
			return legal[i];
	return MC_NOCARD;
}

/*
 * Tenuta al papa: a low trump of no value led while the opponents may
 * still hold Papa 1 or 3, which must then fall.  Only late, when few
 * trumps are left out of sight: led earlier, in the arena, it gave the
 * opponents cheap tricks and cost about 6 points a hand.
 */
static mc_card
tenuta_papa(const struct mc_hand *h, const mc_card *legal, int n)
{
	const struct mc_cards *hand = &h->held[h->play.turn];
	int	 i, best = -1;

	if (trumps_held(hand) < 3 || trumps_out(h, hand) > 12 ||
	    (h->play.fallen & 0xf) != 0 ||
	    (!trump_out(h, hand, 1) && !trump_out(h, hand, 3)))
		return MC_NOCARD;
	for (i = 0; i < n; i++)
		if (mc_is_trump(legal[i]) && mc_card_value(legal[i]) == 0 &&
		    mc_card_rank(legal[i]) >= 6 && mc_card_rank(legal[i]) < 20 &&
		    (best < 0 || legal[i] < legal[best]))
			best = i;
	return best < 0 ? MC_NOCARD : legal[best];
}

/*
 * A Sopraventi led as the seat's first trump tells the partner it holds
 * the highest Aria still out (the fumata, fumata.c): without it, that
 * lead would lie, and costs as much as a counting card.
 */
static int
false_fumata(const struct mc_hand *h, mc_card c)
{
	int	 seat = h->play.turn, rank = mc_card_rank(c);

	if (rank < 21 || rank > 27 || h->play.first_trump_lead[seat] != 0 ||
	    mc_cards_has(&h->held[seat], fumata_top_aria(h)))
		return 0;
	return 1000;
}

/*
 * Has an opponent of the seat due shown void in c's suit while he may
 * still hold trumps (R6.2, R9.1: shown by the play)?  Led, the suit is
 * his to trump, cheaply, whatever its length in our hand (review 2,
 * item 4: Cs led into North's spade void, "your longest suit").
 */
static bool
trumped_by_opponent(const struct mc_hand *h, mc_card c)
{
	int	 seat = h->play.turn, s = mc_card_suit(c), k, opp;

	for (k = 0; k < 2; k++) {
		opp = k == 0 ? mc_seat_left(seat) : mc_seat_right(seat);
		if ((h->play.voids[opp] >> s & 1) &&
		    !(h->play.voids[opp] >> MC_TRUMPS & 1) &&
		    !(h->play.fallen >> opp & 1))
			return true;
	}
	return false;
}

#define VOID_LEAD_COST	30	/* seven and a half cards of length */

/*
 * A lead: a tenuta when one is on; else a low cartiglia of a long suit
 * whose King is not ours to lose; failing that, the lowest trump,
 * keeping the Arie.
 */
static mc_card
lead(const struct mc_hand *h, const mc_card *legal, int n,
    enum easy_why *why)
{
	const struct mc_cards *hand = &h->held[h->play.turn];
	int	 i, cost, best = -1, best_cost = 0;
	mc_card	 c;

	*why = EASY_TENUTA_COMPAGNO;
	if ((c = tenuta_compagno(h, legal, n)) != MC_NOCARD)
		return c;
	*why = EASY_TENUTA_PAPA;
	if ((c = tenuta_papa(h, legal, n)) != MC_NOCARD)
		return c;

	for (i = 0; i < n; i++) {
		if (legal[i] == MC_MATTO && n > 1)
			continue;
		cost = 100 * mc_card_value(legal[i]) + power(legal[i]);
		if (mc_is_trump(legal[i]))
			cost += 50 + false_fumata(h, legal[i]);
		else {
			cost -= 4 * suit_length(hand, legal[i]);
			if (trumped_by_opponent(h, legal[i]))
				cost += VOID_LEAD_COST;
		}
		/* Impiccare: with five or more of its suit a low card ties
		 * the King safely; with fewer, the suit would hang it. */
		if (king_at_risk(h, hand, legal[i]))
			cost += suit_length(hand, legal[i]) >= 5 ? -30 : 300;
		if (best < 0 || cost < best_cost) {
			best = i;
			best_cost = cost;
		}
	}
	*why = mc_is_trump(legal[best]) ? EASY_LEAD_TRUMP : EASY_LEAD;
	return legal[best];
}

/*
 * What a card costs to spend: its value first, then the Papi and the
 * Matto, kept for the end ("jealous" cards), then its power.
 */
static int
spend(struct easy *e, int seat, mc_card c)
{
	int	 cost = 100 * (mc_card_value(c) + versicola_gain(e, seat, c)) +
		    power(c);

	if (c == MC_MATTO || (mc_is_trump(c) && mc_card_rank(c) <= 5))
		cost += 200;
	if (c == mc_trump(29))		/* worth 5 in a run of 28-30 */
		cost += 150;
	return cost;
}

/* The legal card that beats the winner at the least cost, or -1. */
static int
cheapest_winner(struct easy *e, int seat, const mc_card *legal,
    int n, mc_card top)
{
	int	 i, best = -1;

	for (i = 0; i < n; i++)
		if (mc_card_beats(legal[i], top) && (best < 0 ||
		    spend(e, seat, legal[i]) < spend(e, seat, legal[best])))
			best = i;
	return best;
}

/* The legal card that costs least to give away: no value, low power. */
static int
cheapest(struct easy *e, int seat, const mc_card *legal, int n,
    bool matto_too)
{
	int	 i, best = -1, cost, best_cost = 0;

	for (i = 0; i < n; i++) {
		if (legal[i] == MC_MATTO && !matto_too)
			continue;
		cost = spend(e, seat, legal[i]);
		if (best < 0 || cost < best_cost) {
			best = i;
			best_cost = cost;
		}
	}
	return best < 0 ? 0 : best;
}

/*
 * The legal card worth most that does not beat top, for a trick that
 * side's will be: its value, and what it adds to the side's versicole.
 */
static int
richest_under(struct easy *e, int seat, const mc_card *legal,
    int n, mc_card top)
{
	int	 i, best = -1, value, best_value = 0;

	for (i = 0; i < n; i++) {
		if (legal[i] == MC_MATTO || mc_card_beats(legal[i], top))
			continue;
		value = 100 * (mc_card_value(legal[i]) +
		    versicola_gain(e, seat, legal[i])) - power(legal[i]);
		if (best < 0 || value > best_value) {
			best = i;
			best_value = value;
		}
	}
	return best;
}

/* The points in the trick so far for seat's side, versicole included. */
static int
trick_value(struct easy *e, int seat)
{
	const struct mc_hand	*h = e->h;
	int	 i, v = 0;

	for (i = 0; i < h->play.nplayed; i++)
		v += mc_card_value(h->play.trick[i]) +
		    versicola_gain(e, seat, h->play.trick[i]);
	return v;
}

/*
 * In a playout, where every hand is known: can a seat still to play in
 * this trick after the one due, not of side, beat top with a card it
 * may play (R6.2: following the suit led, else trumping)?
 */
static bool
beaten_later(const struct mc_hand *h, mc_card top, int side)
{
	const struct mc_play	*p = &h->play;
	mc_card			 cards[MC_NCARDS];
	struct mc_cards		 may;
	int			 k, s, i, n;
	enum mc_suit		 lead = (enum mc_suit)p->lead;
	bool			 follow, trumps;

	for (k = p->nplayed + 1; k < MC_NSEATS; k++) {
		s = (p->leader + k) % MC_NSEATS;
		if ((int)mc_seat_side(s) == side)
			continue;
		/* R6.2: the suit led if he has it, else his trumps. */
		follow = count_in(&h->held[s], suit_named(lead)) > 0;
		trumps = count_in(&h->held[s], suit_named(MC_TRUMPS)) > 0;
		if (!follow && !trumps)
			continue;
		may = suit_named(follow ? lead : MC_TRUMPS);
		may.w[0] &= h->held[s].w[0];
		may.w[1] &= h->held[s].w[1];
		n = mc_cards_list(&may, cards);
		for (i = 0; i < n; i++)
			if (mc_card_power(cards[i], lead) >
			    mc_card_power(top, lead))
				return true;
	}
	return false;
}

/*
 * Does the trick surely stay with top's side?  Without sight of the
 * other hands (the easy level itself), as the rule of thumb has it:
 * the last card is played, or top is a trump or a King.
 */
static bool
holds(const struct easy *e, mc_card top, int side)
{
	const struct mc_hand	*h = e->h;

	if (e->seer)
		return !beaten_later(h, top, side);
	return h->play.nplayed == MC_NSEATS - 1 || mc_is_trump(top) ||
	    mc_card_rank(top) == MC_RE;
}

/*
 * R6: the card the seat due should play, chosen for decider's side, and
 * the rule of thumb that chose it.
 */
static mc_card
choose(const struct mc_hand *h, int decider, enum easy_why *why, bool seer)
{
	const struct mc_play	*p = &h->play;
	struct easy		 e = { .h = h, .base = { -1, -1 }, .seer = seer };
	mc_card			 legal[MC_NCARDS], top;
	int			 n, w, i, winner_seat;
	bool			 ours, friendly, last;

	n = (int)mc_hand_legal_plays(h, legal);
	*why = EASY_ONLY;
	if (n == 1)
		return legal[0];
	friendly = mc_seat_side(p->turn) == mc_seat_side(decider);
	w = mc_trick_winning(h);
	if (w < 0 && friendly && (top = lead(h, legal, n, why)) != MC_NOCARD) {
		/* A first trump lead tells the partner of the top Aria. */
		if (mc_is_trump(top) && fumata_lead(h, legal, n) != MC_NOCARD) {
			*why = EASY_FUMATA;
			return fumata_lead(h, legal, n);
		}
		return top;
	}
	*why = EASY_THROW;
	if (w < 0)
		return legal[cheapest(&e, decider, legal, n, false)];
	top = p->trick[w];
	winner_seat = (p->leader + w) % MC_NSEATS;
	ours = mc_seat_side(winner_seat) == mc_seat_side(decider);
	last = p->nplayed == MC_NSEATS - 1;
	if (!friendly) {
		/* A fallen opponent's card (R6.11): feed our trick, or
		 * waste nothing of value to his side. */
		*why = EASY_FALLEN;
		if (ours && (i = richest_under(&e, decider, legal, n, top)) >= 0)
			return legal[i];
		return legal[cheapest(&e, p->turn, legal, n, false)];
	}
	if (ours && holds(&e, top, mc_seat_side(decider))) {
		/* Partner holds the trick: bring counting cards home. */
		*why = EASY_FEED;
		if ((i = richest_under(&e, decider, legal, n, top)) >= 0)
			return legal[i];
	}
	/*
	 * Win a trick worth it, or any trick for nothing.  Seeing every
	 * hand, a card that surely holds the trick comes home whatever its
	 * worth, even an Aria, and a partner's card about to be beaten is
	 * taken over; blind, an Aria is not risked.
	 */
	*why = EASY_WIN;
	if ((!ours || (seer && !holds(&e, top, mc_seat_side(decider)))) &&
	    (i = cheapest_winner(&e, decider, legal, n, top)) >= 0 &&
	    (last || trick_value(&e, decider) > 0 ||
	    mc_card_value(legal[i]) == 0) &&
	    (seer ? holds(&e, legal[i], mc_seat_side(decider)) :
	    mc_card_value(legal[i]) < 10))
		return legal[i];
	*why = EASY_THROW;
	i = cheapest(&e, decider, legal, n, false);
	/* Save a counting card with the Matto, except in the last trick. */
	if (!ours && mc_card_value(legal[i]) > 0 && p->ntricks < 20)
		for (w = 0; w < n; w++)
			if (legal[w] == MC_MATTO) {
				*why = EASY_MATTO;
				return MC_MATTO;
			}
	return legal[i];
}

mc_card
easy_play_why(const struct mc_hand *h, int decider, enum easy_why *why)
{
	return choose(h, decider, why, false);
}

/* R6: the card the seat due should play, chosen for decider's side. */
mc_card
easy_play(const struct mc_hand *h, int decider)
{
	enum easy_why	 why;

	return choose(h, decider, &why, false);
}

/*
 * The same in a playout, where every hand is known: the trick is fed
 * or won only where no card still to come can take it.
 */
mc_card
easy_play_seer(const struct mc_hand *h, int decider)
{
	enum easy_why	 why;

	return choose(h, decider, &why, true);
}

/* Is an opponent's King of c's suit lying face up, to be caught? */
static bool
king_in_sight(const struct mc_hand *h, int seat, mc_card c)
{
	mc_card	 king = mc_suit_card(mc_card_suit(c), MC_RE);
	int	 s;

	for (s = 0; s < MC_NSEATS; s++)
		if (mc_seat_side(s) != mc_seat_side(seat) &&
		    mc_cards_has(&h->held[s], king) &&
		    mc_cards_has(&h->faceup, king))
			return true;
	return false;
}

/* Orders discards: lower keys go first. */
static int
discard_key(const struct mc_hand *h, int seat, mc_card c)
{
	const struct mc_cards *hand = &h->held[seat];
	int	 key = 1000 * mc_card_value(c);

	if (c == MC_MATTO)
		return 100000;
	if (mc_is_trump(c))
		return key + 500 + mc_card_rank(c);
	/* Short suits first, to make voids (then trumps can take), the
	 * suit of an opponent's King in sight first of all (fallio). */
	if (king_in_sight(h, seat, c))
		key -= 200;
	return key + 20 * suit_length(hand, c) + mc_card_strength(c);
}

/*
 * R5.9: the seat's cards in the order the rules of thumb would let them
 * go: cartiglie of its shortest suits first, never a trump or a counting
 * card while a cartiglia remains.  Returns how many.
 */
int
easy_discard_order(const struct mc_hand *h, int seat, mc_card *cards)
{
	mc_card	 t;
	int	 n = mc_hand_cards(h, seat, cards), i, j;

	for (i = 1; i < n; i++)
		for (j = i; j > 0 && discard_key(h, seat, cards[j - 1]) >
		    discard_key(h, seat, cards[j]);
		    j--) {
			t = cards[j];
			cards[j] = cards[j - 1];
			cards[j - 1] = t;
		}
	return n;
}

/* R5.9: the discards the seat owes, the first of that order. */
int
easy_discard(const struct mc_view *v, mc_card *out)
{
	mc_card	 cards[MC_NCARDS];
	int	 owed = v->hand.owed[v->seat];

	easy_discard_order(&v->hand, v->seat, cards);
	memcpy(out, cards, (size_t)owed);
	return owed;
}

/*
 * sicilia.c -- computer players of Tarocchi Siciliani, from a seat's
 * view alone (S13.1): random, every choice uniform among the legal
 * ones; easy, rules of thumb for the auction, the scarto and the play;
 * normal, easy's play with bids weighed by the hand's strength and a
 * reading of who the secret partner may be: the one who may still hold
 * the called trump, else who fed or robbed the declarer's tricks.
 */
#include <string.h>

#include "bot.h"

/* ------------------------------------------------------------ the hand */

/* The seat's own cards. */
static ts_cards
mine(const struct ts_view *v)
{
	return v->hand.held[v->seat];
}

static int
trumps_in(ts_cards set)
{
	return ts_count_cards(set & ts_suit_set(MC_TRUMPS));
}

/* Trumps of number lo or more. */
static int
trumps_from(ts_cards set, int lo)
{
	int	 n, k = 0;

	for (n = lo; n <= 20; n++)
		k += ts_has(set, ts_trump(n));
	return k;
}

static int
kings_in(ts_cards set)
{
	int	 s, k = 0;

	for (s = MC_COPPE; s <= MC_BASTONI; s++)
		k += ts_has(set, ts_suit_card((enum mc_suit)s, MC_RE));
	return k;
}

/*
 * A hand's strength for the auction: high trumps and their number,
 * Kings, the Fuggitivo; a long hand of 15 cards, or the five of round 1
 * scaled to it.
 */
static int
strength(ts_cards hand)
{
	return 3 * trumps_from(hand, 16) + trumps_in(hand) +
	    2 * kings_in(hand) + 2 * ts_has(hand, TS_FUGGITIVO) +
	    3 * ts_has(hand, ts_trump(20));
}

/* ------------------------------------------------------------ sides */

/*
 * Normal's reading of the secret partner from the tricks so far: a
 * seat that gave points to a trick the declarer took looks like his
 * partner, one that took points of his like an opponent.  Positive:
 * seat seems to be the declarer's partner.
 */
static int
partner_signs(const struct ts_hand *h, int seat)
{
	int	 t, i, score = 0, who;
	ts_card	 c;

	for (t = 0; t < h->ntricks; t++)
		for (i = 0; i < MC_NSEATS; i++) {
			who = (h->trick_leader[t] + i) & 3;
			c = h->played[t * MC_NSEATS + i];
			if (who == seat && h->trick_winner[t] == h->declarer)
				score += ts_card_value(c);
			if (who == h->declarer && h->trick_winner[t] == seat)
				score -= ts_card_value(c) + 1;
		}
	return score;
}

/*
 * Has seat shown it holds no trump: a card neither of the suit led nor
 * a trump, where it had to follow or trump (S9.2, S9.3)?  Then it holds
 * no called card either.
 */
static bool
no_trumps_shown(const struct ts_hand *h, int seat)
{
	const ts_card	*cards;
	ts_card		 lead;
	int		 t, i, n, leader;

	for (t = 0; t <= h->ntricks && t < TS_NTRICKS; t++) {
		cards = t < h->ntricks ? h->played + t * MC_NSEATS : h->trick;
		n = t < h->ntricks ? MC_NSEATS : h->nplayed;
		leader = t < h->ntricks ? h->trick_leader[t] : h->leader;
		lead = TS_NOCARD;
		for (i = 0; i < n; i++) {
			if (cards[i] == TS_FUGGITIVO)
				continue;
			if (lead == TS_NOCARD) {
				lead = cards[i];	/* the lead, any card */
				continue;
			}
			if (((leader + i) & 3) == seat && !ts_is_trump(cards[i]) &&
			    (ts_is_trump(lead) ||
			    ts_card_suit(cards[i]) != ts_card_suit(lead)))
				return true;
		}
	}
	return false;
}

/*
 * Normal's reading of the called card: the seats that may still hold
 * it, as the seat can tell (not the declarer, who called it for want of
 * it; not the seat itself, which knows its hand; not one shown without
 * trumps), a bit a seat.
 */
static unsigned
may_hold_called(const struct ts_view *v)
{
	const struct ts_hand	*h = &v->hand;
	unsigned		 may = 0;
	int			 s;

	for (s = 0; s < MC_NSEATS; s++)
		if (s != h->declarer && s != v->seat && !no_trumps_shown(h, s))
			may |= 1u << s;
	return may;
}

/*
 * Who is on the seat's side, as far as it knows: 1 a partner, -1 an
 * opponent, 0 unknown (a called game, the partner still secret).  A
 * normal player reads the called card (a single seat may hold it) and
 * else the signs.
 */
static int
ally(const struct ts_view *v, int seat, enum bot_level level)
{
	const struct ts_hand	*h = &v->hand;
	unsigned		 may;
	int			 signs, partner;

	if (seat == v->seat)
		return 1;
	if (ts_sides_known(h) || v->seat == h->partner)
		return ts_hand_side(h, seat) == ts_hand_side(h, v->seat) ?
		    1 : -1;
	if (seat == h->declarer && v->seat != h->declarer)
		return -1;		/* not his partner: an opponent */
	if (level < BOT_NORMAL)
		return 0;
	if ((may = may_hold_called(v)) != 0 && (may & (may - 1)) == 0) {
		partner = __builtin_ctz(may);
		if (v->seat == h->declarer)
			return seat == partner ? 1 : -1;
		return seat == partner ? -1 : 1;
	}
	if (v->seat == h->declarer) {
		signs = partner_signs(h, seat);
		return signs >= 5 ? 1 : signs <= -5 ? -1 : 0;
	}
	/* another stranger: the partner if his signs are the plainer */
	return partner_signs(h, seat) - partner_signs(h, v->seat) >= 5 ?
	    -1 : 0;
}

/* ------------------------------------------------------------ the play */

/* The trick's winning card so far and its seat, or -1. */
static int
winning(const struct ts_hand *h, ts_card *best)
{
	ts_card	 lead = TS_NOCARD, c;
	int	 i, top = -1, who = -1, power;

	for (i = 0; i < h->nplayed; i++)
		if (h->trick[i] != TS_FUGGITIVO) {
			lead = h->trick[i];
			break;
		}
	for (i = 0; i < h->nplayed; i++) {
		c = h->trick[i];
		if (c == TS_FUGGITIVO)
			continue;
		if (!ts_is_trump(c) && ts_card_suit(c) != ts_card_suit(lead))
			continue;
		power = ts_card_strength(c);
		if (power > top) {
			top = power;
			who = h->trick_seat[i];
			*best = c;
		}
	}
	return who;
}

/* Would c take the trick from best (led as it was)? */
static bool
beats(ts_card c, ts_card best)
{
	if (c == TS_FUGGITIVO)
		return false;
	if (ts_is_trump(c) != ts_is_trump(best))
		return ts_is_trump(c);
	return ts_card_suit(c) == ts_card_suit(best) &&
	    ts_card_strength(c) > ts_card_strength(best);
}

/*
 * The card of set lowest (more = false) or highest (true) in value, the
 * weakest of equal values; the Fuggitivo if set holds nothing else.
 */
static ts_card
by_value(ts_cards set, bool more)
{
	ts_card	 list[TS_NCARDS], best = TS_NOCARD;
	int	 i, n = ts_cards_list(set & ~ts_bit(TS_FUGGITIVO), list), d;

	for (i = 0; i < n; i++) {
		d = best == TS_NOCARD ? 1 : ts_card_value(list[i]) -
		    ts_card_value(best);
		if ((more ? d > 0 : d < 0) || best == TS_NOCARD ||
		    (d == 0 && ts_card_strength(list[i]) <
		    ts_card_strength(best)))
			best = list[i];
	}
	return best == TS_NOCARD ? TS_FUGGITIVO : best;
}

static ts_card
cheapest(ts_cards set)
{
	return by_value(set, false);
}

static ts_card
richest(ts_cards set)
{
	return by_value(set, true);
}

/* The lowest card of set that takes the trick from best, or TS_NOCARD. */
static ts_card
lowest_winner(ts_cards set, ts_card best)
{
	ts_card	 list[TS_NCARDS], low = TS_NOCARD;
	int	 i, n = ts_cards_list(set, list);

	for (i = 0; i < n; i++)
		if (beats(list[i], best) && (low == TS_NOCARD ||
		    ts_card_strength(list[i]) < ts_card_strength(low)))
			low = list[i];
	return low;
}

/*
 * A lead: a King where it is the suit's best left, else the lowest card
 * of the longest suit; the declarer's side, long in trumps, draws them
 * with its highest.
 */
static ts_card
lead(const struct ts_view *v, ts_cards legal)
{
	ts_cards	 suit, longest = 0;
	ts_card		 king;
	int		 s;

	if (ts_hand_side(&v->hand, v->seat) == 0 && trumps_in(legal) >= 7)
		return (ts_card)(63 - __builtin_clzll(legal &
		    ts_suit_set(MC_TRUMPS)));
	for (s = MC_COPPE; s <= MC_BASTONI; s++) {
		suit = legal & ts_suit_set((enum mc_suit)s);
		king = ts_suit_card((enum mc_suit)s, MC_RE);
		if (ts_has(suit, king))
			return king;
		if (ts_count_cards(suit) > ts_count_cards(longest))
			longest = suit;
	}
	return cheapest(longest != 0 ? longest : legal);
}

/*
 * A card to follow: give points to a partner who holds the trick, take
 * it as cheaply as can be, or else throw the least; the Fuggitivo in
 * place of a counting card that would be lost, and before the last
 * trick, where it would have to lead.
 */
static ts_card
follow(const struct ts_view *v, ts_cards legal, enum bot_level level)
{
	const struct ts_hand	*h = &v->hand;
	ts_card			 best = TS_NOCARD, win, low;
	int			 who = winning(h, &best);
	bool			 last = h->nplayed == MC_NSEATS - 1;

	if (who >= 0 && ally(v, who, level) > 0 &&
	    (last || ts_card_strength(best) >= 118))
		return richest(legal);
	win = who < 0 ? cheapest(legal) : lowest_winner(legal, best);
	if (win != TS_NOCARD && (last || ts_is_trump(win) ||
	    ts_card_value(win) == 0 || ts_card_rank(win) == MC_RE))
		return win;
	low = cheapest(legal);
	if (ts_has(legal, TS_FUGGITIVO) && (ts_card_value(low) >= 3 ||
	    h->ntricks == TS_NTRICKS - 2))
		return TS_FUGGITIVO;
	return low;
}

/* ------------------------------------------------------- the decisions */

/* S7: the three cards worth most that may go: their points are safe. */
static void
scarto(const struct ts_view *v, struct ts_decision *d)
{
	struct ts_decision	 all[TS_DECISIONS_MAX];
	int			 i, n = ts_hand_decisions(&v->hand, all), best = 0;
	int			 worth, top = -1;

	for (i = 0; i < n; i++) {
		worth = 4 * (ts_card_value(all[i].cards[0]) +
		    ts_card_value(all[i].cards[1]) +
		    ts_card_value(all[i].cards[2]));
		/* a suit emptied: a void to trump in */
		for (int k = MC_COPPE; k <= MC_BASTONI; k++) {
			ts_cards s = mine(v) & ts_suit_set((enum mc_suit)k);
			ts_cards out = ts_bit(all[i].cards[0]) |
			    ts_bit(all[i].cards[1]) | ts_bit(all[i].cards[2]);

			if (s != 0 && (s & ~out) == 0)
				worth += 3;
		}
		if (worth > top) {
			top = worth;
			best = i;
		}
	}
	*d = all[best];
}

/* S5: the bid, by the hand's strength. */
static enum ts_bid
bid(const struct ts_view *v, enum bot_level level)
{
	ts_cards	 hand = mine(v);
	unsigned	 allowed = ts_hand_bids(&v->hand);
	int		 st = strength(hand), solo = level >= BOT_NORMAL ?
			    28 : 30, call = level >= BOT_NORMAL ? 14 : 16;

	if (v->hand.phase == TS_PHASE_BID1)
		/* five cards: a stata only with the very best of them */
		return st >= 17 && ts_has(hand, ts_trump(20)) ?
		    TS_BID_SOLO : TS_BID_PASS;
	if (st >= solo)
		return TS_BID_SOLO;
	if ((allowed >> TS_BID_CALL & 1) && st >= call)
		return TS_BID_CALL;
	return TS_BID_PASS;
}

static void
easy(struct bot *b, const struct ts_view *v, struct ts_decision *d)
{
	const struct ts_hand	*h = &v->hand;
	ts_cards		 legal;

	ts_decision_due(h, d);
	switch (d->kind) {
	case TS_DECIDE_CUT:
		d->n = 5 + (int)mc_rng_below(&b->rng, 54);
		break;
	case TS_DECIDE_BID:
		d->bid = bid(v, b->level);
		break;
	case TS_DECIDE_SCARTO:
		scarto(v, d);
		break;
	case TS_DECIDE_SCOMMESSA:
		/* the Picciotti too, or many trumps to guard them */
		d->yes = ts_has(mine(v), ts_trump(1)) ||
		    trumps_in(mine(v)) >= 9;
		break;
	case TS_DECIDE_RIVANTO:
		d->yes = h->partner != v->seat && h->declarer != v->seat &&
		    trumps_from(mine(v), 15) >= 3 && trumps_in(mine(v)) >= 6;
		break;
	case TS_DECIDE_PLAY:
		legal = ts_hand_legal(h);
		d->cards[0] = ts_count_cards(legal) == 1 ?
		    (ts_card)__builtin_ctzll(legal) : h->nplayed == 0 ?
		    lead(v, legal) : follow(v, legal, b->level);
		break;
	}
}

void
bot_ts_decide(struct bot *b, const struct ts_view *v, struct ts_decision *d)
{
	struct ts_decision	 all[TS_DECISIONS_MAX];
	int			 n;

	if (b->level == BOT_RANDOM) {
		n = ts_hand_decisions(&v->hand, all);
		*d = all[n > 1 ? mc_rng_below(&b->rng, (uint32_t)n) : 0];
		return;
	}
	easy(b, v, d);
}

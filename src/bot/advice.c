/*
 * advice.c -- the words of a hint: a phrase for each reason that holds
 * (reason.c), saying no more than the reason's predicate.  What only
 * may happen is said with its estimate, counted over deals imagined
 * from the seat's view.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "bot.h"
#include "../lang/lang.h"

struct words {
	char	*buf;
	size_t	 size, len;
};

/* Adds a phrase, after "; " if one came before. */
static void	say(struct words *, const char *, ...)
		    __attribute__((format(printf, 2, 3)));

static void
say(struct words *w, const char *fmt, ...)
{
	va_list	 ap;
	int	 n;

	if (w->len >= w->size)
		return;
	if (w->len > 0) {
		n = snprintf(w->buf + w->len, w->size - w->len, "; ");
		w->len += (size_t)n;
		if (w->len >= w->size)
			return;
	}
	va_start(ap, fmt);
	n = vsnprintf(w->buf + w->len, w->size - w->len, fmt, ap);
	va_end(ap);
	if (n > 0)
		w->len += (size_t)n;
}

static int	suit_count(const struct mc_cards *, int);

static bool
has(const struct bot_hint *h, enum reason r)
{
	return (h->reasons & REASON_BIT(r)) != 0;
}

static int
percent(double share)
{
	return (int)(share * 100 + 0.5);
}

/*
 * "Probably" only from two deals in three: at one in two the card is as
 * likely to lose as to win (review 2, item 11: "probably takes the
 * trick (in 50% ...)").
 */
#define PROBABLY	(2.0 / 3)

/* Does every card the seat due may play, the Matto aside, beat the
 * trick so far?  Then beating it is no merit of the chosen card. */
static bool
every_card_beats(const struct mc_view *v)
{
	mc_card	 legal[MC_NCARDS];
	int	 n = (int)mc_hand_legal_plays(&v->hand, legal), i, w, lead;

	w = mc_trick_winning(&v->hand);
	if (w < 0)
		return false;
	lead = v->hand.play.lead;
	for (i = 0; i < n; i++)
		if (legal[i] != MC_MATTO && mc_card_power(legal[i], lead) <=
		    mc_card_power(v->hand.play.trick[w], lead))
			return false;
	return true;
}

/*
 * Is the card due a fallen opponent's, chosen by the view's seat
 * (R6.11)?  Into the side's trick it is captured, not brought home
 * (review 2, item 11, y.rec D1730).
 */
static bool
opponents_card(const struct mc_view *v)
{
	return mc_seat_side(v->hand.play.turn) != mc_seat_side(v->seat);
}

/* The counting card on a trick the partner holds: home, or at risk. */
static void
say_home(struct words *w, const struct mc_view *v,
    const struct bot_hint *h)
{
	int	 n = h->odds_deals, pc = percent(h->p_side);

	if (has(h, REASON_PARTNER_SAFE) && has(h, REASON_COUNT_HOME) &&
	    opponents_card(v))
		say(w, "%s", _("no opponent still to play can take the trick "
		    "from your side, so your side captures this counting "
		    "card"));
	else if (has(h, REASON_PARTNER_SAFE) && has(h, REASON_COUNT_HOME))
		say(w, "%s", _("no opponent still to play can take the trick "
		    "from your side, so this counting card comes home"));
	else if (has(h, REASON_PARTNER_SAFE))
		say(w, "%s", _("no opponent still to play can take the trick "
		    "from your side"));
	else if (has(h, REASON_COUNT_HOME) && n > 0 && h->p_side < 1 - PROBABLY)
		/* TRANSLATORS: %d%% is the share of %d imagined deals in
		 * which an opponent still to play takes the trick from
		 * the player's side; said where that is most of them. */
		say(w, ngettext("your partner's card is winning so far, but "
		    "an opponent still to play takes the trick, and this "
		    "counting card with it, in %d%% of %d deal imagined",
		    "your partner's card is winning so far, but an opponent "
		    "still to play takes the trick, and this counting card "
		    "with it, in %d%% of %d deals imagined", (unsigned long)n),
		    100 - pc, n);
	else if (has(h, REASON_COUNT_HOME) && n > 0)
		/* TRANSLATORS: %d%% is the share of %d imagined deals in
		 * which the player's side takes the trick. */
		say(w, ngettext("your partner's card is winning so far and "
		    "this card counts; your side keeps the trick in %d%% of %d "
		    "deal imagined", "your partner's card is winning so far "
		    "and this card counts; your side keeps the trick in %d%% "
		    "of %d deals imagined", (unsigned long)n), pc, n);
	else if (has(h, REASON_COUNT_HOME))
		say(w, "%s", _("your partner's card is winning so far and "
		    "this card counts"));
}

/* A card that beats the trick so far, with the search's estimate of
 * its taking it: never "may take" where it took none (review 2, item
 * 5: "may take the trick (in 0% ...)"). */
static void
say_estimate(struct words *w, const struct bot_hint *h, bool cheapest)
{
	int	 n = h->odds_deals, pc = percent(h->p_win);

	if (pc == 0)
		/* TRANSLATORS: %d%% is the share of %d deals of the
		 * unseen cards, imagined from what the player sees, in
		 * which a card still to be played beats this one (here
		 * 100%). */
		say(w, ngettext("it beats the cards so far, but a card still "
		    "to be played beats it in %d%% of %d deal imagined from "
		    "what you can see", "it beats the cards so far, but a card "
		    "still to be played beats it in %d%% of %d deals imagined "
		    "from what you can see", (unsigned long)n), 100 - pc, n);
	else if (cheapest && h->p_win >= PROBABLY)
		/* TRANSLATORS: the hint's estimate: %d%% is the share of
		 * %d deals of the unseen cards, imagined from what the
		 * player sees, in which the card takes the trick. */
		say(w, ngettext("the cheapest card that beats the cards so "
		    "far, and probably takes the trick (in %d%% of %d deal "
		    "imagined from what you can see)", "the cheapest card that "
		    "beats the cards so far, and probably takes the trick (in "
		    "%d%% of %d deals imagined from what you can see)",
		    (unsigned long)n), pc, n);
	else if (cheapest)
		say(w, ngettext("the cheapest card that beats the cards so "
		    "far, and may take the trick (in %d%% of %d deal imagined "
		    "from what you can see)", "the cheapest card that beats "
		    "the cards so far, and may take the trick (in %d%% of %d "
		    "deals imagined from what you can see)", (unsigned long)n),
		    pc, n);
	else if (h->p_win >= PROBABLY)
		say(w, ngettext("it beats the cards so far, and probably takes "
		    "the trick (in %d%% of %d deal imagined from what you can "
		    "see)", "it beats the cards so far, and probably takes the "
		    "trick (in %d%% of %d deals imagined from what you can "
		    "see)", (unsigned long)n), pc, n);
	else
		say(w, ngettext("it beats the cards so far, and may take the "
		    "trick (in %d%% of %d deal imagined from what you can "
		    "see)", "it beats the cards so far, and may take the trick "
		    "(in %d%% of %d deals imagined from what you can see)",
		    (unsigned long)n), pc, n);
}

/* Who takes the trick: certain, or estimated. */
static void
say_trick(struct words *w, const struct mc_view *v,
    const struct bot_hint *h)
{
	/* Where every card beats, "the cheapest that beats" reads as a
	 * merit it is not (review 2, item 11): it is only the cheapest. */
	bool	 all = has(h, REASON_BEATS) && every_card_beats(v);
	bool	 cheapest = has(h, REASON_CHEAPEST_WIN) && !all;
	int	 n = h->odds_deals;

	if (has(h, REASON_SURE_WIN) && !has(h, REASON_BEATS))
		say(w, "%s", _("it leads: no card still to be played can "
		    "beat it, so it takes the trick"));
	else if (has(h, REASON_SURE_WIN) && all)
		say(w, "%s", _("every card that may be played beats the cards "
		    "so far, and no card still to be played can beat this one, "
		    "so it takes the trick"));
	else if (has(h, REASON_SURE_WIN) && cheapest)
		say(w, "%s", _("the cheapest card that beats the cards so "
		    "far: no card still to be played can beat it, so it takes "
		    "the trick"));
	else if (has(h, REASON_SURE_WIN))
		say(w, "%s", _("it beats the cards so far: no card still to "
		    "be played can beat it, so it takes the trick"));
	else if (has(h, REASON_BEATS) && n > 0)
		say_estimate(w, h, cheapest);
	else if (has(h, REASON_BEATS) && cheapest)
		say(w, "%s", _("the cheapest card that beats the cards so "
		    "far"));
	else if (has(h, REASON_BEATS))
		say(w, "%s", _("it beats the cards so far"));
	say_home(w, v, h);
}

/*
 * Has an opponent of the seat due shown void in suit s (R6.2), not in
 * trumps, and not fallen (R6.11)?  A lead there may be trumped: "your
 * longest suit" is then no reason for it (review 2, item 4).
 */
static bool
opponent_void(const struct mc_view *v, int s)
{
	const struct mc_play	*p = &v->hand.play;
	int			 k, opp;

	for (k = 0; k < 2; k++) {
		opp = k == 0 ? mc_seat_left(p->turn) : mc_seat_right(p->turn);
		if ((p->voids[opp] >> s & 1) && !(p->voids[opp] >> MC_TRUMPS &
		    1) && !(p->fallen >> opp & 1))
			return true;
	}
	return false;
}

/*
 * A counting trump played on the first round of a suit the seat lacks,
 * beating the cards so far: the others still follow the suit, the
 * safest time to bring such a trump home (STRATEGY, "Trump a suit you
 * lack"; review 2, item 6: the Papa Uno is not "your lowest trump").
 */
static bool
first_round_home(const struct mc_view *v, const struct bot_hint *h)
{
	const struct mc_play	*p = &v->hand.play;
	mc_card			 c = h->best.cards[0];

	return mc_is_trump(c) && mc_card_value(c) > 0 && p->nplayed > 0 &&
	    p->lead <= MC_BASTONI &&
	    p->first_lead && has(h, REASON_BEATS);
}

/* The seat due's strictly longest suit, or -1. */
static int
longest_suit(const struct mc_view *v)
{
	const struct mc_cards	*hand = &v->hand.held[v->hand.play.turn];
	int			 s, best = -1, len, best_len = 0;
	bool			 tie = false;

	for (s = MC_COPPE; s <= MC_BASTONI; s++) {
		len = suit_count(hand, s);
		if (len > best_len) {
			best = s;
			best_len = len;
			tie = false;
		} else if (len == best_len)
			tie = true;
	}
	return tie ? -1 : best;
}

/*
 * A lead and an opponent's shown void (R6.2): the real consideration
 * where "your longest suit" is no reason (review 2, items 4 and 9: 7b
 * led, not the spade North had trumped).
 */
static void
say_void(struct words *w, const struct mc_view *v, mc_card c,
    enum mc_lang lang)
{
	int	 s = mc_card_suit(c), l = longest_suit(v);

	if (v->hand.play.nplayed != 0 || c == MC_MATTO || mc_is_trump(c))
		return;
	if (opponent_void(v, s))
		/* TRANSLATORS: %s is a suit's name. */
		say(w, _("an opponent has shown void in %s and may trump it"),
		    mc_suit_name((enum mc_suit)s, lang));
	else if (l >= 0 && opponent_void(v, l))
		/* TRANSLATORS: %s is a suit's name. */
		say(w, _("not %s, your longest suit: an opponent has shown "
		    "void in it and may trump it"),
		    mc_suit_name((enum mc_suit)l, lang));
}

/* The seat's place in the hand: lowest, longest, the King kept. */
static void
say_place(struct words *w, const struct mc_view *v,
    const struct bot_hint *h, enum mc_lang lang)
{
	mc_card		 c = h->best.cards[0];
	const char	*suit = mc_suit_name(mc_card_suit(c), lang);
	bool		 longest = has(h, REASON_LONGEST) &&
			    !(v->hand.play.nplayed == 0 &&
			    opponent_void(v, mc_card_suit(c)));

	if (has(h, REASON_KING_GUARD) && !has(h, REASON_IMPICCARE))
		say(w, _("your King of %s stays in your hand"), suit);
	/* A counting trump is not "lowest" as a learner hears it, the
	 * cheapest to give: the Papa Uno is the most jealous of all. */
	if (first_round_home(v, h))
		say(w, "%s", _("the first round of a suit you lack is the "
		    "safest time to bring a counting trump home: the others "
		    "still follow the suit"));
	else if (has(h, REASON_LOWEST) && mc_is_trump(c) &&
	    mc_card_value(c) == 0)
		say(w, "%s", _("your lowest trump"));
	else if (has(h, REASON_LOWEST) && mc_is_trump(c))
		;
	else if (has(h, REASON_LOWEST) && longest)
		say(w, _("your lowest %s, your longest suit"), suit);
	else if (has(h, REASON_LOWEST))
		say(w, _("your lowest %s"), suit);
	else if (longest)
		say(w, _("of %s, your longest suit"), suit);
	say_void(w, v, c, lang);
}

/* What a first trump lead tells the partner (the fumata, fumata.c). */
static void
say_fumata(struct words *w, const struct mc_view *v, mc_card c)
{
	int	 rank = mc_card_rank(c);
	bool	 top = mc_cards_has(&v->hand.held[v->hand.play.turn],
		    fumata_top_aria(&v->hand));

	if (rank >= 21 && rank <= 27 && top)
		say(w, "%s", _("a Sopraventi as your first trump lead tells "
		    "your partner that you hold the highest Aria still out "
		    "(the fumata)"));
	else if (rank >= 21 && rank <= 27)
		say(w, "%s", _("a Sopraventi as your first trump lead tells "
		    "your partner that you hold the highest Aria still out, "
		    "which you do not (a false fumata)"));
	else
		say(w, "%s", _("your first trump lead is no Sopraventi, so it "
		    "does not tell your partner that you hold the highest Aria "
		    "still out (the fumata)"));
}

/* The seat's own card: its place in the hand, and the lead's craft. */
static void
say_card(struct words *w, const struct mc_view *v,
    const struct bot_hint *h, enum mc_lang lang)
{
	mc_card		 c = h->best.cards[0];
	const char	*suit = mc_suit_name(mc_card_suit(c), lang);

	if (has(h, REASON_IMPICCARE))
		/* TRANSLATORS: in these sentences %s is a suit's name:
		 * coppe, denari, spade, bastoni (Cups, Coins... with
		 * --english); "it" is the card. */
		say(w, _("it spends the first round of %s while you keep its "
		    "King, so the King rule can no longer force your King "
		    "out (impiccare, R6.8)"), suit);
	say_place(w, v, h, lang);
	if (has(h, REASON_CHEAPEST_LOSS))
		say(w, "%s", _("it cannot take the trick, and no card that may "
		    "be played is worth less"));
	if (has(h, REASON_MATTO_SAVES))
		say(w, "%s", _("every other card you may play counts, and the "
		    "Matto keeps them in your hand (R6.5)"));
	/* A forced card is no signal and no tenuta: its lead tells
	 * nothing (review 2, item 11, y.rec D1569). */
	if (has(h, REASON_ONLY))
		return;
	if (has(h, REASON_TENUTA_COMPAGNO))
		say(w, "%s", _("the opponent who plays last has fallen and no "
		    "trump above yours can still be out: your partner plays "
		    "after the other opponent (tenuta al compagno)"));
	if (has(h, REASON_TENUTA_PAPA))
		say(w, "%s", _("a low trump led while an opponent may hold "
		    "Papa 1 or 3, which may have to fall on it (tenuta al "
		    "papa)"));
	if (has(h, REASON_FUMATA))
		say_fumata(w, v, c);
}

/* Where the search stands: agreeing, or overruled, and why. */
static void
say_search(struct words *w, const struct bot_hint *h)
{
	char	 other[8];

	if (has(h, REASON_SEARCH))
		/* TRANSLATORS: %d deals of the unseen cards, imagined by
		 * the expert's search from what the player sees. */
		say(w, ngettext("the best on average over the %d deal imagined "
		    "from what you can see", "the best on average over the %d "
		    "deals imagined from what you can see",
		    (unsigned long)h->deals), h->deals);
	/* Holding cartiglie is a reason against a trump lead, not for it
	 * (review 2, item 9): said as the rule the card departs from. */
	if (has(h, REASON_TRUMP_LEAD) && !has(h, REASON_ONLY))
		say(w, "%s", _("a trump led although you hold cartiglie, which "
		    "the old players would lead first"));
	if (!has(h, REASON_OVERRULES))
		return;
	mc_card_format(h->over, other, sizeof(other));
	switch (h->rule) {
	case HINT_RULE_FUMATA:
		/* TRANSLATORS: %s is another card, in notation (T13, 7c),
		 * and %.2f the rests a hand the search rates it above the
		 * hint's card. */
		say(w, _("the search rates %s %.2f rests a hand higher, but "
		    "a first trump lead keeps the partners' signal (the "
		    "fumata)"), other, h->over_by);
		break;
	case HINT_RULE_TIE:
		/* true by the rule: within half an error (expert.c) */
		say(w, _("the search rates %s %.2f rests a hand higher, "
		    "within its error, so the old players' rule keeps this "
		    "card"), other, h->over_by);
		break;
	default:
		say(w, _("the search rates %s %.2f rests a hand higher on the "
		    "fewer deals it weighed before setting it aside"), other,
		    h->over_by);
		break;
	}
}

/*
 * A list of n items (n > 0) as words, "a, b and c", into buf: the
 * Kings a seat holds, the suits its discards leave void.
 */
static void
list_words(const char *const *item, int n, char *buf, size_t size)
{
	char	 head[256];
	int	 i;

	snprintf(buf, size, "%s", n > 0 ? item[0] : "");
	for (i = 1; i < n; i++) {
		snprintf(head, sizeof(head), "%s", buf);
		/* TRANSLATORS: a list of the hint's: %s the items so far,
		 * then one more that is not the last. */
		snprintf(buf, size, i < n - 1 ? P_("a list", "%s, %s") :
		    /* TRANSLATORS: a list of the hint's: %s the items so
		     * far, then the last. */
		    P_("a list: the last item", "%s and %s"), head, item[i]);
	}
}

/*
 * The Kings a seat holds, and its Matto, as words: "the King of coppe
 * and the Matto"; returns how many.
 */
static int
guards(const struct mc_view *v, enum mc_lang lang, char *buf, size_t size)
{
	const struct mc_cards	*hand = &v->hand.held[v->seat];
	char			 kings[4][64];
	const char		*item[5];
	int			 s, n = 0;

	for (s = MC_COPPE; s <= MC_BASTONI; s++)
		if (mc_cards_has(hand, mc_suit_card((enum mc_suit)s, MC_RE))) {
			/* TRANSLATORS: an item of the list of the cards
			 * a seat would rather not leave to the others'
			 * choice; %s is the suit's name. */
			snprintf(kings[n], sizeof(kings[n]), _("the King of %s"),
			    mc_suit_name((enum mc_suit)s, lang));
			item[n] = kings[n];
			n++;
		}
	if (mc_cards_has(hand, MC_MATTO))
		/* TRANSLATORS: an item of the same list. */
		item[n++] = _("the Matto");
	list_words(item, n, buf, size);
	return n;
}

/* Cards of suit s in set, the Matto apart. */
static int
suit_count(const struct mc_cards *set, int s)
{
	mc_card	 c;
	int	 n = 0;

	for (c = 0; c < MC_NCARDS; c++)
		n += c != MC_MATTO && (int)mc_card_suit(c) == s &&
		    mc_cards_has(set, c);
	return n;
}

/*
 * The suits discards d leave void (voids), and those where they leave
 * the King alone (bare), as words: "coppe and spade"; returns how many.
 */
static int
suits_left(const struct mc_view *v, const struct mc_decision *d,
    bool voids, enum mc_lang lang, char *buf, size_t size)
{
	const struct mc_cards	*before = &v->hand.held[v->seat];
	struct mc_cards		 after = *before;
	const char		*item[4];
	int			 s, i, left, n = 0;
	bool			 named;

	for (i = 0; i < d->n; i++)
		mc_cards_del(&after, d->cards[i]);
	for (s = MC_COPPE; s <= MC_BASTONI; s++) {
		left = suit_count(&after, s);
		named = voids ? left == 0 && suit_count(before, s) > 0 :
		    left == 1 && suit_count(before, s) > 1 &&
		    mc_cards_has(&after, mc_suit_card((enum mc_suit)s, MC_RE));
		if (named)
			item[n++] = mc_suit_name((enum mc_suit)s, lang);
	}
	list_words(item, n, buf, size);
	return n;
}

static void
say_discard(struct words *w, const struct mc_view *v,
    const struct bot_hint *h, enum mc_lang lang)
{
	char	 list[80];
	int	 n;

	if (has(h, REASON_THUMB))
		say(w, "%s", _("the old players' rule: cartiglie of your "
		    "shortest suits first, never a trump or a counting card "
		    "while a cartiglia is left; the search cannot tell sets of "
		    "discards apart reliably, so the computer players keep to "
		    "the rule"));
	if (has(h, REASON_CARTIGLIE) && has(h, REASON_NO_COUNT))
		/* TRANSLATORS: said of the cards discarded, one or more,
		 * here and in the next two; the English says the same of
		 * one card as of several. */
		say(w, "%s", ngettext("all cartiglie, none of them counting",
		    "all cartiglie, none of them counting",
		    (unsigned long)h->best.n));
	else if (has(h, REASON_CARTIGLIE))
		say(w, "%s", ngettext("all cartiglie", "all cartiglie",
		    (unsigned long)h->best.n));
	else if (has(h, REASON_NO_COUNT))
		say(w, "%s", ngettext("none of them counts", "none of them "
		    "counts", (unsigned long)h->best.n));
	if (has(h, REASON_VOID)) {
		n = suits_left(v, &h->best, true, lang, list, sizeof(list));
		/* TRANSLATORS: %s is a suit's name, or a list of them
		 * ("coppe and spade"); the discards are the subject. */
		say(w, ngettext("they leave you void in %s, so you can trump "
		    "its leads (R6.2)", "they leave you void in %s, so you can "
		    "trump their leads (R6.2)", (unsigned long)n), list);
	}
	if (has(h, REASON_KING_BARE)) {
		n = suits_left(v, &h->best, false, lang, list, sizeof(list));
		/* TRANSLATORS: %s is a suit's name, or a list of them. */
		say(w, ngettext("they leave your King alone in %s: you must "
		    "play him when it is led, and an opponent void in it may "
		    "trump him (R6.2)", "they leave your Kings alone in %s: you "
		    "must play each when its suit is led, and an opponent void "
		    "in it may trump him (R6.2)", (unsigned long)n), list);
	}
	if (has(h, REASON_THREE_KINGS) && has(h, REASON_VOID))
		say(w, "%s", _("you hold three Kings or more, when the old "
		    "players make no void, since voids are made to catch "
		    "Kings"));
	else if (has(h, REASON_THREE_KINGS))
		say(w, "%s", _("you hold three Kings or more"));
}

/*
 * The sentence for hint h in the view it was given from, into buf;
 * returns its length.  Its phrases are each whole, joined by "; ", and
 * begin in lower case: the sentence follows the choice and a colon.
 */
size_t
advice_say(const struct mc_view *v, const struct bot_hint *h,
    enum mc_lang lang, char *buf, size_t size)
{
	struct words	 w = { buf, size, 0 };
	char		 list[160];
	int		 n;

	if (size == 0)
		return 0;
	buf[0] = '\0';
	switch (h->best.kind) {
	case MC_DECIDE_CUT:
		say(&w, "%s", _("no cut is better than another: nobody knows "
		    "the order of the shuffled deck (R5.2)"));
		break;
	case MC_DECIDE_DECLARE:
		if (has(h, REASON_DECLARE_ALL))
			say(&w, "%s", _("declared points are marked at once "
			    "(R6.3)"));
		break;
	case MC_DECIDE_FALL:
		n = guards(v, lang, list, sizeof(list));
		if (has(h, REASON_GUARD_LEFT))
			/* TRANSLATORS: %s is the list of the Kings and the
			 * Matto the player holds: "the King of coppe and
			 * the Matto". */
			say(&w, _("not yet: you hold %s while a trump may "
			    "still be out, and once you fall your cards are "
			    "chosen by the winner of each previous trick "
			    "(R6.11)"), list);
		else if (n > 0)
			say(&w, "%s", _("no trump can still be out, so nothing "
			    "of yours can be trumped"));
		else
			say(&w, "%s", _("you hold no King and no Matto for the "
			    "winners of the tricks to choose"));
		break;
	case MC_DECIDE_DISCARD:
		say_discard(&w, v, h, lang);
		break;
	case MC_DECIDE_PLAY:
		if (has(h, REASON_ONLY))
			say(&w, "%s", _("the only card that may be played"));
		if (has(h, REASON_FALLEN))
			say(&w, "%s", _("you choose the fallen player's card "
			    "(R6.11)"));
		say_trick(&w, v, h);
		if (!has(h, REASON_FALLEN))
			say_card(&w, v, h, lang);
		say_search(&w, h);
		break;
	}
	if (w.len == 0)
		say(&w, "%s", _("the expert's choice"));
	return w.len < size ? w.len : size - 1;
}

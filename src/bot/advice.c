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

/* Who takes the trick: certain, or estimated. */
static void
say_trick(struct words *w, const struct bot_hint *h)
{
	const char	*beats = has(h, REASON_CHEAPEST_WIN) ? "the cheapest "
			    "card that beats the cards so far" : "it beats the "
			    "cards so far";

	if (has(h, REASON_SURE_WIN))
		say(w, "%s: no card still to be played can beat it, so it "
		    "takes the trick", has(h, REASON_BEATS) ? beats :
		    "it leads");
	else if (has(h, REASON_BEATS) && h->odds_deals > 0)
		say(w, "%s, and %s the trick (in %d%% of %d deals "
		    "imagined from what you can see)", beats, h->p_win >= 0.5 ?
		    "probably takes" : "may take", percent(h->p_win),
		    h->odds_deals);
	else if (has(h, REASON_BEATS))
		say(w, "%s", beats);
	if (has(h, REASON_PARTNER_SAFE))
		say(w, "no opponent still to play can take the trick from "
		    "your side%s", has(h, REASON_COUNT_HOME) ? ", so this "
		    "counting card comes home" : "");
	else if (has(h, REASON_COUNT_HOME) && h->odds_deals > 0)
		say(w, "your partner's card is winning so far and this card "
		    "counts; your side keeps the trick in %d%% of %d deals "
		    "imagined", percent(h->p_side), h->odds_deals);
	else if (has(h, REASON_COUNT_HOME))
		say(w, "your partner's card is winning so far and this card "
		    "counts");
}

/* The seat's own card: its place in the hand, and the lead's craft. */
static void
say_card(struct words *w, const struct bot_hint *h, enum mc_lang lang)
{
	mc_card		 c = h->best.cards[0];
	const char	*suit = mc_suit_name(mc_card_suit(c), lang);

	if (has(h, REASON_IMPICCARE))
		say(w, "it spends the first round of %s while you keep its "
		    "King, so the King rule can no longer force your King "
		    "out (impiccare, R6.8)", suit);
	else if (has(h, REASON_KING_GUARD))
		say(w, "your King of %s stays in your hand", suit);
	if (has(h, REASON_LOWEST) && mc_is_trump(c))
		say(w, "your lowest trump");
	else if (has(h, REASON_LOWEST) && has(h, REASON_LONGEST))
		say(w, "your lowest %s, your longest suit", suit);
	else if (has(h, REASON_LOWEST))
		say(w, "your lowest %s", suit);
	else if (has(h, REASON_LONGEST))
		say(w, "of %s, your longest suit", suit);
	if (has(h, REASON_CHEAPEST_LOSS))
		say(w, "it cannot take the trick, and no card that may be "
		    "played is worth less");
	if (has(h, REASON_MATTO_SAVES))
		say(w, "every other card you may play counts, and the Matto "
		    "keeps them in your hand (R6.5)");
	if (has(h, REASON_TENUTA_COMPAGNO))
		say(w, "the opponent who plays last has fallen and no trump "
		    "above yours can still be out: your partner plays after "
		    "the other opponent (tenuta al compagno)");
	if (has(h, REASON_TENUTA_PAPA))
		say(w, "a low trump led while an opponent may hold Papa 1 or "
		    "3, which may have to fall on it (tenuta al papa)");
	if (has(h, REASON_FUMATA))
		say(w, "your first trump lead tells your partner whether you "
		    "hold the highest Aria still out (the fumata)");
	if (has(h, REASON_TRUMP_LEAD))
		say(w, "a trump led although you hold cartiglie");
}

/* Where the search stands: agreeing, or overruled, and why. */
static void
say_search(struct words *w, const struct bot_hint *h)
{
	char	 other[8];

	if (has(h, REASON_SEARCH))
		say(w, "the best on average over the %d deals imagined from "
		    "what you can see", h->deals);
	if (!has(h, REASON_OVERRULES))
		return;
	mc_card_format(h->over, other, sizeof(other));
	switch (h->rule) {
	case HINT_RULE_FUMATA:
		say(w, "the search rates %s %.1f points a hand higher, but a "
		    "first trump lead keeps the partners' signal (the "
		    "fumata)", other, h->over_by);
		break;
	case HINT_RULE_TIE:
		say(w, "the search rates %s %.1f points a hand higher, %s, "
		    "so the old players' rule keeps this card", other,
		    h->over_by, h->over_by <= h->over_se ? "within its error" :
		    "too close to tell apart");
		break;
	default:
		say(w, "the search rates %s %.1f points a hand higher on the "
		    "fewer deals it weighed before setting it aside", other,
		    h->over_by);
		break;
	}
}

/* The Kings a seat holds, and its Matto, as words: "the King of ...". */
static void
guards(const struct mc_view *v, enum mc_lang lang, char *buf, size_t size)
{
	const struct mc_cards	*hand = &v->hand.held[v->seat];
	size_t			 len = 0;
	int			 s, n = 0;

	buf[0] = '\0';
	for (s = MC_COPPE; s <= MC_BASTONI && len < size; s++)
		if (mc_cards_has(hand, mc_suit_card((enum mc_suit)s, MC_RE)))
			len += (size_t)snprintf(buf + len, size - len,
			    "%sthe King of %s", n++ > 0 ? ", " : "",
			    mc_suit_name((enum mc_suit)s, lang));
	if (mc_cards_has(hand, MC_MATTO) && len < size)
		snprintf(buf + len, size - len, "%sthe Matto",
		    n > 0 ? " and " : "");
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
 * the King alone (bare), as words: "coppe and spade".
 */
static void
suits_left(const struct mc_view *v, const struct mc_decision *d,
    bool voids, enum mc_lang lang, char *buf, size_t size)
{
	const struct mc_cards	*before = &v->hand.held[v->seat];
	struct mc_cards		 after = *before;
	size_t			 len = 0;
	int			 s, i, left;
	bool			 named;

	for (i = 0; i < d->n; i++)
		mc_cards_del(&after, d->cards[i]);
	buf[0] = '\0';
	for (s = MC_COPPE; s <= MC_BASTONI && len < size; s++) {
		left = suit_count(&after, s);
		named = voids ? left == 0 && suit_count(before, s) > 0 :
		    left == 1 && suit_count(before, s) > 1 &&
		    mc_cards_has(&after, mc_suit_card((enum mc_suit)s, MC_RE));
		if (named)
			len += (size_t)snprintf(buf + len, size - len, "%s%s",
			    len > 0 ? " and " : "", mc_suit_name((enum mc_suit)s,
			    lang));
	}
}

static void
say_discard(struct words *w, const struct mc_view *v,
    const struct bot_hint *h, enum mc_lang lang)
{
	char	 list[80];

	if (has(h, REASON_THUMB))
		say(w, "the old players' rule: cartiglie of your shortest "
		    "suits first, never a trump or a counting card while a "
		    "cartiglia is left; the search cannot tell sets of discards "
		    "apart reliably, so the computer players keep to the rule");
	if (has(h, REASON_CARTIGLIE) && has(h, REASON_NO_COUNT))
		say(w, "all cartiglie, none of them counting");
	else if (has(h, REASON_CARTIGLIE))
		say(w, "all cartiglie");
	else if (has(h, REASON_NO_COUNT))
		say(w, "none of them counts");
	if (has(h, REASON_VOID)) {
		suits_left(v, &h->best, true, lang, list, sizeof(list));
		say(w, "they leave you void in %s, so you can trump its "
		    "leads (R6.2)", list);
	}
	if (has(h, REASON_KING_BARE)) {
		suits_left(v, &h->best, false, lang, list, sizeof(list));
		say(w, "they leave your King alone in %s: you must play him "
		    "when it is led, and an opponent void in it may trump "
		    "him (R6.2)", list);
	}
	if (has(h, REASON_THREE_KINGS))
		say(w, "you hold three Kings or more%s",
		    has(h, REASON_VOID) ? ", when the old players make no "
		    "void, since voids are made to catch Kings" : "");
}

/*
 * The sentence for hint h in the view it was given from, into buf;
 * returns its length.
 */
size_t
advice_say(const struct mc_view *v, const struct bot_hint *h,
    enum mc_lang lang, char *buf, size_t size)
{
	struct words	 w = { buf, size, 0 };
	char		 list[120];

	if (size == 0)
		return 0;
	buf[0] = '\0';
	switch (h->best.kind) {
	case MC_DECIDE_CUT:
		say(&w, "no cut is better than another: nobody knows the "
		    "order of the shuffled deck (R5.2)");
		break;
	case MC_DECIDE_DECLARE:
		if (has(h, REASON_DECLARE_ALL))
			say(&w, "declared points are marked at once (R6.3)");
		break;
	case MC_DECIDE_FALL:
		guards(v, lang, list, sizeof(list));
		if (has(h, REASON_GUARD_LEFT))
			say(&w, "not yet: you hold %s while a trump may still "
			    "be out, and once you fall your cards are chosen "
			    "by the winner of each previous trick (R6.11)",
			    list);
		else if (list[0] != '\0')
			say(&w, "no trump can still be out, so nothing of "
			    "yours can be trumped");
		else
			say(&w, "you hold no King and no Matto for the "
			    "winners of the tricks to choose");
		break;
	case MC_DECIDE_DISCARD:
		say_discard(&w, v, h, lang);
		break;
	case MC_DECIDE_PLAY:
		if (has(h, REASON_ONLY))
			say(&w, "the only card that may be played");
		if (has(h, REASON_FALLEN))
			say(&w, "you choose the fallen player's card (R6.11)");
		say_trick(&w, h);
		if (!has(h, REASON_FALLEN))
			say_card(&w, h, lang);
		say_search(&w, h);
		break;
	}
	if (w.len == 0)
		say(&w, "the expert's choice");
	return w.len < size ? w.len : size - 1;
}

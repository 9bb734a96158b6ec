/*
 * warning.c -- the table's warnings (w): before a card of a person's
 * that gives points away as far as his seat can see (R9.1), he is asked
 * whether to play it anyway.  The expert's own vetoes, a partner's sure
 * trick overtaken, a counting card thrown to the opponents' trick where
 * a cheaper one loses too, and a Papa thrown to the partner's trick that
 * an opponent still to play can take with a trump lying face up.
 */
#include "bot.h"
#include "../lang/lang.h"

/* Does c, a trump, take the trick from the partner's card at w? */
static bool
overtakes(const struct mc_play *p, int w, mc_card c)
{
	return mc_is_trump(c) &&
	    mc_card_power(c, p->lead) > mc_card_power(p->trick[w], p->lead);
}

/*
 * The partner's card wins, and no card still to come can beat it (last
 * to play, or nothing out of sight or in the last seat's hand above it):
 * a trump that overtakes it wins nothing for the side and is spent.
 * Only if some legal card, the Matto aside, does not overtake: when
 * every card does, the trick is the side's whatever goes.
 */
static bool
overtake_avoidable(const struct mc_view *v, const mc_card *legal, int n,
    mc_card c)
{
	const struct mc_play	*p = &v->hand.play;
	int			 pos = p->nplayed, w, i;

	w = mc_trick_winning(&v->hand);
	if (pos < 2 || w != pos - 2 || !overtakes(p, w, c) ||
	    (pos == 2 && bot_beatable(v, p->trick[w], p->lead)))
		return false;
	for (i = 0; i < n; i++)
		if (legal[i] != MC_MATTO && !overtakes(p, w, legal[i]))
			return true;
	return false;
}

/*
 * A counting card given to the opponents: their card wins the trick, c
 * cannot beat it, the partner has played, and a card worth less would
 * lose it too.
 */
static bool
gift(const struct mc_view *v, const mc_card *legal, int n, mc_card c)
{
	const struct mc_play	*p = &v->hand.play;
	int			 w = mc_trick_winning(&v->hand), i;

	if (p->nplayed < 2 || w < 0 || c == MC_MATTO ||
	    mc_card_value(c) == 0 || w == p->nplayed - 2 ||
	    mc_seat_side((p->leader + w) % MC_NSEATS) == mc_seat_side(p->turn) ||
	    mc_card_power(c, p->lead) >= mc_card_power(p->trick[w], p->lead))
		return false;
	for (i = 0; i < n; i++)
		if (legal[i] != MC_MATTO &&
		    mc_card_value(legal[i]) < mc_card_value(c) &&
		    mc_card_power(legal[i], p->lead) <
		    mc_card_power(p->trick[w], p->lead))
			return true;
	return false;
}

/*
 * May the last seat play known card k to this trick: a card of the suit
 * led, or a trump once the suit led is trumps or he has shown a void in
 * it (R6.1, R6.2)?
 */
static bool
playable_by(const struct mc_play *p, int seat, mc_card k)
{
	if (p->lead == MC_TRUMPS || mc_card_suit(k) == p->lead)
		return true;
	return mc_is_trump(k) && (p->voids[seat] >> p->lead & 1);
}

/*
 * A Papa (trump 1-5) thrown to the partner's trick while the opponent
 * still to play holds, face up where the seat sees it, a card that beats
 * the partner's: the Papa is lost in plain sight, a cheaper card legal.
 */
static bool
papa_visibly_lost(const struct mc_view *v, const mc_card *legal, int n,
    mc_card c)
{
	const struct mc_play	*p = &v->hand.play;
	int			 last = mc_seat_left(p->leader), top, k;

	if (p->nplayed != 2 || mc_trick_winning(&v->hand) != 0 ||
	    !mc_is_trump(c) || mc_card_rank(c) > 5 ||
	    !blunder_cheaper(legal, n, c))
		return false;
	/* the partner's card, or the Papa itself if it trumps it */
	top = mc_card_power(p->trick[0], p->lead);
	if (mc_card_power(c, p->lead) > top)
		top = mc_card_power(c, p->lead);
	for (k = 0; k < MC_NCARDS; k++)
		if (mc_cards_has(&v->hand.held[last], (mc_card)k) &&
		    playable_by(p, last, (mc_card)k) &&
		    mc_card_power((mc_card)k, p->lead) > top)
			return true;
	return false;
}

/*
 * Would the seat regret legal card c, as far as its view can tell: one
 * of the plays the expert rules out (a King led into its suit's first
 * round, the Matto spent for nothing ...), a partner's sure trick
 * overtaken while a card that does not overtake is legal, a counting
 * card given to the opponents, or a Papa lost in plain sight.  A high
 * trump played early is left to the player's judgement: it is often
 * right.  The expert's overtake veto is judged here again, so that the
 * warning never fires when every legal card overtakes.  Returns the
 * blunder_kind, or BLUNDER_NKINDS.
 */
int
bot_warning(const struct mc_view *v, mc_card c)
{
	mc_card			 legal[MC_NCARDS];
	int			 n, kind;

	if (v->hand.phase != MC_PHASE_PLAY)
		return BLUNDER_NKINDS;
	n = (int)mc_hand_legal_plays(&v->hand, legal);
	if (n < 2)
		return BLUNDER_NKINDS;
	if ((kind = expert_veto(v, legal, n, c)) != BLUNDER_NKINDS &&
	    kind != BLUNDER_HIGH_TRUMP && kind != BLUNDER_OVERTAKE)
		return kind;
	if (overtake_avoidable(v, legal, n, c))
		return BLUNDER_OVERTAKE;
	if (gift(v, legal, n, c))
		return BLUNDER_GIFT;
	if (papa_visibly_lost(v, legal, n, c))
		return BLUNDER_PAPA;
	return BLUNDER_NKINDS;
}

/*
 * Why bot_warning() warns of a card: shown after the card and a colon,
 * before "Play it anyway? y/n".  The expert's vetoes keep their own
 * words; the Papa lost in plain sight is no veto and has its own.
 */
const char *
bot_warning_text(int kind)
{
	if (kind == BLUNDER_PAPA)
		/* TRANSLATORS: after a card and a colon, before "Play it
		 * anyway? y/n". */
		return _("a Papa on your partner's trick, which the "
		    "opponent still to play can take with a card lying face up");
	return bot_veto_text(kind);
}

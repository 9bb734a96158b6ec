/*
 * blunder.c -- the partner blunder detectors: plays a strong partner
 * hates, judged once their trick is gathered, with the whole deal known.
 * They read whole hands, not views: they are the arena's referee, never
 * a player's eyes.  Each play is judged against the legal cards its
 * decider had, so a forced card is never a blunder of its decider.
 *
 * Two families.  The first kinds (king_lead ... overtake) are, but for
 * papa_second and gift, the very plays the expert rules out by veto
 * before it searches (expert_veto); the last four (papa_lost,
 * king_fallen, matto_last, gift_sure) no veto covers, and with
 * papa_second and gift they make the judge index (BLUNDER_JUDGE_KINDS),
 * by which the expert is judged on what it does not forbid itself.
 * Three of these are counted for the card's owner, not its decider: a
 * Papa lost, a fallen seat's King lost, the Matto dead at the last
 * trick are the mistake of whoever kept the card, even when the rules
 * forced it out at the end (R6.6, R6.11).
 */
#include <string.h>

#include "bot.h"

static const char *const kind_names[BLUNDER_NKINDS] = {
	"king_lead", "high_trump", "matto", "false_fumata", "papa_second",
	"gift", "overtake", "papa_lost", "king_fallen", "matto_last",
	"gift_sure"
};

/* The kinds counted for the seat that held the card, not its decider. */
#define OWNER_KINDS	(1u << BLUNDER_PAPA_LOST | 1u << BLUNDER_KING_FALLEN | \
	1u << BLUNDER_MATTO_LAST)

const char *
blunder_name(enum blunder_kind k)
{
	return k < BLUNDER_NKINDS ? kind_names[k] : "?";
}

/* Is k one of the kinds no veto of the expert's covers (the judge
 * index)? */
bool
blunder_judge_only(enum blunder_kind k)
{
	return k < BLUNDER_NKINDS && (BLUNDER_JUDGE_KINDS >> k & 1);
}

/* The hand as it stood before the next card of the trick. */
void
blunder_see(struct blunder_trick *t, const struct mc_hand *before)
{
	if (before->play.nplayed == 0)
		t->n = 0;
	if (t->n < MC_NSEATS)
		t->before[t->n++] = *before;
}

/* Is a card of legal[n] other than c, not the Matto, worth less? */
bool
blunder_cheaper(const mc_card *legal, int n, mc_card c)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (legal[i] != c && legal[i] != MC_MATTO &&
		    mc_card_value(legal[i]) < mc_card_value(c))
			return true;
	return false;
}

/*
 * Is a legal card other than c, not the Matto, worth less than c and
 * no higher than the partner's top card?  Only such a card makes
 * overtaking top a fault of c's: where every card but the Matto
 * overtakes, the hint's card would overtake too, and no card may be
 * ruled out for what the chosen one does as well (review 2, item 2).
 */
bool
bot_cheaper_under(const mc_card *legal, int n, mc_card c, mc_card top,
    int lead)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (legal[i] != c && legal[i] != MC_MATTO &&
		    mc_card_value(legal[i]) < mc_card_value(c) &&
		    mc_card_power(legal[i], lead) <= mc_card_power(top, lead))
			return true;
	return false;
}

/*
 * R6.5, R6.6: may the Matto be kept for a later trick?  Not from the
 * trick next to the last (ntricks counts the tricks gathered): kept
 * there, it must be played to the last trick, where it dies if the
 * opponents win it, so spending it saves itself.
 */
bool
blunder_matto_can_wait(const struct mc_play *p)
{
	return p->ntricks + 2 < MC_PLAYED_MAX / MC_NSEATS;
}

/* The same, of the cards legal at h. */
static bool
cheaper_legal(const struct mc_hand *h, mc_card c)
{
	mc_card	 legal[MC_NCARDS];

	return blunder_cheaper(legal, (int)mc_hand_legal_plays(h, legal), c);
}

/*
 * A legal card at h other than c, not the Matto, worth less and not
 * above top: only then is overtaking the partner's top a fault, as the
 * expert's veto has it (expert.c).
 */
static bool
cheaper_under_legal(const struct mc_hand *h, mc_card c, mc_card top,
    int lead)
{
	mc_card	 legal[MC_NCARDS];

	return bot_cheaper_under(legal, (int)mc_hand_legal_plays(h, legal),
	    c, top, lead);
}

/* Did seat know where every trump above c is (R9.1)? */
static bool
higher_trump_unseen(const struct mc_hand *h, int seat, mc_card c)
{
	int	 n;

	for (n = mc_card_rank(c) + 1; n <= 40; n++)
		if (!mc_hand_knows(h, seat, mc_trump(n)))
			return true;
	return false;
}

/*
 * A legal card worth nothing (not the Matto) that would not have taken
 * the trick from winner, the other cards as they were (R6.9); with no
 * winner, any legal card worth nothing.
 */
static bool
worthless_loses(const struct mc_hand *h, mc_card winner, int lead)
{
	struct mc_cards	 legal = mc_hand_legal(h);
	mc_card		 cards[MC_NCARDS];
	int		 n = mc_cards_list(&legal, cards), i;

	for (i = 0; i < n; i++)
		if (cards[i] != MC_MATTO && mc_card_value(cards[i]) == 0 &&
		    (winner == MC_NOCARD || mc_card_power(cards[i], lead) <
		    mc_card_power(winner, lead)))
			return true;
	return false;
}

/*
 * Is the card c, winning so far, sure to win: can no player after the
 * one at pos beat it with a card he may play (R6.2)?  (The partner's
 * for overtake, an opponent's for gift_sure.)
 */
static bool
sure_winner(const struct mc_hand *h, int pos, mc_card c, int lead)
{
	struct mc_cards	 follow, trumps;
	mc_card		 cards[MC_NCARDS];
	int		 seat = h->play.turn, k, s, n, i;

	for (k = pos + 1; k < MC_NSEATS; k++) {
		for (s = seat, i = pos; i < k; i++)
			s = mc_seat_right(s);
		n = mc_cards_list(&h->held[s], cards);
		memset(&follow, 0, sizeof(follow));
		memset(&trumps, 0, sizeof(trumps));
		for (i = 0; i < n; i++) {
			if (mc_card_suit(cards[i]) == (enum mc_suit)lead)
				mc_cards_add(&follow, cards[i]);
			if (mc_is_trump(cards[i]))
				mc_cards_add(&trumps, cards[i]);
		}
		if (mc_cards_count(&follow) > 0)
			n = mc_cards_list(&follow, cards);
		else if (mc_cards_count(&trumps) > 0)
			n = mc_cards_list(&trumps, cards);
		for (i = 0; i < n; i++)
			if (mc_card_power(cards[i], lead) > mc_card_power(c, lead))
				return false;
	}
	return true;
}

/*
 * A counting card c (not the Matto) played at pos to a trick an
 * opponent's card was sure to win by then: winning so far, and no later
 * player able to beat it with a card he may play (R6.2, R6.9), while a
 * legal card worth less was at hand.  The decider must be of the card's
 * side: an opponent choosing a fallen player's card (R6.11) gives his
 * own side nothing away.
 */
static bool
gift_sure(const struct blunder_trick *t, int pos, const struct mc_hand *after,
    mc_card c, int lead)
{
	const struct mc_hand	*h = &t->before[pos];
	int			 seat = h->play.turn, w;
	enum mc_side		 side = mc_seat_side(seat);

	if (pos == 0 || c == MC_MATTO || mc_card_value(c) == 0 ||
	    mc_seat_side(after->play.last_winner) == side ||
	    mc_seat_side(mc_hand_to_act(h)) != side)
		return false;
	w = mc_trick_winning(h);
	if (w < 0 || h->play.trick[w] == MC_MATTO ||
	    mc_seat_side((h->play.leader + w) % MC_NSEATS) == side)
		return false;
	return sure_winner(h, pos, h->play.trick[w], lead) &&
	    cheaper_legal(h, c);
}

/* The kinds of blunder in the play at position pos of the trick. */
static unsigned
judge(const struct blunder_trick *t, int pos, const struct mc_hand *after)
{
	const struct mc_hand	*h = &t->before[pos];
	const struct mc_play	*p = &after->play;
	mc_card			 c = p->prev_trick[pos];
	int			 seat = h->play.turn, lead = t->before[3].play.lead;
	int			 wpos, rank = mc_card_rank(c);
	bool			 lost, trumped;
	unsigned		 kinds = 0;

	wpos = (p->last_winner - p->prev_leader + MC_NSEATS) % MC_NSEATS;
	lost = mc_seat_side(p->last_winner) != mc_seat_side(seat);
	trumped = mc_is_trump(p->prev_trick[wpos]);
	if (pos == 0 && !mc_is_trump(c) && rank == MC_RE &&
	    !(h->play.suits_led >> mc_card_suit(c) & 1) && lost && trumped)
		kinds |= 1u << BLUNDER_KING_LEAD;
	if (mc_is_trump(c) && rank >= 30 && pos < 3 && lost &&
	    higher_trump_unseen(h, seat, c) && cheaper_legal(h, c))
		kinds |= 1u << BLUNDER_HIGH_TRUMP;
	/* R6.5: the Matto saves a counting card; with a card worth
	 * nothing to play instead, and time to play it later, it saved
	 * nothing. */
	if (c == MC_MATTO && blunder_matto_can_wait(&h->play) &&
	    worthless_loses(h, MC_NOCARD, lead))
		kinds |= 1u << BLUNDER_MATTO;
	if (pos == 0 && mc_is_trump(c) && rank >= 21 && rank <= 27 &&
	    h->play.first_trump_lead[seat] == 0 &&
	    !mc_cards_has(&h->held[seat], fumata_top_aria(h)))
		kinds |= 1u << BLUNDER_FUMATA;
	if (pos == 1 && mc_is_trump(c) && rank <= 5 && lost &&
	    cheaper_legal(h, c))
		kinds |= 1u << BLUNDER_PAPA;
	if (pos > 0 && c != MC_MATTO && mc_card_value(c) > 0 && lost &&
	    !(kinds & (1u << BLUNDER_HIGH_TRUMP | 1u << BLUNDER_PAPA)) &&
	    worthless_loses(h, p->prev_trick[wpos], lead))
		kinds |= 1u << BLUNDER_GIFT;
	/* The partner played two cards before; his card wins so far. */
	if (pos >= 2 && mc_is_trump(c) && mc_trick_winning(h) == pos - 2 &&
	    mc_card_power(c, lead) >
	    mc_card_power(h->play.trick[pos - 2], lead) &&
	    sure_winner(h, pos, h->play.trick[pos - 2], lead) &&
	    cheaper_under_legal(h, c, h->play.trick[pos - 2], lead))
		kinds |= 1u << BLUNDER_OVERTAKE;
	/* R2.1: a Papa 2-5 lost, whoever chose it; once only, if the
	 * throw second hand is counted already. */
	if (mc_is_trump(c) && rank >= 2 && rank <= 5 && lost &&
	    !(kinds & 1u << BLUNDER_PAPA))
		kinds |= 1u << BLUNDER_PAPA_LOST;
	/* R6.11: a King kept once the trumps ran out, laid face up and
	 * taken. */
	if (!mc_is_trump(c) && c != MC_MATTO && rank == MC_RE && lost &&
	    (h->play.fallen >> seat & 1))
		kinds |= 1u << BLUNDER_KING_FALLEN;
	/* R6.6: the Matto kept to the last trick dies there. */
	if (c == MC_MATTO && h->play.ntricks == 20 && lost)
		kinds |= 1u << BLUNDER_MATTO_LAST;
	/* One play, one giving away: gift_sure replaces gift, and like
	 * gift gives way to high_trump and papa_second. */
	if (gift_sure(t, pos, after, c, lead) &&
	    !(kinds & (1u << BLUNDER_HIGH_TRUMP | 1u << BLUNDER_PAPA))) {
		kinds |= 1u << BLUNDER_GIFT_SURE;
		kinds &= ~(1u << BLUNDER_GIFT);
	}
	return kinds;
}

/*
 * Once a trick is gathered (after), the blunders of its four plays,
 * each counted for the seat that decided it (a fallen player's card is
 * its chooser's, R6.11), but papa_lost, king_fallen and matto_last for
 * the seat that held the card.  Returns how many it counted.
 */
int
blunder_judge(const struct blunder_trick *t, const struct mc_hand *after,
    struct blunders by_seat[MC_NSEATS])
{
	unsigned	 kinds;
	int		 pos, k, decider, owner, n = 0;

	if (t->n != MC_NSEATS)
		return 0;
	for (pos = 0; pos < MC_NSEATS; pos++) {
		kinds = judge(t, pos, after);
		decider = mc_hand_to_act(&t->before[pos]);
		owner = t->before[pos].play.turn;
		by_seat[decider].plays++;
		for (k = 0; k < BLUNDER_NKINDS; k++)
			if (kinds >> k & 1) {
				by_seat[OWNER_KINDS >> k & 1 ? owner :
				    decider].count[k]++;
				n++;
			}
	}
	return n;
}

/* Watches a match's decisions: each card seen, each trick judged. */
void
blunder_watch(struct blunder_watch *w, const struct mc_hand *before,
    const struct mc_decision *d, const struct mc_hand *after)
{
	if (d->kind != MC_DECIDE_PLAY || before->phase != MC_PHASE_PLAY)
		return;
	blunder_see(&w->trick, before);
	if (after->play.ntricks > before->play.ntricks)
		blunder_judge(&w->trick, after, w->seats);
}

/*
 * play.c -- R6: playing the 21 tricks.  Legal cards (following, trumping,
 * the Matto, the King rule), the trick's winner, dying cards,
 * declarations in the first trick and falling; the Matto's exchange is
 * matto.c's.  Hands are card sets, so a legal set is a few mask
 * operations.
 */
#include <string.h>

#include "engine.h"

static const struct mc_cards no_cards = { { 0, 0 } };

static struct mc_cards
suit_mask(int suit)
{
	struct mc_cards m = { { (uint64_t)0x3fff << (14 * suit), 0 } };

	return m;
}

static struct mc_cards
trump_mask(void)
{
	struct mc_cards m = CARDS_TRUMPS;

	return m;
}

static struct mc_cards
and(struct mc_cards a, struct mc_cards b)
{
	a.w[0] &= b.w[0];
	a.w[1] &= b.w[1];
	return a;
}

static bool
empty(struct mc_cards a)
{
	return (a.w[0] | a.w[1]) == 0;
}

static bool
has_trumps(const struct mc_cards *hand)
{
	return !empty(and(*hand, trump_mask()));
}

/* A bit per seat that holds no trump; written out, as it runs often. */
static inline unsigned
without_trumps(const struct mc_hand *h)
{
	const struct mc_cards *held = h->held;

	return (unsigned)!has_trumps(&held[0]) |
	    (unsigned)!has_trumps(&held[1]) << 1 |
	    (unsigned)!has_trumps(&held[2]) << 2 |
	    (unsigned)!has_trumps(&held[3]) << 3;
}

/* The suit a card leads: its suit, or MC_TRUMPS. */
static int
lead_of(mc_card c)
{
	return mc_is_trump(c) ? MC_TRUMPS : (int)mc_card_suit(c);
}

/*
 * R6.2, R6.8: card c of seat laid to the trick: the trick, its lead, a
 * suit's first lead, a trump in it, and the seat's first trump led.
 */
void
mc_trick_add(struct mc_play *p, int seat, mc_card c)
{
	p->trick[p->nplayed++] = c;
	if (p->nplayed == 1 && mc_is_trump(c) &&
	    p->first_trump_lead[seat] == 0)
		p->first_trump_lead[seat] = c;	/* MC_NOCARD is never a trump */
	if (p->lead == MC_FOOL && c != MC_MATTO) {
		p->lead = (uint8_t)lead_of(c);
		if (p->lead != MC_TRUMPS) {
			p->first_lead = !(p->suits_led >> p->lead & 1);
			p->suits_led |= (uint8_t)(1u << p->lead);
		}
	}
	if (mc_is_trump(c))
		p->trumped = 1;
}

/* R6.11: seat lays his cards face up; others now choose for him. */
static void
fall(struct mc_hand *h, int seat)
{
	int	 s, i;

	h->play.fallen |= (uint8_t)(1u << seat);
	for (i = 0; i < 2; i++) {
		h->faceup.w[i] |= h->held[seat].w[i];
		for (s = 0; s < MC_NSEATS; s++)
			h->seen[s].w[i] |= h->held[seat].w[i];
	}
	log_event(h, MC_EV_FALL, seat, MC_NOCARD, MC_VISIBLE_ALL);
}

/*
 * R6.11, R10.1: before a trick, whoever has no trump falls; under the
 * variant each such player is asked, in play order, once per trick.
 */
static void
play_falls(struct mc_hand *h)
{
	struct mc_play	*p = &h->play;
	int		 k, seat;

	if ((without_trumps(h) & ~(unsigned)p->fallen) == 0) {
		h->phase = MC_PHASE_PLAY;
		return;
	}
	for (k = 0; k < MC_NSEATS; k++) {
		seat = (p->leader + k) & 3;
		if ((p->fallen >> seat & 1) || has_trumps(&h->held[seat]))
			continue;
		if (!(h->variants & MC_VAR_OPTIONAL_CASCARE))
			fall(h, seat);
		else if (!(p->fall_asked >> seat & 1)) {
			p->fall_asked |= (uint8_t)(1u << seat);
			p->asking = (uint8_t)seat;
			h->phase = MC_PHASE_FALL;
			return;
		}
	}
	h->phase = MC_PHASE_PLAY;
}

/* R10.1: seat, asked, falls or not. */
enum mc_err
mc_hand_fall(struct mc_hand *h, int seat, bool falls)
{
	if (h->phase != MC_PHASE_FALL)
		return MC_ERR_PHASE;
	if (seat != h->play.asking)
		return MC_ERR_NOT_YOUR_TURN;
	if (falls)
		fall(h, seat);
	play_falls(h);
	return MC_OK;
}

/* R6.1: play starts on the dealer's right, after any falls (R6.11). */
void
mc_i_play_start(struct mc_hand *h)
{
	struct mc_play	*p = &h->play;

	h->phase = MC_PHASE_PLAY;
	p->leader = p->turn = (uint8_t)mc_seat_right(h->dealer);
	p->lead = MC_FOOL;
	p->last_winner = p->leader;
	p->prev_leader = p->leader;
	memset(p->trick, MC_NOCARD, sizeof(p->trick));
	memset(p->prev_trick, MC_NOCARD, sizeof(p->prev_trick));
	play_falls(h);
}

/*
 * R6.2, R6.5, R6.7, R6.8, R6.11: the cards the seat due to play may
 * play now.
 */
struct mc_cards
mc_hand_legal(const struct mc_hand *h)
{
	const struct mc_play	*p = &h->play;
	struct mc_cards		 hand;

	if (h->phase != MC_PHASE_PLAY)
		return no_cards;
	hand = h->held[p->turn];
	/* R6.11: in the first trick a fallen player plays on his own, but
	 * never the Matto; later the chooser controls it. */
	if (p->ntricks == 0 && (p->fallen >> p->turn & 1) &&
	    mc_cards_count(&hand) > 1)
		mc_cards_del(&hand, MC_MATTO);
	if (p->lead == MC_FOOL)			/* leading (R6.7) */
		return hand;
	return play_follow(hand, p->lead, p->first_lead && p->trumped);
}

/* The legal cards as a list in card order; returns their number. */
size_t
mc_hand_legal_plays(const struct mc_hand *h, mc_card *out)
{
	struct mc_cards	 legal = mc_hand_legal(h);

	return (size_t)mc_cards_list(&legal, out);
}

/* Why c, held by the seat due to play, may not be played now. */
static enum mc_err
why_illegal(const struct mc_hand *h, mc_card c)
{
	const struct mc_play	*p = &h->play;
	const struct mc_cards	*hand = &h->held[p->turn];

	if (c == MC_MATTO)
		return p->ntricks == 0 && (p->fallen >> p->turn & 1) ?
		    MC_ERR_FALLEN_MATTO : MC_ERR_KING_RULE;
	if (p->lead != MC_TRUMPS && p->lead != MC_FOOL &&
	    !empty(and(*hand, suit_mask(p->lead))))
		return lead_of(c) == p->lead ? MC_ERR_KING_RULE :
		    MC_ERR_MUST_FOLLOW;
	return MC_ERR_MUST_TRUMP;
}

/* R6.11: who chooses the card due: the player, or for the fallen the
 * previous trick's winner. */
int
mc_i_play_to_act(const struct mc_hand *h)
{
	const struct mc_play	*p = &h->play;

	if ((p->fallen >> p->turn & 1) && p->ntricks > 0)
		return p->last_winner;
	return p->turn;
}

/* R6.9: the position in the trick of its winner. */
static int
trick_winner(const struct mc_play *p)
{
	int	 best = 0, top = -2, i, pw;

	for (i = 0; i < MC_NSEATS; i++)
		if ((pw = mc_i_card_power_in(p->trick[i], p->lead)) > top) {
			top = pw;
			best = i;
		}
	return best;
}

/* R6.9, R6.7: the position of the card winning the trick so far. */
int
mc_trick_winning(const struct mc_hand *h)
{
	const struct mc_play *p = &h->play;
	int		 best = -1, top = -1, i, pw;

	for (i = 0; i < p->nplayed; i++)
		if ((pw = mc_i_card_power_in(p->trick[i], p->lead)) > top) {
			top = pw;
			best = i;
		}
	return best;
}

/* R6.10: a counting card an opponent played dies for the winners. */
static void
die(struct mc_hand *h, enum mc_side side, mc_card c)
{
	struct mc_event	*ev;
	int		 rests;

	rests = hand_mark(h, side, card_value(c), MC_MARK_DIE);
	if ((ev = log_event(h, MC_EV_DIES, (int)side, c, MC_VISIBLE_ALL)) !=
	    NULL)
		ev->n = (int16_t)card_value(c);
	mc_i_log_rests(h, side, rests);
}

/* R6.4: after the first trick the discards are shown and announced. */
static void
show_discards(struct mc_hand *h)
{
	struct mc_event	*ev;
	struct mc_cards	 folla = cards_set(h->folla, h->nfolla);
	mc_card		 cards[13];
	int		 s, n, i;

	for (s = 0; s < MC_NSEATS; s++) {
		cards_or(&folla, h->discarded[s]);
		n = h->log == NULL ? 0 : mc_cards_list(&h->discarded[s], cards);
		for (i = 0; i < n; i++)
			log_event(h, MC_EV_DISCARD_SHOWN, s, cards[i],
			    MC_VISIBLE_ALL);
	}
	/* The folla, discards now in it: its suits counted as sets. */
	for (s = MC_COPPE; s <= MC_BASTONI; s++)
		h->play.counts[s] = (uint8_t)mc_popcount64(folla.w[0] &
		    suit_mask(s).w[0]);
	if ((ev = log_event(h, MC_EV_ANNOUNCE, mc_seat_opposite(h->dealer),
	    MC_NOCARD, MC_VISIBLE_ALL)) != NULL) {
		memcpy(ev->counts, h->play.counts, 4);
		ev->n = (int16_t)mc_cards_count(&folla);
	}
}

/* Gathers a full trick: winner, dying cards, the Matto, the next lead. */
static void
play_gather(struct mc_hand *h)
{
	mc_i_play_gather_won(h, trick_winner(&h->play));
}

/* Gathers a full trick whose w-th card wins it (R6.9). */
void
mc_i_play_gather_won(struct mc_hand *h, int w)
{
	struct mc_play	*p = &h->play;
	struct mc_event	*ev;
	int		 i, seat, winner, dying = 0;
	enum mc_side	 side, own;
	mc_card		 c;

	winner = (p->leader + w) & 3;
	side = mc_seat_side(winner);
	if ((ev = log_event(h, MC_EV_TRICK, winner, p->trick[w],
	    MC_VISIBLE_ALL)) != NULL)
		ev->n = p->ntricks + 1;
	for (i = 0; i < MC_NSEATS; i++) {
		seat = (p->leader + i) & 3;
		c = p->trick[i];
		own = mc_seat_side(seat);
		if (c == MC_MATTO && mc_i_matto_home(h, own, side))
			continue;
		set_add(&p->won[side], c);
		/* R6.10, R6.6: opponents' counting cards die. */
		dying += mc_i_card_values[c] & -(int)(own != side);
	}
	/* Without a log the marks are one: marks add up (R7.5). */
	if (dying > 0 && h->log == NULL)
		hand_mark(h, side, dying, MC_MARK_DIE);
	else if (dying > 0)
		for (i = 0; i < MC_NSEATS; i++) {
			c = p->trick[i];
			if (mc_seat_side((p->leader + i) & 3) != side &&
			    mc_i_card_values[c] > 0 &&
			    mc_cards_has(&p->won[side], c))
				die(h, side, c);
		}
	mc_i_play_next(h, winner);
}

/*
 * Ends a trick whose cards the winner's side has taken: the Matto's
 * card if owed (R6.5), the next lead (R6.9), then falls (R6.11) or the
 * end of the hand (R7).
 */
void
mc_i_play_next(struct mc_hand *h, int winner)
{
	struct mc_play	*p = &h->play;
	bool		 trumped = p->trumped;

	p->tricks_won[mc_seat_side(winner)]++;
	p->ntricks++;
	if (p->matto_owed)
		mc_i_matto_pay(h);
	memcpy(p->prev_trick, p->trick, sizeof(p->trick));
	p->prev_leader = p->leader;
	memset(p->trick, MC_NOCARD, sizeof(p->trick));
	p->nplayed = 0;
	p->lead = MC_FOOL;
	p->first_lead = 0;
	p->trumped = 0;
	p->last_winner = p->leader = p->turn = (uint8_t)winner;
	p->fall_asked = 0;
	if (p->ntricks == 1)
		show_discards(h);
	if (p->ntricks == 21)
		mc_i_score_end(h);
	/* R6.11: only a trump played leaves a player without one (R10.1
	 * asks every trick); one test for both, as falls are rare. */
	else if ((trumped | !!(h->variants & MC_VAR_OPTIONAL_CASCARE)) &
	    ((without_trumps(h) & ~(unsigned)p->fallen) != 0))
		play_falls(h);
	else
		h->phase = MC_PHASE_PLAY;
}

/* Passes the turn on, gathering the trick once all four have played. */
static void
advance(struct mc_hand *h)
{
	struct mc_play	*p = &h->play;

	h->phase = MC_PHASE_PLAY;
	if (p->nplayed == MC_NSEATS)
		play_gather(h);
	else
		p->turn = (uint8_t)mc_seat_right(p->turn);
}

/* R6.3: the versicole of seat's 21 cards as they were before his play. */
int
mc_hand_versicole(const struct mc_hand *h, int seat,
    struct mc_versicola out[MC_VERSICOLE_MAX])
{
	struct mc_cards	 cards;

	if (seat < 0 || seat >= MC_NSEATS)
		return 0;
	cards = h->held[seat];
	if (h->play.ntricks == 0 && (h->play.asked >> seat & 1))
		mc_cards_add(&cards, h->play.trick[(seat - h->play.leader +
		    MC_NSEATS) % MC_NSEATS]);
	return mc_versicole(&cards, h->variants, out);
}

/* R6.3: the trumps beyond a declared run's ends, and the Matto. */
static uint32_t
declared_lacks(const struct mc_versicola *v, int n, unsigned which)
{
	uint32_t	 lacks = 0;
	int		 i, lo, hi;

	for (i = 0; i < n; i++) {
		if (!(which >> i & 1))
			continue;
		if (v[i].bonus == 0 && v[i].kind != MC_V_MATTO)
			lacks |= 1u << mc_lacks_bit(MC_MATTO);
		if (v[i].kind != MC_V_PAPI && v[i].kind != MC_V_ALTI)
			continue;
		lo = mc_card_rank(v[i].cards[0]);
		hi = mc_card_rank(v[i].cards[v[i].ncards - 1]);
		if (lo != 1 && lo != 28)
			lacks |= 1u << mc_lacks_bit(mc_trump(lo - 1));
		if (hi != 5 && hi != 40)
			lacks |= 1u << mc_lacks_bit(mc_trump(hi + 1));
	}
	return lacks;
}

/*
 * R6.3: seat, due to play, declares the versicole v[i] whose bits are
 * set in which, of his n; then play goes on.
 */
static void
declare(struct mc_hand *h, int seat, unsigned which,
    const struct mc_versicola *v, int n)
{
	struct mc_event		*ev;
	struct mc_cards		 shown;
	enum mc_side		 side = mc_seat_side(seat);
	int			 i, s, rests;

	h->play.declared[seat] = (uint16_t)which;
	h->play.lacks[seat] |= declared_lacks(v, n, which);
	for (i = 0; i < n; i++) {
		if (!(which >> i & 1))
			continue;
		/* The cards are shown, and the Matto with them (R6.3). */
		shown = cards_set(v[i].cards, v[i].ncards);
		if (v[i].bonus > 0)
			set_add(&shown, MC_MATTO);
		for (s = 0; s < MC_NSEATS; s++)
			cards_or(&h->seen[s], shown);
		rests = hand_mark(h, side, v[i].value, MC_MARK_DECLARE);
		if ((ev = log_event(h, MC_EV_DECLARE, seat, MC_NOCARD,
		    MC_VISIBLE_ALL)) != NULL) {
			ev->n = v[i].value;
			ev->counts[0] = (uint8_t)i;
			ev->counts[1] = v[i].kind;
			ev->counts[2] = v[i].bonus;
			ev->cards = shown;
		}
		mc_i_log_rests(h, side, rests);
	}
	advance(h);
}

/* R6.3: seat declares the versicole whose bits are set in which. */
enum mc_err
mc_hand_declare(struct mc_hand *h, int seat, unsigned which)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	int			 n;

	if (h->phase != MC_PHASE_DECLARE)
		return MC_ERR_PHASE;
	if (seat != h->play.turn)
		return MC_ERR_NOT_YOUR_TURN;
	n = mc_hand_versicole(h, seat, v);
	if (which >> n != 0)
		return MC_ERR_NO_VERSICOLA;
	declare(h, seat, which, v, n);
	return MC_OK;
}

/* R6.3: after his first card a player with versicole may declare. */
static bool
ask_declaration(struct mc_hand *h)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	struct mc_play		*p = &h->play;
	struct mc_cards		 cards;
	int			 n;

	if (p->ntricks > 0 || (p->asked >> p->turn & 1))
		return false;
	p->asked |= (uint8_t)(1u << p->turn);
	cards = h->held[p->turn];
	mc_cards_add(&cards, p->trick[p->nplayed - 1]);
	if (!mc_has_versicola(&cards, h->variants))
		return false;
	n = mc_hand_versicole(h, p->turn, v);
	if (n == 0)
		return false;
	h->phase = MC_PHASE_DECLARE;
	if (h->variants & MC_VAR_AUTO_DECLARE)	/* R10.3 */
		declare(h, p->turn, (1u << n) - 1, v, n);
	return true;
}

/* R6.2-R6.11: the seat due to play plays c. */
enum mc_err
mc_hand_play(struct mc_hand *h, mc_card c)
{
	struct mc_cards	 legal;

	if (h->phase != MC_PHASE_PLAY)
		return MC_ERR_PHASE;
	legal = mc_hand_legal(h);
	if (!mc_cards_has(&legal, c))
		return mc_cards_has(&h->held[h->play.turn], c) ?
		    why_illegal(h, c) : MC_ERR_NOT_IN_HAND;
	mc_i_play_legal(h, c);
	return MC_OK;
}

/* Plays c, known to be legal (mc_hand_legal), for the seat due. */
void
mc_i_play_legal(struct mc_hand *h, mc_card c)
{
	struct mc_play	*p = &h->play;
	struct mc_event	*ev;
	int		 seat = p->turn;

	play_infer(h, seat, c, p->lead, p->first_lead && p->trumped);
	mc_cards_del(&h->held[seat], c);
	mc_cards_del(&h->faceup, c);
	if (p->nplayed == 0)
		h->trick_leader[p->ntricks] = p->leader;
	h->played[p->ntricks * MC_NSEATS + p->nplayed] = c;
	mc_trick_add(p, seat, c);
	if (h->log != NULL && (ev = log_event(h, MC_EV_PLAY, seat, c,
	    MC_VISIBLE_ALL)) != NULL)
		ev->n = (int16_t)mc_i_play_to_act(h);
	if (p->ntricks > 0 || !ask_declaration(h))
		advance(h);
}

/* Plays c as mc_hand_play does, saving in u what mc_hand_undo needs. */
enum mc_err
mc_hand_play_undo(struct mc_hand *h, mc_card c, struct mc_undo *u)
{
	u->play = h->play;
	u->seat = h->play.turn;
	u->held = h->held[u->seat];
	u->faceup = h->faceup;
	memcpy(u->seen, h->seen, sizeof(u->seen));
	u->phase = (uint8_t)h->phase;
	return mc_hand_play(h, c);
}

/* Takes back the play u was saved for (events stay in the log). */
void
mc_hand_undo(struct mc_hand *h, const struct mc_undo *u)
{
	h->play = u->play;
	h->held[u->seat] = u->held;
	h->faceup = u->faceup;
	memcpy(h->seen, u->seen, sizeof(h->seen));
	h->phase = (enum mc_phase)u->phase;
	h->played[h->play.ntricks * MC_NSEATS + h->play.nplayed] = 0;
	if (h->play.nplayed == 0)
		h->trick_leader[h->play.ntricks] = 0;
}

/*
 * minchiate.h -- libminchiate, the rules engine of Minchiate Fiorentine.
 *
 * Cards, the partnership draw, the giro and the set, and the deal with
 * rubare, scoprire, pigliare, the folla announcement and the scarto.
 * Rule numbers (R5.3 ...) refer to the project's rules specification.
 *
 * The engine is pure C: it performs no I/O, never exits, and keeps no
 * global mutable state.  Every structure is owned by the caller, who may
 * read its fields, copy it whole or clear it to zero (a hand cleared
 * reads as one waiting for its deal, in MC_PHASE_CUT, until mc_hand_init
 * begins it); the state of a hand, a view, a match, a marker or a draw
 * is changed only through the mc_* functions.  Three things are the
 * caller's to write: a hand's log pointer (NULL logs nothing, as in a
 * copy a move is tried on), a log's count (0 empties it), and the values
 * it builds itself, such as a set of cards or an event of its own.
 *
 * Every name the library defines begins with mc_ (MC_ for macros); the
 * mc_i_ names are internal and not declared here.  C++ may include this
 * header as it is.
 */
#ifndef MINCHIATE_H
#define MINCHIATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mc_core.h"

#ifdef __cplusplus
extern "C" {
#endif

/* --------------------------------------------------------------- version */

/*
 * The version of libminchiate and of the minchiate program, the one
 * place it is written: MAJOR.MINOR, then .PATCH unless it is 0.  The
 * Makefile reads the three numbers for minchiate.pc.
 */
#define MC_VERSION_MAJOR	0
#define MC_VERSION_MINOR	1
#define MC_VERSION_PATCH	0

#define MC_VERSION_STR_(n)	#n
#define MC_VERSION_STR(n)	MC_VERSION_STR_(n)
#if MC_VERSION_PATCH == 0
#define MC_VERSION	MC_VERSION_STR(MC_VERSION_MAJOR) "." \
			MC_VERSION_STR(MC_VERSION_MINOR)
#else
#define MC_VERSION	MC_VERSION_STR(MC_VERSION_MAJOR) "." \
			MC_VERSION_STR(MC_VERSION_MINOR) "." \
			MC_VERSION_STR(MC_VERSION_PATCH)
#endif

/* ---------------------------------------------------------------- errors */

enum mc_err {
	MC_OK = 0,
	MC_ERR_CARD_EMPTY,		/* R0.3 */
	MC_ERR_CARD_RANK,		/* R0.3 */
	MC_ERR_CARD_SUIT,		/* R0.3 */
	MC_ERR_CARD_TRUMP,		/* R0.3: T1 ... T40 */
	MC_ERR_CARD_CASE,		/* R0.3: notation is case-sensitive */
	MC_ERR_CARD_TRAILING,		/* R0.3 */
	MC_ERR_DECK_SIZE,		/* R1.1 */
	MC_ERR_DECK_DUPLICATE,		/* R1.1 */
	MC_ERR_DECK_BOTTOM,		/* R5.1 */
	MC_ERR_SEAT,
	MC_ERR_PHASE,
	MC_ERR_NOT_YOUR_TURN,
	MC_ERR_CUT_RANGE,		/* R5.2 */
	MC_ERR_DISCARD_COUNT,		/* R5.9, R5.5 */
	MC_ERR_NOT_IN_HAND,
	MC_ERR_DUPLICATE,
	MC_ERR_MUST_FOLLOW,		/* R6.2 */
	MC_ERR_MUST_TRUMP,		/* R6.2 */
	MC_ERR_KING_RULE,		/* R6.8 */
	MC_ERR_FALLEN_MATTO,		/* R6.11 */
	MC_ERR_NO_VERSICOLA,		/* R6.3 */
	MC_ERR_MATCH_LENGTH,		/* R4.4 */
	MC_ERR_OUT_OF_TURN,		/* R6.1 */
	MC_ERR_MAX
};

/* A one-line message for an error, naming the rule it enforces. */
const char	*mc_strerror(enum mc_err);

/* ----------------------------------------------------------------- cards */

/*
 * A card is a number 0..96: the four suits of 14 (coppe, denari, spade,
 * bastoni; within a suit 1..10, Fante, Cavallo, Donna, Re), then trumps
 * 1..40, then the Matto.
 */
typedef uint8_t	mc_card;
#define MC_NCARDS	97
#define MC_NSUITCARDS	56
#define MC_MATTO	96
#define MC_NOCARD	255

/* R1.4 */
enum mc_group {
	MC_GROUP_NONE,			/* a suit card or the Matto */
	MC_GROUP_PAPI,			/* 1-5 */
	MC_GROUP_TAROCCHINI,		/* 6-9 */
	MC_GROUP_SOTTOVENTI,		/* 10-19 (16-19 also Preghe) */
	MC_GROUP_SOPRAVENTI,		/* 20-29 */
	MC_GROUP_SOPRATRENTA,		/* 30-35 */
	MC_GROUP_ARIE			/* 36-40 */
};

/* The suit card of a suit and rank (1..10, MC_FANTE .. MC_RE). */
static inline mc_card
mc_suit_card(enum mc_suit suit, int rank)
{
	if ((int)suit < MC_COPPE || suit > MC_BASTONI || rank < 1 ||
	    rank > MC_RE)
		return MC_NOCARD;
	return (mc_card)((int)suit * 14 + rank - 1);
}

/* Trump n, 1..40. */
static inline mc_card
mc_trump(int n)
{
	return n < 1 || n > 40 ? MC_NOCARD : (mc_card)(MC_NSUITCARDS + n - 1);
}

static inline enum mc_suit
mc_card_suit(mc_card c)
{
	if (c < MC_NSUITCARDS)
		return (enum mc_suit)(c / 14);
	return c == MC_MATTO ? MC_FOOL : MC_TRUMPS;
}

/* Rank 1..14 of a suit card, number 1..40 of a trump, 0 for the Matto. */
static inline int
mc_card_rank(mc_card c)
{
	if (c < MC_NSUITCARDS)
		return c % 14 + 1;
	if (c < MC_MATTO)
		return c - MC_NSUITCARDS + 1;
	return 0;
}

static inline bool
mc_is_trump(mc_card c)
{
	return c >= MC_NSUITCARDS && c < MC_MATTO;
}

/* Coppe and denari are the red suits (R1.2). */
static inline bool
mc_is_red(enum mc_suit s)
{
	return s == MC_COPPE || s == MC_DENARI;
}

/*
 * R1.2, R1.3: strength for taking tricks.  Suit cards 0..13 within their
 * suit: numerals 0..9 (reversed in the red suits), then F, C, D, R.
 * Trumps 1..40 by number.  The Matto has none (-1).
 */
static inline int
mc_card_strength(mc_card c)
{
	int	 rank = mc_card_rank(c);

	if (c == MC_MATTO)
		return -1;
	if (mc_is_trump(c) || rank >= MC_FANTE)
		return mc_is_trump(c) ? rank : rank - 1;
	return mc_is_red(mc_card_suit(c)) ? 10 - rank : rank - 1;
}
/* Would card a beat card b, b leading the trick so far (R1.2, R1.3)? */
bool		 mc_card_beats(mc_card a, mc_card b);
/*
 * R6.9: c's power in a trick led with lead, a suit or MC_TRUMPS (a card
 * that leads sets its own suit): the trick goes to the highest.  Trumps
 * 101..140 by number, cards of the suit led 0..13 (mc_card_strength),
 * other suit cards and the Matto -1.
 */
int		 mc_card_power(mc_card c, int lead);
/* R4.1: the order of the partnership draw (suit cards 0..13, trumps above). */
int		 mc_card_draw_rank(mc_card);

enum mc_group	 mc_card_group(mc_card);
bool		 mc_is_preghe(mc_card);				/* 16-19 */
int		 mc_card_value(mc_card);			/* R2.1 */
bool		 mc_is_counting(mc_card);			/* R2.1 */
bool		 mc_is_robbable(mc_card);	/* R5.3: counting or 20-29 */
int		 mc_card_versicola_value(mc_card, unsigned variants); /* R2.3 */

/*
 * R0.3 notation.  mc_card_parse reads exactly len bytes and reports what
 * is wrong with them; mc_card_format writes the notation (at most 3
 * bytes and a NUL) and returns its length.
 */
enum mc_err	 mc_card_parse(const char *, size_t len, mc_card *);
size_t		 mc_card_format(mc_card, char *buf, size_t size);

/*
 * R1.5 names.  mc_card_name writes the full name ("Re di coppe",
 * "Papa Uno (Bagatto)") and returns its length as strlcpy does.
 */
size_t		 mc_card_name(mc_card, enum mc_lang, char *buf, size_t size);
const char	*mc_suit_name(enum mc_suit, enum mc_lang);
const char	*mc_group_name(enum mc_group, enum mc_lang);

/* A set of cards: bit c of the 97. */
struct mc_cards {
	uint64_t	 w[2];
};

static inline bool
mc_cards_has(const struct mc_cards *set, mc_card c)
{
	return (set->w[c >> 6 & 1] >> (c & 63) & (c < MC_NCARDS)) != 0;
}

static inline void
mc_cards_add(struct mc_cards *set, mc_card c)
{
	if (c < MC_NCARDS)
		set->w[c >> 6] |= (uint64_t)1 << (c & 63);
}

static inline void
mc_cards_del(struct mc_cards *set, mc_card c)
{
	if (c < MC_NCARDS)
		set->w[c >> 6] &= ~((uint64_t)1 << (c & 63));
}

/* Bits of w[1] that are cards (64..96). */
#define MC_CARDS_W1	(((uint64_t)1 << (MC_NCARDS - 64)) - 1)

static inline int
mc_cards_count(const struct mc_cards *set)
{
	return mc_popcount64(set->w[0]) +
	    mc_popcount64(set->w[1] & MC_CARDS_W1);
}

/* Copies the cards in ascending card order into out; returns the count. */
int		 mc_cards_list(const struct mc_cards *, mc_card *out);
/*
 * The cards as a player sorts them, everywhere they are shown: the suits
 * coppe, denari, spade, bastoni, each from its weakest card up (R1.2, so
 * a red suit runs 10..1 then F C D R), then trumps 1..40, then the
 * Matto.  Returns the count.
 */
int		 mc_cards_sorted(const struct mc_cards *, mc_card *out);
/*
 * A set's cards in notation, in the order of mc_cards_sorted, a space
 * between them ("10c 2c Rc T1 M").  Returns the full length, as strlcpy
 * does; the text is cut to fit size.
 */
size_t		 mc_cards_format(const struct mc_cards *, char *buf,
		    size_t size);
/* The k-th card of the set in card order, from 0; MC_NOCARD if none. */
mc_card		 mc_cards_nth(const struct mc_cards *, int k);

/* The 97 cards in card order (a fresh, unshuffled deck). */
void		 mc_deck_ordered(mc_card deck[MC_NCARDS]);
/* R1.1: is deck a permutation of the 97 cards? */
enum mc_err	 mc_deck_check(const mc_card deck[MC_NCARDS]);

/* R5.1: shuffle deck again and again until its bottom card does not count. */
void		 mc_deck_shuffle(struct mc_rng *, mc_card deck[MC_NCARDS]);
/* R5.2: a random cut, 14..83. */
int		 mc_cut_random(struct mc_rng *);

/* ------------------------------------------------- partnerships and sets */

/*
 * Players are numbered by their entry seat (player p first sits at seat
 * p).  The partnership draw (R4.1) records every card drawn, in order,
 * and the resulting order of the players, highest draw first.
 */
#define MC_DRAW_MAX	MC_NCARDS
struct mc_draw {
	mc_card		 card[MC_DRAW_MAX];	/* cards drawn, in order */
	uint8_t		 player[MC_DRAW_MAX];	/* who drew each */
	uint8_t		 round[MC_DRAW_MAX];	/* 0 first draw, 1 a redraw ... */
	int		 n;
	uint8_t		 order[MC_NSEATS];	/* players, highest first */
};

/* R4.1: draw for partnerships from a freshly shuffled deck. */
void		 mc_draw_partners(struct mc_rng *, struct mc_draw *);
/* The same from a given deck, top first (enough cards for any draw). */
void		 mc_draw_from(const mc_card deck[MC_NCARDS], struct mc_draw *);

/* R4.4 */
enum mc_length {
	MC_MATCH_HAND = 1,
	MC_MATCH_GIRO = 4,
	MC_MATCH_SET = 12
};

/* A match: the seats, the dealer and the rests over one, four or 12 hands. */
struct mc_match {
	enum mc_length	 length;
	int		 hand;			/* hands finished so far */
	uint8_t		 order[MC_NSEATS];	/* from the draw */
	uint8_t		 seat_of[MC_NSEATS];	/* player -> seat */
	uint8_t		 player_at[MC_NSEATS];	/* seat -> player */
	int		 rests[MC_NSEATS];	/* per player (R7.6) */
	int		 giro_rests[3][MC_NSEATS];	/* per giro and player */
};

enum mc_err	 mc_match_init(struct mc_match *, enum mc_length,
		    const uint8_t order[MC_NSEATS]);
int		 mc_match_giro(const struct mc_match *);	/* 0, 1, 2 */
int		 mc_match_dealer(const struct mc_match *);	/* a seat */
int		 mc_match_first_dealer(const struct mc_match *);/* a player */
int		 mc_match_partner(const struct mc_match *);	/* a player */
bool		 mc_match_over(const struct mc_match *);
/* Ends the current hand; returns true if the seats change (new giro). */
bool		 mc_match_next_hand(struct mc_match *);
/* R7.6: each player of side wins n rests, each opponent loses n. */
void		 mc_match_pay(struct mc_match *, enum mc_side, int n);

/* ------------------------------------------------------------ the marker */

/* R7.5: the difference marker; a rest is paid at every 60. */
struct mc_marker {
	int		 value[2];	/* per side; at most one is non-zero */
	int		 rests[2];	/* rests paid to each side so far */
};

/* Marks points for side; returns the number of rests this paid. */
int		 mc_marker_mark(struct mc_marker *, enum mc_side, int points);

/*
 * R8.2: a marker value laid out in fish (10 each) and tokens: doubles
 * (5) and singles (1) on the left of the fish are added, singles on the
 * right (minus) subtracted.  A double is two tokens, one on the other.
 */
struct mc_layout {
	uint8_t		 fish;
	uint8_t		 doubles;
	uint8_t		 singles;
	uint8_t		 minus;
};

void		 mc_marker_layout(int value, struct mc_layout *);
int		 mc_layout_value(const struct mc_layout *);

/* ------------------------------------------------------------ versicole */

enum mc_vkind {
	MC_V_PAPI,		/* a run within 1-5 (R3.1) */
	MC_V_ALTI,		/* a run within 28-40 (R3.1) */
	MC_V_MATTO,		/* 1, Matto, 40 (R3.2a) */
	MC_V_TREDICI,		/* 1, 13, 28 (R3.2b) */
	MC_V_DIECINE,		/* 20, 30 with 10 and/or 40 (R3.2c) */
	MC_V_RE,		/* three or four Kings (R3.2d) */
	MC_V_DEMONIO		/* 14, 35, 39 (R10.2) */
};

#define MC_VERSICOLE_MAX	10
struct mc_versicola {
	uint8_t		 kind;		/* enum mc_vkind */
	uint8_t		 ncards;
	uint8_t		 value;		/* with the Matto's bonus */
	uint8_t		 bonus;		/* R3.5: 5 for the Matto, or 0 */
	mc_card		 cards[13];
};

/* R3: the versicole of a set of cards; returns their number. */
int		 mc_versicole(const struct mc_cards *, unsigned variants,
		    struct mc_versicola out[MC_VERSICOLE_MAX]);
int		 mc_versicole_value(const struct mc_cards *, unsigned variants);
bool		 mc_has_versicola(const struct mc_cards *, unsigned variants);

/* ------------------------------------------------------------ the events */

/*
 * Everything that happens at the table is an event a front end can show.
 * An event carries the seats that may see it (R9.1): a private look is
 * visible to one seat only.  For the events that concern a side (REST,
 * DIES, MATTO_EXCHANGE, END, CAPOT) the seat field holds the side.
 */
enum mc_event_kind {
	MC_EV_CUT,		/* seat cut n cards (R5.2) */
	MC_EV_ROB,		/* seat robs card, face up, marking points (R5.3) */
	MC_EV_LOOK,		/* the robber looked at n cards (R5.3, private) */
	MC_EV_DEALT,		/* the dealer dealt the hands (R5.4, R5.5) */
	MC_EV_FACE_UP,		/* seat's 21st card is face up, marking (R5.4) */
	MC_EV_TURN_UP,		/* the dealer turns up and takes card (R5.6) */
	MC_EV_TURN_BACK,	/* card turned up and put back: scoprire ends */
	MC_EV_TAKE,		/* the dealer takes card face up (R5.7) */
	MC_EV_FOLLA_LOOK,	/* seat looked at the folla (R5.7, R5.8, private) */
	MC_EV_ANNOUNCE,		/* seat announces the folla: counts (R5.8) */
	MC_EV_REST,		/* side (seat) is paid n rests (R7.5) */
	MC_EV_DISCARD,		/* seat discards n cards face down (R5.9) */
	MC_EV_DISCARD_SHOWN,	/* ...and card, which lay face up, is one */
	MC_EV_GIVE,		/* robber's discard card dealt to seat n (R5.5) */
	MC_EV_FALL,		/* seat falls, laying his cards open (R6.11) */
	MC_EV_PLAY,		/* seat plays card, chosen by seat n (R6) */
	MC_EV_DECLARE,		/* seat declares versicola counts[0] for n (R6.3) */
	MC_EV_TRICK,		/* seat wins trick n with card (R6.9) */
	MC_EV_DIES,		/* card dies: side (seat) marks n (R6.10) */
	MC_EV_MATTO_EXCHANGE,	/* side (seat) gives card to side n (R6.5) */
	MC_EV_END,		/* side (seat) marks the difference n (R7.6) */
	MC_EV_CAPOT,		/* side (seat) won no trick (R7.7) */
	MC_EV_MAX
};

struct mc_event {
	uint8_t		 kind;		/* enum mc_event_kind */
	uint8_t		 seat;
	mc_card		 card;		/* or MC_NOCARD */
	uint8_t		 visible;	/* bit s: seat s may see the event */
	int16_t		 n;		/* cut, count, points or rests */
	uint8_t		 counts[4];	/* MC_EV_ANNOUNCE: c, d, s, b */
	uint8_t		 marker[2];	/* marker after a marking event */
	struct mc_cards	 cards;		/* MC_EV_DECLARE: the cards shown */
};
#define MC_VISIBLE_ALL	0x0f

#define MC_LOG_MAX	1024
/* A caller-owned log that a hand appends its events to. */
struct mc_log {
	struct mc_event	 ev[MC_LOG_MAX];
	size_t		 n;
	bool		 overflow;	/* events were lost */
};

/* ----------------------------------------------------------- the folla */

/*
 * R5.8: the announcement phrase for counts of coppe, denari, spade and
 * bastoni.  Writes it to buf (NUL-terminated, truncated to size) and
 * returns its full length, as strlcpy does.
 */
size_t		 mc_folla_phrase(const uint8_t counts[4], char *buf,
		    size_t size);
/* The suit counts of n cards (trumps and the Matto are not counted). */
void		 mc_folla_counts(const mc_card *, size_t n, uint8_t counts[4]);

/* -------------------------------------------------------------- the hand */

/* R10: rule variants. */
enum mc_variant {
	MC_VAR_OPTIONAL_CASCARE = 1 << 0,	/* R10.1 */
	MC_VAR_DEMONIO = 1 << 1,		/* R10.2 */
	MC_VAR_AUTO_DECLARE = 1 << 2		/* R10.3 */
};

enum mc_phase {
	MC_PHASE_CUT = 0,	/* waiting for the cutter (R5.2) */
	MC_PHASE_DISCARD,	/* waiting for the robber, then the dealer */
	MC_PHASE_PLAY,		/* waiting for a card (R6) */
	MC_PHASE_DECLARE,	/* waiting for a declaration (R6.3) */
	MC_PHASE_FALL,		/* waiting for a choice to fall (R10.1) */
	MC_PHASE_OVER		/* the hand is scored (R7) */
};

/* Marks made during a hand, by kind, for the breakdown. */
enum mc_mark_kind {
	MC_MARK_ROB,		/* R5.3 */
	MC_MARK_FACE_UP,	/* R5.4 */
	MC_MARK_SCOPRIRE,	/* R5.6 */
	MC_MARK_DECLARE,	/* R6.3 */
	MC_MARK_DIE,		/* R6.10, the Matto too (R6.5, R6.6) */
	MC_MARK_KINDS
};

/* Where a card is (mc_hand_where). */
enum mc_loc {
	MC_LOC_DECK,
	MC_LOC_HAND,		/* + seat */
	MC_LOC_DISCARD = MC_LOC_HAND + MC_NSEATS,	/* + seat */
	MC_LOC_FOLLA = MC_LOC_DISCARD + MC_NSEATS,	/* discards too, after trick 1 */
	MC_LOC_TRICK,
	MC_LOC_WON		/* + side */
};

#define MC_ROB_MAX	33	/* cards that can be robbed: R5.3 */
#define MC_PLAYED_MAX	84	/* 21 tricks of four cards (R6) */

/* What changes as cards are played (R6, R7); kept apart for undo. */
struct mc_play {
	uint8_t		 turn;		/* the seat whose card is due */
	uint8_t		 leader;	/* who led the current trick */
	uint8_t		 ntricks;	/* tricks gathered, 0..21 */
	uint8_t		 nplayed;	/* cards in the current trick */
	mc_card		 trick[MC_NSEATS];	/* in play order */
	uint8_t		 lead;		/* suit or MC_TRUMPS; MC_FOOL if none */
	uint8_t		 first_lead;	/* R6.8: the suit is led a first time */
	uint8_t		 suits_led;	/* R6.8: bit per suit led so far */
	uint8_t		 trumped;	/* R6.8: a trump is in the trick */
	uint8_t		 last_winner;	/* winner of the previous trick */
	uint8_t		 fallen;	/* R6.11: bit per fallen seat */
	uint8_t		 asked;		/* R6.3: seats asked to declare */
	uint8_t		 fall_asked;	/* R10.1: asked before this trick */
	uint8_t		 asking;	/* R10.1: the seat asked now */
	uint8_t		 tricks_won[2];
	mc_card		 prev_trick[MC_NSEATS];	/* R6.12 */
	uint8_t		 prev_leader;
	uint8_t		 matto_owed;	/* R6.5: an exchange is owed */
	uint8_t		 matto_side;	/* the side that played the Matto */
	uint8_t		 matto_taker;	/* the side that won its trick */
	uint16_t	 declared[MC_NSEATS];	/* R6.3: bit per versicola */
	uint8_t		 counts[4];	/* the last announcement (R5.8, R6.4) */
	/* R9.1: what play has shown of each seat's hand. */
	uint8_t		 voids[MC_NSEATS];	/* bit per suit, bit 4 trumps */
	uint8_t		 no_king[MC_NSEATS];	/* bit per suit (R6.8) */
	uint32_t	 lacks[MC_NSEATS];	/* R6.3: see mc_lacks_bit */
	mc_card		 first_trump_lead[MC_NSEATS];	/* or 0, no trump */
	struct mc_cards	 won[2];	/* captured by each side */
	struct mc_marker marker;
	struct mc_marker marker_play;	/* as play ended, before R7.6 */
	int16_t		 marks[2][MC_MARK_KINDS];
};

/*
 * R6.3, R3.1, R3.5: what a declaration shows a player lacks.  A run is
 * declared whole, so the trumps just beyond its ends are not in his
 * hand; a versicola declared without the Matto's bonus shows he has no
 * Matto.  Bits 0-4 stand for trumps 1-5, bits 5-17 for 28-40, bit 18
 * for the Matto; other cards have no bit (-1).
 */
static inline int
mc_lacks_bit(mc_card c)
{
	int	 t;

	if (c == MC_MATTO)
		return 18;
	if (!mc_is_trump(c))
		return -1;
	t = mc_card_rank(c);
	return t <= 5 ? t - 1 : t >= 28 ? t - 23 : -1;
}

/*
 * One hand (partita), from the shuffled deck to the first lead.  Where
 * every card is follows from the sets held, discarded and the folla.
 */
struct mc_hand {
	unsigned	 variants;
	enum mc_phase	 phase;
	uint8_t		 dealer;
	uint8_t		 robber;		/* the cutter: dealer's left */
	uint8_t		 cut;			/* cards lifted, once cut */
	mc_card		 deck[MC_NCARDS];	/* as shuffled, top first */

	struct mc_cards	 held[MC_NSEATS];
	struct mc_cards	 discarded[MC_NSEATS];	/* face down (R5.9) */
	struct mc_cards	 faceup;		/* held cards lying face up */
	struct mc_cards	 seen[MC_NSEATS];	/* R9.1: places known */

	mc_card		 look[MC_ROB_MAX + 1];	/* robber's look, bottom up */
	uint8_t		 nlook;
	uint8_t		 nrobbed;	/* look[0 .. nrobbed-1] were robbed */
	mc_card		 faceup21[MC_NSEATS];	/* 21st cards, or MC_NOCARD */
	mc_card		 turned[13];		/* scoprire, in order */
	uint8_t		 nturned;
	mc_card		 taken[13];		/* pigliare, in order */
	uint8_t		 ntaken;
	mc_card		 folla[13];		/* top first */
	uint8_t		 nfolla;

	uint8_t		 owed[MC_NSEATS];	/* discards still due */
	mc_card		 given[13];	/* R5.5: discards dealt to others */
	uint8_t		 given_to[13];
	uint8_t		 ngiven;

	struct mc_play	 play;
	/*
	 * R9.1: the cards played, in order, trick by trick (MC_NSEATS a
	 * trick, the leader's first), and who led each trick: all seen by
	 * every seat.  Slots past the card due are 0.
	 */
	mc_card		 played[MC_PLAYED_MAX];
	uint8_t		 trick_leader[MC_PLAYED_MAX / MC_NSEATS];
	struct mc_log	*log;		/* may be NULL */
};

/*
 * Starts a hand dealt by dealer from deck (97 cards, top first), whose
 * bottom card must not count (R5.1).  log may be NULL.
 */
enum mc_err	 mc_hand_init(struct mc_hand *, unsigned variants, int dealer,
		    const mc_card deck[MC_NCARDS], struct mc_log *log);
/* The seat whose decision the hand waits for, or -1 once play is due. */
int		 mc_hand_to_act(const struct mc_hand *);
/*
 * R5.2-R5.8: the cutter lifts n cards (14..83); robbing, dealing,
 * scoprire, pigliare and the announcement follow.
 */
enum mc_err	 mc_hand_cut(struct mc_hand *, int n);
/*
 * R5.9, R5.5: seat discards n cards, in the order given (the order
 * matters when r >= 14).  n must equal owed[seat].
 */
enum mc_err	 mc_hand_discard(struct mc_hand *, int seat,
		    const mc_card *cards, size_t n);
/* Cards in seat's hand, or in the folla, as lists in card order. */
int		 mc_hand_cards(const struct mc_hand *, int seat, mc_card *out);
/* R6: the cards the seat due to play may play, as a set and a list. */
struct mc_cards	 mc_hand_legal(const struct mc_hand *);
size_t		 mc_hand_legal_plays(const struct mc_hand *, mc_card *out);
/*
 * R6.2, R6.8: card c of seat laid to the trick p: the trick, its lead, a
 * suit's first lead, a trump in it, the seat's first trump led.  Only
 * the trick's own facts: mc_hand_play makes a whole play of it.
 */
void		 mc_trick_add(struct mc_play *, int seat, mc_card c);
/*
 * R6.9: the position in the current trick (0 = the lead) of the card
 * winning it so far, or -1 while no card but the Matto is in it.
 */
int		 mc_trick_winning(const struct mc_hand *);
/* R6: the seat due (h->play.turn) plays card; an error names the rule. */
enum mc_err	 mc_hand_play(struct mc_hand *, mc_card);
/* R6.3: seat's versicole, and declaring those whose bits are set. */
int		 mc_hand_versicole(const struct mc_hand *, int seat,
		    struct mc_versicola out[MC_VERSICOLE_MAX]);
enum mc_err	 mc_hand_declare(struct mc_hand *, int seat, unsigned which);
/* R10.1: seat, asked, chooses whether to fall. */
enum mc_err	 mc_hand_fall(struct mc_hand *, int seat, bool falls);
/*
 * A decision at the table, whoever makes it: the one value that a front
 * end builds, a computer player returns, a game record line holds, and
 * the hand applies.
 */
enum mc_decision_kind {
	MC_DECIDE_CUT,		/* n: the cut (R5.2) */
	MC_DECIDE_DISCARD,	/* seat discards n cards (R5.9, R5.5) */
	MC_DECIDE_DECLARE,	/* seat declares the versicole in which (R6.3) */
	MC_DECIDE_FALL,		/* seat falls, or not (R10.1) */
	MC_DECIDE_PLAY		/* seat plays cards[0] (R6) */
};

struct mc_decision {
	enum mc_decision_kind kind;
	int		 seat;		/* the cutter, the discarder...; in
					   play the seat whose card it is */
	int		 n;		/* the cut, or how many cards */
	mc_card		 cards[MC_NCARDS];	/* discards, or the card */
	unsigned	 which;		/* a bit per mc_hand_versicole */
	bool		 yes;		/* falls */
};

/*
 * The decision the hand waits for, with its kind and seat filled in and
 * the rest cleared; in play the seat is the one whose card is due, which
 * a fallen player's chooser decides (R6.11).  The hand must not be over.
 */
void		 mc_decision_due(const struct mc_hand *, struct mc_decision *);
/* Makes the decision; an error names the rule it breaks. */
enum mc_err	 mc_decision_apply(struct mc_hand *, const struct mc_decision *);
/* What mc_decision_apply would say, the hand left as it is. */
enum mc_err	 mc_decision_check(const struct mc_hand *,
		    const struct mc_decision *);
/* R6.5: the card a side gives for the Matto, or MC_NOCARD. */
mc_card		 mc_matto_exchange_card(const struct mc_cards *won,
		    unsigned variants, bool at_end);
/*
 * R6.5, R6.6: what became of the Matto, from the cards played: the side
 * that played it (*side, or -1 if nobody did: it was discarded, R5.9)
 * kept it, its own or the other side having won its trick, or lost it
 * to the other side, at the last trick or for want of a trick of its
 * own.  Final once the hand is over; before, as the tricks gathered so
 * far leave it.
 */
enum mc_matto_fate {
	MC_MATTO_UNPLAYED,
	MC_MATTO_KEPT,
	MC_MATTO_LOST
};
enum mc_matto_fate mc_hand_matto_fate(const struct mc_hand *, int *side);

/* R7: the end of the hand, line by line, for each side. */
struct mc_side_score {
	int		 marks[MC_MARK_KINDS];	/* during the hand */
	int		 cards;			/* captured */
	int		 mazzetti;		/* R7.1 */
	int		 nversicole;
	struct mc_versicola versicole[MC_VERSICOLE_MAX];	/* R7.3 */
	int		 versicole_total;
	int		 ultima;		/* R7.2 */
	int		 counting;		/* R7.4 */
	int		 total;			/* R7.1-R7.4 */
	int		 rests_play;		/* paid during the hand (R7.5) */
	int		 rests_end;		/* paid by the end mark (R7.6) */
	int		 rest_final;		/* 1 if 1-59 was left (R7.6) */
	int		 rests;			/* for the hand, capot included */
	bool		 capot;			/* won no trick (R7.7) */
};

struct mc_breakdown {
	struct mc_side_score side[2];
	int		 difference;	/* of the two totals */
	int		 winner;	/* the side marking it, or -1 */
	struct mc_marker marker_play;	/* as play ended */
	struct mc_marker marker_end;	/* after the end mark */
	bool		 senza_re;	/* R7.8 */
	bool		 senza_papi;	/* R7.8 */
};

/* R7: the breakdown of a hand once it is over (phase MC_PHASE_OVER). */
void		 mc_hand_breakdown(const struct mc_hand *, struct mc_breakdown *);
/* The points side made over the other in a finished hand: every mark
 * of the hand and the end count (R7.5, R7.6). */
int		 mc_hand_points(const struct mc_hand *, enum mc_side);
/* The rests side was paid over the other in a finished hand, during
 * play and at its end, capot included (R7.5-R7.7). */
int		 mc_hand_rests(const struct mc_hand *, enum mc_side);
/* What a capot added to those rests (R7.7): 14 + k to the side that won
 * every trick, as many less to the other; 0 without a capot. */
int		 mc_hand_capot_rests(const struct mc_hand *, enum mc_side);

/* Play with undo, for search: the undo record restores the hand. */
struct mc_undo {
	struct mc_play	 play;
	struct mc_cards	 held;
	struct mc_cards	 faceup;
	struct mc_cards	 seen[MC_NSEATS];
	uint8_t		 seat;
	uint8_t		 phase;
};
enum mc_err	 mc_hand_play_undo(struct mc_hand *, mc_card, struct mc_undo *);
void		 mc_hand_undo(struct mc_hand *, const struct mc_undo *);

/*
 * Plays the hand to its end with every decision uniformly random among
 * the legal ones (a playout, for search and benchmarks).
 */
void		 mc_hand_playout(struct mc_hand *, struct mc_rng *);

/*
 * R9.1: a seat's view of a hand.  The hand itself with every card this
 * seat cannot place taken out, the cards it cannot place, and how many
 * of them each place holds.  A computer player decides from this alone.
 */
struct mc_view {
	int		 seat;
	struct mc_hand	 hand;		/* hidden cards removed */
	struct mc_cards	 hidden;	/* the cards the seat cannot place */
	uint8_t		 in_hand[MC_NSEATS];	/* hidden cards in each hand */
	uint8_t		 in_discards[MC_NSEATS];	/* in each discard pile */
	uint8_t		 in_folla;	/* in the folla */
	uint8_t		 in_deck;	/* in the deck, before the cut */
};

/*
 * Builds seat's view of h (R9.1).  Seat MC_NOSEAT gives what everyone at
 * the table may see: what a screen with nobody's hand on it may show.
 */
void		 mc_view_build(const struct mc_hand *, int seat,
		    struct mc_view *);
/*
 * Deals the hidden cards at random into their places, consistently with
 * what the view shows (hand sizes, voids, Kings, the folla's counts),
 * giving a whole hand to search in.  Returns false if it had to give up
 * a constraint (never for a view of a real hand, in practice).
 */
bool		 mc_view_sample(const struct mc_view *, struct mc_rng *,
		    struct mc_hand *);

/* Legal play sequences to depth plays (declarations made whole). */
uint64_t	 mc_perft(struct mc_hand *, int depth);

/* Where card is now: an enum mc_loc. */
int		 mc_hand_where(const struct mc_hand *, mc_card);
/* Does seat know where card is (R9.1)?  MC_NOSEAT: does every seat? */
bool		 mc_hand_knows(const struct mc_hand *, int seat, mc_card);

#ifdef __cplusplus
}
#endif

#endif /* MINCHIATE_H */

/*
 * sicilia.h -- libminchiate's second game: Tarocchi Siciliani, the
 * four-player game of Mineo.  A 63-card pack, no fixed partners: an
 * auction gives a soloist (a stata, on five cards, at double stakes) or
 * a caller whose partner is the unknown holder of the highest trump he
 * lacks; the monte and the scarto; the Fuggitivo; the count in threes to
 * 109; the jochi and the payments.  Rule numbers (S5.3 ...) refer to the
 * project's rules of this game (RULES-SICILIA).
 *
 * The same contract as minchiate.h: pure C, no I/O, no global state;
 * every structure is the caller's, changed only through the ts_*
 * functions.  The seats, the suits, the seeded generator and the
 * languages are the library's common core (mc_core.h).  Every name here
 * begins with ts_ (TS_ for macros).
 */
#ifndef SICILIA_H
#define SICILIA_H

#include "mc_core.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- errors */

enum ts_err {
	TS_OK = 0,
	TS_ERR_CARD,			/* S0.3: not a card of this pack */
	TS_ERR_DECK,			/* S1.1: not the 63 cards once each */
	TS_ERR_SEAT,
	TS_ERR_PHASE,			/* not what the hand waits for */
	TS_ERR_NOT_YOUR_TURN,
	TS_ERR_CUT_RANGE,		/* S4.2: 5 to 58 */
	TS_ERR_BID,			/* S5.1, S5.3: not a bid allowed now */
	TS_ERR_SCARTO_COUNT,		/* S7.2: three cards */
	TS_ERR_SCARTO_CARD,		/* S7.3, S7.4 */
	TS_ERR_NOT_IN_HAND,
	TS_ERR_SCOMMESSA,		/* S8.1: Giove and the Fuggitivo */
	TS_ERR_RIVANTO,			/* S8.3: the partner says no */
	TS_ERR_MUST_FOLLOW,		/* S9.2 */
	TS_ERR_MUST_TRUMP,		/* S9.2, S9.3 */
	TS_ERR_FUGGITIVO_LEAD,		/* S10.2 */
	TS_ERR_MATCH_LENGTH,		/* S3.3 */
	TS_ERR_MAX
};

/* A one-line message for an error, naming the rule it enforces. */
const char	*ts_strerror(enum ts_err);

/* ----------------------------------------------------------------- cards */

/*
 * A card is a number 0..62: the suit cards, coppe 5..Re (0-9), denari
 * 4..Re (10-20), spade (21-30), bastoni (31-40), each from its lowest;
 * then the trumps T0 La Miseria .. T20 Giove (41-61); then the
 * Fuggitivo (62).
 */
typedef uint8_t	ts_card;
#define TS_NCARDS	63
#define TS_NSUITCARDS	41
#define TS_FUGGITIVO	62
#define TS_NOCARD	255
#define TS_NTRICKS	15
#define TS_HAND_CARDS	15
#define TS_MONTE	3

/* Trump n, 0 (La Miseria) .. 20 (Giove). */
static inline ts_card
ts_trump(int n)
{
	return n < 0 || n > 20 ? TS_NOCARD : (ts_card)(TS_NSUITCARDS + n);
}

static inline bool
ts_is_trump(ts_card c)
{
	return c >= TS_NSUITCARDS && c < TS_FUGGITIVO;
}

/* The suit of a card: MC_COPPE .. MC_BASTONI, MC_TRUMPS or MC_FOOL. */
enum mc_suit	 ts_card_suit(ts_card);
/* Rank 4..14 of a suit card (MC_FANTE .. MC_RE above 10), number 0..20
 * of a trump, -1 for the Fuggitivo. */
int		 ts_card_rank(ts_card);
/* The suit card of a suit and rank, or TS_NOCARD (no 4 but in denari). */
ts_card		 ts_suit_card(enum mc_suit, int rank);
/* S1.2, S1.3: strength within the suit (4..14) or as a trump (100 +
 * its number); the Fuggitivo -1. */
int		 ts_card_strength(ts_card);
/* S2.1: 10, 5, 4, 3, 2, or 0 for a blank (S2.2). */
int		 ts_card_value(ts_card);

/* S0.3 notation: T0..T20, M, rank then suit (Rc, Dd, Cs, Fb, 10c, 4d). */
enum ts_err	 ts_card_parse(const char *, size_t len, ts_card *);
size_t		 ts_card_format(ts_card, char *buf, size_t size);
/* S1.5: "Re di coppe", "Giove", "La Miseria", "il Fuggitivo". */
size_t		 ts_card_name(ts_card, enum mc_lang, char *buf, size_t size);

/* A set of cards: bit c of the 63. */
typedef uint64_t ts_cards;
#define TS_ALL_CARDS	((((ts_cards)1) << TS_NCARDS) - 1)

static inline ts_cards
ts_bit(ts_card c)
{
	return c < TS_NCARDS ? (ts_cards)1 << c : 0;
}

static inline bool
ts_has(ts_cards set, ts_card c)
{
	return (set & ts_bit(c)) != 0;
}

static inline int
ts_count_cards(ts_cards set)
{
	return mc_popcount64(set);
}

/* The cards of a suit (MC_TRUMPS: T0..T20), as a set. */
ts_cards	 ts_suit_set(enum mc_suit);
/* The cards of set as a list in card order; returns how many. */
int		 ts_cards_list(ts_cards, ts_card *out);
/* Space-separated notation, highest first by suit; like strlcpy. */
size_t		 ts_cards_format(ts_cards, char *buf, size_t size);

/*
 * S2.4: the card points of a pile of cards, counted in threes: its
 * counting cards' values, less one for each, plus one for every three
 * cards (n + 1) / 3.  The last trick's 5 are not in it.
 */
int		 ts_count(ts_cards);

/* ------------------------------------------------------------ the hand */

/* S15: rule variants. */
enum ts_variant {
	TS_VAR_REDEAL = 1 << 0		/* V1: all pass, the hand is thrown in */
};

enum ts_phase {
	TS_PHASE_CUT = 0,	/* the dealer's left cuts (S4.2) */
	TS_PHASE_BID1,		/* round 1, on five cards (S5.1) */
	TS_PHASE_BID2,		/* round 2, on fifteen (S5.3) */
	TS_PHASE_SCARTO,	/* the declarer lays three cards (S7) */
	TS_PHASE_SCOMMESSA,	/* the declarer may bet (S8.1) */
	TS_PHASE_RIVANTO,	/* the others asked in turn (S8.2) */
	TS_PHASE_PLAY,		/* fifteen tricks (S9, S10) */
	TS_PHASE_OVER		/* played and scored, or thrown in */
};

enum ts_bid {
	TS_BID_PASS,		/* passo */
	TS_BID_CALL,		/* chiamo (S6.1) */
	TS_BID_SOLO		/* vado solo */
};

enum ts_contract {
	TS_NO_CONTRACT,		/* the auction is on */
	TS_STATA,		/* a solo on five cards: doubled (S5.1, S12.3) */
	TS_SOLO,		/* a solo in round 2 (S12.2) */
	TS_CALLED,		/* a voluntary call (S6.1) */
	TS_FORCED_CALL,		/* all passed: Giove's holder calls (S6.4) */
	TS_FORCED_SOLO,		/* the called card is in the monte (S6.3) */
	TS_THROWN_IN		/* all passed, nobody to force (S6.5, V1) */
};

/* The record's words: solo, stata, call, forced-call, forced-solo... */
const char	*ts_contract_word(enum ts_contract);

/* Everything that happens, for a front end to show; visible is a bit a
 * seat (S13): a private event is seen by one seat. */
enum ts_event_kind {
	TS_EV_CUT,		/* seat cut n cards (S4.2) */
	TS_EV_DEALT,		/* round n of packets dealt (S4.3, S4.5) */
	TS_EV_BOTTOM,		/* the dealer saw card at the bottom (S4.4) */
	TS_EV_BID,		/* seat said n (enum ts_bid), plus
				   TS_ROUND2 in round 2 */
	TS_EV_CALL,		/* seat calls card (S6.1, S6.4) */
	TS_EV_FORCED,		/* seat holds Giove and must call (S6.4) */
	TS_EV_THROWN_IN,	/* nobody plays: the deal passes (S6.5) */
	TS_EV_MONTE,		/* seat takes the monte, card by card (S7.1) */
	TS_EV_SCARTO,		/* seat lays card in the scarto (S7.2) */
	TS_EV_SCOMMESSA,	/* the declarer bets, or not (n) (S8.1) */
	TS_EV_RIVANTO,		/* seat says mi rivanto, or not (n) (S8.2) */
	TS_EV_PLAY,		/* seat plays card (S9) */
	TS_EV_PARTNER,		/* the called card shows seat the partner */
	TS_EV_TRICK,		/* seat wins trick n (S9.5) */
	TS_EV_END,		/* the hand is scored (S11, S12) */
	TS_EV_MAX
};

#define TS_ROUND2	4

struct ts_event {
	uint8_t		 kind;		/* enum ts_event_kind */
	uint8_t		 seat;
	ts_card		 card;		/* or TS_NOCARD */
	uint8_t		 visible;	/* bit s: seat s may see it */
	int16_t		 n;
};

#define TS_LOG_MAX	256
struct ts_log {
	struct ts_event	 ev[TS_LOG_MAX];
	size_t		 n;
	bool		 overflow;
};

/*
 * A hand from the shuffled pack to its score.  Where each card is
 * follows from the sets held, the monte, the scarto and the piles.
 */
struct ts_hand {
	unsigned	 variants;
	enum ts_phase	 phase;
	uint8_t		 dealer;
	uint8_t		 cutter;		/* the dealer's left (S4.2) */
	uint8_t		 cut;
	ts_card		 deck[TS_NCARDS];	/* as cut, top first */
	ts_cards	 held[MC_NSEATS];
	ts_card		 monte[TS_MONTE];	/* the last is the bottom card */
	uint8_t		 turn;		/* the seat that acts now */
	uint8_t		 spoken;	/* in this round of the auction */
	int8_t		 bid[2][MC_NSEATS];	/* -1, or enum ts_bid */
	enum ts_contract contract;
	int8_t		 declarer;	/* -1 while the auction is on */
	int8_t		 caller;	/* a voluntary caller, even overridden */
	ts_card		 called;	/* or TS_NOCARD */
	int8_t		 partner;	/* the called card's holder, or -1 */
	bool		 monte_shown;	/* S7.1 */
	ts_cards	 scarto;	/* S7.2 */
	bool		 scommessa;	/* S8.1 */
	int8_t		 rivanto;	/* the seat that said it, or -1 */
	uint8_t		 asked;		/* bit per seat asked (S8.2) */
	/* the play */
	uint8_t		 leader;
	uint8_t		 ntricks;	/* gathered, 0..15 */
	uint8_t		 nplayed;	/* cards in the current trick */
	ts_card		 trick[MC_NSEATS];	/* in play order */
	uint8_t		 trick_seat[MC_NSEATS];
	bool		 partner_known;	/* the called card is out (S6.2) */
	int8_t		 fugg_seat;	/* who played the Fuggitivo, or -1 */
	int8_t		 fugg_trick;	/* in which trick, or -1 */
	ts_cards	 won[MC_NSEATS];	/* each seat's tricks, no M */
	uint8_t		 tricks_won[MC_NSEATS];
	int8_t		 last_winner;	/* of the last trick, or -1 */
	/* S9.7: of T16-T19 and T1, who played it and who took it */
	int8_t		 played_by[TS_NCARDS];
	int8_t		 taken_by[TS_NCARDS];
	/* every card played, trick by trick, the leader's first */
	ts_card		 played[TS_NTRICKS * MC_NSEATS];
	uint8_t		 trick_leader[TS_NTRICKS];
	uint8_t		 trick_winner[TS_NTRICKS];
	struct ts_log	*log;		/* may be NULL */
};

/*
 * Starts a hand dealt by dealer from a pack (63 cards, top first): it
 * waits for the cut.  log may be NULL.
 */
enum ts_err	 ts_hand_init(struct ts_hand *, unsigned variants, int dealer,
		    const ts_card deck[TS_NCARDS], struct ts_log *);
/* S4.1: a full shuffle of the 63 cards from the generator. */
void		 ts_deck_shuffle(struct mc_rng *, ts_card deck[TS_NCARDS]);
/* The seat whose decision the hand waits for, or -1 once it is over. */
int		 ts_hand_to_act(const struct ts_hand *);
/* S6.1: the highest trump not in cards (T20 if Giove is not there). */
ts_card		 ts_call_card(ts_cards);
/* S7.3, S7.4: may these three cards be the scarto of a hand of 18? */
enum ts_err	 ts_scarto_check(ts_cards hand18, ts_cards scarto);
/* S9.2-S9.4, S10.2: the cards the seat due may play now. */
ts_cards	 ts_hand_legal(const struct ts_hand *);
/* Bids allowed to the seat due in the auction: bit per enum ts_bid. */
unsigned	 ts_hand_bids(const struct ts_hand *);
/* The side of a seat once the sides are final: 0 the declarer's, 1 the
 * opponents'; -1 for a thrown-in hand. */
int		 ts_hand_side(const struct ts_hand *, int seat);

/*
 * A decision at the table: the one value a front end builds, a computer
 * player returns, a record line holds and the hand applies.
 */
enum ts_decision_kind {
	TS_DECIDE_CUT,		/* n: cards lifted (S4.2) */
	TS_DECIDE_BID,		/* bid (S5) */
	TS_DECIDE_SCARTO,	/* cards[0..2] (S7) */
	TS_DECIDE_SCOMMESSA,	/* yes (S8.1) */
	TS_DECIDE_RIVANTO,	/* yes (S8.2) */
	TS_DECIDE_PLAY		/* cards[0] (S9) */
};

struct ts_decision {
	enum ts_decision_kind kind;
	int		 seat;
	int		 n;
	enum ts_bid	 bid;
	ts_card		 cards[TS_MONTE];
	bool		 yes;
};

/* The decision the hand waits for, kind and seat filled in. */
void		 ts_decision_due(const struct ts_hand *, struct ts_decision *);
enum ts_err	 ts_decision_check(const struct ts_hand *,
		    const struct ts_decision *);
enum ts_err	 ts_decision_apply(struct ts_hand *, const struct ts_decision *);

/* ------------------------------------------------------------ the score */

enum ts_jocu {
	TS_RIMATURA,		/* 55 card points or more (S11.4a) */
	TS_VANTO,		/* the last trick (b) */
	TS_4RE,			/* the four Kings (c) */
	TS_4ARIE,		/* T16-T19 (d) */
	TS_5ARIE,		/* and Giove too (e) */
	TS_PIGLIATA,		/* each Aria or Picciotti taken (f) */
	TS_SCOMMESSA,		/* (g) */
	TS_RIVANTO,		/* (h) */
	TS_JOCHI_KINDS
};

/* S11, S12: the end of a hand; side 0 the declarer's, 1 the others. */
struct ts_score {
	enum ts_contract contract;
	int		 declarer, partner;	/* seats, or -1 */
	ts_cards	 cards[2];	/* S11.2 */
	int		 fugg_side;	/* S10.3 */
	int		 last_side;	/* won the last trick */
	int		 points[2];	/* S11.3, the last trick's 5 in */
	int		 jochi[2][TS_JOCHI_KINDS];
	int		 total[2];
	int		 diff;		/* S11.6: side 0's less side 1's */
	int		 pay[MC_NSEATS];	/* S12, by seat */
};

/* The score of a hand that is over (a thrown-in one pays nothing). */
void		 ts_hand_score(const struct ts_hand *, struct ts_score *);

/* ------------------------------------------------------------ the view */

/*
 * S13: the hand as seat may see it: the others' hands, the monte before
 * it is shown (but the dealer's bottom card), the scarto (but to the
 * declarer) and the partner (but to himself, until the called card is
 * played) taken out.  unseen holds the cards the seat cannot place;
 * counts how many each other seat holds.  The log is not copied.
 */
struct ts_view {
	struct ts_hand	 hand;
	int		 seat;
	ts_cards	 unseen;
	uint8_t		 counts[MC_NSEATS];
};

void		 ts_view_of(const struct ts_hand *, int seat, struct ts_view *);

/* Are the sides known to all: a solo, or the called card out (S6.6)? */
bool		 ts_sides_known(const struct ts_hand *);
/*
 * S10.4: the seat before which the Fuggitivo lies face up, or -1 (not
 * played yet, or on a pile: its holder won a trick, or his side did
 * once the sides are known).  Where it lies never shows a partner.
 */
int		 ts_fuggitivo_lying(const struct ts_hand *);

/* ------------------------------------------------------------ the match */

/* S3: a match of 1, 4, 8, 12 ... hands; the deal passes right. */
struct ts_match {
	int		 length;		/* hands */
	int		 hand;			/* hands finished */
	int		 first_dealer;
	int		 fiches[MC_NSEATS];	/* S3.5, by seat */
};

enum ts_err	 ts_match_init(struct ts_match *, int length,
		    int first_dealer);
int		 ts_match_dealer(const struct ts_match *);
bool		 ts_match_over(const struct ts_match *);
/* Pays the hand's score and counts it (a thrown-in one too, S3.4). */
void		 ts_match_next_hand(struct ts_match *, const struct ts_score *);

/*
 * Every decision the hand allows now, in a fixed order (cuts, bids,
 * scarti in card order, no before yes, cards in card order); returns
 * how many.  A hand of 18 has at most 816 scarti.
 */
#define TS_DECISIONS_MAX	816
int		 ts_hand_decisions(const struct ts_hand *,
		    struct ts_decision out[TS_DECISIONS_MAX]);

/* Counts the leaves of the decision tree to depth plies (a perft). */
uint64_t	 ts_perft(const struct ts_hand *, int depth);

#ifdef __cplusplus
}
#endif

#endif /* SICILIA_H */

/*
 * bot.h -- the computer players.  A bot decides from a seat's view
 * (mc_view_build, R9.1) and its own seeded generator, never from the
 * hand itself; it uses the public engine API only.
 */
#ifndef BOT_H
#define BOT_H

#include <stdbool.h>

#include "minchiate.h"
#include "sicilia.h"

enum bot_level {
	BOT_RANDOM,	/* every choice uniform among the legal ones */
	BOT_EASY,	/* rules of thumb from the players' advice */
	BOT_NORMAL,	/* easy, plus sampling search of each card */
	BOT_HARD,	/* more samples, and easy players in the playouts */
	BOT_EXPERT,	/* hard's search, paired, raced and exact at the end */
	BOT_NLEVELS,	/* the levels above are the ones offered to people */
	/*
	 * Test levels, for the arena (--selfplay) alone: never offered at
	 * the table, in a record a person plays in, or to a joined client.
	 */
	BOT_OPEN = BOT_NLEVELS,	/* the expert seeing every hand (no R9.1) */
	BOT_NALL
};

struct bot {
	enum bot_level	 level;
	struct mc_rng	 rng;
	/*
	 * The search's budget is counted in deals, so that a seed replays
	 * every decision; cap_ms, if not 0, also stops it after that long,
	 * for a player at the table (a capped search may not replay).
	 */
	double		 cap_ms;
	/*
	 * The whole hand, for an open bot only (NULL at every other
	 * level): set by the arena's match just before it asks for a
	 * decision, so that the expert's search imagines the true deal.
	 */
	const struct mc_hand *open;
};

/* Of cap_ms, the share searched; the rest finishes the deal in hand. */
#define BOT_CLOCK_SHARE	0.9

/*
 * The expert's search values a hand in rests, a point counting as this
 * share of one (a rest is paid at every 60, R7.5), a capot's rests at
 * what it pays (R7.7); hints say its costs in rests a hand.
 */
#define BOT_REST_POINTS	60

/*
 * The levels, one row each in the order of enum bot_level: the word of
 * records, settings, options and frames, and a line on how it plays
 * (N_(), translated where shown: the word, a colon, what it does), NULL
 * for a test level, never shown where a person chooses.  Every list of
 * the levels is read from here.
 */
struct bot_level_row {
	enum bot_level	 level;
	const char	*word;		/* "expert" */
	const char	*help;		/* N_(), or NULL */
};
extern const struct bot_level_row bot_levels[BOT_NALL];

/* clock.c: ms that no setting of the time moves */
long long	 bot_clock_ms(void);

/* bot.c */
const char	*bot_level_words(const char *sep, const char *last, char *buf,
		    size_t size);
void		 bot_init(struct bot *, enum bot_level, uint64_t seed);
const char	*bot_level_name(enum bot_level);
int		 bot_level_parse(const char *);	/* -1 if unknown */
int		 bot_arena_level_parse(const char *);	/* test levels too */
bool		 bot_test_level(enum bot_level);
int		 bot_cut(struct bot *, const struct mc_view *);
int		 bot_discard(struct bot *, const struct mc_view *, mc_card *);
unsigned	 bot_declare(struct bot *, const struct mc_view *);
bool		 bot_fall(struct bot *, const struct mc_view *);
mc_card		 bot_play(struct bot *, const struct mc_view *);
mc_card		 bot_keep_fumata(const struct mc_view *, mc_card);
void		 bot_decide(struct bot *, const struct mc_view *,
		    struct mc_decision *);

/* random.c */
int		 random_discard(struct bot *, const struct mc_view *, mc_card *);
unsigned	 random_declare(struct bot *, const struct mc_view *);
mc_card		 random_play(struct bot *, const struct mc_view *);

/* easy.c: the rule of thumb behind each of its cards. */
enum easy_why {
	EASY_ONLY,		/* the only legal card */
	EASY_TENUTA_COMPAGNO,	/* top trump led for the partner */
	EASY_TENUTA_PAPA,	/* low trump led to draw the Papi */
	EASY_FUMATA,		/* first trump lead: the top Aria told */
	EASY_LEAD,		/* a low card of a long suit led */
	EASY_LEAD_TRUMP,	/* the lowest trump led */
	EASY_FALLEN,		/* a fallen opponent's card */
	EASY_FEED,		/* counting cards home to the partner */
	EASY_WIN,		/* the trick won cheaply */
	EASY_MATTO,		/* a counting card saved with the Matto */
	EASY_THROW		/* the card that costs least to lose */
};

int		 easy_discard(const struct mc_view *, mc_card *);
int		 easy_discard_order(const struct mc_hand *, int seat,
		    mc_card *);
mc_card		 easy_play(const struct mc_hand *, int seat);
mc_card		 easy_play_why(const struct mc_hand *, int seat,
		    enum easy_why *);
mc_card		 easy_play_seer(const struct mc_hand *, int seat);

/* fumata.c */
mc_card		 fumata_top_aria(const struct mc_hand *);
bool		 fumata_given(const struct mc_hand *, int seat);
mc_card		 fumata_lead(const struct mc_hand *, const mc_card *, int);
void		 fumata_read(const struct mc_view *, struct mc_hand *,
		    struct mc_rng *);

/* blunder.c: plays a partner hates, judged with the whole deal known. */
enum blunder_kind {
	BLUNDER_KING_LEAD,	/* own King led on its suit's first lead,
				   trumped by an opponent (R6.8) */
	BLUNDER_HIGH_TRUMP,	/* a trump of 30+ not last, a higher trump
				   unseen, lost to the opponents */
	BLUNDER_MATTO,		/* the Matto spent, a card worth nothing
				   legal instead (R6.5) */
	BLUNDER_FUMATA,		/* a Sopraventi first trump lead without
				   the top Aria: a false fumata */
	BLUNDER_PAPA,		/* trump 1-5 thrown second hand and lost:
				   the search's to weigh, no veto */
	BLUNDER_GIFT,		/* a counting card lost where a card worth
				   nothing would have lost as well */
	BLUNDER_OVERTAKE,	/* a partner's sure winner overtaken with a
				   trump */
	/* The judge's own: no veto of the expert's covers these, and
	 * neither expert_veto() nor bot_warning() ever returns them. */
	BLUNDER_PAPA_LOST,	/* the owner's Papa 2-5 captured by the
				   opponents (R2.1) */
	BLUNDER_KING_FALLEN,	/* a fallen seat's King captured by the
				   opponents (R6.11) */
	BLUNDER_MATTO_LAST,	/* the Matto kept to the last trick and
				   dead there (R6.6) */
	BLUNDER_GIFT_SURE,	/* a counting card given to an opponent's
				   sure winner, a cheaper card legal */
	BLUNDER_NKINDS
};

/* The kinds no veto covers: the judge index (blunder_judge_only). */
#define BLUNDER_JUDGE_KINDS	(1u << BLUNDER_GIFT | 1u << BLUNDER_PAPA | \
	1u << BLUNDER_PAPA_LOST | 1u << BLUNDER_KING_FALLEN | \
	1u << BLUNDER_MATTO_LAST | 1u << BLUNDER_GIFT_SURE)

struct blunders {
	long		 count[BLUNDER_NKINDS];
	long		 plays;
};

struct blunder_trick {
	struct mc_hand	 before[MC_NSEATS];	/* before each card */
	int		 n;
};

struct blunder_watch {
	struct blunder_trick trick;
	struct blunders	 seats[MC_NSEATS];	/* by seat, this hand */
};

const char	*blunder_name(enum blunder_kind);
bool		 blunder_judge_only(enum blunder_kind);
bool		 blunder_cheaper(const mc_card *legal, int n, mc_card);
bool		 bot_cheaper_under(const mc_card *legal, int n, mc_card,
		    mc_card top, int lead);
bool		 blunder_matto_can_wait(const struct mc_play *);
void		 blunder_see(struct blunder_trick *, const struct mc_hand *);
int		 blunder_judge(const struct blunder_trick *,
		    const struct mc_hand *after, struct blunders[MC_NSEATS]);
void		 blunder_watch(struct blunder_watch *, const struct mc_hand *,
		    const struct mc_decision *, const struct mc_hand *after);

/*
 * What the expert's search found of each candidate: a legal card, or a
 * set of discards; for hints.
 */
#define BOT_WEIGH_MAX	64
struct bot_weighing {
	int		 n;		/* candidates */
	int		 size;		/* cards in each */
	mc_card		 cand[BOT_WEIGH_MAX][MC_NCARDS];
	double		 cost[BOT_WEIGH_MAX];	/* rests a hand below the
						   choice, if weighed */
	bool		 weighed[BOT_WEIGH_MAX];
	int		 veto[BOT_WEIGH_MAX];	/* the blunder_kind that
						   ruled it out, or NKINDS */
	double		 se[BOT_WEIGH_MAX];	/* the error of cost */
	int		 best;		/* the expert's choice */
	int		 leader;	/* the search's best estimate */
	int		 deals;		/* imagined deals weighed on */
	bool		 thumb;		/* the rules of thumb chose it */
};

#include "reason.h"

/* hint.c: the expert's advice for a human seat, from its view. */
#define HINT_ALTS	3
enum hint_rule {
	HINT_RULE_NONE,		/* the search's best */
	HINT_RULE_TIE,		/* the rules of thumb's card, within the
				   search's error of the best */
	HINT_RULE_FUMATA,	/* the fumata's first trump lead */
	HINT_RULE_EARLY		/* a card set aside early by the race */
};

struct bot_hint {
	struct mc_decision best;
	uint64_t	 reasons;	/* REASON_BIT of each that holds */
	int		 deals;		/* deals the search imagined */
	enum hint_rule	 rule;		/* why, if overruled */
	mc_card		 over;		/* the card rated highest, if not best */
	double		 over_by;	/* its estimate above the hint's */
	double		 over_se;	/* and the error of that */
	double		 p_win, p_side;	/* the card, its side, takes the
					   trick: shares of odds_deals */
	int		 odds_deals;	/* 0: no estimate made */
	int		 nalt;
	struct mc_decision alt[HINT_ALTS];
	double		 cost[HINT_ALTS];	/* rests a hand worse; for a
						   declaration, points */
	double		 se[HINT_ALTS];		/* the search's error of it */
	bool		 weighed[HINT_ALTS];	/* else ruled out unweighed */
	int		 veto[HINT_ALTS];	/* blunder_kind, NKINDS if none */
};

/*
 * The least rating above the hint's card that counts as one: a
 * hundredth of a rest a hand, the figure the hints print to.
 */
#define HINT_RATED	0.005

void		 bot_hint(const struct mc_view *, uint64_t seed,
		    struct bot_hint *);
uint64_t	 bot_position_seed(const struct mc_view *);
void		 bot_advise(const struct mc_view *, struct bot_hint *,
		    struct bot_weighing *);
void		 bot_hint_weighed(const struct mc_view *, struct bot_weighing *,
		    mc_card searched, uint64_t seed, struct bot_hint *);
const char	*bot_veto_text(int);
/*
 * review.c: a card a person played, weighed again from the view he had
 * by the one evaluation of bot_advise (the hint's), and what it cost.
 */
struct card_cost {
	bool		 weighed;	/* else ruled out: veto says why */
	double		 rests;		/* a hand, below the expert's card */
	double		 se;		/* the search's error of that */
	int		 veto;		/* blunder_kind, NKINDS if none */
};

struct bot_review {
	struct bot_hint	 hint;		/* the advice at that point */
	struct bot_weighing w;		/* its search's weighing */
	mc_card		 expert;	/* the hint's card */
	mc_card		 played;
	struct card_cost cost;		/* of the card played */
};

/* The review page shows at most this many cards a hand. */
#define BOT_REVIEW_SHOWN	3

void		 bot_review(const struct mc_view *, mc_card played,
		    struct bot_review *);
void		 bot_review_cost(const struct bot_review *, mc_card,
		    struct card_cost *);
bool		 bot_review_costly(const struct card_cost *);
int		 bot_review_pick(const struct bot_review *, int n, int *shown);

/* warning.c */
int		 bot_warning(const struct mc_view *, mc_card);
const char	*bot_warning_text(int);

/* advice.c: the words of a hint, each from a reason that holds. */
size_t		 advice_say(const struct mc_view *, const struct bot_hint *,
		    enum mc_lang, char *, size_t);

/* search.c */
mc_card		 search_play(struct bot *, const struct mc_view *,
		    int samples, bool easy_playouts);
void		 easy_playout(struct mc_hand *, bool seer);
void		 easy_playout_mixed(struct mc_hand *, struct mc_rng *);

/* expert.c */
mc_card		 expert_play(struct bot *, const struct mc_view *);
mc_card		 expert_weigh_play(struct bot *, const struct mc_view *,
		    struct bot_weighing *);
enum blunder_kind expert_veto(const struct mc_view *, const mc_card *legal,
		    int n, mc_card);
bool		 expert_vetoed(const struct mc_view *, const mc_card *legal,
		    int n, mc_card);
bool		 bot_beatable(const struct mc_view *, mc_card, int lead);

/*
 * sicilia.c: a decision of Tarocchi Siciliani for the seat of a view
 * (ts_view_of, S13.1), at BOT_RANDOM, BOT_EASY or BOT_NORMAL (higher
 * levels play as normal for now).
 */
void		 bot_ts_decide(struct bot *, const struct ts_view *,
		    struct ts_decision *);

#endif /* BOT_H */

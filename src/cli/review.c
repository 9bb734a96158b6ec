/*
 * review.c -- `minchiate --review FILE [--seat S]`: what the table's
 * review after each hand (v) shows of the cards a seat played, one line
 * per costly card, costliest first, then a line for the hand.  Each card
 * is weighed from the seat's view before it (R9.1) by the one
 * evaluation behind the hint and `--hints` (bot_advise), so that anyone
 * can audit the review beside `--hints`: the same decision numbers,
 * the same expert's card.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "../match/match.h"

#define SEAT_CARDS	(MC_PLAYED_MAX / MC_NSEATS + 3)

/* A seat's card reviewed this hand: where, and why the expert's. */
struct reviewed {
	long		 decision;	/* its D number, as --hints counts */
	char		 why[1600];	/* the expert's card's sentence */
};

struct reviews {
	const struct match *m;
	unsigned	 seats;		/* bit per seat listed; 0: people's */
	unsigned	 listed;	/* the seats reviewed this hand */
	enum mc_lang	 lang;
	long		 n;		/* decisions so far */
	int		 hand;		/* hands ended so far */
	int		 count[MC_NSEATS];
	struct bot_review r[MC_NSEATS][SEAT_CARDS];
	struct reviewed	 at[MC_NSEATS][SEAT_CARDS];
};

/*
 * A card the table's review weighs: one a seat chose for itself, not
 * one chosen for it while it had fallen (R6.11; session.c alike).
 */
static bool
reviewed(const struct mc_hand *before, const struct mc_decision *d)
{
	return d->kind == MC_DECIDE_PLAY && before->phase == MC_PHASE_PLAY &&
	    mc_hand_to_act(before) == d->seat;
}

static void
on_decision(void *arg, const struct mc_hand *before,
    const struct mc_decision *d, const struct mc_hand *after)
{
	struct reviews	*x = arg;
	struct mc_view	 v;
	int		 s = d->seat, k;

	(void)after;
	x->n++;
	if (!reviewed(before, d) || !cli_seat_listed(x->m, x->seats, s) ||
	    (k = x->count[s]) == SEAT_CARDS)
		return;
	mc_view_build(before, s, &v);
	bot_review(&v, d->cards[0], &x->r[s][k]);
	advice_say(&v, &x->r[s][k].hint, x->lang, x->at[s][k].why,
	    sizeof(x->at[s][k].why));
	x->at[s][k].decision = x->n;
	x->count[s]++;
	x->listed |= 1u << s;
}

/* One shown card: D<n> S play played <card> expert <card> cost error. */
static void
print_shown(const struct bot_review *r, const struct reviewed *at, int s)
{
	char	 mine[8], theirs[8];
	int	 i, codes = 0;

	mc_card_format(r->played, mine, sizeof(mine));
	mc_card_format(r->expert, theirs, sizeof(theirs));
	printf("D%ld %c play played %s expert %s ", at->decision,
	    mc_seat_letter(s), mine, theirs);
	if (r->cost.weighed)
		printf("%.2f %.2f | ", r->cost.rests, r->cost.se);
	else
		printf("ruled-out %s | ", blunder_name(r->cost.veto));
	for (i = 0; i < REASON_N; i++)
		if (r->hint.reasons & REASON_BIT(i))
			printf("%s%s", codes++ > 0 ? "," : "", reason_code(i));
	printf("%s | %s\n", codes == 0 ? "-" : "", at->why);
}

/* The hand's review of each seat listed, as the page picks it. */
static void
on_hand_end(void *arg, const struct match *m)
{
	struct reviews	*x = arg;
	int		 shown[BOT_REVIEW_SHOWN], s, i, k, same;

	x->hand++;
	for (s = 0; s < MC_NSEATS; s++) {
		if (!(x->listed >> s & 1) && !cli_seat_listed(m, x->seats, s))
			continue;
		k = bot_review_pick(x->r[s], x->count[s], shown);
		for (i = 0; i < k; i++)
			print_shown(&x->r[s][shown[i]], &x->at[s][shown[i]], s);
		for (i = 0, same = 0; i < x->count[s]; i++)
			same += x->r[s][i].played == x->r[s][i].expert;
		printf("H%d %c cards %d same %d shown %d\n", x->hand,
		    mc_seat_letter(s), x->count[s], same, k);
		x->count[s] = 0;
	}
	x->listed = 0;
}

/*
 * The review of every hand of the records in file, for the seats in the
 * mask (0: the people's, cli_seat_listed); a record's problem as
 * --replay reports it.
 */
int
cli_review(const char *file, unsigned seats, enum mc_lang lang)
{
	static struct match	 m;
	static struct reviews	 x;
	struct load		 r;

	memset(&x, 0, sizeof(x));
	x.m = &m;
	x.seats = seats;
	x.lang = lang;
	match_init(&m);
	m.on_decision = on_decision;
	m.on_hand_end = on_hand_end;
	m.arg = &x;
	return cli_read_records(file, &m, &r) ? 0 : 1;
}

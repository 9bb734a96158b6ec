/*
 * review.c -- the key v after a hand: the cards the player at the
 * keyboard played, each weighed again by the expert from the view the
 * player had when he chose it (never from the other hands), and the
 * costliest shown with the position, the card played and the expert's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"

#define REVIEW_MS	150	/* the expert's time on each card */
#define REVIEW_SHOWN	3

struct verdict {
	int		 point;		/* in the game's review points */
	mc_card		 expert;	/* the expert's card there */
	double		 cost;		/* what the card played cost */
	bool		 weighed;	/* else the expert ruled it out */
	int		 veto;		/* why, if ruled out */
};

/* The expert's card at a point, and what the card played cost. */
static void
weigh(const struct review_point *pt, uint64_t seed, struct bot_weighing *w,
    struct verdict *v)
{
	struct bot	 b;
	int		 i, best;

	bot_init(&b, BOT_EXPERT, seed);
	b.cap_ms = REVIEW_MS;
	v->expert = bot_keep_fumata(&pt->view, expert_weigh_play(&b,
	    &pt->view, w));
	v->cost = 0;
	v->weighed = true;
	v->veto = BLUNDER_NKINDS;
	if (v->expert == pt->card)
		return;
	for (i = 0, best = -1; i < w->n; i++)
		if (w->cand[i][0] == v->expert)
			best = i;
	for (i = 0; i < w->n; i++)
		if (w->cand[i][0] == pt->card) {
			v->weighed = w->weighed[i] && best >= 0 &&
			    w->weighed[best];
			v->cost = v->weighed ? w->cost[i] - w->cost[best] : 0;
			v->veto = w->veto[i];
		}
}

/* The costliest first: ruled out, then by points. */
static int
by_cost(const void *a, const void *b)
{
	const struct verdict *x = a, *y = b;

	if (x->weighed != y->weighed)
		return x->weighed ? 1 : -1;
	return (x->cost < y->cost) - (x->cost > y->cost);
}

/* The cards of a set, in notation, after head. */
static void
cards_line(struct page *pg, const char *head, const struct mc_cards *set)
{
	char	 buf[400];

	mc_cards_format(set, buf, sizeof(buf));
	page_add(pg, "%s %s", head, buf);
}

/* One reviewed card: where it was played, what it cost, the expert's. */
static void
show_verdict(struct table *t, const struct review_point *pt,
    const struct verdict *v)
{
	const struct mc_play	*p = &pt->view.hand.play;
	char			 mine[8], theirs[8], card[8], trick[80] = "";
	int			 i;

	mc_card_format(pt->card, mine, sizeof(mine));
	mc_card_format(v->expert, theirs, sizeof(theirs));
	page_add(&t->page, "%s", "");
	page_add(&t->page, "  Trick %d: you played %s; the expert plays %s.",
	    p->ntricks + 1, mine, theirs);
	if (p->nplayed == 0)
		page_add(&t->page, "%s", "    You led.");
	else {
		for (i = 0; i < p->nplayed; i++) {
			mc_card_format(p->trick[i], card, sizeof(card));
			snprintf(trick + strlen(trick), sizeof(trick) -
			    strlen(trick), " %s %s", mc_seat_name((p->leader +
			    i) % MC_NSEATS), card);
		}
		page_add(&t->page, "    The trick so far:%s.", trick);
	}
	cards_line(&t->page, "    Your hand:",
	    &pt->view.hand.held[pt->view.seat]);
	if (!v->weighed)
		page_add(&t->page, "    The expert rules %s out: %s.", mine,
		    bot_veto_text(v->veto));
	else
		page_add(&t->page, "    By its search %s costs about %.1f "
		    "points a hand against %s.", mine, v->cost, theirs);
}

/*
 * v: the review of the hand just ended for the player at the keyboard;
 * closing it goes on, as the end of the hand's page does.
 */
void
page_review(struct ui *ui)
{
	struct game		*g = &ui->g;
	struct bot_weighing	*w;
	struct verdict		 v[REVIEW_MAX];
	int			 i, n = 0, same = 0;

	if (ui->viewer < 0 || g->review_hand != g->m.hands ||
	    (w = malloc(sizeof(*w))) == NULL)
		return;
	for (i = 0; i < g->nreview; i++) {
		if (g->review[i].player != ui->viewer)
			continue;
		v[n].point = i;
		weigh(&g->review[i], g->m.seed + (uint64_t)i, w, &v[n]);
		same += v[n].expert == g->review[i].card;
		n++;
	}
	free(w);
	qsort(v, (size_t)n, sizeof(v[0]), by_cost);
	page_open(&ui->t, "Your cards, reviewed by the expert", true);
	page_add(&ui->t.page, "  Of your %d cards this hand, the expert "
	    "plays the same %d; each weighed from what you could see then, "
	    "never from the other hands.", n, same);
	for (i = 0; i < n && i < REVIEW_SHOWN; i++)
		if (v[i].expert != g->review[v[i].point].card &&
		    (!v[i].weighed || v[i].cost >= 0.5))
			show_verdict(&ui->t, &g->review[v[i].point], &v[i]);
}

/* Can the player at the keyboard review the hand that just ended? */
bool
review_ready(const struct ui *ui)
{
	int	 i;

	if (ui->viewer < 0 || ui->g.review_hand != ui->g.m.hands)
		return false;
	for (i = 0; i < ui->g.nreview; i++)
		if (ui->g.review[i].player == ui->viewer)
			return true;
	return false;
}

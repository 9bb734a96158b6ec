/*
 * review.c -- the key v after a hand: the cards the player at the
 * keyboard played, each weighed again by the expert from the view the
 * player had when he chose it (never from the other hands).  The
 * costliest are shown with their position but not the expert's card:
 * the player may try each again (1, 2, 3) before the answer is shown,
 * the expert's card and why, in the hint's words from the same weighing.
 * The weighing is the hint's own (src/bot/review.c): the card a hint
 * gave there is never called a mistake.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui.h"
#include "../text/text.h"
#include "../lang/lang.h"

/* The pages' titles. */
static const char *
review_title(void)
{
	/* TRANSLATORS: the title of the review's page (v, after a hand). */
	return _("Your cards, reviewed by the expert");
}

static const char *
retry_title(void)
{
	/* TRANSLATORS: the title of the page where a reviewed card is
	 * tried again. */
	return _("Try it again");
}

/* The review's points of this hand, from wherever the match is. */
static const struct review_point *
points(const struct ui *ui, int *n)
{
	return ui->link->review(ui->link->arg, n);
}

/* The point of a card the review shows. */
static const struct review_point *
point_of(const struct ui *ui, const struct review_shown *v)
{
	int	 n;

	return &points(ui, &n)[v->point];
}

/* Where a reviewed card was played: the trick so far, the hand. */
static void
position(struct table *t, const struct review_point *pt)
{
	const struct mc_play	*p = &pt->view.hand.play;
	char			 card[8], trick[120] = "", hand[400];
	char			 said[512];
	int			 i;

	if (p->nplayed == 0)
		page_add(&t->page, "     %s", _("You led."));
	else {
		for (i = 0; i < p->nplayed; i++) {
			mc_card_format(p->trick[i], card, sizeof(card));
			snprintf(trick + strlen(trick), sizeof(trick) -
			    strlen(trick), " %s %s", show_seat((p->leader +
			    i) % MC_NSEATS), card);
		}
		/* TRANSLATORS: %s is the cards of the trick so far, each
		 * after a space and its seat: " South 7c West 9c". */
		snprintf(said, sizeof(said), _("The trick so far:%s."), trick);
		page_add(&t->page, "     %s", said);
	}
	mc_cards_format(&pt->view.hand.held[pt->view.seat], hand,
	    sizeof(hand));
	/* TRANSLATORS: %s is the cards the player held, in notation. */
	snprintf(said, sizeof(said), _("Your hand: %s"), hand);
	page_add(&t->page, "     %s", said);
}

/*
 * What a card cost, said after the card and a colon, or after "you
 * played 7c;".
 */
static void
cost_text(const struct card_cost *k, char *buf, size_t size)
{
	if (!k->weighed)
		snprintf(buf, size, _("the expert rules it out: %s"),
		    bot_veto_text(k->veto));
	else if (!bot_review_costly(k))
		snprintf(buf, size, "%s", _("as good as the expert's, as far "
		    "as its search can tell"));
	else
		/* TRANSLATORS: %.2f rests a hand, then the search's error
		 * of them. */
		snprintf(buf, size, _("about %.2f rests a hand worse than the "
		    "expert's, by its search (give or take %.2f)"), k->rests,
		    k->se);
}

/* The review page from what was weighed; the expert's cards hidden. */
static void
review_page(struct ui *ui)
{
	struct table		*t = &ui->t;
	const struct review_point *pt;
	const struct review_shown *v;
	char			 mine[8], what[200], said[512];
	int			 i;

	page_open(t, review_title(), true);
	t->page.kind = PAGE_REVIEW;
	/* TRANSLATORS: the first %d is the cards the player played this
	 * hand, the second how many of them the expert plays too. */
	snprintf(said, sizeof(said), ngettext("Of your %d card this hand, "
	    "the expert plays the same %d; each weighed from what you could "
	    "see then, never from the other hands.", "Of your %d cards this "
	    "hand, the expert plays the same %d; each weighed from what you "
	    "could see then, never from the other hands.",
	    (unsigned long)ui->review.cards), ui->review.cards,
	    ui->review.same);
	page_add(&t->page, "  %s", said);
	for (i = 0; i < ui->review.n; i++) {
		v = &ui->review.shown[i];
		pt = point_of(ui, v);
		mc_card_format(pt->card, mine, sizeof(mine));
		cost_text(&v->r.cost, what, sizeof(what));
		page_add(&t->page, "%s", "");
		/* TRANSLATORS: a reviewed card: its number on the page,
		 * the trick's, the card in notation, then what it cost
		 * ("about 0.05 rests a hand worse than the expert's..."). */
		snprintf(said, sizeof(said), _("%d. Trick %d: you played %s; "
		    "%s."), i + 1, pt->view.hand.play.ntricks + 1, mine, what);
		page_add(&t->page, "  %s", said);
		position(t, pt);
	}
	page_add(&t->page, "%s", "");
	if (ui->review.n == 1)
		/* TRANSLATORS: 1, 2 and 3 are the keys that try a card
		 * again, here and below. */
		page_add(&t->page, "  %s", _("Press 1 to try it again before "
		    "the expert's card is shown."));
	else if (ui->review.n == 2)
		page_add(&t->page, "  %s", _("Press 1 or 2 to try one again "
		    "before the expert's card is shown."));
	else if (ui->review.n > 2)
		page_add(&t->page, "  %s", _("Press 1, 2 or 3 to try one "
		    "again before the expert's card is shown."));
	else
		page_add(&t->page, "  %s", _("Nothing to regret: by the "
		    "expert's search no card of yours cost a hundredth of a "
		    "rest a hand beyond its error."));
}

/*
 * v: the review of the hand just ended for the player at the keyboard;
 * closing it goes on, as the end of the hand's page does.
 */
void
page_review(struct ui *ui)
{
	const struct review_point *pts;
	struct bot_review	*r;
	int			 point[REVIEW_MAX], shown[REVIEW_SHOWN];
	int			 i, n = 0, npts;

	pts = points(ui, &npts);
	if (ui->viewer < 0 || (r = calloc(REVIEW_MAX, sizeof(*r))) == NULL)
		return;
	ui->review.same = 0;
	for (i = 0; i < npts; i++) {
		if (pts[i].player != ui->viewer)
			continue;
		point[n] = i;
		bot_review(&pts[i].view, pts[i].card, &r[n]);
		ui->review.same += r[n].expert == r[n].played;
		n++;
	}
	ui->review.cards = n;
	ui->review.n = bot_review_pick(r, n, shown);
	for (i = 0; i < ui->review.n; i++) {
		ui->review.shown[i].point = point[shown[i]];
		ui->review.shown[i].r = r[shown[i]];
	}
	free(r);
	ui->review.retry = -1;
	review_page(ui);
}

/*
 * The retry page: the position, and what is being typed (tried is
 * MC_NOCARD; bad, a card typed that could not go) or the verdict.
 */
static void
retry_page(struct ui *ui, mc_card tried, bool bad)
{
	struct table		*t = &ui->t;
	const struct review_shown *v = &ui->review.shown[ui->review.retry];
	const struct review_point *pt = point_of(ui, v);
	char			 mine[8], theirs[8], what[200], why[1200];
	char			 said[1400];
	struct card_cost	 k;
	bool			 typed = ui->review.typed[0] != '\0';

	page_open(t, retry_title(), true);
	t->page.kind = PAGE_RETRY;
	snprintf(said, sizeof(said), _("Trick %d, as you saw it then:"),
	    pt->view.hand.play.ntricks + 1);
	page_add(&t->page, "  %s", said);
	position(t, pt);
	page_add(&t->page, "%s", "");
	if (tried == MC_NOCARD && !ui->review.answered) {
		page_add(&t->page, "  %s", _("Which card now? Type it as at "
		    "the table, then Enter; Space shows the answer."));
		if (bad && typed)
			page_add(&t->page, "  %s %s ", _("Not a card you "
			    "could play then."), _("typed:"));
		else if (bad)
			page_add(&t->page, "  %s ", _("Not a card you could "
			    "play then."));
		else if (typed)
			/* TRANSLATORS: followed, on the next line, by what
			 * the player types. */
			page_add(&t->page, "  %s ", _("typed:"));
		else
			page_add(&t->page, "%s", "  ");
		if (typed)
			page_add(&t->page, "  %s", ui->review.typed);
		return;
	}
	if (tried != MC_NOCARD) {
		mc_card_format(tried, mine, sizeof(mine));
		bot_review_cost(&v->r, tried, &k);
		cost_text(&k, what, sizeof(what));
		page_add(&t->page, "  %s: %s.", mine, tried == v->r.expert ?
		    /* TRANSLATORS: said of the card tried again, after
		     * it and a colon. */
		    _("the expert's card too") : what);
	}
	/* why, from the same weighing and the reasons that hold (R9.1) */
	mc_card_format(v->r.expert, theirs, sizeof(theirs));
	advice_say(&pt->view, &v->r.hint, ui->opt.english ? MC_ENGLISH :
	    MC_ITALIAN, why, sizeof(why));
	/* TRANSLATORS: %s is the expert's card in notation (7c, T13),
	 * then why, in the hint's words. */
	snprintf(said, sizeof(said), _("The expert plays %s: %s."), theirs,
	    why);
	page_long(&t->page, said);
	page_add(&t->page, "%s", "");
	if (ui->practice || ui->lesson.n > 0 ||
	    !(ui->link->can & SEAT_CAN_PRACTICE))
		page_add(&t->page, "  %s", _("Space: back to the review."));
	else
		/* TRANSLATORS: p is the key. */
		page_add(&t->page, "  %s", _("Space: back to the review; p: "
		    "play the hand on from here, as practice."));
}

/* Is c a card the player could play at that point (R6.2, R6.8)? */
static bool
was_legal(const struct review_point *pt, mc_card c)
{
	struct mc_cards	 legal = mc_hand_legal(&pt->view.hand);

	return mc_cards_has(&legal, c);
}

/*
 * A key on the review or its retry page; false if it is not theirs (the
 * page's own keys then apply).
 */
bool
review_key(struct ui *ui, int key)
{
	const struct review_shown *v;
	mc_card			 c;
	size_t			 len = strlen(ui->review.typed);

	if (ui->t.page.kind == PAGE_REVIEW) {
		if (key < '1' || key >= '1' + ui->review.n)
			return false;
		ui->review.retry = key - '1';
		ui->review.typed[0] = '\0';
		ui->review.answered = false;
		retry_page(ui, MC_NOCARD, false);
		return true;
	}
	if (ui->t.page.kind != PAGE_RETRY ||
	    ui->review.retry < 0)
		return false;
	v = &ui->review.shown[ui->review.retry];
	if (key == 'p' && ui->review.answered && !ui->practice &&
	    ui->lesson.n == 0 && (ui->link->can & SEAT_CAN_PRACTICE)) {
		practice(ui, point_of(ui, v)->decision);
		return true;
	}
	if (key == ' ' || key == 'q' || key == 27) {
		if (ui->review.typed[0] == '\0' && key == ' ' &&
		    !ui->review.answered) {
			ui->review.answered = true;	/* the answer */
			retry_page(ui, MC_NOCARD, false);
			return true;
		}
		ui->review.answered = false;
		review_page(ui);
		return true;
	}
	if ((key == KEY_BACKSPACE || key == 127 || key == 8) && len > 0)
		ui->review.typed[len - 1] = '\0';
	else if (key == '\n' || key == '\r' || key == KEY_ENTER) {
		if (mc_card_parse(ui->review.typed, len, &c) == MC_OK &&
		    was_legal(point_of(ui, v), c)) {
			ui->review.answered = true;
			ui->review.typed[0] = '\0';
			retry_page(ui, c, false);
			return true;
		}
		ui->review.typed[0] = '\0';
		retry_page(ui, MC_NOCARD, true);
		return true;
	} else if (key > ' ' && key < 127 && len + 1 < sizeof(ui->review.typed)) {
		ui->review.typed[len] = (char)key;
		ui->review.typed[len + 1] = '\0';
	} else
		return false;
	retry_page(ui, MC_NOCARD, false);
	return true;
}

/* Can the player at the keyboard review the hand that just ended? */
bool
review_ready(const struct ui *ui)
{
	const struct review_point *pts;
	int			 i, n;

	pts = points(ui, &n);
	if (ui->viewer < 0)
		return false;
	for (i = 0; i < n; i++)
		if (pts[i].player == ui->viewer)
			return true;
	return false;
}

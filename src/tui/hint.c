/*
 * hint.c -- the expert's advice at the table, worked out from the seat
 * view of the player at the keyboard alone (the scene's view, R9.1).
 * The key H: the choice for the decision asked and why on a page, the
 * card moved under the cursor, and one line of it left under the
 * question.  Warnings (w): before a card that gives points away, the
 * player is asked whether to play it anyway.
 */
#include <stdio.h>
#include <string.h>

#include "ui.h"
#include "../text/text.h"
#include "../lang/lang.h"

/* The cards of d, in notation, into buf. */
static void
cards_text(const struct mc_decision *d, char *buf, size_t size)
{
	char	 one[8];
	size_t	 len = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < d->n && len + 5 < size; i++) {
		mc_card_format(d->cards[i], one, sizeof(one));
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
		    i > 0 ? " " : "", one);
	}
}

/* The hint's card under the cursor, so that Enter plays it. */
static void
point_at(struct table *t, mc_card c)
{
	int	 i;

	for (i = 0; i < t->sc.ncards; i++)
		if (t->sc.cards[i] == c)
			t->cursor = i;
}

/* What an alternative is worth against the hint, in words. */
static void
alt_text(const struct bot_hint *h, int k, char *buf, size_t size)
{
	double	 delta = -h->cost[k];

	if (!h->weighed[k])
		/* TRANSLATORS: what another choice is worth against the
		 * hint's, in a column after the choice (Play 7c, Discard
		 * 3c 4s...), here and below; %s says why the expert rules
		 * it out; %.2f below is rests a hand by its search. */
		snprintf(buf, size, _("ruled out: %s"),
		    bot_veto_text(h->veto[k]));
	else if (h->alt[k].kind == MC_DECIDE_DECLARE)
		/* TRANSLATORS: the points of the versicole a choice to
		 * declare fewer of them leaves unmarked. */
		snprintf(buf, size, ngettext("%.0f point fewer marked",
		    "%.0f points fewer marked", (unsigned long)(-delta + 0.5)),
		    -delta);
	else if (delta > -HINT_RATED && delta < HINT_RATED)
		/* TRANSLATORS: an alternative the search rates within a
		 * hundredth of a rest a hand of the hint's card. */
		snprintf(buf, size, "%s", _("as good by the search, to a "
		    "hundredth of a rest a hand"));
	else if (delta > 0 && (h->rule == HINT_RULE_TIE ||
	    delta <= h->se[k]))
		snprintf(buf, size, _("about as good: %.2f rests a hand "
		    "higher by the search, within its error"), delta);
	else if (delta > 0)
		snprintf(buf, size, _("%.2f rests a hand higher by the "
		    "search; the hint keeps its rule, as said above"), delta);
	else if (-delta <= h->se[k] || -delta < 0.005)
		snprintf(buf, size, _("about as good: %.2f rests a hand lower "
		    "by the search, within its error"), -delta);
	else
		snprintf(buf, size, _("%.2f rests a hand worse"), -delta);
}

/* The page: the choice, why, and what the other choices cost. */
static void
hint_page(struct ui *ui, const struct bot_hint *h, const char *choice)
{
	struct table	*t = &ui->t;
	char		 alt[200], why[1200], worth[200], said[1500];
	int		 k;

	advice_say(&t->sc.view, h, ui->opt.english ? MC_ENGLISH : MC_ITALIAN,
	    why, sizeof(why));
	/* TRANSLATORS: the title of the hint's page (H). */
	page_open(t, _("A hint from the expert"), false);
	snprintf(said, sizeof(said), "%s: %s.", choice, why);
	page_long(&t->page, said);
	page_add(&t->page, "%s", "");
	if (h->deals > 0) {
		snprintf(said, sizeof(said), ngettext("Weighed on %d deal "
		    "of the cards you cannot see, imagined from what your seat "
		    "has seen; never from the other hands.", "Weighed on %d "
		    "deals of the cards you cannot see, imagined from what "
		    "your seat has seen; never from the other hands.",
		    (unsigned long)h->deals), h->deals);
		page_add(&t->page, "  %s", said);
	} else
		page_add(&t->page, "  %s", _("Worked out from your seat's view "
		    "alone."));
	if (h->nalt == 0)
		return;
	page_add(&t->page, "%s", "");
	page_add(&t->page, "  %s", _("The next choices, against the "
	    "hint's:"));
	for (k = 0; k < h->nalt; k++) {
		if (h->alt[k].kind == MC_DECIDE_PLAY ||
		    h->alt[k].kind == MC_DECIDE_DISCARD)
			cards_text(&h->alt[k], alt, sizeof(alt));
		else
			show_decision(&h->alt[k], t->sc.seat, alt, sizeof(alt));
		alt_text(h, k, worth, sizeof(worth));
		page_add(&t->page, "    %-16s %s", alt, worth);
	}
}

/*
 * H: the expert's hint for the decision the viewer is asked, from the
 * viewer's own view; nothing when nothing is asked.
 */
void
key_hint(struct ui *ui, int key)
{
	struct table	*t = &ui->t;
	struct bot_hint	 h;
	char		 choice[240];

	(void)key;
	if (!(ui->link->can & SEAT_CAN_HINT)) {
		snprintf(t->refusal, sizeof(t->refusal), _("No hints at this "
		    "table: its owner has turned them off."));
		return;
	}
	if (t->ask == ASK_NONE) {
		snprintf(t->refusal, sizeof(t->refusal), _("A hint is for a "
		    "decision of yours: ask when you are asked."));
		return;
	}
	bot_advise(&t->sc.view, &h, NULL);
	h.best.n = h.best.kind == MC_DECIDE_CUT ? 0 : h.best.n;
	show_decision(&h.best, t->sc.seat, choice, sizeof(choice));
	if (h.best.kind == MC_DECIDE_PLAY)
		point_at(t, h.best.cards[0]);
	/* TRANSLATORS: the hint kept under the question; %s is the
	 * choice: "Play 7c", "Discard 3c 4s", "Not yet (n)"... */
	snprintf(t->hint, sizeof(t->hint), _("Hint: %s."), choice);
	t->refusal[0] = '\0';
	hint_page(ui, &h, choice);
	/* kept in the record: the statistics count hints apart */
	ui->link->aid(ui->link->arg, t->sc.seat, AID_HINT);
}

/*
 * Before the viewer's own card c goes: if warnings are on and c gives
 * points away as far as the seat can see, the question becomes whether
 * to play it anyway; returns true if so.
 */
bool
tui_warn(struct ui *ui, mc_card c)
{
	struct table	*t = &ui->t;
	char		 note[8];
	int		 kind;

	if (!ui->opt.warn || t->ask != ASK_PLAY ||
	    t->sc.view.hand.play.turn != t->sc.seat ||
	    !mc_cards_has(&t->sc.legal, c) ||
	    (kind = bot_warning(&t->sc.view, c)) == BLUNDER_NKINDS)
		return false;
	mc_card_format(c, note, sizeof(note));
	if (kind == BLUNDER_GIFT)
		snprintf(t->prompt, sizeof(t->prompt), _("%s goes to the "
		    "opponents' trick: a card worth less would lose it too. "
		    "Play it anyway? y/n"), note);
	else
		snprintf(t->prompt, sizeof(t->prompt), _("%s: %s. Play it "
		    "anyway? y/n"), note, bot_warning_text(kind));
	t->ask = ASK_CONFIRM;
	t->pending = c;
	t->refusal[0] = '\0';
	return true;
}

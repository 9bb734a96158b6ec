/*
 * input.c -- the keys of the player at the keyboard: what that player is
 * asked (the cut, the discards, the declarations, a fall, a card), moving
 * over the cards, typing a card, the mouse; saving after each decision.
 * The engine says what is legal; a refusal names the rule and the cards
 * that may go.  The table's own keys are keys.c's.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui.h"
#include "../text/text.h"
#include "../lang/lang.h"

/* ------------------------------------------------------------- asking */

/* R5.2: the question of the cut, with the cut as it stands now. */
static void
cut_prompt(struct table *t)
{
	/* the number as typed so far may be 1 */
	snprintf(t->prompt, sizeof(t->prompt), ngettext("Cut %d card "
	    "(14-83): Left/Right, or type it; Enter cuts.", "Cut %d cards "
	    "(14-83): Left/Right, or type it; Enter cuts.",
	    (unsigned long)t->cut), t->cut);
}

/*
 * Sets up what the player at the keyboard is asked now.  The cards he
 * chooses from are the scene's, built from his own seat view.
 */
void
tui_prepare(struct ui *ui)
{
	struct table		*t = &ui->t;
	const struct mc_hand	*h = &t->sc.view.hand;
	struct mc_decision		 d;
	int			 i, n, owed;

	tui_scene(ui);
	t->npicked = 0;
	t->cursor = 0;
	t->typed[0] = '\0';
	t->cut_typed = false;
	t->prompt[0] = '\0';
	t->hint[0] = '\0';
	t->ask = ASK_NONE;
	if (t->sc.actor < 0 || t->sc.actor != t->sc.seat ||
	    !t->sc.actor_human)
		return;
	switch (h->phase) {
	case MC_PHASE_CUT:
		t->ask = ASK_CUT;
		ui->link->suggest(ui->link->arg, &t->sc, &d);
		t->cut = d.n;
		cut_prompt(t);
		break;
	case MC_PHASE_DISCARD:
		t->ask = ASK_DISCARD;
		owed = h->owed[t->sc.actor];
		snprintf(t->prompt, sizeof(t->prompt), ngettext("Discard %d "
		    "card: Space picks, Enter when done (R5.9).", "Discard %d "
		    "cards: Space picks, Enter when done (R5.9).", owed), owed);
		break;
	case MC_PHASE_DECLARE:
		t->ask = ASK_DECLARE;
		n = mc_hand_versicole(&t->sc.view.hand, t->sc.seat,
		    (struct mc_versicola[MC_VERSICOLE_MAX]){ 0 });
		t->which = (1u << n) - 1;
		snprintf(t->prompt, sizeof(t->prompt), _("Declare your "
		    "versicole (R6.3): Space ticks, Enter declares."));
		break;
	case MC_PHASE_FALL:
		t->ask = ASK_FALL;
		snprintf(t->prompt, sizeof(t->prompt), _("You have no trumps: "
		    "fall now, laying these cards open (R10.1)? y/n"));
		break;
	case MC_PHASE_PLAY:
		t->ask = ASK_PLAY;
		for (i = 0; i < t->sc.ncards; i++)
			if (mc_cards_has(&t->sc.legal, t->sc.cards[i]))
				break;
		t->cursor = i < t->sc.ncards ? i : 0;
		n = mc_cards_count(&t->sc.legal);
		if (h->play.turn != t->sc.seat)
			snprintf(t->prompt, sizeof(t->prompt), _("Choose %s's "
			    "card from the open hand (R6.11)."),
			    show_seat(h->play.turn));
		else
			/* TRANSLATORS: the count of the legal cards */
			snprintf(t->prompt, sizeof(t->prompt), ngettext("Your "
			    "card: %d legal (bold). Enter plays.", "Your card: "
			    "%d legal (bold). Enter plays.", n), n);
		break;
	default:
		break;
	}
	tutor_prompt(ui);
}

/*
 * A refused card says which rule, what was led and the cards that may
 * go; when they would not fit the two lines under the question, how many
 * (they are the bold ones).
 */
static void
refuse_play(struct table *t, enum mc_err e)
{
	const struct mc_play	*p = &t->sc.view.hand.play;
	char			 cards[400] = " ", head[160];
	int			 n = mc_cards_count(&t->sc.legal);
	int			 room = 2 * t->lay.a[AREA_PROMPT].w - 4;

	/* In the cards' language: "coppe was led", "Cups were led". */
	if (show_refusal(e, p->lead, head, sizeof(head)) == NULL) {
		snprintf(t->refusal, sizeof(t->refusal), _("Refused: %s."),
		    lang_strerror(e));
		return;
	}
	mc_cards_format(&t->sc.legal, cards + 1, sizeof(cards) - 1);
	if ((int)(strlen(head) + strlen(cards)) + 1 <= room)
		snprintf(t->refusal, sizeof(t->refusal), "%s%s.", head, cards);
	else
		/* TRANSLATORS: %s is a refusal that ends as "follow with"
		 * or "play a trump:"; then how many cards may go. */
		snprintf(t->refusal, sizeof(t->refusal), ngettext("%s any of "
		    "the %d bold card.", "%s any of the %d bold cards.", n),
		    head, n);
}

/* A refused card names its rule (refuse_play); else the engine's reason. */
static void
refuse(struct ui *ui, const struct mc_decision *d, enum mc_err e)
{
	if (d->kind == MC_DECIDE_PLAY)
		refuse_play(&ui->t, e);
	else
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Refused: %s."),
		    lang_strerror(e));
}

/*
 * Makes a human decision through the table's link: taken here, or sent
 * to the table elsewhere, which answers; a refusal says which rule (or
 * the lesson) forbids it.
 */
static void
decide(struct ui *ui, struct mc_decision *d)
{
	struct seat_answer	 a;

	if (ui->link->decide(ui->link->arg, ui->t.sc.viewer, d, &a)) {
		ui->t.refusal[0] = '\0';
		ui->t.talk_back = 0;
		tui_saved(ui);
		tui_prepare(ui);
		return;
	}
	switch (a.said) {
	case SEAT_SENT:
		ui->t.ask = ASK_NONE;	/* the table answers */
		snprintf(ui->t.prompt, sizeof(ui->t.prompt), _("Sent; the "
		    "table answers."));
		break;
	case SEAT_REFUSED:
		refuse(ui, d, a.err);
		break;
	case SEAT_NOT_LESSON:
		tutor_refused(ui, &a.asked);
		break;
	default:
		break;		/* not asked now: the question stays */
	}
}

/*
 * Plays c as the decision due: the viewer's own card, or the card he
 * chooses for a fallen player (R6.11).
 */
void
tui_play_card(struct ui *ui, mc_card c)
{
	struct mc_decision	 d;

	if (tui_warn(ui, c))
		return;		/* asked first: play it anyway? */
	mc_decision_due(&ui->t.sc.view.hand, &d);
	d.n = 1;
	d.cards[0] = c;
	decide(ui, &d);
}

/*
 * Picks c to discard, or takes it back.  The picks keep their order:
 * under R5.5 the robber's discards are dealt out in the order he made them.
 */
static void
toggle_pick(struct ui *ui, mc_card c)
{
	int	 i;

	for (i = 0; i < ui->t.npicked; i++)
		if (ui->t.picked[i] == c) {
			memmove(ui->t.picked + i, ui->t.picked + i + 1,
			    (size_t)(ui->t.npicked - i - 1) * sizeof(mc_card));
			ui->t.npicked--;
			return;
		}
	ui->t.picked[ui->t.npicked++] = c;
}

/* R5.9: the discards go only when exactly as many as owed are picked. */
static void
confirm_discards(struct ui *ui)
{
	struct mc_decision	 d;
	int		 owed = ui->t.sc.view.hand.owed[ui->t.sc.actor];

	if (ui->t.npicked != owed) {
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), ngettext("Pick "
		    "%d card to discard; %d picked.", "Pick %d cards to "
		    "discard; %d picked.", owed), owed, ui->t.npicked);
		return;
	}
	mc_decision_due(&ui->t.sc.view.hand, &d);
	d.n = ui->t.npicked;
	memcpy(d.cards, ui->t.picked, (size_t)ui->t.npicked * sizeof(mc_card));
	decide(ui, &d);
}

/* The card under the cursor chosen: played, or picked to discard. */
static void
choose(struct ui *ui, mc_card c)
{
	if (ui->t.ask == ASK_PLAY)
		tui_play_card(ui, c);
	else if (ui->t.ask == ASK_DISCARD) {
		toggle_pick(ui, c);
		ui->t.refusal[0] = '\0';
	}
}

/* ------------------------------------------------------------ moving */

/* Where c is among the cards to choose from, or -1. */
static int
index_of(const struct ui *ui, mc_card c)
{
	int	 i;

	for (i = 0; i < ui->t.sc.ncards; i++)
		if (ui->t.sc.cards[i] == c)
			return i;
	return -1;
}

/* Left and right; in play, only over the legal cards. */
static void
move_side(struct ui *ui, int step)
{
	int	 i = ui->t.cursor, k;

	for (k = 0; k < ui->t.sc.ncards; k++) {
		i = (i + step + ui->t.sc.ncards) % ui->t.sc.ncards;
		if (ui->t.ask != ASK_PLAY || mc_cards_has(&ui->t.sc.legal, ui->t.sc.cards[i]))
			break;
	}
	ui->t.cursor = i;
}

/* Up and down: the nearest card on the line above or below. */
static void
move_line(struct ui *ui, int step)
{
	const struct hit	*cur = NULL, *h;
	int			 i, best = -1, dist = 1 << 30, d, y;

	for (i = 0; i < ui->t.nhits; i++)
		if (ui->t.hits[i].card == ui->t.cursor)
			cur = &ui->t.hits[i];
	if (cur == NULL)
		return;
	for (y = cur->y + step; best < 0 && y >= 0 && y < ui->t.lay.rows;
	    y += step)
		for (i = 0; i < ui->t.nhits; i++) {
			h = &ui->t.hits[i];
			if (h->y != y || (ui->t.ask == ASK_PLAY &&
			    !mc_cards_has(&ui->t.sc.legal, ui->t.sc.cards[h->card])))
				continue;
			d = abs(h->x - cur->x);
			if (d < dist) {
				dist = d;
				best = h->card;
			}
		}
	if (best >= 0)
		ui->t.cursor = best;
}

/* ------------------------------------------------------------- keys */

/* The card typed, if it is one of those shown, is chosen. */
static void
choose_typed(struct ui *ui)
{
	mc_card	 c;

	if (mc_card_parse(ui->t.typed, strlen(ui->t.typed), &c) != MC_OK ||
	    index_of(ui, c) < 0)
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("%s: not one of "
		    "these cards."), ui->t.typed);
	else {
		ui->t.cursor = index_of(ui, c);
		choose(ui, c);
	}
	ui->t.typed[0] = '\0';
}

/* A typed card's notation, completed at a suit letter or with Enter. */
static bool
typed_key(struct ui *ui, int key)
{
	size_t	 len = strlen(ui->t.typed);
	bool	 start = strchr("RDCFTM123456789", key) != NULL;
	bool	 more = len > 0 && strchr("0123456789cdsb", key) != NULL;

	if (key <= 0 || key > 127 || (!start && !more) || (len == 0 && !start))
		return false;
	if (len + 1 >= sizeof(ui->t.typed))
		return true;
	ui->t.typed[len] = (char)key;
	ui->t.typed[len + 1] = '\0';
	if (key == 'M' || strchr("cdsb", key) != NULL)
		choose_typed(ui);
	return true;
}

/* Enter with a typed trump, or on the card under the cursor. */
static void
enter_key(struct ui *ui)
{
	if (ui->t.typed[0] != '\0') {
		choose_typed(ui);
		return;
	}
	if (ui->t.ask == ASK_DISCARD)
		confirm_discards(ui);
	else if (ui->t.ask == ASK_PLAY && ui->t.sc.ncards > 0)
		tui_play_card(ui, ui->t.sc.cards[ui->t.cursor]);
}

/* A left click on a card of the hand: it is played, or picked to discard. */
static void
mouse_key(struct ui *ui)
{
	MEVENT	 ev;
	int	 i;

	if (getmouse(&ev) != OK ||
	    !(ev.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)))
		return;
	for (i = 0; i < ui->t.nhits; i++)
		if (ev.y == ui->t.hits[i].y && ev.x >= ui->t.hits[i].x &&
		    ev.x < ui->t.hits[i].x + ui->t.hits[i].w) {
			ui->t.cursor = ui->t.hits[i].card;
			choose(ui, ui->t.sc.cards[ui->t.cursor]);
			return;
		}
}

/*
 * The cut: arrows move it, digits type it afresh (a third digit starts
 * again), Backspace takes the last digit off, Enter cuts (R5.2).
 */
static void
cut_key(struct ui *ui, int key)
{
	struct table	*t = &ui->t;
	struct mc_decision	 d;

	if (key >= '0' && key <= '9') {
		t->cut = t->cut_typed && t->cut < 10 ? t->cut * 10 + key - '0' :
		    key - '0';
		t->cut_typed = true;
	} else if ((key == KEY_BACKSPACE || key == 127 || key == 8) &&
	    t->cut_typed)
		t->cut /= 10;
	else if (key == '\n' || key == '\r' || key == KEY_ENTER) {
		mc_decision_due(&ui->t.sc.view.hand, &d);
		d.n = t->cut;
		decide(ui, &d);
		return;
	} else {
		if (key == KEY_LEFT || key == 'h')
			t->cut--;
		else if (key == KEY_RIGHT || key == 'l')
			t->cut++;
		else if (key == KEY_DOWN || key == 'j')
			t->cut -= 10;
		else if (key == KEY_UP || key == 'k')
			t->cut += 10;
		else if (key != 27) {	/* Esc: stop typing, keep in range */
			tui_global_key(ui, key);
			return;
		}
		t->cut_typed = false;
		t->cut = t->cut < 14 ? 14 : t->cut > 83 ? 83 : t->cut;
	}
	t->refusal[0] = '\0';
	cut_prompt(t);
}

/* R6.3: up and down over the versicole, Space ticks, Enter declares. */
static void
declare_key(struct ui *ui, int key)
{
	struct mc_decision	 d;
	int		 n = mc_hand_versicole(&ui->t.sc.view.hand,
			    ui->t.sc.seat,
			    (struct mc_versicola[MC_VERSICOLE_MAX]){ 0 });

	if ((key == KEY_UP || key == 'k') && ui->t.cursor > 0)
		ui->t.cursor--;
	else if ((key == KEY_DOWN || key == 'j') && ui->t.cursor < n - 1)
		ui->t.cursor++;
	else if (key == ' ')
		ui->t.which ^= 1u << ui->t.cursor;
	else if (key == '\n' || key == '\r' || key == KEY_ENTER) {
		mc_decision_due(&ui->t.sc.view.hand, &d);
		d.which = ui->t.which;
		decide(ui, &d);
	}
}

/* y plays the card warned of (tui_warn); n or Esc goes back to the choice. */
static void
confirm_key(struct ui *ui, int key)
{
	int	 cursor = ui->t.cursor;

	if (key == 'y')
		tui_play_card(ui, ui->t.pending);	/* not asked again */
	else if (key == 'n' || key == 27) {
		tui_prepare(ui);
		ui->t.cursor = cursor;
	} else
		tui_global_key(ui, key);
}

/*
 * A key while the viewer is asked something: the question's own keys
 * first (the cut, the declarations, a fall), then a card being typed,
 * moving and choosing; any other key is the table's.
 */
void
tui_human_key(struct ui *ui, int key)
{
	struct mc_decision	 d;

	if (ui->t.ask == ASK_CUT && key != KEY_MOUSE) {
		cut_key(ui, key);
		return;
	}
	if (ui->t.ask == ASK_DECLARE) {
		/* the versicole are the choice: no card to move to or type */
		if (key == ' ' || key == KEY_UP || key == KEY_DOWN ||
		    key == 'j' || key == 'k' || key == '\n' || key == '\r' ||
		    key == KEY_ENTER)
			declare_key(ui, key);
		else
			tui_global_key(ui, key);
		return;
	}
	if (ui->t.ask == ASK_CONFIRM) {
		confirm_key(ui, key);
		return;
	}
	if (ui->t.ask == ASK_FALL && (key == 'y' || key == 'n')) {
		mc_decision_due(&ui->t.sc.view.hand, &d);
		d.yes = key == 'y';
		decide(ui, &d);
		return;
	}
	if (typed_key(ui, key))
		return;
	switch (key) {
	case KEY_LEFT: case 'h':
		move_side(ui, -1);
		break;
	case KEY_RIGHT: case 'l':
		move_side(ui, 1);
		break;
	case KEY_UP: case 'k':
		move_line(ui, -1);
		break;
	case KEY_DOWN: case 'j':
		move_line(ui, 1);
		break;
	case ' ':
		if (ui->t.ask == ASK_DISCARD && ui->t.sc.ncards > 0)
			choose(ui, ui->t.sc.cards[ui->t.cursor]);
		break;
	case '\n': case '\r': case KEY_ENTER:
		enter_key(ui);
		break;
	case KEY_BACKSPACE: case 127: case 8:
		if (ui->t.typed[0] != '\0')
			ui->t.typed[strlen(ui->t.typed) - 1] = '\0';
		break;
	case 27:
		ui->t.typed[0] = '\0';
		ui->t.refusal[0] = '\0';
		break;
	case KEY_MOUSE:
		mouse_key(ui);
		break;
	default:
		tui_global_key(ui, key);
		break;
	}
}


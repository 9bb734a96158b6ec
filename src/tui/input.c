/*
 * input.c -- the keys of the player at the keyboard: what he is asked
 * (the cut, the discards, the declarations, a fall, a card), moving over
 * the cards, typing a card, the mouse.  The engine says what is legal;
 * a refusal names the rule.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"
#include "../cli/cli.h"

/* ------------------------------------------------------------ saving */

void
tui_save(struct ui *ui)
{
	char	 err[512];

	if (ui->save[0] == '\0')
		return;
	if (!save_write(ui->save, ui->g.text, ui->g.len, err, sizeof(err))) {
		snprintf(ui->refusal, sizeof(ui->refusal), "%s", err);
		ui->save[0] = '\0';	/* say it once, play on */
	}
}

/* ------------------------------------------------------------- asking */

/* Suits in order, trumps and the Matto last; low cards first. */
static int
by_suit(const void *a, const void *b)
{
	mc_card	 x = *(const mc_card *)a, y = *(const mc_card *)b;
	int	 gx = mc_is_trump(x) || x == MC_MATTO ? 4 : mc_card_suit(x);
	int	 gy = mc_is_trump(y) || y == MC_MATTO ? 4 : mc_card_suit(y);

	if (gx != gy)
		return gx - gy;
	if (x == MC_MATTO || y == MC_MATTO)
		return x == MC_MATTO ? 1 : -1;
	return mc_card_strength(x) - mc_card_strength(y);
}

static int
hand_cards(const struct mc_hand *h, int seat, mc_card *out)
{
	int	 n = mc_hand_cards(h, seat, out);

	qsort(out, (size_t)n, sizeof(*out), by_suit);
	return n;
}

/* Sets up what the player at the keyboard is asked now. */
void
tui_prepare(struct ui *ui)
{
	const struct mc_hand	*h = game_hand(&ui->g);
	struct decision		 d;
	mc_card			 legal[MC_NCARDS];
	int			 i, n;

	ui->actor = game_actor(&ui->g);
	ui->ncards = 0;
	ui->npicked = 0;
	ui->cursor = 0;
	ui->typed[0] = '\0';
	ui->legal = (struct mc_cards){ { 0, 0 } };
	switch (h->phase) {
	case MC_PHASE_CUT:
		ui->ask = ASK_CUT;
		game_bot_decision(&ui->g, &d);
		ui->cut = d.n;
		snprintf(ui->prompt, sizeof(ui->prompt), "Cut %d cards "
		    "(14-83): Left/Right, digits; Enter.", ui->cut);
		break;
	case MC_PHASE_DISCARD:
		ui->ask = ASK_DISCARD;
		ui->ncards = hand_cards(h, ui->actor, ui->cards);
		snprintf(ui->prompt, sizeof(ui->prompt), "Discard %d card%s: "
		    "Space picks, Enter when done (R5.9).", h->owed[ui->actor],
		    h->owed[ui->actor] == 1 ? "" : "s");
		break;
	case MC_PHASE_DECLARE:
		ui->ask = ASK_DECLARE;
		n = mc_hand_versicole(h, ui->actor, (struct mc_versicola[
		    MC_VERSICOLE_MAX]){ 0 });
		ui->which = (1u << n) - 1;
		snprintf(ui->prompt, sizeof(ui->prompt), "Declare your "
		    "versicole (R6.3): Space ticks, Enter declares.");
		break;
	case MC_PHASE_FALL:
		ui->ask = ASK_FALL;
		snprintf(ui->prompt, sizeof(ui->prompt), "You have no trumps: "
		    "fall now, laying your cards open (R10.1)? y/n");
		break;
	case MC_PHASE_PLAY:
		ui->ask = ASK_PLAY;
		ui->ncards = hand_cards(h, h->play.turn, ui->cards);
		ui->legal = mc_hand_legal(h);
		n = (int)mc_hand_legal_plays(h, legal);
		for (i = 0; i < ui->ncards; i++)
			if (mc_cards_has(&ui->legal, ui->cards[i]))
				break;
		ui->cursor = i < ui->ncards ? i : 0;
		if (h->play.turn != ui->actor)
			snprintf(ui->prompt, sizeof(ui->prompt), "Choose %s's "
			    "card from the open hand (R6.11).",
			    mc_seat_name(h->play.turn));
		else
			snprintf(ui->prompt, sizeof(ui->prompt), "Your card: "
			    "%d legal (bold). Enter plays.", n);
		break;
	default:
		ui->ask = ASK_NONE;
		ui->prompt[0] = '\0';
		break;
	}
}

static void
refuse(struct ui *ui, enum mc_err e)
{
	snprintf(ui->refusal, sizeof(ui->refusal), "Refused: %s.",
	    mc_strerror(e));
}

/* Makes a human decision; a refusal says which rule forbids it. */
static void
decide(struct ui *ui, struct decision *d)
{
	enum mc_err	 e;

	if ((e = game_try(&ui->g, d)) != MC_OK) {
		refuse(ui, e);
		return;
	}
	ui->refusal[0] = '\0';
	if (!game_apply(&ui->g, d)) {
		snprintf(ui->refusal, sizeof(ui->refusal), "%s", ui->g.r.error);
		return;
	}
	ui->talk_back = 0;
	tui_save(ui);
	tui_prepare(ui);
}

void
tui_play_card(struct ui *ui, mc_card c)
{
	struct decision	 d;

	memset(&d, 0, sizeof(d));
	d.kind = DECISION_PLAY;
	d.seat = game_hand(&ui->g)->play.turn;
	d.n = 1;
	d.cards[0] = c;
	decide(ui, &d);
}

static void
toggle_pick(struct ui *ui, mc_card c)
{
	int	 i;

	for (i = 0; i < ui->npicked; i++)
		if (ui->picked[i] == c) {
			memmove(ui->picked + i, ui->picked + i + 1,
			    (size_t)(ui->npicked - i - 1) * sizeof(mc_card));
			ui->npicked--;
			return;
		}
	ui->picked[ui->npicked++] = c;
}

static void
confirm_discards(struct ui *ui)
{
	struct decision	 d;
	int		 owed = game_hand(&ui->g)->owed[ui->actor];

	if (ui->npicked != owed) {
		snprintf(ui->refusal, sizeof(ui->refusal), "Pick %d card%s to "
		    "discard; %d picked.", owed, owed == 1 ? "" : "s",
		    ui->npicked);
		return;
	}
	memset(&d, 0, sizeof(d));
	d.kind = DECISION_DISCARD;
	d.seat = ui->actor;
	d.n = ui->npicked;
	memcpy(d.cards, ui->picked, (size_t)ui->npicked * sizeof(mc_card));
	decide(ui, &d);
}

/* The card under the cursor chosen: played, or picked to discard. */
static void
choose(struct ui *ui, mc_card c)
{
	if (ui->ask == ASK_PLAY)
		tui_play_card(ui, c);
	else if (ui->ask == ASK_DISCARD) {
		toggle_pick(ui, c);
		ui->refusal[0] = '\0';
	}
}

/* ------------------------------------------------------------ moving */

static int
index_of(const struct ui *ui, mc_card c)
{
	int	 i;

	for (i = 0; i < ui->ncards; i++)
		if (ui->cards[i] == c)
			return i;
	return -1;
}

/* Left and right; in play, only over the legal cards. */
static void
move_side(struct ui *ui, int step)
{
	int	 i = ui->cursor, k;

	for (k = 0; k < ui->ncards; k++) {
		i = (i + step + ui->ncards) % ui->ncards;
		if (ui->ask != ASK_PLAY || mc_cards_has(&ui->legal, ui->cards[i]))
			break;
	}
	ui->cursor = i;
}

/* Up and down: the nearest card on the line above or below. */
static void
move_line(struct ui *ui, int step)
{
	const struct hit	*cur = NULL, *h;
	int			 i, best = -1, dist = 1 << 30, d, y;

	for (i = 0; i < ui->nhits; i++)
		if (ui->hits[i].card == ui->cursor)
			cur = &ui->hits[i];
	if (cur == NULL)
		return;
	for (y = cur->y + step; best < 0 && y >= 0 && y < ui->lay.rows;
	    y += step)
		for (i = 0; i < ui->nhits; i++) {
			h = &ui->hits[i];
			if (h->y != y || (ui->ask == ASK_PLAY &&
			    !mc_cards_has(&ui->legal, ui->cards[h->card])))
				continue;
			d = abs(h->x - cur->x);
			if (d < dist) {
				dist = d;
				best = h->card;
			}
		}
	if (best >= 0)
		ui->cursor = best;
}

/* ------------------------------------------------------------- keys */

void
tui_on_resize(struct ui *ui)
{
	int	 rows, cols;

	getmaxyx(stdscr, rows, cols);
	layout_compute(&ui->lay, rows, cols);
	clear();
}

/* Keys that work at any moment at the table. */
bool
tui_global_key(struct ui *ui, int key)
{
	switch (key) {
	case KEY_RESIZE:
		tui_on_resize(ui);
		return true;
	case '?': case KEY_F(1):
		page_help(ui);
		return true;
	case 'q':
		ui->quit = true;
		return true;
	case 't':
		page_last_trick(ui);
		return true;
	case 'c':
		page_captures(ui);
		return true;
	case 'f':
		page_folla(ui);
		return true;
	case 'o':
		page_talk(ui);
		return true;
	case 'r':
		page_rules(ui);
		return true;
	case 'x':
	case 'X':
		page_export(ui, key == 'X');
		return true;
	case 'a':
		ui->opt.autoplay = !ui->opt.autoplay;
		snprintf(ui->refusal, sizeof(ui->refusal), "A single legal "
		    "card is played at once: %s.", ui->opt.autoplay ? "on" :
		    "off");
		return true;
	case KEY_PPAGE:
		ui->talk_back += ui->lay.a[AREA_LOG].h / 2;
		return true;
	case KEY_NPAGE:
		ui->talk_back -= ui->lay.a[AREA_LOG].h / 2;
		if (ui->talk_back < 0)
			ui->talk_back = 0;
		return true;
	}
	return false;
}

/* The card typed, if it is one of those shown, is chosen. */
static void
choose_typed(struct ui *ui)
{
	mc_card	 c;

	if (mc_card_parse(ui->typed, strlen(ui->typed), &c) != MC_OK ||
	    index_of(ui, c) < 0)
		snprintf(ui->refusal, sizeof(ui->refusal), "%s: not one of "
		    "these cards.", ui->typed);
	else {
		ui->cursor = index_of(ui, c);
		choose(ui, c);
	}
	ui->typed[0] = '\0';
}

/* A typed card's notation, completed at a suit letter or with Enter. */
static bool
typed_key(struct ui *ui, int key)
{
	size_t	 len = strlen(ui->typed);
	bool	 start = strchr("RDCFTM123456789", key) != NULL;
	bool	 more = len > 0 && strchr("0123456789cdsb", key) != NULL;

	if (key <= 0 || key > 127 || (!start && !more) || (len == 0 && !start))
		return false;
	if (len + 1 >= sizeof(ui->typed))
		return true;
	ui->typed[len] = (char)key;
	ui->typed[len + 1] = '\0';
	if (key == 'M' || strchr("cdsb", key) != NULL)
		choose_typed(ui);
	return true;
}

/* Enter with a typed trump, or on the card under the cursor. */
static void
enter_key(struct ui *ui)
{
	if (ui->typed[0] != '\0') {
		choose_typed(ui);
		return;
	}
	if (ui->ask == ASK_DISCARD)
		confirm_discards(ui);
	else if (ui->ask == ASK_PLAY && ui->ncards > 0)
		tui_play_card(ui, ui->cards[ui->cursor]);
}

static void
mouse_key(struct ui *ui)
{
	MEVENT	 ev;
	int	 i;

	if (getmouse(&ev) != OK ||
	    !(ev.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)))
		return;
	for (i = 0; i < ui->nhits; i++)
		if (ev.y == ui->hits[i].y && ev.x >= ui->hits[i].x &&
		    ev.x < ui->hits[i].x + ui->hits[i].w) {
			ui->cursor = ui->hits[i].card;
			choose(ui, ui->cards[ui->cursor]);
			return;
		}
}

static void
cut_key(struct ui *ui, int key)
{
	struct decision	 d;

	if (key >= '0' && key <= '9') {
		ui->cut = ui->cut >= 10 && ui->cut < 100 && ui->typed[0] ?
		    ui->cut % 10 * 10 + key - '0' : ui->cut * 10 % 100 + key - '0';
		ui->typed[0] = 'n';
		ui->typed[1] = '\0';
	} else if (key == KEY_LEFT || key == 'h')
		ui->cut--;
	else if (key == KEY_RIGHT || key == 'l')
		ui->cut++;
	else if (key == KEY_DOWN || key == 'j')
		ui->cut -= 10;
	else if (key == KEY_UP || key == 'k')
		ui->cut += 10;
	else if (key == '\n' || key == '\r' || key == KEY_ENTER) {
		memset(&d, 0, sizeof(d));
		d.kind = DECISION_CUT;
		d.seat = ui->actor;
		d.n = ui->cut;
		decide(ui, &d);
		return;
	}
	if (key < '0' || key > '9')
		ui->typed[0] = '\0';
	if (ui->typed[0] == '\0' && ui->cut < 14)
		ui->cut = 14;
	if (ui->cut > 83)
		ui->cut = 83;
	snprintf(ui->prompt, sizeof(ui->prompt), "Cut %d cards "
	    "(14-83): Left/Right, digits; Enter.", ui->cut);
}

static void
declare_key(struct ui *ui, int key)
{
	struct decision	 d;
	int		 n = mc_hand_versicole(game_hand(&ui->g), ui->actor,
			    (struct mc_versicola[MC_VERSICOLE_MAX]){ 0 });

	if ((key == KEY_UP || key == 'k') && ui->cursor > 0)
		ui->cursor--;
	else if ((key == KEY_DOWN || key == 'j') && ui->cursor < n - 1)
		ui->cursor++;
	else if (key == ' ')
		ui->which ^= 1u << ui->cursor;
	else if (key == '\n' || key == '\r' || key == KEY_ENTER) {
		memset(&d, 0, sizeof(d));
		d.kind = DECISION_DECLARE;
		d.seat = ui->actor;
		d.which = ui->which;
		decide(ui, &d);
	}
}

void
tui_human_key(struct ui *ui, int key)
{
	struct decision	 d;

	if (ui->ask == ASK_CUT && key != 'q' && key != '?' && key != KEY_RESIZE) {
		cut_key(ui, key);
		return;
	}
	if (ui->ask == ASK_DECLARE && (key == ' ' || key == KEY_UP ||
	    key == KEY_DOWN || key == 'j' || key == 'k' || key == '\n' ||
	    key == '\r' || key == KEY_ENTER)) {
		declare_key(ui, key);
		return;
	}
	if (ui->ask == ASK_FALL && (key == 'y' || key == 'n')) {
		memset(&d, 0, sizeof(d));
		d.kind = DECISION_FALL;
		d.seat = ui->actor;
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
		if (ui->ask == ASK_DISCARD && ui->ncards > 0)
			choose(ui, ui->cards[ui->cursor]);
		break;
	case '\n': case '\r': case KEY_ENTER:
		enter_key(ui);
		break;
	case KEY_BACKSPACE: case 127: case 8:
		if (ui->typed[0] != '\0')
			ui->typed[strlen(ui->typed) - 1] = '\0';
		break;
	case 27:
		ui->typed[0] = '\0';
		ui->refusal[0] = '\0';
		break;
	case KEY_MOUSE:
		mouse_key(ui);
		break;
	default:
		tui_global_key(ui, key);
		break;
	}
}


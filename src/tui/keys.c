/*
 * keys.c -- the table's keys, one table of rows: what the help page and
 * the man page's test list, and what a key does when the table itself
 * handles it (pages, the pace, quitting ...).  Rows without a function
 * are the keys of what the player is asked (input.c): listed here all
 * the same, so the help and the manual can never leave one out.
 */
#include <curses.h>
#include <stdio.h>

#include "tui.h"

static void
key_help(struct ui *ui, int key)
{
	(void)key;
	page_help(&ui->t);
}

static void
key_quit(struct ui *ui, int key)
{
	(void)key;
	ui->quit = true;
}

static void
key_last_trick(struct ui *ui, int key)
{
	(void)key;
	page_last_trick(&ui->t);
}

static void
key_captures(struct ui *ui, int key)
{
	(void)key;
	page_captures(&ui->t);
}

static void
key_folla(struct ui *ui, int key)
{
	(void)key;
	page_folla(&ui->t);
}

static void
key_talk(struct ui *ui, int key)
{
	(void)key;
	tui_page_talk(ui);
}

static void
key_rules(struct ui *ui, int key)
{
	(void)key;
	page_rules(&ui->t);
}

static void
key_export(struct ui *ui, int key)
{
	tui_export(ui, key == 'X');
}

static void
key_autoplay(struct ui *ui, int key)
{
	(void)key;
	ui->opt.autoplay = !ui->opt.autoplay;
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), "A single legal card "
	    "goes at once: %s.", ui->opt.autoplay ? "on" : "off");
}

static void
key_pace(struct ui *ui, int key)
{
	tui_pace(ui, key == '+' || key == '=' ? 1 : -1);
}

static void
key_finish(struct ui *ui, int key)
{
	(void)key;
	ui->t.finishing = true;
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), "No pauses until you "
	    "are asked (F).");
}

/* Half the talk's height back (PgUp) or forth (PgDn). */
static void
key_scroll(struct ui *ui, int key)
{
	struct table	*t = &ui->t;

	t->talk_back += (key == KEY_PPAGE ? 1 : -1) *
	    (t->lay.a[AREA_LOG].h / 2);
	if (t->talk_back < 0)
		t->talk_back = 0;
}

/* The keys, for the help screen and for dispatch; the man page lists
 * the same (tests/man/run.sh). */
const struct key_help tui_keys[] = {
	{ "Left, h", "previous card (or a smaller cut)",
	    { 0 }, NULL },
	{ "Right, l", "next card (or a larger cut)",
	    { 0 }, NULL },
	{ "Up, k", "card on the line above; previous versicola",
	    { 0 }, NULL },
	{ "Down, j", "card on the line below; next versicola",
	    { 0 }, NULL },
	{ "Enter", "play the card; cut; declare; confirm the discards",
	    { 0 }, NULL },
	{ "Space", "pick or unpick a discard; tick a versicola; go on",
	    { 0 }, NULL },
	{ "T12, Rc, 10s, M ...", "type a card: a suit card is taken at its "
	    "suit letter, a trump with Enter",
	    { 0 }, NULL },
	{ "0-9, Backspace", "type the cut; take a digit back",
	    { 0 }, NULL },
	{ "Backspace", "undo a typed character",
	    { 0 }, NULL },
	{ "Esc", "forget what was typed",
	    { 0 }, NULL },
	{ "y, n", "fall or not, when asked (R10.1)",
	    { 0 }, NULL },
	{ "mouse", "click a card to choose it",
	    { 0 }, NULL },
	{ "t", "the last trick",
	    { 't' }, key_last_trick },
	{ "c", "the cards each side has captured, and their points",
	    { 'c' }, key_captures },
	{ "f", "the folla's announcement (and the folla, for the dealer)",
	    { 'f' }, key_folla },
	{ "o", "the whole table talk",
	    { 'o' }, key_talk },
	{ "PgUp, PgDn", "scroll the table talk",
	    { KEY_PPAGE, KEY_NPAGE }, key_scroll },
	{ "+, -", "slower or faster computer players (kept)",
	    { '+', '=', '-', '_' }, key_pace },
	{ "Space, Enter", "while others act: skip to the next decision",
	    { 0 }, NULL },
	{ "F", "finish: play on without pauses until you are asked",
	    { 'F' }, key_finish },
	{ "a", "play a single legal card at once (on or off)",
	    { 'a' }, key_autoplay },
	{ "x", "export the record of this hand",
	    { 'x' }, key_export },
	{ "X", "export every hand so far, each as a record of its own",
	    { 'X' }, key_export },
	{ "r", "the rules, as the manual tells them",
	    { 'r' }, key_rules },
	{ "/, n", "on a page: find a word (Enter), find it again",
	    { 0 }, NULL },
	{ "?", "this help",
	    { '?', KEY_F(1) }, key_help },
	{ "q", "save the match and quit",
	    { 'q' }, key_quit },
	{ NULL, NULL, { 0 }, NULL }
};


/* What the marks on the table mean, for the help screen. */
const struct key_help tui_legend[] = {
	{ "underlined card", "a counting card (R2.1): Papi 2-5 are worth 3; "
	    "Kings, the Matto, trumps 1, 10, 13, 20, 28, 30-35 are 5; "
	    "the Arie 36-40 are 10",
	    { 0 }, NULL },
	{ "Rc*", "a card lying face up: robbed, a 21st card, turned up or "
	    "taken (R5.3-R5.7)",
	    { 0 }, NULL },
	{ "[Rc]", "a card picked to discard (R5.9)",
	    { 0 }, NULL },
	{ "bold, dim", "in your hand: the cards you may play, and those you "
	    "may not (R6.2)",
	    { 0 }, NULL },
	{ "reverse", "the card under the cursor; in a trick won, a card "
	    "that dies: its points go to the winners (R6.10)",
	    { 0 }, NULL },
	{ ">E T31", "in the trick: East played T31; > marks the card that "
	    "led",
	    { 0 }, NULL },
	{ "\u25c0 to act, <-", "the player whose decision it is",
	    { 0 }, NULL },
	{ "face up:, known:", "under another seat: the cards that player has "
	    "face up, and others of them you know (declared, R6.3, or dealt "
	    "by you as robber, R5.5)",
	    { 0 }, NULL },
	{ "fallen, open:", "the hand of a player who fell: all may see it, "
	    "and the winner of the last trick chooses from it (R6.11)",
	    { 0 }, NULL },
	{ "fish, tokens", "the marker (R8): a fish is 10, a token 1, a "
	    "double token 5; tokens right of the fish are taken off. "
	    "ASCII: ><> fish, o token, O double",
	    { 0 }, NULL },
	{ "R D C F", "Re, Donna, Cavallo, Fante: King, Queen, Knight, Jack",
	    { 0 }, NULL },
	{ "c d s b", "coppe, denari (the red suits, 10 lowest), spade, "
	    "bastoni (the long suits, 1 lowest)",
	    { 0 }, NULL },
	{ "T1-T40, M", "the trumps, and the Matto (the Fool)",
	    { 0 }, NULL },
	{ NULL, NULL, { 0 }, NULL }
};


/* Runs the table key key, if it is one; true if it was. */
bool
tui_table_key(struct ui *ui, int key)
{
	const struct key_help	*k;
	int			 i;

	for (k = tui_keys; k->keys != NULL; k++)
		for (i = 0; i < 4 && k->code[i] != 0; i++)
			if (k->code[i] == key && k->run != NULL) {
				k->run(ui, key);
				return true;
			}
	return false;
}

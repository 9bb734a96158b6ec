/*
 * keys.c -- the table's keys, as one list of rows that the help page
 * shows and the man page's test checks, and what each key does when the
 * table itself handles it (pages, the pace, exports, quitting ...).  Rows
 * without a function are the keys of what the player is asked (input.c):
 * listed here all the same, so the help and the manual never leave one
 * out.  The legend of the marks on the table is here too.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ui.h"
#include "../lang/lang.h"

/* The whole talk the viewer may read; earlier hands' lines dim. */
static void
page_talk(struct ui *ui)
{
	struct page	*pg = &ui->t.page;
	char		 buf[SCENE_LINE];
	bool		 old;
	int		 i, r;

	page_open(&ui->t, _("The table talk"), false);
	for (i = 0; (r = ui->link->talk(ui->link->arg, ui->viewer, i, buf,
	    sizeof(buf), &old)) >= 0; i++)
		if (r > 0) {
			page_add(pg, "%s", buf);
			if (old)	/* a long line takes more rows */
				pg->old = pg->n;
		}
	pg->top = pg->n - (ui->t.lay.rows - 2);
	if (pg->top < 0)
		pg->top = 0;
}

/*
 * A message too long for the rows under the question (a path is long)
 * goes on a page of its own, whole.
 */
static void
tell_whole(struct ui *ui, const char *title)
{
	const struct rect	*r = &ui->t.lay.a[AREA_PROMPT];
	char			 msg[sizeof(ui->t.refusal)];

	if (ui->t.lay.too_small || text_rows(ui->t.prompt, r->w) +
	    text_rows(ui->t.refusal, r->w) <= r->h)
		return;
	snprintf(msg, sizeof(msg), "%s", ui->t.refusal);
	ui->t.refusal[0] = '\0';
	page_open(&ui->t, title, false);
	page_text(&ui->t.page, msg);
}

/* Exports this hand (x), or every hand so far (X), as records. */
static void
export_hands(struct ui *ui, bool all)
{
	char	 path[4096], err[512], *buf = NULL, *slash;
	size_t	 blen = 0, len;
	FILE	*fp;
	int	 k;
	bool	 ok = true;

	if (!(ui->link->can & SEAT_CAN_EXPORT)) {
		/* TRANSLATORS: at most 52 columns: it goes under the
		 * question, on the one row a long question leaves. */
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s",
		    _("The table's host keeps this match's record."));
		return;
	}
	if (ui->keep.path[0] == '\0') {
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("No place to "
		    "export to: set HOME or XDG_STATE_HOME."));
		return;
	}
	snprintf(path, sizeof(path), "%s", ui->keep.path);
	if ((slash = strrchr(path, '/')) != NULL)
		slash[1] = '\0';
	len = strlen(path);
	k = snprintf(path + len, sizeof(path) - len, "%s-%llu.rec", all ?
	    "match" : "hand", (unsigned long long)ui->g.m.seed);
	if (k < 0 || (size_t)k >= sizeof(path) - len) {
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Not exported: "
		    "the path would be too long."));
		return;
	}
	if ((fp = open_memstream(&buf, &blen)) == NULL)
		return;
	if (all)
		for (k = 1; k <= ui->g.m.hands; k++)
			ok = ok && match_export(&ui->g.m, k, fp);
	else
		ok = match_export(&ui->g.m, 0, fp);
	fclose(fp);
	if (ok && save_write(path, buf, blen, err, sizeof(err)))
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Exported to "
		    "%s (minchiate --replay reads it)."), path);
	else
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s", ok ? err :
		    _("Nothing to export yet."));
	free(buf);
	tell_whole(ui, all ? _("The match exported") :
	    _("The hand exported"));
}

/*
 * The pace kept for the next session, in the settings (config.c); not
 * over a settings file that could not be read, which the setup screen
 * sets aside.  Failing, only the pace is lost.
 */
static void
pace_save(struct ui *ui)
{
	char	 err[600];

	if (ui->config[0] == '\0' || ui->cfg_broken)
		return;
	ui->cfg.delay_ms = ui->opt.delay_ms;
	ui->cfg.have |= SET_PACE;
	(void)config_write(ui->config, &ui->cfg, err, sizeof(err));
}

/* The pace between computer players' moves: +/- at the table. */
static void
pace_step(struct ui *ui, int step)
{
	int	 d = config_pace_next(ui->opt.delay_ms, step);

	ui->opt.delay_ms = d;
	pace_save(ui);
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Pace: %d ms (+ "
	    "slower, - faster; kept)."), d);
}

/*
 * Asks before a match at this table is left: q closes every page too,
 * and one q too many must not end the evening.  q again or y quits; any
 * other key plays on.  The question stands in for the table's own until
 * it is answered, then the table's comes back.
 */
static bool
quit_confirmed(struct ui *ui)
{
	char	 prompt[sizeof(ui->t.prompt)];
	int	 key;

	snprintf(prompt, sizeof(prompt), "%s", ui->t.prompt);
	/* TRANSLATORS: the keys q and y stay; at most two lines of 50
	 * columns. */
	snprintf(ui->t.prompt, sizeof(ui->t.prompt), "%s", _("Save the match "
	    "and quit? q or y: quit; any other key: play on."));
	ui->t.refusal[0] = '\0';
	do
		key = tui_screen_key(ui, &tui_shown);
	while ((key == KEY_RESIZE || key == KEY_MOUSE || key == ERR) &&
	    !tui_stopped());
	snprintf(ui->t.prompt, sizeof(ui->t.prompt), "%s", prompt);
	return key == 'q' || key == 'y' || key == 'Y';
}

/*
 * q: the match is saved on the way out, never settled (R4.4), once the
 * player says so again.  A lesson (its place is kept), a practice (it
 * goes back to the match) and a seat at a table elsewhere (it waits for
 * him) lose nothing: they are left at once.
 */
static void
key_quit(struct ui *ui, int key)
{
	(void)key;
	if (ui->lesson.n > 0 || ui->practice ||
	    !(ui->link->can & SEAT_KEEPS_HERE) ||
	    match_over(&ui->g.m) || quit_confirmed(ui))
		ui->quit = true;
}

static void
key_talk(struct ui *ui, int key)
{
	(void)key;
	page_talk(ui);
}

/*
 * S: the statistics of the players at this table, as minchiate --stats
 * prints them: hands finished so far, the one in play not yet.  At a
 * table elsewhere, what its frames tell of its match (pages.c).
 */
static void
key_stats(struct ui *ui, int key)
{
	char	 save[SAVE_PATH_MAX], dir[SAVE_PATH_MAX], why[700], *slash;
	char	*text = NULL;
	size_t	 len = 0;
	FILE	*fp;

	(void)key;
	if (!(ui->link->can & SEAT_KEEPS_HERE)) {
		page_table_match(&ui->t);	/* as its frames tell it */
		return;
	}
	page_open(&ui->t, _("Statistics"), false);
	if (!save_where(save, sizeof(save), why, sizeof(why))) {
		page_add(&ui->t.page, _("No statistics: %s"), why);
		return;
	}
	snprintf(dir, sizeof(dir), "%s", save);
	if ((slash = strrchr(dir, '/')) != NULL)
		*slash = '\0';
	if ((fp = open_memstream(&text, &len)) == NULL)
		return;
	if (!stats_report_dir(dir, save, fp, why, sizeof(why))) {
		fprintf(fp, _("No statistics: %s"), why);
		fputc('\n', fp);
	} else if (why[0] != '\0')
		fprintf(fp, "\n%s\n", why);
	fclose(fp);
	page_text(&ui->t.page, text);
	page_add(&ui->t.page, "%s", "");
	/* TRANSLATORS: the directory, the statistics log's name, the
	 * directory again. */
	page_add(&ui->t.page, _("Kept in %s/%s; every finished match in "
	    "%s/matches/. A hand with an undo never counts."), dir, STATS_LOG,
	    dir);
	free(text);
}

/* x: this hand; X: every hand so far. */
static void
key_export(struct ui *ui, int key)
{
	export_hands(ui, key == 'X');
}

/* a: a card that is the only legal one goes without a key (human_turn). */
static void
key_autoplay(struct ui *ui, int key)
{
	(void)key;
	ui->opt.autoplay = !ui->opt.autoplay;
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s", ui->opt.autoplay ?
	    _("A single legal card goes at once: on.") :
	    _("A single legal card goes at once: off."));
}

/* + (or =, unshifted) slows the computer players; - (or _) hurries them. */
static void
key_pace(struct ui *ui, int key)
{
	pace_step(ui, key == '+' || key == '=' ? 1 : -1);
}

/* F: no pause for the others' moves until the viewer is asked again. */
static void
key_finish(struct ui *ui, int key)
{
	(void)key;
	ui->t.finishing = true;
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("No pauses until you "
	    "are asked (F)."));
}

/* w: warnings before a costly card (tui_warn), on or off. */
static void
key_warn(struct ui *ui, int key)
{
	(void)key;
	ui->opt.warn = !ui->opt.warn;
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s", ui->opt.warn ?
	    _("Warnings before a card that gives points away: on (w).") :
	    _("Warnings before a card that gives points away: off (w)."));
}

/* H: the expert's hint; in a lesson, the lesson's own words. */
static void
key_advice(struct ui *ui, int key)
{
	if (ui->lesson.n > 0 && ui->t.ask != ASK_NONE)
		key_lesson(ui);
	else
		key_hint(ui, key);
	/* keys pressed while the expert thought were pressed blind: none
	 * of them closes its page unread, nor falls through to the table */
	if (ui->t.screen == SCREEN_PAGE && ui->io == &tui_terminal)
		flushinp();
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

/* ?: the help, from the rows below. */
static void
key_help(struct table *t)
{
	page_help(t, tui_keys, tui_legend);
}

/* The keys, for the help screen and for dispatch; the man page lists
 * the same (tests/man/run.sh). */
const struct key_help tui_keys[] = {
	/* TRANSLATORS: the keys' help (?): what each key does; the key
	 * names are translated apart (msgctxt "keys"). */
	{ "Left, h", N_("previous card (or a smaller cut)"),
	    { 0 }, NULL, NULL },
	{ "Right, l", N_("next card (or a larger cut)"),
	    { 0 }, NULL, NULL },
	{ "Up, k", N_("card on the line above; previous versicola"),
	    { 0 }, NULL, NULL },
	{ "Down, j", N_("card on the line below; next versicola"),
	    { 0 }, NULL, NULL },
	{ "Enter", N_("play the card; cut; declare; confirm the discards"),
	    { 0 }, NULL, NULL },
	{ "Space", N_("pick or unpick a discard; tick a versicola; go on"),
	    { 0 }, NULL, NULL },
	{ "T12, Rc, 10s, M ...", N_("type a card: a suit card is taken at its "
	    "suit letter, a trump with Enter"),
	    { 0 }, NULL, NULL },
	{ "0-9, Backspace", N_("type the cut; take a digit back"),
	    { 0 }, NULL, NULL },
	{ "Backspace", N_("undo a typed character"),
	    { 0 }, NULL, NULL },
	{ "Esc", N_("forget what was typed"),
	    { 0 }, NULL, NULL },
	{ "y, n", N_("fall or not, when asked (R10.1); play a card warned "
	    "of, or not"),
	    { 0 }, NULL, NULL },
	{ "mouse", N_("click a card to choose it"),
	    { 0 }, NULL, NULL },
	{ "t", N_("the last trick (on the end of a hand: the table as it "
	    "left it)"),
	    { 't' }, NULL, page_last_trick },
	{ "c", N_("the cards each side has captured, and their points"),
	    { 'c' }, NULL, page_captures },
	{ "f", N_("the folla's announcement (and the folla, for the dealer)"),
	    { 'f' }, NULL, page_folla },
	{ "i", N_("what you know: voids shown, trumps and counting cards out, "
	    "the folla"),
	    { 'i' }, NULL, page_known },
	{ "H", N_("a hint: the expert's choice from your view, why, and what "
	    "the next choices cost"),
	    { 'H' }, key_advice, NULL },
	{ "v", N_("at the end of a hand: the expert reviews the cards you "
	    "played; 1, 2, 3 try one again"),
	    { 0 }, NULL, NULL },
	{ "p", N_("at the end of a hand: that deal again, as practice"),
	    { 0 }, NULL, NULL },
	{ "u", N_("undo: take back your last decision of the hand and what "
	    "followed (all must agree in hot-seat; the hand is not counted)"),
	    { 'u' }, key_undo, NULL },
	{ "w", N_("warnings before a card that gives points away (on or off)"),
	    { 'w' }, key_warn, NULL },
	{ "o", N_("the whole table talk"),
	    { 'o' }, key_talk, NULL },
	{ "PgUp, PgDn", N_("scroll the table talk"),
	    { KEY_PPAGE, KEY_NPAGE }, key_scroll, NULL },
	{ "+, -", N_("slower or faster computer players (kept)"),
	    { '+', '=', '-', '_' }, key_pace, NULL },
	{ "Space, Enter", N_("while others act: skip to the next decision"),
	    { 0 }, NULL, NULL },
	{ "F", N_("finish: play on without pauses until you are asked"),
	    { 'F' }, key_finish, NULL },
	{ "a", N_("play a single legal card at once (on or off)"),
	    { 'a' }, key_autoplay, NULL },
	{ "S", N_("statistics of the players at this table (minchiate --stats)"),
	    { 'S' }, key_stats, NULL },
	{ "x", N_("export the record of this hand"),
	    { 'x' }, key_export, NULL },
	{ "X", N_("export every hand so far, each as a record of its own"),
	    { 'X' }, key_export, NULL },
	{ "r", N_("the rules, as the manual tells them"),
	    { 'r' }, NULL, page_rules },
	{ "/, n", N_("on a page: find a word (Enter), find it again"),
	    { 0 }, NULL, NULL },
	{ "?", N_("this help"),
	    { '?', KEY_F(1) }, NULL, key_help },
	{ "q", N_("save the match and quit: asked again, q or y quits (a "
	    "lesson, a practice or a table elsewhere is left at once)"),
	    { 'q' }, key_quit, NULL },
	{ NULL, NULL, { 0 }, NULL, NULL }
};

/*
 * What the marks on the table mean, for the help screen.  The marks in
 * words are the words the table shows (paint.c); card codes stay.
 */
const struct key_help tui_legend[] = {
	/* TRANSLATORS: the legend of the help page (?): the first string
	 * of a row is the mark, at most 22 columns, in the words the table
	 * shows; the second says what it means. */
	{ N_("underlined card"),
	    N_("a counting card (R2.1): Papi 2-5 are worth 3; Kings, the "
	    "Matto, trumps 1, 10, 13, 20, 28, 30-35 are 5; the Arie 36-40 "
	    "are 10"),
	    { 0 }, NULL, NULL },
	{ "Rc*", N_("a card lying face up: robbed, a 21st card, turned up or "
	    "taken (R5.3-R5.7)"),
	    { 0 }, NULL, NULL },
	{ "[Rc]", N_("a card picked to discard (R5.9)"),
	    { 0 }, NULL, NULL },
	{ N_("bold, dim"),
	    N_("in your hand: the cards you may play, and those you may not "
	    "(R6.2)"),
	    { 0 }, NULL, NULL },
	{ N_("reverse"),
	    N_("the card under the cursor; in a trick won, a card that dies: "
	    "its points go to the winners (R6.10)"),
	    { 0 }, NULL, NULL },
	{ ">E T31", N_("in the trick: East played T31; > marks the card that "
	    "led"),
	    { 0 }, NULL, NULL },
	{ N_("\u25c0 to act, <-"), N_("the player whose decision it is"),
	    { 0 }, NULL, NULL },
	{ N_("face up:, known:"),
	    N_("under another seat: the cards that player has face up, and "
	    "others of them you know (declared, R6.3, or dealt by you as "
	    "robber, R5.5)"),
	    { 0 }, NULL, NULL },
	{ N_("(away), (computer)"),
	    N_("at a table joined from elsewhere, beside a person's name: he "
	    "has gone, and his seat waits for him or a computer player plays "
	    "it until he is back"),
	    { 0 }, NULL, NULL },
	{ N_("fallen, open:"),
	    N_("the hand of a player who fell: all may see it, and the winner "
	    "of the previous trick chooses from it (R6.11)"),
	    { 0 }, NULL, NULL },
	{ N_("fish, tokens"),
	    N_("the marker (R8): a fish is 10, a token 1, a double token 5; "
	    "tokens right of the fish are taken off. ASCII: ><> fish, o "
	    "token, O double"),
	    { 0 }, NULL, NULL },
	{ "R D C F", N_("Re, Donna, Cavallo, Fante: King, Queen, Knight, "
	    "Jack"),
	    { 0 }, NULL, NULL },
	{ "c d s b", N_("coppe, denari (the red suits, 10 lowest), spade, "
	    "bastoni (the long suits, 1 lowest)"),
	    { 0 }, NULL, NULL },
	{ "T1-T40, M", N_("the trumps, and the Matto (the Fool)"),
	    { 0 }, NULL, NULL },
	{ NULL, NULL, { 0 }, NULL, NULL }
};

/* Keys that work at any moment at the table. */
bool
tui_global_key(struct ui *ui, int key)
{
	/* Pages are built from the viewer's scene as it is now. */
	tui_scene(ui);
	if (key == KEY_RESIZE) {
		tui_on_resize(ui);
		return true;
	}
	return tui_key_row(ui, tui_keys, key);
}

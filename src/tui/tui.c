/*
 * tui.c -- the table's main loop: curses and signals, the key table, the
 * computer players' turns at a readable pace, the keyboard passing
 * between humans, the end of each hand, and saving when it all ends.
 */

#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tui.h"
#include "../cli/cli.h"

static volatile sig_atomic_t stop;

static void
on_signal(int sig)
{
	stop = sig;
}

/* Has a signal asked the program to save and end? */
bool
tui_stopped(void)
{
	return stop != 0;
}

/* The keys, for the help screen; the man page lists the same. */
const struct key_help tui_keys[] = {
	{ "Left, h", "previous card (or a smaller cut)" },
	{ "Right, l", "next card (or a larger cut)" },
	{ "Up, k", "card on the line above; previous versicola" },
	{ "Down, j", "card on the line below; next versicola" },
	{ "Enter", "play the card; cut; declare; confirm the discards" },
	{ "Space", "pick or unpick a discard; tick a versicola; go on" },
	{ "T12, Rc, 10s, M ...", "type a card: a suit card is taken at its "
	    "suit letter, a trump with Enter" },
	{ "Backspace", "undo a typed character" },
	{ "Esc", "forget what was typed" },
	{ "y, n", "fall or not, when asked (R10.1)" },
	{ "mouse", "click a card to choose it" },
	{ "t", "the last trick" },
	{ "c", "the cards your side has captured" },
	{ "f", "the folla's announcement (and the folla, for the dealer)" },
	{ "o", "the whole table talk" },
	{ "PgUp, PgDn", "scroll the table talk" },
	{ "a", "play a single legal card at once (on or off)" },
	{ "x", "export the record of this hand" },
	{ "X", "export every hand so far, each as a record of its own" },
	{ "r", "the rules, as the manual tells them" },
	{ "/, n", "on a page: find a word (Enter), find it again" },
	{ "?", "this help" },
	{ "q", "save the match and quit" },
	{ NULL, NULL }
};

/* ----------------------------------------------------------- the loop */

/* A key, or ERR after ms (-1: wait as long as it takes). */
int
tui_key(int ms)
{
	timeout(ms);
	return getch();
}

/* Waits ms for a key that skips the wait; table keys still work. */
static void
pause_for(struct ui *ui, int ms)
{
	int	 key;

	if (ms <= 0)
		return;
	paint(ui);
	key = tui_key(ms);
	if (key != ERR && key != ' ' && key != '\n' && key != '\r')
		tui_global_key(ui, key);
}

static void
bot_turn(struct ui *ui)
{
	struct decision	 d;
	int		 tricks = game_hand(&ui->g)->play.ntricks;

	ui->ask = ASK_NONE;
	ui->actor = game_actor(&ui->g);
	snprintf(ui->prompt, sizeof(ui->prompt), "%s (%s) is to act.",
	    mc_seat_name(ui->actor),
	    ui->g.players[game_player(&ui->g, ui->actor)].name);
	pause_for(ui, ui->opt.delay_ms);
	if (ui->quit || ui->screen != SCREEN_TABLE)
		return;
	game_bot_decision(&ui->g, &d);
	if (!game_apply(&ui->g, &d)) {
		snprintf(ui->refusal, sizeof(ui->refusal), "%s", ui->g.r.error);
		ui->quit = true;
		return;
	}
	tui_save(ui);
	if (game_hand(&ui->g)->play.ntricks > tricks) {
		ui->show_trick = true;
		pause_for(ui, 2 * ui->opt.delay_ms);
		ui->show_trick = false;
	}
	tui_prepare(ui);
}

static void
next_hand(struct ui *ui)
{
	if (game_over(&ui->g)) {
		if (ui->save[0] != '\0')
			save_remove(ui->save);
		ui->quit = true;
		return;
	}
	game_deal(&ui->g);
	tui_save(ui);
	tui_prepare(ui);
}

/* R9.2: the keyboard passes between humans behind a blank screen. */
static bool
needs_pass(struct ui *ui, int player)
{
	if (ui->viewer == player)
		return false;
	/* The first human too: the others may be looking at the screen. */
	if (game_humans(&ui->g) > 1) {
		ui->viewer = -1;
		ui->pass_to = player;
		ui->screen = SCREEN_PASS;
		return true;
	}
	ui->viewer = player;
	return false;
}

static void
human_turn(struct ui *ui)
{
	int	 key, player = game_player(&ui->g, ui->actor);

	if (needs_pass(ui, player))
		return;
	if (ui->ask == ASK_PLAY && ui->opt.autoplay &&
	    mc_cards_count(&ui->legal) == 1 && ui->refusal[0] == '\0') {
		pause_for(ui, ui->opt.delay_ms);
		tui_play_card(ui, ui->cards[ui->cursor]);
		return;
	}
	paint(ui);
	key = tui_key(-1);
	if (key == ERR)
		return;
	if (key != KEY_RESIZE && key != KEY_MOUSE)
		ui->refusal[0] = ui->typed[0] == '\0' ? '\0' : ui->refusal[0];
	tui_human_key(ui, key);
}

static void
screen_key(struct ui *ui)
{
	int	 key;

	paint(ui);
	if ((key = tui_key(-1)) == ERR)
		return;
	if (key == KEY_RESIZE) {
		tui_on_resize(ui);
		return;
	}
	if (ui->screen == SCREEN_PASS) {
		if (key == ' ') {
			ui->viewer = ui->pass_to;
			ui->screen = SCREEN_TABLE;
		} else if (key == 'q')
			ui->quit = true;	/* saving shows nothing private */
		return;
	}
	if (page_key(ui, key) && ui->page.continues)
		next_hand(ui);
}

static void
run(struct ui *ui)
{
	tui_prepare(ui);
	while (!ui->quit && !stop) {
		if (ui->screen != SCREEN_TABLE) {
			screen_key(ui);
			continue;
		}
		if (ui->lay.too_small) {
			paint(ui);
			if (tui_key(-1) == KEY_RESIZE)
				tui_on_resize(ui);
			continue;
		}
		if (game_actor(&ui->g) < 0) {
			page_end_of_hand(ui);
			continue;
		}
		if (game_actor(&ui->g) != ui->actor ||
		    ui->ask == ASK_NONE)
			tui_prepare(ui);
		if (game_human_at(&ui->g, ui->actor))
			human_turn(ui);
		else
			bot_turn(ui);
	}
}

static void
curses_start(struct ui *ui)
{
	initscr();
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	if (getenv("ESCDELAY") == NULL)
		set_escdelay(25);	/* Esc at once, unless the user says */
	curs_set(0);
	mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED, NULL);
	mouseinterval(0);
	paint_colors(ui);
	tui_on_resize(ui);
}

static void
signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
}

int
tui_main(struct tui_options *opt)
{
	static struct ui ui;
	const char	*cs;
	char		 msg[600] = "";
	bool		 started;

	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, "minchiate: the table needs a terminal (for "
		    "text, see --text, --replay and --selfplay)\n");
		return 1;
	}
	setlocale(LC_ALL, "");
	memset(&ui, 0, sizeof(ui));
	ui.opt = *opt;
	ui.viewer = -1;
	cs = nl_langinfo(CODESET);
	ui.utf8 = !opt->ascii && cs != NULL && strcmp(cs, "UTF-8") == 0;
	if (save_path(ui.save, sizeof(ui.save)) == NULL)
		ui.save[0] = '\0';
	tui_default_names(&ui.opt.setup);
	signals();
	curses_start(&ui);
	started = setup_resume(&ui, msg, sizeof(msg));
	if (!started && !stop && (opt->seats_given || setup_screen(&ui, msg))) {
		started = game_new(&ui.g, &ui.opt.setup);
		if (started)
			tui_save(&ui);
	}
	if (started && !stop)
		run(&ui);
	if (started && !game_over(&ui.g))
		tui_save(&ui);
	endwin();
	if (started && !game_over(&ui.g) && ui.save[0] != '\0')
		printf("The match is saved in %s; start minchiate again to "
		    "resume it.\n", ui.save);
	game_free(&ui.g);
	page_free(&ui.page);
	if (msg[0] != '\0')
		fprintf(stderr, "minchiate: %s\n", msg);
	return 0;
}


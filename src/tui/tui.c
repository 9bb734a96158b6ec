/*
 * tui.c -- the table's main loop: curses, every frame drawn
 * from the viewer's scene, the computer players' turns and the deal told
 * at a readable pace, the keyboard passing between humans, the end of
 * each hand, and what the end says of the match (saved, kept, or not).
 */

#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ui.h"
#include "../text/text.h"
#include "../lang/lang.h"

/* ----------------------------------------------------------- the loop */

/* TRANSLATORS: a page's title, at most 78 columns. */
#define PRACTICE_END	N_("Practice: the end of the hand")

/*
 * Paints the viewer's scene and shows it: every frame comes here.  While
 * a moment is told, the whole table shows the hand as it stood then.
 */
static void
draw_frame(struct ui *ui)
{
	tui_scene(ui);
	if (ui->t.moment.on)	/* only told here, where the match is */
		scene_back(&ui->t.sc, &ui->g, ui->t.moment.at);
	paint(&ui->t);
	ui->io->show(ui);
}

void
tui_draw(struct ui *ui)
{
	draw_frame(ui);
}

/*
 * Shows the table for ms, or until a key: Space or Enter skip the wait
 * (and return true), table keys still work.
 */
static bool
pause_for(struct ui *ui, int ms)
{
	int	 key;

	if (ms <= 0 || ui->t.finishing)
		return false;
	draw_frame(ui);
	key = tui_key(ui, ms);
	if (key == ERR || key == KEY_MOUSE)
		return false;	/* a click is not a wait's business */
	if (key == ' ' || key == '\n' || key == '\r')
		return true;
	/* a page opened now tells the hand as it stands */
	tui_scene(ui);
	tui_global_key(ui, key);
	return false;
}

/*
 * The hand's last trick stays up twice as long as another, before its
 * breakdown covers it, even when the rest was skipped; a key ends the
 * wait (t on the breakdown shows it again).
 */
static void
last_trick(struct ui *ui, int ms)
{
	bool	 finishing = ui->t.finishing;
	int	 key;

	if (ms <= 0)
		return;
	ui->t.finishing = false;
	do {
		draw_frame(ui);
		key = tui_key(ui, ms);
		/* a terminal resized: the trick again, as large */
		if (key != ERR && key != KEY_MOUSE && key != ' ' &&
		    key != '\n' && key != '\r')
			tui_global_key(ui, key);
	} while (key == KEY_RESIZE && !ui->quit && !tui_stopped());
	ui->t.finishing = finishing;
}

/*
 * What happened since the last look, shown step by step at the pace:
 * a trick just won stays up, then each moment of the deal.  Space or
 * Enter skips the rest to the next decision.
 */
static void
tell(struct ui *ui)
{
	const struct mc_log	*log = match_hand(&ui->g.m)->log;
	const struct scene	*sc = &ui->t.sc;
	int			 delay = ui->opt.delay_ms, k;
	bool			 skip = false;
	enum ask		 ask = ui->t.ask;
	char			 prompt[sizeof(ui->t.prompt)];

	if (log == NULL || ui->told >= log->n)
		return;
	/* Nobody is asked while it is told: the question waits, and a
	 * computer player's turn is over. */
	snprintf(prompt, sizeof(prompt), "%s", ui->t.prompt);
	ui->t.prompt[0] = '\0';
	ui->t.ask = ASK_NONE;
	scene_build(&ui->t.sc, &ui->g, ui->viewer);
	for (k = 0; k < sc->nevents && !ui->quit &&
	    ui->t.screen == SCREEN_TABLE; k++) {
		if (sc->event_at[k] < ui->told)
			continue;
		/* A trick won stays up a while, in its place among the
		 * events: after the declarations made in it. */
		if (sc->events[k].kind == MC_EV_TRICK) {
			if (sc->events[k].n == 21)
				last_trick(ui, 4 * delay);
			else if (!skip)
				skip = pause_for(ui, 2 * delay);
			continue;
		}
		k = moment_of(sc, k, &ui->t.moment);
		if (ui->t.moment.on && !skip)
			skip = pause_for(ui, delay);
		ui->t.moment.on = false;
	}
	ui->told = log->n;
	snprintf(ui->t.prompt, sizeof(ui->t.prompt), "%s", prompt);
	ui->t.ask = ask;
}

/*
 * A computer player decides after a pause at the pace; skipping the pause
 * drops the rest of them until a human is asked.  A refused bot decision
 * is a fault in the program: the table saves and stops.
 */
static void
bot_turn(struct ui *ui, const struct session_turn *turn)
{
	enum mc_err	 e;

	ui->t.ask = ASK_NONE;
	snprintf(ui->t.prompt, sizeof(ui->t.prompt), _("%s (%s) is to act."),
	    show_seat(turn->seat), ui->g.m.players[turn->player].name);
	if (pause_for(ui, ui->opt.delay_ms))
		ui->t.finishing = true;
	if (ui->quit || ui->t.screen != SCREEN_TABLE)
		return;
	ui->g.m.think_ms = ui->opt.think_ms;
	if ((e = seat_bot_decide(&ui->seat)) != MC_OK) {
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("A computer "
		    "player's decision is refused: %s."), lang_strerror(e));
		ui->quit = true;
		return;
	}
	tui_saved(ui);
}

/* The next hand's events start from the beginning of its log. */
static void
hand_begins(struct ui *ui)
{
	ui->told = 0;
	ui->t.finishing = false;
	/* what was said of the last hand (an H pressed as it ended ...)
	 * is not the new hand's */
	ui->t.refusal[0] = '\0';
	/* With several people at the table, a new hand (and seats that
	 * may have changed) starts with nobody at the keyboard (R9.2). */
	if (match_humans(&ui->g.m) > 1)
		ui->viewer = -1;
}

/*
 * A finished match is kept in matches/, never thrown away, whatever
 * ends the table (open.c); a lesson or a practice is not kept.
 */
static void
keep_finished(struct ui *ui)
{
	if (ui->lesson.n == 0 && !ui->practice)
		open_close(&ui->seat, ui->apart, ui->kept, sizeof(ui->kept));
}

/*
 * Once the end of a hand is read: the next deal (R4.2), or the match is
 * over and its record goes to matches/ (or stays where it was kept apart).
 */
static void
next_hand(struct ui *ui)
{
	if (match_over(&ui->g.m)) {
		keep_finished(ui);
		ui->quit = true;
		return;
	}
	seat_deal(&ui->seat);
	hand_begins(ui);
	tui_saved(ui);
}

/* R9.2: the keyboard passes between humans behind a blank screen. */
static bool
needs_pass(struct ui *ui, int player)
{
	if (ui->viewer == player)
		return false;
	/* The first human too: the others may be looking at the screen. */
	if (match_humans(&ui->g.m) > 1) {
		ui->pass_to = player;
		snprintf(ui->t.pass_name, sizeof(ui->t.pass_name), "%s (%s)",
		    ui->g.m.players[player].name,
		    show_seat(match_seat(&ui->g.m, player)));
		ui->t.screen = SCREEN_PASS;
		return true;
	}
	ui->viewer = player;
	return false;
}

/* Has anything changed since the human's question was set up? */
static bool
stale(const struct ui *ui)
{
	const struct mc_hand	*h = match_hand(&ui->g.m);

	return ui->t.ask == ASK_NONE || ui->prepared.viewer != ui->viewer ||
	    ui->prepared.hand != ui->g.m.hands ||
	    ui->prepared.events != (h->log != NULL ? h->log->n : 0);
}

/*
 * A key of the viewer's, asked something: what he was refused goes once
 * he does anything but type on (or resize, or click).
 */
static bool
human_key(struct ui *ui, int key)
{
	if (key != KEY_MOUSE)
		ui->t.refusal[0] = ui->t.typed[0] == '\0' ? '\0' :
		    ui->t.refusal[0];
	tui_human_key(ui, key);
	return true;
}

/* The table, a question asked: its keys, then the table's (input.c). */
static const struct key_screen asked = { draw_frame, human_key, NULL };

/* The table, only looked at: a resize is the one key it takes. */
static const struct key_screen looked_at = { draw_frame, NULL, NULL };

/*
 * A human's turn: the keyboard passed to him first if need be (R9.2);
 * the question set up again only if something changed, so the picks, the
 * cursor and what was typed stay; then one key.  With autoplay a single
 * legal card goes after a pause at the pace.
 */
static void
human_turn(struct ui *ui, const struct session_turn *turn)
{
	const struct mc_hand	*h = match_hand(&ui->g.m);

	if (needs_pass(ui, turn->player))
		return;
	ui->t.finishing = false;
	if (stale(ui)) {
		tui_prepare(ui);
		ui->prepared.viewer = ui->viewer;
		ui->prepared.hand = ui->g.m.hands;
		ui->prepared.events = h->log != NULL ? h->log->n : 0;
	}
	if (ui->t.ask == ASK_PLAY && ui->opt.autoplay &&
	    mc_cards_count(&ui->t.sc.legal) == 1 && ui->t.refusal[0] == '\0') {
		pause_for(ui, ui->opt.delay_ms);
		/* q, a page or a itself during the pause: no card goes */
		if (!ui->quit && ui->opt.autoplay &&
		    ui->t.screen == SCREEN_TABLE)
			tui_play_card(ui, ui->t.sc.cards[ui->t.cursor]);
		return;
	}
	tui_screen_key(ui, &asked);
}

/* Is the page up the end of a hand (a practice's too)? */
static bool
end_page(const struct ui *ui)
{
	return ui->t.page.continues && ui->t.page.kind == PAGE_END_OF_HAND;
}

/*
 * A practice's end is no match's result: its title says practice, and
 * in place of the hand's number and the rests of a match of one hand,
 * that nothing of it counts.
 */
static void
practice_end(struct ui *ui)
{
	struct page	*pg = &ui->t.page;
	char		**lines = pg->lines;
	int		 i, n = pg->n;

	snprintf(pg->title, sizeof(pg->title), "%s", _(PRACTICE_END));
	if (n == 0)
		return;
	/* the page again, its first line replaced, wrapped as any */
	pg->lines = NULL;
	pg->n = 0;
	page_add(pg, "%s", _("Practice: this deal played again. Nothing of "
	    "it counts: not in the match, its rests or the statistics."));
	for (i = 1; i < n; i++)
		page_add(pg, "%s", lines[i]);
	for (i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
}

/* The table as the hand ended, its last trick won, until a key. */
static void
show_last_trick(struct ui *ui)
{
	char	 prompt[sizeof(ui->t.prompt)];
	int	 key;

	snprintf(prompt, sizeof(prompt), "%s", ui->t.prompt);
	snprintf(ui->t.prompt, sizeof(ui->t.prompt), _("The last trick, as it "
	    "was won. Any key: back to the end of the hand."));
	ui->t.screen = SCREEN_TABLE;
	do
		key = tui_screen_key(ui, &looked_at);
	while ((key == KEY_RESIZE || key == KEY_MOUSE) && !tui_stopped());
	snprintf(ui->t.prompt, sizeof(ui->t.prompt), "%s", prompt);
	ui->t.screen = SCREEN_PAGE;
}

/*
 * A key while a page or the pass screen covers the table; closing the
 * end of a hand goes on to the next.
 */
static bool
covered_key(struct ui *ui, int key)
{
	if (ui->t.screen == SCREEN_PASS) {
		if (key == ' ') {
			ui->viewer = ui->pass_to;
			ui->t.screen = SCREEN_TABLE;
		} else if (key == 'q')
			ui->quit = true;	/* saving shows nothing private */
		return true;
	}
	if (!tui_end_page_key(ui, key) && page_key(&ui->t, key) &&
	    ui->t.page.continues)
		next_hand(ui);
	return true;
}

/* A page, or the pass screen, over the table. */
static const struct key_screen covered = { draw_frame, covered_key, NULL };

/*
 * The end of a hand's own keys, and the review's; false if the key is
 * not theirs.
 */
bool
tui_end_page_key(struct ui *ui, int key)
{
	/* v on the end of a hand: the review, which goes on in its turn;
	 * its own keys there (a card tried again) */
	if (key == 'v' && review_ready(ui) && ui->lesson.n == 0 &&
	    end_page(ui)) {
		page_review(ui);
		return true;
	}
	if (review_key(ui, key))
		return true;
	/* t on the end of a hand: the table as its last trick left it */
	if (key == 't' && end_page(ui)) {
		show_last_trick(ui);
		return true;
	}
	/* p on the end of a hand: its deal played again, as practice */
	if (key == 'p' && !ui->practice && ui->lesson.n == 0 &&
	    (ui->link->can & SEAT_CAN_PRACTICE) && end_page(ui)) {
		practice(ui, 0);
		return true;
	}
	return false;
}

/* The end of a hand's page, from the scene, with the keys it takes. */
void
tui_end_of_hand(struct ui *ui)
{
	bool	 here = ui->link->can & SEAT_CAN_PRACTICE;

	page_end_of_hand(&ui->t);
	if (ui->practice)
		practice_end(ui);
	tutor_end(ui);
	if (ui->keep.unlogged[0] != '\0')
		page_add(&ui->t.page, _("Not kept in the statistics: %s"),
		    ui->keep.unlogged);
	/* a lesson dictated every card: nothing of the player's to review */
	if (review_ready(ui) && ui->lesson.n == 0)
		page_add(&ui->t.page, "%s", _("Press v to have the expert "
		    "review the cards you played."));
	if (here && !ui->practice && ui->lesson.n == 0)
		page_add(&ui->t.page, "%s", _("Press p to play this deal again "
		    "as practice, against the same players."));
	page_add(&ui->t.page, "%s", _("Press t to see the last trick "
	    "again."));
}

/* Plays the match until it ends, the player quits or a signal comes. */
void
tui_run(struct ui *ui)
{
	struct session_turn	 turn;

	while (!ui->quit && !tui_stopped()) {
		if (ui->t.screen != SCREEN_TABLE || ui->t.lay.too_small) {
			/* too small, the table says so: resize is its key */
			tui_screen_key(ui, ui->t.screen != SCREEN_TABLE ?
			    &covered : &looked_at);
			continue;
		}
		tell(ui);
		if (ui->quit || ui->t.screen != SCREEN_TABLE)
			continue;
		if (tutor_note(ui))
			continue;	/* the lesson's words first */
		if (!session_turn(&ui->g, &turn)) {
			ui->t.ask = ASK_NONE;
			scene_build(&ui->t.sc, &ui->g, ui->viewer);
			/* a practice is one hand: no match's standings */
			if (ui->practice)
				ui->t.sc.over = false;
			tui_end_of_hand(ui);
			continue;
		}
		if (turn.human)
			human_turn(ui, &turn);
		else
			bot_turn(ui, &turn);
	}
}

/* The table from its first frame: tui_begin, then tui_run. */
void
tui_play(struct ui *ui)
{
	tui_begin(ui);
	tui_run(ui);
}

/*
 * Before the first frame: in solo play the one human is at the keyboard
 * from the start; with several, nobody is until the keyboard is passed.
 * What happened before (a resumed match) is not told again.
 */
void
tui_begin(struct ui *ui)
{
	const struct mc_hand	*h = match_hand(&ui->g.m);
	int			 p;

	tui_here(ui);
	ui->viewer = -1;
	if (match_humans(&ui->g.m) == 1)
		for (p = 0; p < MC_NSEATS; p++)
			if (ui->g.m.players[p].human)
				ui->viewer = p;
	ui->told = h->log != NULL ? h->log->n : 0;
	ui->t.ask = ASK_NONE;
}

/* Curses as the table wants it: keys at once, Esc too, no cursor, clicks. */
void
tui_curses_start(struct ui *ui)
{
	initscr();
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	if (getenv("ESCDELAY") == NULL)
		set_escdelay(25);	/* Esc at once, unless the user says */
	curs_set(0);
	/* Releases are asked for too: a release curses drops on its own
	 * leaves getch() waiting past its timeout. */
	mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED, NULL);
	mouseinterval(0);
	paint_colors(&ui->t, ui->opt.color);
	tui_on_resize(ui);
}

/* Where the match goes; when it cannot be saved, why (the setup
 * screen and the table say it). */
static void
locate(struct ui *ui)
{
	char	 why[sizeof(ui->keep.unsaved)];

	if (save_locate(ui->keep.path, sizeof(ui->keep.path), why, sizeof(why)))
		return;
	ui->keep.path[0] = '\0';
	ui->t.not_saved = true;
	snprintf(ui->keep.unsaved, sizeof(ui->keep.unsaved), "%s", why);
}

/* The pace an earlier version kept in "pace" beside the save, if sane. */
static void
old_pace(struct ui *ui)
{
	char		 path[SAVE_PATH_MAX + 8];
	const char	*slash = strrchr(ui->keep.path, '/');
	FILE		*fp;
	int		 ms;

	if (ui->keep.path[0] == '\0' || slash == NULL)
		return;
	snprintf(path, sizeof(path), "%.*space", (int)(slash + 1 - ui->keep.path),
	    ui->keep.path);
	if ((fp = fopen(path, "r")) == NULL)
		return;
	if (fscanf(fp, "%d", &ms) == 1 && ms >= 0 && ms <= 10000) {
		ui->cfg.delay_ms = ms;
		ui->cfg.have |= SET_PACE;
	}
	fclose(fp);
}

/*
 * The settings kept (config.c) under the command line's options; a file
 * that cannot be read is said (cfg_msg), and the defaults used.
 */
static void
settings(struct ui *ui)
{
	char	 why[SAVE_PATH_MAX + 200];

	if (!config_where(ui->config, sizeof(ui->config), why, sizeof(why))) {
		ui->config[0] = '\0';
		return;
	}
	if (!config_read(ui->config, &ui->cfg, why, sizeof(why))) {
		snprintf(ui->cfg_msg, sizeof(ui->cfg_msg), "%.1000s", why);
		ui->cfg_broken = true;
	}
	if (!(ui->cfg.have & SET_PACE))
		old_pace(ui);
	config_apply(&ui->cfg, &ui->opt);
	if (ui->opt.english)
		show_language(MC_ENGLISH);
}

/* No match has been finished or put away beside the save (matches/). */
static bool
none_put_away(const struct ui *ui)
{
	char		 dir[sizeof(ui->keep.path) + 16];
	const char	*slash;
	struct stat	 st;

	if (ui->keep.path[0] == '\0' || (slash = strrchr(ui->keep.path, '/')) == NULL)
		return false;
	snprintf(dir, sizeof(dir), "%.*smatches", (int)(slash - ui->keep.path + 1),
	    ui->keep.path);
	return stat(dir, &st) != 0;
}

/* A first match: none put away, and none is saved to resume. */
static bool
first_match(const struct ui *ui)
{
	struct stat	 st;

	return none_put_away(ui) && stat(ui->keep.path, &st) != 0;
}

/*
 * The warnings (w) of a match resumed from its save, unless --warn or
 * --no-warn (given) says: as its record notes them (tui_save), so that
 * a first match keeps them and a w pressed stays; a save written before
 * the notes is the first match still if no match was put away.
 */
static void
resumed_warnings(struct ui *ui, int given)
{
	int	 noted = session_warnings(&ui->g);

	if (given >= 0)
		return;
	ui->opt.warn = noted >= 0 ? noted : none_put_away(ui);
}

/*
 * A line for the terminal the table leaves: paths and reasons come from
 * the environment and the disk, so their control characters are escaped.
 */
static void
leave_line(FILE *, const char *, ...) __attribute__((format(printf, 2, 3)));

static void
leave_line(FILE *fp, const char *fmt, ...)
{
	char	 raw[3 * SAVE_PATH_MAX], safe[4 * sizeof(raw)];
	va_list	 ap;

	va_start(ap, fmt);
	vsnprintf(raw, sizeof(raw), fmt, ap);
	va_end(ap);
	fprintf(fp, "%s\n", safe_text(raw, safe, sizeof(safe)));
}

/* What the end says of the match: where it is, or that it is lost. */
static int
report(struct ui *ui, bool started)
{
	if (!started)
		return 0;
	if (ui->lesson.n > 0) {
		leave_line(stdout, "%s", match_over(&ui->g.m) ? _("The lesson "
		    "is over; start a match with minchiate.") : _("The lesson "
		    "was left; minchiate --tutor takes it up there."));
		return 0;
	}
	if (ui->kept[0] != '\0' && match_over(&ui->g.m)) {
		leave_line(stdout, _("The match is over; its record is kept "
		    "in %s."), ui->kept);
		return 0;
	}
	if (ui->keep.unsaved[0] != '\0') {
		leave_line(stderr, _("minchiate: NOT saved: %s"),
		    ui->keep.unsaved);
		return 1;
	}
	if (ui->apart)
		save_drop_backup(ui->keep.path);	/* matches/ holds records only */
	if (match_over(&ui->g.m))
		return 0;
	if (ui->apart)
		leave_line(stdout, _("The match is saved in %s, kept apart "
		    "from the one open in another minchiate."), ui->keep.path);
	else
		leave_line(stdout, _("The match is saved in %s; start "
		    "minchiate again to resume it."), ui->keep.path);
	return 0;
}

/*
 * The table from start to end: a terminal that can hold it, where the
 * match is saved and the lock on it, a resumed or new match, the play, a
 * last save, and what became of the match; returns the exit status.
 */
int
tui_main(struct tui_options *opt)
{
	static struct ui ui;
	const char	*cs;
	char		 msg[1200] = "";
	bool		 started = false;
	int		 status;

	if (!tui_terminal_ok(_("minchiate: the table needs a terminal (for "
	    "text, see --text, --replay and --selfplay)\n")))
		return 1;
	memset(&ui, 0, sizeof(ui));
	ui.opt = *opt;
	ui.io = &tui_terminal;
	ui.play = tui_play;
	ui.viewer = -1;
	tui_here(&ui);
	cs = nl_langinfo(CODESET);
	locate(&ui);
	settings(&ui);
	ui.utf8_able = cs != NULL && strcmp(cs, "UTF-8") == 0;
	ui.t.utf8 = ui.utf8_able && !ui.opt.ascii;
	if (ui.opt.warn < 0)		/* a new match's; see resumed_warnings */
		ui.opt.warn = first_match(&ui);
	tui_default_names(&ui.opt.setup);
	tui_signals();
	tui_curses_start(&ui);
	if (opt->tutor != NULL) {
		if ((started = tutor_begin(&ui, msg, sizeof(msg))))
			tui_play(&ui);
		endwin();
		status = started ? report(&ui, started) : 1;
		session_free(&ui.g);
		lesson_free(&ui.lesson);
		page_free(&ui.t.page);
		if (msg[0] != '\0')
			leave_line(stderr, "minchiate: %s", msg);
		return status;
	}
	ui.offer_tutor = first_match(&ui);
	if (resume_lock(&ui, msg, sizeof(msg))) {
		if ((started = resume_offer(&ui, msg, sizeof(msg))))
			resumed_warnings(&ui, opt->warn);
		if (!started && !ui.halt && !tui_stopped() &&
		    (opt->seats_given ||
		    setup_screen(&ui, msg))) {
			/* a match from matches/, or a new one */
			started = ui.from_archive || session_new(&ui.g,
			    &ui.opt.setup);
			if (started && ui.from_archive)
				resumed_warnings(&ui, opt->warn);
			if (started)
				tui_save(&ui);
		}
	}
	if (started && !tui_stopped())
		tui_play(&ui);
	if (started && !match_over(&ui.g.m))
		tui_save(&ui);
	if (started)
		keep_finished(&ui);
	endwin();
	status = ui.halt ? 1 : report(&ui, started);
	session_free(&ui.g);
	page_free(&ui.t.page);
	if (msg[0] != '\0')
		leave_line(stderr, "minchiate: %s", msg);
	if (ui.cfg_msg[0] != '\0')
		leave_line(stderr, "minchiate: %s", ui.cfg_msg);
	return status;
}

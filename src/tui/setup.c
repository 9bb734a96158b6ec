/*
 * setup.c -- the setup screen of a new match, on the table's key loop:
 * the seats, who plays them and their names, the match's length, the
 * variants, the pace and how the table is drawn, kept for next time
 * (config.c); and the names of the seats nobody named.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui.h"
#include "../text/text.h"
#include "../lang/lang.h"

/* ------------------------------------------------------- setting up */

/* The solo player's name: the login name, if it looks like one. */
static const char *
login_name(void)
{
	const char	*u = getenv("USER");
	size_t		 i;

	if (u == NULL || u[0] == '\0' || strlen(u) > 20 ||
	    strcmp(u, "root") == 0)
		return NULL;
	for (i = 0; u[i] != '\0'; i++)
		if (!((u[i] >= 'a' && u[i] <= 'z') || (u[i] >= 'A' &&
		    u[i] <= 'Z') || (u[i] >= '0' && u[i] <= '9')))
			return NULL;
	return u;
}

/*
 * Names for the seats nobody named.  A person without one (no login
 * name, or one of several at this keyboard) is called by his seat, in
 * the reader's language, and his record's seat line names nobody.
 */
void
tui_default_names(struct match_setup *s)
{
	static const char *const bots[MC_NSEATS] = {
		"Caterina", "Cosimo", "Bianca", "Lorenzo"
	};
	struct player	*pl;
	int		 p, humans = 0;

	for (p = 0; p < MC_NSEATS; p++)
		humans += s->players[p].human;
	for (p = 0; p < MC_NSEATS; p++) {
		pl = &s->players[p];
		/* a seat's name carried over (the setup screen's kept
		 * names, the settings file) is still nobody's */
		pl->unnamed = pl->name[0] != '\0' &&
		    match_name_is_seat(pl->name, p, pl->human);
		if (pl->unnamed)
			match_name_seat(pl, p);
		if (pl->name[0] != '\0')
			continue;
		if (pl->human && (humans > 1 || login_name() == NULL))
			match_name_seat(pl, p);
		else
			snprintf(pl->name, sizeof(pl->name), "%s",
			    pl->human ? login_name() : bots[p]);
	}
}

/* ------------------------------------------------- the setup screen */

/*
 * The names each seat had on the setup screen, a person's and a
 * computer player's: changing who plays there and back brings the name
 * back.
 */
typedef char kept_names[MC_NSEATS][2][RECORD_NAME_MAX + 1];

/*
 * Where the setup screen is (ui->at while it is up): the line under the
 * cursor, the seat whose name is being typed (or -1) and what is typed,
 * the names kept, what to say under the lines, and whether its help is
 * up; start says Enter left it, not q.
 */
struct setup {
	int		 row, editing;
	char		 typed[RECORD_NAME_MAX + 1];
	kept_names	 kept;
	const char	*msg;
	char		 note[700];
	bool		 help;
	bool		 done, start;
};

static struct setup *
setup_at(const struct ui *ui)
{
	return ui->at;
}

enum {
	ROW_SEATS = 0,		/* one a seat */
	ROW_LENGTH = MC_NSEATS,
	ROW_VARIANTS,		/* one a variant (record_variants) */
	ROW_PACE = ROW_VARIANTS + RECORD_NVARIANTS,
	ROW_ENGLISH,
	ROW_ASCII,
	ROW_COLOR,
	ROW_START
};

/*
 * One line on each kind of player, in the order of the setup's cycle:
 * a person, then the levels (bot_levels).  The first word is the one
 * the screen shows for the seat, an option word in every language.
 */
static const char *
kind_help(const struct player *pl)
{
	/* TRANSLATORS: at most 76 columns; "human" stays. */
	return pl->human ? _("human: a person at this keyboard (several pass "
	    "it behind a blank screen)") : _(bot_levels[match_level(pl)].help);
}

/* Where the match's length is among record_lengths. */
static int
length_row(enum mc_length length)
{
	int	 i;

	for (i = 0; i < RECORD_NLENGTHS - 1; i++)
		if (record_lengths[i].length == length)
			break;
	return i;
}

/* One line on what the row under the cursor sets. */
static const char *
row_help(const struct ui *ui, int row)
{
	if (row < ROW_LENGTH)
		return kind_help(&ui->opt.setup.players[row]);
	/* TRANSLATORS: what the row under the cursor of the setup screen
	 * sets, at most 76 columns. */
	switch (row) {
	case ROW_LENGTH:
		/* TRANSLATORS: at most 76 columns. */
		return _("A giro: each player deals once; a set: three giri "
		    "(R4.2-R4.4).");
	case ROW_PACE:
		/* TRANSLATORS: at most 76 columns; + and - are keys. */
		return _("How long a computer player's move stays up; + and - "
		    "at the table too.");
	case ROW_ENGLISH:
		/* TRANSLATORS: at most 76 columns; a card's name in Italian
		 * and in English, as the table names it either way. */
		return _("The cards' names at the table: Re di coppe, or King "
		    "of Cups.");
	case ROW_ASCII:
		/* TRANSLATORS: at most 76 columns. */
		return _("Draw with ASCII only, for a terminal without "
		    "Unicode.");
	case ROW_COLOR:
		/* TRANSLATORS: at most 76 columns. */
		return _("Colour, where the terminal has it (NO_COLOR turns it "
		    "off).");
	case ROW_START:
		/* TRANSLATORS: at most 76 columns. */
		return _("Start the match; these settings are kept for next "
		    "time.");
	default:
		return _(record_variants[row - ROW_VARIANTS].help);
	}
}

/*
 * Who plays a seat, in the reader's words: "human", or a level.  The
 * command line's words (--seat S=easy) stay the same in every language.
 */
static const char *
kind_label(const struct player *pl)
{
	/* TRANSLATORS: who plays a seat on the setup screen: a person, or
	 * a computer player of a level; at most 9 columns. */
#define NP_(ctx, s)	ctx "\004" s
	static const char *const levels[BOT_NLEVELS] = {
		NP_("player", "random"), NP_("player", "easy"),
		NP_("player", "normal"), NP_("player", "hard"),
		NP_("player", "expert")
	};
#undef NP_
	enum bot_level	 l;

	if (pl->human)
		return P_("player", "human");
	l = match_level(pl);
	return (int)l >= 0 && l < BOT_NLEVELS ?
	    lang_pgettext(levels[l], strchr(levels[l], '\004') + 1) :
	    pl->level;
}

/* The screen's row of a line: the seats, a blank row, the rest. */
static int
row_y(int row)
{
	return row < ROW_LENGTH ? 2 + row : 3 + row;
}

/* The setup screen's lines, the one under the cursor reversed. */
static void
setup_lines(struct ui *ui)
{
	const struct setup	*su = ui->at;
	struct match_setup	*s = &ui->opt.setup;
	char			 pad[80], seat[32];
	int			 i, row = su->row;

	for (i = 0; i < MC_NSEATS; i++) {
		const struct player *pl = &s->players[i];

		attrset(i == row ? A_REVERSE : A_NORMAL);
		/* a name's width in columns, not bytes; the kind of player
		 * is its option word (human, a level) */
		mvprintw(row_y(i), 4, "%s  %s %s", text_pad(show_seat(i), 5,
		    seat, sizeof(seat)), text_pad(i == su->editing ?
		    su->typed : pl->name, 20, pad, sizeof(pad)),
		    kind_label(pl));
	}
	attrset(row == ROW_LENGTH ? A_REVERSE : A_NORMAL);
	/* TRANSLATORS: the match's length on the setup screen. */
	mvprintw(row_y(ROW_LENGTH), 4, _("Match: %s"),
	    _(record_lengths[length_row(s->length)].name));
	for (i = 0; i < RECORD_NVARIANTS; i++) {
		attrset(row == ROW_VARIANTS + i ? A_REVERSE : A_NORMAL);
		mvprintw(row_y(ROW_VARIANTS + i), 4, "[%c] %s", s->variants &
		    record_variants[i].bit ? 'x' : ' ',
		    _(record_variants[i].name));
	}
	attrset(row == ROW_PACE ? A_REVERSE : A_NORMAL);
	/* TRANSLATORS: a computer player's pause, on the setup screen. */
	mvprintw(row_y(ROW_PACE), 4, _("Pace: %d ms a move"),
	    ui->opt.delay_ms);
	attrset(row == ROW_ENGLISH ? A_REVERSE : A_NORMAL);
	mvprintw(row_y(ROW_ENGLISH), 4, "%s", ui->opt.english ?
	    _("Cards named in English") : _("Cards named in Italian"));
	attrset(row == ROW_ASCII ? A_REVERSE : A_NORMAL);
	mvprintw(row_y(ROW_ASCII), 4, "%s", ui->opt.ascii ? _("Drawing: "
	    "ASCII only") : _("Drawing: Unicode where the terminal has it"));
	attrset(row == ROW_COLOR ? A_REVERSE : A_NORMAL);
	mvprintw(row_y(ROW_COLOR), 4, "%s", ui->opt.color ? _("Colour: on") :
	    _("Colour: off"));
	attrset(row == ROW_START ? A_REVERSE | A_BOLD : A_BOLD);
	mvprintw(row_y(ROW_START), 4, "%s", _("Start the match"));
	attrset(A_NORMAL);
}

/*
 * Under the lines: what the one under the cursor sets, the keys, then
 * what there is to say (the settings file, a message, the tutor
 * offered, the matches kept, a match that will not be saved).
 */
static void
setup_notes(struct ui *ui)
{
	const struct setup	*su = ui->at;
	const char		*msg = su->note[0] != '\0' ? su->note : su->msg;
	char			 line[700];
	int			 y = row_y(ROW_START) + 1;

	put_text(y++, 2, COLS - 4, A_DIM, row_help(ui, su->row));
	/* TRANSLATORS: the setup screen's keys, at most 76 columns; the
	 * keys stay. */
	put_text(y++, 2, COLS - 4, 0, su->editing >= 0 ? _("Type the name, "
	    "Enter keeps it, Esc leaves it as it was.") : _("Up/Down: a line, "
	    "Left/Right: change, n: name, Enter: start, ?: help, q: quit"));
	if (ui->cfg_msg[0] != '\0')
		y = put_wrapped(y, A_BOLD, ui->cfg_msg);
	else if (msg != NULL && msg[0] != '\0')
		y = put_wrapped(y, A_BOLD, msg);
	else if (ui->offer_tutor)
		y = put_wrapped(y, A_BOLD, _("New to Minchiate? Quit (q) and "
		    "run minchiate --tutor: a guided first hand."));
	if (ui->archived > 0 && su->editing < 0 && y < LINES - 1) {
		/* TRANSLATORS: at most 76 columns; the key a and the
		 * directory matches/ stay. */
		snprintf(line, sizeof(line), ngettext("a: resume one of the %d "
		    "unfinished match kept in matches/.", "a: resume one of "
		    "the %d unfinished matches kept in matches/.",
		    ui->archived), ui->archived);
		put_text(y++, 2, COLS - 4, 0, line);
	}
	if (ui->keep.path[0] == '\0') {
		/* TRANSLATORS: %s says why. */
		snprintf(line, sizeof(line), _("This match will NOT be saved: "
		    "%s"), ui->keep.unsaved);
		put_wrapped(y, A_BOLD, line);
	}
}

/* The setup screen: the line under the cursor, the name being typed. */
static void
setup_paint(struct ui *ui)
{
	erase();
	/* TRANSLATORS: the setup screen's rows each fit 76 columns. */
	put_text(0, 2, COLS - 4, A_BOLD, _("Minchiate Fiorentine: a new "
	    "match"));
	setup_lines(ui);
	setup_notes(ui);
	ui->io->show(ui);
}

/* The setup screen's keys (below): its help is read from them. */
#define SETUP_NKEYS	10
static const struct key_help setup_keys[SETUP_NKEYS];

/*
 * ?: what every key and line of the setup screen does, on a page: the
 * keys from the rows that run them.
 */
static void
setup_help(struct ui *ui, int key)
{
	struct table	*t = &ui->t;
	int		 i;

	(void)key;
	page_open(t, _("Help: a new match"), false);
	page_add_keys(&t->page, setup_keys);
	page_add(&t->page, "%s", "");
	page_add(&t->page, "%s", _("Each seat holds a person or a computer "
	    "player:"));
	page_add(&t->page, "  %s", kind_help(&(struct player){ .human =
	    true }));
	for (i = 0; i < BOT_NLEVELS; i++)
		page_add(&t->page, "  %s", _(bot_levels[i].help));
	page_add(&t->page, "%s", "");
	/* TRANSLATORS: the three lengths of a match, then what they are. */
	page_add(&t->page, _("Match: %s, %s or %s. %s"),
	    _(record_lengths[0].name), _(record_lengths[1].name),
	    _(record_lengths[2].name), row_help(ui, ROW_LENGTH));
	page_add(&t->page, "%s", "");
	page_add(&t->page, "%s", _("Variants (R10), off by default:"));
	for (i = 0; i < RECORD_NVARIANTS; i++)
		page_add(&t->page, "  %s: %s", _(record_variants[i].name),
		    row_help(ui, ROW_VARIANTS + i));
	page_add(&t->page, "%s", "");
	/* TRANSLATORS: the setup's help page: a row's name, and what it
	 * sets. */
	page_add(&t->page, _("Pace: %s"), row_help(ui, ROW_PACE));
	/* TRANSLATORS: the setup's help page: a row's name, and what it
	 * sets. */
	page_add(&t->page, _("Cards named: %s"), row_help(ui, ROW_ENGLISH));
	/* TRANSLATORS: the setup's help page: a row's name, and what it
	 * sets. */
	page_add(&t->page, _("Drawing: %s"), row_help(ui, ROW_ASCII));
	/* TRANSLATORS: the setup's help page: a row's name, and what it
	 * sets. */
	page_add(&t->page, _("Colour: %s"), row_help(ui, ROW_COLOR));
	page_add(&t->page, "%s", "");
	/* TRANSLATORS: %s is the settings' file, or "no file (no home)". */
	page_add(&t->page, _("These settings are kept in %s when the match "
	    "starts; the command line's options outrank them."),
	    ui->config[0] != '\0' ? ui->config : _("no file (no home)"));
	setup_at(ui)->help = true;
}

static void
name_keep(kept_names kept, const struct player *pl, int seat)
{
	snprintf(kept[seat][pl->human], sizeof(kept[seat][pl->human]), "%s",
	    pl->name);
}

/* n on a seat: its player's name is typed from now. */
static void
setup_name(struct ui *ui, int key)
{
	struct setup	*su = ui->at;

	(void)key;
	if (su->row < ROW_LENGTH) {
		su->editing = su->row;
		su->typed[0] = '\0';
	}
}

/*
 * A key while a name is typed: Enter keeps a good one, Esc leaves the
 * name as it was, Backspace takes a whole UTF-8 character off.
 */
static void
name_key(struct ui *ui, int key)
{
	struct setup	*su = ui->at;
	struct player	*pl = &ui->opt.setup.players[su->editing];
	char		*typed = su->typed;
	size_t		 len = strlen(typed);

	if (key == 27)
		su->editing = -1;
	else if (key == '\n' || key == '\r' || key == KEY_ENTER) {
		if (len > 0 && name_problem(typed) == NULL) {
			snprintf(pl->name, sizeof(pl->name), "%s", typed);
			name_keep(su->kept, pl, su->editing);
			ui->opt.given &= ~SET_NAME(su->editing);
		}
		su->editing = -1;
	} else if ((key == KEY_BACKSPACE || key == 127 || key == 8) &&
	    len > 0) {
		do
			typed[--len] = '\0';
		while (len > 0 && (typed[len] & 0xc0) == 0x80);
	} else if (key >= 32 && key < 256 && key != 127 &&
	    len + 1 < sizeof(su->typed)) {
		typed[len] = (char)key;
		typed[len + 1] = '\0';
	}
}

/* A seat's player, one kind further (a person, then the levels). */
static void
change_seat(struct ui *ui, int seat, int step)
{
	struct match_setup	*s = &ui->opt.setup;
	struct player		*pl = &s->players[seat];
	int			 kind;

	kind = pl->human ? 0 : 1 + (int)match_level(pl);
	kind = (kind + step + BOT_NLEVELS + 1) % (BOT_NLEVELS + 1);
	pl->human = kind == 0;
	if (kind > 0)
		match_set_level(pl, (enum bot_level)(kind - 1));
	snprintf(pl->name, sizeof(pl->name), "%s",
	    setup_at(ui)->kept[seat][pl->human]);
	ui->opt.given &= ~SET_NAME(seat);
	tui_default_names(s);
}

/*
 * Left, Right or Space on a line: its setting changed.  A seat given to
 * another kind of player takes the name it had for that kind here, or
 * else its default name.
 */
static void
setup_change(struct ui *ui, int key)
{
	struct match_setup	*s = &ui->opt.setup;
	int			 row = setup_at(ui)->row, len;
	int			 step = key == KEY_LEFT || key == 'h' ? -1 : 1;

	if (row < ROW_LENGTH) {
		change_seat(ui, row, step);
		return;
	}
	/* a line changed here is a choice to keep, whatever the command
	 * line said for this session */
	ui->opt.given &= ~(row == ROW_LENGTH ? SET_LENGTH : row == ROW_ENGLISH ?
	    SET_ENGLISH : row == ROW_ASCII ? SET_ASCII : row == ROW_COLOR ?
	    SET_COLOR : row >= ROW_VARIANTS && row < ROW_PACE ? SET_VARIANTS :
	    0u);
	if (row == ROW_PACE)
		ui->opt.delay_given = false;
	switch (row) {
	case ROW_LENGTH:
		len = (length_row(s->length) + step + RECORD_NLENGTHS) %
		    RECORD_NLENGTHS;
		s->length = record_lengths[len].length;
		break;
	case ROW_PACE:
		ui->opt.delay_ms = config_pace_next(ui->opt.delay_ms, step);
		break;
	case ROW_ENGLISH:
		ui->opt.english = !ui->opt.english;
		show_language(ui->opt.english ? MC_ENGLISH : MC_ITALIAN);
		break;
	case ROW_ASCII:
		ui->opt.ascii = !ui->opt.ascii;
		ui->t.utf8 = ui->utf8_able && !ui->opt.ascii;
		break;
	case ROW_COLOR:
		ui->opt.color = !ui->opt.color;
		paint_colors(&ui->t, ui->opt.color);
		break;
	case ROW_START:
		break;
	default:
		s->variants ^= record_variants[row - ROW_VARIANTS].bit;
		break;
	}
}

static void
setup_move(struct ui *ui, int key)
{
	struct setup	*su = ui->at;

	if ((key == KEY_UP || key == 'k') && su->row > 0)
		su->row--;
	else if ((key == KEY_DOWN || key == 'j') && su->row < ROW_START)
		su->row++;
}

/* a: one of the matches kept in matches/ resumed in place of a new one. */
static void
setup_archive(struct ui *ui, int key)
{
	struct setup	*su = ui->at;

	(void)key;
	if (ui->archived == 0)
		return;
	if ((ui->from_archive = resume_pick(ui, su->note, sizeof(su->note))))
		su->done = true;
	else
		ui->archived = resume_archived(ui);
}

/* Enter starts the match, q quits. */
static void
setup_end(struct ui *ui, int key)
{
	struct setup	*su = ui->at;

	su->done = true;
	su->start = key != 'q';
}

/* The setup screen's keys, for its help page and for the loop. */
static const struct key_help setup_keys[SETUP_NKEYS] = {
	/* TRANSLATORS: the setup screen's help (?): what each key does. */
	{ "Up, k", N_("the line above"),
	    { KEY_UP, 'k' }, setup_move, NULL },
	{ "Down, j", N_("the line below"),
	    { KEY_DOWN, 'j' }, setup_move, NULL },
	{ "Left, h", N_("change the line's setting: the one before"),
	    { KEY_LEFT, 'h' }, setup_change, NULL },
	{ "Right, l, Space", N_("change the line's setting: the next one"),
	    { KEY_RIGHT, 'l', ' ' }, setup_change, NULL },
	{ "n", N_("on a player: type his name (1 to 31 bytes); Enter keeps "
	    "it, Esc does not"),
	    { 'n' }, setup_name, NULL },
	{ "a", N_("when matches/ holds unfinished matches: choose one of them "
	    "and resume it"),
	    { 'a' }, setup_archive, NULL },
	{ "Enter", N_("start the match"),
	    { '\n', '\r', KEY_ENTER }, setup_end, NULL },
	{ "?", N_("this help"),
	    { '?', KEY_F(1) }, setup_help, NULL },
	{ "q", N_("quit"),
	    { 'q' }, setup_end, NULL },
	{ NULL, NULL, { 0 }, NULL, NULL }
};

/* The help page over the screen, or the screen. */
static void
setup_frame(struct ui *ui)
{
	if (setup_at(ui)->help) {
		erase();
		page_paint(&ui->t);
		ui->io->show(ui);
	} else
		setup_paint(ui);
}

/* The help page's keys, and a name's, come before the rows. */
static bool
setup_first(struct ui *ui, int key)
{
	struct setup	*su = ui->at;

	if (su->help) {
		if (page_key(&ui->t, key)) {
			su->help = false;
			ui->t.screen = SCREEN_TABLE;
			page_free(&ui->t.page);
		}
		return true;
	}
	if (su->editing < 0)
		return false;
	name_key(ui, key);
	return true;
}

static const struct key_screen setup_on = {
	setup_frame, setup_first, setup_keys
};

/*
 * The settings chosen, kept for next time (config.c); a file that could
 * not be read is set aside first, not lost.
 */
static void
setup_keep(struct ui *ui)
{
	char	 aside[SAVE_PATH_MAX + 8], err[600];

	if (ui->config[0] == '\0')
		return;
	if (ui->cfg_broken) {
		snprintf(aside, sizeof(aside), "%s.broken", ui->config);
		(void)rename(ui->config, aside);
		ui->cfg_broken = false;
	}
	config_from_setup(&ui->cfg, &ui->opt);
	if (!config_write(ui->config, &ui->cfg, err, sizeof(err)))
		snprintf(ui->cfg_msg, sizeof(ui->cfg_msg), _("Settings not "
		    "kept: %.1000s"), err);
	else
		ui->cfg_msg[0] = '\0';	/* the broken file is put aside */
}

/*
 * The setup screen: the seats and their names, the match's length, the
 * variants, the pace and how the table is drawn; false to quit.
 */
bool
setup_screen(struct ui *ui, const char *msg)
{
	struct setup	 su = { .row = ROW_START, .editing = -1, .msg = msg };
	int		 p;

	for (p = 0; p < MC_NSEATS; p++)
		name_keep(su.kept, &ui->opt.setup.players[p], p);
	ui->archived = resume_archived(ui);
	tui_screen_run(ui, &setup_on, &su, &su.done);
	if (su.help)
		page_free(&ui->t.page);
	if (ui->from_archive)
		return true;
	if (!su.start)
		return false;
	tui_default_names(&ui->opt.setup);
	setup_keep(ui);
	return true;
}

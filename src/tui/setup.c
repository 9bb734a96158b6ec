/*
 * setup.c -- before play: the players' names, the lock of the state
 * directory (a second table plays apart), the offer to resume a saved
 * match (declined, it is kept in matches/), and the setup screen (seats,
 * length, variants, and whether the match can be saved).
 */
#include <curses.h>
#include <errno.h>
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

/*
 * Text over as many rows as it takes from row y, cut at spaces, above
 * the last row; returns the row after it.
 */
static int
wrapped(int y, int attr, const char *text)
{
	int	 w = COLS - 4;
	size_t	 n;

	while (*text != '\0' && y < LINES - 1 && w > 0) {
		n = text_fit(text, w);
		mvhline(y, 0, ' ', COLS);
		attrset((attr_t)attr);
		mvaddnstr(y++, 2, text, (int)n);
		attrset(A_NORMAL);
		for (text += n; *text == ' '; text++)
			;
	}
	return y;
}

/* A question on a blank screen, answered by one of keys. */
static int
ask(struct ui *ui, const char *line1, const char *line2, const char *keys)
{
	int	 key, y;

	erase();
	y = wrapped(2, A_BOLD, line1);
	wrapped(y + 1, 0, line2);
	ui->io->show(ui);
	do
		key = tui_key(ui, -1);
	while ((key <= 0 || key > 127 || strchr(keys, key) == NULL) &&
	    !tui_stopped());
	return key;
}

/*
 * One table per state directory: while another minchiate holds the
 * lock, this one plays a new match kept apart in matches/, or quits.
 * False to quit.
 */
bool
setup_lock(struct ui *ui, char *msg, size_t msgsize)
{
	char	 line[200];
	int	 holder, key;

	switch (open_lock(&ui->keep, &holder)) {
	case OPEN_LOCKED:
		return true;
	case OPEN_UNSAVED:
		/* no lock to be had: play, but say the match is not safe */
		ui->t.not_saved = true;
		return true;
	case OPEN_HELD:
		break;
	}
	if (holder > 0)
		/* TRANSLATORS: %d is the process id of the other program. */
		snprintf(line, sizeof(line), _("A match is open in another "
		    "minchiate (pid %d)."), holder);
	else
		snprintf(line, sizeof(line), "%s", _("A match is open in "
		    "another minchiate."));
	/* TRANSLATORS: the keys n and q stay; matches/ is a directory. */
	key = ask(ui, line, _("n: play a new match, kept apart in matches/; "
	    "q: quit"), "nNq\033");
	if (key != 'n' && key != 'N')
		return false;
	if (!open_apart(&ui->keep))
		ui->t.not_saved = true;
	ui->apart = true;
	ui->opt.resume = 0;
	snprintf(msg, msgsize, _("This match is kept apart in %s."),
	    ui->keep.path);
	return true;
}

/*
 * Puts the saved match away in matches/ and says where.  If it cannot
 * be kept apart, nothing may take its place: the table stops (halt),
 * saying why and what to do.
 */
static bool
put_away(struct ui *ui, char *msg, size_t msgsize)
{
	char	 where[SAVE_PATH_MAX], err[700];
	size_t	 at = strlen(msg);

	if (at > 0 && at + 1 < msgsize)
		msg[at++] = ' ';	/* after what was said of the save */
	msg += at;
	msgsize -= at;
	if (save_archive(ui->keep.path, where, sizeof(where), err, sizeof(err))) {
		snprintf(msg, msgsize, _("The saved match is kept in %s."),
		    where);
		return true;
	}
	/* TRANSLATORS: why the save could not be put away, then its path;
	 * said after "minchiate: " as the table ends. */
	snprintf(msg, msgsize, _("%.700s; the saved match stays in %.300s "
	    "and no new match was started: make matches/ beside it a "
	    "directory you may write in, or move the save away, then start "
	    "again"), err, ui->keep.path);
	ui->halt = true;
	return false;
}

/*
 * The save read into the game, to resume: a broken one is set aside
 * and its backup read instead, a finished one moved to matches/; either
 * is said in msg.  False if there is none to resume.
 */
static bool
resume_save(struct ui *ui, char *msg, size_t msgsize)
{
	switch (open_resume(&ui->seat, ui->keep.path, msg, msgsize)) {
	case SAVE_RESUMABLE:
		return true;
	case SAVE_STUCK:
		ui->halt = true;
		break;
	case SAVE_FINISHED:
	case SAVE_BROKEN:
		break;
	}
	return false;
}

/*
 * A long message over as many lines as it takes from row y, cut at
 * spaces, above the last row; returns the row after it.
 */
static int
say_wrapped(int y, const char *msg)
{
	return wrapped(y, A_BOLD, msg);
}

/* ------------------------------------------------------- the archive */

#define ARCHIVE_SHOWN	9

/* The matches of matches/ to offer: none to a table kept apart. */
static int
archive_list(const struct ui *ui, struct open_archived *a, int max)
{
	return ui->apart ? 0 : open_archived(ui->keep.path, a, max);
}

/* The picker's screen. */
static void
archive_paint(struct ui *ui, const struct open_archived *a, int n, int row)
{
	char		 who[200];
	const char	*base;
	int		 i, k;

	erase();
	put_text(0, 2, COLS - 4, A_BOLD, _("Unfinished matches kept in "
	    "matches/, the newest first:"));
	for (i = 0; i < n; i++) {
		who[0] = '\0';
		for (k = 0; k < a[i].g.nhuman; k++)
			snprintf(who + strlen(who), sizeof(who) - strlen(who),
			    "%s%s", k > 0 ? ", " : "", a[i].g.human[k]);
		base = strrchr(a[i].path, '/') + 1;
		attrset(i == row ? A_REVERSE : A_NORMAL);
		/* TRANSLATORS: a match kept: its file's name, the hands
		 * played and its length in hands, its people's names. */
		mvprintw(2 + i, 4, _("%.30s  hand %d of %d  %.30s"), base,
		    a[i].g.hands, a[i].g.length, who);
	}
	attrset(A_NORMAL);
	/* TRANSLATORS: at most 76 columns; the keys stay. */
	put_text(3 + n, 2, COLS - 4, 0, _("Up/Down choose, Enter resumes it "
	    "(a saved one goes to matches/), q: back."));
	ui->io->show(ui);
}

/*
 * a: one of the unfinished matches in matches/ resumed; the saved one,
 * if any, put away there first.  True if one was.
 */
static bool
archive_pick(struct ui *ui, char *msg, size_t msgsize)
{
	static struct open_archived	 a[ARCHIVE_SHOWN];
	int			 n = archive_list(ui, a, ARCHIVE_SHOWN);
	int			 row = 0, key;

	if (n == 0)
		return false;
	for (;;) {
		archive_paint(ui, a, n, row);
		key = tui_key(ui, -1);
		if (key == 'q' || key == 27 || (key == ERR && tui_stopped()))
			return false;
		if (key == '\n' || key == '\r' || key == KEY_ENTER)
			break;
		if ((key == KEY_UP || key == 'k') && row > 0)
			row--;
		else if ((key == KEY_DOWN || key == 'j') && row < n - 1)
			row++;
	}
	session_free(&ui->g);
	if (save_exists(ui->keep.path) && !put_away(ui, msg, msgsize))
		return false;
	return open_take_archived(&ui->seat, a[row].path, msg, msgsize);
}

/*
 * Offers the saved match, or one of the unfinished ones in matches/.
 * Declined (or --new), it is put away in matches/, never overwritten; a
 * broken save is set aside and said.
 */
bool
setup_resume(struct ui *ui, char *msg, size_t msgsize)
{
	char	 line[200];
	bool	 more;
	int	 key;

	if (ui->keep.path[0] == '\0' || ui->apart || !save_exists(ui->keep.path))
		return false;
	if (!resume_save(ui, msg, msgsize))
		return false;
	if (ui->opt.resume == 0) {
		session_free(&ui->g);
		put_away(ui, msg, msgsize);
		return false;
	}
	if (ui->opt.resume < 0) {
		more = archive_list(ui, NULL, 0) > 0;
		/* TRANSLATORS: the hands played, and the match's length in
		 * hands. */
		if (msg[0] != '\0')
			snprintf(line, sizeof(line), _("A saved match was found "
			    "(its backup: the save was broken): hand %d of %d."),
			    ui->g.m.hands, (int)ui->g.m.length);
		else
			snprintf(line, sizeof(line), _("A saved match was "
			    "found: hand %d of %d."), ui->g.m.hands,
			    (int)ui->g.m.length);
		for (;;) {
			/* TRANSLATORS: the keys y, n and a stay. */
			key = ask(ui, line, more ? _("Resume it? (y/n; n keeps "
			    "it in matches/; a: another unfinished one)") :
			    _("Resume it? (y/n; n keeps it in matches/ beside "
			    "the save)"), more ?
			    "yYnNaA\n\r" : "yYnN\n\r");
			if (key != 'a' && key != 'A')
				break;
			if (archive_pick(ui, msg, msgsize))
				return true;
			if (ui->halt || !save_exists(ui->keep.path))
				return false;	/* put away, then failed */
		}
		if (key == 'n' || key == 'N') {
			session_free(&ui->g);
			put_away(ui, msg, msgsize);
			return false;
		}
	}
	open_play_on(&ui->seat);
	return true;
}

/* ------------------------------------------------- the setup screen */

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

/* The screen, row under the cursor; editing (>= 0): that seat's name. */
static void
setup_paint(struct ui *ui, int row, int editing, const char *typed,
    const char *msg)
{
	struct match_setup	*s = &ui->opt.setup;
	char			 line[700], pad[80], seat[32];
	int			 i, len, y;

	len = length_row(s->length);
	erase();
	/* TRANSLATORS: the setup screen's rows each fit 76 columns. */
	put_text(0, 2, COLS - 4, A_BOLD, _("Minchiate Fiorentine: a new "
	    "match"));
	for (i = 0; i < MC_NSEATS; i++) {
		const struct player *pl = &s->players[i];

		attrset(i == row ? A_REVERSE : A_NORMAL);
		/* a name's width in columns, not bytes; the kind of player
		 * is its option word (human, a level) */
		mvprintw(2 + i, 4, "%s  %s %s", text_pad(show_seat(i), 5, seat,
		    sizeof(seat)), text_pad(i == editing ? typed : pl->name,
		    20, pad, sizeof(pad)), kind_label(pl));
	}
	attrset(row == ROW_LENGTH ? A_REVERSE : A_NORMAL);
	/* TRANSLATORS: the match's length on the setup screen. */
	mvprintw(7, 4, _("Match: %s"), _(record_lengths[len].name));
	for (i = 0; i < RECORD_NVARIANTS; i++) {
		attrset(row == ROW_VARIANTS + i ? A_REVERSE : A_NORMAL);
		mvprintw(8 + i, 4, "[%c] %s", s->variants &
		    record_variants[i].bit ? 'x' : ' ',
		    _(record_variants[i].name));
	}
	attrset(row == ROW_PACE ? A_REVERSE : A_NORMAL);
	/* TRANSLATORS: a computer player's pause, on the setup screen. */
	mvprintw(11, 4, _("Pace: %d ms a move"), ui->opt.delay_ms);
	attrset(row == ROW_ENGLISH ? A_REVERSE : A_NORMAL);
	mvprintw(12, 4, "%s", ui->opt.english ? _("Cards named in English") :
	    _("Cards named in Italian"));
	attrset(row == ROW_ASCII ? A_REVERSE : A_NORMAL);
	mvprintw(13, 4, "%s", ui->opt.ascii ? _("Drawing: ASCII only") :
	    _("Drawing: Unicode where the terminal has it"));
	attrset(row == ROW_COLOR ? A_REVERSE : A_NORMAL);
	mvprintw(14, 4, "%s", ui->opt.color ? _("Colour: on") :
	    _("Colour: off"));
	attrset(row == ROW_START ? A_REVERSE | A_BOLD : A_BOLD);
	mvprintw(15, 4, "%s", _("Start the match"));
	attrset(A_NORMAL);
	put_text(16, 2, COLS - 4, A_DIM, row_help(ui, row));
	/* TRANSLATORS: the setup screen's keys, at most 76 columns; the
	 * keys stay. */
	put_text(17, 2, COLS - 4, 0, editing >= 0 ? _("Type the name, Enter "
	    "keeps it, Esc leaves it as it was.") : _("Up/Down: a line, "
	    "Left/Right: change, n: name, Enter: start, ?: help, q: quit"));
	y = 18;
	if (ui->cfg_msg[0] != '\0')
		y = say_wrapped(y, ui->cfg_msg);
	else if (msg != NULL && msg[0] != '\0')
		y = say_wrapped(y, msg);
	else if (ui->offer_tutor)
		y = say_wrapped(y, _("New to Minchiate? Quit (q) and run "
		    "minchiate --tutor: a guided first hand."));
	if (ui->archived > 0 && editing < 0 && y < LINES - 1) {
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
		say_wrapped(y, line);
	}
	ui->io->show(ui);
}

/* ?: what every line and key of the setup screen does, on a page. */
static void
setup_help(struct ui *ui)
{
	struct table	*t = &ui->t;
	int		 i, key;

	page_open(t, _("Help: a new match"), false);
	/* TRANSLATORS: the keys (k, j, h, l, n, Enter, Esc, q) stay. */
	page_add(&t->page, "%s", _("Up, Down (k, j): a line. Left, Right (h, "
	    "l) or Space: change it. n on a player: type his name (1 to 31 "
	    "bytes), Enter keeps it, Esc does not. Enter elsewhere: start "
	    "the match. q: quit."));
	page_add(&t->page, "%s", _("a, when matches/ holds unfinished "
	    "matches: choose one of them and resume it."));
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
	do {
		erase();
		page_paint(t);
		ui->io->show(ui);
		if ((key = tui_key(ui, -1)) == KEY_RESIZE)
			tui_on_resize(ui);
	} while (!page_key(t, key) && !tui_stopped());
	t->screen = SCREEN_TABLE;
	page_free(&t->page);
}

/*
 * The names each seat had on this screen, a person's and a computer
 * player's: changing who plays there and back brings the name back.
 */
typedef char kept_names[MC_NSEATS][2][RECORD_NAME_MAX + 1];

static void
name_keep(kept_names kept, const struct player *pl, int seat)
{
	snprintf(kept[seat][pl->human], sizeof(kept[seat][pl->human]), "%s",
	    pl->name);
}

/* n on a seat: its player's name typed; false if Esc left it. */
static void
edit_name(struct ui *ui, int seat, const char *msg, kept_names kept)
{
	struct player	*pl = &ui->opt.setup.players[seat];
	char		 typed[RECORD_NAME_MAX + 1] = "";
	size_t		 len;
	int		 key;

	for (;;) {
		setup_paint(ui, seat, seat, typed, msg);
		if ((key = tui_key(ui, -1)) == ERR && tui_stopped())
			return;
		len = strlen(typed);
		if (key == 27)
			return;
		if (key == '\n' || key == '\r' || key == KEY_ENTER) {
			if (len > 0 && name_problem(typed) == NULL) {
				snprintf(pl->name, sizeof(pl->name), "%s",
				    typed);
				name_keep(kept, pl, seat);
				ui->opt.given &= ~SET_NAME(seat);
			}
			return;
		}
		if ((key == KEY_BACKSPACE || key == 127 || key == 8) &&
		    len > 0) {
			/* a whole UTF-8 character off */
			do
				typed[--len] = '\0';
			while (len > 0 && (typed[len] & 0xc0) == 0x80);
		} else if (key >= 32 && key < 256 && key != 127 &&
		    len + 1 < sizeof(typed)) {
			typed[len] = (char)key;
			typed[len + 1] = '\0';
		}
	}
}

/*
 * Left, Right or Space on a row: its setting changed.  A seat given to
 * another kind of player takes the name it had for that kind here, or
 * else its default name.
 */
static void
setup_change(struct ui *ui, int row, int step, kept_names kept)
{
	struct match_setup	*s = &ui->opt.setup;
	struct player		*pl;
	int			 kind, len;

	if (row < ROW_LENGTH) {
		pl = &s->players[row];
		kind = pl->human ? 0 : 1 + (int)match_level(pl);
		kind = (kind + step + BOT_NLEVELS + 1) % (BOT_NLEVELS + 1);
		pl->human = kind == 0;
		if (kind > 0)
			match_set_level(pl, (enum bot_level)(kind - 1));
		snprintf(pl->name, sizeof(pl->name), "%s",
		    kept[row][pl->human]);
		ui->opt.given &= ~SET_NAME(row);
		tui_default_names(s);
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
		len = s->length == MC_MATCH_HAND ? 0 : s->length ==
		    MC_MATCH_GIRO ? 1 : 2;
		len = (len + step + 3) % 3;
		s->length = len == 0 ? MC_MATCH_HAND : len == 1 ?
		    MC_MATCH_GIRO : MC_MATCH_SET;
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
	char		 note[700] = "";
	int		 row = ROW_START, key, p;
	kept_names	 kept;

	memset(kept, 0, sizeof(kept));
	for (p = 0; p < MC_NSEATS; p++)
		name_keep(kept, &ui->opt.setup.players[p], p);
	ui->archived = archive_list(ui, NULL, 0);
	for (;;) {
		setup_paint(ui, row, -1, "", note[0] != '\0' ? note : msg);
		if ((key = tui_key(ui, -1)) == ERR) {
			if (tui_stopped())
				return false;
			continue;
		}
		if (key == 'q')
			return false;
		if (key == KEY_RESIZE)
			tui_on_resize(ui);
		else if (key == '\n' || key == '\r' || key == KEY_ENTER)
			break;
		else if (key == '?' || key == KEY_F(1))
			setup_help(ui);
		else if (key == 'n' && row < ROW_LENGTH)
			edit_name(ui, row, msg, kept);
		else if (key == 'a' && ui->archived > 0) {
			if ((ui->from_archive = archive_pick(ui, note,
			    sizeof(note))))
				return true;
			ui->archived = archive_list(ui, NULL, 0);
		}
		else if ((key == KEY_UP || key == 'k') && row > 0)
			row--;
		else if ((key == KEY_DOWN || key == 'j') && row < ROW_START)
			row++;
		else if (key == KEY_LEFT || key == KEY_RIGHT || key == ' ' ||
		    key == 'h' || key == 'l')
			setup_change(ui, row, key == KEY_LEFT || key == 'h' ?
			    -1 : 1, kept);
	}
	tui_default_names(&ui->opt.setup);
	setup_keep(ui);
	return true;
}

/*
 * setup.c -- before play: the players' names, the lock of the state
 * directory (a second table plays apart), the offer to resume a saved
 * match (declined, it is kept in matches/), and the setup screen (seats,
 * length, variants, and whether the match can be saved).
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tui.h"

/* ------------------------------------------------------- setting up */

/* The solo player's name: the login name, if it looks like one. */
static const char *
login_name(void)
{
	const char	*u = getenv("USER");
	size_t		 i;

	if (u == NULL || u[0] == '\0' || strlen(u) > 20 ||
	    strcmp(u, "root") == 0)
		return "Player";
	for (i = 0; u[i] != '\0'; i++)
		if (!((u[i] >= 'a' && u[i] <= 'z') || (u[i] >= 'A' &&
		    u[i] <= 'Z') || (u[i] >= '0' && u[i] <= '9')))
			return "Player";
	return u;
}

/* Names for the seats nobody named. */
void
tui_default_names(struct match_setup *s)
{
	static const char *const bots[MC_NSEATS] = {
		"Caterina", "Cosimo", "Bianca", "Lorenzo"
	};
	int	 p, humans = 0;

	for (p = 0; p < MC_NSEATS; p++)
		humans += s->players[p].human;
	for (p = 0; p < MC_NSEATS; p++) {
		if (s->players[p].name[0] != '\0')
			continue;
		if (s->players[p].human && humans > 1)
			snprintf(s->players[p].name, sizeof(s->players[p].name),
			    "Player %s", mc_seat_name(p));
		else
			snprintf(s->players[p].name, sizeof(s->players[p].name),
			    "%s", s->players[p].human ? login_name() : bots[p]);
	}
}

/* A question on a blank screen, answered by one of keys. */
static int
ask(struct ui *ui, const char *line1, const char *line2, const char *keys)
{
	int	 key;

	erase();
	put_text(2, 2, COLS - 4, A_BOLD, line1);
	put_text(4, 2, COLS - 4, 0, line2);
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
	char	 err[600], line[200];
	int	 holder, key;

	if (ui->save[0] == '\0' || save_lock(ui->save, &holder, err,
	    sizeof(err)) >= 0)
		return true;
	if (holder == 0 && strstr(err, "held by another") == NULL) {
		/* no lock to be had: play, but say the match is not safe */
		snprintf(ui->unsaved, sizeof(ui->unsaved), "%s", err);
		ui->save[0] = '\0';
		ui->t.not_saved = true;
		return true;
	}
	if (holder > 0)
		snprintf(line, sizeof(line), "A match is open in another "
		    "minchiate (pid %d).", holder);
	else
		snprintf(line, sizeof(line), "A match is open in another "
		    "minchiate.");
	key = ask(ui, line, "n: play a new match, kept apart in matches/; "
	    "q: quit", "nNq\033");
	if (key != 'n' && key != 'N')
		return false;
	if (!save_archive_name(ui->save, ui->save, sizeof(ui->save), err,
	    sizeof(err))) {
		snprintf(ui->unsaved, sizeof(ui->unsaved), "%s", err);
		ui->save[0] = '\0';
		ui->t.not_saved = true;
	}
	ui->apart = true;
	ui->opt.resume = 0;
	snprintf(msg, msgsize, "This match is kept apart in %s.", ui->save);
	return true;
}

/* Puts the saved match away in matches/ and says where. */
static void
put_away(struct ui *ui, char *msg, size_t msgsize)
{
	char	 where[SAVE_PATH_MAX], err[600];

	if (save_archive(ui->save, where, sizeof(where), err, sizeof(err)))
		snprintf(msg, msgsize, "The saved match is kept in %s.", where);
	else
		snprintf(msg, msgsize, "%s", err);
}

/*
 * Offers the saved match.  Declined (or --new), it is put away in
 * matches/, never overwritten; a broken save is set aside and said.
 */
bool
setup_resume(struct ui *ui, char *msg, size_t msgsize)
{
	char	 err[512], aside[SAVE_PATH_MAX + 8], line[200];
	char	*text;
	int	 key;

	if (ui->save[0] == '\0' || ui->apart || !save_exists(ui->save))
		return false;
	if (ui->opt.resume == 0) {
		put_away(ui, msg, msgsize);
		return false;
	}
	if ((text = save_read(ui->save, err, sizeof(err))) == NULL ||
	    !game_load(&ui->g, ui->save, text, err, sizeof(err))) {
		free(text);
		game_free(&ui->g);
		snprintf(aside, sizeof(aside), "%s.broken", ui->save);
		(void)rename(ui->save, aside);
		snprintf(msg, msgsize, "%.300s (kept as %.280s)", err, aside);
		return false;
	}
	free(text);
	if (ui->opt.resume < 0) {
		snprintf(line, sizeof(line), "A saved match was found: hand "
		    "%d of %d.", ui->g.m.hands, (int)ui->g.m.length);
		key = ask(ui, line, "Resume it? (y/n; n keeps it in "
		    "matches/ beside the save)", "yYnN\n\r");
		if (key == 'n' || key == 'N') {
			game_free(&ui->g);
			put_away(ui, msg, msgsize);
			return false;
		}
	}
	if (match_hand(&ui->g.m)->phase == MC_PHASE_OVER)
		game_deal(&ui->g);
	return true;
}

/* A long message over as many lines as it takes, from row y. */
static void
say_wrapped(int y, const char *msg)
{
	int	 w = COLS - 4;
	size_t	 len = strlen(msg), at = 0, n;

	attrset(A_BOLD);
	while (at < len && y < LINES - 1 && w > 0) {
		n = strlen(msg + at);
		if (n > (size_t)w)
			n = (size_t)w;
		put_text(y++, 2, w, A_BOLD, msg + at);
		at += n;
	}
	attrset(A_NORMAL);
}

/* The setup screen: seats, the match's length, the variants. */
bool
setup_screen(struct ui *ui, const char *msg)
{
	static const char *const lengths[] = { "one hand", "one giro (4 hands)",
	    "a full set (12 hands)" };
	static const char *const vnames[] = {
		"optional falling (R10.1)", "Demonio, Mondo e Carne (R10.2)",
		"automatic declarations (R10.3)"
	};
	struct match_setup	*s = &ui->opt.setup;
	char			 line[700], pad[80];
	int			 row = 8, key, i, len, kind;

	for (;;) {
		len = s->length == MC_MATCH_HAND ? 0 :
		    s->length == MC_MATCH_GIRO ? 1 : 2;
		erase();
		attrset(A_BOLD);
		mvprintw(0, 2, "Minchiate Fiorentine: a new match");
		attrset(A_NORMAL);
		for (i = 0; i < MC_NSEATS; i++) {
			const struct player *pl = &s->players[i];

			attrset(i == row ? A_REVERSE : A_NORMAL);
			/* a name's width in columns, not bytes */
			mvprintw(2 + i, 4, "%-5s  %s %s", mc_seat_name(i),
			    text_pad(pl->name, 20, pad, sizeof(pad)),
			    pl->human ? "human" : pl->level);
		}
		attrset(row == 4 ? A_REVERSE : A_NORMAL);
		mvprintw(7, 4, "Match: %s", lengths[len]);
		for (i = 0; i < 3; i++) {
			attrset(row == 5 + i ? A_REVERSE : A_NORMAL);
			mvprintw(8 + i, 4, "[%c] %s", s->variants >> i & 1 ?
			    'x' : ' ', vnames[i]);
		}
		attrset(row == 8 ? A_REVERSE | A_BOLD : A_BOLD);
		mvprintw(12, 4, "Start the match");
		attrset(A_NORMAL);
		mvprintw(14, 2, "Up/Down choose a line, Left/Right or Space "
		    "change it, Enter starts; q quits.");
		if (msg != NULL && msg[0] != '\0')
			say_wrapped(16, msg);
		else if (ui->offer_tutor)
			say_wrapped(16, "New to Minchiate? Quit (q) and run "
			    "minchiate --tutor: a guided first hand, every step "
			    "explained.");
		if (ui->save[0] == '\0') {
			snprintf(line, sizeof(line), "This match will NOT be "
			    "saved: %s", ui->unsaved);
			say_wrapped(19, line);
		}
		ui->io->show(ui);
		if ((key = tui_key(ui, -1)) == ERR) {
			if (tui_stopped())
				return false;
			continue;
		}
		if (key == 'q')
			return false;
		if (key == '\n' || key == '\r' || key == KEY_ENTER)
			break;
		if ((key == KEY_UP || key == 'k') && row > 0)
			row--;
		else if ((key == KEY_DOWN || key == 'j') && row < 8)
			row++;
		else if (key == KEY_LEFT || key == KEY_RIGHT || key == ' ' ||
		    key == 'h' || key == 'l') {
			int step = key == KEY_LEFT || key == 'h' ? -1 : 1;

			if (row < 4) {
				struct player *pl = &s->players[row];

				kind = pl->human ? 0 : 1 + (int)match_level(pl);
				kind = (kind + step + BOT_NLEVELS + 1) %
				    (BOT_NLEVELS + 1);
				pl->human = kind == 0;
				if (kind > 0)
					match_set_level(pl,
					    (enum bot_level)(kind - 1));
				pl->name[0] = '\0';
				tui_default_names(s);
			} else if (row == 4) {
				len = (len + step + 3) % 3;
				s->length = len == 0 ? MC_MATCH_HAND : len == 1 ?
				    MC_MATCH_GIRO : MC_MATCH_SET;
			} else if (row < 8)
				s->variants ^= 1u << (row - 5);
		}
	}
	for (i = 0; i < MC_NSEATS; i++)
		if (s->players[i].name[0] == '\0')
			tui_default_names(s);
	return true;
}


/*
 * tui.c -- the table's main loop: the setup, resuming a saved match, the
 * computer players' turns at a readable pace, and the keys of the
 * player at the keyboard.  The engine decides what is legal; this file
 * only asks it and says why a play is refused.
 */

#include <curses.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rules.h"
#include "tui.h"
#include "../cli/cli.h"

static volatile sig_atomic_t stop;

static void
on_signal(int sig)
{
	stop = sig;
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
	{ "?", "this help" },
	{ "q", "save the match and quit" },
	{ NULL, NULL }
};

/* ------------------------------------------------------------ saving */

static void
save(struct ui *ui)
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
static void
prepare(struct ui *ui)
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
	save(ui);
	prepare(ui);
}

static void
play_card(struct ui *ui, mc_card c)
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
		play_card(ui, c);
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

/* ------------------------------------------------------------ pages */

static void
help_page(struct ui *ui)
{
	int	 i;

	page_open(ui, "Help: the keys", false);
	for (i = 0; tui_keys[i].keys != NULL; i++)
		page_add(&ui->page, "  %-22s %s", tui_keys[i].keys,
		    tui_keys[i].what);
	page_add(&ui->page, "%s", "");
	page_add(&ui->page, "%s", "  Cards are written T1..T40 (trumps), M "
	    "(the Matto), rank then suit: Rc Dd Cs Fb 10s 1d.");
	page_add(&ui->page, "%s", "  The rules are in the manual: man "
	    "minchiate (section 6).");
}

static void
talk_page(struct ui *ui)
{
	const struct game	*g = &ui->g;
	uint8_t			 who = ui->viewer >= 0 ? 1u << ui->viewer : 0;
	int			 i;

	page_open(ui, "The table talk", false);
	for (i = 0; i < g->ntalk; i++)
		if (g->talk[i].players == MC_VISIBLE_ALL ||
		    (g->talk[i].players & who))
			page_add(&ui->page, "%s", g->talk[i].text);
	ui->page.top = ui->page.n - (ui->lay.rows - 2);
	if (ui->page.top < 0)
		ui->page.top = 0;
}

static void
cards_line(struct page *pg, const char *label, const mc_card *cards, int n)
{
	char	 line[512], note[8];
	int	 i;

	snprintf(line, sizeof(line), "  %s", label);
	for (i = 0; i < n; i++) {
		mc_card_format(cards[i], note, sizeof(note));
		strlcat(line, " ", sizeof(line));
		strlcat(line, note, sizeof(line));
	}
	page_add(pg, "%s", line);
}

/* The rules, rendered from the manual at build time. */
static void
rules_page(struct ui *ui)
{
	int	 i;

	page_open(ui, "The rules (from minchiate(6))", false);
	for (i = 0; i < rules_nlines; i++)
		page_add(&ui->page, "%s", rules_lines[i]);
}

/* R6.12: the previous trick. */
static void
last_trick_page(struct ui *ui)
{
	const struct mc_play	*p = &game_hand(&ui->g)->play;
	char			 name[96];
	int			 i;

	page_open(ui, "The last trick", false);
	if (p->ntricks == 0) {
		page_add(&ui->page, "%s", "  No trick has been played yet.");
		return;
	}
	for (i = 0; i < MC_NSEATS; i++)
		page_add(&ui->page, "  %-5s %s%s",
		    mc_seat_name((p->prev_leader + i) % MC_NSEATS),
		    show_card(p->prev_trick[i], name, sizeof(name)),
		    i == 0 ? " (led)" : "");
	page_add(&ui->page, "  %s won trick %d.", mc_seat_name(p->last_winner),
	    p->ntricks);
}

/* R6.12: the viewer's side's captures. */
static void
captures_page(struct ui *ui)
{
	const struct mc_hand	*h = game_hand(&ui->g);
	mc_card			 cards[MC_NCARDS];
	int			 s, side, n;

	page_open(ui, "Your side's captures", false);
	for (s = 0; s < MC_NSEATS && game_player(&ui->g, s) != ui->viewer; s++)
		;
	if (s == MC_NSEATS) {
		page_add(&ui->page, "%s", "  Only a player at the table has "
		    "captures to look at.");
		return;
	}
	side = mc_seat_side(s);
	n = mc_cards_list(&h->play.won[side], cards);
	page_add(&ui->page, "  %s: %d cards in %d tricks.", side == MC_NS ?
	    "NS" : "EW", n, h->play.tricks_won[side]);
	cards_line(&ui->page, "", cards, n);
}

/* R5.8, R6.12: the announcement; the dealer may look at the folla. */
static void
folla_page(struct ui *ui)
{
	const struct mc_hand	*h = game_hand(&ui->g);
	const uint8_t		*c = h->play.counts;
	mc_card			 cards[MC_NCARDS];
	char			 phrase[128];
	int			 n;

	page_open(ui, "The folla", false);
	if (h->phase == MC_PHASE_CUT) {
		page_add(&ui->page, "%s", "  The deal has not begun.");
		return;
	}
	mc_folla_phrase(c, phrase, sizeof(phrase));
	page_add(&ui->page, "  Announced: \"%s\"", phrase);
	page_add(&ui->page, "  coppe %d, denari %d, spade %d, bastoni %d.",
	    c[0], c[1], c[2], c[3]);
	if (ui->viewer >= 0 && game_player(&ui->g, h->dealer) == ui->viewer) {
		n = mc_hand_cards(h, -1, cards);
		cards_line(&ui->page, "You dealt; the folla holds:", cards, n);
	}
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

	if (ui->save[0] == '\0') {
		snprintf(ui->refusal, sizeof(ui->refusal), "No place to export "
		    "to: set HOME or XDG_STATE_HOME.");
		return;
	}
	snprintf(path, sizeof(path), "%s", ui->save);
	if ((slash = strrchr(path, '/')) != NULL)
		slash[1] = '\0';
	len = strlen(path);
	snprintf(path + len, sizeof(path) - len, "%s-%llu.rec", all ?
	    "match" : "hand", (unsigned long long)game_hand_seed(&ui->g));
	if ((fp = open_memstream(&buf, &blen)) == NULL)
		return;
	if (all)
		for (k = 1; k <= ui->g.r.hands; k++)
			ok = ok && game_export(&ui->g, k, fp);
	else
		ok = game_export(&ui->g, 0, fp);
	fclose(fp);
	if (ok && save_write(path, buf, blen, err, sizeof(err)))
		snprintf(ui->refusal, sizeof(ui->refusal), "%s exported to %s "
		    "(minchiate --replay reads it)", all ? "Every hand" :
		    "This hand", path);
	else
		snprintf(ui->refusal, sizeof(ui->refusal), "%s", ok ? err :
		    "Nothing to export yet.");
	free(buf);
}

/* ------------------------------------------------------------- keys */

static void
on_resize(struct ui *ui)
{
	int	 rows, cols;

	getmaxyx(stdscr, rows, cols);
	layout_compute(&ui->lay, rows, cols);
	clear();
}

/* Keys that work at any moment at the table. */
static bool
global_key(struct ui *ui, int key)
{
	switch (key) {
	case KEY_RESIZE:
		on_resize(ui);
		return true;
	case '?': case KEY_F(1):
		help_page(ui);
		return true;
	case 'q':
		ui->quit = true;
		return true;
	case 't':
		last_trick_page(ui);
		return true;
	case 'c':
		captures_page(ui);
		return true;
	case 'f':
		folla_page(ui);
		return true;
	case 'o':
		talk_page(ui);
		return true;
	case 'r':
		rules_page(ui);
		return true;
	case 'x':
	case 'X':
		export_hands(ui, key == 'X');
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

/* A typed card's notation, completed at a suit letter or with Enter. */
static bool
typed_key(struct ui *ui, int key)
{
	size_t	 len = strlen(ui->typed);
	mc_card	 c;
	bool	 start = strchr("RDCFTM123456789", key) != NULL;
	bool	 more = len > 0 && strchr("0123456789cdsb", key) != NULL;

	if (key <= 0 || key > 127 || (!start && !more) || (len == 0 && !start))
		return false;
	if (len + 1 >= sizeof(ui->typed))
		return true;
	ui->typed[len] = (char)key;
	ui->typed[len + 1] = '\0';
	if (key == 'M' || strchr("cdsb", key) != NULL) {
		if (mc_card_parse(ui->typed, strlen(ui->typed), &c) != MC_OK ||
		    index_of(ui, c) < 0)
			snprintf(ui->refusal, sizeof(ui->refusal), "%s: not "
			    "one of these cards.", ui->typed);
		else {
			ui->cursor = index_of(ui, c);
			choose(ui, c);
		}
		ui->typed[0] = '\0';
	}
	return true;
}

/* Enter with a typed trump, or on the card under the cursor. */
static void
enter_key(struct ui *ui)
{
	mc_card	 c;

	if (ui->typed[0] != '\0') {
		if (mc_card_parse(ui->typed, strlen(ui->typed), &c) != MC_OK ||
		    index_of(ui, c) < 0)
			snprintf(ui->refusal, sizeof(ui->refusal), "%s: not "
			    "one of these cards.", ui->typed);
		else {
			ui->cursor = index_of(ui, c);
			choose(ui, c);
		}
		ui->typed[0] = '\0';
		return;
	}
	if (ui->ask == ASK_DISCARD)
		confirm_discards(ui);
	else if (ui->ask == ASK_PLAY && ui->ncards > 0)
		play_card(ui, ui->cards[ui->cursor]);
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

static void
human_key(struct ui *ui, int key)
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
		global_key(ui, key);
		break;
	}
}

/* ----------------------------------------------------------- the loop */

/* A key, or ERR after ms (-1: wait as long as it takes). */
static int
key_within(int ms)
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
	key = key_within(ms);
	if (key != ERR && key != ' ' && key != '\n' && key != '\r')
		global_key(ui, key);
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
	save(ui);
	if (game_hand(&ui->g)->play.ntricks > tricks) {
		ui->show_trick = true;
		pause_for(ui, 2 * ui->opt.delay_ms);
		ui->show_trick = false;
	}
	prepare(ui);
}

/* R7: the breakdown of the hand; at a giro's end the standings. */
static void
end_of_hand(struct ui *ui)
{
	struct game	*g = &ui->g;
	char		*buf = NULL;
	size_t		 len = 0;
	FILE		*fp;
	int		 p, k;

	page_open(ui, "The end of the hand", true);
	page_add(&ui->page, "Hand %d of %d.", g->r.hands, (int)g->r.length);
	if ((fp = open_memstream(&buf, &len)) != NULL) {
		show_breakdown(fp, game_hand(g));
		fclose(fp);
		page_text(&ui->page, buf);
		free(buf);
	}
	if (g->r.hands % 4 != 0 && !game_over(g))
		return;
	page_add(&ui->page, "%s", "");
	page_add(&ui->page, "%s", game_over(g) ? "The match is over. Rests:" :
	    "Standings after the giro (rests):");
	for (p = 0; p < MC_NSEATS; p++) {
		char	 line[200];

		snprintf(line, sizeof(line), "  %-20s %+4d  (giri:",
		    g->players[p].name, g->r.match.rests[p]);
		for (k = 0; k <= (g->r.hands - 1) / 4 && k < 3; k++)
			snprintf(line + strlen(line), sizeof(line) -
			    strlen(line), " %+d", g->r.match.giro_rests[k][p]);
		page_add(&ui->page, "%s)", line);
	}
	if (!game_over(g) && g->r.hands % 4 == 0)
		page_add(&ui->page, "%s", "Partners change for the next giro "
		    "(R4.3).");
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
	save(ui);
	prepare(ui);
}

/* R9.2: the keyboard passes between humans behind a blank screen. */
static bool
needs_pass(struct ui *ui, int player)
{
	if (ui->viewer == player)
		return false;
	if (ui->viewer >= 0 && game_humans(&ui->g) > 1) {
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
		play_card(ui, ui->cards[ui->cursor]);
		return;
	}
	paint(ui);
	key = key_within(-1);
	if (key == ERR)
		return;
	if (key != KEY_RESIZE && key != KEY_MOUSE)
		ui->refusal[0] = ui->typed[0] == '\0' ? '\0' : ui->refusal[0];
	human_key(ui, key);
}

static void
screen_key(struct ui *ui)
{
	int	 key;

	paint(ui);
	if ((key = key_within(-1)) == ERR)
		return;
	if (key == KEY_RESIZE) {
		on_resize(ui);
		return;
	}
	if (ui->screen == SCREEN_PASS) {
		if (key == ' ') {
			ui->viewer = ui->pass_to;
			ui->screen = SCREEN_TABLE;
		}
		return;
	}
	if (page_key(ui, key) && ui->page.continues)
		next_hand(ui);
}

static void
run(struct ui *ui)
{
	prepare(ui);
	while (!ui->quit && !stop) {
		if (ui->screen != SCREEN_TABLE) {
			screen_key(ui);
			continue;
		}
		if (ui->lay.too_small) {
			paint(ui);
			if (key_within(-1) == KEY_RESIZE)
				on_resize(ui);
			continue;
		}
		if (game_actor(&ui->g) < 0) {
			end_of_hand(ui);
			continue;
		}
		if (game_actor(&ui->g) != ui->actor ||
		    ui->ask == ASK_NONE)
			prepare(ui);
		if (game_human_at(&ui->g, ui->actor))
			human_turn(ui);
		else
			bot_turn(ui);
	}
}

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
tui_default_names(struct game_setup *s)
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

/* Offers the saved match; a broken save is set aside and said. */
static bool
try_resume(struct ui *ui, char *msg, size_t msgsize)
{
	char	 err[512], aside[4096];
	char	*text;
	int	 key;

	if (ui->save[0] == '\0' || ui->opt.resume == 0 ||
	    access(ui->save, F_OK) != 0)
		return false;
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
		erase();
		mvprintw(2, 2, "A saved match was found: hand %d of %d.",
		    ui->g.r.hands, (int)ui->g.r.length);
		mvprintw(4, 2, "Resume it? (y/n)");
		refresh();
		do
			key = key_within(-1);
		while (key != 'y' && key != 'n' && key != 'Y' && key != 'N' &&
		    key != '\n' && !stop);
		if (key == 'n' || key == 'N') {
			game_free(&ui->g);
			return false;
		}
	}
	if (game_hand(&ui->g)->phase == MC_PHASE_OVER)
		game_deal(&ui->g);
	return true;
}

/* A long message over as many lines as it takes, from row y. */
static void
say_wrapped(int y, const char *msg)
{
	int	 w = COLS - 4, used;
	size_t	 len = strlen(msg), at = 0, n;

	attrset(A_BOLD);
	while (at < len && y < LINES - 1 && w > 0) {
		n = strlen(msg + at);
		if (n > (size_t)w)
			n = (size_t)w;
		used = put_text(y++, 2, w, A_BOLD, msg + at);
		(void)used;
		at += n;
	}
	attrset(A_NORMAL);
}

/* The setup screen: seats, the match's length, the variants. */
static bool
setup_screen(struct ui *ui, const char *msg)
{
	static const char *const lengths[] = { "one hand", "one giro (4 hands)",
	    "a full set (12 hands)" };
	static const char *const vnames[] = {
		"optional falling (R10.1)", "Demonio, Mondo e Carne (R10.2)",
		"automatic declarations (R10.3)"
	};
	struct game_setup	*s = &ui->opt.setup;
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
			mvprintw(2 + i, 4, "%-5s  %-20s %s", mc_seat_name(i),
			    pl->name, pl->human ? "human" :
			    bot_level_name(pl->level));
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
		refresh();
		if ((key = key_within(-1)) == ERR) {
			if (stop)
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

				kind = pl->human ? 0 : 1 + (int)pl->level;
				kind = (kind + step + 5) % 5;
				pl->human = kind == 0;
				if (kind > 0)
					pl->level = (enum bot_level)(kind - 1);
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
	on_resize(ui);
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
	started = try_resume(&ui, msg, sizeof(msg));
	if (!started && !stop && (opt->seats_given || setup_screen(&ui, msg))) {
		started = game_new(&ui.g, &ui.opt.setup);
		if (started)
			save(&ui);
	}
	if (started && !stop)
		run(&ui);
	if (started && !game_over(&ui.g))
		save(&ui);
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

/*
 * paint.c -- drawing the table: the seats around the trick, as seen from
 * the player at the keyboard, the markers, the hand to choose from, the
 * prompt and the table talk.  Only what that player may see is drawn
 * (R9.1, R9.2); colour is never the only cue (bold, dim, brackets).
 */

#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

#include "tui.h"
#include "../cli/cli.h"

enum pair {
	PAIR_RED = 1,	/* coppe and denari */
	PAIR_TRUMP,
	PAIR_MATTO,
	PAIR_TITLE,
	PAIR_TURN
};

void
paint_colors(struct ui *ui)
{
	ui->color = ui->opt.color && has_colors();
	if (!ui->color)
		return;
	start_color();
	use_default_colors();
	init_pair(PAIR_RED, COLOR_RED, -1);
	init_pair(PAIR_TRUMP, COLOR_YELLOW, -1);
	init_pair(PAIR_MATTO, COLOR_MAGENTA, -1);
	init_pair(PAIR_TITLE, COLOR_CYAN, -1);
	init_pair(PAIR_TURN, COLOR_GREEN, -1);
}

static attr_t
pair(const struct ui *ui, enum pair p)
{
	return ui->color ? COLOR_PAIR(p) : 0;
}

/* The bytes of s that fit in cols columns (UTF-8 aware). */
static size_t
fit(const char *s, int cols, int *used)
{
	mbstate_t	 st;
	wchar_t		 wc;
	size_t		 n, at = 0, len = strlen(s);
	int		 w, u = 0;

	memset(&st, 0, sizeof(st));
	while (at < len) {
		n = mbrtowc(&wc, s + at, len - at, &st);
		if (n == (size_t)-1 || n == (size_t)-2) {
			n = 1;
			w = 1;
			memset(&st, 0, sizeof(st));
		} else if ((w = wcwidth(wc)) < 0)
			w = 1;
		if (u + w > cols)
			break;
		u += w;
		at += n;
	}
	if (used != NULL)
		*used = u;
	return at;
}

/* The bytes of s that fit in cols columns, cut at a space if it can. */
size_t
text_fit(const char *s, int cols)
{
	size_t	 n = fit(s, cols, NULL), b;

	if (s[n] == '\0')
		return n;
	for (b = n; b > 0 && s[b] != ' '; b--)
		;
	return b > 0 ? b : n > 0 ? n : 1;
}

int
text_width(const char *s)
{
	int	 u;

	fit(s, 1 << 20, &u);
	return u;
}

/* Writes s at (y, x) clipped to w columns; returns the columns used. */
static int
put(int y, int x, int w, attr_t a, const char *s)
{
	return put_text(y, x, w, (int)a, s);
}

int
put_text(int y, int x, int w, int a, const char *s)
{
	int	 used;
	size_t	 n;

	if (w <= 0)
		return 0;
	n = fit(s, w, &used);
	attrset((attr_t)a);
	mvaddnstr(y, x, s, (int)n);
	attrset(A_NORMAL);
	return used;
}

static int
putf(int y, int x, int w, attr_t a, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static int
putf(int y, int x, int w, attr_t a, const char *fmt, ...)
{
	char	 buf[512];
	va_list	 ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	return put(y, x, w, a, buf);
}

static void
clear_rect(const struct rect *r)
{
	int	 y;

	for (y = r->y; y < r->y + r->h; y++)
		mvhline(y, r->x, ' ', r->w);
}

/* The colour of a card: red suits, trumps, the Matto. */
static attr_t
card_attr(const struct ui *ui, mc_card c)
{
	if (c == MC_MATTO)
		return pair(ui, PAIR_MATTO);
	if (mc_is_trump(c))
		return pair(ui, PAIR_TRUMP);
	if (mc_is_red(c))
		return pair(ui, PAIR_RED);
	return 0;
}

static const char *
note(mc_card c, char *buf)
{
	mc_card_format(c, buf, 8);
	return buf;
}

/* R8.2: a marker value in fish and tokens, UTF-8 or ASCII. */
const char *
marker_text(int value, bool utf8, char *buf, size_t size)
{
	struct mc_layout l;
	const char	*dbl = utf8 ? "\u2299" : "O", *one = utf8 ? "\u25cb" : "o";
	const char	*fish = utf8 ? "\U0001f41f" : "><>";
	int		 i;

	mc_marker_layout(value, &l);
	buf[0] = '\0';
	for (i = 0; i < l.doubles; i++)
		strlcat(buf, dbl, size);
	for (i = 0; i < l.singles; i++)
		strlcat(buf, one, size);
	for (i = 0; i < l.fish; i++)
		strlcat(buf, fish, size);
	for (i = 0; i < l.minus; i++)
		strlcat(buf, one, size);
	if (buf[0] == '\0')
		strlcpy(buf, "-", size);
	return buf;
}

/* The seat drawn at screen position k (0 bottom, 1 right, 2 top, 3 left). */
static int
seat_at(const struct ui *ui, int k)
{
	int	 base = MC_SOUTH, s;

	if (ui->viewer >= 0)
		for (s = 0; s < MC_NSEATS; s++)
			if (game_player(&ui->g, s) == ui->viewer)
				base = s;
	return (base + k) % MC_NSEATS;
}

/* ------------------------------------------------------------ status */

static const char *
phase_text(const struct ui *ui)
{
	const struct mc_hand	*h = game_hand(&ui->g);

	switch (h->phase) {
	case MC_PHASE_CUT:
		return "the cut";
	case MC_PHASE_DISCARD:
		return "the discards";
	case MC_PHASE_DECLARE:
		return "declarations";
	case MC_PHASE_FALL:
		return "falling";
	case MC_PHASE_PLAY:
		return "play";
	default:
		return "the hand is over";
	}
}

static void
paint_status(struct ui *ui)
{
	const struct rect	*r = &ui->lay.a[AREA_STATUS];
	const struct game	*g = &ui->g;

	attrset(A_REVERSE);
	mvhline(r->y, r->x, ' ', r->w);
	putf(r->y, r->x + 1, r->w - 2, A_REVERSE | A_BOLD,
	    "Minchiate  hand %d of %d  giro %d  dealer %s  %s", g->r.hands,
	    (int)g->r.length, mc_match_giro(&g->r.match) + 1,
	    mc_seat_name(g->r.dealer), phase_text(ui));
}

/* -------------------------------------------------------------- seats */

/* Words flowed into a rectangle, wrapping at spaces between them. */
struct flow {
	const struct rect *r;
	int		 y, x;
};

static void
flow_word(struct flow *f, attr_t a, const char *w)
{
	int	 width = text_width(w);

	if (f->x > f->r->x && f->x + width > f->r->x + f->r->w) {
		f->y++;
		f->x = f->r->x;
	}
	if (f->y >= f->r->y + f->r->h)
		return;
	f->x += put(f->y, f->x, f->r->x + f->r->w - f->x, a, w);
	if (f->x < f->r->x + f->r->w)
		f->x++;
}

static void
flow_newline(struct flow *f)
{
	if (f->x > f->r->x) {
		f->y++;
		f->x = f->r->x;
	}
}

static void
flow_cards(struct flow *f, const struct ui *ui, const struct mc_cards *set)
{
	mc_card	 list[MC_NCARDS];
	char	 buf[8];
	int	 i, n = mc_cards_list(set, list);

	for (i = 0; i < n; i++)
		flow_word(f, card_attr(ui, list[i]) | A_BOLD, note(list[i], buf));
}

static void
paint_seat(struct ui *ui, int k, enum area area)
{
	const struct rect	*r = &ui->lay.a[area];
	const struct game	*g = &ui->g;
	const struct mc_hand	*h = game_hand(g);
	const struct player	*pl;
	struct flow		 f = { r, r->y, r->x };
	struct mc_cards		 up;
	char			 buf[64];
	int			 s = seat_at(ui, k), p = game_player(g, s);
	bool			 fallen = h->play.fallen >> s & 1;

	pl = &g->players[p];
	flow_word(&f, A_BOLD, mc_seat_name(s));
	flow_word(&f, p == ui->viewer ? A_BOLD : 0, pl->name);
	if (p == ui->viewer)
		flow_word(&f, A_BOLD, "(you)");
	snprintf(buf, sizeof(buf), "%s", pl->human ? "human" :
	    bot_level_name(pl->level));
	flow_word(&f, A_DIM, buf);
	snprintf(buf, sizeof(buf), "%d cards", mc_cards_count(&h->held[s]));
	flow_word(&f, 0, buf);
	if (s == h->dealer)
		flow_word(&f, A_BOLD, "dealer");
	if (ui->viewer >= 0 && p != ui->viewer &&
	    mc_seat_side(s) == mc_seat_side(seat_at(ui, 0)))
		flow_word(&f, 0, "partner");
	if (game_actor(g) == s && h->phase != MC_PHASE_OVER)
		flow_word(&f, A_REVERSE | pair(ui, PAIR_TURN),
		    ui->utf8 ? "\u25c0 to act" : "<- to act");
	flow_newline(&f);
	if (fallen) {
		/* R6.11: a fallen hand lies open for all to see. */
		flow_word(&f, A_BOLD, "fallen, open:");
		flow_cards(&f, ui, &h->held[s]);
		return;
	}
	up = h->held[s];
	up.w[0] &= h->faceup.w[0];
	up.w[1] &= h->faceup.w[1];
	if (mc_cards_count(&up) > 0 && p != ui->viewer) {
		flow_word(&f, 0, "face up:");
		flow_cards(&f, ui, &up);
	}
}

/* -------------------------------------------------------------- trick */

/* A line around r: box drawing in UTF-8, else ASCII. */
static void
frame(const struct ui *ui, const struct rect *r)
{
	int	 y, x0 = r->x, x1 = r->x + r->w - 1, y1 = r->y + r->h - 1;

	attrset(A_DIM);
	if (ui->utf8) {
		mvhline(r->y, x0 + 1, ACS_HLINE, r->w - 2);
		mvhline(y1, x0 + 1, ACS_HLINE, r->w - 2);
		mvvline(r->y + 1, x0, ACS_VLINE, r->h - 2);
		mvvline(r->y + 1, x1, ACS_VLINE, r->h - 2);
		mvaddch(r->y, x0, ACS_ULCORNER);
		mvaddch(r->y, x1, ACS_URCORNER);
		mvaddch(y1, x0, ACS_LLCORNER);
		mvaddch(y1, x1, ACS_LRCORNER);
	} else {
		mvhline(r->y, x0, '-', r->w);
		mvhline(y1, x0, '-', r->w);
		for (y = r->y + 1; y < y1; y++) {
			mvaddch(y, x0, '|');
			mvaddch(y, x1, '|');
		}
		mvaddch(r->y, x0, '+');
		mvaddch(r->y, x1, '+');
		mvaddch(y1, x0, '+');
		mvaddch(y1, x1, '+');
	}
	attrset(A_NORMAL);
}

static void
paint_trick(struct ui *ui)
{
	const struct rect	*r = &ui->lay.a[AREA_TRICK];
	const struct mc_hand	*h = game_hand(&ui->g);
	const struct mc_play	*p = &h->play;
	const mc_card		*cards = p->trick;
	int			 n = p->nplayed, leader = p->leader, number;
	int			 i, k, s, y, x, w, mid = r->y + r->h / 2;
	char			 buf[8];
	bool			 done = ui->show_trick && p->ntricks > 0 &&
				    n == 0;

	if (h->phase != MC_PHASE_PLAY && h->phase != MC_PHASE_DECLARE &&
	    h->phase != MC_PHASE_FALL && !done)
		return;
	number = p->ntricks + 1;
	if (done) {
		cards = p->prev_trick;
		n = MC_NSEATS;
		leader = p->prev_leader;
		number = p->ntricks;
	}
	frame(ui, r);
	putf(r->y, r->x + 2, r->w - 4, A_BOLD, " Trick %d ", number);
	for (i = 0; i < n; i++) {
		s = (leader + i) % MC_NSEATS;
		for (k = 0; k < MC_NSEATS && seat_at(ui, k) != s; k++)
			;
		note(cards[i], buf);
		switch (k) {
		case 0: y = r->y + r->h - 2; x = r->x + r->w / 2 - 2; break;
		case 1: y = mid; x = r->x + r->w - 6; break;
		case 2: y = r->y + 1; x = r->x + r->w / 2 - 2; break;
		default: y = mid; x = r->x + 2; break;
		}
		put(y, x, 4, card_attr(ui, cards[i]) | A_BOLD, buf);
	}
	y = r->y + r->h - 1;
	if (done)
		putf(y, r->x + 2, r->w - 4, A_BOLD, " won by %s ",
		    mc_seat_name(p->last_winner));
	else if ((w = mc_trick_winning(h)) >= 0 && n > 1)
		putf(y, r->x + 2, r->w - 4, 0, " %s winning ",
		    mc_seat_name((leader + w) % MC_NSEATS));
	else
		putf(y, r->x + 2, r->w - 4, 0, " %s leads ",
		    mc_seat_name(leader));
}

/* ------------------------------------------------------------- marker */

static void
paint_marker(struct ui *ui)
{
	const struct rect	*r = &ui->lay.a[AREA_MARKER];
	const struct game	*g = &ui->g;
	const struct mc_marker	*m = &game_hand(g)->play.marker;
	char			 buf[128];
	int			 side, s, x;

	for (side = 0; side < 2; side++) {
		x = r->x + put(r->y + side, r->x, r->w, A_BOLD,
		    side == MC_NS ? "NS " : "EW ");
		x += put(r->y + side, x, r->w - (x - r->x), 0,
		    marker_text(m->value[side], ui->utf8, buf, sizeof(buf)));
		x += putf(r->y + side, x, r->w - (x - r->x), A_BOLD, " %d",
		    m->value[side]);
		x += putf(r->y + side, x, r->w - (x - r->x), 0,
		    "  rests: hand %d,", m->rests[side]);
		for (s = side; s < MC_NSEATS; s += 2)
			x += putf(r->y + side, x, r->w - (x - r->x), 0,
			    " %s %+d", g->players[game_player(g, s)].name,
			    g->r.match.rests[game_player(g, s)]);
	}
}

/* --------------------------------------------------------------- hand */

static bool
picked(const struct ui *ui, mc_card c)
{
	int	 i;

	for (i = 0; i < ui->npicked; i++)
		if (ui->picked[i] == c)
			return true;
	return false;
}

static void
paint_declare(struct ui *ui, const struct rect *r)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	char			 line[160], buf[8];
	int			 i, j, n;

	n = mc_hand_versicole(game_hand(&ui->g), ui->actor, v);
	for (i = 0; i < n && i < r->h; i++) {
		snprintf(line, sizeof(line), "[%c] %s ",
		    ui->which >> i & 1 ? 'x' : ' ', versicola_name(v[i].kind));
		for (j = 0; j < v[i].ncards; j++) {
			if (j > 0)
				strlcat(line, "-", sizeof(line));
			strlcat(line, note(v[i].cards[j], buf), sizeof(line));
		}
		snprintf(line + strlen(line), sizeof(line) - strlen(line),
		    "%s = %d", v[i].bonus ? " +Matto" : "", v[i].value);
		put(r->y + i, r->x, r->w, i == ui->cursor ? A_REVERSE : 0,
		    line);
	}
}

/* The cards to choose from, a line per suit, trumps last. */
static void
paint_hand(struct ui *ui)
{
	const struct rect	*r = &ui->lay.a[AREA_HAND];
	int			 i, y = r->y, x = r->x, group = -1, g, w;
	char			 buf[12];
	attr_t			 a;

	ui->nhits = 0;
	if (ui->ask == ASK_DECLARE) {
		paint_declare(ui, r);
		return;
	}
	for (i = 0; i < ui->ncards; i++) {
		mc_card c = ui->cards[i];

		g = mc_is_trump(c) || c == MC_MATTO ? 4 : mc_card_suit(c);
		if (group >= 0 && g != group && x > r->x) {
			/* a new line per group while there is room */
			if (r->y + r->h - y > 1 && ui->ncards <= 6 * r->h)
				y++, x = r->x;
			else
				x += 1;
		}
		group = g;
		/* '*' marks a card lying face up (R5.3, R5.4, R5.6, R5.7) */
		snprintf(buf, sizeof(buf), "%c%s%c", picked(ui, c) ? '[' : ' ',
		    note(c, (char[8]){ 0 }), picked(ui, c) ? ']' :
		    mc_cards_has(&game_hand(&ui->g)->faceup, c) ? '*' : ' ');
		w = (int)strlen(buf);
		if (x + w > r->x + r->w) {
			y++;
			x = r->x;
		}
		if (y >= r->y + r->h)
			break;
		a = card_attr(ui, c);
		if (ui->ask == ASK_PLAY)
			a |= mc_cards_has(&ui->legal, c) ? A_BOLD : A_DIM;
		else if (ui->ask != ASK_NONE)
			a |= A_BOLD;
		if (i == ui->cursor && ui->ask != ASK_NONE)
			a |= A_REVERSE;
		put(y, x, w, a, buf);
		ui->hits[ui->nhits++] = (struct hit){ y, x, w, i };
		x += w;
	}
}

/* ------------------------------------------------------ prompt, keys */

static void
paint_prompt(struct ui *ui)
{
	const struct rect	*r = &ui->lay.a[AREA_PROMPT];

	put(r->y, r->x, r->w, A_BOLD, ui->prompt);
	if (ui->refusal[0] != '\0')
		put(r->y + 1, r->x, r->w, A_BOLD | pair(ui, PAIR_RED),
		    ui->refusal);
	else if (ui->typed[0] != '\0')
		putf(r->y + 1, r->x, r->w, 0, "typed: %s", ui->typed);
}

static void
paint_keys(struct ui *ui)
{
	const struct rect	*r = &ui->lay.a[AREA_KEYS];

	put(r->y, r->x, r->w, A_DIM, "?:help  q:save, quit  t:last trick  "
	    "c:captures  f:folla  o:talk  r:rules  x:export");
}

/* ---------------------------------------------------------------- talk */

/* A line of talk cut at spaces into pieces of the area's width. */
struct piece {
	const char	*s;
	size_t		 n;
};

static int
wrap(const char *t, int w, struct piece *out, int max)
{
	size_t	 n, b;
	int	 nl = 0;

	while (*t != '\0' && nl < max) {
		n = fit(t, nl == 0 ? w : w - 2, NULL);
		if (t[n] != '\0') {
			for (b = n; b > 0 && t[b] != ' '; b--)
				;
			if (b > 0)
				n = b;
		}
		if (n == 0)
			n = 1;
		out[nl].s = t;
		out[nl++].n = n;
		for (t += n; *t == ' '; t++)
			;
	}
	return nl;
}

/* The talk, newest at the bottom, wrapped; what the viewer may read. */
static void
paint_talk(struct ui *ui)
{
	const struct rect	*r = &ui->lay.a[AREA_LOG];
	const struct game	*g = &ui->g;
	struct piece		 pc[32];
	int			 i, k, nl, y = r->y + r->h - 1;
	int			 skip = ui->talk_back;
	uint8_t			 who = ui->viewer >= 0 ? 1u << ui->viewer : 0;

	attrset(A_DIM);
	mvvline(r->y, r->x - 1, ui->utf8 ? ACS_VLINE : '|', r->h);
	attrset(A_NORMAL);
	put(r->y, r->x, r->w, A_BOLD | pair(ui, PAIR_TITLE),
	    ui->talk_back > 0 ? "Table talk (scrolled)" : "Table talk");
	for (i = g->ntalk - 1; i >= 0 && y > r->y; i--) {
		if (g->talk[i].players != MC_VISIBLE_ALL &&
		    !(g->talk[i].players & who))
			continue;
		nl = wrap(g->talk[i].text, r->w, pc, 32);
		for (k = nl - 1; k >= 0 && y > r->y; k--) {
			if (skip > 0) {
				skip--;
				continue;
			}
			attrset(i >= g->hand_talk ? A_NORMAL : A_DIM);
			mvaddnstr(y--, r->x + (k > 0 ? 2 : 0), pc[k].s,
			    (int)pc[k].n);
			attrset(A_NORMAL);
		}
	}
}

/* -------------------------------------------------------------- screen */

static void
paint_too_small(struct ui *ui)
{
	putf(0, 0, ui->lay.cols, A_BOLD, "minchiate needs %dx%d",
	    LAYOUT_MIN_COLS, LAYOUT_MIN_ROWS);
	putf(1, 0, ui->lay.cols, 0, "this terminal is %dx%d", ui->lay.cols,
	    ui->lay.rows);
}

static void
paint_pass(struct ui *ui)
{
	const struct player	*pl = &ui->g.players[ui->pass_to];
	int			 s, y = ui->lay.rows / 2 - 1;

	for (s = 0; s < MC_NSEATS && game_player(&ui->g, s) != ui->pass_to;
	    s++)
		;
	putf(y, 2, ui->lay.cols - 4, A_BOLD, "Pass the keyboard to %s (%s).",
	    pl->name, mc_seat_name(s % MC_NSEATS));
	put(y + 2, 2, ui->lay.cols - 4, 0,
	    "Everything private is hidden. Press Space to go on (q saves "
	    "and quits).");
}

void
paint(struct ui *ui)
{
	int	 k;
	static const enum area seats[4] = {
		AREA_SEAT_BOTTOM, AREA_SEAT_RIGHT, AREA_SEAT_TOP, AREA_SEAT_LEFT
	};

	erase();
	if (ui->lay.too_small)
		paint_too_small(ui);
	else if (ui->screen == SCREEN_PASS)
		paint_pass(ui);
	else if (ui->screen == SCREEN_PAGE)
		page_paint(ui);
	else {
		paint_status(ui);
		for (k = 0; k < MC_NSEATS; k++) {
			clear_rect(&ui->lay.a[seats[k]]);
			paint_seat(ui, k, seats[k]);
		}
		paint_trick(ui);
		paint_marker(ui);
		paint_hand(ui);
		paint_prompt(ui);
		paint_talk(ui);
		paint_keys(ui);
	}
	refresh();
}

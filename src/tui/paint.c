/*
 * paint.c -- drawing the table: the seats around the trick, as seen from
 * the player at the keyboard, the markers, the hand to choose from, the
 * prompt and the table talk.  Everything comes from the table's scene,
 * the viewer's seat view (scene.h): there is no other way to a card
 * (R9.1, R9.2).  Colour is never the only cue (bold, dim, brackets).
 */

#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "table.h"
#include "../text/text.h"
#include "../lang/lang.h"

/* The colour pairs; each repeats a cue that is there without colour. */
enum pair {
	PAIR_RED = 1,	/* coppe and denari */
	PAIR_TRUMP,
	PAIR_MATTO,
	PAIR_TITLE,
	PAIR_TURN
};

/*
 * Colour only when wanted (not NO_COLOR, not --no-color) and the terminal
 * has it; the terminal's own background is kept.
 */
void
paint_colors(struct table *t, bool want)
{
	t->color = want && has_colors();
	if (!t->color)
		return;
	start_color();
	use_default_colors();
	init_pair(PAIR_RED, COLOR_RED, -1);
	init_pair(PAIR_TRUMP, COLOR_YELLOW, -1);
	init_pair(PAIR_MATTO, COLOR_MAGENTA, -1);
	init_pair(PAIR_TITLE, COLOR_CYAN, -1);
	init_pair(PAIR_TURN, COLOR_GREEN, -1);
}

/* A colour's attribute, or no attribute at a table without colour. */
static attr_t
pair(const struct table *t, enum pair p)
{
	return t->color ? COLOR_PAIR(p) : 0;
}

/* put_text, with curses' own type for the attribute. */
static int
put(int y, int x, int w, attr_t a, const char *s)
{
	return put_text(y, x, w, (int)a, s);
}

static int
putf(int y, int x, int w, attr_t a, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* put with a printf format; the text is cut at 511 bytes. */
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

/* The colour of a card: red suits, trumps, the Matto (R1.2). */
static attr_t
card_attr(const struct table *t, mc_card c)
{
	if (c == MC_MATTO)
		return pair(t, PAIR_MATTO);
	if (mc_is_trump(c))
		return pair(t, PAIR_TRUMP);
	if (mc_is_red(mc_card_suit(c)))
		return pair(t, PAIR_RED);
	return 0;
}

/* A counting card is underlined wherever it is drawn (R2.1). */
static attr_t
value_attr(mc_card c)
{
	return mc_card_value(c) > 0 ? A_UNDERLINE : 0;
}

/* A card in R0.3 notation, in buf of at least 8 bytes. */
static const char *
note(mc_card c, char *buf)
{
	mc_card_format(c, buf, 8);
	return buf;
}

/* R8.2: a marker value in fish and tokens, UTF-8 or ASCII. */
static const char *
marker_text(int value, bool utf8, char *buf, size_t size)
{
	struct mc_layout l;
	const char	*dbl = utf8 ? "\u2299" : "O", *one = utf8 ? "\u25cb" : "o";
	const char	*fish = utf8 ? "\U0001f41f" : "><>";
	/* In ASCII the groups are spaced: "o><>" would read as one thing. */
	const char	*gap = utf8 ? "" : " ";
	int		 i;

	mc_marker_layout(value, &l);
	buf[0] = '\0';
	for (i = 0; i < l.doubles; i++)
		strlcat(buf, dbl, size);
	for (i = 0; i < l.singles; i++)
		strlcat(buf, one, size);
	if (buf[0] != '\0' && l.fish > 0)
		strlcat(buf, gap, size);
	for (i = 0; i < l.fish; i++)
		strlcat(buf, fish, size);
	if (buf[0] != '\0' && l.minus > 0)
		strlcat(buf, gap, size);
	for (i = 0; i < l.minus; i++)
		strlcat(buf, one, size);
	if (buf[0] == '\0')
		strlcpy(buf, "-", size);
	return buf;
}

/*
 * The seat drawn at screen position k (0 bottom, 1 right, 2 top, 3 left):
 * the viewer at the bottom and the others counterclockwise from him, so
 * his right-hand player is on the right (R0.2).
 */
static int
seat_at(const struct table *t, int k)
{
	int	 base = t->sc.seat == MC_NOSEAT ? MC_SOUTH : t->sc.seat;

	return (base + k) % MC_NSEATS;
}

/* The screen position of seat s. */
static int
position_of(const struct table *t, int s)
{
	int	 k;

	for (k = 0; k < MC_NSEATS && seat_at(t, k) != s; k++)
		;
	return k;
}

/* A seat's initial, beside its card in the trick. */
static const char *
seat_letter(int s)
{
	/* TRANSLATORS: a seat's initial beside its card in the trick, one
	 * column: South, East, North, West. */
	switch (s) {
	case MC_SOUTH:
		return P_("seat letter", "S");
	case MC_EAST:
		return P_("seat letter", "E");
	case MC_NORTH:
		return P_("seat letter", "N");
	default:
		return P_("seat letter", "W");
	}
}

/* ------------------------------------------------------------ status */

/* The phase of the hand as the status line names it, its last field. */
static const char *
phase_text(const struct mc_hand *h)
{
	switch (h->phase) {
	case MC_PHASE_CUT:
		/* TRANSLATORS: the phase of the hand on the status line, at
		 * most 16 columns. */
		return _("the cut");
	case MC_PHASE_DISCARD:
		/* TRANSLATORS: the phase of the hand on the status line, at
		 * most 16 columns. */
		return _("the discards");
	case MC_PHASE_DECLARE:
		/* TRANSLATORS: the phase of the hand on the status line, at
		 * most 16 columns. */
		return _("declarations");
	case MC_PHASE_FALL:
		/* TRANSLATORS: the phase of the hand on the status line, at
		 * most 16 columns. */
		return _("falling");
	case MC_PHASE_PLAY:
		/* TRANSLATORS: the phase of the hand on the status line, at
		 * most 16 columns. */
		return _("play");
	default:
		/* TRANSLATORS: the phase of the hand on the status line, at
		 * most 16 columns. */
		return _("the hand is over");
	}
}

/* The top line: where the match stands (hand, giro, dealer, phase). */
static void
paint_status(struct table *t)
{
	const struct rect	*r = &t->lay.a[AREA_STATUS];
	const struct scene	*sc = &t->sc;
	/* TRANSLATORS: the status line's mark while the match is not
	 * saved, at most 11 columns. */
	const char		*unsaved = _("NOT SAVED");

	attrset(A_REVERSE);
	mvhline(r->y, r->x, ' ', r->w);
	if (sc->hand == 0) {
		/* TRANSLATORS: the status line of a table joined from
		 * elsewhere before its first deal, at most 66 columns. */
		put(r->y, r->x + 1, r->w - 2, A_REVERSE | A_BOLD,
		    _("Minchiate  before the first deal"));
		return;
	}
	/* TRANSLATORS: the status line, at most 66 columns with the
	 * longest seat name and phase: the hand's number, the match's
	 * length in hands, the giro's number, the dealer's seat, and the
	 * phase of the hand (or "the deal" while it is dealt). */
	putf(r->y, r->x + 1, r->w - 2, A_REVERSE | A_BOLD,
	    _("Minchiate  hand %d of %d  giro %d  dealer %s  %s"), sc->hand,
	    sc->length, mc_match_giro(&sc->match) + 1,
	    show_seat(sc->view.hand.dealer), sc->dealing ?
	    /* TRANSLATORS: the phase of the hand on the status line while
	     * the cards are dealt, at most 16 columns. */
	    _("the deal") : phase_text(&sc->view.hand));
	/* As long as the match is not saved, the table says so. */
	if (t->not_saved)
		put(r->y, r->x + r->w - 2 - text_width(unsaved),
		    text_width(unsaved) + 1, A_BOLD | pair(t, PAIR_RED),
		    unsaved);
}

/* -------------------------------------------------------------- seats */

/* Words flowed into a rectangle, wrapping at spaces between them. */
struct flow {
	const struct rect *r;
	int		 y, x;
};

/*
 * A word goes on the current row, or on the next if it would not fit
 * there (a word alone on its row is clipped); below the rectangle,
 * nowhere.
 */
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

/* The next word starts a row, unless the current row is still empty. */
static void
flow_newline(struct flow *f)
{
	if (f->x > f->r->x) {
		f->y++;
		f->x = f->r->x;
	}
}

/* A set of cards in the order of every listing, counting ones underlined. */
static void
flow_cards(struct flow *f, const struct table *t, const struct mc_cards *set)
{
	mc_card	 list[MC_NCARDS];
	char	 buf[8];
	int	 i, n = mc_cards_sorted(set, list);

	for (i = 0; i < n; i++)
		flow_word(f, card_attr(t, list[i]) | value_attr(list[i]) |
		    A_BOLD, note(list[i], buf));
}

/*
 * The seat at screen position k: who sits there this giro (R4.3), his
 * cards and rests, dealer, partner, whose turn it is; then what the
 * viewer may see of that hand (R9.1): all of it if he fell (R6.11), else
 * its face-up cards and those the viewer knows of.
 */
static void
paint_seat(struct table *t, int k, enum area area)
{
	const struct rect	*r = &t->lay.a[area];
	const struct scene	*sc = &t->sc;
	const struct mc_hand	*h = &sc->view.hand;
	const struct scene_seat	*st;
	struct flow		 f = { r, r->y, r->x };
	struct mc_cards		 up, known;
	char			 buf[64];
	int			 s = seat_at(t, k), rests, i;
	bool			 you = s == sc->seat;

	st = &sc->seats[s];
	rests = sc->match.rests[st->player];
	/*
	 * TRANSLATORS: the words around a seat on the table are drawn in
	 * 15 columns at 80x24, each of them whole on a row: each at most
	 * 15 columns.
	 */
	flow_word(&f, A_BOLD, show_seat(s));
	/* a player nobody named is called by his seat: said once */
	if (strcmp(st->name, show_seat(s)) != 0)
		flow_word(&f, you ? A_BOLD : 0, st->name);
	if (you)
		/* TRANSLATORS: beside the viewer's own name on the table, at
		 * most 15 columns. */
		flow_word(&f, A_BOLD, _("(you)"));
	flow_word(&f, A_DIM, st->level);
	/* TRANSLATORS: the cards a seat holds, at most 15 columns. */
	snprintf(buf, sizeof(buf), ngettext("%d card", "%d cards",
	    st->ncards), st->ncards);
	flow_word(&f, 0, buf);
	if (rests != 0) {
		/* TRANSLATORS: a player's rests in the match, with a sign,
		 * at most 15 columns. */
		snprintf(buf, sizeof(buf), ngettext("%+d rest", "%+d rests",
		    rests < 0 ? -rests : rests), rests);
		flow_word(&f, 0, buf);
	}
	if (s == h->dealer)
		/* TRANSLATORS: beside the dealer's seat, at most 15
		 * columns. */
		flow_word(&f, A_BOLD, _("dealer"));
	if (!you && scene_side(sc) == (int)mc_seat_side(s))
		/* TRANSLATORS: beside the viewer's partner's seat, at most
		 * 15 columns. */
		flow_word(&f, 0, _("partner"));
	/* While the deal is told, nobody is asked anything yet. */
	if (sc->actor == s && !t->moment.on)
		/* TRANSLATORS: the mark of the seat whose decision it is,
		 * at most 15 columns; the same words as in the legend of
		 * the help. */
		flow_word(&f, A_REVERSE | pair(t, PAIR_TURN),
		    t->utf8 ? _("\u25c0 to act") : _("<- to act"));
	flow_newline(&f);
	if (h->play.fallen >> s & 1) {
		/* R6.11: a fallen hand lies open for all to see. */
		/* TRANSLATORS: before the cards of a player who fell, at
		 * most 15 columns; the same words as in the legend. */
		flow_word(&f, A_BOLD, _("fallen, open:"));
		flow_cards(&f, t, &h->held[s]);
		return;
	}
	if (you)
		return;
	/* The view holds of another hand only what this seat may see. */
	for (i = 0; i < 2; i++) {
		up.w[i] = h->held[s].w[i] & h->faceup.w[i];
		known.w[i] = h->held[s].w[i] & ~h->faceup.w[i];
	}
	if (mc_cards_count(&up) > 0) {
		/* TRANSLATORS: before a player's cards lying face up, at
		 * most 15 columns; the same words as in the legend. */
		flow_word(&f, 0, _("face up:"));
		flow_cards(&f, t, &up);
	}
	if (mc_cards_count(&known) > 0) {
		/* TRANSLATORS: before the cards of a player the viewer
		 * knows, at most 15 columns; as in the legend. */
		flow_word(&f, 0, _("known:"));
		flow_cards(&f, t, &known);
	}
}

/* -------------------------------------------------------------- trick */

/* A line around r: box drawing in UTF-8, else ASCII. */
static void
frame(const struct table *t, const struct rect *r)
{
	int	 y, x0 = r->x, x1 = r->x + r->w - 1, y1 = r->y + r->h - 1;

	attrset(A_DIM);
	if (t->utf8) {
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

/*
 * A card of the trick at its player's side of the frame, labelled with
 * his seat's letter; '>' marks the card that led.  A card that dies
 * (R6.10) is drawn in reverse once the trick is won.
 */
static void
trick_card(struct table *t, const struct rect *r, int s, mc_card c,
    bool led, bool dies)
{
	char	 label[16], buf[8];
	int	 y, x, mid = r->y + r->h / 2;
	attr_t	 a = card_attr(t, c) | value_attr(c) | A_BOLD;

	snprintf(label, sizeof(label), "%s%s ", led ? ">" : " ",
	    seat_letter(s));
	switch (position_of(t, s)) {
	case 0: y = r->y + r->h - 2; x = r->x + r->w / 2 - 4; break;
	case 1: y = mid; x = r->x + r->w - 8; break;
	case 2: y = r->y + 1; x = r->x + r->w / 2 - 4; break;
	default: y = mid; x = r->x + 1; break;
	}
	x += put(y, x, 3, led ? A_BOLD : A_DIM, label);
	put(y, x, 3, dies ? a | A_REVERSE : a, note(c, buf));
}

/* What just happened in the deal, shown where the trick goes. */
static void
paint_moment(struct table *t, const struct rect *r)
{
	const struct moment	*m = &t->moment;
	struct rect		 in = { r->y + 1, r->x + 1, r->h - 2, r->w - 2 };
	struct flow		 f = { &in, in.y, in.x };
	char			 buf[8];
	int			 i;

	frame(t, r);
	if (m->seat != MC_NOSEAT)
		putf(r->y, r->x + 2, r->w - 4, A_BOLD, " %s ",
		    show_seat(m->seat));
	for (i = 0; i < m->ncards; i++)
		flow_word(&f, card_attr(t, m->cards[i]) |
		    value_attr(m->cards[i]) | A_BOLD, note(m->cards[i], buf));
	if (m->ncards > 0)
		flow_newline(&f);
	{
		/* the caption, word by word */
		char	 words[SCENE_LINE], *w, *save = NULL;

		snprintf(words, sizeof(words), "%s", m->caption);
		for (w = strtok_r(words, " ", &save); w != NULL;
		    w = strtok_r(NULL, " ", &save))
			flow_word(&f, 0, w);
	}
}

/*
 * Did the card at position i of a trick die there (R6.10)?  The Matto
 * only in the last trick (R6.6); elsewhere its side keeps it (R6.5).
 */
static bool
dies_in(const struct mc_play *p, int i, mc_card c)
{
	int	 s = (p->prev_leader + i) % MC_NSEATS;

	if (mc_card_value(c) == 0 ||
	    mc_seat_side(s) == mc_seat_side(p->last_winner))
		return false;
	return c != MC_MATTO || p->ntricks == 21;
}

/*
 * The trick in play with who is winning it so far (R6.9), or the trick
 * just gathered with its winner and its dying cards (R6.10); while the
 * deal is told, the moment instead.  Nothing before the first lead.
 */
static void
paint_trick(struct table *t)
{
	const struct rect	*r = &t->lay.a[AREA_TRICK];
	const struct mc_hand	*h = &t->sc.view.hand;
	const struct mc_play	*p = &h->play;
	const mc_card		*cards = p->trick;
	int			 n = p->nplayed, leader = p->leader, number;
	int			 i, w, y;
	/* The trick gathered stays up until the next card is played. */
	bool			 done = p->ntricks > 0 && n == 0 &&
				    h->phase != MC_PHASE_CUT;

	if (t->moment.on) {
		paint_moment(t, r);
		return;
	}
	if (p->ntricks == 0 && h->phase != MC_PHASE_PLAY &&
	    h->phase != MC_PHASE_DECLARE && h->phase != MC_PHASE_FALL)
		return;
	number = p->ntricks + 1;
	if (done) {
		cards = p->prev_trick;
		n = MC_NSEATS;
		leader = p->prev_leader;
		number = p->ntricks;
	}
	frame(t, r);
	/* TRANSLATORS: on the trick's frame, the trick's number (1 to
	 * 21): at most 16 columns, a space at each end. */
	putf(r->y, r->x + 2, r->w - 4, A_BOLD, _(" Trick %d "), number);
	for (i = 0; i < n; i++)
		trick_card(t, r, (leader + i) % MC_NSEATS, cards[i], i == 0,
		    done && dies_in(p, i, cards[i]));
	y = r->y + r->h - 1;
	if (done)
		/* TRANSLATORS: under the trick, the seat that won it: at
		 * most 16 columns with the longest seat name, a space at
		 * each end. */
		putf(y, r->x + 2, r->w - 4, A_BOLD, _(" won by %s "),
		    show_seat(p->last_winner));
	else if ((w = mc_trick_winning(h)) >= 0 && n > 1)
		/* TRANSLATORS: under the trick, the seat winning it so far:
		 * at most 16 columns with the longest seat name, a space at
		 * each end. */
		putf(y, r->x + 2, r->w - 4, 0, _(" %s winning "),
		    show_seat((leader + w) % MC_NSEATS));
	else
		/* TRANSLATORS: under the trick, the seat that leads it: at
		 * most 16 columns with the longest seat name, a space at
		 * each end. */
		putf(y, r->x + 2, r->w - 4, 0, _(" %s leads "),
		    show_seat(leader));
}

/* ------------------------------------------------------------- marker */

/* The counting points and cards a side has captured so far (R7.4). */
static int
captured_points(const struct mc_cards *won, int *ncards)
{
	mc_card	 list[MC_NCARDS];
	int	 i, n = mc_cards_list(won, list), v = 0;

	for (i = 0; i < n; i++)
		v += mc_card_value(list[i]);
	*ncards = n;
	return v;
}

/*
 * Each side's marker in fish and tokens and as a number (R8), what the
 * side has captured so far, and the rests paid to it in this hand (R7.5).
 */
static void
paint_marker(struct table *t)
{
	const struct rect	*r = &t->lay.a[AREA_MARKER];
	const struct mc_play	*p = &t->sc.view.hand.play;
	const struct mc_marker	*m = &p->marker;
	char			 buf[128], npts[48], ncards[48];
	int			 side, x, y, pts, n, value;

	for (side = 0; side < 2; side++) {
		/* while the deal is told, the markers as they stood then */
		value = t->moment.on ? t->moment.marker[side] :
		    m->value[side];
		y = r->y + side;
		x = r->x + putf(y, r->x, r->w, A_BOLD, "%s ",
		    show_side(side));
		x += put(y, x, r->w - (x - r->x), 0,
		    marker_text(value, t->utf8, buf, sizeof(buf)));
		x += putf(y, x, r->w - (x - r->x), A_BOLD, " %d", value);
		pts = captured_points(&p->won[side], &n);
		/* TRANSLATORS: the counting points a side has taken, put
		 * into "  took %s, %s". */
		snprintf(npts, sizeof(npts), ngettext("%d point", "%d points",
		    pts), pts);
		/* TRANSLATORS: the cards a side has taken, put into "  took
		 * %s, %s". */
		snprintf(ncards, sizeof(ncards), ngettext("%d card", "%d cards",
		    n), n);
		/* TRANSLATORS: on a side's marker row: the counting points
		 * and the cards it has taken in this hand; no longer than
		 * the English, two spaces first. */
		x += putf(y, x, r->w - (x - r->x), 0, _("  took %s, %s"), npts,
		    ncards);
		if (m->rests[side] > 0)
			/* TRANSLATORS: on a side's marker row: the rests paid
			 * to it in this hand, two spaces first. */
			putf(y, x, r->w - (x - r->x), A_BOLD, ngettext("  +%d "
			    "rest", "  +%d rests", m->rests[side]),
			    m->rests[side]);
	}
}

/* --------------------------------------------------------------- hand */

/* Is c among the cards picked to discard (R5.9)? */
static bool
picked(const struct table *t, mc_card c)
{
	int	 i;

	for (i = 0; i < t->npicked; i++)
		if (t->picked[i] == c)
			return true;
	return false;
}

/*
 * R6.3: the versicole the viewer may declare, ticked or not, with their
 * cards and values; "+Matto" where his own Matto adds 5 (R3.5).
 * Returns the first row left empty.
 */
static int
paint_declare(struct table *t, const struct rect *r)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	char			 line[160], buf[8];
	int			 i, j, n;

	n = mc_hand_versicole(&t->sc.view.hand, t->sc.seat, v);
	for (i = 0; i < n && i < r->h; i++) {
		snprintf(line, sizeof(line), "[%c] %s ",
		    t->which >> i & 1 ? 'x' : ' ', versicola_name(v[i].kind));
		for (j = 0; j < v[i].ncards; j++) {
			if (j > 0)
				strlcat(line, "-", sizeof(line));
			strlcat(line, note(v[i].cards[j], buf), sizeof(line));
		}
		snprintf(line + strlen(line), sizeof(line) - strlen(line),
		    "%s = %d", v[i].bonus ? " +Matto" : "", v[i].value);
		put(r->y + i, r->x, r->w, i == t->cursor ? A_REVERSE : 0,
		    line);
	}
	return r->y + i;
}

/*
 * The cards to choose from, a line per suit, trumps last: the scene's
 * hand, which is the viewer's own or a fallen hand he plays from.
 * Returns the first row left empty under them.
 */
static int
paint_hand(struct table *t)
{
	const struct rect	*r = &t->lay.a[AREA_HAND];
	const struct scene	*sc = &t->sc;
	int			 i, y = r->y, x = r->x, group = -1, g, w;
	char			 buf[12];
	attr_t			 a;

	t->nhits = 0;
	if (t->ask == ASK_DECLARE)
		return paint_declare(t, r);
	for (i = 0; i < sc->ncards; i++) {
		mc_card c = sc->cards[i];

		g = mc_is_trump(c) || c == MC_MATTO ? 4 : mc_card_suit(c);
		if (group >= 0 && g != group && x > r->x) {
			/* a new line per group while there is room */
			if (r->y + r->h - y > 1 && sc->ncards <= 6 * r->h)
				y++, x = r->x;
			else
				x += 1;
		}
		group = g;
		/* '*' marks a card lying face up (R5.3, R5.4, R5.6, R5.7) */
		snprintf(buf, sizeof(buf), "%c%s%c", picked(t, c) ? '[' : ' ',
		    note(c, (char[8]){ 0 }), picked(t, c) ? ']' :
		    mc_cards_has(&sc->view.hand.faceup, c) ? '*' : ' ');
		w = (int)strlen(buf);
		if (x + w > r->x + r->w) {
			y++;
			x = r->x;
		}
		if (y >= r->y + r->h)
			break;
		a = card_attr(t, c);
		if (t->ask == ASK_PLAY || t->ask == ASK_CONFIRM)
			a |= mc_cards_has(&sc->legal, c) ? A_BOLD : A_DIM;
		else if (t->ask != ASK_NONE)
			a |= A_BOLD;
		if (i == t->cursor && t->ask != ASK_NONE)
			a |= A_REVERSE;
		/* the brackets and marks plain, the card itself underlined
		 * if it counts */
		put(y, x, 1, a & ~A_UNDERLINE, buf);
		put(y, x + 1, w - 2, a | value_attr(c), buf + 1);
		put(y, x + w - 1, 1, a, buf + w - 1);
		t->hits[t->nhits++] = (struct hit){ y, x, w, i };
		x += w;
	}
	return x > r->x ? y + 1 : y;
}

/* ------------------------------------------------------ prompt, keys */

/* Text flowed over the rows of r from row y on; returns the next row. */
static int
flow_text(const struct rect *r, int y, attr_t a, const char *s)
{
	size_t	 n;

	while (*s != '\0' && y < r->y + r->h) {
		n = text_fit(s, r->w);
		attrset(a);
		mvaddnstr(y, r->x, s, (int)n);
		attrset(A_NORMAL);
		for (s += n; *s == ' '; s++)
			;
		y++;
	}
	return y;
}

/*
 * What the viewer is asked; under it why his last choice was refused
 * (with the rule), or else the card he is typing.  A long question with
 * a message under it takes the empty rows above, from row empty on, so
 * that the message is read whole.
 */
static void
paint_prompt(struct table *t, int empty)
{
	struct rect	 r = t->lay.a[AREA_PROMPT], q;
	char		 buf[64];
	int		 y, up;

	up = text_rows(t->prompt, r.w) + text_rows(t->refusal, r.w) - r.h;
	if (up > r.y - empty)
		up = r.y - empty;
	if (up > 0) {
		r.y -= up;
		r.h += up;
	}
	/* Still short of rows: the message, an answer to the key just
	 * pressed, is read whole; the question loses its last rows until
	 * the next key clears the message. */
	q = r;
	if (t->refusal[0] != '\0') {
		q.h = r.h - text_rows(t->refusal, r.w);
		q.h = q.h < 0 ? 0 : q.h;
	}
	y = flow_text(&q, r.y, A_BOLD, t->prompt);
	if (t->refusal[0] != '\0')
		flow_text(&r, y, A_BOLD | pair(t, PAIR_RED), t->refusal);
	else if (t->typed[0] != '\0') {
		/* TRANSLATORS: under the question, a card's notation as it
		 * is being typed. */
		snprintf(buf, sizeof(buf), _("typed: %s"), t->typed);
		flow_text(&r, y, 0, buf);
	} else if (t->hint[0] != '\0')
		flow_text(&r, y, pair(t, PAIR_TITLE), t->hint);
}

/*
 * The bottom line: the table's keys most often wanted; ? lists all.  A
 * newcomer's first (help, the hint, undo, the warnings) lead; a wider
 * terminal has room for the folla and the pace too.
 */
static void
paint_keys(struct table *t)
{
	const struct rect	*r = &t->lay.a[AREA_KEYS];
	/* TRANSLATORS: the bottom line of the table for a terminal wider
	 * than 95 columns, at most 95: the keys stay, each with a word for
	 * what it does. */
	const char		*wide = _("?:help H:hint u:undo w:warn "
				    "t:trick c:captures f:folla o:talk "
				    "r:rules +-:pace F:finish q:quit");

	/* TRANSLATORS: the same at 80 columns, at most 79. */
	put(r->y, r->x, r->w, A_DIM, text_width(wide) < r->w ? wide :
	    _("?:help H:hint u:undo w:warn t:trick c:captures o:talk "
	    "r:rules F:finish q:quit"));
}

/* ---------------------------------------------------------------- talk */

/* A line of talk cut at spaces into pieces of the area's width. */
struct piece {
	const char	*s;
	size_t		 n;
};

/*
 * Cuts s into at most max pieces, at spaces where it can; pieces after
 * the first are two columns narrower, as they are drawn indented.
 * Returns the number of pieces.
 */
static int
wrap(const char *s, int w, struct piece *out, int max)
{
	size_t	 n, b;
	int	 nl = 0;

	while (*s != '\0' && nl < max) {
		n = text_cols(s, nl == 0 ? w : w - 2, NULL);
		if (s[n] != '\0') {
			for (b = n; b > 0 && s[b] != ' '; b--)
				;
			if (b > 0)
				n = b;
		}
		if (n == 0)
			n = 1;
		out[nl].s = s;
		out[nl++].n = n;
		for (s += n; *s == ' '; s++)
			;
	}
	return nl;
}

/*
 * What the table waits for (a person away, his seat's countdown) at the
 * foot of the talk, bold and whole, in half its height at most; returns
 * the rows it took.
 */
static int
paint_notice(struct table *t, const struct rect *r)
{
	struct piece	 pc[16];
	int		 i, k, n, rows = 0, y;

	for (i = 0; i < MC_NSEATS; i++)
		rows += wrap(t->notice[i], r->w, pc, 16);
	if (rows > (r->h - 1) / 2)
		rows = (r->h - 1) / 2;
	y = r->y + r->h - rows;
	for (i = 0; i < MC_NSEATS; i++) {
		n = wrap(t->notice[i], r->w, pc, 16);
		for (k = 0; k < n && y < r->y + r->h; k++) {
			attrset(A_BOLD | pair(t, PAIR_TURN));
			mvaddnstr(y++, r->x + (k > 0 ? 2 : 0), pc[k].s,
			    (int)pc[k].n);
			attrset(A_NORMAL);
		}
	}
	return rows;
}

/* The talk the scene holds, newest at the bottom, wrapped. */
static void
paint_talk(struct table *t)
{
	const struct rect	*r = &t->lay.a[AREA_LOG];
	const struct scene	*sc = &t->sc;
	struct piece		 pc[32];
	int			 i, k, nl, y = r->y + r->h - 1;
	int			 skip = t->talk_back;

	y -= paint_notice(t, r);
	attrset(A_DIM);
	mvvline(r->y, r->x - 1, t->utf8 ? ACS_VLINE : '|', r->h);
	attrset(A_NORMAL);
	/* TRANSLATORS: the title over the table talk, at most 27 columns:
	 * scrolled back, or at its newest. */
	put(r->y, r->x, r->w, A_BOLD | pair(t, PAIR_TITLE),
	    t->talk_back > 0 ? _("Table talk (scrolled)") : _("Table talk"));
	for (i = sc->ntalk - 1; i >= 0 && y > r->y; i--) {
		nl = wrap(sc->talk[i].text, r->w, pc, 32);
		for (k = nl - 1; k >= 0 && y > r->y; k--) {
			if (skip > 0) {
				skip--;
				continue;
			}
			attrset(sc->talk[i].old ? A_DIM : A_NORMAL);
			mvaddnstr(y--, r->x + (k > 0 ? 2 : 0), pc[k].s,
			    (int)pc[k].n);
			attrset(A_NORMAL);
		}
	}
}

/* -------------------------------------------------------------- screen */

/* On too small a terminal, only the size the table needs and this one's. */
static void
paint_too_small(struct table *t)
{
	/* TRANSLATORS: on a terminal too small for the table: the columns
	 * and rows it needs; keep it short. */
	putf(0, 0, t->lay.cols, A_BOLD, _("minchiate needs %dx%d"),
	    LAYOUT_MIN_COLS, LAYOUT_MIN_ROWS);
	/* TRANSLATORS: on a terminal too small for the table: its columns
	 * and rows; keep it short. */
	putf(1, 0, t->lay.cols, 0, _("this terminal is %dx%d"), t->lay.cols,
	    t->lay.rows);
}

/* R9.2: between two humans the screen shows no card, only who is next. */
static void
paint_pass(struct table *t)
{
	struct rect	 r = { t->lay.rows / 2 - 1, 2, 2, t->lay.cols - 4 };
	char		 line[160];
	int		 y;

	/* TRANSLATORS: %s is a player's name and seat, as "Ada (South)". */
	snprintf(line, sizeof(line), _("Pass the keyboard to %s."),
	    t->pass_name);
	y = flow_text(&r, r.y, A_BOLD, line);
	r.y = y + 1;
	r.h = 3;
	flow_text(&r, r.y, 0, _("Everything private is hidden. Press Space "
	    "to go on (q saves and quits)."));
}

/* A question to everyone at the keyboard, on a screen with no card. */
static void
paint_question(const struct table *t)
{
	struct rect	 r = { 2, 2, 2, t->lay.cols - 4 };
	int		 y;

	/* each line wrapped at spaces, as a name makes it long */
	y = flow_text(&r, r.y, A_BOLD, t->question[0]);
	r.y = y > 3 ? y + 1 : 4;
	r.h = 3;
	flow_text(&r, r.y, 0, t->question[1]);
}

/* Paints the whole screen from the table; the caller shows it. */
void
paint(struct table *t)
{
	int	 k, empty;
	static const enum area seats[4] = {
		AREA_SEAT_BOTTOM, AREA_SEAT_RIGHT, AREA_SEAT_TOP, AREA_SEAT_LEFT
	};

	erase();
	if (t->lay.too_small)
		paint_too_small(t);
	else if (t->screen == SCREEN_PASS)
		paint_pass(t);
	else if (t->screen == SCREEN_QUESTION)
		paint_question(t);
	else if (t->screen == SCREEN_PAGE)
		page_paint(t);
	else {
		paint_status(t);
		/* before the first deal (a table elsewhere) no seat is
		 * known: the question's place says whom it waits for */
		empty = t->lay.a[AREA_HAND].y;
		for (k = 0; k < MC_NSEATS && t->sc.hand > 0; k++)
			paint_seat(t, k, seats[k]);
		if (t->sc.hand > 0) {
			paint_trick(t);
			paint_marker(t);
			empty = paint_hand(t);
		}
		paint_prompt(t, empty);
		paint_talk(t);
		paint_keys(t);
	}
}

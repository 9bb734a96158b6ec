/*
 * game.c -- a match at the table, kept as its game record (minchiate(5)).
 * Each decision, human or computer, is written as a record line and read
 * back by the record reader, which applies it to the engine: the state on
 * screen is always the state the saved record replays to.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "../text/text.h"

/* The next seed of a chain: each hand's seed gives the next one's. */
static uint64_t
mix(uint64_t x)
{
	struct mc_rng	 r;

	mc_rng_seed(&r, x);
	return mc_rng_next(&r);
}

static void
talk_add(struct game *g, const struct talk *line)
{
	struct talk	*t;
	int		 cap;

	if (g->ntalk == g->talk_cap && g->talk_cap < g->talk_max) {
		cap = g->talk_cap ? 2 * g->talk_cap : 256;
		if (cap > g->talk_max)
			cap = g->talk_max;
		if ((t = realloc(g->talk, (size_t)cap * sizeof(*t))) == NULL)
			return;		/* the talk is not the game */
		g->talk = t;
		g->talk_cap = cap;
	}
	if (g->ntalk == g->talk_max) {
		/* Full: the newest line takes the oldest one's place. */
		g->talk[g->talk_first] = *line;
		g->talk_first = (g->talk_first + 1) % g->talk_max;
		if (g->hand_talk > 0)
			g->hand_talk--;
		return;
	}
	g->talk[g->ntalk++] = *line;
}

/* A line said to all, with who sits where now. */
static void
talk_init(const struct game *g, struct talk *t, enum talk_kind kind)
{
	int	 s;

	memset(t, 0, sizeof(*t));
	t->kind = kind;
	t->players = MC_VISIBLE_ALL;
	t->ev.card = MC_NOCARD;
	for (s = 0; s < MC_NSEATS; s++)
		t->at[s] = (uint8_t)game_player(g, s);
}

/*
 * R9.1: an event, read by the players at its seats now.  A private look
 * keeps its cards, for the one who looked: the robber's from the bottom
 * up, as he saw them (R5.3), the folla sorted (R5.7, R5.8).
 */
static void
on_event(void *arg, const struct mc_hand *h, const struct mc_event *ev)
{
	struct game	*g = arg;
	struct talk	 t;
	int		 s;

	talk_init(g, &t, TALK_EVENT);
	if (!show_group(h, (size_t)(ev - h->log->ev), &t.ev))
		return;		/* told with the event before it */
	t.players = 0;
	for (s = 0; s < MC_NSEATS; s++)
		if (ev->visible >> s & 1)
			t.players |= 1u << t.at[s];
	if (ev->kind == MC_EV_LOOK) {
		t.nseen = h->nlook;
		memcpy(t.seen, h->look, h->nlook * sizeof(*t.seen));
	} else if (ev->kind == MC_EV_FOLLA_LOOK)
		t.nseen = (uint8_t)show_sort(h->folla, h->nfolla, t.seen);
	talk_add(g, &t);
}

static bool
text_add(struct game *g, const char *line, size_t len)
{
	char	*p;
	size_t	 cap;

	if (g->len + len + 1 > g->cap) {
		cap = g->cap ? g->cap * 2 : 65536;
		while (cap < g->len + len + 1)
			cap *= 2;
		if ((p = realloc(g->text, cap)) == NULL)
			return false;
		g->text = p;
		g->cap = cap;
	}
	memcpy(g->text + g->len, line, len);
	g->len += len;
	g->text[g->len] = '\0';
	return true;
}

/* Reads lines into the record and the replay; false at a problem. */
static bool
feed(struct game *g, const char *lines)
{
	const char	*p = lines, *nl;
	char		 line[2048];
	size_t		 len;

	for (; *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p);
		len = (size_t)(nl - p);
		if (len >= sizeof(line))
			return false;
		memcpy(line, p, len);
		line[len] = '\0';
		if (!replay_line(&g->r, line) || !text_add(g, p, len) ||
		    !text_add(g, "\n", 1))
			return false;
		/* A save is one match: a second record is refused at once,
		 * not replayed (thousands of them would take seconds). */
		if (g->r.records > 0) {
			snprintf(g->r.error, sizeof(g->r.error), "%s:%d: a "
			    "second record: a save holds one match",
			    g->r.file, g->r.line);
			return false;
		}
		if (*nl == '\0')
			break;
	}
	return true;
}

/* Builds record lines with a writer from record.h, then feeds them. */
struct lines {
	char	*buf;
	size_t	 len;
	FILE	*fp;
};

static FILE *
lines_open(struct lines *l)
{
	l->buf = NULL;
	l->len = 0;
	return l->fp = open_memstream(&l->buf, &l->len);
}

static bool
lines_feed(struct game *g, struct lines *l)
{
	bool	 ok;

	if (l->fp == NULL)
		return false;
	ok = fclose(l->fp) == 0 && feed(g, l->buf);
	free(l->buf);
	return ok;
}

static void
game_init(struct game *g, const char *file)
{
	memset(g, 0, sizeof(*g));
	g->talk_max = TALK_MAX;
	replay_init(&g->r, file);
	g->r.on_event = on_event;
	g->r.arg = g;
}

void
game_free(struct game *g)
{
	free(g->text);
	free(g->talk);
	g->text = NULL;
	g->talk = NULL;
}

/* R4.1 told: who drew what, who deals first and who partners. */
static void
talk_draw(struct game *g)
{
	const struct mc_draw	*d = &g->draw;
	struct talk		 t;
	int			 i;

	for (i = 0; i < d->n; i++) {
		talk_init(g, &t, TALK_DRAW);
		t.ev.seat = d->player[i];
		t.ev.card = d->card[i];
		t.ev.n = d->round[i];
		talk_add(g, &t);
	}
	talk_init(g, &t, TALK_FIRST);
	t.ev.seat = d->order[0];
	t.ev.n = d->order[1];
	talk_add(g, &t);
}

bool
game_new(struct game *g, const struct game_setup *setup)
{
	struct record_seat	 seats[MC_NSEATS];
	struct mc_rng		 rng;
	struct lines		 l;
	int			 p;

	game_init(g, "game");
	memcpy(g->players, setup->players, sizeof(g->players));
	memset(seats, 0, sizeof(seats));
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(seats[p].name, sizeof(seats[p].name), "%s",
		    g->players[p].name);
		seats[p].human = g->players[p].human;
		snprintf(seats[p].level, sizeof(seats[p].level), "%s",
		    bot_level_name(g->players[p].level));
	}
	mc_rng_seed(&rng, setup->seed);
	mc_draw_partners(&rng, &g->draw);
	g->drawn = true;
	g->next_seed = mc_rng_next(&rng);
	if (lines_open(&l) != NULL)
		record_header(l.fp, setup->variants, seats, setup->length,
		    g->draw.order);
	if (!lines_feed(g, &l))
		return false;
	talk_draw(g);
	return game_deal(g);
}

/* The players of a record's seat lines (their entry seats). */
static bool
players_from_record(struct game *g, char *err, size_t errsize)
{
	int	 p, level;

	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(g->players[p].name, sizeof(g->players[p].name), "%s",
		    g->r.seats[p].name);
		g->players[p].human = g->r.seats[p].human;
		level = g->players[p].human ? BOT_EASY :
		    bot_level_parse(g->r.seats[p].level);
		if (level < 0) {
			snprintf(err, errsize, "%s: seat %c: no such level '%s'",
			    g->r.file, mc_seat_letter(p), g->r.seats[p].level);
			return false;
		}
		g->players[p].level = (enum bot_level)level;
	}
	return true;
}

/*
 * A saved match: its record is replayed line by line.  A record without
 * a hand, or a finished match, cannot be resumed.
 */
bool
game_load(struct game *g, const char *file, const char *text, char *err,
    size_t errsize)
{
	game_init(g, file);
	if (!feed(g, text) || !replay_finish(&g->r)) {
		snprintf(err, errsize, "%s", g->r.error[0] != '\0' ?
		    g->r.error : "record line too long");
		return false;
	}
	if (!players_from_record(g, err, errsize))
		return false;
	if (g->r.hands == 0) {
		snprintf(err, errsize, "%s: no hand has been dealt", file);
		return false;
	}
	if (g->r.hand.log == NULL && !replay_deal(&g->r)) {
		snprintf(err, errsize, "%s", g->r.error);
		return false;
	}
	g->next_seed = mix(g->r.seed);
	g->hand_talk = g->ntalk;
	if (g->r.hand.phase == MC_PHASE_OVER && game_over(g)) {
		snprintf(err, errsize, "%s: the match is over", file);
		return false;
	}
	return true;
}

bool
game_over(const struct game *g)
{
	return g->r.hands > 0 && g->r.hand.phase == MC_PHASE_OVER &&
	    mc_match_over(&g->r.match);
}

/* R4.3: a new giro, new partners; who sits where now. */
static void
talk_seats(struct game *g)
{
	const struct mc_match	*m = &g->r.match;
	struct talk		 t;

	talk_init(g, &t, TALK_GIRO);
	t.ev.n = (int16_t)(mc_match_giro(m) + 1);
	t.ev.seat = (uint8_t)mc_match_first_dealer(m);
	t.ev.counts[0] = (uint8_t)mc_match_partner(m);
	talk_add(g, &t);
}

/* R4.2: the next hand, dealt by the seat on the last dealer's right. */
bool
game_deal(struct game *g)
{
	struct mc_match	 m = g->r.match;
	struct lines	 l;
	struct talk	 t;
	mc_card		 deck[MC_NCARDS];
	uint64_t	 seed = g->next_seed;

	if (g->r.hands == 0)
		mc_match_init(&m, g->r.length, g->r.order);
	else if (g->r.hand.phase != MC_PHASE_OVER || mc_match_over(&m))
		return false;
	g->next_seed = mix(seed);
	record_deck(seed, deck);
	if (lines_open(&l) != NULL)
		record_hand(l.fp, g->r.hands + 1, mc_match_dealer(&m), seed,
		    deck);
	if (!lines_feed(g, &l) || !replay_deal(&g->r))
		return false;
	g->hand_talk = g->ntalk;
	if (g->r.hands > 1 && (g->r.hands - 1) % 4 == 0)
		talk_seats(g);
	talk_init(g, &t, TALK_HAND);
	t.ev.n = (int16_t)g->r.hands;
	t.ev.counts[0] = (uint8_t)g->r.length;
	t.ev.seat = (uint8_t)g->r.dealer;
	talk_add(g, &t);
	return true;
}

const struct mc_hand *
game_hand(const struct game *g)
{
	return &g->r.hand;
}

/* The seat whose decision the hand waits for, or -1 when it is over. */
int
game_actor(const struct game *g)
{
	const struct mc_hand	*h = &g->r.hand;

	if (h->phase == MC_PHASE_OVER)
		return -1;
	return mc_hand_to_act(h);
}

/* The player sitting at seat now (R4.3). */
int
game_player(const struct game *g, int seat)
{
	if (g->r.hands == 0)
		return seat;
	return g->r.match.player_at[seat];
}

/* The seat where player sits in this hand, or MC_NOSEAT (R4.3). */
int
game_seat(const struct game *g, int player)
{
	int	 s;

	for (s = 0; s < MC_NSEATS && player >= 0; s++)
		if (game_player(g, s) == player)
			return s;
	return MC_NOSEAT;
}

bool
game_human_at(const struct game *g, int seat)
{
	return g->players[game_player(g, seat)].human;
}

int
game_humans(const struct game *g)
{
	int	 p, n = 0;

	for (p = 0; p < MC_NSEATS; p++)
		n += g->players[p].human;
	return n;
}

uint64_t
game_hand_seed(const struct game *g)
{
	return g->r.seed;
}

/*
 * The decision of the seat to act, by its player's level (easy for a
 * human who asks).  The bot is seeded from the hand's seed, the seat and
 * the events so far, so a resumed match goes on as it would have.
 */
void
game_bot_decision(const struct game *g, struct decision *d)
{
	const struct mc_hand	*h = &g->r.hand;
	const struct player	*pl;
	struct mc_view		 v;
	struct bot		 b;
	int			 seat = game_actor(g);

	memset(d, 0, sizeof(*d));
	d->seat = seat;
	pl = &g->players[game_player(g, seat)];
	bot_init(&b, pl->human ? BOT_EASY : pl->level,
	    mix(g->r.seed ^ (uint64_t)h->log->n << 8 ^ (uint64_t)seat));
	mc_view_build(h, seat, &v);
	switch (h->phase) {
	case MC_PHASE_CUT:
		d->kind = DECISION_CUT;
		d->n = bot_cut(&b, &v);
		break;
	case MC_PHASE_DISCARD:
		d->kind = DECISION_DISCARD;
		d->n = bot_discard(&b, &v, d->cards);
		break;
	case MC_PHASE_DECLARE:
		d->kind = DECISION_DECLARE;
		d->which = bot_declare(&b, &v);
		break;
	case MC_PHASE_FALL:
		d->kind = DECISION_FALL;
		d->yes = bot_fall(&b, &v);
		break;
	default:
		d->kind = DECISION_PLAY;
		d->seat = h->play.turn;	/* a fallen player's card, maybe */
		d->n = 1;
		d->cards[0] = bot_play(&b, &v);
		break;
	}
}

/* What the engine would say of a decision, without making it. */
enum mc_err
game_try(const struct game *g, const struct decision *d)
{
	struct mc_hand	 h = g->r.hand;

	h.log = NULL;
	return decision_apply(&h, d);
}

/* Makes a decision: its record line, then the expected results. */
bool
game_apply(struct game *g, const struct decision *d)
{
	const struct mc_hand	*h = &g->r.hand;
	struct lines		 l;
	int			 tricks = h->play.ntricks;

	if (game_try(g, d) != MC_OK)
		return false;
	if (lines_open(&l) != NULL)
		decision_write(l.fp, h, d);
	if (!lines_feed(g, &l))
		return false;
	if (h->play.ntricks > tricks) {
		if (lines_open(&l) != NULL)
			record_trick(l.fp, h);
		if (!lines_feed(g, &l))
			return false;
	}
	if (h->phase == MC_PHASE_OVER) {
		if (lines_open(&l) != NULL)
			record_end(l.fp, h);
		if (!lines_feed(g, &l))
			return false;
	}
	return true;
}

/* The record text of hand number (1..), from its "hand" line. */
static const char *
hand_text(const struct game *g, int number, size_t *len)
{
	const char	*p, *end;
	char		 key[32];

	*len = 0;
	if (g->text == NULL)
		return "";
	snprintf(key, sizeof(key), "\nhand %d dealer ", number);
	if ((p = strstr(g->text, key)) == NULL)
		return "";
	p++;
	if ((end = strstr(p, "\nhand ")) == NULL)
		end = g->text + g->len;
	else
		end++;
	*len = (size_t)(end - p);
	return p;
}

/*
 * Hand number (1.., or 0 for the current one) as a record of its own:
 * the players as they sat in that hand, a one-hand match, then the
 * hand's lines renumbered.
 */
bool
game_export(const struct game *g, int number, FILE *fp)
{
	struct record_seat	 seats[MC_NSEATS];
	struct mc_match		 m;
	const struct player	*pl;
	const char		*text, *nl;
	size_t			 len;
	int			 s, k;

	if (number == 0)
		number = g->r.hands;
	text = hand_text(g, number, &len);
	if (len == 0 || (nl = memchr(text, '\n', len)) == NULL)
		return false;
	if (mc_match_init(&m, g->r.length, g->r.order) != MC_OK)
		return false;
	for (k = 1; k < number; k++)
		mc_match_next_hand(&m);
	memset(seats, 0, sizeof(seats));
	for (s = 0; s < MC_NSEATS; s++) {
		pl = &g->players[m.player_at[s]];
		snprintf(seats[s].name, sizeof(seats[s].name), "%s", pl->name);
		seats[s].human = pl->human;
		snprintf(seats[s].level, sizeof(seats[s].level), "%s",
		    bot_level_name(pl->level));
	}
	fprintf(fp, "# Hand %d of a match of %d.\n", number, (int)g->r.length);
	record_header(fp, g->r.variants, seats, MC_MATCH_HAND, NULL);
	fprintf(fp, "hand 1 dealer %c\n", nl[-1]);	/* "hand N dealer X" */
	fwrite(nl + 1, 1, len - (size_t)(nl + 1 - text), fp);
	return true;
}

/* A player's name, or "you" to that player reading. */
static const char *
called(const struct game *g, int player, int viewer, bool capital)
{
	if (player == viewer)
		return capital ? "You" : "you";
	return g->players[player].name;
}

/* The same player's, as an owner. */
static const char *
whose(const struct game *g, int player, int viewer, char *buf, size_t size)
{
	if (player == viewer)
		return "your";
	snprintf(buf, size, "%s's", g->players[player].name);
	return buf;
}

/* Appends to the string in buf, cut to fit. */
static void
add(char *buf, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void
add(char *buf, size_t size, const char *fmt, ...)
{
	size_t	 len = strlen(buf);
	va_list	 ap;

	if (len + 1 >= size)
		return;
	va_start(ap, fmt);
	vsnprintf(buf + len, size - len, fmt, ap);
	va_end(ap);
}

/* A line of talk that is not an event, said to viewer. */
static void
talk_say(char *buf, size_t size, const struct game *g, const struct talk *t,
    int viewer)
{
	const struct mc_event	*ev = &t->ev;
	char			 name[96], own[48];
	int			 first = ev->seat, s;
	bool			 me = first == viewer;

	switch (t->kind) {
	case TALK_DRAW:
		add(buf, size, "%s %s %s%s.", called(g, first, viewer, true),
		    me ? "draw" : "draws",
		    show_card(ev->card, name, sizeof(name)),
		    ev->n > 0 ? " (again)" : "");
		break;
	case TALK_FIRST:
		add(buf, size, "%s %s first; %s %s %s partner.",
		    called(g, first, viewer, true), me ? "deal" : "deals",
		    called(g, ev->n, viewer, false),
		    ev->n == viewer ? "are" : "is",
		    whose(g, first, viewer, own, sizeof(own)));
		break;
	case TALK_GIRO:
		s = ev->counts[0];
		add(buf, size, "Giro %d: %s %s now %s partner and %s to sit "
		    "opposite %s. Seats:", ev->n, called(g, s, viewer, false),
		    s == viewer ? "are" : "is",
		    whose(g, first, viewer, own, sizeof(own)),
		    s == viewer ? "move" : "moves",
		    called(g, first, viewer, false));
		for (s = 0; s < MC_NSEATS; s++)
			add(buf, size, "%s %s at %s", s > 0 ? "," : "",
			    called(g, t->at[s], viewer, false),
			    mc_seat_name(s));
		add(buf, size, ".");
		break;
	case TALK_HAND:
		add(buf, size, "Hand %d of %d: %s %s.", ev->n, ev->counts[0],
		    called(g, t->at[ev->seat], viewer, false),
		    t->at[ev->seat] == viewer ? "deal" : "deals");
		break;
	default:
		break;
	}
}

/*
 * Line i of the talk as player viewer reads it, that player's own doings
 * in the second person; NULL when it is not the viewer's to read (R9.1).
 * Viewer -1, nobody at the table, reads only what is said to all.
 */
const char *
game_talk_line(const struct game *g, int i, int viewer, char *buf,
    size_t size)
{
	const struct talk	*t;
	char			 note[8];
	size_t			 len;
	int			 s, you = -1;

	if (i < 0 || i >= g->ntalk || size < 2)
		return NULL;
	t = &g->talk[(g->talk_first + i) % g->talk_max];
	if (t->players != MC_VISIBLE_ALL &&
	    (viewer < 0 || !(t->players >> viewer & 1)))
		return NULL;
	buf[0] = '\0';
	if (t->kind == TALK_EVENT) {
		for (s = 0; s < MC_NSEATS; s++)
			if (viewer >= 0 && t->at[s] == viewer)
				you = s;
		show_event_text(&t->ev, you, buf, size);
	} else
		talk_say(buf, size, g, t, viewer);
	len = strlen(buf);
	if (t->nseen > 0) {
		snprintf(buf + len, size - len, "%s",
		    t->ev.kind == MC_EV_LOOK ? " From the bottom up:" :
		    " Left in it:");
		for (s = 0; s < t->nseen; s++) {
			mc_card_format(t->seen[s], note, sizeof(note));
			len = strlen(buf);
			snprintf(buf + len, size - len, " %s", note);
		}
		len = strlen(buf);
		snprintf(buf + len, size - len, ".");
	}
	return buf;
}

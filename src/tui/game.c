/*
 * game.c -- a match at the table, kept as its game record (minchiate(5)).
 * Each decision, human or computer, is written as a record line and read
 * back by the record reader, which applies it to the engine: the state on
 * screen is always the state the saved record replays to.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "../cli/cli.h"

/* The next seed of a chain: each hand's seed gives the next one's. */
static uint64_t
mix(uint64_t x)
{
	struct mc_rng	 r;

	mc_rng_seed(&r, x);
	return mc_rng_next(&r);
}

static void
talk_add(struct game *g, const char *text, uint8_t players)
{
	struct talk	*t;
	size_t		 len;
	int		 cap;

	if (g->ntalk == g->talk_cap && g->talk_cap < TALK_MAX) {
		cap = g->talk_cap ? 2 * g->talk_cap : 256;
		if ((t = realloc(g->talk, (size_t)cap * sizeof(*t))) == NULL)
			return;		/* the talk is not the game */
		g->talk = t;
		g->talk_cap = cap;
	}
	if (g->ntalk == TALK_MAX) {
		memmove(g->talk, g->talk + 1, (TALK_MAX - 1) * sizeof(*g->talk));
		g->ntalk--;
		if (g->hand_talk > 0)
			g->hand_talk--;
	}
	t = &g->talk[g->ntalk++];
	snprintf(t->text, sizeof(t->text), "%s", text);
	len = strlen(t->text);
	if (len > 0 && t->text[len - 1] == '\n')
		t->text[len - 1] = '\0';
	t->players = players;
}

/* A private look told with its cards, to the one who looked (R9.1). */
static void
add_seen(char *buf, size_t size, const struct mc_hand *h,
    const struct mc_event *ev)
{
	const mc_card	*cards = ev->kind == MC_EV_LOOK ? h->look : h->folla;
	int		 i, n = ev->kind == MC_EV_LOOK ? h->nlook : h->nfolla;
	size_t		 len = strlen(buf);
	char		 note[8];

	if (len > 0 && buf[len - 1] == '\n')
		buf[--len] = '\0';
	strncat(buf, ev->kind == MC_EV_LOOK ? " From the bottom up:" :
	    " Left in it:", size - len - 1);
	for (i = 0; i < n; i++) {
		mc_card_format(cards[i], note, sizeof(note));
		len = strlen(buf);
		snprintf(buf + len, size - len, " %s", note);
	}
	len = strlen(buf);
	snprintf(buf + len, size - len, ".");
}

/* R9.1: an event's seats, as the players sitting there now. */
static void
on_event(void *arg, const struct mc_hand *h, const struct mc_event *ev)
{
	struct game	*g = arg;
	char		 buf[sizeof(g->talk[0].text)];
	FILE		*fp;
	uint8_t		 players = 0;
	int		 s;

	for (s = 0; s < MC_NSEATS; s++)
		if (ev->visible >> s & 1)
			players |= 1u << game_player(g, s);
	memset(buf, 0, sizeof(buf));
	if ((fp = fmemopen(buf, sizeof(buf) - 1, "w")) == NULL)
		return;
	show_event(fp, ev);
	fclose(fp);
	if (ev->kind == MC_EV_LOOK || ev->kind == MC_EV_FOLLA_LOOK)
		add_seen(buf, sizeof(buf), h, ev);
	/* Some events are told in two lines (a discard and what it was). */
	talk_add(g, buf[0] == ' ' ? buf + 2 : buf, players);
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

/* R4.1 told: who drew what, who deals first, who moves. */
static void
talk_draw(struct game *g)
{
	const struct mc_draw	*d = &g->draw;
	char			 line[200], name[96];
	int			 i;

	for (i = 0; i < d->n; i++) {
		snprintf(line, sizeof(line), "%s draws %s%s.",
		    g->players[d->player[i]].name,
		    show_card(d->card[i], name, sizeof(name)),
		    d->round[i] > 0 ? " (again)" : "");
		talk_add(g, line, MC_VISIBLE_ALL);
	}
	snprintf(line, sizeof(line), "%s deals first; %s is his partner.",
	    g->players[d->order[0]].name, g->players[d->order[1]].name);
	talk_add(g, line, MC_VISIBLE_ALL);
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
	char			 line[200];
	int			 first = mc_match_first_dealer(m);
	int			 partner = mc_match_partner(m);

	snprintf(line, sizeof(line), "Giro %d: %s is now the partner of %s "
	    "and moves to sit opposite him. Seats: South %s, East %s, "
	    "North %s, West %s.", mc_match_giro(m) + 1,
	    g->players[partner].name, g->players[first].name,
	    g->players[m->player_at[MC_SOUTH]].name,
	    g->players[m->player_at[MC_EAST]].name,
	    g->players[m->player_at[MC_NORTH]].name,
	    g->players[m->player_at[MC_WEST]].name);
	talk_add(g, line, MC_VISIBLE_ALL);
}

/* R4.2: the next hand, dealt by the seat on the last dealer's right. */
bool
game_deal(struct game *g)
{
	struct mc_match	 m = g->r.match;
	struct lines	 l;
	mc_card		 deck[MC_NCARDS];
	uint64_t	 seed = g->next_seed;
	char		 line[200];

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
	snprintf(line, sizeof(line), "Hand %d of %d: %s deals.", g->r.hands,
	    (int)g->r.length, g->players[game_player(g, g->r.dealer)].name);
	talk_add(g, line, MC_VISIBLE_ALL);
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

/*
 * Line i of the talk as player viewer reads it (R9.1), or NULL when it
 * is not his to read; viewer -1 reads only what is said to all.
 */
const char *
game_talk_line(const struct game *g, int i, int viewer, char *buf,
    size_t size)
{
	const struct talk	*t = &g->talk[i];

	if (t->players != MC_VISIBLE_ALL &&
	    (viewer < 0 || !(t->players >> viewer & 1)))
		return NULL;
	snprintf(buf, size, "%s", t->text);
	return buf;
}

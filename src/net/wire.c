/*
 * wire.c -- a scene as the table server sends it to one seat: what that
 * seat may see (scene.h, built from its seat view, R9.1) written as
 * facts, a line a field, "name value ...", and read back with every
 * value checked, so that a frame from elsewhere can neither reach
 * outside the scene's arrays nor put a control character on a screen.
 * Nothing is written that the scene does not hold; the scene holds
 * nothing of another seat's hidden cards.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "wire.h"
#include "../bot/bot.h"
#include "../record/record.h"

enum wire_kind {
	W_U8,		/* uint8_t */
	W_U16,		/* uint16_t */
	W_U32,		/* uint32_t, unsigned */
	W_I16,		/* int16_t */
	W_INT,		/* int, or an enum */
	W_BOOL,		/* bool */
	W_CARD,		/* mc_card: a card or MC_NOCARD */
	W_CARDS		/* struct mc_cards */
};

struct wire_field {
	const char	*name;
	size_t		 at;		/* offsetof in struct scene */
	enum wire_kind	 kind;
	int		 n;		/* values */
	long		 lo, hi;	/* each value within */
};

#define F(name, member, kind, n, lo, hi) \
	{ name, offsetof(struct scene, member), kind, n, lo, hi }
#define SEAT_LO	MC_NOSEAT
#define V(m)	view.hand.m
#define P(m)	view.hand.play.m

static const struct wire_field fields[] = {
	F("seat", seat, W_INT, 1, SEAT_LO, MC_NSEATS - 1),
	F("viewer", viewer, W_INT, 1, -1, MC_NSEATS - 1),
	F("actor", actor, W_INT, 1, -1, MC_NSEATS - 1),
	F("actor-human", actor_human, W_BOOL, 1, 0, 1),
	F("hand", hand, W_INT, 1, 0, 1000),
	F("length", length, W_INT, 1, 0, 1000),
	F("over", over, W_BOOL, 1, 0, 1),
	F("dealing", dealing, W_BOOL, 1, 0, 1),
	F("match-length", match.length, W_INT, 1, 0, 1000),
	F("match-hand", match.hand, W_INT, 1, 0, 1000),
	F("match-order", match.order, W_U8, MC_NSEATS, 0, MC_NSEATS - 1),
	F("match-seat-of", match.seat_of, W_U8, MC_NSEATS, 0,
	    MC_NSEATS - 1),
	F("match-player-at", match.player_at, W_U8, MC_NSEATS, 0,
	    MC_NSEATS - 1),
	F("match-rests", match.rests, W_INT, MC_NSEATS, -100000, 100000),
	F("match-giro-rests", match.giro_rests, W_INT, 3 * MC_NSEATS,
	    -100000, 100000),
	F("ncards", ncards, W_INT, 1, 0, MC_NCARDS),
	F("cards", cards, W_CARD, MC_NCARDS, 0, MC_NCARDS - 1),
	F("legal", legal, W_CARDS, 1, 0, 0),
	F("view-seat", view.seat, W_INT, 1, SEAT_LO, MC_NSEATS - 1),
	F("hidden", view.hidden, W_CARDS, 1, 0, 0),
	F("in-hand", view.in_hand, W_U8, MC_NSEATS, 0, MC_NCARDS),
	F("in-discards", view.in_discards, W_U8, MC_NSEATS, 0, MC_NCARDS),
	F("in-folla", view.in_folla, W_U8, 1, 0, MC_NCARDS),
	F("in-deck", view.in_deck, W_U8, 1, 0, MC_NCARDS),
	F("variants", V(variants), W_U32, 1, 0, 0xffff),
	F("phase", V(phase), W_INT, 1, MC_PHASE_CUT, MC_PHASE_OVER),
	F("dealer", V(dealer), W_U8, 1, 0, MC_NSEATS - 1),
	F("robber", V(robber), W_U8, 1, 0, MC_NSEATS - 1),
	F("cut", V(cut), W_U8, 1, 0, MC_NCARDS),
	F("deck", V(deck), W_CARD, MC_NCARDS, 0, MC_NCARDS - 1),
	F("held", V(held), W_CARDS, MC_NSEATS, 0, 0),
	F("discarded", V(discarded), W_CARDS, MC_NSEATS, 0, 0),
	F("faceup", V(faceup), W_CARDS, 1, 0, 0),
	F("seen", V(seen), W_CARDS, MC_NSEATS, 0, 0),
	F("look", V(look), W_CARD, MC_ROB_MAX + 1, 0, MC_NCARDS - 1),
	F("nlook", V(nlook), W_U8, 1, 0, MC_ROB_MAX + 1),
	F("nrobbed", V(nrobbed), W_U8, 1, 0, MC_ROB_MAX + 1),
	F("faceup21", V(faceup21), W_CARD, MC_NSEATS, 0, MC_NCARDS - 1),
	F("turned", V(turned), W_CARD, 13, 0, MC_NCARDS - 1),
	F("nturned", V(nturned), W_U8, 1, 0, 13),
	F("taken", V(taken), W_CARD, 13, 0, MC_NCARDS - 1),
	F("ntaken", V(ntaken), W_U8, 1, 0, 13),
	F("folla", V(folla), W_CARD, 13, 0, MC_NCARDS - 1),
	F("nfolla", V(nfolla), W_U8, 1, 0, 13),
	F("owed", V(owed), W_U8, MC_NSEATS, 0, MC_NCARDS),
	F("given", V(given), W_CARD, 13, 0, MC_NCARDS - 1),
	F("given-to", V(given_to), W_U8, 13, 0, MC_NSEATS - 1),
	F("ngiven", V(ngiven), W_U8, 1, 0, 13),
	F("played", V(played), W_CARD, MC_PLAYED_MAX, 0, MC_NCARDS - 1),
	F("trick-leader", V(trick_leader), W_U8, MC_PLAYED_MAX / MC_NSEATS,
	    0, MC_NSEATS - 1),
	F("turn", P(turn), W_U8, 1, 0, MC_NSEATS - 1),
	F("leader", P(leader), W_U8, 1, 0, MC_NSEATS - 1),
	F("ntricks", P(ntricks), W_U8, 1, 0, MC_PLAYED_MAX / MC_NSEATS),
	F("nplayed", P(nplayed), W_U8, 1, 0, MC_NSEATS),
	F("trick", P(trick), W_CARD, MC_NSEATS, 0, MC_NCARDS - 1),
	F("lead", P(lead), W_U8, 1, 0, 255),
	F("first-lead", P(first_lead), W_U8, 1, 0, 255),
	F("suits-led", P(suits_led), W_U8, 1, 0, 255),
	F("trumped", P(trumped), W_U8, 1, 0, 255),
	F("last-winner", P(last_winner), W_U8, 1, 0, 255),
	F("fallen", P(fallen), W_U8, 1, 0, 15),
	F("asked", P(asked), W_U8, 1, 0, 255),
	F("fall-asked", P(fall_asked), W_U8, 1, 0, 255),
	F("asking", P(asking), W_U8, 1, 0, 255),
	F("tricks-won", P(tricks_won), W_U8, 2, 0, 255),
	F("prev-trick", P(prev_trick), W_CARD, MC_NSEATS, 0, MC_NCARDS - 1),
	F("prev-leader", P(prev_leader), W_U8, 1, 0, 255),
	F("matto-owed", P(matto_owed), W_U8, 1, 0, 255),
	F("matto-side", P(matto_side), W_U8, 1, 0, 255),
	F("matto-taker", P(matto_taker), W_U8, 1, 0, 255),
	F("declared", P(declared), W_U16, MC_NSEATS, 0, 0xffff),
	F("counts", P(counts), W_U8, 4, 0, 255),
	F("voids", P(voids), W_U8, MC_NSEATS, 0, 255),
	F("no-king", P(no_king), W_U8, MC_NSEATS, 0, 255),
	F("lacks", P(lacks), W_U32, MC_NSEATS, 0, 0x7ffff),
	F("first-trump-lead", P(first_trump_lead), W_CARD, MC_NSEATS, 0,
	    MC_NCARDS - 1),
	F("won", P(won), W_CARDS, 2, 0, 0),
	F("marker", P(marker.value), W_INT, 2, -100000, 100000),
	F("marker-rests", P(marker.rests), W_INT, 2, -100000, 100000),
	F("marker-play", P(marker_play.value), W_INT, 2, -100000, 100000),
	F("marker-play-rests", P(marker_play.rests), W_INT, 2, -100000,
	    100000),
	F("marks", P(marks), W_I16, 2 * MC_MARK_KINDS, -32000, 32000),
};

#define NFIELDS	(sizeof(fields) / sizeof(fields[0]))

/* The levels a seat may show; a frame names one of them or "?". */
static const char *const levels[] = {
	"human", "random", "easy", "normal", "hard", "expert", "?"
};

static const char *
level_of(const char *word)
{
	size_t	 i;

	for (i = 0; i < sizeof(levels) / sizeof(levels[0]) - 1; i++)
		if (word != NULL && strcmp(word, levels[i]) == 0)
			return levels[i];
	return levels[sizeof(levels) / sizeof(levels[0]) - 1];
}

/* Value k of field f in sc. */
static long
get(const struct scene *sc, const struct wire_field *f, int k)
{
	const unsigned char	*p = (const unsigned char *)sc + f->at;

	switch (f->kind) {
	case W_U8:
	case W_CARD:
		return ((const uint8_t *)p)[k];
	case W_U16:
		return ((const uint16_t *)p)[k];
	case W_U32:
		return (long)((const uint32_t *)p)[k];
	case W_I16:
		return ((const int16_t *)p)[k];
	case W_BOOL:
		return ((const bool *)p)[k];
	case W_INT:
		return ((const int *)p)[k];
	case W_CARDS:
		break;
	}
	return 0;
}

static void
put(struct scene *sc, const struct wire_field *f, int k, long v)
{
	unsigned char	*p = (unsigned char *)sc + f->at;

	switch (f->kind) {
	case W_U8:
	case W_CARD:
		((uint8_t *)p)[k] = (uint8_t)v;
		break;
	case W_U16:
		((uint16_t *)p)[k] = (uint16_t)v;
		break;
	case W_U32:
		((uint32_t *)p)[k] = (uint32_t)v;
		break;
	case W_I16:
		((int16_t *)p)[k] = (int16_t)v;
		break;
	case W_BOOL:
		((bool *)p)[k] = v != 0;
		break;
	case W_INT:
		((int *)p)[k] = (int)v;
		break;
	case W_CARDS:
		break;
	}
}

/* How many values field f has in sc: the hand area's cards, ncards. */
static int
values(const struct scene *sc, const struct wire_field *f)
{
	return f->at == offsetof(struct scene, cards) ? sc->ncards : f->n;
}

/* Appends " v" to buf at *len: a frame has some 700 numbers. */
static void
add_number(char *buf, size_t *len, long v)
{
	char		 digits[24];
	unsigned long	 u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
	int		 n = 0;

	do
		digits[n++] = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	buf[(*len)++] = ' ';
	if (v < 0)
		buf[(*len)++] = '-';
	while (n > 0)
		buf[(*len)++] = digits[--n];
}

/* One field's line. */
static void
write_field(FILE *fp, const struct scene *sc, const struct wire_field *f)
{
	const struct mc_cards	*set;
	char			 line[WIRE_LINE_MAX];
	size_t			 len;
	int			 k;

	len = (size_t)snprintf(line, sizeof(line), "%s", f->name);
	for (k = 0; k < values(sc, f); k++) {
		if (f->kind == W_CARDS) {
			set = (const struct mc_cards *)((const unsigned char *)
			    sc + f->at) + k;
			len += (size_t)snprintf(line + len, sizeof(line) - len,
			    " %llx:%llx", (unsigned long long)set->w[0],
			    (unsigned long long)set->w[1]);
		} else
			add_number(line, &len, get(sc, f, k));
	}
	line[len++] = '\n';
	fwrite(line, 1, len, fp);
}

/* A text of the scene's (a name, a line of talk) made safe, one line. */
static void
write_text(FILE *fp, const char *what, int k, const char *text)
{
	char	 safe[4 * SCENE_LINE];

	fprintf(fp, "%s %d %s\n", what, k, safe_text(text, safe,
	    sizeof(safe)));
}

/*
 * Writes scene sc as a frame: its fields, the seats' names and levels,
 * the talk it holds and the hand's events its viewer may see.
 */
void
wire_write(FILE *fp, const struct scene *sc)
{
	const struct mc_event	*ev;
	size_t			 i;
	int			 k, j;

	fprintf(fp, "%s %d\n", WIRE_MAGIC, WIRE_VERSION);
	for (i = 0; i < NFIELDS; i++)
		write_field(fp, sc, &fields[i]);
	for (k = 0; k < MC_NSEATS; k++) {
		fprintf(fp, "seat-of %d %d %d %s\n", k, sc->seats[k].player,
		    sc->seats[k].ncards, level_of(sc->seats[k].level));
		write_text(fp, "seat-name", k, sc->seats[k].name);
		write_text(fp, "player-name", k, sc->players[k]);
	}
	for (k = 0; k < sc->ntalk; k++)
		write_text(fp, sc->talk[k].old ? "talk-old" : "talk", k,
		    sc->talk[k].text);
	for (k = 0; k < sc->nevents; k++) {
		ev = &sc->events[k];
		fprintf(fp, "event %d %u %u %u %u %u %d", k,
		    (unsigned)sc->event_at[k], (unsigned)ev->kind,
		    (unsigned)ev->seat, (unsigned)ev->card,
		    (unsigned)ev->visible, (int)ev->n);
		for (j = 0; j < 4; j++)
			fprintf(fp, " %u", (unsigned)ev->counts[j]);
		fprintf(fp, " %u %u %llx:%llx\n", (unsigned)ev->marker[0],
		    (unsigned)ev->marker[1],
		    (unsigned long long)ev->cards.w[0],
		    (unsigned long long)ev->cards.w[1]);
	}
	fputs("end\n", fp);
}

/* ------------------------------------------------------------ reading */

struct reader {
	char		*err;
	size_t		 errsize;
	int		 line;
};

static bool
bad(struct reader *r, const char *what)
{
	snprintf(r->err, r->errsize, "frame line %d: %s", r->line, what);
	return false;
}

/* A number within lo..hi at *p, which moves past it. */
static bool
number(const char **p, long lo, long hi, long *v)
{
	char	*end;

	while (**p == ' ')
		(*p)++;
	*v = strtol(*p, &end, 10);
	if (end == *p || *v < lo || *v > hi)
		return false;
	*p = end;
	return true;
}

/* A set of cards "hex:hex" at *p, holding no card beyond the deck. */
static bool
card_set(const char **p, struct mc_cards *set)
{
	unsigned long long	 w0, w1;
	char			*end;

	while (**p == ' ')
		(*p)++;
	w0 = strtoull(*p, &end, 16);
	if (end == *p || *end != ':')
		return false;
	*p = end + 1;
	w1 = strtoull(*p, &end, 16);
	if (end == *p || (w1 >> (MC_NCARDS - 64)) != 0)
		return false;
	*p = end;
	set->w[0] = w0;
	set->w[1] = w1;
	return true;
}

static bool
read_field(struct reader *r, struct scene *sc, const struct wire_field *f,
    const char *p)
{
	struct mc_cards	*set;
	long		 v;
	int		 k;

	for (k = 0; k < values(sc, f); k++) {
		if (f->kind == W_CARDS) {
			set = (struct mc_cards *)((unsigned char *)sc +
			    f->at) + k;
			if (!card_set(&p, set))
				return bad(r, f->name);
			continue;
		}
		if (!number(&p, f->kind == W_CARD ? 0 : f->lo,
		    f->kind == W_CARD ? 255 : f->hi, &v) ||
		    (f->kind == W_CARD && v >= MC_NCARDS && v != MC_NOCARD))
			return bad(r, f->name);
		put(sc, f, k, v);
	}
	while (*p == ' ')
		p++;
	return *p == '\0' ? true : bad(r, f->name);
}

/* "what k text": k within 0..max-1, *text where the text begins. */
static bool
read_text(struct reader *r, const char *p, int max, int *k,
    const char **text)
{
	long	 v;

	if (!number(&p, 0, max - 1, &v) || *p != ' ')
		return bad(r, "a text's place");
	*k = (int)v;
	*text = p + 1;
	return true;
}

static bool
read_event(struct reader *r, struct scene *sc, const char *p)
{
	struct mc_event	*ev;
	long		 v[13];
	static const long hi[13] = { MC_LOG_MAX - 1, MC_LOG_MAX - 1, 255,
	    255, 255, 15, 32767, 255, 255, 255, 255, 255, 255 };
	int		 i;

	for (i = 0; i < 13; i++)
		if (!number(&p, i == 6 ? -32768 : 0, hi[i], &v[i]))
			return bad(r, "event");
	if (v[0] != sc->nevents || (v[4] >= MC_NCARDS && v[4] != MC_NOCARD))
		return bad(r, "event");
	ev = &sc->events[sc->nevents];
	memset(ev, 0, sizeof(*ev));
	sc->event_at[sc->nevents] = (uint16_t)v[1];
	ev->kind = (uint8_t)v[2];
	ev->seat = (uint8_t)v[3];
	ev->card = (mc_card)v[4];
	ev->visible = (uint8_t)v[5];
	ev->n = (int16_t)v[6];
	for (i = 0; i < 4; i++)
		ev->counts[i] = (uint8_t)v[7 + i];
	ev->marker[0] = (uint8_t)v[11];
	ev->marker[1] = (uint8_t)v[12];
	if (!card_set(&p, &ev->cards))
		return bad(r, "event");
	sc->nevents++;
	return true;
}

static bool
read_seat(struct reader *r, struct scene *sc, const char *p)
{
	long	 s, player, n;
	char	 word[16];

	if (!number(&p, 0, MC_NSEATS - 1, &s) ||
	    !number(&p, -1, MC_NSEATS - 1, &player) ||
	    !number(&p, 0, MC_NCARDS, &n) || *p != ' ')
		return bad(r, "seat-of");
	snprintf(word, sizeof(word), "%s", p + 1);
	sc->seats[s].player = (int)player;
	sc->seats[s].ncards = (int)n;
	sc->seats[s].level = level_of(word);
	return true;
}

/* One line of a frame (NUL-ended, no newline). */
static bool
read_line(struct reader *r, struct scene *sc, const char *line)
{
	const char	*sp = strchr(line, ' ');
	size_t		 n = sp != NULL ? (size_t)(sp - line) : strlen(line);
	const char	*text;
	size_t		 i;
	int		 k;

	for (i = 0; i < NFIELDS; i++)
		if (strlen(fields[i].name) == n &&
		    memcmp(fields[i].name, line, n) == 0)
			return read_field(r, sc, &fields[i], line + n);
	if (sp == NULL)
		return bad(r, "unknown line");
	if (strncmp(line, "seat-of ", 8) == 0)
		return read_seat(r, sc, sp);
	if (strncmp(line, "event ", 6) == 0) {
		if (sc->nevents == MC_LOG_MAX)
			return bad(r, "too many events");
		return read_event(r, sc, sp);
	}
	if (strncmp(line, "seat-name ", 10) == 0) {
		if (!read_text(r, sp, MC_NSEATS, &k, &text))
			return false;
		safe_text(text, sc->seats[k].name, sizeof(sc->seats[k].name));
		return true;
	}
	if (strncmp(line, "player-name ", 12) == 0) {
		if (!read_text(r, sp, MC_NSEATS, &k, &text))
			return false;
		safe_text(text, sc->players[k], sizeof(sc->players[k]));
		return true;
	}
	if (strncmp(line, "talk ", 5) == 0 ||
	    strncmp(line, "talk-old ", 9) == 0) {
		if (sc->ntalk == SCENE_TALK)
			return bad(r, "too much talk");
		if (!read_text(r, sp, SCENE_TALK, &k, &text))
			return false;
		if (k != sc->ntalk)
			return bad(r, "talk out of order");
		safe_text(text, sc->talk[k].text, sizeof(sc->talk[k].text));
		sc->talk[sc->ntalk++].old = line[4] == '-';
		return true;
	}
	return bad(r, "unknown line");
}

/*
 * Reads a frame from text (the lines wire_write wrote, up to "end")
 * into sc; false, and why in err, for anything else: another version,
 * a value out of range, a line unknown or too long.  *used is the bytes
 * read, the "end" line's newline included.
 */
bool
wire_read(const char *text, size_t len, struct scene *sc, size_t *used,
    char *err, size_t errsize)
{
	struct reader	 r = { err, errsize, 0 };
	char		 line[WIRE_LINE_MAX], want[32];
	const char	*p = text, *nl;
	size_t		 n;

	memset(sc, 0, sizeof(*sc));
	sc->seat = sc->view.seat = MC_NOSEAT;
	sc->viewer = sc->actor = -1;
	snprintf(want, sizeof(want), "%s %d", WIRE_MAGIC, WIRE_VERSION);
	for (;;) {
		if ((nl = memchr(p, '\n', len - (size_t)(p - text))) == NULL)
			return bad(&r, "a frame without its end");
		r.line++;
		if ((n = (size_t)(nl - p)) >= sizeof(line))
			return bad(&r, "line too long");
		memcpy(line, p, n);
		line[n] = '\0';
		p = nl + 1;
		if (r.line == 1) {
			if (strcmp(line, want) != 0)
				return bad(&r, "not a frame of this version");
			continue;
		}
		if (strcmp(line, "end") == 0)
			break;
		if (memchr(line, '\0', n) != NULL)
			return bad(&r, "a NUL byte");
		if (!read_line(&r, sc, line))
			return false;
	}
	*used = (size_t)(p - text);
	return true;
}

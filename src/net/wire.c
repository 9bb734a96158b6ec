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
#include "../lang/lang.h"

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

/*
 * What a seat may show: human, or a level offered to people (bot.c; a
 * test level never sits at a table); a frame names one of them or "?".
 */
static const char *
level_of(const char *word)
{
	int	 level;

	if (word != NULL && strcmp(word, "human") == 0)
		return "human";
	if (word != NULL && (level = bot_level_parse(word)) >= 0)
		return bot_levels[level].word;
	return "?";
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

/* Event k of sc as its frame line, newline and all. */
static void
event_line(const struct scene *sc, int k, char *buf, size_t size)
{
	const struct mc_event	*ev = &sc->events[k];

	snprintf(buf, size, "event %d %u %u %u %u %u %d %u %u %u %u %u %u "
	    "%llx:%llx\n", k, (unsigned)sc->event_at[k], (unsigned)ev->kind,
	    (unsigned)ev->seat, (unsigned)ev->card, (unsigned)ev->visible,
	    (int)ev->n, (unsigned)ev->counts[0], (unsigned)ev->counts[1],
	    (unsigned)ev->counts[2], (unsigned)ev->counts[3],
	    (unsigned)ev->marker[0], (unsigned)ev->marker[1],
	    (unsigned long long)ev->cards.w[0],
	    (unsigned long long)ev->cards.w[1]);
}

static bool
talk_same(const struct scene_talk *a, const struct scene_talk *b)
{
	return a->old == b->old && strcmp(a->text, b->text) == 0;
}

/*
 * The talk a frame need not send again: the most of prev's last lines
 * that are sc's first, in order (the talk grows at its end and loses
 * its oldest lines).
 */
static int
talk_kept(const struct scene *sc, const struct scene *prev)
{
	int	 n, i;

	if (prev == NULL)
		return 0;
	for (n = prev->ntalk < sc->ntalk ? prev->ntalk : sc->ntalk; n > 0;
	    n--) {
		for (i = 0; i < n; i++)
			if (!talk_same(&prev->talk[prev->ntalk - n + i],
			    &sc->talk[i]))
				break;
		if (i == n)
			return n;
	}
	return 0;
}

/* The hand's events a frame need not send again: prev's, as they were. */
static int
events_kept(const struct scene *sc, const struct scene *prev)
{
	char	 a[WIRE_LINE_MAX], b[WIRE_LINE_MAX];
	int	 n;

	if (prev == NULL)
		return 0;
	for (n = 0; n < prev->nevents && n < sc->nevents; n++) {
		event_line(prev, n, a, sizeof(a));
		event_line(sc, n, b, sizeof(b));
		if (strcmp(a, b) != 0)
			break;
	}
	return n;
}

/*
 * Writes scene sc as a frame: its fields, the seats' names and levels,
 * the talk it holds and the hand's events its viewer may see.  With
 * prev, the frame this client was sent last, the talk and events it
 * already has are kept by number, not sent again.
 */
void
wire_write(FILE *fp, const struct scene *sc, const struct scene *prev)
{
	char	 line[WIRE_LINE_MAX];
	size_t	 i;
	int	 k, keep;

	fprintf(fp, "%s %d\n", WIRE_MAGIC, WIRE_VERSION);
	for (i = 0; i < NFIELDS; i++)
		write_field(fp, sc, &fields[i]);
	for (k = 0; k < MC_NSEATS; k++) {
		fprintf(fp, "seat-of %d %d %d %s\n", k, sc->seats[k].player,
		    sc->seats[k].ncards, level_of(sc->seats[k].level));
		write_text(fp, "seat-name", k, sc->seats[k].name);
		write_text(fp, "player-name", k, sc->players[k]);
	}
	if ((keep = talk_kept(sc, prev)) > 0)
		fprintf(fp, "talk-keep %d\n", keep);
	for (k = keep; k < sc->ntalk; k++)
		write_text(fp, sc->talk[k].old ? "talk-old" : "talk", k,
		    sc->talk[k].text);
	if ((keep = events_kept(sc, prev)) > 0)
		fprintf(fp, "event-keep %d\n", keep);
	for (k = keep; k < sc->nevents; k++) {
		event_line(sc, k, line, sizeof(line));
		fputs(line, fp);
	}
	fputs("end\n", fp);
}

/* The frame of sc (kept from prev, if any) in a buffer the caller frees. */
char *
wire_frame(const struct scene *sc, const struct scene *prev, size_t *len)
{
	char	*buf = NULL;
	FILE	*fp;

	*len = 0;
	if ((fp = open_memstream(&buf, len)) == NULL)
		return NULL;
	wire_write(fp, sc, prev);
	fclose(fp);
	return buf;
}

/* ------------------------------------------------------------ reading */

/* What a frame may keep of the one before it (talk-keep, event-keep). */
struct kept {
	struct scene_talk talk[SCENE_TALK];
	int		 ntalk;
	struct mc_event	 events[MC_LOG_MAX];
	uint16_t	 event_at[MC_LOG_MAX];
	int		 nevents;
};

struct reader {
	char		*err;
	size_t		 errsize;
	int		 line;
	const struct kept *prev;
};

/* What is wrong at the frame's line: what (translated where it is a
 * phrase, or a field's name, which stays). */
static bool
bad(struct reader *r, const char *what)
{
	/* TRANSLATORS: a frame the table sent (its lines of facts) is
	 * bad at this line; %s is what is wrong, or the name of the
	 * field that is. */
	snprintf(r->err, r->errsize, _("frame line %d: %s"), r->line, what);
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
		return bad(r, _("a text's place"));
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
	long		 keep;
	int		 k;

	for (i = 0; i < NFIELDS; i++)
		if (strlen(fields[i].name) == n &&
		    memcmp(fields[i].name, line, n) == 0)
			return read_field(r, sc, &fields[i], line + n);
	if (sp == NULL)
		return bad(r, _("unknown line"));
	if (strncmp(line, "seat-of ", 8) == 0)
		return read_seat(r, sc, sp);
	if (strncmp(line, "event ", 6) == 0) {
		if (sc->nevents == MC_LOG_MAX)
			return bad(r, _("too many events"));
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
	if (strncmp(line, "talk-keep ", 10) == 0) {
		/* the last lines of the talk before, first */
		if (!number(&sp, 1, r->prev->ntalk, &keep) || *sp != '\0' ||
		    sc->ntalk != 0)
			return bad(r, "talk-keep");
		memcpy(sc->talk, r->prev->talk + r->prev->ntalk - keep,
		    (size_t)keep * sizeof(sc->talk[0]));
		sc->ntalk = (int)keep;
		return true;
	}
	if (strncmp(line, "event-keep ", 11) == 0) {
		/* the hand's events before, as they were */
		if (!number(&sp, 1, r->prev->nevents, &keep) ||
		    *sp != '\0' || sc->nevents != 0)
			return bad(r, "event-keep");
		memcpy(sc->events, r->prev->events, (size_t)keep *
		    sizeof(sc->events[0]));
		memcpy(sc->event_at, r->prev->event_at, (size_t)keep *
		    sizeof(sc->event_at[0]));
		sc->nevents = (int)keep;
		return true;
	}
	if (strncmp(line, "talk ", 5) == 0 ||
	    strncmp(line, "talk-old ", 9) == 0) {
		if (sc->ntalk == SCENE_TALK)
			return bad(r, _("too much talk"));
		if (!read_text(r, sp, SCENE_TALK, &k, &text))
			return false;
		if (k != sc->ntalk)
			return bad(r, _("talk out of order"));
		safe_text(text, sc->talk[k].text, sizeof(sc->talk[k].text));
		sc->talk[sc->ntalk++].old = line[4] == '-';
		return true;
	}
	return bad(r, _("unknown line"));
}

/*
 * Reads a frame from text (the lines wire_write wrote, up to "end")
 * into sc, which holds the frame before it (or nothing: zeroes), whose
 * talk and events the frame may keep; false, and why in err, for
 * anything else: another version, a value out of range, a line unknown
 * or too long.  *used is the bytes
 * read, the "end" line's newline included.
 */
bool
wire_read(const char *text, size_t len, struct scene *sc, size_t *used,
    char *err, size_t errsize)
{
	struct reader	 r = { err, errsize, 0, NULL };
	struct kept	*prev;
	char		 line[WIRE_LINE_MAX], want[32];
	const char	*p = text, *nl;
	size_t		 n;
	bool		 ok = false;

	/* what the frame may keep of the one before, which sc holds */
	if ((prev = malloc(sizeof(*prev))) == NULL)
		return bad(&r, _("out of memory"));
	prev->ntalk = sc->ntalk >= 0 && sc->ntalk <= SCENE_TALK ? sc->ntalk :
	    0;
	prev->nevents = sc->nevents >= 0 && sc->nevents <= MC_LOG_MAX ?
	    sc->nevents : 0;
	memcpy(prev->talk, sc->talk, (size_t)prev->ntalk * sizeof(sc->talk[0]));
	memcpy(prev->events, sc->events, (size_t)prev->nevents *
	    sizeof(sc->events[0]));
	memcpy(prev->event_at, sc->event_at, (size_t)prev->nevents *
	    sizeof(sc->event_at[0]));
	r.prev = prev;
	memset(sc, 0, sizeof(*sc));
	sc->seat = sc->view.seat = MC_NOSEAT;
	sc->viewer = sc->actor = -1;
	snprintf(want, sizeof(want), "%s %d", WIRE_MAGIC, WIRE_VERSION);
	for (;;) {
		if ((nl = memchr(p, '\n', len - (size_t)(p - text))) == NULL) {
			bad(&r, _("a frame without its end"));
			break;
		}
		r.line++;
		if ((n = (size_t)(nl - p)) >= sizeof(line)) {
			bad(&r, _("line too long"));
			break;
		}
		memcpy(line, p, n);
		line[n] = '\0';
		p = nl + 1;
		if (r.line == 1) {
			if (strcmp(line, want) != 0) {
				bad(&r, _("not a frame of this version"));
				break;
			}
			continue;
		}
		if (strcmp(line, "end") == 0) {
			*used = (size_t)(p - text);
			ok = true;
			break;
		}
		if (memchr(line, '\0', n) != NULL) {
			bad(&r, _("a NUL byte"));
			break;
		}
		if (!read_line(&r, sc, line))
			break;
	}
	free(prev);
	return ok;
}

/*
 * The cards a frame names (whole, not kept from another): every card
 * and set of cards of its fields and of its events, but not "hidden",
 * which names the cards the seat cannot place, not where they are;
 * a first trump led that is no trump is none (0).  What a test holds against what the frame's seat may see (R9.1).
 */
bool
wire_named_cards(const char *text, size_t len, struct mc_cards *out,
    char *err, size_t errsize)
{
	const struct mc_cards	*set;
	struct scene		*sc;
	size_t			 i, used;
	int			 k;
	long			 c;
	bool			 ok;

	memset(out, 0, sizeof(*out));
	if ((sc = calloc(1, sizeof(*sc))) == NULL) {
		snprintf(err, errsize, "%s", _("out of memory"));
		return false;
	}
	if ((ok = wire_read(text, len, sc, &used, err, errsize))) {
		for (i = 0; i < NFIELDS; i++) {
			const struct wire_field *f = &fields[i];

			if (f->at == offsetof(struct scene, view.hidden))
				continue;
			for (k = 0; k < values(sc, f); k++) {
				if (f->kind == W_CARDS) {
					set = (const struct mc_cards *)
					    ((const unsigned char *)sc +
					    f->at) + k;
					out->w[0] |= set->w[0];
					out->w[1] |= set->w[1];
				} else if (f->kind == W_CARD &&
				    (c = get(sc, f, k)) != MC_NOCARD &&
				    (f->at != offsetof(struct scene,
				    P(first_trump_lead)) ||
				    mc_is_trump((mc_card)c)))
					mc_cards_add(out, (mc_card)c);
			}
		}
		for (k = 0; k < sc->nevents; k++) {
			if (sc->events[k].card != MC_NOCARD)
				mc_cards_add(out, sc->events[k].card);
			out->w[0] |= sc->events[k].cards.w[0];
			out->w[1] |= sc->events[k].cards.w[1];
		}
	}
	free(sc);
	return ok;
}

/*
 * match.c -- a match: its players, its hands one after another, the
 * rests they pay, and its game record, written line by line from each
 * decision as it is made.  The table, the text modes and the arena all
 * play through here; load.c replays a record through the same calls.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match.h"
#include "../text/text.h"

/* The next seed of a chain: each hand's seed gives the next one's. */
static uint64_t
mix(uint64_t x)
{
	struct mc_rng	 r;

	mc_rng_seed(&r, x);
	return mc_rng_next(&r);
}

/* An empty match: a set (R4.4), the players named by their seats. */
void
match_init(struct match *m)
{
	int	 s;

	memset(m, 0, sizeof(*m));
	m->length = MC_MATCH_SET;
	for (s = 0; s < MC_NSEATS; s++) {
		snprintf(m->players[s].name, sizeof(m->players[s].name), "%s",
		    mc_seat_name(s));
		m->order[s] = (uint8_t)s;
	}
}

void
match_free(struct match *m)
{
	free(m->text);
	m->text = NULL;
	m->len = m->cap = 0;
}

/* Adds text to the record; a failure marks it broken, never cut. */
bool
match_keep(struct match *m, const char *s, size_t len)
{
	char	*p;
	size_t	 cap;

	if (!m->recording || m->broken)
		return !m->broken;
	if (m->len + len + 1 > m->cap) {
		cap = m->cap ? m->cap * 2 : 65536;
		while (cap < m->len + len + 1)
			cap *= 2;
		if ((p = realloc(m->text, cap)) == NULL) {
			m->broken = true;
			return false;
		}
		m->text = p;
		m->cap = cap;
	}
	memcpy(m->text + m->len, s, len);
	m->len += len;
	m->text[m->len] = '\0';
	return true;
}

/* A record writer's lines, caught in memory, then kept. */
struct lines {
	char	*buf;
	size_t	 len;
	FILE	*fp;
};

/* A stream for a writer's lines, or NULL when nothing is kept. */
static FILE *
lines_open(const struct match *m, struct lines *l)
{
	l->buf = NULL;
	l->len = 0;
	l->fp = m->recording ? open_memstream(&l->buf, &l->len) : NULL;
	return l->fp;
}

/* The lines written to l, kept in the record; false if lost. */
static bool
lines_keep(struct match *m, struct lines *l)
{
	bool	 ok;

	if (!m->recording)
		return true;
	if (l->fp == NULL)
		return !(m->broken = true);
	ok = fclose(l->fp) == 0 && match_keep(m, l->buf, l->len);
	free(l->buf);
	return ok;
}

/* R4.1: no draw recorded; the first dealer's partner sits opposite. */
void
match_order_dealer(struct match *m, int dealer)
{
	m->order[0] = (uint8_t)dealer;
	m->order[1] = (uint8_t)mc_seat_opposite(dealer);
	m->order[2] = (uint8_t)mc_seat_right(dealer);
	m->order[3] = (uint8_t)mc_seat_left(dealer);
}

/* The record's header, from the match as it is set up. */
bool
match_begin(struct match *m)
{
	struct lines	 l;

	if (lines_open(m, &l) != NULL)
		record_header(l.fp, m->variants, m->players, m->length,
		    m->ordered ? m->order : NULL);
	return lines_keep(m, &l);
}

/* The record's header as the match would write it now, or NULL. */
static char *
header(const struct match *m, size_t *len)
{
	char	*buf = NULL;
	FILE	*fp;

	*len = 0;
	if ((fp = open_memstream(&buf, len)) == NULL)
		return NULL;
	record_header(fp, m->variants, m->players, m->length,
	    m->ordered ? m->order : NULL);
	if (fclose(fp) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

/*
 * A name nobody gave: the seat's, in the reader's language ("Sud"), so
 * that no screen shows an English word for it, and no record keeps one.
 */
void
match_name_seat(struct player *pl, int seat)
{
	snprintf(pl->name, sizeof(pl->name), "%s", show_seat(seat));
	pl->unnamed = true;
}

/*
 * Is name one nobody gave the player at seat?  The seat's own name, in
 * the reader's language or in English (what records wrote before a seat
 * line could leave its name out), and for a person the placeholders
 * older versions and the lessons wrote: "Player", "Player North", "You".
 */
bool
match_name_is_seat(const char *name, int seat, bool human)
{
	char	 player[RECORD_NAME_MAX + 1];

	if (seat < 0 || seat >= MC_NSEATS)
		return false;
	snprintf(player, sizeof(player), "Player %s", mc_seat_name(seat));
	return strcmp(name, show_seat(seat)) == 0 ||
	    strcmp(name, mc_seat_name(seat)) == 0 || (human &&
	    (strcmp(name, "Player") == 0 || strcmp(name, player) == 0 ||
	    strcmp(name, "You") == 0));
}

/*
 * Player p is called name from now on, in the record's header too (a
 * person who names himself at a table's seat nobody had named); false,
 * the match unchanged, if the record does not begin with its header.
 */
bool
match_rename(struct match *m, int p, const char *name)
{
	struct player	 was = m->players[p];
	char		*old, *new = NULL, *text;
	size_t		 nold, nnew = 0, len;
	bool		 ok = false;

	if (!m->recording) {
		snprintf(m->players[p].name, sizeof(m->players[p].name), "%s",
		    name);
		m->players[p].unnamed = false;
		return true;
	}
	if ((old = header(m, &nold)) == NULL)
		return false;
	snprintf(m->players[p].name, sizeof(m->players[p].name), "%s", name);
	m->players[p].unnamed = false;
	if (m->len >= nold && memcmp(m->text, old, nold) == 0 &&
	    (new = header(m, &nnew)) != NULL &&
	    (text = malloc(m->len - nold + nnew + 1)) != NULL) {
		len = m->len - nold + nnew;
		memcpy(text, new, nnew);
		memcpy(text + nnew, m->text + nold, m->len - nold + 1);
		free(m->text);
		m->text = text;
		m->len = len;
		m->cap = len + 1;
		ok = true;
	}
	if (!ok)
		m->players[p] = was;
	free(old);
	free(new);
	return ok;
}

/*
 * A new match: the players draw for partners (R4.1) from the seed.
 * Every computer player needs a level this program has.
 */
bool
match_new(struct match *m, const struct match_setup *setup)
{
	struct mc_rng	 rng;
	int		 p;

	for (p = 0; p < MC_NSEATS; p++)
		if (!setup->players[p].human &&
		    bot_level_parse(setup->players[p].level) < 0)
			return false;
	memcpy(m->players, setup->players, sizeof(m->players));
	m->length = setup->length;
	m->variants = setup->variants;
	mc_rng_seed(&rng, setup->seed);
	mc_draw_partners(&rng, &m->draw);
	memcpy(m->order, m->draw.order, sizeof(m->order));
	m->ordered = true;
	m->next_seed = mc_rng_next(&rng);
	return match_begin(m);
}

/* A hand begins, waiting for its deck (R4.2). */
void
match_open_hand(struct match *m, int dealer)
{
	m->hands++;
	m->dealer = dealer;
	m->seeded = m->decked = false;
	memset(m->aids, 0, sizeof(m->aids));
	memset(&m->hand, 0, sizeof(m->hand));
	m->hand.log = NULL;
}

/* The hand is dealt from its deck, or from its seed's deck (R5.1). */
enum mc_err
match_start(struct match *m)
{
	if (m->hand.log != NULL)
		return MC_OK;
	if (!m->decked)
		record_deck(m->seed, m->deck);
	m->next_seed = mix(m->seed);
	m->log.n = 0;
	m->shown = 0;
	return mc_hand_init(&m->hand, m->variants, m->dealer, m->deck, &m->log);
}

/* The next hand from deck, dealt by the seat whose turn it is (R4.2). */
bool
match_deal_deck(struct match *m, const uint64_t *seed,
    const mc_card deck[MC_NCARDS])
{
	struct lines	 l;

	if (m->hands == 0 &&
	    mc_match_init(&m->seating, m->length, m->order) != MC_OK)
		return false;
	if (m->hands > 0 && m->hand.phase != MC_PHASE_OVER)
		return false;
	if (mc_match_over(&m->seating))
		return false;
	match_open_hand(m, mc_match_dealer(&m->seating));
	if (lines_open(m, &l) != NULL)
		record_hand(l.fp, m->hands, m->dealer, seed, deck);
	if (!lines_keep(m, &l))
		return false;
	if (seed != NULL)
		m->seed = *seed;
	m->seeded = seed != NULL;
	memcpy(m->deck, deck, sizeof(m->deck));
	m->decked = true;
	return match_start(m) == MC_OK;
}

/* The next hand, its deck from the chain of seeds. */
bool
match_deal(struct match *m)
{
	mc_card		 deck[MC_NCARDS];
	uint64_t	 seed = m->next_seed;

	record_deck(seed, deck);
	return match_deal_deck(m, &seed, deck);
}

const struct mc_hand *
match_hand(const struct match *m)
{
	return &m->hand;
}

/* The seat whose decision the hand waits for, or -1 when it is over. */
int
match_actor(const struct match *m)
{
	if (m->hand.phase == MC_PHASE_OVER)
		return -1;
	return mc_hand_to_act(&m->hand);
}

/* The player sitting at seat now (R4.3). */
int
match_player(const struct match *m, int seat)
{
	if (m->hands == 0)
		return seat;
	return m->seating.player_at[seat];
}

/* The seat where player sits in this hand, or MC_NOSEAT (R4.3). */
int
match_seat(const struct match *m, int player)
{
	int	 s;

	for (s = 0; s < MC_NSEATS && player >= 0; s++)
		if (match_player(m, s) == player)
			return s;
	return MC_NOSEAT;
}

/* Does a person sit at seat now? */
bool
match_human_at(const struct match *m, int seat)
{
	return m->players[match_player(m, seat)].human;
}

/* How many of the four players are people (hot-seat when more than one). */
int
match_humans(const struct match *m)
{
	int	 p, n = 0;

	for (p = 0; p < MC_NSEATS; p++)
		n += m->players[p].human;
	return n;
}

/* R4.4: the match's last hand is over. */
bool
match_over(const struct match *m)
{
	return m->hands > 0 && m->hand.phase == MC_PHASE_OVER &&
	    mc_match_over(&m->seating);
}

/* The level a player decides at: easy for a human who asks, and for a
 * level this program does not have. */
enum bot_level
match_level(const struct player *pl)
{
	int	 level = pl->human ? -1 : bot_level_parse(pl->level);

	return level < 0 ? BOT_EASY : (enum bot_level)level;
}

void
match_set_level(struct player *pl, enum bot_level level)
{
	snprintf(pl->level, sizeof(pl->level), "%s", bot_level_name(level));
}

/*
 * The level a player decides at in m: a test level (open, which sees
 * every hand) only where no person plays, as in the arena; elsewhere
 * the record's reader has refused it, and it would decide as easy.
 */
static enum bot_level
decision_level(const struct match *m, const struct player *pl)
{
	int	 level;

	if (pl->human || match_humans(m) > 0)
		return match_level(pl);
	level = bot_arena_level_parse(pl->level);
	return level < 0 ? BOT_EASY : (enum bot_level)level;
}

/*
 * The one seed of a computer player deciding at a match, its own or a
 * person's stand-in: the hand's seed, the events so far and the seat,
 * so that a resumed match, or a record replayed, goes on as it would
 * have.  What a seat's view alone is weighed from (the hint, a client's
 * computer player) is seeded by that view (bot_position_seed).
 */
uint64_t
match_bot_seed(const struct match *m, int seat)
{
	return mix(m->seed ^ (uint64_t)(m->hand.log != NULL ?
	    m->hand.log->n : 0) << 8 ^ (uint64_t)seat);
}

/*
 * The decision of the seat to act, by its player's level (easy for a
 * human who asks), seeded by match_bot_seed.  An
 * open bot alone is shown the whole hand, here and nowhere else.
 */
void
match_bot_decision(const struct match *m, struct mc_decision *d)
{
	const struct mc_hand	*h = &m->hand;
	struct mc_hand		 open;
	struct mc_view		 v;
	struct bot		 b;
	int			 seat = match_actor(m);

	if (m->script != NULL && m->script_next < m->nscript) {
		*d = m->script[m->script_next];
		return;
	}
	bot_init(&b, decision_level(m, &m->players[match_player(m, seat)]),
	    match_bot_seed(m, seat));
	b.cap_ms = m->think_ms;
	if (b.level == BOT_OPEN) {
		open = *h;
		open.log = NULL;	/* its playouts log nothing */
		b.open = &open;
	}
	mc_view_build(h, seat, &v);
	bot_decide(&b, &v, d);
}

/*
 * Is d the decision the script has next (the same cut, the same cards
 * in any order, the same declarations or fall)?  Without a script, any
 * decision is.
 */
bool
match_scripted(const struct match *m, const struct mc_decision *d)
{
	const struct mc_decision *s;
	struct mc_cards		 a = { { 0, 0 } }, b = { { 0, 0 } };
	int			 i;

	if (m->script == NULL || m->script_next >= m->nscript)
		return true;
	s = &m->script[m->script_next];
	if (s->kind != d->kind || s->seat != d->seat)
		return false;
	switch (s->kind) {
	case MC_DECIDE_CUT:
		return s->n == d->n;
	case MC_DECIDE_DECLARE:
		return s->which == d->which;
	case MC_DECIDE_FALL:
		return s->yes == d->yes;
	default:
		if (s->n != d->n)
			return false;
		for (i = 0; i < s->n; i++) {
			mc_cards_add(&a, s->cards[i]);
			mc_cards_add(&b, d->cards[i]);
		}
		return memcmp(&a, &b, sizeof(a)) == 0;
	}
}

/* Makes a decision; at the end of a hand, pays its rests (R7.6). */
enum mc_err
match_apply(struct match *m, const struct mc_decision *d)
{
	struct mc_hand		 before;
	struct mc_hand		*h = &m->hand;
	enum mc_err		 e;

	if (h->log == NULL)
		return MC_ERR_PHASE;
	if (m->on_decision != NULL)
		before = *h;
	if ((e = mc_decision_apply(h, d)) != MC_OK)
		return e;
	if (m->script != NULL)
		m->script_next++;
	if (m->on_decision != NULL)
		m->on_decision(m->arg, &before, d, h);
	for (; m->shown < h->log->n; m->shown++)
		if (m->on_event != NULL)
			m->on_event(m->arg, h, &h->log->ev[m->shown]);
	if (h->phase == MC_PHASE_OVER) {
		mc_match_pay(&m->seating, MC_NS, h->play.marker.rests[MC_NS]);
		mc_match_pay(&m->seating, MC_EW, h->play.marker.rests[MC_EW]);
		if (m->on_hand_end != NULL)
			m->on_hand_end(m->arg, m);
		mc_match_next_hand(&m->seating);
	}
	return MC_OK;
}

/*
 * Makes a decision and records it: its line, written from the hand it
 * is made in, then the results a replay will check.
 */
enum mc_err
match_decide(struct match *m, const struct mc_decision *d)
{
	const struct mc_hand	*h = &m->hand;
	struct lines		 line, after;
	int			 tricks = h->play.ntricks;
	enum mc_err		 e;

	if (lines_open(m, &line) != NULL)
		decision_write(line.fp, h, d);
	if ((e = match_apply(m, d)) != MC_OK) {
		if (line.fp != NULL)
			fclose(line.fp);
		free(line.buf);
		return e;
	}
	lines_keep(m, &line);
	if (lines_open(m, &after) != NULL) {
		if (h->play.ntricks > tricks)
			record_trick(after.fp, h);
		if (h->phase == MC_PHASE_OVER)
			record_end(after.fp, h);
	}
	lines_keep(m, &after);
	return MC_OK;
}

/* An aid line in the record, and the hand's count of it. */
bool
match_aid(struct match *m, int seat, enum match_aid aid)
{
	char	 line[32];
	int	 n;

	if (m->hands == 0 || seat < 0 || seat >= MC_NSEATS)
		return false;
	if (m->aids[seat][aid] < UINT8_MAX)
		m->aids[seat][aid]++;
	n = snprintf(line, sizeof(line), "aid %s %c\n", record_aid_name(aid),
	    mc_seat_letter(seat));
	return match_keep(m, line, (size_t)n);
}

/* The record text of hand number (1..), from its "hand" line. */
static const char *
hand_text(const struct match *m, int number, size_t *len)
{
	struct record_reader	 r;
	struct record_line	 l;
	const char		*p = NULL;
	int			 hands = 0;

	*len = 0;
	record_reader_init(&r, m->text);
	while (record_reader_next(&r, &l)) {
		if (l.kind != REC_HAND)
			continue;
		if (p != NULL) {
			*len = l.at - (size_t)(p - m->text);
			return p;
		}
		if (++hands == number)
			p = l.text;
	}
	if (p == NULL)
		return "";
	*len = m->len - (size_t)(p - m->text);
	return p;
}

/*
 * Hand number (1.., or 0 for the current one) as a record of its own:
 * the players as they sat in that hand, a one-hand match, then the
 * hand's lines renumbered.
 */
bool
match_export(const struct match *m, int number, FILE *fp)
{
	struct player	 seated[MC_NSEATS];
	struct mc_match	 at;
	const char	*text, *nl;
	size_t		 len;
	int		 s, k;

	if (number == 0)
		number = m->hands;
	text = hand_text(m, number, &len);
	if (len == 0 || (nl = memchr(text, '\n', len)) == NULL)
		return false;
	if (mc_match_init(&at, m->length, m->order) != MC_OK)
		return false;
	for (k = 1; k < number; k++)
		mc_match_next_hand(&at);
	for (s = 0; s < MC_NSEATS; s++)
		seated[s] = m->players[at.player_at[s]];
	fprintf(fp, "# Hand %d of a match of %d.\n", number, (int)m->length);
	record_header(fp, m->variants, seated, MC_MATCH_HAND, NULL);
	fprintf(fp, "hand 1 dealer %c\n", nl[-1]);	/* "hand N dealer X" */
	fwrite(nl + 1, 1, len - (size_t)(nl + 1 - text), fp);
	return true;
}

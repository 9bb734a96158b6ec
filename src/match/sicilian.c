/*
 * sicilian.c -- a match of Tarocchi Siciliani: the first dealer drawn
 * and each hand's deck from one seed (S3.1, S4.1), decisions made once
 * and written to the record as they come, events passed on, and each
 * hand scored and paid (S11, S12, S3.5).
 */
#include <stdio.h>
#include <string.h>

#include "sicilian.h"

/* ------------------------------------------------------ record words */

static const char *const bid_words[] = {
	[TS_BID_PASS] = "pass", [TS_BID_CALL] = "call", [TS_BID_SOLO] = "solo"
};

const char *
sicilian_bid_word(enum ts_bid b)
{
	return (int)b >= 0 && b <= TS_BID_SOLO ? bid_words[b] : "?";
}

int
sicilian_bid_parse(const char *w)
{
	int	 b;

	for (b = TS_BID_PASS; b <= TS_BID_SOLO; b++)
		if (strcmp(w, bid_words[b]) == 0)
			return b;
	return -1;
}

/* V1: "redeal"; no variant is "none". */
int
sicilian_variant_parse(const char *w)
{
	if (strcmp(w, "none") == 0)
		return 0;
	if (strcmp(w, "redeal") == 0)
		return TS_VAR_REDEAL;
	return -1;
}

const char *
sicilian_variant_word(unsigned variants)
{
	return variants & TS_VAR_REDEAL ? "redeal" : "none";
}

static void
put_card(char *buf, size_t size, size_t *at, ts_card c)
{
	char	 note[8];

	ts_card_format(c, note, sizeof(note));
	*at += (size_t)snprintf(buf + *at, *at < size ? size - *at : 0,
	    " %s", note);
}

const char *
sicilian_decision_line(const struct ts_decision *d, char *buf, size_t size)
{
	char	 seat = mc_seat_letter(d->seat);
	size_t	 at = 0;
	int	 i;

	switch (d->kind) {
	case TS_DECIDE_CUT:
		snprintf(buf, size, "cut %d", d->n);
		break;
	case TS_DECIDE_BID:
		snprintf(buf, size, "bid %c %s", seat, sicilian_bid_word(d->bid));
		break;
	case TS_DECIDE_SCARTO:
		at = (size_t)snprintf(buf, size, "scarto %c", seat);
		for (i = 0; i < TS_MONTE; i++)
			put_card(buf, size, &at, d->cards[i]);
		break;
	case TS_DECIDE_SCOMMESSA:
	case TS_DECIDE_RIVANTO:
		snprintf(buf, size, "%s %c %s", d->kind == TS_DECIDE_SCOMMESSA ?
		    "scommessa" : "rivanto", seat, d->yes ? "yes" : "no");
		break;
	case TS_DECIDE_PLAY:
		at = (size_t)snprintf(buf, size, "play %c", seat);
		put_card(buf, size, &at, d->cards[0]);
		break;
	}
	return buf;
}

/* ------------------------------------------------------------ setting up */

void
sicilian_init(struct sicilian *s)
{
	memset(s, 0, sizeof(*s));
	s->length = 8;
}

static void
write_header(struct sicilian *s)
{
	int	 p;

	if (s->record == NULL)
		return;
	fprintf(s->record, "%s\ngame %s\nvariants %s\n", RECORD_MAGIC,
	    SICILIAN_WORD, sicilian_variant_word(s->variants));
	for (p = 0; p < MC_NSEATS; p++) {
		fprintf(s->record, "seat %c ", mc_seat_letter(p));
		if (s->players[p].human)
			fprintf(s->record, "human");
		else
			fprintf(s->record, "bot %s", s->players[p].level);
		if (s->players[p].unnamed)
			fprintf(s->record, "\n");
		else
			fprintf(s->record, " \"%s\"\n", s->players[p].name);
	}
	fprintf(s->record, "match %d\n", s->length);
}

bool
sicilian_new(struct sicilian *s, const struct sicilian_setup *setup)
{
	memcpy(s->players, setup->players, sizeof(s->players));
	s->length = setup->length;
	s->variants = setup->variants;
	mc_rng_seed(&s->chain, setup->seed);
	/* S3.1: the dealer drawn, then one seed a hand */
	if (ts_match_init(&s->match, s->length,
	    (int)mc_rng_below(&s->chain, MC_NSEATS)) != TS_OK)
		return false;
	s->begun = true;
	write_header(s);
	return true;
}

/* ------------------------------------------------------------ a hand */

static void
write_hand(struct sicilian *s)
{
	int	 i;
	char	 note[8];

	if (s->record == NULL)
		return;
	fprintf(s->record, "hand %d dealer %c\n", s->hands,
	    mc_seat_letter(s->hand.dealer));
	if (s->seeded)
		fprintf(s->record, "seed %llu\n", (unsigned long long)s->seed);
	fprintf(s->record, "deck");
	for (i = 0; i < TS_NCARDS; i++) {
		ts_card_format(s->deck[i], note, sizeof(note));
		fprintf(s->record, " %s", note);
	}
	fprintf(s->record, "\n");
}

enum ts_err
sicilian_deal_deck(struct sicilian *s, int dealer, const uint64_t *seed,
    const ts_card deck[TS_NCARDS])
{
	enum ts_err	 e;

	s->log.n = 0;
	s->log.overflow = false;
	s->shown = 0;
	s->decisions = 0;
	if ((e = ts_hand_init(&s->hand, s->variants, dealer, deck,
	    &s->log)) != TS_OK)
		return e;
	memcpy(s->deck, deck, sizeof(s->deck));
	s->decked = true;
	s->seeded = seed != NULL;
	s->seed = seed != NULL ? *seed : 0;
	s->hands++;
	write_hand(s);
	return TS_OK;
}

void
sicilian_deal(struct sicilian *s)
{
	struct mc_rng	 r;
	ts_card		 deck[TS_NCARDS];
	uint64_t	 seed = mc_rng_next(&s->chain);

	mc_rng_seed(&r, seed);
	ts_deck_shuffle(&r, deck);
	(void)sicilian_deal_deck(s, ts_match_dealer(&s->match), &seed, deck);
}

bool
sicilian_over(const struct sicilian *s)
{
	return ts_match_over(&s->match);
}

/* ------------------------------------------------------------ deciding */

/*
 * A bot's generator for this decision: from the hand's seed (or its
 * deck's first cards), the seat and the decisions before it, so that a
 * seed replays every choice.
 */
static uint64_t
bot_seed(const struct sicilian *s, int seat)
{
	uint64_t	 x = s->seed;
	int		 i;

	if (!s->seeded)
		for (i = 0; i < 8; i++)
			x = x << 8 | s->deck[i];
	return x ^ (uint64_t)(seat + 1) * 0x9e3779b97f4a7c15ULL ^
	    (uint64_t)(s->decisions + 1) * 0xbf58476d1ce4e5b9ULL;
}

void
sicilian_bot_decision(const struct sicilian *s, struct ts_decision *d)
{
	struct ts_view	 v;
	struct bot	 b;
	int		 seat = ts_hand_to_act(&s->hand), level;

	level = bot_level_parse(s->players[seat].level);
	bot_init(&b, level < 0 ? BOT_EASY : (enum bot_level)level,
	    bot_seed(s, seat));
	ts_view_of(&s->hand, seat, &v);			/* S13.1 */
	bot_ts_decide(&b, &v, d);
}

/* The events not yet passed on, to the listener. */
static void
tell(struct sicilian *s)
{
	for (; s->shown < s->log.n; s->shown++)
		if (s->on_event != NULL)
			s->on_event(s->arg, &s->hand, &s->log.ev[s->shown]);
}

static void
hand_over(struct sicilian *s)
{
	char	 line[256];

	ts_hand_score(&s->hand, &s->score);
	if (s->record != NULL)
		fprintf(s->record, "expect %s\n", sicilian_result(s, false,
		    line, sizeof(line)));
	ts_match_next_hand(&s->match, &s->score);
	if (s->on_hand_end != NULL)
		s->on_hand_end(s->arg, s);
}

enum ts_err
sicilian_decide(struct sicilian *s, const struct ts_decision *d)
{
	char		 line[64];
	enum ts_err	 e;
	int		 tricks = s->hand.ntricks;

	if ((e = ts_decision_apply(&s->hand, d)) != TS_OK)
		return e;
	s->decisions++;
	if (s->record != NULL) {
		fprintf(s->record, "%s\n", sicilian_decision_line(d, line,
		    sizeof(line)));
		if (s->hand.ntricks > tricks)
			fprintf(s->record, "expect trick %d %c\n",
			    s->hand.ntricks, mc_seat_letter(
			    s->hand.trick_winner[tricks]));
	}
	tell(s);
	if (s->hand.phase == TS_PHASE_OVER)
		hand_over(s);
	return TS_OK;
}

static char
seat_or_dash(int seat)
{
	return seat >= 0 ? mc_seat_letter(seat) : '-';
}

const char *
sicilian_result(const struct sicilian *s, bool with_hand, char *buf,
    size_t size)
{
	const struct ts_score	*sc = &s->score;
	size_t			 at = 0;

	if (with_hand)
		at = (size_t)snprintf(buf, size, "result hand %d ", s->hands);
	snprintf(buf + at, at < size ? size - at : 0, "contract %s declarer "
	    "%c partner %c points %d %d jochi %d %d pay S:%d E:%d N:%d W:%d",
	    ts_contract_word(sc->contract), seat_or_dash(sc->contract ==
	    TS_THROWN_IN ? -1 : sc->declarer), seat_or_dash(sc->partner),
	    sc->points[0], sc->points[1], sc->total[0], sc->total[1],
	    sc->pay[MC_SOUTH], sc->pay[MC_EAST], sc->pay[MC_NORTH],
	    sc->pay[MC_WEST]);
	return buf;
}

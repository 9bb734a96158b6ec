/*
 * sicilian_load.c -- reading a record of Tarocchi Siciliani
 * (minchiate(5), "game sicilia") into a match, line by line: the
 * header, each hand's deck, every decision made in the match, every
 * expected result compared.  The first problem is said as
 * "FILE:LINE: problem (rule)" (words.c).
 */
#include <stdio.h>
#include <string.h>

#include "sicilian.h"
#include "../lang/lang.h"

/* ------------------------------------------------------------ header */

static bool
header_line(struct load *r, struct sicilian *s, struct load_words *tk)
{
	const char	*w = tk->t[0];
	long		 n;
	int		 v, k;

	if (strcmp(w, "game") == 0) {
		if (tk->n != 2 || strcmp(tk->t[1], SICILIAN_WORD) != 0)
			return load_fail(r, _("game: expected '%s'"),
			    "game " SICILIAN_WORD);
		return true;
	}
	if (strcmp(w, "variants") == 0) {
		s->variants = 0;
		for (k = 1; k < tk->n; k++) {
			if ((v = sicilian_variant_parse(tk->t[k])) < 0)
				return load_fail(r, _("%s: no such variant "
				    "(S15)"), tk->t[k]);
			s->variants |= (unsigned)v;
		}
		return true;
	}
	if (strcmp(w, "seat") == 0)
		return load_seat_line(r, tk, s->players);
	if (strcmp(w, "match") == 0) {
		if (tk->n != 2 || !load_number(r, tk->t[1], 1, 1000000, &n))
			return tk->n != 2 ? load_fail(r, "%s", _("match: "
			    "expected the number of hands")) : false;
		if (n != 1 && n % MC_NSEATS != 0)
			return load_fail(r, "match %ld: %s", n,
			    lang_ts_strerror(TS_ERR_MATCH_LENGTH));
		s->length = (int)n;
		return true;
	}
	return load_fail(r, _("%s: unknown line"), w);
}

/* ------------------------------------------------------------ hands */

/* The hand before this one is played out, and this one is the next. */
static bool
hand_line(struct load *r, struct sicilian *s, struct load_words *tk)
{
	long	 n;
	int	 dealer;

	if (tk->n != 4 || strcmp(tk->t[2], "dealer") != 0)
		return load_fail(r, "%s", _("hand: expected 'hand N dealer "
		    "SEAT'"));
	if (!load_number(r, tk->t[1], 1, 1000000, &n) ||
	    !load_seat(r, tk->t[3], &dealer))
		return false;
	if (s->hands > 0 && s->hand.phase != TS_PHASE_OVER)
		return load_fail(r, _("hand %ld: hand %d is not finished"), n,
		    s->hands);
	if (!s->begun) {
		if (ts_match_init(&s->match, s->length, dealer) != TS_OK)
			return load_fail(r, "%s",
			    lang_ts_strerror(TS_ERR_MATCH_LENGTH));
		s->begun = true;
	}
	if (n != s->hands + 1)
		return load_fail(r, _("hand %ld: expected hand %d"), n,
		    s->hands + 1);
	if (ts_match_over(&s->match))
		return load_fail(r, ngettext("hand %ld: the match is %d hand "
		    "(S3.3)", "hand %ld: the match is %d hands (S3.3)",
		    (unsigned long)s->length), n, s->length);
	if (dealer != ts_match_dealer(&s->match))
		return load_fail(r, _("hand %ld: %c deals it, the deal passing "
		    "to the right (S3.2)"), n,
		    mc_seat_letter(ts_match_dealer(&s->match)));
	s->decked = s->seeded = false;
	s->hands++;
	r->bytes = 0;
	s->hand.phase = TS_PHASE_CUT;
	s->hand.log = NULL;
	return true;
}

/* The deck of a seed, as a new match's hands are dealt. */
static void
seed_deck(uint64_t seed, ts_card deck[TS_NCARDS])
{
	struct mc_rng	 rng;

	mc_rng_seed(&rng, seed);
	ts_deck_shuffle(&rng, deck);
}

static bool
deal(struct load *r, struct sicilian *s, const ts_card *deck)
{
	ts_card		 from_seed[TS_NCARDS];
	uint64_t	 seed = s->seed;
	bool		 seeded = s->seeded;
	enum ts_err	 e;

	if (deck == NULL) {
		seed_deck(seed, from_seed);
		deck = from_seed;
	}
	s->hands--;			/* sicilian_deal_deck counts it */
	if ((e = sicilian_deal_deck(s, ts_match_dealer(&s->match),
	    seeded ? &seed : NULL, deck)) != TS_OK) {
		s->hands++;
		return load_fail(r, "deck: %s", lang_ts_strerror(e));
	}
	return true;
}

static bool
deck_line(struct load *r, struct sicilian *s, struct load_words *tk)
{
	ts_card	 deck[TS_NCARDS], from_seed[TS_NCARDS];
	int	 i;

	if (s->hands == 0 || s->hand.log != NULL)
		return load_fail(r, "%s", _("deck: one deck, after the hand "
		    "line and before the cut"));
	if (tk->n != TS_NCARDS + 1)
		return load_fail(r, _("deck: expected %d cards (S1.1)"),
		    TS_NCARDS);
	for (i = 0; i < TS_NCARDS; i++)
		if (ts_card_parse(tk->t[i + 1], strlen(tk->t[i + 1]),
		    &deck[i]) != TS_OK)
			return load_fail(r, "%s: %s", tk->t[i + 1],
			    lang_ts_strerror(TS_ERR_CARD));
	if (s->seeded) {
		seed_deck(s->seed, from_seed);
		if (memcmp(deck, from_seed, sizeof(deck)) != 0)
			return load_fail(r, _("deck: not the deck of seed %llu "
			    "(S4.1)"), (unsigned long long)s->seed);
	}
	return deal(r, s, deck);
}

/* ------------------------------------------------------------ decisions */

static bool
yes_no(struct load *r, const char *w, bool *yes)
{
	if (strcmp(w, "yes") != 0 && strcmp(w, "no") != 0)
		return load_fail(r, _("%s: expected yes or no"), w);
	*yes = strcmp(w, "yes") == 0;
	return true;
}

static bool
card_word(struct load *r, const char *w, ts_card *c)
{
	if (ts_card_parse(w, strlen(w), c) != TS_OK)
		return load_fail(r, "%s: %s", w, lang_ts_strerror(TS_ERR_CARD));
	return true;
}

/* The words after the decision's own into d; false with the problem. */
static bool
decision_words(struct load *r, struct load_words *tk,
    struct ts_decision *d)
{
	long	 n;
	int	 i, b;

	switch (d->kind) {
	case TS_DECIDE_CUT:
		if (tk->n != 2 || !load_number(r, tk->t[1], 0, 99, &n))
			return tk->n != 2 ? load_fail(r, "%s", _("cut: "
			    "expected 'cut N'")) : false;
		d->n = (int)n;
		return true;
	case TS_DECIDE_BID:
		if (tk->n != 3 || (b = sicilian_bid_parse(tk->t[2])) < 0)
			return load_fail(r, "%s", _("bid: expected 'bid SEAT "
			    "pass|call|solo'"));
		d->bid = (enum ts_bid)b;
		return true;
	case TS_DECIDE_SCARTO:
		if (tk->n != 2 + TS_MONTE)
			return load_fail(r, "%s", _("scarto: expected three "
			    "cards (S7.2)"));
		for (i = 0; i < TS_MONTE; i++)
			if (!card_word(r, tk->t[2 + i], &d->cards[i]))
				return false;
		return true;
	case TS_DECIDE_SCOMMESSA:
	case TS_DECIDE_RIVANTO:
		if (tk->n != 3)
			return load_fail(r, _("%s: expected '%s SEAT yes|no'"),
			    tk->t[0], tk->t[0]);
		return yes_no(r, tk->t[2], &d->yes);
	case TS_DECIDE_PLAY:
		if (tk->n != 3)
			return load_fail(r, "%s", _("play: expected 'play SEAT "
			    "CARD'"));
		return card_word(r, tk->t[2], &d->cards[0]);
	}
	return false;
}

/* The record's word for each kind of decision. */
static const char *const decision_word[] = {
	[TS_DECIDE_CUT] = "cut", [TS_DECIDE_BID] = "bid",
	[TS_DECIDE_SCARTO] = "scarto", [TS_DECIDE_SCOMMESSA] = "scommessa",
	[TS_DECIDE_RIVANTO] = "rivanto", [TS_DECIDE_PLAY] = "play"
};

/* Refuses a line for another than the decision the hand waits for. */
static bool
waits_for(struct load *r, const struct sicilian *s, const char *word)
{
	struct ts_decision	 d;

	ts_decision_due(&s->hand, &d);
	/* TRANSLATORS: the line's first word, then what the hand waits
	 * for, a record's word (cut, bid, play ...). */
	return load_fail(r, _("%s: the hand waits for %s %c"), word,
	    decision_word[d.kind], mc_seat_letter(d.seat));
}

static bool
decision_line(struct load *r, struct sicilian *s, struct load_words *tk)
{
	struct ts_decision	 d;
	enum ts_err		 e;
	int			 seat;

	if (s->hands == 0)
		return load_fail(r, _("%s: unknown line"), tk->t[0]);
	if (s->hand.log == NULL && (!s->seeded || !deal(r, s, NULL)))
		return s->seeded ? false : load_fail(r, "%s", _("a decision "
		    "before the hand's deck"));
	if (s->hand.phase == TS_PHASE_OVER)
		return load_fail(r, _("%s: the hand is over"), tk->t[0]);
	ts_decision_due(&s->hand, &d);
	if (strcmp(tk->t[0], decision_word[d.kind]) != 0)
		return waits_for(r, s, tk->t[0]);
	if (d.kind != TS_DECIDE_CUT) {
		if (tk->n < 2 || !load_seat(r, tk->t[1], &seat))
			return tk->n < 2 ? load_fail(r, _("%s: expected a "
			    "seat"), tk->t[0]) : false;
		if (seat != d.seat)
			return load_fail(r, _("%s %c: it is %c's turn"),
			    tk->t[0], mc_seat_letter(seat),
			    mc_seat_letter(d.seat));
	}
	if (!decision_words(r, tk, &d))
		return false;
	if ((e = sicilian_decide(s, &d)) != TS_OK)
		return load_fail(r, "%s: %s", tk->t[0], lang_ts_strerror(e));
	return true;
}

/* "expect trick N SEAT", or the hand's result (sicilian_result). */
static bool
expect_line(struct load *r, struct sicilian *s, struct load_words *tk)
{
	char	 want[256], got[256];
	size_t	 at = 0;
	long	 n;
	int	 seat, k;

	if (s->hands == 0 || s->hand.log == NULL)
		return load_fail(r, "%s", _("expect: no hand is being played"));
	if (tk->n == 4 && strcmp(tk->t[1], "trick") == 0) {
		if (!load_number(r, tk->t[2], 1, TS_NTRICKS, &n) ||
		    !load_seat(r, tk->t[3], &seat))
			return false;
		if (n > s->hand.ntricks)
			return load_fail(r, _("expect trick %ld: not played "
			    "yet"), n);
		if (s->hand.trick_winner[n - 1] != seat)
			return load_fail(r, _("expect trick %ld %c: %c won it "
			    "(S9.5)"), n, mc_seat_letter(seat),
			    mc_seat_letter(s->hand.trick_winner[n - 1]));
		return true;
	}
	if (s->hand.phase != TS_PHASE_OVER)
		return waits_for(r, s, "expect");
	for (k = 1; k < tk->n && at < sizeof(want); k++)
		at += (size_t)snprintf(want + at, sizeof(want) - at, "%s%s",
		    k > 1 ? " " : "", tk->t[k]);
	sicilian_result(s, false, got, sizeof(got));
	if (strcmp(want, got) != 0)
		return load_fail(r, _("expected %s, but the hand gives %s "
		    "(S11, S12)"), want, got);
	return true;
}

/* ------------------------------------------------------------ lines */

bool
sicilian_load_line(struct load *r, struct sicilian *s, const char *text)
{
	struct load_words	 tk;
	char			 buf[2048];
	const char		*w;

	r->line++;
	if (strlen(text) >= sizeof(buf) - 1)
		return load_fail(r, "%s", _("line too long"));
	/* a hand's lines, not a whole match's: an arena's run of many
	 * thousand hands is a real record too */
	if ((r->bytes += strlen(text) + 1) > SICILIAN_HAND_MAX)
		return load_fail(r, _("larger than any real hand (over %d "
		    "bytes)"), SICILIAN_HAND_MAX);
	snprintf(buf, sizeof(buf), "%s", text);
	if (!load_split(r, buf, &tk) || tk.n == 0)
		return tk.n == 0;
	w = tk.t[0];
	if (!r->header) {
		if (tk.n != 2 || strcmp(w, RECORD_MAGIC_WORD) != 0 ||
		    strcmp(tk.t[1], "1") != 0)
			return load_fail(r, _("not a game record: the first "
			    "line must be '%s'"), RECORD_MAGIC);
		r->header = true;
		return true;
	}
	if (strcmp(w, RECORD_MAGIC_WORD) == 0)
		return load_fail(r, "%s", _("a second record: a file holds one "
		    "record of this game"));
	if (strcmp(w, "hand") == 0)
		return hand_line(r, s, &tk);
	if (s->hands == 0)
		return header_line(r, s, &tk);
	if (strcmp(w, "seed") == 0) {
		if (tk.n != 2 || s->hand.log != NULL || s->seeded)
			return load_fail(r, "%s", _("seed: one 'seed N' before "
			    "the deck"));
		if (!record_u64(tk.t[1], &s->seed))
			return load_fail(r, _("seed %s: expected a number "
			    "below 2^64"), tk.t[1]);
		s->seeded = true;
		return true;
	}
	if (strcmp(w, "deck") == 0)
		return deck_line(r, s, &tk);
	if (strcmp(w, "expect") == 0)
		return expect_line(r, s, &tk);
	return decision_line(r, s, &tk);
}

static bool
sicilian_line(struct load *r, void *arg, const char *text)
{
	return sicilian_load_line(r, arg, text);
}

bool
sicilian_load_file(struct load *r, struct sicilian *s, FILE *fp)
{
	if (!load_lines(r, fp, sicilian_line, s))
		return false;
	if (!r->header)
		return load_fail(r, _("empty: the first line must be '%s'"),
		    RECORD_MAGIC);
	return true;
}

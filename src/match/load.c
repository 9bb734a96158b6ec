/*
 * load.c -- reading a game record (minchiate(5)) into a match, line by
 * line: each decision is parsed into the engine's decision and made in
 * the match, each expected result compared, and the first problem
 * reported as "FILE:LINE: problem (Rn.n)", what it quotes of the record
 * escaped (safe_text).
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match.h"
#include "../lang/lang.h"

/* A reader of file's record into m, which the caller has set up. */
void
load_init(struct load *r, struct match *m, const char *file)
{
	memset(r, 0, sizeof(*r));
	r->m = m;
	r->file = file;
}

/* The parsers below fail with the record's words quoted and the rule
 * they break, so a bad record says what to mend. */
static bool
parse_card(struct load *r, const char *word, mc_card *c)
{
	enum mc_err	 e = mc_card_parse(word, strlen(word), c);

	if (e != MC_OK)
		return load_fail(r, "%s: %s", word, lang_strerror(e));
	return true;
}

static bool
parse_side(struct load *r, const char *word, int *side)
{
	if (strcmp(word, "NS") == 0)
		*side = MC_NS;
	else if (strcmp(word, "EW") == 0)
		*side = MC_EW;
	else
		/* TRANSLATORS: NS and EW are the record's words and stay. */
		return load_fail(r, _("%s: a side is NS or EW (R0.1)"), word);
	return true;
}

/* ------------------------------------------------------ header lines */

/* R10, R4.1, R4.4: variants, seats, the match's length, the draw. */
static bool
header_line(struct load *r, struct load_words *tk)
{
	const char	*w = tk->t[0];
	int		 k, seat = 0, seen, bit;

	if (strcmp(w, "variants") == 0) {
		r->m->variants = 0;
		for (k = 1; k < tk->n; k++) {
			if ((bit = record_variant_parse(tk->t[k],
			    strlen(tk->t[k]))) < 0)
				return load_fail(r, _("%s: no such variant (R10)"),
				    tk->t[k]);
			r->m->variants |= (unsigned)bit;
		}
		return true;
	}
	if (strcmp(w, "seat") == 0)
		return load_seat_line(r, tk, r->m->players);
	if (strcmp(w, "game") == 0 && (tk->n != 2 ||
	    strcmp(tk->t[1], "minchiate") != 0))
		/* TRANSLATORS: game is the record's word; minchiate(5)
		 * is the manual page of records. */
		return load_fail(r, _("game %s: a record of another game, "
		    "whose game line comes right after the first "
		    "(minchiate(5))"), tk->n > 1 ? tk->t[1] : "");
	if (strcmp(w, "game") == 0)
		return true;
	if (strcmp(w, "match") == 0) {
		if (tk->n != 2)
			/* TRANSLATORS: match, hand, giro and set are the
			 * record's words and stay. */
			return load_fail(r, "%s", _("match: expected hand, giro or "
			    "set"));
		if ((bit = record_length_parse(tk->t[1])) < 0)
			return load_fail(r, _("%s: a match is a hand, a giro or a "
			    "set (R4.4)"), tk->t[1]);
		r->m->length = (enum mc_length)bit;
		return true;
	}
	if (strcmp(w, "order") == 0) {
		if (tk->n != 5)
			/* TRANSLATORS: order is the record's word and stays. */
			return load_fail(r, "%s", _("order: expected four seats, "
			    "highest draw first (R4.1)"));
		for (k = 0, seen = 0; k < MC_NSEATS; k++) {
			if (!load_seat(r, tk->t[k + 1], &seat))
				return false;
			r->m->order[k] = (uint8_t)seat;
			seen |= 1 << seat;
		}
		if (seen != 0xf)
			return load_fail(r, "%s", _("order: each seat once (R4.1)"));
		r->m->ordered = true;
		return true;
	}
	/* TRANSLATORS: %s is the line's first word. */
	return load_fail(r, _("%s: unknown line"), w);
}

/* -------------------------------------------------------- hand lines */

/*
 * R4.2: "hand N dealer SEAT": the hands in order, each dealt by the
 * seat whose turn it is, no more than the match holds (R4.4).
 */
static bool
start_hand(struct load *r, struct load_words *tk)
{
	struct match	*m = r->m;
	long		 n;
	int		 dealer = 0;

	if (m->hands > 0 && m->hand.phase != MC_PHASE_OVER)
		/* TRANSLATORS: %d is the hand's number. */
		return load_fail(r, _("hand %d is not finished"), m->hands);
	if (tk->n != 4 || strcmp(tk->t[2], "dealer") != 0)
		/* TRANSLATORS: hand and dealer are the record's words;
		 * N and SEAT may be translated. */
		return load_fail(r, "%s", _("hand: expected 'hand N dealer "
		    "SEAT'"));
	if (!load_number(r, tk->t[1], 1, 12, &n) ||
	    !load_seat(r, tk->t[3], &dealer))
		return false;
	if (n != m->hands + 1)
		return load_fail(r, _("hand %ld: expected hand %d"), n,
		    m->hands + 1);
	/* No draw recorded: the players sit as the seat lines say. */
	if (m->hands == 0 && !m->ordered)
		match_order_dealer(m, dealer);
	if (m->hands == 0 &&
	    mc_match_init(&m->seating, m->length, m->order) != MC_OK)
		return load_fail(r, "%s", _("order: not a valid draw (R4.1)"));
	if (mc_match_over(&m->seating))
		/* TRANSLATORS: hand %ld is the record's hand line; %d how
		 * many hands the match has. */
		return load_fail(r, _("hand %ld: the match has only %d (R4.4)"), n,
		    (int)m->length);
	if (m->ordered && dealer != mc_match_dealer(&m->seating))
		/* TRANSLATORS: %c are seats' letters in the record (S, E,
		 * N, W), %ld the hand's number. */
		return load_fail(r, _("dealer %c: hand %ld is dealt by %c (R4.2)"),
		    mc_seat_letter(dealer), n,
		    mc_seat_letter(mc_match_dealer(&m->seating)));
	r->all_hands++;
	match_open_hand(m, dealer);
	return true;
}

/* R1.1, R5.1: 97 cards, the bottom one not counting; the seed's deck,
 * if the hand has a seed. */
static bool
deck_line(struct load *r, struct load_words *tk)
{
	mc_card		 seeded[MC_NCARDS];
	enum mc_err	 e;
	int		 i;

	if (tk->n != MC_NCARDS + 1)
		/* TRANSLATORS: deck is the record's word. */
		return load_fail(r, ngettext("deck: %d card; a deck holds 97 "
		    "(R1.1)", "deck: %d cards; a deck holds 97 (R1.1)",
		    (unsigned long)(tk->n - 1)), tk->n - 1);
	for (i = 0; i < MC_NCARDS; i++)
		if (!parse_card(r, tk->t[i + 1], &r->m->deck[i]))
			return false;
	if ((e = mc_deck_check(r->m->deck)) != MC_OK)
		return load_fail(r, _("deck: %s"), lang_strerror(e));
	if (r->m->seeded) {
		record_deck(r->m->seed, seeded);
		if (memcmp(seeded, r->m->deck, MC_NCARDS) != 0)
			return load_fail(r, _("deck: not the deck of seed %llu "
			    "(R5.1)"),
			    (unsigned long long)r->m->seed);
	}
	r->m->decked = true;
	return true;
}

/*
 * The hand begins at its first decision, once its deck is known; a
 * front end that shows the deck before the cut begins it itself.
 */
bool
load_deal(struct load *r)
{
	enum mc_err	 e;

	if (r->m->hand.log != NULL)
		return true;
	if (!r->m->decked && !r->m->seeded)
		return load_fail(r, "%s", _("a hand needs a deck or a seed first"));
	if ((e = match_start(r->m)) != MC_OK)
		return load_fail(r, _("deck: %s"), lang_strerror(e));
	return true;
}

/*
 * A decision line into the engine's decision.  A declaration names its
 * versicole by their cards; each must be one the seat holds (R6.3).
 */
static bool
parse_decision(struct load *r, struct load_words *tk, struct mc_decision *d)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	const char		*w = tk->t[0];
	struct mc_cards		 want, have;
	mc_card			 c;
	char			*part, buf[128];
	long			 n;
	int			 i, k, nv;

	memset(d, 0, sizeof(*d));
	if (strcmp(w, "cut") == 0) {
		d->kind = MC_DECIDE_CUT;
		if (tk->n != 2 || !load_number(r, tk->t[1], 0, 96, &n))
			/* TRANSLATORS: cut is the record's word. */
			return tk->n != 2 ? load_fail(r, "%s",
			    _("cut: expected 'cut N'")) : false;
		d->n = (int)n;
		d->seat = r->m->hand.robber;
		return true;
	}
	if (tk->n < 2 || !load_seat(r, tk->t[1], &d->seat))
		return tk->n < 2 ? load_fail(r, _("%s: expected a seat"), w) :
		    false;
	if (strcmp(w, "play") == 0) {
		d->kind = MC_DECIDE_PLAY;
		if (tk->n != 3)
			/* TRANSLATORS: play is the record's word. */
			return load_fail(r, "%s", _("play: expected 'play SEAT "
			    "CARD'"));
		d->n = 1;
		return parse_card(r, tk->t[2], &d->cards[0]);
	}
	if (strcmp(w, "discard") == 0) {
		d->kind = MC_DECIDE_DISCARD;
		if (tk->n - 2 > MC_NCARDS)
			/* TRANSLATORS: discard is the record's word. */
			return load_fail(r, "%s", _("discard: too many cards"));
		for (i = 2; i < tk->n; i++)
			if (!parse_card(r, tk->t[i], &d->cards[d->n++]))
				return false;
		return true;
	}
	if (strcmp(w, "fall") == 0) {
		d->kind = MC_DECIDE_FALL;
		if (tk->n != 3 || (strcmp(tk->t[2], "yes") != 0 &&
		    strcmp(tk->t[2], "no") != 0))
			/* TRANSLATORS: fall, yes and no are the record's
			 * words. */
			return load_fail(r, "%s", _("fall: expected 'fall SEAT "
			    "yes|no'"));
		d->yes = strcmp(tk->t[2], "yes") == 0;
		return true;
	}
	if (strcmp(w, "declare") == 0) {
		d->kind = MC_DECIDE_DECLARE;
		nv = mc_hand_versicole(&r->m->hand, d->seat, v);
		for (i = 2; i < tk->n; i++) {
			if (strcmp(tk->t[i], "-") == 0 && tk->n == 3)
				break;
			memset(&want, 0, sizeof(want));
			snprintf(buf, sizeof(buf), "%s", tk->t[i]);
			for (part = strtok(buf, "-"); part != NULL;
			    part = strtok(NULL, "-")) {
				if (!parse_card(r, part, &c))
					return false;
				mc_cards_add(&want, c);
			}
			for (k = 0; k < nv; k++) {
				memset(&have, 0, sizeof(have));
				for (n = 0; n < v[k].ncards; n++)
					mc_cards_add(&have, v[k].cards[n]);
				if (have.w[0] == want.w[0] &&
				    have.w[1] == want.w[1])
					break;
			}
			if (k == nv)
				/* TRANSLATORS: the record's declare line (its
				 * seat letter, the versicola's cards), then
				 * why not. */
				return load_fail(r, _("declare %c %s: %s"),
				    mc_seat_letter(d->seat), tk->t[i],
				    lang_strerror(MC_ERR_NO_VERSICOLA));
			if (d->which >> k & 1)
				/* TRANSLATORS: the record's declare line (its
				 * seat letter, the versicola's cards). */
				return load_fail(r, _("declare %c %s: the same "
				    "versicola twice on one line (R6.3)"),
				    mc_seat_letter(d->seat), tk->t[i]);
			d->which |= 1u << k;
		}
		return true;
	}
	return load_fail(r, _("%s: unknown line"), w);
}

/*
 * A decision line in the record's words ("play S T12"), from elsewhere
 * (a client of a table): parsed against m's hand, not applied; false,
 * and why in err, if it is not one.
 */
bool
load_decision(struct match *m, const char *line, struct mc_decision *d,
    char *err, size_t errsize)
{
	struct load	 r;
	struct load_words	 tk;
	char		 buf[512];

	load_init(&r, m, "decision");
	if (strlen(line) >= sizeof(buf)) {
		snprintf(err, errsize, "%s", _("a decision too long"));
		return false;
	}
	snprintf(buf, sizeof(buf), "%s", line);
	if (!load_split(&r, buf, &tk) || tk.n == 0 ||
	    record_kind_of(tk.t[0], strlen(tk.t[0]), NULL) != REC_DECISION ||
	    !parse_decision(&r, &tk, d)) {
		snprintf(err, errsize, "%s", r.error[0] != '\0' ? r.error +
		    strlen("decision:0: ") : _("not a decision"));
		return false;
	}
	return true;
}

/* A decision made in the match; a refusal quotes the line's start. */
static bool
decision_line(struct load *r, struct load_words *tk)
{
	struct mc_decision	 d;
	enum mc_err	 e;
	int		 i;
	char		 line[64];

	if (!load_deal(r) || !parse_decision(r, tk, &d))
		return false;
	if ((e = match_apply(r->m, &d)) != MC_OK) {
		snprintf(line, sizeof(line), "%s", tk->t[0]);
		for (i = 1; i < tk->n && i < 4; i++) {
			strncat(line, " ", sizeof(line) - strlen(line) - 1);
			strncat(line, tk->t[i], sizeof(line) - strlen(line) - 1);
		}
		if (tk->n > 4)
			strncat(line, " ...", sizeof(line) - strlen(line) - 1);
		return load_fail(r, "%s: %s", line, lang_strerror(e));
	}
	return true;
}

/* "aid hint|undo SEAT": help the player had, counted for the hand. */
static bool
aid_line(struct load *r, struct load_words *tk)
{
	int	 aid, seat;

	if (tk->n != 3 || (aid = record_aid_parse(tk->t[1])) < 0)
		/* TRANSLATORS: aid, hint and undo are the record's words. */
		return load_fail(r, "%s", _("aid: expected 'aid hint SEAT' or "
		    "'aid undo SEAT'"));
	if (!load_seat(r, tk->t[2], &seat))
		return false;
	if (r->m->hand.phase == MC_PHASE_OVER && r->m->hand.log != NULL)
		return load_fail(r, "%s", _("aid: the hand is over"));
	if (r->m->aids[seat][aid] < UINT8_MAX)
		r->m->aids[seat][aid]++;
	return true;
}

/* ------------------------------------------------------ expectations */

/* R7.5: the marker as "level", "NS n" or "EW n". */
static bool
expect_marker(struct load *r, struct load_words *tk, int at,
    const struct mc_marker *m)
{
	int	 side = 0;
	long	 n;

	if (tk->n == at + 1 && strcmp(tk->t[at], "level") == 0) {
		if (m->value[0] != 0 || m->value[1] != 0)
			/* TRANSLATORS: %s %d is where the marker shows, NS or
			 * EW (the record's words) and a number. */
			return load_fail(r, _("expected the marker level, it shows "
			    "%s %d (R7.5)"), m->value[0] ? "NS" : "EW",
			    m->value[0] ? m->value[0] : m->value[1]);
		return true;
	}
	if (tk->n != at + 2 || !parse_side(r, tk->t[at], &side) ||
	    !load_number(r, tk->t[at + 1], 1, 59, &n))
		/* TRANSLATORS: expect, level, NS and EW are the record's
		 * words. */
		return tk->n != at + 2 ? load_fail(r, "%s", _("expect: a marker "
		    "is 'level', 'NS N' or 'EW N'")) : false;
	if (m->value[side] != n)
		/* TRANSLATORS: "%s %ld" and "%s %d" are places of the
		 * marker in the record's words: NS or EW and a number, or
		 * level. */
		return load_fail(r, _("expected the marker at %s %ld, it shows %s "
		    "%d (R7.5)"), tk->t[at], n, m->value[0] ? "NS" :
		    m->value[1] ? "EW" : "level", m->value[0] ? m->value[0] :
		    m->value[1]);
	return true;
}

/*
 * "expect ...": a result the record's writer saw, checked here: a
 * trick's winner and marker, the end's totals and rests, the state.
 */
static bool
expect_line(struct load *r, struct load_words *tk)
{
	struct mc_breakdown	 b;
	const struct mc_hand	*h = &r->m->hand;
	long			 n, ns, ew;
	int			 seat = 0;
	char			 hash[32];

	if (r->m->hands == 0 || h->log == NULL)
		return load_fail(r, "%s", _("expect: no hand is being played"));
	if (tk->n >= 2 && strcmp(tk->t[1], "trick") == 0) {
		if (tk->n < 5 || strcmp(tk->t[4], "marker") != 0 ||
		    !load_number(r, tk->t[2], 1, 21, &n) ||
		    !load_seat(r, tk->t[3], &seat))
			return tk->n < 5 || strcmp(tk->t[4], "marker") != 0 ?
			    load_fail(r, "%s", _("expect: 'expect trick N SEAT "
			    "marker MARKER'")) : false;
		if (h->play.ntricks != n)
			/* TRANSLATORS: "expect trick %ld" is the record's
			 * line; %d the tricks played so far. */
			return load_fail(r, ngettext("expect trick %ld: %d trick "
			    "is played", "expect trick %ld: %d tricks are "
			    "played", (unsigned long)h->play.ntricks), n,
			    h->play.ntricks);
		if (h->play.last_winner != seat)
			/* TRANSLATORS: %c are seats' letters in the record
			 * (S, E, N, W); %ld the trick's number. */
			return load_fail(r, _("expected %c to win trick %ld, %c "
			    "won it (R6.9)"), mc_seat_letter(seat), n,
			    mc_seat_letter(h->play.last_winner));
		return expect_marker(r, tk, 5, h->phase == MC_PHASE_OVER ?
		    &h->play.marker_play : &h->play.marker);
	}
	if (h->phase != MC_PHASE_OVER)
		/* TRANSLATORS: "expect %s" is the record's line. */
		return load_fail(r, _("expect %s: the hand is not over"),
		    tk->n > 1 ? tk->t[1] : "");
	mc_hand_breakdown(h, &b);
	if (tk->n == 6 && (strcmp(tk->t[1], "total") == 0 ||
	    strcmp(tk->t[1], "rests") == 0) && strcmp(tk->t[2], "NS") == 0 &&
	    strcmp(tk->t[4], "EW") == 0) {
		if (!load_number(r, tk->t[3], 0, 100000, &ns) ||
		    !load_number(r, tk->t[5], 0, 100000, &ew))
			return false;
		if (strcmp(tk->t[1], "total") == 0 &&
		    (b.side[MC_NS].total != ns || b.side[MC_EW].total != ew))
			/* TRANSLATORS: NS and EW are the record's words. */
			return load_fail(r, _("expected totals NS %ld EW %ld, "
			    "found NS %d EW %d (R7)"), ns, ew,
			    b.side[MC_NS].total, b.side[MC_EW].total);
		if (strcmp(tk->t[1], "rests") == 0 &&
		    (b.side[MC_NS].rests != ns || b.side[MC_EW].rests != ew))
			/* TRANSLATORS: NS and EW are the record's words. */
			return load_fail(r, _("expected rests NS %ld EW %ld, found "
			    "NS %d EW %d (R7.6)"), ns, ew, b.side[MC_NS].rests,
			    b.side[MC_EW].rests);
		return true;
	}
	if (tk->n == 11 && strcmp(tk->t[1], "side") == 0) {
		static const char *const words[4] = { "mazzetti", "versicole",
		    "ultima", "counting" };
		const struct mc_side_score *s;
		int	 side = 0, k, have[4];

		if (!parse_side(r, tk->t[2], &side))
			return false;
		s = &b.side[side];
		have[0] = s->mazzetti;
		have[1] = s->versicole_total;
		have[2] = s->ultima;
		have[3] = s->counting;
		for (k = 0; k < 4; k++) {
			if (strcmp(tk->t[3 + 2 * k], words[k]) != 0)
				/* TRANSLATORS: the record's line as it must be:
				 * expect, side, mazzetti, versicole, ultima
				 * and counting stay; SIDE and N may be
				 * translated. */
				return load_fail(r, "%s", _("expect side: 'expect "
				    "side SIDE mazzetti N versicole N ultima N "
				    "counting N'"));
			if (!load_number(r, tk->t[4 + 2 * k], 0, 1000, &n))
				return false;
			if (have[k] != n)
				/* TRANSLATORS: "%s %s %ld" is the record's
				 * side (NS, EW), what (mazzetti, versicole,
				 * ultima, counting) and number. */
				return load_fail(r, _("expected %s %s %ld, found %d "
				    "(R7.%d)"),
				    tk->t[2], words[k], n, have[k],
				    k == 0 ? 1 : k == 1 ? 3 : k == 2 ? 2 : 4);
		}
		return true;
	}
	if (tk->n == 3 && strcmp(tk->t[1], "hash") == 0) {
		snprintf(hash, sizeof(hash), "%016llx",
		    (unsigned long long)record_hash(h));
		if (strcmp(hash, tk->t[2]) != 0)
			/* TRANSLATORS: %s are the hashes of the state of the
			 * hand, in hexadecimal. */
			return load_fail(r, _("expected state %s, found %s"),
			    tk->t[2], hash);
		return true;
	}
	return load_fail(r, "%s", _("expect: unknown expectation"));
}

/* --------------------------------------------------------- the lines */

/* Starts over for the next record of the same file. */
static void
next_record(struct load *r)
{
	struct match	*m = r->m;
	struct match	 told;

	/* The new record is told to the same listeners. */
	told.on_event = m->on_event;
	told.on_decision = m->on_decision;
	told.on_hand_end = m->on_hand_end;
	told.arg = m->arg;
	match_free(m);
	match_init(m);
	m->on_event = told.on_event;
	m->on_decision = told.on_decision;
	m->on_hand_end = told.on_hand_end;
	m->arg = told.arg;
	r->records++;
	r->header = false;
	r->bytes = strlen(RECORD_MAGIC) + 1;
}

/* Reads one line of a record; false (and r->error) at a problem. */
bool
load_line(struct load *r, const char *text)
{
	struct load_words	 tk;
	char		 buf[2048];
	const char	*w;
	enum record_kind kind;

	r->line++;
	if (strlen(text) >= sizeof(buf) - 1)
		return load_fail(r, "%s", _("line too long"));
	/* A set of twelve hands is some 30 KB: 1 MiB is no real record. */
	if ((r->bytes += strlen(text) + 1) > RECORD_MAX)
		return load_fail(r, _("larger than any real record (over %d "
		    "bytes)"), RECORD_MAX);
	snprintf(buf, sizeof(buf), "%s", text);
	if (!load_split(r, buf, &tk))
		return false;
	if (tk.n == 0)
		return true;
	w = tk.t[0];
	if (r->header && tk.n == 2 && strcmp(w, "minchiate-record") == 0) {
		/* A file may hold several records, one after the other. */
		if (!load_finish(r))
			return false;
		next_record(r);
	}
	if (!r->header) {
		if (tk.n != 2 || strcmp(w, "minchiate-record") != 0 ||
		    strcmp(tk.t[1], "1") != 0)
			/* TRANSLATORS: %s is the record's first line,
			 * "minchiate-record 1". */
			return load_fail(r, _("not a game record: the first line "
			    "must be '%s'"), RECORD_MAGIC);
		r->header = true;
		return true;
	}
	kind = record_kind_of(w, strlen(w), NULL);
	if (kind == REC_HAND)
		return start_hand(r, &tk);
	if (r->m->hands == 0)
		return header_line(r, &tk);
	switch (kind) {
	case REC_SEED:
		if (tk.n != 2 || r->m->hand.log != NULL || r->m->decked ||
		    r->m->seeded)
			/* TRANSLATORS: seed is the record's word. */
			return load_fail(r, "%s", _("seed: one 'seed N' before the "
			    "deck"));
		if (!record_u64(tk.t[1], &r->m->seed))
			return load_fail(r, _("seed %s: expected a number below "
			    "2^64"), tk.t[1]);
		r->m->seeded = true;
		return true;
	case REC_DECK:
		if (r->m->hand.log != NULL || r->m->decked)
			return load_fail(r, "%s", _("deck: one deck, before the "
			    "cut"));
		return deck_line(r, &tk);
	case REC_EXPECT:
		return expect_line(r, &tk);
	case REC_AID:
		return aid_line(r, &tk);
	default:
		return decision_line(r, &tk);
	}
}

/* At the end of the record: an unfinished hand is a saved game, fine. */
bool
load_finish(struct load *r)
{
	if (!r->header)
		/* TRANSLATORS: %s is the record's first line,
		 * "minchiate-record 1". */
		return load_fail(r, _("empty: the first line must be '%s'"),
		    RECORD_MAGIC);
	return true;
}

static bool
minchiate_line(struct load *r, void *arg, const char *text)
{
	(void)arg;
	return load_line(r, text);
}

/* Reads a whole record from fp; false at the first problem. */
bool
load_file(struct load *r, FILE *fp)
{
	return load_lines(r, fp, minchiate_line, NULL) && load_finish(r);
}

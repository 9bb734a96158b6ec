/*
 * check.c -- hint-check RECORD HINTS: audits what `minchiate --hints
 * RECORD` printed (HINTS), line by line, against the record's hands,
 * where every card is known.  Each line must name the seat that decides
 * and a legal choice; each reason code on it must hold by its meaning
 * (tests/unit/truth.c, written apart from the code that chose it); an
 * alternative rated above the hint needs the code overrules, and search
 * none.  Prints how often each code was met and the violations; exits 1
 * if there is one.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "minchiate.h"
#include "../unit/truth.h"
#include "../../src/match/match.h"

#define MAX_LINES	200000

struct audit {
	char		**lines;
	long		 nlines, at;	/* at: the next line to read */
	long		 decisions, checked, bad;
	long		 met[REASON_N];
	struct mc_rng	 rng;
};

static void
violation(struct audit *a, long n, const char *what, const char *detail)
{
	a->bad++;
	if (a->bad <= 20)
		printf("D%ld: %s%s%s\n", n, what, detail[0] ? ": " : "",
		    detail);
}

/* Reads the choice words of a line into d, due in h; false if unread. */
static bool
read_choice(const struct mc_hand *h, char *words, struct mc_decision *d)
{
	char	*w, *save = NULL;

	mc_decision_due(h, d);
	switch (d->kind) {
	case MC_DECIDE_CUT:
		d->n = atoi(words);
		return true;
	case MC_DECIDE_FALL:
		d->yes = strcmp(words, "yes") == 0;
		return d->yes || strcmp(words, "no") == 0;
	case MC_DECIDE_DECLARE: {
		struct mc_versicola	 vs[MC_VERSICOLE_MAX];
		int			 n = mc_hand_versicole(h, d->seat, vs);

		/* every versicola named, or "-" for none */
		d->which = strcmp(words, "-") == 0 ? 0 : (1u << n) - 1;
		return true;
	}
	default:
		for (w = strtok_r(words, " ", &save), d->n = 0; w != NULL;
		    w = strtok_r(NULL, " ", &save))
			if (mc_card_parse(w, strlen(w), &d->cards[d->n++]) !=
			    MC_OK)
				return false;
		return d->n > 0;
	}
}

/* The codes of a line, as reason bits; false at an unknown code. */
static bool
read_codes(char *list, uint64_t *bits)
{
	char	*w, *save = NULL;
	int	 r;

	*bits = 0;
	if (strcmp(list, "-") == 0)
		return true;
	for (w = strtok_r(list, ",", &save); w != NULL;
	    w = strtok_r(NULL, ",", &save)) {
		if ((r = reason_parse(w)) < 0)
			return false;
		*bits |= REASON_BIT(r);
	}
	return true;
}

/* The alternatives under line: is any rated above the hint? */
static bool
alt_above(struct audit *a, int *nalt)
{
	double	 delta;
	bool	 above = false;
	char	*p;

	for (*nalt = 0; a->at < a->nlines &&
	    strncmp(a->lines[a->at], "  alt ", 6) == 0; a->at++, (*nalt)++) {
		p = strrchr(a->lines[a->at], ' ');
		delta = strtod(p + 1, NULL);
		above |= delta > 0;
	}
	return above;
}

/*
 * The words of a sentence are claims too (review 2, items 4-6, 9, 11):
 * each phrase below is checked against the position, where every card
 * is known.  The English words, as --hints prints them untranslated.
 */
static bool
said(const char *sentence, const char *phrase)
{
	return strstr(sentence, phrase) != NULL;
}

/* The share after "(in " in the phrase of sentence, or -1. */
static int
share_after(const char *sentence, const char *phrase)
{
	const char	*p = strstr(sentence, phrase);

	if (p == NULL || (p = strstr(p, "(in ")) == NULL)
		return -1;
	return atoi(p + 4);
}

/* Does every legal card but the Matto beat the trick so far? */
static bool
every_card_beats(const struct mc_hand *h)
{
	mc_card	 legal[MC_NCARDS];
	int	 n = (int)mc_hand_legal_plays(h, legal), i;
	int	 w = mc_trick_winning(h), lead = h->play.lead;

	if (w < 0)
		return false;
	for (i = 0; i < n; i++)
		if (legal[i] != MC_MATTO && mc_card_power(legal[i], lead) <=
		    mc_card_power(h->play.trick[w], lead))
			return false;
	return true;
}

/* Has an opponent of seat shown void in suit s, while he may trump it:
 * not shown void in trumps, not fallen? */
static bool
opponent_void(const struct mc_hand *h, int seat, int s)
{
	int	 k, opp;

	for (k = 0; k < 2; k++) {
		opp = k == 0 ? mc_seat_left(seat) : mc_seat_right(seat);
		if ((h->play.voids[opp] >> s & 1) &&
		    !(h->play.voids[opp] >> MC_TRUMPS & 1) &&
		    !(h->play.fallen >> opp & 1))
			return true;
	}
	return false;
}

static void
check_words(struct audit *a, long n, const struct mc_hand *h, int decider,
    const struct mc_decision *d, const char *words)
{
	mc_card	 c = d->cards[0];
	int	 turn = h->play.turn, pc, rank;
	bool	 last_trick = h->play.ntricks + 1 >= MC_PLAYED_MAX / MC_NSEATS;

	if (d->kind != MC_DECIDE_PLAY)
		return;
	rank = mc_is_trump(c) ? mc_card_rank(c) : 0;
	if (said(words, "may take the trick") &&
	    share_after(words, "may take the trick") == 0)
		violation(a, n, "\"may take the trick\" at 0%", words);
	if ((pc = share_after(words, "probably takes")) >= 0 && pc < 67)
		violation(a, n, "\"probably\" under two in three", words);
	if (said(words, "comes home") &&
	    mc_seat_side(turn) != mc_seat_side(decider))
		violation(a, n, "an opponent's card said to come home", words);
	if ((said(words, "(tenuta al") || said(words, "first trump lead "
	    "tells") || said(words, "first trump lead is no")) && last_trick)
		violation(a, n, "a signal or a tenuta on the last trick", words);
	if (said(words, "lead tells your partner that you hold the highest "
	    "Aria still out (the fumata)") && !mc_cards_has(&h->held[turn], fumata_top_aria(h)))
		violation(a, n, "a fumata said true without the top Aria",
		    words);
	if (said(words, "every card that may be played beats") &&
	    !every_card_beats(h))
		violation(a, n, "not every card beats", words);
	if (said(words, "the cheapest card that beats") && every_card_beats(h))
		violation(a, n, "\"the cheapest that beats\" where all beat",
		    words);
	if (said(words, "your lowest trump") && mc_card_value(c) > 0)
		violation(a, n, "a counting trump called the lowest", words);
	if (said(words, "your longest suit") && h->play.nplayed == 0 &&
	    opponent_void(h, turn, mc_card_suit(c)))
		violation(a, n, "\"longest suit\" led into a shown void", words);
	if (said(words, "has shown void in") && (h->play.nplayed != 0 ||
	    !opponent_void(h, turn, mc_card_suit(c))) &&
	    !said(words, "your longest suit: an opponent"))
		violation(a, n, "no opponent shown void in the suit led", words);
	if (said(words, "first round of a suit you lack") &&
	    (rank == 0 || mc_card_value(c) == 0 || !h->play.first_lead ||
	    h->play.nplayed == 0))
		violation(a, n, "not a counting trump on a first round", words);
}

static void
on_decision(void *arg, const struct mc_hand *before,
    const struct mc_decision *made, const struct mc_hand *after)
{
	struct audit		*a = arg;
	struct mc_decision	 d;
	char			 want[32], *line, *bar1, *bar2, *choice;
	uint64_t		 bits;
	long			 n = ++a->decisions;
	int			 decider = mc_hand_to_act(before), r, nalt;
	bool			 above;

	(void)made;
	(void)after;
	snprintf(want, sizeof(want), "D%ld ", n);
	if (a->at >= a->nlines || strncmp(a->lines[a->at], want,
	    strlen(want)) != 0)
		return;			/* a seat not listed */
	line = a->lines[a->at++];
	a->checked++;
	snprintf(want, sizeof(want), "D%ld %c %s hint ", n,
	    mc_seat_letter(decider), record_decision_word(made->kind));
	if (strncmp(line, want, strlen(want)) != 0 ||
	    (bar1 = strstr(line, " | ")) == NULL ||
	    (bar2 = strstr(bar1 + 3, " | ")) == NULL) {
		violation(a, n, "not the decision due, or not a hint line",
		    line);
		alt_above(a, &nalt);
		return;
	}
	*bar1 = *bar2 = '\0';
	choice = line + strlen(want);
	if (!read_choice(before, choice, &d) ||
	    mc_decision_check(before, &d) != MC_OK)
		violation(a, n, "the hint is no legal choice", choice);
	if (!read_codes(bar1 + 3, &bits))
		violation(a, n, "an unknown code", bar1 + 3);
	if (bar2[3] == '\0')
		violation(a, n, "no sentence", "");
	for (r = 0; r < REASON_N; r++) {
		if (!(bits >> r & 1))
			continue;
		a->met[r]++;
		if (r == REASON_SEARCH || r == REASON_OVERRULES ||
		    r == REASON_THUMB)
			continue;	/* the search's or the rule's own */
		if (!truth_holds(before, decider, &d, r, &a->rng))
			violation(a, n, reason_code(r), "does not hold");
	}
	check_words(a, n, before, decider, &d, bar2 + 3);
	above = alt_above(a, &nalt);
	if (above && !(bits & REASON_BIT(REASON_OVERRULES)))
		violation(a, n, "an alternative rated higher, without "
		    "overrules", "");
	if (above && (bits & REASON_BIT(REASON_SEARCH)))
		violation(a, n, "search, with an alternative rated higher", "");
	if ((bits & REASON_BIT(REASON_OVERRULES)) && nalt == 0)
		violation(a, n, "overrules, with no alternative shown", "");
}

static bool
read_lines(const char *file, struct audit *a)
{
	FILE	*fp;
	char	*line = NULL;
	size_t	 size = 0;
	ssize_t	 len;

	if ((fp = fopen(file, "r")) == NULL) {
		perror(file);
		return false;
	}
	a->lines = calloc(MAX_LINES, sizeof(*a->lines));
	while (a->lines != NULL && a->nlines < MAX_LINES &&
	    (len = getline(&line, &size, fp)) >= 0) {
		if (len > 0 && line[len - 1] == '\n')
			line[len - 1] = '\0';
		a->lines[a->nlines++] = strdup(line);
	}
	free(line);
	fclose(fp);
	return a->lines != NULL;
}

int
main(int argc, char *argv[])
{
	static struct match	 m;
	static struct audit	 a;
	struct load		 r;
	FILE			*fp;
	long			 k;
	int			 code;

	if (argc != 3) {
		fprintf(stderr, "usage: hint-check RECORD HINTS\n");
		return 2;
	}
	if (!read_lines(argv[2], &a))
		return 2;
	mc_rng_seed(&a.rng, 2211);
	match_init(&m);
	m.on_decision = on_decision;
	m.arg = &a;
	if ((fp = fopen(argv[1], "r")) == NULL) {
		perror(argv[1]);
		return 2;
	}
	load_init(&r, &m, argv[1]);
	if (!load_file(&r, fp)) {
		fprintf(stderr, "%s\n", r.error);
		return 2;
	}
	fclose(fp);
	if (a.at != a.nlines)
		violation(&a, 0, "lines left over, from", a.lines[a.at]);
	for (code = 0; code < REASON_N; code++)
		printf("%-16s %ld\n", reason_code(code), a.met[code]);
	printf("%ld decisions, %ld hint lines checked, %ld violations\n",
	    a.decisions, a.checked, a.bad);
	for (k = 0; k < a.nlines; k++)
		free(a.lines[k]);
	free(a.lines);
	match_free(&m);
	return a.bad == 0 && a.checked > 0 ? 0 : 1;
}

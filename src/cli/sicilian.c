/*
 * sicilian.c -- the text modes of Tarocchi Siciliani (--game sicilia):
 * one hand told in text (--text), records replayed and checked
 * (--replay), and hands between computer players (--selfplay), each
 * hand's result line ("result hand N contract ...", minchiate(6)) after
 * it.  No person decides: the match is driven here.
 */
#include <err.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "../lang/lang.h"
#include "../match/sicilian.h"

static void
tell_event(void *arg, const struct ts_hand *h, const struct ts_event *ev)
{
	(void)arg;
	show_ts_event(stdout, h, ev);
}

/* The end shown whole (S13.4), then the line that programs read. */
static void
tell_end(void *arg, const struct sicilian *s)
{
	char	 line[256];

	(void)arg;
	show_ts_end(stdout, &s->hand, &s->score);
	printf("%s\n\n", sicilian_result(s, true, line, sizeof(line)));
}

/* Only the result line. */
static void
result_line(void *arg, const struct sicilian *s)
{
	char	 line[256];

	(void)arg;
	printf("%s\n", sicilian_result(s, true, line, sizeof(line)));
}

/* A hand played out by the computer players, every decision theirs. */
static void
play_hand(struct sicilian *s, int cut)
{
	struct ts_decision	 d;
	enum ts_err		 e;

	sicilian_deal(s);
	while (ts_hand_to_act(&s->hand) >= 0) {
		sicilian_bot_decision(s, &d);
		if (d.kind == TS_DECIDE_CUT && cut != 0)
			d.n = cut;
		if ((e = sicilian_decide(s, &d)) != TS_OK)
			errx(1, "%s", lang_ts_strerror(e));
	}
}

static void
seat_levels(struct sicilian_setup *setup, const struct selfplay *sp)
{
	int	 s, level;

	memset(setup, 0, sizeof(*setup));
	for (s = 0; s < MC_NSEATS; s++) {
		level = sp->seat[s] >= 0 ? sp->seat[s] : s & 1 ? sp->ew :
		    sp->ns;
		snprintf(setup->players[s].level,
		    sizeof(setup->players[s].level), "%s",
		    bot_level_name((enum bot_level)level));
		match_name_seat(&setup->players[s], s);
		setup->players[s].unnamed = true;
	}
}

/*
 * --text --game sicilia: one hand between easy players, told as all at
 * the table see it: the secret partner stays secret until the called
 * card is played, and everything is shown at the end.
 */
void
cli_ts_text_hand(uint64_t seed, int cut)
{
	static struct sicilian	 s;
	struct sicilian_setup	 setup;
	struct selfplay		 sp = { .ns = BOT_EASY, .ew = BOT_EASY,
				    .seat = { -1, -1, -1, -1 } };

	if (cut != 0 && (cut < 5 || cut > 58))
		errx(2, "--cut %d: %s", cut, lang_ts_strerror(TS_ERR_CUT_RANGE));
	/* TRANSLATORS: the seed is the number --seed gives. */
	printf(_("Tarocchi Siciliani %s, seed %llu.\n\n"), MC_VERSION,
	    (unsigned long long)seed);
	sicilian_init(&s);
	seat_levels(&setup, &sp);
	setup.length = 1;
	setup.seed = seed;
	if (!sicilian_new(&s, &setup))
		errx(1, "%s", lang_ts_strerror(TS_ERR_MATCH_LENGTH));
	s.on_event = tell_event;
	s.on_hand_end = tell_end;
	play_hand(&s, cut);
}

/* What a run of hands gives: the contracts' counts, and per hand the
 * fiches of the seats the first level plays (duplicate). */
struct ts_tally {
	long		 contracts[TS_THROWN_IN + 1];
	double		 sum, sumsq;
	long		 n;
};

static void
count_hand(void *arg, const struct sicilian *s)
{
	struct ts_tally	*t = arg;

	t->contracts[s->score.contract]++;
}

/* A match of sp->hands hands, the levels as sp says, seed and all. */
static void
play_match(const struct selfplay *sp, struct sicilian *s, FILE *record,
    void (*end)(void *, const struct sicilian *), void *arg)
{
	struct sicilian_setup	 setup;

	sicilian_init(s);
	seat_levels(&setup, sp);
	setup.length = (int)sp->hands;
	setup.seed = sp->seed;
	setup.variants = sp->variants;
	s->record = record;
	if (!sicilian_new(s, &setup))
		errx(1, "%s", lang_ts_strerror(TS_ERR_MATCH_LENGTH));
	s->on_hand_end = end;
	s->arg = arg;
}

static void
print_tally(const struct ts_tally *t)
{
	int	 c;

	for (c = TS_STATA; c <= TS_THROWN_IN; c++)
		printf("contract %s: %ld\n", ts_contract_word(
		    (enum ts_contract)c), t->contracts[c]);
}

/*
 * --duplicate: each deal twice, the first level at North and South,
 * then at East and West (the cuts are the same: every level draws them
 * alike).  Per deal, the first level's fiches in both; their mean per
 * hand and its 95 % interval.
 */
static int
duplicate(const struct selfplay *sp)
{
	static struct sicilian	 a, b;
	struct selfplay		 swapped = *sp;
	struct ts_tally		 t;
	double			 x, mean, sd;
	int			 p;

	memset(&t, 0, sizeof(t));
	swapped.ns = sp->ew;
	swapped.ew = sp->ns;
	play_match(sp, &a, NULL, count_hand, &t);
	play_match(&swapped, &b, NULL, count_hand, &t);
	while (!sicilian_over(&a)) {
		play_hand(&a, 0);
		play_hand(&b, 0);
		x = 0;
		for (p = 0; p < MC_NSEATS; p++)
			x += p & 1 ? b.score.pay[p] : a.score.pay[p];
		t.sum += x;
		t.sumsq += x * x;
		t.n++;
	}
	mean = t.sum / (double)t.n;
	sd = t.n > 1 ? sqrt((t.sumsq - t.sum * mean) / (double)(t.n - 1)) : 0;
	printf("hands: %ld\n", 2 * t.n);
	printf("fiches_per_deal: %.3f\n", mean);
	printf("ci95_low: %.3f\n", mean - 1.96 * sd / sqrt((double)t.n));
	printf("ci95_high: %.3f\n", mean + 1.96 * sd / sqrt((double)t.n));
	print_tally(&t);
	return 0;
}

/* --selfplay N --game sicilia: a match of N hands, a result line each. */
int
cli_ts_selfplay(const struct selfplay *sp)
{
	static struct sicilian	 s;
	FILE			*record = NULL;
	int			 p;

	if (sp->hands != 1 && sp->hands % MC_NSEATS != 0)
		errx(2, _("--selfplay %ld: %s"), sp->hands,
		    lang_ts_strerror(TS_ERR_MATCH_LENGTH));
	if (sp->duplicate)
		return duplicate(sp);
	if (sp->record != NULL && (record = strcmp(sp->record, "-") == 0 ?
	    stdout : fopen(sp->record, "w")) == NULL)
		err(1, "%s", sp->record);
	play_match(sp, &s, record, result_line, NULL);
	while (!sicilian_over(&s))
		play_hand(&s, 0);
	if (record != NULL && record != stdout &&
	    (ferror(record) | fclose(record)))
		err(1, "%s", sp->record);
	printf("hands: %d\n", s.match.hand);
	for (p = 0; p < MC_NSEATS; p++)
		printf("fiches %c: %d\n", mc_seat_letter(p),
		    s.match.fiches[p]);
	return 0;
}

/* --variants of this game: V1, "redeal" (S15). */
int
cli_ts_variant(const char *word, size_t len)
{
	char	 w[16];

	if (len >= sizeof(w))
		return -1;
	snprintf(w, sizeof(w), "%.*s", (int)len, word);
	return sicilian_variant_parse(w);
}

/* --replay of a record of this game: told, checked, a result line a
 * hand. */
int
cli_ts_replay(const char *file, FILE *fp, char *const *first, int nfirst)
{
	static struct sicilian	 s;
	struct load		 r;
	char			 name[1024], records[64], hands[64];
	bool			 ok = true;
	int			 i;

	sicilian_init(&s);
	s.on_event = tell_event;
	s.on_hand_end = tell_end;
	load_init(&r, NULL, file);
	for (i = 0; i < nfirst && ok; i++)
		ok = sicilian_load_line(&r, &s, first[i]);
	if (ok)
		ok = sicilian_load_file(&r, &s, fp);
	fflush(stdout);
	if (!ok) {
		warnx("%s", r.error);
		return 1;
	}
	if (s.hands > 0 && s.hand.phase != TS_PHASE_OVER)
		printf(_("Hand %d is not finished: the record stops there.\n"),
		    s.hands);
	snprintf(records, sizeof(records), ngettext("%d record", "%d records",
	    1), 1);
	snprintf(hands, sizeof(hands), ngettext("%d hand", "%d hands",
	    s.hands), s.hands);
	/* TRANSLATORS: the file, then "3 records" and "12 hands". */
	printf(_("%s: valid, %s, %s.\n"), safe_text(file, name, sizeof(name)),
	    records, hands);
	return 0;
}

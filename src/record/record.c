/*
 * record.c -- game records (minchiate(5)): the words of their lists,
 * and writing their lines.  Every line a writer emits, the match's
 * reader (src/match/load.c) reads.
 */
#include <stdio.h>
#include <string.h>

#include "record.h"
#include "../lang/lang.h"

/*
 * R10: the variants.  The names and help lines are the setup screen's
 * (translated where shown); the words are the records' and never
 * change with the language.
 */
const struct record_variant record_variants[RECORD_NVARIANTS] = {
	{ MC_VAR_OPTIONAL_CASCARE, "optional-cascare",
	    /* TRANSLATORS: the variants (R10) on the setup screen, each at
	     * most 60 columns. */
	    N_("optional falling (R10.1)"),
	    /* TRANSLATORS: what each variant does, on the setup
	     * screen, at most 76 columns. */
	    N_("A player without trumps chooses whether to fall; else he "
	    "must.") },
	{ MC_VAR_DEMONIO, "demonio", N_("Demonio, Mondo e Carne (R10.2)"),
	    N_("Trumps 14, 35 and 39 score as a versicola.") },
	{ MC_VAR_AUTO_DECLARE, "auto-declare",
	    N_("automatic declarations (R10.3)"),
	    N_("Versicole are declared without asking you.") },
};

/* R10: a variant's word, its bit; "none" is 0, an unknown word -1. */
int
record_variant_parse(const char *word, size_t len)
{
	size_t	 i;

	if (len == 4 && strncmp(word, "none", 4) == 0)
		return 0;
	for (i = 0; i < RECORD_NVARIANTS; i++)
		if (strlen(record_variants[i].word) == len &&
		    strncmp(record_variants[i].word, word, len) == 0)
			return (int)record_variants[i].bit;
	return -1;
}

/* Every variant's word, sep between them: "demonio,auto-declare...". */
const char *
record_variant_words(const char *sep, char *buf, size_t size)
{
	size_t	 i, len = 0;

	buf[0] = '\0';
	for (i = 0; i < RECORD_NVARIANTS && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
		    i > 0 ? sep : "", record_variants[i].word);
	return buf;
}

/* R4.4: a match's lengths; the names are the setup screen's. */
const struct record_length record_lengths[RECORD_NLENGTHS] = {
	{ MC_MATCH_HAND, "hand",
	    /* TRANSLATORS: the lengths of a match on the setup screen, after
	     * "Match: ", at most 60 columns. */
	    N_("one hand") },
	{ MC_MATCH_GIRO, "giro", N_("one giro (4 hands)") },
	{ MC_MATCH_SET, "set", N_("a full set (12 hands)") },
};

const char *
record_length_name(enum mc_length length)
{
	size_t	 i;

	for (i = 0; i < RECORD_NLENGTHS; i++)
		if (record_lengths[i].length == length)
			return record_lengths[i].word;
	return "?";
}

/* The length a word names, or -1. */
int
record_length_parse(const char *word)
{
	size_t	 i;

	for (i = 0; i < RECORD_NLENGTHS; i++)
		if (strcmp(record_lengths[i].word, word) == 0)
			return (int)record_lengths[i].length;
	return -1;
}

/* The aid lines' words, in the order of enum match_aid. */
static const char *const aid_names[] = { "hint", "undo" };

const char *
record_aid_name(int aid)
{
	return aid >= 0 && aid < 2 ? aid_names[aid] : "?";
}

/* The aid a word names, or -1. */
int
record_aid_parse(const char *word)
{
	int	 i;

	for (i = 0; i < 2; i++)
		if (strcmp(aid_names[i], word) == 0)
			return i;
	return -1;
}

/* R0.1: the seat a letter names (S, E, N, W), or -1. */
int
record_seat_parse(const char *word)
{
	int	 s;

	for (s = 0; s < MC_NSEATS && word[0] != '\0' && word[1] == '\0'; s++)
		if (mc_seat_letter(s) == word[0])
			return s;
	return -1;
}

/* A decimal number below 2^64, digits only (seeds). */
bool
record_u64(const char *s, uint64_t *out)
{
	uint64_t n = 0;

	if (*s == '\0')
		return false;
	for (; *s != '\0'; s++) {
		if (*s < '0' || *s > '9' ||
		    n > (UINT64_MAX - (uint64_t)(*s - '0')) / 10)
			return false;
		n = n * 10 + (uint64_t)(*s - '0');
	}
	*out = n;
	return true;
}

/* The variants as record words ("none" if none). */
const char *
variants_text(unsigned variants, char *buf, size_t size)
{
	size_t	 i, len = 0;

	buf[0] = '\0';
	for (i = 0; i < RECORD_NVARIANTS && len < size; i++)
		if (variants & record_variants[i].bit)
			len += (size_t)snprintf(buf + len, size - len, "%s%s",
			    len > 0 ? " " : "", record_variants[i].word);
	if (len == 0)
		snprintf(buf, size, "none");
	return buf;
}

/* The deck of a hand seeded with seed: the ordered deck, shuffled (R5.1). */
void
record_deck(uint64_t seed, mc_card deck[MC_NCARDS])
{
	struct mc_rng	 r;

	mc_rng_seed(&r, seed);
	mc_deck_ordered(deck);
	mc_deck_shuffle(&r, deck);
}

static void
write_card(FILE *fp, mc_card c)
{
	char	 note[8];

	mc_card_format(c, note, sizeof(note));
	fputs(note, fp);
}

/* The word opening a decision's line, one per kind. */
static const char *const decision_words[] = {
	[MC_DECIDE_CUT] = "cut",
	[MC_DECIDE_DISCARD] = "discard",
	[MC_DECIDE_DECLARE] = "declare",
	[MC_DECIDE_FALL] = "fall",
	[MC_DECIDE_PLAY] = "play",
};

const char *
record_decision_word(enum mc_decision_kind kind)
{
	return (int)kind >= 0 && kind <= MC_DECIDE_PLAY ?
	    decision_words[kind] : "?";
}

/* Writes a decision's line; before is the hand it is made in. */
void
decision_write(FILE *fp, const struct mc_hand *before,
    const struct mc_decision *d)
{
	struct mc_versicola	 v[MC_VERSICOLE_MAX];
	char			 seat = mc_seat_letter(d->seat);
	const char		*word = record_decision_word(d->kind);
	int			 i, j, n;

	switch (d->kind) {
	case MC_DECIDE_CUT:
		fprintf(fp, "%s %d\n", word, d->n);
		return;
	case MC_DECIDE_DISCARD:
		fprintf(fp, "%s %c", word, seat);
		for (i = 0; i < d->n; i++) {
			fputc(' ', fp);
			write_card(fp, d->cards[i]);
		}
		fputc('\n', fp);
		return;
	case MC_DECIDE_DECLARE:
		fprintf(fp, "%s %c", word, seat);
		n = mc_hand_versicole(before, d->seat, v);
		for (i = 0; i < n; i++) {
			if (!(d->which >> i & 1))
				continue;
			fputc(' ', fp);
			for (j = 0; j < v[i].ncards; j++) {
				if (j > 0)
					fputc('-', fp);
				write_card(fp, v[i].cards[j]);
			}
		}
		if (d->which == 0)
			fputs(" -", fp);
		fputc('\n', fp);
		return;
	case MC_DECIDE_FALL:
		fprintf(fp, "%s %c %s\n", word, seat, d->yes ? "yes" : "no");
		return;
	case MC_DECIDE_PLAY:
		fprintf(fp, "%s %c ", word, seat);
		write_card(fp, d->cards[0]);
		fputc('\n', fp);
		return;
	}
}

/* The lines that open a record: variants, seats, the match. */
void
record_header(FILE *fp, unsigned variants,
    const struct player players[MC_NSEATS], enum mc_length length,
    const uint8_t order[MC_NSEATS])
{
	char	 buf[128];
	int	 s;

	fprintf(fp, "%s\n", RECORD_MAGIC);
	fprintf(fp, "variants %s\n", variants_text(variants, buf, sizeof(buf)));
	for (s = 0; s < MC_NSEATS; s++) {
		fprintf(fp, "seat %c ", mc_seat_letter(s));
		if (players[s].human)
			fprintf(fp, "human");
		else
			fprintf(fp, "bot %s", players[s].level);
		/* no word of any language for a name nobody gave */
		if (players[s].unnamed)
			fprintf(fp, "\n");
		else
			fprintf(fp, " \"%s\"\n", players[s].name);
	}
	fprintf(fp, "match %s\n", record_length_name(length));
	if (order != NULL)
		fprintf(fp, "order %c %c %c %c\n", mc_seat_letter(order[0]),
		    mc_seat_letter(order[1]), mc_seat_letter(order[2]),
		    mc_seat_letter(order[3]));
}

/* The lines that open a hand: its number, dealer, seed (if its deck
 * comes from one) and deck. */
void
record_hand(FILE *fp, int number, int dealer, const uint64_t *seed,
    const mc_card deck[MC_NCARDS])
{
	int	 i;

	fprintf(fp, "hand %d dealer %c\n", number, mc_seat_letter(dealer));
	if (seed != NULL)
		fprintf(fp, "seed %llu\n", (unsigned long long)*seed);
	fprintf(fp, "deck");
	for (i = 0; i < MC_NCARDS; i++) {
		fputc(' ', fp);
		write_card(fp, deck[i]);
	}
	fputc('\n', fp);
}

static void
write_marker(FILE *fp, const struct mc_marker *m)
{
	if (m->value[MC_NS] > 0)
		fprintf(fp, "NS %d", m->value[MC_NS]);
	else if (m->value[MC_EW] > 0)
		fprintf(fp, "EW %d", m->value[MC_EW]);
	else
		fprintf(fp, "level");
}

/* The expected result of the trick just gathered: winner and marker. */
void
record_trick(FILE *fp, const struct mc_hand *h)
{
	const struct mc_marker *m = h->phase == MC_PHASE_OVER ?
	    &h->play.marker_play : &h->play.marker;

	fprintf(fp, "expect trick %d %c marker ", h->play.ntricks,
	    mc_seat_letter(h->play.last_winner));
	write_marker(fp, m);
	fputc('\n', fp);
}

/* The expected end of the hand: the totals, the rests, the state. */
void
record_end(FILE *fp, const struct mc_hand *h)
{
	struct mc_breakdown	 b;
	int			 i;

	mc_hand_breakdown(h, &b);
	for (i = 0; i < 2; i++)
		fprintf(fp, "expect side %s mazzetti %d versicole %d ultima %d "
		    "counting %d\n", i == MC_NS ? "NS" : "EW",
		    b.side[i].mazzetti, b.side[i].versicole_total,
		    b.side[i].ultima, b.side[i].counting);
	fprintf(fp, "expect total NS %d EW %d\n", b.side[MC_NS].total,
	    b.side[MC_EW].total);
	fprintf(fp, "expect rests NS %d EW %d\n", b.side[MC_NS].rests,
	    b.side[MC_EW].rests);
	fprintf(fp, "expect hash %016llx\n",
	    (unsigned long long)record_hash(h));
}

static uint64_t
fnv(uint64_t x, const void *p, size_t n)
{
	const unsigned char *b = p;

	while (n-- > 0)
		x = (x ^ *b++) * 0x100000001b3ULL;
	return x;
}

/*
 * A fingerprint of everything a hand's decisions decide: where every
 * card is, who knows it, the marker and the marks.
 */
uint64_t
record_hash(const struct mc_hand *h)
{
	const struct mc_play	*p = &h->play;
	uint64_t		 x = 0xcbf29ce484222325ULL;
	int			 i;

	x = fnv(x, h->held, sizeof(h->held));
	x = fnv(x, h->discarded, sizeof(h->discarded));
	x = fnv(x, &h->faceup, sizeof(h->faceup));
	x = fnv(x, h->seen, sizeof(h->seen));
	x = fnv(x, h->folla, h->nfolla);
	x = fnv(x, p->won, sizeof(p->won));
	x = fnv(x, p->tricks_won, sizeof(p->tricks_won));
	x = fnv(x, p->declared, sizeof(p->declared));
	x = fnv(x, &p->fallen, 1);
	x = fnv(x, p->marks, sizeof(p->marks));
	for (i = 0; i < 2; i++) {
		x = fnv(x, &p->marker.value[i], sizeof(int));
		x = fnv(x, &p->marker.rests[i], sizeof(int));
	}
	return x;
}

/*
 * The next line of fp in buf, its newline kept as fgets keeps it.  A
 * line that does not fit is skipped to its end; one holding a NUL byte
 * is read whole but said to be, as the text after the NUL would be lost
 * to whoever reads buf.  At the end (or a read error: ferror), buf is
 * empty.
 */
enum record_read
record_read_line(FILE *fp, char *buf, size_t size)
{
	size_t	 len = 0;
	bool	 nul = false;
	int	 c = EOF;

	while (len + 1 < size && (c = getc(fp)) != EOF) {
		nul |= c == '\0';
		buf[len++] = (char)c;
		if (c == '\n')
			break;
	}
	buf[len] = '\0';
	if (len + 1 == size && c != '\n') {
		while ((c = getc(fp)) != EOF && c != '\n')
			;
		return RECORD_READ_LONG;
	}
	if (len == 0)
		return RECORD_READ_END;
	return nul ? RECORD_READ_NUL : RECORD_READ_LINE;
}

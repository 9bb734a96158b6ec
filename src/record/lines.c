/*
 * lines.c -- the one reader of a record's text for everything that
 * scans it (the loader, the table's session, its undo, the lessons,
 * practice, a hand exported, the statistics): each line with its number,
 * its place in the text, its kind by the grammar's first word
 * (minchiate(5)), and how many decisions came before it.  Whoever needs
 * a place in a record names it by decisions, never by bytes.
 */
#include <stdint.h>
#include <string.h>

#include "record.h"

/* The grammar's first words; the decisions' are record_decision_word's. */
static const struct {
	const char		*word;
	enum record_kind	 kind;
} words[] = {
	{ RECORD_MAGIC_WORD, REC_MAGIC },
	{ "variants", REC_VARIANTS },
	{ "seat", REC_SEAT },
	{ "match", REC_MATCH },
	{ "order", REC_ORDER },
	{ "hand", REC_HAND },
	{ "seed", REC_SEED },
	{ "deck", REC_DECK },
	{ "expect", REC_EXPECT },
	{ "aid", REC_AID },
};

/*
 * The kind of a line of len bytes, by its first word; for a decision,
 * which kind of decision in *decided (may be NULL).
 */
enum record_kind
record_kind_of(const char *line, size_t len, enum mc_decision_kind *decided)
{
	size_t	 i, n;
	int	 k;

	while (len > 0 && (*line == ' ' || *line == '\t')) {
		line++;
		len--;
	}
	if (len == 0 || *line == '\r' || *line == '\n')
		return REC_BLANK;
	if (*line == '#')
		return REC_COMMENT;
	for (n = 0; n < len && line[n] != ' ' && line[n] != '\t' &&
	    line[n] != '\r' && line[n] != '\n'; n++)
		continue;
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i].word) == n &&
		    memcmp(words[i].word, line, n) == 0)
			return words[i].kind;
	for (k = MC_DECIDE_CUT; k <= MC_DECIDE_PLAY; k++)
		if (strlen(record_decision_word((enum mc_decision_kind)k)) ==
		    n && memcmp(record_decision_word((enum mc_decision_kind)k),
		    line, n) == 0) {
			if (decided != NULL)
				*decided = (enum mc_decision_kind)k;
			return REC_DECISION;
		}
	return REC_OTHER;
}

void
record_reader_init(struct record_reader *r, const char *text)
{
	memset(r, 0, sizeof(*r));
	r->text = text != NULL ? text : "";
}

/*
 * The next line of the text into l (its newline not counted in its
 * length); false at the end.
 */
bool
record_reader_next(struct record_reader *r, struct record_line *l)
{
	const char	*p = r->text + r->at, *nl;

	if (*p == '\0')
		return false;
	memset(l, 0, sizeof(*l));
	nl = strchr(p, '\n');
	l->text = p;
	l->len = nl != NULL ? (size_t)(nl - p) : strlen(p);
	l->at = r->at;
	l->number = ++r->number;
	l->decisions = r->decisions;
	l->kind = record_kind_of(p, l->len, &l->decided);
	r->decisions += l->kind == REC_DECISION;
	r->at += l->len + (nl != NULL);
	return true;
}

/*
 * Where decision n (counted from 0 through the whole text) begins, or
 * SIZE_MAX if the text has no such decision.
 */
size_t
record_decision_at(const char *text, int n)
{
	struct record_reader	 r;
	struct record_line	 l;

	record_reader_init(&r, text);
	while (record_reader_next(&r, &l))
		if (l.kind == REC_DECISION && l.decisions == n)
			return l.at;
	return SIZE_MAX;
}

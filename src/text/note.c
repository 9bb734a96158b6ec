/*
 * note.c -- the marks of a lesson's note in words.  A note names a card
 * as {T31} (its notation), {name T31} (its name, in the language of the
 * cards, and its notation) and a suit as {suit c} or, opening a
 * sentence, {Suit c}: so the words follow --english, and a test can
 * check every card a note names against what the player has seen by
 * then.  {the T31}, {of T31}, {to T31}, {from T31} and {with T31} ({The
 * T31}... opening a sentence) are the name with the article, and the
 * preposition joined to it, that the language puts there (show_card_as):
 * "la Morte (T13)", "della Morte (T13)" in Italian; in English the same
 * words as {name T31}.  Where the notes come from is the lesson's.
 */
#include <stdio.h>
#include <string.h>

#include "text.h"

/*
 * The marks that name a card with its article: the word before the
 * card, and the article (and preposition) show_card_as gives it.
 */
static const struct {
	const char	*word;
	enum show_role	 role;
} roles[] = {
	{ "the ", SHOW_THE }, { "of ", SHOW_OF }, { "to ", SHOW_TO },
	{ "from ", SHOW_FROM }, { "with ", SHOW_WITH }
};

/* The role a mark opens with (its word's length in *skip), or -1. */
static int
mark_role(const char *mark, size_t len, size_t *skip, bool *capital)
{
	size_t	 i, n;

	for (i = 0; i < sizeof(roles) / sizeof(roles[0]); i++) {
		n = strlen(roles[i].word);
		if (len > n && (mark[0] == roles[i].word[0] ||
		    mark[0] == roles[i].word[0] - 'a' + 'A') &&
		    strncmp(mark + 1, roles[i].word + 1, n - 1) == 0) {
			*skip = n;
			*capital = mark[0] != roles[i].word[0];
			return (int)i;
		}
	}
	return -1;
}

/*
 * The card's words with its article: name (the note's own, "Morte
 * (T13)") put where show_card_as puts the card's name and notation.
 */
static void
with_article(FILE *out, mc_card c, int role, bool capital, const char *name)
{
	char		 as[200], plain[120];
	const char	*at;
	size_t		 before;

	show_card_as(c, roles[role].role, as, sizeof(as));
	show_card(c, plain, sizeof(plain));
	if ((at = strstr(as, plain)) == NULL) {
		fputs(name, out);	/* a translation without the card */
		return;
	}
	before = (size_t)(at - as);
	if (capital && before > 0 && as[0] >= 'a' && as[0] <= 'z')
		as[0] = (char)(as[0] - 'a' + 'A');
	fprintf(out, "%.*s", (int)before, as);
	if (capital && before == 0 && name[0] >= 'a' && name[0] <= 'z') {
		fputc(name[0] - 'a' + 'A', out);
		name++;
	}
	fprintf(out, "%s%s", name, at + strlen(plain));
}

/*
 * One {...} of a note: its words appended to out (the card's notation,
 * its name, with its article, a suit's name), its card in *c if it
 * names one; false if it is none of them.
 */
static bool
mark_words(const char *mark, size_t len, bool english, FILE *out,
    mc_card *c)
{
	enum mc_lang	 lang = english ? MC_ENGLISH : MC_ITALIAN;
	const char	*arg = mark, *suit;
	char		 name[80], words[120], *cut;
	size_t		 alen = len, skip = 0;
	bool		 named = false, capital = false;
	int		 role;

	*c = MC_NOCARD;
	if (len > 5 && (strncmp(mark, "suit ", 5) == 0 ||
	    strncmp(mark, "Suit ", 5) == 0)) {
		if (len != 6 || (suit = strchr("cdsb", mark[5])) == NULL)
			return false;
		snprintf(name, sizeof(name), "%s",
		    mc_suit_name((enum mc_suit)(suit - "cdsb"), lang));
		if (mark[0] == 'S' && name[0] >= 'a' && name[0] <= 'z')
			name[0] = (char)(name[0] - 'a' + 'A');
		if (out != NULL)
			fputs(name, out);
		return true;
	}
	if (len > 5 && strncmp(mark, "name ", 5) == 0) {
		arg = mark + 5;
		alen = len - 5;
		named = true;
	}
	if ((role = mark_role(mark, len, &skip, &capital)) >= 0) {
		arg = mark + skip;
		alen = len - skip;
		named = true;
	}
	if (mc_card_parse(arg, alen, c) != MC_OK)
		return false;
	if (out == NULL)
		return true;
	if (named) {
		mc_card_name(*c, lang, name, sizeof(name));
		if ((cut = strstr(name, " (")) != NULL)
			*cut = '\0';	/* the first name is enough */
		snprintf(words, sizeof(words), "%s (%.*s)", name, (int)alen,
		    arg);
		if (role >= 0)
			with_article(out, *c, role, capital, words);
		else
			fputs(words, out);
	} else
		fprintf(out, "%.*s", (int)alen, arg);
	return true;
}

/*
 * A note's marks read: its words written to out if not NULL, the cards
 * it names added to named if not NULL; false if a mark is none of the
 * kinds above (it is written as it stands).
 */
bool
show_note(FILE *out, const char *note, bool english, struct mc_cards *named)
{
	const char	*p = note, *open, *close;
	mc_card		 c;
	bool		 ok = true;

	while ((open = strchr(p, '{')) != NULL &&
	    (close = strchr(open, '}')) != NULL) {
		if (out != NULL)
			fwrite(p, 1, (size_t)(open - p), out);
		if (!mark_words(open + 1, (size_t)(close - open - 1), english,
		    out, &c)) {
			ok = false;
			if (out != NULL)
				fwrite(open, 1, (size_t)(close - open + 1),
				    out);
		} else if (c != MC_NOCARD && named != NULL)
			mc_cards_add(named, c);
		p = close + 1;
	}
	if (out != NULL)
		fputs(p, out);
	return ok;
}

/* What show_note_text gives show_to_string. */
struct note_arg {
	const char	*note;
	bool		 english;
};

static void
note_to(FILE *fp, const void *arg)
{
	const struct note_arg	*a = arg;

	(void)show_note(fp, a->note, a->english, NULL);
}

/*
 * A note's words, its cards and suits named in the cards' language;
 * to free; NULL out of memory.
 */
char *
show_note_text(const char *note, bool english)
{
	struct note_arg	 a = { note, english };

	return show_to_string(note_to, &a);
}

/*
 * rules.h -- the rules as the manual tells them, for the table's rules
 * viewer.  The build renders the sections THE CARDS to VARIANTS of
 * man/minchiate.6 with mandoc into $(O)/gen/rules.c (src/tui/rules.sh):
 * one string per line, plain ASCII, at most 78 columns, "" for a blank
 * line; and the Italian page's (man/it) in UTF-8, as rules_lines_it.
 * The page and the viewer can never tell different rules.
 */
#ifndef RULES_H
#define RULES_H

#include <string.h>

extern const char *const rules_lines[];
extern const int	 rules_nlines;
extern const char *const rules_lines_it[];
extern const int	 rules_nlines_it;

/* The rules in the language of code (lang_code()): Italian or English. */
static inline const char *const *
rules_text(const char *code, int *n)
{
	if (strcmp(code, "it") == 0) {
		*n = rules_nlines_it;
		return rules_lines_it;
	}
	*n = rules_nlines;
	return rules_lines;
}

#endif /* RULES_H */

/*
 * rules.h -- the rules as the manual tells them, for the table's rules
 * viewer.  The build renders the sections THE CARDS to VARIANTS of
 * man/minchiate.6 with mandoc into $(O)/gen/rules.c (src/tui/rules.sh):
 * one string per line, plain ASCII, at most 78 columns, "" for a blank
 * line.  The page and the viewer can never tell different rules.
 */
#ifndef RULES_H
#define RULES_H

extern const char *const rules_lines[];
extern const int	 rules_nlines;

#endif /* RULES_H */

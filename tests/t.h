/*
 * t.h -- the tests' tiny harness: checks that never compile out (unlike
 * assert under -DNDEBUG), one line per failed check, and a summary line
 * "N passed, N failed" counted per test.
 */
#ifndef T_H
#define T_H

#include <stdio.h>
#include <string.h>

#include "minchiate.h"

void	t_fail(const char *file, int line, const char *fmt, ...)
	    __attribute__((format(printf, 3, 4)));
void	t_run(const char *name, void (*fn)(void));

#define CHECK(c) do {							\
	if (!(c))							\
		t_fail(__FILE__, __LINE__, "CHECK(%s)", #c);		\
} while (0)

#define CHECK_EQ(a, b) do {						\
	long long t_a_ = (long long)(a), t_b_ = (long long)(b);		\
	if (t_a_ != t_b_)						\
		t_fail(__FILE__, __LINE__, "%s == %s: %lld != %lld",	\
		    #a, #b, t_a_, t_b_);				\
} while (0)

#define CHECK_STR(a, b) do {						\
	const char *t_a_ = (a), *t_b_ = (b);				\
	if (strcmp(t_a_, t_b_) != 0)					\
		t_fail(__FILE__, __LINE__, "%s == %s: \"%s\" != \"%s\"",\
		    #a, #b, t_a_, t_b_);				\
} while (0)

#define RUN(fn)	t_run(#fn, fn)

/* helpers.c: building decks and reading cards for tests */
mc_card	card(const char *notation);
void	deck_neutral(mc_card deck[MC_NCARDS]);
void	deck_place(mc_card deck[MC_NCARDS], int pos, const char *notation);
int	t_iterations(int normal);
int	cards_of(const char *list, struct mc_cards *);
void	play_setup(struct mc_hand *, unsigned variants, int leader,
	    const char *s, const char *e, const char *n, const char *w);
void	play_cards(struct mc_hand *, const char *list);
void	shuffle_hidden(const struct mc_hand *, int seat, struct mc_rng *,
	    struct mc_hand *);
bool	random_point(struct mc_hand *, struct mc_rng *, int i);
int	log_count(const struct mc_log *, enum mc_event_kind);
const struct mc_event *log_find(const struct mc_log *, enum mc_event_kind,
	    int nth);

/* The suites, one per file. */
void	card_tests(void);
void	rng_tests(void);
void	draw_tests(void);
void	match_tests(void);
void	marker_tests(void);
void	folla_tests(void);
void	deal_tests(void);
void	seen_tests(void);
void	property_tests(void);
void	versicole_tests(void);
void	play_tests(void);
void	end_tests(void);
void	perft_tests(void);
void	view_tests(void);
void	table_tests(void);
void	lesson_tests(void);
void	remove_tree(const char *);
#define RECORD_HEADER	"minchiate-record 1\nvariants none\n"
const char *record_error(const char *);
char	*temp_dir(char *, size_t);
void	write_text(const char *, const char *);
void	save_tests(void);
void	undo_tests(void);
void	stats_tests(void);
void	stats_input_tests(void);
void	matto_tests(void);
void	config_tests(void);
void	show_tests(void);
void	reason_tests(void);
void	text_tests(void);
void	rules_tests(void);
void	bot_tests(void);
void	open_tests(void);
void	decision_tests(void);
void	blunder_tests(void);
void	session_tests(void);
void	lines_tests(void);
void	wire_tests(void);
void	voice_tests(void);
void	rows_tests(void);
void	seat_tests(void);
void	talk_tests(void);
void	warning_tests(void);
void	where_tests(void);
void	lang_tests(void);
void	sicilia_tests(void);
void	sicilia_hand_tests(void);
void	sicilia_bot_tests(void);

#endif /* T_H */

/*
 * main.c -- runs every unit suite; an argument runs only the tests whose
 * name contains it.  The last line is "N passed, N failed".
 */
#include <stdarg.h>
#include <stdlib.h>

#include "t.h"

static const char	*filter;
static int		 passed, failed, checks_failed;
static const char	*current;

void
t_fail(const char *file, int line, const char *fmt, ...)
{
	va_list	 ap;

	if (checks_failed++ < 20 || getenv("T_VERBOSE") != NULL) {
		printf("  %s:%d: %s: ", file, line, current);
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
		printf("\n");
	}
}

void
t_run(const char *name, void (*fn)(void))
{
	int	 before = checks_failed;

	if (filter != NULL && strstr(name, filter) == NULL)
		return;
	current = name;
	fn();
	if (checks_failed == before)
		passed++;
	else {
		failed++;
		printf("FAIL %s\n", name);
	}
	if (getenv("T_VERBOSE") != NULL && checks_failed == before)
		printf("ok   %s\n", name);
}

/* Property tests run fewer cases under T_QUICK (valgrind). */
int
t_iterations(int normal)
{
	return getenv("T_QUICK") != NULL ? normal / 100 + 1 : normal;
}

int
main(int argc, char *argv[])
{
	if (argc > 1)
		filter = argv[1];
	card_tests();
	rng_tests();
	draw_tests();
	match_tests();
	marker_tests();
	folla_tests();
	deal_tests();
	seen_tests();
	versicole_tests();
	play_tests();
	end_tests();
	perft_tests();
	view_tests();
	table_tests();
	save_tests();
	session_tests();
	lines_tests();
	wire_tests();
	voice_tests();
	rows_tests();
	seat_tests();
	talk_tests();
	warning_tests();
	where_tests();
	lang_tests();
	undo_tests();
	stats_tests();
	stats_input_tests();
	matto_tests();
	config_tests();
	show_tests();
	reason_tests();
	text_tests();
	rules_tests();
	bot_tests();
	open_tests();
	decision_tests();
	blunder_tests();
	property_tests();
	sicilia_tests();
	sicilia_hand_tests();
	sicilia_bot_tests();
	lesson_tests();
	printf("%d passed, %d failed\n", passed, failed);
	return failed == 0 ? 0 : 1;
}

/*
 * lang_test.c -- the engine's refusals as the front ends say them
 * (src/lang/errors.c): in English, word for word the library's own
 * mc_strerror and ts_strerror, for every code; so the tables stay in
 * step.
 */
#include "t.h"
#include "../../src/lang/lang.h"

static void
every_refusal_is_said_as_the_library_says_it(void)
{
	int	 e;

	for (e = 0; e < MC_ERR_MAX; e++)
		CHECK_STR(lang_strerror((enum mc_err)e),
		    mc_strerror((enum mc_err)e));
	CHECK_STR(lang_strerror(MC_ERR_MAX), mc_strerror(MC_ERR_MAX));
	for (e = 0; e < TS_ERR_MAX; e++)
		CHECK_STR(lang_ts_strerror((enum ts_err)e),
		    ts_strerror((enum ts_err)e));
	CHECK_STR(lang_ts_strerror(TS_ERR_MAX), ts_strerror(TS_ERR_MAX));
}

void
lang_tests(void)
{
	RUN(every_refusal_is_said_as_the_library_says_it);
}

/*
 * clock.c -- the program's one clock: milliseconds that no setting of
 * the time moves.  A computer player's time budget, the table server's
 * countdowns and a joined table's all read it.
 */
#define _POSIX_C_SOURCE 200809L

#include <time.h>

#include "bot.h"

long long
bot_clock_ms(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

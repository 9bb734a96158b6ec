/*
 * stats.c -- minchiate --stats: the statistics of every human player
 * who finished a hand at a table of this user's, from the log beside the
 * saved match (made again from the archive of records if it was lost).
 */
#include <err.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "../stats/stats.h"
#include "../tui/game.h"

int
cli_stats(void)
{
	char	 save[SAVE_PATH_MAX], dir[SAVE_PATH_MAX], why[700], *slash;

	if (!save_where(save, sizeof(save), why, sizeof(why)))
		errx(1, "no statistics: %s", why);
	snprintf(dir, sizeof(dir), "%s", save);
	if ((slash = strrchr(dir, '/')) != NULL)
		*slash = '\0';
	if (!stats_report_dir(dir, save, stdout, why, sizeof(why)))
		errx(1, "%s", why);
	if (why[0] != '\0')
		warnx("%s", why);
	return 0;
}

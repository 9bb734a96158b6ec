/*
 * stats.c -- minchiate --stats: the statistics of every human player
 * who finished a hand at a table of this user's, from the log beside the
 * saved match, set right by the archive of records (and made again from
 * it if it was lost).  Exit status 1 if the log cannot be read (not a
 * regular file, say); a line or a record left out is said, exit 0.
 * Whatever is printed of a path or a name is escaped.
 */
#include <err.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "../stats/stats.h"
#include "../session/session.h"
#include "../lang/lang.h"

int
cli_stats(void)
{
	char	 save[SAVE_PATH_MAX], dir[SAVE_PATH_MAX], why[700], *slash;
	char	 safe[4 * sizeof(why)];

	if (!save_where(save, sizeof(save), why, sizeof(why)))
		errx(1, _("no statistics: %s"), safe_text(why, safe,
		    sizeof(safe)));
	snprintf(dir, sizeof(dir), "%s", save);
	if ((slash = strrchr(dir, '/')) != NULL)
		*slash = '\0';
	if (!stats_report_dir(dir, save, stdout, why, sizeof(why)))
		errx(1, "%s", safe_text(why, safe, sizeof(safe)));
	fflush(stdout);
	if (why[0] != '\0')
		warnx("%s", safe_text(why, safe, sizeof(safe)));
	return 0;
}

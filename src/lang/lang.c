/*
 * lang.c -- the program's language, from the locale: LANG, LC_ALL,
 * LC_MESSAGES and LANGUAGE as every Unix program reads them.  The
 * catalogue is looked for beside the program when it runs from its
 * build tree (build/locale), else where make install put it; a language
 * without one, or a locale that is not installed, is English.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif

#include <sys/stat.h>

#include <limits.h>
#include <stdbool.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lang.h"

#ifndef LOCALEDIR
#define LOCALEDIR	"/usr/local/share/locale"
#endif

/* where make install puts the catalogues, kept whole in the program */
static const char	 installed[] = LOCALEDIR;
static char		 dir[PATH_MAX];

/* The build tree's catalogues: locale/ beside the running program. */
static bool
beside_program(char *buf, size_t size)
{
	char		 exe[PATH_MAX], *slash;
	struct stat	 st;
	ssize_t		 n;

	if ((n = readlink("/proc/self/exe", exe, sizeof(exe) - 1)) <= 0)
		return false;
	exe[n] = '\0';
	if ((slash = strrchr(exe, '/')) == NULL)
		return false;
	*slash = '\0';
	if ((size_t)snprintf(buf, size, "%s/locale", exe) >= size)
		return false;
	return stat(buf, &st) == 0 && S_ISDIR(st.st_mode);
}

/*
 * The locale of the environment, and the catalogue to speak from.
 * Numbers keep the C locale's point: what is written to files (records,
 * the statistics log) must read back in any language.
 */
void
lang_init(void)
{
	const char	*env = getenv("MINCHIATE_LOCALEDIR");

	setlocale(LC_ALL, "");
	setlocale(LC_NUMERIC, "C");
	if (env != NULL && env[0] == '/')
		snprintf(dir, sizeof(dir), "%s", env);
	else if (!beside_program(dir, sizeof(dir)))
		snprintf(dir, sizeof(dir), "%s", installed);
	bindtextdomain(LANG_DOMAIN, dir);
	textdomain(LANG_DOMAIN);
}

/* Where the catalogues are read from (for --version and the tests). */
const char *
lang_dir(void)
{
	return dir;
}

/*
 * The language the messages are in, as its code: "en" untranslated.
 * What is not in the catalogue (the lessons' paragraphs, the rules
 * viewer's page) is chosen by it.
 */
const char *
lang_code(void)
{
	/* TRANSLATORS: the code of the language of this translation ("it"
	 * for Italian); the lessons and the rules page are chosen by it. */
	return _("en");
}

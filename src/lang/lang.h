/*
 * lang.h -- the language the program speaks (lang.c): GNU gettext, the
 * catalogue of domain "minchiate".  _() is a sentence said to the
 * player, N_() one marked where it is written and said later; plurals
 * go through ngettext.  Records, saves, settings, the statistics log and
 * the keys never change with the language.
 */
#ifndef LANG_H
#define LANG_H

#include <libintl.h>

#include "minchiate.h"

#define LANG_DOMAIN	"minchiate"

#define _(s)		gettext(s)
#define N_(s)		(s)

void		 lang_init(void);
const char	*lang_dir(void);

/* errors.c */
const char	*lang_strerror(enum mc_err);

#endif /* LANG_H */

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
#include "sicilia.h"

#define LANG_DOMAIN	"minchiate"

#define _(s)		gettext(s)
#define N_(s)		(s)
/* A message whose words depend on a context the msgid alone cannot
 * give (the article a card takes): msgctxt ctx, msgid s. */
#define P_(ctx, s)	lang_pgettext(ctx "\004" s, s)

static inline const char *lang_pgettext(const char *, const char *)
	__attribute__((format_arg(2)));

static inline const char *
lang_pgettext(const char *both, const char *s)
{
	const char	*t = gettext(both);

	return t == both ? s : t;
}

void		 lang_init(void);
const char	*lang_dir(void);
const char	*lang_code(void);

/* errors.c */
const char	*lang_strerror(enum mc_err);
const char	*lang_ts_strerror(enum ts_err);

#endif /* LANG_H */

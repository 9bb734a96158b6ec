/*
 * text.c -- text from outside (a record, a command line, a save) made
 * safe to print, and what a player's name may hold.  Printable UTF-8
 * passes as it is, whatever the locale; C0 and C1 controls, DEL and
 * bytes that are not UTF-8 never reach the terminal, as a record someone
 * sends could otherwise take it over with escape sequences.
 *
 * Not vis(3): its multibyte handling follows the locale, and the text
 * modes run in the C locale, where every accented letter would come out
 * escaped; the record reader, built without libbsd, needs this too.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "record.h"
#include "../lang/lang.h"

_Static_assert(RECORD_NAME_MAX == 31, "name_problem() says 31 bytes");

/*
 * The length of the UTF-8 character at s, its code point in *cp; 0 if
 * the bytes there are not UTF-8 (a stray or missing continuation byte,
 * an overlong form, a surrogate, beyond U+10FFFF).
 */
static size_t
utf8_char(const unsigned char *s, unsigned long *cp)
{
	unsigned long	 c = s[0];
	size_t		 n, i;

	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c < 0xc2)			/* a continuation byte, or overlong */
		return 0;
	if (c < 0xe0) {
		n = 2;
		c &= 0x1f;
	} else if (c < 0xf0) {
		n = 3;
		c &= 0x0f;
	} else if (c < 0xf5) {
		n = 4;
		c &= 0x07;
	} else
		return 0;
	for (i = 1; i < n; i++) {	/* the NUL at the end stops it too */
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3f);
	}
	if ((n == 3 && c < 0x800) || (n == 4 && c < 0x10000) ||
	    (c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
		return 0;
	*cp = c;
	return n;
}

/* C0, DEL and C1: what a terminal may take as a command. */
static bool
control(unsigned long c)
{
	return c < 0x20 || (c >= 0x7f && c < 0xa0);
}

/*
 * in, as it may be printed, in out: every byte of a control character
 * or of what is not UTF-8 as a backslash and three octal digits
 * (ESC is \033, U+009B is \302\233).  Backslashes stay as they are: the
 * point is the terminal's safety, not a reversible encoding.  Cut short
 * at a whole character or escape if out is too small.
 */
const char *
safe_text(const char *in, char *out, size_t size)
{
	const unsigned char	*s = (const unsigned char *)in;
	unsigned long		 c;
	size_t			 n, len = 0;

	if (size == 0)
		return "";
	while (*s != '\0') {
		if ((n = utf8_char(s, &c)) > 0 && !control(c)) {
			if (len + n >= size)
				break;
			memcpy(out + len, s, n);
			len += n;
			s += n;
		} else {
			if (len + 4 >= size)
				break;
			snprintf(out + len, 5, "\\%03o", *s++);
			len += 4;
		}
	}
	out[len] = '\0';
	return out;
}

/*
 * NULL if name may be a player's name, else why not: 1 to
 * RECORD_NAME_MAX bytes of printable UTF-8 without double quotes, which
 * would end it in a record.  --name and the record reader (the table's
 * saves too) ask this one question.
 */
const char *
name_problem(const char *name)
{
	const unsigned char	*s = (const unsigned char *)name;
	unsigned long		 c;
	size_t			 n;

	for (; *s != '\0'; s += n) {
		if ((n = utf8_char(s, &c)) == 0)
			return _("not UTF-8: a name is UTF-8 text");
		if (control(c))
			return _("no control characters in a name");
		if (c == '"')
			return _("no double quotes in a name");
	}
	if (*name == '\0' || strlen(name) > RECORD_NAME_MAX)
		/* TRANSLATORS: a byte is what a plain letter takes; a
		 * letter with an accent takes two. */
		return _("a name has 1 to 31 bytes (31 plain letters, fewer "
		    "with accents)");
	return NULL;
}

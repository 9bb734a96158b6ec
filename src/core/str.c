/*
 * str.c -- building strings into caller buffers, strlcpy-style: the
 * result is always NUL-terminated and the full length is counted, so a
 * caller can tell when its buffer was too small.  No stdio.
 */
#include "core.h"

void
mc_i_str_init(struct str *s, char *buf, size_t size)
{
	s->buf = buf;
	s->size = size;
	s->len = 0;
	if (size > 0)
		buf[0] = '\0';
}

static void
str_addc(struct str *s, char c)
{
	if (s->len + 1 < s->size) {
		s->buf[s->len] = c;
		s->buf[s->len + 1] = '\0';
	}
	s->len++;
}

/* Appends a string. */
void
mc_i_str_add(struct str *s, const char *t)
{
	while (*t != '\0')
		str_addc(s, *t++);
}

/* Appends a decimal number. */
void
mc_i_str_addn(struct str *s, int n)
{
	char		 digits[12];
	int		 i = 0;
	unsigned	 u = n < 0 ? 0u - (unsigned)n : (unsigned)n;

	if (n < 0)
		str_addc(s, '-');
	do {
		digits[i++] = (char)('0' + u % 10);
		u /= 10;
	} while (u > 0);
	while (i > 0)
		str_addc(s, digits[--i]);
}

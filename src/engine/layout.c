/*
 * layout.c -- R8.2: how fish (10) and tokens (1; a double token 5) lay
 * out a marker value of 0-59 with at most five fish and five tokens.
 */
#include "engine.h"

void
mc_marker_layout(int n, struct mc_layout *l)
{
	int	 f, r;

	if (n < 0)
		n = 0;
	if (n > 59)
		n = 59;
	f = n / 10;
	r = n % 10;
	l->fish = (uint8_t)f;
	l->doubles = l->singles = l->minus = 0;
	if (r <= 7) {
		l->doubles = (uint8_t)(r / 5);
		l->singles = (uint8_t)(r % 5);
	} else if (f < 5) {
		l->fish = (uint8_t)(f + 1);
		l->minus = (uint8_t)(10 - r);
	} else if (r == 8) {
		l->doubles = 1;
		l->singles = 3;
	} else {
		l->doubles = 2;
		l->minus = 1;
	}
}

/* The value a layout shows. */
int
mc_layout_value(const struct mc_layout *l)
{
	return l->fish * 10 + l->doubles * 5 + l->singles - l->minus;
}

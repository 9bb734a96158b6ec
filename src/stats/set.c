/*
 * set.c -- a set of (key, number) pairs that grows as it fills: the
 * hands counted (a match's key and the hand's number), the matches of a
 * player (number 0).  However long the log, nothing is counted twice
 * for want of room.
 */
#include <stdlib.h>
#include <string.h>

#include "stats.h"

#define SET_FIRST	64	/* slots at first; always a power of two */

/* The slot of (key, n), or of the empty one where it would go. */
static size_t
slot(const struct stats_set *s, uint64_t key, int n)
{
	uint64_t	 x = key ^ (uint64_t)(unsigned)n * 0x9e3779b97f4a7c15ULL;
	size_t		 i;

	x ^= x >> 33;			/* spread the bits over the index */
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	for (i = (size_t)x & (s->cap - 1); s->slot[i].used; i = (i + 1) &
	    (s->cap - 1))
		if (s->slot[i].key == key && s->slot[i].n == n)
			break;
	return i;
}

bool
stats_set_has(const struct stats_set *s, uint64_t key, int n)
{
	return s->cap > 0 && s->slot[slot(s, key, n)].used;
}

/* Twice the room, every pair moved to its new slot; false if no memory. */
static bool
grow(struct stats_set *s)
{
	struct stats_set	 big = { NULL, 0, 0 };
	size_t			 i, j;

	big.cap = s->cap > 0 ? 2 * s->cap : SET_FIRST;
	if ((big.slot = calloc(big.cap, sizeof(*big.slot))) == NULL)
		return false;
	for (i = 0; i < s->cap; i++)
		if (s->slot[i].used) {
			j = slot(&big, s->slot[i].key, s->slot[i].n);
			big.slot[j] = s->slot[i];
		}
	big.count = s->count;
	free(s->slot);
	*s = big;
	return true;
}

/*
 * Adds (key, n): 1 if it was not there, 0 if it was, -1 out of memory.
 * At most half full, so that a search ends soon.
 */
int
stats_set_add(struct stats_set *s, uint64_t key, int n)
{
	size_t	 i;

	if (stats_set_has(s, key, n))
		return 0;
	if (2 * (s->count + 1) > s->cap && !grow(s))
		return -1;
	i = slot(s, key, n);
	s->slot[i].used = true;
	s->slot[i].key = key;
	s->slot[i].n = n;
	s->count++;
	return 1;
}

void
stats_set_free(struct stats_set *s)
{
	free(s->slot);
	memset(s, 0, sizeof(*s));
}

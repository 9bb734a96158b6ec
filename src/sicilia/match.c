/*
 * match.c -- S3: a match of one hand, or of a multiple of four so that
 * each deals as often; the deal passes to the right after every hand,
 * a thrown-in one too; each player's fiches add up what he was paid.
 */
#include <string.h>

#include "sicilia_i.h"

enum ts_err
ts_match_init(struct ts_match *m, int length, int first_dealer)
{
	if (length < 1 || (length != 1 && length % MC_NSEATS != 0) ||
	    length > 1000000)
		return TS_ERR_MATCH_LENGTH;
	if (first_dealer < 0 || first_dealer >= MC_NSEATS)
		return TS_ERR_SEAT;
	memset(m, 0, sizeof(*m));
	m->length = length;
	m->first_dealer = first_dealer;
	return TS_OK;
}

int
ts_match_dealer(const struct ts_match *m)
{
	return (m->first_dealer + m->hand) % MC_NSEATS;		/* S3.2 */
}

bool
ts_match_over(const struct ts_match *m)
{
	return m->hand >= m->length;
}

void
ts_match_next_hand(struct ts_match *m, const struct ts_score *sc)
{
	int	 s;

	for (s = 0; s < MC_NSEATS; s++)
		m->fiches[s] += sc->pay[s];
	m->hand++;
}

/*
 * match.c -- R4.2-R4.4: hands, giri and the set.  The deal passes to the
 * right after every hand; after each giro the first dealer takes a new
 * partner (second, third, then lowest in the draw), who swaps seats with
 * whoever sits opposite the first dealer.
 */
#include "engine.h"

static void
swap_into_partnership(struct mc_match *m, int player)
{
	int	 dealer_seat = m->seat_of[m->order[0]];
	int	 target = mc_seat_opposite(dealer_seat);
	int	 from = m->seat_of[player];
	int	 other = m->player_at[target];

	m->player_at[target] = (uint8_t)player;
	m->seat_of[player] = (uint8_t)target;
	m->player_at[from] = (uint8_t)other;
	m->seat_of[other] = (uint8_t)from;
}

/* Seats the players after the draw: order[] is highest draw first. */
enum mc_err
mc_match_init(struct mc_match *m, enum mc_length length,
    const uint8_t order[MC_NSEATS])
{
	unsigned	 players = 0;
	int		 i;

	for (i = 0; i < MC_NSEATS; i++)
		if (order[i] < MC_NSEATS)
			players |= 1u << order[i];
	if (players != 0xf)
		return MC_ERR_SEAT;
	if (length != MC_MATCH_HAND && length != MC_MATCH_GIRO &&
	    length != MC_MATCH_SET)
		return MC_ERR_MATCH_LENGTH;

	m->length = length;
	m->hand = 0;
	for (i = 0; i < MC_NSEATS; i++) {
		m->order[i] = order[i];
		m->seat_of[i] = (uint8_t)i;
		m->player_at[i] = (uint8_t)i;
		m->rests[i] = 0;
		m->giro_rests[0][i] = m->giro_rests[1][i] = 0;
		m->giro_rests[2][i] = 0;
	}
	swap_into_partnership(m, order[1]);
	return MC_OK;
}

/* The giro of the current hand: 0, 1 or 2. */
int
mc_match_giro(const struct mc_match *m)
{
	return m->hand / 4 % 3;
}

/* The dealer's seat: the first dealer's seat, passed right each hand. */
int
mc_match_dealer(const struct mc_match *m)
{
	return (m->seat_of[m->order[0]] + m->hand) % MC_NSEATS;
}

int
mc_match_first_dealer(const struct mc_match *m)
{
	return m->order[0];
}

/* The first dealer's partner in the current giro (R4.1, R4.3). */
int
mc_match_partner(const struct mc_match *m)
{
	return m->order[mc_match_giro(m) + 1];
}

bool
mc_match_over(const struct mc_match *m)
{
	return m->hand >= (int)m->length;
}

/* Ends a hand; at the start of a giro the partners change (R4.3). */
bool
mc_match_next_hand(struct mc_match *m)
{
	m->hand++;
	if (mc_match_over(m) || m->hand % 4 != 0)
		return false;
	swap_into_partnership(m, mc_match_partner(m));
	return true;
}

/* R7.6: a rest passes from each loser to a winner. */
void
mc_match_pay(struct mc_match *m, enum mc_side side, int n)
{
	int	 p;

	for (p = 0; p < MC_NSEATS; p++) {
		m->rests[p] += mc_seat_side(m->seat_of[p]) == side ? n : -n;
		m->giro_rests[mc_match_giro(m)][p] +=
		    mc_seat_side(m->seat_of[p]) == side ? n : -n;
	}
}

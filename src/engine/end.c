/*
 * end.c -- R7: the end of the hand.  The Matto's last debts (R6.5,
 * matto.c), then each side's mazzetti, versicole, ultima and counting
 * cards; only the difference is marked; a marker left at 1-59 pays a
 * last rest; a side without a trick is capot.  The breakdown is computed
 * from the hand, so a front end can print it line by line.
 */
#include <string.h>

#include "engine.h"

/* The Kings, and the Papi 2-5, as card sets. */
#define KINGS	(((uint64_t)1 << 13) | ((uint64_t)1 << 27) | \
		 ((uint64_t)1 << 41) | ((uint64_t)1 << 55))
#define PAPI_2_5 ((uint64_t)0xf << 57)

static int
count_of(const struct mc_cards *set, uint64_t mask)
{
	return mc_popcount64(set->w[0] & mask);
}

static bool
has_kind(const struct mc_side_score *s, enum mc_vkind kind)
{
	int	 i;

	for (i = 0; i < s->nversicole; i++)
		if (s->versicole[i].kind == kind)
			return true;
	return false;
}

/* R7.8: two and two Kings, or two and two of Papi 2-5, cancel out. */
static void
senza(const struct mc_hand *h, struct mc_breakdown *b)
{
	const struct mc_cards *won = h->play.won;

	b->senza_re = count_of(&won[0], KINGS) == 2 &&
	    count_of(&won[1], KINGS) == 2;
	b->senza_papi = count_of(&won[0], PAPI_2_5) == 2 &&
	    count_of(&won[1], PAPI_2_5) == 2 &&
	    !has_kind(&b->side[0], MC_V_PAPI) &&
	    !has_kind(&b->side[1], MC_V_PAPI);
}

/* R7.6, R7.7: the end mark, the last rest and capot. */
static void
rests(const struct mc_hand *h, struct mc_breakdown *b)
{
	struct mc_side_score	*s = b->side;
	int			 i, other, k;

	b->marker_end = b->marker_play;
	for (i = 0; i < 2; i++) {
		s[i].rests_play = b->marker_play.rests[i];
		s[i].rests_end = 0;
	}
	if (b->winner >= 0)
		s[b->winner].rests_end = mc_marker_mark(&b->marker_end,
		    (enum mc_side)b->winner, b->difference);
	for (i = 0; i < 2; i++) {
		s[i].rest_final = b->marker_end.value[i] > 0;
		s[i].rests = s[i].rests_play + s[i].rests_end + s[i].rest_final;
	}
	for (i = 0; i < 2; i++) {
		s[i].capot = h->play.tricks_won[i] == 0;
		if (!s[i].capot)
			continue;
		other = 1 - i;
		k = s[other].rests_end + s[other].rest_final;
		s[other].rests = s[other].rests_play + 14 + 2 * k;
	}
}

/* R7.1: a point for every card past 42. */
static int
mazzetti(int cards)
{
	return cards > 42 ? cards - 42 : 0;
}

/* R7.2: 10 for the side that won the last trick. */
static int
ultima(const struct mc_play *p, int side)
{
	return p->ntricks == 21 && (int)mc_seat_side(p->last_winner) == side ?
	    10 : 0;
}

/* R7.6: the difference of the totals and the side that marks it. */
static void
difference(struct mc_breakdown *b, int ns, int ew)
{
	b->difference = ns > ew ? ns - ew : ew - ns;
	b->winner = ns == ew ? -1 : ns > ew ? MC_NS : MC_EW;
}

void
mc_hand_breakdown(const struct mc_hand *h, struct mc_breakdown *b)
{
	const struct mc_play	*p = &h->play;
	struct mc_side_score	*s;
	int			 i, k;

	memset(b, 0, sizeof(*b));
	b->winner = -1;
	b->marker_play = p->marker_play;
	for (i = 0; i < 2; i++) {
		s = &b->side[i];
		for (k = 0; k < MC_MARK_KINDS; k++)
			s->marks[k] = p->marks[i][k];
		s->cards = mc_cards_count(&p->won[i]);
		s->mazzetti = mazzetti(s->cards);
		s->nversicole = mc_versicole(&p->won[i], h->variants,
		    s->versicole);
		for (k = 0; k < s->nversicole; k++)
			s->versicole_total += s->versicole[k].value;
		s->ultima = ultima(p, i);
		s->counting = cards_value(&p->won[i]);
		s->total = s->mazzetti + s->versicole_total + s->ultima +
		    s->counting;
	}
	difference(b, b->side[0].total, b->side[1].total);
	senza(h, b);
	rests(h, b);
}

/* The points of side less the other's: marks in the hand, end count. */
int
mc_hand_points(const struct mc_hand *h, enum mc_side side)
{
	struct mc_breakdown	 b;
	int			 s, k, pts[2];

	mc_hand_breakdown(h, &b);
	for (s = 0; s < 2; s++) {
		pts[s] = b.side[s].total;
		for (k = 0; k < MC_MARK_KINDS; k++)
			pts[s] += h->play.marks[s][k];
	}
	return pts[side] - pts[1 - side];
}

/* The hand's rests, as its end left them on the marker (R7.6, R7.7). */
int
mc_hand_rests(const struct mc_hand *h, enum mc_side side)
{
	if (h->phase != MC_PHASE_OVER)
		return 0;
	return h->play.marker.rests[side] - h->play.marker.rests[1 - side];
}

/* R7.7: the capot paid 14 + 2k where k would have been paid. */
int
mc_hand_capot_rests(const struct mc_hand *h, enum mc_side side)
{
	const struct mc_play	*p = &h->play;
	int			 s, paid;

	if (h->phase != MC_PHASE_OVER)
		return 0;
	for (s = 0; s < 2; s++)
		if (p->tricks_won[1 - s] == 0) {
			paid = p->marker.rests[s] - p->marker_play.rests[s];
			paid = 14 + (paid - 14) / 2;	/* 14 + k */
			return s == (int)side ? paid : -paid;
		}
	return 0;
}

/* R7: scores the hand after its last trick and ends it. */
void
mc_i_score_end(struct mc_hand *h)
{
	struct mc_play		*p = &h->play;
	struct mc_breakdown	 b;
	struct mc_event		*ev;
	int			 i, k, total[2];

	mc_i_matto_settle(h);
	p->marker_play = p->marker;
	/* The totals alone, no versicole listed: playouts end here. */
	for (i = 0; i < 2; i++) {
		k = mc_cards_count(&p->won[i]);
		total[i] = mazzetti(k) + mc_versicole_value(&p->won[i],
		    h->variants) + ultima(p, i) + cards_value(&p->won[i]);
	}
	b.marker_play = p->marker_play;
	difference(&b, total[0], total[1]);
	rests(h, &b);
	if (b.winner >= 0 && (ev = log_event(h, MC_EV_END, b.winner,
	    MC_NOCARD, MC_VISIBLE_ALL)) != NULL)
		ev->n = (int16_t)b.difference;
	for (i = 0; i < 2; i++) {
		if (b.side[i].capot)
			log_event(h, MC_EV_CAPOT, i, MC_NOCARD, MC_VISIBLE_ALL);
		mc_i_log_rests(h, (enum mc_side)i,
		    b.side[i].rests - b.side[i].rests_play);
		p->marker.rests[i] = b.side[i].rests;
		p->marker.value[i] = 0;
	}
	h->phase = MC_PHASE_OVER;
}

/*
 * perft.c -- every decision the hand allows, and the perft that counts
 * the leaves of their tree: a check that each phase offers exactly what
 * its rules allow, and no more.
 */
#include "sicilia_i.h"

/*
 * Every scarto (S7.3, S7.4), in the order of their cards: three of the
 * pool, holding all it must.  Only pool cards can be in one, so the
 * triples of the pool come in the order of the hand's.
 */
static int
scarti(const struct ts_hand *h, const struct ts_decision *due,
    struct ts_decision *out)
{
	ts_card		 list[TS_NCARDS];
	ts_cards	 must, pool = ts_i_scarto_pool(h->held[h->turn], &must);
	ts_cards	 set;
	int		 n = ts_cards_list(pool, list), a, b, c, k = 0;

	for (a = 0; a < n; a++)
		for (b = a + 1; b < n; b++)
			for (c = b + 1; c < n; c++) {
				set = ts_bit(list[a]) | ts_bit(list[b]) |
				    ts_bit(list[c]);
				if ((set & must) != must)
					continue;
				out[k] = *due;
				out[k].cards[0] = list[a];
				out[k].cards[1] = list[b];
				out[k++].cards[2] = list[c];
			}
	return k;
}

int
ts_hand_decisions(const struct ts_hand *h,
    struct ts_decision out[TS_DECISIONS_MAX])
{
	struct ts_decision	 due;
	ts_card			 list[TS_NCARDS];
	unsigned		 bids;
	int			 i, n, k = 0;

	if (h->phase == TS_PHASE_OVER)
		return 0;
	ts_decision_due(h, &due);	/* the same kind and seat for all */
	switch (h->phase) {
	case TS_PHASE_CUT:
		for (i = 5; i <= 58; i++) {
			out[k] = due;
			out[k++].n = i;
		}
		break;
	case TS_PHASE_BID1:
	case TS_PHASE_BID2:
		bids = ts_hand_bids(h);
		for (i = TS_BID_PASS; i <= TS_BID_SOLO; i++)
			if (bids >> i & 1) {
				out[k] = due;
				out[k++].bid = (enum ts_bid)i;
			}
		break;
	case TS_PHASE_SCARTO:
		k = scarti(h, &due, out);
		break;
	case TS_PHASE_SCOMMESSA:
	case TS_PHASE_RIVANTO:
		out[k++] = due;
		if (h->phase == TS_PHASE_SCOMMESSA ||
		    ts_i_rivanto_allowed(h, h->turn)) {
			out[k] = due;
			out[k++].yes = true;
		}
		break;
	case TS_PHASE_PLAY:
		n = ts_cards_list(ts_hand_legal(h), list);
		for (i = 0; i < n; i++) {
			out[k] = due;
			out[k++].cards[0] = list[i];
		}
		break;
	case TS_PHASE_OVER:
		break;
	}
	return k;
}

uint64_t
ts_perft(const struct ts_hand *h, int depth)
{
	struct ts_decision	 d[TS_DECISIONS_MAX];
	struct ts_hand		 next;
	uint64_t		 leaves = 0;
	int			 i, n;

	if (depth == 0 || h->phase == TS_PHASE_OVER)
		return 1;
	n = ts_hand_decisions(h, d);
	for (i = 0; i < n; i++) {
		next = *h;
		next.log = NULL;
		if (ts_decision_apply(&next, &d[i]) == TS_OK)
			leaves += ts_perft(&next, depth - 1);
	}
	return leaves;
}

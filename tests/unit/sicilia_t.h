/*
 * sicilia_t.h -- the Sicilian game's test helpers (sicilia_test.c).
 */
#ifndef SICILIA_T_H
#define SICILIA_T_H

#include "sicilia.h"

ts_card		 sc(const char *notation);
ts_cards	 scs(const char *list);
void		 ts_deal_fixed(struct ts_hand *, int dealer,
		    const char *const hands[4], const char *monte, struct ts_log *);
enum ts_err	 ts_do(struct ts_hand *, enum ts_bid, const char *cards,
		    bool yes);

#endif /* SICILIA_T_H */

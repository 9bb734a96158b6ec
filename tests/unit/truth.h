/*
 * truth.h -- the meaning of each reason of the advice, checked from the
 * whole hand (truth.c): for the reasons' unit test and hint-check.
 */
#ifndef TRUTH_H
#define TRUTH_H

#include <stdbool.h>

#include "minchiate.h"

bool	truth_holds(const struct mc_hand *, int decider,
	    const struct mc_decision *, int reason, struct mc_rng *);

#endif /* TRUTH_H */

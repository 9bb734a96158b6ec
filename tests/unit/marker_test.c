/*
 * marker_test.c -- R7.5: marks come off the other side's marker first;
 * every 60 on a marker pays a rest.
 */
#include "t.h"

static void
r7_5_mark_goes_on_the_marking_side(void)
{
	struct mc_marker m = { { 0, 0 }, { 0, 0 } };

	CHECK_EQ(mc_marker_mark(&m, MC_NS, 15), 0);
	CHECK_EQ(m.value[MC_NS], 15);
	CHECK_EQ(m.value[MC_EW], 0);
}

static void
r7_5_mark_comes_off_the_other_marker_first(void)
{
	struct mc_marker m = { { 15, 0 }, { 0, 0 } };

	mc_marker_mark(&m, MC_EW, 10);
	CHECK_EQ(m.value[MC_NS], 5);
	CHECK_EQ(m.value[MC_EW], 0);
	mc_marker_mark(&m, MC_EW, 12);
	CHECK_EQ(m.value[MC_NS], 0);
	CHECK_EQ(m.value[MC_EW], 7);
}

static void
r7_5_sixty_pays_a_rest_and_comes_off(void)
{
	struct mc_marker m = { { 55, 0 }, { 0, 0 } };

	CHECK_EQ(mc_marker_mark(&m, MC_NS, 5), 1);
	CHECK_EQ(m.value[MC_NS], 0);
	CHECK_EQ(m.rests[MC_NS], 1);
	CHECK_EQ(mc_marker_mark(&m, MC_NS, 130), 2);
	CHECK_EQ(m.value[MC_NS], 10);
	CHECK_EQ(m.rests[MC_NS], 3);
}

static void
r7_5_a_rest_once_paid_is_never_returned(void)
{
	struct mc_marker m = { { 0, 0 }, { 0, 0 } };

	mc_marker_mark(&m, MC_NS, 65);
	mc_marker_mark(&m, MC_EW, 50);
	CHECK_EQ(m.rests[MC_NS], 1);
	CHECK_EQ(m.value[MC_NS], 0);
	CHECK_EQ(m.value[MC_EW], 45);
	CHECK(m.value[MC_NS] == 0 || m.value[MC_EW] == 0);
}

void
marker_tests(void)
{
	RUN(r7_5_mark_goes_on_the_marking_side);
	RUN(r7_5_mark_comes_off_the_other_marker_first);
	RUN(r7_5_sixty_pays_a_rest_and_comes_off);
	RUN(r7_5_a_rest_once_paid_is_never_returned);
}

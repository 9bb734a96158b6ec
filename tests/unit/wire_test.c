/*
 * wire_test.c -- the table server's frames (src/net/wire.c): a scene
 * written and read back is the same scene; R9.1 by construction, the
 * bytes sent to a seat do not change when every card hidden from that
 * seat is dealt again (mc_view_sample), at every decision of many
 * hands; and a frame spoiled in any way is refused or read within
 * bounds, never past them.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdlib.h>

#include "t.h"
#include "../../src/session/session.h"
#include "../../src/net/wire.h"

static char *
frame(const struct scene *sc, size_t *len)
{
	return wire_frame(sc, NULL, len);
}

/* A match whose four players are computer players named after seats. */
static void
begin(struct session *g, uint64_t seed, enum mc_length length)
{
	struct match_setup	 s;
	int			 p;

	memset(&s, 0, sizeof(s));
	s.seed = seed;
	s.length = length;
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s.players[p].name, sizeof(s.players[p].name),
		    p == 1 ? "Zo\xc3\xab" : "Bot %d", p);
		snprintf(s.players[p].level, sizeof(s.players[p].level),
		    p == 3 ? "random" : "easy");
	}
	CHECK(session_new(g, &s));
}

static struct scene	 a, b;

/*
 * R9.1: at every decision of the hands, for every seat, the frame its
 * player is sent is the same when the cards hidden from that seat are
 * dealt again; and read back, it is the same frame.
 */
static void
r9_1_a_seats_frame_does_not_depend_on_its_hidden_cards(void)
{
	struct session		 g;
	struct session_turn	 t;
	struct mc_hand		 deal;
	struct mc_rng		 rng;
	char			*fa, *fb, err[200];
	size_t			 la, lb, used;
	int			 hands = t_iterations(100), h, viewer;
	long			 frames = 0, same = 0, differ = 0;

	mc_rng_seed(&rng, 7);
	for (h = 0; h < hands; h++) {
		begin(&g, 1000 + (uint64_t)h, MC_MATCH_HAND);
		do {
			for (viewer = 0; viewer < MC_NSEATS; viewer++) {
				memset(&a, 0, sizeof(a));
				memset(&b, 0, sizeof(b));
				scene_build(&a, &g, viewer);
				if (!mc_view_sample(&a.view, &rng, &deal))
					continue;
				scene_build_hand(&b, &g, viewer, &deal);
				fa = frame(&a, &la);
				fb = frame(&b, &lb);
				frames++;
				if (fa != NULL && fb != NULL && la == lb &&
				    memcmp(fa, fb, la) == 0)
					same++;
				else if (differ++ == 0)
					t_fail(__FILE__, __LINE__, "hand %d: "
					    "seat %d's frame changed with its "
					    "hidden cards", h, viewer);
				if (fa != NULL && (!wire_read(fa, la, &b,
				    &used, err, sizeof(err)) || used != la))
					t_fail(__FILE__, __LINE__, "%s", err);
				free(fb);
				fb = frame(&b, &lb);
				if (fa == NULL || fb == NULL || la != lb ||
				    memcmp(fa, fb, la) != 0)
					t_fail(__FILE__, __LINE__, "hand %d: "
					    "read back, another frame", h);
				free(fa);
				free(fb);
			}
		} while (session_turn(&g, &t) &&
		    session_bot_decide(&g) == MC_OK);
		session_free(&g);
	}
	CHECK(frames > hands * 100);
	CHECK_EQ(same, frames);
	if (getenv("WIRE_COUNTS") != NULL)
		printf("  %ld frames over %d hands, %ld the same\n", frames,
		    hands, same);
}

/* The cards a line of talk names in brackets, as "[Dc]". */
static void
talk_cards(const char *text, struct mc_cards *out)
{
	const char	*open, *close;
	mc_card		 c;

	for (open = strchr(text, '['); open != NULL;
	    open = strchr(open + 1, '[')) {
		if ((close = strchr(open + 1, ']')) == NULL)
			break;
		if (mc_card_parse(open + 1, (size_t)(close - open - 1), &c) ==
		    MC_OK)
			mc_cards_add(out, c);
	}
}

/* Seat's places known now, added to what it has known this hand. */
static void
learn(struct mc_cards *known, const struct mc_hand *h, int seat)
{
	int	 c;

	for (c = 0; c < MC_NCARDS; c++)
		if (mc_hand_knows(h, seat, (mc_card)c))
			mc_cards_add(known, (mc_card)c);
}

/*
 * R9.1, byte for byte: over whole giri, at every moment from the first
 * of each hand, every card a frame names (any field, any event, a line
 * of this hand's talk) for each player and for a watcher is one that
 * seat has known the place of at some moment of the hand.  A frame is
 * read as a client reads it, not as the screen draws it: a slot past a
 * count is named too.
 */
static void
r9_1_every_card_a_frame_names_is_one_its_seat_may_see(void)
{
	struct session		 g;
	struct session_turn	 t;
	struct mc_cards		 known[MC_NSEATS + 1], named, extra;
	const struct mc_hand	*h;
	char			*fa, err[200], name[8];
	size_t			 la;
	long			 frames = 0, bad = 0;
	int			 giri = t_iterations(3), m, viewer, seat, hand;
	int			 c, k;

	for (m = 0; m < giri; m++) {
		begin(&g, 700 + (uint64_t)m, MC_MATCH_GIRO);
		hand = -1;
		do {
			if (!session_turn(&g, &t) && !session_deal(&g))
				break;
			h = match_hand(&g.m);
			if (g.m.hands != hand) {
				hand = g.m.hands;
				memset(known, 0, sizeof(known));
			}
			for (viewer = -1; viewer < MC_NSEATS; viewer++) {
				seat = viewer < 0 ? MC_NOSEAT :
				    match_seat(&g.m, viewer);
				learn(&known[viewer + 1], h, seat);
				memset(&a, 0, sizeof(a));
				scene_build(&a, &g, viewer);
				if ((fa = frame(&a, &la)) == NULL ||
				    !wire_named_cards(fa, la, &named, err,
				    sizeof(err))) {
					t_fail(__FILE__, __LINE__, "%s", err);
					free(fa);
					continue;
				}
				for (k = 0; k < a.ntalk; k++)
					if (!a.talk[k].old)
						talk_cards(a.talk[k].text,
						    &named);
				extra.w[0] = named.w[0] &
				    ~known[viewer + 1].w[0];
				extra.w[1] = named.w[1] &
				    ~known[viewer + 1].w[1];
				frames++;
				for (c = 0; c < MC_NCARDS; c++)
					if (mc_cards_has(&extra, (mc_card)c) &&
					    bad++ < 5) {
						mc_card_format((mc_card)c, name,
						    sizeof(name));
						t_fail(__FILE__, __LINE__,
						    "match %d hand %d: the "
						    "frame of player %d names "
						    "%s, unseen", m, hand,
						    viewer, name);
					}
				free(fa);
			}
		} while (!match_over(&g.m) && (!session_turn(&g, &t) ||
		    session_bot_decide(&g) == MC_OK));
		session_free(&g);
	}
	CHECK(frames > giri * 4 * 5 * 60);
	CHECK_EQ(bad, 0);
}

static struct scene	 sent[MC_NSEATS], got[MC_NSEATS];

/*
 * A frame that keeps the talk and events of the one before, as the
 * table sends them, reads back as the whole frame would, at every
 * decision of whole giri, for every seat; and it is much smaller.
 */
static void
a_frame_kept_from_the_one_before_reads_as_the_whole(void)
{
	struct session		 g;
	struct session_turn	 t;
	char			*whole, *kept, *again, err[200];
	size_t			 lw, lk, la, used;
	long long		 bytes_whole = 0, bytes_kept = 0;
	int			 giri = t_iterations(4), m, viewer;
	bool			 first;

	for (m = 0; m < giri; m++) {
		begin(&g, 300 + (uint64_t)m, MC_MATCH_GIRO);
		memset(got, 0, sizeof(got));
		first = true;
		do {
			if (!session_turn(&g, &t) && !session_deal(&g))
				break;
			for (viewer = 0; viewer < MC_NSEATS; viewer++) {
				memset(&a, 0, sizeof(a));
				scene_build(&a, &g, viewer);
				whole = frame(&a, &lw);
				kept = wire_frame(&a, first ? NULL :
				    &sent[viewer], &lk);
				CHECK(whole != NULL && kept != NULL);
				if (whole == NULL || kept == NULL)
					return;
				bytes_whole += (long long)lw;
				bytes_kept += (long long)lk;
				if (!wire_read(kept, lk, &got[viewer], &used,
				    err, sizeof(err)) || used != lk)
					t_fail(__FILE__, __LINE__, "%s", err);
				again = frame(&got[viewer], &la);
				if (again == NULL || la != lw ||
				    memcmp(again, whole, lw) != 0)
					t_fail(__FILE__, __LINE__, "match %d, "
					    "seat %d: kept, another frame", m,
					    viewer);
				sent[viewer] = a;
				free(whole);
				free(kept);
				free(again);
			}
			first = false;
		} while (!match_over(&g.m) && (!session_turn(&g, &t) ||
		    session_bot_decide(&g) == MC_OK));
		session_free(&g);
	}
	CHECK(bytes_kept * 4 < bytes_whole);
	if (getenv("WIRE_COUNTS") != NULL)
		printf("  whole frames %lld bytes, kept %lld\n", bytes_whole,
		    bytes_kept);
}

/*
 * A frame spoiled (a byte changed, a line cut, another version, a
 * value too large) is refused with a reason, or read; either way never
 * past the scene's bounds (ASan and valgrind run this).
 */
static void
a_spoiled_frame_is_refused_or_read_within_bounds(void)
{
	struct session		 g;
	struct mc_rng		 rng;
	char			*fa, *bad, err[200];
	size_t			 la, used, at;
	int			 k, refused = 0, n = t_iterations(3000);

	begin(&g, 5, MC_MATCH_HAND);
	scene_build(&a, &g, 0);
	fa = frame(&a, &la);
	CHECK(fa != NULL);
	if (fa == NULL)
		return;
	mc_rng_seed(&rng, 11);
	for (k = 0; k < n; k++) {
		if ((bad = malloc(la)) == NULL)
			break;
		memcpy(bad, fa, la);
		at = mc_rng_below(&rng, (uint32_t)la);
		switch (k % 4) {
		case 0:	/* any byte */
			bad[at] = (char)mc_rng_below(&rng, 256);
			break;
		case 1:	/* a digit */
			bad[at] = (char)('0' + mc_rng_below(&rng, 10));
			break;
		case 2:	/* a line joined to the next */
			if (bad[at] == '\n')
				bad[at] = ' ';
			break;
		default:	/* a large number */
			if (at + 3 < la)
				memcpy(bad + at, "999", 3);
			break;
		}
		err[0] = '\0';
		if (!wire_read(bad, la - (k % 7 == 0 ? at : 0), &b, &used, err,
		    sizeof(err))) {
			refused++;
			CHECK(err[0] != '\0');
		} else {
			CHECK(b.ncards >= 0 && b.ncards <= MC_NCARDS);
			CHECK(b.ntalk >= 0 && b.ntalk <= SCENE_TALK);
			CHECK(b.nevents >= 0 && b.nevents <= MC_LOG_MAX);
			CHECK(b.view.hand.play.nplayed <= MC_NSEATS);
			CHECK(b.view.hand.nfolla <= 13);
		}
		free(bad);
	}
	CHECK(refused > n / 10);
	CHECK(!wire_read("minchiate-frame 2\nend\n", 22, &b, &used, err,
	    sizeof(err)) && strstr(err, "version") != NULL);
	CHECK(!wire_read("", 0, &b, &used, err, sizeof(err)));
	/* keeping more than the frame before had */
	memset(&b, 0, sizeof(b));
	CHECK(!wire_read("minchiate-frame 1\ntalk-keep 1\nend\n", 32, &b,
	    &used, err, sizeof(err)) && strstr(err, "talk-keep") != NULL);
	CHECK(!wire_read("minchiate-frame 1\nevent-keep 1\nend\n", 33, &b,
	    &used, err, sizeof(err)) && strstr(err, "event-keep") != NULL);
	free(fa);
	session_free(&g);
}

void
wire_tests(void)
{
	RUN(r9_1_a_seats_frame_does_not_depend_on_its_hidden_cards);
	RUN(r9_1_every_card_a_frame_names_is_one_its_seat_may_see);
	RUN(a_frame_kept_from_the_one_before_reads_as_the_whole);
	RUN(a_spoiled_frame_is_refused_or_read_within_bounds);
}

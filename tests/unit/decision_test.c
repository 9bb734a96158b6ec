/*
 * decision_test.c -- the decision as one value (mc_decision_*) and the
 * match every front end plays through (src/match): the decision due at
 * every moment, a trial that changes nothing, a refusal that writes
 * nothing, and records that read back to the hand they were written in.
 */
#include <stdlib.h>

#include "t.h"
#include "../../src/match/match.h"

/* A match of four computer players at level, recording. */
static void
bots_match(struct match *m, enum bot_level level, enum mc_length length,
    uint64_t seed)
{
	struct match_setup	 s;
	int			 p;

	memset(&s, 0, sizeof(s));
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s.players[p].name, sizeof(s.players[p].name), "P%d", p);
		match_set_level(&s.players[p], level);
	}
	s.length = length;
	s.seed = seed;
	match_init(m);
	m->recording = true;
	CHECK(match_new(m, &s));
}

/* Every decision of a whole hand: due to the seat the hand waits for
 * (R6.11: a fallen player's card is his own), checked without change. */
static void
decision_due_names_the_seat_in_every_phase(void)
{
	static struct match	 m;
	struct mc_decision	 d;
	struct mc_hand		 before;
	const struct mc_hand	*h = &m.hand;
	int			 k, phases = 0;

	for (k = 0; k < t_iterations(40); k++) {
		bots_match(&m, BOT_RANDOM, MC_MATCH_HAND, 100 + (uint64_t)k);
		CHECK(match_deal(&m));
		while (h->phase != MC_PHASE_OVER) {
			phases |= 1 << h->phase;
			mc_decision_due(h, &d);
			CHECK_EQ(d.seat, h->phase == MC_PHASE_PLAY ?
			    h->play.turn : mc_hand_to_act(h));
			CHECK_EQ(d.kind, h->phase == MC_PHASE_CUT ? MC_DECIDE_CUT :
			    h->phase == MC_PHASE_DISCARD ? MC_DECIDE_DISCARD :
			    h->phase == MC_PHASE_DECLARE ? MC_DECIDE_DECLARE :
			    h->phase == MC_PHASE_FALL ? MC_DECIDE_FALL :
			    MC_DECIDE_PLAY);
			match_bot_decision(&m, &d);
			before = *h;
			CHECK_EQ(mc_decision_check(h, &d), MC_OK);
			CHECK(memcmp(&before, h, sizeof(before)) == 0);
			if (match_decide(&m, &d) != MC_OK) {
				t_fail(__FILE__, __LINE__, "a bot's decision "
				    "refused");
				break;
			}
		}
		match_free(&m);
	}
	/* cut, discards, declarations and play were all met */
	CHECK_EQ(phases & 0xf, 0xf);
}

/* R6.2, R6.1: a refused card leaves the hand, the log and the record
 * as they were; the engine checks it once and says why. */
static void
a_refused_decision_changes_nothing(void)
{
	static struct match	 m;
	struct mc_decision	 d;
	struct mc_cards		 legal;
	uint64_t		 hash;
	size_t			 len, events;
	mc_card			 c;
	int			 tried = 0;

	bots_match(&m, BOT_EASY, MC_MATCH_HAND, 7);
	CHECK(match_deal(&m));
	while (m.hand.phase != MC_PHASE_OVER && tried < 30) {
		if (m.hand.phase == MC_PHASE_PLAY) {
			legal = mc_hand_legal(&m.hand);
			for (c = 0; c < MC_NCARDS; c++) {
				if (mc_cards_has(&legal, c))
					continue;
				mc_decision_due(&m.hand, &d);
				d.n = 1;
				d.cards[0] = c;
				hash = record_hash(&m.hand);
				len = m.len;
				events = m.log.n;
				CHECK(match_decide(&m, &d) != MC_OK);
				CHECK_EQ(record_hash(&m.hand), hash);
				CHECK_EQ(m.len, len);
				CHECK_EQ(m.log.n, events);
				tried++;
				break;
			}
			/* a legal card, but for the seat after the one due */
			mc_decision_due(&m.hand, &d);
			d.seat = mc_seat_right(d.seat);
			d.n = 1;
			mc_hand_legal_plays(&m.hand, d.cards);
			CHECK_EQ(mc_decision_check(&m.hand, &d),
			    MC_ERR_OUT_OF_TURN);
		}
		match_bot_decision(&m, &d);
		CHECK_EQ(match_decide(&m, &d), MC_OK);
	}
	CHECK(tried > 0);
	match_free(&m);
}

/* A giro decided through the match reads back, line by line, to the
 * same hand and the same rests (R7.6). */
static void
a_recorded_giro_reads_back_the_same(void)
{
	static struct match	 m, back;
	struct mc_decision	 d;
	struct load		 ld;
	char			*text, *line, *next;
	int			 p;

	bots_match(&m, BOT_EASY, MC_MATCH_GIRO, 2026);
	while (!match_over(&m)) {
		CHECK(match_deal(&m));
		while (m.hand.phase != MC_PHASE_OVER) {
			match_bot_decision(&m, &d);
			CHECK_EQ(match_decide(&m, &d), MC_OK);
		}
	}
	CHECK_EQ(m.hands, 4);
	match_init(&back);
	load_init(&ld, &back, "giro.rec");
	if ((text = malloc(m.len + 1)) == NULL)
		return;
	memcpy(text, m.text, m.len + 1);
	for (line = text; line != NULL && *line != '\0'; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		if (!load_line(&ld, line)) {
			t_fail(__FILE__, __LINE__, "%s", ld.error);
			break;
		}
	}
	CHECK(load_finish(&ld));
	CHECK_EQ(back.hands, 4);
	CHECK_EQ(record_hash(&back.hand), record_hash(&m.hand));
	for (p = 0; p < MC_NSEATS; p++)
		CHECK_EQ(back.seating.rests[p], m.seating.rests[p]);
	free(text);
	match_free(&m);
	match_free(&back);
}

void
decision_tests(void)
{
	RUN(decision_due_names_the_seat_in_every_phase);
	RUN(a_refused_decision_changes_nothing);
	RUN(a_recorded_giro_reads_back_the_same);
}

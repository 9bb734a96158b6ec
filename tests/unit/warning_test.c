/*
 * warning_test.c -- the table's warnings (src/bot/warning.c): a card
 * that gives points away as far as the seat can see is warned of, and
 * a card no other legal card improves on is not.  The table's setting
 * goes with the match's record, to be resumed as it was left.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdlib.h>

#include "t.h"
#include "../../src/bot/bot.h"
#include "../../src/session/session.h"


/* The warning the seat to act would get for card c. */
static int
warned(struct mc_hand *h, const char *c)
{
	struct mc_view	 v;

	mc_view_build(h, mc_hand_to_act(h), &v);
	return bot_warning(&v, card(c));
}

/* Cards of another seat that seat has seen (face up, say). */
static void
seen_by(struct mc_hand *h, int seat, const char *list)
{
	struct mc_cards	 s;

	cards_of(list, &s);
	h->seen[seat].w[0] |= s.w[0];
	h->seen[seat].w[1] |= s.w[1];
}

/*
 * The man page's "a partner's sure trick overtaken": East's T17 wins,
 * West is last and void in coppe.  T27 is worth nothing, yet it is a
 * trump spent for a trick the side has already; T3 would not overtake.
 */
static void
warning_partner_sure_trick_overtaken(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "T17 4s 5s", "4c 6s 7s",
	    "T27 T3 8s");
	play_cards(&h, "2c T17 4c");
	CHECK_EQ(warned(&h, "T27"), BLUNDER_OVERTAKE);
	CHECK_EQ(warned(&h, "T3"), BLUNDER_NKINDS);
	CHECK(bot_warning_text(BLUNDER_OVERTAKE)[0] != '\0');
}

/*
 * Every legal card overtakes the partner: the trick is the side's
 * whatever goes, and no card is warned of for overtaking (the cheaper
 * T27 does not make T20 a fault).
 */
static void
warning_not_when_every_card_overtakes(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "2c 2s 3s", "T17 4s 5s", "4c 6s 7s",
	    "T27 T20 T18");
	play_cards(&h, "2c T17 4c");
	CHECK_EQ(warned(&h, "T27"), BLUNDER_NKINDS);
	CHECK_EQ(warned(&h, "T20"), BLUNDER_NKINDS);
	CHECK_EQ(warned(&h, "T18"), BLUNDER_NKINDS);
}

/*
 * Third to play on the partner's trick, with an unseen trump above it
 * still out: the partner's trick is not sure, overtaking may save it.
 */
static void
warning_not_when_the_partner_may_lose(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "T17 2s 3s", "T6 4s 5s", "T27 T3 7s",
	    "T30 8s 9s");
	play_cards(&h, "T17 T6");
	CHECK_EQ(warned(&h, "T27"), BLUNDER_NKINDS);
}

/*
 * The Papa thrown to the partner's trick under a trump the opponent
 * still to play holds face up: South's T26 leads, North puts T5 on it
 * while West shows T28.  Unseen, the T28 is no visible loss; with
 * nothing cheaper legal, nothing is said.
 */
static void
warning_papa_lost_in_plain_sight(void)
{
	struct mc_hand	 h = { .log = NULL };

	play_setup(&h, 0, MC_SOUTH, "T26 2s 3s", "T8 4s 5s", "T5 T9 7s",
	    "T28 8s 9s");
	seen_by(&h, MC_NORTH, "T28");
	play_cards(&h, "T26 T8");
	CHECK_EQ(warned(&h, "T5"), BLUNDER_PAPA);
	CHECK_EQ(warned(&h, "T9"), BLUNDER_NKINDS);
	CHECK(bot_warning_text(BLUNDER_PAPA)[0] != '\0');
	play_setup(&h, 0, MC_SOUTH, "T26 2s 3s", "T8 4s 5s", "T5 T9 7s",
	    "T28 8s 9s");
	play_cards(&h, "T26 T8");
	CHECK_EQ(warned(&h, "T5"), BLUNDER_NKINDS);	/* not seen */
	play_setup(&h, 0, MC_SOUTH, "T26 2s 3s", "T8 4s 5s", "T5 T1 7s",
	    "T28 8s 9s");
	seen_by(&h, MC_NORTH, "T28");
	play_cards(&h, "T26 T8");
	/* T5 is the cheapest trump legal: its loss is forced */
	CHECK_EQ(warned(&h, "T5"), BLUNDER_NKINDS);
	CHECK_EQ(warned(&h, "T1"), BLUNDER_PAPA);
}

/* A one-hand match, South a person, the others easy computer players. */
static void
one_hand(struct match_setup *s, uint64_t seed)
{
	int	 p;

	memset(s, 0, sizeof(*s));
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s->players[p].name, sizeof(s->players[p].name),
		    "P%d", p);
		s->players[p].human = p == MC_SOUTH;
		match_set_level(&s->players[p], BOT_EASY);
	}
	s->length = MC_MATCH_HAND;
	s->seed = seed;
}

/* The computer players decide until South is due or the hand ends. */
static void
bots_play(struct session *g)
{
	int	 seat;

	while ((seat = match_actor(&g->m)) >= 0 &&
	    !match_human_at(&g->m, seat))
		if (session_bot_decide(g) != MC_OK)
			return;
}

/*
 * Warnings stay as the player left them when a match is resumed: the
 * setting is noted in the record (a comment every reader skips), read
 * back from the save, and kept through an undo that cuts the record to
 * before the note.
 */
static void
warning_setting_goes_with_the_save(void)
{
	static struct session	 g, back;
	struct match_setup	 s;
	struct mc_decision	 d;
	char			 err[200];

	one_hand(&s, 17);
	CHECK(session_new(&g, &s));
	CHECK_EQ(session_warnings(&g), -1);	/* no note: the table decides */
	CHECK(session_note_warnings(&g, true));
	CHECK_EQ(session_warnings(&g), 1);
	CHECK(session_load(&back, "match.rec", g.m.text, err, sizeof(err)));
	CHECK_EQ(session_warnings(&back), 1);
	session_free(&back);
	/* w pressed after South's decision; that decision taken back */
	bots_play(&g);
	match_bot_decision(&g.m, &d);
	CHECK(match_decide(&g.m, &d) == MC_OK);
	CHECK(session_note_warnings(&g, false));
	bots_play(&g);
	CHECK(session_undo(&g, 1u << MC_SOUTH, err, sizeof(err)) == MC_SOUTH);
	CHECK_EQ(session_warnings(&g), 0);
	CHECK(session_load(&back, "match.rec", g.m.text, err, sizeof(err)));
	CHECK_EQ(session_warnings(&back), 0);
	CHECK(record_hash(&back.m.hand) == record_hash(&g.m.hand));
	session_free(&back);
	session_free(&g);
}

void
warning_tests(void)
{
	RUN(warning_partner_sure_trick_overtaken);
	RUN(warning_not_when_every_card_overtakes);
	RUN(warning_not_when_the_partner_may_lose);
	RUN(warning_papa_lost_in_plain_sight);
	RUN(warning_setting_goes_with_the_save);
}

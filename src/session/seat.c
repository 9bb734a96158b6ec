/*
 * seat.c -- a decision made at a table, in one place for every front
 * end: the lesson's script (a legal move that is not the lesson's is
 * refused with the one it asks), the check that it is the decision
 * asked of this player, the match, then the save, so that nothing a
 * player did is lost to a crash.  The aid and the computer players'
 * moves are kept the same way, and an undo (R9.2) is a small state
 * machine that the keyboard passed round and the table server both
 * drive: asked, answered by everyone at the table, then taken back.
 */
#include <stdio.h>
#include <string.h>

#include "seat.h"

void
seat_table_init(struct seat_table *st, struct session *g,
    struct save_state *keep)
{
	memset(st, 0, sizeof(*st));
	st->g = g;
	st->keep = keep;
}

/*
 * The match kept as it stands, with the warnings noted in it so that a
 * resumed match has them as they were; false when it could not be (the
 * save's unsaved says why).  A table without a save keeps nothing.
 */
bool
seat_save(struct seat_table *st)
{
	if (st->keep == NULL)
		return true;
	if (st->warn != NULL)
		(void)session_note_warnings(st->g, *st->warn > 0);
	st->unsaved = !save_keep(st->keep, st->g);
	return !st->unsaved;
}

/*
 * A lesson's script: a legal decision that is not the lesson's next is
 * refused with the one it asks; the lesson's own becomes the script's,
 * the discards in its order (R5.5).  An illegal one is left to the
 * rules' own refusal.
 */
static bool
off_script(const struct match *m, struct mc_decision *d,
    struct seat_answer *a)
{
	if (m->script == NULL || m->script_next >= m->nscript ||
	    mc_decision_check(match_hand(m), d) != MC_OK)
		return false;
	if (match_scripted(m, d)) {
		*d = m->script[m->script_next];
		return false;
	}
	a->said = SEAT_NOT_LESSON;
	a->asked = m->script[m->script_next];
	return true;
}

/*
 * Player's decision d (player -1: whoever is asked), made at the table:
 * refused unless it is the decision asked of him now and no undo is
 * being answered; then the lesson's script, the rules, the save.  True
 * when it is taken; a (said, err, asked) says what became of it.
 */
bool
seat_decide(struct seat_table *st, int player, struct mc_decision *d,
    struct seat_answer *a)
{
	struct session_turn	 t;

	memset(a, 0, sizeof(*a));
	a->said = SEAT_NOT_ASKED;
	if (st->undo.asked) {
		a->said = SEAT_BUSY;
		return false;
	}
	if (!session_turn(st->g, &t))
		return false;
	if (player >= 0 && t.player != player) {
		a->said = SEAT_NOT_YOURS;
		return false;
	}
	if (d->kind != t.due.kind || d->seat != t.due.seat)
		return false;
	if (off_script(&st->g->m, d, a))
		return false;
	if ((a->err = session_decide(st->g, d)) != MC_OK) {
		a->said = SEAT_REFUSED;
		return false;
	}
	a->said = SEAT_TAKEN;
	(void)seat_save(st);
	return true;
}

/* The computer player due decides (R9.1), and the match is kept. */
enum mc_err
seat_bot_decide(struct seat_table *st)
{
	enum mc_err	 e;

	if ((e = session_bot_decide(st->g)) == MC_OK)
		(void)seat_save(st);
	return e;
}

/* A person gone, his decision made by a computer player of level. */
enum mc_err
seat_stand_in(struct seat_table *st, enum bot_level level)
{
	enum mc_err	 e;

	if ((e = session_stand_in(st->g, level)) == MC_OK)
		(void)seat_save(st);
	return e;
}

/* The next hand dealt (R4.2), and kept. */
bool
seat_deal(struct seat_table *st)
{
	if (!session_deal(st->g))
		return false;
	(void)seat_save(st);
	return true;
}

/* An aid the player at seat had (a hint): the record keeps it. */
void
seat_aid(struct seat_table *st, int seat, enum match_aid aid)
{
	if (match_aid(&st->g->m, seat, aid))
		(void)seat_save(st);
}

/* ------------------------------------------------------------- undo */

/*
 * Asks to take back the last decision of this hand of one of whose (a
 * bit each), and everything since: asker (or -1, nobody yet) agrees by
 * asking; present are the people at the table, whom it waits for.
 */
bool
seat_undo_ask(struct seat_table *st, unsigned whose, int asker,
    unsigned present, struct seat_answer *a)
{
	const struct match	*m = &st->g->m;
	int			 player;

	memset(a, 0, sizeof(*a));
	if (st->undo.asked) {
		a->said = SEAT_BUSY;
		return false;
	}
	if (match_over(m) || match_hand(m)->phase == MC_PHASE_OVER ||
	    (player = session_last_decider(st->g, whose)) < 0) {
		a->said = SEAT_NOTHING;
		return false;
	}
	st->undo.asked = true;
	st->undo.whose = whose;
	st->undo.player = player;
	st->undo.yes = asker >= 0 ? 1u << asker : 0;
	return seat_undo_check(st, present, a);
}

/*
 * The undo asked, taken back once every person present agrees: a gone
 * player's seat has nobody to ask.  True when taken back.
 */
bool
seat_undo_check(struct seat_table *st, unsigned present,
    struct seat_answer *a)
{
	memset(a, 0, sizeof(*a));
	a->said = SEAT_NOTHING;
	if (!st->undo.asked)
		return false;
	a->player = st->undo.player;
	if ((present & ~st->undo.yes) != 0) {
		a->said = SEAT_WAITING;
		return false;
	}
	st->undo.asked = false;
	if ((a->player = session_undo(st->g, st->undo.whose, a->why,
	    sizeof(a->why))) < 0)
		return false;
	a->said = SEAT_TAKEN;
	(void)seat_save(st);
	return true;
}

/* A person's answer to the undo asked: a no ends it, untaken. */
bool
seat_undo_answer(struct seat_table *st, int player, bool yes,
    unsigned present, struct seat_answer *a)
{
	memset(a, 0, sizeof(*a));
	a->said = SEAT_NOTHING;
	if (!st->undo.asked || player < 0 || player >= MC_NSEATS)
		return false;	/* a late answer to an asking that ended */
	if (!yes) {
		st->undo.asked = false;
		a->said = SEAT_SAID_NO;
		a->player = player;
		return false;
	}
	st->undo.yes |= 1u << player;
	return seat_undo_check(st, present, a);
}

/* The undo asked lapses: nobody answered in time. */
void
seat_undo_cancel(struct seat_table *st)
{
	st->undo.asked = false;
}

/* ------------------------------------------------- the link, here */

static void
here_scene(void *arg, int viewer, struct scene *sc)
{
	struct seat_table	*st = arg;

	scene_build(sc, st->g, viewer);
}

/* What a person is offered before he chooses: the lesson's cut, say. */
static void
here_suggest(void *arg, const struct scene *sc, struct mc_decision *d)
{
	struct seat_table	*st = arg;

	(void)sc;
	match_bot_decision(&st->g->m, d);
}

static bool
here_decide(void *arg, int player, struct mc_decision *d,
    struct seat_answer *a)
{
	return seat_decide(arg, player, d, a);
}

static void
here_aid(void *arg, int seat, enum match_aid aid)
{
	seat_aid(arg, seat, aid);
}

/* At one keyboard, any person's last decision goes back (R9.2). */
static bool
here_undo_ask(void *arg, int asker, struct seat_answer *a)
{
	struct seat_table	*st = arg;
	unsigned		 humans = session_humans(st->g);

	return seat_undo_ask(st, humans, asker, humans, a);
}

static bool
here_undo_answer(void *arg, int player, bool yes, struct seat_answer *a)
{
	struct seat_table	*st = arg;

	return seat_undo_answer(st, player, yes, session_humans(st->g), a);
}

static const struct review_point *
here_review(void *arg, int *n)
{
	struct seat_table	*st = arg;

	*n = st->g->review_hand == st->g->m.hands ? st->g->nreview : 0;
	return st->g->review;
}

/*
 * Line i of the talk as viewer reads it: 1 with the line, 0 when it is
 * not his to read (R9.1), -1 past the last.
 */
static int
here_talk(void *arg, int viewer, int i, char *buf, size_t size, bool *old)
{
	struct seat_table	*st = arg;

	if (i < 0 || i >= st->g->talk.n)
		return -1;
	*old = i < st->g->talk.hand;
	return session_talk_line(st->g, i, viewer, buf, size) != NULL;
}

/* The link of a table whose match is held here, by st. */
void
seat_link_here(struct seat_link *l, struct seat_table *st, unsigned can)
{
	l->scene = here_scene;
	l->suggest = here_suggest;
	l->decide = here_decide;
	l->aid = here_aid;
	l->undo_ask = here_undo_ask;
	l->undo_answer = here_undo_answer;
	l->review = here_review;
	l->talk = here_talk;
	l->can = can;
	l->arg = st;
}

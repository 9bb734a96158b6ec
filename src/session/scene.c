/*
 * scene.c -- the one place where the table reads the match to draw it:
 * a scene holds the viewer's seat view of the hand (mc_view_build, as
 * the computer players decide from theirs), the talk he may read, and
 * what the match makes public.  The painter gets nothing else (R9.1,
 * R9.2).
 */
#include <stdio.h>
#include <string.h>

#include "session.h"
#include "../text/text.h"

/*
 * Who sits at each seat this giro (R4.3), named and with his level, and
 * how many cards each holds: those the view shows and those it hides.
 */
static void
seats_build(struct scene *sc, const struct session *g)
{
	const struct mc_hand	*h = &sc->view.hand;
	const struct player	*pl;
	int			 s, p;

	for (p = 0; p < MC_NSEATS; p++)
		snprintf(sc->players[p], sizeof(sc->players[p]), "%s",
		    g->m.players[p].name);
	for (s = 0; s < MC_NSEATS; s++) {
		p = match_player(&g->m, s);
		pl = &g->m.players[p];
		snprintf(sc->seats[s].name, sizeof(sc->seats[s].name), "%s",
		    pl->name);
		sc->seats[s].level = pl->human ? "human" : pl->level;
		sc->seats[s].player = p;
		/* the cards the view has of the hand, and those it has not */
		sc->seats[s].ncards = mc_cards_count(&h->held[s]) +
		    sc->view.in_hand[s];
	}
}

/*
 * The hand area: the viewer's own cards, or the open hand of a fallen
 * player he chooses for (R6.11).  Only cards in the view can be here.
 */
static void
hand_build(struct scene *sc)
{
	const struct mc_hand	*h = &sc->view.hand;
	int			 from = sc->seat;

	if (h->phase == MC_PHASE_PLAY && sc->actor == sc->seat &&
	    h->play.turn != sc->seat && (h->play.fallen >> h->play.turn & 1))
		from = h->play.turn;
	sc->ncards = from == MC_NOSEAT ? 0 :
	    mc_cards_sorted(&h->held[from], sc->cards);
	memset(&sc->legal, 0, sizeof(sc->legal));
	if (h->phase == MC_PHASE_PLAY && sc->actor == sc->seat &&
	    sc->seat != MC_NOSEAT)
		sc->legal = mc_hand_legal(h);
}

/* The newest lines of talk before line end the viewer may read, oldest
 * first. */
static void
talk_build(struct scene *sc, const struct session *g, int end)
{
	char	 buf[SCENE_LINE];
	int	 i, n = 0, first;

	for (i = end - 1; i >= 0 && n < SCENE_TALK; i--)
		if (session_talk_line(g, i, sc->viewer, buf, sizeof(buf)) != NULL)
			n++;
	first = i + 1;
	sc->ntalk = 0;
	for (i = first; i < end; i++) {
		struct scene_talk *t = &sc->talk[sc->ntalk];

		if (session_talk_line(g, i, sc->viewer, t->text,
		    sizeof(t->text)) == NULL)
			continue;
		t->old = i < g->talk.hand;
		sc->ntalk++;
	}
}

/* The events of the hand the viewer's seat may see. */
static void
events_build(struct scene *sc, const struct mc_log *log)
{
	size_t	 i;

	sc->nevents = 0;
	for (i = 0; log != NULL && i < log->n; i++) {
		const struct mc_event *ev = &log->ev[i];

		if (ev->visible != MC_VISIBLE_ALL && (sc->seat == MC_NOSEAT ||
		    !(ev->visible >> sc->seat & 1)))
			continue;
		sc->events[sc->nevents] = *ev;
		sc->event_at[sc->nevents++] = (uint16_t)i;
	}
}

/* The scene for player viewer (-1: nobody at the keyboard). */
void
scene_build(struct scene *sc, const struct session *g, int viewer)
{
	scene_build_hand(sc, g, viewer, match_hand(&g->m));
}

/*
 * The same, its view made from hand h: the match's hand, or in a test
 * the same hand with the cards hidden from the viewer dealt again, which
 * must give the same scene (R9.1).
 */
void
scene_build_hand(struct scene *sc, const struct session *g, int viewer,
    const struct mc_hand *h)
{
	sc->viewer = viewer;
	sc->seat = match_seat(&g->m, viewer);
	if (sc->seat == MC_NOSEAT)
		sc->viewer = -1;
	mc_view_build(h, sc->seat, &sc->view);
	sc->match = g->m.seating;
	sc->hand = g->m.hands;
	sc->length = (int)g->m.length;
	sc->over = match_over(&g->m);
	sc->actor = match_actor(&g->m);
	sc->actor_human = sc->actor >= 0 && match_human_at(&g->m, sc->actor);
	sc->dealing = false;
	seats_build(sc, g);
	hand_build(sc);
	talk_build(sc, g, g->talk.n);
	events_build(sc, match_hand(&g->m)->log);
}

/*
 * The events the hand can be wound back over while its deal is told:
 * the cut's, and the discards shown and dealt (R5.2 to R5.9).
 */
static bool
rewinds(const struct mc_event *ev)
{
	switch (ev->kind) {
	case MC_EV_CUT: case MC_EV_ROB: case MC_EV_LOOK: case MC_EV_DEALT:
	case MC_EV_FACE_UP: case MC_EV_TURN_UP: case MC_EV_TURN_BACK:
	case MC_EV_TAKE: case MC_EV_FOLLA_LOOK: case MC_EV_ANNOUNCE:
	case MC_EV_REST: case MC_EV_DISCARD_SHOWN: case MC_EV_GIVE:
		return true;
	default:
		return false;
	}
}

/*
 * The view's hands wound back over the events after at, the newest
 * first: the cards each took face up leave it, the deal takes back all
 * but the robbed ones, a discard dealt on (R5.5) goes back.  Cards only
 * leave the view: nothing hidden can come into it.  True if the deal
 * itself was wound back.
 */
static bool
hands_back(struct scene *sc, const struct mc_log *log, size_t at)
{
	struct mc_hand		*h = &sc->view.hand;
	const struct mc_event	*ev;
	size_t			 i;
	bool			 dealing = false;
	int			 s;

	for (i = at + 1; i < log->n; i++)
		if (!rewinds(&log->ev[i]))
			return false;
	for (i = log->n; i-- > at + 1;) {
		ev = &log->ev[i];
		switch (ev->kind) {
		case MC_EV_ROB: case MC_EV_FACE_UP: case MC_EV_TURN_UP:
		case MC_EV_TAKE:
			mc_cards_del(&h->held[ev->seat], ev->card);
			mc_cards_del(&h->faceup, ev->card);
			dealing = true;
			break;
		case MC_EV_DEALT:
			for (s = 0; s < MC_NSEATS; s++) {
				h->held[s].w[0] &= h->faceup.w[0];
				h->held[s].w[1] &= h->faceup.w[1];
				sc->view.in_hand[s] = 0;
			}
			dealing = true;
			break;
		case MC_EV_GIVE:
			if (ev->n < 0 || ev->n >= MC_NSEATS)
				break;
			if (mc_cards_has(&h->held[ev->n], ev->card))
				mc_cards_del(&h->held[ev->n], ev->card);
			else if (sc->view.in_hand[ev->n] > 0)
				sc->view.in_hand[ev->n]--;
			break;
		case MC_EV_CUT: case MC_EV_LOOK: case MC_EV_TURN_BACK:
			dealing = true;
			break;
		default:
			break;
		}
	}
	return dealing;
}

/*
 * The scene as it stood when event at of the hand's log had just
 * happened, while the moments of a decision are told one by one: the
 * talk up to it, the seats' cards, the hand at the bottom.  Nobody is
 * asked anything then.
 */
void
scene_back(struct scene *sc, const struct session *g, size_t at)
{
	const struct mc_hand	*h = match_hand(&g->m);
	struct mc_event		 told;
	size_t			 i;
	int			 later = 0, s;

	if (h->log == NULL || at >= h->log->n)
		return;
	/* the talk has a line for each event told on its own, in order */
	for (i = at + 1; i < h->log->n; i++)
		later += show_group(h, i, &told);
	if (later > g->talk.n - g->talk.events)
		later = g->talk.n - g->talk.events;
	talk_build(sc, g, g->talk.n - later);
	sc->actor = -1;
	sc->actor_human = false;
	if (hands_back(sc, h->log, at)) {
		sc->view.hand.phase = MC_PHASE_CUT;
		sc->dealing = true;
	}
	for (s = 0; s < MC_NSEATS; s++)
		sc->seats[s].ncards = mc_cards_count(&sc->view.hand.held[s]) +
		    sc->view.in_hand[s];
	hand_build(sc);
}

/* The viewer's side, or -1 with nobody at the keyboard. */
int
scene_side(const struct scene *sc)
{
	return sc->seat == MC_NOSEAT ? -1 : (int)mc_seat_side(sc->seat);
}

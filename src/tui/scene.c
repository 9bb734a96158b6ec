/*
 * scene.c -- the one place where the table reads the match to draw it:
 * a scene holds the viewer's seat view of the hand (mc_view_build, as
 * the computer players decide from theirs), the talk he may read, and
 * what the match makes public.  The painter gets nothing else (R9.1,
 * R9.2).
 */
#include <stdio.h>
#include <string.h>

#include "tui.h"

/*
 * Who sits at each seat this giro (R4.3), named and with his level, and
 * how many cards each holds: those the view shows and those it hides.
 */
static void
seats_build(struct scene *sc, const struct game *g)
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

/* The newest lines of talk the viewer may read, oldest first. */
static void
talk_build(struct scene *sc, const struct game *g)
{
	char	 buf[SCENE_LINE];
	int	 i, n = 0, first;

	for (i = g->ntalk - 1; i >= 0 && n < SCENE_TALK; i--)
		if (game_talk_line(g, i, sc->viewer, buf, sizeof(buf)) != NULL)
			n++;
	first = i + 1;
	sc->ntalk = 0;
	for (i = first; i < g->ntalk; i++) {
		struct scene_talk *t = &sc->talk[sc->ntalk];

		if (game_talk_line(g, i, sc->viewer, t->text,
		    sizeof(t->text)) == NULL)
			continue;
		t->old = i < g->hand_talk;
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
scene_build(struct scene *sc, const struct game *g, int viewer)
{
	sc->viewer = viewer;
	sc->seat = match_seat(&g->m, viewer);
	if (sc->seat == MC_NOSEAT)
		sc->viewer = -1;
	mc_view_build(match_hand(&g->m), sc->seat, &sc->view);
	sc->match = g->m.seating;
	sc->hand = g->m.hands;
	sc->length = (int)g->m.length;
	sc->over = match_over(&g->m);
	sc->actor = match_actor(&g->m);
	sc->actor_human = sc->actor >= 0 && match_human_at(&g->m, sc->actor);
	seats_build(sc, g);
	hand_build(sc);
	talk_build(sc, g);
	events_build(sc, match_hand(&g->m)->log);
}

/* The viewer's side, or -1 with nobody at the keyboard. */
int
scene_side(const struct scene *sc)
{
	return sc->seat == MC_NOSEAT ? -1 : (int)mc_seat_side(sc->seat);
}

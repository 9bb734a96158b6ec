/*
 * moment.c -- what just happened, told in the middle of the table at the
 * computer players' pace: the cut, each card robbed, the 21st cards, the
 * dealer's turning up and taking, the announcement, the discards, the
 * declarations, a fall (R5.2 to R6.11).  Moments are made from the
 * scene's events, those the viewer's seat may see (R9.1), like all the
 * painter draws.
 */
#include <stdio.h>
#include <string.h>

#include "table.h"
#include "../lang/lang.h"

/* The cards of consecutive events like ev, of the same seat. */
static int
gather(const struct scene *sc, int i, struct moment *m)
{
	const struct mc_event	*ev = &sc->events[i];

	while (i < sc->nevents && sc->events[i].kind == ev->kind &&
	    sc->events[i].seat == ev->seat &&
	    m->ncards < (int)(sizeof(m->cards) / sizeof(m->cards[0])))
		m->cards[m->ncards++] = sc->events[i++].card;
	return i;
}

/* The cards robbed in the hand, from the scene's events (all see them). */
static int
robbed(const struct scene *sc)
{
	int	 i, n = 0;

	for (i = 0; i < sc->nevents; i++)
		n += sc->events[i].kind == MC_EV_ROB;
	return n;
}

/*
 * What the scene's event i shows on the table: a moment of the deal, a
 * declaration, a fall.  Returns the index of the last event it tells;
 * m->on says whether there is anything to show.
 */
int
moment_of(const struct scene *sc, int i, struct moment *m)
{
	const struct mc_event	*ev = &sc->events[i];
	char			 phrase[128];
	int			 k;

	memset(m, 0, sizeof(*m));
	m->seat = ev->seat < MC_NSEATS ? ev->seat : MC_NOSEAT;
	m->on = true;
	/*
	 * TRANSLATORS: the captions of the deal's moments are drawn in a
	 * box 18 columns wide and 4 rows high, under the name of the seat
	 * that acts (their subject) and the cards, wrapped at spaces; the
	 * rules' numbers stay.
	 */
	switch (ev->kind) {
	case MC_EV_CUT:
		/* R5.3: the packet's bottom card may rob nothing */
		if (i + 1 < sc->nevents && sc->events[i + 1].kind == MC_EV_ROB)
			/* TRANSLATORS: a moment's caption under the seat's
			 * name, 18 columns a row. */
			snprintf(m->caption, sizeof(m->caption), ngettext("cuts "
			    "%d card and robs (R5.3)", "cuts %d cards and robs "
			    "(R5.3)", ev->n), ev->n);
		else
			/* TRANSLATORS: a moment's caption under the seat's
			 * name, 18 columns a row. */
			snprintf(m->caption, sizeof(m->caption), ngettext("cuts "
			    "%d card: nothing to rob (R5.3)", "cuts %d cards: "
			    "nothing to rob (R5.3)", ev->n), ev->n);
		break;
	case MC_EV_ROB:
		m->cards[m->ncards++] = ev->card;
		/* TRANSLATORS: a moment's caption under the seat's name and
		 * the card robbed; %d is what it adds to the marker. */
		snprintf(m->caption, sizeof(m->caption), _("robs it, face up: "
		    "+%d"), ev->n);
		break;
	case MC_EV_DEALT:
		/* R5.5: fourteen robbed or more, the deck runs short */
		if ((k = robbed(sc)) >= 14)
			/* TRANSLATORS: a moment's caption under the dealer's
			 * name, 18 columns a row. */
			snprintf(m->caption, sizeof(m->caption), ngettext(
			    "deals the %d card left while they last (R5.5)",
			    "deals the %d cards left while they last (R5.5)",
			    MC_NCARDS - k), MC_NCARDS - k);
		else
			/* TRANSLATORS: a moment's caption under the dealer's
			 * name: ten cards to each player, twice. */
			snprintf(m->caption, sizeof(m->caption), "%s",
			    _("deals ten and ten (R5.4)"));
		break;
	case MC_EV_FACE_UP:
		m->cards[m->ncards++] = ev->card;
		if (ev->n > 0)
			/* TRANSLATORS: a moment's caption under the seat's
			 * name and the card dealt to it face up. */
			snprintf(m->caption, sizeof(m->caption), "%s",
			    _("21st card, face up: it counts"));
		else
			/* TRANSLATORS: a moment's caption under the seat's
			 * name and the card dealt to it face up. */
			snprintf(m->caption, sizeof(m->caption), "%s",
			    _("21st card, face up"));
		break;
	case MC_EV_TURN_UP:
		m->cards[m->ncards++] = ev->card;
		/* TRANSLATORS: a moment's caption under the dealer's name
		 * and the card. */
		snprintf(m->caption, sizeof(m->caption), "%s", _("turns it up "
		    "and takes it (R5.6)"));
		break;
	case MC_EV_TURN_BACK:
		m->cards[m->ncards++] = ev->card;
		/* TRANSLATORS: a moment's caption under the dealer's name
		 * and the card. */
		snprintf(m->caption, sizeof(m->caption), "%s", _("turns it up "
		    "and puts it back"));
		break;
	case MC_EV_TAKE:
		i = gather(sc, i, m) - 1;
		/* TRANSLATORS: a moment's caption under the dealer's name
		 * and the cards. */
		snprintf(m->caption, sizeof(m->caption), "%s", _("takes from "
		    "the folla (R5.7)"));
		break;
	case MC_EV_ANNOUNCE:
		mc_folla_phrase(ev->counts, phrase, sizeof(phrase));
		/* TRANSLATORS: a moment's caption under the dealer's name;
		 * the announcement in quotes stays Italian (R5.8). */
		snprintf(m->caption, sizeof(m->caption), _("announces the "
		    "folla: \"%s\""), phrase);
		break;
	case MC_EV_DISCARD:
		/* TRANSLATORS: a moment's caption under the seat's name. */
		snprintf(m->caption, sizeof(m->caption), ngettext("discards "
		    "%d card face down (R5.9)", "discards %d cards face down "
		    "(R5.9)", ev->n), ev->n);
		break;
	case MC_EV_DISCARD_SHOWN:
		i = gather(sc, i, m) - 1;
		/* TRANSLATORS: a moment's caption under the seat's name and
		 * the cards it discarded (shown to this player). */
		snprintf(m->caption, sizeof(m->caption), "%s",
		    ngettext("discarded this", "discarded these", m->ncards));
		break;
	case MC_EV_DECLARE:
		m->ncards = mc_cards_sorted(&ev->cards, m->cards);
		/* TRANSLATORS: a moment's caption under the seat's name and
		 * the cards declared; %d is their value. */
		snprintf(m->caption, sizeof(m->caption), _("declares: %d "
		    "(R6.3)"), ev->n);
		break;
	case MC_EV_FALL:
		/* TRANSLATORS: a moment's caption under the seat's name. */
		snprintf(m->caption, sizeof(m->caption), "%s", _("falls, "
		    "laying the cards open (R6.11)"));
		break;
	default:
		m->on = false;
		break;
	}
	for (k = 0; k < m->ncards; k++)
		if (m->cards[k] == MC_NOCARD)
			m->on = false;
	/* every event carries the markers as it left them */
	m->marker[0] = sc->events[i].marker[0];
	m->marker[1] = sc->events[i].marker[1];
	m->at = sc->event_at[i];
	return i;
}


/*
 * told.c -- --text: one seeded hand told in text, the partnership draw,
 * the seats, the cut, every robbed, face-up, turned-up and taken card
 * with its mark, the folla announcement, the hands, the discards, then
 * the hand played out by the easy computer players and its breakdown.
 * No person decides and nothing is kept: there is no table, so the
 * match is driven here, not through a seat (src/session/seat.c).
 */
#include <err.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "../lang/lang.h"
#include "../bot/bot.h"
#include "../match/match.h"
#include "../text/text.h"

/* R4.1: the first dealer stays; the partner moves opposite. */
static void
show_seats(const struct mc_match *m)
{
	int	 dealer = mc_match_first_dealer(m);
	int	 partner = mc_match_partner(m);

	if (m->seat_of[partner] != partner)
		printf(_("The player at %s deals first, partnered by the player "
		    "at %s, second in the draw, who changes seats with the "
		    "player at %s.\n"), show_seat(dealer), show_seat(partner),
		    show_seat(m->seat_of[partner]));
	else
		printf(_("The player at %s deals first, partnered by the player "
		    "at %s, second in the draw.\n"), show_seat(dealer),
		    show_seat(partner));
}

/* A decision made at the table of the text hand. */
static void
decide(struct match *m, const struct mc_decision *d, const char *what)
{
	enum mc_err	 e;

	if ((e = match_decide(m, d)) != MC_OK)
		errx(1, "%s: %s", what, lang_strerror(e));
}

/*
 * One seeded hand, told: the draw and the deck come from one generator,
 * and the easy computer player makes every decision but the cut.
 */
void
cli_text_hand(uint64_t seed, int cut)
{
	static struct match	 m;
	struct mc_rng		 rng;
	struct mc_decision	 d;
	mc_card			 deck[MC_NCARDS];
	char			 cards[200];
	int			 s;

	if (cut != 0 && (cut < 14 || cut > 83))
		errx(2, "--cut %d: %s", cut, lang_strerror(MC_ERR_CUT_RANGE));
	/* TRANSLATORS: the seed is the number --seed gives. */
	printf(_("Minchiate %s, seed %llu.\n\n"), MC_VERSION,
	    (unsigned long long)seed);
	match_init(&m);
	m.on_event = cli_tell_event;
	for (s = 0; s < MC_NSEATS; s++)
		match_set_level(&m.players[s], BOT_EASY);
	mc_rng_seed(&rng, seed);
	mc_draw_partners(&rng, &m.draw);
	show_draw(stdout, &m.draw);
	memcpy(m.order, m.draw.order, sizeof(m.order));
	m.ordered = true;
	mc_deck_ordered(deck);
	mc_deck_shuffle(&rng, deck);
	if (!match_deal_deck(&m, NULL, deck))
		errx(1, _("deal: the deck is refused (R5.1)"));
	show_seats(&m.seating);

	printf(_("\n%s deals; %s cuts and robs.\n"),
	    show_seat(m.hand.dealer), show_seat(m.hand.robber));
	mc_decision_due(&m.hand, &d);
	d.n = cut != 0 ? cut : mc_cut_random(&rng);
	decide(&m, &d, "cut");
	printf("%s", _("\nThe hands before the scarto (* face up):\n"));
	show_hand(stdout, &m.hand);

	while (m.hand.phase == MC_PHASE_DISCARD) {
		match_bot_decision(&m, &d);
		/* From 14 robbed the order says who gets which (R5.5). */
		if (m.hand.nrobbed < 14)
			d.n = show_sort(d.cards, d.n, d.cards);
		printf(_("\n%s discards %s (the easy player's choice).\n"),
		    show_seat(d.seat), show_cards_text(d.cards, d.n, cards,
		    sizeof(cards)));
		decide(&m, &d, "discard");
	}
	printf("%s", _("\nThe hands after the scarto:\n"));
	show_hand(stdout, &m.hand);
	printf(_("\nThe deal is complete; %s leads to the first trick. The "
	    "easy computer players play the hand out.\n\n"),
	    show_seat(mc_seat_right(m.hand.dealer)));
	while (m.hand.phase != MC_PHASE_OVER) {
		match_bot_decision(&m, &d);
		decide(&m, &d, "play");
	}
	printf("\n");
	show_breakdown(stdout, &m.hand);
}

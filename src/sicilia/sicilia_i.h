/*
 * sicilia_i.h -- private declarations shared by the files of the
 * Tarocchi Siciliani engine; nothing here is part of the public API
 * (include/sicilia.h).  Names shared between files are ts_i_*.
 *
 * Where each rule lives (RULES-SICILIA.md):
 *   S0.3, S1 the cards        card.c (numbers, strength, notation),
 *                             names.c (S1.5)
 *   S2 the count              card.c (values, ts_count)
 *   S3 the match              match.c
 *   S4 the deal               deal.c
 *   S5, S6.3-S6.5 auction     auction.c
 *   S6.1, S6.2, S6.4 the call call.c
 *   S7 monte and scarto       scarto.c
 *   S8 Scommessa, Rivanto     commit.c
 *   S9, S10 play, Fuggitivo   play.c
 *   S11, S12 jochi, payments  score.c
 *   S13 who may know what     view.c
 *
 * The hand passes from phase to phase downwards: deal.c starts the
 * auction, auction.c the scarto, scarto.c the commitments, commit.c the
 * play, and play.c ends the hand; call.c serves the auction and the
 * scarto; hand.c dispatches decisions.
 */
#ifndef SICILIA_I_H
#define SICILIA_I_H

#include "sicilia.h"
#include "../core/core.h"	/* the library's string builder */

/* card.c */
ts_cards ts_i_kings(void);

/* log.c */
void	ts_i_log(struct ts_hand *, enum ts_event_kind, int seat, ts_card,
	    int n, unsigned visible);

/* deal.c */
void	ts_i_deal_round(struct ts_hand *, int round);
enum ts_err ts_i_cut(struct ts_hand *, int seat, int n);

/* call.c */
int	ts_i_holder(const struct ts_hand *, ts_card);
void	ts_i_forced_call(struct ts_hand *);

/* auction.c */
enum ts_err ts_i_bid(struct ts_hand *, int seat, enum ts_bid);

/* scarto.c */
void	ts_i_take_monte(struct ts_hand *);
ts_cards ts_i_scarto_pool(ts_cards hand18, ts_cards *must);
enum ts_err ts_i_scarto(struct ts_hand *, int seat, const ts_card cards[3]);

/* commit.c */
void	ts_i_commitments_begin(struct ts_hand *);
enum ts_err ts_i_scommessa(struct ts_hand *, int seat, bool yes);
enum ts_err ts_i_rivanto(struct ts_hand *, int seat, bool yes);
bool	ts_i_rivanto_allowed(const struct ts_hand *, int seat);

/* play.c */
void	ts_i_play_begin(struct ts_hand *);
enum ts_err ts_i_play(struct ts_hand *, int seat, ts_card);

/* Seats in the hand's order from the dealer's right (S0.2, S4.3). */
static inline int
ts_i_from(int seat, int k)
{
	return (seat + k) & 3;
}

#define TS_ALL_SEATS	0x0f

#endif /* SICILIA_I_H */

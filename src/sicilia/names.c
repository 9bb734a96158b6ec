/*
 * names.c -- S1.5: the names of the Sicilian cards, in Italian and in
 * English.  The Jack is a woman here, the Donna or Fantina, and the
 * Queen a Regina (S0.3): the letters keep Minchiate's, the names not.
 */
#include "sicilia_i.h"

static const char *const trump_it[21] = {
	"La Miseria", "I Picciotti", "L'Imperatrice", "L'Imperatore",
	"La Costanza", "La Temperanza", "La Forza", "La Giustizia",
	"Gli Amanti", "Il Carro", "La Ruota della Fortuna", "L'Impiccato",
	"L'Eremita", "La Morte", "La Nave", "La Torre", "La Stella",
	"La Luna", "Il Sole", "La Palla", "Giove"
};
static const char *const trump_en[21] = {
	"Poverty", "the Young Men", "the Empress", "the Emperor",
	"Constancy", "Temperance", "Fortitude", "Justice", "the Lovers",
	"the Chariot", "the Wheel of Fortune", "the Hanged Man",
	"the Hermit", "Death", "the Ship", "the Tower", "the Star",
	"the Moon", "the Sun", "the Globe", "Jupiter"
};
static const char *const court_it[4] = { "Donna", "Cavallo", "Regina", "Re" };
static const char *const court_en[4] = { "Jack", "Knight", "Queen", "King" };
static const char *const numeral_it[11] = {
	"", "", "", "", "Quattro", "Cinque", "Sei", "Sette", "Otto",
	"Nove", "Dieci"
};
static const char *const numeral_en[11] = {
	"", "", "", "", "Four", "Five", "Six", "Seven", "Eight", "Nine",
	"Ten"
};
static const char *const suit_it[4] = { "coppe", "denari", "spade", "bastoni" };
static const char *const suit_en[4] = { "Cups", "Coins", "Swords", "Batons" };

/* "Re di coppe", "Giove (20)", "il Fuggitivo"; like strlcpy. */
size_t
ts_card_name(ts_card c, enum mc_lang lang, char *buf, size_t size)
{
	struct str	 s;
	enum mc_suit	 suit = ts_card_suit(c);
	int		 rank = ts_card_rank(c);
	bool		 it = lang == MC_ITALIAN;

	mc_i_str_init(&s, buf, size);
	if (c >= TS_NCARDS)
		mc_i_str_add(&s, "?");
	else if (c == TS_FUGGITIVO)
		mc_i_str_add(&s, it ? "il Fuggitivo" : "the Fugitive");
	else if (suit == MC_TRUMPS) {
		mc_i_str_add(&s, it ? trump_it[rank] : trump_en[rank]);
		if (rank > 0) {
			mc_i_str_add(&s, " (");
			mc_i_str_addn(&s, rank);
			mc_i_str_add(&s, ")");
		}
	} else {
		mc_i_str_add(&s, rank >= MC_FANTE ? (it ?
		    court_it[rank - MC_FANTE] : court_en[rank - MC_FANTE]) :
		    it ? numeral_it[rank] : numeral_en[rank]);
		mc_i_str_add(&s, it ? " di " : " of ");
		mc_i_str_add(&s, it ? suit_it[suit] : suit_en[suit]);
	}
	return s.len;
}

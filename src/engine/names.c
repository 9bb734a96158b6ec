/*
 * names.c -- R1.5: the Italian and English names of every card, suit
 * and trump group.
 */
#include "engine.h"

struct name {
	const char	*it, *it_alt, *en, *en_alt;
};

static const struct name trump_names[40] = {
	{ "Papa Uno", "Bagatto", "Pope One", "Juggler" },
	{ "Papa Due", "Granduca", "Pope Two", "Grand Duke" },
	{ "Papa Tre", "Imperatore", "Pope Three", "Emperor" },
	{ "Papa Quattro", "Imperatrice", "Pope Four", "Empress" },
	{ "Papa Cinque", "Innamorato", "Pope Five", "Lovers" },
	{ "Temperanza", NULL, "Temperance", NULL },
	{ "Forza", NULL, "Fortitude", NULL },
	{ "Giustizia", NULL, "Justice", NULL },
	{ "Ruota della Fortuna", NULL, "Wheel of Fortune", NULL },
	{ "Carro", NULL, "Chariot", NULL },
	{ "Gobbo", NULL, "Hunchback", "Time" },
	{ "Impiccato", NULL, "Hanged Man", NULL },
	{ "Morte", NULL, "Death", NULL },
	{ "Diavolo", NULL, "Devil", NULL },
	{ "Casa del Diavolo", NULL, "Devil's House", NULL },
	{ "Speranza", NULL, "Hope", NULL },
	{ "Prudenza", NULL, "Prudence", NULL },
	{ "Fede", NULL, "Faith", NULL },
	{ "Carit\xc3\xa0", NULL, "Charity", NULL },
	{ "Fuoco", NULL, "Fire", NULL },
	{ "Acqua", NULL, "Water", NULL },
	{ "Terra", NULL, "Earth", NULL },
	{ "Aria", NULL, "Air", NULL },
	{ "Bilancia", NULL, "Libra", NULL },
	{ "Vergine", NULL, "Virgo", NULL },
	{ "Scorpione", NULL, "Scorpio", NULL },
	{ "Ariete", NULL, "Aries", NULL },
	{ "Capricorno", NULL, "Capricorn", NULL },
	{ "Sagittario", NULL, "Sagittarius", NULL },
	{ "Cancro", NULL, "Cancer", NULL },
	{ "Pesci", NULL, "Pisces", NULL },
	{ "Acquario", NULL, "Aquarius", NULL },
	{ "Leone", NULL, "Leo", NULL },
	{ "Toro", NULL, "Taurus", NULL },
	{ "Gemelli", NULL, "Gemini", NULL },
	{ "Stella", NULL, "Star", NULL },
	{ "Luna", NULL, "Moon", NULL },
	{ "Sole", NULL, "Sun", NULL },
	{ "Mondo", NULL, "World", NULL },
	{ "Tromba", NULL, "Trumpet", "Last Judgement" },
};

static const struct name matto_name = { "Matto", NULL, "Fool", "Excuse" };

static const char *const rank_it[15] = {
	NULL, "Asso", "Due", "Tre", "Quattro", "Cinque", "Sei", "Sette",
	"Otto", "Nove", "Dieci", "Fante", "Cavallo", "Donna", "Re"
};
static const char *const rank_en[15] = {
	NULL, "Ace", "Two", "Three", "Four", "Five", "Six", "Seven",
	"Eight", "Nine", "Ten", "Jack", "Knight", "Queen", "King"
};
static const char *const suit_it[4] = { "coppe", "denari", "spade", "bastoni" };
/* In English a suit is a name, written with a capital (R1.5). */
static const char *const suit_en[4] = { "Cups", "Coins", "Swords", "Batons" };

/* The plural name of a suit ("coppe", "Cups"). */
const char *
mc_suit_name(enum mc_suit s, enum mc_lang lang)
{
	if ((int)s < MC_COPPE || s > MC_BASTONI)
		return "?";
	return lang == MC_ITALIAN ? suit_it[s] : suit_en[s];
}

/* R1.4 */
const char *
mc_group_name(enum mc_group g, enum mc_lang lang)
{
	static const char *const it[] = { "", "Papi", "Tarocchini",
	    "Sottoventi", "Sopraventi", "Sopratrenta", "Arie" };
	static const char *const en[] = { "", "Popes", "Little trumps",
	    "Below twenty", "Above twenty", "Above thirty", "Airs" };

	if ((int)g < MC_GROUP_NONE || g > MC_GROUP_ARIE)
		return "?";
	return lang == MC_ITALIAN ? it[g] : en[g];
}

static void
add_name(struct str *s, const struct name *n, enum mc_lang lang)
{
	const char	*alt = lang == MC_ITALIAN ? n->it_alt : n->en_alt;

	mc_i_str_add(s, lang == MC_ITALIAN ? n->it : n->en);
	if (alt != NULL) {
		mc_i_str_add(s, " (");
		mc_i_str_add(s, alt);
		mc_i_str_add(s, ")");
	}
}

/* The card's full name, e.g. "Fantina di coppe", "Papa Uno (Bagatto)". */
size_t
mc_card_name(mc_card c, enum mc_lang lang, char *buf, size_t size)
{
	struct str	 s;
	enum mc_suit	 suit = mc_card_suit(c);
	int		 rank = mc_card_rank(c);

	mc_i_str_init(&s, buf, size);
	if (c >= MC_NCARDS)
		mc_i_str_add(&s, "?");
	else if (c == MC_MATTO)
		add_name(&s, &matto_name, lang);
	else if (suit == MC_TRUMPS)
		add_name(&s, &trump_names[rank - 1], lang);
	else if (lang == MC_ITALIAN) {
		/* R1.5: the red suits' Fante is a fantina. */
		mc_i_str_add(&s, rank == MC_FANTE && mc_is_red(suit) ?
		    "Fantina" : rank_it[rank]);
		mc_i_str_add(&s, " di ");
		mc_i_str_add(&s, suit_it[suit]);
	} else {
		mc_i_str_add(&s, rank_en[rank]);
		mc_i_str_add(&s, " of ");
		mc_i_str_add(&s, suit_en[suit]);
	}
	if (c == mc_suit_card(MC_DENARI, 1))
		mc_i_str_add(&s, " (Sole di Campagna)");
	return s.len;
}

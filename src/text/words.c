/*
 * words.c -- the game's words: the cards and suits by name, in the
 * cards' language (--english); the seats and the sides in the player's;
 * and a card with the article its name takes.  English puts no
 * article before a card's name ("East plays Morte [T13]"); Italian does,
 * joined to the preposition before it ("della Morte", "dell'Asso").
 */
#include <stdio.h>
#include <string.h>

#include "text.h"
#include "../lang/lang.h"

/*
 * The language of the cards' names, and of the suits' wherever they are
 * named; the game's own words (folla, versicola, per sorte, the trump
 * groups, the folla's announcement) stay Italian.
 */
static enum mc_lang	 card_names = MC_ITALIAN;

void
show_language(enum mc_lang lang)
{
	card_names = lang;
}

bool
show_english_cards(void)
{
	return card_names == MC_ENGLISH;
}

/* A suit's name in the cards' language: "coppe", or "Cups". */
const char *
show_suit(int suit)
{
	return mc_suit_name((enum mc_suit)suit, card_names);
}

/* "Morte [T13]" ("Death [T13]" in English): the name and the notation. */
const char *
show_card(mc_card c, char *buf, size_t size)
{
	char	 note[8], name[64];

	mc_card_format(c, note, sizeof(note));
	mc_card_name(c, card_names, name, sizeof(name));
	snprintf(buf, size, "%s [%s]", name, note);
	return buf;
}

/* The seats' names as the table shows them; the keys keep N E S W. */
const char *
show_seat(int seat)
{
	static const char *const names[MC_NSEATS] = {
		N_("South"), N_("East"), N_("North"), N_("West")
	};

	if (seat < 0 || seat >= MC_NSEATS)
		return "?";
	return _(names[seat]);
}

/* A side by its two seats' initials (R4.1: NS and EW). */
const char *
show_side(int side)
{
	/* TRANSLATORS: the two partnerships, by the initials of their
	 * seats' names: North-South and East-West. */
	static const char *const names[2] = { N_("NS"), N_("EW") };

	if (side < 0 || side > 1)
		return "?";
	return _(names[side]);
}

/*
 * The article a card's Italian name takes, as the grammar classes them:
 * il Matto, lo Scorpione, la Morte, l'Asso (and l'Acqua), i Pesci.
 */
enum article { ART_IL, ART_LO, ART_LA, ART_L, ART_I };

static enum article
article(mc_card c)
{
	/* T1-T40 in order; the Papi are masculine */
	static const char trumps[] =
	    "iiiii"		/* Papi */
	    "aaaa"		/* Temperanza Forza Giustizia Ruota */
	    "iiLaiaa"	/* Carro Gobbo Impiccato Morte Diavolo Casa Speranza */
	    "aaaiLaL"	/* Prudenza Fede Carità Fuoco Acqua Terra Aria */
	    "aaoLiii"	/* Bilancia Vergine Scorpione Ariete Capricorno
			   Sagittario Cancro */
	    "ILiiIaa"	/* Pesci Acquario Leone Toro Gemelli Stella Luna */
	    "iia";		/* Sole Mondo Tromba */
	int	 rank = mc_card_rank(c);

	_Static_assert(sizeof(trumps) == 41, "one article for each trump");
	if (c == MC_MATTO)
		return ART_IL;
	if (mc_is_trump(c))
		switch (trumps[rank - 1]) {
		case 'o': return ART_LO;
		case 'a': return ART_LA;
		case 'L': return ART_L;
		case 'I': return ART_I;
		default: return ART_IL;
		}
	if (rank == 1 || rank == 8)		/* Asso, Otto */
		return ART_L;
	if (rank == MC_DONNA || (rank == MC_FANTE &&
	    mc_is_red(mc_card_suit(c))))	/* Donna, Fantina (R1.5) */
		return ART_LA;
	return ART_IL;
}

/*
 * The form with card in place of its "%s": the forms are the
 * translator's, so they are never used as a format.
 */
static const char *
splice(const char *form, const char *card, char *buf, size_t size)
{
	const char	*at = strstr(form, "%s");

	if (at == NULL)
		snprintf(buf, size, "%s", card);
	else
		snprintf(buf, size, "%.*s%s%s", (int)(at - form), form, card,
		    at + 2);
	return buf;
}

/*
 * The card's name and notation with the article, alone or joined to a
 * preposition, that the sentence around it asks for.
 */
const char *
show_card_as(mc_card c, enum show_role role, char *buf, size_t size)
{
	/* Each with msgctxt ctx, msgid "%s": read by lang_pgettext. */
#define NP_(ctx, s)	ctx "\004" s
	static const char *const forms[][5] = {
		/* TRANSLATORS: a card named in a sentence, with its article
		 * if the language puts one there; %s is its name and
		 * notation, "Morte [T13]".  The context is the article the
		 * card's Italian name takes: il, lo, la, l', i. */
		[SHOW_THE] = { NP_("the card: il", "%s"),
		    NP_("the card: lo", "%s"), NP_("the card: la", "%s"),
		    NP_("the card: l'", "%s"), NP_("the card: i", "%s") },
		/* TRANSLATORS: "of" and the card: del, dello, della, dell',
		 * dei in Italian. */
		[SHOW_OF] = { NP_("of the card: il", "%s"),
		    NP_("of the card: lo", "%s"), NP_("of the card: la", "%s"),
		    NP_("of the card: l'", "%s"), NP_("of the card: i", "%s") },
		/* TRANSLATORS: "to" and the card: al, allo, alla, all', ai
		 * in Italian. */
		[SHOW_TO] = { NP_("to the card: il", "%s"),
		    NP_("to the card: lo", "%s"), NP_("to the card: la", "%s"),
		    NP_("to the card: l'", "%s"), NP_("to the card: i", "%s") },
		/* TRANSLATORS: "from" or "by" and the card: dal, dallo,
		 * dalla, dall', dai in Italian. */
		[SHOW_FROM] = { NP_("from the card: il", "%s"),
		    NP_("from the card: lo", "%s"),
		    NP_("from the card: la", "%s"),
		    NP_("from the card: l'", "%s"),
		    NP_("from the card: i", "%s") },
		/* TRANSLATORS: "with" and the card: con il, con lo, con la,
		 * con l', con i in Italian. */
		[SHOW_WITH] = { NP_("with the card: il", "%s"),
		    NP_("with the card: lo", "%s"),
		    NP_("with the card: la", "%s"),
		    NP_("with the card: l'", "%s"),
		    NP_("with the card: i", "%s") },
		/* TRANSLATORS: R6.10: "Muore" (it dies), the game's own
		 * word for a counting card the other side captures, with
		 * the card as its subject: "Muore la %s", and "Muoiono i
		 * %s" for a plural name (Gemelli, Pesci). */
		[SHOW_DIES] = { NP_("dies: il", "Muore %s"),
		    NP_("dies: lo", "Muore %s"), NP_("dies: la", "Muore %s"),
		    NP_("dies: l'", "Muore %s"),
		    NP_("dies: i", "Muore %s") },
	};
#undef NP_
	char	 card[96];

	show_card(c, card, sizeof(card));
	if ((int)role < 0 || role > SHOW_DIES)
		return splice("%s", card, buf, size);
	return splice(lang_pgettext(forms[role][article(c)],
	    role == SHOW_DIES ? "Muore %s" : "%s"), card, buf, size);
}

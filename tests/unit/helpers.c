/*
 * helpers.c -- building decks for deal tests.
 *
 * A neutral deck holds no card that could be robbed (R5.3) in positions
 * 0..62 and none that counts at the bottom, so a test changes only the
 * positions it cares about.  With a cut of 17 every card of the deal is
 * placed by position: 17..96 are the two rounds of ten (dealer's right
 * 17-26 and 57-66, opposite 27-36 and 67-76, left 37-46 and 77-86,
 * dealer 47-56 and 87-96), 0-2 the face-up 21st cards of the right,
 * opposite and left, 3 the dealer's 21st, 4-16 the folla (R5.4), and
 * robbing starts at 16 (R5.3).  Also the files and directories tests
 * make for themselves.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdio.h>
#include <stdlib.h>

#include "t.h"
#include "../../src/match/match.h"

/* A card from its notation; a typo in a test is fatal. */
mc_card
card(const char *s)
{
	mc_card	 c;

	if (mc_card_parse(s, strlen(s), &c) != MC_OK) {
		fprintf(stderr, "bad card in test: %s\n", s);
		exit(2);
	}
	return c;
}

void
deck_neutral(mc_card deck[MC_NCARDS])
{
	int	 c, lo = 0, hi = 63;

	for (c = 0; c < MC_NCARDS; c++) {
		if (mc_is_robbable((mc_card)c))
			deck[hi++] = (mc_card)c;
		else if (lo < 63)
			deck[lo++] = (mc_card)c;
		else
			deck[96] = (mc_card)c;
	}
}

/* Swaps the named card into position pos. */
void
deck_place(mc_card deck[MC_NCARDS], int pos, const char *s)
{
	mc_card	 c = card(s), t;
	int	 i;

	for (i = 0; deck[i] != c; i++)
		;
	t = deck[pos];
	deck[pos] = c;
	deck[i] = t;
}

/* The cards of a space-separated list, as a set; returns how many. */
int
cards_of(const char *list, struct mc_cards *set)
{
	char	 buf[512], *p;
	int	 n = 0;

	set->w[0] = set->w[1] = 0;
	snprintf(buf, sizeof(buf), "%s", list);
	for (p = strtok(buf, " "); p != NULL; p = strtok(NULL, " ")) {
		mc_cards_add(set, card(p));
		n++;
	}
	return n;
}

/*
 * A hand in play, from a neutral deal, with the given cards in each
 * seat's hand (the same number each: the tricks before are gone); leader
 * leads the next trick.  Nothing has been captured or marked.
 */
void
play_setup(struct mc_hand *h, unsigned variants, int leader, const char *s,
    const char *e, const char *n, const char *w)
{
	const char	*lists[MC_NSEATS] = { s, e, n, w };
	mc_card		 deck[MC_NCARDS];
	int		 seat, count = 0;

	deck_neutral(deck);
	if (mc_hand_init(h, variants, mc_seat_left(leader), deck, h->log) !=
	    MC_OK || mc_hand_cut(h, 17) != MC_OK) {
		fprintf(stderr, "play_setup: the neutral deal failed\n");
		exit(2);
	}
	for (seat = 0; seat < MC_NSEATS; seat++) {
		count = cards_of(lists[seat], &h->held[seat]);
		h->seen[seat] = h->held[seat];	/* each knows his own */
	}
	memset(&h->faceup, 0, sizeof(h->faceup));
	h->play.ntricks = (uint8_t)(21 - count);
	h->play.asked = 0xf;		/* declarations are over */
	h->play.fallen = 0;
	h->play.leader = h->play.turn = h->play.last_winner = (uint8_t)leader;
	h->phase = MC_PHASE_PLAY;
}

/* Plays a list of cards in turn; a refused one is fatal to the test. */
void
play_cards(struct mc_hand *h, const char *list)
{
	char		 buf[512], *p;
	enum mc_err	 e;

	snprintf(buf, sizeof(buf), "%s", list);
	for (p = strtok(buf, " "); p != NULL; p = strtok(NULL, " "))
		if ((e = mc_hand_play(h, card(p))) != MC_OK) {
			fprintf(stderr, "play_cards: %s: %s\n", p,
			    mc_strerror(e));
			exit(2);
		}
}

/* Renames card c by the permutation (hidden cards only). */
static mc_card
rename_card(const mc_card *perm, mc_card c)
{
	return c < MC_NCARDS ? perm[c] : c;
}

static void
rename_set(const mc_card *perm, struct mc_cards *set)
{
	struct mc_cards	 out = { { 0, 0 } };
	mc_card		 cards[MC_NCARDS];
	int		 n = mc_cards_list(set, cards), i;

	for (i = 0; i < n; i++)
		mc_cards_add(&out, perm[cards[i]]);
	*set = out;
}

/*
 * The same hand with the cards hidden from seat exchanged among
 * themselves everywhere they appear: other hands, discards, the folla,
 * the deck's order, the looks, what the other seats have seen.
 */
void
shuffle_hidden(const struct mc_hand *a, int seat, struct mc_rng *r,
    struct mc_hand *b)
{
	struct mc_view	 v;
	mc_card		 perm[MC_NCARDS], hidden[MC_NCARDS], to[MC_NCARDS];
	int		 n, i, s;

	mc_view_build(a, seat, &v);
	for (i = 0; i < MC_NCARDS; i++)
		perm[i] = (mc_card)i;
	n = mc_cards_list(&v.hidden, hidden);
	memcpy(to, hidden, (size_t)n);
	mc_shuffle(r, to, (size_t)n);
	for (i = 0; i < n; i++)
		perm[hidden[i]] = to[i];
	*b = *a;
	for (s = 0; s < MC_NSEATS; s++) {
		rename_set(perm, &b->held[s]);
		rename_set(perm, &b->discarded[s]);
		rename_set(perm, &b->seen[s]);
	}
	rename_set(perm, &b->faceup);
	for (i = 0; i < MC_NCARDS; i++)
		b->deck[i] = rename_card(perm, a->deck[i]);
	for (i = 0; i < b->nfolla; i++)
		b->folla[i] = rename_card(perm, a->folla[i]);
	for (i = 0; i < b->nlook; i++)
		b->look[i] = rename_card(perm, a->look[i]);
	for (i = 0; i < b->ngiven; i++)
		b->given[i] = rename_card(perm, a->given[i]);
}

/* Random hands stopped at random points, in every phase. */
bool
random_point(struct mc_hand *h, struct mc_rng *r, int i)
{
	mc_card	 deck[MC_NCARDS], cards[MC_NCARDS];
	int	 seat, n, stop = (int)mc_rng_below(r, 90);

	mc_deck_ordered(deck);
	mc_deck_shuffle(r, deck);
	if (mc_hand_init(h, (unsigned)i % 8, i % 4, deck, NULL) != MC_OK)
		return false;
	if (i % 10 == 0)
		return true;			/* before the cut */
	mc_hand_cut(h, mc_cut_random(r));
	while (h->phase == MC_PHASE_DISCARD && (i % 10 != 1 ||
	    mc_hand_to_act(h) == h->robber)) {
		if (i % 10 == 1 && h->phase == MC_PHASE_DISCARD)
			return true;		/* at the scarto */
		seat = mc_hand_to_act(h);
		n = mc_hand_cards(h, seat, cards);
		mc_shuffle(r, cards, (size_t)n);
		mc_hand_discard(h, seat, cards, h->owed[seat]);
	}
	while (h->phase == MC_PHASE_DISCARD) {
		seat = mc_hand_to_act(h);
		n = mc_hand_cards(h, seat, cards);
		mc_hand_discard(h, seat, cards, h->owed[seat]);
	}
	while (stop-- > 0 && h->phase != MC_PHASE_OVER) {
		if (h->phase == MC_PHASE_DECLARE)
			mc_hand_declare(h, h->play.turn, 1);
		else if (h->phase == MC_PHASE_FALL)
			mc_hand_fall(h, h->play.asking, stop & 1);
		else {
			n = (int)mc_hand_legal_plays(h, cards);
			mc_hand_play(h, cards[mc_rng_below(r, (uint32_t)n)]);
		}
	}
	return true;
}


/* How many events of a kind a log holds. */
int
log_count(const struct mc_log *log, enum mc_event_kind kind)
{
	size_t	 i;
	int	 n = 0;

	for (i = 0; i < log->n; i++)
		n += log->ev[i].kind == kind;
	return n;
}

/* The nth event of a kind in a log (from 0), or NULL. */
const struct mc_event *
log_find(const struct mc_log *log, enum mc_event_kind kind, int nth)
{
	size_t	 i;

	for (i = 0; i < log->n; i++)
		if (log->ev[i].kind == kind && nth-- == 0)
			return &log->ev[i];
	return NULL;
}

/* A test's directory removed with all it holds. */
void
remove_tree(const char *dir)
{
	char	 cmd[600];

	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	if (system(cmd) != 0)
		t_fail(__FILE__, __LINE__, "cannot remove %s", dir);
}

/* A fresh directory of the test's own, under /tmp. */
char *
temp_dir(char *buf, size_t size)
{
	snprintf(buf, size, "/tmp/minchiate-test-XXXXXX");
	return mkdtemp(buf);
}

/* A file holding text, made or replaced. */
void
write_text(const char *path, const char *text)
{
	FILE	*fp = fopen(path, "w");

	if (fp == NULL) {
		t_fail(__FILE__, __LINE__, "cannot write %s", path);
		return;
	}
	fputs(text, fp);
	fclose(fp);
}

/* Reads text as a record named x.rec; its first bad line's error, or "". */
const char *
record_error(const char *text)
{
	static struct match	 m;
	static struct load	 r;
	char			 line[256];
	const char		*p, *nl;

	match_init(&m);
	load_init(&r, &m, "x.rec");
	for (p = text; (nl = strchr(p, '\n')) != NULL; p = nl + 1) {
		snprintf(line, sizeof(line), "%.*s", (int)(nl - p), p);
		if (!load_line(&r, line))
			return r.error;
	}
	return "";
}

/*
 * tests/oracle/sicilia.c -- an independent rules oracle for Tarocchi
 * Siciliani (the four-player game of Mineo).
 *
 * Written from /work/shared/RULES-SICILIA.md (rules S0-S16) and from the
 * record format of minchiate(5) ("Records of Tarocchi Siciliani") and the
 * `result' line of minchiate(6) only: it shares no code and no reading of
 * the program's sources.  It reads one record of the game on standard
 * input, replays it by the rules, checks every decision, and prints for
 * every finished hand one line
 *
 *   result hand N contract C declarer S partner P points A B jochi X Y
 *          pay S:n E:n N:n W:n
 *
 * On a malformed or illegal line it prints `oracle: LINE: what is wrong'
 * on standard error and exits 1.
 *
 * The `expect' lines of the record are checked: `expect trick N S' against
 * the oracle's winner of trick N, `expect contract ...' against the
 * oracle's result.  By default a difference is fatal, like any other bad
 * line.  With -k the oracle reports every difference on standard error,
 * goes on, and exits 1 at the end if there was any.
 *
 * With -l the oracle accepts what --selfplay writes for long matches:
 * a `match' line beyond 400 hands and a record beyond 1 MiB, both refused
 * by minchiate(5) otherwise.
 *
 * With -s it prints on standard error how often the rarer rules came up.
 *
 * What it cannot check: a `seed' line is read but not compared with the
 * deck (that needs the program's own generator), so every hand needs its
 * `deck' line.  It is stricter than minchiate(5) says on a few header
 * points the page leaves open: one `variants' word, no `match' or `seat'
 * line twice, a level not in quotes.
 *
 * Readings of the rules where the text leaves room (see the report):
 *  - S10.3 "its holder's side" and "won at least one trick" are judged by
 *    the final sides: in a called game the secret partner's tricks count
 *    for the caller's side and the other way round;
 *  - S11.4f a pigliata is judged by the final sides too (a card taken
 *    from one's partner is none); the jocu goes to the taker's side;
 *  - S7.4 applies when the 18 cards hold fewer than three suit cards
 *    below the King: all of those go, the rest from T2-T15 and T0;
 *  - S8.1 the scommessa is asked (and must be answered) exactly when the
 *    declarer holds T20 and M after the scarto, whatever the contract.
 *
 * Build: cc -std=c11 -O2 -o oracle tests/oracle/sicilia.c
 * Usage: oracle [-k] [-l] [-s] < record
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Seats (S0.1, S0.2): S -> E -> N -> W -> S, a seat's right the next. */

enum { NSEATS = 4 };
static const char SEAT_LETTER[NSEATS] = { 'S', 'E', 'N', 'W' };

static int right_of(int seat) { return (seat + 1) % NSEATS; }

static int parse_seat(const char *w)
{
	if (w[0] != '\0' && w[1] == '\0')
		for (int i = 0; i < NSEATS; i++)
			if (w[0] == SEAT_LETTER[i])
				return i;
	return -1;
}

/* ------------------------------------------------------------------ */
/* Cards (S0.3, S1).  Ids: 0..20 the trumps T0..T20, 21 the Fuggitivo,
 * 22..62 the suit cards, suit by suit (c, d, s, b), highest first.      */

enum { NCARDS = 63, FOOL = 21, GIOVE = 20, PICCIOTTI = 1 };
typedef uint64_t set_t;              /* a set of cards, bit i = card i */
#define BIT(c) ((set_t)1 << (c))

static char card_name[NCARDS][4];
static int card_suit[NCARDS];        /* 0..3 for suit cards, -1 otherwise */
static int card_rank[NCARDS];        /* strength: higher beats lower   */
static int card_value[NCARDS];       /* S2.1; 0 for a blank (S2.2)     */

static const char SUIT_LETTER[4] = { 'c', 'd', 's', 'b' };

static void init_cards(void)
{
	static const char *ranks[] = { "R", "D", "C", "F", "10", "9",
				       "8", "7", "6", "5", "4" };
	static const int court_value[] = { 5, 4, 3, 2 };
	int id = 0;

	for (int t = 0; t <= 20; t++, id++) {
		snprintf(card_name[id], sizeof card_name[id], "T%d", t);
		card_suit[id] = -1;
		card_rank[id] = t;
		card_value[id] = (t == 20 || t == 1) ? 10
				 : (t >= 16 && t <= 19) ? 5 : 0;
	}
	snprintf(card_name[id], sizeof card_name[id], "M");
	card_suit[id] = -1;
	card_rank[id] = -1;
	card_value[id] = 10;
	id++;
	for (int s = 0; s < 4; s++) {
		int n = (s == 1) ? 11 : 10; /* 4d only in denari (S1.2) */
		for (int r = 0; r < n; r++, id++) {
			snprintf(card_name[id], sizeof card_name[id], "%s%c",
				 ranks[r], SUIT_LETTER[s]);
			card_suit[id] = s;
			card_rank[id] = 20 - r;
			card_value[id] = r < 4 ? court_value[r] : 0;
		}
	}
	if (id != NCARDS) {
		fprintf(stderr, "oracle: internal: %d cards\n", id);
		exit(2);
	}
}

static int parse_card(const char *w)
{
	for (int c = 0; c < NCARDS; c++)
		if (strcmp(w, card_name[c]) == 0)
			return c;
	return -1;
}

static int is_trump(int c) { return c <= 20; }
static int is_suit(int c) { return c > FOOL; }
static int is_king(int c) { return is_suit(c) && card_rank[c] == 20; }
static int is_counting(int c) { return card_value[c] > 0; }

static int popcount(set_t s)
{
	int n = 0;
	for (; s; s &= s - 1)
		n++;
	return n;
}

/* S2.4: P = V - k + floor((n + 1) / 3). */
static int pile_points(set_t pile)
{
	int n = 0, k = 0, v = 0;
	for (int c = 0; c < NCARDS; c++)
		if (pile & BIT(c)) {
			n++;
			if (is_counting(c)) {
				k++;
				v += card_value[c];
			}
		}
	return v - k + (n + 1) / 3;
}

/* ------------------------------------------------------------------ */
/* Diagnostics. */

static long line_no;
static int keep_going;          /* -k */
static int long_ok;             /* -l */
static int expect_failures;
static int stats;               /* -s */

/* Coverage counters, printed on standard error with -s. */
static struct {
	long contract[7], scommessa, scommessa_won, rivanto, rivanto_won;
	long short_scarto, fool_led_15, fool_lost, fool_in_last;
	long pigliate, four_kings, four_arie, five_arie, level, forced_low;
	long rimatura_decl, vanto_decl;
} cov;

_Noreturn static void fail(const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "oracle: %ld: ", line_no);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

/* ------------------------------------------------------------------ */
/* Words of a line (minchiate(5)): separated by spaces or tabs, a quoted
 * name one word, a word beginning with '#' starts a comment.           */

enum { MAXWORDS = 80 };
static char *words[MAXWORDS];
static int quoted[MAXWORDS];
static int nwords;

static void split_words(char *p)
{
	nwords = 0;
	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0' || *p == '#')
			return;
		if (nwords == MAXWORDS)
			fail("too many words on one line");
		if (*p == '"') {
			char *q = strchr(p + 1, '"');
			if (!q)
				fail("a double quote without its end");
			quoted[nwords] = 1;
			words[nwords++] = p + 1;
			*q = '\0';
			p = q + 1;
			if (*p != '\0' && *p != ' ' && *p != '\t')
				fail("characters after a quoted name");
			continue;
		}
		quoted[nwords] = 0;
		words[nwords++] = p;
		while (*p != '\0' && *p != ' ' && *p != '\t')
			p++;
		if (*p != '\0')
			*p++ = '\0';
	}
}

/* A decimal number, digits only, at most max. */
static int parse_number(const char *w, unsigned long long max,
			unsigned long long *out)
{
	unsigned long long v = 0;
	if (*w == '\0')
		return 0;
	for (; *w; w++) {
		if (*w < '0' || *w > '9')
			return 0;
		unsigned d = (unsigned)(*w - '0');
		if (v > (max - d) / 10)
			return 0;
		v = v * 10 + d;
	}
	*out = v;
	return 1;
}

/* ------------------------------------------------------------------ */
/* The match and the hand. */

enum phase {
	P_NEED_DECK,    /* after `hand': seed, deck              */
	P_NEED_CUT,     /* deck known: cut                       */
	P_BID1,         /* auction round 1, on five cards (S5.1) */
	P_BID2,         /* auction round 2 (S5.3)                */
	P_SCARTO,       /* S7                                    */
	P_SCOMMESSA,    /* S8.1                                  */
	P_RIVANTO,      /* S8.2, S8.3                            */
	P_PLAY,         /* S9, S10                               */
	P_OVER          /* played out or thrown in               */
};

enum contract { C_NONE, C_SOLO, C_STATA, C_CALL, C_FORCED_CALL,
		C_FORCED_SOLO, C_THROWN };
static const char *CONTRACT_NAME[] = { "?", "solo", "stata", "call",
				       "forced-call", "forced-solo",
				       "thrown-in" };

static struct {
	int header_done;    /* saw `game sicilia' */
	int have_variants, have_match, seat_seen[NSEATS];
	int redeal;         /* V1 */
	unsigned long long length;
	int hands;          /* hands begun */
	int last_dealer;
} match;

static struct {
	enum phase phase;
	int number, dealer;
	int have_seed, have_deck;
	int deck[NCARDS];
	set_t hand[NSEATS];     /* what each seat holds now */
	set_t monte, scarto;
	int turn;               /* whose decision is due      */
	int spoken;             /* bids said in this round    */
	int caller;             /* round-2 caller or -1       */
	enum contract contract;
	int declarer, partner;  /* -1 for none               */
	int called;             /* the called card or -1      */
	int scommessa;          /* declared                   */
	int rivanto_asked, rivanto;  /* rivanto: seat or -1   */
	/* play */
	int trick;              /* 1..15, the trick being played */
	int leader;
	int tcard[NSEATS], tseat[NSEATS], tn;
	int winner[16];         /* winner of trick i          */
	set_t won[NSEATS];      /* cards each seat has won    */
	int played_by[NCARDS];  /* the seat that played card  */
	int taken_by[NCARDS];   /* the winner of its trick    */
	int fool_holder, fool_trick;
	/* result */
	char result[256];       /* from `contract' on          */
} h;

static int seat_of_card(int c)
{
	for (int s = 0; s < NSEATS; s++)
		if (h.hand[s] & BIT(c))
			return s;
	return -1;
}

static int in_declarer_side(int seat)
{
	return seat == h.declarer || (h.partner >= 0 && seat == h.partner);
}

/* S6.1 / S6.4: the highest trump not in the given set. */
static int highest_trump_not_in(set_t s)
{
	for (int t = 20; t >= 0; t--)
		if (!(s & BIT(t)))
			return t;
	return -1;
}

/* ------------------------------------------------------------------ */
/* The end of the hand (S10.3, S11, S12). */

static void finish_result(int pts_d, int pts_o, int j_d, int j_o,
			  const int pay[NSEATS])
{
	char pd[2] = { '-', 0 }, pp[2] = { '-', 0 };
	if (h.declarer >= 0)
		pd[0] = SEAT_LETTER[h.declarer];
	if (h.partner >= 0)
		pp[0] = SEAT_LETTER[h.partner];
	snprintf(h.result, sizeof h.result,
		 "contract %s declarer %s partner %s points %d %d jochi %d %d"
		 " pay S:%d E:%d N:%d W:%d",
		 CONTRACT_NAME[h.contract], pd, pp, pts_d, pts_o, j_d, j_o,
		 pay[0], pay[1], pay[2], pay[3]);
	cov.contract[h.contract]++;
	printf("result hand %d %s\n", h.number, h.result);
	fflush(stdout);
	h.phase = P_OVER;
}

static void throw_in(void)
{
	static const int zero[NSEATS] = { 0, 0, 0, 0 };
	h.contract = C_THROWN;
	h.declarer = h.partner = -1;
	finish_result(0, 0, 0, 0, zero);
}

static void score_hand(void)
{
	set_t side[2] = { 0, 0 };      /* 0 declarer's side, 1 opponents */
	int tricks[2] = { 0, 0 };
	int jochi[2] = { 0, 0 };
	int last = h.winner[15];
	int lastside = in_declarer_side(last) ? 0 : 1;

	for (int s = 0; s < NSEATS; s++)
		side[in_declarer_side(s) ? 0 : 1] |= h.won[s];
	for (int t = 1; t <= 15; t++)
		tricks[in_declarer_side(h.winner[t]) ? 0 : 1]++;
	side[0] |= h.scarto;                          /* S7.2, S11.2 */

	/* S10.3: the Fuggitivo's side. */
	{
		int hs = in_declarer_side(h.fool_holder) ? 0 : 1;
		if (tricks[hs] > 0) {
			side[hs] |= BIT(FOOL);
		} else {
			side[in_declarer_side(h.winner[h.fool_trick]) ? 0 : 1]
				|= BIT(FOOL);
			cov.fool_lost++;
		}
		if (h.fool_trick == 15)
			cov.fool_in_last++;
	}

	if ((side[0] & side[1]) != 0 ||
	    (side[0] | side[1]) != (BIT(NCARDS) - 1)) {
		fprintf(stderr, "oracle: %ld: hand %d: the sides' cards are "
			"not the 63 cards (S11.2)\n", line_no, h.number);
		exit(1);
	}

	int pts[2];
	for (int i = 0; i < 2; i++)
		pts[i] = pile_points(side[i]) + (i == lastside ? 5 : 0);
	if (pts[0] + pts[1] != 109) {
		fprintf(stderr, "oracle: %ld: hand %d: card points %d + %d "
			"are not 109 (S2.6)\n", line_no, h.number, pts[0],
			pts[1]);
		exit(1);
	}

	/* S11.4 */
	for (int i = 0; i < 2; i++) {
		set_t kings = 0, arie4 = BIT(16) | BIT(17) | BIT(18) | BIT(19);
		for (int c = 0; c < NCARDS; c++)
			if (is_king(c))
				kings |= BIT(c);
		if (pts[i] >= 55)
			jochi[i]++;                           /* (a) */
		if (i == lastside)
			jochi[i]++;                           /* (b) */
		if ((side[i] & kings) == kings) {             /* (c) */
			jochi[i]++;
			cov.four_kings++;
		}
		if ((side[i] & arie4) == arie4) {             /* (d) */
			jochi[i]++;
			cov.four_arie++;
			if (side[i] & BIT(GIOVE)) {           /* (e) */
				jochi[i]++;
				cov.five_arie++;
			}
		}
	}
	{                                                     /* (f) */
		static const int pig[] = { 16, 17, 18, 19, PICCIOTTI };
		for (size_t i = 0; i < sizeof pig / sizeof pig[0]; i++) {
			int c = pig[i];
			int by = h.played_by[c], taker = h.taken_by[c];
			if (by < 0 || taker < 0)
				continue;     /* not played (cannot happen) */
			int sb = in_declarer_side(by) ? 0 : 1;
			int st = in_declarer_side(taker) ? 0 : 1;
			if (sb != st) {
				jochi[st]++;
				cov.pigliate++;
			}
		}
	}
	if (h.scommessa) {                                    /* (g) */
		set_t need = BIT(GIOVE) | BIT(PICCIOTTI) | BIT(FOOL);
		jochi[(side[0] & need) == need ? 0 : 1]++;
		cov.scommessa++;
		cov.scommessa_won += (side[0] & need) == need;
	}
	if (h.rivanto >= 0) {                                 /* (h) */
		jochi[lastside == 1 ? 1 : 0]++;
		cov.rivanto++;
		cov.rivanto_won += lastside == 1;
	}
	cov.rimatura_decl += pts[0] >= 55;
	cov.vanto_decl += lastside == 0;
	cov.level += jochi[0] == jochi[1];

	/* S11.6, S12 */
	int d = jochi[0] - jochi[1];     /* > 0: the declarer's side wins */
	int pay[NSEATS];
	for (int s = 0; s < NSEATS; s++) {
		int mine = in_declarer_side(s) ? d : -d;
		switch (h.contract) {
		case C_CALL:
		case C_FORCED_CALL:
			pay[s] = mine;
			break;
		case C_SOLO:
		case C_FORCED_SOLO:
			pay[s] = s == h.declarer ? 3 * d : -d;
			break;
		case C_STATA:
			pay[s] = s == h.declarer ? 6 * d : -2 * d;
			break;
		default:
			fprintf(stderr, "oracle: internal: contract\n");
			exit(2);
		}
	}
	if (pay[0] + pay[1] + pay[2] + pay[3] != 0) {
		fprintf(stderr, "oracle: %ld: hand %d: the payments do not "
			"add up to 0 (S12.4)\n", line_no, h.number);
		exit(1);
	}
	finish_result(pts[0], pts[1], jochi[0], jochi[1], pay);
}

/* ------------------------------------------------------------------ */
/* Decisions. */

static const char *phase_wants(void)
{
	switch (h.phase) {
	case P_NEED_DECK: return "a deck line";
	case P_NEED_CUT: return "the cut";
	case P_BID1: case P_BID2: return "a bid";
	case P_SCARTO: return "the scarto";
	case P_SCOMMESSA: return "the scommessa";
	case P_RIVANTO: return "a rivanto answer";
	case P_PLAY: return "a card";
	case P_OVER: return "the next hand";
	}
	return "?";
}

static void want(enum phase p, const char *what)
{
	if (h.phase != p)
		fail("%s: the hand waits for %s", what, phase_wants());
}

static int want_seat(const char *w)
{
	int s = parse_seat(w);
	if (s < 0)
		fail("%s: not a seat", w);
	if (s != h.turn)
		fail("%s %s: it is %c's turn", words[0], w,
		     SEAT_LETTER[h.turn]);
	return s;
}

static void do_cut(void)
{
	unsigned long long n;
	want(P_NEED_CUT, "cut");
	if (nwords != 2 || !parse_number(words[1], 1000, &n))
		fail("cut: expected 'cut NUMBER'");
	if (n < 5 || n > 58)
		fail("cut %llu: the cut lifts 5 to 58 cards (S4.2)", n);
	/* The pack after the cut: deck n+1..63, then deck 1..n. */
	int pack[NCARDS];
	for (int i = 0; i < NCARDS; i++)
		pack[i] = h.deck[(i + (int)n) % NCARDS];
	/* S4.3, S4.5: three rounds, a packet of 5 to each from the
	 * dealer's right, the dealer last; the last 3 are the monte.  */
	for (int r = 0; r < 3; r++)
		for (int i = 0; i < NSEATS; i++) {
			int seat = (h.dealer + 1 + i) % NSEATS;
			for (int j = 0; j < 5; j++)
				h.hand[seat] |= BIT(pack[r * 20 + i * 5 + j]);
		}
	for (int j = 60; j < 63; j++)
		h.monte |= BIT(pack[j]);
	h.phase = P_BID1;
	h.turn = right_of(h.dealer);
	h.spoken = 0;
}

static void start_scarto(void)
{
	h.hand[h.declarer] |= h.monte;                 /* S7.1 */
	h.phase = P_SCARTO;
	h.turn = h.declarer;
}

static void do_bid(void)
{
	if (h.phase != P_BID1 && h.phase != P_BID2)
		want(P_BID1, "bid");
	if (nwords != 3)
		fail("bid: expected 'bid SEAT pass|call|solo'");
	int s = want_seat(words[1]);
	const char *b = words[2];

	if (h.phase == P_BID1) {                       /* S5.1 */
		if (strcmp(b, "solo") == 0) {
			h.contract = C_STATA;
			h.declarer = s;
			h.partner = -1;
			start_scarto();
			return;
		}
		if (strcmp(b, "pass") != 0)
			fail("bid %s %s: only pass or solo in the first round "
			     "(S5.1)", words[1], b);
		h.turn = right_of(h.turn);
		if (++h.spoken == 4) {                 /* S5.2 */
			h.phase = P_BID2;
			h.spoken = 0;
			h.turn = right_of(h.dealer);
		}
		return;
	}

	/* Round 2 (S5.3) */
	if (strcmp(b, "solo") == 0) {
		h.contract = C_SOLO;
		h.declarer = s;
		h.partner = -1;
		start_scarto();
		return;
	}
	if (strcmp(b, "call") == 0) {
		if (h.caller >= 0)
			fail("bid %s call: %c has called already (S5.3)",
			     words[1], SEAT_LETTER[h.caller]);
		h.caller = s;
	} else if (strcmp(b, "pass") != 0) {
		fail("bid %s %s: not a bid (pass, call or solo)", words[1], b);
	}
	h.turn = right_of(h.turn);
	if (++h.spoken < 4)
		return;

	/* S5.5: the end of round 2 */
	if (h.caller >= 0) {
		h.declarer = h.caller;
		h.called = highest_trump_not_in(h.hand[h.caller]);  /* S6.1 */
		if (h.monte & BIT(h.called)) {                      /* S6.3 */
			h.contract = C_FORCED_SOLO;
			h.partner = -1;
		} else {
			h.contract = C_CALL;
			h.partner = seat_of_card(h.called);
		}
		start_scarto();
		return;
	}
	if (match.redeal || (h.monte & BIT(GIOVE))) {  /* V1, S6.5 */
		throw_in();
		return;
	}
	h.contract = C_FORCED_CALL;                    /* S6.4 */
	h.declarer = seat_of_card(GIOVE);
	h.partner = -1;     /* known after the scarto */
	start_scarto();
}

static void after_commitments_start_rivanto(void)
{
	h.phase = P_RIVANTO;
	h.rivanto_asked = 0;
	h.turn = right_of(h.declarer);
}

static void start_play(void)
{
	h.phase = P_PLAY;
	h.trick = 1;
	h.leader = right_of(h.declarer);               /* S9.1 */
	h.turn = h.leader;
	h.tn = 0;
}

static void do_scarto(void)
{
	want(P_SCARTO, "scarto");
	if (nwords != 5)
		fail("scarto: expected 'scarto SEAT CARD CARD CARD'");
	int s = want_seat(words[1]);
	set_t sc = 0;
	for (int i = 2; i < 5; i++) {
		int c = parse_card(words[i]);
		if (c < 0)
			fail("%s: not a card of the Sicilian pack (S0.3, S1)",
			     words[i]);
		if (sc & BIT(c))
			fail("scarto: %s twice", words[i]);
		if (!(h.hand[s] & BIT(c)))
			fail("scarto: %c does not hold %s", SEAT_LETTER[s],
			     words[i]);
		sc |= BIT(c);
	}
	/* S7.3, S7.4 */
	set_t plain = 0;       /* suit cards other than Kings */
	for (int c = 0; c < NCARDS; c++)
		if ((h.hand[s] & BIT(c)) && is_suit(c) && !is_king(c))
			plain |= BIT(c);
	if (popcount(plain) >= 3) {
		if ((sc & plain) != sc)
			fail("scarto: no trump, King or Fuggitivo in the scarto "
			     "(S7.3)");
	} else {
		cov.short_scarto++;
		if ((sc & plain) != plain)
			fail("scarto: with fewer than three suit cards below "
			     "the King, all of them must be laid (S7.4)");
		for (int c = 0; c < NCARDS; c++)
			if ((sc & BIT(c)) && !(plain & BIT(c)) &&
			    !(is_trump(c) && c != PICCIOTTI && c < 16))
				fail("scarto: %s: only T2-T15 or T0 may make up "
				     "the scarto (S7.4)", card_name[c]);
	}
	h.hand[s] &= ~sc;
	h.scarto = sc;

	if (h.contract == C_FORCED_CALL) {             /* S6.4 */
		h.called = highest_trump_not_in(h.hand[s] | sc);
		h.partner = seat_of_card(h.called);
		cov.forced_low += (sc & (BIT(21) - 1)) != 0;
		if (h.partner < 0 || h.partner == s) {
			fprintf(stderr, "oracle: internal: forced call\n");
			exit(2);
		}
	}
	/* S8.1 */
	if ((h.hand[s] & BIT(GIOVE)) && (h.hand[s] & BIT(FOOL))) {
		h.phase = P_SCOMMESSA;
		h.turn = s;
	} else {
		after_commitments_start_rivanto();
	}
}

static int yes_no(const char *w)
{
	if (strcmp(w, "yes") == 0)
		return 1;
	if (strcmp(w, "no") == 0)
		return 0;
	fail("%s %s: expected yes or no", words[0], w);
}

static void do_scommessa(void)
{
	want(P_SCOMMESSA, "scommessa");
	if (nwords != 3)
		fail("scommessa: expected 'scommessa SEAT yes|no'");
	want_seat(words[1]);
	h.scommessa = yes_no(words[2]);
	after_commitments_start_rivanto();
}

static void do_rivanto(void)
{
	want(P_RIVANTO, "rivanto");
	if (nwords != 3)
		fail("rivanto: expected 'rivanto SEAT yes|no'");
	int s = want_seat(words[1]);
	int y = yes_no(words[2]);
	if (y && s == h.partner)
		fail("rivanto %s yes: the partner may only say no (S8.3)",
		     words[1]);
	if (y) {                                       /* S8.2 */
		h.rivanto = s;
		start_play();
		return;
	}
	h.turn = right_of(s);
	if (++h.rivanto_asked == 3)
		start_play();
}

/* S9.2-S9.4, S10.1, S10.2 */
static void check_legal(int s, int c)
{
	set_t hs = h.hand[s];
	int lead = -1;                       /* the card that leads */
	for (int i = 0; i < h.tn; i++)
		if (h.tcard[i] != FOOL) {
			lead = h.tcard[i];
			break;
		}
	if (c == FOOL) {
		cov.fool_led_15 += h.tn == 0 && h.trick == 15;
		if (h.tn == 0 && h.trick < 15)
			fail("play %c M: the Fuggitivo may not lead before the "
			     "15th trick (S10.2)", SEAT_LETTER[s]);
		return;                      /* S9.4 */
	}
	if (lead < 0)
		return;                      /* he leads: any card */
	set_t trumps = hs & (BIT(21) - 1);
	if (is_trump(lead)) {
		if (trumps && !is_trump(c))
			fail("play %c %s: must play a trump to a trump lead "
			     "(S9.3)", SEAT_LETTER[s], card_name[c]);
		return;
	}
	set_t follow = 0;
	for (int x = 0; x < NCARDS; x++)
		if ((hs & BIT(x)) && card_suit[x] == card_suit[lead])
			follow |= BIT(x);
	if (follow) {
		if (card_suit[c] != card_suit[lead])
			fail("play %c %s: must follow the suit led (S9.2)",
			     SEAT_LETTER[s], card_name[c]);
		return;
	}
	if (trumps && !is_trump(c))
		fail("play %c %s: must play a trump when void in the suit "
		     "led (S9.2)", SEAT_LETTER[s], card_name[c]);
}

static void end_trick(void)
{
	int lead = -1, best = -1, bestseat = -1;
	for (int i = 0; i < h.tn; i++)
		if (h.tcard[i] != FOOL) {
			lead = h.tcard[i];
			break;
		}
	for (int i = 0; i < h.tn; i++) {                /* S9.5 */
		int c = h.tcard[i];
		if (c == FOOL)
			continue;
		int better;
		if (best < 0)
			better = 1;
		else if (is_trump(c))
			better = !is_trump(best) || card_rank[c] > card_rank[best];
		else
			better = !is_trump(best) &&
				 card_suit[c] == card_suit[lead] &&
				 card_rank[c] > card_rank[best];
		if (better) {
			best = c;
			bestseat = h.tseat[i];
		}
	}
	if (best < 0 || (!is_trump(best) &&
			 card_suit[best] != card_suit[lead])) {
		fprintf(stderr, "oracle: internal: trick\n");
		exit(2);
	}
	h.winner[h.trick] = bestseat;
	for (int i = 0; i < h.tn; i++) {
		int c = h.tcard[i];
		if (c == FOOL) {
			h.fool_trick = h.trick;
			continue;
		}
		h.won[bestseat] |= BIT(c);                  /* S9.6 */
		h.taken_by[c] = bestseat;
	}
	h.leader = bestseat;
	h.turn = bestseat;
	h.tn = 0;
	if (++h.trick > 15)
		score_hand();
}

static void do_play(void)
{
	want(P_PLAY, "play");
	if (nwords != 3)
		fail("play: expected 'play SEAT CARD'");
	int s = want_seat(words[1]);
	int c = parse_card(words[2]);
	if (c < 0)
		fail("%s: not a card of the Sicilian pack (S0.3, S1)", words[2]);
	if (!(h.hand[s] & BIT(c)))
		fail("play %s %s: %s does not hold that card", words[1],
		     words[2], words[1]);
	check_legal(s, c);
	h.hand[s] &= ~BIT(c);
	h.tcard[h.tn] = c;
	h.tseat[h.tn] = s;
	h.tn++;
	h.played_by[c] = s;
	if (c == FOOL)
		h.fool_holder = s;
	h.turn = right_of(s);
	if (h.tn == 4)
		end_trick();
}

/* ------------------------------------------------------------------ */
/* expect lines */

static void expect_differs(const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "oracle: %ld: ", line_no);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	if (!keep_going)
		exit(1);
	expect_failures++;
}

static void do_expect(void)
{
	if (nwords < 2)
		fail("expect: expected 'expect trick ...' or "
		     "'expect contract ...'");
	if (match.hands == 0)
		fail("expect: before the first hand");
	if (strcmp(words[1], "trick") == 0) {
		unsigned long long n;
		int s;
		if (nwords != 4 || !parse_number(words[2], 15, &n) || n < 1 ||
		    (s = parse_seat(words[3])) < 0)
			fail("expect: expected 'expect trick NUMBER SEAT'");
		int done = h.phase == P_OVER ? (h.contract == C_THROWN ? 0 : 15)
			 : h.phase == P_PLAY ? h.trick - 1 : 0;
		if ((int)n > done)
			fail("expect trick %llu: that trick has not been "
			     "played", n);
		if (h.winner[n] != s)
			expect_differs("expect trick %llu %c: the oracle has "
				       "it won by %c", n, SEAT_LETTER[s],
				       SEAT_LETTER[h.winner[n]]);
		return;
	}
	if (strcmp(words[1], "contract") == 0) {
		if (h.phase != P_OVER)
			fail("expect contract: the hand is not over");
		char buf[512];
		size_t len = 0;
		buf[0] = '\0';
		for (int i = 1; i < nwords; i++) {
			int m = snprintf(buf + len, sizeof buf - len, "%s%s",
					 i > 1 ? " " : "", words[i]);
			if (m < 0 || (size_t)m >= sizeof buf - len)
				fail("expect contract: line too long");
			len += (size_t)m;
		}
		if (strcmp(buf, h.result) != 0)
			expect_differs("expect: the record says '%s', the "
				       "oracle '%s'", buf, h.result);
		return;
	}
	fail("expect %s: not an expect line of this game", words[1]);
}

/* ------------------------------------------------------------------ */
/* The header and the hand lines */

static void do_header_line(void)
{
	const char *w = words[0];
	if (match.hands > 0)
		fail("%s: header lines come before the first hand", w);
	if (strcmp(w, "variants") == 0) {
		if (match.have_variants)
			fail("variants: given twice");
		if (nwords != 2)
			fail("variants: expected 'variants none' or "
			     "'variants redeal'");
		if (strcmp(words[1], "redeal") == 0)
			match.redeal = 1;
		else if (strcmp(words[1], "none") != 0)
			fail("variants %s: not a variant of this game",
			     words[1]);
		match.have_variants = 1;
	} else if (strcmp(w, "match") == 0) {
		unsigned long long n;
		if (match.have_match)
			fail("match: given twice");
		if (nwords != 2 || !parse_number(words[1], 1000000000ULL, &n))
			fail("match: expected 'match NUMBER'");
		if (!(n == 1 || (n > 0 && n % 4 == 0)))
			fail("match %llu: a match is 1 hand or a multiple of 4 "
			     "(S3.3)", n);
		if (n > 400 && !long_ok)
			fail("match %llu: at most 400 hands (minchiate(5); "
			     "-l lets it through)", n);
		match.length = n;
		match.have_match = 1;
	} else if (strcmp(w, "seat") == 0) {
		int s;
		if (nwords < 3 || (s = parse_seat(words[1])) < 0 || quoted[1])
			fail("seat: expected 'seat SEAT human [\"NAME\"]' or "
			     "'seat SEAT bot LEVEL [\"NAME\"]'");
		int i = 2;
		if (strcmp(words[2], "human") == 0) {
			i = 3;
		} else if (strcmp(words[2], "bot") == 0 && nwords >= 4 &&
			   !quoted[3]) {
			const char *l = words[3];
			size_t n = strlen(l);
			if (n == 0 || n > 15 || strspn(l,
			    "abcdefghijklmnopqrstuvwxyz0123456789-") != n)
				fail("seat %s: level \"%s\": a level is a word "
				     "such as easy or hard", words[1], l);
			i = 4;
		} else {
			fail("seat: expected 'seat SEAT human [\"NAME\"]' or "
			     "'seat SEAT bot LEVEL [\"NAME\"]'");
		}
		if (nwords > i + 1 || (nwords == i + 1 && !quoted[i]))
			fail("seat: expected 'seat SEAT human [\"NAME\"]' or "
			     "'seat SEAT bot LEVEL [\"NAME\"]'");
		if (nwords == i + 1) {
			size_t n = strlen(words[i]);
			if (n < 1 || n > 31)
				fail("seat %s: a name has 1 to 31 bytes",
				     words[1]);
			for (const unsigned char *p =
			     (const unsigned char *)words[i]; *p; p++)
				if (*p < 0x20 || *p == 0x7f)
					fail("seat %s: no control characters "
					     "in a name", words[1]);
		}
		if (match.seat_seen[s])
			fail("seat %s: given twice", words[1]);
		match.seat_seen[s] = 1;
	} else {
		fail("%s: not a line of a record of Tarocchi Siciliani", w);
	}
}

static void do_hand(void)
{
	unsigned long long n;
	int d;
	if (nwords != 4 || !parse_number(words[1], 1000000000ULL, &n) ||
	    strcmp(words[2], "dealer") != 0 || (d = parse_seat(words[3])) < 0)
		fail("hand: expected 'hand NUMBER dealer SEAT'");
	if (match.hands > 0 && h.phase != P_OVER)
		fail("hand %llu: hand %d is not over", n, h.number);
	if (n != (unsigned long long)match.hands + 1)
		fail("hand %llu: hand %d comes next", n, match.hands + 1);
	if (n > match.length)
		fail("hand %llu: the match has %llu hands", n, match.length);
	if (match.hands > 0 && d != right_of(match.last_dealer))
		fail("hand %llu: %c deals it, the deal passing to the right "
		     "(S3.2)", n, SEAT_LETTER[right_of(match.last_dealer)]);
	memset(&h, 0, sizeof h);
	h.phase = P_NEED_DECK;
	h.number = (int)n;
	h.dealer = d;
	h.caller = h.declarer = h.partner = h.called = -1;
	h.rivanto = -1;
	h.fool_holder = h.fool_trick = -1;
	for (int c = 0; c < NCARDS; c++)
		h.played_by[c] = h.taken_by[c] = -1;
	for (int t = 0; t < 16; t++)
		h.winner[t] = -1;
	match.hands++;
	match.last_dealer = d;
}

static void do_seed(void)
{
	unsigned long long v;
	if (h.phase != P_NEED_DECK || h.have_deck)
		fail("seed: only once, after the hand line and before the deck");
	if (h.have_seed)
		fail("seed: given twice");
	if (nwords != 2 || !parse_number(words[1], UINT64_MAX, &v))
		fail("seed: expected 'seed NUMBER', 0 to 2^64-1");
	h.have_seed = 1;
}

static void do_deck(void)
{
	if (match.hands == 0 || h.phase != P_NEED_DECK)
		fail("deck: once, after the hand line and before the first "
		     "decision");
	if (nwords != NCARDS + 1)
		fail("deck: %d cards; a deck holds 63 (S1.1)", nwords - 1);
	set_t seen = 0;
	for (int i = 0; i < NCARDS; i++) {
		int c = parse_card(words[i + 1]);
		if (c < 0)
			fail("%s: not a card of the Sicilian pack (S0.3, S1)",
			     words[i + 1]);
		if (seen & BIT(c))
			fail("deck: %s twice (S1.1)", words[i + 1]);
		seen |= BIT(c);
		h.deck[i] = c;
	}
	h.have_deck = 1;
	h.phase = P_NEED_CUT;
}

static void do_line(void)
{
	const char *w = words[0];
	if (strcmp(w, "minchiate-record") == 0)
		fail("minchiate-record: a file holds one record of this game");
	if (strcmp(w, "game") == 0)
		fail("game: the game line comes first, once");
	if (strcmp(w, "hand") == 0) {
		do_hand();
		return;
	}
	if (strcmp(w, "variants") == 0 || strcmp(w, "match") == 0 ||
	    strcmp(w, "seat") == 0) {
		do_header_line();
		return;
	}
	if (strcmp(w, "expect") == 0) {
		do_expect();
		return;
	}
	if (match.hands == 0)
		fail("%s: before the first hand line", w);
	if (strcmp(w, "seed") == 0)
		do_seed();
	else if (strcmp(w, "deck") == 0)
		do_deck();
	else if (h.phase == P_NEED_DECK)
		fail("%s: the hand needs its deck line first (the oracle "
		     "cannot make the program's shuffle)", w);
	else if (strcmp(w, "cut") == 0)
		do_cut();
	else if (strcmp(w, "bid") == 0)
		do_bid();
	else if (strcmp(w, "scarto") == 0)
		do_scarto();
	else if (strcmp(w, "scommessa") == 0)
		do_scommessa();
	else if (strcmp(w, "rivanto") == 0)
		do_rivanto();
	else if (strcmp(w, "play") == 0)
		do_play();
	else
		fail("%s: not a line of a record of Tarocchi Siciliani", w);
}

/* ------------------------------------------------------------------ */

static char *read_line(FILE *f, size_t *total)
{
	static char *buf;
	static size_t cap;
	size_t len = 0;
	int ch;

	while ((ch = getc(f)) != EOF) {
		(*total)++;
		if (len + 2 > cap) {
			cap = cap ? cap * 2 : 256;
			buf = realloc(buf, cap);
			if (!buf) {
				fprintf(stderr, "oracle: out of memory\n");
				exit(2);
			}
		}
		if (ch == '\n')
			break;
		if (ch == '\0') {
			line_no++;
			fail("a NUL byte in the line");
		}
		buf[len++] = (char)ch;
	}
	if (ch == EOF && len == 0)
		return NULL;
	if (!buf) {
		buf = malloc(1);
		if (!buf)
			exit(2);
	}
	if (len > 0 && buf[len - 1] == '\r')
		len--;
	buf[len] = '\0';
	return buf;
}

int main(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-k") == 0)
			keep_going = 1;
		else if (strcmp(argv[i], "-l") == 0)
			long_ok = 1;
		else if (strcmp(argv[i], "-s") == 0)
			stats = 1;
		else {
			fprintf(stderr, "usage: oracle [-k] [-l] [-s] < record\n");
			return 2;
		}
	}
	init_cards();
	match.length = 8;     /* without a match line (minchiate(5)) */

	char *line;
	size_t total = 0;
	int statements = 0;
	while ((line = read_line(stdin, &total)) != NULL) {
		line_no++;
		if (total > 1048576 && !long_ok)
			fail("the record is larger than 1 MiB (-l lets it "
			     "through)");
		split_words(line);
		if (nwords == 0)
			continue;
		statements++;
		if (statements == 1) {
			if (nwords != 2 || strcmp(words[0], "minchiate-record")
			    || strcmp(words[1], "1"))
				fail("not a game record: the first line must be "
				     "'minchiate-record 1'");
			continue;
		}
		if (statements == 2) {
			if (nwords != 2 || strcmp(words[0], "game") ||
			    strcmp(words[1], "sicilia"))
				fail("not a record of Tarocchi Siciliani: "
				     "'game sicilia' must follow "
				     "'minchiate-record 1'");
			match.header_done = 1;
			continue;
		}
		do_line();
	}
	if (statements < 2) {
		line_no++;
		fail("not a record of Tarocchi Siciliani (too short)");
	}
	if (stats) {
		fprintf(stderr, "oracle: hands:");
		for (int c = 1; c < 7; c++)
			fprintf(stderr, " %s %ld", CONTRACT_NAME[c],
				cov.contract[c]);
		fprintf(stderr, "\noracle: scommessa %ld (won %ld), rivanto %ld"
			" (won %ld), short scarto %ld (forced call with a "
			"trump in it %ld)\n", cov.scommessa, cov.scommessa_won,
			cov.rivanto, cov.rivanto_won, cov.short_scarto,
			cov.forced_low);
		fprintf(stderr, "oracle: Fuggitivo led to trick 15 %ld, in "
			"trick 15 %ld, to the other side %ld; pigliate %ld, "
			"4 Re %ld, 4 Arie %ld, 5 Arie %ld, D = 0 %ld\n",
			cov.fool_led_15, cov.fool_in_last, cov.fool_lost,
			cov.pigliate, cov.four_kings, cov.four_arie,
			cov.five_arie, cov.level);
	}
	return expect_failures ? 1 : 0;
}

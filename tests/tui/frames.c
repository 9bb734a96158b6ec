/*
 * frames.c -- R9.1, R9.2: every frame the table paints, checked against
 * the hidden cards of every other seat.  The real table loop (tui_run)
 * plays whole matches on an in-memory curses screen (newterm on
 * /dev/null), with keys from a script that plays like a person: typing
 * cards, cutting by digits, opening pages while the computer players
 * act, passing the keyboard.  Each frame is read back from the screen
 * and every card on it must be one the player at the keyboard may see
 * at that moment; lines of talk may also name what he was shown before.
 * No sleeps: a pause is a key read that times out at once.
 *
 * The screen is read in the program's language: with T_LANG=it the
 * table speaks Italian (the locale it_IT.UTF-8, found by LOCPATH, and
 * the catalogue beside the program, or MINCHIATE_LOCALEDIR), and every
 * word the test looks for is the program's own message, looked up in
 * the catalogue as the program looks it up (says, below).  Without the
 * Italian locale or catalogue, T_LANG=it fails: it never runs in English
 * unawares.
 *
 * usage: [T_LANG=it] [T_QUICK=1] table-tests   (ends with "N passed, N
 * failed")
 */
#include <ctype.h>
#include <curses.h>
#include <locale.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "../../src/tui/ui.h"
#include "../../src/text/text.h"
#include "../../src/lang/lang.h"

static int	 passed, failed;
static long	 frames, frames_all;
static int	 finishes, paces, resizes;	/* in all the scenarios */
static int	 hints;		/* hint pages checked, in all */
static int	 warnings;	/* cards warned of, in all */
static int	 reviews;	/* reviews, in all */
static int	 retries;	/* cards tried again, in all */
static int	 answered;	/* the expert's card shown with why, in all */
static int	 alternatives;	/* choices on hint pages checked, in all */
static int	 practices;	/* deals played again, in all */
static int	 undos;		/* decisions taken back (u), in all */
static int	 lasts;		/* last tricks shown again (t), in all */
static int	 problems;	/* in the scenario running */

/* What the scenario expects to see, and saw. */
static struct {
	int	 moments;	/* frames telling the deal, a declaration */
	int	 completed;	/* tricks the human's own card completed */
	int	 trick_due;	/* that trick number, until it is seen won */
	int	 won_shown;	/* ... and seen with "won by" */
	int	 refused;	/* illegal cards typed on purpose */
	int	 refusal_due;	/* one of them, until its refusal is seen */
	int	 refusals_named;	/* refusals naming every legal card */
	int	 breakdowns;	/* end-of-hand pages checked */
	int	 finishing;	/* F was pressed in this hand: no pause
				 * till the player is asked */
	int	 finishes;	/* times F was pressed */
	int	 paces;		/* + or - pressed, and the pace changed */
	int	 resizes;	/* the terminal resized in a pause */
	int	 answers;	/* decisions the player was asked */
	int	 hints;		/* hint pages, each checked */
	int	 warnings;	/* cards warned of, then played or not */
	int	 reviews;	/* reviews of a hand, each checked */
	int	 retries;	/* frames of a card tried again */
	int	 answered;	/* frames of the expert's card and why */
	int	 alternatives;	/* choices on hint pages, each checked */
	int	 lasted;	/* t pressed at the end of a hand */
	int	 last_seen;	/* the last trick is on the table, won */
	int	 last_due;	/* ... and due before the breakdown */
} seen;

/* T_QUICK (under valgrind): no hints asked at decisions, no reviews. */
static bool	 quick;

/* Quit (q) after this many decisions, to resume the match: 0 never. */
static int	 quit_after;

static void
problem(struct ui *ui, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void
problem(struct ui *ui, const char *fmt, ...)
{
	va_list	 ap;
	int	 y;
	char	 row[512];

	if (problems++ >= 3)
		return;
	printf("  frame %ld: ", frames);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	(void)ui;
	for (y = 0; y < LINES; y++) {
		mvinnstr(y, 0, row, COLS < 511 ? COLS : 511);
		printf("  | %s\n", row);
	}
}

/* ------------------------------------------------ the program's words */

/*
 * Every piece of text the test looks for on the screen is taken from the
 * program's own message, through the catalogue, so that the test reads
 * the table in the language it speaks.  A piece is named by the English
 * the test means and the message (msgid) it comes from; it is taken from
 * the translation as it lies in the English (piece): in English it is
 * the very English given.  A whole message is compared whole, or as a
 * pattern (like) where its directives may stand for anything.
 */

static int	 word_faults;	/* pieces not where the test says */
static bool	 italian;	/* T_LANG=it */

/* The messages the test looks for that the catalogue lacks (italian). */
static struct {
	const char	*msgid[8];
	int		 n;
} unheard;

static const char *heard(const char *) __attribute__((format_arg(1)));
static const char *nheard(const char *, const char *, unsigned long)
	__attribute__((format_arg(1))) __attribute__((format_arg(2)));

/*
 * msgid in the program's language, as _() gives it; in Italian, one the
 * catalogue lacks is noted: the test would look for English there.
 */
static const char *
heard(const char *msgid)
{
	const char	*t = gettext(msgid);
	int		 i;

	if (!italian || t != msgid)
		return t;
	for (i = 0; i < unheard.n && strcmp(unheard.msgid[i], msgid) != 0; i++)
		continue;
	if (i == unheard.n && unheard.n < 8)
		unheard.msgid[unheard.n++] = msgid;
	return t;
}

/* The same of a message whose words go by a number n (ngettext). */
static const char *
nheard(const char *one, const char *many, unsigned long n)
{
	const char	*t = ngettext(one, many, n);

	if (t == one || t == many)
		heard(one);
	return t;
}

/* The program's words, as the test looks them up. */
#undef _
#define _(s)	heard(s)

/* A fault of the test's own: an English piece not in its message. */
static void
word_fault(const char *english, const char *en)
{
	if (word_faults++ < 5)
		printf("FAIL the test looks for \"%s\", not in the program's "
		    "\"%s\"\n", english, en);
}

/*
 * The length of the printf directive at s ("%s", "%-16s", "%2$d",
 * "%.1f"); 0 if s holds none ("%%" is text).
 */
static size_t
directive(const char *s)
{
	size_t	 n = 1;

	if (s[0] != '%' || s[1] == '%' || s[1] == '\0')
		return 0;
	while (isdigit((unsigned char)s[n]))
		n++;
	n = s[n] == '$' ? n + 1 : 1;
	while (s[n] != '\0' && strchr("-+ #0'", s[n]) != NULL)
		n++;
	while (isdigit((unsigned char)s[n]) || s[n] == '*')
		n++;
	if (s[n] == '.')
		for (n++; isdigit((unsigned char)s[n]) || s[n] == '*'; n++)
			continue;
	while (s[n] != '\0' && strchr("hlLqjzt", s[n]) != NULL)
		n++;
	return s[n] != '\0' ? n + 1 : n;
}

/*
 * The run k of format fmt, the text between its directives, into buf;
 * or, with k < 0, fmt as a pattern for like(): each directive \001.
 */
static char *
fmt_text(const char *fmt, int k, char *buf, size_t size)
{
	size_t	 len = 0, d;
	int	 run = 0;

	for (; *fmt != '\0'; fmt++) {
		if ((d = directive(fmt)) > 0) {
			run++;
			fmt += d - 1;
			if (k < 0 && len + 1 < size)
				buf[len++] = '\001';
			continue;
		}
		if (fmt[0] == '%' && fmt[1] == '%')
			fmt++;
		if ((k < 0 || run == k) && len + 1 < size)
			buf[len++] = *fmt;
	}
	buf[len] = '\0';
	return buf;
}

/* Does text read as pattern, where each \001 stands for any text? */
static bool
like(const char *pat, const char *text)
{
	const char	*star = NULL, *back = NULL;

	while (*text != '\0') {
		if (*pat == '\001') {
			star = ++pat;
			back = text;
		} else if (*pat == *text) {
			pat++;
			text++;
		} else if (star != NULL) {
			pat = star;
			text = ++back;
		} else
			return false;
	}
	while (*pat == '\001')
		pat++;
	return *pat == '\0';
}

/* text as the screen is read back (read_screen): not ASCII, a space. */
static const char *
as_read(const char *text, char *buf, size_t size)
{
	size_t	 len = 0;

	for (; *text != '\0' && len + 1 < size; text++)
		if ((*text & 0xc0) != 0x80)
			buf[len++] = (unsigned char)*text < 128 ? *text : ' ';
	buf[len] = '\0';
	return buf;
}

static bool
blank(char c)
{
	return c == ' ' || c == '\n' || c == '\t';
}

/* Is s[a, b) punctuation alone (ASCII)? */
static bool
punct(const char *s, size_t a, size_t b)
{
	for (; a < b; a++)
		if (!ispunct((unsigned char)s[a]))
			return false;
	return true;
}

struct word {
	size_t	 a, b;		/* its bytes, [a, b) */
};

/*
 * The words of s (between blanks), and *lo, *hi the first and past the
 * last of them that are more than punctuation.
 */
static int
words(const char *s, struct word *w, int max, int *lo, int *hi)
{
	size_t	 i = 0;
	int	 n = 0;

	while (n < max) {
		while (blank(s[i]))
			i++;
		if (s[i] == '\0')
			break;
		w[n].a = i;
		while (s[i] != '\0' && !blank(s[i]))
			i++;
		w[n++].b = i;
	}
	for (*lo = 0; *lo < n && punct(s, w[*lo].a, w[*lo].b); (*lo)++)
		continue;
	for (*hi = n; *hi > *lo && punct(s, w[*hi - 1].a, w[*hi - 1].b);
	    (*hi)--)
		continue;
	return n;
}

/*
 * The piece of tr that english is of en, the same text in English and
 * translated, into out: english, less the blanks around it (kept as
 * they are), is all of en's words, its first ones or its last ones (the
 * words of punctuation alone at either end not counted), and may leave
 * a stop off the word at either end; tr's words are taken the same way.
 * false if english is none of these.
 */
static bool
piece(const char *english, const char *en, const char *tr, char *out,
    size_t size)
{
	struct word	 ew[100], tw[100];
	const char	*core;
	size_t		 lead, len, trail, p, e, start, end;
	int		 lo, hi, tlo, thi, a, b, cut, n;
	bool		 cut_lead = false, cut_trail = false;

	words(en, ew, 100, &lo, &hi);
	words(tr, tw, 100, &tlo, &thi);
	for (lead = 0; blank(english[lead]); lead++)
		continue;
	core = english + lead;
	for (len = strlen(core); len > 0 && blank(core[len - 1]); len--)
		continue;
	trail = strlen(core) - len;
	if (len == 0)
		return false;
	for (a = lo, b = -1; a < hi && b < 0; a++)
		for (cut = 0; cut < 2 && b < 0; cut++) {
			p = ew[a].a;
			if (cut)
				while (p < ew[a].b && ispunct((unsigned char)
				    en[p]))
					p++;
			if ((cut && p == ew[a].a) ||
			    strncmp(en + p, core, len) != 0)
				continue;
			/* it ends with a word, or a stop short of its end */
			e = p + len;
			for (n = a; n < hi && ew[n].b < e; n++)
				continue;
			if (n == hi || e <= ew[n].a || !punct(en, e, ew[n].b))
				continue;
			cut_lead = cut;
			cut_trail = e < ew[n].b;
			b = n + 1;
		}
	a--;
	if (b < 0 || (a != lo && b != hi))
		return false;
	n = b - a;
	if (a == lo && b != hi)
		thi = tlo + n < thi ? tlo + n : thi;
	else if (a != lo)
		tlo = thi - n > tlo ? thi - n : tlo;
	if (tlo >= thi)
		return false;
	start = tw[tlo].a;
	end = tw[thi - 1].b;
	while (cut_lead && start < end && ispunct((unsigned char)tr[start]))
		start++;
	while (cut_trail && end > start && ispunct((unsigned char)tr[end - 1]))
		end--;
	if (start == end)
		return false;
	snprintf(out, size, "%.*s%.*s%.*s", (int)lead, english,
	    (int)(end - start), tr + start, (int)trail, core + len);
	return true;
}

/* piece() of English text en and its translation, as the test's own. */
static const char *
said(char *out, size_t size, const char *english, const char *en,
    const char *tr)
{
	char	 back[512];

	/* in English, the piece is the very English given */
	if (!piece(english, en, en, back, sizeof(back)) ||
	    strcmp(back, english) != 0 || !piece(english, en, tr, out, size)) {
		word_fault(english, en);
		snprintf(out, size, "%s", english);
	}
	return out;
}

/* The piece english of msgid's run k (between its directives). */
static const char *
said_run(char *out, size_t size, const char *english, const char *msgid,
    int k)
{
	char	 en[512], tr[512];

	return said(out, size, english, fmt_text(msgid, k, en, sizeof(en)),
	    fmt_text(heard(msgid), k, tr, sizeof(tr)));
}

/* The same of a message whose words go by a number n. */
static const char *
said_nrun(char *out, size_t size, const char *english, const char *one,
    const char *many, unsigned long n, int k)
{
	char	 en[512], tr[512];

	return said(out, size, english, fmt_text(n == 1 ? one : many, k, en,
	    sizeof(en)), fmt_text(nheard(one, many, n), k, tr, sizeof(tr)));
}

static const char *said_fmt(char *, size_t, const char *, const char *,
    ...) __attribute__((format(printf, 4, 5)));

/* The piece english of msgid written with the arguments after it. */
static const char *
said_fmt(char *out, size_t size, const char *english, const char *msgid,
    ...)
{
	char	 en[512], tr[512];
	va_list	 ap;

	va_start(ap, msgid);
	vsnprintf(en, sizeof(en), msgid, ap);
	va_end(ap);
	va_start(ap, msgid);
	vsnprintf(tr, sizeof(tr), heard(msgid), ap);
	va_end(ap);
	return said(out, size, english, en, tr);
}

static const char *said_nfmt(char *, size_t, const char *, const char *,
    const char *, unsigned long, ...) __attribute__((format(printf, 4, 7)))
    __attribute__((format(printf, 5, 7)));

/* The same of a message whose words go by a number n. */
static const char *
said_nfmt(char *out, size_t size, const char *english, const char *one,
    const char *many, unsigned long n, ...)
{
	char	 en[512], tr[512];
	va_list	 ap;

	va_start(ap, n);
	vsnprintf(en, sizeof(en), n == 1 ? one : many, ap);
	va_end(ap);
	va_start(ap, n);
	vsnprintf(tr, sizeof(tr), nheard(one, many, n), ap);
	va_end(ap);
	return said(out, size, english, en, tr);
}

/*
 * A message written around a hole (an argument "\001"): *pre is what
 * comes before the hole, the return what comes after it.
 */
static const char *
around(char *msg, const char **pre)
{
	char	*hole = strchr(msg, '\001');

	*pre = msg;
	if (hole == NULL)
		return "";
	*hole = '\0';
	return hole + 1;
}

#define SAY(f)	char f[160]

/* The words the test looks for, in the program's language (says_init). */
static struct {
	SAY(help);		/* a help page's title begins so */
	SAY(rules);		/* the rules page's too */
	SAY(folla);		/* on What you know: the folla's line */
	SAY(trumps_out);	/* ... and the trumps out */
	SAY(find[2]);		/* a page's key line ends so */
	SAY(bad[5]);		/* a plural with 1 */
	SAY(took);		/* on a marker row, after its number */
	SAY(won_by);		/* under a trick won */
	SAY(announces);		/* the folla announced, in the talk */
	SAY(trick21);		/* the last trick's frame */
	SAY(last_trick);	/* the prompt of t at a hand's end */
	SAY(practice);		/* a practice's end's title begins so */
	SAY(match_over);	/* the end of a match */
	SAY(hand_1_of_1);	/* ... of one hand */
	SAY(expert_plays);	/* a card tried again: the answer */
	SAY(search_rates);	/* a hint's rule, said */
	SAY(worse);		/* a reviewed card's cost */
	SAY(rules_out);		/* ... or the rule against it */
	SAY(saw_then);		/* a card tried again: its position */
	SAY(anyway[2]);		/* a card warned of */
	SAY(pace);		/* the pace changed */
	SAY(typed);		/* before a card being typed */
	SAY(hint_at[2]);	/* a hint to play a card: before it, after */
	SAY(turn);		/* a seat is to act (like) */
	SAY(decision[9]);	/* a hint's decision begins a page (like) */
	SAY(next);		/* a hint page's line before its choices */
	SAY(alt[7]);		/* a choice's worth (like), then: */
	SAY(keeps);		/* ... rated higher, the hint's rule kept */
	const char	*end[2];	/* the titles of a hand's end */
} says;

/*
 * The words of the program's messages the test looks for, in its
 * language (in English, the very words given here).
 */
static void
says_init(void)
{
	static const char *const decisions[] = { "Play %s",
	    "Choose %s for %s", "Discard %s", "Cut anywhere from 14 to 83",
	    "Declare none", "Declare every versicola", "Fall (y)" };
	static const char *const worth[] = { "ruled out: %s",
	    "about as good: %.2f rests a hand higher by the search, within "
	    "its error", "about as good: %.2f rests a hand lower by the "
	    "search, within its error", "%.2f rests a hand worse",
	    "as good by the search, to a hundredth of a rest a hand" };
	char	 buf[160], one[160];
	const char *pre, *post;
	size_t	 i;

#define S(f)	says.f, sizeof(says.f)
	said_run(S(help), "Help", "Help: the keys, and what the table shows",
	    0);
	said_run(S(rules), "The rules", "The rules (from minchiate(6))", 0);
	said_nrun(S(folla), "The folla:", "  The folla: \"%s\" (%s); %d card, "
	    "%d of them unseen.\n", "  The folla: \"%s\" (%s); %d cards, %d "
	    "of them unseen.\n", 2, 0);
	said_run(S(trumps_out), "Trumps out", "  Trumps out, not played and "
	    "not yours (%d):\n", 0);
	said_run(S(find[0]), "/: find", "Space: go on  lines %d-%d of %d  "
	    "arrows, PgUp/PgDn: scroll  /: find", 3);
	said_run(S(find[1]), "/: find", "Space, q: back  lines %d-%d of %d  "
	    "arrows, PgUp/PgDn: scroll  /: find", 3);
	/* " 1 cards": the plural's words after its number, with 1 */
	said_nrun(S(bad[0]), "cards", "%d card", "%d cards", 2, 1);
	said_nrun(S(bad[1]), "points", "%d point", "%d points", 2, 1);
	said_nrun(S(bad[2]), "rests", "%+d rest", "%+d rests", 2, 1);
	said_nrun(S(bad[3]), "tricks", "%d trick", "%d tricks", 2, 1);
	said_nrun(S(bad[4]), "counting cards", "%d counting card worth %d",
	    "%d counting cards worth %d", 2, 1);
	for (i = 0; i < 5; i++) {
		snprintf(buf, sizeof(buf), " 1 %s", says.bad[i]);
		snprintf(says.bad[i], sizeof(says.bad[i]), "%s", buf);
	}
	said_run(S(took), "  took", "  took %s, %s", 0);
	said_run(S(won_by), "won by", " won by %s ", 0);
	said_nrun(S(announces), "announces", "%s announces the folla: \"%s\" "
	    "(%s; %d card).\n", "%s announces the folla: \"%s\" (%s; %d "
	    "cards).\n", 2, 1);
	said_fmt(S(trick21), "Trick 21", " Trick %d ", 21);
	said_run(S(last_trick), "The last trick", "The last trick, as it was "
	    "won. Any key: back to the end of the hand.", 0);
	said_run(S(practice), "Practice", "Practice: the end of the hand", 0);
	said_run(S(match_over), "The match is over", "The match is over. "
	    "Rests:", 0);
	said_fmt(S(hand_1_of_1), "Hand 1 of 1", "Hand %d of %d.", 1, 1);
	said_run(S(expert_plays), "  The expert plays ", "The expert plays "
	    "%s: %s.", 0);
	said_run(S(search_rates), "the search rates", "the search rates %s "
	    "%.2f rests a hand higher, but a first trump lead keeps the "
	    "partners' signal (the fumata)", 0);
	said_run(S(worse), "rests a hand worse", "about %.2f rests a hand "
	    "worse than the expert's, by its search (give or take %.2f)", 1);
	said_run(S(rules_out), "rules it out", "the expert rules it out: %s",
	    0);
	said_run(S(saw_then), "as you saw it then", "Trick %d, as you saw it "
	    "then:", 1);
	said_run(S(anyway[0]), "anyway? y/n", "%s goes to the opponents' "
	    "trick: a card worth less would lose it too. Play it anyway? y/n",
	    1);
	said_run(S(anyway[1]), "anyway? y/n", "%s: %s. Play it anyway? y/n",
	    2);
	said_run(S(pace), "Pace: ", "Pace: %d ms (+ slower, - faster; kept).",
	    0);
	said_run(S(typed), "typed: ", "typed: %s", 0);
	/* "Hint: Play T13." */
	snprintf(one, sizeof(one), _("Play %s"), "\001");
	snprintf(buf, sizeof(buf), _("Hint: %s."), one);
	post = around(buf, &pre);
	snprintf(S(hint_at[0]), "%s", pre);
	snprintf(S(hint_at[1]), "%s", post);
	fmt_text(_("%s (%s) is to act."), -1, S(turn));
	/* a hint page begins "  Play 7c: ..." */
	for (i = 0; i < sizeof(decisions) / sizeof(decisions[0]); i++)
		snprintf(S(decision[i]), "  %s\001",
		    fmt_text(_(decisions[i]), -1, buf, sizeof(buf)));
	snprintf(S(decision[i]), "  %s\001", fmt_text(nheard("Cut %d card",
	    "Cut %d cards", 1), -1, buf, sizeof(buf)));
	i++;
	snprintf(S(decision[i]), "  %s\001", fmt_text(nheard("Cut %d card",
	    "Cut %d cards", 2), -1, buf, sizeof(buf)));
	snprintf(S(next), "  %s", _("The next choices, against the hint's:"));
	/* a choice on a hint page: "    %-16s %s", then its worth */
	for (i = 0; i < sizeof(worth) / sizeof(worth[0]); i++)
		snprintf(S(alt[i]), "    \001 %s",
		    fmt_text(_(worth[i]), -1, buf, sizeof(buf)));
	snprintf(S(alt[i]), "    \001 %s", fmt_text(nheard("%.0f point "
	    "fewer marked", "%.0f points fewer marked", 1), -1, buf,
	    sizeof(buf)));
	i++;
	snprintf(S(alt[i]), "    \001 %s", fmt_text(nheard("%.0f point "
	    "fewer marked", "%.0f points fewer marked", 2), -1, buf,
	    sizeof(buf)));
	snprintf(S(keeps), "    \001 %s", fmt_text(_("%.2f rests a hand "
	    "higher by the search; the hint keeps its rule, as said above"),
	    -1, buf, sizeof(buf)));
#undef S
	says.end[0] = _("The end of the hand");
	says.end[1] = _("Practice: the end of the hand");
}

/* Is title a hand's end's (a practice's too)? */
static bool
end_title(const char *title)
{
	return strcmp(title, says.end[0]) == 0 ||
	    strcmp(title, says.end[1]) == 0;
}

/* Does s begin with head? */
static bool
begins(const char *s, const char *head)
{
	return strncmp(s, head, strlen(head)) == 0;
}

/* ------------------------------------------------------- the screen */

struct cell {
	char	 ch;		/* the character if ASCII, else ' ' */
	bool	 dim;
	bool	 underline;
};

static struct cell screen[256][512];

static void
read_screen(void)
{
	cchar_t	 cc;
	wchar_t	 wc[CCHARW_MAX + 1];
	attr_t	 a;
	short	 pair;
	int	 y, x;

	for (y = 0; y < LINES && y < 256; y++)
		for (x = 0; x < COLS && x < 511; x++) {
			mvwin_wch(stdscr, y, x, &cc);
			getcchar(&cc, wc, &a, &pair, NULL);
			screen[y][x].ch = wc[0] > 32 && wc[0] < 127 &&
			    !(a & A_ALTCHARSET) ? (char)wc[0] : ' ';
			screen[y][x].dim = (a & A_DIM) != 0;
			screen[y][x].underline = (a & A_UNDERLINE) != 0;
		}
}

/* What every player may have been told so far, for the talk. */
struct knowledge {
	int		 hand;
	struct mc_cards	 now[MC_NSEATS + 1];	/* by player; 4: nobody */
	struct mc_cards	 before[MC_NSEATS + 1];	/* in earlier hands */
};

static struct knowledge kn;

/*
 * Who is at the keyboard, known apart from the table: in solo play the
 * one human; with several, nobody until a pass screen, then the human
 * whose decision is due; nobody again at each new hand.  The table's
 * own idea of it is checked against this, and the cards against this.
 */
static struct {
	int	 humans;
	int	 viewer;	/* a player, or -1 */
	int	 pending;	/* after a pass screen: who takes over */
	int	 hand;
	int	 passes;
} oracle;

static int
human_due(const struct ui *ui)
{
	int	 s = match_actor(&ui->g.m);

	return s >= 0 && match_human_at(&ui->g.m, s) ?
	    match_player(&ui->g.m, s) : -1;
}

/*
 * What seat knows now, and what the hand's events have shown it: the
 * talk tells of cards that later went out of its sight (R5.5).
 */
static void
learn(const struct mc_hand *h, int seat, struct mc_cards *set)
{
	const struct mc_log	*log = h->log;
	size_t			 i;
	int			 c, k;
	bool			 looked = false;

	for (c = 0; c < MC_NCARDS; c++)
		if (mc_hand_knows(h, seat, (mc_card)c))
			mc_cards_add(set, (mc_card)c);
	for (i = 0; log != NULL && i < log->n; i++) {
		const struct mc_event *ev = &log->ev[i];

		if (ev->visible != MC_VISIBLE_ALL && (seat == MC_NOSEAT ||
		    !(ev->visible >> seat & 1)))
			continue;
		if (ev->card != MC_NOCARD)
			mc_cards_add(set, ev->card);
		for (k = 0; k < 2; k++) {
			set->w[k] |= ev->cards.w[k];
		}
		if (ev->kind == MC_EV_LOOK)
			for (k = 0; k < h->nlook; k++)
				mc_cards_add(set, h->look[k]);
		if (ev->kind == MC_EV_FOLLA_LOOK)
			looked = true;
	}
	for (k = 0; looked && k < h->nfolla; k++)
		mc_cards_add(set, h->folla[k]);
}

static void
knowledge_update(const struct ui *ui)
{
	const struct mc_hand	*h = match_hand(&ui->g.m);
	int			 p, k;

	if (kn.hand != ui->g.m.hands) {
		for (p = 0; p <= MC_NSEATS; p++)
			for (k = 0; k < 2; k++) {
				kn.before[p].w[k] |= kn.now[p].w[k];
				kn.now[p].w[k] = 0;
			}
		kn.hand = ui->g.m.hands;
	}
	for (p = 0; p < MC_NSEATS; p++)
		learn(h, match_seat(&ui->g.m, p), &kn.now[p]);
	learn(h, MC_NOSEAT, &kn.now[MC_NSEATS]);
}

/* ------------------------------------------------------- the checks */

/* Does screen row y hold text? */
static bool
row_has(int y, const char *text)
{
	char	 row[512], read[512];
	int	 x;

	for (x = 0; x < COLS && x < (int)sizeof(row) - 1; x++)
		row[x] = screen[y][x].ch;
	row[x] = '\0';
	return strstr(row, as_read(text, read, sizeof(read))) != NULL;
}

/* The card written at (y, x), a word of its own, or MC_NOCARD. */
static mc_card
card_at(int y, int x, int *len)
{
	mc_card	 c;
	int	 n = 0;

	if (x > 0 && isalnum((unsigned char)screen[y][x - 1].ch))
		return MC_NOCARD;
	while (x + n < COLS && isalnum((unsigned char)screen[y][x + n].ch))
		n++;
	*len = n;
	if (n == 0 || n > 3)
		return MC_NOCARD;
	{
		char	 w[4];

		for (int i = 0; i < n; i++)
			w[i] = screen[y][x + i].ch;
		if (mc_card_parse(w, (size_t)n, &c) != MC_OK)
			return MC_NOCARD;
	}
	return c;
}

/* Is (y, x) in the table talk, or a line of the talk page? */
static bool
in_talk(const struct ui *ui, int y, int x)
{
	const struct rect	*r = &ui->t.lay.a[AREA_LOG];

	if (ui->t.screen == SCREEN_PAGE)
		return strcmp(ui->t.page.title, _("The table talk")) == 0;
	return x >= r->x && y >= r->y && y < r->y + r->h;
}

/*
 * Is (y, x) in the moment box, which tells events as the talk does: a
 * card the viewer saw discarded may have gone out of his sight (R5.5).
 */
static bool
in_moment(const struct ui *ui, int y, int x)
{
	const struct rect	*r = &ui->t.lay.a[AREA_TRICK];

	return ui->t.screen == SCREEN_TABLE && ui->t.moment.on &&
	    y >= r->y && y < r->y + r->h && x >= r->x && x < r->x + r->w;
}

/* Is (y, x) the echo of what the player is typing ("typed: T3")? */
static bool
typed_at(const struct ui *ui, int y, int x)
{
	const struct rect	*r = &ui->t.lay.a[AREA_PROMPT];
	char			 read[160];
	int			 i, n = text_width(says.typed);

	if (ui->t.screen != SCREEN_TABLE || ui->t.typed[0] == '\0' ||
	    y < r->y || y >= r->y + r->h || x != r->x + n)
		return false;
	as_read(says.typed, read, sizeof(read));
	for (i = 0; i < n; i++)
		if (screen[y][r->x + i].ch != read[i])
			return false;
	return true;
}

/* The keyboard passes only behind a pass screen (R9.2). */
static void
check_viewer(struct ui *ui)
{
	if (oracle.humans > 1 && oracle.hand != ui->g.m.hands) {
		oracle.hand = ui->g.m.hands;
		oracle.viewer = -1;
	}
	if (ui->t.screen == SCREEN_QUESTION) {
		/* asked of all: then the keyboard is passed again */
		oracle.viewer = oracle.pending = -1;
		return;
	}
	if (ui->t.screen == SCREEN_PASS) {
		oracle.pending = human_due(ui);
		oracle.passes++;
		return;
	}
	if (oracle.pending >= 0) {
		oracle.viewer = oracle.pending;
		oracle.pending = -1;
	}
	if (ui->viewer != oracle.viewer)
		problem(ui, "the table is drawn for player %d, player %d is at "
		    "the keyboard", ui->viewer, oracle.viewer);
	if (ui->t.ask != ASK_NONE && human_due(ui) != oracle.viewer)
		problem(ui, "player %d is asked, player %d is at the keyboard",
		    human_due(ui), oracle.viewer);
}

/*
 * On the page of what the viewer knows, the rows that list the cards
 * still out (from the line "Trumps out" to the folla's): a card may be
 * named there unseen, since the seat knows it by elimination, but only
 * if it is truly out, neither in the viewer's hand nor played.
 */
static bool
in_out_list(const struct ui *ui, int y)
{
	int	 k;

	if (ui->t.screen != SCREEN_PAGE ||
	    strcmp(ui->t.page.title, _("What you know")) != 0)
		return false;
	for (k = y; k >= 0; k--) {
		if (row_has(k, says.folla))
			return false;
		if (row_has(k, says.trumps_out))
			return true;
	}
	return false;
}

static bool
card_out(const struct mc_hand *h, int seat, mc_card c)
{
	int	 where = mc_hand_where(h, c);

	return where != MC_LOC_HAND + seat && where != MC_LOC_TRICK &&
	    where < MC_LOC_WON;
}

/* Every card on the screen is one the viewer may see (R9.1, R9.2). */
static void
check_cards(struct ui *ui)
{
	const struct mc_hand	*h = match_hand(&ui->g.m);
	int			 seat = match_seat(&ui->g.m, oracle.viewer);
	int			 who = oracle.viewer < 0 ? MC_NSEATS :
				    oracle.viewer;
	int			 y, x, len;
	mc_card			 c;
	char			 note[8];

	if (ui->t.screen == SCREEN_PAGE &&
	    (begins(ui->t.page.title, says.help) ||
	    begins(ui->t.page.title, says.rules)))
		return;		/* the same text in every game */
	for (y = 0; y < LINES; y++)
		for (x = 0; x < COLS; x += len > 0 ? len : 1) {
			len = 0;
			if ((c = card_at(y, x, &len)) == MC_NOCARD)
				continue;
			mc_card_format(c, note, sizeof(note));
			if (ui->t.screen == SCREEN_PASS ||
			    ui->t.screen == SCREEN_QUESTION) {
				problem(ui, "%s on a screen for all", note);
				continue;
			}
			if (in_out_list(ui, y)) {
				if (!card_out(h, seat, c))
					problem(ui, "%s at row %d is listed as "
					    "out, and is not", note, y);
				continue;
			}
			if (mc_hand_knows(h, seat, c) || typed_at(ui, y, x))
				continue;
			if ((in_talk(ui, y, x) || in_moment(ui, y, x)) &&
			    (mc_cards_has(&kn.now[who], c) ||
			    (screen[y][x].dim &&
			    mc_cards_has(&kn.before[who], c))))
				continue;
			problem(ui, "%s at row %d col %d is hidden from %s",
			    note, y, x, seat == MC_NOSEAT ? "the table" :
			    mc_seat_name(seat));
		}
}

static void	 held_then(const struct mc_hand *, size_t, int[MC_NSEATS]);

/* While nobody is asked, the hand area holds the viewer's own hand. */
static void
check_hand_area(struct ui *ui)
{
	const struct rect	*r = &ui->t.lay.a[AREA_HAND];
	const struct mc_hand	*h = match_hand(&ui->g.m);
	int			 seat = match_seat(&ui->g.m, ui->viewer);
	struct mc_cards		 shown = { { 0, 0 } };
	int			 y, x, len;
	mc_card			 c;
	char			 note[8];

	if (ui->t.screen != SCREEN_TABLE || ui->t.lay.too_small ||
	    seat == MC_NOSEAT || ui->t.ask == ASK_DECLARE ||
	    (ui->t.ask == ASK_PLAY && h->play.turn != seat))
		return;
	for (y = r->y; y < r->y + r->h; y++)
		for (x = r->x; x < r->x + r->w; x += len > 0 ? len : 1) {
			len = 0;
			if ((c = card_at(y, x, &len)) == MC_NOCARD)
				continue;
			mc_cards_add(&shown, c);
			/* R2.1: a counting card is marked, and only one */
			if (screen[y][x].underline != (mc_card_value(c) > 0)) {
				mc_card_format(c, note, sizeof(note));
				problem(ui, "%s in the hand is%s underlined",
				    note, screen[y][x].underline ? "" : " not");
			}
		}
	if (ui->t.moment.on) {
		/* as they were at that moment: his cards, as many */
		int	 count[MC_NSEATS];

		held_then(h, ui->t.moment.at, count);
		if ((shown.w[0] & ~h->held[seat].w[0]) != 0 ||
		    (shown.w[1] & ~h->held[seat].w[1]) != 0 ||
		    mc_cards_count(&shown) != count[seat])
			problem(ui, "the hand area shows %d cards, %s held %d "
			    "at the moment told", mc_cards_count(&shown),
			    mc_seat_name(seat), count[seat]);
	} else if (memcmp(&shown, &h->held[seat], sizeof(shown)) != 0)
		problem(ui, "the hand area shows %d cards, %s holds %d",
		    mc_cards_count(&shown), mc_seat_name(seat),
		    mc_cards_count(&h->held[seat]));
}

/* Does text hold word whole, between spaces (not T1 inside T14)? */
static bool
has_word(const char *text, const char *word)
{
	size_t		 n = strlen(word);
	const char	*p;

	for (p = text; (p = strstr(p, word)) != NULL; p++)
		if ((p == text || p[-1] == ' ') &&
		    (p[n] == ' ' || p[n] == '\0'))
			return true;
	return false;
}

/*
 * The word w as the screen is read back, into buf: false if it would
 * read as nothing but spaces, or holds a character not one column wide.
 */
static bool
read_word(const char *w, char *buf, size_t size)
{
	mbstate_t	 st;
	wchar_t		 wc;
	size_t		 n, len = 0;
	bool		 some = false;

	memset(&st, 0, sizeof(st));
	for (; *w != '\0' && len + 1 < size; w += n) {
		if ((unsigned char)*w < 128) {
			n = 1;
			buf[len++] = *w;
			some = true;
			continue;
		}
		n = mbrtowc(&wc, w, strlen(w), &st);
		if (n == (size_t)-1 || n == (size_t)-2 || n == 0 ||
		    wcwidth(wc) != 1)
			return false;
		buf[len++] = ' ';
	}
	buf[len] = '\0';
	return some;
}

/* Every word of the prompt and the refusal is on the screen (80x24). */
static void
check_prompt(struct ui *ui)
{
	const struct rect	*r = &ui->t.lay.a[AREA_PROMPT];
	char			 area[1024] = "", text[900], *w, *save = NULL;
	char			 word[900];
	int			 y, x, up;
	size_t			 n;

	if (ui->t.screen == SCREEN_PAGE && !ui->t.lay.too_small &&
	    !ui->t.page.finding) {
		/* a page's key line is whole too */
		for (x = 0; x < COLS && x < 511; x++)
			area[x] = screen[LINES - 1][x].ch;
		area[x] = '\0';
		if (strstr(area, as_read(says.find[0], text, sizeof(text))) ==
		    NULL && strstr(area, as_read(says.find[1], text,
		    sizeof(text))) == NULL)
			problem(ui, "the page's key line is cut: %s", area);
		return;
	}
	if (ui->t.screen != SCREEN_TABLE || ui->t.lay.too_small)
		return;
	/* too long for its rows, the question climbs into the empty rows
	 * above them (paint_prompt) */
	up = text_rows(ui->t.prompt, r->w) + text_rows(ui->t.refusal, r->w) -
	    r->h;
	for (y = up > 0 && up < r->y ? r->y - up : r->y; y < r->y + r->h;
	    y++) {
		n = strlen(area);
		for (x = r->x; x < r->x + r->w && n + 2 < sizeof(area); x++)
			area[n++] = screen[y][x].ch;
		area[n++] = ' ';
		area[n] = '\0';
	}
	snprintf(text, sizeof(text), "%s %s", ui->t.prompt, ui->t.refusal);
	for (w = strtok_r(text, " ", &save); w != NULL;
	    w = strtok_r(NULL, " ", &save)) {
		/* as read back: a letter not ASCII is a space ("pi " for
		 * "più"); a word of those alone, or a wide one, unread */
		if (read_word(w, word, sizeof(word)) && !has_word(area, word)) {
			problem(ui, "\"%s\" of the prompt is cut", w);
			return;
		}
	}
}

/* Does the screen hold text anywhere? */
static bool
on_screen(const char *text)
{
	char	 row[520], read[512];
	int	 y, x;

	as_read(text, read, sizeof(read));
	for (y = 0; y < LINES; y++) {
		for (x = 0; x < COLS && x < 511; x++)
			row[x] = screen[y][x].ch;
		row[x] = '\0';
		if (strstr(row, read) != NULL)
			return true;
	}
	return false;
}

/* Words that must agree with their number (" 1 cards"). */
static void
check_plurals(struct ui *ui)
{
	size_t	 i;

	for (i = 0; i < sizeof(says.bad) / sizeof(says.bad[0]); i++)
		if (on_screen(says.bad[i]))
			problem(ui, "\"%s\" on the screen", says.bad[i] + 1);
}

/*
 * A trick the player's own card completed is shown won, and a refused
 * card is answered with what was led and the cards that may go.
 */
static void
check_moments(struct ui *ui)
{
	const struct mc_hand	*h = match_hand(&ui->g.m);
	char			 note[8], many[300];
	const char		*head, *tail;
	mc_card			 list[MC_NCARDS];
	int			 i, n;

	if (ui->t.moment.on && ui->t.screen == SCREEN_TABLE &&
	    !ui->t.lay.too_small) {
		const struct rect *r = &ui->t.lay.a[AREA_MARKER];
		char	 row[520], want[200];
		int	 side, x;

		seen.moments++;
		/* the markers as they stood at that moment of the deal */
		for (side = 0; side < 2; side++) {
			for (x = 0; x < r->w && x < 511; x++)
				row[x] = screen[r->y + side][r->x + x].ch;
			row[x] = '\0';
			snprintf(want, sizeof(want), " %d%s",
			    ui->t.moment.marker[side], says.took);
			as_read(want, want, sizeof(want));
			if (strstr(row, want) == NULL)
				problem(ui, "the marker row \"%s\" is not "
				    "the moment's %d", row,
				    ui->t.moment.marker[side]);
		}
	}
	if (seen.trick_due > 0 && ui->t.screen == SCREEN_TABLE &&
	    on_screen(says.won_by)) {
		seen.won_shown++;
		seen.trick_due = 0;
	}
	if (seen.refusal_due && ui->t.refusal[0] != '\0') {
		seen.refusal_due = 0;
		n = mc_cards_list(&ui->t.sc.legal, list);
		for (i = 0; i < n; i++) {
			mc_card_format(list[i], note, sizeof(note));
			if (strstr(ui->t.refusal, note) == NULL)
				break;
		}
		/* all of them, or how many: "... any of the 5 bold cards." */
		snprintf(many, sizeof(many), nheard("%s any of the %d bold "
		    "card.", "%s any of the %d bold cards.", (unsigned long)n),
		    "\001", n);
		tail = around(many, &head);
		if ((i == n || (strlen(ui->t.refusal) > strlen(tail) &&
		    strcmp(ui->t.refusal + strlen(ui->t.refusal) -
		    strlen(tail), tail) == 0 && begins(ui->t.refusal, head))) &&
		    strstr(ui->t.refusal, "(R6.") != NULL)
			seen.refusals_named++;
		else
			problem(ui, "the refusal \"%s\" does not name the "
			    "legal cards", ui->t.refusal);
	}
	(void)h;
}

/*
 * The cards each seat holds once the hand's event at has happened,
 * counted from the log apart from the table (R5.3 to R6).
 */
static void
held_then(const struct mc_hand *h, size_t at, int count[MC_NSEATS])
{
	const struct mc_log	*log = h->log;
	const struct mc_event	*ev;
	size_t			 i;
	int			 r = 0, pos, round, k, n;

	memset(count, 0, MC_NSEATS * sizeof(*count));
	for (i = 0; i < log->n; i++)
		r += log->ev[i].kind == MC_EV_ROB;
	for (i = 0; i <= at && i < log->n; i++) {
		ev = &log->ev[i];
		switch (ev->kind) {
		case MC_EV_ROB: case MC_EV_FACE_UP: case MC_EV_TURN_UP:
		case MC_EV_TAKE:
			count[ev->seat]++;
			break;
		case MC_EV_DEALT:
			for (pos = 0, round = 0; round < 2; round++)
				for (k = 1; k <= MC_NSEATS; k++) {
					n = MC_NCARDS - r - pos;
					n = n < 10 ? n : 10;
					count[(h->dealer + k) % MC_NSEATS] +=
					    n;
					pos += n;
				}
			break;
		case MC_EV_DISCARD:
			count[ev->seat] -= ev->n;
			break;
		case MC_EV_GIVE:
			/* R5.5: before the rest of his discards go down */
			count[ev->seat]--;
			count[ev->n]++;
			break;
		case MC_EV_PLAY:
			count[ev->seat]--;
			break;
		default:
			break;
		}
	}
}

/*
 * While a moment is told, the whole table tells that moment: each
 * seat's cards as they were then, and no line of talk of what came
 * after it (the folla's announcement).
 */
static void
check_moment_time(struct ui *ui)
{
	const struct mc_hand	*h = match_hand(&ui->g.m);
	const struct rect	*r = &ui->t.lay.a[AREA_LOG];
	int			 count[MC_NSEATS], s, y, x;
	size_t			 i;
	bool			 later = false;
	char			 row[512], read[160];

	if (!ui->t.moment.on || ui->t.screen != SCREEN_TABLE ||
	    ui->t.lay.too_small || h->log == NULL)
		return;
	held_then(h, ui->t.moment.at, count);
	for (s = 0; s < MC_NSEATS; s++)
		if (ui->t.sc.seats[s].ncards != count[s])
			problem(ui, "while a moment is told, %s shows %d "
			    "cards, held %d then", mc_seat_name(s),
			    ui->t.sc.seats[s].ncards, count[s]);
	/* the deal's announcement (the folla is told again after the
	 * first trick, R6.4) */
	for (i = 0; i < h->log->n && h->log->ev[i].kind != MC_EV_ANNOUNCE;
	    i++)
		continue;
	later = i < h->log->n && i > ui->t.moment.at;
	for (y = r->y; later && y < r->y + r->h; y++) {
		for (x = 0; x < r->w && x < 511; x++)
			row[x] = screen[y][r->x + x].dim ? ' ' :
			    screen[y][r->x + x].ch;
		row[x] = '\0';
		if (strstr(row, as_read(says.announces, read, sizeof(read))) !=
		    NULL)
			problem(ui, "the talk announces the folla before the "
			    "moment that does");
	}
}

/*
 * The prompt that names a seat to act names the one the table marks "to
 * act": never the player who has just acted while the table shows what
 * he did.
 */
static void
check_turn(struct ui *ui)
{
	const struct table	*t = &ui->t;
	char			 pat[320], seat[300];
	const char		*name;

	/* the prompt says a seat is to act (anywhere in it) */
	snprintf(pat, sizeof(pat), "\001%s\001", says.turn);
	if (t->screen != SCREEN_TABLE || t->lay.too_small ||
	    !like(pat, t->prompt))
		return;
	name = t->sc.actor >= 0 && !t->moment.on ?
	    show_seat(t->sc.actor) : "nobody";
	/* it begins with the message with that seat in it, its player's
	 * name anything */
	snprintf(seat, sizeof(seat), _("%s (%s) is to act."), name, "\001");
	snprintf(pat, sizeof(pat), "%s\001", seat);
	if (t->sc.actor < 0 || t->moment.on || !like(pat, t->prompt))
		problem(ui, "the prompt says \"%s\", the table marks %s to "
		    "act", t->prompt, name);
}

/* t at the end of a hand shows its last trick, won, on the table. */
static void
check_last_trick(struct ui *ui)
{
	const struct mc_hand	*h = match_hand(&ui->g.m);

	/* with a pace, the last trick is seen won before the breakdown */
	if (ui->t.screen == SCREEN_TABLE && !ui->t.lay.too_small)
		seen.last_seen = h->phase == MC_PHASE_OVER &&
		    on_screen(says.trick21) && on_screen(says.won_by);
	if (ui->t.screen == SCREEN_PAGE && seen.last_due &&
	    end_title(ui->t.page.title)) {
		if (!seen.last_seen)
			problem(ui, "the last trick was not seen before the "
			    "breakdown");
		seen.last_due = 0;
	}
	if (h->phase != MC_PHASE_OVER)
		seen.last_due = ui->opt.delay_ms > 0;
	if (ui->t.screen != SCREEN_TABLE || ui->t.lay.too_small ||
	    !begins(ui->t.prompt, says.last_trick))
		return;
	lasts++;
	if (!on_screen(says.trick21) || !on_screen(says.won_by))
		problem(ui, "t shows no last trick won");
}

/* Nothing touches the trick's frame: a seat's words end a column short. */
static void
check_frame_apart(struct ui *ui)
{
	const struct rect	*r = &ui->t.lay.a[AREA_TRICK];
	int			 y;

	if (ui->t.screen != SCREEN_TABLE || ui->t.lay.too_small)
		return;
	for (y = r->y; y < r->y + r->h; y++)
		if (screen[y][r->x - 1].ch != ' ' ||
		    screen[y][r->x + r->w].ch != ' ')
			problem(ui, "row %d: a seat's words touch the trick's "
			    "frame", y);
}

/* R7: the end-of-hand page, drawn from the view, is the hand's own. */
static void
check_breakdown(struct ui *ui)
{
	struct mc_breakdown	 a, b;

	if (ui->t.screen != SCREEN_PAGE || !ui->t.page.continues)
		return;
	mc_hand_breakdown(match_hand(&ui->g.m), &a);
	mc_hand_breakdown(&ui->t.sc.view.hand, &b);
	if (memcmp(&a, &b, sizeof(a)) != 0)
		problem(ui, "the breakdown from the view differs");
	seen.breakdowns++;
	/* a practice's end is not a match's result */
	if (ui->practice && end_title(ui->t.page.title) &&
	    (!begins(ui->t.page.title, says.practice) ||
	    on_screen(says.match_over) || on_screen(says.hand_1_of_1)))
		problem(ui, "a practice's end reads as a match's: \"%s\"",
		    ui->t.page.title);
}

/*
 * The page's lines joined, as the player reads them across the wrapped
 * rows, into buf.
 */
static void
page_joined(const struct table *t, char *buf, size_t size)
{
	size_t	 len = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < t->page.n && len + 1 < size; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s\n",
		    t->page.lines[i]);
}

/*
 * text as one line, its line ends and runs of spaces each one space, as
 * the words read across wrapped rows; into buf.
 */
static char *
flat(const char *text, char *buf, size_t size)
{
	size_t	 len = 0;

	for (; *text != '\0' && len + 1 < size; text++)
		if (!blank(*text))
			buf[len++] = *text;
		else if (len == 0 || buf[len - 1] != ' ')
			buf[len++] = ' ';
	buf[len] = '\0';
	return buf;
}

/* Does text read words, wherever its lines wrap? */
static bool
reads(const char *text, const char *words)
{
	static char	 a[16384];
	char		 b[512];

	return strstr(flat(text, a, sizeof(a)), flat(words, b, sizeof(b))) !=
	    NULL;
}

/*
 * May page line i go on from line i - 1?  A line too long is wrapped at
 * a space where the next word does not fit, and the rest indented four
 * columns (page_line).
 */
static bool
goes_on(const struct table *t, int i)
{
	const char	*line = t->page.lines[i];
	char		 word[520];

	if (strncmp(line, "    ", 4) != 0 || line[4] == ' ' || line[4] == '\0')
		return false;
	snprintf(word, sizeof(word), "%.*s", (int)strcspn(line + 4, " "),
	    line + 4);
	return text_width(t->page.lines[i - 1]) + 1 + text_width(word) >
	    t->page.width;
}

/* Is line a choice of a hint page, in the words of a worth? */
static bool
choice_known(const char *line)
{
	size_t	 k;

	for (k = 0; k < sizeof(says.alt) / sizeof(says.alt[0]); k++)
		if (like(says.alt[k], line))
			return true;
	return like(says.keeps, line);
}

/*
 * The answer of a card tried again: the expert's card, from the same
 * weighing as the review's costs, and why, by the reasons that hold
 * for that card in the player's view then (R9.1); a card the search
 * rated higher is named with the rule that keeps the expert's.
 */
static void
check_answer(struct ui *ui)
{
	const struct review_shown *v;
	const struct review_point *pt;
	struct mc_cards		 legal;
	char			 text[8192], card[8], want[320], msg[300];
	uint64_t		 play, kept;
	const char		*at, *pre;
	int			 i;

	page_joined(&ui->t, text, sizeof(text));
	if ((at = strstr(text, says.expert_plays)) == NULL)
		return;
	v = &ui->review.shown[ui->review.retry];
	pt = &ui->g.review[v->point];
	seen.answered++;
	mc_card_format(v->r.expert, card, sizeof(card));
	/* "  The expert plays T13: " and why */
	snprintf(msg, sizeof(msg), _("The expert plays %s: %s."), card, "\001");
	around(msg, &pre);
	snprintf(want, sizeof(want), "  %s", pre);
	legal = mc_hand_legal(&pt->view.hand);
	if (strncmp(at, want, strlen(want)) != 0 ||
	    v->r.hint.best.cards[0] != v->r.expert ||
	    !mc_cards_has(&legal, v->r.expert))
		problem(ui, "the answer is not the expert's legal card %s",
		    card);
	play = reason_play(&pt->view, v->r.expert);
	kept = REASON_BIT(REASON_SEARCH) | REASON_BIT(REASON_OVERRULES);
	if ((v->r.hint.reasons & ~kept) != play)
		problem(ui, "the answer's reasons for %s are not those that "
		    "hold in the player's view", card);
	for (i = 0; i < v->r.w.n; i++)
		if (v->r.w.weighed[i] && v->r.w.weighed[v->r.w.best] &&
		    v->r.w.cost[i] - v->r.w.cost[v->r.w.best] <= -HINT_RATED &&
		    (!(v->r.hint.reasons & REASON_BIT(REASON_OVERRULES)) ||
		    !reads(at, says.search_rates)))
			problem(ui, "a card rated above %s, the rule that "
			    "keeps %s unsaid", card, card);
}

/*
 * The review's costly cards: ruled out by the expert, or below its card
 * by a hundredth of a rest a hand and beyond the search's error; each
 * says by how much, or why it was ruled out.
 */
static void
check_costly(struct ui *ui)
{
	const struct review_shown *v;
	char			 text[8192];
	int			 i;

	page_joined(&ui->t, text, sizeof(text));
	for (i = 0; i < ui->review.n; i++) {
		v = &ui->review.shown[i];
		if (v->r.expert == ui->g.review[v->point].card)
			problem(ui, "a card the expert plays too, shown as "
			    "costly");
		else if (v->r.cost.weighed && (lround(v->r.cost.rests * 100) <
		    1 || lround(v->r.cost.rests * 100) <=
		    lround(v->r.cost.se * 100)))
			problem(ui, "a card shown as costly within the "
			    "search's error (%.2f, give or take %.2f)",
			    v->r.cost.rests, v->r.cost.se);
	}
	if (ui->review.n > 0 && !reads(text, says.worse) &&
	    !reads(text, says.rules_out))
		problem(ui, "costly cards shown without their cost");
}

/*
 * A hint page never shows an unexplained "better" choice: an
 * alternative rated higher is within the search's error, or the page
 * says which rule keeps the hint (the search rates ...).
 */
static void
check_alternatives(struct ui *ui)
{
	char	 text[8192], words[8192], line[2048], *p;
	bool	 known[257];
	size_t	 len;
	int	 to[257], first, i, j;
	int	 n = ui->t.page.n < 256 ? ui->t.page.n : 256;

	page_joined(&ui->t, text, sizeof(text));
	/*
	 * The English word: a choice said better (nor left untranslated);
	 * the cut's reason, which denies it of every cut, is the one
	 * sentence allowed it.
	 */
	flat(text, words, sizeof(words));
	for (p = words; (p = strstr(p, "better")) != NULL; p++)
		if (p - words < 10 || strncmp(p - 10, "no cut is ", 10) != 0)
			problem(ui, "a hint page calls a choice better");
	for (first = 0; first < n && strcmp(ui->t.page.lines[first],
	    says.next) != 0; first++)
		continue;
	first++;
	/*
	 * The choices after that line, each in the words of its worth, as
	 * they wrapped: from the last, where each may end (to[i]) so that
	 * all the lines from it on are choices.
	 */
	known[n] = true;
	for (i = n - 1; i >= first; i--) {
		known[i] = false;
		snprintf(line, sizeof(line), "%s", ui->t.page.lines[i]);
		for (j = i + 1; j <= n && !known[i]; j++) {
			if (known[j] && choice_known(line)) {
				known[i] = true;
				to[i] = j;
			} else if (j == n || !goes_on(&ui->t, j))
				break;
			else {
				len = strlen(line);
				snprintf(line + len, sizeof(line) - len, " %s",
				    ui->t.page.lines[j] + 4);
			}
		}
	}
	if (first < n && !known[first]) {
		problem(ui, "an alternative in words of no worth the hint "
		    "says: %s", ui->t.page.lines[first]);
		return;
	}
	/* rated higher: within the search's error, or its rule said (the
	 * search rates) */
	for (i = first; i < n; i = to[i]) {
		seen.alternatives++;
		line[0] = '\0';
		for (j = i; j < to[i]; j++) {
			len = strlen(line);
			snprintf(line + len, sizeof(line) - len, "%s%s", j > i ?
			    " " : "", ui->t.page.lines[j] + (j > i ? 4 : 0));
		}
		if (like(says.keeps, line) && !reads(text, says.search_rates))
			problem(ui, "an alternative rated higher, unexplained: "
			    "%s", line);
	}
}

/*
 * A hint (H) names a decision the player may make: on its page, a card
 * of the player's to play that is legal; back at the table, that card
 * under the cursor and the hint under the question.
 */
static void
check_hint(struct ui *ui)
{
	const struct table	*t = &ui->t;
	char			 of_your[160];
	size_t			 k, pre, post;
	bool			 named;
	mc_card			 c;

	if (t->screen == SCREEN_PAGE && strcmp(t->page.title,
	    _("Try it again")) == 0) {
		seen.retries++;
		if (t->page.n < 4 || strstr(t->page.lines[0], says.saw_then) ==
		    NULL)
			problem(ui, "a card tried again without its position");
		check_answer(ui);
		return;
	}
	if (t->screen == SCREEN_PAGE && strcmp(t->page.title,
	    _("Your cards, reviewed by the expert")) == 0) {
		seen.reviews++;
		said_nrun(of_your, sizeof(of_your), "  Of your ", "Of your %d "
		    "card this hand, the expert plays the same %d; each weighed "
		    "from what you could see then, never from the other hands.",
		    "Of your %d cards this hand, the expert plays the same %d; "
		    "each weighed from what you could see then, never from the "
		    "other hands.", (unsigned long)ui->review.cards, 0);
		if (t->page.n < 1 || !begins(t->page.lines[0], of_your))
			problem(ui, "a review that counts no cards");
		check_costly(ui);
		return;
	}
	if (t->screen == SCREEN_PAGE &&
	    strcmp(t->page.title, _("A hint from the expert")) == 0) {
		seen.hints++;
		check_alternatives(ui);
		/* "  Play 7c: ...", "  Cut 40 cards: ..." */
		for (k = 0, named = false; t->page.n > 0 && k <
		    sizeof(says.decision) / sizeof(says.decision[0]); k++)
			named = named || like(says.decision[k],
			    t->page.lines[0]);
		if (!named)
			problem(ui, "a hint page that names no decision");
		return;
	}
	/* "Hint: Play T13." */
	pre = strlen(says.hint_at[0]);
	post = strlen(says.hint_at[1]);
	if (t->screen != SCREEN_TABLE || t->hint[0] == '\0' ||
	    t->ask != ASK_PLAY || !begins(t->hint, says.hint_at[0]) ||
	    strlen(t->hint) < pre + post || strcmp(t->hint + strlen(t->hint) -
	    post, says.hint_at[1]) != 0)
		return;
	if (mc_card_parse(t->hint + pre, strlen(t->hint) - pre - post, &c) !=
	    MC_OK || !mc_cards_has(&t->sc.legal, c))
		problem(ui, "%s: not a card that may go", t->hint);
	else if (t->refusal[0] == '\0' && t->typed[0] == '\0' &&
	    t->sc.cards[t->cursor] != c)
		problem(ui, "%s: not under the cursor", t->hint);
}

/* After F, nothing pauses until the player is asked something. */
static void
check_finish(struct ui *ui)
{
	if (seen.finishing != ui->g.m.hands || ui->t.screen != SCREEN_TABLE)
		return;
	if (ui->t.ask != ASK_NONE || ui->g.m.hand.phase == MC_PHASE_OVER)
		seen.finishing = 0;
	else
		problem(ui, "a pause after F, before the player is asked");
}

/*
 * A practice (the deal played again, practice.c) is a table of its own,
 * its players numbered as they sat: what its viewer may see is tracked
 * apart, and the match's tracking comes back with the match.
 */
static void
practice_switch(struct ui *ui)
{
	static struct knowledge	 kn_match;
	static unsigned char	 oracle_match[sizeof(oracle)];
	static bool		 in_practice;
	int			 p;

	if (ui->practice == in_practice)
		return;
	in_practice = ui->practice;
	seen.finishing = 0;	/* F is the table's own, not the other's */
	seen.last_due = 0;	/* a practice left before its last trick */
	if (!in_practice) {
		kn = kn_match;
		memcpy(&oracle, oracle_match, sizeof(oracle));
		return;
	}
	kn_match = kn;
	memcpy(oracle_match, &oracle, sizeof(oracle));
	memset(&kn, 0, sizeof(kn));
	kn.hand = ui->g.m.hands;
	oracle.pending = -1;
	for (p = 0; p < MC_NSEATS; p++)
		if (ui->g.m.players[p].human)
			oracle.viewer = p;
}

static void
frame_show(struct ui *ui)
{
	frames++;
	practice_switch(ui);
	read_screen();
	knowledge_update(ui);
	check_viewer(ui);
	check_cards(ui);
	check_hand_area(ui);
	check_prompt(ui);
	check_plurals(ui);
	check_moments(ui);
	check_moment_time(ui);
	check_turn(ui);
	check_frame_apart(ui);
	check_last_trick(ui);
	check_breakdown(ui);
	check_finish(ui);
	check_hint(ui);
}

/* ------------------------------------------------------- the player */

static struct mc_rng	 keys_rng;
static int		 queue[64], nqueue;

static void
push(int key)
{
	if (nqueue < (int)(sizeof(queue) / sizeof(queue[0])))
		queue[nqueue++] = key;
}

static void
push_text(const char *s)
{
	for (; *s != '\0'; s++)
		push((unsigned char)*s);
}

/* A card typed as a person would: a trump or the Matto ends with Enter. */
static void
push_card(mc_card c)
{
	char	 note[8];

	mc_card_format(c, note, sizeof(note));
	push_text(note);
	if (mc_is_trump(c))
		push('\n');
}

/* The card about to go completes a trick: it is to be seen won. */
static void
completes(struct ui *ui)
{
	if (match_hand(&ui->g.m)->play.nplayed == MC_NSEATS - 1) {
		seen.completed++;
		seen.trick_due = match_hand(&ui->g.m)->play.ntricks + 1;
	}
}

/* Keys for what the table asks of the person at the keyboard. */
static void
answer(struct ui *ui)
{
	struct mc_decision	 d;
	int		 i;
	char		 cut[8];

	match_bot_decision(&ui->g.m, &d);
	switch (ui->t.ask) {
	case ASK_CUT:
		/* by digits, over the number offered */
		snprintf(cut, sizeof(cut), "%d", d.n);
		push_text(cut);
		push('\n');
		break;
	case ASK_DISCARD:
		for (i = 0; i < d.n; i++)
			push_card(d.cards[i]);
		push('\n');
		break;
	case ASK_DECLARE:
		push('\n');
		break;
	case ASK_FALL:
		push(d.yes ? 'y' : 'n');
		break;
	case ASK_CONFIRM:
		/* a card warned of: now and then not played after all */
		if (mc_cards_has(&ui->t.sc.legal, ui->t.pending) &&
		    (strstr(ui->t.prompt, says.anyway[0]) != NULL ||
		    strstr(ui->t.prompt, says.anyway[1]) != NULL))
			seen.warnings++;
		else
			problem(ui, "a warning for no legal card");
		if (mc_rng_below(&keys_rng, 3) == 0)
			push('n');
		else {
			push('y');
			completes(ui);
		}
		break;
	case ASK_PLAY:
		/* now and then a card that may not go, to be refused */
		for (i = 0; i < ui->t.sc.ncards; i++)
			if (!mc_cards_has(&ui->t.sc.legal, ui->t.sc.cards[i]) &&
			    ui->t.sc.cards[i] != MC_MATTO)
				break;
		if (i < ui->t.sc.ncards && mc_rng_below(&keys_rng, 3) == 0) {
			push_card(ui->t.sc.cards[i]);
			seen.refused++;
			seen.refusal_due = 1;
		}
		/* now and then a card that gives points away */
		for (i = 0; i < ui->t.sc.ncards && ui->lesson.n == 0; i++)
			if (mc_cards_has(&ui->t.sc.legal, ui->t.sc.cards[i]) &&
			    bot_warning(&ui->t.sc.view, ui->t.sc.cards[i]) !=
			    BLUNDER_NKINDS && mc_rng_below(&keys_rng, 2) == 0) {
				d.cards[0] = ui->t.sc.cards[i];
				break;
			}
		push_card(d.cards[0]);
		/* a card warned of goes only once the warning is answered */
		if (!ui->opt.warn || ui->t.sc.view.hand.play.turn !=
		    ui->t.sc.seat || bot_warning(&ui->t.sc.view, d.cards[0]) ==
		    BLUNDER_NKINDS)
			completes(ui);
		break;
	default:
		push('q');	/* asked nothing, waiting: a bug */
		break;
	}
}

static const char page_keys[] = "tcfio?rxH";

static struct {
	int	 on;
	long	 asked_hand, asked_at;	/* the decision H was pressed at */
	long	 hinted;	/* decisions played as the hint said */
	long	 warned;	/* the hint's own card warned of */
	long	 reviews, review_cards, review_same, review_shown;
	int	 reviewed_hand;
} voice;

static int	 voice_key(struct ui *, int);
static void	 result(bool, const char *);

static int
script_key(struct ui *ui, int ms)
{
	static int	 pace = -1;	/* before + or - */
	int		 key, k;

	if (nqueue > 0) {
		key = queue[0];
		memmove(queue, queue + 1, (size_t)--nqueue * sizeof(queue[0]));
		return key;
	}
	if (voice.on)
		return voice_key(ui, ms);
	if (ui->t.lay.too_small) {
		resize_term(24, 80);
		return KEY_RESIZE;
	}
	if (ui->t.screen == SCREEN_PASS)
		return ' ';
	if (ui->t.screen == SCREEN_PAGE && !seen.lasted &&
	    end_title(ui->t.page.title)) {
		seen.lasted = 1;
		return 't';	/* the last trick again, once, then back */
	}
	if (begins(ui->t.prompt, says.last_trick) && ms < 0 &&
	    ui->t.screen == SCREEN_TABLE)
		return ' ';
	if (ui->t.screen == SCREEN_PAGE && review_ready(ui) && !quick &&
	    end_title(ui->t.page.title) &&
	    mc_rng_below(&keys_rng, 2) == 0)
		return 'v';	/* the review, its cards checked as all are */
	if (ui->t.screen == SCREEN_PAGE && !ui->practice && !quick &&
	    oracle.humans == 1 && ui->lesson.n == 0 && practices < 2 &&
	    strcmp(ui->t.page.title, says.end[0]) == 0 &&
	    mc_rng_below(&keys_rng, 3) == 0) {
		practices++;	/* the deal again, every frame checked */
		return 'p';
	}
	if (ui->t.screen == SCREEN_PAGE && ui->review.n > 0 &&
	    strcmp(ui->t.page.title, _("Your cards, reviewed by the expert"))
	    == 0 && mc_rng_below(&keys_rng, 2) == 0)
		return '1';	/* tried again: Space, the answer; Space, back */
	if (ui->t.screen == SCREEN_PAGE)
		return ' ';
	/* a match already over has nothing to resume: play to its end */
	if (quit_after > 0 && seen.answers >= quit_after &&
	    !match_over(&ui->g.m))
		return 'q';
	if (ms >= 0) {
		/* a pause: now and then a look at a page meanwhile, the pace
		 * changed, or the rest played out at once */
		switch (mc_rng_below(&keys_rng, 40)) {
		case 0: case 1: case 2:
			return page_keys[mc_rng_below(&keys_rng,
			    sizeof(page_keys) - 1)];
		case 3:
			seen.finishing = ui->g.m.hands;
			seen.finishes++;
			return 'F';
		case 4:
			pace = ui->opt.delay_ms;
			return ui->opt.delay_ms > 300 ? '-' : '+';
		case 5:
			/* the terminal resized: larger, too small, back */
			k = (int)mc_rng_below(&keys_rng, 3);
			resize_term(k == 0 ? 30 : k == 1 ? 20 : 24,
			    k == 0 ? 100 : k == 1 ? 70 : 80);
			seen.resizes++;
			return KEY_RESIZE;
		default:
			if (pace >= 0 && pace != ui->opt.delay_ms &&
			    strstr(ui->t.refusal, says.pace) != NULL)
				seen.paces++;
			pace = -1;
			return ERR;
		}
	}
	if (ui->lesson.n == 0 && ui->t.ask != ASK_CONFIRM &&
	    mc_rng_below(&keys_rng, 25) == 0) {
		/* a decision taken back: with several humans each agrees,
		 * or now and then the last one does not */
		for (k = 0; k < oracle.humans && oracle.humans > 1; k++)
			push(k == oracle.humans - 1 &&
			    mc_rng_below(&keys_rng, 3) == 0 ? 'n' : 'y');
		return 'u';
	}
	if (mc_rng_below(&keys_rng, 10) == 0) {
		/* a page; a hint too, but searching is slow under valgrind */
		k = (int)mc_rng_below(&keys_rng, sizeof(page_keys) - (quick ?
		    2 : 1));
		return page_keys[k];
	}
	answer(ui);
	seen.answers++;
	return script_key(ui, ms);
}

/*
 * T_VOICE: the pupil who asks the hint (H) at each of his plays and
 * discards and does what it says, then reviews (v) every hand.  The
 * record he leaves is audited against --hints and --review by
 * tests/voices.sh: the table, --hints and the review are one voice.
 */

/* The cards a hint names ("Hint: Discard 3c 4s Fd."), typed. */
static int
push_hinted(const struct ui *ui)
{
	char	 text[sizeof(ui->t.hint)], *w, *save = NULL;
	mc_card	 c;
	int	 n = 0;

	snprintf(text, sizeof(text), "%s", ui->t.hint);
	for (w = strtok_r(text, " .:", &save); w != NULL;
	    w = strtok_r(NULL, " .:", &save))
		if (mc_card_parse(w, strlen(w), &c) == MC_OK &&
		    mc_cards_has(&ui->t.sc.view.hand.held[ui->t.sc.seat], c)) {
			push_card(c);
			n++;
		}
	return n;
}

/* The review page of a hand played by the hint: nothing to regret. */
static void
voice_review(struct ui *ui)
{
	voice.reviews++;
	voice.review_cards += ui->review.cards;
	voice.review_same += ui->review.same;
	voice.review_shown += ui->review.n;
	if (ui->review.same != ui->review.cards || ui->review.n != 0)
		problem(ui, "hand %d played by the hint: the review plays the "
		    "same %d of %d and shows %d", ui->g.m.hands,
		    ui->review.same, ui->review.cards, ui->review.n);
}

static int
voice_key(struct ui *ui, int ms)
{
	struct table	*t = &ui->t;

	if (t->screen == SCREEN_PASS)
		return ' ';
	if (begins(t->prompt, says.last_trick) && ms < 0 &&
	    t->screen == SCREEN_TABLE)
		return ' ';
	if (t->screen == SCREEN_PAGE && end_title(t->page.title) &&
	    review_ready(ui) && voice.reviewed_hand != ui->g.m.hands) {
		voice.reviewed_hand = ui->g.m.hands;
		return 'v';
	}
	if (t->screen == SCREEN_PAGE && strcmp(t->page.title,
	    _("Your cards, reviewed by the expert")) == 0)
		voice_review(ui);
	if (t->screen == SCREEN_PAGE)
		return ' ';
	if (ms >= 0)
		return ERR;
	if (t->ask == ASK_CONFIRM) {
		voice.warned++;		/* the hint's card, played anyway */
		return 'y';
	}
	if (t->ask != ASK_PLAY && t->ask != ASK_DISCARD) {
		answer(ui);
		return script_key(ui, ms);
	}
	if (voice.asked_hand != ui->g.m.hands ||
	    voice.asked_at != ui->g.recorded || t->hint[0] == '\0') {
		voice.asked_hand = ui->g.m.hands;
		voice.asked_at = ui->g.recorded;
		return 'H';
	}
	voice.hinted++;
	if (t->ask == ASK_DISCARD && push_hinted(ui) == 0)
		problem(ui, "%s: a discard hint that names no card", t->hint);
	push('\n');	/* a play: the hint put its card under the cursor */
	return script_key(ui, ms);
}

static const struct tui_io script_io = { frame_show, script_key };

/* -------------------------------------------------------- scenarios */

static struct ui ui;

/* The players of a scenario: h human, n normal, e easy. */
static void
players(struct match_setup *s, const char *kinds)
{
	int	 p;

	for (p = 0; p < MC_NSEATS; p++) {
		s->players[p].human = kinds[p] == 'h';
		match_set_level(&s->players[p],
		    kinds[p] == 'n' ? BOT_NORMAL : BOT_EASY);
		snprintf(s->players[p].name, sizeof(s->players[p].name),
		    "%s%c", s->players[p].human ? "Human" : "Bot",
		    mc_seat_letter(p));
		oracle.humans += s->players[p].human;
	}
	for (p = 0; p < MC_NSEATS && oracle.humans == 1; p++)
		if (s->players[p].human)
			oracle.viewer = p;
}

/* A fresh table for a scenario, its match not yet begun. */
static void
table_reset(int delay, int cols, int rows)
{
	page_free(&ui.t.page);
	session_free(&ui.g);
	memset(&ui, 0, sizeof(ui));
	ui.opt.delay_ms = delay;
	ui.opt.color = true;
	ui.opt.warn = 1;
	ui.io = &script_io;
	ui.play = tui_play;
	ui.t.utf8 = true;
	resize_term(rows, cols);
	layout_compute(&ui.t.lay, rows, cols);
	paint_colors(&ui.t, true);
}

/*
 * A record's text with its seat lines made human (h) or computer (e)
 * players, to start a scenario from a record's deal.
 */
static char *
record_seated(const char *file, const char *kinds)
{
	char	 err[300], *text, *out, *line, *save = NULL;
	size_t	 size;
	int	 s;

	if ((text = save_read(file, err, sizeof(err))) == NULL) {
		printf("  %s\n", err);
		return NULL;
	}
	size = strlen(text) + 400;
	out = calloc(1, size);
	for (line = strtok_r(text, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save)) {
		if (strncmp(line, "seat ", 5) == 0) {
			s = strchr("SENW", line[5]) - "SENW";
			snprintf(out + strlen(out), size - strlen(out),
			    "seat %c %s \"%s%c\"\n", line[5], kinds[s] == 'h' ?
			    "human" : "bot easy", kinds[s] == 'h' ? "Human" :
			    "Bot", line[5]);
		} else if (strncmp(line, "discard ", 8) == 0)
			break;		/* the deal is the record's, the rest
					 * the scenario's */
		else
			snprintf(out + strlen(out), size - strlen(out), "%s\n",
			    line);
	}
	free(text);
	return out;
}

/* Lines of text that begin with head. */
static int
count_lines(const char *text, const char *head)
{
	const char	*p;
	int		 n = 0;

	for (p = text; p != NULL && *p != '\0'; p = strchr(p, '\n')) {
		if (*p == '\n')
			p++;
		n += strncmp(p, head, strlen(head)) == 0;
	}
	return n;
}

/*
 * Plays a match at the table to its end: a new one (record NULL), or a
 * record's deal.  With quit_after, the player quits after that many
 * decisions and the match is resumed from its record, as a new program
 * would.  Every frame is checked; then the scenario's own counts.
 */
static void
scenario(const char *name, const char *kinds, enum mc_length length,
    unsigned variants, uint64_t seed, int delay, int cols, int rows,
    const char *record)
{
	struct match_setup	*s = &ui.opt.setup;
	long			 before = frames;
	char			 err[300], *text = NULL;
	int			 p, resumed = 0;

	table_reset(delay, cols, rows);
	memset(&kn, 0, sizeof(kn));
	memset(&seen, 0, sizeof(seen));
	memset(&oracle, 0, sizeof(oracle));
	oracle.viewer = oracle.pending = -1;
	nqueue = 0;
	mc_rng_seed(&keys_rng, seed);
	problems = 0;
	players(s, kinds);
	s->length = length;
	s->variants = variants;
	s->seed = seed;
	if (record != NULL)
		text = record_seated(record, kinds);
	if (record != NULL ? text == NULL || !session_load(&ui.g, record, text,
	    err, sizeof(err)) : !session_new(&ui.g, s)) {
		printf("FAIL %s: the match does not start\n", name);
		failed++;
		free(text);
		return;
	}
	free(text);
	/* The partnership draw is told to all before the first hand. */
	for (p = 0; p < ui.g.m.draw.n; p++)
		for (int k = 0; k <= MC_NSEATS; k++)
			mc_cards_add(&kn.before[k], ui.g.m.draw.card[p]);
	kn.hand = 1;
	tui_begin(&ui);
	tui_run(&ui);
	while (quit_after > 0 && ui.quit && !match_over(&ui.g.m) &&
	    resumed < 20) {
		/* a new program resumes the saved match */
		text = strdup(ui.g.m.text);
		table_reset(delay, cols, rows);
		if (!session_load(&ui.g, "match.rec", text, err, sizeof(err)))
			problem(&ui, "the match does not resume: %s", err);
		free(text);
		seen.answers = 0;
		seen.last_due = 0;	/* a hand resumed over: told before */
		resumed++;
		if (oracle.humans > 1)
			oracle.viewer = -1;
		tui_begin(&ui);
		tui_run(&ui);
	}
	if (!match_over(&ui.g.m))
		problem(&ui, "the match stopped at hand %d", ui.g.m.hands);
	if (quit_after > 0 && resumed == 0)
		problem(&ui, "the match was never resumed");
	if (seen.breakdowns == 0)
		problem(&ui, "no end-of-hand page was seen");
	if (seen.refused != seen.refusals_named)
		problem(&ui, "%d cards refused, %d refusals named the cards",
		    seen.refused, seen.refusals_named);
	/* With a pace, the deal is told and a trick won stays up. */
	if (delay > 0 && seen.moments == 0)
		problem(&ui, "the deal was never shown step by step");
	if (delay > 0 && seen.won_shown != seen.completed)
		problem(&ui, "%d tricks completed by the player, %d shown won",
		    seen.completed, seen.won_shown);
	frames_all += frames - before;
	undos += ui.g.m.text != NULL ? count_lines(ui.g.m.text, "aid undo ") : 0;
	finishes += seen.finishes;
	paces += seen.paces;
	resizes += seen.resizes;
	hints += seen.hints;
	warnings += seen.warnings;
	reviews += seen.reviews;
	retries += seen.retries;
	answered += seen.answered;
	alternatives += seen.alternatives;
	if (problems == 0) {
		passed++;
		printf("ok   %s: %ld frames, every card one the viewer may "
		    "see; %d moments of the deal, %d of %d tricks completed "
		    "shown won, %d refusals naming the cards%s\n", name,
		    frames - before, seen.moments, seen.won_shown,
		    seen.completed, seen.refusals_named, resumed > 0 ?
		    ", resumed" : "");
	} else {
		failed++;
		printf("FAIL %s: %d problems in %ld frames\n", name, problems,
		    frames - before);
	}
	quit_after = 0;
}

/*
 * The guided first hand (--tutor): the lesson's notes are pages like any
 * other, so every card a note names must be one the player may see then.
 */
static void
tutor_scenario(const char *name, const char *lesson, int delay)
{
	char	 err[300];
	long	 before = frames;

	table_reset(delay, 80, 24);
	memset(&kn, 0, sizeof(kn));
	memset(&seen, 0, sizeof(seen));
	memset(&oracle, 0, sizeof(oracle));
	oracle.viewer = oracle.pending = -1;
	nqueue = 0;
	mc_rng_seed(&keys_rng, 35);
	problems = 0;
	ui.opt.tutor = lesson;
	if (!tutor_begin(&ui, err, sizeof(err))) {
		printf("FAIL %s: %s\n", name, err);
		failed++;
		return;
	}
	oracle.humans = 1;
	oracle.viewer = match_player(&ui.g.m, MC_SOUTH);
	kn.hand = 1;
	tui_begin(&ui);
	tui_run(&ui);
	if (!match_over(&ui.g.m))
		problem(&ui, "the lesson stopped at decision %d of %d",
		    ui.g.m.script_next, ui.lesson.n);
	if (ui.lesson.shown != ui.lesson.n + 1)
		problem(&ui, "the last note shown: %d of %d", ui.lesson.shown,
		    ui.lesson.n + 1);
	if (seen.breakdowns == 0)
		problem(&ui, "no end-of-hand page was seen");
	frames_all += frames - before;
	if (problems == 0) {
		passed++;
		printf("ok   %s: %ld frames, every card one the viewer may "
		    "see; %d decisions, the last note shown\n", name,
		    frames - before, ui.lesson.n);
	} else {
		failed++;
		printf("FAIL %s: %d problems in %ld frames\n", name, problems,
		    frames - before);
	}
	lesson_free(&ui.lesson);
}

/*
 * T_VOICE=N T_RECORD=FILE [T_VOICE_SEED=S]: N one-hand matches from seed
 * S (1000), one person a pupil who plays every hint (voice_key), the
 * others easy; the records into FILE.
 */
static void
voice_run(int hands, const char *file, int first)
{
	FILE	*fp;
	char	 name[80];
	int	 i;

	if (file == NULL || (fp = fopen(file, "w")) == NULL) {
		printf("FAIL T_VOICE: T_RECORD names no file to write\n");
		failed++;
		return;
	}
	voice.on = 1;
	for (i = 0; i < hands; i++) {
		voice.reviewed_hand = 0;
		voice.asked_hand = -1;
		snprintf(name, sizeof(name), "the pupil plays the hint, seed %d",
		    first + i);
		scenario(name, "heee", MC_MATCH_HAND, 0, (uint64_t)(first + i),
		    0, 80, 24, NULL);
		if (ui.g.m.text != NULL)
			fputs(ui.g.m.text, fp);
	}
	fclose(fp);
	result(voice.reviews == hands && voice.review_same ==
	    voice.review_cards && voice.review_shown == 0,
	    "every hand played by the hint reviewed: the expert plays the "
	    "same cards, none shown as costly");
	printf("voice: %ld decisions played as the table's hint said, %ld of "
	    "them warned of; %ld reviews, %ld of %ld cards the expert's, %ld "
	    "shown\n", voice.hinted, voice.warned, voice.reviews,
	    voice.review_same, voice.review_cards, voice.review_shown);
}

/* ------------------------------------------------- smaller checks */

static void
result(bool ok, const char *name)
{
	if (ok)
		passed++;
	else
		failed++;
	printf("%s %s\n", ok ? "ok  " : "FAIL", name);
}

/* The caption of the moment a scene's event k begins. */
static const char *
caption(struct scene *sc, int k)
{
	static struct moment	 m;

	moment_of(sc, k, &m);
	return m.caption;
}

/* An event of a made-up hand, for the captions. */
static void
event(struct scene *sc, enum mc_event_kind kind, int n, mc_card c)
{
	struct mc_event	*ev = &sc->events[sc->nevents++];

	memset(ev, 0, sizeof(*ev));
	ev->kind = (uint8_t)kind;
	ev->seat = MC_EAST;
	ev->n = (int16_t)n;
	ev->card = c;
	ev->visible = MC_VISIBLE_ALL;
}

/* R5.3, R5.4, R5.5: the deal's captions say what happened. */
static void
deal_captions(void)
{
	static struct scene	 sc;
	char			 nothing[200], robs[200], left[200];
	const char		*ten = _("deals ten and ten (R5.4)");
	int			 i;

	/* the captions, whole, in the program's language */
	snprintf(nothing, sizeof(nothing), nheard("cuts %d card: nothing to "
	    "rob (R5.3)", "cuts %d cards: nothing to rob (R5.3)", 40), 40);
	snprintf(robs, sizeof(robs), nheard("cuts %d card and robs (R5.3)",
	    "cuts %d cards and robs (R5.3)", 40), 40);
	snprintf(left, sizeof(left), nheard("deals the %d card left while "
	    "they last (R5.5)", "deals the %d cards left while they last "
	    "(R5.5)", 83), 83);
	memset(&sc, 0, sizeof(sc));
	event(&sc, MC_EV_CUT, 40, MC_NOCARD);
	event(&sc, MC_EV_DEALT, 0, MC_NOCARD);
	result(strcmp(caption(&sc, 0), nothing) == 0 &&
	    strcmp(caption(&sc, 0), robs) != 0,
	    "a cut that robs nothing says so (R5.3)");
	result(strcmp(caption(&sc, 1), ten) == 0 &&
	    strstr(caption(&sc, 1), "(R5.4)") != NULL,
	    "the deal of ten and ten (R5.4)");
	sc.nevents = 1;
	for (i = 0; i < 14; i++)
		event(&sc, MC_EV_ROB, 0, (mc_card)(MC_NCARDS - 2 - i));
	event(&sc, MC_EV_DEALT, 0, MC_NOCARD);
	result(strcmp(caption(&sc, 0), robs) == 0 &&
	    strcmp(caption(&sc, 0), nothing) != 0,
	    "a cut that robs says so (R5.3)");
	result(strcmp(caption(&sc, 15), ten) != 0 &&
	    strcmp(caption(&sc, 15), left) == 0 &&
	    strstr(caption(&sc, 15), "83") != NULL &&
	    strstr(caption(&sc, 15), "R5.5") != NULL,
	    "fourteen robbed: the deal goes as far as the deck (R5.5)");
}

/* The help's legend: R6.11's chooser is the previous trick's winner. */
static void
legend_fall(void)
{
	const struct key_help	*k;
	bool			 ok = false;

	for (k = tui_legend; k->keys != NULL; k++)
		if (strcmp(k->keys, "fallen, open:") == 0)
			ok = strstr(k->what, "previous trick") != NULL &&
			    strstr(k->what, "last trick") == NULL;
	result(ok, "the legend: the previous trick's winner chooses for a "
	    "fallen hand (R6.11)");
}

/* The talk grows with the terminal beyond 80 columns. */
static void
talk_width(void)
{
	struct layout	 l;
	int		 w80, w100;

	layout_compute(&l, 24, 80);
	w80 = l.a[AREA_LOG].w;
	layout_compute(&l, 30, 100);
	w100 = l.a[AREA_LOG].w;
	result(w80 >= 27 && w100 >= w80 + 5, "the talk is wider at 100 "
	    "columns than at 80");
}

/* The statistics' rows by level and partner read "1 hand, rests". */
static void
stats_rows(void)
{
	struct stats_report	*r = stats_tally_open();
	struct stats_hand	 h;
	char			*out = NULL, row[160];
	size_t			 len = 0;
	FILE			*fp;
	int			 s;

	memset(&h, 0, sizeof(h));
	h.key = 7;
	h.length = 1;
	h.hand = 1;
	for (s = 0; s < MC_NSEATS; s++) {
		snprintf(h.name[s], sizeof(h.name[s]), "P%d", s);
		snprintf(h.kind[s], sizeof(h.kind[s]), s == 0 ? "human" :
		    "easy");
	}
	stats_tally_add(r, &h);
	if ((fp = open_memstream(&out, &len)) != NULL) {
		stats_tally_print(r, fp);
		fclose(fp);
	}
	/* the row's words after its name: " 1 hand,  rests +0\n" */
	said_nfmt(row, sizeof(row), " 1 hand,  rests +0\n", "    %-36s %4d "
	    "hand,  rests %+d\n", "    %-36s %4d hands, rests %+d\n", 1,
	    "\001", 1, 0);
	result(out != NULL && strstr(out, row) != NULL &&
	    strstr(out, " ,") == NULL, "the statistics: \"1 hand, rests\"");
	free(out);
	stats_tally_free(r);
}

/*
 * The program's language, from T_LANG: English (unset, "" or "en"), in
 * the C locale; or Italian ("it"), as a player's locale sets it, from
 * the locale it_IT.UTF-8 (LOCPATH finds it where it was built) and the
 * catalogue lang_init() finds.  false, said, if that cannot be.
 */
static bool
language(void)
{
	const char	*want = getenv("T_LANG"), *ctype, *messages;

	if (want == NULL || want[0] == '\0' || strcmp(want, "en") == 0) {
		setlocale(LC_ALL, "C.UTF-8");
		return true;
	}
	if (strcmp(want, "it") != 0) {
		printf("FAIL T_LANG=%s: a language the test does not know (it, "
		    "en)\n", want);
		return false;
	}
	italian = true;
	setenv("LC_ALL", "it_IT.UTF-8", 1);
	unsetenv("LANGUAGE");
	lang_init();
	ctype = setlocale(LC_CTYPE, NULL);
	messages = setlocale(LC_MESSAGES, NULL);
	if (ctype == NULL || strcmp(ctype, "it_IT.UTF-8") != 0 ||
	    messages == NULL || strcmp(messages, "it_IT.UTF-8") != 0) {
		printf("FAIL the Italian locale it_IT.UTF-8 is not there "
		    "(LOCPATH=%s)\n", getenv("LOCPATH") != NULL ?
		    getenv("LOCPATH") : "");
		return false;
	}
	if (strcmp(lang_code(), "it") != 0) {
		printf("FAIL no Italian catalogue in %s\n", lang_dir());
		return false;
	}
	passed++;
	printf("ok   the table speaks Italian (it_IT.UTF-8, %s)\n",
	    lang_dir());
	return true;
}

/* Every scenario of the table, and the counts over all of them. */
static void
scenarios(void)
{
	scenario("solo, a giro at 80x24", "heen", MC_MATCH_GIRO, 0, 25, 600,
	    80, 24, NULL);
	/* the reported case: East acting while South looks on */
	scenario("solo, seed 25, delay 3000", "heee", MC_MATCH_HAND, 0, 25,
	    3000, 80, 24, NULL);
	scenario("solo, optional falling, at 120x40", "heee", MC_MATCH_GIRO,
	    MC_VAR_OPTIONAL_CASCARE, 7, 600, 120, 40, NULL);
	scenario("solo, no pauses", "ehee", MC_MATCH_HAND, 0, 11, 0, 80, 24, NULL);
	tutor_scenario("the guided first hand (--tutor)", "data/lesson-1.rec",
	    300);
	/* two humans and two computer players, partners and opponents */
	scenario("two humans (partners) and two bots", "hehe", MC_MATCH_GIRO,
	    0, 31, 600, 80, 24, NULL);
	scenario("two humans (opponents) and two bots", "hhee", MC_MATCH_GIRO,
	    MC_VAR_OPTIONAL_CASCARE, 32, 600, 80, 24, NULL);
	/* hot-seat: four people at one keyboard */
	scenario("hot-seat, four humans", "hhhh", MC_MATCH_GIRO, 0, 33, 600,
	    80, 24, NULL);
	/* R5.5: fourteen robbed, the robber's discards dealt face down to
	 * a short hand; North human, the receiver South a computer */
	scenario("R5.5, fourteen robbed, North at the keyboard", "eehe",
	    MC_MATCH_HAND, 0, 41, 600, 80, 24,
	    "tests/records/good/robbed14.rec");
	scenario("R5.5, fourteen robbed, South receives", "heee",
	    MC_MATCH_HAND, 0, 42, 600, 80, 24,
	    "tests/records/good/robbed14.rec");
	/* quit and resume, a few times over, as a player would */
	quit_after = 9;
	scenario("solo, quit and resumed", "hnee", MC_MATCH_GIRO, 0, 43,
	    600, 80, 24, NULL);
	quit_after = 7;
	scenario("hot-seat, quit and resumed", "hhhh", MC_MATCH_HAND, 0, 44,
	    600, 80, 24, NULL);
	printf("frames checked: %ld\n", frames_all);
	deal_captions();
	legend_fall();
	talk_width();
	stats_rows();
	/* Names line up by columns, not bytes: "Niccolò" is 7 columns. */
	{
		char	 pad[40];

		if (text_width("Niccol\xc3\xb2") == 7 &&
		    text_width(text_pad("Niccol\xc3\xb2", 10, pad,
		    sizeof(pad))) == 10 && strlen(pad) == 11 &&
		    text_width(text_pad("Zo\xc3\xab \xc3\x85ngstr\xc3\xb6m",
		    20, pad, sizeof(pad))) == 20)
			passed++;
		else {
			failed++;
			printf("FAIL names are padded by columns\n");
		}
	}
	/* Decisions were taken back, every frame checked as all are. */
	if (undos > 0) {
		passed++;
		printf("ok   %d decisions taken back (u), every frame checked\n",
		    undos);
	} else {
		failed++;
		printf("FAIL no decision was taken back (u)\n");
	}
	if (lasts > 0) {
		passed++;
		printf("ok   the last trick shown again (t) %d times, won\n",
		    lasts);
	} else {
		failed++;
		printf("FAIL the last trick was never shown again (t)\n");
	}
	/* The keys pressed in pauses were pressed, and did what they do. */
	if (finishes > 0 && paces > 0 && resizes > 0)
		passed++;
	else {
		failed++;
		printf("FAIL F pressed %d times, the pace changed %d times, "
		    "the terminal resized %d times\n", finishes, paces,
		    resizes);
	}
	/* Hints were asked at decisions, and each page checked; cards
	 * that give points away were warned of. */
	if (((hints > 0 && reviews > 0 && retries > 0 && answered > 0 &&
	    practices > 0) || quick) && warnings > 0) {
		passed++;
		printf("ok   %d hint pages, each naming a decision, %d choices "
		    "weighed on them; %d cards warned of; %d reviews, %d frames "
		    "of a card tried again, %d with the expert's card and why; "
		    "%d deals played again\n", hints, alternatives, warnings,
		    reviews, retries, answered, practices);
	}
	else {
		failed++;
		printf("FAIL %d hints asked at a decision, %d cards warned "
		    "of, %d reviews, %d retries, %d answers\n", hints,
		    warnings, reviews, retries, answered);
	}
}

int
main(void)
{
	static const char *const terms[] = { "xterm-256color", "xterm",
	    "vt100" };
	FILE	*out, *in;
	SCREEN	*scr = NULL;
	size_t	 i;

	if (!language()) {
		printf("0 passed, 1 failed\n");
		return 1;
	}
	says_init();
	quick = getenv("T_QUICK") != NULL;
	if ((out = fopen("/dev/null", "w")) == NULL ||
	    (in = fopen("/dev/null", "r")) == NULL)
		return 2;
	for (i = 0; scr == NULL && i < sizeof(terms) / sizeof(terms[0]); i++)
		scr = newterm(terms[i], out, in);
	if (scr == NULL) {
		printf("FAIL no terminal description to paint with\n");
		printf("0 passed, 1 failed\n");
		return 1;
	}
	set_term(scr);
	if (getenv("T_VOICE") != NULL)
		voice_run(atoi(getenv("T_VOICE")), getenv("T_RECORD"),
		    getenv("T_VOICE_SEED") != NULL ?
		    atoi(getenv("T_VOICE_SEED")) : 1000);
	else
		scenarios();
	page_free(&ui.t.page);
	session_free(&ui.g);
	endwin();
	delscreen(scr);
	fclose(out);
	fclose(in);
	failed += word_faults;
	/* in Italian, every word looked for was Italian */
	if (italian && unheard.n == 0) {
		passed++;
		printf("ok   every message the test looks for is in the "
		    "Italian catalogue\n");
	} else if (italian) {
		failed++;
		for (i = 0; i < (size_t)unheard.n; i++)
			printf("FAIL not in the Italian catalogue, looked for in "
			    "English: \"%s\"\n", unheard.msgid[i]);
	}
	printf("%d passed, %d failed\n", passed, failed);
	return failed > 0;
}

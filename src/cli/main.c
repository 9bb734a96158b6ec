/*
 * main.c -- the minchiate program.  Without a mode option it opens the
 * table (src/tui/).  With --text it tells one seeded hand in text: the
 * partnership draw, the seats, the cut, every robbed, face-up, turned-up
 * and taken card with its mark, the folla announcement, the hands, the
 * discards, then the hand played out by the easy computer players and
 * its breakdown.  It also replays records and runs the arena.
 */
#include <err.h>
#include <errno.h>
#include <getopt.h>
#include <grp.h>
#include <pwd.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "../lang/lang.h"
#include "../bot/bot.h"
#include "../match/match.h"
#include "../net/net.h"
#include "../tui/tui.h"

/* The text modes' output goes to standard output, checked at exit. */
static bool	 check_stdout = true;
static char	 help_buf[1 << 14];	/* --help's whole text */

/*
 * A write error on standard output fails the program, whatever else
 * happened: "minchiate --replay x >/dev/full" must not exit 0.
 */
static void
close_stdout(void)
{
	int	 e;

	if (!check_stdout)
		return;
	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout))
		return;
	e = errno;
	if (e != 0)
		warnc(e, "standard output");
	else
		warnx(_("standard output: write error"));
	_exit(1);
}

/* Command-line text as it may be printed: two at once. */
static const char *
shown(const char *arg)
{
	static char	 buf[2][512];
	static int	 i;

	i = !i;
	return safe_text(arg, buf[i], sizeof(buf[i]));
}

/*
 * The usage lines, then a line on each option: --help.  Each part is
 * one text for the translator, the options' names and words kept.
 */
static void
usage(FILE *fp)
{
	/* TRANSLATORS: the options and their words (hand, giro, set,
	   human, the levels) stay as they are; the capitalised words
	   (FILE, NAME, LEVEL...) may be translated. */
	fputs(_("usage: minchiate [-s N] [--seat SEAT=human|LEVEL] "
	    "[--name SEAT=NAME]\n"
	    "                 [--hotseat] [--match hand|giro|set] "
	    "[--variants LIST]\n"
	    "                 [--delay MS] [--think MS] [--auto-play] "
	    "[--ascii] [--no-color]\n"
	    "                 [--resume | --new] [--english] "
	    "[--warn | --no-warn]\n"
	    "       minchiate --tutor\n"
	    "       minchiate --text [--seed N] [--cut N] [--english]\n"
	    "       minchiate --replay FILE [--english] | --blunders FILE\n"
	    "       minchiate --hints FILE [--seat S] [--english]\n"
	    "       minchiate --review FILE [--seat S] [--english]\n"
	    "       minchiate --selfplay N [--seed N] [--ns LEVEL] [--ew LEVEL]\n"
	    "                 [--seat SEAT=LEVEL] [--duplicate] [--variants LIST]\n"
	    "                 [--record FILE]\n"
	    "       minchiate --table NAME [the table's match options]\n"
	    "                 [--countdown S] [--stand-in LEVEL] [--allow WHO]\n"
	    "                 [--no-hints]\n"
	    "       minchiate --join NAME [--seat S] [--name NAME] [--script]\n"
	    "       minchiate --watch NAME [--script]\n"
	    "       minchiate --stats | --cards | --help | --version\n"), fp);
	fputs("\n", fp);
	fputs(_("SEAT is S, E, N or W; LEVEL is random, easy, normal, hard or "
	    "expert.\n"), fp);
	fputs(_("With --selfplay, LEVEL may also be open: a test level, the "
	    "expert seeing\nevery hand, never offered where a person "
	    "plays.\n"), fp);
	fputs(_("The table (the default):\n"
	    "  -s, --seed N        deal from seed N, 0 to 2^64-1 "
	    "(random without it)\n"
	    "  --seat SEAT=WHO     SEAT's player: human or a LEVEL "
	    "(--selfplay: a LEVEL)\n"
	    "  --name SEAT=NAME    the name of the player at SEAT, "
	    "1 to 31 bytes of UTF-8\n"
	    "  --hotseat           four people at one keyboard\n"
	    "  --match LENGTH      hand, giro (4 hands) or set "
	    "(12 hands, the default)\n"
	    "  --variants LIST     optional-cascare,demonio,auto-declare "
	    "or none (R10)\n"
	    "  --delay MS          a computer player's pause in ms, 0 to "
	    "10000 (600)\n"
	    "  --think MS          a computer player's clock in ms, 0 for "
	    "none (1000)\n"
	    "  --auto-play         play a lone legal card at once "
	    "(the key a toggles it)\n"
	    "  --ascii             draw with ASCII characters only\n"
	    "  --english           name the cards in English (also --text, "
	    "--replay)\n"
	    "  --no-color          draw without colour, as NO_COLOR does\n"
	    "  --resume            resume the saved match without asking\n"
	    "  --new               start a new match, replacing the saved "
	    "one\n"
	    "  --tutor             a guided first hand: a lesson, every step "
	    "explained\n"
	    "  --warn              ask before a card that gives points away "
	    "(the key w;\n"
	    "                      on by default in a first match)\n"
	    "  --no-warn           never ask so\n"), fp);
	fputs(_("Text, records and computer players:\n"
	    "  --text              tell one hand in text, played out by "
	    "easy players\n"
	    "  -c, --cut N         with --text: cut N cards, 14 to 83\n"
	    "  --replay FILE       replay and check game records "
	    "(FILE - is standard input)\n"
	    "  --hints FILE        the expert's advice at every decision of "
	    "records, and why\n"
	    "  --review FILE       the expert's review of the cards played in "
	    "records:\n"
	    "                      the costly ones, as the table's review "
	    "shows them\n"
	    "  --seat S            with --hints or --review: only these "
	    "seats (S, E, N, W\n"
	    "                      or several)\n"
	    "  --blunders FILE     count the partner blunders of each level "
	    "in records\n"
	    "  --selfplay N        play N hands between computer players, "
	    "and sum them up\n"
	    "  --ns LEVEL          with --selfplay: North and South's level "
	    "(random)\n"
	    "  --ew LEVEL          with --selfplay: East and West's level "
	    "(random)\n"
	    "  --duplicate         with --selfplay: each deal twice, the "
	    "levels swapped\n"
	    "  --record FILE       with --selfplay: write the hands to FILE "
	    "as records\n"), fp);
	fputs(_("A table other terminals join (over ssh, say):\n"
	    "  --table NAME        open table NAME; its people join it "
	    "with --join\n"
	    "  --countdown S       a gone player's seat waits S seconds "
	    "(60)\n"
	    "  --stand-in LEVEL    ... then this computer player takes it "
	    "(normal)\n"
	    "  --allow WHO         a user or group who may join, besides "
	    "you\n"
	    "  --no-hints          no hints (H) for the table's people\n"
	    "  --join NAME         take a seat at table NAME (--seat S, "
	    "--name NAME)\n"
	    "  --watch NAME        watch table NAME: what every seat may "
	    "see\n"
	    "  --script            headless: frames out, decisions in "
	    "(\"bot LEVEL\" too)\n"), fp);
	fputs(_("Information:\n"
	    "  --stats             print the statistics of the players at "
	    "this table\n"
	    "  --cards             print the 97 cards, their names and "
	    "values\n"
	    "  -h, --help          print this help\n"
	    "  -V, --version       print the version and the licence\n"), fp);
}

/* A number in lo..hi from an option, or a one-line error. */
static long long
number(const char *opt, const char *arg, long long lo, long long hi)
{
	const char	*e;
	long long	 n = strtonum(arg, lo, hi, &e);

	/* strtonum says "too small", "too large" or "invalid" */
	if (e != NULL)
		errx(2, _("%s %s: %s (expected %lld to %lld)"), opt, shown(arg),
		    strcmp(e, "too small") == 0 ? _("too small") :
		    strcmp(e, "too large") == 0 ? _("too large") : _("invalid"),
		    lo, hi);
	return n;
}

/* R10: variants named in a comma-separated list (the records' words). */
static unsigned
parse_variants(const char *arg)
{
	unsigned	 v = 0;
	size_t		 len;
	const char	*p = arg;
	char		 word[64];
	int		 bit;

	for (;;) {
		len = strcspn(p, ",");
		if ((bit = record_variant_parse(p, len)) < 0) {
			snprintf(word, sizeof(word), "%.*s", (int)len, p);
			errx(2, _("--variants %s: unknown variant '%s' (see "
			    "--help)"), shown(arg), shown(word));
		}
		v |= (unsigned)bit;
		if (p[len] == '\0')
			return v;
		p += len + 1;
	}
}

#define HUMAN	(-2)

/* SEAT=VALUE: the seat, with value pointing after the '='. */
static int
parse_seat(const char *opt, const char *arg, const char **value)
{
	char	 letter[2] = { arg[0], '\0' };
	int	 seat = record_seat_parse(letter);

	if (seat < 0 || arg[1] != '=')
		errx(2, _("%s %s: expected SEAT=VALUE with SEAT one of S, E, N, "
		    "W, as S=hard"), opt, shown(arg));
	*value = arg + 2;
	return seat;
}

/*
 * --seat S=LEVEL: one seat's computer player, or a human.  A test level
 * (open) only in the arena (--selfplay): it sees every hand.
 */
static void
parse_seat_level(const char *arg, int *seat, bool arena)
{
	const char	*v;
	int		 s = parse_seat("--seat", arg, &v), level;

	if (strcmp(v, "human") == 0)
		level = HUMAN;
	else if ((level = bot_arena_level_parse(v)) < 0)
		errx(2, _("--seat %s: no such level (human, random, easy, normal, "
		    "hard, expert)"), shown(arg));
	else if (!arena && bot_test_level((enum bot_level)level))
		errx(2, _("--seat %s: a test level that sees every hand, only "
		    "for --selfplay"), shown(arg));
	seat[s] = level;
}

/*
 * --seat S with --hints or --review: the seats whose advice is listed,
 * "S" or "NS".
 */
static unsigned
parse_seat_list(const char *arg)
{
	unsigned	 seats = 0;
	const char	*p;
	char		 letter[2] = "";
	int		 s;

	for (p = arg; *p != '\0'; p++) {
		if (*p == ',')
			continue;
		letter[0] = *p;
		if ((s = record_seat_parse(letter)) < 0)
			errx(2, _("--seat %s: with --hints or --review, seats "
			    "are letters among N, E, S and W"), shown(arg));
		seats |= 1u << s;
	}
	if (seats == 0)
		errx(2, _("--seat: with --hints or --review, name a seat: "
		    "N, E, S or W"));
	return seats;
}

/* --name S=NAME: a player's name, as a record's seat line may hold it. */
static int
parse_name(const char *arg, struct match_setup *setup)
{
	const char	*v, *why;
	int		 s = parse_seat("--name", arg, &v);

	if ((why = name_problem(v)) != NULL)
		errx(2, "--name %s: %s", shown(arg), why);
	snprintf(setup->players[s].name, sizeof(setup->players[s].name), "%s",
	    v);
	return s;
}

static enum mc_length
parse_length(const char *arg)
{
	int	 length = record_length_parse(arg);

	if (length < 0)
		errx(2, _("--match %s: a match is a hand, a giro or a set"),
		    shown(arg));
	return (enum mc_length)length;
}

/* The table's options: solo against three bots unless told otherwise. */
static void
table_options(struct tui_options *t, const int *seat, bool hotseat,
    unsigned variants, uint64_t seed)
{
	int	 s;

	for (s = 0; s < MC_NSEATS; s++) {
		t->setup.players[s].human = hotseat ? true :
		    seat[s] == HUMAN || (seat[s] == -1 && s == MC_SOUTH);
		match_set_level(&t->setup.players[s], seat[s] >= 0 ?
		    (enum bot_level)seat[s] : BOT_NORMAL);
		if (seat[s] != -1 || hotseat)
			t->seats_given = true;
	}
	t->setup.variants = variants;
	t->setup.seed = seed;
	if (getenv("NO_COLOR") != NULL && getenv("NO_COLOR")[0] != '\0') {
		t->color = false;
		t->given |= SET_COLOR;	/* over the settings kept */
	}
}

/* A seed: any decimal number that fits in 64 bits. */
static uint64_t
parse_seed(const char *arg)
{
	uint64_t	 n;

	if (*arg == '\0')
		errx(2, _("--seed: empty"));
	if (!record_u64(arg, &n))
		errx(2, "--seed %s: %s", shown(arg), strspn(arg,
		    "0123456789") == strlen(arg) ? _("too large") :
		    _("invalid (expected a number)"));
	return n;
}

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
static void
play_deal(uint64_t seed, int cut)
{
	static struct match	 m;
	struct mc_rng		 rng;
	struct mc_decision	 d;
	mc_card			 deck[MC_NCARDS];
	char			 cards[200];
	int			 s;

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

/*
 * The guided first hand: in $MINCHIATE_DATA if set, else where make
 * install puts it, else beside the program in a built source tree.
 */
static const char *
lesson_path(void)
{
	static char	 path[4200];
	const char	*dir = getenv("MINCHIATE_DATA");
	char		 self[4096], *slash;
	ssize_t		 n;

	snprintf(path, sizeof(path), "%s/lesson-1.rec", dir != NULL ? dir :
	    DATADIR);
	if (dir != NULL || access(path, R_OK) == 0)
		return path;
	if ((n = readlink("/proc/self/exe", self, sizeof(self) - 1)) > 0) {
		self[n] = '\0';
		if ((slash = strrchr(self, '/')) != NULL)
			*slash = '\0';
		snprintf(path, sizeof(path), "%s/../data/lesson-1.rec", self);
	}
	return path;
}

/*
 * --join NAME [--seat S] [--name N] [--script], --watch NAME [--script]:
 * a client of a table; bad is any option that is not one of these.
 */
static int
join_table(struct client_options *co, struct tui_options *t, int nseat,
    const char *const *seat, bool bad)
{
	int	 s;

	if (co->name[0] == '\0')
		errx(2, _("--script goes with --join or --watch (see --help)"));
	if (bad || (co->watch && nseat > 0) || nseat > 1)
		errx(2, _("--join goes with --seat S, --name N, --script and "
		    "the display's options; --watch with --script and the "
		    "display's (see --help)"));
	if (nseat == 1 && ((s = record_seat_parse(seat[0])) < 0 ||
	    strlen(seat[0]) != 1))
		errx(2, _("--seat %s: a seat is N, E, S or W"), shown(seat[0]));
	co->seat = nseat == 1 ? record_seat_parse(seat[0]) : -1;
	for (s = 0; s < MC_NSEATS; s++)
		if (t->given & SET_NAME(s))
			errx(2, _("--join's --name is the name alone, as --name "
			    "Ann (see --help)"));
	if (!co->script) {
		check_stdout = false;	/* curses writes to the terminal */
		return tui_join(t, co);
	}
	return client_run(co);
}

/*
 * --table: a seat is a person's only when --seat says so (no South by
 * default), and there is one at least; the names given are the people's
 * (net.h), the others are named by their first person.
 */
static void
table_seats(struct server_options *so, const struct tui_options *t,
    int *seat, bool hotseat)
{
	int	 s, people = 0;

	for (s = 0; s < MC_NSEATS; s++) {
		if (seat[s] == -1 && !hotseat)
			seat[s] = BOT_NORMAL;
		people += hotseat || seat[s] == HUMAN;
		so->named[s] = (t->given & SET_NAME(s)) != 0;
	}
	if (people == 0)
		errx(2, _("--table: a table needs a seat for a person at least, "
		    "as --seat S=human --name S=Ann (see --help)"));
}

/* The long options that have no letter. */
enum {
	OPT_TABLE = 0x100, OPT_JOIN, OPT_WATCH, OPT_SCRIPT, OPT_COUNTDOWN,
	OPT_STAND_IN, OPT_ALLOW, OPT_NO_HINTS, OPT_REVIEW
};

/* --allow NAME: a user, or else a group, who may join the table. */
static void
parse_allow(const char *arg, struct server_options *so)
{
	struct passwd	*pw;
	struct group	*gr;

	if ((pw = getpwnam(arg)) != NULL && so->nallow < NET_ALLOW_MAX)
		so->allow[so->nallow++] = pw->pw_uid;
	else if ((gr = getgrnam(arg)) != NULL &&
	    so->nallow_group < NET_ALLOW_MAX)
		so->allow_group[so->nallow_group++] = gr->gr_gid;
	else
		errx(2, _("--allow %s: no such user or group, or too many"),
		    shown(arg));
}

/*
 * --table NAME, --join NAME, --watch NAME: a table's name or socket;
 * --join and --watch take USER:NAME too, a table of another user's.
 */
static void
table_name(const char *opt, const char *arg, char *buf, size_t size)
{
	char		 why[200];
	const char	*name = arg, *colon = strchr(arg, ':');
	bool		 table = strcmp(opt, "--table") == 0;

	if (!table && colon != NULL && colon != arg)
		name = colon + 1;
	if ((strchr(arg, '/') == NULL || table) &&
	    !net_table_name_ok(name, why, sizeof(why)))
		errx(2, "%s %s: %s", opt, shown(arg), why);
	if (strlen(arg) >= size)
		errx(2, _("%s %s: too long for a socket's path"), opt, shown(arg));
	snprintf(buf, size, "%s", arg);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "seed", required_argument, NULL, 's' },
		{ "cut", required_argument, NULL, 'c' },
		{ "cards", no_argument, NULL, 'C' },
		{ "stats", no_argument, NULL, 'Z' },
		{ "replay", required_argument, NULL, 'R' },
		{ "blunders", required_argument, NULL, 'B' },
		{ "hints", required_argument, NULL, 'I' },
		{ "selfplay", required_argument, NULL, 'P' },
		{ "record", required_argument, NULL, 'w' },
		{ "variants", required_argument, NULL, 'v' },
		{ "ns", required_argument, NULL, 'n' },
		{ "ew", required_argument, NULL, 'e' },
		{ "duplicate", no_argument, NULL, 'd' },
		{ "seat", required_argument, NULL, 'S' },
		{ "text", no_argument, NULL, 'T' },
		{ "name", required_argument, NULL, 'N' },
		{ "hotseat", no_argument, NULL, 'H' },
		{ "match", required_argument, NULL, 'm' },
		{ "delay", required_argument, NULL, 'D' },
		{ "think", required_argument, NULL, 'K' },
		{ "auto-play", no_argument, NULL, 'A' },
		{ "ascii", no_argument, NULL, 'a' },
		{ "english", no_argument, NULL, 'E' },
		{ "no-color", no_argument, NULL, 'o' },
		{ "resume", no_argument, NULL, 'r' },
		{ "new", no_argument, NULL, 'W' },
		{ "warn", no_argument, NULL, 'y' },
		{ "tutor", no_argument, NULL, 'u' },
		{ "no-warn", no_argument, NULL, 'Y' },
		{ "table", required_argument, NULL, OPT_TABLE },
		{ "join", required_argument, NULL, OPT_JOIN },
		{ "watch", required_argument, NULL, OPT_WATCH },
		{ "script", no_argument, NULL, OPT_SCRIPT },
		{ "countdown", required_argument, NULL, OPT_COUNTDOWN },
		{ "stand-in", required_argument, NULL, OPT_STAND_IN },
		{ "allow", required_argument, NULL, OPT_ALLOW },
		{ "no-hints", no_argument, NULL, OPT_NO_HINTS },
		{ "review", required_argument, NULL, OPT_REVIEW },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	uint64_t	 seed;
	const char	*replay = NULL, *blunders = NULL, *hints = NULL;
	const char	*seat_arg[16];
	int		 nseat_arg = 0, i;
	unsigned	 seats = 0;
	struct selfplay	 sp;
	struct tui_options table;
	struct server_options so;
	struct client_options co;
	bool		 net = false, table_only = false, seed_given = false;
	const char	*plain_name = NULL, *why;
	char		 opt[3] = "-";
	int		 ch, cut = 0, level, s;
	bool		 text = false, hotseat = false, tui_only = false;
	bool		 review = false;	/* --review: hints holds its file */
	bool		 arena = false, stats = false;

	lang_init();
	if (atexit(close_stdout) != 0)
		err(1, "atexit");
	seed = (uint64_t)arc4random() << 32 | arc4random();
	memset(&sp, 0, sizeof(sp));
	memset(sp.seat, -1, sizeof(sp.seat));
	memset(&table, 0, sizeof(table));
	memset(&so, 0, sizeof(so));
	memset(&co, 0, sizeof(co));
	so.countdown_s = 60;
	so.stand_in = BOT_NORMAL;
	co.seat = -1;
	table.setup.length = MC_MATCH_SET;
	table.color = true;
	table.delay_ms = 600;
	table.think_ms = 1000;
	table.resume = -1;
	table.warn = -1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":s:c:hV", longopts, NULL)) != -1)
		switch (ch) {
		case 's':
			seed = parse_seed(optarg);
			seed_given = true;
			break;
		case 'T':
			text = true;
			break;
		case 'N':
			if (strlen(optarg) < 2 || optarg[1] != '=') {
				/* --join's --name N: one's own name */
				plain_name = optarg;
				break;
			}
			table.given |= SET_NAME(parse_name(optarg,
			    &table.setup));
			tui_only = true;
			break;
		case 'H':
			hotseat = tui_only = true;
			break;
		case 'm':
			table.setup.length = parse_length(optarg);
			table.given |= SET_LENGTH;
			tui_only = true;
			break;
		case 'D':
			table.delay_ms = (int)number("--delay", optarg, 0, 10000);
			table.delay_given = true;
			tui_only = true;
			break;
		case 'K':
			table.think_ms = (int)number("--think", optarg, 0, 60000);
			table.think_given = tui_only = true;
			break;
		case 'A':
			table.autoplay = tui_only = true;
			break;
		case 'E':
			show_language(MC_ENGLISH);
			table.english = true;
			table.given |= SET_ENGLISH;
			break;
		case 'a':
			table.ascii = tui_only = true;
			table.given |= SET_ASCII;
			break;
		case 'o':
			table.color = false;
			table.given |= SET_COLOR;
			tui_only = true;
			break;
		case 'r':
			table.resume = 1;
			tui_only = true;
			break;
		case 'W':
			table.resume = 0;
			tui_only = true;
			break;
		case 'u':
			table.tutor = lesson_path();
			tui_only = true;
			break;
		case 'y':
		case 'Y':
			table.warn = ch == 'y';
			tui_only = true;
			break;
		case 'c':
			cut = (int)number("--cut", optarg, 14, 83);
			break;
		case 'C':
			show_card_table(stdout);
			return 0;
		case 'Z':
			stats = true;
			break;
		case 'R':
			replay = optarg;
			break;
		case 'B':
			blunders = optarg;
			break;
		case 'I':
		case OPT_REVIEW:
			/* the same records read, the review's lines printed */
			hints = optarg;
			review = ch == OPT_REVIEW;
			break;
		case 'P':
			sp.hands = (long)number("--selfplay", optarg, 1,
			    100000000);
			break;
		case 'w':
			sp.record = optarg;
			break;
		case 'v':
			sp.variants = parse_variants(optarg);
			table.given |= SET_VARIANTS;
			break;
		case 'n':
		case 'e':
			if ((level = bot_arena_level_parse(optarg)) < 0)
				errx(2, _("--%s %s: no such level (random, easy, "
				    "normal, hard, expert)"),
				    ch == 'n' ? "ns" : "ew",
				    shown(optarg));
			*(ch == 'n' ? &sp.ns : &sp.ew) = level;
			arena = true;
			break;
		case 'd':
			sp.duplicate = true;
			break;
		case 'S':
			if (nseat_arg == (int)(sizeof(seat_arg) /
			    sizeof(seat_arg[0])))
				errx(2, _("--seat: too many times"));
			seat_arg[nseat_arg++] = optarg;
			break;
		case OPT_TABLE:
			table_name("--table", optarg, so.name, sizeof(so.name));
			break;
		case OPT_JOIN:
		case OPT_WATCH:
			table_name(ch == OPT_JOIN ? "--join" : "--watch", optarg,
			    co.name, sizeof(co.name));
			co.watch = ch == OPT_WATCH;
			net = true;
			break;
		case OPT_SCRIPT:
			co.script = net = true;
			break;
		case OPT_COUNTDOWN:
			table_only = true;
			so.countdown_s = (int)number("--countdown", optarg, 0,
			    3600);
			break;
		case OPT_STAND_IN:
			table_only = true;
			if ((level = bot_level_parse(optarg)) < 0)
				errx(2, _("--stand-in %s: no such level (random, "
				    "easy, normal, hard, expert)"),
				    shown(optarg));
			so.stand_in = level;
			break;
		case OPT_ALLOW:
			table_only = true;
			parse_allow(optarg, &so);
			break;
		case OPT_NO_HINTS:
			table_only = true;
			so.no_hints = true;
			break;
		case 'h':
			/* whole in the buffer, so that a write error is met
			 * at exit with its errno (close_stdout) */
			(void)setvbuf(stdout, help_buf, _IOFBF,
			    sizeof(help_buf));
			usage(stdout);
			return 0;
		case 'V':
			printf(_("minchiate %s\n"
			    "Copyright (c) 2026 The minchiate authors.\n"
			    "ISC licence: free to use, copy, modify and "
			    "distribute, without warranty.\n"), MC_VERSION);
			return 0;
		case ':':
			errx(2, _("%s needs a value (see --help)"),
			    shown(argv[optind - 1]));
		default:
			if (optopt != 0) {
				opt[1] = (char)optopt;
				errx(2, _("unknown option %s (see --help)"),
				    shown(opt));
			}
			errx(2, _("unknown option %s (see --help)"),
			    shown(argv[optind - 1]));
		}
	if (optind < argc)
		errx(2, _("unexpected argument: %s (see --help)"),
		    shown(argv[optind]));
	if (plain_name != NULL && co.name[0] == '\0')
		(void)parse_name(plain_name, &table.setup);	/* says why */
	if (plain_name != NULL) {
		if ((why = name_problem(plain_name)) != NULL)
			errx(2, "--name %s: %s", shown(plain_name), why);
		snprintf(co.player, sizeof(co.player), "%s", plain_name);
	}
	if (table_only && so.name[0] == '\0')
		errx(2, _("--countdown, --stand-in, --allow and --no-hints go "
		    "with --table (see --help)"));
	if (co.name[0] != '\0' || net)
		return join_table(&co, &table, nseat_arg, seat_arg, hotseat ||
		    table.delay_given || table.think_given ||
		    table.tutor != NULL ||
		    table.resume >= 0 || table.warn >= 0 || (table.given &
		    (SET_LENGTH | SET_VARIANTS)) != 0 || replay != NULL ||
		    blunders != NULL || stats || hints != NULL || sp.hands > 0 ||
		    text || arena || so.name[0] != '\0');
	if (so.name[0] != '\0') {
		if (replay != NULL || blunders != NULL || stats || hints !=
		    NULL || sp.hands > 0 || text || arena || sp.record != NULL)
			errx(2, _("--table goes with the match's options only "
			    "(see --help)"));
		for (i = 0; i < nseat_arg; i++)
			parse_seat_level(seat_arg[i], sp.seat, false);
		table_seats(&so, &table, sp.seat, hotseat);
		table_options(&table, sp.seat, hotseat, sp.variants, seed);
		so.setup = table.setup;
		so.setup_given = nseat_arg > 0 || seed_given || hotseat ||
		    (table.given & (SET_LENGTH | SET_VARIANTS)) != 0;
		so.seed_given = seed_given;
		so.fresh = table.resume == 0;
		for (s = 0; s < MC_NSEATS; s++)
			so.setup_given |= so.named[s];
		so.delay_ms = table.delay_ms;
		so.think_ms = table.think_ms;
		tui_default_names(&so.setup);
		check_stdout = false;
		return server_run(&so);
	}
	if (hints != NULL) {
		if (tui_only || replay != NULL || blunders != NULL || stats ||
		    sp.hands > 0 || text || arena || sp.record != NULL)
			/* TRANSLATORS: %s is --hints or --review. */
			errx(2, _("%s goes alone, with --seat and --english "
			    "(see --help)"), review ? "--review" : "--hints");
		for (i = 0; i < nseat_arg; i++)
			seats |= parse_seat_list(seat_arg[i]);
		return (review ? cli_review : cli_hints)(hints, seats,
		    table.english ? MC_ENGLISH : MC_ITALIAN);
	}
	for (i = 0; i < nseat_arg; i++)
		parse_seat_level(seat_arg[i], sp.seat, sp.hands > 0);
	if (tui_only && (replay != NULL || blunders != NULL || sp.hands > 0 ||
	    text))
		errx(2, _("the table's options go without --replay, --blunders, "
		    "--selfplay and --text (see --help)"));
	if (stats && (tui_only || replay != NULL || blunders != NULL ||
	    sp.hands > 0 || text))
		errx(2, _("--stats goes alone (see --help)"));
	if (stats)
		return cli_stats();
	if (replay != NULL)
		return cli_replay(replay);
	if (blunders != NULL)
		return cli_blunders(blunders);
	if (sp.duplicate && (sp.seat[0] >= 0 || sp.seat[1] >= 0 ||
	    sp.seat[2] >= 0 || sp.seat[3] >= 0))
		errx(2, _("--seat and --duplicate do not go together: duplicate "
		    "deals swap the sides' levels (see --help)"));
	for (s = 0; s < MC_NSEATS; s++)
		if (sp.seat[s] == HUMAN && (sp.hands > 0 || text))
			errx(2, _("--seat %c=human: only at the table"),
			    mc_seat_letter(s));
	if (sp.hands > 0) {
		sp.seed = seed;
		return cli_selfplay(&sp);
	}
	if (sp.record != NULL || sp.duplicate || arena)
		errx(2, _("--record, --ns, --ew and --duplicate go with "
		    "--selfplay (see --help)"));
	if (text) {
		if (sp.variants != 0)
			errx(2, _("--variants goes with --selfplay or the table "
			    "(see --help)"));
		play_deal(seed, cut);
		return 0;
	}
	if (cut != 0)
		errx(2, _("--cut goes with --text (see --help)"));
	table_options(&table, sp.seat, hotseat, sp.variants, seed);
	/* The table writes to the terminal, through curses; a hangup is
	 * no write error of a text mode. */
	check_stdout = false;
	return tui_main(&table);
}

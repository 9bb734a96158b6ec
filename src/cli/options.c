/*
 * options.c -- the command line, one row per option (tmux's cmd_entry):
 * its names, its value's word, its line of --help and what it sets.
 * getopt_long's table, --help and --list-options (which the man page's
 * test reads) are all made from the rows, so an option cannot be known
 * to one and missing from another.  Every value is checked here, with a
 * one-line error; what the options mean together is main.c's.
 */
#include <err.h>
#include <getopt.h>
#include <grp.h>
#include <pwd.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "options.h"
#include "../lang/lang.h"

struct cli_option;
typedef void	 cli_set_fn(struct cli *, const struct cli_option *,
		    const char *);

/*
 * An option: its names, the word of its value, its help, and what it
 * does: a function, or else the member of struct cli it sets (a bool
 * made true, or a string pointed at the value).  A row without a name
 * is the heading of a mode's options in --help.
 */
struct cli_option {
	const char	*name;		/* the long option, or NULL */
	int		 letter;	/* its short option, or 0 */
	const char	*value;		/* its value's word (NP_), NULL: none */
	const char	*help;		/* N_(): its line of --help, or the
					   heading; NULL: hidden */
	cli_set_fn	*set;		/* NULL: it sets the member at sets */
	size_t		 sets;
	unsigned	 flags;
	/* the words of a "%s" in help, as their own rows list them */
	const char	*(*words)(char *, size_t);
};

#define CLI_TABLE	0x1	/* the table's alone (not its text modes) */
#define CLI_SHARED	0x2	/* a shared table's alone (--table) */
#define CLI_NET		0x4	/* a client's (--join, --watch) */
#define CLI_AGAIN	0x8	/* a second line of --help on an option
				   above, for another mode: no option */

/* getopt_long's value for a long option without a letter: its row. */
#define CLI_LONG	0x100
/* --help's column for the options' help */
#define CLI_HELP_COLUMN	22

/* A value's word: translated, with a context of its own (P_). */
#define NP_(ctx, s)	ctx "\004" s
#define SETS(member)	.sets = offsetof(struct cli, member)

static cli_set_fn opt_seed, opt_seat, opt_name, opt_match, opt_variants,
    opt_delay, opt_think, opt_ascii, opt_english, opt_no_color, opt_resume,
    opt_tutor, opt_warn, opt_cut, opt_hints, opt_selfplay, opt_side,
    opt_table, opt_countdown, opt_stand_in, opt_allow, opt_join, opt_cards,
    opt_help, opt_version, opt_list, opt_game;
static const char *variant_words(char *, size_t);
static const char *game_words(char *, size_t);

static const struct cli_option options[] = {
	{ .help = N_("The table (the default):") },
	{ "seed", 's',
	    /* TRANSLATORS: the word of an option's value in --help, as
	     * in the usage lines: it may be translated. */
	    NP_("option's value", "N"),
	    /* TRANSLATORS: an option's line of --help may go on to the
	     * next, at most 57 columns each. */
	    N_("deal from seed N, 0 to 2^64-1 (random without it)"),
	    .set = opt_seed },
	{ "seat", 0, NP_("option's value", "SEAT=WHO"),
	    N_("SEAT's player: human or a LEVEL (--selfplay: a LEVEL)"),
	    .set = opt_seat },
	{ "name", 0, NP_("option's value", "SEAT=NAME"),
	    N_("the name of the player at SEAT, 1 to 31 bytes of UTF-8"),
	    .set = opt_name },
	{ "hotseat", 0, NULL, N_("four people at one keyboard"),
	    SETS(hotseat), .flags = CLI_TABLE },
	{ "match", 0, NP_("option's value", "LENGTH"),
	    N_("hand, giro (4 hands) or set (12 hands, the default)"),
	    .set = opt_match, .flags = CLI_TABLE },
	{ "variants", 0, NP_("option's value", "LIST"),
	    /* TRANSLATORS: %s is the variants' words, which stay:
	     * "optional-cascare,demonio,auto-declare". */
	    N_("%s or none (R10;\nredeal with --game sicilia, S15)"),
	    .set = opt_variants,
	    .words = variant_words },
	{ "delay", 0, NP_("option's value", "MS"),
	    N_("a computer player's pause in ms, 0 to 10000 (600)"),
	    .set = opt_delay, .flags = CLI_TABLE },
	{ "think", 0, NP_("option's value", "MS"),
	    N_("a computer player's clock in ms, 0 for none (1000)"),
	    .set = opt_think, .flags = CLI_TABLE },
	{ "auto-play", 0, NULL,
	    N_("play a lone legal card at once (the key a toggles it)"),
	    SETS(table.autoplay), .flags = CLI_TABLE },
	{ "ascii", 0, NULL, N_("draw with ASCII characters only"),
	    .set = opt_ascii, .flags = CLI_TABLE },
	{ "english", 0, NULL,
	    N_("name the cards in English (also --text, --replay)"),
	    .set = opt_english },
	{ "no-color", 0, NULL, N_("draw without colour, as NO_COLOR does"),
	    .set = opt_no_color, .flags = CLI_TABLE },
	{ "resume", 0, NULL, N_("resume the saved match without asking"),
	    .set = opt_resume, .flags = CLI_TABLE },
	{ "new", 0, NULL, N_("start a new match, replacing the saved one"),
	    .set = opt_resume, .flags = CLI_TABLE },
	{ "tutor", 0, NULL,
	    N_("a guided first hand: a lesson, every step explained"),
	    .set = opt_tutor, .flags = CLI_TABLE },
	{ "warn", 0, NULL, N_("ask before a card that gives points away "
	    "(the key w;\non by default in a first match)"),
	    .set = opt_warn, .flags = CLI_TABLE },
	{ "no-warn", 0, NULL, N_("never ask so"),
	    .set = opt_warn, .flags = CLI_TABLE },

	{ .help = N_("Text, records and computer players:") },
	{ "game", 0, NP_("option's value", "GAME"),
	    /* TRANSLATORS: %s is the games' words, which stay. */
	    N_("the text modes' game: %s\n(minchiate by default; --replay "
	    "reads the record's)"),
	    .set = opt_game, .words = game_words },
	{ "text", 0, NULL,
	    N_("tell one hand in text, played out by easy players"),
	    SETS(text) },
	{ "cut", 'c', NP_("option's value", "N"),
	    N_("with --text: cut N cards, 14 to 83 (5 to 58 in sicilia)"),
	    .set = opt_cut },
	{ "replay", 0, NP_("option's value", "FILE"),
	    N_("replay and check game records (FILE - is standard input)"),
	    SETS(replay) },
	{ "hints", 0, NP_("option's value", "FILE"),
	    N_("the expert's advice at every decision of records, and why"),
	    .set = opt_hints },
	{ "review", 0, NP_("option's value", "FILE"),
	    N_("the expert's review of the cards played in records:\nthe "
	    "costly ones, as the table's review shows them"),
	    .set = opt_hints },
	{ "seat", 0, NP_("option's value", "S"),
	    N_("with --hints or --review: only these seats (S, E, N, W\nor "
	    "several)"), .flags = CLI_AGAIN },
	{ "blunders", 0, NP_("option's value", "FILE"),
	    N_("count the partner blunders of each level in records"),
	    SETS(blunders) },
	{ "selfplay", 0, NP_("option's value", "N"),
	    N_("play N hands between computer players, and sum them up"),
	    .set = opt_selfplay },
	{ "ns", 0, NP_("option's value", "LEVEL"),
	    N_("with --selfplay: North and South's level (random)"),
	    .set = opt_side },
	{ "ew", 0, NP_("option's value", "LEVEL"),
	    N_("with --selfplay: East and West's level (random)"),
	    .set = opt_side },
	{ "duplicate", 0, NULL,
	    N_("with --selfplay: each deal twice, the levels swapped"),
	    SETS(sp.duplicate) },
	{ "record", 0, NP_("option's value", "FILE"),
	    N_("with --selfplay: write the hands to FILE as records"),
	    SETS(sp.record) },

	{ .help = N_("A table other terminals join (over ssh, say):") },
	{ "table", 0, NP_("option's value", "NAME"),
	    N_("open table NAME; its people join it with --join"),
	    .set = opt_table },
	{ "countdown", 0, NP_("option's value", "S"),
	    N_("a gone player's seat waits S seconds (60)"),
	    .set = opt_countdown, .flags = CLI_SHARED },
	{ "stand-in", 0, NP_("option's value", "LEVEL"),
	    N_("... then this computer player takes it (normal)"),
	    .set = opt_stand_in, .flags = CLI_SHARED },
	{ "allow", 0, NP_("option's value", "WHO"),
	    N_("a user or group who may join, besides you"),
	    .set = opt_allow, .flags = CLI_SHARED },
	{ "no-hints", 0, NULL, N_("no hints (H) for the table's people"),
	    SETS(so.no_hints), .flags = CLI_SHARED },
	{ "join", 0, NP_("option's value", "NAME"),
	    N_("take a seat at table NAME (--seat S, --name NAME)"),
	    .set = opt_join, .flags = CLI_NET },
	{ "watch", 0, NP_("option's value", "NAME"),
	    N_("watch table NAME: what every seat may see"),
	    .set = opt_join, .flags = CLI_NET },
	{ "script", 0, NULL,
	    N_("headless: frames out, decisions in (\"bot LEVEL\" too)"),
	    SETS(co.script), .flags = CLI_NET },

	{ .help = N_("Information:") },
	{ "stats", 0, NULL,
	    N_("print the statistics of the players at this table"),
	    SETS(stats) },
	{ "cards", 0, NULL, N_("print the game's cards, their names and "
	    "values"),
	    .set = opt_cards },
	{ "help", 'h', NULL, N_("print this help"), .set = opt_help },
	{ "version", 'V', NULL, N_("print the version and the licence"),
	    .set = opt_version },
	/* the options' names, for the man page's test: not in --help */
	{ "list-options", 0, NULL, NULL, .set = opt_list },
};

#define NOPTIONS	(sizeof(options) / sizeof(options[0]))

static char	 help_buf[1 << 14];	/* --help's whole text */

/* Command-line text as it may be printed: two at once. */
const char *
cli_shown(const char *arg)
{
	static char	 buf[2][512];
	static int	 i;

	i = !i;
	return safe_text(arg, buf[i], sizeof(buf[i]));
}

/* An option as the user wrote it in full: "--delay". */
static const char *
dashed(const struct cli_option *o)
{
	static char	 buf[64];

	snprintf(buf, sizeof(buf), "--%s", o->name);
	return buf;
}

/* A value's word, translated: its context stripped (NP_). */
static const char *
value_word(const char *both)
{
	return lang_pgettext(both, strchr(both, '\004') + 1);
}

/* The columns text takes on a terminal: its UTF-8 characters. */
static int
columns(const char *s)
{
	int	 n = 0;

	for (; *s != '\0'; s++)
		n += ((unsigned char)*s & 0xc0) != 0x80;
	return n;
}

/*
 * An option's line of --help: its names and value, then its help at
 * CLI_HELP_COLUMN; a help that goes on to more lines goes on there.
 */
static void
usage_option(FILE *fp, const struct cli_option *o)
{
	char		 head[80], words[200], text[1000];
	const char	*help = _(o->help), *p;
	int		 n;

	n = o->letter != 0 ? snprintf(head, sizeof(head), "-%c, ",
	    o->letter) : 0;
	snprintf(head + n, sizeof(head) - (size_t)n, "--%s%s%s", o->name,
	    o->value != NULL ? " " : "",
	    o->value != NULL ? value_word(o->value) : "");
	if (o->words != NULL && (p = strstr(help, "%s")) != NULL) {
		snprintf(text, sizeof(text), "%.*s%s%s", (int)(p - help), help,
		    o->words(words, sizeof(words)), p + 2);
		help = text;
	}
	n = CLI_HELP_COLUMN - 2 - columns(head);
	fprintf(fp, "  %s", head);
	if (n < 1)
		fprintf(fp, "\n%*s", CLI_HELP_COLUMN, "");
	else
		fprintf(fp, "%*s", n, "");
	for (p = help; *p != '\0'; p++) {
		fputc(*p, fp);
		if (*p == '\n' && p[1] != '\0')
			fprintf(fp, "%*s", CLI_HELP_COLUMN, "");
	}
	fputc('\n', fp);
}

/*
 * --help: the usage lines, the words they use, then a line on each
 * option, under the heading of its mode.
 */
static void
usage(FILE *fp)
{
	char	 levels[200];
	size_t	 i;

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
	/* TRANSLATORS: between the last two words of a list:
	 * "random, easy, normal, hard or expert". */
	bot_level_words(", ", _(" or "), levels, sizeof(levels));
	/* TRANSLATORS: %s is the levels, "random, easy, normal, hard or
	 * expert", whose words stay. */
	fprintf(fp, _("SEAT is S, E, N or W; LEVEL is %s.\n"), levels);
	fputs(_("With --selfplay, LEVEL may also be open: a test level, the "
	    "expert seeing\nevery hand, never offered where a person "
	    "plays.\n"), fp);
	for (i = 0; i < NOPTIONS; i++)
		if (options[i].name == NULL)
			fprintf(fp, "%s\n", _(options[i].help));
		else if (options[i].help != NULL)
			usage_option(fp, &options[i]);
}

/* getopt_long's tables, from the rows: the options and the letters. */
static void
getopt_tables(struct option *longopts, char *letters)
{
	const struct cli_option	*o;
	size_t			 i, n = 0, k = 0;

	letters[k++] = ':';	/* a missing value is told apart */
	for (i = 0; i < NOPTIONS; i++) {
		o = &options[i];
		if (o->name == NULL || (o->flags & CLI_AGAIN))
			continue;
		longopts[n].name = o->name;
		longopts[n].has_arg = o->value != NULL ? required_argument :
		    no_argument;
		longopts[n].flag = NULL;
		longopts[n++].val = o->letter != 0 ? o->letter :
		    CLI_LONG + (int)i;
		if (o->letter != 0) {
			letters[k++] = (char)o->letter;
			if (o->value != NULL)
				letters[k++] = ':';
		}
	}
	memset(&longopts[n], 0, sizeof(longopts[n]));
	letters[k] = '\0';
}

/* The row of what getopt_long returned, or NULL if none. */
static const struct cli_option *
option_of(int ch)
{
	size_t	 i;

	if (ch >= CLI_LONG && (size_t)(ch - CLI_LONG) < NOPTIONS)
		return &options[ch - CLI_LONG];
	for (i = 0; i < NOPTIONS; i++)
		if (options[i].letter == ch && options[i].name != NULL)
			return &options[i];
	return NULL;
}

/* What getopt_long could not take, said in one line. */
static void
bad_option(int ch, char *argv[])
{
	char	 opt[3] = "-";

	if (ch == ':')
		errx(2, _("%s needs a value (see --help)"),
		    cli_shown(argv[optind - 1]));
	if (optopt != 0) {
		opt[1] = (char)optopt;
		errx(2, _("unknown option %s (see --help)"), cli_shown(opt));
	}
	errx(2, _("unknown option %s (see --help)"),
	    cli_shown(argv[optind - 1]));
}

/* Before any option: solo at the table, a set, from a random seed. */
static void
cli_defaults(struct cli *c)
{
	memset(c, 0, sizeof(*c));
	c->seed = (uint64_t)arc4random() << 32 | arc4random();
	memset(c->sp.seat, -1, sizeof(c->sp.seat));
	c->so.countdown_s = 60;
	c->so.stand_in = BOT_NORMAL;
	c->co.seat = -1;
	c->table.setup.length = MC_MATCH_SET;
	c->table.color = true;
	c->table.delay_ms = 600;
	c->table.think_ms = 1000;
	c->table.resume = -1;
	c->table.warn = -1;
}

/* The command line into c, each value checked; no argument is left. */
void
cli_parse(struct cli *c, int argc, char *argv[])
{
	static struct option	 longopts[NOPTIONS + 1];
	char			 letters[2 * NOPTIONS + 2];
	const struct cli_option	*o;
	char			*at;
	int			 ch;

	cli_defaults(c);
	getopt_tables(longopts, letters);
	opterr = 0;
	while ((ch = getopt_long(argc, argv, letters, longopts, NULL)) != -1) {
		if ((o = option_of(ch)) == NULL)
			bad_option(ch, argv);
		at = (char *)c + o->sets;
		if (o->set != NULL)
			o->set(c, o, optarg);
		else if (o->value != NULL)
			*(const char **)(void *)at = optarg;
		else
			*(bool *)(void *)at = true;
		c->tui_only |= (o->flags & CLI_TABLE) != 0;
		c->table_only |= (o->flags & CLI_SHARED) != 0;
		c->net |= (o->flags & CLI_NET) != 0;
	}
	if (optind < argc)
		errx(2, _("unexpected argument: %s (see --help)"),
		    cli_shown(argv[optind]));
}

/* ------------------------------------------------------ the values */

/* A number in lo..hi from an option, or a one-line error. */
static long long
number(const struct cli_option *o, const char *arg, long long lo,
    long long hi)
{
	const char	*e;
	long long	 n = strtonum(arg, lo, hi, &e);

	/* strtonum says "too small", "too large" or "invalid" */
	if (e != NULL)
		errx(2, _("%s %s: %s (expected %lld to %lld)"), dashed(o),
		    cli_shown(arg), strcmp(e, "too small") == 0 ?
		    _("too small") : strcmp(e, "too large") == 0 ?
		    _("too large") : _("invalid"), lo, hi);
	return n;
}

/* A level's word, or a one-line error naming the levels (bot.c). */
static int
level(const struct cli_option *o, const char *arg, bool arena)
{
	char	 levels[200];
	int	 n;

	n = arena ? bot_arena_level_parse(arg) : bot_level_parse(arg);
	if (n < 0)
		errx(2, _("%s %s: no such level (%s)"), dashed(o),
		    cli_shown(arg), bot_level_words(", ", ", ", levels,
		    sizeof(levels)));
	return n;
}

/* SEAT=VALUE: the seat, with value pointing after the '='. */
static int
seat_value(const char *opt, const char *arg, const char **value)
{
	char	 letter[2] = { arg[0], '\0' };
	int	 seat = record_seat_parse(letter);

	if (seat < 0 || arg[1] != '=')
		errx(2, _("%s %s: expected SEAT=VALUE with SEAT one of S, E, N, "
		    "W, as S=hard"), opt, cli_shown(arg));
	*value = arg + 2;
	return seat;
}

/*
 * --seat S=LEVEL: one seat's computer player, or a human.  A test level
 * (open) only in the arena (--selfplay): it sees every hand.
 */
void
cli_seat_level(const char *arg, int *seat, bool arena)
{
	const char	*v;
	char		 levels[200], words[220];
	int		 s = seat_value("--seat", arg, &v), n;

	if (strcmp(v, "human") == 0)
		n = CLI_HUMAN;
	else if ((n = bot_arena_level_parse(v)) < 0) {
		snprintf(words, sizeof(words), "human, %s", bot_level_words(
		    ", ", ", ", levels, sizeof(levels)));
		errx(2, _("%s %s: no such level (%s)"), "--seat",
		    cli_shown(arg), words);
	} else if (!arena && bot_test_level((enum bot_level)n))
		errx(2, _("--seat %s: a test level that sees every hand, only "
		    "for --selfplay"), cli_shown(arg));
	seat[s] = n;
}

/*
 * --seat S with --hints or --review: the seats whose advice is listed,
 * "S" or "NS".
 */
unsigned
cli_seat_list(const char *arg)
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
			    "are letters among N, E, S and W"), cli_shown(arg));
		seats |= 1u << s;
	}
	if (seats == 0)
		errx(2, _("--seat: with --hints or --review, name a seat: "
		    "N, E, S or W"));
	return seats;
}

/* --name S=NAME: a player's name, as a record's seat line may hold it. */
int
cli_name(const char *arg, struct match_setup *setup)
{
	const char	*v, *why;
	int		 s = seat_value("--name", arg, &v);

	if ((why = name_problem(v)) != NULL)
		errx(2, "--name %s: %s", cli_shown(arg), why);
	snprintf(setup->players[s].name, sizeof(setup->players[s].name), "%s",
	    v);
	return s;
}

/* R10: the variants' words, for --help. */
static const char *
variant_words(char *buf, size_t size)
{
	return record_variant_words(",", buf, size);
}

/*
 * --table NAME, --join NAME, --watch NAME: a table's name or socket;
 * --join and --watch take USER:NAME too, a table of another user's.
 */
static void
table_name(const struct cli_option *o, const char *arg, char *buf,
    size_t size)
{
	char		 why[200];
	const char	*name = arg, *colon = strchr(arg, ':');
	bool		 table = strcmp(o->name, "table") == 0;

	if (!table && colon != NULL && colon != arg)
		name = colon + 1;
	if ((strchr(arg, '/') == NULL || table) &&
	    !net_table_name_ok(name, why, sizeof(why)))
		errx(2, "%s %s: %s", dashed(o), cli_shown(arg), why);
	if (strlen(arg) >= size)
		errx(2, _("%s %s: too long for a socket's path"), dashed(o),
		    cli_shown(arg));
	snprintf(buf, size, "%s", arg);
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

/* ------------------------------------- what each option does (rows) */

/* --seed N: any decimal number that fits in 64 bits. */
static void
opt_seed(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)o;
	if (*arg == '\0')
		errx(2, _("--seed: empty"));
	if (!record_u64(arg, &c->seed))
		errx(2, "--seed %s: %s", cli_shown(arg), strspn(arg,
		    "0123456789") == strlen(arg) ? _("too large") :
		    _("invalid (expected a number)"));
	c->seed_given = true;
}

/* --seat: read once the mode is known (a level, or the seats listed). */
static void
opt_seat(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)o;
	if (c->nseat_arg == CLI_SEATS_MAX)
		errx(2, _("--seat: too many times"));
	c->seat_arg[c->nseat_arg++] = arg;
}

/* --name S=NAME at the table; --name NAME, one's own, with --join. */
static void
opt_name(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)o;
	if (strlen(arg) < 2 || arg[1] != '=') {
		c->plain_name = arg;
		return;
	}
	c->table.given |= SET_NAME(cli_name(arg, &c->table.setup));
	c->tui_only = true;
}

/* --match: R4.4's words (record.c). */
static void
opt_match(struct cli *c, const struct cli_option *o, const char *arg)
{
	int	 length = record_length_parse(arg);

	(void)o;
	if (length < 0)
		errx(2, _("--match %s: a match is a hand, a giro or a set"),
		    cli_shown(arg));
	c->table.setup.length = (enum mc_length)length;
	c->table.given |= SET_LENGTH;
}

/* --variants: R10's words (record.c), comma-separated, or none. */
static void
opt_variants(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)o;
	c->variants_arg = arg;		/* read as the game says (main.c) */
	c->table.given |= SET_VARIANTS;
}

static void
opt_delay(struct cli *c, const struct cli_option *o, const char *arg)
{
	c->table.delay_ms = (int)number(o, arg, 0, 10000);
	c->table.delay_given = true;
}

static void
opt_think(struct cli *c, const struct cli_option *o, const char *arg)
{
	c->table.think_ms = (int)number(o, arg, 0, 60000);
	c->table.think_given = true;
}

/* --ascii, --no-color: over the settings kept (SET_ bits). */
static void
opt_ascii(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)o, (void)arg;
	c->table.ascii = true;
	c->table.given |= SET_ASCII;
}

static void
opt_no_color(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)o, (void)arg;
	c->table.color = false;
	c->table.given |= SET_COLOR;
}

/* --english: the text modes' cards at once, the table's setting too. */
static void
opt_english(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)o, (void)arg;
	show_language(MC_ENGLISH);
	c->table.english = true;
	c->table.given |= SET_ENGLISH;
}

/* --resume, --new. */
static void
opt_resume(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)arg;
	c->table.resume = strcmp(o->name, "resume") == 0;
}

static void
opt_tutor(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)o, (void)arg;
	c->table.tutor = lesson_path();
}

/* --warn, --no-warn. */
static void
opt_warn(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)arg;
	c->table.warn = strcmp(o->name, "warn") == 0;
}

static void
opt_cut(struct cli *c, const struct cli_option *o, const char *arg)
{
	c->cut = (int)number(o, arg, 5, 83);	/* as the game says, too */
}

/* --hints, --review: the same records read, the review's lines printed. */
static void
opt_hints(struct cli *c, const struct cli_option *o, const char *arg)
{
	c->hints = arg;
	c->review = strcmp(o->name, "review") == 0;
}

static void
opt_selfplay(struct cli *c, const struct cli_option *o, const char *arg)
{
	c->sp.hands = (long)number(o, arg, 1, 100000000);
}

/* --ns, --ew: a side's level in the arena, the test levels too. */
static void
opt_side(struct cli *c, const struct cli_option *o, const char *arg)
{
	*(strcmp(o->name, "ns") == 0 ? &c->sp.ns : &c->sp.ew) =
	    level(o, arg, true);
	c->arena = true;
}

static void
opt_table(struct cli *c, const struct cli_option *o, const char *arg)
{
	table_name(o, arg, c->so.name, sizeof(c->so.name));
}

static void
opt_countdown(struct cli *c, const struct cli_option *o, const char *arg)
{
	c->so.countdown_s = (int)number(o, arg, 0, 3600);
}

/* --stand-in: a level offered to people, as a person's seat is theirs. */
static void
opt_stand_in(struct cli *c, const struct cli_option *o, const char *arg)
{
	c->so.stand_in = level(o, arg, false);
}

/* --allow NAME: a user, or else a group, who may join the table. */
static void
opt_allow(struct cli *c, const struct cli_option *o, const char *arg)
{
	struct server_options	*so = &c->so;
	struct passwd		*pw;
	struct group		*gr;

	(void)o;
	if ((pw = getpwnam(arg)) != NULL && so->nallow < NET_ALLOW_MAX)
		so->allow[so->nallow++] = pw->pw_uid;
	else if ((gr = getgrnam(arg)) != NULL &&
	    so->nallow_group < NET_ALLOW_MAX)
		so->allow_group[so->nallow_group++] = gr->gr_gid;
	else
		errx(2, _("--allow %s: no such user or group, or too many"),
		    cli_shown(arg));
}

/* --join, --watch: a client's table. */
static void
opt_join(struct cli *c, const struct cli_option *o, const char *arg)
{
	table_name(o, arg, c->co.name, sizeof(c->co.name));
	c->co.watch = strcmp(o->name, "watch") == 0;
}

/*
 * --variants LIST, read once the game is known: each word one of its
 * variants (parse gives the bit, or -1).
 */
void
cli_variants(struct cli *c, int (*parse)(const char *, size_t))
{
	const char	*p = c->variants_arg, *arg = p;
	char		 word[64];
	size_t		 len;
	int		 bit;

	if (p == NULL)
		return;
	c->sp.variants = 0;
	for (;;) {
		len = strcspn(p, ",");
		if ((bit = parse(p, len)) < 0) {
			snprintf(word, sizeof(word), "%.*s", (int)len, p);
			errx(2, _("--variants %s: unknown variant '%s' (see "
			    "--help)"), cli_shown(arg), cli_shown(word));
		}
		c->sp.variants |= (unsigned)bit;
		if (p[len] == '\0')
			break;
		p += len + 1;
	}
}

/* --cards: the game's cards, printed once the options are read. */
static void
opt_cards(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)o, (void)arg;
	c->cards = true;
}

static const char *
game_words(char *buf, size_t size)
{
	return cli_game_words(buf, size);
}

/* --game GAME: one of the rows of games.c. */
static void
opt_game(struct cli *c, const struct cli_option *o, const char *arg)
{
	char	 words[128];

	(void)o;
	if ((c->game = cli_game_find(arg)) == NULL)
		errx(2, _("--game %s: a game is one of %s"), cli_shown(arg),
		    cli_game_words(words, sizeof(words)));
}

/* --help, --version, --list-options print, and that is all. */

static void
opt_help(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)c, (void)o, (void)arg;
	/* whole in the buffer, so that a write error is met at exit with
	 * its errno (main.c, close_stdout) */
	(void)setvbuf(stdout, help_buf, _IOFBF, sizeof(help_buf));
	usage(stdout);
	exit(0);
}

static void
opt_version(struct cli *c, const struct cli_option *o, const char *arg)
{
	(void)c, (void)o, (void)arg;
	printf(_("minchiate %s\n"
	    "Copyright (c) 2026 The minchiate authors.\n"
	    "ISC licence: free to use, copy, modify and distribute, without "
	    "warranty.\n"), MC_VERSION);
	exit(0);
}

/*
 * Every option --help shows, a line each: the long option, then the
 * short one if it has one ("--seed -s").
 */
static void
opt_list(struct cli *c, const struct cli_option *o, const char *arg)
{
	const struct cli_option	*r;

	(void)c, (void)o, (void)arg;
	for (r = options; r < options + NOPTIONS; r++) {
		if (r->name == NULL || r->help == NULL ||
		    (r->flags & CLI_AGAIN))
			continue;
		if (r->letter != 0)
			printf("--%s -%c\n", r->name, r->letter);
		else
			printf("--%s\n", r->name);
	}
	exit(0);
}

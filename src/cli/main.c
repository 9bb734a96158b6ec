/*
 * main.c -- the minchiate program: the options read (options.c), what
 * they mean together checked, and the mode they choose run.  Without a
 * mode option it opens the table (src/tui/).  With --text it tells one
 * seeded hand (told.c).  It also replays records, runs the arena, and
 * opens or joins a table shared.
 */
#include <err.h>
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "options.h"
#include "../lang/lang.h"
#include "../bot/bot.h"
#include "../match/match.h"
#include "../net/net.h"
#include "../tui/ui.h"

/* The text modes' output goes to standard output, checked at exit. */
static bool	 check_stdout = true;

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

/* The table's options: solo against three bots unless told otherwise. */
static void
table_options(struct tui_options *t, const int *seat, bool hotseat,
    unsigned variants, uint64_t seed)
{
	int	 s;

	for (s = 0; s < MC_NSEATS; s++) {
		t->setup.players[s].human = hotseat ? true :
		    seat[s] == CLI_HUMAN || (seat[s] == -1 && s == MC_SOUTH);
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

/* A text mode, or the arena, asked for besides --hints or --review. */
static bool
text_mode(const struct cli *c)
{
	return c->replay != NULL || c->blunders != NULL || c->stats ||
	    c->sp.hands > 0 || c->text || c->arena;
}

/*
 * --name NAME, one's own at a table joined; without --join it was meant
 * as --name SEAT=NAME, and cli_name says why it is not.
 */
static void
check_name(struct cli *c)
{
	const char	*why;

	if (c->plain_name == NULL)
		return;
	if (c->co.name[0] == '\0')
		(void)cli_name(c->plain_name, &c->table.setup);
	if ((why = name_problem(c->plain_name)) != NULL)
		errx(2, "--name %s: %s", cli_shown(c->plain_name), why);
	snprintf(c->co.player, sizeof(c->co.player), "%s", c->plain_name);
}

/*
 * --join NAME [--seat S] [--name N] [--script], --watch NAME [--script]:
 * a client of a table, with the display's options and no other.
 */
static int
join_table(struct cli *c)
{
	struct client_options	*co = &c->co;
	struct tui_options	*t = &c->table;
	int			 s, n = c->nseat_arg;

	if (co->name[0] == '\0')
		errx(2, _("--script goes with --join or --watch (see --help)"));
	if (c->hotseat || t->delay_given || t->think_given ||
	    t->tutor != NULL || t->resume >= 0 || t->warn >= 0 ||
	    (t->given & (SET_LENGTH | SET_VARIANTS)) != 0 || text_mode(c) ||
	    c->hints != NULL || c->so.name[0] != '\0' ||
	    (co->watch && n > 0) || n > 1)
		errx(2, _("--join goes with --seat S, --name N, --script and "
		    "the display's options; --watch with --script and the "
		    "display's (see --help)"));
	if (n == 1 && ((s = record_seat_parse(c->seat_arg[0])) < 0 ||
	    strlen(c->seat_arg[0]) != 1))
		errx(2, _("--seat %s: a seat is N, E, S or W"),
		    cli_shown(c->seat_arg[0]));
	co->seat = n == 1 ? record_seat_parse(c->seat_arg[0]) : -1;
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
		people += hotseat || seat[s] == CLI_HUMAN;
		so->named[s] = (t->given & SET_NAME(s)) != 0;
	}
	if (people == 0)
		errx(2, _("--table: a table needs a seat for a person at least, "
		    "as --seat S=human --name S=Ann (see --help)"));
}

/* --table NAME: the table server, with the match's options. */
static int
open_table(struct cli *c)
{
	struct server_options	*so = &c->so;
	int			 i, s;

	if (text_mode(c) || c->hints != NULL || c->sp.record != NULL)
		errx(2, _("--table goes with the match's options only "
		    "(see --help)"));
	for (i = 0; i < c->nseat_arg; i++)
		cli_seat_level(c->seat_arg[i], c->sp.seat, false);
	table_seats(so, &c->table, c->sp.seat, c->hotseat);
	table_options(&c->table, c->sp.seat, c->hotseat, c->sp.variants,
	    c->seed);
	so->setup = c->table.setup;
	so->setup_given = c->nseat_arg > 0 || c->seed_given || c->hotseat ||
	    (c->table.given & (SET_LENGTH | SET_VARIANTS)) != 0;
	so->seed_given = c->seed_given;
	so->fresh = c->table.resume == 0;
	for (s = 0; s < MC_NSEATS; s++)
		so->setup_given |= so->named[s];
	so->delay_ms = c->table.delay_ms;
	so->think_ms = c->table.think_ms;
	tui_default_names(&so->setup);
	check_stdout = false;
	return server_run(so);
}

/* --hints or --review FILE: the expert's word on records. */
static int
advise(const struct cli *c)
{
	unsigned	 seats = 0;
	int		 i;

	if (c->tui_only || text_mode(c) || c->sp.record != NULL)
		/* TRANSLATORS: %s is --hints or --review. */
		errx(2, _("%s goes alone, with --seat and --english "
		    "(see --help)"), c->review ? "--review" : "--hints");
	for (i = 0; i < c->nseat_arg; i++)
		seats |= cli_seat_list(c->seat_arg[i]);
	return (c->review ? cli_review : cli_hints)(c->hints, seats,
	    c->table.english ? MC_ENGLISH : MC_ITALIAN);
}

/* Options of one mode given with another's, before any is run. */
static void
check_modes(const struct cli *c)
{
	bool	 records = c->replay != NULL || c->blunders != NULL;
	int	 s;

	if (c->tui_only && (records || c->sp.hands > 0 || c->text))
		errx(2, _("the table's options go without --replay, --blunders, "
		    "--selfplay and --text (see --help)"));
	if (c->stats && (c->tui_only || records || c->sp.hands > 0 ||
	    c->text))
		errx(2, _("--stats goes alone (see --help)"));
	if (c->stats || records)
		return;
	if (c->sp.duplicate && (c->sp.seat[0] >= 0 || c->sp.seat[1] >= 0 ||
	    c->sp.seat[2] >= 0 || c->sp.seat[3] >= 0))
		errx(2, _("--seat and --duplicate do not go together: duplicate "
		    "deals swap the sides' levels (see --help)"));
	for (s = 0; s < MC_NSEATS; s++)
		if (c->sp.seat[s] == CLI_HUMAN && (c->sp.hands > 0 || c->text))
			errx(2, _("--seat %c=human: only at the table"),
			    mc_seat_letter(s));
	if (c->sp.hands > 0)
		return;
	if (c->sp.record != NULL || c->sp.duplicate || c->arena)
		errx(2, _("--record, --ns, --ew and --duplicate go with "
		    "--selfplay (see --help)"));
	if (c->text && c->sp.variants != 0)
		errx(2, _("--variants goes with --selfplay or the table "
		    "(see --help)"));
	if (!c->text && c->cut != 0)
		errx(2, _("--cut goes with --text (see --help)"));
}

/* A game the table does not play yet has its text modes alone. */
static void
no_table(const struct cli *c)
{
	if (!c->game->table)
		errx(2, _("--game %s: no table yet, only --text, --replay, "
		    "--selfplay and --cards (see --help)"), c->game->word);
}

/*
 * The modes of this terminal: the statistics, records read, the arena,
 * the text hand, and the table, the default.
 */
static int
run(struct cli *c)
{
	int	 i;

	for (i = 0; i < c->nseat_arg; i++)
		cli_seat_level(c->seat_arg[i], c->sp.seat, c->sp.hands > 0);
	check_modes(c);
	if (c->stats)
		return cli_stats();
	if (c->replay != NULL)
		return cli_replay(c->replay);
	if (c->blunders != NULL)
		return cli_blunders(c->blunders);
	if (c->sp.hands > 0) {
		c->sp.seed = c->seed;
		return c->game->selfplay(&c->sp);
	}
	if (c->text) {
		c->game->text_hand(c->seed, c->cut);
		return 0;
	}
	no_table(c);
	table_options(&c->table, c->sp.seat, c->hotseat, c->sp.variants,
	    c->seed);
	/* The table writes to the terminal, through curses; a hangup is
	 * no write error of a text mode. */
	check_stdout = false;
	return tui_main(&c->table);
}

/*
 * The options (options.c), then the mode they choose: a table joined,
 * a table shared, the expert's word on records, or one of this
 * terminal's.
 */
int
main(int argc, char *argv[])
{
	static struct cli	 c;

	lang_init();
	if (atexit(close_stdout) != 0)
		err(1, "atexit");
	cli_parse(&c, argc, argv);
	if (c.game == NULL)
		c.game = &cli_games[0];
	cli_variants(&c, c.game->variant);
	if (c.cards) {
		c.game->cards(stdout);
		return 0;
	}
	check_name(&c);
	if (c.table_only && c.so.name[0] == '\0')
		errx(2, _("--countdown, --stand-in, --allow and --no-hints go "
		    "with --table (see --help)"));
	if (c.co.name[0] != '\0' || c.net || c.so.name[0] != '\0' ||
	    c.hints != NULL)
		no_table(&c);
	if (c.co.name[0] != '\0' || c.net)
		return join_table(&c);
	if (c.so.name[0] != '\0')
		return open_table(&c);
	if (c.hints != NULL)
		return advise(&c);
	return run(&c);
}

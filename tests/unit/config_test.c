/*
 * config_test.c -- settings that stay (config.c): written and read back
 * the same; every kind of broken line named by file and line, with the
 * defaults used; a missing file is no settings; the command line's
 * options outrank the file.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <sys/stat.h>

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "t.h"
#include "../../src/tui/ui.h"

/* What the setup screen keeps reads back as it was. */
static void
settings_read_back_as_written(void)
{
	struct tui_options	 o;
	struct settings		 a, b;
	char			 dir[64], path[128], err[600];
	int			 s;

	snprintf(dir, sizeof(dir), "/tmp/minchiate-cfg-XXXXXX");
	CHECK(mkdtemp(dir) != NULL);
	snprintf(path, sizeof(path), "%s/deep/minchiate/config", dir);
	memset(&o, 0, sizeof(o));
	for (s = 0; s < MC_NSEATS; s++) {
		snprintf(o.setup.players[s].name, sizeof(o.setup.players[s].name),
		    "Niccol\xc3\xb2 %c", mc_seat_letter(s));
		o.setup.players[s].human = s == MC_NORTH;
		match_set_level(&o.setup.players[s], s == MC_EAST ? BOT_EXPERT :
		    BOT_EASY);
	}
	o.setup.length = MC_MATCH_GIRO;
	o.setup.variants = MC_VAR_OPTIONAL_CASCARE | MC_VAR_AUTO_DECLARE;
	o.delay_ms = 350;
	o.ascii = true;
	o.english = true;
	memset(&a, 0, sizeof(a));
	config_from_setup(&a, &o);
	CHECK(config_write(path, &a, err, sizeof(err)));
	CHECK(config_read(path, &b, err, sizeof(err)));
	CHECK(b.have == a.have);
	CHECK(b.delay_ms == 350 && b.ascii && !b.color && b.english);
	CHECK(b.setup.length == MC_MATCH_GIRO);
	CHECK(b.setup.variants == a.setup.variants);
	for (s = 0; s < MC_NSEATS; s++) {
		/* a person's name is kept, a computer player's is not */
		CHECK(s == MC_NORTH ? strcmp(b.setup.players[s].name,
		    o.setup.players[s].name) == 0 : !(b.have & SET_NAME(s)));
		CHECK(b.setup.players[s].human == (s == MC_NORTH));
		CHECK(b.setup.players[s].human ||
		    strcmp(b.setup.players[s].level,
		    o.setup.players[s].level) == 0);
	}
	snprintf(path, sizeof(path), "rm -rf '%s'", dir);
	CHECK(system(path) == 0);
}

/* Each broken file: one line, its file and line, and no settings. */
static void
a_broken_file_is_named_and_the_defaults_used(void)
{
	static const struct {
		const char	*text;
		const char	*want;
	} cases[] = {
		{ "pace = 300\ncolour = yes\n", ":2: unknown setting;" },
		{ "name X = Ada\n", ":1: a seat is S, E, N or W;" },
		{ "# a comment\n\nname S = \x1b[2J\n", ":3: " },
		{ "player E = grandmaster\n", ":1: a player is human," },
		{ "player E = open\n", ":1: a player is human," },
		{ "match = forever\n", ":1: a match is hand, giro or set;" },
		{ "variants = demonio,tarocco\n", ":1: variants are" },
		{ "pace = fast\n", ":1: the pace is 0 to 10000 (ms);" },
		{ "pace = 10001\n", ":1: the pace is 0 to 10000 (ms);" },
		{ "ascii = maybe\n", ":1: expected yes or no;" },
		{ "english\n", ":1: expected 'setting = value';" },
	};
	struct settings	 c;
	char		 path[64], err[600];
	size_t		 i;
	int		 fd;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(path, sizeof(path), "/tmp/minchiate-cfg-XXXXXX");
		CHECK((fd = mkstemp(path)) >= 0);
		close(fd);
		write_text(path, cases[i].text);
		CHECK(!config_read(path, &c, err, sizeof(err)));
		CHECK(strncmp(err, path, strlen(path)) == 0);
		CHECK(strstr(err, cases[i].want) != NULL);
		CHECK(strstr(err, "the defaults are used") != NULL);
		CHECK(strchr(err, '\n') == NULL && strchr(err, '\x1b') == NULL);
		CHECK(c.have == 0);
		unlink(path);
	}
	CHECK(config_read("/nonexistent/minchiate/config", &c, err,
	    sizeof(err)));
	CHECK(c.have == 0 && err[0] == '\0');
}

/* What the command line gave stays; the file fills in the rest. */
static void
the_command_line_outranks_the_file(void)
{
	struct tui_options	 o;
	struct settings		 c;
	char			 path[64], err[600];
	int			 fd;

	snprintf(path, sizeof(path), "/tmp/minchiate-cfg-XXXXXX");
	CHECK((fd = mkstemp(path)) >= 0);
	close(fd);
	write_text(path, "name S = Zoe\nname E = Ugo\nplayer S = human\n"
	    "player E = hard\nplayer N = human\nplayer W = hard\n"
	    "match = hand\nvariants = demonio\npace = 100\nascii = yes\n"
	    "color = no\nenglish = yes\n");
	CHECK(config_read(path, &c, err, sizeof(err)));
	memset(&o, 0, sizeof(o));
	snprintf(o.setup.players[MC_EAST].name, 8, "Cosimo");
	o.given = SET_NAME(MC_EAST) | SET_LENGTH | SET_COLOR;
	o.setup.length = MC_MATCH_SET;
	o.color = true;
	o.delay_ms = 600;
	config_apply(&c, &o);
	CHECK(strcmp(o.setup.players[MC_SOUTH].name, "Zoe") == 0);
	CHECK(strcmp(o.setup.players[MC_EAST].name, "Cosimo") == 0);
	CHECK(o.setup.players[MC_NORTH].human);
	CHECK(strcmp(o.setup.players[MC_WEST].level, "hard") == 0);
	CHECK(o.setup.length == MC_MATCH_SET);
	CHECK(o.setup.variants == MC_VAR_DEMONIO);
	CHECK(o.delay_ms == 100 && o.ascii && o.color && o.english);
	o.seats_given = true;
	o.delay_given = true;
	o.delay_ms = 0;
	o.setup.players[MC_NORTH].human = false;
	config_apply(&c, &o);
	CHECK(!o.setup.players[MC_NORTH].human && o.delay_ms == 0);
	unlink(path);
}

/* A file naming one seat's player changes that seat alone. */
static void
a_seat_not_named_keeps_its_default(void)
{
	struct tui_options	 o;
	struct settings		 c;
	char			 path[64], err[600];
	int			 fd, s;

	snprintf(path, sizeof(path), "/tmp/minchiate-cfg-XXXXXX");
	CHECK((fd = mkstemp(path)) >= 0);
	close(fd);
	write_text(path, "player E = hard\nname E = Ugo\n");
	CHECK(config_read(path, &c, err, sizeof(err)));
	memset(&o, 0, sizeof(o));
	for (s = 0; s < MC_NSEATS; s++) {
		o.setup.players[s].human = s == MC_SOUTH;
		match_set_level(&o.setup.players[s], BOT_NORMAL);
	}
	config_apply(&c, &o);
	CHECK(o.setup.players[MC_SOUTH].human);
	CHECK(strcmp(o.setup.players[MC_EAST].level, "hard") == 0);
	CHECK(strcmp(o.setup.players[MC_NORTH].level, "normal") == 0);
	/* a name is a person's: not given to a computer player */
	CHECK(o.setup.players[MC_EAST].name[0] == '\0');
	unlink(path);
}

/* What the command line gave for one session is not kept as a setting;
 * what the setup screen changed is. */
static void
this_sessions_options_are_not_kept(void)
{
	struct tui_options	 o;
	struct settings		 c;
	int			 s;

	memset(&c, 0, sizeof(c));
	c.ascii = false;
	c.english = false;
	c.delay_ms = 600;
	c.have = SET_ASCII | SET_ENGLISH | SET_PACE;
	memset(&o, 0, sizeof(o));
	for (s = 0; s < MC_NSEATS; s++)
		o.setup.players[s].human = s == MC_SOUTH;
	snprintf(o.setup.players[MC_SOUTH].name, 8, "Ada");
	o.ascii = o.english = true;
	o.color = false;
	o.delay_ms = 0;
	o.delay_given = true;
	o.given = SET_ASCII | SET_COLOR | SET_NAME(MC_SOUTH);
	config_from_setup(&c, &o);
	CHECK(!c.ascii && c.english && c.delay_ms == 600);
	CHECK(!(c.have & SET_COLOR) && !(c.have & SET_NAME(MC_SOUTH)));
	CHECK(c.have & SET_PLAYER(MC_WEST));
}

/* A FIFO in the settings' place is refused at once, not waited on. */
static void
a_fifo_for_settings_is_refused_without_waiting(void)
{
	struct settings	 c;
	char		 dir[64], path[128], err[600];

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	snprintf(path, sizeof(path), "%s/config", dir);
	CHECK(mkfifo(path, 0600) == 0);
	alarm(10);	/* a wait on the FIFO ends the tests, not hangs them */
	CHECK(!config_read(path, &c, err, sizeof(err)));
	alarm(0);
	CHECK(strstr(err, "not a regular file") != NULL);
	CHECK(strstr(err, path) != NULL);
	remove_tree(dir);
}

/* Settings kept behind a link (dotfiles) are written through it. */
static void
linked_settings_are_written_through_the_link(void)
{
	struct settings	 a, b;
	struct stat	 st;
	char		 dir[64], path[128], target[128], err[600];

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	snprintf(path, sizeof(path), "%s/config", dir);
	snprintf(target, sizeof(target), "%s/dotfiles-config", dir);
	CHECK(close(open(target, O_WRONLY | O_CREAT, 0600)) == 0);
	CHECK(symlink("dotfiles-config", path) == 0);
	memset(&a, 0, sizeof(a));
	a.delay_ms = 123;
	a.have = SET_PACE;
	CHECK(config_write(path, &a, err, sizeof(err)));
	CHECK(lstat(path, &st) == 0 && S_ISLNK(st.st_mode));
	CHECK(config_read(target, &b, err, sizeof(err)));
	CHECK(b.have == SET_PACE && b.delay_ms == 123);
	remove_tree(dir);
}

void
config_tests(void)
{
	RUN(a_seat_not_named_keeps_its_default);
	RUN(this_sessions_options_are_not_kept);
	RUN(settings_read_back_as_written);
	RUN(a_broken_file_is_named_and_the_defaults_used);
	RUN(the_command_line_outranks_the_file);
	RUN(a_fifo_for_settings_is_refused_without_waiting);
	RUN(linked_settings_are_written_through_the_link);
}

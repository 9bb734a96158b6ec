/*
 * save_test.c -- a match is never lost: where the save goes without
 * HOME, saves that cannot be torn by a second writer or redirected by a
 * planted link, a directory others may write in, paths too long, a FIFO
 * in the save's place, a save of many records, the lock of one table per
 * state directory, and the archive of matches put away.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <sys/stat.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include "t.h"
#include "../../src/tui/game.h"

/* Runs fn with XDG_STATE_HOME and HOME set as given (NULL: unset). */
static char *saved_state, *saved_home;

static void
env_push(const char *state, const char *home)
{
	const char	*s = getenv("XDG_STATE_HOME"), *h = getenv("HOME");

	saved_state = s != NULL ? strdup(s) : NULL;
	saved_home = h != NULL ? strdup(h) : NULL;
	if (state != NULL)
		setenv("XDG_STATE_HOME", state, 1);
	else
		unsetenv("XDG_STATE_HOME");
	if (home != NULL)
		setenv("HOME", home, 1);
	else
		unsetenv("HOME");
}

static void
env_pop(void)
{
	if (saved_state != NULL)
		setenv("XDG_STATE_HOME", saved_state, 1);
	else
		unsetenv("XDG_STATE_HOME");
	if (saved_home != NULL)
		setenv("HOME", saved_home, 1);
	else
		unsetenv("HOME");
	free(saved_state);
	free(saved_home);
}

/* Without HOME, and with a relative XDG_STATE_HOME, the password file. */
static void
the_save_goes_home_by_the_password_file(void)
{
	struct passwd	*pw = getpwuid(getuid());
	char		 path[SAVE_PATH_MAX], err[300], want[SAVE_PATH_MAX];

	if (pw == NULL || pw->pw_dir == NULL || pw->pw_dir[0] != '/')
		return;		/* no password entry to fall back on */
	snprintf(want, sizeof(want), "%s/.local/state/minchiate/match.rec",
	    pw->pw_dir);
	env_push("relative/state", NULL);
	CHECK(save_where(path, sizeof(path), err, sizeof(err)));
	CHECK_STR(path, want);
	env_pop();
	env_push(NULL, "not/absolute");
	CHECK(save_where(path, sizeof(path), err, sizeof(err)));
	CHECK_STR(path, want);
	env_pop();
}

/* A path that would be cut is refused, never cut into another file. */
static void
a_path_too_long_is_refused(void)
{
	char	 path[SAVE_PATH_MAX], err[300], *longdir;

	longdir = malloc(SAVE_PATH_MAX + 10);
	memset(longdir, 'a', SAVE_PATH_MAX + 9);
	longdir[0] = '/';
	longdir[SAVE_PATH_MAX + 9] = '\0';
	env_push(longdir, "/tmp");
	CHECK(!save_locate(path, sizeof(path), err, sizeof(err)));
	CHECK(strstr(err, "path too long") != NULL);
	env_pop();
	free(longdir);
}

/* A directory others may write in, or not a directory, is no place. */
static void
the_save_directory_is_ours_alone(void)
{
	char	 dir[64], sub[128], path[SAVE_PATH_MAX], err[300];

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	env_push(dir, "/tmp");
	CHECK(save_locate(path, sizeof(path), err, sizeof(err)));
	snprintf(sub, sizeof(sub), "%s/minchiate", dir);
	CHECK(chmod(sub, 0777) == 0);
	CHECK(!save_locate(path, sizeof(path), err, sizeof(err)));
	CHECK(strstr(err, "others may write") != NULL);
	CHECK(rmdir(sub) == 0);
	CHECK(close(open(sub, O_WRONLY | O_CREAT, 0600)) == 0);
	CHECK(!save_locate(path, sizeof(path), err, sizeof(err)));
	env_pop();
	remove_tree(dir);
}

/* A link planted where an old save put its temporary file is not
 * followed: the file it points to is left alone. */
static void
a_planted_link_is_not_followed(void)
{
	char	 dir[64], path[128], planted[160], target[160], err[300];
	char	*text;

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	snprintf(path, sizeof(path), "%s/match.rec", dir);
	snprintf(planted, sizeof(planted), "%s.tmp", path);
	snprintf(target, sizeof(target), "%s/precious", dir);
	CHECK(save_write(target, "keep me\n", 8, err, sizeof(err)));
	CHECK(symlink(target, planted) == 0);
	CHECK(save_write(path, "the match\n", 10, err, sizeof(err)));
	text = save_read(target, err, sizeof(err));
	CHECK(text != NULL && strcmp(text, "keep me\n") == 0);
	free(text);
	text = save_read(path, err, sizeof(err));
	CHECK(text != NULL && strcmp(text, "the match\n") == 0);
	free(text);
	remove_tree(dir);
}

/* A FIFO in the save's place is refused at once, not waited on. */
static void
a_fifo_save_is_refused_without_waiting(void)
{
	char	 dir[64], path[128], err[300];
	char	*text;

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	snprintf(path, sizeof(path), "%s/match.rec", dir);
	CHECK(mkfifo(path, 0600) == 0);
	alarm(10);	/* a wait on the FIFO ends the tests, not hangs them */
	text = save_read(path, err, sizeof(err));
	alarm(0);
	CHECK(text == NULL);
	CHECK(strstr(err, "not a regular file") != NULL);
	free(text);
	remove_tree(dir);
}

/* Two writers saving at once never fail and never tear the save. */
static void
two_writers_never_tear_a_save(void)
{
	char	 dir[64], path[128], err[300], a[4000], b[4000];
	char	*text;
	pid_t	 kids[2];
	int	 k, i, status, bad = 0, reads = 0;

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	snprintf(path, sizeof(path), "%s/match.rec", dir);
	memset(a, 'a', sizeof(a) - 1);
	memset(b, 'b', sizeof(b) - 1);
	a[sizeof(a) - 2] = b[sizeof(b) - 2] = '\n';
	a[sizeof(a) - 1] = b[sizeof(b) - 1] = '\0';
	for (k = 0; k < 2; k++)
		if ((kids[k] = fork()) == 0) {
			for (i = 0; i < t_iterations(300); i++)
				if (!save_write(path, k ? b : a, sizeof(a) - 1,
				    err, sizeof(err)))
					_exit(1);
			_exit(0);
		}
	/* Meanwhile every read finds one whole save. */
	for (i = 0; i < 2000 && kill(kids[0], 0) == 0; i++) {
		if ((text = save_read(path, err, sizeof(err))) == NULL)
			continue;
		reads++;
		if (strcmp(text, a) != 0 && strcmp(text, b) != 0)
			bad++;
		free(text);
	}
	for (k = 0; k < 2; k++) {
		CHECK(waitpid(kids[k], &status, 0) == kids[k]);
		CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	}
	CHECK_EQ(bad, 0);
	text = save_read(path, err, sizeof(err));
	CHECK(text != NULL && (strcmp(text, a) == 0 || strcmp(text, b) == 0));
	free(text);
	(void)reads;
	remove_tree(dir);
}

/* One table per state directory: the second is told who holds it. */
static void
the_lock_holds_one_table_per_directory(void)
{
	char	 dir[64], path[128], err[300];
	int	 fd, holder, p[2], status;
	pid_t	 kid;
	char	 go;

	if (temp_dir(dir, sizeof(dir)) == NULL || pipe(p) != 0)
		return;
	snprintf(path, sizeof(path), "%s/match.rec", dir);
	if ((kid = fork()) == 0) {
		fd = save_lock(path, &holder, err, sizeof(err));
		go = fd >= 0 ? 'y' : 'n';
		if (write(p[1], &go, 1) != 1)
			_exit(2);
		pause();
		_exit(0);
	}
	CHECK(read(p[0], &go, 1) == 1 && go == 'y');
	CHECK_EQ(save_lock(path, &holder, err, sizeof(err)), -1);
	CHECK_EQ(holder, kid);
	kill(kid, SIGTERM);
	waitpid(kid, &status, 0);
	/* once that table is gone, the lock is free */
	fd = save_lock(path, &holder, err, sizeof(err));
	CHECK(fd >= 0);
	close(fd);
	close(p[0]);
	close(p[1]);
	remove_tree(dir);
}

/* A match put away goes to matches/, never over another. */
static void
a_match_put_away_is_kept_in_matches(void)
{
	char	 dir[64], path[128], err[300], where[SAVE_PATH_MAX];
	char	 where2[SAVE_PATH_MAX], *text;

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	snprintf(path, sizeof(path), "%s/match.rec", dir);
	CHECK(save_write(path, "one\n", 4, err, sizeof(err)));
	CHECK(save_archive(path, where, sizeof(where), err, sizeof(err)));
	CHECK(strstr(where, "/matches/") != NULL);
	CHECK(!save_exists(path));
	CHECK(save_write(path, "two\n", 4, err, sizeof(err)));
	CHECK(save_archive(path, where2, sizeof(where2), err, sizeof(err)));
	CHECK(strcmp(where, where2) != 0);
	text = save_read(where, err, sizeof(err));
	CHECK(text != NULL && strcmp(text, "one\n") == 0);
	free(text);
	text = save_read(where2, err, sizeof(err));
	CHECK(text != NULL && strcmp(text, "two\n") == 0);
	free(text);
	remove_tree(dir);
}

/* A save is one match: a second record is refused before it is read. */
static void
a_save_of_two_records_is_refused(void)
{
	struct match_setup	 s;
	static struct game	 g, back;
	char			 err[300], *two;
	size_t			 len;
	int			 p;

	memset(&s, 0, sizeof(s));
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s.players[p].name, sizeof(s.players[p].name), "Bot%d",
		    p);
		match_set_level(&s.players[p], BOT_RANDOM);
	}
	s.length = MC_MATCH_HAND;
	s.seed = 5;
	CHECK(game_new(&g, &s));
	len = strlen(g.m.text);
	two = malloc(2 * len + 1);
	memcpy(two, g.m.text, len);
	memcpy(two + len, g.m.text, len + 1);
	CHECK(game_load(&back, "match.rec", g.m.text, err, sizeof(err)));
	game_free(&back);
	CHECK(!game_load(&back, "match.rec", two, err, sizeof(err)));
	CHECK(strstr(err, "a second record") != NULL);
	game_free(&back);
	free(two);
	game_free(&g);
}

void
save_tests(void)
{
	RUN(the_save_goes_home_by_the_password_file);
	RUN(a_path_too_long_is_refused);
	RUN(the_save_directory_is_ours_alone);
	RUN(a_planted_link_is_not_followed);
	RUN(a_fifo_save_is_refused_without_waiting);
	RUN(two_writers_never_tear_a_save);
	RUN(the_lock_holds_one_table_per_directory);
	RUN(a_match_put_away_is_kept_in_matches);
	RUN(a_save_of_two_records_is_refused);
}

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
#include "../../src/session/session.h"

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

/* A match of four bots, n decisions in (or to its end). */
static void
bots_match(struct session *g, uint64_t seed, int n)
{
	struct match_setup	 s;
	struct mc_decision	 d;
	int			 p;

	memset(&s, 0, sizeof(s));
	for (p = 0; p < MC_NSEATS; p++) {
		snprintf(s.players[p].name, sizeof(s.players[p].name), "Bot%d",
		    p);
		match_set_level(&s.players[p], BOT_RANDOM);
	}
	s.length = MC_MATCH_HAND;
	s.seed = seed;
	CHECK(session_new(g, &s));
	while (n-- > 0 && match_actor(&g->m) >= 0) {
		match_bot_decision(&g->m, &d);
		CHECK_EQ(match_decide(&g->m, &d), MC_OK);
	}
}

/* A save is one match: a second record is refused before it is read. */
static void
a_save_of_two_records_is_refused(void)
{
	static struct session	 g, back;
	char			 err[300], *two;
	size_t			 len;

	bots_match(&g, 5, 0);
	len = strlen(g.m.text);
	two = malloc(2 * len + 1);
	memcpy(two, g.m.text, len);
	memcpy(two + len, g.m.text, len + 1);
	CHECK(session_load(&back, "match.rec", g.m.text, err, sizeof(err)));
	session_free(&back);
	CHECK(!session_load(&back, "match.rec", two, err, sizeof(err)));
	CHECK(strstr(err, "a second record") != NULL);
	session_free(&back);
	free(two);
	session_free(&g);
}

/* Writes text over path as it is, no backup kept: a save gone bad. */
static void
spoil(const char *path, const char *text)
{
	FILE	*fp = fopen(path, "w");

	CHECK(fp != NULL);
	if (fp != NULL) {
		fputs(text, fp);
		fclose(fp);
	}
}

static bool
file_says(const char *path, const char *want)
{
	char	 err[300], *text = save_read(path, err, sizeof(err));
	bool	 same = text != NULL && strcmp(text, want) == 0;

	free(text);
	return same;
}

/*
 * A broken save is set aside, never written over (a second one is
 * numbered), and its backup, one decision older, is read in its place.
 */
static void
a_broken_save_gives_way_to_its_backup(void)
{
	static struct session	 g, back;
	char			 dir[64], path[128], aside[160], msg[2000];
	char			 err[300], *older;
	uint64_t		 hash;

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	snprintf(path, sizeof(path), "%s/match.rec", dir);
	bots_match(&g, 11, 30);
	CHECK(save_write(path, g.m.text, g.m.len, err, sizeof(err)));
	hash = record_hash(&g.m.hand);
	older = strdup(g.m.text);
	session_free(&g);
	bots_match(&g, 11, 31);
	CHECK(save_write(path, g.m.text, g.m.len, err, sizeof(err)));
	spoil(path, "not a record\n");
	CHECK_EQ(save_recover(&back, path, msg, sizeof(msg)), SAVE_RESUMABLE);
	CHECK_EQ(record_hash(&back.m.hand), hash);
	CHECK(strstr(msg, "set aside as ") != NULL);
	CHECK(strstr(msg, "backup") != NULL);
	snprintf(aside, sizeof(aside), "%s.broken", path);
	CHECK(file_says(aside, "not a record\n"));
	CHECK(file_says(path, older));
	session_free(&back);
	/* broken again: the first broken file stays as it was */
	spoil(path, "broken twice\n");
	CHECK_EQ(save_recover(&back, path, msg, sizeof(msg)), SAVE_BROKEN);
	CHECK(file_says(aside, "not a record\n"));
	snprintf(aside, sizeof(aside), "%s.broken.2", path);
	CHECK(file_says(aside, "broken twice\n"));
	CHECK(!save_exists(path));
	session_free(&back);
	session_free(&g);
	free(older);
	remove_tree(dir);
}

/* A broken save and a broken backup: both set aside, none lost. */
static void
a_broken_backup_is_set_aside_too(void)
{
	static struct session	 g;
	char			 dir[64], path[128], bak[160], aside[160];
	char			 msg[2000];

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	snprintf(path, sizeof(path), "%s/match.rec", dir);
	snprintf(bak, sizeof(bak), "%s.bak", path);
	spoil(path, "save\n");
	spoil(bak, "backup\n");
	CHECK_EQ(save_recover(&g, path, msg, sizeof(msg)), SAVE_BROKEN);
	snprintf(aside, sizeof(aside), "%s.broken", path);
	CHECK(file_says(aside, "save\n"));
	snprintf(aside, sizeof(aside), "%s.broken.2", path);
	CHECK(file_says(aside, "backup\n"));
	CHECK(!save_exists(path) && !save_exists(bak));
	session_free(&g);
	remove_tree(dir);
}

/* A finished match found as the save goes to matches/ as finished. */
static void
a_finished_save_is_kept_as_finished(void)
{
	static struct session	 g, back;
	char			 dir[64], path[128], msg[2000], err[300];
	char			 **paths;
	struct stats_glance	 gl;
	size_t			 n;

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	snprintf(path, sizeof(path), "%s/match.rec", dir);
	bots_match(&g, 12, 10000);
	CHECK(match_over(&g.m));
	CHECK(save_write(path, g.m.text, g.m.len, err, sizeof(err)));
	CHECK_EQ(save_recover(&back, path, msg, sizeof(msg)), SAVE_FINISHED);
	CHECK(strstr(msg, "was over") != NULL);
	CHECK(!save_exists(path));
	paths = stats_archive(dir, &n);
	CHECK_EQ(n, 1);
	CHECK(n == 1 && stats_glance(paths[0], &gl) && gl.over);
	CHECK(n == 1 && file_says(paths[0], g.m.text));
	stats_archive_free(paths, n);
	session_free(&back);
	session_free(&g);
	remove_tree(dir);
}

/*
 * The temporary files killed tables left are removed at start, but for
 * those of a match kept apart that a table plays now; broken files and
 * the backup stay.
 */
static void
stale_temporary_saves_are_cleaned(void)
{
	static const char *const gone[] = {
		"match.rec.Ab12Cd", "match.rec.bak.4242.0",
		"matches/old.rec.QWErt9"
	};
	static const char *const kept[] = {
		"match.rec", "match.rec.bak", "match.rec.broken",
		"match.rec.broken.2", "matches/old.rec", "matches/play.rec",
		"matches/play.rec.ZZzz99", "notes.Ab12Cd", "match.rec.Ab12C"
	};
	char	 dir[64], path[SAVE_PATH_MAX], rec[SAVE_PATH_MAX];
	size_t	 i;
	int	 hold;

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	snprintf(path, sizeof(path), "%s/matches", dir);
	CHECK(mkdir(path, 0700) == 0);
	for (i = 0; i < sizeof(gone) / sizeof(gone[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, gone[i]);
		spoil(path, "x\n");
	}
	for (i = 0; i < sizeof(kept) / sizeof(kept[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, kept[i]);
		spoil(path, "x\n");
	}
	snprintf(rec, sizeof(rec), "%s/matches/play.rec", dir);
	hold = save_hold(rec);		/* a table plays it now */
	CHECK(hold >= 0);
	snprintf(path, sizeof(path), "%s/match.rec", dir);
	CHECK_EQ(save_clean_temps(path), 3);
	for (i = 0; i < sizeof(gone) / sizeof(gone[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, gone[i]);
		CHECK(!save_exists(path));
	}
	for (i = 0; i < sizeof(kept) / sizeof(kept[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, kept[i]);
		CHECK(save_exists(path));
	}
	close(hold);
	remove_tree(dir);
}

/*
 * A state directory reached through a link of ours (dotfiles, another
 * disk) is used when its target is a directory of ours closed to
 * others; a link to anything else is not.
 */
static void
a_linked_state_directory_is_followed(void)
{
	char	 dir[64], real[128], link_[128], path[SAVE_PATH_MAX];
	char	 err[300];

	if (temp_dir(dir, sizeof(dir)) == NULL)
		return;
	snprintf(real, sizeof(real), "%s/elsewhere", dir);
	snprintf(link_, sizeof(link_), "%s/minchiate", dir);
	CHECK(mkdir(real, 0700) == 0);
	CHECK(symlink(real, link_) == 0);
	env_push(dir, "/tmp");
	CHECK(save_locate(path, sizeof(path), err, sizeof(err)));
	CHECK(save_write(path, "linked\n", 7, err, sizeof(err)));
	snprintf(path, sizeof(path), "%s/match.rec", real);
	CHECK(file_says(path, "linked\n"));
	CHECK(chmod(real, 0777) == 0);
	CHECK(!save_locate(path, sizeof(path), err, sizeof(err)));
	CHECK(strstr(err, "others may write") != NULL);
	CHECK(chmod(real, 0700) == 0);
	CHECK(unlink(link_) == 0);
	snprintf(path, sizeof(path), "%s/match.rec", real);
	CHECK(symlink(path, link_) == 0);	/* a link to a file */
	CHECK(!save_locate(path, sizeof(path), err, sizeof(err)));
	if (strstr(err, "not a directory") == NULL)
		t_fail(__FILE__, __LINE__, "%s", err);
	env_pop();
	remove_tree(dir);
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
	RUN(a_broken_save_gives_way_to_its_backup);
	RUN(a_broken_backup_is_set_aside_too);
	RUN(a_finished_save_is_kept_as_finished);
	RUN(stale_temporary_saves_are_cleaned);
	RUN(a_linked_state_directory_is_followed);
}

/*
 * save.c -- the saved match: its game record under
 * $XDG_STATE_HOME/minchiate/ (or ~/.local/state/minchiate/, the home
 * taken from the password file when HOME is unset), written atomically:
 * a temporary file of a unique name, fsync, rename; the previous save
 * kept as a backup.  The directory must be ours and closed to others.
 * A lock on the directory keeps a second table off the same match, and
 * finished or abandoned matches go to matches/ instead of being lost.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <sys/file.h>
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "session.h"
#include "../lang/lang.h"

static bool
say(char *err, size_t errsize, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Writes a one-line reason; always false, for "return say(...)". */
static bool
say(char *err, size_t errsize, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	vsnprintf(err, errsize, fmt, ap);
	va_end(ap);
	return false;
}

/*
 * say, for a call that failed: fmt is the whole sentence, the path its
 * first %s and errno's reason its second.
 */
#define fail(err, errsize, fmt, path) \
	say(err, errsize, fmt, path, strerror(errno))

/* snprintf that refuses to cut: a cut path would name another file. */
static bool
path_join(char *buf, size_t size, char *err, size_t errsize,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static bool
path_join(char *buf, size_t size, char *err, size_t errsize,
    const char *fmt, ...)
{
	va_list	 ap;
	int	 n;

	va_start(ap, fmt);
	n = vsnprintf(buf, size, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= size)
		/* TRANSLATORS: the path's first 60 bytes, cut, and how
		 * long it would be. */
		return say(err, errsize, _("%.60s...: path too long (%d "
		    "bytes)"), buf, n);
	return true;
}

/* The directory part of path (without the last '/'), or false. */
static bool
dir_of(const char *path, char *dir, size_t size, char *err, size_t errsize)
{
	const char	*slash = strrchr(path, '/');

	if (slash == NULL)
		return say(err, errsize, _("%s: not a full path"), path);
	return path_join(dir, size, err, errsize, "%.*s",
	    (int)(slash - path), path);
}

/* Makes every directory of path up to its last '/'. */
bool
save_make_dirs(char *path, char *err, size_t errsize)
{
	char	*p;

	for (p = path + 1; (p = strchr(p, '/')) != NULL; p++) {
		*p = '\0';
		if (mkdir(path, 0700) != 0 && errno != EEXIST) {
			/* TRANSLATORS: a directory's path, then the system's
			 * reason (strerror). */
			fail(err, errsize, _("%s: cannot make the directory: "
			    "%s"), path);
			*p = '/';
			return false;
		}
		*p = '/';
	}
	return true;
}

/*
 * The save's directory is ours, no one else may write in it, and we
 * may: then no one can plant a file or a link where we save.
 */
static bool
dir_is_ours(const char *dir, char *err, size_t errsize)
{
	struct stat	 st;

	if (lstat(dir, &st) != 0)
		/* TRANSLATORS: a directory's path, then the system's
		 * reason (strerror). */
		return fail(err, errsize, _("%s: cannot use the directory: "
		    "%s"), dir);
	/* A link of ours (dotfiles, another disk) to a directory of ours. */
	if (S_ISLNK(st.st_mode) && st.st_uid != getuid())
		return say(err, errsize, _("%s: the link belongs to another "
		    "user"), dir);
	if (S_ISLNK(st.st_mode) && stat(dir, &st) != 0)
		return fail(err, errsize, _("%s: cannot use the directory: "
		    "%s"), dir);
	if (!S_ISDIR(st.st_mode))
		return say(err, errsize, _("%s: not a directory"), dir);
	if (st.st_uid != getuid())
		return say(err, errsize, _("%s: the directory belongs to "
		    "another user"), dir);
	if (st.st_mode & (S_IWGRP | S_IWOTH))
		/* TRANSLATORS: "chmod 700" is the command that mends it
		 * and stays. */
		return say(err, errsize, _("%s: others may write in the "
		    "directory (chmod 700 it)"), dir);
	if (access(dir, W_OK | X_OK) != 0)
		return fail(err, errsize, _("%s: cannot write in the "
		    "directory: %s"), dir);
	return true;
}

/* HOME if it is a full path, else the password file's home. */
const char *
save_home_dir(void)
{
	const char	*home = getenv("HOME");
	struct passwd	*pw;

	if (home != NULL && home[0] == '/')
		return home;
	if ((pw = getpwuid(getuid())) != NULL && pw->pw_dir != NULL &&
	    pw->pw_dir[0] == '/')
		return pw->pw_dir;
	return NULL;
}

/* Where the match is saved (nothing made yet); false with the reason. */
bool
save_where(char *buf, size_t size, char *err, size_t errsize)
{
	const char	*state = getenv("XDG_STATE_HOME");
	const char	*home;

	/* A relative XDG_STATE_HOME is ignored, as the XDG rules say. */
	if (state != NULL && state[0] == '/')
		return path_join(buf, size, err, errsize,
		    "%s/minchiate/match.rec", state);
	if ((home = save_home_dir()) != NULL)
		return path_join(buf, size, err, errsize,
		    "%s/.local/state/minchiate/match.rec", home);
	return say(err, errsize, "%s", _("no home directory: HOME is not "
	    "set and the password file gives none"));
}

/*
 * Where the match is saved, its directory made and checked; false with
 * the reason the match cannot be saved.
 */
bool
save_locate(char *buf, size_t size, char *err, size_t errsize)
{
	char	 dir[SAVE_PATH_MAX];

	return save_where(buf, size, err, errsize) &&
	    save_make_dirs(buf, err, errsize) &&
	    dir_of(buf, dir, sizeof(dir), err, errsize) &&
	    dir_is_ours(dir, err, errsize);
}

/* Writes all of p; a signal does not cut a save short. */
static bool
write_all(int fd, const char *p, size_t len)
{
	ssize_t	 n;

	while (len > 0) {
		if ((n = write(fd, p, len)) < 0) {
			if (errno == EINTR)
				continue;
			return false;
		}
		p += n;
		len -= (size_t)n;
	}
	return true;
}

/* The directory is synced, so that a rename in it survives a crash. */
static void
sync_dir(const char *dir)
{
	int	 fd;

	if ((fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) >= 0) {
		(void)fsync(fd);
		close(fd);
	}
}

/*
 * The save as it stands becomes path.bak: a link of a unique name first,
 * renamed over the old backup, so that two writers never trip on each
 * other.  No save yet, no backup.
 */
static void
keep_backup(const char *path)
{
	static unsigned	 n;
	char		 link_name[SAVE_PATH_MAX], bak[SAVE_PATH_MAX];
	char		 err[64];

	if (!path_join(link_name, sizeof(link_name), err, sizeof(err),
	    "%s.bak.%ld.%u", path, (long)getpid(), n++) ||
	    !path_join(bak, sizeof(bak), err, sizeof(err), "%s.bak", path))
		return;
	if (link(path, link_name) != 0)
		return;		/* nothing saved yet, or no links here */
	if (rename(link_name, bak) != 0)
		(void)unlink(link_name);
}

/*
 * Writes text to a new file of a unique name beside path (mkstemp: never
 * a file or link someone left there), syncs it, keeps the old save as
 * path.bak and renames the new one into place: a crash, or another
 * writer, leaves one whole save.
 */
bool
save_write(const char *path, const char *text, size_t len, char *err,
    size_t errsize)
{
	char	 tmp[SAVE_PATH_MAX], dir[SAVE_PATH_MAX];
	int	 fd;

	if (!path_join(tmp, sizeof(tmp), err, errsize, "%s.XXXXXX", path) ||
	    !dir_of(path, dir, sizeof(dir), err, errsize))
		return false;
	/* TRANSLATORS: the save's path, then the system's reason
	 * (strerror). */
	if ((fd = mkstemp(tmp)) < 0)
		return fail(err, errsize, _("%s: cannot save: %s"), path);
	if (!write_all(fd, text, len) || fsync(fd) != 0) {
		fail(err, errsize, _("%s: cannot save: %s"), path);
		close(fd);
		unlink(tmp);
		return false;
	}
	if (close(fd) != 0) {
		fail(err, errsize, _("%s: cannot save: %s"), path);
		unlink(tmp);
		return false;
	}
	keep_backup(path);
	if (rename(tmp, path) != 0) {
		fail(err, errsize, _("%s: cannot save: %s"), path);
		unlink(tmp);
		return false;
	}
	sync_dir(dir);
	return true;
}

/*
 * The whole save as a string (to free), or NULL with a one-line error.
 * Only a regular file is read, opened without waiting: a FIFO or a
 * device in its place is refused, not waited on.
 */
char *
save_read(const char *path, char *err, size_t errsize)
{
	struct stat	 st;
	char		*buf;
	size_t		 len = 0;
	ssize_t		 n;
	int		 fd;

	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) < 0) {
		/* TRANSLATORS: a file's path, then the system's reason
		 * (strerror). */
		fail(err, errsize, _("%s: cannot read: %s"), path);
		return NULL;
	}
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		say(err, errsize, _("%s: not a regular file"), path);
		close(fd);
		return NULL;
	}
	if (st.st_size > RECORD_MAX) {
		say(err, errsize, _("%s: larger than any match (%lld "
		    "bytes)"), path, (long long)st.st_size);
		close(fd);
		return NULL;
	}
	if ((buf = malloc((size_t)st.st_size + 1)) == NULL) {
		say(err, errsize, _("%s: out of memory"), path);
		close(fd);
		return NULL;
	}
	while (len < (size_t)st.st_size && (n = read(fd, buf + len,
	    (size_t)st.st_size - len)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			/* TRANSLATORS: a file's path, then the system's
			 * reason (strerror). */
			fail(err, errsize, _("%s: read error: %s"), path);
			close(fd);
			free(buf);
			return NULL;
		}
		len += (size_t)n;
	}
	close(fd);
	buf[len] = '\0';
	if (memchr(buf, '\0', len) != NULL) {
		say(err, errsize, _("%s: not a text file"), path);
		free(buf);
		return NULL;
	}
	return buf;
}

/* Is there a save at path (of any kind: a broken one is still one)? */
bool
save_exists(const char *path)
{
	struct stat	 st;

	return lstat(path, &st) == 0;
}

/*
 * A new name in matches/ beside path, for a match kept apart or done
 * with: the date and time, and the process, so that names never meet.
 */
bool
save_archive_name(const char *path, char *buf, size_t size, char *err,
    size_t errsize)
{
	char		 dir[SAVE_PATH_MAX], stamp[32], more[16] = "";
	time_t		 now = time(NULL);
	struct tm	 tm;
	static unsigned	 n;

	if (localtime_r(&now, &tm) == NULL ||
	    strftime(stamp, sizeof(stamp), "%Y%m%d-%H%M%S", &tm) == 0)
		snprintf(stamp, sizeof(stamp), "%lld", (long long)now);
	if (n > 0)
		snprintf(more, sizeof(more), "-%u", n);
	n++;
	if (!dir_of(path, dir, sizeof(dir), err, errsize) ||
	    !path_join(buf, size, err, errsize, "%s/matches/%s-%ld%s.rec",
	    dir, stamp, (long)getpid(), more) ||
	    !save_make_dirs(buf, err, errsize))
		return false;
	return true;
}

/*
 * Moves the save at path into matches/ (never over another), says where
 * in where, and drops its backup: the archive holds the whole match.
 */
bool
save_archive(const char *path, char *where, size_t size, char *err,
    size_t errsize)
{
	int	 tries;

	for (tries = 0; tries < 5; tries++) {
		if (!save_archive_name(path, where, size, err, errsize))
			return false;
		if (link(path, where) == 0)
			break;
		if (errno != EEXIST)
			/* TRANSLATORS: a path in matches/, then the
			 * system's reason (strerror). */
			return fail(err, errsize, _("%s: cannot keep the "
			    "match: %s"), where);
	}
	if (tries == 5)
		return say(err, errsize, _("%s: no free name"), where);
	if (unlink(path) != 0)
		/* TRANSLATORS: the save's path, then the system's reason
		 * (strerror). */
		return fail(err, errsize, _("%s: cannot move the match: %s"),
		    path);
	save_drop_backup(path);
	return true;
}

/*
 * Locks the save's directory for this process (flock, released when it
 * ends); returns the lock's descriptor, or -1 with the holder's process
 * in *holder (0 if unknown) or an error.
 */
int
save_lock(const char *path, int *holder, char *err, size_t errsize)
{
	char	 lock[SAVE_PATH_MAX], dir[SAVE_PATH_MAX], pid[24];
	ssize_t	 n;
	int	 fd, len;

	*holder = 0;
	if (!dir_of(path, dir, sizeof(dir), err, errsize) ||
	    !path_join(lock, sizeof(lock), err, errsize, "%s/lock", dir))
		return -1;
	if ((fd = open(lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC,
	    0600)) < 0) {
		/* TRANSLATORS: the lock file's path, then the system's
		 * reason (strerror). */
		fail(err, errsize, _("%s: cannot lock: %s"), lock);
		return -1;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		if (errno == EWOULDBLOCK &&
		    (n = pread(fd, pid, sizeof(pid) - 1, 0)) > 0) {
			pid[n] = '\0';
			*holder = atoi(pid);
		}
		if (errno != EWOULDBLOCK)
			fail(err, errsize, _("%s: cannot lock: %s"), lock);
		else
			/* TRANSLATORS: the lock file's path; another
			 * minchiate program holds it. */
			say(err, errsize, _("%s: held by another minchiate"),
			    lock);
		close(fd);
		return -1;
	}
	/* The pid is a courtesy to the next table; the lock is what counts. */
	len = snprintf(pid, sizeof(pid), "%ld\n", (long)getpid());
	if (ftruncate(fd, 0) == 0 && pwrite(fd, pid, (size_t)len, 0) != len) {
		/* a partial pid reads as 0: "another minchiate" */
	}
	return fd;
}

/*
 * A match kept apart in matches/ is marked as in play while this table
 * plays it: a lock on path.lock (flock, released when the process ends),
 * which the offer of unfinished matches respects (stats_in_play).
 * Returns the lock's descriptor, or -1.
 */
int
save_hold(const char *path)
{
	char	 lock[SAVE_PATH_MAX], err[64];
	int	 fd;

	if (!path_join(lock, sizeof(lock), err, sizeof(err), "%s.lock", path) ||
	    (fd = open(lock, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC,
	    0600)) < 0)
		return -1;
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		close(fd);
		return -1;
	}
	return fd;
}

/* A save's backup, once the save itself is whole and nothing needs it;
 * the lock file of a match kept apart, once its table is done with it. */
void
save_drop_backup(const char *path)
{
	char	 bak[SAVE_PATH_MAX], err[64];

	if (path_join(bak, sizeof(bak), err, sizeof(err), "%s.bak", path))
		(void)unlink(bak);
	if (path_join(bak, sizeof(bak), err, sizeof(err), "%s.lock", path))
		(void)unlink(bak);
}

/*
 * Sets a broken file aside beside itself, as path.broken, or
 * path.broken.2 and on if that is taken: a broken file is never written
 * over, so each stays to be looked at.  Says where in aside.
 */
bool
save_set_aside(const char *path, char *aside, size_t size, char *err,
    size_t errsize)
{
	int	 n;

	for (n = 1; n < 1000; n++) {
		if (!(n == 1 ? path_join(aside, size, err, errsize,
		    "%s.broken", path) : path_join(aside, size, err, errsize,
		    "%s.broken.%d", path, n)))
			return false;
		if (link(path, aside) == 0)
			break;
		if (errno != EEXIST)
			/* TRANSLATORS: a broken save's path, then the
			 * system's reason (strerror). */
			return fail(err, errsize, _("%s: cannot set it aside: "
			    "%s"), path);
	}
	if (n == 1000)
		return say(err, errsize, _("%s: no free name to set it "
		    "aside"), path);
	if (unlink(path) != 0) {
		fail(err, errsize, _("%s: cannot set it aside: %s"), path);
		(void)unlink(aside);
		return false;
	}
	return true;
}

/*
 * Is name what save_write leaves of base when it is cut short: base and
 * mkstemp's six letters, or the backup's link of a unique name?
 */
static bool
is_temp_of(const char *name, const char *base)
{
	size_t	 n = strlen(base), i;

	if (strncmp(name, base, n) != 0 || name[n] != '.')
		return false;
	name += n + 1;
	if (strcmp(name, "broken") == 0)
		return false;		/* set aside, kept to be looked at */
	if (strncmp(name, "bak.", 4) == 0)
		return strspn(name + 4, "0123456789.") == strlen(name + 4) &&
		    name[4] != '\0';
	for (i = 0; name[i] != '\0'; i++)
		if (!((name[i] >= 'a' && name[i] <= 'z') || (name[i] >= 'A' &&
		    name[i] <= 'Z') || (name[i] >= '0' && name[i] <= '9')))
			return false;
	return i == 6;
}

/*
 * The record of dir whose temporary file name is, if no table plays it:
 * base, or in matches/ any match kept apart whose lock is not held.
 */
static bool
stale_temp(const char *dir, const char *name, const char *base)
{
	char		 rec[SAVE_PATH_MAX], err[64];
	const char	*end;

	if (base != NULL)
		return is_temp_of(name, base);
	if ((end = strstr(name, ".rec.")) == NULL ||
	    !path_join(rec, sizeof(rec), err, sizeof(err), "%s/%.*s", dir,
	    (int)(end + 4 - name), name))
		return false;
	return is_temp_of(name, strrchr(rec, '/') + 1) && !stats_in_play(rec);
}

/* The stale temporary files of dir (of base, or in matches/), removed. */
static int
clean_dir(const char *dir, const char *base)
{
	DIR		*d;
	struct dirent	*e;
	struct stat	 st;
	int		 fd, n = 0;

	if ((d = opendir(dir)) == NULL)
		return 0;
	fd = dirfd(d);
	while ((e = readdir(d)) != NULL)
		if (stale_temp(dir, e->d_name, base) &&
		    fstatat(fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0 &&
		    S_ISREG(st.st_mode) && unlinkat(fd, e->d_name, 0) == 0)
			n++;
	closedir(d);
	return n;
}

/*
 * Temporary saves a killed table left behind, removed: once this table
 * holds the lock on path's directory, no one else writes path, so every
 * temporary file of it is stale; in matches/, those of the matches kept
 * apart that no table plays now.  Returns how many went.
 */
int
save_clean_temps(const char *path)
{
	char	 dir[SAVE_PATH_MAX], kept[SAVE_PATH_MAX], err[64];

	if (!dir_of(path, dir, sizeof(dir), err, sizeof(err)) ||
	    !path_join(kept, sizeof(kept), err, sizeof(err), "%s/matches",
	    dir))
		return 0;
	return clean_dir(dir, strrchr(path, '/') + 1) + clean_dir(kept, NULL);
}

/*
 * A save found at start (path), read into g: a match to resume, a
 * finished match moved to matches/, or a broken file set aside with its
 * backup (path.bak, one decision older) taking its place.  msg says what
 * was done, if anything.
 */
enum save_found
save_recover(struct session *g, const char *path, char *msg, size_t msgsize)
{
	char		 err[700], aside[SAVE_PATH_MAX], bak[SAVE_PATH_MAX];
	char		 where[SAVE_PATH_MAX];
	char		*text;
	bool		 ok;

	msg[0] = '\0';
	if (!path_join(bak, sizeof(bak), msg, msgsize, "%s.bak", path))
		return SAVE_STUCK;
	for (;;) {
		ok = (text = save_read(path, err, sizeof(err))) != NULL &&
		    session_read(g, path, text, err, sizeof(err));
		free(text);
		if (ok && !match_over(&g->m))
			return SAVE_RESUMABLE;
		session_free(g);
		if (ok) {
			/* the match ended, its record not yet kept */
			if (!save_archive(path, where, sizeof(where), err,
			    sizeof(err))) {
				snprintf(msg, msgsize, "%s", err);
				return SAVE_STUCK;
			}
			snprintf(msg + strlen(msg), msgsize - strlen(msg),
			    "%s", msg[0] != '\0' ? " " : "");
			snprintf(msg + strlen(msg), msgsize - strlen(msg),
			    _("The saved match was over; its record is kept "
			    "in %s."), where);
			return SAVE_FINISHED;
		}
		if (!save_set_aside(path, aside, sizeof(aside), msg,
		    msgsize))
			return SAVE_STUCK;
		snprintf(msg + strlen(msg), msgsize - strlen(msg),
		    "%s", msg[0] != '\0' ? " " : "");
		/* TRANSLATORS: why the save cannot be read, then where
		 * the broken file is kept now. */
		snprintf(msg + strlen(msg), msgsize - strlen(msg),
		    _("%s (set aside as %s)."), err, aside);
		if (!save_exists(bak))
			return SAVE_BROKEN;
		if (rename(bak, path) != 0) {
			/* TRANSLATORS: the backup's path, then the system's
			 * reason (strerror). */
			fail(msg, msgsize, _("%s: cannot take the backup: %s"),
			    bak);
			return SAVE_STUCK;
		}
		snprintf(msg + strlen(msg), msgsize - strlen(msg), " %s",
		    _("Its backup, one decision older, is read instead."));
	}
}

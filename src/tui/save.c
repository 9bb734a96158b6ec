/*
 * save.c -- the saved match: its game record under
 * $XDG_STATE_HOME/minchiate/ (or ~/.local/state/minchiate/), written
 * atomically (a temporary file, fsync, rename), the previous save kept as
 * a backup.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "game.h"


/* Makes every directory of path up to its last '/'. */
static bool
make_dirs(char *path)
{
	char	*p;

	for (p = path + 1; (p = strchr(p, '/')) != NULL; p++) {
		*p = '\0';
		if (mkdir(path, 0700) != 0 && errno != EEXIST) {
			*p = '/';
			return false;
		}
		*p = '/';
	}
	return true;
}

/* The save file's path, its directory made; NULL if there is no home. */
const char *
save_path(char *buf, size_t size)
{
	const char	*state = getenv("XDG_STATE_HOME");
	const char	*home = getenv("HOME");
	int		 n;

	if (state != NULL && state[0] == '/')
		n = snprintf(buf, size, "%s/minchiate/match.rec", state);
	else if (home != NULL && home[0] == '/')
		n = snprintf(buf, size, "%s/.local/state/minchiate/match.rec",
		    home);
	else
		return NULL;
	if (n < 0 || (size_t)n >= size || !make_dirs(buf))
		return NULL;
	return buf;
}

static bool
fail(char *err, size_t errsize, const char *path, const char *what)
{
	snprintf(err, errsize, "%s: %s: %s", path, what, strerror(errno));
	return false;
}

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

/* The directory holding path is synced so that the rename lasts. */
static void
sync_dir(const char *path)
{
	char	 dir[4096];
	char	*slash;
	int	 fd;

	snprintf(dir, sizeof(dir), "%s", path);
	if ((slash = strrchr(dir, '/')) == NULL)
		return;
	*slash = '\0';
	if ((fd = open(dir[0] != '\0' ? dir : "/", O_RDONLY)) >= 0) {
		(void)fsync(fd);
		close(fd);
	}
}

/*
 * Writes text to path.tmp, syncs it, keeps the old save as path.bak and
 * renames the new one into place: a crash leaves one whole save.
 */
bool
save_write(const char *path, const char *text, size_t len, char *err,
    size_t errsize)
{
	char	 tmp[4096], bak[4096];
	int	 fd;

	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	snprintf(bak, sizeof(bak), "%s.bak", path);
	if ((fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC, 0600)) < 0)
		return fail(err, errsize, tmp, "cannot write");
	if (!write_all(fd, text, len) || fsync(fd) != 0) {
		fail(err, errsize, tmp, "cannot write");
		close(fd);
		unlink(tmp);
		return false;
	}
	if (close(fd) != 0) {
		unlink(tmp);
		return fail(err, errsize, tmp, "cannot write");
	}
	if (link(path, bak) != 0 && errno == EEXIST) {
		unlink(bak);
		(void)link(path, bak);
	}
	if (rename(tmp, path) != 0) {
		unlink(tmp);
		return fail(err, errsize, path, "cannot save");
	}
	sync_dir(path);
	return true;
}

/* The whole save as a string (to free), or NULL with a one-line error. */
char *
save_read(const char *path, char *err, size_t errsize)
{
	FILE	*fp;
	char	*buf;
	long	 size;
	size_t	 n;

	if ((fp = fopen(path, "r")) == NULL) {
		fail(err, errsize, path, "cannot read");
		return NULL;
	}
	if (fseek(fp, 0, SEEK_END) != 0 || (size = ftell(fp)) < 0 ||
	    fseek(fp, 0, SEEK_SET) != 0) {
		fail(err, errsize, path, "cannot read");
		fclose(fp);
		return NULL;
	}
	if (size > RECORD_MAX) {
		snprintf(err, errsize, "%s: larger than any match (%ld bytes)",
		    path, size);
		fclose(fp);
		return NULL;
	}
	if ((buf = malloc((size_t)size + 1)) == NULL) {
		snprintf(err, errsize, "%s: out of memory", path);
		fclose(fp);
		return NULL;
	}
	n = fread(buf, 1, (size_t)size, fp);
	buf[n] = '\0';
	if (ferror(fp) || memchr(buf, '\0', n) != NULL) {
		snprintf(err, errsize, "%s: %s", path, ferror(fp) ?
		    "read error" : "not a text file");
		fclose(fp);
		free(buf);
		return NULL;
	}
	fclose(fp);
	return buf;
}

/* A finished match leaves no save behind (its backup stays). */
void
save_remove(const char *path)
{
	char	 bak[4096];

	snprintf(bak, sizeof(bak), "%s.bak", path);
	unlink(bak);
	(void)rename(path, bak);
}

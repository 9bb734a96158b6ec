/*
 * file.c -- the files the statistics read and write beside the save
 * (hands.log, the records in matches/), opened only if they are regular
 * files: a FIFO, a device or a directory where one should be must
 * neither hang the table nor pass for an empty file.  Their lines are
 * read with a bound (record_read_line), a NUL byte said.  What
 * goes wrong is said escaped: a path may hold anything.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>

#include "stats.h"
#include "../lang/lang.h"

/* A message made safe to print (safe_text), whatever it quotes. */
void
stats_error(char *err, size_t errsize, const char *fmt, ...)
{
	char	 raw[1200];
	va_list	 ap;

	va_start(ap, fmt);
	vsnprintf(raw, sizeof(raw), fmt, ap);
	va_end(ap);
	safe_text(raw, err, errsize);
}

/*
 * path opened with flags (O_RDONLY, or O_WRONLY | O_APPEND and perhaps
 * O_CREAT), never waiting for a FIFO's other end and never through a
 * symbolic link; -1 unless it is a regular file, with why in err and
 * errno ENOENT if it is not there at all.
 */
int
stats_open(const char *path, int flags, char *err, size_t errsize)
{
	struct stat	 st;
	int		 fd, e;

	fd = open(path, flags | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd == -1) {
		e = errno;
		/* a FIFO without a reader, a directory, a link */
		if (e == ENXIO || e == EISDIR || e == ELOOP)
			stats_error(err, errsize, _("%s: not a regular file"),
			    path);
		else
			stats_error(err, errsize, "%s: %s", path, strerror(e));
		errno = e;
		return -1;
	}
	if (fstat(fd, &st) == -1) {
		e = errno;
		close(fd);
		stats_error(err, errsize, "%s: %s", path, strerror(e));
		errno = e;
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		stats_error(err, errsize, _("%s: not a regular file"), path);
		errno = EINVAL;
		return -1;
	}
	/* A regular file: reads and writes as usual from now on. */
	(void)fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	return fd;
}

/* The regular file path, for reading; NULL as stats_open says. */
FILE *
stats_fopen(const char *path, char *err, size_t errsize)
{
	FILE	*fp;
	int	 fd, e;

	if ((fd = stats_open(path, O_RDONLY, err, errsize)) == -1)
		return NULL;
	if ((fp = fdopen(fd, "r")) == NULL) {
		e = errno;
		stats_error(err, errsize, "%s: %s", path, strerror(e));
		close(fd);
		errno = e;
	}
	return fp;
}

/*
 * sock.c -- a table's socket: listening, connecting, and who is at the
 * other end.  Where it lives is where.c's.  Who may join is the peer's
 * user (getpeereid): the table's owner, and the users and groups he
 * names.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "net.h"
#include "../lang/lang.h"

static bool
address(const char *path, struct sockaddr_un *sa, char *err, size_t errsize)
{
	memset(sa, 0, sizeof(*sa));
	sa->sun_family = AF_UNIX;
	if (strlen(path) >= sizeof(sa->sun_path)) {
		snprintf(err, errsize, _("%s: too long for a socket"), path);
		return false;
	}
	memcpy(sa->sun_path, path, strlen(path));
	return true;
}

/*
 * Listens at path; a socket left there by a table that is gone is taken
 * over, one that answers is another table open.  shared: others may
 * connect (the peer check says who).
 */
int
net_listen(const char *path, bool shared, char *err, size_t errsize)
{
	struct sockaddr_un	 sa;
	struct stat		 st;
	int			 fd, old;

	if (!address(path, &sa, err, errsize))
		return -1;
	if (lstat(path, &st) == 0) {
		if (!S_ISSOCK(st.st_mode)) {
			snprintf(err, errsize, _("%s: there, and not a "
			    "socket"), path);
			return -1;
		}
		if ((old = net_connect(path, err, errsize)) >= 0) {
			close(old);
			snprintf(err, errsize, _("%s: a table is open there "
			    "already"), path);
			return -1;
		}
		(void)unlink(path);
	}
	if ((fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)) < 0 ||
	    bind(fd, (struct sockaddr *)&sa, sizeof(sa)) != 0 ||
	    chmod(path, shared ? 0666 : 0600) != 0 || listen(fd, 64) != 0 ||
	    fcntl(fd, F_SETFL, O_NONBLOCK) != 0) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	return fd;
}

/* Why there is no table at path, connect having failed with errno e. */
static void
gone(const char *path, int e, char *err, size_t errsize)
{
	const char	*slash = strrchr(path, '/');
	char		 dir[NET_PATH_MAX];

	if (slash == NULL || slash[1] == '\0' || (e != ENOENT &&
	    e != ECONNREFUSED)) {
		/* TRANSLATORS: a socket's path, then the system's reason
		 * (strerror). */
		snprintf(err, errsize, _("%s: no table there (%s)"), path,
		    strerror(e));
		return;
	}
	snprintf(dir, sizeof(dir), "%.*s", slash == path ? 1 :
	    (int)(slash - path), path);
	if (e == ENOENT)
		/* TRANSLATORS: a table's name, then the directory where
		 * its socket would be. */
		snprintf(err, errsize, _("no table called %s is open (looked "
		    "in %s)"), slash + 1, dir);
	else
		/* TRANSLATORS: a table's name, then a directory: the
		 * socket is there, but no table answers at it. */
		snprintf(err, errsize, _("no table called %s is open (its "
		    "socket in %s is left from a table that closed)"),
		    slash + 1, dir);
}

int
net_connect(const char *path, char *err, size_t errsize)
{
	struct sockaddr_un	 sa;
	int			 fd;

	if (!address(path, &sa, err, errsize))
		return -1;
	if ((fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)) < 0)
		goto fail;
	if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) != 0)
		goto fail;
	return fd;
fail:
	gone(path, errno, err, errsize);
	if (fd >= 0)
		close(fd);
	return -1;
}

/* A client's line to its table, whole; false if the table is gone. */
bool
net_send(int fd, const char *line)
{
	size_t	 len = strlen(line), done = 0;
	ssize_t	 n;

	while (done < len) {
		n = send(fd, line + done, len - done, MSG_NOSIGNAL);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		done += (size_t)n;
	}
	return true;
}

/* Is the peer at fd the owner, or a user or group the owner named? */
bool
net_peer_allowed(int fd, const struct server_options *o, uid_t *uid,
    char *err, size_t errsize)
{
	gid_t	 gid;

	if (getpeereid(fd, uid, &gid) != 0) {
		/* TRANSLATORS: the user who connects to the table cannot be
		 * known; the system's reason (strerror). */
		snprintf(err, errsize, _("who is there cannot be told (%s)"),
		    strerror(errno));
		return false;
	}
	if (*uid == getuid() || net_uid_allowed(*uid, gid, o))
		return true;
	/* TRANSLATORS: a user's number; --allow is the option and
	 * stays. */
	snprintf(err, errsize, _("user %lu is not let in to this table: its "
	    "owner names who may join (--allow)"), (unsigned long)*uid);
	return false;
}

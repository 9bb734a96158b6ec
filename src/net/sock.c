/*
 * sock.c -- where a table's socket lives and who may connect to it.
 * The socket is $XDG_RUNTIME_DIR/minchiate/NAME, or without that (or for
 * a table shared with other users) $TMPDIR/minchiate-UID/NAME, /tmp by
 * default, in a directory only its owner may write in,
 * checked to be his and not a link.  Who may join is the peer's user
 * (getpeereid): the table's owner, and the users and groups he names.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "net.h"
#include "../lang/lang.h"

/* A table's name: 1 to 32 letters, digits, '-', '_' or '.', not first. */
bool
net_table_name_ok(const char *name, char *err, size_t errsize)
{
	size_t	 i, n = strlen(name);

	for (i = 0; i < n; i++)
		if (!((name[i] >= 'a' && name[i] <= 'z') ||
		    (name[i] >= 'A' && name[i] <= 'Z') ||
		    (name[i] >= '0' && name[i] <= '9') ||
		    (i > 0 && (name[i] == '-' || name[i] == '_' ||
		    name[i] == '.'))))
			break;
	if (n == 0 || n > NET_NAME_MAX || i < n) {
		snprintf(err, errsize, _("a table's name is 1 to %d letters, "
		    "digits, '-', '_' or '.', a letter or digit first"),
		    NET_NAME_MAX);
		return false;
	}
	return true;
}

/* dir exists (made if make), is a directory of ours, not a link, and
 * nobody else may write in it. */
static bool
own_dir(const char *dir, bool make, char *err, size_t errsize)
{
	struct stat	 st;

	if (make && mkdir(dir, 0700) != 0 && errno != EEXIST) {
		snprintf(err, errsize, "%s: %s", dir, strerror(errno));
		return false;
	}
	if (lstat(dir, &st) != 0) {
		snprintf(err, errsize, "%s: %s", dir, strerror(errno));
		return false;
	}
	if (!S_ISDIR(st.st_mode) || st.st_uid != getuid() ||
	    (st.st_mode & 022) != 0) {
		snprintf(err, errsize, _("%s: not a directory of yours that "
		    "only you may write in"), dir);
		return false;
	}
	return true;
}

/*
 * The socket of table name (a name with a '/' is a socket's path, as
 * given); make: the directory is made if it is missing.  A table shared
 * with other users (--allow) lives in $TMPDIR/minchiate-UID, which they may
 * pass through (0711), as they cannot reach into another's runtime
 * directory.
 */
bool
net_socket_path(const char *name, char *buf, size_t size, bool make,
    bool shared, char *err, size_t errsize)
{
	const char	*run = getenv("XDG_RUNTIME_DIR");
	const char	*tmp = getenv("TMPDIR");
	char		 dir[NET_PATH_MAX + 64];
	int		 n;

	if (strchr(name, '/') != NULL) {
		if ((size_t)snprintf(buf, size, "%s", name) >= size ||
		    strlen(name) >= NET_PATH_MAX) {
			snprintf(err, errsize, _("%s: a socket's path is "
			    "shorter than %d bytes"), name, NET_PATH_MAX);
			return false;
		}
		return true;
	}
	if (!net_table_name_ok(name, err, errsize))
		return false;
	if (run != NULL && run[0] == '/' && !shared) {
		snprintf(dir, sizeof(dir), "%s/minchiate", run);
		if (!own_dir(run, false, err, errsize))
			return false;
		/* a client finds a table of its own shared with others too */
		if (!make && snprintf(buf, size, "%s/%s", dir, name) > 0 &&
		    access(buf, F_OK) != 0)
			return net_socket_path(name, buf, size, false, true,
			    err, errsize);
	} else
		snprintf(dir, sizeof(dir), "%s/minchiate-%lu", tmp != NULL &&
		    tmp[0] == '/' && strlen(tmp) < 64 ? tmp : "/tmp",
		    (unsigned long)getuid());
	if (!own_dir(dir, make, err, errsize))
		return false;
	if (make && chmod(dir, shared ? 0711 : 0700) != 0) {
		snprintf(err, errsize, "%s: %s", dir, strerror(errno));
		return false;
	}
	n = snprintf(buf, size, "%s/%s", dir, name);
	if (n < 0 || (size_t)n >= size || (size_t)n >= NET_PATH_MAX) {
		/* TRANSLATORS: a directory and a table's name, the
		 * socket's path they make. */
		snprintf(err, errsize, _("%s/%s: longer than a socket's path "
		    "may be (%d bytes)"), dir, name, NET_PATH_MAX - 1);
		return false;
	}
	return true;
}

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
	    chmod(path, shared ? 0666 : 0600) != 0 || listen(fd, 16) != 0 ||
	    fcntl(fd, F_SETFL, O_NONBLOCK) != 0) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	return fd;
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
	/* TRANSLATORS: a socket's path, then the system's reason
	 * (strerror). */
	snprintf(err, errsize, _("%s: no table there (%s)"), path,
	    strerror(errno));
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
	int	 i;

	if (getpeereid(fd, uid, &gid) != 0) {
		/* TRANSLATORS: the user who connects to the table cannot be
		 * known; the system's reason (strerror). */
		snprintf(err, errsize, _("who is there cannot be told (%s)"),
		    strerror(errno));
		return false;
	}
	if (*uid == getuid())
		return true;
	for (i = 0; i < o->nallow; i++)
		if (o->allow[i] == *uid)
			return true;
	for (i = 0; i < o->nallow_group; i++)
		if (o->allow_group[i] == gid)
			return true;
	/* TRANSLATORS: a user's number; --allow is the option and
	 * stays. */
	snprintf(err, errsize, _("user %lu is not let in to this table: its "
	    "owner names who may join (--allow)"), (unsigned long)*uid);
	return false;
}

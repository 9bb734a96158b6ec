/*
 * where.c -- where a table's socket lives, and who may join it.  The
 * socket of table NAME is $TMPDIR/minchiate-UID/NAME, /tmp without a
 * usable TMPDIR, in a directory of its owner's that nobody else may write
 * in, checked to be his and not a link: 0700, or 0711 for a table shared
 * with other users (--allow), who may pass through it but not list it.
 * One rule, whatever else the session has (XDG_RUNTIME_DIR differs
 * between a desktop and an ssh login), so that a friend finds it; a
 * client looks in /tmp/minchiate-UID too, as his TMPDIR may not be the
 * host's.  --join USER:NAME is a table of USER's.  No socket calls here
 * (sock.c has them), so the unit tests link this file alone.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "net.h"
#include "../lang/lang.h"

#define PW_BUF	16384	/* getpwnam_r's room for one entry */
#define GROUPS_MAX 65536

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

/* The directory of uid's tables under base (its first len bytes). */
static void
table_dir(char *dir, size_t size, const char *base, size_t len, uid_t uid)
{
	snprintf(dir, size, "%.*s/minchiate-%lu", (int)len, base,
	    (unsigned long)uid);
}

/* $TMPDIR if it is absolute and short enough for a socket's path under
 * it, else /tmp; *len leaves out its trailing slashes. */
static const char *
tmp_base(size_t *len)
{
	const char	*tmp = getenv("TMPDIR");
	size_t		 n;

	if (tmp == NULL || tmp[0] != '/' || (n = strlen(tmp)) >= 64) {
		tmp = "/tmp";
		n = 4;
	}
	while (n > 0 && tmp[n - 1] == '/')
		n--;
	*len = n;
	return tmp;
}

/*
 * 1: dir is a directory of uid's, not a link, that nobody else may write
 * in; 0: there is nothing there; -1: something else is (err says what).
 * who names uid in the message, NULL for one's own.
 */
static int
check_dir(const char *dir, uid_t uid, const char *who, char *err,
    size_t errsize)
{
	struct stat	 st;

	if (lstat(dir, &st) != 0) {
		if (errno == ENOENT || errno == ENOTDIR)
			return 0;
		snprintf(err, errsize, "%s: %s", dir, strerror(errno));
		return -1;
	}
	if (S_ISDIR(st.st_mode) && st.st_uid == uid &&
	    (st.st_mode & 022) == 0)
		return 1;
	if (who == NULL)
		snprintf(err, errsize, _("%s: not a directory of yours that "
		    "only you may write in"), dir);
	else
		/* TRANSLATORS: a directory, then a user's login name. */
		snprintf(err, errsize, _("%s: not a directory that only %s "
		    "may write in"), dir, who);
	return -1;
}

/* Does dir hold a socket others may connect to, a shared table's? */
static bool
shares(const char *dir)
{
	DIR		*d;
	struct dirent	*e;
	struct stat	 st;
	bool		 any = false;

	if ((d = opendir(dir)) == NULL)
		return true;	/* unknown: leave it passable */
	while (!any && (e = readdir(d)) != NULL)
		any = fstatat(dirfd(d), e->d_name, &st,
		    AT_SYMLINK_NOFOLLOW) == 0 && S_ISSOCK(st.st_mode) &&
		    (st.st_mode & 066) != 0;
	closedir(d);
	return any;
}

/* The socket's path dir/name in buf, if it fits one. */
static bool
join_path(char *buf, size_t size, const char *dir, const char *name,
    char *err, size_t errsize)
{
	int	 n;

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

/* The table's own directory, made if missing: passable by others while
 * a shared table is in it, else private. */
static bool
make_dir(const char *dir, bool shared, char *err, size_t errsize)
{
	if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
		snprintf(err, errsize, "%s: %s", dir, strerror(errno));
		return false;
	}
	switch (check_dir(dir, getuid(), NULL, err, errsize)) {
	case -1:
		return false;
	case 0:		/* gone since */
		snprintf(err, errsize, "%s: %s", dir, strerror(ENOENT));
		return false;
	}
	/* a private table must not shut out the friends of a shared one */
	if (chmod(dir, shared || shares(dir) ? 0711 : 0700) != 0) {
		snprintf(err, errsize, "%s: %s", dir, strerror(errno));
		return false;
	}
	return true;
}

/*
 * A client's table: name in the directory of uid's tables under his
 * TMPDIR, or else under /tmp.  who: the user named with USER:NAME, NULL
 * for one's own.  An unsafe directory stops the search; a missing one,
 * or one that others may not search, is passed over.
 */
static bool
find(const char *name, uid_t uid, const char *who, char *buf, size_t size,
    char *err, size_t errsize)
{
	char		 dirs[2][NET_PATH_MAX];
	struct stat	 st;
	const char	*base;
	size_t		 len;
	int		 i, n;

	base = tmp_base(&len);
	table_dir(dirs[0], sizeof(dirs[0]), base, len, uid);
	table_dir(dirs[1], sizeof(dirs[1]), "/tmp", 4, uid);
	n = strcmp(dirs[0], dirs[1]) == 0 ? 1 : 2;
	for (i = 0; i < n; i++) {
		switch (check_dir(dirs[i], uid, who, err, errsize)) {
		case -1:
			return false;
		case 0:
			continue;
		}
		if (!join_path(buf, size, dirs[i], name, err, errsize))
			return false;
		if (lstat(buf, &st) == 0) {
			if (S_ISSOCK(st.st_mode))
				return true;
			snprintf(err, errsize, _("%s: there, and not a "
			    "socket"), buf);
			return false;
		}
		if (errno != ENOENT && errno != EACCES) {
			snprintf(err, errsize, "%s: %s", buf, strerror(errno));
			return false;
		}
	}
	if (n == 1)
		/* TRANSLATORS: a table's name, then the directory where
		 * its socket would be. */
		snprintf(err, errsize, _("no table called %s is open (looked "
		    "in %s)"), name, dirs[0]);
	else
		/* TRANSLATORS: a table's name, then the two directories
		 * where its socket would be. */
		snprintf(err, errsize, _("no table called %s is open (looked "
		    "in %s and %s)"), name, dirs[0], dirs[1]);
	return false;
}

/*
 * The socket of table name in buf.  A name with a '/' is a socket's path,
 * as given; USER:NAME is table NAME of user USER's (a client's only).
 * make: a table opening, whose directory is made if missing; shared: it
 * lets other users in (--allow).  A client is told here if there is no
 * such table, with where it looked.
 */
bool
net_socket_path(const char *name, char *buf, size_t size, bool make,
    bool shared, char *err, size_t errsize)
{
	char		 dir[NET_PATH_MAX], user[NET_PATH_MAX], pwbuf[PW_BUF];
	struct passwd	 pw, *p = NULL;
	const char	*colon, *base;
	size_t		 len, i;

	if (strchr(name, '/') != NULL) {
		if ((size_t)snprintf(buf, size, "%s", name) >= size ||
		    strlen(name) >= NET_PATH_MAX) {
			snprintf(err, errsize, _("%s: a socket's path is "
			    "shorter than %d bytes"), name, NET_PATH_MAX);
			return false;
		}
		return true;
	}
	if (!make && (colon = strchr(name, ':')) != NULL &&
	    colon > name && (size_t)(colon - name) < sizeof(user)) {
		snprintf(user, sizeof(user), "%.*s", (int)(colon - name), name);
		name = colon + 1;
		if (!net_table_name_ok(name, err, errsize))
			return false;
		if (getpwnam_r(user, &pw, pwbuf, sizeof(pwbuf), &p) != 0 ||
		    p == NULL) {
			for (i = 0; user[i] != '\0'; i++)
				if ((unsigned char)user[i] < ' ' ||
				    user[i] == 0x7f)
					user[i] = '?';	/* not to a terminal */
			/* TRANSLATORS: a login name, the USER of --join
			 * USER:NAME. */
			snprintf(err, errsize, _("no user called %s on this "
			    "machine"), user);
			return false;
		}
		if (p->pw_uid != getuid())
			return find(name, p->pw_uid, user, buf, size, err,
			    errsize);
	}
	if (!net_table_name_ok(name, err, errsize))
		return false;
	if (!make)
		return find(name, getuid(), NULL, buf, size, err, errsize);
	base = tmp_base(&len);
	table_dir(dir, sizeof(dir), base, len, getuid());
	return make_dir(dir, shared, err, errsize) &&
	    join_path(buf, size, dir, name, err, errsize);
}

/* s as one word of a shell's command line: quoted unless plain. */
static void
word(char *buf, size_t size, const char *s)
{
	size_t	 n = 0;

	if (s[0] != '\0' && strspn(s, "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-:@%+=,") == strlen(s)) {
		snprintf(buf, size, "%s", s);
		return;
	}
	if (size < 3) {
		if (size > 0)
			buf[0] = '\0';
		return;
	}
	buf[n++] = '\'';
	for (; *s != '\0' && n + 6 < size; s++) {
		if (*s == '\'') {
			memcpy(buf + n, "'\\''", 4);
			n += 4;
		} else
			buf[n++] = *s;
	}
	buf[n++] = '\'';
	buf[n] = '\0';
}

/*
 * The command a friend types to join table name: its name, or the
 * owner's LOGIN:name when it is shared with other users; the socket's
 * whole path where TMPDIR puts it outside /tmp, since the friend's
 * session may not have that TMPDIR (nor any).
 */
void
net_join_command(const char *name, bool shared, char *buf, size_t size)
{
	char		 dir[NET_PATH_MAX], path[NET_PATH_MAX + 32];
	char		 what[2 * NET_PATH_MAX + 80], pwbuf[PW_BUF];
	struct passwd	 pw, *p = NULL;
	const char	*base;
	size_t		 len;

	base = tmp_base(&len);
	table_dir(dir, sizeof(dir), base, len, getuid());
	table_dir(path, sizeof(path), "/tmp", 4, getuid());
	if (strcmp(dir, path) != 0)
		snprintf(path, sizeof(path), "%s/%s", dir, name);
	else if (!shared)
		snprintf(path, sizeof(path), "%s", name);
	else if (getpwuid_r(getuid(), &pw, pwbuf, sizeof(pwbuf), &p) == 0 &&
	    p != NULL && strchr(p->pw_name, ':') == NULL)
		snprintf(path, sizeof(path), "%s:%s", p->pw_name, name);
	else
		snprintf(path, sizeof(path), "%s/%s", dir, name);
	word(what, sizeof(what), path);
	snprintf(buf, size, "minchiate --join %s", what);
}

/* Is gid in the table's groups? */
static bool
group_allowed(gid_t gid, const struct server_options *o)
{
	int	 i;

	for (i = 0; i < o->nallow_group; i++)
		if (o->allow_group[i] == gid)
			return true;
	return false;
}

/*
 * Is the user uid, of group gid, one the table's owner let in: a user
 * he named, or a member of a group he named, its primary group or any
 * other the group database gives him (the owner himself is not asked
 * about here).
 */
bool
net_uid_allowed(uid_t uid, gid_t gid, const struct server_options *o)
{
	struct passwd	 pw, *p = NULL;
	char		 pwbuf[PW_BUF];
	gid_t		*groups = NULL, *more;
	int		 i, n = 64, got;
	bool		 in = false;

	for (i = 0; i < o->nallow; i++)
		if (o->allow[i] == uid)
			return true;
	if (group_allowed(gid, o))
		return true;
	if (o->nallow_group == 0 || getpwuid_r(uid, &pw, pwbuf,
	    sizeof(pwbuf), &p) != 0 || p == NULL)
		return false;
	for (;;) {
		if ((more = reallocarray(groups, (size_t)n,
		    sizeof(*groups))) == NULL)
			break;
		groups = more;
		got = n;
		if (getgrouplist(p->pw_name, p->pw_gid, groups, &got) >= 0) {
			for (i = 0; i < got && !in; i++)
				in = group_allowed(groups[i], o);
			break;
		}
		/* too few: got says how many there are */
		if (got <= n || got > GROUPS_MAX)
			break;
		n = got;
	}
	free(groups);
	return in;
}

/*
 * where_test.c -- where a table's socket is and who may join it
 * (src/net/where.c): --allow GROUP lets in the group's members whether
 * it is their primary group or another they are in (D5), as the group
 * database says; a client is told what it looked for and where; and the
 * command the table gives its friends to type.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif

#include <sys/stat.h>

#include <grp.h>
#include <pwd.h>
#include <stdlib.h>
#include <unistd.h>

#include "t.h"
#include "../../src/net/net.h"

#define SBIN	"PATH=\"$PATH:/usr/sbin:/sbin\" "

/* A user in a group besides his primary one. */
struct member {
	char	 user[64];
	uid_t	 uid;
	gid_t	 gid;		/* his primary group */
	gid_t	 other;		/* another group he is in */
	char	 made[32];	/* the group made for the test, or "" */
};

static bool
keep(struct member *m, const struct passwd *pw, gid_t other)
{
	snprintf(m->user, sizeof(m->user), "%s", pw->pw_name);
	m->uid = pw->pw_uid;
	m->gid = pw->pw_gid;
	m->other = other;
	return true;
}

/*
 * The running user if the group database puts him in a group besides
 * his own, else a user an entry of it names as a member of a group not
 * his primary one (a stock Debian system has none: see make_member).
 */
static bool
find_member(struct member *m)
{
	struct passwd	*pw;
	struct group	*gr;
	gid_t		 gs[1024], g;
	char		**u;
	int		 i, n = 1024;

	memset(m, 0, sizeof(*m));
	if ((pw = getpwuid(getuid())) != NULL &&
	    getgrouplist(pw->pw_name, pw->pw_gid, gs, &n) >= 0)
		for (i = 0; i < n; i++)
			if (gs[i] != pw->pw_gid)
				return keep(m, pw, gs[i]);
	setgrent();
	while ((gr = getgrent()) != NULL) {
		g = gr->gr_gid;
		for (u = gr->gr_mem; *u != NULL; u++)
			if ((pw = getpwnam(*u)) != NULL && pw->pw_gid != g) {
				endgrent();
				return keep(m, pw, g);
			}
	}
	endgrent();
	return false;
}

/* As root, a group of the test's own with nobody in it, deleted after. */
static bool
make_member(struct member *m)
{
	struct passwd	*pw;
	struct group	*gr;
	char		 cmd[200];

	memset(m, 0, sizeof(*m));
	if (geteuid() != 0 || system(SBIN "command -v groupadd >/dev/null &&"
	    " command -v usermod >/dev/null && command -v groupdel "
	    ">/dev/null") != 0 || (pw = getpwnam("nobody")) == NULL)
		return false;
	snprintf(m->made, sizeof(m->made), "minchiate-t%ld", (long)getpid());
	snprintf(cmd, sizeof(cmd), SBIN "groupadd %s && " SBIN "usermod -a "
	    "-G %s nobody", m->made, m->made);
	if (system(cmd) != 0 || (gr = getgrnam(m->made)) == NULL ||
	    (pw = getpwnam("nobody")) == NULL || pw->pw_gid == gr->gr_gid) {
		t_fail(__FILE__, __LINE__, "could not put nobody in a new "
		    "group %s", m->made);
		return false;
	}
	return keep(m, pw, gr->gr_gid);
}

static void
unmake_member(const struct member *m)
{
	char	 cmd[200];

	if (m->made[0] == '\0')
		return;
	snprintf(cmd, sizeof(cmd), SBIN "groupdel %s", m->made);
	if (system(cmd) != 0)
		t_fail(__FILE__, __LINE__, "could not delete group %s "
		    "(groupdel %s)", m->made, m->made);
}

/* A gid m->user is in no group of. */
static gid_t
not_his(const struct member *m)
{
	gid_t	 gs[1024], g;
	int	 i, n = 1024;

	if (getgrouplist(m->user, m->gid, gs, &n) < 0)
		n = 0;
	for (g = m->other + 1;; g++) {
		for (i = 0; i < n && gs[i] != g; i++)
			continue;
		if (i == n && g != m->gid)
			return g;
	}
}

/* D5: a member of a group the owner names is let in, primary or not. */
static void
where_allow_group_members(void)
{
	struct server_options	 o;
	struct member		 m;
	uid_t			 stranger;

	if (!find_member(&m) && !make_member(&m)) {
		if (m.made[0] == '\0')
			t_fail(__FILE__, __LINE__, "no user here is in a group "
			    "besides his primary one, and the test may make "
			    "one only as root with groupadd and usermod: run "
			    "it as root, or add a user to a group (usermod -a "
			    "-G GROUP USER)");
		unmake_member(&m);
		return;
	}
	memset(&o, 0, sizeof(o));
	CHECK(!net_uid_allowed(m.uid, m.gid, &o));
	o.allow_group[o.nallow_group++] = m.other;
	if (!net_uid_allowed(m.uid, m.gid, &o))
		t_fail(__FILE__, __LINE__, "user %s (%lu) is in group %lu "
		    "besides his own %lu, and is not let in by it", m.user,
		    (unsigned long)m.uid, (unsigned long)m.other,
		    (unsigned long)m.gid);
	o.allow_group[0] = m.gid;
	CHECK(net_uid_allowed(m.uid, m.gid, &o));
	o.allow_group[0] = not_his(&m);
	CHECK(!net_uid_allowed(m.uid, m.gid, &o));
	/* the group the peer runs as, whatever the database says */
	CHECK(net_uid_allowed(m.uid, o.allow_group[0], &o));
	o.allow_group[o.nallow_group++] = m.other;
	CHECK(net_uid_allowed(m.uid, m.gid, &o));
	o.nallow_group = 0;
	o.allow[o.nallow++] = m.uid;
	CHECK(net_uid_allowed(m.uid, m.gid, &o));
	o.allow[0] = m.uid + 1;
	CHECK(!net_uid_allowed(m.uid, m.gid, &o));
	/* a user the database does not know: his own group alone */
	for (stranger = 2000000000; getpwuid(stranger) != NULL; stranger++)
		continue;
	o.nallow = 0;
	o.allow_group[o.nallow_group++] = m.other;
	CHECK(!net_uid_allowed(stranger, m.gid, &o));
	CHECK(net_uid_allowed(stranger, m.other, &o));
	unmake_member(&m);
}

/* TMPDIR as the test found it, given back. */
static char	*saved_tmp;

static void
tmp_set(const char *v)
{
	if (v != NULL)
		setenv("TMPDIR", v, 1);
	else
		unsetenv("TMPDIR");
}

static void
where_join_command(void)
{
	char		 buf[300], want[300], login[100];
	struct passwd	*pw;
	unsigned long	 uid = (unsigned long)getuid();

	saved_tmp = getenv("TMPDIR") != NULL ? strdup(getenv("TMPDIR")) :
	    NULL;
	if ((pw = getpwuid(getuid())) != NULL)
		snprintf(login, sizeof(login), "%s:friday", pw->pw_name);
	else
		snprintf(login, sizeof(login), "/tmp/minchiate-%lu/friday",
		    uid);

	/* the socket in /tmp: the name, or the owner's LOGIN:name */
	tmp_set(NULL);
	net_join_command("friday", false, buf, sizeof(buf));
	CHECK_STR(buf, "minchiate --join friday");
	net_join_command("friday", true, buf, sizeof(buf));
	snprintf(want, sizeof(want), "minchiate --join %s", login);
	CHECK_STR(buf, want);
	tmp_set("/tmp/");
	net_join_command("friday", true, buf, sizeof(buf));
	CHECK_STR(buf, want);
	tmp_set("tmp");		/* not absolute: /tmp */
	net_join_command("friday", false, buf, sizeof(buf));
	CHECK_STR(buf, "minchiate --join friday");
	tmp_set("/var/tmp/a-directory-whose-name-is-far-too-long-for-a-"
	    "socket-to-be-made-in");
	net_join_command("friday", false, buf, sizeof(buf));
	CHECK_STR(buf, "minchiate --join friday");

	/* elsewhere: the whole path, which needs no TMPDIR */
	tmp_set("/var/tmp/x");
	snprintf(want, sizeof(want), "minchiate --join "
	    "/var/tmp/x/minchiate-%lu/friday", uid);
	net_join_command("friday", false, buf, sizeof(buf));
	CHECK_STR(buf, want);
	net_join_command("friday", true, buf, sizeof(buf));
	CHECK_STR(buf, want);
	tmp_set("/var/tmp/it's mine/");
	snprintf(want, sizeof(want), "minchiate --join "
	    "'/var/tmp/it'\\''s mine/minchiate-%lu/friday'", uid);
	net_join_command("friday", false, buf, sizeof(buf));
	CHECK_STR(buf, want);

	tmp_set(saved_tmp);
	free(saved_tmp);
}

/* What a client is told when it finds no table, and where it finds one. */
static void
where_not_found(void)
{
	char		 root[100], tmp[200], dir[300], sys[100];
	char		 buf[NET_PATH_MAX], path[400], err[600], want[600];
	unsigned long	 uid = (unsigned long)getuid();
	struct stat	 st;
	bool		 sys_ok;

	if (temp_dir(root, sizeof(root)) == NULL) {
		t_fail(__FILE__, __LINE__, "no temporary directory");
		return;
	}
	saved_tmp = getenv("TMPDIR") != NULL ? strdup(getenv("TMPDIR")) :
	    NULL;
	snprintf(tmp, sizeof(tmp), "%s/tmp", root);
	CHECK(mkdir(tmp, 0700) == 0);
	tmp_set(tmp);
	snprintf(dir, sizeof(dir), "%s/minchiate-%lu", tmp, uid);
	/* /tmp/minchiate-UID is the machine's, in whatever state */
	snprintf(sys, sizeof(sys), "/tmp/minchiate-%lu", uid);
	snprintf(path, sizeof(path), "%s/friday", sys);
	sys_ok = lstat(sys, &st) != 0 || (S_ISDIR(st.st_mode) &&
	    st.st_uid == getuid() && (st.st_mode & 022) == 0 &&
	    lstat(path, &st) != 0);
	snprintf(want, sizeof(want), "no table called friday is open "
	    "(looked in %s and %s)", dir, sys);

	/* the directory the table would make is not there, then empty */
	CHECK(!net_socket_path("friday", buf, sizeof(buf), false, false,
	    err, sizeof(err)));
	if (sys_ok)
		CHECK_STR(err, want);
	CHECK(mkdir(dir, 0700) == 0);
	CHECK(!net_socket_path("friday", buf, sizeof(buf), false, false,
	    err, sizeof(err)));
	if (sys_ok)
		CHECK_STR(err, want);

	/* one others may write in is not trusted, and said so */
	CHECK(chmod(dir, 0777) == 0);
	CHECK(!net_socket_path("friday", buf, sizeof(buf), false, false,
	    err, sizeof(err)));
	snprintf(want, sizeof(want), "%s: not a directory of yours that only "
	    "you may write in", dir);
	CHECK_STR(err, want);
	CHECK(chmod(dir, 0700) == 0);

	/* USER:NAME: a user the machine lacks; not a table's name */
	if (getpwnam("minchiate-nouser") == NULL) {
		CHECK(!net_socket_path("minchiate-nouser:friday", buf,
		    sizeof(buf), false, false, err, sizeof(err)));
		CHECK_STR(err, "no user called minchiate-nouser on this "
		    "machine");
	}
	CHECK(!net_socket_path("root:friday", buf, sizeof(buf), true, false,
	    err, sizeof(err)));
	CHECK(strstr(err, "a table's name is") != NULL);

	/* a table opening makes it private, or passable when shared */
	CHECK(net_socket_path("friday", buf, sizeof(buf), true, true,
	    err, sizeof(err)));
	snprintf(want, sizeof(want), "%s/friday", dir);
	CHECK_STR(buf, want);
	CHECK(stat(dir, &st) == 0 && (st.st_mode & 0777) == 0711);
	CHECK(net_socket_path("friday", buf, sizeof(buf), true, false,
	    err, sizeof(err)));
	CHECK(stat(dir, &st) == 0 && (st.st_mode & 0777) == 0700);
	/* but not while a shared table's socket is in it */
	CHECK(mknod(want, S_IFSOCK | 0600, 0) == 0 && chmod(want, 0666) == 0);
	CHECK(net_socket_path("other", buf, sizeof(buf), true, true,
	    err, sizeof(err)));
	CHECK(net_socket_path("other", buf, sizeof(buf), true, false,
	    err, sizeof(err)));
	CHECK(stat(dir, &st) == 0 && (st.st_mode & 0777) == 0711);

	/* a client finds the socket by its name, and its own login's */
	buf[0] = '\0';
	CHECK(net_socket_path("friday", buf, sizeof(buf), false, false,
	    err, sizeof(err)));
	CHECK_STR(buf, want);
	if (getpwuid(getuid()) != NULL) {
		snprintf(path, sizeof(path), "%s:friday",
		    getpwuid(getuid())->pw_name);
		buf[0] = '\0';
		CHECK(net_socket_path(path, buf, sizeof(buf), false, false,
		    err, sizeof(err)));
		CHECK_STR(buf, want);
	}
	/* and is told what else is there */
	snprintf(path, sizeof(path), "%s/plain", dir);
	write_text(path, "");
	CHECK(!net_socket_path("plain", buf, sizeof(buf), false, false,
	    err, sizeof(err)));
	snprintf(want, sizeof(want), "%s: there, and not a socket", path);
	CHECK_STR(err, want);

	tmp_set(saved_tmp);
	free(saved_tmp);
	remove_tree(root);
}

void
where_tests(void)
{
	RUN(where_allow_group_members);
	RUN(where_join_command);
	RUN(where_not_found);
}

#!/bin/sh
# find.sh -- finding a table: its socket is $TMPDIR/minchiate-UID/NAME
# whether or not the table and its client have XDG_RUNTIME_DIR, 0600 in
# a 0700 directory, and a shared table's 0711 is kept while a private
# table opens beside it; a client whose TMPDIR is not the table's looks
# in /tmp/minchiate-UID too; --join and --watch USER:NAME find a table
# of USER's shared with --allow; the table prints the command that
# joins it, and that command does; and a client that finds no table
# says which table and where it looked, that its socket is left from a
# table that closed, or that there is no such user.
# Every wait has a deadline (TEST_SLOW minutes); none is a fixed sleep.
# usage: tests/net/find.sh PROGRAM
set -u
P=$1
dir=$(dirname "$0")
. "$dir/../env.sh"
tmp=$test_root/find
mkdir -p "$tmp"
trap 'cleanup' EXIT
trap 'exit 2' INT TERM HUP
. "$dir/wait.sh"
uid=$(id -u)
me=$(id -un)
sock=$TMPDIR/minchiate-$uid
sys=/tmp/minchiate-$uid
pids=
# The tables still open are closed; /tmp/minchiate-UID goes if the test
# made it and left it empty.
cleanup() {
	for _p in $pids; do kill "$_p" 2>/dev/null && gone "$_p"; done
	[ -n "${made_sys:-}" ] && rmdir "$sys" 2>/dev/null
	test_cleanup
}

# mode PATH: its permissions, in octal.
mode() { stat -c %a "$1" 2>/dev/null; }

# table NAME [-u VAR | VAR=VALUE]... [ARGS...]: a table of one person,
# Bo, and three computer players, in the background, until it is open;
# the variables taken from or given to its environment.
# shellcheck disable=SC2086
table() {
	_n=$1; shift
	_env="env"
	while [ $# -gt 0 ]; do
		case $1 in
		-u)	_env="$_env -u $2"; shift 2 ;;
		*=*)	_env="$_env $1"; shift ;;
		*)	break ;;
		esac
	done
	rm -f "$tmp/$_n.err"
	$_env "$P" --table "$_n" --seat S=human --name S=Bo --match hand \
	    --delay 0 --seed 3 "$@" 2> "$tmp/$_n.err" &
	table_pid=$!
	pids="$pids $table_pid"
	wait_for "$tmp/$_n.err" "open at"
}
# play OUT WHERE [-u VAR | VAR=VALUE]...: Bo joins WHERE (a name,
# USER:NAME or a path) with those variables and plays the hand out; true
# if he is told the match is over.
play() {
	_o=$1 _w=$2; shift 2
	yes "bot easy" | env "$@" "$P" --join "$_w" --name Bo --script \
	    > "$tmp/$_o.out" 2> "$tmp/$_o.cerr"
	grep -q '^over$' "$tmp/$_o.out"
}
# refused OUT ARGS...: a --script client that finds no table: its
# message and its status kept.
refused() {
	_o=$1; shift
	"$P" "$@" --script < /dev/null > "$tmp/$_o.out" 2> "$tmp/$_o.cerr"
	echo "$?" > "$tmp/$_o.rc"
}
said() {	# OUT TEXT: the client exited 1 with TEXT (fixed) on stderr
	[ "$(cat "$tmp/$1.rc")" = 1 ] && grep -qF -- "$2" "$tmp/$1.cerr"
}

# --- no such table: which one, and where the client looked
refused none --join nosuch
refused nonew --watch nosuch
said none "minchiate: no table called nosuch is open (looked in $sock and $sys)" &&
    said nonew "no table called nosuch is open (looked in $sock" &&
    pass "--join or --watch of a table not open names it and where it looked" ||
    { cat "$tmp/none.cerr" "$tmp/nonew.cerr"
      fail "--join or --watch of a table not open names it and where it looked"; }
refused nonep --join "$sock/nosuch"
said nonep "no table called nosuch is open (looked in $sock)" &&
    pass "so does --join of a socket's path that is not there" ||
    { cat "$tmp/nonep.cerr"; fail "so does --join of a socket's path that is not there"; }

# --- a socket left by a table that did not close it
table stale
kill -KILL "$table_pid" 2>/dev/null
gone "$table_pid"
refused stale --join stale
[ -S "$sock/stale" ] &&
    said stale "no table called stale is open (its socket in $sock is left from a table that closed)" &&
    pass "a socket left from a table that closed is said to be so" ||
    { cat "$tmp/stale.cerr"; fail "a socket left from a table that closed is said to be so"; }

# --- one place, whatever XDG_RUNTIME_DIR says to the table or its client
ok=0
table xa --seed 4
[ -S "$sock/xa" ] && [ "$(mode "$sock/xa")" = 600 ] &&
    [ "$(mode "$sock")" = 700 ] && grep -q "open at $sock/xa\$" "$tmp/xa.err" &&
    [ ! -e "$XDG_RUNTIME_DIR/minchiate" ] && ok=$((ok + 1))
play xa xa -u XDG_RUNTIME_DIR && gone "$table_pid" && ok=$((ok + 1))
table xb -u XDG_RUNTIME_DIR --seed 5
[ -S "$sock/xb" ] && [ "$(mode "$sock/xb")" = 600 ] &&
    [ "$(mode "$sock")" = 700 ] && ok=$((ok + 1))
play xb xb && gone "$table_pid" && ok=$((ok + 1))
[ "$ok" = 4 ] &&
    pass "the socket is TMPDIR/minchiate-UID/NAME, 0600 in a 0700 directory, with XDG_RUNTIME_DIR at the table or at the client" ||
    { cat "$tmp/xa.err" "$tmp/xa.cerr" "$tmp/xb.err" "$tmp/xb.cerr"
      fail "the socket is TMPDIR/minchiate-UID/NAME, 0600 in a 0700 directory, with XDG_RUNTIME_DIR at the table or at the client ($ok of 4)"; }

# --- a private table opened beside a shared one keeps it reachable
table sh --allow "$me"
shared_pid=$table_pid
table pr -u XDG_RUNTIME_DIR
[ "$(mode "$sock")" = 711 ] && [ "$(mode "$sock/sh")" = 666 ] &&
    [ "$(mode "$sock/pr")" = 600 ] &&
    pass "a private table opened beside a shared one leaves the directory 0711" ||
    { ls -la "$sock"; fail "a private table opened beside a shared one leaves the directory 0711"; }
kill "$table_pid" "$shared_pid" 2>/dev/null
gone "$table_pid" && gone "$shared_pid"

# --- USER:NAME: a table of a user's, here one's own login, shared
table us --allow "$me" --seed 6
"$P" --watch "$me:us" --script < /dev/null > "$tmp/us.watch" \
    2> "$tmp/us.werr" &
watch_pid=$!
wait_while "$tmp/us.watch" "^welcome" "$watch_pid"
play us "$me:us" && gone "$table_pid" && gone "$watch_pid" &&
    grep -q '^over$' "$tmp/us.watch" && [ ! -s "$tmp/us.werr" ] &&
    pass "--join and --watch $me:NAME find a table shared with --allow $me" ||
    { cat "$tmp/us.err" "$tmp/us.cerr" "$tmp/us.werr"
      fail "--join and --watch $me:NAME find a table shared with --allow $me"; }
who=mnouser$$
while getent passwd "$who" > /dev/null 2>&1; do who=${who}x; done
refused nouser --join "$who:us"
refused nouserw --watch "$who:us"
"$P" --table "$me:us" > "$tmp/tableuser" 2>&1
st=$?
said nouser "minchiate: no user called $who on this machine" &&
    said nouserw "no user called $who on this machine" &&
    [ "$st" = 2 ] && grep -q "a table's name is 1 to 32" "$tmp/tableuser" &&
    pass "--join and --watch USER:NAME of an unknown user say there is none; --table takes no USER:NAME" ||
    { cat "$tmp/nouser.cerr" "$tmp/nouserw.cerr" "$tmp/tableuser"
      fail "--join and --watch USER:NAME of an unknown user say there is none; --table takes no USER:NAME"; }

# --- the command the table prints for its friends: the socket's path
# under a TMPDIR of the table's own; in /tmp, LOGIN:NAME with --allow
# (the name alone without), which a client whose TMPDIR is not the
# table's finds by looking in /tmp/minchiate-UID too
[ -e "$sys" ] || made_sys=yes
n=find-$$
table "$n" -u TMPDIR --allow "$me" --seed 7
wait_for "$tmp/$n.err" "friends join with"
cmd=$(sed -n "s/^minchiate: table $n: friends join with: //p" "$tmp/$n.err")
[ "$cmd" = "minchiate --join $me:$n" ] &&
    wait_for "$tmp/xa.err" "friends join with" &&
    grep -q "^minchiate: table xa: friends join with: minchiate --join $sock/xa\$" "$tmp/xa.err" &&
    pass "the table prints the command its friends type: LOGIN:NAME for a table in /tmp shared with --allow, the socket's path under another TMPDIR" ||
    { cat "$tmp/$n.err" "$tmp/xa.err"
      fail "the table prints the command its friends type: LOGIN:NAME for a table in /tmp shared with --allow, the socket's path under another TMPDIR"; }
play tmp "${cmd#minchiate --join }" -u XDG_RUNTIME_DIR && gone "$table_pid" &&
    grep -q "open at $sys/$n\$" "$tmp/$n.err" &&
    pass "that command finds the table in /tmp/minchiate-UID from a client whose TMPDIR is not the table's" ||
    { cat "$tmp/$n.err" "$tmp/tmp.cerr"
      fail "that command finds the table in /tmp/minchiate-UID from a client whose TMPDIR is not the table's"; }

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/bin/sh
# run.sh -- the table server (--table) and its headless clients (--join
# and --watch with --script): four clients play a match to its end and
# its record replays; the same seed and the same answers give the same
# record and the same frames; two clients killed mid-hand are stood in
# for after the countdown and take their seats back; a client of another
# version, one that sends garbage, a line too long or never reads is
# dropped while the others play on; a table's name is checked.
# Every wait has a deadline (TEST_SLOW minutes); none is a fixed sleep.
# usage: tests/net/run.sh PROGRAM NET-RAW
set -u
P=$1
RAW=$2
dir=$(dirname "$0")
. "$dir/../env.sh"
tmp=$test_root/net
mkdir -p "$tmp"
trap test_cleanup EXIT
[ -n "${NET_KEEP:-}" ] && trap - EXIT
trap 'exit 2' INT TERM HUP
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
TEST_SLOW=${TEST_SLOW:-1}
limit=$((120 * TEST_SLOW))
sock=$XDG_RUNTIME_DIR/minchiate

# wait_for FILE PATTERN: until FILE holds PATTERN, or the deadline.
wait_for() {
	_end=$(( $(date +%s) + limit ))
	while ! grep -q "$2" "$1" 2>/dev/null; do
		[ "$(date +%s)" -ge "$_end" ] && return 1
		sleep 0.05
	done
}
# wait_count FILE PATTERN N: until FILE holds N lines with PATTERN.
wait_count() {
	_end=$(( $(date +%s) + limit ))
	while [ "$(grep -c "$2" "$1" 2>/dev/null)" -lt "$3" ]; do
		[ "$(date +%s)" -ge "$_end" ] && return 1
		sleep 0.05
	done
}
# gone PID: until the process has ended, or the deadline.
gone() {
	_end=$(( $(date +%s) + limit ))
	while kill -0 "$1" 2>/dev/null; do
		[ "$(date +%s)" -ge "$_end" ] && return 1
		sleep 0.05
	done
}

# table NAME ARGS...: a table of four people, in the background.
# The old log goes first: the shell truncates it in the child, which a
# busy machine may run after wait_for has already read the last table's.
table() {
	_n=$1; shift
	rm -f "$tmp/$_n.err"
	"$P" --table "$_n" --seat N=human --seat E=human --seat S=human \
	    --seat W=human --name N=Ann --name E=Bob --name S=Cy \
	    --name W=Di --match hand --delay 0 "$@" 2> "$tmp/$_n.err" &
	table_pid=$!
	wait_for "$tmp/$_n.err" "open at"
}
# client TABLE NAME: a client answering with the easy player's choice.
client() {
	yes "bot easy" | "$P" --join "$1" --name "$2" --script \
	    > "$tmp/$1.$2.out" 2> "$tmp/$1.$2.err"
}
# four TABLE: the four clients of table(), waited for by ended().
four() {
	clients=
	for _c in Ann Bob Cy Di; do
		client "$1" "$_c" &
		clients="$clients $!"
	done
}
# ended: until the clients four() started have written all and ended.
ended() {
	for _c in $clients; do gone "$_c" || return 1; done
}
# frames FILE: the frames alone, without the table's other lines.
frames() {
	awk '/^frame / { n = $3 + 0; getline; f = 1 }
	    f { print; if ($0 == "end") f = 0 }' "$1"
}

# --- four clients play a match; its record replays
table a --seed 5
four a
wait_for "$tmp/a.err" "the match is over" && gone "$table_pid" && ended &&
    pass "four clients play a one-hand match to its end" ||
    { cat "$tmp/a.err"; fail "four clients play a one-hand match to its end"; }
ok=0
for n in Ann Bob Cy Di; do
	grep -q '^over$' "$tmp/a.$n.out" && [ ! -s "$tmp/a.$n.err" ] &&
	    ok=$((ok + 1))
done
[ "$ok" = 4 ] && pass "each client is told the match is over" ||
    fail "each client is told the match is over ($ok of 4)"
rec=$(ls "$XDG_STATE_HOME"/minchiate/matches/*.rec 2>/dev/null | head -1)
[ -n "$rec" ] && "$P" --replay "$rec" > "$tmp/a.replay" 2>&1 &&
    grep -q 'valid, 1 record, 1 hand' "$tmp/a.replay" &&
    pass "the table's record is kept in matches/ and replays" ||
    fail "the table's record is kept in matches/ and replays"
n=$(wc -l < "$XDG_STATE_HOME/minchiate/hands.log" 2>/dev/null)
[ "${n:-0}" -eq 1 ] && pass "the hand is in the statistics" ||
    { ls -la "$XDG_STATE_HOME/minchiate"; fail "the hand is in the statistics (${n:-no log})"; }
seen=$(frames "$tmp/a.Cy.out" | grep -c '^minchiate-frame')
total=$(grep -c '^play ' "$rec")
[ "$seen" -gt "$total" ] 2>/dev/null &&
    pass "South was sent $seen frames for $total cards played" ||
    fail "South was sent frames for the cards played ($seen for $total)"

# --- the same seed and answers: the same record, the same frames
mv "$rec" "$tmp/first.rec"
for n in Ann Bob Cy Di; do frames "$tmp/a.$n.out" > "$tmp/first.$n"; done
table a --seed 5
four a
wait_for "$tmp/a.err" "the match is over" && gone "$table_pid" && ended
rec=$(ls "$XDG_STATE_HOME"/minchiate/matches/*.rec 2>/dev/null | head -1)
[ -n "$rec" ] && cmp -s "$rec" "$tmp/first.rec" &&
    pass "played again from its seed, the record is the same, byte for byte" ||
    { diff "$tmp/first.rec" "$rec" | head -20
      fail "played again from its seed, the record is the same, byte for byte"; }
ok=0
for n in Ann Bob Cy Di; do
	frames "$tmp/a.$n.out" | cmp -s - "$tmp/first.$n" && ok=$((ok + 1)) ||
	    frames "$tmp/a.$n.out" | diff "$tmp/first.$n" - | head -20
done
[ "$ok" = 4 ] && pass "and each seat was sent the same frames" ||
    fail "and each seat was sent the same frames ($ok of 4)"
rm -f "$rec"

# --- two clients killed mid-hand: stood in for, then back in their seats
table b --seed 8 --countdown 1 --stand-in easy
for n in Ann Bob; do client b "$n" & done
for n in Cy Di; do
	yes "bot easy" | "$P" --join b --name "$n" --script \
	    > "$tmp/b.$n.out" 2> "$tmp/b.$n.err" &
	eval "pid_$n=\$!"
done
wait_for "$tmp/b.Di.out" '^frame 20 '
kill -KILL "$pid_Cy" "$pid_Di" 2>/dev/null
wait_for "$tmp/b.err" "Cy (.*) has gone" &&
    wait_for "$tmp/b.err" "Di (.*) has gone" &&
    wait_for "$tmp/b.err" "A computer player takes Cy" &&
    wait_for "$tmp/b.err" "A computer player takes Di" &&
    pass "two clients killed mid-hand: their seats wait, then computer players take them" ||
    { cat "$tmp/b.err"; fail "two clients killed mid-hand: their seats wait, then computer players take them"; }
client b Cy &
clients=$!
client b Di &
clients="$clients $!"
wait_count "$tmp/b.err" "Cy (.*) has joined the table" 2 &&
    wait_count "$tmp/b.err" "Di (.*) has joined the table" 2 &&
    pass "they join again under their names and have their seats back" ||
    fail "they join again under their names and have their seats back"
wait_for "$tmp/b.err" "the match is over" && gone "$table_pid" && ended &&
    grep -q '^over$' "$tmp/b.Di.out" && grep -q '^over$' "$tmp/b.Cy.out" &&
    pass "the match ends, told to the players who came back" ||
    fail "the match ends, told to the players who came back"
rm -f "$XDG_STATE_HOME"/minchiate/matches/*.rec

# --- undo at a table: every person there must agree (R9.2)
# pair TABLE ARGS...: a table of two people, Ann and Cy, and two bots.
pair() {
	_n=$1; shift
	rm -f "$tmp/$_n.err"	# as table() does
	"$P" --table "$_n" --seat N=human --seat S=human --name N=Ann \
	    --name S=Cy --match hand --delay 0 "$@" 2> "$tmp/$_n.err" &
	table_pid=$!
	wait_for "$tmp/$_n.err" "open at"
}
# asker TABLE: Ann, who asks to take back at her third decision.
asker() {
	{ printf 'bot easy\nbot easy\nundo\n'; yes "bot easy"; } |
	    "$P" --join "$1" --name Ann --script > "$tmp/$1.Ann.out" \
	    2> "$tmp/$1.Ann.err" &
	clients=$!
}
# answers TABLE ANSWER: Cy, who answers every undo with ANSWER.
answers() {
	awk -v a="$2" 'BEGIN { while (1) print a "\nbot easy" }' |
	    "$P" --join "$1" --name Cy --script > "$tmp/$1.Cy.out" \
	    2> "$tmp/$1.Cy.err" &
	clients="$clients $!"
}
undone() {	# the archived record of the match just played
	ls "$XDG_STATE_HOME"/minchiate/matches/*.rec 2>/dev/null | head -1
}
pair e --seed 4
asker e
answers e agree
wait_for "$tmp/e.err" "the match is over" && gone "$table_pid" && ended
rec=$(undone)
grep -q 'Ann (.*) asks to take back the last decision Ann made' \
    "$tmp/e.err" && grep -q '^undo-asked ' "$tmp/e.Cy.out" &&
    grep -q 'Taken back: the last decision Ann (.*) made' "$tmp/e.err" &&
    grep -q '^undo-over Taken back' "$tmp/e.Ann.out" &&
    [ -n "$rec" ] && grep -q '^aid undo' "$rec" &&
    "$P" --replay "$rec" > /dev/null 2>&1 &&
    pass "undo: Ann asks, Cy agrees, Ann's decision is taken back, the match ends and replays" ||
    { cat "$tmp/e.err"; fail "undo: Ann asks, Cy agrees, Ann's decision is taken back, the match ends and replays"; }
rm -f "$rec"
pair f --seed 4
asker f
answers f refuse
wait_for "$tmp/f.err" "the match is over" && gone "$table_pid" && ended
rec=$(undone)
grep -q 'Not taken back: Cy (.*) said no' "$tmp/f.err" &&
    grep -q '^undo-over Not taken back' "$tmp/f.Ann.out" &&
    [ -n "$rec" ] && ! grep -q '^aid undo' "$rec" &&
    pass "undo: Cy says no, nothing is taken back, and the match goes on to its end" ||
    { cat "$tmp/f.err"; fail "undo: Cy says no, nothing is taken back, and the match goes on to its end"; }
rm -f "$rec"
pair g --seed 4 --countdown 1
asker g
answers g wait
wait_for "$tmp/g.err" "the match is over" && gone "$table_pid" && ended
rec=$(undone)
grep -q 'Not taken back: not everyone answered within 1 s' "$tmp/g.err" &&
    [ -n "$rec" ] && ! grep -q '^aid undo' "$rec" &&
    pass "undo: unanswered, the asking lapses after the countdown and play goes on" ||
    { cat "$tmp/g.err"; fail "undo: unanswered, the asking lapses after the countdown and play goes on"; }
rm -f "$rec"

# --- hostile clients: refused or dropped, and the table plays on
table c --seed 9
printf 'minchiate-table 2 join Ann\n' | "$RAW" "$sock/c" 5 > "$tmp/v2" &
wait_for "$tmp/v2" "refused" &&
    grep -q 'version 1, the client version 2' "$tmp/v2" &&
    pass "a client of another version is refused, both versions named" ||
    fail "a client of another version is refused, both versions named"
head -c 3000 /dev/urandom | tr -d '\n' | "$RAW" "$sock/c" 3 > /dev/null &
awk 'BEGIN { while (i++ < 5000) printf "xxxxxxxxxx" }' |
    "$RAW" "$sock/c" 3 > /dev/null &
printf 'minchiate-table 1 watch\n' | "$RAW" "$sock/c" 60 hold &
hold=$!
printf 'minchiate-table 1 watch\nchat \033[2Jhello\nchat again\n' |
    "$RAW" "$sock/c" 3 > "$tmp/chat" &
four c
wait_for "$tmp/c.err" "the match is over" && gone "$table_pid" && ended &&
    pass "garbage, a line too long and a client that never reads: the match still ends" ||
    { cat "$tmp/c.err"; fail "garbage, a line too long and a client that never reads: the match still ends"; }
grep -qF 'A watcher: \033[2Jhello' "$tmp/c.Ann.out" &&
    grep -q 'refused 1 one line of chat a second' "$tmp/chat" &&
    pass "a line of chat goes to everyone's talk, escaped, and no faster than a line a second" ||
    fail "a line of chat goes to everyone's talk, escaped, and no faster than a line a second"
grep -q 'a client dropped: ' "$tmp/c.err" &&
    pass "the table says it dropped a client, and why" ||
    fail "the table says it dropped a client, and why"
kill "$hold" 2>/dev/null

# --- a table shared with other users: a socket they may reach
table d --seed 3 --allow "$(id -un)"
shared=$TMPDIR/minchiate-$(id -u)
[ -S "$shared/d" ] && [ "$(stat -c %a "$shared")" = 711 ] &&
    [ "$(stat -c %a "$shared/d")" = 666 ] &&
    pass "--allow: the socket in TMPDIR/minchiate-UID, which others may pass through" ||
    fail "--allow: the socket in TMPDIR/minchiate-UID, which others may pass through"
clients=
for n in Ann Bob; do client d "$n" & clients="$clients $!"; done
for n in Cy Di; do
	yes "bot easy" | "$P" --join "$shared/d" --name "$n" --script \
	    > "$tmp/d.$n.out" 2> "$tmp/d.$n.err" &
	clients="$clients $!"
done
wait_for "$tmp/d.err" "the match is over" && gone "$table_pid" && ended &&
    grep -q '^over$' "$tmp/d.Di.out" &&
    grep -q '^over$' "$tmp/d.Ann.out" &&
    ! grep -q 'A computer player takes' "$tmp/d.err" &&
    pass "clients join by the socket's path, or by the table's name" ||
    fail "clients join by the socket's path, or by the table's name"

# --- names and places
ok=0
for name in no/such -x .x "$(printf '%040d' 0)" ''; do
	"$P" --table "$name" > "$tmp/bad" 2>&1
	[ $? = 2 ] && grep -q "a table's name is 1 to 32" "$tmp/bad" &&
	    ok=$((ok + 1))
done
[ "$ok" = 5 ] && pass "a table's name is checked" ||
    fail "a table's name is checked ($ok of 5)"
"$P" --join nosuch --script > "$tmp/bad" 2>&1 < /dev/null
st=$?
[ "$st" = 1 ] && grep -q 'no table there' "$tmp/bad" &&
    pass "joining a table that is not open says so" ||
    fail "joining a table that is not open says so ($st)"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

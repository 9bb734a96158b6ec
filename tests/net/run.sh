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
# what a check that failed left running (a table, its clients) goes
# with the script, so that a failure never holds the run up
trap 'pkill -P $$ 2>/dev/null; test_cleanup' EXIT
[ -n "${NET_KEEP:-}" ] && trap - EXIT
trap 'exit 2' INT TERM HUP
. "$dir/wait.sh"
sock=$TMPDIR/minchiate-$(id -u)

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
# at TABLE: the socket the table said it is open at.
at() { sed -n 's/.*open at //p' "$tmp/$1.err"; }
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
    wait_for "$tmp/b.err" "A computer player plays for Cy" &&
    wait_for "$tmp/b.err" "A computer player plays for Di" &&
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
    ! grep -q 'A computer player plays for' "$tmp/d.err" &&
    pass "clients join by the socket's path, or by the table's name" ||
    fail "clients join by the socket's path, or by the table's name"

# --- a kept seat goes only to its own person (D1, D8)
# duo TABLE ARGS...: Ann and Bo, named; two seats for people nobody has
# named, whose first persons name them.
duo() {
	_n=$1; shift
	rm -f "$tmp/$_n.err"
	"$P" --table "$_n" --seat N=human --name N=Ann --seat S=human \
	    --name S=Bo --seat W=human --seat E=human --match hand \
	    --delay 0 "$@" 2> "$tmp/$_n.err" &
	table_pid=$!
	wait_for "$tmp/$_n.err" "open at"
}
# try TABLE OUT ARGS...: a --script client that answers nothing.
try() {
	_t=$1 _o=$2; shift 2
	timeout "$limit" "$P" --join "$_t" "$@" --script < /dev/null \
	    > "$tmp/$_o.out" 2> "$tmp/$_o.err"
}
# player TABLE OUT ARGS...: a --script client playing as easy does.
player() {
	_t=$1 _o=$2; shift 2
	yes "bot easy" | "$P" --join "$_t" "$@" --script > "$tmp/$_o.out" \
	    2> "$tmp/$_o.err" &
}
duo h --seed 12 --countdown 600
player h h.Ann --name Ann
ann=$!
player h h.Bo --name Bo
bo=$!
wait_for "$tmp/h.err" "Bo (.*) has joined" && wait_for "$tmp/h.err" \
    "Ann (.*) has joined"
kill -KILL "$bo" 2>/dev/null
wait_for "$tmp/h.err" "Bo (.*) has gone"
bo_seat=$(sed -n 's/.*Bo (\([A-Z]\)[a-z]*) has joined.*/\1/p' "$tmp/h.err" |
    head -1)
try h eve --name Eve
st1=$?
try h ann2 --name Ann
st2=$?
try h seat --seat "$bo_seat"
st3=$?
grep -q "^minchiate: the table refused: nobody called Eve sits at this table; seats free: [A-Z][a-z]*, [A-Z][a-z]* (--seat takes one)$" "$tmp/eve.err" &&
    grep -q "the table refused: Ann is at the table already" "$tmp/ann2.err" &&
    grep -q "the table refused: $bo_seat[a-z]* is the seat of Bo: join with --name Bo" "$tmp/seat.err" &&
    [ "$st1" = 1 ] && [ "$st2" = 1 ] && [ "$st3" = 1 ] &&
    ! grep -q '^cards ' "$tmp/eve.out" "$tmp/ann2.out" "$tmp/seat.out" &&
    [ "$(grep -c 'has joined' "$tmp/h.err")" = 2 ] &&
    pass "a gone person's seat is refused to another name, to his name while he is there and to his seat alone, each saying why" ||
    { cat "$tmp/eve.err" "$tmp/ann2.err" "$tmp/seat.err"
      fail "a gone person's seat is refused to another name, to his name while he is there and to his seat alone, each saying why"; }
grep -q '^minchiate: the table refused: [a-z]' "$tmp/eve.err" &&
    ! grep -q 'the table closed' "$tmp/eve.err" "$tmp/seat.err" &&
    pass "--script says a refusal without the protocol's number and without a false 'closed'" ||
    fail "--script says a refusal without the protocol's number and without a false 'closed'"
free=$(sed -n 's/.*seats free: \([A-Z]\)[a-z]*, \([A-Z]\).*/\1 \2/p' \
    "$tmp/eve.err")
player h h.Zed --name "Zed Q" --seat "${free% *}"
zed=$!
wait_for "$tmp/h.err" "Zed Q (.*) has joined"
try h noname
player h h.none --seat "${free#* }"
none=$!
wait_for "$tmp/h.err" \
    "\(South\|East\|North\|West\) (\(South\|East\|North\|West\)) has joined"
try h eve2 --name Eve
grep -q "say who you are (--name) or take a seat (--seat); seats free: [A-Z][a-z]*$" "$tmp/noname.err" &&
    grep "nobody called Eve sits at this table; its people are " "$tmp/eve2.err" |
    grep "Ann (" | grep "Bo (" | grep "Zed Q (" | grep -qE "(South|East|North|West) \(" &&
    pass "a seat nobody has named is taken by asking for it, with a name or without; when none is left, a stranger is told who the people are" ||
    { cat "$tmp/h.err" "$tmp/eve2.err" "$tmp/noname.err"; fail "a seat nobody has named is taken by asking for it, with a name or without; when none is left, a stranger is told who the people are"; }
player h h.Bo2 --name Bo
clients="$ann $zed $none $!"
wait_for "$tmp/h.err" "the match is over" && gone "$table_pid" && ended
rec=$(grep -l '"Zed Q"' "$XDG_STATE_HOME"/minchiate/matches/*.rec 2>/dev/null |
    head -1)
[ "$(grep -c 'Bo (.*) has joined' "$tmp/h.err")" = 2 ] &&
    grep -q '^over$' "$tmp/h.Bo2.out" &&
    pass "the gone person joins again under his name and plays to the end" ||
    fail "the gone person joins again under his name and plays to the end"
[ -n "$rec" ] && grep -q '^seat [NESW] human "Zed Q"$' "$rec" &&
    "$P" --replay "$rec" > /dev/null 2>&1 &&
    pass "a person names a seat nobody had named at his first join, a name with a space; the record says so and replays" ||
    { grep '^seat' "$rec"; fail "a person names a seat nobody had named at his first join, a name with a space; the record says so and replays"; }
rm -f "$rec"

# --- a kept seat goes back to the account its person first came from
# (D1): as root, a client run as nobody, let in with --allow, names a
# gone person; the copy of the program it runs and the table's socket
# are in a directory it may pass through.
if [ "$(id -u)" = 0 ] && command -v setpriv > /dev/null 2>&1 &&
    id nobody > /dev/null 2>&1; then
	pub=$(mktemp -d /tmp/minchiate-u.XXXXXX)
	chmod 711 "$pub"
	cp "$P" "$pub/minchiate" && chmod 755 "$pub/minchiate"
	rm -f "$tmp/u.err"
	TMPDIR=$pub "$P" --table u --seat N=human --name N=Ann \
	    --seat S=human --name S=Bo --match hand --delay 0 --seed 3 \
	    --countdown 600 --allow nobody 2> "$tmp/u.err" &
	table_pid=$!
	wait_for "$tmp/u.err" "open at"
	usock=$pub/minchiate-0/u
	"$P" --join "$usock" --name Bo --script < /dev/null \
	    > /dev/null 2>&1 &
	bo=$!
	wait_for "$tmp/u.err" "Bo (.*) has joined"
	kill -KILL "$bo" 2>/dev/null
	wait_for "$tmp/u.err" "Bo (.*) has gone"
	timeout "$limit" setpriv --reuid=65534 --regid=65534 \
	    --clear-groups env HOME=/ "$pub/minchiate" --join "$usock" \
	    --name Bo --script < /dev/null > "$tmp/u.out" 2> "$tmp/u.nobody"
	st=$?
	[ "$st" = 1 ] && grep -q 'the table refused: Bo first joined this table from another account: the seat of Bo is kept for it' "$tmp/u.nobody" &&
	    ! grep -q '^cards ' "$tmp/u.out" &&
	    pass "a gone person's name from another account is refused: his seat is kept for the account he came from" ||
	    { cat "$tmp/u.nobody"; fail "a gone person's name from another account is refused: his seat is kept for the account he came from"; }
	kill -TERM "$table_pid"; gone "$table_pid"
	rm -rf "$pub" "$XDG_STATE_HOME/minchiate/table-u.rec"
else
	echo "skip a gone person's name from another account is refused (needs root, setpriv and the user nobody)"
fi

# --- connections that never say who they are, and watchers, keep
# nobody out (D3); the refused are counted, not told one by one (D12)
table k --seed 6 --countdown 600
# raws N TEXT WAIT [hold]: N raw clients of table k that say TEXT, in
# the background; holders keeps their numbers.
holders=
raws() {
	_i=0
	while [ $_i -lt "$1" ]; do
		printf '%b' "$2" | "$RAW" "$(at k)" "$3" ${4:-} > /dev/null &
		holders="$holders $!"
		_i=$((_i + 1))
	done
}
raws 20 'minchiate-table 1 jo' 30 hold
raws 8 'minchiate-table 1 watch\n' 30 hold
raws 40 'hello?\n' 1
four k
wait_for "$tmp/k.err" "the match is over" && gone "$table_pid" && ended &&
    [ "$(grep -c 'has joined' "$tmp/k.err")" = 4 ] &&
    pass "28 connections held half-said or watching, and 40 of garbage: the four people still take their seats and play" ||
    { cat "$tmp/k.err"; fail "28 connections held half-said or watching, and 40 of garbage: the four people still take their seats and play"; }
n=$(grep -c 'dropped' "$tmp/k.err")
grep -q 'did not say who it is within 3 s\|waited without saying who it is' "$tmp/k.err" &&
    [ "$n" -le 8 ] && grep -q 'clients of user [0-9]* dropped' "$tmp/k.err" &&
    pass "the connections turned away are counted in a few lines ($n), not a line each" ||
    { cat "$tmp/k.err"; fail "the connections turned away are counted in a few lines ($n), not a line each"; }
for h in $holders; do kill "$h" 2>/dev/null; done
rm -f "$XDG_STATE_HOME"/minchiate/matches/*.rec

# --- a table with nobody at it waits (D4)
pair m --seed 4 --countdown 1
"$P" --join m --name Ann --script < /dev/null > /dev/null 2>&1 &
a1=$!
"$P" --join m --name Cy --script < /dev/null > /dev/null 2>&1 &
c1=$!
wait_for "$tmp/m.err" "Ann (.*) has joined" &&
    wait_for "$tmp/m.err" "Cy (.*) has joined"
kill -KILL "$a1" "$c1" 2>/dev/null
wait_for "$tmp/m.err" "nobody is at the table now"
save=$XDG_STATE_HOME/minchiate/table-m.rec
before=$(cksum < "$save")
# a watcher looks on for three seconds, three times the countdown
printf 'minchiate-table 1 watch\n' | "$RAW" "$(at m)" 3 > "$tmp/m.watch"
[ "$(cksum < "$save")" = "$before" ] &&
    ! grep -q 'A computer player plays for' "$tmp/m.err" &&
    ! grep -q 'the match is over' "$tmp/m.err" &&
    pass "with nobody at the table no computer player decides for its people: the match waits, saved" ||
    { cat "$tmp/m.err"; fail "with nobody at the table no computer player decides for its people: the match waits, saved"; }
asker m
answers m agree
wait_for "$tmp/m.err" "the match is over" && gone "$table_pid" && ended &&
    pass "they come back and the match goes on to its end" ||
    fail "they come back and the match goes on to its end"
rm -f "$XDG_STATE_HOME"/minchiate/matches/*.rec

# --- the stand-in's choices are told to the person who comes back (D14)
grep -q 'While you were away a computer player made [0-9]* decisions* for you: play ' \
    "$tmp/b.Cy.out" &&
    ! grep -q 'While you were away' "$tmp/b.Ann.out" &&
    pass "a person back is told, in his talk alone, what the computer player chose for him" ||
    fail "a person back is told, in his talk alone, what the computer player chose for him"

# --- closing, reopening (D10, D17)
pair r --seed 21 --countdown 600
"$P" --join r --name Ann --script < /dev/null > "$tmp/r.Ann.out" \
    2> "$tmp/r.Ann.err" &
a1=$!
wait_for "$tmp/r.Ann.out" "^welcome"
"$P" --table r --seat N=human --name N=Ann --seat S=human --name S=Cy \
    --match hand > "$tmp/r.dup" 2>&1
head -1 "$tmp/r.dup" | grep -q 'a table is open there already' &&
    ! grep -q 'taken up' "$tmp/r.dup" &&
    pass "opening a table that is open says so first, and takes nothing up" ||
    { cat "$tmp/r.dup"; fail "opening a table that is open says so first, and takes nothing up"; }
printf 'minchiate-table 1.0 watch\n' | "$RAW" "$(at r)" 3 > "$tmp/r.v"
grep -q 'version 1, the client version 1.0' "$tmp/r.v" &&
    pass "a version said as 1.0 is not version 1" ||
    fail "a version said as 1.0 is not version 1"
kill -TERM "$table_pid"
gone "$table_pid" && gone "$a1"
grep -q 'minchiate: The table closed; its match is kept. Once it is open again, come back with: minchiate --join ' "$tmp/r.Ann.err" &&
    ! grep -q 'has gone' "$tmp/r.err" &&
    grep -q 'closed; the match is kept in' "$tmp/r.err" &&
    pass "a table closed by a signal tells its clients the match is kept and how to come back, and says no one has gone" ||
    { cat "$tmp/r.err" "$tmp/r.Ann.err"; fail "a table closed by a signal tells its clients the match is kept and how to come back, and says no one has gone"; }
"$P" --table r --seat N=human --name N=Ann --seat S=human --name S=Cy \
    --match giro > "$tmp/r.giro" 2>&1
st=$?
[ "$st" = 1 ] && grep -q 'table r has a saved match that --match would change' "$tmp/r.giro" &&
    [ -f "$XDG_STATE_HOME/minchiate/table-r.rec" ] &&
    pass "reopened with another length, the table refuses and says how to take it up or begin anew" ||
    { cat "$tmp/r.giro"; fail "reopened with another length, the table refuses and says how to take it up or begin anew"; }
"$P" --table r --seat N=human --name N=Ann --seat S=human --name S=Bo \
    --match hand > "$tmp/r.name" 2>&1
[ $? = 1 ] && grep -q 'that --seat, --name would change' "$tmp/r.name" &&
    pass "reopened with another name, the table refuses" ||
    { cat "$tmp/r.name"; fail "reopened with another name, the table refuses"; }
pair r --seed 21
grep -q 'taken up from' "$tmp/r.err" &&
    pass "reopened with the same options, the match is taken up" ||
    fail "reopened with the same options, the match is taken up"
kill -TERM "$table_pid"; gone "$table_pid"
pair r --new --seed 22 --match giro
grep -q 'the match saved at this table is kept in .*matches/.*; a new match begins' "$tmp/r.err" &&
    ls "$XDG_STATE_HOME"/minchiate/matches/*.rec > /dev/null 2>&1 &&
    pass "--new puts the saved match away in matches/ and begins another" ||
    { cat "$tmp/r.err"; fail "--new puts the saved match away in matches/ and begins another"; }
kill -TERM "$table_pid"; gone "$table_pid"
rm -f "$XDG_STATE_HOME"/minchiate/matches/*.rec "$XDG_STATE_HOME/minchiate/table-r.rec"
# A save that cannot be read is set aside, as a table here sets its own
# aside (src/session/open.c), and its backup read in its place.
printf 'not a record\n' > "$XDG_STATE_HOME/minchiate/table-b.rec"
printf 'minchiate-record 1\nvariants none\n' \
    > "$XDG_STATE_HOME/minchiate/table-b.rec.bak"
pair b --seed 23
grep -q 'set aside as .*table-b' "$tmp/b.err" &&
    grep -q 'Its backup, one decision older, is read instead' "$tmp/b.err" &&
    ls "$XDG_STATE_HOME"/minchiate/*table-b* > /dev/null 2>&1 &&
    pass "a broken save of a table is set aside and its backup read" ||
    { cat "$tmp/b.err"; fail "a broken save of a table is set aside and its backup read"; }
kill -TERM "$table_pid"; gone "$table_pid"
rm -f "$XDG_STATE_HOME"/minchiate/*table-b* "$XDG_STATE_HOME"/minchiate/matches/*.rec
"$P" --table nobody --seat N=easy > "$tmp/nobody" 2>&1
[ $? = 2 ] && grep -q 'a table needs a seat for a person' "$tmp/nobody" &&
    pass "a table with no seat for a person is refused: South is no person's by default" ||
    fail "a table with no seat for a person is refused: South is no person's by default"

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
[ "$st" = 1 ] && grep -q 'no table called nosuch is open' "$tmp/bad" &&
    pass "joining a table that is not open says so" ||
    fail "joining a table that is not open says so ($st)"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/bin/sh
# tmux.sh -- the real terminal joined to a table: four windows, three
# people's (--join) and a watcher's (--watch), on one table with a
# computer player.  While they all act, every screen each window shows
# is kept; at the end, no person's screen shows a card in his hand area
# that his seat did not hold (its plays and discards, from the table's
# record), and the watcher's never shows a hand at all (R9.1).  The
# people answer as newcomers would: Enter, y, a cut of 40, and the
# cards in turn when they must discard.  Waits have deadlines, never
# fixed sleeps.
# usage: tests/net/tmux.sh PROGRAM
set -u
P=$1
dir=$(dirname "$0")
. "$dir/../env.sh"
tmp=$test_root/tmux
mkdir -p "$tmp"
T="tmux -L minchiate-net -f /dev/null"
trap '$T kill-server 2>/dev/null; [ -n "${NET_KEEP:-}" ] || test_cleanup' EXIT
trap 'exit 2' INT TERM HUP
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
TEST_SLOW=${TEST_SLOW:-1}
limit=$((${NET_LIMIT:-180} * TEST_SLOW))

command -v tmux > /dev/null 2>&1 || { echo "0 passed, 0 failed"; exit 0; }

# await FILE PATTERN: until FILE holds PATTERN, or the deadline $end.
await() {
	until grep -q "$2" "$1" 2>/dev/null; do
		[ "$(date +%s)" -lt "$end" ] || return 1
		sleep 0.05
	done
}

"$P" --table t --seat S=human --name S=Ann --seat N=human --name N=Bea \
    --seat E=human --name E=Cai --match hand --delay 60 --seed 7 \
    2> "$tmp/table.err" &
table=$!
people="Ann Bea Cai"
end=$(( $(date +%s) + limit ))
await "$tmp/table.err" "open at"
env_line="env HOME=$HOME XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR XDG_STATE_HOME=$XDG_STATE_HOME XDG_CONFIG_HOME=$XDG_CONFIG_HOME LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=tmux-256color"
$T start-server \; set-option -g remain-on-exit on \; \
    new-session -d -s watch -x 100 -y 32 \
    "$env_line $P --watch t; echo NET-EXIT:\$?"
for n in $people; do
	$T new-session -d -s "$n" -x 100 -y 32 \
	    "$env_line $P --join t --name $n 2> $tmp/$n.stderr; echo \$? > $tmp/$n.exit"
done

# answer WINDOW SCREEN: what a newcomer presses at what he is asked.
answer() {
	if grep -q 'y/n' "$2"; then
		$T send-keys -t "$1" y
	elif grep -q '^Cut [0-9]* cards' "$2"; then
		$T send-keys -t "$1" 4 0 Enter		# the same cut each time
	elif grep -q '^Discard [0-9]* card' "$2"; then
		$T send-keys -t "$1" Space l Enter	# the cards in turn
	elif grep -qE 'Enter|^Choose ' "$2"; then
		$T send-keys -t "$1" Enter
	else
		return 1	# nothing to answer
	fi
}
# settled WINDOW SCREEN: until the window shows another screen than
# SCREEN, the answer's effect: then no key is on its way.
settled() {
	while $T capture-pane -p -t "$1" 2>/dev/null | cmp -s - "$2"; do
		[ "$(date +%s)" -lt "$end" ] || return 1
		sleep 0.05
	done
}
# Every screen of every window while the match goes on.
k=0
while kill -0 "$table" 2>/dev/null && [ "$(date +%s)" -lt "$end" ]; do
	k=$((k + 1))
	$T capture-pane -p -t watch > "$tmp/watch.$k" 2>/dev/null
	for n in $people; do
		$T capture-pane -p -t "$n" > "$tmp/$n.$k" 2>/dev/null
		answer "$n" "$tmp/$n.$k"
	done
	sleep 0.05
done
kill -0 "$table" 2>/dev/null && { fail "the match ends"; kill "$table"; } ||
    pass "three people and a watcher at a table: the match ends ($k screens each)"

rec=$(ls "$XDG_STATE_HOME"/minchiate/matches/*.rec 2>/dev/null | head -1)
# A hand area's hidden cards: the rows under the side rows (NS, EW), up
# to the first blank row, less the cards marked face up (*), which every
# seat sees (a fallen player's open hand, chosen from, R6.11).
hand_cards() {
	awk '/^(NS|EW) / { side++; next }
	    side == 2 && /^ *$/ { exit }
	    side == 2 { print }' "$1" | cut -c1-64 | tr -s ' ' '\n' |
	    tr -d '[]' | grep -E '^([0-9]+|[RDCF])[cdsb]$|^T[0-9]+$|^M$'
}
for n in $people; do
	# the seat each sat at in the hand, as his window names it
	seat=$(cat "$tmp/$n".* | sed -n "s/^\(North\|East\|South\|West\) $n (you).*/\1/p" |
	    sort -u | cut -c1)
	# the cards that seat held: those it played or discarded
	awk -v s="$seat" '($1 == "play" || $1 == "discard") && $2 == s {
		for (i = 3; i <= NF; i++) print $i }' "$rec" 2>/dev/null |
	    sort -u > "$tmp/held.$n"
	bad=0
	shown=0
	for f in "$tmp/$n".*; do
		hand_cards "$f" | sort -u > "$tmp/cards"
		[ -s "$tmp/cards" ] && shown=$((shown + 1))
		if [ -n "$(comm -23 "$tmp/cards" "$tmp/held.$n")" ]; then
			bad=$((bad + 1))
			[ "$bad" = 1 ] && { echo "  $f:"; comm -23 \
			    "$tmp/cards" "$tmp/held.$n"; }
		fi
	done
	[ -n "$seat" ] && [ "$(wc -l < "$tmp/held.$n")" -ge 21 ] &&
	    [ "$bad" = 0 ] && [ "$shown" -gt 10 ] &&
	    pass "$n's window ($seat): $shown screens with a hand, none with a card not hers" ||
	    fail "$n's window (${seat:-no seat}): $bad screens show a card not hers ($shown with a hand)"
done
bad=0
for f in "$tmp"/watch.*; do
	[ -n "$(hand_cards "$f")" ] && bad=$((bad + 1))
done
[ "$bad" = 0 ] &&
    pass "the watcher's window never shows a hand" ||
    fail "the watcher's window shows a hand on $bad screens"
grep -l '(you)' "$tmp"/watch.* > /dev/null 2>&1 &&
    fail "the watcher is nobody at the table" ||
    pass "the watcher is nobody at the table"

# The end: each person's window says the match is over; q leaves, 0.
ok=0
for n in $people; do
	end=$(( $(date +%s) + limit ))
	until [ -s "$tmp/$n.exit" ]; do
		[ "$(date +%s)" -lt "$end" ] || break
		$T send-keys -t "$n" q 2>/dev/null
		sleep 0.1
	done
	if [ "$(cat "$tmp/$n.exit" 2>/dev/null)" = 0 ]; then
		ok=$((ok + 1))
	else
		echo "  $n: exit $(cat "$tmp/$n.exit" 2>/dev/null), $(cat "$tmp/$n.stderr")"
	fi
done
[ "$ok" = 3 ] && pass "each person's window leaves with status 0 at the end" ||
    fail "each person's window leaves with status 0 at the end ($ok of 3)"

# open_table NAME ARGS...: table NAME opened with ARGS, in the
# background, its log in NAME.err; the deadline $end starts now.
open_table() {
	_n=$1; shift
	"$P" --table "$_n" "$@" 2> "$tmp/$_n.err" &
	table=$!
	end=$(( $(date +%s) + limit ))
	await "$tmp/$_n.err" "open at"
}

# Undo from the real terminal: Ann presses u, Bea is asked on a screen
# with no card and answers y, and Ann's window says it is taken back.
open_table v --seat S=human --name S=Ann --seat N=human --name N=Bea \
    --match hand --delay 0 --seed 7
for n in Ann Bea; do
	$T new-session -d -s "v$n" -x 100 -y 32 \
	    "$env_line $P --join v --name $n; echo NET-EXIT:\$?"
done
k=0
asked=
while [ "$(date +%s)" -lt "$end" ]; do
	k=$((k + 1))
	$T capture-pane -p -t vBea > "$tmp/vBea.cur" 2>/dev/null
	if grep -q 'Do you agree? y/n' "$tmp/vBea.cur"; then
		asked=1
		break
	fi
	answer vBea "$tmp/vBea.cur"
	$T capture-pane -p -t vAnn > "$tmp/vAnn.cur" 2>/dev/null
	# Ann answers, and between her answers asks to take back; the
	# table refuses until she has a decision of her own in the hand
	if [ $((k % 2)) = 0 ] && grep -qE '^(Cut|Your card|Discard|Declare)' \
	    "$tmp/vAnn.cur"; then
		$T send-keys -t vAnn u
	else
		answer vAnn "$tmp/vAnn.cur"
	fi
	sleep 0.05
done
[ -n "$asked" ] && grep -q 'Ann (.*) asks to take back' "$tmp/vBea.cur" &&
    [ -z "$(hand_cards "$tmp/vBea.cur")" ] &&
    pass "u in Ann's window: Bea's asks her, y/n, on a screen with no card" ||
    { cat "$tmp/vBea.cur"; fail "u in Ann's window: Bea's asks her, y/n, on a screen with no card"; }
$T send-keys -t vBea y
until $T capture-pane -p -t vAnn 2>/dev/null | grep -q 'Taken back'; do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
done
$T capture-pane -p -t vAnn | grep -q 'Taken back: the last decision Ann' &&
    grep -q 'Taken back' "$tmp/v.err" &&
    pass "Bea says y: Ann's window says her decision is taken back" ||
    fail "Bea says y: Ann's window says her decision is taken back"
kill "$table" 2>/dev/null

# The end of a hand at a table: its page, the review of the cards Ann
# played (v), and the next deal only once she has read it.
open_table w --seat S=human --name S=Ann --match giro --delay 0 \
    --seed 7
save=$XDG_STATE_HOME/minchiate/table-w.rec
$T new-session -d -s w -x 100 -y 32 \
    "$env_line $P --join w --name Ann; echo NET-EXIT:\$?"
hinted=
while [ "$(date +%s)" -lt "$end" ]; do
	$T capture-pane -p -t w > "$tmp/w.cur" 2>/dev/null
	grep -q 'The end of the hand' "$tmp/w.cur" && break
	if [ -z "$hinted" ] && grep -q '^Your card' "$tmp/w.cur" &&
	    ! grep -q 'A hint is for' "$tmp/w.cur"; then
		# a hint, once, and its page closed; no key is on its way,
		# so Ann is still asked when H comes
		$T send-keys -t w H
		until $T capture-pane -p -t w > "$tmp/w.hint" 2>/dev/null &&
		    grep -qE 'A hint from the expert|A hint is for' \
		    "$tmp/w.hint"; do
			[ "$(date +%s)" -lt "$end" ] || break
			sleep 0.05
		done
		# refused (not asked after all): the next key clears it
		grep -q 'A hint from the expert' "$tmp/w.hint" || continue
		hinted=1
		$T send-keys -t w q
		settled w "$tmp/w.hint"
		continue
	fi
	answer w "$tmp/w.cur" && settled w "$tmp/w.cur"
	sleep 0.05
done
grep -q '^aid hint' "$save" 2>/dev/null &&
    pass "a hint asked at a table elsewhere is kept in the table's record" ||
    fail "a hint asked at a table elsewhere is kept in the table's record"
$T send-keys -t w G	# the page's last lines
until $T capture-pane -p -t w 2>/dev/null | grep -q 'Press v to have'; do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
done
$T capture-pane -p -t w > "$tmp/w.cur"
grep -q 'Press v to have the expert review' "$tmp/w.cur" &&
    pass "a hand ends at a table: its page, with the review offered" ||
    { cat "$tmp/w.cur"; fail "a hand ends at a table: its page, with the review offered"; }
$T send-keys -t w v
until $T capture-pane -p -t w 2>/dev/null | grep -qE 'Of your [0-9]+ cards'
do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
done
$T capture-pane -p -t w > "$tmp/w.review"
grep -qE 'Of your [0-9]+ cards this hand' "$tmp/w.review" &&
    [ "$(grep -c '^hand ' "$save" 2>/dev/null)" = 1 ] &&
    cp "$save" "$tmp/w.hand1" &&
    pass "v reviews the cards Ann played; the table has not dealt on" ||
    { cat "$tmp/w.review"; fail "v reviews the cards Ann played; the table has not dealt on"; }
$T send-keys -t w q
until [ "$(grep -c '^hand ' "$save" 2>/dev/null)" = 2 ]; do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
done
[ "$(grep -c '^hand ' "$save" 2>/dev/null)" = 2 ] &&
    pass "once Ann has read the end of the hand, the table deals the next" ||
    fail "once Ann has read the end of the hand, the table deals the next"
kill "$table" 2>/dev/null

# A table whose owner turned hints off: H says so.
open_table u --seat S=human --name S=Ann --match hand --delay 0 \
    --seed 7 --no-hints
$T new-session -d -s u -x 100 -y 32 \
    "$env_line $P --join u --name Ann; echo NET-EXIT:\$?"
until $T capture-pane -p -t u 2>/dev/null | grep -qE '^(Cut|Your card|Discard)'
do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
done
$T send-keys -t u H
until $T capture-pane -p -t u 2>/dev/null | grep -q 'No hints at this table'
do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
done
$T capture-pane -p -t u | grep -q 'No hints at this table: its owner' &&
    pass "--no-hints: H says the owner turned hints off" ||
    fail "--no-hints: H says the owner turned hints off"
kill "$table" 2>/dev/null

# screen WINDOW FILE: the window's screen now, kept in FILE.
screen() { $T capture-pane -p -t "$1" > "$2" 2>/dev/null; }
# talk FILE: the talk column of a screen (right of its rule), its rows
# joined: a line wrapped there reads as one.
talk() { awk -F '│' 'NF > 1 { print $NF }' "$1" | tr -s ' \n' '  '; }
# see WINDOW REGEX [talk]: until the window shows REGEX (in its talk
# column, with talk), or the deadline; the screen is left in see.WINDOW.
see() {
	until screen "$1" "$tmp/see.$1" && if [ "${3:-}" = talk ]; then
	    talk "$tmp/see.$1"; else cat "$tmp/see.$1"; fi | grep -qE "$2"; do
		[ "$(date +%s)" -lt "$end" ] || return 1
		sleep 0.05
	done
}
# left FILE: the seconds a countdown in the talk says are left.
left() {
	talk "$1" | sed -n 's/.* is away: a computer player takes the seat in \([0-9]*\) s\..*/\1/p'
}
# kill_client WINDOW: the client in the window ends as a dropped
# connection would (the pane's shell is its parent).
kill_client() {
	_sh=$($T list-panes -t "$1" -F '#{pane_pid}' 2>/dev/null)
	for _c in $(ps -o pid= --ppid "$_sh" 2>/dev/null); do
		kill -9 "$_c" 2>/dev/null
	done
}

# The first screen of a person joined before the table deals: whom it
# waits for and in how long, counting down; no "hand 0 of 0", no seat
# without a name.  S there shows this table's match, never the
# statistics in the state directory of the account it runs as (a friend
# come by ssh runs as the host).
open_table f --seat S=human --name S=Ann --seat N=human --name N=Bo \
    --seat E=human --name E=Cy --match giro --delay 0 --countdown 600 \
    --seed 7
$T new-session -d -s f -x 80 -y 24 \
    "$env_line $P --join f --name Ann; echo NET-EXIT:\$?"
see f 'Waiting for (Bo and Cy|Cy and Bo): the table deals in [0-9]+ s' &&
    ! grep -qE 'hand 0 of 0|^(North|East|South|West) +0 cards' "$tmp/see.f" &&
    pass "before the deal, Ann's window names whom the table waits for, and no hand 0" ||
    { cat "$tmp/see.f"; fail "before the deal, Ann's window names whom the table waits for, and no hand 0"; }
first=$(sed -n 's/.*the table deals in \([0-9]*\) s.*/\1/p' "$tmp/see.f")
now=$first
while [ -n "$first" ] && [ "${now:-$first}" -ge "$first" ]; do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
	screen f "$tmp/see.f"
	now=$(sed -n 's/.*the table deals in \([0-9]*\) s.*/\1/p' "$tmp/see.f")
done
[ -n "$first" ] && [ -n "$now" ] && [ "$now" -lt "$first" ] &&
    pass "the table's countdown to the deal goes down in Ann's window ($first s, then $now s)" ||
    fail "the table's countdown to the deal goes down in Ann's window (${first:-none}, then ${now:-none})"
$T send-keys -t f S
see f "Statistics|This table.s match"
if grep -qF -e "$XDG_STATE_HOME" -e "hands.log" -e "Kept in" "$tmp/see.f"; then
	cat "$tmp/see.f"
	fail "S at a table joined shows this account's own statistics"
else
	grep -q "This table.s match" "$tmp/see.f" &&
	    pass "S at a table joined shows its match, not this account's statistics" ||
	    { cat "$tmp/see.f"; fail "S at a table joined shows its match, not this account's statistics"; }
fi
$T send-keys -t f q
kill "$table" 2>/dev/null

# A person gone from the table: at 80x24 Ann's window says who, at which
# seat, and counts his seat's seconds down, whole in its talk column;
# once a computer player plays for him his seat says so, until he comes
# back.
cd_s=$((8 * TEST_SLOW))
open_table g --seat S=human --name S=Ann --seat N=human --name N=Bo \
    --match hand --delay 0 --countdown "$cd_s" --seed 7
for n in Ann Bo; do
	$T new-session -d -s "g$n" -x 80 -y 24 \
	    "$env_line $P --join g --name $n; echo NET-EXIT:\$?"
done
see gAnn '^ Minchiate  hand 1 of 1'
kill_client gBo
cd1=
until screen gAnn "$tmp/g.cur" && cd1=$(left "$tmp/g.cur") &&
    [ -n "$cd1" ]; do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
done
talk "$tmp/g.cur" | grep -qE 'Bo \((North|East|South|West)\) is away: a computer player takes the seat in [0-9]+ s\.' &&
    pass "Bo's client killed: Ann's window says Bo is away, his seat, and its seconds left" ||
    { cat "$tmp/g.cur"; fail "Bo's client killed: Ann's window says Bo is away, his seat, and its seconds left"; }
cd2=$cd1
while [ -n "$cd1" ] && [ "${cd2:-0}" -ge "$cd1" ]; do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
	screen gAnn "$tmp/g.cur"
	cd2=$(left "$tmp/g.cur")
done
[ -n "$cd1" ] && [ -n "$cd2" ] && [ "$cd2" -lt "$cd1" ] &&
    pass "the countdown of Bo's seat goes down in Ann's window ($cd1 s, then $cd2 s)" ||
    fail "the countdown of Bo's seat goes down in Ann's window (${cd1:-none}, then ${cd2:-none})"
# Ann plays on until the computer player has Bo's seat
marked=
while [ "$(date +%s)" -lt "$end" ]; do
	screen gAnn "$tmp/g.cur"
	if grep -q '(computer)' "$tmp/g.cur"; then
		marked=1
		break
	fi
	answer gAnn "$tmp/g.cur" && settled gAnn "$tmp/g.cur"
	sleep 0.05
done
[ -n "$marked" ] &&
    talk "$tmp/g.cur" | grep -qE 'Bo \((North|East|South|West)\) is away: a computer player plays the seat until Bo joins again\.' &&
    pass "a computer player plays for Bo: his seat is marked (computer), and the talk says until when" ||
    { cat "$tmp/g.cur"; fail "a computer player plays for Bo: his seat is marked (computer), and the talk says until when"; }
$T new-session -d -s gBo2 -x 80 -y 24 \
    "$env_line $P --join g --name Bo; echo NET-EXIT:\$?"
until screen gAnn "$tmp/g.cur" && ! grep -q '(computer)' "$tmp/g.cur" &&
    ! talk "$tmp/g.cur" | grep -q 'Bo (.*) is away'; do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
done
[ -n "$marked" ] && ! grep -q '(computer)' "$tmp/g.cur" &&
    ! talk "$tmp/g.cur" | grep -q 'Bo (.*) is away' &&
    pass "Bo back: his seat's mark and the countdown's line are gone" ||
    { cat "$tmp/g.cur"; fail "Bo back: his seat's mark and the countdown's line are gone"; }

# The table closes (a signal): Ann's client leaves with what it said,
# status 1, never the bare "the table closed".
$T kill-session -t gAnn 2>/dev/null
$T new-session -d -s gAnn2 -x 80 -y 24 \
    "$env_line $P --join g --name Ann 2> $tmp/gAnn.stderr; echo \$? > $tmp/gAnn.exit"
see gAnn2 '^ Minchiate  hand 1 of 1'
kill "$table" 2>/dev/null
until [ -s "$tmp/gAnn.exit" ]; do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
done
[ "$(cat "$tmp/gAnn.exit" 2>/dev/null)" = 1 ] &&
    grep -q '^minchiate: ' "$tmp/gAnn.stderr" &&
    ! grep -qx 'minchiate: the table closed' "$tmp/gAnn.stderr" &&
    pass "the table closing: Ann's client says what it said as it closed, status 1" ||
    fail "the table closing: Ann's client says what it said as it closed, status 1 (exit $(cat "$tmp/gAnn.exit" 2>/dev/null): $(cat "$tmp/gAnn.stderr" 2>/dev/null))"

# A table that refuses at once and closes (too many connections): the
# refusal is said, however the hello went, never "the table closed",
# and without the protocol's version.
open_table h --seat S=human --name S=Ann --match hand --countdown 600 \
    --seed 7
: > "$tmp/h.pids"
i=0
while [ "$i" -lt 20 ]; do
	i=$((i + 1))
	"$P" --watch h --script < /dev/null > /dev/null 2>&1 &
	echo $! >> "$tmp/h.pids"
done
# until the table has refused some of them: it is full for this user
live=20
while [ "$live" = 20 ] && [ "$(date +%s)" -lt "$end" ]; do
	sleep 0.05
	live=0
	for pid in $(cat "$tmp/h.pids"); do
		kill -0 "$pid" 2>/dev/null && live=$((live + 1))
	done
done
$T new-session -d -s h -x 80 -y 24 \
    "$env_line sh -c 'i=0; while [ \$i -lt 20 ]; do i=\$((i + 1)); $P --watch h; done' 2> $tmp/h.tries; echo NET-EXIT:\$?"
until [ "$(cat "$tmp/h.tries" 2>/dev/null | grep -c .)" -ge 20 ]; do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
done
said=$(sort -u "$tmp/h.tries")
[ "$(grep -c . "$tmp/h.tries")" = 20 ] && [ "$(echo "$said" | wc -l)" = 1 ] &&
    [ "$said" != "minchiate: the table closed" ] &&
    ! echo "$said" | grep -qE '^minchiate: [0-9]|refused' &&
    pass "a table that refuses at once: 20 tries, each says why ($said)" ||
    { sort "$tmp/h.tries" | uniq -c; fail "a table that refuses at once: 20 tries, each says why"; }
for pid in $(cat "$tmp/h.pids"); do kill "$pid" 2>/dev/null; done
kill "$table" 2>/dev/null

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

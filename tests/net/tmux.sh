#!/bin/sh
# tmux.sh -- the real terminal joined to a table: a person's window
# (--join) and a watcher's (--watch) on one table with three computer
# players.  While they act, every screen each window shows is kept; at
# the end, each of the person's screens shows no card in his hand area
# that his seat did not hold (his plays and discards, from the table's
# record), and the watcher's never shows a hand at all (R9.1).  The
# person answers as a newcomer would: Enter, y, a cut of 40, and the
# cards in turn when he must discard.  Waits have deadlines, never fixed
# sleeps.
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

"$P" --table t --seat S=human --name S=Ann --match hand --delay 60 \
    --seed 7 2> "$tmp/table.err" &
table=$!
end=$(( $(date +%s) + limit ))
until grep -q "open at" "$tmp/table.err" 2>/dev/null; do
	[ "$(date +%s)" -lt "$end" ] || break
	sleep 0.05
done
env_line="env HOME=$HOME XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR XDG_STATE_HOME=$XDG_STATE_HOME XDG_CONFIG_HOME=$XDG_CONFIG_HOME LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=tmux-256color"
$T start-server \; set-option -g remain-on-exit on \; \
    new-session -d -s ann -x 100 -y 32 \
    "$env_line $P --join t --name Ann; echo NET-EXIT:\$?" \; \
    new-session -d -s watch -x 100 -y 32 \
    "$env_line $P --watch t; echo NET-EXIT:\$?"

# Every screen of both windows while the match goes on; the person
# answers whatever he is asked with Enter, or y to a warning.
k=0
while kill -0 "$table" 2>/dev/null && [ "$(date +%s)" -lt "$end" ]; do
	k=$((k + 1))
	$T capture-pane -p -t ann > "$tmp/ann.$k" 2>/dev/null
	$T capture-pane -p -t watch > "$tmp/watch.$k" 2>/dev/null
	if grep -q 'y/n' "$tmp/ann.$k"; then
		$T send-keys -t ann y
	elif grep -q '^Cut [0-9]* cards' "$tmp/ann.$k"; then
		$T send-keys -t ann 4 0 Enter		# the same cut each time
	elif grep -q '^Discard [0-9]* card' "$tmp/ann.$k"; then
		$T send-keys -t ann Space l Enter	# the cards in turn
	elif grep -qE 'Enter|^Choose ' "$tmp/ann.$k"; then
		$T send-keys -t ann Enter
	fi
	sleep 0.05
done
kill -0 "$table" 2>/dev/null && { fail "the match ends"; kill "$table"; } ||
    pass "a person and a watcher at a table: the match ends ($k screens each)"

rec=$(ls "$XDG_STATE_HOME"/minchiate/matches/*.rec 2>/dev/null | head -1)
# Her seat in the hand, as her window names it (the draw seats people).
seat=$(cat "$tmp"/ann.* | sed -n 's/^\(North\|East\|South\|West\) Ann (you).*/\1/p' |
    sort -u | cut -c1)
# The cards Ann's seat held: those it played or discarded.
awk -v s="$seat" '($1 == "play" || $1 == "discard") && $2 == s {
	for (i = 3; i <= NF; i++) print $i }' "$rec" 2>/dev/null |
    sort -u > "$tmp/held"
[ -n "$seat" ] && [ "$(wc -l < "$tmp/held")" -ge 21 ] &&
    pass "the record names Ann's seat ($seat) and its cards" ||
    fail "the record names Ann's seat and its cards"

# A hand area's hidden cards: the rows under the side rows (NS, EW), up
# to the first blank row, less the cards marked face up (*), which every
# seat sees (a fallen player's open hand, chosen from, R6.11).
hand_cards() {
	awk '/^(NS|EW) / { side++; next }
	    side == 2 && /^ *$/ { exit }
	    side == 2 { print }' "$1" | cut -c1-64 | tr -s ' ' '\n' |
	    tr -d '[]' | grep -E '^([0-9]+|[RDCF])[cdsb]$|^T[0-9]+$|^M$'
}
bad=0
shown=0
for f in "$tmp"/ann.*; do
	hand_cards "$f" | sort -u > "$tmp/cards"
	[ -s "$tmp/cards" ] && shown=$((shown + 1))
	if [ -n "$(comm -23 "$tmp/cards" "$tmp/held")" ]; then
		bad=$((bad + 1))
		[ "$bad" = 1 ] && { echo "  $f:"; comm -23 "$tmp/cards" \
		    "$tmp/held"; }
	fi
done
[ "$bad" = 0 ] && [ "$shown" -gt 10 ] &&
    pass "Ann's window: $shown screens with her hand, none with a card not hers" ||
    fail "Ann's window: $bad of its screens show a card not hers ($shown with a hand)"
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

# The end: the person's window says the match is over; q leaves, 0.
$T send-keys -t ann q 2>/dev/null
end=$(( $(date +%s) + limit ))
until $T capture-pane -p -J -S - -t ann 2>/dev/null | grep -q 'NET-EXIT:'; do
	[ "$(date +%s)" -lt "$end" ] || break
	$T send-keys -t ann q 2>/dev/null
	sleep 0.1
done
$T capture-pane -p -J -S - -t ann | grep -q 'NET-EXIT:0' &&
    pass "the person's window leaves with status 0 at the end" ||
    { $T capture-pane -p -J -S - -t ann | grep -v '^ *$' | tail -5; fail "the person's window leaves with status 0 at the end"; }

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

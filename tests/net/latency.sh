#!/bin/sh
# latency.sh -- how soon a card played at one terminal shows at the
# others: a key goes to Ann's window (a person at a table, NEW's
# client), and the time is taken until each of two watchers' windows
# has redrawn, one OLD's client and one NEW's, both watching the table
# at the same time, so each press is measured for both.  Ann's own
# window is the baseline: the same polling, no socket between.  Prints
# every press and the medians, in ms.  The computer players wait
# --delay 700 between moves, so that nothing else redraws meanwhile.
# Not run by make test: it measures, it does not judge.
# usage: tests/net/latency.sh OLD NEW [PRESSES]	(9 presses by default)
# e.g.:	git archive 43fc568 | tar -x -C /tmp/old &&
#	make -C /tmp/old O=/tmp/old/build &&
#	sh tests/net/latency.sh /tmp/old/build/minchiate build/minchiate
set -u
OLD=$1
NEW=$2
N=${3:-9}
dir=$(dirname "$0")
. "$dir/../env.sh"
tmp=$test_root/latency
mkdir -p "$tmp"
T="tmux -L minchiate-latency.$$ -f /dev/null"
table=
trap '$T kill-server 2>/dev/null; [ -z "$table" ] || kill "$table" 2>/dev/null; test_cleanup' EXIT
trap 'exit 2' INT TERM HUP PIPE
end=$(( $(date +%s) + 600 * ${TEST_SLOW:-1} ))

# ms: milliseconds of a clock that only goes forward.
ms() { echo $(( $(date +%s%N) / 1000000 )); }
# median: of the numbers on standard input, one a line.
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "-";
	else if (NR % 2) print v[(NR + 1) / 2];
	else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# grab: the three windows' screens, in one call to tmux.
grab() {
	$T capture-pane -t ann -b a \; save-buffer -b a "$tmp/ann" \; \
	    capture-pane -t old -b o \; save-buffer -b o "$tmp/old" \; \
	    capture-pane -t new -b n \; save-buffer -b n "$tmp/new" \
	    2>/dev/null
}

"$NEW" --table lat --seat S=human --name S=Ann --match giro \
    --delay 700 --seed 7 2> "$tmp/table.err" &
table=$!
until grep -q "open at" "$tmp/table.err" 2>/dev/null; do
	[ "$(date +%s)" -lt "$end" ] || { echo "no table" >&2; exit 1; }
	sleep 0.05
done
env_line="env HOME=$HOME XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR XDG_STATE_HOME=$XDG_STATE_HOME XDG_CONFIG_HOME=$XDG_CONFIG_HOME TMPDIR=$TMPDIR LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=tmux-256color"
$T start-server \; set-option -g remain-on-exit on \; \
    new-session -d -s old -x 80 -y 24 "$env_line $OLD --watch lat" \; \
    new-session -d -s new -x 80 -y 24 "$env_line $NEW --watch lat" \; \
    new-session -d -s ann -x 80 -y 24 "$env_line $NEW --join lat --name Ann"

echo "press  ann(own)  old  new   (ms from the key to the window redrawn)"
k=0
: > "$tmp/times"
while [ "$k" -lt "$N" ] && [ "$(date +%s)" -lt "$end" ]; do
	# a page over a table (the end of a hand) is closed
	for w in ann old new; do
		$T capture-pane -p -t $w 2>/dev/null | grep -q 'Space, q: back' &&
		    $T send-keys -t $w q
	done
	$T capture-pane -p -t ann > "$tmp/ask" 2>/dev/null
	if ! grep -q '^Your card' "$tmp/ask"; then
		# Ann answers what else she is asked as a newcomer would
		if grep -q '^Cut [0-9]* cards' "$tmp/ask"; then
			$T send-keys -t ann 4 0 Enter
		elif grep -q '^Discard [0-9]* card' "$tmp/ask"; then
			$T send-keys -t ann Space l Enter
		elif grep -qE 'y/n' "$tmp/ask"; then
			$T send-keys -t ann n
		elif grep -qE 'Enter|^Choose |Space' "$tmp/ask"; then
			$T send-keys -t ann Enter
		fi
		sleep 0.2
		continue
	fi
	# all three settled on the same frame: nothing else is drawing
	grab
	cp "$tmp/ann" "$tmp/ann.0"; cp "$tmp/old" "$tmp/old.0"
	cp "$tmp/new" "$tmp/new.0"
	sleep 0.3
	grab
	cmp -s "$tmp/ann" "$tmp/ann.0" && cmp -s "$tmp/old" "$tmp/old.0" &&
	    cmp -s "$tmp/new" "$tmp/new.0" || continue
	t0=$(ms)
	$T send-keys -t ann Enter
	ta= to= tn=
	while [ -z "$ta" ] || [ -z "$to" ] || [ -z "$tn" ]; do
		grab
		now=$(ms)
		[ -n "$ta" ] || cmp -s "$tmp/ann" "$tmp/ann.0" || ta=$((now - t0))
		[ -n "$to" ] || cmp -s "$tmp/old" "$tmp/old.0" || to=$((now - t0))
		[ -n "$tn" ] || cmp -s "$tmp/new" "$tmp/new.0" || tn=$((now - t0))
		# a card warned of (a first match's warnings): y plays it,
		# and the time runs from y
		if [ -z "$to$tn" ] && grep -q 'y/n' "$tmp/ann"; then
			cp "$tmp/ann" "$tmp/ann.0"
			t0=$(ms)
			$T send-keys -t ann y
			ta=
		fi
		[ $((now - t0)) -lt 5000 ] || break
	done
	k=$((k + 1))
	printf '%5d  %8s  %3s  %3s\n' "$k" "${ta:--}" "${to:--}" "${tn:--}"
	echo "${ta:-} ${to:-} ${tn:-}" >> "$tmp/times"
done
printf 'median %8s  %3s  %3s   (%d presses)\n' \
    "$(awk '$1 != "" { print $1 }' "$tmp/times" | median)" \
    "$(awk '$2 != "" { print $2 }' "$tmp/times" | median)" \
    "$(awk '$3 != "" { print $3 }' "$tmp/times" | median)" "$k"

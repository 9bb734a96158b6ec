#!/bin/sh
# abuse.sh -- the table under abuse: SIGKILL at random moments while the
# computer players play and save (the save must always replay), storms of
# random keys, clicks and resizes (no crash, a legal game, a clean quit),
# and a whole hand under valgrind.  Sizes come from the environment so
# that `make test` runs short budgets and a long run can be asked for.
# The moments are random in the game, not in time: a kill comes after a
# random number of cards saved, and every wait is on what the program
# shows or writes (lib.sh), so a slow machine changes nothing.
# usage: tests/tui/abuse.sh PROGRAM
set -u
P=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")" || exit 1
. ./lib.sh
tmp=$test_root/t
mkdir "$tmp" || exit 2
own="XDG_STATE_HOME=$tmp/state XDG_CONFIG_HOME=$tmp/.config HOME=$tmp"
KILLS=${KILLS:-15}
KEYS=${KEYS:-1500}
RESIZES=${RESIZES:-100}
stop_server() { tui_stop; }
save=$tmp/state/minchiate/match.rec
bots="--seat S=easy --seat E=easy --seat N=easy --seat W=easy"
rand=12345
random() {	# N: a number below N, from a fixed sequence
	rand=$(( (rand * 1103515245 + 12345) % 2147483648 ))
	echo $(( rand / 65536 % $1 ))
}

# --- SIGKILL while playing and saving: the save always replays --------
plays() { n=$(grep -c '^play' "$save" 2>/dev/null); echo "${n:-0}"; }
# The save holds $target cards played; the end of a hand waits for a
# key: go on to the next one.
saved_enough() {
	[ "$(plays)" -ge "$target" ] && return 0
	tui_dead && return 0
	tui_screen | grep -q 'The end of the hand' && tui_keys Space
	return 1
}
bad=0
i=0
while [ "$i" -lt "$KILLS" ]; do
	# a new set well before this one could end (12 hands, 1008 cards)
	[ "$(plays)" -lt 600 ] || rm -f "$save" "$save.bak"
	target=$(( $(plays) + 1 + $(random 20) ))
	tui_start 80 24 "env $own $P -s 9 --delay 0 $bots --match set --resume"
	tui_until saved_enough ||
	    { tui_screen; echo "no card saved in time ($(plays) of $target)"; }
	# the computer players play on and save as the kill comes
	pkill -KILL -P "$($TUI_T list-panes -t t -F '#{pane_pid}')"
	stop_server
	if [ -e "$save" ] && ! "$P" --replay "$save" > /dev/null 2> "$tmp/err"; then
		bad=$((bad + 1)); cat "$tmp/err"; cp "$save" "$tmp/bad-$i.rec"
	fi
	i=$((i + 1))
done
plays=$(grep -c '^play' "$save" 2>/dev/null || echo 0)
[ "$bad" -eq 0 ] && [ "$plays" -gt 0 ] &&
    pass "SIGKILL $KILLS times while playing and saving: the save always replays ($plays cards played)" ||
    fail "SIGKILL: $bad of $KILLS saves do not replay"

# --- a storm of keys, clicks and resizes ---------------------------------
stop_server; rm -rf "$tmp/state"
tui_start 80 24 "env $own $P -s 5 --delay 0 --seat S=human --seat N=human --match giro 2> $tmp/storm.err"
tui_wait 'Cut .*cards|Your card|Discard|Pass the keyboard' && tui_idle
set -- Left Right Up Down Enter Space Escape BSpace Tab PPage NPage Home End \
    F1 a b c d f g h j k l m n o r t x X y 1 2 T M R D C F s 0 9 '?'
n=$#
i=0
while [ "$i" -lt "$KEYS" ]; do
	batch=""
	for _ in 1 2 3 4 5 6 7 8 9 10; do
		k=$(( $(random "$n") + 1 ))
		eval key=\${$k}
		batch="$batch $key"
	done
	# sent as fast as tmux takes them, not waiting for the program
	# shellcheck disable=SC2086
	$TUI_T send-keys -t t $batch
	[ $(( i % 200 )) -eq 0 ] && tui_resize $(( 50 + $(random 120) )) $(( 15 + $(random 45) ))
	[ $(( i % 50 )) -eq 0 ] && tui_click "$(random 79)" "$(random 23)"
	i=$((i + 10))
done
# Alive: a small size is told, and then every key has been read.
tui_resize 60 20
if tui_wait 'needs 80x24' && tui_idle && ! tui_dead; then
	pass "$KEYS random keys, clicks and resizes: still running"
else tui_all | tail -5; fail "$KEYS random keys, clicks and resizes: the program died"; fi
# Resize storm: many resizes in a second, then the right final screen,
# after a small one (what was drawn before cannot pass for it).
i=0
while [ "$i" -lt "$RESIZES" ]; do
	tui_resize $(( 60 + $(random 100) )) $(( 18 + $(random 40) ))
	i=$((i + 1))
done
tui_resize 60 20
tui_wait 'needs 80x24'
tui_resize 80 24
drawn() {
	! tui_screen | grep -q 'needs 80x24' &&
	    tui_screen | grep -qE 'Table talk|Help|The |Pass the keyboard|lines [0-9]'
}
if tui_until drawn && tui_idle; then
	pass "after $RESIZES resizes the screen is drawn for 80x24"
else tui_screen | sed 's/^/  | /'; fail "after $RESIZES resizes the screen is drawn for 80x24"; fi
# Out of whatever page the storm left open, then q: a few times at most.
for i in 1 2 3 4 5 6; do
	tui_dead && break
	tui_keys Escape q
	tui_idle
done
st=$(tui_exit_status)
[ "$st" = 0 ] && pass "after the storms the program quits cleanly" ||
    { tui_all | tail -5; fail "after the storms the program quits cleanly (exit '$st')"; }
[ ! -s "$tmp/storm.err" ] || { cat "$tmp/storm.err"; fail "the storm left errors"; }
if [ -e "$save" ] && "$P" --replay "$save" > /dev/null 2>&1; then
	pass "after the storms the saved game is legal (it replays)"
else fail "after the storms the saved game is legal (it replays)"; fi
stop_server

# --- a whole hand under valgrind -----------------------------------------
if command -v valgrind > /dev/null 2>&1 && [ "${VALGRIND:-1}" = 1 ]; then
	stop_server; rm -rf "$tmp/state"
	tui_start 80 24 "env $own valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --log-file=$tmp/vg.log $P -s 7 --delay 0 $bots --match hand"
	tui_wait 'The end of the hand' 6000
	tui_keys Space
	st=$(tui_exit_status)
	if [ "$st" = 0 ] && ! grep -q 'definitely lost: [1-9]\|ERROR SUMMARY: [1-9]' "$tmp/vg.log"; then
		pass "valgrind: a whole hand at the table, no error, nothing definitely lost"
	else cat "$tmp/vg.log" | head -30; fail "valgrind: a whole hand at the table (exit '$st')"; fi
	stop_server
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

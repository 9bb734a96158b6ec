#!/bin/sh
# saves.sh -- a match is never lost, tried as an unlucky user would: a
# save that cannot be put away, a broken save with a good backup, a
# signal on the last page of a match, temporary saves a killed table
# left, a file size limit, Ctrl-\, a FIFO where the settings should be.
# The real program in a private tmux server; every wait has a deadline.
# usage: tests/tui/saves.sh PROGRAM
set -u
P=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")" || exit 1
. ./lib.sh
tmp=$test_root/t
mkdir "$tmp" || exit 2
BOTS="--seat S=easy --seat E=easy --seat N=easy --seat W=easy --delay 0"
cases=0

# A fresh home of the test's own for each case: state, settings, runtime.
fresh() {
	tui_stop
	cases=$((cases + 1))
	H=$tmp/home$cases
	S=$H/state/minchiate
	mkdir -p "$H/run" && chmod 700 "$H/run"
}
# start COMMAND...: the program (or a shell line) in this case's home;
# after it ends, whether the terminal was left cooked or raw.
start() {
	tui_start 80 24 "env HOME=$H XDG_STATE_HOME=$H/state \
XDG_CONFIG_HOME=$H/config XDG_RUNTIME_DIR=$H/run $*; st=\$?; \
stty -a | grep -q -- '-icanon' && echo TTY-RAW || echo TTY-COOKED; \
(exit \$st)"
}
# The text of the whole pane, history included.
all() { tui_all; }
# Waits for a line of what the program said at its end.
said() { tui_wait "$1" 300 all; }
# The exit status the program ended with.
status() { tui_exit_status; }
# A match of four computer players, ended by SIGTERM on the end of hand
# N of the set (the pages before it read with Space): saved to resume.
match_at_hand() {	# N
	start "$P -s 3 $BOTS --match set"
	k=0
	until tui_screen | grep -qE "^Hand $1 of 12\."; do
		tui_wait "The end of the hand" 600 || return 1
		tui_screen | grep -qE "^Hand $1 of 12\." && break
		before=$(second_line)
		tui_keys Space
		tui_until next_hand
		k=$((k + 1)); [ "$k" -gt 12 ] && return 1
	done
	kill -TERM "$(table_pid)"
	said 'The match is saved in'
}
second_line() { tui_screen | sed -n 2p; }
next_hand() { [ "$(second_line)" != "$before" ]; }
# The program's process, from the lock it holds on the state directory.
table_pid() { cat "$S/lock" 2>/dev/null; }

# --- a save that cannot be put away stops the table -------------------
fresh
if match_at_hand 2; then
	cp "$S/match.rec" "$tmp/kept.rec"; cp "$S/match.rec.bak" "$tmp/kept.bak"
	: > "$S/matches"	# a file where the archive should be
	start "$P $BOTS --new"
	if said 'TUI-EXIT:' && [ "$(status)" = 1 ] &&
	    all | grep -q 'no new match was started' &&
	    cmp -s "$S/match.rec" "$tmp/kept.rec" &&
	    cmp -s "$S/match.rec.bak" "$tmp/kept.bak"
	then pass "--new: a save that cannot be put away is kept, no match starts, exit 1"
	else all | tail -5; fail "--new: a save that cannot be put away is kept, no match starts, exit 1"; fi
	start "$P $BOTS"
	tui_wait 'Resume it\?' 300 && tui_keys n
	if said 'TUI-EXIT:' && [ "$(status)" = 1 ] &&
	    all | grep -q 'no new match was started' &&
	    cmp -s "$S/match.rec" "$tmp/kept.rec"
	then pass "n at the question: a save that cannot be put away is kept, exit 1"
	else all | tail -5; fail "n at the question: a save that cannot be put away is kept, exit 1"; fi
else
	fail "a match of computer players reaches its second hand"
fi

# --- a broken save: set aside, its backup offered ---------------------
fresh
if match_at_hand 2; then
	printf 'minchiate-record 1\nnonsense\n' > "$S/match.rec"
	start "$P $BOTS"
	if tui_wait 'its backup: the save was broken.*hand 2 of 12' 300
	then pass "a broken save: its backup is offered, at its hand"
	else fail "a broken save: its backup is offered, at its hand"; fi
	tui_keys y
	tui_wait '[Hh]and 3 of 12' 300 && kill -TERM "$(table_pid)"
	if said 'The match is saved in' &&
	    grep -q nonsense "$S/match.rec.broken" &&
	    "$P" --replay "$S/match.rec" > /dev/null 2>&1
	then pass "a broken save: set aside as .broken, the backup resumed and saved"
	else all | tail -5; fail "a broken save: set aside as .broken, the backup resumed and saved"; fi
else
	fail "a match of computer players reaches its second hand (2)"
fi

# --- a signal on the last page of a match -----------------------------
for sig in HUP TERM; do
	fresh
	start "$P -s 5 $BOTS --match hand"
	if tui_wait 'The end of the hand' 600; then
		kill -"$sig" "$(table_pid)"
		said 'TUI-EXIT:'
		n=$(ls "$S/matches" 2>/dev/null | grep -c '\.rec$')
		if [ "$(status)" = 0 ] && [ "$n" = 1 ] &&
		    all | grep -q 'The match is over; its record is kept in' &&
		    [ ! -e "$S/match.rec" ] && ! ls "$S" | grep -q broken
		then pass "SIG$sig on the last page: the finished match goes to matches/"
		else all | tail -5; ls -la "$S"; fail "SIG$sig on the last page: the finished match goes to matches/"; fi
	else
		fail "SIG$sig: the hand of computer players ends"
	fi
done

# --- temporary saves a killed table left are removed -----------------
fresh
mkdir -p "$S/matches" && chmod 700 "$H/state" "$S"
for f in match.rec.Xy12Zw match.rec.bak.999999.0 matches/old.rec.Ab34Cd; do
	echo stale > "$S/$f"
done
start "$P -s 7 $BOTS --match hand"
if tui_wait '[Hh]and 1 of 1' 300 && [ ! -e "$S/match.rec.Xy12Zw" ] &&
    [ ! -e "$S/match.rec.bak.999999.0" ] && [ ! -e "$S/matches/old.rec.Ab34Cd" ]
then pass "stale temporary saves are removed at start"
else ls -la "$S" "$S/matches"; fail "stale temporary saves are removed at start"; fi
tui_keys q q
said 'TUI-EXIT:'

# --- a file size limit: a failed save, said, the terminal cooked ------
fresh
ONE="--seat S=human --seat E=easy --seat N=easy --seat W=easy"
start "sh -c 'ulimit -f 1; exec $P -s 7 $ONE --match set'"
if tui_wait 'NOT SAVED' 300 && tui_wait 'Not saved: File too large\.' 100
then pass "ulimit -f: the table says Not saved, the reason whole"
else fail "ulimit -f: the table says Not saved, the reason whole"; fi
tui_quit
if said 'TTY-' && [ "$(status)" = 1 ] &&
    all | grep -q 'minchiate: NOT saved: .*File too large' &&
    all | grep -q TTY-COOKED &&
    [ -z "$(ls "$S" | grep -E '^match\.rec\.[A-Za-z0-9]{6}$')" ]
then pass "ulimit -f: NOT saved at the end, exit 1, no temporary file, the terminal cooked"
else all | tail -5; ls -la "$S"; fail "ulimit -f: NOT saved at the end, exit 1, no temporary file, the terminal cooked"; fi

# --- Ctrl-\ (SIGQUIT) saves and ends as Ctrl-C does -------------------
fresh
start "$P -s 7 $ONE --match hand"
tui_wait 'Cut .*cards' 300
tui_keys 'C-\'
if said 'TTY-' && [ "$(status)" = 0 ] &&
    all | grep -q 'The match is saved in' && all | grep -q TTY-COOKED
then pass "Ctrl-\\: the match saved, exit 0, the terminal cooked"
else all | tail -5; fail "Ctrl-\\: the match saved, exit 0, the terminal cooked"; fi

# --- a FIFO where the settings are: named, never waited on -----------
fresh
mkdir -p "$H/config/minchiate" && mkfifo "$H/config/minchiate/config"
start "$P -s 7"
if tui_wait 'config: not a regular' 300
then pass "a FIFO for the settings: named on the setup screen, not waited on"
else fail "a FIFO for the settings: named on the setup screen, not waited on"; fi
tui_keys q
said 'TUI-EXIT:'

# --- a first match keeps its warnings when it is resumed ---------------
# (on in a first match; the record notes them, so the save carries them,
# and a w pressed stays too)
fresh
start "$P -s 7 $ONE --match hand --delay 0"
tui_wait 'Cut .*cards' 300 && tui_idle && tui_quit
said 'The match is saved in'
# resumes the match and presses w: what the warnings are now
resumed_w() {
	start "$P --delay 0"
	tui_wait 'Resume it\?' 300 && tui_idle && tui_keys y &&
	    tui_wait 'Cut .*cards' 300 && tui_idle && tui_keys w
}
resumed_w
if tui_wait 'gives points away: off' 100 &&
    grep -qx '# table: warnings on' "$S/match.rec"
then pass "a first match resumed: its warnings still on"
else all | tail -5; fail "a first match resumed: its warnings still on"; fi
tui_idle && tui_quit
said 'The match is saved in'
resumed_w
if tui_wait 'gives points away: on' 100
then pass "warnings turned off (w): off still after a resume"
else all | tail -5; fail "warnings turned off (w): off still after a resume"; fi
tui_idle && tui_quit
said 'TUI-EXIT:'

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/bin/sh
# table.sh -- the table as a newcomer meets it: each screen tells one
# moment, the words are true of it, nothing is cut or lost.  The real
# program in a private tmux server (lib.sh); run by tests/tui/run.sh.
# usage: tests/tui/table.sh PROGRAM
set -u
P=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")" || exit 1
. ./lib.sh
tmp=$test_root/table
mkdir "$tmp" || exit 2
own="XDG_STATE_HOME=$tmp/state XDG_CONFIG_HOME=$tmp/.config HOME=$tmp"
run() {	# COLS ROWS ARGS...: a new program, a fresh state
	c=$1; r=$2; shift 2
	tui_stop
	rm -rf "$tmp/state" "$tmp/.config"
	tui_start "$c" "$r" "env $own $P $*"
}
# ok NAME COMMAND...: a test passes when COMMAND does; else the screen.
ok() {
	_name=$1; shift
	if "$@"; then pass "$_name"
	else tui_screen | sed 's/^/  | /'; fail "$_name"; fi
}
shows() { tui_screen | grep -qE "$1"; }
lacks() { ! tui_screen | grep -qE "$1"; }
talk() { tui_screen | sed 's/^.*│//'; }	# the talk, right of its line

# --- the deal told: every part of the screen at the same moment -------
run 80 24 -s 7 --seat S=human --match hand --delay 10000
tui_wait 'Cut .*cards' && tui_idle
tui_keys Enter
tui_wait 'cuts [0-9]+ cards'
no_deal_talk() { ! talk | grep -qE 'announces|deals ten|face up'; }
no_cards() {	# every seat's label: "0 cards"
	[ "$(tui_screen | grep -oE '(human|normal) [0-9]+ cards?' |
	    sed 's/.* \([0-9]*\) .*/\1/' | sort -u)" = 0 ]
}
ok "deal: at the cut, the talk has not yet told the deal" no_deal_talk
ok "deal: at the cut, nobody holds a card yet" no_cards
ok "deal: the status line says the deal" shows 'dealer North  the deal'
ok "deal: nobody is asked while it is told" lacks 'Discard [0-9]+ card|is to act'
tui_keys Space
tui_wait 'Discard [0-9]+ card'
ok "deal: after it, the talk has it all" shows 'announces the folla'
tui_stop

# --- the draw: the talk says where it seats the player -----------------
run 80 24 -s 7 --seat S=human --match hand --delay 0
tui_wait 'Cut .*cards' && tui_idle
seat=$(tui_screen | sed -n 's/^\([A-Z][a-z]*\) tester (you).*/\1/p')
ok "draw: the player sits at East, not where he sat down" [ "$seat" = East ]
talk_words() { talk | tr -d ' \n'; }	# the talk, read without spaces
ok "draw: the talk says so, with every seat (R4.1)" tui_wait \
    'Seats:CosimoatSouth,youatEast,BiancaatNorth,LorenzoatWest\.' 0 talk_words
tui_stop

# --- setup: a name typed stays through a change of player and back ---
run 80 24 --delay 0
tui_wait 'Start the match' && tui_idle
tui_keys k k k k k k k k k k k k k k k k
tui_idle && tui_keys n
tui_idle && tui_text Ada
tui_idle && tui_keys Enter
tui_wait '^ *South +Ada ' && tui_idle && tui_keys Right
tui_wait '^ *South +[A-Za-z]+ +random' && tui_idle && tui_keys Left
ok "setup: a name typed comes back with its player" \
    tui_wait '^ *South +Ada +human'
tui_idle && tui_keys j j n
tui_idle && tui_text Deep
tui_idle && tui_keys Enter
tui_wait '^ *North +Deep ' && tui_idle && tui_keys Right
ok "setup: a computer player's name typed stays through its levels" \
    tui_wait '^ *North +Deep +hard'
tui_keys q
tui_stop

# --- an export: its message whole, however long the path --------------
run 80 24 -s 7 --seat S=human --match hand --delay 0
tui_wait 'Cut .*cards' && tui_idle && tui_keys x
tui_wait 'Exported to' && tui_idle
f=$(ls "$tmp"/state/minchiate/hand-*.rec 2>/dev/null | head -n 1)
ok "export: the message names the whole path" \
    tui_wait_words "Exported to $f \\(minchiate --replay reads it\\)\\."
tui_keys q
tui_wait 'Cut .*cards' && tui_idle
ok "export: closing the message, the table again" shows 'Cut .*cards'
tui_stop

# --- an undo: the talk reads as the hand now stands --------------------
# (a resumed match: its talk read from the save, then a card taken back)
# (no warnings: the card under the cursor goes at once)
run 80 50 -s 7 --seat S=human --match hand --delay 0 --no-warn
tui_wait 'Cut .*cards' && tui_idle && tui_keys Enter
tui_wait 'Discard 1 card' && tui_idle && tui_keys Space Enter
tui_wait 'Your card:' && tui_idle && tui_quit
tui_exit_status > /dev/null
tui_stop
tui_start 80 50 "env $own $P --delay 0"
tui_wait 'Resume it\?' && tui_idle && tui_keys y
tui_wait 'Your card:' && tui_idle && tui_keys Enter
tui_wait 'Your card:' && tui_idle && tui_keys u
tui_wait 'Taken back' && tui_idle && tui_keys o
tui_wait 'The table talk' && tui_idle
once() { [ "$(tui_screen | grep -c "$1")" -eq 1 ]; }
ok "undo: the hand is told once, from its cut" once 'You cut, lifting'
ok "undo: the cards played before it, once" once 'West plays Terra'
ok "undo: the card taken back is not in the talk" lacks 'You play '
tui_keys q
tui_stop

# --- the key line: a newcomer's keys, whole at 80 columns -------------
run 80 24 -s 7 --seat S=human --match hand --delay 0
tui_wait 'Cut .*cards' && tui_idle
keyline=$(tui_screen | tail -n 1)
has_keys() { case $keyline in *H:hint*u:undo*w:warn*q:quit*) ;; *) return 1 ;; esac; }
ok "keys: the bottom line shows the hint, undo, the warnings and quit" has_keys
ok "keys: the bottom line is whole at 80 columns" [ "${#keyline}" -le 79 ]

# --- quitting: q asks first, so one q too many never leaves -----------
tui_keys q
ok "quit: q at the table asks first" tui_wait 'Save the match and quit\?'
tui_idle && tui_keys n
ok "quit: any other key plays on" tui_wait '^Cut .*cards'
tui_idle && tui_keys H
tui_wait 'A hint from the expert' && tui_idle && tui_keys q
ok "quit: q closes the hint page, and only that" tui_wait '^Cut .*cards'
tui_idle && tui_keys q
ok "quit: one q more only asks" tui_wait 'Save the match and quit\?'
tui_idle && tui_keys y
saved_and_left() {
	[ "$(tui_exit_status)" = 0 ] && tui_all | grep -q 'The match is saved in'
}
ok "quit: y saves the match and leaves" saved_and_left
tui_stop

# --- what was said as a hand ended is not the next hand's -------------
# (F plays on without pauses; the H waits in the terminal until the last
# trick's pause reads it, where nobody is asked: "A hint is for a
# decision of yours ..." comes, then the end of the hand)
BOTS="--seat S=easy --seat E=easy --seat N=easy --seat W=easy"
run 80 24 -s 7 $BOTS --match giro --delay 400
tui_wait 'is to act' && tui_keys F
tui_keys H
tui_wait 'The end of the hand' && tui_keys Space
tui_wait 'hand 2 of 4'
ok "a new hand: the last hand's message is gone" lacks 'A hint is for|No pauses until'
tui_stop

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

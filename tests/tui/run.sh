#!/bin/sh
# run.sh -- end-to-end tests of the table: the real program in a private
# tmux server at a fixed size, driven by keys, its screen read back.
# Keys go only to a program that waits for them, and the screen is read
# whole (tui_idle) or waited on (tui_wait): no fixed sleeps (lib.sh).
# usage: tests/tui/run.sh PROGRAM
set -u
P=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")" || exit 1
. ./lib.sh
tmp=$test_root/t
mkdir "$tmp" || exit 2
check() {	# REGEX NAME: the screen shows REGEX (or comes to)
	if tui_wait "$1"; then pass "$2"
	else tui_screen | sed 's/^/  | /'; fail "$2"; fi
}
# Each program has its own state and settings under $tmp, and a home.
own="XDG_STATE_HOME=$tmp/state XDG_CONFIG_HOME=$tmp/.config HOME=$tmp"
run() {	# COLS ROWS ARGS...: a new program; a fresh state unless KEEP=1
	c=$1; r=$2; shift 2
	tui_stop
	[ "${KEEP:-0}" = 1 ] || rm -rf "$tmp/state" "$tmp/.config"
	tui_start "$c" "$r" "env $own $P $*" "${LANG_OVERRIDE:-C.UTF-8}"
}
fresh() { tui_stop; rm -rf "$tmp/state"; }	# no program, no state
stop_server() { tui_stop; }

# What the table may ask a human, and the end of the hand.
ASKS='Your card:|open hand|anyway\? y/n|Discard |Declare your|fall now|Cut .*cards|Pass the keyboard'
# One answer, in one write, for whatever the table asks: 0 answered,
# 1 at the hand's end, 2 nothing asked.
answer() {
	s=$(tui_screen)
	case $s in
	*"The end of the hand"*) return 1 ;;
	*"Pass the keyboard"*) tui_keys Space ;;
	*"Play it anyway? y/n"*) tui_keys y ;;
	*"Cut "*"cards (14-83)"*) tui_keys Enter ;;
	*"Discard "*" card"*)
		n=$(printf '%s\n' "$s" | sed -n 's/.*Discard \([0-9]*\) card.*/\1/p' | head -1)
		set --
		while [ "$#" -lt $((2 * n)) ]; do set -- "$@" Space Right; done
		tui_keys "$@" Enter ;;
	*"Declare your versicole"*) tui_keys Enter ;;
	*"fall now"*) tui_keys y ;;
	*"Your card:"*|*"card from the open hand"*) tui_keys Enter ;;
	*) return 2 ;;
	esac
	return 0
}
# asked [REGEX]: the table asks (REGEX, or any question) and waits for
# the key, its screen whole.
asked() { tui_wait "${1:-$ASKS|The end of the hand}" && tui_idle; }
# Answers the question on the screen, and sees the answer taken (the
# screen changes); as answer, and 2 when the answer is not taken.
answered() {
	before=$(tui_screen)
	answer; a=$?
	[ "$a" -eq 0 ] || return "$a"
	tui_changed "$before" && return 0
	printf '%s\n' "$before" | sed 's/^/  | /' >&2
	echo "  the answer to this was not taken" >&2
	return 2
}
# ended_saved: the program ended with 0 and said where the match is saved.
ended_saved() {
	st=$(tui_exit_status)
	[ "$st" = 0 ] && tui_all | grep -q 'The match is saved in'
}
# Answers the table until REGEX is on screen (at most MAX answers).
advance_until() {	# REGEX MAX
	k=0
	while [ "$k" -le "$2" ]; do
		asked "$1|$ASKS|The end of the hand" || return 1
		tui_screen | grep -qE "$1" && return 0
		answered || return 1
		k=$((k + 1))
	done
	return 1
}
# Plays the hand out by keys; CHECKER runs at every human prompt.
play_hand() {	# [CHECKER]
	k=0
	while [ "$k" -lt 400 ]; do
		asked || return 1
		[ -n "${1:-}" ] && { "$1" || return 1; }
		answered; a=$?
		[ "$a" -eq 1 ] && return 0
		[ "$a" -eq 0 ] || return 1
		k=$((k + 1))
	done
	return 1
}

# --- solo: a whole hand against three computer players, by keys -------
run 80 24 -s 7 --delay 0 --seat S=human --name S=Ada --match hand
tui_wait 'Cut .*cards' && pass "solo: the table opens at the cut" ||
    fail "solo: the table opens at the cut"
check 'Ada \(you\) human' "solo: the player's seat, name and kind"
check 'Cosimo normal|Bianca normal|Lorenzo normal' "solo: the computer players' seats"
check '^NS .* 0 |^EW .* 0 ' "solo: both markers are drawn"
tui_keys Enter
tui_wait 'announces the folla' && pass "solo: the folla is announced in the talk" ||
    fail "solo: the folla is announced in the talk"
tui_keys f
tui_wait 'Announced: "' && check 'coppe [0-9]+, denari [0-9]+, spade [0-9]+, bastoni [0-9]+' \
    "solo: the announcement's phrase with the plain counts (f)"
tui_keys Space
tui_keys r
tui_wait 'The rules \(from minchiate\(6\)\)' && check '^ *A hand in brief' "rules: r shows the manual's rules, the overview first" ||
    fail "rules: r shows the manual's rules, the overview first"
tui_keys G
tui_wait 'lines [0-9]+-([0-9]+) of \1 ' && check 'VARIANTS|R10' "rules: the viewer scrolls to the variants"
tui_keys g / && tui_text 'cascare' && tui_keys Enter
second_line() { tui_screen | sed -n 2p; }
tui_wait '[Cc]ascare' 0 second_line &&
    pass "rules: / finds a word, its line at the top" ||
    { tui_screen | head -3; fail "rules: / finds a word, its line at the top"; }
tui_keys q
tui_keys '?'
tui_wait 'Help: the keys' && tui_keys / && tui_text 'the rules, as' &&
    tui_keys Enter && tui_wait 'r +the rules' &&
    check 'r +the rules' "help: the key table" || fail "help: the key table"
tui_keys q
if play_hand; then pass "solo: a whole hand played by keys"
else fail "solo: a whole hand played by keys"; fi
check 'Breakdown of the hand' "solo: the breakdown screen"
check 'mazzetti' "solo: the breakdown lists the mazzetti"
tui_keys G
# The first page may say "in all" too: wait for the scroll to reach the end.
tui_wait 'lines [0-9]+-([0-9]+) of \1 '
check 'marks the difference|totals are equal' "solo: the breakdown's difference"
check 'rests: .* in all' "solo: the breakdown's rests"
check 'Press v to have the expert review' "review: offered at the end of the hand"
tui_keys p
tui_wait 'Practice: this deal again' &&
    check 'Cut .*cards' "practice: the deal again from its cut (p)" ||
    fail "practice: the deal again from its cut (p)"
tui_keys q
tui_wait 'The end of the hand' &&
    pass "practice: q goes back to the end of the hand" ||
    fail "practice: q goes back to the end of the hand"
tui_keys v
tui_wait 'Your cards, reviewed by the expert' 3000 &&
    check 'Of your [0-9]+ cards this hand, the expert plays the same [0-9]+' \
    "review: each card played weighed again (v)" ||
    fail "review: each card played weighed again (v)"
tui_idle
if tui_screen | grep -q '^  1\. Trick '; then
	check 'Your hand: ' "review: a costly card shown with its position"
	# Tried again: Space shows the expert's card; typed, it is judged.
	tui_keys 1
	tui_wait 'Which card now\?' && tui_keys Space
	tui_wait 'The expert plays ' && tui_idle &&
	    pass "review: a card tried again, then the answer" ||
	    fail "review: a card tried again, then the answer"
	best=$(tui_screen | sed -n 's/^  The expert plays \([^ .:]*\)[.:].*/\1/p' | head -1)
	tui_keys Space
	tui_wait 'Press 1' && tui_keys 1
	tui_wait 'Which card now\?' && tui_text "$best"
	tui_keys Enter
	tui_wait "^  $best: the expert's card too" &&
	    pass "review: the expert's card, typed, is judged the expert's" ||
	    fail "review: the expert's card ($best), typed, is judged the expert's"
	tui_keys p
	tui_wait 'Practice: this deal again' &&
	    check 'Your card:' "practice: the hand played on from the card tried (p)" ||
	    fail "practice: the hand played on from the card tried (p)"
	tui_keys q
	tui_wait 'Try it again'
	tui_keys Space
	tui_wait 'Press 1'
fi
tui_keys Space
st=$(tui_exit_status)
[ "$st" = 0 ] && pass "solo: a one-hand match ends with exit 0" ||
    fail "solo: a one-hand match ends (exit '$st')"
[ ! -e "$tmp/state/minchiate/match.rec" ] &&
    pass "solo: a finished match leaves no save to resume" ||
    fail "solo: a finished match leaves no save to resume"
kept=$(ls "$tmp"/state/minchiate/matches/*.rec 2>/dev/null | head -1)
[ -n "$kept" ] && "$P" --replay "$kept" > /dev/null 2>&1 &&
    tui_all | grep -q 'its record is kept in .*/matches/' &&
    pass "solo: the finished match is kept in matches/ and replays" ||
    fail "solo: the finished match is kept in matches/ and replays"
stop_server
# The hand is in the statistics, and a lost log is made again the same.
stats() { env $own "$P" --stats; }
log="$tmp/state/minchiate/hands.log"
out=$(stats 2>&1)
[ "$(wc -l < "$log")" -eq 1 ] && grep -q '^minchiate-hand 1	' "$log" &&
    printf '%s\n' "$out" | grep -q '^Ada$' &&
    printf '%s\n' "$out" | grep -q '1 hand counted, in 1 match: 1 finished, 0 abandoned' &&
    pass "stats: the hand finished is logged, and --stats tells it" ||
    { printf '%s\n' "$out"; fail "stats: the hand finished is logged, and --stats tells it"; }
cp "$log" "$tmp/log.was"; rm -f "$log"
[ "$(stats 2>&1)" = "$out" ] && cmp -s "$log" "$tmp/log.was" &&
    pass "stats: a lost log is made again from matches/, the same" ||
    fail "stats: a lost log is made again from matches/, the same"
KEEP=1 run 80 24 -s 8 --delay 0 --seat S=human --name S=Ada --match hand
tui_wait 'Cut .*cards|Your card:|Discard '
tui_keys S
tui_wait 'Statistics' && check '1 hand counted' "stats: S shows them at the table" ||
    fail "stats: S shows them at the table"
tui_keys q q; tui_exit_status > /dev/null; stop_server

# --- a hint (H): the expert's card, why, the next choices; Enter plays it
run 100 30 -s 7 --delay 0 --seat S=human --match hand
tui_wait 'Cut .*cards' && tui_keys H
tui_wait 'A hint from the expert' &&
    check '^  Cut anywhere from 14 to 83: no cut is better' "hint: at the cut, any cut" ||
    fail "hint: at the cut, any cut"
tui_keys q
if advance_until 'Your card:' 40; then
	tui_keys H
	tui_wait 'A hint from the expert' 1800 &&
	    check '^  Play [^ ]+: ' "hint: a card to play, and why" ||
	    fail "hint: a card to play, and why"
	check 'Weighed on [0-9]+ deals|only card' "hint: weighed on imagined deals"
	tui_keys q
	tui_wait '^Hint: Play ' && tui_idle && pass "hint: kept under the question" ||
	    fail "hint: kept under the question"
	card=$(tui_screen | sed -n 's/^Hint: Play \([^ .]*\)\..*/\1/p' | head -1)
	# The record says which card went: the hinted one, or another.
	played() { grep -qx "play [SENW] $card" "$tmp/state/minchiate/match.rec"; }
	asked_anyway() { played || tui_screen | grep -q 'anyway? y/n'; }
	! played && tui_keys Enter && tui_until asked_anyway &&
	    { played || { tui_keys y; tui_until played; }; } &&
	    pass "hint: the hinted card is under the cursor, Enter plays it" ||
	    fail "hint: the hinted card ($card) is under the cursor, Enter plays it"
else
	fail "hint: the first card to play"
fi
stop_server

# --- the guided first hand (--tutor): every note, every decision -------
# Follows the lesson as a newcomer would: reads each note, then does what
# the line under the question says, typing the cards.
tutor_step() {
	s=$(tui_screen)
	case $s in
	*"The end of the hand"*) return 1 ;;
	"Lesson"*|" Lesson"*) notes=$((notes + 1)); tui_keys Space; return 0 ;;
	esac
	what=$(printf '%s\n' "$s" | sed -n 's/^Lesson: \(.*\) (H: why)\..*/\1/p' | head -1)
	case $what in
	"Cut "*) tui_keys Escape; tui_text "$(echo "$what" | cut -d' ' -f2)"; tui_keys Enter ;;
	"Declare every versicola") tui_keys Enter ;;
	"Discard "*|"Play "*|"Choose "*)
		for c in $(echo "$what" | sed 's/^[A-Za-z]* //; s/ for .*//'); do
			tui_text "$c"
			case $c in T*) tui_keys Enter ;; esac
		done
		case $what in "Discard "*) tui_keys Enter ;; esac ;;
	*) printf '%s\n' "$s" | sed 's/^/  | /'; return 1 ;;
	esac
	steps=$((steps + 1))
	return 0
}
tutor() {	# DATA-DIR: the lesson from DATA-DIR, at once
	tui_start 100 32 "env $own MINCHIATE_DATA=$1 $P --tutor --delay 0"
}
data=$(cd ../../data && pwd)
fresh
tutor "$data"
notes=0; steps=0; k=0
tui_wait 'Welcome to Minchiate' && pass "tutor: the lesson opens with its welcome" ||
    fail "tutor: the lesson opens with its welcome"
while [ "$k" -lt 300 ]; do
	asked 'Lesson|The end of the hand' || break
	before=$(tui_screen)
	tutor_step || break
	tui_changed "$before" || break
	k=$((k + 1))
done
check 'The end of the hand' "tutor: the whole lesson played by its prompts"
[ "$notes" -ge 13 ] && pass "tutor: every note read ($notes)" ||
    fail "tutor: every note read ($notes)"
[ "$steps" -ge 25 ] && pass "tutor: South's decisions made by keys ($steps)" ||
    fail "tutor: South's decisions made by keys ($steps)"
tui_keys Space
st=$(tui_exit_status)
[ "$st" = 0 ] && tui_all | grep -q 'The lesson is over' &&
    pass "tutor: ends with exit 0 and says so" ||
    fail "tutor: ends with exit 0 and says so (exit '$st')"
[ ! -e "$tmp/state/minchiate/match.rec" ] &&
    pass "tutor: a lesson is not saved as a match" ||
    fail "tutor: a lesson is not saved as a match"
stop_server
# A move the lesson does not ask is refused with the one it asks.
tutor "$data"
tui_wait 'Welcome to Minchiate' && tui_keys Space
tui_wait '^Lesson: Cut 63 cards' && tui_keys Escape && tui_text 40 && tui_keys Enter
tui_wait 'Not in this lesson: Cut 63 cards' &&
    pass "tutor: another move is refused, naming the lesson's" ||
    fail "tutor: another move is refused, naming the lesson's"
stop_server
# Without the lesson's file: one line naming it, exit 1.
tutor "$tmp/none"
st=$(tui_exit_status)
[ "$st" = 1 ] && tui_all | grep -q "minchiate: .*none/lesson-1.rec" &&
    pass "tutor: a missing lesson is named, exit 1" ||
    fail "tutor: a missing lesson is named, exit 1 (exit '$st')"
stop_server

# --- declarations: a seed whose human holds a versicola ---------------
run 80 24 -s 4 --delay 0 --seat S=human --seat E=human --seat N=human --seat W=human --match hand
if advance_until 'Declare your versicole' 60 && tui_screen | grep -qE '^\[x\] .* = [0-9]+'; then
	pass "declarations: offered ticked, with their values (R6.3)"
	tui_keys Enter
	tui_wait 'Pass the keyboard' && tui_keys Space
	tui_wait 'declares a versicola' && pass "declarations: told in the talk" ||
	    fail "declarations: told in the talk"
else tui_screen | sed 's/^/  | /'; fail "declarations: offered ticked, with their values (R6.3)"
fi
stop_server

# --- hot-seat: two humans never see each other's hand (R9.2) ----------
hot_check() {
	s=$(tui_screen)
	case $s in
	*"Pass the keyboard"*)
		# nothing private: no card of anyone's hand on the screen
		if printf '%s\n' "$s" | grep -qE '(^| )(T[0-9]+|[RDCF1-9][0-9]?[cdsb])\*? '; then
			echo "  a card on the pass screen"; return 1
		fi ;;
	*"Your card:"*|*"Discard "*|*"Declare your"*|*"Cut "*)
		# the hand drawn is the hand of the seat to act
		if ! printf '%s\n' "$s" | grep -qE '\(you\) human .*(◀|<-) to act'; then
			printf '%s\n' "$s" | sed 's/^/  | /'; return 1
		fi ;;
	esac
	return 0
}
run 80 24 -s 11 --delay 0 --seat S=human --seat E=human --name S=Ada --name E=Bea --match hand
tui_wait 'Pass the keyboard to (Ada|Bea)' && pass "hot-seat: the first human is asked for too" ||
    fail "hot-seat: the first human is asked for too"
if play_hand hot_check; then pass "hot-seat: the screen shows only the hand of the human to act"
else fail "hot-seat: the screen shows only the hand of the human to act"; fi
stop_server

run 80 24 -s 12 --delay 0 --hotseat --match hand
tui_wait 'Pass the keyboard'
tui_keys q
ended_saved && pass "hot-seat: q on the pass screen saves and quits" ||
    fail "hot-seat: q on the pass screen saves and quits (exit '$st')"
stop_server

# --- resize mid-trick, quit, resume -----------------------------------
run 80 24 -s 21 --delay 0 --seat S=human --match giro
advance_until 'winning' 100
check 'winning' "resize: a trick is on the table"
mid=$(tui_screen)
# Each new size is waited for by what only a redrawn screen can show:
# a small one says so, a larger one is drawn past 80x24, and back at
# 80x24 the screen is the same, line for line.
tui_resize 60 20
tui_wait 'needs 80x24' && pass "resize: a small terminal is told the size it needs" ||
    fail "resize: a small terminal is told the size it needs"
tui_resize 80 24
tui_wait_screen "$mid" && pass "resize: back at 80x24 the table is as it was" ||
    fail "resize: back at 80x24 the table is as it was"
wide() { tui_screen | awk 'length($0) > 80 || (NR > 24 && NF) { n++ } END { exit n == 0 }'; }
tui_resize 120 40
tui_until wide && check 'Your card:' "resize: a larger terminal is drawn at its size" &&
    check 'winning' "resize: a larger terminal shows the trick" ||
    fail "resize: a larger terminal shows the trick"
tui_resize 80 24
tui_wait_screen "$mid" && pass "resize: from larger back to 80x24, as it was" ||
    fail "resize: from larger back to 80x24, as it was"
tui_quit
ended_saved && pass "quit: the match is saved and the program ends with 0" ||
    fail "quit: the match is saved (exit '$st')"
stop_server
[ -s "$tmp/state/minchiate/match.rec" ] && pass "quit: the save is under XDG_STATE_HOME" ||
    fail "quit: the save is under XDG_STATE_HOME"
if "$P" --replay "$tmp/state/minchiate/match.rec" > /dev/null 2>&1; then
	pass "quit: the save is a game record that replays"
else fail "quit: the save is a game record that replays"; fi
KEEP=1 run 80 24 --delay 0
tui_wait 'Resume it\?' && pass "resume: a saved match is offered" ||
    fail "resume: a saved match is offered"
tui_keys y
tui_wait_screen "$mid" && pass "resume: the same position, the same screen" ||
    fail "resume: the same position, the same screen"
tui_quit
tui_exit_status > /dev/null
stop_server

# --- the mouse: a click on a card plays it, or says why not -----------
run 80 24 -s 7 --delay 0 --seat S=human --match hand
advance_until 'Your card:' 20
# the first card of the hand area: row 13, the first word
row=13
col=$(tui_screen | sed -n "$((row + 1))p" | awk '{ print index($0, $1) - 1 }')
cards=$(tui_screen | grep -o '(you) human [0-9]* cards' | grep -o '[0-9]* cards')
clicked() {
	tui_screen | grep -q 'Refused' ||
	    [ "$(tui_screen | grep -o '(you) human [0-9]* cards' | grep -o '[0-9]* cards')" != "$cards" ]
}
tui_click "$col" "$row"
tui_until clicked && pass "mouse: a click on a card plays it or says which rule forbids it" ||
    { tui_screen | sed 's/^/  | /'; fail "mouse: a click on a card plays it or says which rule forbids it"; }
tui_keys Escape x
tui_wait 'Exported to'
f=$(ls "$tmp"/state/minchiate/hand-*.rec 2>/dev/null | head -1)
[ -n "$f" ] && "$P" --replay "$f" > /dev/null 2>&1 &&
    pass "export: x writes this hand's record, which replays" ||
    fail "export: x writes this hand's record, which replays"
stop_server

# After a click has played a card, the computer players go on at their
# pace without waiting for a key (a dropped release once held them).
run 80 24 -s 7 --delay 300 --seat S=human --match hand --no-warn
advance_until 'Your card:' 40
mine() { tui_screen | grep -o '(you) human [0-9]* cards'; }
taken() { [ "$(mine)" != "$before" ] || _tui_idle "$tui_target"; }
before=$(mine)
for row in 13 14 15 16 17 18; do
	for col in $(tui_screen | sed -n "$((row + 1))p" | cut -c1-52 |
	    awk '{ s = $0; o = 0; while (match(s, /[^ ]+/)) {
		print o + RSTART - 1; o += RSTART + RLENGTH - 1
		s = substr(s, RSTART + RLENGTH) } }'); do
		# played, or refused or missed and the table waits again
		tui_click "$col" "$row"
		tui_until taken
		[ "$(mine)" != "$before" ] && break 2
	done
done
rec=$tmp/state/minchiate/match.rec
size=$(wc -c < "$rec")
grown() { [ "$(wc -c < "$rec")" != "$size" ]; }
[ "$(mine)" != "$before" ] && tui_until grown &&
    pass "mouse: after a click the computer players go on without a key" ||
    { tui_screen | sed 's/^/  | /'; fail "mouse: after a click the computer players go on without a key"; }
stop_server

# --- the cut typed by digits; a refusal names the cards ---------------
run 80 24 -s 7 --delay 0 --seat S=human --match hand
tui_wait 'Cut .*cards'
tui_text 48; tui_wait 'Cut 48 cards' && tui_text 40 && tui_wait 'Cut 40 cards' &&
    tui_keys BSpace && tui_wait 'Cut 4 cards' && tui_text 5 &&
    tui_wait 'Cut 45 cards' && tui_idle && ! tui_screen | grep -q 'typed:' &&
    pass "cut: digits type the cut afresh, Backspace takes one back" ||
    fail "cut: digits type the cut afresh, Backspace takes one back"
tui_keys Enter
tui_until grep -qx 'cut 45' "$tmp/state/minchiate/match.rec" &&
    pass "cut: Enter cuts the number typed" ||
    fail "cut: Enter cuts the number typed"
stop_server

# --- a match is never lost without a word -----------------------------
# No place to save (a file where the directory should be): the setup
# screen says so, the table keeps a mark, the end says why and fails.
fresh; : > "$tmp/nodir"
tui_start 80 24 "env XDG_STATE_HOME=$tmp/nodir XDG_CONFIG_HOME=$tmp/nodir/.config HOME=$tmp/nodir $P -s 7 --delay 0"
tui_wait_words 'will NOT be saved: .*nodir' &&
    pass "not saved: the setup screen says why" ||
    fail "not saved: the setup screen says why"
tui_keys Enter
tui_wait 'NOT SAVED' && pass "not saved: the table is marked NOT SAVED" ||
    fail "not saved: the table is marked NOT SAVED"
tui_quit
st=$(tui_exit_status)
[ "$st" = 1 ] && tui_all | grep -q '^minchiate: NOT saved: .*nodir' &&
    pass "not saved: the end says NOT saved and why, and exits 1" ||
    { tui_all | tail -3; fail "not saved: the end says NOT saved (exit '$st')"; }
stop_server

# Saving fails in the middle (the directory gone, a file in its place),
# then works again: the mark comes and goes, nothing is lost.
run 80 24 -s 7 --delay 0 --seat S=human --match hand
asked 'Cut .*cards'
mv "$tmp/state/minchiate" "$tmp/away"; : > "$tmp/state/minchiate"
tui_keys Enter
tui_wait 'NOT SAVED' && check 'Not saved: ' \
    "failing saves: said once, and the table marked NOT SAVED" ||
    fail "failing saves: said once, and the table marked NOT SAVED"
rm -f "$tmp/state/minchiate"; mv "$tmp/away" "$tmp/state/minchiate"
unmarked() { ! tui_screen | grep -q 'NOT SAVED'; }
advance_until 'Your card:' 40 && answer && tui_until unmarked && pass "failing saves: tried again at the next decision, the mark gone" ||
    fail "failing saves: tried again at the next decision, the mark gone"
tui_quit
ended_saved && "$P" --replay "$tmp/state/minchiate/match.rec" > /dev/null 2>&1 &&
    pass "failing saves: the match saved whole in the end" ||
    fail "failing saves: the match saved whole in the end"
stop_server

# Declining to resume, or --new, keeps the old match in matches/.
run 80 24 -s 7 --delay 0 --seat S=human --match giro
tui_wait 'Cut .*cards'; tui_quit; tui_exit_status > /dev/null; stop_server
KEEP=1 run 80 24 --delay 0
tui_wait 'Resume it\? .*matches/' &&
    pass "resume: the question says where a declined match goes" ||
    fail "resume: the question says where a declined match goes"
tui_keys n
tui_wait_words 'kept in .*/matches' &&
    pass "resume: n keeps the old match in matches/, and says so" ||
    fail "resume: n keeps the old match in matches/, and says so"
tui_quit; tui_exit_status > /dev/null; stop_server
kept=$(ls "$tmp"/state/minchiate/matches/*.rec 2>/dev/null | head -1)
[ -n "$kept" ] && "$P" --replay "$kept" > /dev/null 2>&1 &&
    [ ! -e "$tmp/state/minchiate/match.rec" ] &&
    pass "resume: the match kept replays, and no save is left to resume" ||
    fail "resume: the match kept replays, and no save is left to resume"
KEEP=1 run 80 24 -s 8 --delay 0 --seat S=human --match giro
tui_wait 'Cut .*cards|Your card:|Discard '; tui_quit; tui_exit_status > /dev/null; stop_server
KEEP=1 run 80 24 -s 9 --new --delay 0 --seat S=human --match giro
tui_wait 'Cut .*cards|Your card:|Discard '; tui_quit; tui_exit_status > /dev/null; stop_server
[ "$(ls "$tmp"/state/minchiate/matches/*.rec | wc -l)" -eq 2 ] &&
    pass "--new: the saved match is kept in matches/" ||
    fail "--new: the saved match is kept in matches/"
# The archive offered: at the question to resume, and on the setup
# screen; the match chosen comes back, the saved one goes to matches/.
KEEP=1 run 80 24 --delay 0
tui_wait 'a: another unfinished one' &&
    pass "archive: the question to resume offers the unfinished ones" ||
    fail "archive: the question to resume offers the unfinished ones"
tui_keys a
tui_wait 'Unfinished matches kept in matches/' && tui_idle &&
    [ "$(tui_screen | grep -c 'hand 1 of 4')" -eq 2 ] &&
    pass "archive: a lists them, hand and length" ||
    fail "archive: a lists them, hand and length"
tui_keys Enter
tui_wait 'Cut .*cards|Your card:|Discard ' &&
    pass "archive: Enter resumes the one chosen" ||
    fail "archive: Enter resumes the one chosen"
tui_quit; tui_exit_status > /dev/null; stop_server
[ "$(ls "$tmp"/state/minchiate/matches/*.rec | wc -l)" -eq 2 ] &&
    [ -e "$tmp/state/minchiate/match.rec" ] &&
    pass "archive: the saved match took its place in matches/" ||
    fail "archive: the saved match took its place in matches/"
rm -f "$tmp/state/minchiate/match.rec"
KEEP=1 run 80 24 --delay 0
tui_wait 'a: resume one of the 2 unfinished matches kept in matches/' &&
    tui_keys a && tui_wait 'Unfinished matches kept' && tui_keys Down Enter &&
    tui_wait 'Cut .*cards|Your card:|Discard ' &&
    pass "archive: the setup screen offers them too (a)" ||
    fail "archive: the setup screen offers them too (a)"
tui_quit; tui_exit_status > /dev/null; stop_server
[ "$(ls "$tmp"/state/minchiate/matches/*.rec | wc -l)" -eq 1 ] &&
    pass "archive: the one resumed left matches/" ||
    fail "archive: the one resumed left matches/"

# Two tables, one state directory: the second says who holds it and
# plays a match kept apart; the first keeps its own.
run 80 24 -s 7 --delay 0 --seat S=human --match giro
tui_wait 'Cut .*cards'
$TUI_T new-session -d -s t2 -x 80 -y 24 "env LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=tmux-256color USER=tester $own $P -s 8 --delay 0 --seat S=human --match giro; echo TUI-EXIT:\$?"
tui_target=t2		# the second table's screen and keys
tui_wait 'A match is open in another minchiate \(pid [0-9]+\)' &&
    pass "two tables: the second is told a match is open, and by whom" ||
    fail "two tables: the second is told a match is open, and by whom"
tui_keys n
tui_wait 'Cut .*cards|Your card:|Discard ' && tui_quit
tui_exit_status > /dev/null
tui_all | grep -q 'kept apart from the one open' &&
    [ "$(ls "$tmp"/state/minchiate/matches/ | wc -l)" -eq 1 ] &&
    pass "two tables: the second plays a match kept apart in matches/" ||
    fail "two tables: the second plays a match kept apart in matches/"
tui_target=t
tui_keys Enter; tui_quit
ended_saved && grep -q '^hand 1 dealer' "$tmp/state/minchiate/match.rec" &&
    grep -q '^cut ' "$tmp/state/minchiate/match.rec" &&
    pass "two tables: the first keeps its own match" ||
    { tui_all | grep -v '^$' | tail -n 5; tail -n 3 "$tmp/state/minchiate/match.rec"
    fail "two tables: the first keeps its own match (exit '$st')"; }
stop_server

# A terminal that cannot place the cursor is refused, not drawn on.
tui_start 80 24 "env TERM=dumb $own $P -s 7"
st=$(tui_exit_status)
[ "$st" = 1 ] && tui_all | grep -q '^minchiate: TERM=dumb: .*cannot place the cursor' &&
    pass "TERM=dumb: refused in one line, exit 1" ||
    { tui_all | tail -3; fail "TERM=dumb: refused in one line (exit '$st')"; }
stop_server

# --- undo: u takes the last decision back, the record says so ---------
rec="$tmp/state/minchiate/match.rec"
plays() { grep -c '^play ' "$rec"; }
run 80 24 -s 7 --delay 0 --seat S=human --match hand --no-warn
advance_until 'Your card:' 20
tui_keys u
tui_wait 'Taken back \(u\)|Nothing to take back'
more() { [ "$(plays)" -gt "$before" ]; }
back() { [ "$(plays)" -eq "$before" ]; }
advance_until 'Your card:' 20 && before=$(plays) && tui_keys Enter
tui_until more
advance_until 'Your card:' 20
after=$(plays)
tui_keys u
tui_wait 'Taken back \(u\): this hand will not count' && tui_until back &&
    [ "$after" -gt "$before" ] &&
    grep -q '^aid undo [SENW]$' "$rec" &&
    pass "undo: u takes back the last card and the replies; the save says so" ||
    fail "undo: u takes back the last card and the replies; the save says so"
tui_quit; tui_exit_status > /dev/null; stop_server

# --- the pace: - and + at the table, kept for next time ---------------
run 80 24 -s 7 --seat S=human --match hand
tui_wait 'Cut .*cards'
tui_keys -; tui_wait 'Pace: 400 ms' && tui_quit && tui_exit_status > /dev/null &&
    grep -qx 'pace = 400' "$tmp/.config/minchiate/config" &&
    pass "pace: - makes the computer players faster, kept in the settings" ||
    fail "pace: - makes the computer players faster, kept in the settings"
stop_server
KEEP=1 run 80 24 -s 7 --new --seat S=human --match hand
tui_wait 'Cut .*cards'
tui_keys -; tui_wait 'Pace: 250 ms' &&
    pass "pace: the pace kept is the one the next table starts from" ||
    fail "pace: the pace kept is the one the next table starts from"
stop_server

# --- settings that stay: the setup screen writes them, ? explains ----
cfg="$tmp/.config/minchiate/config"
run 80 24 -s 7
tui_wait 'Start the match'
tui_keys '?'
tui_wait 'Help: a new match' && check 'expert: the strongest' \
    "settings: ? on the setup screen explains the levels" ||
    fail "settings: ? on the setup screen explains the levels"
tui_keys q
tui_keys Up Up Up Up Up Up Up Up Up Up Up Up
check 'human: a person at this keyboard' "settings: one line on the level of the seat chosen"
tui_keys n; tui_text 'Zo'; tui_keys BSpace; tui_text 'oe'; tui_keys Enter
tui_wait 'South  Zoe ' && pass "settings: n names the player at a seat" ||
    fail "settings: n names the player at a seat"
tui_keys Down Left Down Down Down Down Down Down Down Right
tui_wait 'Pace: 900 ms'
tui_keys Enter
tui_wait 'Cut .*cards|Your card:|Discard '
tui_quit; tui_exit_status > /dev/null; stop_server
grep -qx 'name S = Zoe' "$cfg" && grep -qx 'player E = easy' "$cfg" &&
    grep -qx 'pace = 900' "$cfg" && grep -qx 'match = set' "$cfg" &&
    pass "settings: the setup screen writes them" ||
    { cat "$cfg"; fail "settings: the setup screen writes them"; }
fresh
KEEP=1 run 80 24
tui_wait 'Start the match' &&
    check 'South  Zoe .*human' "settings: the next table starts from them" &&
    check 'East .* easy' "settings: the next table starts from them (levels)" &&
    check 'Pace: 900 ms' "settings: the next table starts from them (pace)" ||
    fail "settings: the next table starts from them"
tui_keys q; tui_exit_status > /dev/null; stop_server
# A broken file: one line naming it, the defaults, and set aside once
# the setup screen keeps new settings.
printf 'name S = Zoe\ncolour = yes\n' > "$cfg"
fresh
KEEP=1 run 80 24 --delay 0
tui_wait_words 'config:2: unknown setting' &&
    check 'South  [A-Za-z]+ ' "settings: a broken file is named, line and problem" &&
    tui_idle && ! tui_screen | grep -q 'Zoe' ||
    fail "settings: a broken file is named, line and problem"
tui_keys q; tui_exit_status > /dev/null
[ "$(tui_all | grep -c 'minchiate: .*config:2: unknown setting; the defaults are used$')" -eq 1 ] &&
    pass "settings: a broken file, one line when the program ends" ||
    fail "settings: a broken file, one line when the program ends"
fresh
KEEP=1 run 80 24 --delay 0
tui_wait 'Start the match' && tui_keys Enter
tui_wait 'Cut .*cards|Your card:|Discard '
tui_quit; tui_exit_status > /dev/null; stop_server
[ -e "$cfg.broken" ] && grep -q '^player S = human' "$cfg" && ! grep -q '^pace' "$cfg" &&
    pass "settings: new settings set the broken file aside, --delay not kept" ||
    fail "settings: new settings set the broken file aside, --delay not kept"

# --- signals: the terminal restored, the match saved -----------------
for sig in INT TERM HUP; do
	run 80 24 -s 7 --delay 0 --seat S=human --match hand
	tui_wait 'Cut .*cards'; tui_keys Enter; tui_wait 'announces the folla'
	if [ $sig = INT ]; then tui_keys C-c
	else pkill -$sig -P "$($TUI_T list-panes -t t -F '#{pane_pid}')"; fi
	if ended_saved &&
	    "$P" --replay "$tmp/state/minchiate/match.rec" > /dev/null 2>&1
	then pass "signals: SIG$sig saves the match and ends cleanly"
	else fail "signals: SIG$sig saves the match (exit '$st')"; fi
	stop_server
done

# --- a broken save is set aside, and a new match offered --------------
# (with no backup to offer instead: tests/tui/saves.sh has that case)
rm -f "$tmp/state/minchiate/match.rec.bak"
printf 'minchiate-record 1\nvariants none\nhand 1 dealer X\n' > "$tmp/state/minchiate/match.rec"
KEEP=1 run 80 24 --delay 0
tui_wait_words 'match.rec:3: X: a seat is S, E, N' &&
    pass "broken save: the file, line and problem on screen" ||
    fail "broken save: the file, line and problem on screen"
check 'a new match' "broken save: a new match is offered"
[ -e "$tmp/state/minchiate/match.rec.broken" ] && pass "broken save: kept aside" ||
    fail "broken save: kept aside"
tui_quit
tui_exit_status > /dev/null
tui_all | grep -qE '^minchiate: .*/match.rec:3: X: a seat is .*\(set aside as .*match.rec.broken\)\.?$' &&
    pass "broken save: one line naming it when the program ends" ||
    { tui_all | tail -5; fail "broken save: one line naming it when the program ends"; }
stop_server

# --- colour: off with NO_COLOR; the ASCII form under LANG=C -----------
esc=$(printf '\033')
coloured() { tui_colors | grep -q "$esc\[[0-9;]*3[0-7]m"; }
# R1.2: both red suits are red, every card of them (not only 1c and 2c).
red() {
	tui_colors | grep -qE "$esc\[31m[^$esc]*(10|[3-9]|[RDCF])d" &&
	    tui_colors | grep -qE "$esc\[31m[^$esc]*(10|[3-9]|[RDCF])c"
}
fresh
run 80 24 -s 7 --delay 0 --seat S=human --match hand
tui_wait 'Cut .*cards'; tui_keys Enter; tui_wait 'announces the folla'
if tui_until coloured; then
	pass "colour: cards are coloured by default"
else fail "colour: cards are coloured by default"; fi
if tui_until red; then
	pass "colour: coppe and denari are red"
else tui_colors | sed -n 14,20p | cat -v; fail "colour: coppe and denari are red"; fi
fresh
tui_start 80 24 "env NO_COLOR=1 $own $P -s 7 --delay 0 --seat S=human --match hand"
tui_wait 'Cut .*cards'; tui_keys Enter; tui_wait 'announces the folla'
asked
if tui_colors | grep -q "$(printf '\033')\[[0-9;]*3[0-7]m"; then
	fail "colour: NO_COLOR=1 shows no colour"
else pass "colour: NO_COLOR=1 shows no colour"; fi
fresh
LANG_OVERRIDE=C run 80 24 -s 7 --delay 0 --seat S=human --match hand
tui_wait 'Cut .*cards'
tui_keys Enter; tui_wait 'announces the folla'
check '<- to act' "LANG=C: the ASCII form of the turn mark"
check '^(NS|EW) [-Oo><]+ [0-9]+ ' "LANG=C: the ASCII marker"
asked
tui_screen | grep -q '│\|◀\|⊙\|○' && fail "LANG=C: no UTF-8 glyph" ||
    pass "LANG=C: no UTF-8 glyph"
stop_server

# --- the table as a newcomer meets it (its own script and server) ------
stop_server
sh ./table.sh "$P" > "$tmp/table.out" 2>&1
sed '$d' "$tmp/table.out"
if tail -n 1 "$tmp/table.out" | grep -qE '^[0-9]+ passed, [0-9]+ failed$'
then
	passed=$((passed + $(tail -n 1 "$tmp/table.out" | cut -d' ' -f1)))
	failed=$((failed + $(tail -n 1 "$tmp/table.out" | cut -d' ' -f3)))
else fail "table.sh ended before its count"; fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

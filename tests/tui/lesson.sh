#!/bin/sh
# lesson.sh -- the lessons of --tutor at the table: the list of them; a
# note on a page before each of the player's decisions, which keys
# pressed before it was there do not close; H shows it again; q leaves
# the lesson and --tutor takes it up at the same step, or from its
# beginning on request; the places kept in the settings file, beside the
# other settings; the notes' cards in English with --english; a short
# lesson played to its end.
# usage: tests/tui/lesson.sh PROGRAM
set -u
P=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")" || exit 1
. ./lib.sh
tmp=$test_root/l
mkdir "$tmp" || exit 2
data=$(cd ../../data && pwd)
conf=$tmp/.config/minchiate/config
own="XDG_STATE_HOME=$tmp/state XDG_CONFIG_HOME=$tmp/.config HOME=$tmp"
tutor() {	# ARGS...: the lessons, with the settings kept under $tmp
	tui_start 100 32 "env $own MINCHIATE_DATA=$data $P --tutor $*"
}
check() {	# REGEX NAME: the screen shows REGEX (or comes to)
	if tui_wait "$1"; then pass "$2"
	else tui_screen | sed 's/^/  | /'; fail "$2"; fi
}
on_page() { tui_screen | head -n 1 | grep -q "^ $1"; }	# TITLE
says() { tui_screen | tr -d ' \n' | grep -q "$(printf '%s' "$1" | tr -d ' ')"; }	# WORDS
prompt() { tui_screen | sed -n 's/^Lesson: \(.*\) (H: why)\..*/\1/p' | head -n 1; }

# Makes the decision the line under the question names, typing it.
decide() {	# WHAT
	case $1 in
	"Cut "*) tui_keys Escape; tui_text "$(echo "$1" | cut -d' ' -f2)"
		tui_keys Enter ;;
	"Declare every versicola") tui_keys Enter ;;
	"Discard "*|"Play "*|"Choose "*)
		for c in $(echo "$1" | sed 's/^[A-Za-z]* //; s/ for .*//'); do
			tui_text "$c"
			case $c in T*) tui_keys Enter ;; esac
		done
		case $1 in "Discard "*) tui_keys Enter ;; esac ;;
	*) return 1 ;;
	esac
}

# Follows a lesson from where it stands: reads each note (Space), makes
# each decision it asks; every decision must come after a note shown
# since the one before.  Stops at STOP (a decision), at the end of the
# hand, or after MAX screens.  notes, steps, unnoted: what it saw.
follow() {	# STOP MAX
	notes=0; steps=0; unnoted=0; noted=0; k=0
	while [ "$k" -lt "$2" ]; do
		k=$((k + 1))
		tui_wait '^ Lesson [0-9]|^Lesson: |The end of the hand' &&
		    tui_idle || return 1
		if tui_screen | grep -q 'The end of the hand'; then
			return 0
		fi
		if on_page Lesson; then
			notes=$((notes + 1)); noted=1
			before=$(tui_screen); tui_keys Space
			tui_changed "$before" || return 1
			continue
		fi
		what=$(prompt)
		[ "$what" != "$1" ] || return 0
		[ "$noted" = 1 ] || { unnoted=$((unnoted + 1))
			echo "  no note before: $what" >&2; }
		noted=0
		before=$(tui_screen)
		decide "$what" || return 1
		tui_changed "$before" || return 1
		steps=$((steps + 1))
	done
	return 1
}

# --- the list ----------------------------------------------------------
mkdir -p "$tmp/.config/minchiate"
printf 'pace = 250\n' > "$conf"
tutor --delay 0
check '^ Lessons' "tutor: the lessons are listed"
tui_idle
n=0
for t in "The first hand" "Following suit" "Versicole" "The deal"; do
	tui_screen | grep -q "^.  *[0-9]  $t" && n=$((n + 1))
done
[ "$n" = 4 ] && pass "tutor: the list names the four lessons" ||
    { tui_screen | sed 's/^/  | /'; fail "tutor: the list names the four lessons ($n)"; }
tui_screen | grep -q '^> 1  The first hand' &&
    pass "tutor: the first lesson is marked the first time" ||
    fail "tutor: the first lesson is marked the first time"

# --- lesson 2: a note before each decision, H, q --------------------
tui_keys 2
check '^ Lesson 2: Following suit' "tutor: 2 takes lesson 2, its opening note first"
follow "Play 10s" 60
[ "$steps" -ge 3 ] && [ "$unnoted" = 0 ] &&
    pass "tutor: a note before each decision ($notes notes, $steps decisions)" ||
    fail "tutor: a note before each decision ($notes notes, $steps decisions, $unnoted without)"
# H shows the note of the decision asked, and Space goes back
tui_idle
tui_keys H
check '^ Lesson 2:' "tutor: H shows the step's note"
says 'longer binds anyone' &&
    pass "tutor: H shows this step's own note" ||
    { tui_screen | sed 's/^/  | /'; fail "tutor: H shows this step's own note"; }
tui_keys Space
tui_wait '^Lesson: Play 10s' && tui_idle && tui_keys q
st=$(tui_exit_status)
[ "$st" = 0 ] && pass "tutor: q leaves the lesson, exit 0" ||
    fail "tutor: q leaves the lesson (exit '$st')"
grep -qx 'lesson = 2' "$conf" && grep -qx 'lesson 2 = 15' "$conf" &&
    grep -qx 'pace = 250' "$conf" &&
    pass "tutor: the place is kept with the settings, the others kept" ||
    { sed 's/^/  | /' "$conf"; fail "tutor: the place is kept with the settings, the others kept"; }

# --- taken up again where it was left ------------------------------
tutor --delay 0
check '^> 2  Following suit.*left unfinished' "tutor: the list marks the lesson left, unfinished"
tui_idle
tui_keys Space
check '^ Lesson 2:' "tutor: Space takes it up: the step's note first"
says 'longer binds anyone' &&
    pass "tutor: taken up at the same step" ||
    { tui_screen | sed 's/^/  | /'; fail "tutor: taken up at the same step"; }
tui_keys Space
check '^Lesson: Play 10s' "tutor: the same decision is asked again"
tui_idle
tui_keys q
tui_exit_status > /dev/null

# --- from its beginning with --new ----------------------------------
tutor --delay 0 --new
check 'from its beginning \(--new\)' "tutor --new: the list says the lesson starts again"
tui_idle
tui_keys Space
if follow "Play 10d" 10 && [ "$(prompt)" = "Play 10d" ]
then pass "tutor --new: the lesson starts from its beginning"
else fail "tutor --new: the lesson starts from its beginning"; fi
tui_idle
tui_keys q
tui_exit_status > /dev/null

# --- from its beginning, on request (r), in English -------------------
tutor --delay 3000 --english
tui_wait '^> 2' && tui_idle
tui_keys r
check 'This lesson is the play of the cards' "tutor: r shows the lesson's opening, to start it again"
tui_idle
tui_keys Space
# The deal is told at a slow pace: Space keys pressed meanwhile skip it,
# but none of them closes the note that comes next unread.
tui_wait 'West deals|cuts' 0 tui_all
tui_keys Space Space Space Space Space Space
tui_wait '^ Lesson 2:' && tui_idle
if on_page Lesson && says 'The deal is done'; then
	pass "tutor: Space keys pressed before a note do not skip it"
else
	tui_screen | sed 's/^/  | /'
	fail "tutor: Space keys pressed before a note do not skip it"
fi
says 'Faith (T18)' && ! says 'Fede' &&
    pass "tutor: --english names the notes' cards in English" ||
    fail "tutor: --english names the notes' cards in English"
tui_keys Space
check '^Lesson: Play 10d' "tutor: started again from its beginning"
grep -qx 'lesson 2 = 2' "$conf" &&
    pass "tutor: the place kept is the new one" ||
    { sed 's/^/  | /' "$conf"; fail "tutor: the place kept is the new one"; }
tui_idle
tui_keys q
tui_exit_status > /dev/null

# --- a short lesson to its end ---------------------------------------
tutor --delay 0
tui_wait '^ Lessons' && tui_idle
tui_keys 4
follow "" 40
check 'The end of the hand' "tutor: a short lesson's hand played out to its end"
# a lesson is not a match: no rests of a match, no review of cards it
# dictated, and what to do next
says 'The lesson is over' && says 'What next: Space leaves the lesson' &&
    ! says 'The match is over' && ! says 'Press v' &&
    pass "tutor: the end of a lesson says the lesson is over, and what next" ||
    { tui_screen | sed 's/^/  | /'; fail "tutor: the end of a lesson says the lesson is over, and what next"; }
[ "$steps" -ge 2 ] && [ "$unnoted" = 0 ] &&
    pass "tutor: lesson 4, a note before each decision ($notes notes, $steps decisions)" ||
    fail "tutor: lesson 4, a note before each decision ($notes notes, $steps decisions, $unnoted without)"
tui_keys Space
st=$(tui_exit_status)
[ "$st" = 0 ] && tui_all | grep -q 'The lesson is over' &&
    pass "tutor: the lesson over, exit 0" ||
    fail "tutor: the lesson over (exit '$st')"
grep -qx 'lesson 4 = done' "$conf" && grep -qx 'lesson 2 = 2' "$conf" &&
    pass "tutor: a lesson taken to its end is kept as done" ||
    { sed 's/^/  | /' "$conf"; fail "tutor: a lesson taken to its end is kept as done"; }
tutor --delay 0
check '^. 4  The deal.*(done)' "tutor: the list marks it done"
tui_keys q
st=$(tui_exit_status)
[ "$st" = 0 ] && pass "tutor: q on the list leaves, exit 0" ||
    fail "tutor: q on the list leaves (exit '$st')"
[ ! -e "$tmp/state/minchiate/match.rec" ] &&
    pass "tutor: no lesson is saved as a match" ||
    fail "tutor: no lesson is saved as a match"
tui_stop

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

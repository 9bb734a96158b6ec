#!/bin/sh
# lesson-italian.sh -- the lessons of --tutor in Italian, at 80x24: an
# Italian locale (built here, LOCPATH) and the program's catalogue make
# the list show the Italian titles, and every note of every lesson come
# on its page in Italian, whole (the page's last line is its last), with
# no English paragraph left; the lines under the questions are followed
# to the end of each lesson.  The words the test looks for are the
# catalogue's own (gettext), so a change of wording does not break it.
# The catalogue is the one beside the program (make builds po/it.po
# there), or MINCHIATE_LOCALEDIR's.
# usage: tests/tui/lesson-italian.sh PROGRAM
set -u
P=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")" || exit 1
. ./lib.sh
tmp=$test_root/li
mkdir "$tmp" || exit 2
data=$(cd ../../data && pwd)
catalogue=${MINCHIATE_LOCALEDIR:-$(dirname "$P")/locale}
own="XDG_STATE_HOME=$tmp/state XDG_CONFIG_HOME=$tmp/.config HOME=$tmp"

# The Italian locale, where only this test looks.
loc=$test_root/locale
mkdir -p "$loc"
if ! localedef -i it_IT -f UTF-8 "$loc/it_IT.UTF-8" > "$tmp/localedef" 2>&1
then
	cat "$tmp/localedef"
	fail "the Italian locale is built (localedef)"
	echo "$passed passed, $failed failed"
	exit 1
fi
# it MSGID: the catalogue's Italian of MSGID.
it() {
	env LOCPATH="$loc" LC_ALL=it_IT.UTF-8 LANGUAGE= TEXTDOMAINDIR="$catalogue" \
	    gettext -d minchiate "$1"
}
if [ "$(it en)" = it ]; then pass "the catalogue speaks Italian (en: it)"
else
	fail "the catalogue speaks Italian (en: it): $catalogue"
	echo "$passed passed, $failed failed"
	exit 1
fi
# The catalogue's words, as the screen shows them.
heading=$(it "Lesson %d" | sed 's/%d.*//')		# "Lezione "
asks=$(it "Lesson: %s (H: why).")			# "Lezione: %s (H: ...)."
asks_before=${asks%%%s*}
asks_after=${asks#*%s}
discard=$(it "Discard %s" | sed 's/ *%s.*//')
declare_all=$(it "Declare every versicola")
# the page at the end of the hand (its own test checks its Italian)
end_of_hand="$(it "The end of the hand")|The end of the hand"

tutor() {	# ARGS...: the lessons in Italian, at 80x24
	tui_start 80 24 "env $own LOCPATH=$loc LANGUAGE= \
	    ${MINCHIATE_LOCALEDIR:+MINCHIATE_LOCALEDIR=$MINCHIATE_LOCALEDIR} \
	    MINCHIATE_DATA=$data $P --tutor --delay 0 $*" it_IT.UTF-8
}
on_page() { tui_screen | head -n 1 | grep -q "^ $heading[0-9]"; }
# The decision the line under the question asks, or nothing.
prompt() {
	tui_screen | awk -v b="$asks_before" -v a="$asks_after" '{
		i = index($0, b); if (!i) next
		r = substr($0, i + length(b)); j = index(r, a)
		if (j) { print substr(r, 1, j - 1); exit } }'
}
# Makes the decision WHAT (in Italian): its cards typed, a number cut,
# every versicola declared.
decide() {	# WHAT
	cards=$(printf '%s\n' "$1" | tr ' ' '\n' |
	    grep -E '^(T[0-9]+|M|(10|[1-9]|[FCDR])[cdsb])$')
	if [ "$1" = "$declare_all" ] || [ "$1" = "Declare every versicola" ]
	then
		tui_keys Enter
	elif [ -z "$cards" ]; then
		cut_at=$(printf '%s\n' "$1" | tr ' ' '\n' | grep -E '^[0-9]+$' |
		    head -n 1)
		[ -n "$cut_at" ] || return 1
		tui_keys Escape; tui_text "$cut_at"; tui_keys Enter
	else
		for c in $cards; do
			tui_text "$c"
			case $c in T*) tui_keys Enter ;; esac
		done
		case $1 in "$discard "*|"Discard "*) tui_keys Enter ;; esac
	fi
}
# The note on the screen is whole: its footer's "from-to ... of n" ends
# at n.
whole() {
	tui_screen | tail -n 1 | grep -oE '[0-9]+-[0-9]+[^0-9]+[0-9]+' |
	    head -n 1 | awk -F '[^0-9]+' '{ exit !($2 == $3) }'
}
# English words a note in Italian never has.
english() {
	tui_screen | sed '1d;$d' | grep -iwE 'the|you|your|and|trick|trumps?|lead|plays?'
}

# --- the list, in Italian --------------------------------------------
tutor --new
tui_wait "^ $(it Lessons)" && tui_idle
titles=0
for f in "$data"/lesson-*.rec; do
	t=$(sed -n 's/^# lesson-it: *//p' "$f")
	[ -n "$t" ] && tui_all | grep -qF "$t" && titles=$((titles + 1))
done
[ "$titles" = 4 ] && pass "the list gives the four lessons' Italian titles" ||
    { tui_screen | sed 's/^/  | /'; fail "the list gives the four lessons' Italian titles ($titles)"; }
tui_keys q
tui_exit_status > /dev/null

# --- every lesson followed to its end -----------------------------------
for n in 1 2 3 4; do
	tutor --new
	tui_wait "^ $(it Lessons)" && tui_idle
	tui_keys "$n"
	notes=0; steps=0; cut=0; left=0; k=0; ended=0; you=0
	while [ "$k" -lt 200 ]; do
		k=$((k + 1))
		tui_wait "^ $heading[0-9]|$asks_before|$end_of_hand" &&
		    tui_idle || break
		if tui_screen | head -n 1 | grep -qE "$end_of_hand"; then
			ended=1
			break
		fi
		if on_page; then
			notes=$((notes + 1))
			whole || { cut=$((cut + 1))
				tui_screen | sed 's/^/  | /'; }
			english > /dev/null && { left=$((left + 1))
				english | sed 's/^/  english: /'; }
			before=$(tui_screen); tui_keys Space
			tui_changed "$before" || break
			continue
		fi
		# the player nobody named is called by his seat (R0.1),
		# not by the record's English "You"
		tui_screen | grep -qw 'You' && you=$((you + 1))
		what=$(prompt)
		before=$(tui_screen)
		decide "$what" || { tui_screen | sed 's/^/  | /'; break; }
		tui_changed "$before" || break
		steps=$((steps + 1))
	done
	[ "$ended" = 1 ] && [ "$notes" -ge 3 ] && [ "$steps" -ge 1 ] &&
	    pass "lesson $n in Italian followed to the end of the hand ($notes notes, $steps decisions)" ||
	    fail "lesson $n in Italian followed to the end of the hand ($notes notes, $steps decisions)"
	[ "$cut" = 0 ] && pass "lesson $n: every note whole on its page at 80x24" ||
	    fail "lesson $n: every note whole on its page at 80x24 ($cut cut)"
	[ "$left" = 0 ] && pass "lesson $n: no note left in English" ||
	    fail "lesson $n: no note left in English ($left)"
	[ "$you" = 0 ] && pass "lesson $n: the table calls the player by his seat, not \"You\"" ||
	    fail "lesson $n: the table calls the player by his seat, not \"You\" ($you screens)"
	tui_keys Space
	tui_exit_status > /dev/null
done
tui_stop

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

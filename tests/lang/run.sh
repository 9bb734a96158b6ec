#!/bin/sh
# run.sh -- the program's languages (po/, src/lang): the template is up
# to date with the sources, every catalogue is whole (nothing untranslated
# or fuzzy) and checked by msgfmt; the Italian locale, built here in a
# directory of the test's own (no root), makes the program speak Italian,
# and a locale that is not installed, C, or an unknown language leaves it
# in English without a word on standard error.
# usage: tests/lang/run.sh BUILD-DIR
set -u
B=$1
P=$B/minchiate
dir=$(dirname "$0")
. "$dir/../env.sh"
trap test_cleanup EXIT
trap 'exit 2' INT TERM HUP
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

cmp -s "$B/minchiate.pot" po/minchiate.pot &&
    pass "po/minchiate.pot is what the sources say (make pot)" ||
    { diff po/minchiate.pot "$B/minchiate.pot" | head -20
      fail "po/minchiate.pot is what the sources say (make pot)"; }
for po in po/*.po; do
	l=$(basename "$po" .po)
	stats=$(msgfmt -c --statistics -o /dev/null "$po" 2>&1)
	case $stats in
	*untranslated*|*fuzzy*|*error*|*warning*)
		fail "$po: $stats" ;;
	*) pass "$po: msgfmt -c: $stats" ;;
	esac
	msgcmp "$po" po/minchiate.pot 2>/dev/null &&
	    pass "$po: every message of the template" ||
	    fail "$po: every message of the template"
	[ -f "$B/locale/$l/LC_MESSAGES/minchiate.mo" ] &&
	    pass "$po built into $B/locale/$l" ||
	    fail "$po built into $B/locale/$l"
done

# The Italian locale, built where only this test looks (LOCPATH).
loc=$test_root/locale
mkdir -p "$loc"
if localedef -i it_IT -f UTF-8 "$loc/it_IT.UTF-8" > "$test_root/localedef" 2>&1
then pass "the Italian locale is built without root (localedef, LOCPATH)"
else cat "$test_root/localedef"; fail "the Italian locale is built without root"; fi

# speaks LC_ALL LANGUAGE: the first line of --help, and standard error.
speaks() {
	env LOCPATH="$loc" LC_ALL="$1" LANG="$1" LANGUAGE="$2" "$P" --help \
	    > "$test_root/out" 2> "$test_root/err"
	head -1 "$test_root/out" | cut -d' ' -f1
}
[ "$(speaks it_IT.UTF-8 '')" = "uso:" ] && [ ! -s "$test_root/err" ] &&
    pass "LANG=it_IT.UTF-8: --help in Italian" ||
    fail "LANG=it_IT.UTF-8: --help in Italian"
[ "$(speaks C.UTF-8 it)" = "uso:" ] &&
    pass "LANGUAGE=it: --help in Italian" ||
    fail "LANGUAGE=it: --help in Italian"
env LOCPATH="$loc" LC_ALL=it_IT.UTF-8 "$P" --delay 99999 > /dev/null \
    2> "$test_root/err"
st=$?
[ "$st" = 2 ] && grep -qx 'minchiate: --delay 99999: troppo grande (atteso un valore da 0 a 10000)' \
    "$test_root/err" &&
    pass "an option's error in Italian, on standard error, exit 2" ||
    { cat "$test_root/err"; fail "an option's error in Italian, on standard error, exit 2"; }
# What never changes with the language: the records written.
for l in C.UTF-8 it_IT.UTF-8; do
	env LOCPATH="$loc" LC_ALL="$l" "$P" --selfplay 3 --seed 41 \
	    --ns easy --ew normal --record "$test_root/$l.rec" > /dev/null 2>&1
done
[ -s "$test_root/C.UTF-8.rec" ] &&
    cmp -s "$test_root/C.UTF-8.rec" "$test_root/it_IT.UTF-8.rec" &&
    env LOCPATH="$loc" LC_ALL=it_IT.UTF-8 "$P" --replay \
	"$test_root/C.UTF-8.rec" > /dev/null 2>&1 &&
    pass "a record written in Italian is the English one, byte for byte, and replays in Italian" ||
    fail "a record written in Italian is the English one, byte for byte, and replays in Italian"
for l in C POSIX xx_YY.UTF-8 de_DE.UTF-8; do
	[ "$(speaks "$l" '')" = "usage:" ] && [ ! -s "$test_root/err" ] &&
	    pass "LANG=$l: English, and nothing on standard error" ||
	    fail "LANG=$l: English, and nothing on standard error"
done
# The text hand and the replay in Italian, against golden outputs; and
# no English word of the program's in them (the cards' codes and
# Italian names aside, and "seed", the option's word).
italian() {	# NAME ARGS...: the output of minchiate ARGS in Italian
	name=$1; shift
	env LOCPATH="$loc" LC_ALL=it_IT.UTF-8 LANGUAGE= "$P" "$@" \
	    > "$test_root/$name" 2> "$test_root/err"
	if cmp -s "$test_root/$name" "$dir/$name"; then
		pass "minchiate $* in Italian: $dir/$name"
	else
		diff "$dir/$name" "$test_root/$name" | head -10
		fail "minchiate $* in Italian: $dir/$name"
	fi
	english=$(grep -nwiE 'the|and|with|of|to|you|your|cards?|plays?|wins?|marks?|trick|hand|rests?|deals?|discards?|level|none|nothing|marker|total|valid' \
	    "$test_root/$name" | grep -v -e '^[0-9]*:Minchiate [0-9.]*, seed' -e '^[0-9]*:[^ ]*\.rec: ' | head -3)
	[ -z "$english" ] && pass "minchiate $* in Italian: no English word" ||
	    { echo "$english"; fail "minchiate $* in Italian: no English word"; }
}
italian text-seed7.it --text --seed 7
italian replay-sample.it --replay data/sample-hand.rec
# R6.10: "Muoiono i Gemelli", the verb agreeing with a plural card; seats
# nobody named called by their Italian names (R0.1).
italian names-unnamed.it --replay tests/records/good/names-unnamed.rec
# R5.5, R5.9: all the robber's discards, those that went to short hands
# and his scarto, in numbers that add up.
italian robbed14-given.it --replay tests/records/good/robbed14-given.rec
# R7.7: cappotto, not the French capot.
italian matto-capot.it --replay tests/records/good/matto-capot.rec
# The lessons' Italian: scoprire takes and marks a card, pigliare takes
# without marking (R5.6, R5.7), so a card turned up is never "pigliata
# e segnata"; and no English word of the levels or the manual.
bad=$(grep -h '^# tutor-it:' data/lesson-*.rec | tr '\n' ' ' |
    grep -oiE 'pigliandol[ao] e segnandol[ao]|pigliat[ae] quattro|expert|STRATEGY' |
    head -3)
[ -z "$bad" ] && pass "the lessons' Italian: scoprire is not pigliare, no English words" ||
    fail "the lessons' Italian: scoprire is not pigliare, no English words ($bad)"
# The lesson steps a strong player found misleading (advice-2.md, item
# 10), in both languages: no cartiglia is "cheaper" than another (all
# are worth nothing: the rule picks by suit); at trick 14 of lesson 1
# South's T40 cannot die, so "might take the trick" is said of the
# others only; lesson 2's trump lead says the cartiglie rule it breaks.
for l in tutor tutor-it; do
	l1=$(grep -h "^# $l:" data/lesson-1.rec | tr '\n' ' ' | sed 's/# [a-z-]*: //g')
	l2=$(grep -h "^# $l:" data/lesson-2.rec | tr '\n' ' ' | sed 's/# [a-z-]*: //g')
	case $l1 in
	*"simply your cheapest"*|*"semplicemente la carta che ti costa"*)
		fail "lesson 1 ($l): a cartiglia called the cheapest card" ;;
	*) pass "lesson 1 ($l): no cartiglia called the cheapest card" ;;
	esac
	case $l1 in
	*"{T40}, the highest trump, is safe"*|*"{T40}, il tarocco più alto, è al sicuro"*)
		pass "lesson 1 ($l), trick 14: T40 said safe, not at risk" ;;
	*) fail "lesson 1 ($l), trick 14: T40 is said at risk" ;;
	esac
	case $l2 in
	*"hold cartiglie you lead those"*|*"finché hai cartiglie esci con quelle"*)
		pass "lesson 2 ($l), trick 5: the trump lead says the rule it breaks" ;;
	*) fail "lesson 2 ($l), trick 5: a trump lead taught without the cartiglie rule" ;;
	esac
done
# R5.1 in the Italian manual (and the rules viewer made from it): the
# dealer shuffles again while the bottom card counts; "finché ... non è
# una carta che conta" reads the other way round.
r51=$(sed -n '/^\.Ss Mescolare (R5.1)/,/^\.Ss /p' man/it/minchiate.6 | tr '\n' ' ')
case $r51 in
*"finché l'ultima carta in fondo al mazzo non è"*|"")
	fail "man/it R5.1: the shuffle is said the right way round" ;;
*"rimescola finché in fondo al mazzo c'è una carta che conta"*)
	pass "man/it R5.1: the shuffle is said the right way round" ;;
*)	fail "man/it R5.1: the shuffle is said the right way round" ;;
esac
mkdir -p "$test_root/nolocales"
out=$(env LOCPATH="$test_root/nolocales" LC_ALL=it_IT.UTF-8 \
    LANG=it_IT.UTF-8 "$P" --help 2>&1 | head -1 | cut -d' ' -f1)
[ "$out" = "usage:" ] &&
    pass "an Italian locale that is not installed: English, no error" ||
    fail "an Italian locale that is not installed: English, no error ($out)"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/bin/sh
# run.sh -- tests of the text program: golden outputs of seeded deals,
# reproducibility, and one-line errors for bad options.
# usage: tests/cli/run.sh PROGRAM
set -u
P=$1
dir=$(dirname "$0")
. "$dir/../env.sh"
tmp=$test_root/cli
trap test_cleanup EXIT
trap 'exit 2' INT TERM HUP
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

# golden NAME ARGS...: the output must equal tests/cli/NAME.out
golden() {
	name=$1; shift
	if "$P" "$@" > "$tmp.out" 2>&1 && diff -u "$dir/$name.out" "$tmp.out"
	then pass "golden $name"
	else fail "golden $name"; fi
}

# error NAME PATTERN ARGS...: exit 2 with one line matching PATTERN
error() {
	name=$1; pattern=$2; shift 2
	"$P" "$@" > "$tmp.out" 2> "$tmp.err"; rc=$?
	if [ "$rc" -eq 2 ] && [ "$(wc -l < "$tmp.err")" -eq 1 ] &&
	    grep -qE "$pattern" "$tmp.err" && [ ! -s "$tmp.out" ]
	then pass "error $name"
	else cat "$tmp.err"; fail "error $name (exit $rc)"; fi
}

golden seed7 --text --seed 7
golden seed7-cut17 --text --seed 7 --cut 17
golden seed11 --text --seed 11
if "$P" --cards | diff -u "$dir/../../data/cards.txt" -; then
	pass "--cards agrees with data/cards.txt"
else fail "--cards agrees with data/cards.txt"; fi

"$P" --text --seed 123 > "$tmp.a" && "$P" --text --seed 123 > "$tmp.b" &&
    cmp -s "$tmp.a" "$tmp.b" && pass "the same seed gives the same deal" ||
    fail "the same seed gives the same deal"
"$P" --text --seed 124 > "$tmp.b"
cmp -s "$tmp.a" "$tmp.b" && fail "another seed gives another deal" ||
    pass "another seed gives another deal"
"$P" --text > "$tmp.a" && "$P" --text > "$tmp.b" &&
    ! cmp -s "$tmp.a" "$tmp.b" &&
    pass "without --seed each run deals anew" ||
    fail "without --seed each run deals anew"

# The arena: duplicate deals between levels; the engine refuses nothing.
arena() {	# NAME ARGS...
	name=$1; shift
	if "$P" --selfplay "$@" --duplicate --seed 5 > "$tmp.out" 2>&1 &&
	    tail -n 5 "$tmp.out" | sed 's/:.*//' | tr '\n' ' ' |
	    grep -q '^diff_per_hand ci95_low ci95_high hands violations $' &&
	    grep -q '^violations: 0$' "$tmp.out"
	then pass "arena: $name"
	else cat "$tmp.out"; fail "arena: $name"; fi
}
arena "easy against random" 30 --ns easy --ew random
arena "normal against easy" 4 --ns normal --ew easy
arena "hard against normal, every variant" 1 --ns hard --ew normal \
    --variants optional-cascare,demonio,auto-declare
arena "expert against easy, every variant" 1 --ns expert --ew easy \
    --variants optional-cascare,demonio,auto-declare
arena "open against hard (a test level: every hand seen)" 2 --ns open --ew hard
# The capots each level's side made (R7.7), one line each after the
# old count, add up to the hands with a capot.
if "$P" --selfplay 300 --seed 5 --ns easy --ew random --duplicate \
    > "$tmp.out" && grep -A2 '^capots: ' "$tmp.out" | sed 's/:.*//' |
    tr '\n' ' ' | grep -q '^capots capots_ns_level capots_ew_level $' &&
    awk -F': ' '
	$1 == "capots" { all = $2 } $1 == "capots_ns_level" { ns = $2 }
	$1 == "capots_ew_level" { ew = $2; n++ }
	END { exit !(n == 1 && ns + ew == all) }' "$tmp.out"
then pass "arena: the capots each level's side made"
else cat "$tmp.out"; fail "arena: the capots each level's side made"; fi
# open is the arena's alone: refused at the table, as a table's seat or
# stand-in, and with --text, each with a one-line error.
error open-at-the-table '^minchiate: --seat E=open: a test level that sees every hand, only for --selfplay$' \
    --seat E=open
error open-at-a-shared-table '^minchiate: --seat N=open: a test level' \
    --table t1 --seat N=open
error open-stand-in '^minchiate: --stand-in open: no such level' \
    --table t1 --stand-in open
error open-with-text '^minchiate: --seat S=open: a test level' --text --seat S=open
error bad-level '^minchiate: --ns genius: no such level' --selfplay 1 --ns genius
error bad-seat '^minchiate: --seat X=easy: expected SEAT=VALUE' --selfplay 1 --seat X=easy
if "$P" --selfplay 2 --seed 3 --seat S=hard --seat E=easy --record "$tmp.rec" \
    > /dev/null && grep -q '^seat S bot hard' "$tmp.rec" &&
    grep -q '^seat E bot easy' "$tmp.rec" && grep -q '^seat N bot random' "$tmp.rec"
then pass "a level for each seat"
else fail "a level for each seat"; fi

# The partner blunders the arena counts are those --blunders finds in
# the records it wrote: the same judge, live and from the record.
if "$P" --selfplay 40 --seed 8 --ns easy --ew normal --record "$tmp.rec" |
    grep '^blunder_' > "$tmp.live" && [ -s "$tmp.live" ] &&
    "$P" --blunders "$tmp.rec" > "$tmp.read" && diff -u "$tmp.live" "$tmp.read"
then pass "--blunders reads the arena's blunders back from its records"
else fail "--blunders reads the arena's blunders back from its records"; fi
"$P" --blunders "$tmp.none" > /dev/null 2> "$tmp.err"; rc=$?
if [ "$rc" -eq 1 ] && grep -q "^minchiate: $tmp.none: No such file" "$tmp.err"
then pass "--blunders: a missing record is a one-line error"
else fail "--blunders: a missing record is a one-line error"; fi

# --english names the cards in English and changes nothing else: the
# same hand, line for line, with the names of data/cards.txt, the suits
# English (capitalised) in the folla's counts, and the versicole's names
# English.
"$P" --text --seed 7 > "$tmp.it" && "$P" --text --seed 7 --english > "$tmp.en"
english() {	# the English words a line may hold, made Italian again
	sed -e 's/(Cups \([0-9]*\), Coins \([0-9]*\), Swords \([0-9]*\), Batons /(coppe \1, denari \2, spade \3, bastoni /' \
	    -e 's/of the Popes:/of the Papi:/' -e 's/of the Kings:/dei Re:/' \
	    -e 's/of the Thirteen:/del Tredici:/' \
	    -e 's/.*\[//'
}
if grep -q 'Ace of Swords \[1s\]' "$tmp.en" && ! grep -q 'Asso di' "$tmp.en" &&
    grep -q '(Cups 2, Coins 3, Swords 3, Batons 2; 13 cards)' "$tmp.en" &&
    grep -q 'of the Kings: Rc Rd Rs +Matto = 20' "$tmp.en" &&
    ! grep -qE ' of (cups|coins|swords|batons)' "$tmp.en" &&
    [ "$(wc -l < "$tmp.it")" -eq "$(wc -l < "$tmp.en")" ] &&
    [ "$(sed 's/.*\[//' "$tmp.it" | md5sum)" = "$(english < "$tmp.en" | md5sum)" ] &&
    "$P" --replay "$dir/../records/good/hand.rec" --english | grep -q 'Pope'
then pass "--english: the cards named in English, --text and --replay"
else fail "--english: the cards named in English, --text and --replay"; fi

error bad-seed '^minchiate: --seed x: invalid' --seed x
error big-cut '^minchiate: --cut 84: too large' --cut 84
error small-cut '^minchiate: --cut 3: too small' --cut 3
error extra-argument '^minchiate: unexpected argument: foo' foo
error unknown-option '^minchiate: unknown option --frobnicate' --frobnicate
error missing-value '^minchiate: --cut needs a value' --cut
error huge-seed '^minchiate: --seed 18446744073709551616: too large' --seed 18446744073709551616
"$P" --help | grep -q '^usage: minchiate' && pass "--help" || fail "--help"

# --help gives each long option of the option rows (src/cli/options.c,
# as --list-options lists them) a line of its own, with its short one if
# it has one, and none to the hidden --list-options; no line reaches 80
# columns; --version names the version and the licence.
"$P" --list-options > "$tmp.options"
"$P" --help > "$tmp.help"
bad=""
while read -r o short; do
	grep -qE -- "^  ${short:+$short, }$o( |\$)" "$tmp.help" ||
	    bad="$bad $o"
done < "$tmp.options"
if [ "$(wc -l < "$tmp.options")" -lt 20 ]; then
	fail "--help: the long options could not be read (--list-options)"
elif [ -z "$bad" ]; then pass "--help has a line on each long option"
else fail "--help has no line on:$bad"; fi
if grep -q -- '--list-options' "$tmp.help" "$tmp.options"
then fail "--list-options is hidden: neither in --help nor in its own list"
else pass "--list-options is hidden: neither in --help nor in its own list"; fi
wide=$(expand "$tmp.help" | awk 'length($0) >= 80 { n++ } END { print n + 0 }')
if [ "$wide" -eq 0 ]; then pass "--help lines are under 80 columns"
else fail "--help: $wide lines of 80 columns or more"; fi
want=$(awk '$1 == "#define" && $2 ~ /^MC_VERSION_(MAJOR|MINOR|PATCH)$/ {
	v[substr($2, 12)] = $3 }
END {	s = "minchiate " v["MAJOR"] "." v["MINOR"]
	print v["PATCH"] == 0 ? s : s "." v["PATCH"] }' \
    "$dir/../../include/minchiate.h")
if "$P" --version > "$tmp.out" && [ "$(head -n 1 "$tmp.out")" = "$want" ] &&
    grep -q 'ISC licence' "$tmp.out"
then pass "--version: $want, the ISC licence"
else cat "$tmp.out"; fail "--version: $want and the ISC licence"; fi

# The table's options, and the table without a terminal.
error table-with-text '^minchiate: the table.s options go without' --text --hotseat
error human-in-arena '^minchiate: --seat S=human: only at the table' --selfplay 1 --seat S=human
error cut-without-text '^minchiate: --cut goes with --text' --cut 20
error bad-match '^minchiate: --match week: a match is a hand, a giro or a set' --match week
error bad-name '^minchiate: --name S=: a name has 1 to 31 bytes' --name S=
error quoted-name '^minchiate: --name N=a"b: no double quotes in a name' --name 'N=a"b'
error bad-delay '^minchiate: --delay -5: too small' --delay -5
error bad-think '^minchiate: --think 60001: too large' --think 60001
error think-in-arena '^minchiate: the table.s options go without' --selfplay 1 --think 500
"$P" --seed 3 < /dev/null > "$tmp.out" 2> "$tmp.err"; rc=$?
if [ "$rc" -eq 1 ] && grep -q '^minchiate: the table needs a terminal' "$tmp.err" &&
    [ "$(wc -l < "$tmp.err")" -eq 1 ] && [ ! -s "$tmp.out" ]
then pass "the table refuses to start without a terminal"
else cat "$tmp.err"; fail "the table refuses to start without a terminal (exit $rc)"; fi

# Text from the command line is printed escaped, never raw: ESC, C1
# controls (as UTF-8 and as bytes), DEL and bytes that are not UTF-8.
# hostile NAME PATTERN ARGS...: as error, and stderr is printable ASCII.
hostile() {
	name=$1; pattern=$2; shift 2
	"$P" "$@" > "$tmp.out" 2> "$tmp.err"; rc=$?
	if [ "$rc" -eq 2 ] && [ "$(wc -l < "$tmp.err")" -eq 1 ] &&
	    [ "$(LC_ALL=C tr -d '\n -~' < "$tmp.err" | wc -c)" -eq 0 ] &&
	    grep -qE "$pattern" "$tmp.err" && [ ! -s "$tmp.out" ]
	then pass "hostile $name"
	else cat -v "$tmp.err"; fail "hostile $name (exit $rc)"; fi
}
esc=$(printf '\033')
csi=$(printf '\302\233')
hostile name-esc '^minchiate: --name S=\\033\[2JAda: no control characters in a name$' \
    --name "S=${esc}[2JAda"
hostile name-c1 '^minchiate: --name E=Ada\\302\\2332J: no control characters' \
    --name "E=Ada${csi}2J"
hostile name-c1-byte '^minchiate: --name E=Ada\\233: not UTF-8' \
    --name "E=Ada$(printf '\233')"
hostile name-del '^minchiate: --name N=Ada\\177: no control characters' \
    --name "N=Ada$(printf '\177')"
hostile name-latin1 '^minchiate: --name W=Nicol\\362: not UTF-8: a name is UTF-8 text$' \
    --name "W=Nicol$(printf '\362')"
error name-32-bytes '^minchiate: --name S=(ò){16}: a name has 1 to 31 bytes' \
    --name S=òòòòòòòòòòòòòòòò
hostile seed '^minchiate: --seed \\033\[2J: invalid' --seed "${esc}[2J"
hostile match '^minchiate: --match \\302\\233: a match is' --match "$csi"
hostile variants "^minchiate: --variants none,\\\\033\\]0;x\\\\007: unknown variant '\\\\033\\]0;x\\\\007'" \
    --variants "none,${esc}]0;x$(printf '\007')"
hostile level '^minchiate: --ns \\033c: no such level' --selfplay 1 --ns "${esc}c"
hostile seat '^minchiate: --seat \\033=easy: expected SEAT=VALUE' --seat "$esc=easy"
hostile option '^minchiate: unknown option --x\\033\[2J' "--x${esc}[2J"
hostile short-option '^minchiate: unknown option -\\033 ' "-$esc"
hostile argument '^minchiate: unexpected argument: \\033\[2J' "${esc}[2J"
hostile missing-value '^minchiate: --cut needs a value' --cut

# Names in UTF-8 pass --name: the table then stops for want of a
# terminal, not for the name.
for n in Niccolò 'Zoë Ångström' òòòòòòòòòòòòòòòa; do
	"$P" --name "S=$n" < /dev/null > "$tmp.out" 2> "$tmp.err"; rc=$?
	if [ "$rc" -eq 1 ] && grep -q '^minchiate: the table needs a terminal' "$tmp.err"
	then pass "--name S=$n is a name"
	else cat "$tmp.err"; fail "--name S=$n is a name (exit $rc)"; fi
done

# A write error on standard output fails every text mode, in one line.
if [ -w /dev/full ]; then
	for args in "--text --seed 7" "--replay $dir/../records/good/hand.rec" \
	    "--selfplay 2 --seed 1" --cards --help --version; do
		# shellcheck disable=SC2086
		"$P" $args > /dev/full 2> "$tmp.err"; rc=$?
		if [ "$rc" -eq 1 ] && [ "$(cat "$tmp.err")" = \
		    "minchiate: standard output: No space left on device" ]
		then pass "$args > /dev/full: exit 1"
		else cat "$tmp.err"; fail "$args > /dev/full: exit $rc"; fi
	done
else
	echo "skip write errors: no /dev/full"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

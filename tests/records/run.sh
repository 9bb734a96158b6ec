#!/bin/sh
# run.sh -- game records: every record under good/ replays with exit 0
# and prints its .out exactly; every record under bad/ is refused with
# exit 1 and the one-line error of its .err (what a record holds quoted
# escaped); records written by --selfplay replay to the same states
# (round trip); "--replay -" reads standard input; a NUL byte in a line
# is refused.  Then --stats, which reads the records kept beside the
# save: what it prints of names and paths is escaped, and what is not
# a regular file is refused at once, by name.
# usage: tests/records/run.sh PROGRAM (from the top of the tree)
set -u
P=$1
dir=tests/records
. "$dir/../env.sh"
tmp=$test_root/rec
trap test_cleanup EXIT
trap 'exit 2' INT TERM HUP
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

for f in "$dir"/good/*.rec; do
	if "$P" --replay "$f" > "$tmp.out" 2> "$tmp.err" &&
	    [ ! -s "$tmp.err" ] && diff -u "${f%.rec}.out" "$tmp.out"
	then pass "replay $f"
	else cat "$tmp.err"; fail "replay $f"; fi
done

# The records the program installs (data/) replay as the page quotes them.
for f in data/*.rec; do
	if "$P" --replay "$f" > "$tmp.out" 2> "$tmp.err" &&
	    [ ! -s "$tmp.err" ] && diff -u "$dir/good/$(basename "${f%.rec}").out" "$tmp.out"
	then pass "replay $f"
	else cat "$tmp.err"; fail "replay $f"; fi
done

for f in "$dir"/bad/*.rec; do
	"$P" --replay "$f" > /dev/null 2> "$tmp.err"; rc=$?
	if [ "$rc" -eq 1 ] && diff -u "${f%.rec}.err" "$tmp.err"
	then pass "refuse $f"
	else fail "refuse $f (exit $rc)"; fi
done

# Round trips: thousands of seeded hands, every trick's marker, the
# totals, the rests and a fingerprint of the final state checked.
roundtrip() {	# NAME SELFPLAY-ARGS...
	name=$1; shift
	if "$P" --selfplay "$@" --record "$tmp.rec" > "$tmp.sum" &&
	    grep -q '^violations: 0$' "$tmp.sum" &&
	    "$P" --replay "$tmp.rec" > /dev/null
	then pass "round trip: $name"
	else fail "round trip: $name"; fi
}
roundtrip "3000 hands" 3000 --seed 11
roundtrip "1000 hands, every variant" 1000 --seed 12 \
    --variants optional-cascare,demonio,auto-declare
# The arena's records replay with the open level, no person at the table.
roundtrip "the open level" 1 --seed 13 --ns open --ew easy

# Tarocchi Siciliani: hands written by --selfplay replay to the same
# result lines (S11, S12), whatever the levels.
for lv in random easy normal; do
	if "$P" --game sicilia --selfplay 40 --seed 9 --ns "$lv" --ew easy \
	    --record "$tmp.ts" > "$tmp.sum" &&
	    "$P" --replay "$tmp.ts" > "$tmp.rep" &&
	    grep '^result ' "$tmp.sum" > "$tmp.a" &&
	    grep '^result ' "$tmp.rep" > "$tmp.b" &&
	    [ "$(wc -l < "$tmp.a")" -eq 40 ] && cmp -s "$tmp.a" "$tmp.b"
	then pass "round trip: sicilia, 40 hands, $lv against easy"
	else fail "round trip: sicilia, 40 hands, $lv against easy"; fi
done

"$P" --replay "$dir/none.rec" > /dev/null 2> "$tmp.err"; rc=$?
if [ "$rc" -eq 1 ] && [ "$(wc -l < "$tmp.err")" -eq 1 ] &&
    grep -q "^minchiate: $dir/none.rec: No such file" "$tmp.err"
then pass "a missing record is a one-line error"
else fail "a missing record is a one-line error"; fi

# A record larger than any real match is refused, not read to its end.
{ printf 'minchiate-record 1\n'; yes '# a comment line that takes up room in the record file' |
    head -n 30000; printf 'variants none\n'; } > "$tmp.big"
"$P" --replay "$tmp.big" > /dev/null 2> "$tmp.err"; rc=$?
if [ "$rc" -eq 1 ] && [ "$(wc -l < "$tmp.err")" -eq 1 ] &&
    grep -q "^minchiate: $tmp.big:[0-9]*: larger than any real record" "$tmp.err"
then pass "a record over 1 MiB is refused in one line"
else cat "$tmp.err"; fail "a record over 1 MiB is refused in one line"; fi
"$P" --replay / > /dev/null 2> "$tmp.err"; rc=$?
[ "$rc" -eq 1 ] && [ "$(wc -l < "$tmp.err")" -eq 1 ] &&
    pass "a directory given as a record is a one-line error" ||
    { cat "$tmp.err"; fail "a directory given as a record is a one-line error"; }

# "-" is standard input, named so in what is printed.
f=$dir/good/hand.rec
if "$P" --replay - < "$f" > "$tmp.out" 2> "$tmp.err" && [ ! -s "$tmp.err" ] &&
    sed "\$s|^$f:|standard input:|" "${f%.rec}.out" | diff -u - "$tmp.out"
then pass "--replay - reads a record from standard input"
else cat "$tmp.err"; fail "--replay - reads a record from standard input"; fi
f=$dir/bad/name-escape.rec
"$P" --replay - < "$f" > /dev/null 2> "$tmp.err"; rc=$?
if [ "$rc" -eq 1 ] &&
    sed "s|^minchiate: $f:|minchiate: standard input:|" "${f%.rec}.err" |
    diff -u - "$tmp.err"
then pass "--replay - refuses a bad record from standard input"
else fail "--replay - refuses a bad record from standard input (exit $rc)"; fi

# A file name holding ESC is printed escaped.
"$P" --replay "$tmp.$(printf '\033')[2J" > /dev/null 2> "$tmp.err"; rc=$?
if [ "$rc" -eq 1 ] && [ "$(cat "$tmp.err")" = \
    "minchiate: $tmp.\\033[2J: No such file or directory" ]
then pass "a missing record's name is printed escaped"
else cat -v "$tmp.err"; fail "a missing record's name is printed escaped"; fi

# A NUL byte would hide the rest of its line: the line is refused (a
# NUL cannot be kept in a file under tests/, so it is made here).
printf 'minchiate-record 1\nvariants none\000 demonio\n' > "$tmp.nul"
"$P" --replay "$tmp.nul" > /dev/null 2> "$tmp.err"; rc=$?
if [ "$rc" -eq 1 ] && [ "$(cat "$tmp.err")" = \
    "minchiate: $tmp.nul:2: a NUL byte" ]
then pass "a NUL byte in a line is refused"
else cat -v "$tmp.err"; fail "a NUL byte in a line is refused (exit $rc)"; fi
"$P" --replay - < "$tmp.nul" > /dev/null 2> "$tmp.err"; rc=$?
if [ "$rc" -eq 1 ] && [ "$(cat "$tmp.err")" = \
    "minchiate: standard input:2: a NUL byte" ]
then pass "a NUL byte in a line of standard input is refused"
else cat -v "$tmp.err"; fail "a NUL byte in a line of standard input is refused (exit $rc)"; fi

# --stats in a state directory whose path holds an escape sequence.
esc=$(printf '\033')
state="$tmp.state/$esc]0;t$(printf '\007')"
st=$state/minchiate
mkdir -p "$st/matches"
stats() { env XDG_STATE_HOME="$state" HOME="$tmp.state" timeout $((60 * ${TEST_SLOW:-1})) "$P" --stats; }
# Nothing a terminal could take as a command: only printable ASCII.
plain() { [ "$(LC_ALL=C tr -d '\n -~' < "$1" | wc -c)" -eq 0 ]; }
shown=$(printf '%s' "$st" | sed "s/$esc/\\\\033/; s/$(printf '\007')/\\\\007/")
line() {	# NAME: a finished hand of NAME's, as hands.log keeps it
	printf 'minchiate-hand 1\t%016x\t1\t1\t%s\thuman\t0\t0' "$2" "$1"
	printf '\tEast\teasy\t0\t0\tNorth\teasy\t0\t0\tWest\teasy\t0\t0'
	printf '\t100\t2\t0\t0\t1\t0\t20\t0\t0\t0\t0\t0\n'
}
{ line Ada 1; line "$esc]0;pwned$(printf '\007')" 2; } > "$st/hands.log"
stats > "$tmp.out" 2> "$tmp.err"; rc=$?
if [ "$rc" -eq 0 ] && plain "$tmp.out" && plain "$tmp.err" &&
    grep -q '^Ada$' "$tmp.out" && ! grep -q pwned "$tmp.out" &&
    [ "$(cat "$tmp.err")" = "minchiate: $shown/hands.log:2: no control characters in a name, left out" ]
then pass "--stats: a name with an escape in hands.log is refused, by line"
else cat -v "$tmp.out" "$tmp.err"; fail "--stats: a name with an escape in hands.log is refused, by line (exit $rc)"; fi

# A FIFO named like a record, a directory as the log.
line Ada 1 > "$st/hands.log"
mkfifo "$st/matches/a.rec"
stats > "$tmp.out" 2> "$tmp.err"; rc=$?
if [ "$rc" -eq 0 ] && plain "$tmp.err" && grep -q '^Ada$' "$tmp.out" &&
    [ "$(cat "$tmp.err")" = "minchiate: $shown/matches/a.rec: not a regular file" ]
then pass "--stats: a FIFO in matches/ is named, and does not hang"
else cat -v "$tmp.err"; fail "--stats: a FIFO in matches/ is named, and does not hang (exit $rc)"; fi
rm -f "$st/hands.log" "$st/matches/a.rec"
mkdir "$st/hands.log"
stats > "$tmp.out" 2> "$tmp.err"; rc=$?
if [ "$rc" -eq 1 ] && [ ! -s "$tmp.out" ] && plain "$tmp.err" &&
    [ "$(cat "$tmp.err")" = "minchiate: $shown/hands.log: not a regular file" ]
then pass "--stats: a directory as hands.log is an error, by name"
else cat -v "$tmp.out" "$tmp.err"; fail "--stats: a directory as hands.log is an error, by name (exit $rc)"; fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

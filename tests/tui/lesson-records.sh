#!/bin/sh
# lesson-records.sh -- every lesson (data/lesson-N.rec) says how it was
# made, and is made again so: the command in its comments, run now,
# writes the same record but for the seat lines (South made human, the
# players named) and the comments (the lesson's words).  The computer
# players decide from the hand's seed alone, so this holds while their
# play does not change; when it does, the lessons must be written again.
# usage: tests/tui/lesson-records.sh PROGRAM (from anywhere)
set -u
P=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")/../.." || exit 1
. tests/env.sh
trap test_cleanup EXIT
trap 'exit 2' INT TERM HUP
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

# The record less its comments and seat lines.
plain() { grep -v -e '^#' -e '^seat ' "$1"; }

for f in data/lesson-*.rec; do
	# "#   minchiate --selfplay ... --record FILE"
	how=$(sed -n 's/^#  *minchiate \(--selfplay .*\) --record FILE$/\1/p' "$f")
	case $how in
	--selfplay\ 1\ *) ;;
	*)	fail "$f: a line '#   minchiate --selfplay 1 ... --record FILE' says how it was made"
		continue ;;
	esac
	# shellcheck disable=SC2086
	if "$P" $how --record "$TMPDIR/made.rec" > /dev/null 2> "$TMPDIR/err" &&
	    plain "$f" > "$TMPDIR/want" && plain "$TMPDIR/made.rec" |
	    diff -u "$TMPDIR/want" - > "$TMPDIR/diff"
	then pass "$f: made again by minchiate $how"
	else head -n 20 "$TMPDIR/diff" "$TMPDIR/err"
		fail "$f: made again by minchiate $how"; fi
	# South made human, and nothing else
	if grep -q '^seat S human ' "$f" &&
	    [ "$(grep -c '^seat [ENW] bot ' "$f")" -eq 3 ]
	then pass "$f: South is the player, the others computer players"
	else fail "$f: South is the player, the others computer players"; fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

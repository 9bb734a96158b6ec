#!/bin/sh
# lesson-records.sh -- every lesson (data/lesson-N.rec) says how it was
# made, and its deal is made again so: the command in its comments, run
# now, writes the same record up to the first card played, but for the
# seat lines (South made human, the players named) and the comments (the
# lesson's words).  The play is the expert's as it was when the lesson
# was written, as the lesson says: it stays a real hand, replayed and
# checked like any record, while the expert gets stronger (its notes are
# checked against the positions by the unit tests).
# And every lesson speaks Italian too: its title has its "# lesson-it:"
# line, each note ("# tutor:" or "# tutor-end:" lines) is followed at
# once by its Italian ("# tutor-it:" lines), paragraph for paragraph,
# and each Italian paragraph names the same cards and suits as its
# English one, with marks the lessons know.
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
# Its deal: the lines before the first card played.
dealt() { sed '/^play /,$d'; }

# The Italian of a lesson (see above), what is wrong with it said.
translated() {	# FILE
	awk '
	function fail(why) { print FILENAME ":" FNR ": " why; bad = 1 }
	# The marks of a paragraph, each once, in the order of their text:
	# "{name T31}" and "{the T31}" are T31, "{Suit c}" is "suit c".
	function marks(p,	m, w, n, seen, out) {
		out = ""
		while (match(p, /[{][^}]*[}]/)) {
			m = substr(p, RSTART + 1, RLENGTH - 2)
			p = substr(p, RSTART + RLENGTH)
			n = split(m, w, " ")
			if (n == 2 && (w[1] == "suit" || w[1] == "Suit"))
				m = "suit " w[2]
			else if (n == 2 && w[1] ~ /^(name|[Tt]he|[Oo]f|[Tt]o|[Ff]rom|[Ww]ith)$/)
				m = w[2]
			else if (n != 1) {
				fail("a mark the lessons do not know: {" m "}")
				continue
			}
			if (!(m in seen)) { seen[m] = 1; out = out " " m }
		}
		return out
	}
	function same(a, b,	x, y, n, i, in_b) {
		n = split(b, y, " ")
		for (i = 1; i <= n; i++) in_b[y[i]] = 1
		n = split(a, x, " ")
		if (n != split(b, y, " ")) return 0
		for (i = 1; i <= n; i++) if (!(x[i] in in_b)) return 0
		return 1
	}
	# A run of lines ended: the English one waits for its Italian; an
	# Italian one is checked against the English before it.
	function close_run() {
		if (run == "en" && ne > 0)
			fail("a note without its Italian (# tutor-it: lines after it)")
		if (run == "it") {
			if (ni != ne)
				fail(ne " English paragraphs, " ni " Italian")
			for (i = 1; i <= ne && i <= ni; i++) {
				me = marks(en[i])
				mi = marks(it[i])
				if (!same(me, mi))
					fail("paragraph " i " names" me \
					    " in English," mi " in Italian")
			}
			notes++
			ne = 0
		}
		run = ""
	}
	function add(kind, text) {
		sub(/^ */, "", text)
		if (kind == "en") {
			if (ne == 0) ne = 1
			if (text == "") ne++
			else en[ne] = en[ne] " " text
		} else {
			if (ni == 0) ni = 1
			if (text == "") ni++
			else it[ni] = it[ni] " " text
		}
	}
	/^# lesson:/ { title = 1 }
	/^# lesson-it: *[^ ]/ { title_it = 1 }
	/^# tutor(-end)?:/ {
		if (run != "en") {
			close_run()
			split("", en); ne = 0; run = "en"
		}
		t = $0; sub(/^# tutor(-end)?:/, "", t); add("en", t)
		english++
		next
	}
	/^# tutor-it:/ {
		if (run == "en") { split("", it); ni = 0; run = "it" }
		else if (run != "it") {
			fail("Italian without its English before it")
			next
		}
		t = $0; sub(/^# tutor-it:/, "", t); add("it", t)
		next
	}
	{ close_run() }
	END {
		close_run()
		if (!title || !title_it)
			fail("a title (# lesson:) and its Italian (# lesson-it:)")
		if (english == 0 || notes == 0)
			fail("no note, or none in Italian")
		exit bad
	}' "$1"
}

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
	    plain "$f" | dealt > "$TMPDIR/want" &&
	    plain "$TMPDIR/made.rec" | dealt | diff -u "$TMPDIR/want" - \
	    > "$TMPDIR/diff" && [ -s "$TMPDIR/want" ] &&
	    grep -q '^deck ' "$TMPDIR/want"
	then pass "$f: dealt again by minchiate $how"
	else head -n 20 "$TMPDIR/diff" "$TMPDIR/err"
		fail "$f: dealt again by minchiate $how"; fi
	# the whole record, replayed and checked
	if "$P" --replay "$f" > "$TMPDIR/replay" 2>&1 &&
	    grep -q 'valid, 1 record, 1 hand' "$TMPDIR/replay"
	then pass "$f: replays, a valid hand to its end"
	else tail -n 5 "$TMPDIR/replay"
		fail "$f: replays, a valid hand to its end"; fi
	# the Italian beside the English
	if translated "$f" > "$TMPDIR/tr"
	then pass "$f: every paragraph has its Italian, naming the same cards and suits"
	else head -n 20 "$TMPDIR/tr"
		fail "$f: every paragraph has its Italian, naming the same cards and suits"; fi
	# South made human, and nothing else
	if grep -q '^seat S human ' "$f" &&
	    [ "$(grep -c '^seat [ENW] bot ' "$f")" -eq 3 ]
	then pass "$f: South is the player, the others computer players"
	else fail "$f: South is the player, the others computer players"; fi
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

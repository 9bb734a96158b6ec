#!/bin/sh
# run.sh -- `minchiate --hints`: the advice at every decision of
# self-played records, audited by hint-check against the hands (each
# reason code true by its meaning, overrules wherever an alternative is
# rated higher), every reason met at least 100 times over the unit test
# and this one; the line format, the --seat filter, repeatability, and
# the errors --replay gives.
# usage: tests/hints/run.sh PROGRAM HINT-CHECK [SANITIZED-PROGRAM]
set -u
P=$1
C=$2
S=${3:-}
dir=$(dirname "$0")
. "$dir/../env.sh"
tmp=$test_root/hints
mkdir -p "$tmp"
trap test_cleanup EXIT
trap 'exit 2' INT TERM HUP
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

# Records of easy and random players: the default rules, then optional
# falling (R10.1) for its questions.
"$P" --selfplay 20 --seed 22 --ns easy --ew easy --record "$tmp/a.rec" \
    > /dev/null &&
"$P" --selfplay 8 --seed 23 --ns easy --ew random \
    --variants optional-cascare --record "$tmp/b.rec" > /dev/null ||
    fail "self-play records written"

for r in a b; do
	if "$P" --hints "$tmp/$r.rec" > "$tmp/$r.hints" 2> "$tmp/$r.err" &&
	    [ ! -s "$tmp/$r.err" ]; then
		pass "--hints $r.rec"
	else
		cat "$tmp/$r.err"; fail "--hints $r.rec"
	fi
	if "$C" "$tmp/$r.rec" "$tmp/$r.hints" > "$tmp/$r.audit"; then
		pass "every reason shown holds ($(tail -n 1 "$tmp/$r.audit"))"
	else
		grep '^D' "$tmp/$r.audit" | head -5
		fail "every reason shown holds ($r.rec)"
	fi
done

# The search's own reasons, met often enough to be tested: overrules
# only where a card is rated higher by a hundredth of a rest, rarer.
for code in search:100 overrules:50; do
	least=${code#*:}
	code=${code%:*}
	n=$(cat "$tmp/a.audit" "$tmp/b.audit" |
	    awk -v c="$code" '$1 == c { n += $2 } END { print n + 0 }')
	if [ "$n" -ge "$least" ]; then pass "$code met $n times"
	else fail "$code met $n times, fewer than $least"; fi
done
for code in guard-left nothing-to-guard; do
	n=$(awk -v c="$code" '$1 == c { print $2 }' "$tmp/b.audit")
	if [ "${n:-0}" -ge 1 ]; then pass "$code at the fall questions"
	else fail "$code never met at the fall questions"; fi
done

# The format: a hint line per decision, alternatives under it.
bad=$(grep -vE '^(D[0-9]+ [NESW] (play|discard|declare|fall|cut) hint [^|]+ \| ([a-z-]+(,[a-z-]+)*|-) \| [^|]+|  alt .+ [+-][0-9]+\.[0-9]+)$' \
    "$tmp/a.hints" "$tmp/b.hints" | head -3)
if [ -z "$bad" ]; then pass "every line in the documented format"
else printf '%s\n' "$bad"; fail "every line in the documented format"; fi
lines=$(grep -c '^D' "$tmp/a.hints")
decisions=$(grep -cE '^(cut|discard|declare|fall|play) ' "$tmp/a.rec")
if [ "$lines" -eq "$decisions" ]; then
	pass "one line per decision line ($lines)"
else fail "one line per decision line: $lines for $decisions"; fi

# Seat S's lines alone with --seat S, worked out again the same.
"$P" --hints "$tmp/a.rec" --seat S > "$tmp/s.hints"
awk '/^D/ { keep = $2 == "S" } keep' "$tmp/a.hints" > "$tmp/s.want"
if [ -s "$tmp/s.hints" ] && cmp -s "$tmp/s.hints" "$tmp/s.want"; then
	pass "--seat S: South's lines, the same as in the whole listing"
else fail "--seat S: South's lines, the same as in the whole listing"; fi
"$P" --hints "$tmp/a.rec" --seat NE > "$tmp/ne.hints"
if [ -s "$tmp/ne.hints" ] &&
    ! grep -qE '^D[0-9]+ [SW] ' "$tmp/ne.hints"; then
	pass "--seat NE: North's and East's lines only"
else fail "--seat NE: North's and East's lines only"; fi

# An audit that cannot fail proves nothing: a false claim is caught.
awk 'done == 0 && /^D[0-9]+ . play hint .*\| [a-z,-]*cheapest-loss/ {
	sub(/ \| /, " | sure-win,"); done = 1 } { print }' "$tmp/a.hints" \
    > "$tmp/false.hints"
if cmp -s "$tmp/false.hints" "$tmp/a.hints"; then
	fail "a false claim made for the audit"
elif "$C" "$tmp/a.rec" "$tmp/false.hints" > "$tmp/false.audit"; then
	fail "the audit catches sure-win on a card that loses the trick"
else
	pass "the audit catches sure-win on a card that loses the trick"
fi

# The words are claims too (review 2): the audit checks each phrase
# against the hands, and a phrase its own figure contradicts is caught.
awk 'done == 0 && /^D[0-9]+ . play hint .*\| [a-z,-]*beats/ {
	sub(/[^|]*$/, " it beats the cards so far, and may take the trick " \
	    "(in 0% of 64 deals imagined from what you can see)"); done = 1 }
	{ print }' "$tmp/a.hints" > "$tmp/words.hints"
if cmp -s "$tmp/words.hints" "$tmp/a.hints"; then
	fail "a false phrase made for the audit"
elif "$C" "$tmp/a.rec" "$tmp/words.hints" > "$tmp/words.audit"; then
	fail "the audit catches \"may take the trick\" at 0%"
else
	pass "the audit catches \"may take the trick\" at 0%"
fi

# Records are read as --replay reads them, with the same errors.
head -n 30 "$tmp/a.rec" | sed '$s/^play \(.\) .*/play \1 Zz/' > "$tmp/bad.rec"
"$P" --replay "$tmp/bad.rec" > /dev/null 2> "$tmp/replay.err"
"$P" --hints "$tmp/bad.rec" > /dev/null 2> "$tmp/hints.err"; rc=$?
if [ "$rc" -eq 1 ] && [ -s "$tmp/hints.err" ] &&
    cmp -s "$tmp/replay.err" "$tmp/hints.err"; then
	pass "a bad record: --replay's one-line error, exit 1"
else cat "$tmp/hints.err"; fail "a bad record: --replay's error (exit $rc)"; fi
"$P" --hints "$tmp/none.rec" > /dev/null 2> "$tmp/none.err"; rc=$?
if [ "$rc" -eq 1 ] && grep -q 'none.rec' "$tmp/none.err"; then
	pass "a missing record: named, exit 1"
else fail "a missing record (exit $rc)"; fi
for args in "--seat X" "--seat S=easy" "--selfplay 1"; do
	# shellcheck disable=SC2086
	"$P" --hints "$tmp/a.rec" $args > "$tmp/opt.out" 2> "$tmp/opt.err"
	rc=$?
	if [ "$rc" -eq 2 ] && [ "$(wc -l < "$tmp/opt.err")" -eq 1 ] &&
	    [ ! -s "$tmp/opt.out" ]; then
		pass "--hints with $args: one line, exit 2"
	else fail "--hints with $args (exit $rc)"; fi
done

# The sanitized build on the sample hand: clean, and the same advice.
if [ -n "$S" ]; then
	"$P" --hints "$dir/../../data/sample-hand.rec" > "$tmp/sample.hints"
	if "$S" --hints "$dir/../../data/sample-hand.rec" 2> "$tmp/san.err" |
	    cmp -s - "$tmp/sample.hints" && [ ! -s "$tmp/san.err" ]; then
		pass "--hints under the sanitizers: clean, the same advice"
	else
		head -n 5 "$tmp/san.err"
		fail "--hints under the sanitizers: clean, the same advice"
	fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

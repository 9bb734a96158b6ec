#!/bin/sh
# voices.sh -- one voice: the table's hint (H), `--hints` and the review
# after a hand (v, and `--review`) give the same card at every position.
#
# 1. At the real table (table-tests, T_VOICE), South asks the hint at
#    each of his plays and discards and does what it says, then reviews
#    each hand: the review must find every card the expert's and show
#    none.  On the record he leaves, `--hints` must give at every one of
#    his decisions the card the table gave (the record's), and `--review`
#    must show nothing (both list the person's seat by default: the draw
#    seats him anywhere).
# 2. On self-played records (South's seat), every `--review` line names the card the
#    record played, never the expert's card, and as the expert's card the
#    one `--hints` gives at that decision number; each hand's line counts
#    the cards reviewed and those the same as the hint's, as the record
#    and `--hints` count them.
#
# usage: tests/hints/voices.sh PROGRAM TABLE-TESTS [TABLE-HANDS [SELF-HANDS]]
# (defaults 30 and 200; `make voices` runs more and prints the figures)
set -u
P=$1
T=$2
hands=${3:-30}
self=${4:-200}
dir=$(dirname "$0")
. "$dir/../env.sh"
tmp=$test_root/voices
mkdir -p "$tmp"
trap test_cleanup EXIT
trap 'exit 2' INT TERM HUP
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

# both RECORD OUT [--seat S]: --hints and --review of the records, side
# by side on both cores; for the people's seats without --seat.
both() {
	rec=$1 out=$2
	shift 2
	"$P" --hints "$rec" "$@" > "$out.hints" 2> "$out.herr" &
	h=$!
	"$P" --review "$rec" "$@" > "$out.review" 2> "$out.rerr"
	r=$?
	wait "$h" && [ "$r" -eq 0 ] && [ ! -s "$out.herr" ] &&
	    [ ! -s "$out.rerr" ]
}

# compare RECORD HINTS REVIEW: the voices against each other and the
# record; prints the figures on its last line, exits 1 at a difference.
compare() {
	awk -v rec="$1" -v hin="$2" -v rev="$3" '
	function fail(m) { bad++; if (bad <= 5) print "  " m }
	BEGIN {
		while ((getline l < rec) > 0) {
			nf = split(l, f, " ")
			if (f[1] == "hand") hand++
			if (f[1] !~ /^(cut|discard|declare|fall|play)$/) continue
			n++; seat[n] = f[2]; of[n] = hand
			c = ""; for (i = 3; i <= nf; i++) c = c " " f[i]
			made[n] = c
		}
		while ((getline l < hin) > 0) {
			if (l !~ /^D/) continue
			split(l, half, " [|] "); nf = split(half[1], f, " ")
			d = substr(f[1], 2) + 0
			c = ""; for (i = 5; i <= nf; i++) c = c " " f[i]
			hint[d] = c; lines++
			if (f[3] == "play" && seat[d] == f[2]) {
				cards[of[d]]++; positions++
				same[of[d]] += c == made[d]
			}
			if (f[3] != "play" && f[3] != "discard") continue
			compared++
			# a discard in any order: the same cards
			if (split(c, x, " ") != split(made[d], y, " ")) {
				differ++; continue
			}
			for (i in x) { hit = 0; for (j in y) hit += x[i] == y[j]
				if (!hit) { differ++; break } }
		}
		while ((getline l < rev) > 0) {
			split(l, f, " ")
			if (f[1] ~ /^H/) {
				h = substr(f[1], 2) + 0; hands++
				if (f[4] != cards[h] + 0 || f[6] != same[h] + 0)
					fail("H" h ": " f[4] " cards, " f[6] \
					    " the same; --hints and the record: " \
					    cards[h] + 0 ", " same[h] + 0)
				shown += f[8]
				continue
			}
			d = substr(f[1], 2) + 0; reviewed++
			if (" " f[5] != made[d]) fail(l ": not the card played")
			if (" " f[7] != hint[d]) fail(l ": --hints gives" hint[d])
			if (f[5] == f[7]) fail(l ": the expert'"'"'s card shown")
			if (f[8] != "ruled-out" && \
			    int(f[8] * 100 + 0.5) <= int(f[9] * 100 + 0.5))
				fail(l ": within the error")
		}
		printf "%d decisions, %d plays and discards compared with the " \
		    "record, %d different; %d review lines, %d hands reviewed; " \
		    "%d plays weighed\n", lines, compared, differ + 0, \
		    reviewed + 0, hands + 0, positions + 0
		exit bad > 0 ? 1 : 0
	}'
}

# 1. The pupil at the table, in two halves side by side.
half=$((hands / 2))
T_VOICE=$half T_RECORD="$tmp/pupil1.rec" "$T" > "$tmp/table1.out" 2>&1 &
t1=$!
T_VOICE=$((hands - half)) T_VOICE_SEED=$((1000 + half)) \
    T_RECORD="$tmp/pupil2.rec" "$T" > "$tmp/table2.out" 2>&1
wait "$t1"
cat "$tmp/pupil1.rec" "$tmp/pupil2.rec" > "$tmp/pupil.rec"
if tail -n 1 "$tmp/table1.out" | grep -q ' 0 failed$' &&
    tail -n 1 "$tmp/table2.out" | grep -q ' 0 failed$'; then
	pass "the pupil at the table, $hands hands: $(grep -h '^voice:' \
	    "$tmp/table1.out" "$tmp/table2.out" | tr '\n' ' ')"
else
	grep -hE '^(FAIL|  )' "$tmp/table1.out" "$tmp/table2.out" | head -5
	fail "the pupil at the table ($hands hands)"
fi
if both "$tmp/pupil.rec" "$tmp/pupil" &&
    compare "$tmp/pupil.rec" "$tmp/pupil.hints" "$tmp/pupil.review" \
    > "$tmp/pupil.cmp" && grep -q ' compared with the record, 0 different' \
    "$tmp/pupil.cmp" && ! grep -q '^D' "$tmp/pupil.review"; then
	pass "the table's hint is --hints' card at every play and discard, and --review shows none: $(tail -n 1 "$tmp/pupil.cmp")"
else
	cat "$tmp/pupil.herr" "$tmp/pupil.rerr" "$tmp/pupil.cmp" 2>/dev/null |
	    head -8
	grep '^D' "$tmp/pupil.review" | head -3
	fail "the table's hint, --hints and --review on the pupil's record"
fi

# 2. Self-played records: the review against --hints.
if "$P" --selfplay "$self" --seed 39 --ns easy --ew easy \
    --record "$tmp/self.rec" > /dev/null &&
    both "$tmp/self.rec" "$tmp/self" --seat S
then
	if compare "$tmp/self.rec" "$tmp/self.hints" "$tmp/self.review" \
	    > "$tmp/self.cmp"; then
		pass "every --review line: the card played, and --hints' card as the expert's ($(tail -n 1 "$tmp/self.cmp"))"
	else
		cat "$tmp/self.cmp" | head -6
		fail "--review against --hints on $self self-played hands"
	fi
	n=$(grep -c '^D' "$tmp/self.review")
	if [ "$n" -gt 0 ]; then pass "--review shows costly cards ($n)"
	else fail "--review shows no costly card in $self hands of easy play"
	fi
else
	cat "$tmp/self.herr" "$tmp/self.rerr" 2>/dev/null | head -3
	fail "--hints and --review on $self self-played hands"
fi

# An audit that cannot fail proves nothing: a review line naming the
# hint's card, or another expert card, is caught.
if [ -s "$tmp/self.review" ]; then
	awk '!done && /^D/ { $5 = $7; done = 1 } { print }' \
	    "$tmp/self.review" > "$tmp/false.review"
	if compare "$tmp/self.rec" "$tmp/self.hints" "$tmp/false.review" \
	    > /dev/null; then
		fail "the comparison catches a review line naming the expert's card"
	else
		pass "the comparison catches a review line naming the expert's card"
	fi
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/bin/sh
# link.sh -- one seat link, here and there: the same decisions made at
# the real table here (table-tests, T_VOICE: a pupil who asks the hint
# at each play and discard and does what it says) and sent to a table
# server by a scripted client (--join --script) give the same record.
# The person's decisions are those `--hints` lists of the record here
# (the record's people); a hint he had goes before his decision, as he
# had it.  Only the table's own notes ("#" lines: the warnings of a
# table here) are left out of the comparison.
# usage: tests/net/link.sh PROGRAM TABLE-TESTS [HANDS]
set -u
P=$1
T=$2
hands=${3:-3}
dir=$(dirname "$0")
. "$dir/../env.sh"
tmp=$test_root/link
mkdir -p "$tmp"
trap 'pkill -P $$ 2>/dev/null; test_cleanup' EXIT
trap 'exit 2' INT TERM HUP
. "$dir/wait.sh"

# The hands here, one record each (here.N.rec).
T_VOICE=$hands T_RECORD="$tmp/here.rec" T_VOICE_SEED=1000 "$T" \
    > "$tmp/table.out" 2>&1
awk -v d="$tmp" '/^minchiate-record/ { n++ } { print > (d "/here." n ".rec") }' \
    "$tmp/here.rec"

# answers REC: the person's decisions in the record, each after "hint"
# when he had one there.
answers() {
	"$P" --hints "$1" | sed -n 's/^D\([0-9]*\) .*/\1/p' > "$tmp/mine"
	awk 'NR == FNR { mine[$1] = 1; next }
	    $1 == "aid" && $2 == "hint" { aided = 1; next }
	    $1 ~ /^(cut|discard|declare|fall|play)$/ {
		if (++n in mine) { if (aided) print "hint"; print }
		aided = 0 }' "$tmp/mine" "$1"
}
# setup REC: the table's options for the record's match.
setup() {
	awk '$1 == "seat" { name = $0; sub(/^[^"]*"/, "", name)
		sub(/"$/, "", name)
		printf " --seat %s=%s --name %s=%s", $2,
		    $3 == "human" ? "human" : $4, $2, name }
	    $1 == "match" { printf " --match %s", $2 }
	    $1 == "variants" { printf " --variants %s", $2 }' "$1"
}
person() { awk '$1 == "seat" && $3 == "human" { sub(/^[^"]*"/, "");
	sub(/"$/, ""); print; exit }' "$1"; }

same=0
for n in $(seq 1 "$hands"); do
	here=$tmp/here.$n.rec
	answers "$here" > "$tmp/answers.$n"
	rm -rf "$XDG_STATE_HOME/minchiate"
	# shellcheck disable=SC2046
	"$P" --table "link$n" --seed $((999 + n)) $(setup "$here") --delay 0 \
	    2> "$tmp/table.$n.err" &
	table=$!
	if ! wait_for "$tmp/table.$n.err" "open at"; then
		fail "hand $n: the table opened"; continue
	fi
	"$P" --join "link$n" --name "$(person "$here")" --script \
	    < "$tmp/answers.$n" > "$tmp/client.$n.out" 2> "$tmp/client.$n.err"
	if ! gone "$table" || ! wait_for "$tmp/table.$n.err" "record is kept"
	then
		fail "hand $n: the table ended its match"; continue
	fi
	there=$(find "$XDG_STATE_HOME/minchiate/matches" -name '*.rec' | head -n 1)
	grep -v '^#' "$here" > "$tmp/a"
	grep -v '^#' "$there" > "$tmp/b" 2>/dev/null
	if [ -s "$tmp/a" ] && cmp -s "$tmp/a" "$tmp/b"; then
		same=$((same + 1))
	else
		diff "$tmp/a" "$tmp/b" | head -n 10
	fi
done
decisions=$(grep -cv '^hint$' "$tmp"/answers.* | awk -F: '{ n += $2 } END { print n }')
if [ "$same" -eq "$hands" ] && [ "$decisions" -gt 0 ]
then pass "the same decisions here and at a table server give the same record ($hands hands, $decisions of the person's decisions)"
else fail "the same decisions here and at a table server give the same record ($same of $hands hands)"; fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

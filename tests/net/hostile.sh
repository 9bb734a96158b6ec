#!/bin/sh
# hostile.sh -- figures, not a test: a table of four people under
# attack by its own account, as the review of the table server did it.
# HOLD connections say half a hello and hold it, WATCH watchers never
# read, FLOOD more connect at once and send garbage; then the four
# people join.  Prints how many connections the table held at its
# busiest, how many people it let in, how long the last of them took,
# and whether the match ended.
# usage: tests/net/hostile.sh PROGRAM NET-RAW [HOLD WATCH FLOOD]
set -u
P=$1
RAW=$2
hold=${3:-16}
watchn=${4:-16}
flood=${5:-200}
dir=$(dirname "$0")
. "$dir/../env.sh"
trap 'kill $bg 2>/dev/null; test_cleanup' EXIT
tmp=$test_root
bg=
"$P" --table x --seat N=human --seat E=human --seat S=human --seat W=human \
    --name N=Ann --name E=Bob --name S=Cy --name W=Di --match hand \
    --delay 0 --countdown 600 --seed 5 2> "$tmp/x.err" &
table=$!
until grep -q "open at" "$tmp/x.err"; do sleep 0.05; done
sock=$(sed -n 's/.*open at //p' "$tmp/x.err")
i=0
while [ $i -lt "$hold" ]; do
	printf 'minchiate-table 1 jo' | "$RAW" "$sock" 60 hold & bg="$bg $!"
	i=$((i + 1))
done
i=0
while [ $i -lt "$watchn" ]; do
	printf 'minchiate-table 1 watch\n' | "$RAW" "$sock" 60 hold &
	bg="$bg $!"
	i=$((i + 1))
done
i=0
while [ $i -lt "$flood" ]; do
	printf 'garbage\n' | "$RAW" "$sock" 60 hold > /dev/null 2>&1 &
	bg="$bg $!"
	i=$((i + 1))
done
peak=$(ls /proc/$table/fd | wc -l)
start=$(date +%s.%N)
for n in Ann Bob Cy Di; do
	yes "bot easy" | "$P" --join x --name $n --script > "$tmp/$n.out" \
	    2> "$tmp/$n.err" &
done
end=$(( $(date +%s) + 120 ))
while [ "$(grep -c 'has joined' "$tmp/x.err")" -lt 4 ] &&
    [ "$(date +%s)" -lt "$end" ]; do
	n=$(ls /proc/$table/fd 2>/dev/null | wc -l)
	[ "$n" -gt "$peak" ] && peak=$n
	sleep 0.05
done
in=$(grep -c 'has joined' "$tmp/x.err")
took=$(echo "$(date +%s.%N) - $start" | bc)
while kill -0 $table 2>/dev/null && [ "$(date +%s)" -lt "$end" ]; do
	sleep 0.1
done
over=no
grep -q 'the match is over' "$tmp/x.err" && over=yes
echo "hostile: held $hold, watchers $watchn, flood $flood"
echo "hostile: descriptors open in the table at its busiest: $peak"
echo "hostile: people let in: $in of 4, the last after ${took} s"
echo "hostile: match over: $over"
grep -c 'dropped\|full\|not let in' "$tmp/x.err" | sed 's/^/hostile: lines on the host terminal about turned-away clients: /'
grep -i 'full\|refused' "$tmp"/*.err | head -3

#!/bin/sh
# bench.sh -- the table server's figures (make bench): a giro at a table
# of four people, each a client answering at once; per seat the frames
# and bytes it was sent, and the time from a decision to all four
# clients (tests/net/bench.c).  Prints figures, tests nothing.
# usage: tests/net/bench.sh PROGRAM NET-BENCH
set -u
P=$1
B=$2
dir=$(dirname "$0")
. "$dir/../env.sh"
trap test_cleanup EXIT
"$P" --table bench --seat N=human --seat E=human --seat S=human \
    --seat W=human --name N=Ann --name E=Bob --name S=Cy --name W=Di \
    --match giro --delay 0 --seed 11 2> "$test_root/table.err" &
end=$(( $(date +%s) + 60 ))
until grep -q "open at" "$test_root/table.err" 2>/dev/null; do
	[ "$(date +%s)" -lt "$end" ] || { cat "$test_root/table.err"; exit 1; }
	sleep 0.05
done
echo "table server: a giro (4 hands), four clients over the socket"
"$B" "$TMPDIR/minchiate-$(id -u)/bench" Ann Bob Cy Di
wait

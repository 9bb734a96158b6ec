#!/bin/sh
# violations.sh -- the decisions the rules refused, over many hands with
# an expert at the table: chunks of CHUNK hands, each with its own seed,
# the expert's seat and the variants (R10) going round, the other seats
# hard.  Each chunk's figures are appended to LOG as it ends, so a long
# run stopped half way keeps what it counted; the totals are printed at
# the end.  Run it with nice: it takes hours for 10000 hands.
# usage: tests/violations.sh PROGRAM HANDS CHUNK LOG [FIRST-SEED]
set -eu
P=$1 N=$2 C=$3 LOG=$4 seed=${5:-7000}
i=0
while [ "$i" -lt "$N" ]; do
	case $((seed % 4)) in
	0) seat=S v=none ;;
	1) seat=E v=optional-cascare ;;
	2) seat=N v=demonio ;;
	*) seat=W v=optional-cascare,demonio ;;
	esac
	"$P" --selfplay "$C" --seed "$seed" --ns hard --ew hard \
	    --seat "$seat=expert" --variants "$v" |
	    awk -v s="$seed" -v seat="$seat" -v v="$v" '
		/^hands: / { h = $2 }
		/^violations: / { x = $2 }
		END { printf "seed %s seat %s variants %s hands %d " \
		    "violations %d\n", s, seat, v, h, x }' >> "$LOG"
	i=$((i + C))
	seed=$((seed + 1))
done
# A chunk that stopped short (a crash) is counted apart.
awk -v c="$C" '{ h += $8; x += $10; short += $8 < c }
    END { printf "hands: %d\nviolations: %d\nchunks_short: %d\n", h, x, short }' \
    "$LOG"

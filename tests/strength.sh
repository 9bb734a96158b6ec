#!/bin/sh
# strength.sh -- one arena figure (tests/arena.sh): LEVEL_A over LEVEL_B
# on DEALS duplicate deals, as "name: value" lines, in points and in
# rests a hand, with the capots each level's side made (R7.7).
# usage: tests/strength.sh PROGRAM LEVEL_A LEVEL_B DEALS
set -eu
P=$1 A=$2 B=$3 N=$4
"$P" --selfplay "$N" --seed 2026 --ns "$A" --ew "$B" --duplicate |
    sed -n "s/^diff_per_hand: /strength_${A}_over_${B}: /p
	s/^ci95_low: /strength_${A}_over_${B}_ci95_low: /p
	s/^ci95_high: /strength_${A}_over_${B}_ci95_high: /p
	s/^rests_diff_per_hand: /strength_${A}_over_${B}_rests: /p
	s/^rests_ci95_low: /strength_${A}_over_${B}_rests_ci95_low: /p
	s/^rests_ci95_high: /strength_${A}_over_${B}_rests_ci95_high: /p
	s/^hands: /strength_${A}_over_${B}_hands: /p
	s/^violations: /strength_${A}_over_${B}_violations: /p
	s/^capots_ns_level: /strength_${A}_over_${B}_capots_${A}: /p
	s/^capots_ew_level: /strength_${A}_over_${B}_capots_${B}: /p"

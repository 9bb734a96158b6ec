#!/bin/sh
# arena.sh -- the levels' strength on duplicate deals, each over the one
# below (strength.sh), then each level's partner blunders, their index
# and the judge index of the kinds no veto covers (blunders.sh), as
# "name: value" lines.  `make bench` runs it short,
# `make arena` long; the sizes are the deals of the fast levels, of hard
# and of the expert (whose blunders are judged on a third of its deals).
# The open level, a test level that sees every hand, is raced over hard
# on the expert's deals, and information_share is the expert's lead over
# hard as a share of open's.  Open is the expert's own search on the
# true deal, each card played out there many ways (one card in ten of
# the playouts at random), where the expert averages over many imagined
# deals: meant as a ceiling, but one its playouts cap, so a share near 1
# says the expert draws from what it sees as much as open from the truth.
# usage: tests/arena.sh PROGRAM DEALS HARD-DEALS EXPERT-DEALS
set -eu
P=$1 N=$2 H=$3 X=$4
dir=$(dirname "$0")
sh "$dir/strength.sh" "$P" easy random "$N"
sh "$dir/strength.sh" "$P" normal easy "$N"
sh "$dir/strength.sh" "$P" hard normal "$H"
expert=$(sh "$dir/strength.sh" "$P" expert hard "$X")
echo "$expert"
open=$(sh "$dir/strength.sh" "$P" open hard "$X")
echo "$open"
printf '%s\n%s\n' "$expert" "$open" | awk '
	/^strength_expert_over_hard: / { e = $2 }
	/^strength_open_over_hard: / { o = $2 }
	END {
		if (o - 0 <= 0)
			print "information_share: n/a"
		else
			printf "information_share: %.3f\n", e / o
	}'
for l in random easy normal; do sh "$dir/blunders.sh" "$P" "$l" "$N"; done
sh "$dir/blunders.sh" "$P" hard "$H"
sh "$dir/blunders.sh" "$P" expert "$(( (X + 2) / 3 ))"

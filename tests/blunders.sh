#!/bin/sh
# blunders.sh -- the partner blunder index of one level (tests/arena.sh):
# LEVEL with itself at all four seats on DEALS deals, every trick judged
# with the whole deal known (src/bot/blunder.c); per player and hand.
# One line per kind (blunder_KIND_LEVEL), then blunder_index_LEVEL, all
# kinds, and blunder_index_judge_LEVEL, only the kinds no veto of the
# expert's covers (papa_second, gift, papa_lost, king_fallen, matto_last,
# gift_sure).
# usage: tests/blunders.sh PROGRAM LEVEL DEALS
set -eu
P=$1 L=$2 N=$3
"$P" --selfplay "$N" --seed 2027 --ns "$L" --ew "$L" |
    sed -n "s/^\(blunder_[a-z_]*\): /\1: /p"

#!/bin/sh
# tests/oracle/run.sh -- check minchiate's Tarocchi Siciliani against the
# independent rules oracle tests/oracle/sicilia.c.
#
# usage: sh tests/oracle/run.sh PROGRAM [HANDS]
#
# PROGRAM is a built minchiate binary; HANDS the hands of each self-play
# run (default 2000, a multiple of 4).  The oracle is compiled with
# ${CC:-cc} -std=c11 -O2 into a temporary directory.  For each run below
# the program plays HANDS hands with --selfplay and writes their record;
# its own `result' lines (standard output) are compared line by line with
# those the oracle recomputes from the record.  The oracle also checks the
# record's `expect' lines (-k: it reports every difference and goes on)
# and accepts matches and records as long as --selfplay writes them
# (-l).  The worked hand of the rules is checked too.
#
# ORACLE_SEED (default 1) shifts every run's seed, for other deals.
#
# Prints `ok   ...' or `FAIL ...' per run, then the hands compared and the
# differences, then `N passed, N failed'; exit status 0 only if none
# failed.  Everything it writes goes under one mktemp -d directory, removed
# at exit.

prog=${1:-}
hands=${2:-2000}

usage() {
	echo "usage: sh tests/oracle/run.sh PROGRAM [HANDS]" >&2
	echo "  (HANDS: hands per run, a multiple of 4, default 2000)" >&2
	exit 2
}

[ -n "$prog" ] || usage
[ $# -le 2 ] || usage
case $hands in
'' | *[!0-9]*) usage ;;
esac
if [ "$hands" -le 0 ] || [ $((hands % 4)) -ne 0 ]; then
	echo "run.sh: HANDS must be a positive multiple of 4, not $hands" >&2
	exit 2
fi
if [ ! -x "$prog" ]; then
	echo "run.sh: $prog: not an executable program" >&2
	exit 2
fi
case $prog in
/*) ;;
*) prog=$(pwd)/$prog ;;
esac

here=$(cd "$(dirname "$0")" && pwd)
src=$here/sicilia.c
worked=$(cd "$here/../records/good" && pwd)/sicilia-worked.rec
base=${ORACLE_SEED:-1}
case $base in
'' | *[!0-9]*) echo "run.sh: ORACLE_SEED must be a number" >&2; exit 2 ;;
esac

tmp=$(mktemp -d "${TMPDIR:-/tmp}/oracle.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

oracle=$tmp/oracle
if ! ${CC:-cc} -std=c11 -O2 -o "$oracle" "$src"; then
	echo "FAIL the oracle does not compile"
	echo "0 passed, 1 failed"
	exit 1
fi

passed=0
failed=0
compared=0
differences=0

# compare NAME PROGRAM-RESULTS ORACLE-RESULTS ORACLE-STDERR ORACLE-STATUS
compare() {
	name=$1
	# The first differing hand, and how many differ, by the hand number
	# in each line (a missing line counts as a difference too).
	awk -v out="$tmp/first" '
		NR == FNR { p[FNR] = $0; np = FNR; next }
		{ o[FNR] = $0; no = FNR }
		END {
			n = np > no ? np : no; d = 0
			for (i = 1; i <= n; i++) {
				a = (i in p) ? p[i] : "(none)"
				b = (i in o) ? o[i] : "(none)"
				if (a != b) {
					if (d == 0) {
						print i > out
						print a > out
						print b > out
					}
					d++
				}
			}
			print n, d
		}' "$2" "$3" >"$tmp/counts"
	read -r n d <"$tmp/counts"
	compared=$((compared + n))
	differences=$((differences + d))
	if [ "$d" -eq 0 ] && [ "$5" -eq 0 ] && [ "$n" -gt 0 ]; then
		echo "ok   $name: $n hands"
		passed=$((passed + 1))
		return
	fi
	failed=$((failed + 1))
	if [ "$d" -ne 0 ]; then
		{
			read -r first
			read -r pline
			read -r oline
		} <"$tmp/first"
		echo "FAIL $name: $d of $n hands differ; the first, hand $first:"
		echo "     program: $pline"
		echo "     oracle:  $oline"
	elif [ "$n" -eq 0 ]; then
		echo "FAIL $name: no result lines"
	else
		echo "FAIL $name: the oracle stopped or found a bad expect line"
	fi
	if [ -s "$4" ]; then
		sed -n '1,3s/^/     /p' "$4"
	fi
	rm -f "$tmp/first"
}

# selfplay NS-LEVEL EW-LEVEL SEED [redeal]
selfplay() {
	l1=$1 l2=$2 seed=$((base * 1000 + $3)) var=${4:-}
	name="$l1/$l2 seed $seed${var:+ --variants $var}"
	rec=$tmp/run.rec
	if [ -n "$var" ]; then
		"$prog" --game sicilia --selfplay "$hands" --seed "$seed" \
			--ns "$l1" --ew "$l2" --variants "$var" \
			--record "$rec" </dev/null >"$tmp/prog.out" 2>"$tmp/prog.err"
	else
		"$prog" --game sicilia --selfplay "$hands" --seed "$seed" \
			--ns "$l1" --ew "$l2" \
			--record "$rec" </dev/null >"$tmp/prog.out" 2>"$tmp/prog.err"
	fi
	status=$?
	if [ "$status" -ne 0 ]; then
		echo "FAIL $name: the program exited $status"
		sed -n '1,3s/^/     /p' "$tmp/prog.err"
		failed=$((failed + 1))
		return
	fi
	grep '^result ' "$tmp/prog.out" >"$tmp/prog.res"
	"$oracle" -k -l <"$rec" >"$tmp/oracle.res" 2>"$tmp/oracle.err"
	compare "$name" "$tmp/prog.res" "$tmp/oracle.res" "$tmp/oracle.err" $?
	rm -f "$rec"
}

# The worked hand (RULES-SICILIA section 5).
printf '%s\n' 'result hand 1 contract call declarer N partner S points 62 47 jochi 2 3 pay S:-1 E:1 N:-1 W:1' \
	>"$tmp/worked.want"
"$oracle" <"$worked" >"$tmp/worked.res" 2>"$tmp/worked.err"
compare "worked hand ($worked)" "$tmp/worked.want" "$tmp/worked.res" \
	"$tmp/worked.err" $?

selfplay random random 1
selfplay easy easy 2
selfplay normal easy 3
selfplay easy random 4
selfplay normal normal 5
selfplay random normal 6
selfplay hard easy 7
selfplay expert random 8
selfplay easy easy 9 redeal
selfplay random random 10 redeal

echo "hands compared: $compared, differences: $differences"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

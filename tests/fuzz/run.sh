#!/bin/sh
# run.sh -- runs each libFuzzer target for SECONDS seconds on its corpus
# (seeds in tests/fuzz/, findings kept in build/fuzz/); prints the runs
# and ends with "N passed, N failed".
# usage: tests/fuzz/run.sh SECONDS
set -u
secs=${1:-60}
. "$(dirname "$0")/../env.sh"
trap test_cleanup EXIT
trap 'exit 2' INT TERM HUP
passed=0
failed=0
for t in record save engine sicilia; do
	bin=build/fuzz/fuzz_$t
	seeds=tests/fuzz/corpus; [ $t = record ] || seeds=tests/fuzz/corpus-$t
	work=build/fuzz/corpus-$t
	mkdir -p "$work"
	if out=$("$bin" -max_total_time="$secs" -max_len=8192 \
	    -artifact_prefix=build/fuzz/ "$work" "$seeds" 2>&1); then
		runs=$(printf '%s\n' "$out" | sed -n 's/^Done \([0-9]*\) runs.*/\1/p')
		echo "ok   fuzz_$t: ${runs:-?} runs in ${secs} s, no finding"
		passed=$((passed + 1))
	else
		printf '%s\n' "$out" | grep -E 'ERROR|SUMMARY|artifact|Test unit' | head -5
		echo "FAIL fuzz_$t: a finding (see build/fuzz/)"
		failed=$((failed + 1))
	fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

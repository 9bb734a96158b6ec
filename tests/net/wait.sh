#!/bin/sh
# wait.sh -- sourced by the table server's test scripts after env.sh:
# their counts, and waits that end at a deadline (limit seconds, TEST_SLOW
# times 120), never a fixed sleep.
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
TEST_SLOW=${TEST_SLOW:-1}
limit=$((120 * TEST_SLOW))

# wait_for FILE PATTERN: until FILE holds PATTERN, or the deadline.
wait_for() {
	_end=$(( $(date +%s) + limit ))
	while ! grep -q "$2" "$1" 2>/dev/null; do
		[ "$(date +%s)" -ge "$_end" ] && return 1
		sleep 0.05
	done
}
# wait_count FILE PATTERN N: until FILE holds N lines with PATTERN.
wait_count() {
	_end=$(( $(date +%s) + limit ))
	while [ "$(grep -c "$2" "$1" 2>/dev/null)" -lt "$3" ]; do
		[ "$(date +%s)" -ge "$_end" ] && return 1
		sleep 0.05
	done
}
# wait_while FILE PATTERN PID: until FILE holds PATTERN, or PID has
# ended, or the deadline.
wait_while() {
	_end=$(( $(date +%s) + limit ))
	while ! grep -q "$2" "$1" 2>/dev/null && kill -0 "$3" 2>/dev/null; do
		[ "$(date +%s)" -ge "$_end" ] && return 1
		sleep 0.05
	done
}
# gone PID: until the process has ended, or the deadline.
gone() {
	_end=$(( $(date +%s) + limit ))
	while kill -0 "$1" 2>/dev/null; do
		[ "$(date +%s)" -ge "$_end" ] && return 1
		sleep 0.05
	done
}

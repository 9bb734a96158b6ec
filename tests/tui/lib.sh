#!/bin/sh
# lib.sh -- drive the real program in a private tmux server: start it at
# a fixed size, send keys, wait for the screen to show what is expected.
# Sourced from tests/tui (or the top of the tree): the test's own HOME,
# XDG directories and tmux socket come from tests/env.sh.
#
# Nothing here sleeps for a fixed time.  Every wait polls its condition
# and ends the moment it holds, or at a deadline of TEST_SLOW minutes (1
# by default), or TEST_SLOW times a longer one a wait asks for: a wait
# that succeeds costs nothing for a long deadline, and ASan on a loaded
# machine needs one.  A wait on a program that has ended ends at once.
if [ -f ../env.sh ]; then . ../env.sh; else . tests/env.sh; fi
TEST_SLOW=${TEST_SLOW:-1}
tui_secs=$((60 * TEST_SLOW))
TUI_T="tmux -L minchiate-test -f /dev/null"
tui_target=t
trap 'tui_stop; test_cleanup' EXIT
trap 'exit 2' INT TERM HUP

# The read system call's number, to see a program wait for a key.
case $(uname -m) in
x86_64|amd64)	tui_read_nr=0 ;;
aarch64|arm64|riscv64|loongarch64) tui_read_nr=63 ;;
i[3-6]86|arm*)	tui_read_nr=3 ;;
*)		tui_read_nr= ;;
esac

# tui_deadline [TENTHS]: the clock's second when a wait ends, at least
# TENTHS tenths of a second (times TEST_SLOW) from now.
tui_deadline() {
	_d=$(( ${1:-0} * TEST_SLOW / 10 ))
	[ "$_d" -gt "$tui_secs" ] || _d=$tui_secs
	echo $(( $(date +%s) + _d ))
}
# tui_until COMMAND...: runs COMMAND until it succeeds; false when the
# deadline passes first.
tui_until() {
	_u_end=$(tui_deadline)
	until "$@"; do
		[ "$(date +%s)" -lt "$_u_end" ] || return 1
		sleep 0.1
	done
}

# tui_start COLS ROWS COMMAND [LANG]: a new server, the program in it;
# the pane stays, with its last words and the exit status, when the
# program ends, however soon.
tui_start() {
	tui_stop
	$TUI_T start-server \; set-option -g remain-on-exit on \; \
	    new-session -d -s t -x "$1" -y "$2" \
	    "env LANG=${4:-C.UTF-8} LC_ALL=${4:-C.UTF-8} TERM=tmux-256color USER=tester $3; echo TUI-EXIT:\$?"
	tui_target=t
	_tui_pid=
}
# tui_stop: the server killed, and every process of its panes gone (a
# program told to hang up saves first: it must not write into the next
# test's directory).
tui_stop() {
	_s_pids=$($TUI_T list-panes -a -F '#{pane_pid}' 2>/dev/null) ||
	    return 0
	_s_pids="$($TUI_T display-message -p '#{pid}' 2>/dev/null) $_s_pids"
	$TUI_T kill-server 2>/dev/null
	tui_until _tui_gone $_s_pids && return 0
	echo "tui_stop: still running:" >&2; ps -o pid,stat,args -s "$(echo $_s_pids | tr ' ' ,)" >&2
	return 1
}
_tui_gone() {	# PID...: no process of these sessions (or these) lives
	! ps -o stat= -p "$(echo "$@" | tr ' ' ,)" 2>/dev/null | grep -qv '^Z' &&
	! ps -o stat= -s "$(echo "$@" | tr ' ' ,)" 2>/dev/null | grep -qv '^Z'
}

tui_screen() { $TUI_T capture-pane -p -t "${1:-$tui_target}"; }
tui_colors() { $TUI_T capture-pane -p -e -t "$tui_target"; }
tui_all()    { $TUI_T capture-pane -p -J -S - -t "${1:-$tui_target}"; }
tui_resize() { $TUI_T resize-window -t "$tui_target" -x "$1" -y "$2"; }

# tui_dead [TARGET]: the pane's program and the shell around it ended.
tui_dead() {
	[ "$($TUI_T list-panes -t "${1:-$tui_target}" -F '#{pane_dead}' 2>/dev/null)" != 0 ]
}
# tui_find_pid [TARGET]: tui_p is the program's process (the child of
# the pane's shell), or empty; kept for the pane t while it lives.
tui_find_pid() {
	_p_t=${1:-$tui_target}
	if [ "$_p_t" = t ] && [ -n "${_tui_pid:-}" ] && [ -d "/proc/$_tui_pid" ]
	then tui_p=$_tui_pid; return 0; fi
	tui_p=
	_p_sh=$($TUI_T list-panes -t "$_p_t" -F '#{pane_pid}' 2>/dev/null) &&
	    tui_p=$(pgrep -P "$_p_sh" | head -n 1)
	[ "$_p_t" != t ] || _tui_pid=$tui_p
}
# tui_read_count PID: the bytes the process has read so far.
tui_read_count() { sed -n 's/^rchar: //p' "/proc/$1/io" 2>/dev/null; }

# tui_keys KEY... and tui_text TEXT send to the program, then wait until
# it has read from its terminal (or ended): a key is never left in
# flight while the test looks at the screen.  One call, one write to the
# terminal: the keys of an answer go together.
tui_keys() { _tui_send "$TUI_T send-keys -t $tui_target" "$@"; }
tui_text() { _tui_send "$TUI_T send-keys -t $tui_target -l" "$1"; }
_tui_send() {
	_k_cmd=$1; shift
	tui_find_pid; _k_pid=$tui_p
	_k_was=
	[ -n "$_k_pid" ] && _k_was=$(tui_read_count "$_k_pid")
	$_k_cmd "$@"
	[ -n "$_k_was" ] || return 0
	tui_until _tui_read_more || echo "tui_keys: $* not read" >&2
	return 0
}
_tui_read_more() {
	_k_now=$(tui_read_count "$_k_pid")
	[ -z "$_k_now" ] || [ "$_k_now" -gt "$_k_was" ] || tui_dead
}

# tui_quit: leaves a match at the table: q asks first (one q too many
# must not leave it), y says so.  A lesson, a practice, a page, the pass
# screen or a table joined elsewhere take q alone.
tui_quit() { tui_keys q y; }

# tui_wait REGEX [TENTHS [SCREEN_FN]]: until REGEX is on the screen (or
# in what SCREEN_FN prints of it), waiting at least TENTHS tenths of a
# second before giving up; the screen on stderr if it never comes.
tui_wait() {
	_w_end=$(tui_deadline "${2:-0}")
	until ${3:-tui_screen} | grep -qE "$1"; do
		if tui_dead || [ "$(date +%s)" -ge "$_w_end" ]; then
			${3:-tui_screen} | grep -qE "$1" && return 0
			echo "tui_wait: no /$1/; screen:" >&2
			tui_screen >&2
			return 1
		fi
		sleep 0.1
	done
}
# tui_wait_words REGEX: as tui_wait, on the screen read as one line
# without spaces (REGEX too): a message the table wraps, wherever the
# paths in it make the wrap fall.
tui_wait_words() {
	tui_wait "$(printf '%s' "$1" | tr -d ' ')" 0 _tui_unspaced
}
_tui_unspaced() { tui_screen | tr -d ' \n'; }
# tui_wait_screen TEXT: until the screen is TEXT, line for line; how it
# differs on stderr if it never comes to be.
tui_wait_screen() {
	tui_until _tui_is_screen "$1"
	[ "$(tui_screen)" = "$1" ] && return 0
	printf '%s\n' "$1" > "$TMPDIR/want"
	tui_screen | diff "$TMPDIR/want" - >&2
	return 1
}
_tui_is_screen() { [ "$(tui_screen)" = "$1" ] || tui_dead; }
# tui_changed BEFORE: until the screen is no longer BEFORE.
tui_changed() {
	tui_until _tui_differs "$1"
	[ "$(tui_screen)" != "$1" ]
}
_tui_differs() { [ "$(tui_screen)" != "$1" ] || tui_dead; }

# tui_idle [TARGET]: until the program waits for a key (blocked reading
# its terminal, no timeout; it has read all it was sent) and the screen
# holds all it drew (two looks agree, nothing read between): a screen
# looked at then is whole, and stays so until the next key.  Where the
# system call cannot be seen, a screen unchanged for a second stands
# for it.
tui_idle() { tui_until _tui_idle "${1:-$tui_target}"; }
_tui_idle() {	# TARGET
	tui_dead "$1" && return 0
	tui_find_pid "$1"
	[ -n "$tui_p" ] || return 0
	if [ -z "$tui_read_nr" ] || [ ! -r "/proc/$tui_p/syscall" ]; then
		_i_a=$(tui_screen "$1"); sleep 1
		[ "$(tui_screen "$1")" = "$_i_a" ]
		return
	fi
	_i_r=$(tui_read_count "$tui_p")
	read -r _i_nr _i_fd _i_rest < "/proc/$tui_p/syscall" 2>/dev/null ||
	    return 0
	[ "$_i_nr" = "$tui_read_nr" ] && [ "$_i_fd" = 0x0 ] || return 1
	_i_a=$(tui_screen "$1")
	[ "$(tui_screen "$1")" = "$_i_a" ] &&
	    [ "$(tui_read_count "$tui_p")" = "$_i_r" ]
}

# tui_exit_status: the program's exit status, once it has ended.
tui_exit_status() {
	tui_until _tui_exited || return 1
	tui_all | sed -n 's/^TUI-EXIT://p' | tail -n 1
}
_tui_exited() { tui_all | grep -qE '^TUI-EXIT:[0-9]+'; }

# tui_click COL ROW: a press and a release of the first button there.
tui_click() {
	_oct() { printf "\\$(printf %o "$1")"; }
	tui_text "$(printf '\033[M')$(_oct 32)$(_oct $((33 + $1)))$(_oct $((33 + $2)))$(printf '\033[M')$(_oct 35)$(_oct $((33 + $1)))$(_oct $((33 + $2)))"
}

# The count every table test script ends with: "N passed, N failed"
# (kept, not reset, when a script that counts already sources this).
passed=${passed:-0}
failed=${failed:-0}
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

#!/bin/sh
# lib.sh -- drive the real program in a private tmux server: start it at
# a fixed size, send keys, poll the screen for a pattern.
TUI_T="tmux -L minchiate-test.$$ -f /dev/null"
trap '$TUI_T kill-server 2>/dev/null || true' EXIT INT TERM

# tui_start COLS ROWS COMMAND [LANG]
tui_start() {
	$TUI_T new-session -d -s t -x "$1" -y "$2" \
	    "env LANG=${4:-C.UTF-8} LC_ALL=${4:-C.UTF-8} TERM=tmux-256color $3; echo TUI-EXIT:\$?" \; \
	    set-option -t t remain-on-exit on
}
tui_screen() { $TUI_T capture-pane -p -t t; }
tui_colors() { $TUI_T capture-pane -p -e -t t; }
tui_all()    { $TUI_T capture-pane -p -J -S - -t t; }
tui_keys()   { $TUI_T send-keys -t t "$@"; }
tui_text()   { $TUI_T send-keys -t t -l "$1"; }
tui_resize() { $TUI_T resize-window -t t -x "$1" -y "$2"; }
# tui_wait REGEX [TENTHS [SCREEN_FN]]: poll until REGEX is on the screen
# (or in what SCREEN_FN prints of it).
tui_wait() {
	_n=0
	until ${3:-tui_screen} | grep -qE "$1"; do
		_n=$((_n + 1))
		if [ "$_n" -ge "${2:-100}" ]; then
			echo "tui_wait: timeout for /$1/; screen:" >&2
			tui_screen >&2
			return 1
		fi
		sleep 0.1
	done
}
# tui_stable: waits until the screen stays the same for half a second.
tui_stable() {
	_n=0
	_a=$(tui_screen)
	while [ "$_n" -lt 50 ]; do
		sleep 0.25
		_b=$(tui_screen)
		[ "$_a" = "$_b" ] && sleep 0.25 && [ "$(tui_screen)" = "$_b" ] &&
		    return 0
		_a=$_b
		_n=$((_n + 1))
	done
	return 1
}
tui_exit_status() {
	_n=0
	until tui_all | grep -qE '^TUI-EXIT:[0-9]+'; do
		_n=$((_n + 1))
		[ "$_n" -ge 100 ] && return 1
		sleep 0.1
	done
	tui_all | sed -n 's/^TUI-EXIT://p' | tail -1
}
tui_click() {
	_oct() { printf "\\$(printf %o "$1")"; }
	$TUI_T send-keys -t t -l "$(printf '\033[M')$(_oct 32)$(_oct $((33 + $1)))$(_oct $((33 + $2)))"
	$TUI_T send-keys -t t -l "$(printf '\033[M')$(_oct 35)$(_oct $((33 + $1)))$(_oct $((33 + $2)))"
}

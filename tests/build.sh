#!/bin/sh
# build.sh -- the build itself: the whole project with clang and warnings
# as errors (in build/clang), a function without its header an error in
# every compile, and a build that follows its dependencies: in a build
# directory of its own, a build while pkg-config finds no ncursesw or
# libbsd stops and says to run `make deps`; once they are found the same
# directory makes every object again, and a program whose rules viewer
# opens and searches (an object kept from the first build would cut the
# pointers that libbsd's and libc's functions return, and the program
# would crash there).
# Prints one line per check and ends with "N passed, N failed".
# usage: tests/build.sh
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/minchiate-build.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
# The builds here are their own: no variables or jobs of a make above.
unset MAKEFLAGS MFLAGS MAKELEVEL
MAKE="make -j2"

# The whole project, as the warnings of another compiler see it.
name="the project builds with clang -Werror -Wformat=2 (build/clang)"
if command -v clang >/dev/null 2>&1; then
	if $MAKE -s O=build/clang CC=clang \
	    CFLAGS="-O2 -g -Werror -Wformat=2" check-programs \
	    build/clang/bench > "$tmp/clang.out" 2>&1
	then pass "$name"
	else tail -n 30 "$tmp/clang.out"; fail "$name"; fi
else
	echo "skip $name: clang is not here"
fi

# Called without its declaration, a function returning a pointer would
# be taken to return int: every compile makes that an error.
name="every compile makes an undeclared function an error"
if $MAKE -n O="$tmp/n" all check-programs > "$tmp/n.raw" 2>&1; then
	# one command a line: the continued lines joined
	sed -e ':a' -e '/\\$/N' -e 's/\\\n//' -e 'ta' "$tmp/n.raw" > "$tmp/n.out"
	n=$(grep -c -- ' -c ' "$tmp/n.out")
	bad=$(grep -- ' -c ' "$tmp/n.out" |
	    grep -cv -- '-Werror=implicit-function-declaration')
	if [ "$n" -gt 0 ] && [ "$bad" -eq 0 ]
	then pass "$name ($n compiles)"
	else grep -- ' -c ' "$tmp/n.out" |
		grep -v -- '-Werror=implicit-function-declaration' | head -3
		fail "$name ($bad of $n without it)"; fi
else
	tail -n 30 "$tmp/n.raw"; fail "$name: make -n"
fi

# Without the dependencies: the build stops, and says what to do; what
# needs neither ncursesw nor libbsd is built (-k), the unit tests too.
B=$tmp/b
name="without ncursesw and libbsd (PKG_CONFIG=false) the build stops and says to run make deps"
if $MAKE -k -s O="$B" PKG_CONFIG=false all check-programs \
    > "$tmp/nodeps.out" 2>&1; then
	# A program made without them must still work, below.
	pass "without ncursesw and libbsd (PKG_CONFIG=false) a program is built"
elif grep -q 'make deps' "$tmp/nodeps.out"; then
	pass "$name"
else
	tail -n 30 "$tmp/nodeps.out"; fail "$name"
fi
touch "$tmp/nodeps.mark"

# Then with them, in the same build directory: nothing made without
# their flags is kept.
name="with them, the same build directory makes every object again"
if $MAKE -s O="$B" check-programs > "$tmp/deps.out" 2>&1 &&
    [ -x "$B/minchiate" ]
then
	old=$(find "$B" -name '*.o' ! -newer "$tmp/nodeps.mark")
	if [ -z "$old" ]; then pass "$name"
	else fail "$name: kept $(echo "$old" | wc -l): $(echo $old |
	    sed "s|$B/||g" | cut -c1-200)"; fi
else tail -n 30 "$tmp/deps.out"; fail "$name: the build"; fi

# Its rules viewer opens and finds a word (the table's r, then /).
name="that program opens the rules and searches them (r, /)"
if ! command -v tmux >/dev/null 2>&1; then
	echo "skip $name: tmux is not here"
elif [ ! -x "$B/minchiate" ]; then
	fail "$name: no program"
else
	. "$top/tests/tui/lib.sh"
	trap 'tui_stop; test_cleanup; rm -rf "$tmp"' EXIT
	h=$tmp/home
	mkdir -p "$h" && mkdir -m 700 "$h/run"
	second_line() { tui_screen | sed -n 2p; }
	tui_start 80 24 "env HOME=$h XDG_STATE_HOME=$h/state \
XDG_CONFIG_HOME=$h/config XDG_RUNTIME_DIR=$h/run $B/minchiate -s 7 \
--delay 0 --seat S=human --match hand"
	if tui_wait 'Cut .*cards' 300 && tui_keys r &&
	    tui_wait 'The rules \(from minchiate\(6\)\)' 100 &&
	    tui_keys / && tui_text cascare && tui_keys Enter &&
	    tui_wait '^ *[Cc]ascare' 100 second_line &&
	    tui_keys q && tui_wait 'Cut .*cards' 100 && tui_keys q y &&
	    [ "$(tui_exit_status)" = 0 ]
	then pass "$name"
	else tui_all | tail -n 5; fail "$name"; fi
	$TUI_T kill-server 2>/dev/null
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

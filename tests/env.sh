#!/bin/sh
# env.sh -- sourced by every test script, first: the test's own world.
# A private root holds its HOME, its XDG directories and its temporary
# files; the locale is fixed; the caller's variables that would change
# what the program or its tools do are gone.  So a script run alone
# never reads or writes the caller's settings, saves or statistics.
# Sets test_root; test_cleanup removes it (the script's EXIT trap).  The
# root is in /tmp whatever TMPDIR says: the table shows paths, and a
# longer one would wrap where a test looks for it.
umask 022
test_root=$(mktemp -d /tmp/minchiate-t.XXXXXX) || exit 2
for _d in home config state data cache run tmp; do
	mkdir -m 700 "$test_root/$_d" || exit 2
done
export HOME="$test_root/home"
export XDG_CONFIG_HOME="$test_root/config"
export XDG_STATE_HOME="$test_root/state"
export XDG_DATA_HOME="$test_root/data"
export XDG_CACHE_HOME="$test_root/cache"
export XDG_RUNTIME_DIR="$test_root/run"
export TMPDIR="$test_root/tmp"
export TMUX_TMPDIR="$test_root"
export LANG=C.UTF-8 LC_ALL=C.UTF-8
unset LANGUAGE LC_CTYPE LC_MESSAGES LC_COLLATE LC_NUMERIC LC_TIME \
    NO_COLOR MINCHIATE_DATA MINCHIATE_LOCALEDIR LOCPATH TMUX TMUX_PANE \
    ESCDELAY LINES COLUMNS \
    TERMINFO TERMINFO_DIRS TERMCAP NCURSES_NO_UTF8_ACS VALGRIND_OPTS \
    GREP_OPTIONS GREP_COLORS GROFF_TMAC_PATH MANPATH MANWIDTH
test_cleanup() { rm -rf "$test_root"; }

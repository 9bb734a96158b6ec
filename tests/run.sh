#!/bin/sh
# run.sh -- every test of `make test`: the engine's purity and the names
# its library defines, the unit suites (plain and under ASan+UBSan, then
# under valgrind), the text program's golden outputs, the man page lint,
# the game's page against groff and the engine (tests/man), and the
# library installed and linked by another program (tests/lib).  Prints
# one line per part and ends with the total "N passed, N failed".
#
# Hermetic: every test runs with a HOME, XDG directories, temporary
# directory and locale of the run's own (tests/env.sh), and each script
# makes its own again.  Those the run gives hold sentinel settings and
# saves, and the caller's own are fingerprinted (names, sizes, times,
# sums): both are checked untouched at the end.  TEST_SLOW=N makes every
# deadline of the table's tests N times longer (they end as soon as
# what they wait for comes; the default is already generous).
#
# The suites run beside each other, as many at once as the machine has
# cores or TEST_JOBS says (TEST_JOBS=1: one by one, in this file's
# order), the longest first; each one's output is kept and printed
# whole as it ends.  Before the closing line, each one's wall time, the
# slowest first.
#
# usage: tests/run.sh [BUILD_DIR [ASAN_BUILD_DIR [PART...]]]
# PART (all by default): purity unit frames lang cli net hints tmux
# records (the oracle of Tarocchi Siciliani too) man fuzz setup build lib
# install
set -u
B=${1:-build}
A=${2:-build/asan}
parts=
if [ $# -gt 2 ]; then shift 2; parts=" $* "; fi
want() { [ -z "$parts" ] || case $parts in *" $1 "*) true ;; *) false ;; esac; }
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top" || exit 2
began=$(date +%s)
at_once=${TEST_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)}
case $at_once in
''|*[!0-9]*|0) echo "run.sh: TEST_JOBS=$at_once is no number of jobs" >&2
	exit 2 ;;
esac

# fingerprint DIR...: each file and directory under the DIRs with its
# type, mode, size, change times and, for a file, its sum.
fingerprint() {
	for d; do
		if [ ! -e "$d" ]; then echo "none: $d"; continue; fi
		find "$d" -exec stat -c '%n|%F|%a|%s|%y|%z' {} + | sort
		find "$d" -type f -exec md5sum {} + | sort -k 2
	done
}
# The caller's settings, saves and statistics, where the program would
# find them with the caller's environment.
caller="${HOME:-/nonexistent}/.config/minchiate
${XDG_CONFIG_HOME:-/nonexistent}/minchiate
${HOME:-/nonexistent}/.local/state/minchiate
${XDG_STATE_HOME:-/nonexistent}/minchiate"
caller_fingerprint() {
	printf '%s\n' "$caller" | sort -u | while IFS= read -r d; do
		fingerprint "$d"; done
}
caller_was=$(caller_fingerprint)

# The run's own world; the sanitizers and valgrind as the run sets them.
. tests/env.sh
# The jobs still running end first: in the background they ignore the
# terminal's ^C, so they are sent a TERM for it.
trap 'wait; test_cleanup' EXIT
trap 'stop_jobs; exit 2' INT
trap 'exit 2' TERM HUP
unset ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS MSAN_OPTIONS T_QUICK \
    KILLS KEYS RESIZES VALGRIND
# Sentinels where a test that took the run's HOME and XDG directories
# for its own would read and write: settings, a save, a finished match.
for d in "$XDG_CONFIG_HOME/minchiate" "$HOME/.config/minchiate"; do
	mkdir -p "$d" &&
	    printf '# a sentinel: no test may change this file\n' > "$d/config"
done
for d in "$XDG_STATE_HOME/minchiate" "$HOME/.local/state/minchiate"; do
	mkdir -p "$d/matches" && chmod 700 "$d" "$d/matches" &&
	    printf 'minchiate-record 1\n# a sentinel\n' > "$d/match.rec" &&
	    cp data/sample-hand.rec "$d/matches/sentinel.rec"
done
echo sentinel > "$XDG_RUNTIME_DIR/sentinel"
given="$HOME $XDG_CONFIG_HOME $XDG_STATE_HOME $XDG_DATA_HOME $XDG_CACHE_HOME $XDG_RUNTIME_DIR"
# shellcheck disable=SC2086
given_was=$(fingerprint $given)

passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }

# Adds a suite's "N passed, N failed" line to the totals.
run_suite() {	# NAME COMMAND...
	name=$1; shift
	out=$("$@" 2>&1); rc=$?
	last=$(printf '%s\n' "$out" | tail -n 1)
	p=$(printf '%s\n' "$last" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
	f=$(printf '%s\n' "$last" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
	if [ -z "$p" ]; then
		printf '%s\n' "$out" | tail -n 30
		fail "$name: no summary line (exit $rc)"
		return
	fi
	printf '%s\n' "$out" | grep -v '^ok ' | sed '$d'
	passed=$((passed + p)); failed=$((failed + f))
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
		fail "$name: exit $rc"
	fi
	echo "---- $name: $last"
}

# Every suite, and each group of checks below, is a job: registered
# first, run later beside the others in a subshell with totals of its
# own, which its last line gives to the run's.
q=$TMPDIR/jobs
mkdir "$q" || exit 2
n=0
# quote ARG: ARG in single quotes, as eval reads it back.
quote() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"; }
job() {		# NAME COMMAND...: COMMAND may call pass, fail, run_suite
	n=$((n + 1))
	_name=$1; shift
	_cmd=
	for _a; do _cmd="$_cmd $(quote "$_a")"; done
	eval "name_$n=\$_name cmd_$n=\$_cmd"
}
suite() { job "$1" run_suite "$@"; }	# NAME COMMAND...

# A job's seconds, roughly (a run with TEST_JOBS=1, 2026-11-29): the
# longest start first, so that no long one is left to run alone at the
# end.  The others, a few seconds each, fill in last.
cost() {	# NAME
	case $1 in
	"table frames (valgrind, quick)")	echo 660 ;;
	"one voice: "*)				echo 600 ;;
	"unit (valgrind, quick)")		echo 310 ;;
	"unit (ASan+UBSan)")			echo 290 ;;
	"hints audited")			echo 190 ;;
	"table (tmux, ASan+UBSan)")		echo 115 ;;
	"table frames (ASan+UBSan)")		echo 105 ;;
	"table (tmux)")				echo 95 ;;
	"build")				echo 80 ;;
	"unit" | "table server (ASan+UBSan)")	echo 75 ;;
	"table server")				echo 60 ;;
	"fuzzers "*)				echo 70 ;;
	"text program (ASan+UBSan)")		echo 50 ;;
	"table frames" | "table frames (Italian)") echo 40 ;;
	"a table joined from terminals "*)	echo 30 ;;
	"one seat link: "*)			echo 50 ;;
	"text program" | "make install and uninstall") echo 20 ;;
	*)					echo 0 ;;
	esac
}

# start ID: job ID in the background, with a temporary directory of its
# own; its output to ID.out, its seconds to ID.time and, once it is
# done, its ID to the FIFO on fd 3.
start() {
	eval "_cmd=\$cmd_$1"
	mkdir "$q/$1.tmp" || exit 2
	(
		trap 'exit 2' TERM	# once its command has ended
		TMPDIR=$q/$1.tmp
		passed=0 failed=0
		t0=$(date +%s)
		{ eval "$_cmd"; echo "$passed passed, $failed failed"; } \
		    > "$q/$1.out" 2>&1 3>&- < /dev/null
		echo $(($(date +%s) - t0)) > "$q/$1.time"
		echo "$1" >&3
	) &
}

# report ID: job ID's output but its last line, which adds to the totals.
report() {
	_out=$(cat "$q/$1.out")
	_last=$(printf '%s\n' "$_out" | tail -n 1)
	printf '%s\n' "$_out" | sed '$d'
	p=$(printf '%s\n' "$_last" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
	f=$(printf '%s\n' "$_last" | sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
	eval "_name=\$name_$1"
	if [ -z "$p" ]; then fail "$_name: the job ended before its totals"
	else passed=$((passed + p)); failed=$((failed + f)); fi
}

# run_jobs: every job, at most $at_once at a time, the costliest first
# (one at a time, in this file's order); each is printed as it ends.
run_jobs() {
	mkfifo "$q/done" && exec 3<> "$q/done" || exit 2
	order=$(_i=0; while [ "$_i" -lt "$n" ]; do
		_i=$((_i + 1))
		eval "_name=\$name_$_i"
		if [ "$at_once" -gt 1 ]; then echo "$(cost "$_name") $_i"
		else echo "0 $_i"; fi
	done | sort -k1,1nr -k2,2n | cut -d ' ' -f 2)
	running=0
	for _i in $order; do
		[ "$running" -lt "$at_once" ] || reap
		start "$_i"
		running=$((running + 1))
	done
	while [ "$running" -gt 0 ]; do reap; done
	exec 3<&-
	wait
}
reap() {	# waits for a job to end, and prints it
	read -r _d <&3 || exit 2
	running=$((running - 1))
	report "$_d"
}

# stop_jobs: a TERM to each job and to the command it runs (a test
# script cleans up on it), as a ^C would give them in the foreground.
stop_jobs() {
	# shellcheck disable=SC2046
	kill $(ps -e -o pid= -o ppid= | awk -v top=$$ '{ up[$1] = $2 }
	    END { for (p in up) if (up[p] == top || up[up[p]] == top)
		print p }') 2>/dev/null
}

# The engine is pure (R: no stdio, curses or exit; no mutable globals).
purity() {
	bad=$(nm -u "$B"/src/core/*.o "$B"/src/engine/*.o "$B"/src/sicilia/*.o | awk '{print $NF}' | grep -E \
	    '^(_IO_|f?printf|v?s?n?printf|__printf_chk|__fprintf_chk|__sprintf_chk|__snprintf_chk|puts|fputs|fputc|putc|putchar|fwrite|fread|fopen|fdopen|fclose|fflush|fgets|getc|getchar|scanf|sscanf|fscanf|perror|stdin|stdout|stderr|exit|_exit|_Exit|quick_exit|abort|initscr|endwin|newwin|newterm|wrefresh|refresh|w?getch|w?addch|w?addstr|mvw?printw|w?printw|setlocale)$' | sort -u)
	if [ -z "$bad" ]; then pass "engine objects use no stdio, curses or exit"
	else fail "engine objects use: $(echo $bad)"; fi

	# Const tables may sit in .data.rel.ro; .data and .bss must be empty.
	data=$(for o in "$B"/src/core/*.o "$B"/src/engine/*.o "$B"/src/sicilia/*.o; do
		objdump -h "$o" | awk -v o="$o" \
		    '($2 == ".data" || $2 == ".bss") && $3 !~ /^0+$/ {print o ":" $2}'
	done)
	if [ -z "$data" ]; then pass "engine has no mutable global state"
	else fail "engine has writable data: $(echo $data)"; fi

	# The table's own tests (tests/tui) paint with curses too.
	curses=$(grep -rlE '#[[:space:]]*include[[:space:]]*<n?curses' src include tests |
	    grep -v -e '^src/tui/' -e '^tests/tui/')
	if [ -z "$curses" ]; then pass "only src/tui (and its tests) include curses"
	else fail "curses included outside src/tui: $(echo $curses)"; fi

	# R9.2 by construction: the painter is given the viewer's scene,
	# and its files cannot even name the match.
	reach=$(grep -lE '#[[:space:]]*include[[:space:]]*"[^"]*(tui|ui|game|record|match)\.h"' \
	    src/tui/paint.c src/tui/page.c src/tui/pages.c src/tui/text.c \
	    src/tui/moment.c src/tui/table.h \
	    src/session/scene.h src/tui/layout.h)
	if [ -z "$reach" ]; then pass "the painter includes neither the match nor the table loop"
	else fail "the painter can reach the match: $(echo $reach)"; fi

	# Layers, top down: main (src/cli); the table (src/tui); the table
	# server's frames and socket (src/net); the table's session
	# (src/session); statistics (src/stats); the match
	# (src/match); records, the text module and bots; the engine.  No
	# file includes a layer above its own.
	cross=$(grep -lE '#[[:space:]]*include[[:space:]]*"\.\./cli/' \
	    src/tui/*.[ch] src/net/*.[ch] src/session/*.[ch] \
	    src/stats/*.[ch] src/match/*.[ch] src/text/*.[ch] \
	    src/record/*.[ch] src/bot/*.[ch]
	    grep -lE '#[[:space:]]*include[[:space:]]*"\.\./tui/' \
	    src/net/*.[ch] src/session/*.[ch] src/stats/*.[ch] \
	    src/match/*.[ch] src/text/*.[ch] src/record/*.[ch] src/bot/*.[ch]
	    grep -lE '#[[:space:]]*include[[:space:]]*"\.\./net/' \
	    src/session/*.[ch] src/stats/*.[ch] src/match/*.[ch] \
	    src/text/*.[ch] src/record/*.[ch] src/bot/*.[ch]
	    grep -lE '#[[:space:]]*include[[:space:]]*"\.\./session/' \
	    src/stats/*.[ch] src/match/*.[ch] src/text/*.[ch] \
	    src/record/*.[ch] src/bot/*.[ch]
	    grep -lE '#[[:space:]]*include[[:space:]]*"\.\./stats/' \
	    src/match/*.[ch] src/text/*.[ch] src/record/*.[ch] src/bot/*.[ch]
	    grep -lE '#[[:space:]]*include[[:space:]]*"\.\./match/' \
	    src/text/*.[ch] src/record/*.[ch] src/bot/*.[ch])
	if [ -z "$cross" ]; then pass "no layer includes one above it (cli, tui, net, session, stats, match, then records, text and bots)"
	else fail "a layer reaches up: $(echo $cross)"; fi

	# The session is for every front end: no terminal in it.
	term=$(grep -lE '#[[:space:]]*include[[:space:]]*<(n?curses|term)\.h>' \
	    src/session/*.[ch] src/net/*.[ch])
	if [ -z "$term" ]; then pass "the table's session and server (src/session, src/net) know no terminal"
	else fail "the session includes a terminal's header: $(echo $term)"; fi

	bsd=$(grep -lE 'include[[:space:]]*<(bsd/|err\.h|stdio\.h|curses)' src/core/* src/engine/* src/sicilia/* include/*)
	if [ -z "$bsd" ]; then pass "engine sources include no stdio, libbsd or curses header"
	else fail "engine sources include I/O headers: $(echo $bsd)"; fi

	# Another front end links libminchiate.a: every name it defines
	# begins with mc_ (Minchiate and the common core) or ts_ (Tarocchi
	# Siciliani), those of the API declared in its header, the
	# engines' own (mc_i_, ts_i_) not.
	syms=$(nm -g --defined-only "$B/libminchiate.a" |
	    awk 'NF == 3 { print $3 }' | sort -u)
	bad=$(printf '%s\n' "$syms" | grep -v -e '^mc_' -e '^ts_')
	if [ -n "$syms" ] && [ -z "$bad" ]
	then pass "libminchiate.a defines only mc_ and ts_ names ($(echo $syms | wc -w))"
	else fail "libminchiate.a defines names without mc_ or ts_: $(echo $bad)"; fi
	bad=""
	for sym in $syms; do
		case $sym in
		mc_*)	h="include/minchiate.h include/mc_core.h" ;;
		*)	h=include/sicilia.h ;;
		esac
		case $sym in
		mc_i_*|ts_i_*)
			! grep -qw "$sym" include/*.h ||
			    bad="$bad $sym (internal)" ;;
		*)	# shellcheck disable=SC2086
			grep -qE "[[:space:]*]$sym\(" $h ||
			    bad="$bad $sym" ;;
		esac
	done
	if [ -z "$bad" ]; then pass "its names are its headers', its mc_i_ and ts_i_ names not"
	else fail "libminchiate.a and its headers disagree on:$bad"; fi
}

want purity && purity
# The seat link stays the one door to a match at a table.  Here, before
# the jobs, as purity: it reads $B's objects, and the library's job
# (make install-lib, another PREFIX) builds the engine's again.
want purity && run_suite "the seat link: the one door to a match (purity)" \
    sh tests/purity/seat.sh "$B"
if want unit; then
suite "unit" "$B/unit-tests"
suite "unit (ASan+UBSan)" env ASAN_OPTIONS=detect_leaks=1 "$A/unit-tests"
if command -v valgrind >/dev/null 2>&1; then
	suite "unit (valgrind, quick)" env T_QUICK=1 valgrind -q \
	    --error-exitcode=99 --leak-check=full \
	    --errors-for-leak-kinds=definite "$B/unit-tests"
fi
vg_hands() {
	if valgrind -q --error-exitcode=99 --leak-check=full \
	    --errors-for-leak-kinds=definite "$B/minchiate" --selfplay 500 \
	    --seed 3 --ns easy --ew random > /dev/null 2> "$TMPDIR/vg"
	then pass "valgrind: 500 hands between computer players"
	else cat "$TMPDIR/vg"; fail "valgrind: 500 hands between computer players"; fi
}
if command -v valgrind >/dev/null 2>&1; then
	job "valgrind: 500 hands between computer players" vg_hands
fi
fi
# R9.1, R9.2: every frame of whole matches, solo, two humans, hot-seat.
if want frames; then
suite "table frames" "$B/table-tests"
# The same frames in Italian: the locale built where only this job
# looks (LOCPATH), the catalogue beside the program ($B/locale).
frames_italian() {
	mkdir -p "$TMPDIR/frames-locale"
	localedef -i it_IT -f UTF-8 "$TMPDIR/frames-locale/it_IT.UTF-8" \
	    > "$TMPDIR/frames-localedef" 2>&1 || cat "$TMPDIR/frames-localedef"
	run_suite "table frames (Italian)" env \
	    LOCPATH="$TMPDIR/frames-locale" T_LANG=it "$B/table-tests"
}
job "table frames (Italian)" frames_italian
suite "table frames (ASan+UBSan)" env ASAN_OPTIONS=detect_leaks=1 \
    "$A/table-tests"
if command -v valgrind >/dev/null 2>&1; then
	suite "table frames (valgrind, quick)" env T_QUICK=1 valgrind -q \
	    --error-exitcode=99 --leak-check=full \
	    --errors-for-leak-kinds=definite "$B/table-tests"
fi
fi
want lang && suite "languages (po/, gettext)" sh tests/lang/run.sh "$B"
if want cli; then
suite "text program" sh tests/cli/run.sh "$B/minchiate"
suite "text program (ASan+UBSan)" sh tests/cli/run.sh "$A/minchiate"
fi
if want net; then
suite "table server" sh tests/net/run.sh "$B/minchiate" "$B/net-raw"
suite "table server (ASan+UBSan)" env ASAN_OPTIONS=detect_leaks=1 \
    sh tests/net/run.sh "$A/minchiate" "$B/net-raw"
suite "finding a table" sh tests/net/find.sh "$B/minchiate"
suite "finding a table (ASan+UBSan)" env ASAN_OPTIONS=detect_leaks=1 \
    sh tests/net/find.sh "$A/minchiate"
suite "a table joined from terminals (tmux)" sh tests/net/tmux.sh \
    "$B/minchiate"
suite "a table joined from terminals (tmux, ASan+UBSan)" \
    env ASAN_OPTIONS=detect_leaks=1 sh tests/net/tmux.sh "$A/minchiate"
suite "one seat link: the same record here and at a table server" \
    sh tests/net/link.sh "$B/minchiate" "$B/table-tests"
fi
if want hints; then
suite "hints audited" sh tests/hints/run.sh "$B/minchiate" \
    "$B/hint-check" "$A/minchiate"
suite "one voice: the hint, --hints and the review" sh tests/hints/voices.sh \
    "$B/minchiate" "$B/table-tests"
fi
if ! want tmux; then :
elif command -v tmux >/dev/null 2>&1; then
	suite "table (tmux)" sh tests/tui/run.sh "$B/minchiate"
	suite "table (tmux, ASan+UBSan)" env ASAN_OPTIONS=detect_leaks=1 \
	    sh tests/tui/run.sh "$A/minchiate"
	suite "table under abuse" sh tests/tui/abuse.sh "$B/minchiate"
	suite "saves under trouble" sh tests/tui/saves.sh "$B/minchiate"
	suite "table under abuse (ASan+UBSan)" env VALGRIND=0 \
	    ASAN_OPTIONS=detect_leaks=1 sh tests/tui/abuse.sh "$A/minchiate"
	suite "saves under trouble (ASan+UBSan)" env \
	    ASAN_OPTIONS=detect_leaks=1 sh tests/tui/saves.sh "$A/minchiate"
	suite "lessons (--tutor)" sh tests/tui/lesson.sh "$B/minchiate"
	suite "lessons (--tutor, ASan+UBSan)" env ASAN_OPTIONS=detect_leaks=1 \
	    sh tests/tui/lesson.sh "$A/minchiate"
	suite "lessons dealt again as they say, and replayed" sh tests/tui/lesson-records.sh \
	    "$B/minchiate"
	suite "table in Italian (tmux)" sh tests/tui/italian.sh "$B/minchiate"
	suite "lessons in Italian (--tutor, 80x24)" sh tests/tui/lesson-italian.sh \
	    "$B/minchiate"
else
	job "table (tmux)" \
	    fail "table: tmux is missing (make test installs it with src/deps.sh)"
fi
if want records; then
suite "game records" sh tests/records/run.sh "$B/minchiate"
suite "game records (ASan+UBSan)" sh tests/records/run.sh "$A/minchiate"
# Tarocchi Siciliani against a rules oracle written apart from it.
suite "Tarocchi Siciliani against an independent oracle" \
    sh tests/oracle/run.sh "$B/minchiate" 2000
fi
if want man; then
man_lint() {
	if lint=$(mandoc -Tlint -Wwarning man/*.[0-9] 2>&1) && [ -z "$lint" ]
	then pass "mandoc -Tlint -Wwarning man/"
	else printf '%s\n' "$lint"; fail "mandoc -Tlint -Wwarning man/"; fi
}
if command -v mandoc >/dev/null 2>&1; then
	job "mandoc -Tlint -Wwarning man/" man_lint
fi
suite "man page" sh tests/man/run.sh "$B/minchiate"
fi

# The fuzzers, a few seconds each, when clang and libFuzzer are here.
fuzz() {
	if command -v clang >/dev/null 2>&1 &&
	    echo 'int LLVMFuzzerTestOneInput(const char *d, long n){return 0;}' |
	    clang -fsanitize=fuzzer -x c -o /dev/null - >/dev/null 2>&1; then
		if make -s fuzzers >/dev/null 2>&1; then
			run_suite "fuzzers (3 s each)" sh tests/fuzz/run.sh 3
		else fail "the fuzzers build (make fuzzers)"; fi
	else
		echo "skip fuzzers: clang with libFuzzer (libclang-rt-14-dev) is not here"
	fi
}
want fuzz && job "fuzzers (3 s each)" fuzz

# The README's set-up: without the means to install, print the command.
setup() {
	if [ "$(id -u)" = 0 ] && command -v runuser >/dev/null 2>&1; then
		out=$(runuser -u nobody -- env PATH="$PATH" PKG_CONFIG=false \
		    sh src/deps.sh 2>&1); rc=$?
		if [ "$rc" -eq 1 ] && printf '%s\n' "$out" | grep -qF \
		    'sudo apt-get update && sudo apt-get install -y libncurses-dev libbsd-dev pkg-config mandoc tmux gettext locales'
		then pass "deps.sh prints the install command when it cannot install"
		else printf '%s\n' "$out"; fail "deps.sh without root (exit $rc)"; fi
	fi
	sh src/deps.sh >/dev/null 2>&1 && pass "deps.sh: nothing missing here" ||
	    fail "deps.sh: something is missing"
}
want setup && job "setup (src/deps.sh)" setup

# The build: clang -Werror, and a build that follows its dependencies.
want build && suite "build" sh tests/build.sh

# The library as another front end installs and links it (pkg-config).
want lib && suite "library (install-lib, pkg-config)" sh tests/lib/run.sh "$B"

# make install and uninstall into a staging directory, from a build of
# their own: PREFIX=/usr makes every object again, which in $B would be
# under the suites still running.
install_uninstall() {
	dest=$TMPDIR/install
	o=$TMPDIR/build
	if make -s O="$o" install DESTDIR="$dest" PREFIX=/usr >/dev/null 2>&1 &&
	    [ -x "$dest/usr/bin/minchiate" ] &&
	    [ -f "$dest/usr/share/man/man6/minchiate.6" ] &&
	    [ -f "$dest/usr/share/man/man5/minchiate.5" ] &&
	    [ -f "$dest/usr/share/man/it/man6/minchiate.6" ] &&
	    { ! command -v man >/dev/null 2>&1 ||
	      [ "$(MANPATH=$dest/usr/share/man man -L it -w 6 minchiate)" = \
	        "$dest/usr/share/man/it/man6/minchiate.6" ]; } &&
	    [ -f "$dest/usr/share/minchiate/cards.txt" ] &&
	    "$dest/usr/bin/minchiate" --replay \
		"$dest/usr/share/minchiate/sample-hand.rec" >/dev/null &&
	    "$dest/usr/bin/minchiate" --replay \
		"$dest/usr/share/minchiate/lesson-1.rec" >/dev/null &&
	    [ -f "$dest/usr/share/locale/it/LC_MESSAGES/minchiate.mo" ] &&
	    strings "$dest/usr/bin/minchiate" | grep -qx /usr/share/locale &&
	    make -s O="$o" uninstall DESTDIR="$dest" PREFIX=/usr >/dev/null 2>&1 &&
	    [ -z "$(find "$dest" -type f)" ]
	then pass "make install and uninstall with DESTDIR and PREFIX; the sample hand and the lesson installed replay; the Italian catalogue where the program looks; the Italian page where man -L it finds it"
	else fail "make install and uninstall with DESTDIR and PREFIX; the sample hand and the lesson installed replay; the Italian catalogue where the program looks; the Italian page where man -L it finds it"; fi
	rm -rf "$dest" "$o"
}
want install && job "make install and uninstall" install_uninstall

run_jobs

# Every test kept to directories of its own.
# shellcheck disable=SC2086
if now=$(fingerprint $given) && [ "$now" = "$given_was" ]
then pass "the HOME and XDG directories every test was given, with sentinel settings and saves, are untouched"
else printf '%s\n' "$given_was" > "$TMPDIR/was"; printf '%s\n' "$now" |
	diff "$TMPDIR/was" - | head -n 20
	fail "the HOME and XDG directories every test was given are untouched"; fi
if now=$(caller_fingerprint) && [ "$now" = "$caller_was" ]
then pass "the caller's own settings and saves are untouched"
else printf '%s\n' "$caller_was" > "$TMPDIR/was"; printf '%s\n' "$now" |
	diff "$TMPDIR/was" - | head -n 20
	fail "the caller's own settings and saves are untouched"; fi

# Each job's wall time, the slowest first, after the whole run's.
printf 'time %4d s  the whole run, %d jobs at a time\n' \
    $(($(date +%s) - began)) "$at_once"
_i=0
while [ "$_i" -lt "$n" ]; do
	_i=$((_i + 1))
	eval "_name=\$name_$_i"
	printf 'time %4d s  %s\n' "$(cat "$q/$_i.time")" "$_name"
done | sort -s -k2,2nr
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

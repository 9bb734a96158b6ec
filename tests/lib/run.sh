#!/bin/sh
# run.sh -- libminchiate as another front end finds it: `make install-lib`
# into a staging directory, tests/lib/consumer.c built against it with
# `pkg-config --cflags --libs minchiate`, as C and (with g++) as C++, and
# run; `make uninstall-lib` then leaves no file behind.  The same with
# LIBDIR, INCLUDEDIR and PKGCONFIGDIR of one's own.
# usage: tests/lib/run.sh [BUILD_DIR]
set -u
B=${1:-build}
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
tmp=${TMPDIR:-/tmp}/minchiate-lib.$$
trap 'rm -rf "$tmp"' EXIT INT TERM
mkdir -p "$tmp" || exit 2
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
PKG_CONFIG=${PKG_CONFIG:-pkg-config}
version=$("$B/minchiate" --version | sed -n '1s/^minchiate //p')

# lib NAME DEST PREFIX LIBDIR INCLUDEDIR PKGCONFIGDIR [MAKE ARGS...]
lib() {
	name=$1 dest=$2 prefix=$3 libdir=$4 incdir=$5 pcdir=$6
	shift 6
	if make -s O="$B" install-lib DESTDIR="$dest" PREFIX="$prefix" \
	    "$@" > "$tmp/make.out" 2>&1 &&
	    [ -f "$dest$libdir/libminchiate.a" ] &&
	    [ -f "$dest$incdir/minchiate.h" ] &&
	    [ -f "$dest$pcdir/minchiate.pc" ] &&
	    [ "$(find "$dest" -type f | wc -l)" -eq 3 ]
	then pass "$name: make install-lib"
	else cat "$tmp/make.out"; find "$dest" -type f
		fail "$name: make install-lib"; return; fi

	# The staged files as if they were at their place: the sysroot.
	flags=$(PKG_CONFIG_PATH="$dest$pcdir" PKG_CONFIG_SYSROOT_DIR="$dest" \
	    "$PKG_CONFIG" --cflags --libs minchiate)
	pcv=$(PKG_CONFIG_PATH="$dest$pcdir" "$PKG_CONFIG" --modversion \
	    minchiate)
	if [ -n "$flags" ] && [ -n "$version" ] && [ "$pcv" = "$version" ]
	then pass "$name: pkg-config finds minchiate $pcv, as --version says"
	else fail "$name: pkg-config: '$flags', version '$pcv', program '$version'"
	fi

	# shellcheck disable=SC2086
	if cc -std=c11 -Wall -Wextra -Wpedantic -Werror -o "$tmp/consumer" \
	    tests/lib/consumer.c $flags > "$tmp/cc.out" 2>&1 &&
	    "$tmp/consumer" > "$tmp/run.out" 2>&1 &&
	    [ "$(cat "$tmp/run.out")" = "$version ok" ]
	then pass "$name: a C program deals and plays 200 hands with the library"
	else cat "$tmp/cc.out" "$tmp/run.out" 2>/dev/null | head -20
		fail "$name: a C program built with pkg-config"; fi
	if command -v g++ >/dev/null 2>&1; then
		# shellcheck disable=SC2086
		if g++ -std=c++11 -Wall -Wextra -Wpedantic -Werror \
		    -o "$tmp/consumer++" -x c++ tests/lib/consumer.c -x none \
		    $flags > "$tmp/cc.out" 2>&1 &&
		    "$tmp/consumer++" > "$tmp/run.out" 2>&1 &&
		    [ "$(cat "$tmp/run.out")" = "$version ok" ]
		then pass "$name: the same as C++ (g++)"
		else cat "$tmp/cc.out" "$tmp/run.out" 2>/dev/null | head -20
			fail "$name: the same as C++ (g++)"; fi
	fi

	if make -s O="$B" uninstall-lib DESTDIR="$dest" PREFIX="$prefix" \
	    "$@" > "$tmp/make.out" 2>&1 && [ -z "$(find "$dest" -type f)" ]
	then pass "$name: make uninstall-lib leaves no file"
	else cat "$tmp/make.out"; find "$dest" -type f
		fail "$name: make uninstall-lib leaves no file"; fi
}

p=/opt/minchiate
lib "PREFIX" "$tmp/a" $p $p/lib $p/include $p/lib/pkgconfig
lib "LIBDIR, INCLUDEDIR, PKGCONFIGDIR" "$tmp/b" $p $p/lib64 \
    $p/include/mc $p/share/pkgconfig LIBDIR=$p/lib64 \
    INCLUDEDIR=$p/include/mc PKGCONFIGDIR=$p/share/pkgconfig

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

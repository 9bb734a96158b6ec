#!/bin/sh
# run.sh -- libminchiate as another front end finds it: `make install-lib`
# into a staging directory, tests/lib/consumer.c built against it with
# `pkg-config --cflags --libs minchiate`, as C99 and C11 (gcc, clang) and
# as C++11 and C++17 (g++, clang++), with -Wconversion -Wsign-conversion
# -Werror, and run; `make uninstall-lib` then leaves no file behind.  The
# same with LIBDIR, INCLUDEDIR and PKGCONFIGDIR of one's own.
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

# The consumer as the header's users build it: every warning on the
# header's inline functions, with each C and C++ compiler that is here.
WARN="-Wall -Wextra -Wpedantic -Wconversion -Wsign-conversion -Werror"
ccs=""
cxxs=""
for cc in gcc clang; do
	command -v $cc >/dev/null 2>&1 && ccs="$ccs $cc"
done
[ -n "$ccs" ] || ccs=cc
for cc in g++ clang++; do
	command -v $cc >/dev/null 2>&1 && cxxs="$cxxs $cc"
done

# build NAME COMPILER STD LANG FLAGS: tests/lib/consumer.c built with
# the installed library's FLAGS, and run.
build() {
	# shellcheck disable=SC2086
	if "$2" -std="$3" $WARN -o "$tmp/consumer" -x "$4" \
	    tests/lib/consumer.c -x none $5 > "$tmp/cc.out" 2>&1 &&
	    "$tmp/consumer" > "$tmp/run.out" 2>&1 &&
	    [ "$(cat "$tmp/run.out")" = "$version ok" ]
	then pass "$1: $2 -std=$3 $WARN: a program deals and plays 200 hands of each game with the library"
	else cat "$tmp/cc.out" "$tmp/run.out" 2>/dev/null | head -20
		fail "$1: $2 -std=$3 $WARN: a program built with pkg-config"; fi
	rm -f "$tmp/consumer"
}

# Every static inline function of the installed header, by name.
inlines() {	# HEADER
	awk '/^static inline/ {
		if ($0 !~ /\(/)
			getline
		sub(/\(.*/, ""); sub(/.*[ *]/, ""); print }' "$1"
}

# lib NAME DEST PREFIX LIBDIR INCLUDEDIR PKGCONFIGDIR [MAKE ARGS...]
lib() {
	name=$1 dest=$2 prefix=$3 libdir=$4 incdir=$5 pcdir=$6
	shift 6
	if make -s O="$B" install-lib DESTDIR="$dest" PREFIX="$prefix" \
	    "$@" > "$tmp/make.out" 2>&1 &&
	    [ -f "$dest$libdir/libminchiate.a" ] &&
	    [ -f "$dest$incdir/minchiate.h" ] &&
	    [ -f "$dest$incdir/sicilia.h" ] &&
	    [ -f "$dest$incdir/mc_core.h" ] &&
	    [ -f "$dest$pcdir/minchiate.pc" ] &&
	    [ "$(find "$dest" -type f | wc -l)" -eq 5 ]
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

	fns=$(for h in minchiate.h mc_core.h sicilia.h; do
		inlines "$dest$incdir/$h"; done)
	missed=""
	for fn in $fns; do
		grep -q "$fn(" tests/lib/consumer.c || missed="$missed $fn"
	done
	if [ -n "$fns" ] && [ -z "$missed" ]
	then pass "$name: the consumer calls the headers' $(echo $fns | wc -w) inline functions"
	else fail "$name: the consumer does not call:$missed"; fi

	for cc in $ccs; do
		for std in c99 c11; do
			build "$name" "$cc" "$std" c "$flags"
		done
	done
	for cc in $cxxs; do
		for std in c++11 c++17; do
			build "$name" "$cc" "$std" c++ "$flags"
		done
	done

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

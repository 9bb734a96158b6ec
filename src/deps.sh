#!/bin/sh
# deps.sh -- make sure the build and test dependencies are present.
#
# Checks the pkg-config modules and tools that `make play` and `make test`
# need.  When something is missing it installs the Debian packages with
# apt-get if it may (root, or sudo without a password); otherwise it stops
# and prints the exact command to run.
set -u

PKGS="libncurses-dev libbsd-dev pkg-config mandoc tmux gettext locales"
PKG_CONFIG=${PKG_CONFIG:-pkg-config}

missing=""
command -v "$PKG_CONFIG" >/dev/null 2>&1 || missing="$missing pkg-config"
if command -v "$PKG_CONFIG" >/dev/null 2>&1; then
	for m in ncursesw libbsd-overlay; do
		"$PKG_CONFIG" --exists "$m" || missing="$missing $m"
	done
fi
for t in mandoc tmux msgfmt xgettext msgmerge localedef; do
	command -v "$t" >/dev/null 2>&1 || missing="$missing $t"
done
# the Italian locale's source, which the tests build in a directory of
# their own (localedef), needing no root
[ -f /usr/share/i18n/locales/it_IT ] || missing="$missing it_IT-locale"
[ -z "$missing" ] && exit 0

echo "deps: missing:$missing" >&2
if [ "$(id -u)" = 0 ]; then
	SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
	SUDO="sudo -n"
else
	echo "deps: cannot install them here; run:" >&2
	echo "    sudo apt-get update && sudo apt-get install -y $PKGS" >&2
	exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
	echo "deps: no apt-get here; install the equivalents of: $PKGS" >&2
	exit 1
fi
echo "deps: installing $PKGS" >&2
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q >&2 && $SUDO apt-get install -y -q $PKGS >&2 || {
	echo "deps: apt-get failed; run:" >&2
	echo "    sudo apt-get update && sudo apt-get install -y $PKGS" >&2
	exit 1
}

#!/bin/sh
# seat.sh BUILD -- the seat link stays the one door to a match at a
# table (src/session/seat.c): checks on the sources and on the objects
# BUILD holds.  A table reaches its match through the link only; the
# protocol is written and read in src/net alone; no circle of files
# that call one another, in any folder or between folders.
B=${1:?usage: seat.sh BUILD}
passed=0 failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
tmp=${TMPDIR:-/tmp}/seat.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT

# A seat elsewhere is a link, not a flag the table's files test.
flag=$(grep -nE '(->|\.)remote\b' src/tui/*.[ch] | grep -v '^src/tui/remote\.c:')
if [ -z "$flag" ]; then pass "no file of src/tui but remote.c names the remote seat"
else fail "the remote seat tested outside remote.c: $flag"; fi

# What changes a match at a table: the decision, the computer players'
# moves, the deal, the aid, the undo and the save go through seat.c.
# The hand --text tells and the self-play of --selfplay are no table
# (computer players only, nothing kept) and drive their matches.
doors='save_keep|session_decide|session_bot_decide|session_stand_in|session_deal|session_undo|match_decide|match_aid'
bad=""
for o in "$B"/src/*/*.o; do
	case $o in
	*/src/session/seat.o|*/src/session/session.o|*/src/cli/told.o|\
	*/src/cli/selfplay.o)
		continue ;;
	esac
	u=$(nm -u "$o" | awk '{print $NF}' | grep -xE "$doors" | tr '\n' ' ')
	[ -n "$u" ] && bad="$bad ${o#"$B"/}: $u;"
done
if [ -z "$bad" ] && [ -f "$B/src/session/seat.o" ]
then pass "only the seat link decides, deals, aids, takes back and saves a match at a table"
else fail "a match changed past the seat link:$bad"; fi

# The table draws and asks; the socket is the link's (src/net).
sock=$(nm -u "$B"/src/tui/*.o | awk '{print $NF}' |
    grep -xE 'net_send|send|sendto|sendmsg|write|writev|connect|socket' | sort -u)
wire=$(grep -lE '#[[:space:]]*include[[:space:]]*"\.\./net/(wire|net)\.h"' \
    src/tui/*.[ch])
if [ -z "$sock$wire" ]; then pass "nothing in src/tui writes to a socket or reads the wire"
else fail "src/tui reaches the socket: $(echo $sock $wire)"; fi

# The protocol's words are read in one file.
readers=$(grep -lE '"(undo-asked|undo-over|frame %ld|closing) ' src/*/*.c |
    grep -v -e '^src/net/server\.c$' -e '^src/net/link\.c$')
if [ -z "$readers" ]; then pass "the table's lines are read in src/net/link.c alone"
else fail "the table's lines read elsewhere: $(echo $readers)"; fi

# Who calls whom, by the objects' symbols: "caller callee" per pair of
# files, the folder's name kept when folders are compared.
edges() {	# LEVEL (file or folder) OBJECTS...
	level=$1; shift
	nm -A -g --defined-only "$@" 2>/dev/null |
	    awk -v l="$level" -v b="$B/src/" 'NF == 3 {
		split($1, a, ":"); n = substr(a[1], length(b) + 1)
		if (l == "folder") sub(/\/.*/, "", n); print $3, n }' \
	    > "$tmp/defs"
	nm -A -u "$@" 2>/dev/null |
	    awk -v l="$level" -v b="$B/src/" '{
		split($1, a, ":"); n = substr(a[1], length(b) + 1)
		if (l == "folder") sub(/\/.*/, "", n); print n, $NF }' \
	    > "$tmp/uses"
	awk 'NR == FNR { d[$1] = $2; next }
	    ($2 in d) && d[$2] != $1 { print $1, d[$2] }' \
	    "$tmp/defs" "$tmp/uses" | sort -u
}
loops=""
for d in "$B"/src/*/; do
	edges file "$d"*.o > "$tmp/edges"
	tsort "$tmp/edges" >/dev/null 2>"$tmp/loop" ||
	    loops="$loops $(basename "$d"): $(grep -v 'input contains' "$tmp/loop" |
	    sed 's/^tsort: //' | tr '\n' ' ');"
done
if [ -z "$loops" ]; then pass "no circle of files that call one another in any folder of src"
else fail "files that call one another in a circle:$loops"; fi
edges folder "$B"/src/*/*.o > "$tmp/edges"
if tsort "$tmp/edges" >/dev/null 2>"$tmp/loop"
then pass "no circle of folders that call one another ($(tsort "$tmp/edges" | tr '\n' ' '))"
else fail "folders that call one another in a circle: $(tr '\n' ' ' < "$tmp/loop")"; fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

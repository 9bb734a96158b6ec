#!/bin/sh
# run.sh -- the game's man page: groff finds nothing to warn about, it
# reads as plain ASCII (LANG=C), its KEYS name every key of the table's
# key table and its OPTIONS every option the program's rows of options
# list (--list-options: what getopt_long and --help are made of), the rules
# viewer's text is the page's game sections rendered afresh, and its
# sample hand agrees with the engine.  Every passage the page quotes
# between '.\" replay: begin' and '.\" replay: end' must appear, whole and
# in the page's order, in the replay of the sample hand's record.
# (mandoc -Tlint of every page is in tests/run.sh.)
# usage: tests/man/run.sh PROGRAM
set -u
P=$1
page=man/minchiate.6
rec=data/sample-hand.rec
. "$(dirname "$0")/../env.sh"
tmp=$test_root/man
trap test_cleanup EXIT
trap 'exit 2' INT TERM HUP
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; }
bs=$(printf '\b')

if command -v groff >/dev/null 2>&1; then
	out=$(groff -mandoc -ww -z "$page" 2>&1)
	if [ -z "$out" ]; then pass "groff -mandoc -ww -z $page"
	else printf '%s\n' "$out"; fail "groff -mandoc -ww -z $page"; fi
	# The marker's ASCII forms survive a plain terminal.
	if LANG=C LC_ALL=C groff -mandoc -Tascii -P-cbou "$page" \
	    > "$tmp.groff" 2> /dev/null &&
	    grep -qF 'O o ><> ><>' "$tmp.groff"
	then pass "groff -Tascii under LANG=C shows the marker in ASCII"
	else fail "groff -Tascii under LANG=C shows the marker in ASCII"; fi
else
	echo "skip groff: not installed"
fi

if command -v mandoc >/dev/null 2>&1; then
	LC_ALL=C mandoc -Tascii "$page" | sed "s/.$bs//g" > "$tmp.txt"
	if ! LC_ALL=C grep -n '[^ -~	]' "$tmp.txt" > "$tmp.bad"; then
		pass "mandoc -Tascii $page is plain ASCII"
	else head -5 "$tmp.bad"; fail "mandoc -Tascii $page is plain ASCII"; fi
	wide=$(expand "$tmp.txt" | awk 'length($0) > 80 { n++ } END { print n + 0 }')
	if [ "$wide" -eq 0 ]; then pass "$page fits in 80 columns"
	else fail "$page: $wide rendered lines wider than 80 columns"; fi
else
	echo "skip mandoc: not installed"
fi

# The item heads of a section, one per line, as mandoc formats the page
# (its man(7) output keeps each head on the line after its .TP).
heads() {	# SECTION [PAGE]
	mandoc -Tman "${2:-$page}" | awk -v sec="$1" '
	/^\.SH / { s = substr($0, 5); gsub(/"/, "", s); on = s == sec; next }
	on && /^\.TP/ { if ((getline h) > 0) print h }' |
	sed -e 's/\\f[BIRP]//g' -e 's/\\(la/</g' -e 's/\\(ra/>/g' \
	    -e 's/\\&//g' -e 's/\\-/-/g' -e 's/\\e/\\/g'
}

# The words of heads split at ", ": one per line, without <angles>
# (keys), or only up to a space (options).
split_heads() {	# keys|options
	awk -v how="$1" '{
		n = split($0, w, ", ")
		for (i = 1; i <= n; i++) {
			k = w[i]
			if (how == "options")
				sub(/ .*/, "", k)
			else if (k ~ /^<.*>$/)
				k = substr(k, 2, length(k) - 2)
			print k
		}
	}'
}

# Lines of want missing from have (both one item per line).
missing() {	# WANT HAVE
	awk 'NR == FNR { have[$0] = 1; next } !($0 in have)' "$2" "$1" |
	    tr '\n' ' ' | sed 's/ $//'
}

# The key table of the table (src/tui/keys.c), entry by entry.
awk '
/^const struct key_help tui_keys\[\] = \{/ { on = 1; next }
on && /\{ NULL, NULL/ { exit }
on && /^[ \t]*\{ "/ { s = $0; sub(/^[ \t]*\{ "/, "", s); sub(/".*/, "", s); print s }
' src/tui/keys.c | split_heads keys > "$tmp.keys"
# The options the program accepts, long and short, as its rows of
# options (src/cli/options.c) list them, the hidden ones aside: the
# rows getopt_long's table and --help are made from.
"$P" --list-options > "$tmp.options" 2> /dev/null || : > "$tmp.options"
awk '{ print $1 }' "$tmp.options" > "$tmp.longopts"
awk 'NF > 1 { print $2 }' "$tmp.options" > "$tmp.shortopts"

if [ "$(wc -l < "$tmp.keys")" -lt 20 ] ||
    [ "$(wc -l < "$tmp.longopts")" -lt 20 ] ||
    [ "$(wc -l < "$tmp.shortopts")" -lt 4 ]; then
	fail "the key table (src/tui/keys.c) and the options ($P --list-options) could not be read"
elif ! command -v mandoc >/dev/null 2>&1; then
	fail "the keys and options of $page: mandoc is missing"
else
	heads KEYS | split_heads keys > "$tmp.keyheads"
	m=$(missing "$tmp.keys" "$tmp.keyheads")
	if [ -z "$m" ]; then pass "every key of tui_keys[] heads an item under KEYS"
	else fail "keys of tui_keys[] missing from KEYS: $m"; fi

	heads OPTIONS | split_heads options > "$tmp.optheads"
	m=$(missing "$tmp.longopts" "$tmp.optheads")
	if [ -z "$m" ]; then pass "every long option of the option rows heads an item under OPTIONS"
	else fail "long options missing from OPTIONS: $m"; fi
	m=$(missing "$tmp.shortopts" "$tmp.optheads")
	if [ -z "$m" ]; then pass "every short option of the option rows heads an item under OPTIONS"
	else fail "short options missing from OPTIONS: $m"; fi

	# The SYNOPSIS names every long option too.
	LC_ALL=C mandoc -Tascii "$page" | sed "s/.$bs//g" |
	    awk '/^SYNOPSIS$/ { on = 1; next } /^[A-Z]/ { on = 0 } on' |
	    grep -oE -- '--[a-z-]+' | sort -u > "$tmp.synopsis"
	m=$(missing "$tmp.longopts" "$tmp.synopsis")
	if [ -z "$m" ]; then pass "the SYNOPSIS names every long option"
	else fail "long options missing from the SYNOPSIS: $m"; fi
fi

# The usage names every long option, and no other.
"$P" --help | grep -oE -- '--[a-z-]+' | sort -u > "$tmp.help"
m=$(missing "$tmp.longopts" "$tmp.help")
if [ -z "$m" ]; then pass "--help names every long option"
else fail "long options missing from --help: $m"; fi
m=$(missing "$tmp.help" "$tmp.longopts")
if [ -z "$m" ]; then pass "--help names only options of the option rows"
else fail "--help names options getopt_long does not know: $m"; fi

# The headings missing from a text, each looked for after the one
# before it (", H1, H2" or nothing).
in_order() {	# FILE HEADING...
	_file=$1; shift
	_at=0 _miss=""
	for _h in "$@"; do
		_n=$(awk -v h="$_h" -v from="$_at" 'NR > from && $0 == h { print NR; exit }' "$_file")
		if [ -n "$_n" ]; then _at=$_n; else _miss="$_miss, $_h"; fi
	done
	echo "$_miss"
}

# The rules viewer's text: the game's sections of the page, the R11.3
# examples among them, and the build's copy is a fresh render.
B=$(dirname "$P")
if sh src/tui/rules.sh -t "$page" > "$tmp.rules" 2> "$tmp.err"; then
	bad=$(in_order "$tmp.rules" '   A hand in brief' \
	    '   Words of the game' 'THE CARDS' 'COUNTING CARDS' 'VERSICOLE' \
	    'THE DEAL' 'PLAY' 'SCORING' 'STRATEGY' 'A SAMPLE HAND' 'VARIANTS')
	for h in DESCRIPTION KEYS OPTIONS; do
		! grep -qx "$h" "$tmp.rules" || bad="$bad, not $h"
	done
	if [ -z "$bad" ]; then pass "the rules text has the game's sections in order"
	else fail "the rules text's sections: ${bad#, }"; fi
	# R11.3: counts coppe/denari/spade/bastoni, and the announcement.
	bad=""
	while IFS=: read -r counts phrase; do
		grep -qE "^ +$counts +$phrase\$" "$tmp.rules" ||
		    bad="$bad; $counts $phrase"
	done <<-'EOF'
	4/1/1/1:4 coppe, 1 per sorte
	4/4/1/1:4 rosse, 1 lunga
	1/1/3/3:3 lunghe, 1 rossa
	3/1/2/4:denari, spade, coppe, bastoni
	2/0/1/2:2 coppe e bastoni, 1 spade, 0 denari
	2/2/2/2:2 per sorte
	5/3/0/0:5 coppe, 3 denari, 0 per sorte
	3/3/3/1:3 coppe, denari e spade, 1 bastoni
	0/0/0/0:0 per sorte
	EOF
	if [ -z "$bad" ]; then pass "the rules text has the folla examples of R11.3"
	else fail "the rules text lacks R11.3 examples:${bad#;}"; fi
	wide=$(awk 'length($0) > 78 { n++ } END { print n + 0 }' "$tmp.rules")
	if [ "$wide" -eq 0 ] && ! LC_ALL=C grep -q '[^ -~]' "$tmp.rules"
	then pass "the rules text is plain ASCII within 78 columns"
	else fail "the rules text is plain ASCII within 78 columns"; fi
else
	cat "$tmp.err"; fail "src/tui/rules.sh -t $page"
fi
# The Italian viewer's text: the Italian page's same sections, in order.
if sh src/tui/rules.sh -t -l it man/it/minchiate.6 > "$tmp.rules.it" \
    2> "$tmp.err"; then
	bad=$(in_order "$tmp.rules.it" '   Una mano in breve' \
	    '   Le parole del gioco' 'LE CARTE' 'CARTE CHE CONTANO' \
	    'VERSICOLE' 'LA DISTRIBUZIONE' 'IL GIOCO' 'IL PUNTEGGIO' \
	    'STRATEGIA' "UNA MANO D'ESEMPIO" 'VARIANTI')
	wide=$(LC_ALL=C.UTF-8 wc -L < "$tmp.rules.it")
	[ "$wide" -le 78 ] || bad="$bad, $wide columns wide"
	if [ -z "$bad" ]; then pass "the Italian rules text has the game's sections in order, within 78 columns"
	else fail "the Italian rules text: ${bad#, }"; fi
else
	cat "$tmp.err"; fail "src/tui/rules.sh -t -l it man/it/minchiate.6"
fi
if { sh src/tui/rules.sh "$page" &&
    sh src/tui/rules.sh -l it man/it/minchiate.6; } > "$tmp.rules.c" \
    2> "$tmp.err" && cmp -s "$tmp.rules.c" "$B/gen/rules.c"; then
	pass "$B/gen/rules.c is a fresh render of $page and man/it/minchiate.6"
else
	cat "$tmp.err"; diff "$B/gen/rules.c" "$tmp.rules.c" | head -10
	fail "$B/gen/rules.c is a fresh render of $page and man/it/minchiate.6 (run make)"
fi

# The sample hand: the quoted passages are the replay's own lines.
if "$P" --replay "$rec" > "$tmp.out" 2> "$tmp.err"; then
	pass "the sample hand replays"
else
	cat "$tmp.err"; fail "the sample hand replays"
fi
# The passages of a page between '.\" replay: begin' and '.\" replay:
# end', each found whole, in order, in a replay's output.
passages() {	# PAGE REPLAY-OUTPUT
awk -v out="$2" '
function strip(s) {
	gsub(/\\&/, "", s); gsub(/\\e/, "\\", s)
	sub(/^[ \t]+/, "", s); return s
}
function check(   i, k, ok) {
	nblocks++
	for (i = pos + 1; i + m - 1 <= n; i++) {
		ok = 1
		for (k = 1; k <= m && ok; k++)
			if (line[i + k - 1] != blk[k])
				ok = 0
		if (ok) {
			pos = i + m - 1
			printf "ok   sample hand: passage %d (%d lines) at line %d\n",
			    nblocks, m, i
			return
		}
	}
	bad++
	printf "FAIL sample hand: passage %d (%d lines) is not in the replay in order; it begins: %s\n",
	    nblocks, m, blk[1]
}
BEGIN {
	while ((getline l < out) > 0)
		line[++n] = strip(l)
}
/^\.\\" replay: begin/ { inb = 1; m = 0; next }
/^\.\\" replay: end/ { inb = 0; check(); next }
inb && !/^\./ { blk[++m] = strip($0) }
END {
	if (nblocks < 8) {
		bad++
		printf "FAIL sample hand: %d quoted passages, expected 8 or more\n",
		    nblocks
	}
	exit bad > 0
}' "$1"
}
passages "$page" "$tmp.out" > "$tmp.blocks"
cat "$tmp.blocks"
passed=$((passed + $(grep -c '^ok ' "$tmp.blocks")))
failed=$((failed + $(grep -c '^FAIL ' "$tmp.blocks")))

# The figures the page's prose gives for the sample hand's end: the
# marks made during the hand apart from the end totals (R7.6).
for f in 'marked in all: 90' 'marked in all: 28' 'end total: 298' \
    'end total: 24' \
    'NS marks the difference of the end totals: 298 - 24 = 274.' \
    'NS rests: 1 during the hand, 4 at the end, 1 for what was left; 6 in all.'
do
	if grep -qF "$f" "$tmp.out" && grep -qF "$f" "$page"
	then pass "sample hand: '$f' in the replay and the page"
	else fail "sample hand: '$f' in the replay and the page"; fi
done

# The sample hand's record is what the command its comment gives (and
# the page quotes) writes today, the comment lines aside.
cmd=$(sed -n 's/^#   minchiate \(--selfplay .*\) --record FILE$/\1/p' "$rec")
if [ -n "$cmd" ] && grep -qF -- "$(echo "$cmd" | sed 's/-/\\-/g')" "$page" &&
    "$P" $cmd --record "$tmp.made" > /dev/null &&
    grep -v '^#' "$rec" | cmp -s - "$tmp.made"
then pass "sample hand: minchiate $cmd makes the record again"
else fail "sample hand: minchiate ${cmd:-(no command in $rec)} makes the record again"; fi

# What the page teaches, said as the sources and the rules say it.
say() {		# PHRASE: the rendered page holds it (spaces as they fall)
	tr -s ' \n' '  ' < "$tmp.txt" | grep -qF "$1"
}
if ! command -v mandoc >/dev/null 2>&1; then
	fail "the page's teaching: mandoc is missing"
else
	bad=""
	# R6.11: the winner of each trick chooses a fallen player's card.
	say "the winner of each trick, often an opponent, will choose" ||
	    bad="$bad, who chooses a fallen player's card"
	! say "the opponents will choose your cards" ||
	    bad="$bad, 'the opponents will choose'"
	# Trump leads: the tenute and the fumate, not one exception.
	! say "The one exception is the tenuta" || bad="$bad, one exception"
	say "the exceptions are the trump leads made on purpose" ||
	    bad="$bad, the trump leads made on purpose"
	say "the program's own experience" || bad="$bad, the program's own"
	# The Papa fumata is a signal, and second hand it may be overtrumped.
	say "Throwing a Papa or a small counting card is a signal too" ||
	    bad="$bad, the Papa fumata"
	say "may still overtrump him and take the Papa" ||
	    bad="$bad, the Papa second hand"
	# Trumping when void is compulsory (R6.2); the choice is which.
	! say "trump it the first time it is led" ||
	    bad="$bad, trumping as a choice"
	say "Void in a suit, you must trump it when it is led" ||
	    bad="$bad, trumping when void"
	# The long suits are spade and bastoni, never a length.
	! say "long suit in the scarto" && ! say "long suit of" ||
	    bad="$bad, a long suit as a length"
	# Robbing takes Sopraventi; both kinds of versicola count.
	say "counting cards and Sopraventi (20 to 29) he finds" ||
	    bad="$bad, what robbing takes"
	! say "fewer the robbed" || bad="$bad, fewer the robbed"
	say "and, separately, when one side has captured all its cards" ||
	    bad="$bad, versicole counted both ways"
	if [ -z "$bad" ]; then pass "the page teaches the advice and rules as they are"
	else fail "the page's teaching:${bad#,}"; fi
fi

# The Italian page (man/it): the same sections, each the translation
# tests/man/sections-it.tsv gives of the English one, in the same order;
# the same key table and options; lint-clean but for the section names
# an Italian page rightly has; 80 columns; its sample hand quotes the
# replay as the program says it in Italian.
itpage=man/it/minchiate.6
if ! command -v mandoc >/dev/null 2>&1; then
	fail "the Italian page: mandoc is missing"
else
	grep -E '^\.S[hs] ' "$page" | cut -c5- > "$tmp.en.sec"
	grep -E '^\.S[hs] ' "$itpage" | cut -c5- > "$tmp.it.sec"
	if paste "$tmp.en.sec" "$tmp.it.sec" | cmp -s - tests/man/sections-it.tsv
	then pass "$itpage has the sections of $page, in order, translated"
	else paste "$tmp.en.sec" "$tmp.it.sec" |
	    diff - tests/man/sections-it.tsv | head -6
	    fail "$itpage has the sections of $page, in order, translated"; fi
	for sec in KEYS:TASTI OPTIONS:OPZIONI; do
		heads "${sec%:*}" > "$tmp.en.heads"
		heads "${sec#*:}" "$itpage" > "$tmp.it.heads"
		if [ -s "$tmp.en.heads" ] &&
		    cmp -s "$tmp.en.heads" "$tmp.it.heads"
		then pass "$itpage: ${sec#*:} heads the items of ${sec%:*}"
		else diff "$tmp.en.heads" "$tmp.it.heads" | head -6
		    fail "$itpage: ${sec#*:} heads the items of ${sec%:*}"; fi
	done
	# NOME, SINOSSI...: mandoc knows only the English names.
	lint=$(mandoc -Tlint -Wwarning "$itpage" 2>&1 | grep -v \
	    -e 'first section is not "NAME"' \
	    -e 'description line outside NAME section' \
	    -e 'lacks mandoc.db' -e 'outdated mandoc.db' \
	    -e 'referenced manual not found: Xr minchiate 5')
	if [ -z "$lint" ]; then pass "mandoc -Tlint $itpage (Italian section names aside)"
	else printf '%s\n' "$lint" | head -10
	    fail "mandoc -Tlint $itpage (Italian section names aside)"; fi
	wide=$(LC_ALL=C.UTF-8 mandoc -Tutf8 -Owidth=80 "$itpage" |
	    LC_ALL=C.UTF-8 sed "s/.$bs//g" | LC_ALL=C.UTF-8 wc -L)
	if [ "$wide" -le 80 ]; then pass "$itpage fits in 80 columns"
	else fail "$itpage: rendered $wide columns wide"; fi
fi
if command -v groff >/dev/null 2>&1; then
	out=$(groff -K utf8 -mandoc -ww -z "$itpage" 2>&1)
	if [ -z "$out" ]; then pass "groff -K utf8 -mandoc -ww -z $itpage"
	else printf '%s\n' "$out" | head -5
	    fail "groff -K utf8 -mandoc -ww -z $itpage"; fi
fi
# The Italian replay needs an Italian locale: built here, without root.
mkdir -p "$tmp.loc"
if localedef -i it_IT -f UTF-8 "$tmp.loc/it_IT.UTF-8" > "$tmp.localedef" 2>&1
then
	LOCPATH=$tmp.loc LC_ALL=it_IT.UTF-8 LANGUAGE= "$P" --replay "$rec" \
	    > "$tmp.it.out" 2> "$tmp.err" && ! cmp -s "$tmp.out" "$tmp.it.out" &&
	    pass "the sample hand replays in Italian" ||
	    { cat "$tmp.err"; fail "the sample hand replays in Italian"; }
	passages "$itpage" "$tmp.it.out" | sed 's/sample hand:/Italian &/' \
	    > "$tmp.it.blocks"
	cat "$tmp.it.blocks"
	passed=$((passed + $(grep -c '^ok ' "$tmp.it.blocks")))
	failed=$((failed + $(grep -c '^FAIL ' "$tmp.it.blocks")))
else
	cat "$tmp.localedef"; fail "localedef -i it_IT: the Italian locale"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/bin/sh
# rules.sh -- the rules viewer's text, made from the game's page at build
# time: the overview and the words of the game (the first subsections of
# DESCRIPTION), then the sections THE CARDS to VARIANTS (Minchiate's own:
# not TAROCCHI SICILIANI, the second game, after them), rendered by mandoc
# as plain ASCII 78 columns wide (no overstrike), written as a C file that
# defines rules_lines[] and rules_nlines (src/tui/rules.h).  With -l it,
# the Italian page's sections, in UTF-8, as rules_lines_it[] and
# rules_nlines_it.  With -t it writes the plain text instead.  Fails,
# saying so, without mandoc.
#
# usage: sh src/tui/rules.sh [-t] [-l it] PAGE > FILE
set -eu
text=false lang=en
while [ $# -gt 1 ]; do
	case $1 in
	-t) text=true; shift ;;
	-l) lang=$2; shift 2 ;;
	*) break ;;
	esac
done
page=${1:?usage: rules.sh [-t] [-l it] PAGE}
case $lang in
en)	intro='   A hand in brief'	# the overview and the glossary ...
	intro_end='   The program'	# ... up to this subsection
	first='THE CARDS'	# the first section shown
	after='TAROCCHI SICILIANI'	# the section after the last one shown
	device=ascii locale=C suffix= ;;
it)	intro='   Una mano in breve'
	intro_end='   Il programma'
	first='LE CARTE'
	after='TAROCCHI SICILIANI'
	device=utf8 locale=C.UTF-8 suffix=_it ;;
*)	echo "rules.sh: no language $lang (en or it)" >&2
	exit 1 ;;
esac

if ! command -v mandoc >/dev/null 2>&1; then
	echo "rules.sh: mandoc is needed at build time for the rules viewer" \
	    "(it renders $page); install the package mandoc, e.g." \
	    "\`sudo apt-get install mandoc' or \`make deps'" >&2
	exit 1
fi
out=$(LC_ALL=$locale mandoc -T$device -Owidth=78 "$page")
bs=$(printf '\b')
# Bold and underline are overstruck (c BS c, _ BS c): keep the last
# character.  Section headings start in column 1; trailing blank lines go.
rules=$(printf '%s\n' "$out" | LC_ALL=$locale sed "s/.$bs//g" |
    LC_ALL=$locale awk -v intro="$intro" -v intro_end="$intro_end" \
	-v first="$first" -v after="$after" '
	$0 == intro { on = 1; seen++ }
	$0 == intro_end { on = 0 }
	$0 == first { on = 1; seen++ }
	$0 == after { on = 0 }
	on
	END { if (seen != 2) exit 1 }') || {
	echo "rules.sh: $page: no subsection \"$intro\" or no section" \
	    "$first before $after" >&2
	exit 1
}

if $text; then
	printf '%s\n' "$rules"
	exit 0
fi
printf '/* Generated from %s by src/tui/rules.sh: do not edit. */\n' "$page"
printf '#include "rules.h"\n\nconst char *const rules_lines%s[] = {\n' "$suffix"
# A C string per line; every '?' escaped, so that no trigraph can form.
printf '%s\n' "$rules" | LC_ALL=C sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' \
    -e 's/?/\\?/g' -e 's/^/	"/' -e 's/$/",/'
printf '};\n\nconst int rules_nlines%s =\n' "$suffix"
printf '    (int)(sizeof(rules_lines%s) / sizeof(rules_lines%s[0]));\n' \
    "$suffix" "$suffix"

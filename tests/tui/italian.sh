#!/bin/sh
# italian.sh -- the table in Italian at 80x24: a whole hand played by
# keys, every page opened on the way, and on every screen no English
# word of the program's (the cards' codes, the players' names, the
# levels, the keys and paths aside).  The rules page is the Italian
# manual, which names the cards' English names on purpose: it is only
# checked to be the Italian one.  The Italian locale is built here, in the
# test's own directory (localedef, LOCPATH): no root.  The real program
# in a private tmux server (lib.sh); run by tests/tui/run.sh.
# usage: tests/tui/italian.sh PROGRAM
set -u
P=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
cd "$(dirname "$0")" || exit 1
. ./lib.sh
tmp=$test_root/italian
mkdir -p "$tmp/locale" || exit 2
if ! localedef -i it_IT -f UTF-8 "$tmp/locale/it_IT.UTF-8" \
    > "$tmp/localedef" 2>&1; then
	cat "$tmp/localedef"
	echo "FAIL the Italian locale (localedef)"
	echo "0 passed, 1 failed"
	exit 1
fi
export LOCPATH="$tmp/locale"
own="XDG_STATE_HOME=$tmp/state XDG_CONFIG_HOME=$tmp/.config HOME=$tmp LANGUAGE="
run() {	# COLS ROWS ARGS...: a new program in Italian, a fresh state
	c=$1; r=$2; shift 2
	tui_stop
	rm -rf "$tmp/state" "$tmp/.config"
	tui_start "$c" "$r" "env $own $P $*" it_IT.UTF-8
}
check() {	# REGEX NAME: the screen shows REGEX (or comes to)
	if tui_wait "$1"; then pass "$2"
	else tui_screen | sed 's/^/  | /'; fail "$2"; fi
}

# Words of the program's English that an Italian screen must not show:
# whole words, case ignored.  The levels (easy, normal, hard, expert),
# "human" and the keys are option words, kept in every language.
ENGLISH='the|and|you|your|with|cards?|tricks?|hands?|plays?|wins?|marks?|deals?|discards?|press|rests?|none|nothing|back|next|trumps?|partner|seats?|match|lines|find|scroll|keys?|turn|score|marker|total|shows?'
english=0
screens=0
# look WHERE: the screen now has no English word; a screen with one is
# shown once, and the test fails at the end.
look() {
	screens=$((screens + 1))
	words=$(tui_screen | sed 's#[^ ]*/[^ ]*##g' | grep -iwoE "$ENGLISH" |
	    sort -u | tr '\n' ' ')
	[ -z "$words" ] && return 0
	english=$((english + 1))
	[ "$english" -le 3 ] || return 0
	echo "  English on the screen ($1): $words"
	tui_screen | sed 's/^/  | /'
}

# The answers a person gives, read from the Italian questions.
answer() {
	s=$(tui_screen)
	case $s in
	*"La fine della mano"*) return 1 ;;
	*"Passa la tastiera"*) tui_keys Space ;;
	*"comunque? y/n"*) tui_keys y ;;
	*"Alza "*" carte (14-83)"*) tui_keys Enter ;;
	*"Scarta "*" cart"*)
		n=$(printf '%s\n' "$s" |
		    sed -n 's/.*Scarta \([0-9]*\) cart.*/\1/p' | head -1)
		set --
		while [ "$#" -lt $((2 * n)) ]; do set -- "$@" Space Right; done
		tui_keys "$@" Enter ;;
	*"le tue versicole"*) tui_keys Enter ;;
	*"caschi ora"*) tui_keys y ;;
	*"La tua carta:"*|*"dalla mano scoperta"*) tui_keys Enter ;;
	*) return 2 ;;
	esac
	return 0
}
ASKS='La tua carta:|mano scoperta|comunque\? y/n|Scarta [0-9]|le tue versicole|caschi ora|Alza .*carte|Passa la tastiera|La fine della mano'
play_hand() {
	k=0
	while [ "$k" -lt 400 ]; do
		tui_wait "$ASKS" && tui_idle || return 1
		look "a question"
		before=$(tui_screen)
		answer; a=$?
		[ "$a" -eq 1 ] && return 0
		[ "$a" -eq 0 ] || return 1
		tui_changed "$before" || return 1
		k=$((k + 1))
	done
	return 1
}
# page KEY TITLE NAME: the page opens in Italian, every screen of it
# is looked at, and q closes it.
page() {
	tui_keys "$1"
	if tui_wait "$2" && tui_idle; then
		pass "$3: the page opens, titled in Italian"
	else
		tui_screen | sed 's/^/  | /'; fail "$3: the page opens, titled in Italian"
		tui_keys q; return
	fi
	scroll_look "$3"
	tui_keys q
}
# scroll_look NAME: every screen of the page open, down to its end.
scroll_look() {
	n=0
	while [ "$n" -lt 60 ]; do
		look "$1"
		tui_screen | grep -qE 'righe [0-9]+-([0-9]+) di \1 ' && break
		tui_screen | grep -qE 'righe [0-9]+-[0-9]+ di ' || break
		before=$(tui_screen)
		tui_keys NPage
		tui_changed "$before" || break
		n=$((n + 1))
	done
}

# --- the setup screen ----------------------------------------------
run 80 24 --delay 0
check 'Comincia la partita' "setup: the screen speaks Italian"
tui_idle
look "the setup screen"
# who plays each seat in Italian; the option words stay for --seat
tui_screen | grep -qE '^ *Sud .* persona *$' &&
    tui_screen | grep -qE '^ *Est +Cosimo +normale *$' &&
    pass "setup: a person and the levels named in Italian" ||
    { tui_screen | sed 's/^/  | /'; fail "setup: a person and the levels named in Italian"; }
tui_keys '?'
tui_idle
look "the setup screen's help"
tui_stop

# The i page: the trumps' lines agree with tarocchi, masculine ("mai
# visti", "noti", "scartati"), the counting cards' with carte (R9.1).
trumps_agree() {
	block=$(tui_screen | sed -n '/Tarocchi ancora in gioco/,/Carte che contano/p' |
	    sed '$d')
	if [ -n "$block" ] &&
	    ! printf '%s\n' "$block" | grep -qE 'viste|note |scartate|giocate' &&
	    printf '%s\n' "$block" | grep -qE 'visti|noti'; then
		pass "i: the trumps' lines are masculine, as tarocchi"
	else
		printf '%s\n' "$block" | sed 's/^/  | /'
		fail "i: the trumps' lines are masculine, as tarocchi"
	fi
}

# --- a whole hand, and every page -------------------------------------
run 80 24 -s 7 --delay 0 --seat S=human --name S=Ada --match hand
check 'Alza .*carte' "table: the cut asked in Italian"
tui_idle
look "the cut"
page '?' 'Aiuto: i tasti' "help"
tui_keys r
check 'Le regole \(da minchiate\(6\)\)' "rules: the page opens, titled in Italian"
check 'Una mano in breve' "rules: the Italian manual's rules"
tui_idle
tui_keys q
tui_keys Enter
tui_wait 'annuncia la folla' && pass "table: the talk in Italian" ||
    fail "table: the talk in Italian"
for k in t c f i o S; do
	before=$(tui_screen)
	tui_keys "$k"
	if tui_changed "$before" && tui_idle; then
		look "the key $k"
		pass "table: $k opens its page, in Italian"
		[ "$k" = i ] && trumps_agree
	else
		fail "table: $k opens its page, in Italian"
	fi
	tui_keys q
	tui_idle
done
if play_hand; then pass "table: a whole hand played by keys, in Italian"
else tui_screen | sed 's/^/  | /'; fail "table: a whole hand played by keys, in Italian"; fi
check 'Il conto della mano' "end: the breakdown in Italian"
tui_idle
scroll_look "the end of the hand"
tui_keys v
if tui_wait "Le tue carte, riviste dall'esperto" 3000 && tui_idle; then
	look "the review"
	pass "review: in Italian"
else
	fail "review: in Italian"
fi
tui_stop

# --- names nobody gave ------------------------------------------------
# No login name to go by (root) and two people at one keyboard: each is
# called by the seat he sat down at, in Italian, and the saved match's seat lines name
# nobody, so no English word ("Player") is shown or kept (R0.1).
tui_stop
rm -rf "$tmp/state" "$tmp/.config"
tui_start 80 24 "env $own USER=root $P -s 7 --delay 0 --seat N=human" it_IT.UTF-8
# (by the seat he sat down at: the draw may seat him elsewhere, R4.1)
check 'Passa la tastiera a (Sud|Nord) \((Sud|Est|Nord|Ovest)\)' "names: a person is called by his seat, in Italian"
tui_keys Space
check '(Sud|Nord) \(tu\)' "names: the table calls a person by his seat's Italian name"
look "a table of people nobody named"
tui_screen | grep -q 'Player' &&
    fail "names: no \"Player\" on the table" ||
    pass "names: no \"Player\" on the table"
tui_keys q
tui_idle
tui_screen | grep -q 'q o y' && tui_keys q
tui_exit_status > /dev/null
rec=$tmp/state/minchiate/match.rec
if [ -f "$rec" ] && grep -qx 'seat S human' "$rec" &&
    grep -qx 'seat N human' "$rec" && ! grep -q 'Player' "$rec"; then
	pass "names: the saved match names nobody at the people's seats"
else
	sed 's/^/  | /' "$rec" 2>/dev/null | head -8
	fail "names: the saved match names nobody at the people's seats"
fi
tui_stop

[ "$english" -eq 0 ] &&
    pass "no English word on any of $screens Italian screens" ||
    fail "English words on $english of $screens Italian screens"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

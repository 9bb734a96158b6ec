/*
 * terminal.c -- whether the terminal can hold the table, asked of
 * terminfo before curses takes the screen.  Apart from the rest because
 * <term.h> defines names (lines, columns ...) the table uses.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "tui.h"
/* After the table's headers, whose names it would take. */
#include <term.h>

/*
 * The table needs a terminal whose cursor can be placed: an unknown one,
 * or TERM=dumb, is refused before curses takes the screen.
 */
bool
tui_terminal_ok(void)
{
	const char	*env = getenv("TERM");
	char		 term[200], *cup;
	int		 err;

	/* The environment is untrusted text too: escaped when said. */
	safe_text(env != NULL ? env : "", term, sizeof(term));
	if (setupterm(NULL, STDOUT_FILENO, &err) != OK) {
		fprintf(stderr, "minchiate: TERM=%s: an unknown terminal\n",
		    term);
		return false;
	}
	cup = tigetstr("cup");
	/* curses reads the terminal again at its start: this one goes */
	del_curterm(cur_term);
	if (cup == NULL || cup == (char *)-1) {
		fprintf(stderr, "minchiate: TERM=%s: this terminal cannot "
		    "place the cursor, and the table needs to (for text, see "
		    "--text, --replay and --selfplay)\n", term);
		return false;
	}
	return true;
}


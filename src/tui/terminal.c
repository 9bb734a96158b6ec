/*
 * terminal.c -- the terminal under the table: whether it can hold the
 * table (asked of terminfo before curses takes the screen), its keys and
 * frames through curses, and the signals that end a session.  <term.h>
 * comes last: it defines names (lines, columns ...) the table uses.
 */
#include <sys/select.h>

#include <curses.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ui.h"
#include "../lang/lang.h"
/* After the table's headers, whose names it would take. */
#include <term.h>

/* The terminal changed size: the table is laid out again. */
void
tui_on_resize(struct ui *ui)
{
	int	 rows, cols;

	getmaxyx(stdscr, rows, cols);
	layout_compute(&ui->t.lay, rows, cols);
	clear();
}

/*
 * The table needs a terminal whose cursor can be placed: no terminal
 * (said as no_tty says it), an unknown one, or TERM=dumb, is refused
 * before curses takes the screen.
 */
bool
tui_terminal_ok(const char *no_tty)
{
	const char	*env = getenv("TERM");
	char		 term[200], *cup;
	int		 err;

	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fputs(no_tty, stderr);
		return false;
	}
	/* The environment is untrusted text too: escaped when said. */
	safe_text(env != NULL ? env : "", term, sizeof(term));
	if (setupterm(NULL, STDOUT_FILENO, &err) != OK) {
		fprintf(stderr, _("minchiate: TERM=%s: an unknown terminal\n"),
		    term);
		return false;
	}
	cup = tigetstr("cup");
	/* curses reads the terminal again at its start: this one goes */
	del_curterm(cur_term);
	if (cup == NULL || cup == (char *)-1) {
		fprintf(stderr, _("minchiate: TERM=%s: this terminal cannot "
		    "place the cursor, and the table needs to (for text, see "
		    "--text, --replay and --selfplay)\n"), term);
		return false;
	}
	return true;
}

/* The signal that asked to stop, or 0. */
static volatile sig_atomic_t stop;

/* Only notes the signal: the loop sees it, saves the match and ends. */
static void
on_signal(int sig)
{
	stop = sig;
}

/* Has a signal asked the program to save and end? */
bool
tui_stopped(void)
{
	return stop != 0;
}

/*
 * SIGINT, SIGTERM, SIGHUP and SIGQUIT ask the table to save and end.  A
 * file grown past its limit (SIGXFSZ) is a failed write, said as any
 * failed save is, not the end of the program with the terminal raw.
 */
void
tui_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);
	sa.sa_handler = SIG_IGN;
	sigaction(SIGXFSZ, &sa, NULL);
}

/* A real terminal's frame: what curses has painted goes out. */
static void
term_show(struct ui *ui)
{
	(void)ui;
	refresh();
}

/* A real terminal's key, or ERR after ms (-1: no timeout). */
static int
term_key(struct ui *ui, int ms)
{
	(void)ui;
	timeout(ms);
	return getch();
}

/* A real terminal, through curses. */
const struct tui_io tui_terminal = { term_show, term_key };

/* A key, or ERR after ms (-1: wait as long as it takes). */
int
tui_key(struct ui *ui, int ms)
{
	return ui->io->key(ui, ms);
}

/*
 * A key, waiting on the keyboard and on fd together: ERR once fd has
 * something to read, ms have passed (-1: no limit) or a signal asked to
 * stop.  The signals that stop or resize the table are held until the
 * wait begins, so none slips in between the look at them and the wait;
 * a resize comes back as KEY_RESIZE.
 */
int
tui_key_or(struct ui *ui, int fd, int ms)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT,
	    SIGWINCH };
	sigset_t	 hold, was;
	fd_set		 in;
	struct timespec	 ts, *tsp = NULL;
	size_t		 i;
	int		 key, n;

	sigemptyset(&hold);
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		sigaddset(&hold, sigs[i]);
	sigprocmask(SIG_BLOCK, &hold, &was);
	/* curses may hold keys already read (an escape sequence's) */
	key = stop != 0 ? ERR : tui_key(ui, 0);
	if (stop != 0 || key != ERR) {
		sigprocmask(SIG_SETMASK, &was, NULL);
		return key;
	}
	FD_ZERO(&in);
	FD_SET(STDIN_FILENO, &in);
	if (fd >= FD_SETSIZE)
		fd = -1;
	if (fd >= 0)
		FD_SET(fd, &in);
	if (ms >= 0) {
		ts.tv_sec = ms / 1000;
		ts.tv_nsec = (long)(ms % 1000) * 1000000;
		tsp = &ts;
	}
	n = pselect((fd > STDIN_FILENO ? fd : STDIN_FILENO) + 1, &in, NULL,
	    NULL, tsp, &was);
	sigprocmask(SIG_SETMASK, &was, NULL);
	if ((n > 0 && FD_ISSET(STDIN_FILENO, &in)) ||
	    (n < 0 && errno == EINTR && stop == 0))
		return tui_key(ui, 0);	/* a key, or KEY_RESIZE */
	return ERR;
}

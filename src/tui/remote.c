/*
 * remote.c -- the ordinary table for a seat at a table elsewhere
 * (--join NAME, --watch NAME): every frame the table sends is the scene
 * the painter draws (wire.c), the questions are asked from it as at a
 * table here, and a decision goes to the table, which answers with the
 * next frame.  The match, its save and its statistics are the table's;
 * what the table says (who joins, goes, chats) comes under the question,
 * and who is away, with his seat's countdown, at the foot of the talk.
 * The client sleeps until a key or a line of the table's comes, or a
 * second of a countdown shown passes.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif

#include <sys/socket.h>

#include <curses.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tui.h"
#include "../net/wire.h"
#include "../text/text.h"
#include "../lang/lang.h"

#define FRAME_MAX	(1 << 20)
#define WELCOME_S	10	/* the table answers a client this soon */

struct remote {
	int		 fd;
	char		*in;
	size_t		 nin, cap;
	long		 moment;
	bool		 framed;	/* a frame has come */
	bool		 over;		/* the match is over */
	bool		 gone;		/* the table closed */
	char		 why[400];	/* why it ended, for the last line */
	bool		 no_hints;	/* the table's owner said so */
	bool		 chatting;	/* a line of chat being typed (:) */
	char		 chat[TALK_SAID_LEN];
	bool		 undo_asked;	/* another person asks to undo: y/n */
	int		 ended;		/* the hand whose end was shown */
	bool		 read;		/* ... and read: "next" sent */
	bool		 finished;	/* the match over: the table may go */
	int		 at[REVIEW_MAX];	/* each review point's place
					   in the hand (played) */
	struct {
		bool	 on;
		bool	 stand_in;	/* a computer player plays for him */
		long long until;	/* when his seat's wait ends (ms) */
		char	 name[RECORD_NAME_MAX + 1];
	}		 away[MC_NSEATS];	/* by player: not at the table */
	const char	*level[MC_NSEATS];	/* each seat's, as framed */
	char		 closing[400];	/* the table closes: what it said */
};

/* A clock for the countdowns, in ms, that no setting of the time moves. */
static long long
now_ms(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The words of a refusal ("refused V why"): why, the version left out. */
static const char *
refusal_why(const char *line)
{
	const char	*p = line + strlen("refused");

	while (*p == ' ')
		p++;
	while (*p >= '0' && *p <= '9')
		p++;
	while (*p == ' ')
		p++;
	return p;
}

/* Where a hand's play is: cards played so far, in order. */
static int
played(const struct mc_view *v)
{
	return v->hand.play.ntricks * MC_NSEATS + v->hand.play.nplayed;
}

/*
 * The review's points are kept here, one for each card this seat chose
 * from its own hand (R6.11 aside), with the view it had.  A frame drops
 * those at or after where the hand is now: taken back, refused, or of
 * an earlier hand.
 */
static void
review_keep(struct ui *ui, const struct mc_decision *d)
{
	const struct scene	*sc = &ui->t.sc;
	const struct mc_hand	*h = &sc->view.hand;
	struct session		*g = &ui->g;
	struct review_point	*pt;

	if (d->kind != MC_DECIDE_PLAY || h->phase != MC_PHASE_PLAY ||
	    h->play.turn != d->seat || d->seat != sc->seat ||
	    (h->play.fallen >> d->seat & 1) || g->nreview == REVIEW_MAX)
		return;
	pt = &g->review[g->nreview++];
	pt->view = sc->view;
	pt->card = d->cards[0];
	pt->player = sc->viewer;
	pt->decision = 0;	/* no practice from a table elsewhere */
	ui->remote->at[g->nreview - 1] = played(&sc->view);
}

static void
review_mend(struct ui *ui, int hand)
{
	struct session	*g = &ui->g;
	int		 now = played(&ui->t.sc.view);

	if (hand != g->review_hand) {
		g->review_hand = hand;
		g->nreview = 0;
	}
	while (g->nreview > 0 && ui->remote->at[g->nreview - 1] >= now)
		g->nreview--;
}

static void	 chat_key(struct ui *, struct remote *, int);

/* The decision asked, sent to the table in a record's words. */
bool
remote_decide(struct ui *ui, const struct mc_decision *d)
{
	struct remote	*r = ui->remote;
	char		*buf = NULL, line[NET_LINE_MAX + 64];
	size_t		 len = 0;
	FILE		*fp;
	bool		 ok;

	if ((fp = open_memstream(&buf, &len)) == NULL)
		return false;
	review_keep(ui, d);
	decision_write(fp, &ui->t.sc.view.hand, d);
	fclose(fp);
	if (buf == NULL)
		return false;
	buf[strcspn(buf, "\n")] = '\0';
	snprintf(line, sizeof(line), "decide %ld %s\n", r->moment, buf);
	free(buf);
	if (!(ok = net_send(r->fd, line))) {
		r->gone = true;
		snprintf(r->why, sizeof(r->why), "%s", _("the table closed"));
	}
	return ok;
}

/*
 * The question from the frame there is, if none is open: the decision
 * sent was refused or taken back, or the same view is asked again; a
 * line of chat being typed stays.
 */
static void
ask_again(struct ui *ui, struct remote *r)
{
	if (ui->t.ask != ASK_NONE)
		return;
	tui_prepare(ui);
	if (r->chatting)
		chat_key(ui, r, ERR);
}

/*
 * Each seat's words beside its name as the frame gave them, but for a
 * person away: a computer player plays for him, or his seat waits.
 */
static void
mark_seats(struct ui *ui, struct remote *r)
{
	struct scene_seat	*st;
	int			 s, p;

	for (s = 0; s < MC_NSEATS; s++) {
		st = &ui->t.sc.seats[s];
		st->level = r->level[s];
		if ((p = st->player) < 0 || p >= MC_NSEATS || !r->away[p].on)
			continue;
		/* TRANSLATORS: beside the name of a person away from a
		 * table joined from elsewhere, in place of "human", at
		 * most 15 columns: a computer player plays for him, or
		 * his seat waits for him. */
		st->level = r->away[p].stand_in ? _("(computer)") :
		    _("(away)");
	}
}

/*
 * "away P SECONDS STANDIN NAME": person P is not at the table; his seat
 * waits SECONDS more, or a computer player plays it (STANDIN 1).
 * "back P NAME": he is there again.
 */
static void
away_line(struct ui *ui, struct remote *r, const char *text)
{
	int	 p, secs = 0, stand_in = 0, at = 0;
	bool	 away = text[0] == 'a';

	if (away ? sscanf(text, "away %d %d %d %n", &p, &secs, &stand_in,
	    &at) < 3 : sscanf(text, "back %d %n", &p, &at) < 1)
		return;
	if (p < 0 || p >= MC_NSEATS || secs < 0 || secs > 86400 || at == 0)
		return;
	r->away[p].on = away;
	r->away[p].stand_in = stand_in != 0;
	r->away[p].until = now_ms() + (long long)secs * 1000;
	safe_text(text + at, r->away[p].name, sizeof(r->away[p].name));
	mark_seats(ui, r);
}

/* Person p as the table shows him: his name, and his seat once dealt. */
static const char *
person(const struct ui *ui, const struct remote *r, int p, char *buf,
    size_t size)
{
	const struct scene	*sc = &ui->t.sc;
	int			 s;

	for (s = 0; s < MC_NSEATS && sc->seats[s].player != p; s++)
		;
	if (sc->hand == 0 || s == MC_NSEATS)
		snprintf(buf, size, "%s", r->away[p].name);
	else
		snprintf(buf, size, "%s (%s)", sc->players[p], show_seat(s));
	return buf;
}

/* Seconds shown of ms left: 1 s until the very end, then 0. */
static int
seconds(long long ms)
{
	return ms > 0 ? (int)((ms + 999) / 1000) : 0;
}

/* What the table says of person p away, once it has dealt. */
static void
notice(struct ui *ui, struct remote *r, int p, long long left)
{
	char	*out = ui->t.notice[p], who[80];
	size_t	 size = sizeof(ui->t.notice[p]);

	person(ui, r, p, who, sizeof(who));
	if (r->away[p].stand_in)
		/* TRANSLATORS: the person away (his name and seat), then
		 * his name again. */
		snprintf(out, size, _("%s is away: a computer player plays the "
		    "seat until %s joins again."), who, r->away[p].name);
	else if (left > 0)
		/* TRANSLATORS: the person away (his name and seat), and the
		 * seconds left before a computer player plays for him. */
		snprintf(out, size, _("%s is away: a computer player takes the "
		    "seat in %d s."), who, seconds(left));
	else
		/* TRANSLATORS: the person away (his name and seat); his
		 * seat's wait is over. */
		snprintf(out, size, _("%s is away: a computer player takes the "
		    "seat at its turn."), who);
}

/*
 * Before the first deal, the question's place says whom the table waits
 * for and when it deals without them: names alone, as no frame has said
 * the seats yet.
 */
static void
expected(struct ui *ui, struct remote *r, long long now)
{
	char	 names[4 * (RECORD_NAME_MAX + 8)], two[sizeof(names)];
	int	 p, n = 0, secs = 0, last = -1;

	if (ui->t.ask != ASK_NONE || r->chatting)
		return;
	names[0] = '\0';
	for (p = 0; p < MC_NSEATS; p++) {
		if (!r->away[p].on)
			continue;
		if (seconds(r->away[p].until - now) > secs)
			secs = seconds(r->away[p].until - now);
		if (last >= 0)
			snprintf(names + strlen(names), sizeof(names) -
			    strlen(names), "%s%s", n > 1 ? ", " : "",
			    r->away[last].name);
		last = p;
		n++;
	}
	if (n == 0) {
		snprintf(ui->t.prompt, sizeof(ui->t.prompt), "%s", _("Waiting "
		    "for the table's people."));
		return;
	}
	if (n == 1)
		snprintf(names, sizeof(names), "%s", r->away[last].name);
	else {
		/* TRANSLATORS: the last two of a list of names, as "Bo
		 * and Cy" or "Ann, Bo and Cy". */
		snprintf(two, sizeof(two), _("%s and %s"), names,
		    r->away[last].name);
		snprintf(names, sizeof(names), "%s", two);
	}
	if (secs > 0)
		/* TRANSLATORS: the names of the people not at the table yet,
		 * and the seconds before it deals without them. */
		snprintf(ui->t.prompt, sizeof(ui->t.prompt), _("Waiting for %s: "
		    "the table deals in %d s."), names, secs);
	else
		/* TRANSLATORS: the names of the people not at the table yet;
		 * it deals without them. */
		snprintf(ui->t.prompt, sizeof(ui->t.prompt), _("Waiting for %s: "
		    "the table deals now."), names);
}

/*
 * Who is away, said afresh: each person's countdown at the foot of the
 * talk, or before the first deal whom the table waits for.  Returns the
 * ms until a second shown changes, or -1 if nothing counts down.
 */
static int
countdown(struct ui *ui, struct remote *r)
{
	long long	 now = now_ms(), left, tick = -1;
	int		 p;

	memset(ui->t.notice, 0, sizeof(ui->t.notice));
	for (p = 0; p < MC_NSEATS; p++) {
		if (!r->away[p].on)
			continue;
		left = r->away[p].stand_in ? 0 : r->away[p].until - now;
		if (left > 0 && (tick < 0 || (left - 1) % 1000 + 1 < tick))
			tick = (left - 1) % 1000 + 1;
		if (ui->t.sc.hand > 0)
			notice(ui, r, p, left);
	}
	if (ui->t.sc.hand == 0)
		expected(ui, r, now);
	return (int)tick;
}

/* A line of the table's (not a frame), said in the refusal row. */
static void
table_line(struct ui *ui, struct remote *r, const char *line, size_t len)
{
	char	 text[NET_LINE_MAX], safe[sizeof(ui->t.refusal)];
	long	 moment;

	snprintf(text, sizeof(text), "%.*s", (int)(len > 0 ? len - 1 : 0),
	    line);
	if (sscanf(text, "moment %ld", &moment) == 1) {
		r->moment = moment;
		ask_again(ui, r);	/* asked anew, the same view */
	} else if (strncmp(text, "undo-asked ", 11) == 0) {
		/* a question to this person alone, over any page */
		r->undo_asked = true;
		snprintf(ui->t.question[0], sizeof(ui->t.question[0]), "%s",
		    safe_text(text + 11, safe, sizeof(safe)));
		snprintf(ui->t.question[1], sizeof(ui->t.question[1]), _("Do "
		    "you agree? y/n"));
		ui->t.screen = SCREEN_QUESTION;
	} else if (strncmp(text, "undo-over ", 10) == 0) {
		r->undo_asked = false;
		if (ui->t.screen == SCREEN_QUESTION)
			ui->t.screen = SCREEN_TABLE;
		ask_again(ui, r);
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s",
		    safe_text(text + 10, safe, sizeof(safe)));
	} else if (strcmp(text, "over") == 0)
		r->over = true;
	else if (strncmp(text, "say ", 4) == 0 ||
	    strncmp(text, "chat ", 5) == 0)
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s",
		    safe_text(strchr(text, ' ') + 1, safe, sizeof(safe)));
	else if (strncmp(text, "refused ", 8) == 0) {
		/* the answer came too late, or was not the table's to take */
		ask_again(ui, r);
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("The table: %s."),
		    safe_text(refusal_why(text), safe, sizeof(safe)));
		r->framed = false;	/* ask again with the next frame */
	} else if (strncmp(text, "closing ", 8) == 0)
		safe_text(text + 8, r->closing, sizeof(r->closing));
	else if (strncmp(text, "away ", 5) == 0 ||
	    strncmp(text, "back ", 5) == 0)
		away_line(ui, r, text);
}

/* A frame come: the scene drawn from now on, and the question asked. */
static bool
frame(struct ui *ui, struct remote *r, const char *text, size_t bytes,
    long moment)
{
	char	 err[200];
	size_t	 used;
	int	 s;

	if (!wire_read(text, bytes, &ui->t.sc, &used, err, sizeof(err))) {
		snprintf(r->why, sizeof(r->why), "%s", err);
		return false;
	}
	for (s = 0; s < MC_NSEATS; s++)
		r->level[s] = ui->t.sc.seats[s].level;
	mark_seats(ui, r);
	r->moment = moment;
	r->framed = true;
	review_mend(ui, ui->t.sc.hand);
	ui->viewer = ui->t.sc.viewer;
	tui_prepare(ui);
	if (r->chatting)	/* the line being typed stays */
		chat_key(ui, r, ERR);
	return true;
}

/* What the table sent so far, taken whole; false when it is gone. */
static bool
take(struct ui *ui, struct remote *r)
{
	char	*nl;
	size_t	 len, bytes;
	long	 moment;

	while ((nl = memchr(r->in, '\n', r->nin)) != NULL) {
		len = (size_t)(nl - r->in) + 1;
		if (sscanf(r->in, "frame %ld %zu", &moment, &bytes) == 2) {
			if (bytes > FRAME_MAX) {
				snprintf(r->why, sizeof(r->why), "%s", _("a "
				    "frame too large from the table"));
				return false;
			}
			if (r->nin < len + bytes)
				return true;
			/* the match over, its last page stays up */
			if (!r->finished &&
			    !frame(ui, r, r->in + len, bytes, moment))
				return false;
			len += bytes;
		} else
			table_line(ui, r, r->in, len);
		memmove(r->in, r->in + len, r->nin - len);
		r->nin -= len;
	}
	return true;
}

/* Reads what has come, without waiting. */
static void
receive(struct ui *ui, struct remote *r)
{
	struct pollfd	 pfd = { r->fd, POLLIN, 0 };
	char		*more;
	ssize_t		 n;

	while (!r->gone && poll(&pfd, 1, 0) > 0) {
		if (r->nin + 65536 > r->cap) {
			if ((more = realloc(r->in, r->cap + 131072)) == NULL)
				break;
			r->in = more;
			r->cap += 131072;
		}
		if ((n = read(r->fd, r->in + r->nin, r->cap - r->nin)) < 0 &&
		    errno == EINTR)
			continue;
		if (n <= 0) {
			r->gone = true;
			if (r->why[0] == '\0')
				snprintf(r->why, sizeof(r->why), "%s",
				    _("the table closed"));
			return;
		}
		r->nin += (size_t)n;
		if (!take(ui, r) || r->nin > FRAME_MAX + 1024)
			r->gone = true;
	}
}

/* u at a seat elsewhere: the table asks every person at it (R9.2). */
void
remote_undo(struct ui *ui)
{
	if (!net_send(ui->remote->fd, "undo\n"))
		return;
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("Asked the table to "
	    "take back your last decision: every person at it must agree."));
}

/* An aid this person had (a hint), for the table's record to keep. */
void
remote_aid(struct ui *ui, const char *what)
{
	char	 line[64];

	snprintf(line, sizeof(line), "aid %s\n", what);
	(void)net_send(ui->remote->fd, line);
}

/* The answer to another person's undo: y or n, nothing else. */
static void
undo_key(struct ui *ui, struct remote *r, int key)
{
	if (key != 'y' && key != 'Y' && key != 'n' && key != 'N')
		return;
	(void)net_send(r->fd, key == 'y' || key == 'Y' ? "undo yes\n" :
	    "undo no\n");
	r->undo_asked = false;
	ui->t.screen = SCREEN_TABLE;
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s", key == 'y' ||
	    key == 'Y' ? _("You agree; the table waits for the others.") :
	    _("You said no."));
}

/* May the player at this seat ask for hints (H)? */
bool
remote_hints(const struct ui *ui)
{
	return ui->remote == NULL || !ui->remote->no_hints;
}

/*
 * The table's first answer: welcome, or refused and why.  A table that
 * refuses at once may have closed before the hello went: its refusal
 * is read all the same.
 */
static bool
welcome(struct remote *r, const struct client_options *co, char *err,
    size_t errsize)
{
	char	 hello[200], line[NET_LINE_MAX];
	size_t	 n = 0;
	time_t	 end = time(NULL) + WELCOME_S;
	struct pollfd pfd;
	ssize_t	 got;
	bool	 sent;

	if (co->watch)
		snprintf(hello, sizeof(hello), "%s %d watch\n", NET_HELLO,
		    NET_VERSION);
	else if (co->seat >= 0)
		snprintf(hello, sizeof(hello), "%s %d join %s %c\n", NET_HELLO,
		    NET_VERSION, co->player[0] != '\0' ? co->player : "-",
		    mc_seat_letter(co->seat));
	else
		snprintf(hello, sizeof(hello), "%s %d join %s\n", NET_HELLO,
		    NET_VERSION, co->player[0] != '\0' ? co->player : "-");
	sent = net_send(r->fd, hello);
	pfd.fd = r->fd;
	pfd.events = POLLIN;
	while (n + 1 < sizeof(line) && time(NULL) < end) {
		if (poll(&pfd, 1, 200) <= 0)
			continue;
		if ((got = read(r->fd, line + n, 1)) < 0 && errno == EINTR)
			continue;
		if (got <= 0 || line[n] == '\n')
			break;
		n += (size_t)got;
	}
	line[n] = '\0';
	if (strncmp(line, "welcome ", 8) == 0) {
		r->no_hints = strstr(line, " no-hints") != NULL;
		return true;
	}
	if (strncmp(line, "refused ", 8) == 0)
		safe_text(refusal_why(line), err, errsize);
	else
		snprintf(err, errsize, "%s", n > 0 ? _("not a table there") :
		    !sent ? _("the table closed") :
		    _("the table did not answer"));
	return false;
}

/* ':' then a line: said to everyone at the table, Enter sends it. */
static void
chat_key(struct ui *ui, struct remote *r, int key)
{
	size_t	 len = strlen(r->chat);
	char	 line[TALK_SAID_LEN + 16];

	if (key == '\n' || key == '\r' || key == KEY_ENTER || key == 27) {
		if (key != 27 && len > 0) {
			snprintf(line, sizeof(line), "chat %s\n", r->chat);
			(void)net_send(r->fd, line);
		}
		r->chatting = false;
		r->chat[0] = '\0';
		tui_prepare(ui);	/* the question again */
		return;
	}
	if ((key == KEY_BACKSPACE || key == 127 || key == 8) && len > 0)
		r->chat[len - 1] = '\0';
	else if (key >= ' ' && key < 256 && key != 127 &&
	    len + 1 < sizeof(r->chat) - 1) {
		r->chat[len] = (char)key;
		r->chat[len + 1] = '\0';
	}
	snprintf(ui->t.prompt, sizeof(ui->t.prompt), _("Say to the table: %s_ "
	    "(Enter sends, Esc does not)"), r->chat);
}

/*
 * The end of a hand, once its last frame has come: its page, the review
 * and the last trick as at a table here.  Closing it tells the table it
 * was read ("next"), which deals on when all have; once the match is
 * over, closing it leaves.
 */
static void
end_of_hand(struct ui *ui, struct remote *r)
{
	const struct scene	*sc = &ui->t.sc;

	if (r->over) {
		r->over = false;
		r->finished = true;	/* the table may close now */
		if (ui->t.screen == SCREEN_TABLE || r->ended != sc->hand) {
			ui->t.screen = SCREEN_TABLE;
			ui->t.ask = ASK_NONE;
			tui_end_of_hand(ui);
			r->ended = sc->hand;
		}
		if (ui->t.screen == SCREEN_PAGE &&
		    strcmp(ui->t.page.title, _("The end of the hand")) == 0)
			page_add(&ui->t.page, "%s", _("The match is over: the "
			    "table keeps its record. Press q to leave."));
		return;
	}
	if (r->finished || sc->view.hand.phase != MC_PHASE_OVER ||
	    r->ended == sc->hand || r->undo_asked || r->chatting ||
	    ui->t.screen == SCREEN_QUESTION)
		return;
	r->ended = sc->hand;
	r->read = false;
	ui->t.ask = ASK_NONE;
	ui->t.screen = SCREEN_TABLE;
	tui_end_of_hand(ui);
	/* keys typed for the last card do not close it unread */
	flushinp();
}

/* A key on a page; closing the end of a hand (or its review) reads it. */
static void
page_keyed(struct ui *ui, struct remote *r, int key)
{
	if (tui_end_page_key(ui, key))
		return;
	if (!page_key(&ui->t, key) || !ui->t.page.continues)
		return;
	if (r->finished)
		ui->quit = true;
	else if (r->ended == ui->t.sc.hand && !r->read) {
		r->read = true;
		(void)net_send(r->fd, "next\n");
		snprintf(ui->t.prompt, sizeof(ui->t.prompt), _("Waiting for the "
		    "others to read the end of the hand."));
	}
}

/*
 * The table's loop for a seat elsewhere: it sleeps until a key, a line
 * of the table's, or a second of a countdown shown; a frame is drawn as
 * soon as it has come.
 */
static void
play(struct ui *ui, struct remote *r)
{
	int	 key, ms;

	while (!ui->quit && !tui_stopped()) {
		receive(ui, r);
		if (r->gone && !r->finished)
			break;
		ms = countdown(ui, r);
		end_of_hand(ui, r);
		tui_draw(ui);
		if ((key = tui_key_or(ui, r->gone ? -1 : r->fd, ms)) == ERR)
			continue;
		if (key == KEY_RESIZE) {
			tui_on_resize(ui);
			continue;
		}
		if (r->undo_asked) {
			undo_key(ui, r, key);
			continue;
		}
		if (r->chatting) {
			chat_key(ui, r, key);
			continue;
		}
		if (key == ':' && ui->t.screen == SCREEN_TABLE &&
		    ui->t.typed[0] == '\0' && !r->finished) {
			r->chatting = true;
			chat_key(ui, r, ERR);
			continue;
		}
		if (ui->t.screen != SCREEN_TABLE) {
			page_keyed(ui, r, key);
			continue;
		}
		/* a key at the table clears what was said, as here */
		if (ui->t.typed[0] == '\0')
			ui->t.refusal[0] = '\0';
		if (r->finished && key == 'q')
			ui->quit = true;
		else if (ui->t.ask != ASK_NONE)
			tui_human_key(ui, key);
		else
			tui_global_key(ui, key);
	}
}

/*
 * S at a seat elsewhere: this table's match as its frames tell it (the
 * hands played, each player's rests, by giro), never the statistics of
 * this account's own files, which a friend come by ssh would read as
 * the host.  False at a table here.
 */
bool
remote_stats(struct ui *ui)
{
	const struct scene	*sc = &ui->t.sc;
	struct page		*pg = &ui->t.page;
	char			 giri[64], pad[80];
	int			 p, k, done;

	if (ui->remote == NULL)
		return false;
	page_open(&ui->t, _("This table's match"), false);
	done = sc->view.hand.phase == MC_PHASE_OVER ? sc->hand : sc->hand - 1;
	if (sc->hand == 0)
		page_add(pg, "%s", _("The table has not dealt yet."));
	else
		/* TRANSLATORS: the hands of the match over so far, and the
		 * hands in the match. */
		page_add(pg, _("Hands played: %d of %d."), done, sc->length);
	if (done > 0) {
		page_add(pg, "%s", "");
		page_add(pg, "%s", _("Rests so far, and in each giro:"));
	}
	for (p = 0; p < MC_NSEATS && done > 0; p++) {
		giri[0] = '\0';
		for (k = 0; k <= (done - 1) / 4 && k < 3; k++)
			snprintf(giri + strlen(giri), sizeof(giri) -
			    strlen(giri), " %+d", sc->match.giro_rests[k][p]);
		page_add(pg, _("  %s %+4d  (giri:%s)"),
		    text_pad(sc->players[p], 20, pad, sizeof(pad)),
		    sc->match.rests[p], giri);
	}
	page_add(pg, "%s", "");
	page_add(pg, "%s", _("The statistics of this table's hands are kept "
	    "where it runs, by its host (minchiate --stats there)."));
	return true;
}

/*
 * --join NAME, --watch NAME: the table as it is drawn here, its match
 * at table NAME.  Returns the exit status: 0 when the match is over.
 */
int
tui_join(struct tui_options *opt, const struct client_options *co)
{
	static struct ui	 ui;
	static struct remote	 r;
	char			 path[NET_PATH_MAX], err[400];
	const char		*cs;
	int			 s;
	bool			 left;

	if (!tui_terminal_ok(_("minchiate: the table needs a terminal (or "
	    "--script)\n")))
		return 1;
	memset(&r, 0, sizeof(r));
	if (!net_socket_path(co->name, path, sizeof(path), false, false, err,
	    sizeof(err)) || (r.fd = net_connect(path, err, sizeof(err))) < 0 ||
	    !welcome(&r, co, err, sizeof(err))) {
		fprintf(stderr, "minchiate: %s\n", err);
		return 1;
	}
	memset(&ui, 0, sizeof(ui));
	ui.opt = *opt;
	ui.io = &tui_terminal;
	ui.viewer = -1;
	ui.remote = &r;
	ui.t.sc.seat = ui.t.sc.view.seat = MC_NOSEAT;
	ui.t.sc.viewer = ui.t.sc.actor = -1;
	/* no seat is known until the first frame */
	for (s = 0; s < MC_NSEATS; s++)
		ui.t.sc.seats[s].level = r.level[s] = "";
	cs = nl_langinfo(CODESET);
	ui.utf8_able = cs != NULL && strcmp(cs, "UTF-8") == 0;
	ui.t.utf8 = ui.utf8_able && !ui.opt.ascii;
	tui_signals();
	tui_curses_start(&ui);
	play(&ui, &r);
	endwin();
	(void)net_send(r.fd, "bye\n");
	close(r.fd);
	free(r.in);
	page_free(&ui.t.page);
	/* what the table said as it closed, when it did */
	if (r.closing[0] != '\0')
		fprintf(stderr, "minchiate: %s\n", r.closing);
	if (r.finished || r.over)
		return 0;
	if (r.closing[0] != '\0')
		return 1;
	/* q, or a signal (^C): this person left, the table goes on */
	left = ui.quit || tui_stopped();
	fprintf(stderr, "minchiate: %s\n", r.why[0] != '\0' ? r.why :
	    left ? _("you left the table; join again to take your seat "
	    "back") : _("the table closed"));
	return left ? 0 : 1;
}

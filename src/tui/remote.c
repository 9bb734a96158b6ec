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

#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ui.h"
#include "../net/link.h"
#include "../text/text.h"
#include "../lang/lang.h"

struct remote {
	struct net_link	 l;		/* the table, and the seat link */
	bool		 over;		/* the match is over */
	bool		 chatting;	/* a line of chat being typed (:) */
	char		 chat[TALK_SAID_LEN];
	bool		 undo_asked;	/* another person asks to undo: y/n */
	int		 ended;		/* the hand whose end was shown */
	bool		 read;		/* ... and read: "next" sent */
	bool		 finished;	/* the match over: the table may go */
	struct {
		bool	 on;
		bool	 stand_in;	/* a computer player plays for him */
		long long until;	/* when his seat's wait ends (ms) */
		char	 name[RECORD_NAME_MAX + 1];
	}		 away[MC_NSEATS];	/* by player: not at the table */
	const char	*level[MC_NSEATS];	/* each seat's, as framed */
	char		 closing[400];	/* the table closes: what it said */
};


static void	 chat_key(struct ui *, struct remote *, int);

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

/* Person p is away (his seat waits, or a computer player plays it), or back. */
static void
away(struct ui *ui, struct remote *r, const struct net_msg *m)
{
	int	 p = m->player;

	r->away[p].on = m->said == NET_AWAY;
	r->away[p].stand_in = m->stand_in;
	r->away[p].until = bot_clock_ms() + (long long)m->seconds * 1000;
	safe_text(m->text, r->away[p].name, sizeof(r->away[p].name));
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
	long long	 now = bot_clock_ms(), left, tick = -1;
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

/* A frame come: the scene drawn from now on, and the question asked. */
static void
framed(struct ui *ui, struct remote *r)
{
	int	 s;

	for (s = 0; s < MC_NSEATS; s++)
		r->level[s] = ui->t.sc.seats[s].level;
	mark_seats(ui, r);
	ui->viewer = ui->t.sc.viewer;
	tui_prepare(ui);
	if (r->chatting)	/* the line being typed stays */
		chat_key(ui, r, ERR);
}

/* What the table said, shown: under the question, or as a question. */
static void
said(struct ui *ui, struct remote *r, const struct net_msg *m)
{
	char	 safe[sizeof(ui->t.refusal)];

	switch (m->said) {
	case NET_FRAME:
		framed(ui, r);
		break;
	case NET_MOMENT:
		ask_again(ui, r);	/* asked anew, the same view */
		break;
	case NET_UNDO_ASKED:
		/* a question to this person alone, over any page */
		r->undo_asked = true;
		snprintf(ui->t.question[0], sizeof(ui->t.question[0]), "%s",
		    safe_text(m->text, safe, sizeof(safe)));
		snprintf(ui->t.question[1], sizeof(ui->t.question[1]), _("Do "
		    "you agree? y/n"));
		ui->t.screen = SCREEN_QUESTION;
		break;
	case NET_UNDO_OVER:
		r->undo_asked = false;
		if (ui->t.screen == SCREEN_QUESTION)
			ui->t.screen = SCREEN_TABLE;
		ask_again(ui, r);
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s",
		    safe_text(m->text, safe, sizeof(safe)));
		break;
	case NET_OVER:
		r->over = true;
		break;
	case NET_SAY:
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s",
		    safe_text(m->text, safe, sizeof(safe)));
		break;
	case NET_REFUSED:
		/* the answer came too late, or was not the table's to take */
		ask_again(ui, r);
		snprintf(ui->t.refusal, sizeof(ui->t.refusal), _("The table: %s."),
		    safe_text(m->text, safe, sizeof(safe)));
		break;
	case NET_CLOSING:
		safe_text(m->text, r->closing, sizeof(r->closing));
		break;
	case NET_AWAY:
	case NET_BACK:
		away(ui, r, m);
		break;
	default:
		break;
	}
}

/*
 * Reads what has come, without waiting, and shows it; the match over,
 * its last page stays up, whatever frames come after.
 */
static void
receive(struct ui *ui, struct remote *r)
{
	struct net_msg	 m;

	do {
		while (net_link_next(&r->l, &m) != NET_NONE)
			if (!r->finished || m.said != NET_FRAME)
				said(ui, r, &m);
	} while (net_reader_fill(&r->l.r, 0) > 0);
}

/* The answer to another person's undo: y or n, nothing else. */
static void
undo_key(struct ui *ui, struct remote *r, int key)
{
	struct seat_answer	 a;

	if (key != 'y' && key != 'Y' && key != 'n' && key != 'N')
		return;
	(void)ui->link->undo_answer(ui->link->arg, ui->viewer, key == 'y' ||
	    key == 'Y', &a);
	r->undo_asked = false;
	ui->t.screen = SCREEN_TABLE;
	snprintf(ui->t.refusal, sizeof(ui->t.refusal), "%s", key == 'y' ||
	    key == 'Y' ? _("You agree; the table waits for the others.") :
	    _("You said no."));
}

/* ':' then a line: said to everyone at the table, Enter sends it. */
static void
chat_key(struct ui *ui, struct remote *r, int key)
{
	size_t	 len = strlen(r->chat);

	if (key == '\n' || key == '\r' || key == KEY_ENTER || key == 27) {
		if (key != 27 && len > 0)
			(void)net_link_chat(&r->l, r->chat);
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
		    ui->t.page.kind == PAGE_END_OF_HAND)
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
		(void)net_link_read_end(&r->l);
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
		if (r->l.r.gone && !r->finished)
			break;
		ms = countdown(ui, r);
		end_of_hand(ui, r);
		tui_draw(ui);
		if ((key = tui_key_or(ui, r->l.r.gone ? -1 : r->l.r.fd,
		    ms)) == ERR)
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
 * --join NAME, --watch NAME: the table as it is drawn here, its match
 * at table NAME.  Returns the exit status: 0 when the match is over.
 */
int
tui_join(struct tui_options *opt, const struct client_options *co)
{
	static struct ui	 ui;
	static struct remote	 r;
	char			 err[400];
	const char		*cs, *why;
	bool			 left;

	if (!tui_terminal_ok(_("minchiate: the table needs a terminal (or "
	    "--script)\n")))
		return 1;
	memset(&r, 0, sizeof(r));
	memset(&ui, 0, sizeof(ui));
	if (!net_link_open(&r.l, co, &ui.t.sc, err, sizeof(err))) {
		fprintf(stderr, "minchiate: %s\n", err);
		return 1;
	}
	ui.opt = *opt;
	ui.io = &tui_terminal;
	ui.viewer = -1;
	ui.link = &r.l.link;
	memcpy(r.level, (const char *[MC_NSEATS]){ "", "", "", "" },
	    sizeof(r.level));
	cs = nl_langinfo(CODESET);
	ui.utf8_able = cs != NULL && strcmp(cs, "UTF-8") == 0;
	ui.t.utf8 = ui.utf8_able && !ui.opt.ascii;
	tui_signals();
	tui_curses_start(&ui);
	play(&ui, &r);
	endwin();
	why = r.l.r.why;
	net_link_close(&r.l);
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
	fprintf(stderr, "minchiate: %s\n", why[0] != '\0' && r.l.r.gone ? why :
	    left ? _("you left the table; join again to take your seat "
	    "back") : _("the table closed"));
	return left ? 0 : 1;
}

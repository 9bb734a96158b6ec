/*
 * server.c -- a table other terminals join: it owns the match (the
 * session), the computer players, the save and the statistics, and
 * sends each client the frames of its own seat, built from that seat's
 * view (R9.1), only when they change.  A client that sends garbage, a
 * line too long, or stops reading is dropped and the table goes on; a
 * player who goes is waited for, then a computer player takes the seat
 * until he joins again under the same name.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif

#include <sys/socket.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "net.h"
#include "wire.h"
#include "../session/seat.h"
#include "../lang/lang.h"
#include "../text/text.h"

#define WATCH_MAX	8	/* watchers at once */
#define PENDING_MAX	8	/* connections yet to say who they are */
#define PEERS_MAX	(MC_NSEATS + WATCH_MAX + PENDING_MAX)
#define USER_MAX	4	/* a user's watchers, and his connections
				   yet to say who they are */
#define HELLO_MS	3000	/* a connection says who it is this soon */
#define TALLY_MAX	8	/* refusals kept to be told together */
#define TALLY_MS	10000	/* ... at most this often */
#define CHOSE_MAX	150	/* what a stand-in chose, told */
#define OUT_MAX		(4 << 20)	/* bytes a client may leave unread */
#define END_PAUSE_MS	1500		/* the end of a hand, shown */
#define CHAT_MS		1000		/* between a client's chat lines */

struct peer {
	int		 fd;
	uid_t		 uid;		/* who connected (getpeereid) */
	long long	 since;		/* when */
	bool		 hello;
	int		 player;	/* played, or -1 watching */
	char		 name[RECORD_NAME_MAX + 1];
	char		 in[NET_LINE_MAX];
	size_t		 nin;
	char		*out;
	size_t		 nout, cap;
	char		*last;		/* the last frame sent, whole */
	size_t		 nlast;
	struct scene	*prev;		/* ... its scene: what the next
					   frame need not send again */
	long		 last_moment;
	long long	 chat_at;	/* its last line of chat */
	long		 hint_moment;	/* its last hint's moment, + 1 */
	bool		 drop;
	char		 why[160];
};

struct server {
	struct server_options *o;
	struct session	 g;
	struct save_state keep;
	struct seat_table st;		/* the match decided through */
	int		 lfd;
	struct peer	 p[PEERS_MAX];
	int		 np;
	long		 moment;	/* changes of the table */
	long long	 gone_at[MC_NSEATS];	/* by player: 0 here */
	bool		 here[MC_NSEATS];
	bool		 standing_in[MC_NSEATS];	/* a bot plays it */
	bool		 open_name[MC_NSEATS];	/* nobody named it yet: its
					   first person names it */
	bool		 bound[MC_NSEATS];	/* its person came from uid */
	uid_t		 uid[MC_NSEATS];
	char		 chose[MC_NSEATS][CHOSE_MAX];	/* by a stand-in */
	int		 nchose[MC_NSEATS];
	bool		 closing;	/* a signal: no one "has gone" */
	bool		 empty_told;	/* the wait for people, said */
	struct tally {			/* connections turned away */
		uid_t	 uid;
		char	 why[100];
		int	 n;
	}		 tally[TALLY_MAX];
	int		 ntally;
	long long	 told_at;	/* the tally, last said */
	long long	 next_act;	/* when the table moves on */
	bool		 started;	/* all its people came, or the wait
					   for them is over */
	long long	 opened;
	bool		 over;
	struct scene	 sc;
	long long	 undo_until;	/* when an undo asked lapses */
	char		 undo_text[400];	/* who asks, for what */
	unsigned	 read;		/* the people who read the end of
					   the hand ("next") */
	long long	 ended_at;	/* when the hand ended, or 0 */
};

static volatile sig_atomic_t	 stopping;

static void
on_signal(int sig)
{
	(void)sig;
	stopping = 1;
}


static void	 note(struct server *, const char *, ...)
		    __attribute__((format(printf, 2, 3)));

/* Why the table cannot open, on standard error. */
static void
complain(const char *why)
{
	fprintf(stderr, "minchiate: %s\n", why);
}
static void	 queue(struct peer *, const char *, size_t);
static void	 undo_check(struct server *);
static void	 undo_over(struct server *, const char *);

static void
note(struct server *s, const char *fmt, ...)
{
	va_list	 ap;

	if (s->o->quiet)
		return;
	/* TRANSLATORS: the start of the table's lines on its standard
	 * error; %s is the table's name. */
	fprintf(stderr, _("minchiate: table %s: "), s->o->name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* Bytes for a client, kept until it reads them; too many drop it. */
static void
queue(struct peer *c, const char *data, size_t len)
{
	char	*more;
	size_t	 cap;

	if (c->drop)
		return;
	if (c->nout + len > OUT_MAX) {
		c->drop = true;
		/* TRANSLATORS: why a client was dropped (after "a client
		 * dropped: "). */
		snprintf(c->why, sizeof(c->why), "%s",
		    _("does not read its frames"));
		return;
	}
	if (c->nout + len > c->cap) {
		cap = 2 * (c->nout + len);
		if ((more = realloc(c->out, cap)) == NULL) {
			c->drop = true;
			snprintf(c->why, sizeof(c->why), "%s",
			    _("out of memory"));
			return;
		}
		c->out = more;
		c->cap = cap;
	}
	memcpy(c->out + c->nout, data, len);
	c->nout += len;
}

static void	 say(struct peer *, const char *, ...)
		    __attribute__((format(printf, 2, 3)));

static void
say(struct peer *c, const char *fmt, ...)
{
	char	 line[NET_LINE_MAX + 64];
	va_list	 ap;
	int	 n;

	va_start(ap, fmt);
	n = vsnprintf(line, sizeof(line) - 1, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n > sizeof(line) - 2)
		n = (int)sizeof(line) - 2;
	line[n++] = '\n';
	queue(c, line, (size_t)n);
}

/* A refusal: the protocol's words, then why, in the table's language. */
static void
refuse(struct peer *c, const char *why)
{
	say(c, "refused %d %s", NET_VERSION, why);
}

/* A line to everyone who has joined. */
static void
say_all(struct server *s, const char *text)
{
	int	 i;

	for (i = 0; i < s->np; i++)
		if (s->p[i].hello)
			say(&s->p[i], "say %s", text);
}

/* The player's name, and his seat now, in the table's language. */
static const char *
who(const struct server *s, int player, char *buf, size_t size)
{
	snprintf(buf, size, "%s (%s)", s->g.m.players[player].name,
	    show_seat(match_seat(&s->g.m, player)));
	return buf;
}

/* ------------------------------------------------------------ frames */

/*
 * Client c's frame now; sent only if its seat's view changed, and then
 * without the talk and events the client has from the frame before.
 */
static void
publish_one(struct server *s, struct peer *c)
{
	char	*buf, *sent, head[64];
	size_t	 len, nsent;

	if (!c->hello || c->drop)
		return;
	memset(&s->sc, 0, sizeof(s->sc));
	scene_build(&s->sc, &s->g, c->player);
	if ((buf = wire_frame(&s->sc, NULL, &len)) == NULL)
		return;
	if (c->last != NULL && c->nlast == len &&
	    memcmp(c->last, buf, len) == 0) {
		/* the same seat view at a new moment: the moment alone */
		if (c->last_moment != s->moment)
			say(c, "moment %ld", s->moment);
		c->last_moment = s->moment;
		free(buf);
		return;
	}
	if (c->prev == NULL && (c->prev = calloc(1, sizeof(*c->prev))) ==
	    NULL) {
		free(buf);
		return;
	}
	if ((sent = wire_frame(&s->sc, c->last != NULL ? c->prev : NULL,
	    &nsent)) == NULL) {
		free(buf);
		return;
	}
	snprintf(head, sizeof(head), "frame %ld %zu\n", s->moment, nsent);
	queue(c, head, strlen(head));
	queue(c, sent, nsent);
	free(sent);
	free(c->last);
	c->last = buf;
	c->nlast = len;
	c->last_moment = s->moment;
	*c->prev = s->sc;
}

static void
publish(struct server *s)
{
	int	 i;

	if (!s->started)
		return;		/* nothing to decide before everyone is here */
	for (i = 0; i < s->np; i++)
		publish_one(s, &s->p[i]);
}

/* ------------------------------------------------------------ clients */

/*
 * A connection turned away or dropped is counted by user and reason and
 * told on the host's terminal with the others at most every TALLY_MS,
 * so that nobody can flood it.
 */
static void
tally(struct server *s, uid_t uid, const char *why)
{
	struct tally	*t;
	int		 i;

	for (i = 0; i < s->ntally; i++)
		if (s->tally[i].uid == uid && strcmp(s->tally[i].why, why) == 0)
			break;
	if (i == s->ntally && s->ntally == TALLY_MAX)
		i = TALLY_MAX - 1;	/* the last line counts the rest */
	else if (i == s->ntally) {
		s->ntally++;
		s->tally[i].uid = uid;
		s->tally[i].n = 0;
		snprintf(s->tally[i].why, sizeof(s->tally[i].why), "%s", why);
	}
	t = &s->tally[i];
	t->n++;
}

/* The tally said, if it is time (or now, with force). */
static void
tally_tell(struct server *s, bool force)
{
	long long	 now = bot_clock_ms();
	int		 i;

	if (s->ntally == 0 || (!force && now - s->told_at < TALLY_MS))
		return;
	s->told_at = now;
	for (i = 0; i < s->ntally; i++)
		if (s->tally[i].n == 1)
			/* TRANSLATORS: why a connection was turned away or
			 * dropped, then the user's number. */
			note(s, _("a client dropped: %s (user %lu)"),
			    s->tally[i].why, (unsigned long)s->tally[i].uid);
		else
			/* TRANSLATORS: how many connections, the user's
			 * number, then why. */
			note(s, _("%d clients of user %lu dropped: %s"),
			    s->tally[i].n, (unsigned long)s->tally[i].uid,
			    s->tally[i].why);
	s->ntally = 0;
}

/* The people at the table now, a bit for each player. */
static unsigned
here_mask(const struct server *s)
{
	unsigned	 here = 0;
	int		 p;

	for (p = 0; p < MC_NSEATS; p++)
		if (s->here[p])
			here |= 1u << p;
	return here;
}

/* Is player p a person the table waits for (not at it now)? */
static bool
away(const struct server *s, int p)
{
	return s->g.m.players[p].human && !s->here[p];
}

/* Seconds before a computer player takes away player p's seat. */
static int
seconds_left(const struct server *s, int p)
{
	long long	 from = s->started ? s->gone_at[p] : s->opened;
	long long	 left = from + (long long)s->o->countdown_s * 1000 -
			    bot_clock_ms();

	if (here_mask(s) == 0)
		return s->o->countdown_s;	/* nobody here: it waits */
	return left <= 0 ? 0 : (int)((left + 999) / 1000);
}

/* "away P SECONDS STANDIN NAME" for one client (net.h). */
static void
tell_away(struct server *s, struct peer *c, int p)
{
	say(c, "away %d %d %d %s", p, s->standing_in[p] ? 0 :
	    seconds_left(s, p), s->standing_in[p] ? 1 : 0,
	    s->g.m.players[p].name);
}

/* Player p's seat waits, or is played for him: told to everyone. */
static void
away_all(struct server *s, int p)
{
	int	 i;

	for (i = 0; i < s->np; i++)
		if (s->p[i].hello)
			tell_away(s, &s->p[i], p);
}

/* Every person away, told to everyone: their countdowns began anew. */
static void
away_everyone(struct server *s)
{
	int	 p;

	for (p = 0; p < MC_NSEATS; p++)
		if (away(s, p))
			away_all(s, p);
}

/* Said to everyone and on the host's terminal. */
static void
announce(struct server *s, const char *text)
{
	say_all(s, text);
	note(s, "%s", text);
}

static void
peer_close(struct server *s, int i)
{
	struct peer	*c = &s->p[i];
	char		 name[64], line[320];
	int		 player = c->player;
	bool		 seated = c->hello && player >= 0;

	if (c->drop && c->why[0] != '\0')
		tally(s, c->uid, c->why);
	close(c->fd);
	free(c->out);
	free(c->last);
	free(c->prev);
	*c = s->p[--s->np];
	if (!seated)
		return;
	s->here[player] = false;
	if (s->over || s->closing)
		return;		/* the table is going: nobody "has gone" */
	s->gone_at[player] = bot_clock_ms();
	if (here_mask(s) == 0) {
		/* TRANSLATORS: the player (his name and seat) left, and
		 * with him the last person at the table. */
		snprintf(line, sizeof(line), _("%s has gone, and nobody is at "
		    "the table now: it waits for its people, and the match "
		    "is kept."), who(s, player, name, sizeof(name)));
		note(s, "%s", line);
	} else {
		/* TRANSLATORS: said to everyone at the table: the player
		 * (his name and seat), the seconds the seat waits, his
		 * name again. */
		snprintf(line, sizeof(line), _("%s has gone: the seat waits "
		    "%d s, then a computer player takes it until %s joins "
		    "again."), who(s, player, name, sizeof(name)),
		    s->o->countdown_s, s->g.m.players[player].name);
		announce(s, line);
		away_all(s, player);
	}
	if (s->st.undo.asked && s->st.undo.player == player) {
		/* TRANSLATORS: the player (his name and seat) who asked to
		 * undo has left the table. */
		snprintf(line, sizeof(line), _("Not taken back: %s, who asked, "
		    "has gone."), who(s, player, name, sizeof(name)));
		undo_over(s, line);
	} else
		undo_check(s);	/* one fewer to agree */
}

/* The seats a person may still name himself to, as "West, North". */
static void
open_seats(const struct server *s, char *buf, size_t size)
{
	size_t	 len = 0;
	int	 p;

	buf[0] = '\0';
	for (p = 0; p < MC_NSEATS && len + 1 < size; p++)
		if (away(s, p) && s->open_name[p]) {
			snprintf(buf + len, size - len, "%s%s", len > 0 ?
			    ", " : "", show_seat(match_seat(&s->g.m, p)));
			len = strlen(buf);
		}
}

/* The table's people, as "Ann (North), Bo (South)". */
static void
people(const struct server *s, char *buf, size_t size)
{
	char	 one[64];
	size_t	 len = 0;
	int	 p;

	buf[0] = '\0';
	for (p = 0; p < MC_NSEATS && len + 1 < size; p++)
		if (s->g.m.players[p].human) {
			snprintf(buf + len, size - len, "%s%s", len > 0 ?
			    ", " : "", who(s, p, one, sizeof(one)));
			len = strlen(buf);
		}
}

/*
 * The player a join names (name, or NULL; seat, or -1), or -1 and why
 * in msg.  A person is the name he was given at the table, or gave at
 * his first join, and the user he first came from: a kept seat goes
 * back to him alone, and a join is never seated somewhere else without
 * saying so.
 */
static int
seat_for(const struct server *s, const struct peer *c, const char *name,
    int seat, char *msg, size_t size)
{
	char	 list[200];
	int	 p;

	for (p = 0; name != NULL && p < MC_NSEATS; p++)
		if (s->g.m.players[p].human &&
		    strcmp(s->g.m.players[p].name, name) == 0)
			break;
	if (name != NULL && p < MC_NSEATS) {
		if (s->here[p])
			/* TRANSLATORS: a person's name. */
			snprintf(msg, size, _("%s is at the table already"),
			    name);
		else if (s->bound[p] && s->uid[p] != c->uid)
			/* TRANSLATORS: a person's name, twice. */
			snprintf(msg, size, _("%s first joined this table from "
			    "another account: the seat of %s is kept for "
			    "it"), name, name);
		else if (seat >= 0 && match_seat(&s->g.m, p) != seat)
			/* TRANSLATORS: a person's name, the seat he has,
			 * the seat he asked for. */
			snprintf(msg, size, _("%s sits at %s, not at %s"), name,
			    show_seat(match_seat(&s->g.m, p)),
			    show_seat(seat));
		else
			return p;
		return -1;
	}
	/* a seat nobody has named yet, asked for: its person names it */
	for (p = 0; seat >= 0 && p < MC_NSEATS; p++)
		if (away(s, p) && s->open_name[p] &&
		    match_seat(&s->g.m, p) == seat)
			return p;
	open_seats(s, list, sizeof(list));
	if (seat >= 0 && (p = match_player(&s->g.m, seat)) >= 0 &&
	    s->g.m.players[p].human && name == NULL)
		/* TRANSLATORS: a seat, then the name of its person. */
		snprintf(msg, size, _("%s is the seat of %s: join with "
		    "--name %s"), show_seat(seat), s->g.m.players[p].name,
		    s->g.m.players[p].name);
	else if (list[0] != '\0' && name == NULL)
		/* TRANSLATORS: seats as "West, North"; --name and --seat
		 * stay. */
		snprintf(msg, size, _("say who you are (--name) or take a seat "
		    "(--seat); seats free: %s"), list);
	else if (name == NULL) {
		people(s, list, sizeof(list));
		/* TRANSLATORS: the table's people, as "Ann (North), Bo
		 * (South)"; --name stays. */
		snprintf(msg, size, _("say who you are (--name): this table's "
		    "people are %s"), list);
	} else if (list[0] != '\0')
		/* TRANSLATORS: a name, then seats as "West, North"; --seat
		 * stays. */
		snprintf(msg, size, _("nobody called %s sits at this table; "
		    "seats free: %s (--seat takes one)"), name, list);
	else {
		people(s, list, sizeof(list));
		/* TRANSLATORS: a name, then the table's people, as "Ann
		 * (North), Bo (South)". */
		snprintf(msg, size, _("nobody called %s sits at this table; "
		    "its people are %s"), name, list);
	}
	return -1;
}

/* What a stand-in chose for player p while he was away, told to him. */
static void
tell_chosen(struct server *s, int p)
{
	char	 line[TALK_SAID_LEN];

	if (s->nchose[p] == 0)
		return;
	/* TRANSLATORS: how many decisions, then the decisions as the
	 * game record writes them ("play Dc, discard T14 T30"). */
	snprintf(line, sizeof(line), ngettext("While you were away a computer "
	    "player made %d decision for you: %s.", "While you were away a "
	    "computer player made %d decisions for you: %s.", s->nchose[p]),
	    s->nchose[p], s->chose[p]);
	talk_log_table(&s->g.talk, &s->g.m, 1u << p, line);
	s->nchose[p] = 0;
	s->chose[p][0] = '\0';
}

/* Client c sits in player p's seat, as the person named (or NULL). */
static void
sit(struct server *s, struct peer *c, int p, const char *name)
{
	char	 who_[64], msg[200];
	bool	 nobody = here_mask(s) == 0;
	int	 q;

	if (s->open_name[p] && name != NULL &&
	    strcmp(name, s->g.m.players[p].name) != 0 &&
	    match_rename(&s->g.m, p, name)) {
		(void)seat_save(&s->st);
		s->moment++;	/* every frame names him anew */
	}
	s->open_name[p] = false;
	s->bound[p] = true;
	s->uid[p] = c->uid;
	c->hello = true;
	c->player = p;
	snprintf(c->name, sizeof(c->name), "%s", s->g.m.players[p].name);
	s->here[p] = true;
	s->gone_at[p] = 0;
	s->standing_in[p] = false;
	s->empty_told = false;
	if (nobody) {
		/* the countdowns begin again with a person at the table */
		s->opened = bot_clock_ms();
		for (q = 0; q < MC_NSEATS; q++)
			if (away(s, q))
				s->gone_at[q] = s->opened;
	}
	say(c, "welcome %d player %d seat %c%s", NET_VERSION, p,
	    mc_seat_letter(match_seat(&s->g.m, p)), s->o->no_hints ?
	    " no-hints" : "");
	if (s->st.undo.asked)	/* he is asked too */
		say(c, "undo-asked %s", s->undo_text);
	tell_chosen(s, p);
	for (q = 0; q < s->np; q++)
		if (s->p[q].hello)
			say(&s->p[q], "back %d %s", p, s->g.m.players[p].name);
	if (nobody)
		away_everyone(s);
	else
		for (q = 0; q < MC_NSEATS; q++)
			if (away(s, q))
				tell_away(s, c, q);
	/* TRANSLATORS: the player's name and seat. */
	snprintf(msg, sizeof(msg), _("%s has joined the table."),
	    who(s, p, who_, sizeof(who_)));
	announce(s, msg);
}

/* Refused: said to the client, which is then closed. */
static void
turn_away(struct peer *c, const char *why)
{
	refuse(c, why);
	c->drop = true;
	snprintf(c->why, sizeof(c->why), "%.150s", why);
}

/* A watcher, if there is room for one more. */
static void
watch(struct server *s, struct peer *c)
{
	char	 msg[200];
	int	 i, n = 0, mine = 0, p;

	for (i = 0; i < s->np; i++)
		if (s->p[i].hello && s->p[i].player < 0) {
			n++;
			mine += s->p[i].uid == c->uid;
		}
	if (n >= WATCH_MAX || mine >= USER_MAX) {
		/* TRANSLATORS: %d is how many may watch, and how many
		 * from one account. */
		snprintf(msg, sizeof(msg), _("the table has as many watchers "
		    "as it takes (%d, %d from one account)"), WATCH_MAX,
		    USER_MAX);
		turn_away(c, msg);
		return;
	}
	c->hello = true;
	c->player = -1;
	say(c, "welcome %d watching", NET_VERSION);
	for (p = 0; p < MC_NSEATS; p++)
		if (away(s, p))
			tell_away(s, c, p);
}

/*
 * "join NAME [SEAT]": NAME may hold spaces; a last word that is a seat's
 * letter is the seat asked for; "-" names nobody.
 */
static void
join(struct server *s, struct peer *c, char *rest)
{
	char		 msg[300], *sp;
	const char	*why, *name = rest;
	int		 seat = -1, p;

	if ((sp = strrchr(rest, ' ')) != NULL && strlen(sp + 1) == 1 &&
	    strchr("NESW", sp[1]) != NULL) {
		seat = record_seat_parse(sp + 1);
		*sp = '\0';
	}
	if (strcmp(name, "-") == 0)
		name = NULL;
	else if ((why = name_problem(name)) != NULL) {
		/* TRANSLATORS: what is wrong with the name given. */
		snprintf(msg, sizeof(msg), _("not a name: %s"), why);
		turn_away(c, msg);
		return;
	}
	if ((p = seat_for(s, c, name, seat, msg, sizeof(msg))) < 0) {
		turn_away(c, msg);
		return;
	}
	sit(s, c, p, name);
}

/* "minchiate-table V join NAME [SEAT]" or "... V watch". */
static void
hello(struct server *s, struct peer *c, char *line)
{
	char	*v, *rest, msg[200];
	size_t	 n = strlen(NET_HELLO);

	if (strncmp(line, NET_HELLO, n) != 0 || line[n] != ' ') {
		c->drop = true;
		snprintf(c->why, sizeof(c->why), "%s",
		    _("not a client of a table"));
		return;
	}
	v = line + n + 1;
	if ((rest = strchr(v, ' ')) != NULL)
		*rest++ = '\0';
	if (strspn(v, "0123456789") != strlen(v) || strlen(v) > 9 ||
	    atoi(v) != NET_VERSION) {
		/* TRANSLATORS: the versions of the table's protocol:
		 * this table's, then the client's as it said it. */
		snprintf(msg, sizeof(msg), _("this table speaks version %d, "
		    "the client version %.20s"), NET_VERSION, v);
		turn_away(c, msg);
		return;
	}
	if (rest != NULL && strcmp(rest, "watch") == 0)
		watch(s, c);
	else if (rest != NULL && strncmp(rest, "join ", 5) == 0 &&
	    rest[5] != '\0')
		join(s, c, rest + 5);
	else
		/* TRANSLATORS: join and watch are the protocol's words
		 * and stay; NAME may be translated. */
		turn_away(c, _("say join NAME or watch"));
}

/* ------------------------------------------------------------ undo */

/* The asking ends, said to everyone: taken back or not, and why. */
static void
undo_over(struct server *s, const char *text)
{
	int	 i;

	seat_undo_cancel(&s->st);
	for (i = 0; i < s->np; i++)
		if (s->p[i].hello)
			say(&s->p[i], s->p[i].player >= 0 ? "undo-over %s" :
			    "say %s", text);
	note(s, "%s", text);
}

/*
 * How the undo asked went (seat.c): taken back, refused, or still
 * waiting for the people here to answer (R9.2).
 */
static void
undo_done(struct server *s, const struct seat_answer *a)
{
	char		 name[64], text[300];

	if (a->said == SEAT_WAITING)
		return;
	if (a->said == SEAT_SAID_NO)
		/* TRANSLATORS: the player's name and seat. */
		snprintf(text, sizeof(text), _("Not taken back: %s said no."),
		    who(s, a->player, name, sizeof(name)));
	else if (a->said != SEAT_TAKEN)
		/* TRANSLATORS: why the undo cannot be done follows. */
		snprintf(text, sizeof(text), _("Not taken back: %s"), a->why);
	else {
		s->moment++;
		s->next_act = bot_clock_ms() + s->o->delay_ms;
		/* TRANSLATORS: the player (his name and seat), then his
		 * name again. */
		snprintf(text, sizeof(text), _("Taken back: the last decision "
		    "%s made, and everything since; this hand will not count "
		    "for %s."), who(s, a->player, name, sizeof(name)),
		    s->g.m.players[a->player].name);
	}
	undo_over(s, text);
}

/* One fewer person to agree: a gone player's seat has no one to ask. */
static void
undo_check(struct server *s)
{
	struct seat_answer	 a;

	if (!s->st.undo.asked)
		return;
	(void)seat_undo_check(&s->st, here_mask(s), &a);
	undo_done(s, &a);
}

/*
 * "undo": asks to take back the asker's last decision of the hand and
 * everything since.
 */
static void
undo_ask(struct server *s, struct peer *c)
{
	struct seat_answer	 a;
	char			 by[64];
	int			 i;

	if (c->player < 0) {
		refuse(c, _("a watcher does not take back"));
		return;
	}
	memset(&a, 0, sizeof(a));
	a.said = SEAT_NOTHING;
	if (!s->over)
		(void)seat_undo_ask(&s->st, 1u << c->player, c->player,
		    here_mask(s), &a);
	if (a.said == SEAT_BUSY) {
		refuse(c, _("another undo is being asked: take back later"));
		return;
	}
	if (a.said == SEAT_NOTHING && a.why[0] == '\0') {
		refuse(c, _("nothing of yours to take back in this hand"));
		return;
	}
	s->undo_until = bot_clock_ms() + (long long)s->o->countdown_s * 1000;
	/* TRANSLATORS: the player (his name and seat), then his name
	 * again. */
	snprintf(s->undo_text, sizeof(s->undo_text), _("%s asks to take "
	    "back the last decision %s made, and everything since."), who(s,
	    c->player, by, sizeof(by)), s->g.m.players[c->player].name);
	note(s, "%s", s->undo_text);
	for (i = 0; i < s->np; i++)
		if (s->p[i].hello && s->p[i].player >= 0 &&
		    s->p[i].player != c->player)
			say(&s->p[i], "undo-asked %s", s->undo_text);
		else if (s->p[i].hello)
			say(&s->p[i], "say %s", s->undo_text);
	undo_done(s, &a);
}

/* "undo yes" or "undo no": one person's answer. */
static void
undo_answer(struct server *s, struct peer *c, bool yes)
{
	struct seat_answer	 a;

	if (!s->st.undo.asked || c->player < 0)
		return;		/* a late answer to an asking that ended */
	(void)seat_undo_answer(&s->st, c->player, yes, here_mask(s), &a);
	undo_done(s, &a);
}

/* "decide MOMENT LINE": the client's decision, if it is his and now. */
static void
decide(struct server *s, struct peer *c, const char *arg)
{
	struct session_turn	 t;
	struct mc_decision	 d;
	struct seat_answer	 a;
	char			*end, err[300] = "";
	long			 moment = strtol(arg, &end, 10);

	if (c->player < 0) {
		refuse(c, _("a watcher does not decide"));
		return;
	}
	if (end == arg || *end != ' ' || moment != s->moment) {
		/* TRANSLATORS: the decision came for a moment of the
		 * table that has passed. */
		refuse(c, _("stale: the table has moved on"));
		free(c->last);
		c->last = NULL;
		return;
	}
	if (s->st.undo.asked) {
		refuse(c, _("the table waits for everyone's answer to an "
		    "undo"));
		return;
	}
	if (!session_turn(&s->g, &t) || t.player != c->player) {
		refuse(c, _("not your decision now"));
		return;
	}
	if (!load_decision(&s->g.m, end + 1, &d, err, sizeof(err))) {
		refuse(c, err);
		return;
	}
	if (!seat_decide(&s->st, c->player, &d, &a)) {
		refuse(c, a.said == SEAT_REFUSED ? lang_strerror(a.err) :
		    _("not the decision asked"));
		return;
	}
	s->moment++;
	s->next_act = bot_clock_ms() + s->o->delay_ms;
}

/*
 * "aid hint": the person had a hint for the decision asked of him, kept
 * in the record as at a table here (the statistics count hints apart);
 * once a moment at most.
 */
static void
aid_hint(struct server *s, struct peer *c)
{
	struct session_turn	 t;

	if (c->player < 0 || c->hint_moment == s->moment + 1 ||
	    !session_turn(&s->g, &t) || t.player != c->player)
		return;
	c->hint_moment = s->moment + 1;
	seat_aid(&s->st, t.seat, AID_HINT);
}

/* One line from client c. */
static void
line_from(struct server *s, struct peer *c, char *line)
{
	if (!c->hello) {
		hello(s, c, line);
		return;
	}
	if (strncmp(line, "decide ", 7) == 0)
		decide(s, c, line + 7);
	else if (strcmp(line, "undo") == 0)
		undo_ask(s, c);
	else if (strcmp(line, "aid hint") == 0)
		aid_hint(s, c);
	else if (strcmp(line, "next") == 0) {
		if (c->player >= 0)
			s->read |= 1u << c->player;
	} else if (strcmp(line, "undo yes") == 0)
		undo_answer(s, c, true);
	else if (strcmp(line, "undo no") == 0)
		undo_answer(s, c, false);
	else if (strncmp(line, "chat ", 5) == 0) {
		/* a line a second at most: chat must not flood the table */
		if (bot_clock_ms() - c->chat_at < CHAT_MS)
			refuse(c, _("one line of chat a second"));
		else {
			c->chat_at = bot_clock_ms();
			talk_log_say(&s->g.talk, &s->g.m, c->player, line + 5);
		}
	}
	else if (strcmp(line, "bye") == 0) {
		c->drop = true;
		c->why[0] = '\0';
	} else {
		c->drop = true;
		snprintf(c->why, sizeof(c->why), "%s",
		    _("sent what no client says"));
	}
}

/* Reads what client c sent; whole lines are taken one by one. */
static void
read_from(struct server *s, struct peer *c)
{
	ssize_t	 n;
	char	*nl;
	size_t	 len;

	n = read(c->fd, c->in + c->nin, sizeof(c->in) - c->nin);
	if (n <= 0) {
		if (n < 0 && (errno == EAGAIN || errno == EINTR))
			return;
		c->drop = true;
		c->why[0] = '\0';
		return;
	}
	c->nin += (size_t)n;
	while (!c->drop && (nl = memchr(c->in, '\n', c->nin)) != NULL) {
		*nl = '\0';
		len = (size_t)(nl - c->in) + 1;
		if (memchr(c->in, '\0', len - 1) != NULL) {
			c->drop = true;
			snprintf(c->why, sizeof(c->why), "%s",
			    _("sent a NUL byte"));
			break;
		}
		line_from(s, c, c->in);
		memmove(c->in, c->in + len, c->nin - len);
		c->nin -= len;
	}
	if (!c->drop && c->nin == sizeof(c->in)) {
		c->drop = true;
		snprintf(c->why, sizeof(c->why), "%s",
		    _("sent a line too long"));
	}
}

static void
write_to(struct peer *c)
{
	ssize_t	 n;

	if (c->nout == 0)
		return;
	n = send(c->fd, c->out, c->nout, MSG_NOSIGNAL | MSG_DONTWAIT);
	if (n < 0) {
		if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
			c->drop = true;
			c->why[0] = '\0';
		}
		return;
	}
	memmove(c->out, c->out + n, c->nout - (size_t)n);
	c->nout -= (size_t)n;
}

/* The pending connection of uid that came first (any uid: none), or -1. */
static int
oldest_pending(const struct server *s, bool any, uid_t uid)
{
	int	 i, old = -1;

	for (i = 0; i < s->np; i++)
		if (!s->p[i].hello && !s->p[i].drop &&
		    (any || s->p[i].uid == uid) &&
		    (old < 0 || s->p[i].since < s->p[old].since))
			old = i;
	return old;
}

/* Pushed out to make room for a newer connection. */
static void
push_out(struct server *s, int i)
{
	if (i < 0)
		return;
	s->p[i].drop = true;
	/* TRANSLATORS: why a connection was closed. */
	snprintf(s->p[i].why, sizeof(s->p[i].why), "%s", _("waited without "
	    "saying who it is while others came"));
}

/*
 * A new connection, if its user may join.  Seats are never used up by
 * watchers or by connections that have not said who they are: those
 * have rooms of their own, and when the waiting room is full (or one
 * user holds USER_MAX there) the connection that came first goes, so
 * that a person who comes back always gets in.
 */
static void
accept_one(struct server *s)
{
	struct peer	*c;
	char		 err[200], msg[260];
	uid_t		 uid;
	int		 fd, i, pending = 0, mine = 0;

	if ((fd = accept(s->lfd, NULL, NULL)) < 0)
		return;
	if (!net_peer_allowed(fd, s->o, &uid, err, sizeof(err))) {
		snprintf(msg, sizeof(msg), "refused %d %s\n", NET_VERSION, err);
		(void)send(fd, msg, strlen(msg), MSG_NOSIGNAL | MSG_DONTWAIT);
		tally(s, uid, err);
		close(fd);
		return;
	}
	for (i = 0; i < s->np; i++)
		if (!s->p[i].hello && !s->p[i].drop) {
			pending++;
			mine += s->p[i].uid == uid;
		}
	if (mine >= USER_MAX)
		push_out(s, oldest_pending(s, false, uid));
	else if (pending >= PENDING_MAX)
		push_out(s, oldest_pending(s, true, 0));
	for (i = s->np - 1; i >= 0; i--)
		if (s->p[i].drop && !s->p[i].hello)
			peer_close(s, i);
	(void)fcntl(fd, F_SETFL, O_NONBLOCK);
	c = &s->p[s->np++];
	memset(c, 0, sizeof(*c));
	c->fd = fd;
	c->uid = uid;
	c->since = bot_clock_ms();
	c->player = -1;
}

/* Connections that have not said who they are in time are closed. */
static void
hello_deadline(struct server *s)
{
	long long	 now = bot_clock_ms();
	int		 i;

	for (i = 0; i < s->np; i++)
		if (!s->p[i].hello && !s->p[i].drop &&
		    now - s->p[i].since > HELLO_MS) {
			s->p[i].drop = true;
			/* TRANSLATORS: %d is seconds. */
			snprintf(s->p[i].why, sizeof(s->p[i].why), _("did not "
			    "say who it is within %d s"), HELLO_MS / 1000);
		}
}

/* -------------------------------------------------------- the table */

/* Has every client been sent all that was for it? */
static bool
flushed(const struct server *s)
{
	int	 i;

	for (i = 0; i < s->np; i++)
		if (s->p[i].nout > 0)
			return false;
	return true;
}

/* A decision the stand-in made for player p, in the record's words. */
static void
keep_chosen(struct server *s, int p, size_t from)
{
	const char	*line = s->g.m.text + from, *seat, *nl;
	size_t		 len = strlen(s->chose[p]);
	char		*out = s->chose[p];

	for (; s->g.m.text != NULL && from < s->g.m.len && *line != '\0';
	    line = nl + 1) {
		if ((nl = strchr(line, '\n')) == NULL)
			break;
		if (*line == '#' || strncmp(line, "aid ", 4) == 0)
			continue;
		s->nchose[p]++;
		/* "play N T12" is told as "play T12": the seat is his */
		if ((seat = strchr(line, ' ')) == NULL || seat > nl)
			seat = nl;
		if (len + 8 >= CHOSE_MAX)
			continue;
		if (seat < nl && seat[1] != '\0' && seat + 2 <= nl &&
		    (seat[2] == ' ' || seat + 2 == nl))
			snprintf(out + len, CHOSE_MAX - len, "%s%.*s%.*s",
			    len > 0 ? ", " : "", (int)(seat - line), line,
			    (int)(nl - seat - 2), seat + 2);
		else
			snprintf(out + len, CHOSE_MAX - len, "%s%.*s",
			    len > 0 ? ", " : "", (int)(nl - line), line);
		if (strlen(out) + 4 >= CHOSE_MAX)
			snprintf(out + CHOSE_MAX - 5, 5, "...");
		len = strlen(out);
	}
}

/* A computer player plays for player p, who is away: said once. */
static void
stand_in_begins(struct server *s, int p)
{
	char	 name[64], line[320];

	if (s->standing_in[p])
		return;
	s->standing_in[p] = true;
	/* TRANSLATORS: the player who has gone (his name and seat),
	 * then his name again. */
	snprintf(line, sizeof(line), _("A computer player plays for %s until "
	    "%s joins again."), who(s, p, name, sizeof(name)),
	    s->g.m.players[p].name);
	announce(s, line);
	talk_log_table(&s->g.talk, &s->g.m, MC_VISIBLE_ALL, line);
	away_all(s, p);
}

/* Whose move it is, and whether the table makes it now. */
static void
act(struct server *s)
{
	struct session_turn	 t;
	long long		 now = bot_clock_ms();
	enum mc_err		 e;
	char			 line[320];
	size_t			 from;
	int			 i;

	if (s->st.undo.asked && now > s->undo_until) {
		/* TRANSLATORS: %d is seconds. */
		snprintf(line, sizeof(line), _("Not taken back: not everyone "
		    "answered within %d s."), s->o->countdown_s);
		undo_over(s, line);
	}
	if (s->over || now < s->next_act || s->st.undo.asked)
		return;		/* an undo asked: the table waits */
	if (here_mask(s) == 0 && match_humans(&s->g.m) > 0)
		return;		/* nobody here: nothing is decided for them */
	if (!s->started) {
		/* the first deal waits for the table's people */
		for (i = 0; i < MC_NSEATS; i++)
			if (away(s, i))
				break;
		if (i < MC_NSEATS && now < s->opened +
		    (long long)s->o->countdown_s * 1000)
			return;
		s->started = true;
	}
	if (!session_turn(&s->g, &t)) {
		if (match_over(&s->g.m)) {
			s->over = true;
			for (i = 0; i < s->np; i++)
				if (s->p[i].hello)
					say(&s->p[i], "over");
			return;
		}
		/* the next deal waits for the people here to have read the
		 * end of the hand, or for the countdown */
		if (s->ended_at == 0)
			s->ended_at = now;
		if (s->g.m.hands > 0 && (here_mask(s) & ~s->read) != 0 &&
		    now < s->ended_at +
		    (long long)s->o->countdown_s * 1000)
			return;
		s->ended_at = 0;
		s->read = 0;
		if (!seat_deal(&s->st))
			return;
		s->moment++;
		s->next_act = now + s->o->delay_ms;
		return;
	}
	if (t.human && s->here[t.player])
		return;		/* his to decide */
	if (t.human && now < s->gone_at[t.player] +
	    (long long)s->o->countdown_s * 1000)
		return;
	if (t.human)
		stand_in_begins(s, t.player);
	s->g.m.think_ms = s->o->think_ms;
	from = s->g.m.len;
	e = t.human ? seat_stand_in(&s->st, (enum bot_level)
	    s->o->stand_in) : seat_bot_decide(&s->st);
	if (e != MC_OK) {
		note(s, _("a computer player's decision is refused: %s"),
		    lang_strerror(e));
		stopping = 1;
		return;
	}
	if (t.human)
		keep_chosen(s, t.player, from);
	s->moment++;
	s->next_act = now + (session_turn(&s->g, &t) ? s->o->delay_ms :
	    s->o->delay_ms + END_PAUSE_MS);
}

/* Milliseconds poll may sleep before the table may move on. */
static int
wait_ms(const struct server *s)
{
	long long	 d = s->next_act - bot_clock_ms();

	/*
	 * a gone player's countdown is looked at five times a second; a
	 * table that could have moved on and did not waits for someone
	 */
	return d <= 0 || d > 200 ? 200 : (int)d;
}

/*
 * The lines of the record that say how a match was set up: its
 * variants, seats and length, and, with its seed, the draw and the
 * first hand's seed.
 */
static bool
setup_line(const char *line, bool seed)
{
	return strncmp(line, "variants ", 9) == 0 ||
	    strncmp(line, "seat ", 5) == 0 || strncmp(line, "match ", 6) == 0 ||
	    (seed && (strncmp(line, "order ", 6) == 0 ||
	    strncmp(line, "seed ", 5) == 0));
}

/* The n-th setup line of text (n from 0), or NULL; its length in *len. */
static const char *
nth_setup_line(const char *text, int n, bool seed, size_t *len)
{
	const char	*nl;

	for (; text != NULL && *text != '\0'; text = nl + 1) {
		if ((nl = strchr(text, '\n')) == NULL)
			return NULL;
		if (setup_line(text, seed) && n-- == 0) {
			*len = (size_t)(nl - text);
			return text;
		}
		if (strncmp(text, "seed ", 5) == 0)
			return NULL;	/* the first hand's seed ends them */
	}
	return NULL;
}

/*
 * Would the options the table was opened with make another match than
 * the one saved (m)?  What differs goes to what: the option.  A seat
 * whose person named himself keeps his name.
 */
static bool
setup_differs(const struct server_options *o, const struct match *m,
    char *what, size_t size)
{
	struct match_setup	 setup = o->setup;
	struct session		*g;
	const char		*a, *b;
	size_t			 la, lb;
	int			 p, n;
	bool			 differs = false;

	if (!o->setup_given)
		return false;
	if ((g = calloc(1, sizeof(*g))) == NULL)
		return false;
	for (p = 0; p < MC_NSEATS; p++)
		if (!o->named[p] && setup.players[p].human)
			snprintf(setup.players[p].name,
			    sizeof(setup.players[p].name), "%s",
			    m->players[p].name);
	if (!session_new(g, &setup)) {
		free(g);
		return false;
	}
	for (n = 0; !differs; n++) {
		a = nth_setup_line(g->m.text, n, o->seed_given, &la);
		b = nth_setup_line(m->text, n, o->seed_given, &lb);
		if (a == NULL && b == NULL)
			break;
		if (a != NULL && b != NULL && la == lb &&
		    memcmp(a, b, la) == 0)
			continue;
		differs = true;
		snprintf(what, size, "%s", a == NULL ? "--seat" :
		    strncmp(a, "variants", 8) == 0 ? "--variants" :
		    strncmp(a, "seat", 4) == 0 ? "--seat, --name" :
		    strncmp(a, "match", 5) == 0 ? "--match" : "--seed");
	}
	session_free(g);
	free(g);
	return differs;
}

/* The match: this table's save taken up, or a new one. */
static bool
take_up(struct server *s)
{
	char	 err[600] = "", dir[SAVE_PATH_MAX], kept[SAVE_PATH_MAX];
	char	 what[64], *slash;
	enum save_found found = SAVE_BROKEN;

	if (save_where(dir, sizeof(dir), err, sizeof(err)) &&
	    (slash = strrchr(dir, '/')) != NULL) {
		*slash = '\0';
		snprintf(s->keep.path, sizeof(s->keep.path),
		    "%.3900s/table-%s.rec", dir, s->o->name);
		(void)save_make_dirs(s->keep.path, err, sizeof(err));
	}
	if (s->keep.path[0] != '\0' && save_exists(s->keep.path) &&
	    s->o->fresh) {
		if (!save_archive(s->keep.path, kept, sizeof(kept), err,
		    sizeof(err))) {
			complain(err);
			return false;
		}
		/* TRANSLATORS: --new: where the match the table had saved
		 * is kept now. */
		note(s, _("the match saved at this table is kept in %s; a new "
		    "match begins"), kept);
	}
	err[0] = '\0';
	if (s->keep.path[0] != '\0' && save_exists(s->keep.path))
		found = open_resume(&s->st, s->keep.path, err, sizeof(err));
	if (found == SAVE_STUCK) {
		complain(err);
		return false;
	}
	if (found != SAVE_RESUMABLE && err[0] != '\0')
		note(s, "%s", err);	/* broken, or over: kept, said */
	if (found == SAVE_RESUMABLE) {
		if (setup_differs(s->o, &s->g.m, what, sizeof(what))) {
			/* TRANSLATORS: the table's name, the options that
			 * differ (as --match), the save's path; --new
			 * stays. */
			snprintf(err, sizeof(err), _("table %s has a saved "
			    "match that %s would change: open it without them "
			    "to take it up, or add --new to begin another "
			    "(the saved one goes to matches/); it is %s"),
			    s->o->name, what, s->keep.path);
			complain(err);
			session_free(&s->g);
			return false;
		}
		/* TRANSLATORS: the match is taken up from its save, the
		 * path. */
		note(s, _("taken up from %s"), s->keep.path);
		open_play_on(&s->st);
	} else if (!session_new(&s->g, &s->o->setup)) {
		complain(_("out of memory for the match"));
		return false;
	}
	(void)seat_save(&s->st);
	return true;
}

/* Its socket first (another table open there is said before anything
 * else), then its match. */
static bool
start(struct server *s, char *path, size_t size)
{
	char	 err[600];
	bool	 shared = s->o->nallow > 0 || s->o->nallow_group > 0;
	int	 p;

	if (!net_socket_path(s->o->name, path, size, true, shared, err,
	    sizeof(err))) {
		complain(err);
		return false;
	}
	if ((s->lfd = net_listen(path, shared, err, sizeof(err))) < 0) {
		complain(err);
		return false;
	}
	if (!take_up(s)) {
		close(s->lfd);
		(void)unlink(path);
		return false;
	}
	for (p = 0; p < MC_NSEATS; p++)
		s->open_name[p] = s->g.m.players[p].human && !s->o->named[p] &&
		    strcmp(s->g.m.players[p].name,
		    s->o->setup.players[p].name) == 0;
	return true;
}

/* Everyone is told the table closes, and how to come back. */
static void
closing(struct server *s)
{
	char	 line[400], cmd[200];
	int	 i;

	s->closing = true;
	net_join_command(s->o->name, s->o->nallow > 0 ||
	    s->o->nallow_group > 0, cmd, sizeof(cmd));
	/* TRANSLATORS: the command that joins the table. */
	snprintf(line, sizeof(line), _("The table closed; its match is kept. "
	    "Once it is open again, come back with: %s"), cmd);
	for (i = 0; i < s->np; i++)
		if (s->p[i].hello) {
			say(&s->p[i], "closing %s", line);
			write_to(&s->p[i]);
		}
}

/*
 * --table NAME: opens the table and runs it until its match is over (or
 * a signal ends it; the save keeps the match for another time).
 */
int
server_run(struct server_options *o)
{
	static struct server	 s;
	struct pollfd		 pfd[PEERS_MAX + 1];
	char			 path[NET_PATH_MAX], kept[SAVE_PATH_MAX];
	char			 cmd[200];
	int			 i, n;
	long			 moment;
	long long		 over_at = 0;

	memset(&s, 0, sizeof(s));
	s.o = o;
	seat_table_init(&s.st, &s.g, &s.keep);
	s.told_at = -TALLY_MS;
	if (!start(&s, path, sizeof(path)))
		return 1;
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	signal(SIGHUP, on_signal);
	signal(SIGPIPE, SIG_IGN);
	/* TRANSLATORS: the table is open at its socket's path. */
	note(&s, _("open at %s"), path);
	net_join_command(o->name, o->nallow > 0 || o->nallow_group > 0, cmd,
	    sizeof(cmd));
	/* TRANSLATORS: the command a friend types to join the table. */
	note(&s, _("friends join with: %s"), cmd);
	s.opened = bot_clock_ms();
	for (i = 0; i < MC_NSEATS; i++)
		s.gone_at[i] = s.opened;	/* not come yet */
	s.next_act = s.opened + o->delay_ms;
	while (!stopping) {
		moment = s.moment;
		act(&s);
		publish(&s);
		for (i = 0; i < s.np; i++)
			write_to(&s.p[i]);
		hello_deadline(&s);
		for (i = s.np - 1; i >= 0; i--)
			if (s.p[i].drop)
				peer_close(&s, i);
		tally_tell(&s, false);
		if (s.over && over_at == 0)
			over_at = bot_clock_ms();
		/* the end said, and read, or given time to be */
		if (s.over && (s.np == 0 || (bot_clock_ms() - over_at > 2000 &&
		    flushed(&s)) || bot_clock_ms() - over_at > 20000))
			break;
		pfd[0].fd = s.lfd;
		pfd[0].events = POLLIN;
		for (i = 0; i < s.np; i++) {
			pfd[i + 1].fd = s.p[i].fd;
			pfd[i + 1].events = POLLIN | (s.p[i].nout > 0 ?
			    POLLOUT : 0);
		}
		n = poll(pfd, (nfds_t)s.np + 1, s.over ? 100 :
		    s.moment != moment ? 0 : wait_ms(&s));
		if (n < 0 && errno != EINTR)
			break;
		if (n <= 0)
			continue;
		for (i = s.np - 1; i >= 0; i--)
			if (pfd[i + 1].revents & (POLLIN | POLLHUP | POLLERR))
				read_from(&s, &s.p[i]);
		if (pfd[0].revents & POLLIN)
			accept_one(&s);
	}
	if (!s.over)
		closing(&s);
	for (i = s.np - 1; i >= 0; i--) {
		s.p[i].drop = true;
		s.p[i].why[0] = '\0';
		peer_close(&s, i);
	}
	tally_tell(&s, true);
	close(s.lfd);
	(void)unlink(path);
	kept[0] = '\0';
	open_close(&s.st, false, kept, sizeof(kept));
	if (s.over && kept[0] != '\0')
		note(&s, _("the match is over; its record is kept in %s"),
		    kept);
	else if (s.over)
		note(&s, _("the match is over; its record is %s"),
		    s.keep.path);
	else
		note(&s, _("closed; the match is kept in %s"),
		    s.keep.path);
	session_free(&s.g);
	return 0;
}

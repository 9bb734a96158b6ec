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
#include "../session/session.h"
#include "../lang/lang.h"
#include "../text/text.h"

#define PEERS_MAX	16
#define OUT_MAX		(4 << 20)	/* bytes a client may leave unread */
#define END_PAUSE_MS	1500		/* the end of a hand, shown */
#define CHAT_MS		1000		/* between a client's chat lines */

struct peer {
	int		 fd;
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
	int		 lfd;
	struct peer	 p[PEERS_MAX];
	int		 np;
	long		 moment;	/* changes of the table */
	long long	 gone_at[MC_NSEATS];	/* by player: 0 here */
	bool		 here[MC_NSEATS];
	bool		 standing_in[MC_NSEATS];	/* a bot plays it */
	long long	 next_act;	/* when the table moves on */
	bool		 started;	/* all its people came, or the wait
					   for them is over */
	long long	 opened;
	bool		 over;
	struct scene	 sc;
	int		 undo_by;	/* the player who asked to take
					   back, or -1 */
	unsigned	 undo_yes;	/* the players who agreed */
	long long	 undo_until;	/* when the asking lapses */
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

static long long
now_ms(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
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

static void
peer_close(struct server *s, int i)
{
	struct peer	*c = &s->p[i];
	char		 name[64], line[320];
	int		 player = c->player;

	if (c->drop && c->why[0] != '\0')
		/* TRANSLATORS: why follows, as "does not read its
		 * frames". */
		note(s, _("a client dropped: %s"), c->why);
	close(c->fd);
	free(c->out);
	free(c->last);
	free(c->prev);
	if (c->hello && player >= 0 && !s->over) {
		s->here[player] = false;
		s->gone_at[player] = now_ms();
		/* TRANSLATORS: said to everyone at the table: the player
		 * (his name and seat), the seconds the seat waits, his
		 * name again. */
		snprintf(line, sizeof(line), _("%s has gone: the seat waits "
		    "%d s, then a computer player takes it until %s joins "
		    "again."), who(s, player, name, sizeof(name)),
		    s->o->countdown_s, s->g.m.players[player].name);
		*c = s->p[--s->np];
		say_all(s, line);
		note(s, "%s", line);
		if (s->undo_by == player) {
			/* TRANSLATORS: the player (his name and seat) who
			 * asked to undo has left the table. */
			snprintf(line, sizeof(line), _("Not taken back: %s, "
			    "who asked, has gone."), who(s, player, name,
			    sizeof(name)));
			undo_over(s, line);
		} else
			undo_check(s);	/* one fewer to agree */
		return;
	}
	if (c->hello && player >= 0)
		s->here[player] = false;
	*c = s->p[--s->np];
}

/* "minchiate-table V join NAME [SEAT]" or "... V watch". */
static void
hello(struct server *s, struct peer *c, char *line)
{
	char		*w[6], *save = NULL, *tok, name[64], msg[200];
	int		 n = 0, p, seat = -1;
	long		 v;

	for (tok = strtok_r(line, " ", &save); tok != NULL && n < 6;
	    tok = strtok_r(NULL, " ", &save))
		w[n++] = tok;
	if (n < 3 || strcmp(w[0], NET_HELLO) != 0) {
		c->drop = true;
		snprintf(c->why, sizeof(c->why), "%s",
		    _("not a client of a table"));
		return;
	}
	v = strtol(w[1], NULL, 10);
	if (v != NET_VERSION) {
		/* TRANSLATORS: the versions of the table's protocol:
		 * this table's, then the client's as it said it. */
		snprintf(msg, sizeof(msg), _("this table speaks version %d, "
		    "the client version %.20s"), NET_VERSION, w[1]);
		refuse(c, msg);
		c->drop = true;
		return;
	}
	if (strcmp(w[2], "watch") == 0 && n == 3) {
		c->hello = true;
		c->player = -1;
		say(c, "welcome %d watching", NET_VERSION);
		return;
	}
	if (strcmp(w[2], "join") != 0 || n < 4 || n > 5) {
		/* TRANSLATORS: join and watch are the protocol's words
		 * and stay; NAME may be translated. */
		refuse(c, _("say join NAME or watch"));
		c->drop = true;
		return;
	}
	if (n == 5 && (seat = record_seat_parse(w[4])) < 0) {
		/* TRANSLATORS: %s is the seat the client asked for, as
		 * it said it. */
		snprintf(msg, sizeof(msg), _("no seat %.8s"), w[4]);
		refuse(c, msg);
		c->drop = true;
		return;
	}
	for (p = 0; p < MC_NSEATS; p++)
		if (s->g.m.players[p].human && !s->here[p] &&
		    strcmp(s->g.m.players[p].name, w[3]) == 0)
			break;
	if (p == MC_NSEATS)	/* by the seat asked for, or the first */
		for (p = 0; p < MC_NSEATS; p++)
			if (s->g.m.players[p].human && !s->here[p] &&
			    (seat < 0 || match_seat(&s->g.m, p) == seat))
				break;
	if (p == MC_NSEATS) {
		refuse(c, _("no seat for a person is free at this table"));
		c->drop = true;
		return;
	}
	c->hello = true;
	c->player = p;
	snprintf(c->name, sizeof(c->name), "%s", s->g.m.players[p].name);
	s->here[p] = true;
	s->gone_at[p] = 0;
	s->standing_in[p] = false;
	say(c, "welcome %d player %d seat %c%s", NET_VERSION, p,
	    mc_seat_letter(match_seat(&s->g.m, p)), s->o->no_hints ?
	    " no-hints" : "");
	if (s->undo_by >= 0)	/* he is asked too */
		say(c, "undo-asked %s", s->undo_text);
	/* TRANSLATORS: the player's name and seat. */
	snprintf(msg, sizeof(msg), _("%s has joined the table."),
	    who(s, p, name, sizeof(name)));
	say_all(s, msg);
	note(s, "%s", msg);
}

/* ------------------------------------------------------------ undo */

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

/* The asking ends, said to everyone: taken back or not, and why. */
static void
undo_over(struct server *s, const char *text)
{
	int	 i;

	s->undo_by = -1;
	s->undo_yes = 0;
	for (i = 0; i < s->np; i++)
		if (s->p[i].hello)
			say(&s->p[i], s->p[i].player >= 0 ? "undo-over %s" :
			    "say %s", text);
	note(s, "%s", text);
}

/*
 * Takes back once every person at the table agrees: a gone player's
 * seat has no one to ask (R9.2, as at one keyboard).
 */
static void
undo_check(struct server *s)
{
	char		 err[200], name[64], text[300];
	int		 p;

	if (s->undo_by < 0 || (here_mask(s) & ~s->undo_yes) != 0)
		return;
	if ((p = session_undo(&s->g, 1u << s->undo_by, err,
	    sizeof(err))) < 0) {
		/* TRANSLATORS: why the undo cannot be done follows. */
		snprintf(text, sizeof(text), _("Not taken back: %s"), err);
		undo_over(s, text);
		return;
	}
	(void)save_keep(&s->keep, &s->g);
	s->moment++;
	s->next_act = now_ms() + s->o->delay_ms;
	/* TRANSLATORS: the player (his name and seat), then his name
	 * again. */
	snprintf(text, sizeof(text), _("Taken back: the last decision %s "
	    "made, and everything since; this hand will not count for %s."),
	    who(s, p, name, sizeof(name)), s->g.m.players[p].name);
	undo_over(s, text);
}

/*
 * "undo": asks to take back the asker's last decision of the hand and
 * everything since.
 */
static void
undo_ask(struct server *s, struct peer *c)
{
	char	 by[64];
	int	 i;

	if (c->player < 0) {
		refuse(c, _("a watcher does not take back"));
		return;
	}
	if (s->undo_by >= 0) {
		refuse(c, _("another undo is being asked: take back later"));
		return;
	}
	if (s->over || session_last_decider(&s->g, 1u << c->player) < 0) {
		refuse(c, _("nothing of yours to take back in this hand"));
		return;
	}
	s->undo_by = c->player;
	s->undo_yes = 1u << c->player;
	s->undo_until = now_ms() + (long long)s->o->countdown_s * 1000;
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
	undo_check(s);
}

/* "undo yes": one person agrees. */
static void
undo_agree(struct server *s, struct peer *c)
{
	if (s->undo_by < 0 || c->player < 0)
		return;		/* a late answer to an asking that ended */
	s->undo_yes |= 1u << c->player;
	undo_check(s);
}

/* "undo no": one person refuses, and nothing is taken back. */
static void
undo_refuse(struct server *s, struct peer *c)
{
	char	 name[64], text[200];

	if (s->undo_by < 0 || c->player < 0)
		return;		/* a late answer to an asking that ended */
	/* TRANSLATORS: the player's name and seat. */
	snprintf(text, sizeof(text), _("Not taken back: %s said no."),
	    who(s, c->player, name, sizeof(name)));
	undo_over(s, text);
}

/* "decide MOMENT LINE": the client's decision, if it is his and now. */
static void
decide(struct server *s, struct peer *c, const char *arg)
{
	struct session_turn	 t;
	struct mc_decision	 d;
	char			*end, err[300] = "";
	long			 moment = strtol(arg, &end, 10);
	enum mc_err		 e;

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
	if (s->undo_by >= 0) {
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
	if (d.kind != t.due.kind || d.seat != t.due.seat) {
		refuse(c, _("not the decision asked"));
		return;
	}
	if ((e = session_decide(&s->g, &d)) != MC_OK) {
		refuse(c, lang_strerror(e));
		return;
	}
	(void)save_keep(&s->keep, &s->g);
	s->moment++;
	s->next_act = now_ms() + s->o->delay_ms;
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
	match_aid(&s->g.m, t.seat, AID_HINT);
	(void)save_keep(&s->keep, &s->g);
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
		undo_agree(s, c);
	else if (strcmp(line, "undo no") == 0)
		undo_refuse(s, c);
	else if (strncmp(line, "chat ", 5) == 0) {
		/* a line a second at most: chat must not flood the table */
		if (now_ms() - c->chat_at < CHAT_MS)
			refuse(c, _("one line of chat a second"));
		else {
			c->chat_at = now_ms();
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

static void
accept_one(struct server *s)
{
	struct peer	*c;
	char		 err[200], msg[260];
	uid_t		 uid;
	int		 fd;

	if ((fd = accept(s->lfd, NULL, NULL)) < 0)
		return;
	if (!net_peer_allowed(fd, s->o, &uid, err, sizeof(err)) ||
	    s->np == PEERS_MAX) {
		snprintf(msg, sizeof(msg), "refused %d %s\n", NET_VERSION,
		    s->np == PEERS_MAX ? _("the table is full") : err);
		(void)send(fd, msg, strlen(msg), MSG_NOSIGNAL | MSG_DONTWAIT);
		note(s, "%s", msg + 10);
		close(fd);
		return;
	}
	(void)fcntl(fd, F_SETFL, O_NONBLOCK);
	c = &s->p[s->np++];
	memset(c, 0, sizeof(*c));
	c->fd = fd;
	c->player = -1;
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

/* Whose move it is, and whether the table makes it now. */
static void
act(struct server *s)
{
	struct session_turn	 t;
	long long		 now = now_ms();
	enum mc_err		 e;
	char			 name[64], line[320];
	int			 i;

	if (s->undo_by >= 0 && now > s->undo_until) {
		/* TRANSLATORS: %d is seconds. */
		snprintf(line, sizeof(line), _("Not taken back: not everyone "
		    "answered within %d s."), s->o->countdown_s);
		undo_over(s, line);
	}
	if (s->over || now < s->next_act || s->undo_by >= 0)
		return;		/* an undo asked: the table waits */
	if (!s->started) {
		/* the first deal waits for the table's people */
		for (i = 0; i < MC_NSEATS; i++)
			if (s->g.m.players[i].human && !s->here[i])
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
		if (!session_deal(&s->g))
			return;
		(void)save_keep(&s->keep, &s->g);
		s->moment++;
		s->next_act = now + s->o->delay_ms;
		return;
	}
	if (t.human && s->here[t.player])
		return;		/* his to decide */
	if (t.human && now < s->gone_at[t.player] +
	    (long long)s->o->countdown_s * 1000)
		return;
	if (t.human && !s->standing_in[t.player]) {
		s->standing_in[t.player] = true;
		/* TRANSLATORS: the player who has gone (his name and
		 * seat). */
		snprintf(line, sizeof(line), _("A computer player takes %s's "
		    "seat until he joins again."), who(s, t.player, name,
		    sizeof(name)));
		say_all(s, line);
		note(s, "%s", line);
	}
	s->g.m.think_ms = s->o->think_ms;
	e = t.human ? session_stand_in(&s->g, (enum bot_level)
	    s->o->stand_in) : session_bot_decide(&s->g);
	if (e != MC_OK) {
		note(s, _("a computer player's decision is refused: %s"),
		    lang_strerror(e));
		stopping = 1;
		return;
	}
	(void)save_keep(&s->keep, &s->g);
	s->moment++;
	s->next_act = now + (session_turn(&s->g, &t) ? s->o->delay_ms :
	    s->o->delay_ms + END_PAUSE_MS);
}

/* Milliseconds poll may sleep before the table may move on. */
static int
wait_ms(const struct server *s)
{
	long long	 d = s->next_act - now_ms();

	/* a gone player's countdown is looked at five times a second */
	return d < 0 ? 0 : d > 200 ? 200 : (int)d;
}

static bool
start(struct server *s, char *path, size_t size)
{
	char	 err[600], dir[SAVE_PATH_MAX], *slash, *text;
	bool	 shared = s->o->nallow > 0 || s->o->nallow_group > 0;

	if (!net_socket_path(s->o->name, path, size, true, shared, err,
	    sizeof(err))) {
		complain(err);
		return false;
	}
	/* the match: this table's save taken up, or a new one */
	if (save_where(dir, sizeof(dir), err, sizeof(err)) &&
	    (slash = strrchr(dir, '/')) != NULL) {
		*slash = '\0';
		snprintf(s->keep.path, sizeof(s->keep.path), "%.3900s/table-%s.rec",
		    dir, s->o->name);
		(void)save_make_dirs(s->keep.path, err, sizeof(err));
	}
	if (s->keep.path[0] != '\0' && save_exists(s->keep.path) &&
	    (text = save_read(s->keep.path, err, sizeof(err))) != NULL) {
		if (!session_load(&s->g, s->keep.path, text, err,
		    sizeof(err))) {
			free(text);
			complain(err);
			return false;
		}
		free(text);
		/* TRANSLATORS: the match is taken up from its save, the
		 * path. */
		note(s, _("taken up from %s"), s->keep.path);
	} else if (!session_new(&s->g, &s->o->setup)) {
		complain(_("out of memory for the match"));
		return false;
	}
	(void)save_keep(&s->keep, &s->g);
	if ((s->lfd = net_listen(path, shared, err, sizeof(err))) < 0) {
		session_free(&s->g);
		complain(err);
		return false;
	}
	return true;
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
	int			 i, n;
	long long		 over_at = 0;

	memset(&s, 0, sizeof(s));
	s.o = o;
	s.undo_by = -1;
	if (!start(&s, path, sizeof(path)))
		return 1;
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	signal(SIGHUP, on_signal);
	signal(SIGPIPE, SIG_IGN);
	/* TRANSLATORS: the table is open at its socket's path. */
	note(&s, _("open at %s"), path);
	s.opened = now_ms();
	for (i = 0; i < MC_NSEATS; i++)
		s.gone_at[i] = s.opened;	/* not come yet */
	s.next_act = s.opened + o->delay_ms;
	while (!stopping) {
		act(&s);
		publish(&s);
		for (i = 0; i < s.np; i++)
			write_to(&s.p[i]);
		for (i = s.np - 1; i >= 0; i--)
			if (s.p[i].drop)
				peer_close(&s, i);
		if (s.over && over_at == 0)
			over_at = now_ms();
		/* the end said, and read, or given time to be */
		if (s.over && (s.np == 0 || (now_ms() - over_at > 2000 &&
		    flushed(&s)) || now_ms() - over_at > 20000))
			break;
		pfd[0].fd = s.lfd;
		pfd[0].events = POLLIN;
		for (i = 0; i < s.np; i++) {
			pfd[i + 1].fd = s.p[i].fd;
			pfd[i + 1].events = POLLIN | (s.p[i].nout > 0 ?
			    POLLOUT : 0);
		}
		n = poll(pfd, (nfds_t)s.np + 1, s.over ? 100 : wait_ms(&s));
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
	for (i = s.np - 1; i >= 0; i--) {
		s.p[i].drop = true;
		s.p[i].why[0] = '\0';
		peer_close(&s, i);
	}
	close(s.lfd);
	(void)unlink(path);
	if (s.over && s.keep.path[0] != '\0' && save_archive(s.keep.path,
	    kept, sizeof(kept), s.keep.unsaved, sizeof(s.keep.unsaved)))
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

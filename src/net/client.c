/*
 * client.c -- a seat at a table over its socket (--join NAME), or the
 * public table (--watch NAME).  With --script the client is headless:
 * every frame it is sent goes to standard output as it came, with the
 * table's other lines, and when its seat is asked it reads a decision
 * from standard input: a record's decision line ("play S T12"), or
 * "bot LEVEL" to have a computer player of that level decide from the
 * frame alone, which is all the seat may see (R9.1).  The line "undo"
 * asks the table to take back instead; when another person asks, the
 * next line answers: "agree" or "refuse" ("bot LEVEL" agrees), or "wait"
 * to leave the question unanswered.  A decision passes over those.  The
 * end of each hand is read at once ("next").
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif

#include <sys/socket.h>

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "net.h"
#include "wire.h"
#include "../bot/bot.h"
#include "../lang/lang.h"

#define FRAME_MAX	(1 << 20)

struct client {
	const struct client_options *o;
	int		 fd;
	char		*in;		/* bytes read, not yet taken */
	size_t		 nin, cap;
	long		 moment;
	bool		 asked;		/* the frame asks this seat */
	bool		 answered;	/* ... and an answer went */
	bool		 undo;		/* an undo is being asked */
	bool		 undo_asked;	/* ... by another person */
	bool		 undo_answered;
	bool		 welcomed;	/* the table let it in */
	bool		 refused;	/* ... or turned it away, and said why */
	bool		 closed;	/* the table said it closes, and why */
	int		 ended;		/* the hand whose end was read */
	struct scene	 sc;
};

/* The seat's decision from a line of standard input. */
static bool
answer(struct client *c)
{
	char			 line[NET_LINE_MAX], out[NET_LINE_MAX + 64];
	char			*p, *buf = NULL;
	struct mc_decision	 d;
	struct bot		 b;
	size_t			 len = 0;
	FILE			*fp;
	int			 level;

	do {
		if (fgets(line, sizeof(line), stdin) == NULL)
			return false;	/* no more answers: leave */
		line[strcspn(line, "\r\n")] = '\0';
	} while (strcmp(line, "agree") == 0 || strcmp(line, "refuse") == 0 ||
	    strcmp(line, "wait") == 0);
	if (strcmp(line, "undo") == 0) {
		c->undo = true;		/* the table answers first */
		return net_send(c->fd, "undo\n");
	}
	if (strncmp(line, "bot ", 4) == 0) {
		if ((level = bot_level_parse(line + 4)) < 0) {
			fprintf(stderr, _("minchiate: %s: no such level\n"),
			    line + 4);
			return false;
		}
		bot_init(&b, (enum bot_level)level, (uint64_t)c->moment);
		bot_decide(&b, &c->sc.view, &d);
		if ((fp = open_memstream(&buf, &len)) == NULL)
			return false;
		decision_write(fp, &c->sc.view.hand, &d);
		fclose(fp);
		if (buf == NULL)
			return false;
		buf[strcspn(buf, "\n")] = '\0';
		p = buf;
	} else
		p = line;
	snprintf(out, sizeof(out), "decide %ld %s\n", c->moment, p);
	free(buf);
	c->answered = true;
	return net_send(c->fd, out);
}

/* The answer to another person's undo, from a line of standard input. */
static bool
answer_undo(struct client *c)
{
	char	 line[NET_LINE_MAX];

	if (fgets(line, sizeof(line), stdin) == NULL)
		return false;
	line[strcspn(line, "\r\n")] = '\0';
	c->undo_answered = true;
	if (strcmp(line, "refuse") == 0)
		return net_send(c->fd, "undo no\n");
	if (strcmp(line, "agree") == 0 || strncmp(line, "bot ", 4) == 0)
		return net_send(c->fd, "undo yes\n");
	if (strcmp(line, "wait") == 0)
		return true;
	fprintf(stderr, _("minchiate: %s: the table asks to undo; say agree, "
	    "refuse or wait\n"), line);
	return false;
}

/*
 * Takes what the table sent, line by line and frame by frame; false at
 * its end (the match over, or the table gone).
 */
static bool
take(struct client *c, bool *over)
{
	char		*nl, err[200];
	const char	*why;
	size_t		 len, bytes, used;
	long		 moment;

	while ((nl = memchr(c->in, '\n', c->nin)) != NULL) {
		len = (size_t)(nl - c->in) + 1;
		if (sscanf(c->in, "frame %ld %zu", &moment, &bytes) == 2) {
			if (bytes > FRAME_MAX) {
				fprintf(stderr, _("minchiate: a frame too "
				    "large\n"));
				return false;
			}
			if (c->nin < len + bytes)
				return true;	/* the rest to come */
			if (!wire_read(c->in + len, bytes, &c->sc, &used, err,
			    sizeof(err))) {
				fprintf(stderr, "minchiate: %s\n", err);
				return false;
			}
			if (c->o->script)
				fwrite(c->in, 1, len + bytes, stdout);
			c->moment = moment;
			if (c->sc.view.hand.phase == MC_PHASE_OVER &&
			    c->sc.hand != c->ended && c->sc.seat >= 0) {
				c->ended = c->sc.hand;	/* read at once */
				if (!net_send(c->fd, "next\n"))
					return false;
			}
			c->asked = c->sc.seat >= 0 &&
			    c->sc.actor == c->sc.seat && c->sc.actor_human;
			c->answered = false;
			len += bytes;
		} else {
			if (c->o->script)
				fwrite(c->in, 1, len, stdout);
			if (sscanf(c->in, "moment %ld", &moment) == 1) {
				c->moment = moment;
				c->answered = false;	/* asked anew */
			} else if (strncmp(c->in, "undo-asked ", 11) == 0) {
				c->undo = c->undo_asked = true;
				c->undo_answered = false;
			} else if (strncmp(c->in, "undo-over ", 10) == 0) {
				c->undo = c->undo_asked = false;
				c->answered = false;
			} else if (strncmp(c->in, "over\n", 5) == 0)
				*over = true;
			else if (strncmp(c->in, "welcome ", 8) == 0)
				c->welcomed = true;
			else if (strncmp(c->in, "closing ", 8) == 0) {
				fprintf(stderr, "minchiate: %.*s", (int)(len -
				    8), c->in + 8);
				c->closed = true;
			} else if (strncmp(c->in, "refused ", 8) == 0) {
				/* the protocol's version, then why */
				why = c->in + 8 + strspn(c->in + 8,
				    "0123456789");
				why += *why == ' ';
				/* TRANSLATORS: the table's reason follows, in
				 * the table's language, with its newline. */
				fprintf(stderr, _("minchiate: the table refused: "
				    "%.*s"), (int)(len - (size_t)(why - c->in)),
				    why);
				/*
				 * Its words are the table's language: what
				 * was refused is told by what was asked.  The
				 * join refused, the client leaves; an undo
				 * of its own asked, that undo was refused.
				 */
				if (!c->welcomed) {
					c->refused = true;
					return false;
				}
				if (c->undo && !c->undo_asked)
					c->undo = false;
				c->answered = false;
			}
		}
		memmove(c->in, c->in + len, c->nin - len);
		c->nin -= len;
	}
	fflush(stdout);
	return true;
}

/* --join NAME --script, --watch NAME --script: the headless client. */
int
client_run(const struct client_options *o)
{
	static struct client	 c;
	struct pollfd		 pfd;
	char			 path[NET_PATH_MAX], err[300], hello[200];
	char			*more;
	ssize_t			 n;
	bool			 over = false;

	memset(&c, 0, sizeof(c));
	c.o = o;
	if (!net_socket_path(o->name, path, sizeof(path), false, false, err,
	    sizeof(err)) || (c.fd = net_connect(path, err, sizeof(err))) < 0) {
		fprintf(stderr, "minchiate: %s\n", err);
		return 1;
	}
	if (o->watch)
		snprintf(hello, sizeof(hello), "%s %d watch\n", NET_HELLO,
		    NET_VERSION);
	else
		snprintf(hello, sizeof(hello), "%s %d join %s%s%c\n",
		    NET_HELLO, NET_VERSION, o->player[0] != '\0' ? o->player :
		    "-", o->seat >= 0 ? " " : "", o->seat >= 0 ?
		    mc_seat_letter(o->seat) : ' ');
	hello[strcspn(hello, "\n")] = '\0';
	n = (ssize_t)strlen(hello);
	while (n > 0 && hello[n - 1] == ' ')
		hello[--n] = '\0';
	strcat(hello, "\n");
	/* a table that turned it away at once has said why: read on */
	(void)net_send(c.fd, hello);
	for (;;) {
		if (c.undo_asked && !c.undo_answered) {
			if (!answer_undo(&c))
				break;
		} else if (c.asked && !c.answered && !c.undo && !o->watch &&
		    !answer(&c))
			break;
		pfd.fd = c.fd;
		pfd.events = POLLIN;
		if (poll(&pfd, 1, -1) < 0 && errno != EINTR)
			break;
		if (c.nin + 65536 > c.cap) {
			if ((more = realloc(c.in, c.cap + 65536 * 2)) == NULL)
				break;
			c.in = more;
			c.cap += 65536 * 2;
		}
		if ((n = read(c.fd, c.in + c.nin, c.cap - c.nin)) <= 0)
			break;
		c.nin += (size_t)n;
		if (!take(&c, &over) || over)
			break;
		if (c.nin > FRAME_MAX + 1024)
			break;
	}
	(void)net_send(c.fd, "bye\n");
	close(c.fd);
	free(c.in);
	if (!over && !c.refused && !c.closed)
		fprintf(stderr, "%s", c.welcomed ? _("minchiate: the table "
		    "closed before the end of the match\n") :
		    _("minchiate: the table closed\n"));
	return over ? 0 : 1;
}

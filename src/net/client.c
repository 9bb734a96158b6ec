/*
 * client.c -- a seat at a table over its socket (--join NAME), or the
 * public table (--watch NAME).  With --script the client is headless:
 * every frame it is sent goes to standard output as it came, with the
 * table's other lines, and when its seat is asked it reads a decision
 * from standard input: a record's decision line ("play S T12"), or
 * "bot LEVEL" to have a computer player of that level decide from the
 * frame alone, which is all the seat may see (R9.1).  A line "hint"
 * before it tells the table a hint was had, which its record keeps as
 * a table here does.  The line "undo" asks the table to take back
 * instead; when another person asks, the next line answers: "agree" or
 * "refuse" ("bot LEVEL" agrees), or "wait" to leave the question
 * unanswered.  A decision passes over those.  The end of each hand is
 * read at once ("next").
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

#include "link.h"
#include "../bot/bot.h"
#include "../lang/lang.h"

struct client {
	const struct client_options *o;
	int		 fd;
	struct net_reader r;		/* what the table sent (link.c) */
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
		/* a hint had before deciding, for the record to keep */
		if (strcmp(line, "hint") == 0 && !net_send(c->fd, "aid hint\n"))
			return false;
	} while (strcmp(line, "agree") == 0 || strcmp(line, "refuse") == 0 ||
	    strcmp(line, "wait") == 0 || strcmp(line, "hint") == 0);
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
		bot_init(&b, (enum bot_level)level,
		    bot_position_seed(&c->sc.view));
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

/* A frame: the seat asked, or the end of a hand read at once. */
static bool
framed(struct client *c)
{
	if (c->sc.view.hand.phase == MC_PHASE_OVER &&
	    c->sc.hand != c->ended && c->sc.seat >= 0) {
		c->ended = c->sc.hand;	/* read at once */
		if (!net_send(c->fd, "next\n"))
			return false;
	}
	c->asked = c->sc.seat >= 0 && c->sc.actor == c->sc.seat &&
	    c->sc.actor_human;
	c->answered = false;
	return true;
}

/*
 * A refusal, in the table's language: what was refused is told by what
 * was asked.  The join refused, the client leaves; an undo of its own
 * asked, that undo was refused.
 */
static bool
refused(struct client *c, const struct net_msg *m)
{
	char	 why[NET_LINE_MAX + 2];

	snprintf(why, sizeof(why), "%s\n", m->text);
	/* TRANSLATORS: the table's reason follows, in the table's
	 * language, with its newline. */
	fprintf(stderr, _("minchiate: the table refused: %.*s"),
	    (int)strlen(why), why);
	if (!c->welcomed) {
		c->refused = true;
		return false;
	}
	if (c->undo && !c->undo_asked)
		c->undo = false;
	c->answered = false;
	return true;
}

/* One thing the table said, echoed with --script; false at the end. */
static bool
said(struct client *c, const struct net_msg *m, bool *over)
{
	if (c->o->script)
		fwrite(m->raw, 1, m->len, stdout);
	switch (m->said) {
	case NET_FRAME:
		c->moment = m->moment;
		return framed(c);
	case NET_MOMENT:
		c->moment = m->moment;
		c->answered = false;	/* asked anew */
		break;
	case NET_UNDO_ASKED:
		c->undo = c->undo_asked = true;
		c->undo_answered = false;
		break;
	case NET_UNDO_OVER:
		c->undo = c->undo_asked = false;
		c->answered = false;
		break;
	case NET_OVER:
		*over = true;
		break;
	case NET_WELCOME:
		c->welcomed = true;
		break;
	case NET_CLOSING:
		fprintf(stderr, "minchiate: %s\n", m->text);
		c->closed = true;
		break;
	case NET_REFUSED:
		return refused(c, m);
	case NET_BROKEN:
		fprintf(stderr, "minchiate: %s\n", c->r.why);
		return false;
	default:
		break;
	}
	return true;
}

/*
 * Takes what the table sent, line by line and frame by frame; false at
 * its end (the match over, or the table gone).
 */
static bool
take(struct client *c, bool *over)
{
	struct net_msg	 m;

	while (net_reader_next(&c->r, &m) != NET_NONE)
		if (!said(c, &m, over))
			return false;
	fflush(stdout);
	return true;
}

/* --join NAME --script, --watch NAME --script: the headless client. */
int
client_run(const struct client_options *o)
{
	static struct client	 c;
	char			 path[NET_PATH_MAX], err[300];
	bool			 over = false;

	memset(&c, 0, sizeof(c));
	c.o = o;
	if (!net_socket_path(o->name, path, sizeof(path), false, false, err,
	    sizeof(err)) || (c.fd = net_connect(path, err, sizeof(err))) < 0) {
		fprintf(stderr, "minchiate: %s\n", err);
		return 1;
	}
	net_reader_init(&c.r, c.fd, &c.sc);
	/* a table that turned it away at once has said why: read on */
	(void)net_hello(c.fd, o);
	for (;;) {
		if (c.undo_asked && !c.undo_answered) {
			if (!answer_undo(&c))
				break;
		} else if (c.asked && !c.answered && !c.undo && !o->watch &&
		    !answer(&c))
			break;
		if (net_reader_fill(&c.r, -1) < 0 || !take(&c, &over) || over)
			break;
	}
	(void)net_send(c.fd, "bye\n");
	close(c.fd);
	net_reader_free(&c.r);
	if (!over && !c.refused && !c.closed)
		fprintf(stderr, "%s", c.welcomed ? _("minchiate: the table "
		    "closed before the end of the match\n") :
		    _("minchiate: the table closed\n"));
	return over ? 0 : 1;
}

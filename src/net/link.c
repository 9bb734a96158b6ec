/*
 * link.c -- a seat at a table elsewhere, from the client's side.  The
 * table's lines and frames are read here once, for the table drawn at
 * this terminal and for the headless --script client alike; and the
 * seat link over them sends a person's decision, aid and undo to the
 * table in the protocol's words (net.h), which answers with the next
 * frame.  The review's points of this seat are kept as the frames go,
 * since the match and its record are the table's.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "link.h"
#include "wire.h"
#include "../lang/lang.h"

#define FRAME_MAX	(1 << 20)
#define CHUNK		65536
#define WELCOME_S	10	/* the table answers a client this soon */

/* --------------------------------------------------------- the reader */

/* Frames are read into sc, which holds the one before (wire.c). */
bool
net_reader_init(struct net_reader *r, int fd, struct scene *sc)
{
	int	 s;

	memset(r, 0, sizeof(*r));
	r->fd = fd;
	r->sc = sc;
	/* no seat is known until the first frame */
	sc->seat = sc->view.seat = MC_NOSEAT;
	sc->viewer = sc->actor = -1;
	for (s = 0; s < MC_NSEATS; s++)
		sc->seats[s].level = "";
	return true;
}

void
net_reader_free(struct net_reader *r)
{
	free(r->in);
	r->in = NULL;
	r->nin = r->cap = r->taken = 0;
}

/* The table is gone: why, unless something said it first. */
static void
gone(struct net_reader *r, const char *why)
{
	r->gone = true;
	if (r->why[0] == '\0')
		snprintf(r->why, sizeof(r->why), "%s", why);
}

/*
 * Reads what has come, waiting up to ms for it (-1: until it comes):
 * 1 if something was read, 0 if nothing, -1 once the table is gone.
 */
int
net_reader_fill(struct net_reader *r, int ms)
{
	struct pollfd	 pfd = { r->fd, POLLIN, 0 };
	char		*more;
	ssize_t		 n;

	if (r->gone)
		return -1;
	if (poll(&pfd, 1, ms) <= 0)
		return 0;
	if (r->nin + CHUNK > r->cap) {
		if ((more = realloc(r->in, r->cap + 2 * CHUNK)) == NULL)
			return 0;
		r->in = more;
		r->cap += 2 * CHUNK;
	}
	while ((n = read(r->fd, r->in + r->nin, r->cap - r->nin)) < 0 &&
	    errno == EINTR)
		;
	if (n <= 0) {
		gone(r, _("the table closed"));
		return -1;
	}
	r->nin += (size_t)n;
	if (r->nin > FRAME_MAX + 1024 + r->taken) {
		gone(r, _("a frame too large from the table"));
		return -1;
	}
	return 1;
}

/* The words of a refusal ("refused V why"): why, the version left out. */
static const char *
refusal_why(const char *text)
{
	const char	*p = text + strlen("refused");

	while (*p == ' ')
		p++;
	while (*p >= '0' && *p <= '9')
		p++;
	while (*p == ' ')
		p++;
	return p;
}

/*
 * "away P SECONDS STANDIN NAME": person P is not at the table; his seat
 * waits SECONDS more, or a computer player plays it (STANDIN 1).
 * "back P NAME": he is there again.
 */
static enum net_said
away_line(const char *text, struct net_msg *m)
{
	int	 p, secs = 0, stand_in = 0, at = 0;
	bool	 away = text[0] == 'a';

	if (away ? sscanf(text, "away %d %d %d %n", &p, &secs, &stand_in,
	    &at) < 3 : sscanf(text, "back %d %n", &p, &at) < 1)
		return NET_OTHER;
	if (p < 0 || p >= MC_NSEATS || secs < 0 || secs > 86400 || at == 0)
		return NET_OTHER;
	m->player = p;
	m->seconds = secs;
	m->stand_in = stand_in != 0;
	snprintf(m->text, sizeof(m->text), "%s", text + at);
	return away ? NET_AWAY : NET_BACK;
}

/* What a line of the table's (not a frame) says, its words in text. */
static enum net_said
line_said(const char *text, struct net_msg *m)
{
	static const struct {
		const char	*word;
		enum net_said	 said;
	} words[] = {
		{ "undo-asked ", NET_UNDO_ASKED },
		{ "undo-over ", NET_UNDO_OVER },
		{ "say ", NET_SAY },
		{ "chat ", NET_SAY },
		{ "closing ", NET_CLOSING },
	};
	size_t	 i, n;

	if (sscanf(text, "moment %ld", &m->moment) == 1)
		return NET_MOMENT;
	if (strcmp(text, "over") == 0)
		return NET_OVER;
	if (strncmp(text, "welcome ", 8) == 0) {
		m->no_hints = strstr(text, " no-hints") != NULL;
		return NET_WELCOME;
	}
	if (strncmp(text, "refused ", 8) == 0) {
		snprintf(m->text, sizeof(m->text), "%s", refusal_why(text));
		return NET_REFUSED;
	}
	if (strncmp(text, "away ", 5) == 0 || strncmp(text, "back ", 5) == 0)
		return away_line(text, m);
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strncmp(text, words[i].word, n = strlen(words[i].word)) ==
		    0) {
			snprintf(m->text, sizeof(m->text), "%s", text + n);
			return words[i].said;
		}
	return NET_OTHER;
}

/* A frame whole: its scene read over the one before. */
static enum net_said
frame(struct net_reader *r, struct net_msg *m, size_t len, size_t bytes)
{
	char	 err[200];
	size_t	 used;

	if (bytes > FRAME_MAX) {
		gone(r, _("a frame too large from the table"));
		return NET_BROKEN;
	}
	if (r->nin < len + bytes)
		return NET_NONE;	/* the rest is to come */
	if (!wire_read(r->in + len, bytes, r->sc, &used, err, sizeof(err))) {
		snprintf(r->why, sizeof(r->why), "%s", err);
		r->gone = true;
		return NET_BROKEN;
	}
	r->taken = m->len = len + bytes;
	return NET_FRAME;
}

/*
 * The next line or frame the table sent, once whole: NET_NONE until
 * then.  The message's raw bytes stay until the next call.
 */
enum net_said
net_reader_next(struct net_reader *r, struct net_msg *m)
{
	char	*nl, text[NET_LINE_MAX];
	size_t	 len, bytes;

	if (r->taken > 0) {	/* nothing read yet: no buffer either */
		memmove(r->in, r->in + r->taken, r->nin - r->taken);
		r->nin -= r->taken;
		r->taken = 0;
	}
	memset(m, 0, sizeof(*m));
	m->raw = r->in;
	if (r->nin == 0 || (nl = memchr(r->in, '\n', r->nin)) == NULL)
		return m->said = NET_NONE;
	len = (size_t)(nl - r->in) + 1;
	if (sscanf(r->in, "frame %ld %zu", &m->moment, &bytes) == 2)
		return m->said = frame(r, m, len, bytes);
	snprintf(text, sizeof(text), "%.*s", (int)(len - 1), r->in);
	r->taken = m->len = len;
	return m->said = line_said(text, m);
}

/* "minchiate-table V join NAME [SEAT]", or "... V watch". */
bool
net_hello(int fd, const struct client_options *co)
{
	char	 hello[200];

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
	return net_send(fd, hello);
}

/* ----------------------------------------------------------- the link */

/* Where a hand's play is: cards played so far, in order. */
static int
played(const struct mc_view *v)
{
	return v->hand.play.ntricks * MC_NSEATS + v->hand.play.nplayed;
}

/*
 * A card this seat chose from its own hand (R6.11 aside) is a point of
 * the review, with the view it had.
 */
static void
review_keep(struct net_link *l, const struct mc_decision *d)
{
	const struct scene	*sc = l->r.sc;
	struct review_point	*pt;

	if (!session_review_point(&sc->view.hand, d) || d->seat != sc->seat ||
	    l->nreview == REVIEW_MAX)
		return;
	pt = &l->review[l->nreview++];
	pt->view = sc->view;
	pt->card = d->cards[0];
	pt->player = sc->viewer;
	pt->decision = 0;	/* no practice from a table elsewhere */
	l->at[l->nreview - 1] = played(&sc->view);
}

/*
 * A frame drops the points at or after where the hand is now: taken
 * back, refused, or of an earlier hand.
 */
static void
review_mend(struct net_link *l)
{
	int	 now = played(&l->r.sc->view);

	if (l->r.sc->hand != l->review_hand) {
		l->review_hand = l->r.sc->hand;
		l->nreview = 0;
	}
	while (l->nreview > 0 && l->at[l->nreview - 1] >= now)
		l->nreview--;
}

static bool
net_link_say(struct net_link *l, const char *line)
{
	if (l->r.gone)
		return false;
	if (!net_send(l->r.fd, line)) {
		gone(&l->r, _("the table closed"));
		return false;
	}
	return true;
}

/* A line of chat, said to everyone at the table. */
bool
net_link_chat(struct net_link *l, const char *text)
{
	char	 line[NET_LINE_MAX];

	snprintf(line, sizeof(line), "chat %s\n", text);
	return net_link_say(l, line);
}

/* The end of the hand read: the table deals on once all have. */
bool
net_link_read_end(struct net_link *l)
{
	return net_link_say(l, "next\n");
}

static void
there_scene(void *arg, int viewer, struct scene *sc)
{
	struct net_link	*l = arg;

	(void)viewer;		/* the frames are of this seat's view */
	if (sc != l->r.sc)
		*sc = *l->r.sc;
}

/* The cut offered: any in R5.2's range, the table's match unknown. */
static void
there_suggest(void *arg, const struct scene *sc, struct mc_decision *d)
{
	struct mc_rng	 rng;

	(void)arg;
	mc_rng_seed(&rng, (uint64_t)arc4random() << 32 | arc4random());
	mc_decision_due(&sc->view.hand, d);
	d->n = mc_cut_random(&rng);
}

/* The decision asked, sent in a record's words; the table answers. */
static bool
there_decide(void *arg, int player, struct mc_decision *d,
    struct seat_answer *a)
{
	struct net_link	*l = arg;
	char		*buf = NULL, line[NET_LINE_MAX + 64];
	size_t		 len = 0;
	FILE		*fp;

	(void)player;
	memset(a, 0, sizeof(*a));
	a->said = SEAT_GONE;
	if ((fp = open_memstream(&buf, &len)) == NULL)
		return false;
	decision_write(fp, &l->r.sc->view.hand, d);
	fclose(fp);
	if (buf == NULL)
		return false;
	buf[strcspn(buf, "\n")] = '\0';
	snprintf(line, sizeof(line), "decide %ld %s\n", l->moment, buf);
	free(buf);
	review_keep(l, d);
	if (net_link_say(l, line))
		a->said = SEAT_SENT;
	return false;
}

/* An aid this person had (a hint), for the table's record to keep. */
static void
there_aid(void *arg, int seat, enum match_aid aid)
{
	(void)seat;
	if (aid == AID_HINT)
		(void)net_link_say(arg, "aid hint\n");
}

/* u: the table asks every person at it (R9.2). */
static bool
there_undo_ask(void *arg, int asker, struct seat_answer *a)
{
	(void)asker;
	memset(a, 0, sizeof(*a));
	a->said = net_link_say(arg, "undo\n") ? SEAT_SENT : SEAT_GONE;
	return false;
}

static bool
there_undo_answer(void *arg, int player, bool yes, struct seat_answer *a)
{
	(void)player;
	memset(a, 0, sizeof(*a));
	a->said = net_link_say(arg, yes ? "undo yes\n" : "undo no\n") ?
	    SEAT_SENT : SEAT_GONE;
	return false;
}

static const struct review_point *
there_review(void *arg, int *n)
{
	struct net_link	*l = arg;

	*n = l->nreview;
	return l->review;
}

/* The talk the frames hold, each line the viewer's to read. */
static int
there_talk(void *arg, int viewer, int i, char *buf, size_t size, bool *old)
{
	struct net_link	*l = arg;

	(void)viewer;
	if (i < 0 || i >= l->r.sc->ntalk)
		return -1;
	*old = l->r.sc->talk[i].old;
	snprintf(buf, size, "%s", l->r.sc->talk[i].text);
	return 1;
}

/*
 * The table's first answer to the hello: welcome, or refused and why.
 * A table that refuses at once may have closed before the hello went:
 * its refusal is read all the same.
 */
static bool
welcome(struct net_link *l, bool sent, char *err, size_t errsize)
{
	struct net_msg	 m;
	time_t		 end = time(NULL) + WELCOME_S;
	bool		 heard = false;

	while (time(NULL) < end) {
		while (net_reader_next(&l->r, &m) != NET_NONE) {
			heard = true;
			if (m.said == NET_WELCOME) {
				l->no_hints = m.no_hints;
				return true;
			}
			if (m.said == NET_REFUSED) {
				safe_text(m.text, err, errsize);
				return false;
			}
		}
		heard |= l->r.nin > 0;
		if (net_reader_fill(&l->r, 200) < 0)
			break;	/* nothing more: what came was read */
	}
	snprintf(err, errsize, "%s", heard ? _("not a table there") :
	    !sent ? _("the table closed") : _("the table did not answer"));
	return false;
}

/*
 * --join NAME, --watch NAME: connected to table NAME and welcomed, the
 * frames read into sc; false (and err) when not.
 */
bool
net_link_open(struct net_link *l, const struct client_options *co,
    struct scene *sc, char *err, size_t errsize)
{
	char	 path[NET_PATH_MAX];
	int	 fd;

	memset(l, 0, sizeof(*l));
	if (!net_socket_path(co->name, path, sizeof(path), false, false, err,
	    errsize) || (fd = net_connect(path, err, errsize)) < 0)
		return false;
	net_reader_init(&l->r, fd, sc);
	if (!welcome(l, net_hello(fd, co), err, errsize)) {
		close(fd);
		net_reader_free(&l->r);
		return false;
	}
	l->link.scene = there_scene;
	l->link.suggest = there_suggest;
	l->link.decide = there_decide;
	l->link.aid = there_aid;
	l->link.undo_ask = there_undo_ask;
	l->link.undo_answer = there_undo_answer;
	l->link.review = there_review;
	l->link.talk = there_talk;
	l->link.can = l->no_hints ? 0 : SEAT_CAN_HINT;
	l->link.arg = l;
	return true;
}

/* The next thing the table said, the link kept up with it. */
enum net_said
net_link_next(struct net_link *l, struct net_msg *m)
{
	enum net_said	 said = net_reader_next(&l->r, m);

	if (said == NET_FRAME || said == NET_MOMENT)
		l->moment = m->moment;
	if (said == NET_FRAME)
		review_mend(l);
	return said;
}

/* Leaves the table: it is told, and the socket closed. */
void
net_link_close(struct net_link *l)
{
	(void)net_link_say(l, "bye\n");
	close(l->r.fd);
	net_reader_free(&l->r);
}

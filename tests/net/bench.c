/*
 * bench.c -- figures of a table over its socket: four clients in one
 * process join table NAME (its four seats for people), each answering
 * with the easy player's choice from its own frames, until the match is
 * over.  For every decision sent, the time until each of the four has
 * read the frame (or the moment) that follows it; per seat, the frames
 * and bytes it was sent.  One clock for all, so the times compare.
 *
 * usage: net-bench SOCKET NAME1 NAME2 NAME3 NAME4
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif

#include <sys/socket.h>
#include <sys/un.h>

#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../../src/net/wire.h"
#include "../../src/bot/bot.h"
#include "../../src/record/record.h"

#define SAMPLES	4096

struct seat {
	int		 fd;
	char		*in;
	size_t		 nin, cap;
	long		 moment;	/* the last moment read */
	long		 frames, bytes;
	bool		 asked, over;
	int		 ended;		/* the hand whose end was read */
	struct scene	 sc;
};

static struct seat	 seats[MC_NSEATS];
static double		 lat[SAMPLES];
static int		 nlat;

static double
now_us(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int
dial(const char *path)
{
	struct sockaddr_un	 sa;
	int			 fd;

	memset(&sa, 0, sizeof(sa));
	sa.sun_family = AF_UNIX;
	snprintf(sa.sun_path, sizeof(sa.sun_path), "%s", path);
	if ((fd = socket(AF_UNIX, SOCK_STREAM, 0)) < 0 ||
	    connect(fd, (struct sockaddr *)&sa, sizeof(sa)) != 0) {
		perror(path);
		exit(1);
	}
	return fd;
}

/* Takes whole lines and frames; false when the table is gone. */
static bool
take(struct seat *s)
{
	char	*nl, err[200];
	size_t	 len, bytes, used;
	long	 m;
	ssize_t	 n;

	if (s->nin + 65536 > s->cap) {
		s->cap = 2 * (s->nin + 65536);
		if ((s->in = realloc(s->in, s->cap)) == NULL)
			exit(1);
	}
	if ((n = read(s->fd, s->in + s->nin, s->cap - s->nin)) <= 0)
		return false;
	s->nin += (size_t)n;
	while ((nl = memchr(s->in, '\n', s->nin)) != NULL) {
		len = (size_t)(nl - s->in) + 1;
		if (sscanf(s->in, "frame %ld %zu", &m, &bytes) == 2) {
			if (s->nin < len + bytes)
				break;
			if (!wire_read(s->in + len, bytes, &s->sc, &used, err,
			    sizeof(err))) {
				fprintf(stderr, "net-bench: %s\n", err);
				exit(1);
			}
			s->frames++;
			s->bytes += (long)(len + bytes);
			s->moment = m;
			s->asked = s->sc.seat >= 0 &&
			    s->sc.actor == s->sc.seat && s->sc.actor_human;
			if (s->sc.view.hand.phase == MC_PHASE_OVER &&
			    s->ended != s->sc.hand) {
				s->ended = s->sc.hand;	/* read at once */
				if (send(s->fd, "next\n", 5, MSG_NOSIGNAL) < 0)
					exit(1);
			}
			len += bytes;
		} else if (sscanf(s->in, "moment %ld", &m) == 1)
			s->moment = m;
		else if (strncmp(s->in, "over\n", 5) == 0)
			s->over = true;
		else if (strncmp(s->in, "refused", 7) == 0)
			s->asked = true;	/* ask again */
		memmove(s->in, s->in + len, s->nin - len);
		s->nin -= len;
	}
	return true;
}

static void
decide(struct seat *s)
{
	struct mc_decision	 d;
	struct bot		 b;
	char			*buf = NULL, line[1200];
	size_t			 len = 0;
	FILE			*fp;

	bot_init(&b, BOT_EASY, (uint64_t)s->moment);
	bot_decide(&b, &s->sc.view, &d);
	if ((fp = open_memstream(&buf, &len)) == NULL)
		exit(1);
	decision_write(fp, &s->sc.view.hand, &d);
	fclose(fp);
	buf[strcspn(buf, "\n")] = '\0';
	snprintf(line, sizeof(line), "decide %ld %s\n", s->moment, buf);
	free(buf);
	if (send(s->fd, line, strlen(line), MSG_NOSIGNAL) < 0)
		exit(1);
	s->asked = false;
}

static int
cmp(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

int
main(int argc, char *argv[])
{
	struct pollfd	 pfd[MC_NSEATS];
	char		 hello[100];
	double		 t0 = 0;
	long		 waiting = -1;	/* the moment a decision left at */
	int		 i, done, over = 0;

	if (argc != 6) {
		fprintf(stderr, "usage: net-bench SOCKET NAME1 ... NAME4\n");
		return 2;
	}
	for (i = 0; i < MC_NSEATS; i++) {
		seats[i].fd = dial(argv[1]);
		snprintf(hello, sizeof(hello), "minchiate-table 1 join %s\n",
		    argv[2 + i]);
		if (send(seats[i].fd, hello, strlen(hello), 0) < 0)
			return 1;
		pfd[i].fd = seats[i].fd;
		pfd[i].events = POLLIN;
	}
	while (over < MC_NSEATS) {
		if (poll(pfd, MC_NSEATS, 10000) <= 0)
			break;
		for (i = 0; i < MC_NSEATS; i++)
			if ((pfd[i].revents & (POLLIN | POLLHUP)) &&
			    !take(&seats[i]))
				pfd[i].fd = -1;
		for (i = 0, done = 0, over = 0; i < MC_NSEATS; i++) {
			done += seats[i].moment > waiting;
			over += seats[i].over || pfd[i].fd < 0;
		}
		if (waiting >= 0 && done == MC_NSEATS) {
			if (nlat < SAMPLES)
				lat[nlat++] = now_us() - t0;
			waiting = -1;
		}
		for (i = 0; i < MC_NSEATS && waiting < 0; i++)
			if (seats[i].asked && !seats[i].over) {
				waiting = seats[i].moment;
				t0 = now_us();
				decide(&seats[i]);
			}
	}
	qsort(lat, (size_t)nlat, sizeof(lat[0]), cmp);
	for (i = 0; i < MC_NSEATS; i++)
		printf("%s: %ld frames, %ld bytes (%ld a frame)\n", argv[2 + i],
		    seats[i].frames, seats[i].bytes, seats[i].frames > 0 ?
		    seats[i].bytes / seats[i].frames : 0);
	if (nlat > 0)
		printf("a decision to all four clients: %d decisions, median "
		    "%.0f us, 90%% %.0f us, most %.0f us\n", nlat,
		    lat[nlat / 2], lat[nlat * 9 / 10], lat[nlat - 1]);
	return over == MC_NSEATS ? 0 : 1;
}

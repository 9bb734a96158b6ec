/*
 * raw.c -- a client of a table that says what it is told to, for the
 * table server's tests: it connects to the socket, sends its standard
 * input as it is, then prints what the table answers until the table
 * closes or WAIT seconds pass.  With "hold", it never reads: a client
 * that leaves the table's frames unread.
 *
 * usage: net-raw SOCKET WAIT [hold]
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

int
main(int argc, char *argv[])
{
	struct sockaddr_un	 sa;
	struct pollfd		 pfd;
	char			 buf[65536];
	ssize_t			 n;
	time_t			 end;
	int			 fd;

	if (argc < 3 || strlen(argv[1]) >= sizeof(sa.sun_path)) {
		fprintf(stderr, "usage: net-raw SOCKET WAIT [hold]\n");
		return 2;
	}
	memset(&sa, 0, sizeof(sa));
	sa.sun_family = AF_UNIX;
	memcpy(sa.sun_path, argv[1], strlen(argv[1]));
	if ((fd = socket(AF_UNIX, SOCK_STREAM, 0)) < 0 ||
	    connect(fd, (struct sockaddr *)&sa, sizeof(sa)) != 0) {
		perror(argv[1]);
		return 1;
	}
	while ((n = read(0, buf, sizeof(buf))) > 0)
		if (send(fd, buf, (size_t)n, MSG_NOSIGNAL) != n)
			break;
	end = time(NULL) + atoi(argv[2]);
	if (argc > 3 && strcmp(argv[3], "hold") == 0) {
		while (time(NULL) < end)
			sleep(1);
		return 0;
	}
	pfd.fd = fd;
	pfd.events = POLLIN;
	while (time(NULL) < end && poll(&pfd, 1, 200) >= 0) {
		if (!(pfd.revents & (POLLIN | POLLHUP)))
			continue;
		if ((n = read(fd, buf, sizeof(buf))) <= 0)
			break;
		fwrite(buf, 1, (size_t)n, stdout);
	}
	close(fd);
	return 0;
}

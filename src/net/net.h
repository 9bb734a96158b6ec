/*
 * net.h -- a table played from other terminals: the table server
 * (server.c) owns the match and talks over a Unix socket (sock.c) to the
 * clients (client.c), each sent the frames of its own seat (wire.c).
 * ssh brings friends to the host; the game only speaks to local sockets.
 *
 * The protocol, version NET_VERSION, is lines of text:
 *	client:	"minchiate-table V join NAME [SEAT]" or "... V watch"
 *	table:	"welcome V player P seat S [no-hints]" or "refused V why"
 *	table:	"frame MOMENT BYTES", then BYTES of a frame (wire.c),
 *		which keeps the talk and events of the one before it
 *	client:	"decide MOMENT LINE", LINE a record's decision line
 *	either:	"chat TEXT"; the table also "say TEXT", "over"
 *	client:	"undo" asks to take back his last decision and all since;
 *	table:	"undo-asked TEXT" asks the others, who answer "undo yes"
 *		or "undo no"; "undo-over TEXT" tells how it ended
 *	client:	"aid hint": the person had a hint, which the record keeps
 *	client:	"next": the end of the hand is read; the table deals on
 *		once every person at it has said so (or the countdown)
 *	table:	"away P SECONDS STANDIN NAME": person P (a player
 *		number), called NAME, is not at the table: his seat waits
 *		SECONDS more (before the first deal: the table deals
 *		without him then), or with STANDIN 1 a computer player
 *		plays it now (SECONDS 0); "back P NAME": he is there
 *		again.  Sent to all when it changes, and every one of
 *		them to a client just welcomed.
 *	table:	"closing TEXT": the table closes (a signal, or the
 *		match over), TEXT says whether the match is kept and how
 *		to come back; then the socket closes.
 * MOMENT counts the table's changes: an answer to a moment that has
 * passed is refused, and the frame of now sent again.
 */
#ifndef NET_H
#define NET_H

#include <sys/types.h>

#include <stdbool.h>
#include <stddef.h>

#include "../match/match.h"

#define NET_VERSION	1
#define NET_HELLO	"minchiate-table"
#define NET_NAME_MAX	32	/* a table's name */
#define NET_PATH_MAX	108	/* a Unix socket's path, sun_path */
#define NET_LINE_MAX	1024	/* a client's line */
#define NET_ALLOW_MAX	16

/* What a table is opened with (--table NAME and the match's options). */
struct server_options {
	char		 name[NET_NAME_MAX + 1];
	struct match_setup setup;
	int		 delay_ms;	/* between computer players' moves */
	int		 think_ms;	/* a computer player's clock, 0 none */
	int		 countdown_s;	/* a gone player's seat waits */
	int		 stand_in;	/* the level that plays it then */
	uid_t		 allow[NET_ALLOW_MAX];	/* users besides the owner */
	int		 nallow;
	gid_t		 allow_group[NET_ALLOW_MAX];
	int		 nallow_group;
	bool		 quiet;		/* no line on standard error */
	bool		 no_hints;	/* its people may not ask for hints */
	bool		 named[MC_NSEATS];	/* a name given (--name) */
	bool		 setup_given;	/* seats, names, length, variants or
					   seed given: a save must agree */
	bool		 seed_given;
	bool		 fresh;		/* --new: a save goes to matches/ */
};

/* What a client joins with (--join NAME, --watch NAME). */
struct client_options {
	char		 name[NET_PATH_MAX];	/* or USER:NAME, or a path */
	bool		 watch;
	int		 seat;		/* wanted, or -1 */
	char		 player[RECORD_NAME_MAX + 1];	/* or "" */
	bool		 script;	/* frames out, decisions in */
};

/* where.c */
bool		 net_table_name_ok(const char *, char *err, size_t errsize);
bool		 net_socket_path(const char *name, char *buf, size_t size,
		    bool make, bool shared, char *err, size_t errsize);
void		 net_join_command(const char *name, bool shared, char *buf,
		    size_t size);
bool		 net_uid_allowed(uid_t, gid_t, const struct server_options *);

/* sock.c */
int		 net_listen(const char *path, bool shared, char *err,
		    size_t errsize);
int		 net_connect(const char *path, char *err, size_t errsize);
bool		 net_send(int fd, const char *line);
bool		 net_peer_allowed(int fd, const struct server_options *,
		    uid_t *uid, char *err, size_t errsize);

/* server.c */
int		 server_run(struct server_options *);

/* client.c */
int		 client_run(const struct client_options *);

#endif /* NET_H */

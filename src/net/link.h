/*
 * link.h -- a seat at a table elsewhere, from the client's side: the
 * one reader of the table's lines and frames (net.h's protocol), which
 * the table drawn here and the headless --script client share, and the
 * seat link (session/seat.h) over it, so that the table sends its
 * decisions, aids and undos there as it would make them here.
 */
#ifndef NET_LINK_H
#define NET_LINK_H

#include <stdbool.h>
#include <stddef.h>

#include "net.h"
#include "../session/seat.h"

/* What the table said: a line of the protocol, or a frame. */
enum net_said {
	NET_NONE,		/* nothing whole has come yet */
	NET_FRAME,		/* the scene of now, in the reader's sc */
	NET_MOMENT,		/* asked anew, the same view */
	NET_WELCOME,
	NET_REFUSED,		/* text: why */
	NET_UNDO_ASKED,		/* text: who asks, for what */
	NET_UNDO_OVER,		/* text: how it ended */
	NET_OVER,		/* the match is over */
	NET_SAY,		/* text: the table's, or a person's chat */
	NET_CLOSING,		/* text: the table closes, and why */
	NET_AWAY,		/* player away: seconds, stand_in, text */
	NET_BACK,		/* player back: text his name */
	NET_OTHER,		/* a line of no known word */
	NET_BROKEN		/* the table sent what cannot be read */
};

struct net_msg {
	enum net_said	 said;
	long		 moment;
	const char	*raw;		/* as it came, frame and all, until
					   the next message is taken */
	size_t		 len;
	char		 text[NET_LINE_MAX];
	int		 player, seconds;
	bool		 stand_in;
	bool		 no_hints;	/* a welcome: no hints at this table */
};

/* The bytes the table sent, taken a line (or a frame) at a time. */
struct net_reader {
	int		 fd;
	char		*in;
	size_t		 nin, cap;
	size_t		 taken;		/* the last message's bytes */
	bool		 gone;		/* the table closed */
	struct scene	*sc;		/* the last frame's scene */
	char		 why[400];	/* why it broke, for the last line */
};

bool		 net_reader_init(struct net_reader *, int fd, struct scene *);
void		 net_reader_free(struct net_reader *);
int		 net_reader_fill(struct net_reader *, int ms);
enum net_said	 net_reader_next(struct net_reader *, struct net_msg *);
bool		 net_hello(int fd, const struct client_options *);

/*
 * A seat at a table elsewhere, drawn here: the reader, the moment its
 * answers are for, and the review's points of this seat, kept as the
 * table's own are (the table keeps them for its own seats).
 */
struct net_link {
	struct net_reader r;
	long		 moment;
	bool		 no_hints;	/* the table's owner said so */
	struct review_point review[REVIEW_MAX];
	int		 at[REVIEW_MAX];	/* each point's place in the hand */
	int		 nreview, review_hand;
	struct seat_link link;
};

bool		 net_link_open(struct net_link *, const struct client_options *,
		    struct scene *, char *err, size_t errsize);
void		 net_link_close(struct net_link *);
enum net_said	 net_link_next(struct net_link *, struct net_msg *);
bool		 net_link_chat(struct net_link *, const char *text);
bool		 net_link_read_end(struct net_link *);

#endif /* NET_LINK_H */

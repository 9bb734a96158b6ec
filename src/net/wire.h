/*
 * wire.h -- the table server's frames (wire.c): a scene, what one seat
 * may see, as lines of facts, and read back with every value checked.
 */
#ifndef WIRE_H
#define WIRE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "../session/scene.h"

#define WIRE_MAGIC	"minchiate-frame"
#define WIRE_VERSION	1
#define WIRE_LINE_MAX	1200	/* bytes of a frame's line */

void		 wire_write(FILE *, const struct scene *,
		    const struct scene *prev);
char		*wire_frame(const struct scene *, const struct scene *prev,
		    size_t *len);
bool		 wire_read(const char *text, size_t len, struct scene *,
		    size_t *used, char *err, size_t errsize);
bool		 wire_named_cards(const char *text, size_t len,
		    struct mc_cards *, char *err, size_t errsize);

#endif /* WIRE_H */

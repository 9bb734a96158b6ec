/*
 * save.h -- where a match is saved, written atomically and locked
 * against a second table, and what a save found at start turns out to
 * be (save.c).
 */
#ifndef SAVE_H
#define SAVE_H

#include <stdbool.h>
#include <stddef.h>

struct session;

#define SAVE_PATH_MAX	4096

/*
 * Where a table keeps its match, and how that goes: the save, or "" for
 * none; why the last save failed; why the last hand finished is not in
 * the statistics (keep.c).
 */
struct save_state {
	char		 path[SAVE_PATH_MAX];
	char		 unsaved[600];
	char		 unlogged[700];
};

bool		 save_keep(struct save_state *, struct session *);

/* save.c */
bool		 save_where(char *buf, size_t size, char *err, size_t errsize);
bool		 save_locate(char *buf, size_t size, char *err, size_t errsize);
bool		 save_write(const char *path, const char *text, size_t len,
		    char *err, size_t errsize);
char		*save_read(const char *path, char *err, size_t errsize);
bool		 save_exists(const char *path);
bool		 save_archive_name(const char *path, char *buf, size_t size,
		    char *err, size_t errsize);
bool		 save_archive(const char *path, char *where, size_t size,
		    char *err, size_t errsize);
int		 save_lock(const char *path, int *holder, char *err,
		    size_t errsize);
void		 save_drop_backup(const char *path);
int		 save_hold(const char *path);
bool		 save_make_dirs(char *path, char *err, size_t errsize);
const char	*save_home_dir(void);
bool		 save_set_aside(const char *path, char *aside, size_t size,
		    char *err, size_t errsize);
int		 save_clean_temps(const char *path);

/* What a save found at start turned out to be (save_recover). */
enum save_found {
	SAVE_RESUMABLE,		/* read into the game, to play on */
	SAVE_FINISHED,		/* a finished match, moved to matches/ */
	SAVE_BROKEN,		/* set aside, with no backup to read */
	SAVE_STUCK		/* it could not be kept: start nothing */
};
enum save_found	 save_recover(struct session *, const char *path, char *msg,
		    size_t msgsize);

#endif /* SAVE_H */

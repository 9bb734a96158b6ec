/*
 * lesson.h -- the lessons of --tutor beside the first one (lesson-N.rec
 * in one directory), what a lesson record says of itself (its title,
 * where the player's part ends), its notes in the language the program
 * speaks (English where they have no translation into it), and their
 * words made for the language of the cards.
 */
#ifndef LESSON_H
#define LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "minchiate.h"

#define LESSONS_MAX	9	/* lesson-1.rec to lesson-9.rec */

/*
 * A lesson (lesson.c): one hand's record with a note before each
 * decision it explains; its decisions become the match's script.
 */
#define LESSON_MAX	200
struct lesson {
	struct mc_decision d[LESSON_MAX];
	char		*note[LESSON_MAX + 1];	/* before decision i; at n,
						   the end of the hand */
	int		 n;
	int		 shown;		/* the note last shown, plus one */
	char		*start;		/* the record up to its first
					   decision: the hand to play */
};

bool		 lesson_load(struct lesson *, const char *file,
		    const char *text, char *err, size_t errsize);
bool		 lesson_load_in(struct lesson *, const char *lang,
		    const char *file, const char *text, char *err,
		    size_t errsize);
void		 lesson_free(struct lesson *);
const char	*lesson_note(struct lesson *, int next);

#define LESSON_PATH_MAX	4200

/* The lessons found, 1 to n, in the order of their numbers. */
struct lesson_list {
	int		 n;
	char		 path[LESSONS_MAX][LESSON_PATH_MAX];
	char		 title[LESSONS_MAX][160];
};

void		 lesson_list(struct lesson_list *, const char *first);
int		 lesson_number(const char *path);
void		 lesson_title(const char *text, char *buf, size_t size);
void		 lesson_title_in(const char *text, const char *lang, char *buf,
		    size_t size);
int		 lesson_end(const char *text);
char		*lesson_words(const char *note, bool english);
bool		 lesson_named(const char *note, struct mc_cards *named);

#endif /* LESSON_H */

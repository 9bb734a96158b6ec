/*
 * lesson.h -- the lessons of --tutor beside the first one (lesson-N.rec
 * in one directory), what a lesson record says of itself (its title,
 * where the player's part ends), and its notes' words made for the
 * language of the cards.  struct lesson and lesson_load are in game.h.
 */
#ifndef LESSON_H
#define LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "config.h"
#include "game.h"

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
int		 lesson_end(const char *text);
char		*lesson_words(const char *note, bool english);
bool		 lesson_named(const char *note, struct mc_cards *named);

#endif /* LESSON_H */

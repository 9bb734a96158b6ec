/*
 * config.c -- settings that stay: $XDG_CONFIG_HOME/minchiate/config (or
 * ~/.config/minchiate/config), written by the setup screen, by the
 * pace keys and by the lessons (where each was left), read when the
 * table opens.  One setting a line, "key = value"; the command line's
 * options outrank it.  A file that cannot be read whole is named with
 * its line and problem, and the defaults used.
 */
#ifndef _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config.h"
#include "../session/session.h"
#include "../lang/lang.h"

/* Where the settings are; false (err) without a home to put them in. */
bool
config_where(char *buf, size_t size, char *err, size_t errsize)
{
	const char	*dir = getenv("XDG_CONFIG_HOME");
	const char	*home;
	int		 n;

	/* A relative XDG_CONFIG_HOME is ignored, as the XDG rules say. */
	if (dir != NULL && dir[0] == '/')
		n = snprintf(buf, size, "%s/minchiate/config", dir);
	else if ((home = save_home_dir()) != NULL)
		n = snprintf(buf, size, "%s/.config/minchiate/config", home);
	else {
		snprintf(err, errsize, "%s", _("no home directory for the "
		    "settings"));
		return false;
	}
	if (n < 0 || (size_t)n >= size) {
		snprintf(err, errsize, "%s", _("the settings' path is too "
		    "long"));
		return false;
	}
	return true;
}

/* "yes" or "no". */
static int
yes_no(const char *v)
{
	return strcmp(v, "yes") == 0 ? 1 : strcmp(v, "no") == 0 ? 0 : -1;
}

/* A seat letter and the value, from "name S" or "player S". */
static int
seat_of(const char *key, size_t skip)
{
	char	 letter[2] = { key[skip], '\0' };

	return key[skip] != '\0' && key[skip + 1] == '\0' ?
	    record_seat_parse(letter) : -1;
}

/*
 * "lesson = N", the lesson last taken; "lesson N = STEP" or "lesson N =
 * done", where lesson N was left.
 */
static const char *
lesson_line(struct settings *c, const char *key, const char *v)
{
	long	 n, k;
	char	*end;

	errno = 0;
	if (key[6] == '\0') {
		n = strtol(v, &end, 10);
		if (end == v || *end != '\0' || errno != 0 || n < 1 ||
		    n > LESSONS_MAX)
			return _("a lesson is 1 to 9");
		c->lesson_last = (int)n;
		return NULL;
	}
	n = strtol(key + 7, &end, 10);
	if (end == key + 7 || *end != '\0' || errno != 0 || n < 1 ||
	    n > LESSONS_MAX)
		return _("a lesson is 1 to 9");
	if (strcmp(v, "done") == 0) {
		c->lesson_step[n] = LESSON_DONE;
		return NULL;
	}
	k = strtol(v, &end, 10);
	if (end == v || *end != '\0' || errno != 0 || k < 0 ||
	    k > LESSON_MAX)
		/* TRANSLATORS: a problem in the settings' file; "done" is
		 * a word of the file and stays. */
		return _("a lesson's place is a step, 0 to 200, or done");
	c->lesson_step[n] = (int)k;
	return NULL;
}

/*
 * What a bad "player" or "variants" value is told: the words the file
 * takes, from their rows (bot.c, record.c).
 */
static const char *
config_words(const char *key, char *buf, size_t size)
{
	char	 words[200];

	if (key[0] == 'p') {
		/* TRANSLATORS: between the last two words of a list:
		 * "random, easy, normal, hard or expert". */
		bot_level_words(", ", _(" or "), words, sizeof(words));
		/* TRANSLATORS: a problem in the settings' file; %s is the
		 * levels, "random, easy, normal, hard or expert"; the
		 * words are the file's and stay. */
		snprintf(buf, size, _("a player is human, %s"), words);
	} else {
		record_variant_words(", ", words, sizeof(words));
		/* TRANSLATORS: a problem in the settings' file; %s is
		 * "optional-cascare, demonio, auto-declare"; the words are
		 * the file's and stay. */
		snprintf(buf, size, _("variants are %s, or none"), words);
	}
	return buf;
}

/*
 * One "key = value" into c; NULL, or what is wrong with it (in buf,
 * or a constant).
 */
static const char *
config_line(struct settings *c, const char *key, const char *v,
    char *buf, size_t size)
{
	long		 n;
	char		*end;
	int		 seat, k, level;
	const char	*why;

	if (strncmp(key, "name ", 5) == 0) {
		if ((seat = seat_of(key, 5)) < 0)
			/* TRANSLATORS: a problem in the settings' file; the
			 * letters are the file's and stay. */
			return _("a seat is S, E, N or W");
		if ((why = name_problem(v)) != NULL)
			return why;
		snprintf(c->setup.players[seat].name,
		    sizeof(c->setup.players[seat].name), "%s", v);
		c->have |= SET_NAME(seat);
	} else if (strncmp(key, "player ", 7) == 0) {
		if ((seat = seat_of(key, 7)) < 0)
			/* TRANSLATORS: a problem in the settings' file; the
			 * letters are the file's and stay. */
			return _("a seat is S, E, N or W");
		if (strcmp(v, "human") == 0)
			c->setup.players[seat].human = true;
		else if ((level = bot_level_parse(v)) >= 0) {
			c->setup.players[seat].human = false;
			match_set_level(&c->setup.players[seat],
			    (enum bot_level)level);
		} else
			return config_words(key, buf, size);
		c->have |= SET_PLAYER(seat);
	} else if (strcmp(key, "match") == 0) {
		if ((k = record_length_parse(v)) < 0)
			/* TRANSLATORS: a problem in the settings' file; the
			 * words are the file's and stay. */
			return _("a match is hand, giro or set");
		c->setup.length = (enum mc_length)k;
		c->have |= SET_LENGTH;
	} else if (strcmp(key, "variants") == 0) {
		/* as a record writes them, or as --variants takes them */
		c->setup.variants = 0;
		for (; strcmp(v, "none") != 0 && *v != '\0'; v += n) {
			v += strspn(v, ", ");
			if ((n = (long)strcspn(v, ", ")) == 0)
				break;
			if ((k = record_variant_parse(v, (size_t)n)) < 0)
				return config_words(key, buf, size);
			c->setup.variants |= (unsigned)k;
		}
		c->have |= SET_VARIANTS;
	} else if (strcmp(key, "pace") == 0) {
		errno = 0;
		n = strtol(v, &end, 10);
		if (end == v || *end != '\0' || errno != 0 || n < 0 ||
		    n > 10000)
			return _("the pace is 0 to 10000 (ms)");
		c->delay_ms = (int)n;
		c->have |= SET_PACE;
	} else if (strcmp(key, "ascii") == 0 || strcmp(key, "color") == 0 ||
	    strcmp(key, "english") == 0) {
		if ((k = yes_no(v)) < 0)
			/* TRANSLATORS: a problem in the settings' file;
			 * yes and no are the file's words and stay. */
			return _("expected yes or no");
		if (key[0] == 'a') {
			c->ascii = k;
			c->have |= SET_ASCII;
		} else if (key[0] == 'c') {
			c->color = k;
			c->have |= SET_COLOR;
		} else {
			c->english = k;
			c->have |= SET_ENGLISH;
		}
	} else if (strcmp(key, "lesson") == 0 ||
	    strncmp(key, "lesson ", 7) == 0)
		return lesson_line(c, key, v);
	else
		return _("unknown setting");
	return NULL;
}

/* Trims blanks at both ends, in place. */
static char *
trim(char *s)
{
	char	*e;

	while (*s == ' ' || *s == '\t')
		s++;
	e = s + strlen(s);
	while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' ||
	    e[-1] == '\r'))
		*--e = '\0';
	return s;
}

/*
 * The file at path opened to read, if it is a regular file: a FIFO or a
 * device in its place is refused at once, never waited on.  NULL with
 * err empty if there is none.
 */
static FILE *
open_regular(const char *path, char *err, size_t errsize)
{
	struct stat	 st;
	FILE		*fp;
	int		 fd;

	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) < 0) {
		if (errno != ENOENT)
			/* TRANSLATORS: the settings' file and why it cannot
			 * be read. */
			snprintf(err, errsize, _("%s: %s; the defaults are "
			    "used"), path, strerror(errno));
		return NULL;
	}
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		snprintf(err, errsize, _("%s: not a regular file; the "
		    "defaults are used"), path);
		close(fd);
		return NULL;
	}
	if ((fp = fdopen(fd, "r")) == NULL) {
		snprintf(err, errsize, _("%s: %s; the defaults are used"),
		    path, strerror(errno));
		close(fd);
	}
	return fp;
}

/*
 * Reads the settings at path into c.  A missing file is no settings;
 * anything else wrong gives one line (file, line, problem) in err, and
 * false, c as empty as it began.
 */
bool
config_read(const char *path, struct settings *c, char *err,
    size_t errsize)
{
	FILE		*fp;
	char		 line[512], *eq, *key, *v, problem[300];
	const char	*why = NULL;
	int		 n = 0;

	memset(c, 0, sizeof(*c));
	err[0] = '\0';
	if ((fp = open_regular(path, err, errsize)) == NULL)
		return err[0] == '\0';
	while (why == NULL && fgets(line, sizeof(line), fp) != NULL) {
		n++;
		if (strchr(line, '\n') == NULL && !feof(fp))
			why = _("line too long");
		else if (*(key = trim(line)) == '\0' || key[0] == '#')
			continue;
		else if ((eq = strchr(key, '=')) == NULL)
			/* TRANSLATORS: a problem in the settings' file, whose
			 * lines are "setting = value". */
			why = _("expected 'setting = value'");
		else {
			*eq = '\0';
			key = trim(key);
			v = trim(eq + 1);
			why = config_line(c, key, v, problem,
			    sizeof(problem));
		}
	}
	if (why == NULL && ferror(fp))
		why = _("read error");
	fclose(fp);
	if (why != NULL) {
		/* TRANSLATORS: the settings' file, the line, the problem. */
		snprintf(err, errsize, _("%s:%d: %s; the defaults are used"),
		    path, n, why);
		memset(c, 0, sizeof(*c));
		return false;
	}
	return true;
}

/*
 * Where the settings are written: through a link (dotfiles kept
 * elsewhere) to the file it names, so the link stays a link.
 */
static const char *
write_through(const char *path, char target[PATH_MAX], char *err,
    size_t errsize)
{
	struct stat	 st;

	if (lstat(path, &st) != 0 || !S_ISLNK(st.st_mode))
		return path;
	if (realpath(path, target) == NULL) {
		snprintf(err, errsize, _("%s: a link to nothing usable: %s"),
		    path, strerror(errno));
		return NULL;
	}
	return target;
}

/* The settings as a file; false (err) if it could not be written. */
bool
config_write(const char *path, const struct settings *c, char *err,
    size_t errsize)
{
	char	*text = NULL, dir[SAVE_PATH_MAX], vars[200];
	char	 target[PATH_MAX];
	size_t	 len = 0;
	FILE	*fp;
	bool	 ok;
	int	 s;

	snprintf(dir, sizeof(dir), "%s", path);
	if (!save_make_dirs(dir, err, errsize) ||
	    (fp = open_memstream(&text, &len)) == NULL)
		return false;
	fprintf(fp, "# minchiate settings: written by the setup screen, "
	    "the pace keys\n# (+, -) and the lessons (--tutor), read when "
	    "the table opens; see\n# minchiate(6), FILES.\n");
	for (s = 0; s < MC_NSEATS; s++)
		if (c->have & SET_NAME(s))
			fprintf(fp, "name %c = %s\n", mc_seat_letter(s),
			    c->setup.players[s].name);
	for (s = 0; s < MC_NSEATS; s++)
		if (c->have & SET_PLAYER(s))
			fprintf(fp, "player %c = %s\n", mc_seat_letter(s),
			    c->setup.players[s].human ? "human" :
			    c->setup.players[s].level);
	if (c->have & SET_LENGTH)
		fprintf(fp, "match = %s\n", record_length_name(c->setup.length));
	if (c->have & SET_VARIANTS)
		fprintf(fp, "variants = %s\n", variants_text(c->setup.variants,
		    vars, sizeof(vars)));
	if (c->have & SET_PACE)
		fprintf(fp, "pace = %d\n", c->delay_ms);
	if (c->have & SET_ASCII)
		fprintf(fp, "ascii = %s\n", c->ascii ? "yes" : "no");
	if (c->have & SET_COLOR)
		fprintf(fp, "color = %s\n", c->color ? "yes" : "no");
	if (c->have & SET_ENGLISH)
		fprintf(fp, "english = %s\n", c->english ? "yes" : "no");
	if (c->lesson_last > 0)
		fprintf(fp, "lesson = %d\n", c->lesson_last);
	for (s = 1; s <= LESSONS_MAX; s++)
		if (c->lesson_step[s] == LESSON_DONE)
			fprintf(fp, "lesson %d = done\n", s);
		else if (c->lesson_step[s] > 0)
			fprintf(fp, "lesson %d = %d\n", s, c->lesson_step[s]);
	if (fclose(fp) != 0) {
		free(text);
		snprintf(err, errsize, "%s", _("out of memory"));
		return false;
	}
	ok = (path = write_through(path, target, err, errsize)) != NULL &&
	    save_write(path, text, len, err, errsize);
	free(text);
	return ok;
}

/* The settings into the options, where the command line gave none. */
void
config_apply(const struct settings *c, struct tui_options *o)
{
	int	 s;

	for (s = 0; s < MC_NSEATS && !o->seats_given; s++)
		if (c->have & SET_PLAYER(s)) {
			o->setup.players[s].human = c->setup.players[s].human;
			memcpy(o->setup.players[s].level,
			    c->setup.players[s].level,
			    sizeof(o->setup.players[s].level));
		}
	/* a person's name, for a seat a person plays now */
	for (s = 0; s < MC_NSEATS; s++)
		if ((c->have & SET_NAME(s)) && !(o->given & SET_NAME(s)) &&
		    o->setup.players[s].human)
			snprintf(o->setup.players[s].name,
			    sizeof(o->setup.players[s].name), "%s",
			    c->setup.players[s].name);
	if ((c->have & SET_LENGTH) && !(o->given & SET_LENGTH))
		o->setup.length = c->setup.length;
	if ((c->have & SET_VARIANTS) && !(o->given & SET_VARIANTS))
		o->setup.variants = c->setup.variants;
	if ((c->have & SET_PACE) && !o->delay_given)
		o->delay_ms = c->delay_ms;
	if ((c->have & SET_ASCII) && !(o->given & SET_ASCII))
		o->ascii = c->ascii;
	if ((c->have & SET_COLOR) && !(o->given & SET_COLOR))
		o->color = c->color;
	if ((c->have & SET_ENGLISH) && !(o->given & SET_ENGLISH))
		o->english = c->english;
}

/*
 * What the setup screen chose, kept for next time: what the command
 * line gave for this session alone (o->given) keeps the file's value.
 * Names are kept for the people only: a computer player's name is the
 * seat's default, and a person's statistics go by name.
 */
void
config_from_setup(struct settings *c, const struct tui_options *o)
{
	int	 s;

	for (s = 0; s < MC_NSEATS; s++) {
		struct player	*pl = &c->setup.players[s];

		c->have |= SET_PLAYER(s);
		pl->human = o->setup.players[s].human;
		memcpy(pl->level, o->setup.players[s].level, sizeof(pl->level));
		if (o->given & SET_NAME(s))
			continue;	/* --name: this session's */
		c->have &= ~SET_NAME(s);
		/* a person nobody named keeps no name: his seat's, in the
		 * language of the next session */
		if (pl->human && !o->setup.players[s].unnamed) {
			memcpy(pl->name, o->setup.players[s].name,
			    sizeof(pl->name));
			c->have |= SET_NAME(s);
		}
	}
	if (!(o->given & SET_LENGTH)) {
		c->setup.length = o->setup.length;
		c->have |= SET_LENGTH;
	}
	if (!(o->given & SET_VARIANTS)) {
		c->setup.variants = o->setup.variants;
		c->have |= SET_VARIANTS;
	}
	if (!o->delay_given) {
		c->delay_ms = o->delay_ms;
		c->have |= SET_PACE;
	}
	if (!(o->given & SET_ASCII)) {
		c->ascii = o->ascii;
		c->have |= SET_ASCII;
	}
	if (!(o->given & SET_COLOR)) {
		c->color = o->color;
		c->have |= SET_COLOR;
	}
	if (!(o->given & SET_ENGLISH)) {
		c->english = o->english;
		c->have |= SET_ENGLISH;
	}
}

/* The next pace up (step 1) or down: about half, in 50 ms, 0 to 10 s. */
int
config_pace_next(int d, int step)
{
	if (step > 0)
		d = d < 100 ? d + 100 : d * 3 / 2;
	else
		d = d <= 100 ? 0 : d * 2 / 3;
	if (d > 10000)
		d = 10000;
	return d - d % 50;
}

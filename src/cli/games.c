/*
 * games.c -- the games this program plays, one row each: the word of
 * --game and of a record's "game" line, and the text modes that play
 * it.  main.c runs the row it is handed, and --replay the row its
 * record names; no mode asks which game it is.
 */
#include <err.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "../lang/lang.h"
#include "../record/record.h"

const struct cli_game cli_games[] = {
	{ "minchiate", "Minchiate Fiorentine", cli_selfplay, cli_replay_lines,
	    cli_text_hand, show_card_table, record_variant_parse, true },
	{ "sicilia", "Tarocchi Siciliani", cli_ts_selfplay, cli_ts_replay,
	    cli_ts_text_hand, show_ts_card_table, cli_ts_variant, false },
};

#define NGAMES	(sizeof(cli_games) / sizeof(cli_games[0]))

const struct cli_game *
cli_game_find(const char *word)
{
	size_t	 i;

	for (i = 0; i < NGAMES; i++)
		if (strcmp(word, cli_games[i].word) == 0)
			return &cli_games[i];
	return NULL;
}

/* The games' words, for --help and the errors. */
const char *
cli_game_words(char *buf, size_t size)
{
	size_t	 i, at = 0;

	buf[0] = '\0';
	for (i = 0; i < NGAMES && at < size; i++)
		at += (size_t)snprintf(buf + at, size - at, "%s%s",
		    i > 0 ? ", " : "", cli_games[i].word);
	return buf;
}

/* A line that says nothing: blank, or a comment. */
static bool
quiet(const char *line)
{
	return record_kind_of(line, strlen(line), NULL) == REC_BLANK ||
	    line[strspn(line, " \t")] == '#';
}

/*
 * --replay: the game of a record is the word of its "game" line, the
 * first after the magic line that says something; Minchiate's without
 * one.  The lines read to learn it go to the game's reader first.
 */
#define FIRST_MAX	64

int
cli_replay(const char *file)
{
	static char		 first[FIRST_MAX][2048];
	char			*lines[FIRST_MAX], word[64], name[1024];
	char			 shown[128], words[128];
	const struct cli_game	*game = &cli_games[0];
	FILE			*fp = stdin;
	enum record_read	 got;
	int			 n = 0, status = 1;
	bool			 magic = false;

	if (strcmp(file, "-") == 0)
		file = _("standard input");
	else if ((fp = fopen(file, "r")) == NULL) {
		warn("%s", safe_text(file, name, sizeof(name)));
		return 1;
	}
	while (n < FIRST_MAX && (got = record_read_line(fp, first[n],
	    sizeof(first[n]))) != RECORD_READ_END) {
		if (got != RECORD_READ_LINE) {
			warnx("%s:%d: %s", safe_text(file, name, sizeof(name)),
			    n + 1, got == RECORD_READ_LONG ? _("line too long") :
			    _("a NUL byte"));
			goto done;
		}
		lines[n] = first[n];
		if (quiet(first[n++]))
			continue;
		if (!magic) {
			magic = true;	/* the game's reader judges it */
			continue;
		}
		if (sscanf(first[n - 1], "game %63s", word) == 1 &&
		    (game = cli_game_find(word)) == NULL) {
			warnx(_("%s:%d: game %s: no such game (%s)"),
			    safe_text(file, name, sizeof(name)), n,
			    safe_text(word, shown, sizeof(shown)),
			    cli_game_words(words, sizeof(words)));
			goto done;
		}
		break;
	}
	status = game->replay(file, fp, lines, n);
done:
	if (fp != stdin)
		fclose(fp);
	return status;
}

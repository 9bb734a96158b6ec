/*
 * fuzz_save.c -- libFuzzer harness for the save loader: any text, read
 * as a saved match (game_load), is resumed or refused with a message,
 * never a crash; a match that loads can be played on.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/tui/game.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct game	 g;
	struct decision		 d;
	char			 err[512], *text;
	int			 k;

	if (size > 1 << 20 || (text = malloc(size + 1)) == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	if (game_load(&g, "fuzz", text, err, sizeof(err))) {
		/* A loaded match goes on: a few decisions by the bots, easy
		 * ones, as the search's depth is not what is fuzzed here. */
		for (k = 0; k < MC_NSEATS; k++)
			g.players[k].level = BOT_EASY;
		if (g.r.hand.phase == MC_PHASE_OVER)
			game_deal(&g);
		for (k = 0; k < 8 && game_actor(&g) >= 0; k++) {
			game_bot_decision(&g, &d);
			if (!game_apply(&g, &d))
				abort();	/* the engine refused a bot */
		}
	} else if (err[0] == '\0')
		abort();			/* a refusal says why */
	game_free(&g);
	free(text);
	return 0;
}

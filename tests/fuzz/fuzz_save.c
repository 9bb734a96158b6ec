/*
 * fuzz_save.c -- libFuzzer harness for the save loader: any text, read
 * as a saved match (session_load), is resumed or refused with a message,
 * never a crash; a match that loads can be played on.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/session/session.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct session	 g;
	struct mc_decision		 d;
	char			 err[512], *text;
	int			 k;

	if (size > 1 << 20 || (text = malloc(size + 1)) == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	if (session_load(&g, "fuzz", text, err, sizeof(err))) {
		/* A loaded match goes on: a few decisions by the bots, easy
		 * ones, as the search's depth is not what is fuzzed here. */
		for (k = 0; k < MC_NSEATS; k++)
			match_set_level(&g.m.players[k], BOT_EASY);
		if (g.m.hand.phase == MC_PHASE_OVER)
			session_deal(&g);
		for (k = 0; k < 8 && match_actor(&g.m) >= 0; k++) {
			match_bot_decision(&g.m, &d);
			if (match_decide(&g.m, &d) != MC_OK)
				abort();	/* the engine refused a bot */
		}
	} else if (err[0] == '\0')
		abort();			/* a refusal says why */
	session_free(&g);
	free(text);
	return 0;
}

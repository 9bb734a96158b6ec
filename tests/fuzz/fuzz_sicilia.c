/*
 * fuzz_sicilia.c -- libFuzzer harness for records of Tarocchi Siciliani
 * (minchiate(5), "game sicilia"): any bytes, read as such a record line
 * by line, must give a verdict, never a crash.  Build and run with
 * `make fuzz` (clang).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/match/sicilian.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct sicilian	 s;
	struct load		 r;
	char			 line[4096];
	size_t			 i = 0, n;

	sicilian_init(&s);
	load_init(&r, NULL, "fuzz");
	while (i < size) {
		for (n = 0; i < size && data[i] != '\n' && n < sizeof(line) - 1;
		    i++)
			line[n++] = (char)data[i];
		line[n] = '\0';
		i++;
		if (!sicilian_load_line(&r, &s, line))
			return 0;
	}
	return 0;
}

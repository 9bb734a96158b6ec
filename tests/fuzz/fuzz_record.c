/*
 * fuzz_record.c -- libFuzzer harness for game records: any bytes, read
 * as a record line by line, must give a verdict, never a crash.
 * Build and run with `make fuzz` (clang).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/match/match.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct match	 m;
	struct load		 r;
	char			 line[4096];
	size_t			 i = 0, n;

	match_init(&m);
	load_init(&r, &m, "fuzz");
	while (i < size) {
		for (n = 0; i < size && data[i] != '\n' && n < sizeof(line) - 1;
		    i++)
			line[n++] = (char)data[i];
		line[n] = '\0';
		i++;
		if (!load_line(&r, line))
			return 0;
	}
	load_finish(&r);
	return 0;
}

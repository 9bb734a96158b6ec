/*
 * fuzz_record.c -- libFuzzer harness for game records: any bytes, read
 * as a record line by line, must give a verdict, never a crash.
 * Build and run with `make fuzz` (clang).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/record/record.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct replay	 r;
	char			 line[4096];
	size_t			 i = 0, n;

	replay_init(&r, "fuzz");
	while (i < size) {
		for (n = 0; i < size && data[i] != '\n' && n < sizeof(line) - 1;
		    i++)
			line[n++] = (char)data[i];
		line[n] = '\0';
		i++;
		if (!replay_line(&r, line))
			return 0;
	}
	replay_finish(&r);
	return 0;
}

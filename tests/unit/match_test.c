#include "t.h"
void match_tests(void) {}

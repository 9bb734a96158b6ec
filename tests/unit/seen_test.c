#include "t.h"
void seen_tests(void) {}

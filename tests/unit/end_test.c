#include "t.h"
void end_tests(void) {}

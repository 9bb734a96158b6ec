#include "t.h"
void property_tests(void) {}

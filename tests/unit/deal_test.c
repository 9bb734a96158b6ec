#include "t.h"
void deal_tests(void) {}

#include "t.h"
void draw_tests(void) {}

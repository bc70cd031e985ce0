// Only the header matters: SwiftPM builds a C target from at least one source file.
#include "FuzzDriver.h"

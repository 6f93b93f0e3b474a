// The module is the header alone; SwiftPM needs one source file in a C target.
#include "CFuzzerDriver.h"

#include "CBuildInfo.h"

// Weak: the definition Scripts/dist.sh links in replaces this one.
__attribute__((weak)) const char *tf_build_commit(void) {
    return "unknown";
}

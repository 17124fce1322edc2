#include "CBuildInfo.h"

#ifndef THREADFOLD_COMMIT
#define THREADFOLD_COMMIT "unknown"
#endif

// The string lives here, once; Swift reads it through the function.
static const char commit[] = THREADFOLD_COMMIT;

const char *tf_build_commit(void) {
    return commit;
}

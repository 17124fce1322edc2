#ifndef CBUILDINFO_H
#define CBUILDINFO_H

/// The git commit the executable was built from. `make dist` (Scripts/dist.sh) passes it
/// as -DTHREADFOLD_COMMIT="<hash>"; a plain `swift build` has none and says "unknown".
/// A C macro because a Swift package cannot hand a string to Swift code at build time
/// without a plugin, and a generated source file would dirty the tree it describes.
const char *tf_build_commit(void);

#endif

#ifndef CBUILDINFO_H
#define CBUILDINFO_H

/// The git commit the executable was built from, or "unknown" for a plain `swift build`.
/// `make dist` (Scripts/dist.sh) links in a small object of its own that defines this
/// function again, strongly, returning the commit: only the link step sees the commit,
/// so a new commit relinks the release executable instead of recompiling every module
/// (a -D flag would reach every module's compile).
const char *tf_build_commit(void);

#endif

/// What the watcher wants to hear about one directory it has an inotify watch on.
struct WatchedDirectory: Sendable, Hashable {
    var path: String
    /// Part of a recursively watched tree: every entry counts, subdirectories get watches.
    var isRecursive: Bool
    /// Names of single files watched through this (their parent) directory.
    var fileNames: Set<String>
    /// The caller named this directory itself, so its own deletion or move is reported.
    var isRoot: Bool

    func reports(_ name: String) -> Bool {
        isRecursive || fileNames.contains(name)
    }

    func merged(with other: WatchedDirectory) -> WatchedDirectory {
        WatchedDirectory(path: other.path,
                         isRecursive: isRecursive || other.isRecursive,
                         fileNames: fileNames.union(other.fileNames),
                         isRoot: isRoot || other.isRoot)
    }
}

/// Maps inotify watch descriptors to the directories they watch.
struct WatchTable: Sendable {
    private var byDescriptor: [Int32: WatchedDirectory] = [:]

    subscript(wd: Int32) -> WatchedDirectory? {
        byDescriptor[wd]
    }

    /// Records a watch; inotify hands back the same descriptor for a directory watched
    /// twice (a root that is also a single file's parent), so the wishes are merged.
    mutating func insert(_ directory: WatchedDirectory, wd: Int32) {
        byDescriptor[wd] = byDescriptor[wd].map { $0.merged(with: directory) } ?? directory
    }

    mutating func remove(_ wd: Int32) {
        byDescriptor[wd] = nil
    }

    /// Descriptors of the recursively watched directory at `path` and all below it,
    /// dropped when that directory is moved: their paths would be stale, and a move
    /// within the tree is watched afresh from its IN_MOVED_TO.
    func recursiveDescriptors(under path: String) -> [Int32] {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return byDescriptor.compactMap { wd, directory in
            guard directory.isRecursive,
                directory.path == path || directory.path.hasPrefix(prefix)
            else { return nil }
            return wd
        }
    }
}

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
        WatchedDirectory(
            path: other.path,
            isRecursive: isRecursive || other.isRecursive,
            fileNames: fileNames.union(other.fileNames),
            isRoot: isRoot || other.isRoot)
    }
}

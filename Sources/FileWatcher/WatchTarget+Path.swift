extension WatchTarget {
    /// The path the caller named, as reported in `.overflow` events.
    var path: String {
        switch self {
        case .tree(let path):
            return path
        case .file(let directory, let name):
            return Self.join(directory, name)
        }
    }

    /// Appends an entry name to a directory path without doubling the root's slash.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    var isDirectory: Bool {
        if case .tree = self { return true }
        return false
    }
}

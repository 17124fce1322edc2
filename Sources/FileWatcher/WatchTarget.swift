import Foundation

/// A path the caller asked to watch, resolved to what inotify needs: a directory tree,
/// or a single file watched through its parent directory.
enum WatchTarget: Sendable, Hashable {
    case tree(String)
    case file(directory: String, name: String)

    /// Resolves `path` against the current directory without following symbolic links,
    /// so reported paths start with exactly what the caller gave.
    static func resolve(_ path: String) throws -> WatchTarget {
        let absolute = absolutePath(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
            throw FileWatcherError.pathNotFound(path)
        }
        if isDirectory.boolValue {
            return .tree(absolute)
        }
        let url = URL(fileURLWithPath: absolute)
        return .file(directory: url.deletingLastPathComponent().path, name: url.lastPathComponent)
    }

    /// Makes `path` absolute and removes `.`, `..`, repeated and trailing slashes by
    /// text alone (Foundation's standardizing may resolve links, which would change the
    /// prefix of every reported path).
    static func absolutePath(_ path: String) -> String {
        let base = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in base.split(separator: "/") where part != "." {
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

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

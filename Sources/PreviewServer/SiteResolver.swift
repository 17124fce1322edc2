import Glibc

/// Maps a checked request path to a real file or directory under the site root.
///
/// The root is resolved with `realpath` on every request because rebuilds replace
/// it by renaming; caching either its path or a descriptor would serve stale files.
/// Symlinks inside the root are followed, but only to targets inside the real root.
struct SiteResolver: Sendable {
    enum Resolution: Sendable, Equatable {
        case file(path: String)
        case directory(path: String)
        /// Absent, unreadable, not a regular file, or outside the root: all look the same.
        case missing
    }

    let rootPath: String

    func resolve(_ path: RequestPath) -> Resolution {
        resolve(relative: path.relativePath)
    }

    func resolve(relative: String) -> Resolution {
        guard let realRoot = Self.realPath(rootPath) else { return .missing }
        let candidate = relative.isEmpty ? realRoot : realRoot + "/" + relative
        guard let real = Self.realPath(candidate), Self.isInside(real, root: realRoot) else {
            return .missing
        }
        var info = stat()
        guard stat(real, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(path: real)
        case S_IFDIR: return .directory(path: real)
        default: return .missing
        }
    }

    static func isInside(_ path: String, root: String) -> Bool {
        if path == root { return true }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

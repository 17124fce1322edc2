import Glibc

/// Why a `FileWatcher` could not be set up. Each case names the path involved so the
/// message can tell the user what to fix.
public enum FileWatcherError: Error, Sendable, Equatable {
    /// A path given to the watcher does not exist (yet).
    case pathNotFound(String)
    /// A system call failed; `path` is the file it concerned, if any.
    case systemCall(name: String, path: String?, errno: Int32)
}

extension FileWatcherError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .pathNotFound(let path):
            return "watch: \(path) does not exist; create it or fix the path before watching it"
        case .systemCall(let name, let path, let code):
            let reason = String(cString: strerror(code))
            let subject = path.map { " for \($0)" } ?? ""
            let hint =
                code == ENOSPC
                ? " (raise fs.inotify.max_user_watches with sysctl)" : ""
            return "watch: \(name) failed\(subject): \(reason)\(hint)"
        }
    }
}

import Foundation

/// A path the watcher saw change, in the pipeline's own terms (the CLI maps inotify
/// events onto this, so the planning logic is pure and needs no watcher to test).
public struct ChangedPath: Sendable, Hashable {
    public var path: String
    /// Gone (deleted or moved away) rather than created or written.
    public var removed: Bool
    public var isDirectory: Bool

    public init(_ path: String, removed: Bool = false, isDirectory: Bool = false) {
        self.path = path
        self.removed = removed
        self.isDirectory = isDirectory
    }
}

/// One spelling per file: the watcher reports absolute paths, the command line may give
/// `./comments` or `comments/`; both are compared in this form.
public enum PathName {
    public static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

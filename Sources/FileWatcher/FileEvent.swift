/// One change under a watched path, as delivered to a `FileWatcher` handler.
///
/// Nothing is filtered: editor swap and backup files, temporary files and hidden files
/// are all reported; deciding what matters is the caller's job.
public struct FileEvent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case created, modified, deleted, movedIn, movedOut
        /// The kernel queue overflowed and events were lost: the caller should treat
        /// everything under `path` (a watched root) as changed.
        case overflow
    }

    /// Absolute path of the file or directory the event is about.
    public let path: String
    public let kind: Kind
    public let isDirectory: Bool
}

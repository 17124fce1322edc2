/// Watches files and directory trees with inotify and delivers debounced, merged batches
/// of `FileEvent`s to a handler. Knows nothing of what the files contain.
///
/// Every change is reported, including editor swap, backup and temporary files:
/// filtering is the caller's job.
public final class FileWatcher: Sendable {
    private let loop: WatchLoop

    /// Watches each path: a directory recursively (including directories created or moved in
    /// later, which are watched from then on, and files already inside them reported as created),
    /// a single file by watching its parent directory and filtering on its name (editors save by
    /// writing a temp file and renaming it over the original: IN_MOVED_TO counts as a change).
    /// A path that does not exist yet is an error naming it.
    ///
    /// Watches are in place when this returns: changes made before `start` are delivered
    /// in the first batch.
    public init(paths: [String], debounce: Duration = .milliseconds(25)) throws {
        let targets = try paths.map(WatchTarget.resolve)
        loop = try WatchLoop(targets: targets, debounce: debounce)
    }

    deinit {
        loop.stop()
    }

    /// Starts delivering batches on a background thread. `handler` is called serially, never
    /// concurrently; events that arrive while it runs are merged into the next batch, so a
    /// rebuild already running is followed by at most one more. A batch is delivered after
    /// `debounce` of quiet (bursts merge), but never later than ~10× debounce after its first
    /// event. Duplicate events in a batch are merged (the last kind per path wins, so a
    /// create+delete pair reports deleted). Calling `start` again, or after `stop`, does nothing.
    public func start(_ handler: @escaping @Sendable ([FileEvent]) -> Void) {
        loop.start(handler)
    }

    /// Stops the thread and closes the inotify descriptor; safe to call twice; also on deinit.
    /// May be called from inside the handler. A handler call already running finishes;
    /// none starts afterwards.
    public func stop() {
        loop.stop()
    }
}

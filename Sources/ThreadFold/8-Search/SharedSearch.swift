import Foundation

/// The search documents the build's worker threads add, one thread at a time; the index
/// is written from them once every thread's final slug is known.
final class SharedSearch: @unchecked Sendable {
    private var threads: [SearchThread] = []
    private let lock = NSLock()

    func add(_ thread: SearchThread) {
        lock.withLock { threads.append(thread) }
    }

    /// In `ThreadKey` order, so the index does not depend on which worker finished first.
    var snapshot: [SearchThread] { lock.withLock { threads.sorted { $0.key < $1.key } } }
}

import Foundation

/// A `FeedCollector` that the build's worker threads add to.
final class SharedFeed: @unchecked Sendable {
    private var collector: FeedCollector
    private let lock = NSLock()

    init(limit: Int) {
        collector = FeedCollector(limit: limit)
    }

    func add(_ candidates: [FeedEntry], threadTitle: String, key: ThreadKey) {
        guard !candidates.isEmpty else { return }
        lock.withLock { collector.add(candidates, threadTitle: threadTitle, key: key) }
    }

    var snapshot: FeedCollector { lock.withLock { collector } }
}

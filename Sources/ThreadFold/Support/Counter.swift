import Foundation

/// A count shared by worker threads (progress reporting).
final class Counter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()

    var value: Int { lock.withLock { count } }

    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}

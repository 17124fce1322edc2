import Foundation

/// A count shared by worker threads (progress reporting).
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}

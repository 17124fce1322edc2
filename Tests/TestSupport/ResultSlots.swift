import Foundation

/// Fixed-size slots filled from several threads (`DispatchQueue.concurrentPerform`), for
/// tests that compare concurrent output with serial output; a lock keeps them consistent.
public final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [String?]

    public init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    public func store(_ value: String?, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    public subscript(index: Int) -> String? {
        lock.withLock { slots[index] }
    }

    /// Every filled slot, in order (an unfilled one is left out, which the test notices).
    public var values: [String] {
        lock.withLock { slots.compactMap { $0 } }
    }
}

import Foundation

/// Fixed-size slots filled from several threads; a lock keeps the array consistent.
final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [String?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: String, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    /// Every filled slot, in order (an unfilled one is left out, which the test notices).
    var values: [String] {
        lock.withLock { slots.compactMap { $0 } }
    }
}

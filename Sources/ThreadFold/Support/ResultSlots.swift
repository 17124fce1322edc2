import Foundation

/// Fixed slots that parallel workers fill by index, each slot written by exactly one
/// worker, read after all of them finish. The lock makes that hand-over visible across
/// threads; it is taken once per slot, not in any inner loop.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Value?] { lock.withLock { slots } }
}

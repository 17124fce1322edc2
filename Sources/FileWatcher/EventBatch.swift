/// Events gathered since the last delivery, merged per path, plus when they arrived so
/// the reader knows when the batch is due.
struct EventBatch: Sendable {
    typealias Instant = ContinuousClock.Instant

    /// Paths in order of first appearance, so batches read in the order things happened.
    private var order: [String] = []
    private var latest: [String: FileEvent] = [:]
    private(set) var firstArrival: Instant?
    private(set) var lastArrival: Instant?

    var isEmpty: Bool { order.isEmpty }

    /// Adds an event; a later event for the same path replaces the earlier one (the last
    /// kind wins, so created-then-deleted reports deleted).
    mutating func add(_ event: FileEvent, at now: Instant) {
        if latest.updateValue(event, forKey: event.path) == nil {
            order.append(event.path)
        }
        firstArrival = firstArrival ?? now
        lastArrival = now
    }

    /// Hands out the merged events and starts an empty batch.
    mutating func take() -> [FileEvent] {
        let events = order.compactMap { latest[$0] }
        self = EventBatch()
        return events
    }
}

extension EventBatch {
    /// How many quiet periods a steady stream of events may hold a batch back: a
    /// constantly touched file must not starve the rebuild.
    static let maximumDelayFactor = 10

    /// The moment the batch should go out: after `debounce` of quiet, but no later than
    /// `maximumDelayFactor` × `debounce` after its first event. Nil when empty.
    func deadline(debounce: Duration) -> Instant? {
        guard let first = firstArrival, let last = lastArrival else { return nil }
        return min(last + debounce, first + debounce * Self.maximumDelayFactor)
    }

    /// The poll() timeout in milliseconds until the deadline: -1 (wait forever) when
    /// there is nothing to deliver, rounded up so poll never wakes just before it.
    func pollTimeout(debounce: Duration, now: Instant) -> Int32 {
        guard let deadline = deadline(debounce: debounce) else { return -1 }
        let remaining = now.duration(to: deadline)
        guard remaining > .zero else { return 0 }
        let (seconds, attoseconds) = remaining.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: milliseconds)
    }

    func isDue(debounce: Duration, now: Instant) -> Bool {
        guard let deadline = deadline(debounce: debounce) else { return false }
        return now >= deadline
    }
}

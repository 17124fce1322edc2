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

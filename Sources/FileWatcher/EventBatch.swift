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

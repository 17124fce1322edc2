import Foundation

/// One open event-stream connection: a queue of bytes waiting to be sent.
///
/// libmicrohttpd gives every connection its own thread, so the content callback may
/// block here until there is something to send; it wakes at least every
/// `keepAlive` seconds to send a `: ping` comment, and a failed write of that ping
/// is how a closed tab is noticed.
final class EventStreamClient: @unchecked Sendable {
    // `condition` guards `pending` and `closed`.
    private let condition = NSCondition()
    private var pending: [UInt8] = []
    private var closed = false
    private let keepAlive: TimeInterval
    // Weak: the hub belongs to the server, and a stream may outlive neither.
    private weak let hub: EventHub?

    init(keepAlive: TimeInterval, hub: EventHub) {
        self.keepAlive = keepAlive
        self.hub = hub
    }

    /// Called when libmicrohttpd frees the response: the connection is gone.
    func finish() {
        close()
        hub?.unsubscribe(self)
    }

    func enqueue(_ text: String) {
        condition.lock()
        defer { condition.unlock() }
        pending.append(contentsOf: text.utf8)
        condition.broadcast()
    }

    /// Ends the stream: the next (or a waiting) `next` returns nil.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
    }

    /// Waits for bytes, a keep-alive ping or the end of the stream, and returns at
    /// most `limit` bytes, or nil once closed.
    func next(limit: Int) -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: keepAlive)
        while pending.isEmpty && !closed {
            if !condition.wait(until: deadline) && pending.isEmpty && !closed {
                pending.append(contentsOf: ": ping\n\n".utf8)
            }
        }
        if closed { return nil }
        let count = min(limit, pending.count)
        let chunk = Array(pending.prefix(count))
        pending.removeFirst(count)
        return chunk
    }
}

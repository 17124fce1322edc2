import Foundation

/// The open event streams, and what new ones must hear first.
///
/// It remembers the last build failure until the next reload, so a page opened (or
/// reloaded) while the build is broken shows the overlay straight away.
final class EventHub: @unchecked Sendable {
    // `lock` guards every stored var below.
    private let lock = NSLock()
    private var clients: [ObjectIdentifier: EventStreamClient] = [:]
    private var lastFailure: LiveReloadEvent?
    private var isClosed = false
    let keepAlive: TimeInterval

    init(keepAlive: TimeInterval) {
        self.keepAlive = keepAlive
    }

    var clientCount: Int {
        lock.withLock { clients.count }
    }

    /// A new stream, already holding its greeting (and the current failure, if any).
    func subscribe() -> EventStreamClient {
        let client = EventStreamClient(keepAlive: keepAlive, hub: self)
        // The comment line flushes headers at once, so the browser sees `open`.
        client.enqueue(": connected\n\n")
        lock.withLock {
            if isClosed {
                client.close()
                return
            }
            if let lastFailure { client.enqueue(lastFailure.serverSentEvent) }
            clients[ObjectIdentifier(client)] = client
        }
        return client
    }

    func unsubscribe(_ client: EventStreamClient) {
        _ = lock.withLock { clients.removeValue(forKey: ObjectIdentifier(client)) }
    }

    func broadcast(_ event: LiveReloadEvent) {
        let text = event.serverSentEvent
        let targets = lock.withLock {
            switch event {
            case .reload: lastFailure = nil
            case .buildFailed: lastFailure = event
            }
            return Array(clients.values)
        }
        for client in targets { client.enqueue(text) }
    }

    /// Ends every stream so their connection threads can finish; used by `stop`.
    func closeAll() {
        let targets = lock.withLock {
            isClosed = true
            return Array(clients.values)
        }
        for client in targets { client.close() }
    }
}

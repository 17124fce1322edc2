import Foundation
import PreviewServer

/// Hands watch outcomes to the server once it exists (the first build runs before it starts).
final class LiveReloadRelay: @unchecked Sendable {
    private let lock = NSLock()
    private var storedServer: PreviewServer?

    var server: PreviewServer? {
        get { lock.withLock { storedServer } }
        set { lock.withLock { storedServer = newValue } }
    }

    func send(_ outcome: WatchSession.Outcome) {
        switch outcome {
        case .rebuilt: server?.send(.reload)
        case .failed(let message): server?.send(.buildFailed(message: message))
        }
    }
}

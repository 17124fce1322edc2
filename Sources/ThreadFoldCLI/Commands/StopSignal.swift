import Dispatch
import Foundation

/// SIGINT and SIGTERM, caught so `watch` and `serve` can stop cleanly (finish the rebuild
/// in progress, leave no staging folder) and exit 0. Installed before the first line is
/// printed: a Ctrl-C that arrives while the server starts must not kill the process.
final class StopSignal: @unchecked Sendable {
    private let stopped = DispatchSemaphore(value: 0)
    private var sources: [DispatchSourceSignal] = []

    init() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [stopped] in stopped.signal() }
            source.resume()
            sources.append(source)
        }
    }

    /// Blocks until a stop signal arrives.
    func wait() {
        stopped.wait()
        for source in sources { source.cancel() }
    }
}

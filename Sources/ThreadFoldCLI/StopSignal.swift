import Dispatch
import Foundation

/// Blocks until SIGINT or SIGTERM, so `watch` and `serve` can stop cleanly (finish the
/// rebuild in progress, leave no staging folder) and exit 0.
enum StopSignal {
    static func wait() {
        let stopped = DispatchSemaphore(value: 0)
        var sources: [DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { stopped.signal() }
            source.resume()
            sources.append(source)
        }
        stopped.wait()
        sources.forEach { $0.cancel() }
    }
}

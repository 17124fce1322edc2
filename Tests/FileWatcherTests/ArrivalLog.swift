import FileWatcher
import Synchronization

/// Remembers when the handler first saw each path, for latency measurements.
final class ArrivalLog: Sendable {
    private let arrivals = Mutex<[String: ContinuousClock.Instant]>([:])

    func record(_ batch: [FileEvent], at now: ContinuousClock.Instant) {
        arrivals.withLock { arrivals in
            for event in batch where arrivals[event.path] == nil {
                arrivals[event.path] = now
            }
        }
    }

    func arrival(of path: String) -> ContinuousClock.Instant? {
        arrivals.withLock { $0[path] }
    }
}

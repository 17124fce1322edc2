import Synchronization

/// Counts how many calls are inside a region at once, to prove the handler is serial.
final class ConcurrencyProbe: Sendable {
    private struct Counts {
        var inside = 0
        var maximum = 0
        var entered = 0
    }

    private let counts = Mutex(Counts())

    var maximumConcurrent: Int { counts.withLock { $0.maximum } }
    var entered: Int { counts.withLock { $0.entered } }

    func enter() {
        counts.withLock { counts in
            counts.inside += 1
            counts.entered += 1
            counts.maximum = max(counts.maximum, counts.inside)
        }
    }

    func leave() {
        counts.withLock { $0.inside -= 1 }
    }
}

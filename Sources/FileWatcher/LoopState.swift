/// The part of the watcher's state shared between the caller's thread (start, stop),
/// the reader thread and the handler queue; always accessed under a lock.
struct LoopState: Sendable {
    enum Phase: Sendable {
        case idle, running, stopped
    }

    var phase: Phase = .idle
    /// A handler call is in progress: the reader keeps gathering into the next batch.
    var handlerBusy = false
}

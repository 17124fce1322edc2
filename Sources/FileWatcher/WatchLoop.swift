import Dispatch
import Foundation
import Glibc
import Synchronization

/// The machinery behind `FileWatcher`: one reader thread blocks in poll() on the inotify
/// descriptor and a wake pipe, turns records into events, and hands due batches to a
/// serial queue that calls the handler.
///
/// `@unchecked Sendable` because `table` and `batch` are confined: they are filled in
/// `init` on the caller's thread and from `start` on touched only by the reader thread
/// (thread start orders the two). Everything shared sits in `control`, under a lock.
final class WatchLoop: @unchecked Sendable {
    static let threadName = "tf.FileWatcher"
    let targets: [WatchTarget]
    let debounce: Duration
    let inotify: InotifyDescriptor
    private let wake: WakePipe
    var table = WatchTable()
    private var batch = EventBatch()
    private let control = Mutex(LoopState())
    private let handlerQueue = DispatchQueue(label: "threadfold.FileWatcher.handler")
    private let readerFinished = DispatchSemaphore(value: 0)

    init(targets: [WatchTarget], debounce: Duration) throws {
        self.targets = targets
        self.debounce = debounce
        inotify = try InotifyDescriptor()
        wake = try WakePipe()
        for target in targets {
            try watch(target)
        }
    }

    deinit {
        stop()
    }

    /// Starts the reader thread; a second call, or a call after `stop`, does nothing.
    func start(_ handler: @escaping @Sendable ([FileEvent]) -> Void) {
        let starts = control.withLock { state in
            guard state.phase == .idle else { return false }
            state.phase = .running
            return true
        }
        guard starts else { return }
        let thread = Thread { [self] in
            // Named from inside: the kernel name (15 bytes at most) is what tools see.
            Thread.current.name = Self.threadName
            run(handler)
            readerFinished.signal()
        }
        thread.start()
    }

    /// Wakes the reader, waits for it to leave, then closes both descriptors. A handler
    /// call already under way finishes on its own; no new one starts afterwards.
    func stop() {
        let previous = control.withLock { state in
            let previous = state.phase
            state.phase = .stopped
            // Signalled under the lock so it can never hit a pipe closed below.
            if previous == .running { wake.signal() }
            return previous
        }
        guard previous != .stopped else { return }
        if previous == .running { readerFinished.wait() }
        inotify.close()
        wake.close()
    }

    private func run(_ handler: @escaping @Sendable ([FileEvent]) -> Void) {
        while true {
            let busy = control.withLock { $0.handlerBusy }
            let timeout = busy ? -1 : batch.pollTimeout(debounce: debounce, now: .now)
            var fds = [
                pollfd(fd: inotify.fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.readFD, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, timeout)
            // Only EINTR is worth retrying; anything else would spin, so give up.
            if ready < 0 && errno != EINTR { return }
            // An invalid descriptor would make every poll return at once: leave, don't spin.
            if (fds[0].revents | fds[1].revents) & Int16(POLLNVAL) != 0 { return }
            if fds[1].revents != 0 { wake.drain() }
            if control.withLock({ $0.phase == .stopped }) { return }
            if fds[0].revents != 0 { ingest(inotify.readAvailable()) }
            deliverIfDue(handler)
        }
    }

    private func ingest(_ records: [InotifyRecord]) {
        let now = ContinuousClock.now
        for record in records {
            for event in events(for: record) {
                batch.add(event, at: now)
            }
        }
    }

    private func deliverIfDue(_ handler: @escaping @Sendable ([FileEvent]) -> Void) {
        guard batch.isDue(debounce: debounce, now: .now) else { return }
        let claimed = control.withLock { state in
            guard !state.handlerBusy else { return false }
            state.handlerBusy = true
            return true
        }
        guard claimed else { return }
        let events = batch.take()
        handlerQueue.async { [self] in
            if control.withLock({ $0.phase == .running }) { handler(events) }
            handlerFinished()
        }
    }

    /// Lets the reader deliver what gathered meanwhile: that becomes the one batch that
    /// follows a running rebuild.
    private func handlerFinished() {
        control.withLock { state in
            state.handlerBusy = false
            if state.phase == .running { wake.signal() }
        }
    }
}

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

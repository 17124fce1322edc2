import CSystem
import Dispatch
import Foundation
import ThreadFold

/// SIGINT and SIGTERM (and Ctrl-C): `watch` and `serve` end within 2 s of one, whatever
/// they are doing. Caught from before the first build: the main thread stops cleanly when
/// it can (no rebuild under way, the search refresh cancelled, exit 0). A thread of its
/// own reads the signals from a pipe the handler writes (`tf_install_stop_signals`), so no
/// signal is lost whichever thread the kernel hands it to; when the clean stop has not
/// ended the process `grace` seconds later (a long build, a stuck server connection), or
/// at a second signal, it abandons the work (`RunScratch.abandon`: staging and spill
/// removed, the previous site in place) and exits 0 at once.
final class StopSignal: @unchecked Sendable {
    private let stopped = DispatchSemaphore(value: 0)
    private let requested = NSLock()
    private var isRequestedValue = false
    private let output: String
    static let grace = 1.0

    init(output: String) {
        self.output = output
        let descriptor = tf_install_stop_signals()
        guard descriptor >= 0 else { return }
        Thread.detachNewThread { [self] in self.listen(descriptor) }
    }

    /// Whether a stop signal has come.
    var isRequested: Bool { requested.withLock { isRequestedValue } }

    /// Blocks until a stop signal arrives.
    func wait() {
        stopped.wait()
    }

    private func listen(_ descriptor: Int32) {
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) != 1 {
            guard errno == EINTR else { return }
        }
        requested.withLock { isRequestedValue = true }
        stopped.signal()
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&waiting, 1, Int32(Self.grace * 1000))
        RunScratch.abandon(output: output, within: 0.5)
        _exit(0)
    }
}

import CSystem
import Dispatch
import Foundation
import ThreadFold

/// SIGINT and SIGTERM (and Ctrl-C), caught once per process by a handler that only writes
/// the signal's number to a pipe (`tf_install_stop_signals`), read by a thread of its own:
/// no signal is lost, whichever thread the kernel hands it to.
///
/// `watch` and `serve` (`.clean`) end within 2 s of one, whatever they are doing: the main
/// thread stops cleanly when it can (no rebuild under way, the search refresh cancelled,
/// exit 0); when that has not ended the process `grace` seconds later (a long build, a
/// stuck connection), or at a second signal, the work is abandoned (`RunScratch.abandon`:
/// staging and spill removed, the previous site in place) and the process exits 0.
/// `build` (`.abandon`) abandons at once, says so and exits 1. Disarmed (between builds
/// of one process), a signal does what it would have done uncaught.
final class StopSignal: @unchecked Sendable {
    enum Mode { case clean, abandon }

    static let shared = StopSignal()
    static let grace = 1.0

    private let lock = NSLock()
    private let stopped = DispatchSemaphore(value: 0)
    private var installed = false
    private var armed: (output: String, mode: Mode, console: Console)?
    private var isRequestedValue = false

    /// Catches the signals for work on `output` from now on.
    func arm(output: String, mode: Mode, console: Console) {
        let install = lock.withLock { () -> Bool in
            armed = (output, mode, console)
            defer { installed = true }
            return !installed
        }
        guard install else { return }
        let descriptor = tf_install_stop_signals()
        guard descriptor >= 0 else { return }
        Thread.detachNewThread { [self] in self.listen(descriptor) }
    }

    func disarm() {
        lock.withLock { armed = nil }
    }

    /// Whether a stop signal has come.
    var isRequested: Bool { lock.withLock { isRequestedValue } }

    /// Blocks until a stop signal arrives.
    func wait() {
        stopped.wait()
    }

    private func listen(_ descriptor: Int32) {
        while true {
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else {
                if errno == EINTR { continue }
                return
            }
            let number = Int32(byte)
            guard let (output, mode, console) = lock.withLock({ armed }) else {
                // Nothing to stop cleanly: the signal's own action.
                signal(number, SIG_DFL)
                raise(number)
                continue
            }
            lock.withLock { isRequestedValue = true }
            if mode == .abandon {
                let name = number == SIGINT ? "SIGINT" : "SIGTERM"
                // Past the swap the new site stands whole: only the old one's removal is cut.
                // A swap under way is waited for, and none starts after this.
                RunScratch.holdSwaps()
                let written = RunScratch.wasWritten(output: output)
                console.err(
                    written
                        ? "threadfold: stopped by \(name) after \(output) was written; the previous site's files are being removed"
                        : "threadfold: stopped by \(name); the build was abandoned and \(output) was not changed")
                RunScratch.abandon(output: output, within: 0.5)
                _exit(written ? 0 : 1)
            }
            stopped.signal()
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&waiting, 1, Int32(Self.grace * 1000))
            RunScratch.abandon(output: output, within: 0.5)
            _exit(0)
        }
    }
}

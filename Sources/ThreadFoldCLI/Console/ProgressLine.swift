import Foundation

/// "Rendering 1,200 of 10,000 threads" on one terminal line, redrawn at most ten times a
/// second, from whichever worker thread finished a thread.
final class ProgressLine: @unchecked Sendable {
    private let console: Console
    private let lock = NSLock()
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(console: Console) {
        self.console = console
    }

    func update(_ done: Int, _ total: Int) {
        lock.withLock {
            let now = Date()
            guard total >= 200, now.timeIntervalSince(lastDraw) > 0.1 || done == total else { return }
            lastDraw = now
            drawn = true
            FileHandle.standardError.write(Data("\r\u{1B}[KRendering \(Summary.grouped(done)) of \(Summary.grouped(total)) threads".utf8))
        }
    }

    func finish() {
        lock.withLock {
            if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            drawn = false
        }
    }
}

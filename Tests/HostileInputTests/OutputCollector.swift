import Foundation

/// Drains a pipe on a background thread and hands back everything read.
final class OutputCollector: @unchecked Sendable {
    // Sendable by the lock; the thread appends while the test may read.
    private let lock = NSLock()
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                lock.withLock { data.append(chunk) }
            }
            done.signal()
        }
    }

    /// What has arrived so far.
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }

    /// Waits for end of file (the child and its children closed the pipe).
    func finish() -> String {
        _ = done.wait(timeout: .now() + 10)
        return text
    }
}

import Foundation
import ThreadFoldCLI

/// A `Console` whose output is kept, so tests can read what a user would see.
public final class CapturedConsole: @unchecked Sendable {
    // Sendable by the lock: the pipeline may report from several threads.
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []

    public init() {}

    public var console: Console {
        Console(
            out: { [self] line in lock.withLock { outLines.append(line) } },
            err: { [self] line in lock.withLock { errLines.append(line) } })
    }

    public var out: String { lock.withLock { outLines.joined(separator: "\n") } }
    public var err: String { lock.withLock { errLines.joined(separator: "\n") } }
}

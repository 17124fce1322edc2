import FileWatcher
import XCTest

extension XCTestCase {
    /// Upper bound for any single wait: generous for a loaded shared machine, still short.
    static let eventTimeout: TimeInterval = 5

    /// Starts a watcher on `paths` recording into a fresh recorder; stopped at teardown.
    func startWatching(_ paths: [String], debounce: Duration = .milliseconds(25))
        throws -> (FileWatcher, BatchRecorder)
    {
        let watcher = try FileWatcher(paths: paths, debounce: debounce)
        let recorder = BatchRecorder()
        watcher.start(recorder.handler)
        addTeardownBlock { watcher.stop() }
        return (watcher, recorder)
    }

    /// Waits until the batches after `mark` contain an event for `path` of one of `kinds`.
    func waitForEvent(
        _ recorder: BatchRecorder, after mark: Int = 0, path: String,
        kinds: Set<FileEvent.Kind>, file: StaticString = #filePath, line: UInt = #line
    ) {
        let expectation = recorder.expectation("\(kinds) for \(path)", after: mark) { events in
            events.contains { $0.path == path && kinds.contains($0.kind) }
        }
        let result = XCTWaiter().wait(for: [expectation], timeout: Self.eventTimeout)
        XCTAssertEqual(
            result, .completed,
            "no \(kinds) event for \(path); got \(recorder.events)", file: file, line: line)
    }
}

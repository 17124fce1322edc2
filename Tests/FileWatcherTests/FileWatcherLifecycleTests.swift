import FileWatcher
import Foundation
import XCTest

/// Starting, stopping and what stopping releases.
final class FileWatcherLifecycleTests: XCTestCase {
    func testStartStopTwiceReleasesDescriptorsAndThread() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let fdsBefore = try openDescriptorCount()
        let threadsBefore = try watcherThreadCount()

        for round in 0..<2 {
            let watcher = try FileWatcher(paths: [tree.path])
            let recorder = BatchRecorder()
            watcher.start(recorder.handler)
            // A delivered batch proves the reader thread is running (and has named itself).
            try tree.write("round-\(round).json")
            waitForEvent(recorder, path: tree.path("round-\(round).json"), kinds: [.created, .modified])
            XCTAssertGreaterThan(try openDescriptorCount(), fdsBefore, "inotify fd and pipe expected")
            watcher.stop()
            watcher.stop()  // safe twice
        }

        XCTAssertLessThanOrEqual(try settledDescriptorCount(atMost: fdsBefore), fdsBefore, "descriptors leaked")
        XCTAssertLessThanOrEqual(try watcherThreadCount(), threadsBefore, "reader thread still alive")
    }

    func testDeinitStopsAWatcherNeverStopped() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let fdsBefore = try openDescriptorCount()
        do {
            let watcher = try FileWatcher(paths: [tree.path])
            watcher.start { _ in }
        }
        XCTAssertLessThanOrEqual(try settledDescriptorCount(atMost: fdsBefore), fdsBefore, "descriptors leaked by deinit")
    }

    func testNoBatchAfterStop() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let (watcher, recorder) = try startWatching([tree.path])
        watcher.stop()
        try tree.write("late.json")

        let late = recorder.expectation("a batch after stop") { !$0.isEmpty }
        late.isInverted = true
        wait(for: [late], timeout: 0.3)
        XCTAssertEqual(recorder.batches.count, 0)
    }

    func testStopFromInsideTheHandlerDoesNotHang() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let watcher = try FileWatcher(paths: [tree.path])
        let stopped = expectation(description: "stop returned inside the handler")
        stopped.assertForOverFulfill = false
        watcher.start { _ in
            watcher.stop()
            stopped.fulfill()
        }
        try tree.write("trigger.json")
        wait(for: [stopped], timeout: Self.eventTimeout)
    }

    func testChangesBeforeStartAreDeliveredFirst() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let watcher = try FileWatcher(paths: [tree.path])
        defer { watcher.stop() }
        try tree.write("early.json")
        let recorder = BatchRecorder()
        watcher.start(recorder.handler)
        waitForEvent(recorder, path: tree.path("early.json"), kinds: [.created, .modified])
    }

    /// The open descriptors once at most `limit`, or after 2 s: the whole suite runs in one
    /// process, and an earlier test's background work (a search refresh finishing, a child
    /// process reaped) can hold a descriptor for a moment while this test counts.
    private func settledDescriptorCount(atMost limit: Int) throws -> Int {
        var count = try openDescriptorCount()
        for _ in 0..<40 where count > limit {
            usleep(50_000)
            count = try openDescriptorCount()
        }
        return count
    }

    private func openDescriptorCount() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
    }

    /// Threads of this process whose kernel name is the watcher's reader thread name.
    private func watcherThreadCount() throws -> Int {
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
        return tasks.filter { task in
            let comm = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
            return comm?.trimmingCharacters(in: .whitespacesAndNewlines) == "tf.FileWatcher"
        }.count
    }
}

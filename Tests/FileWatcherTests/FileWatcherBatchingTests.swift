import FileWatcher
import Synchronization
import XCTest

/// Debouncing, merging and serial delivery.
final class FileWatcherBatchingTests: XCTestCase {
    func testBurstOfWritesArrivesInFewBatches() throws {
        let tree = try TemporaryDirectory.make(for: self)
        // A long quiet period, so a loaded machine pausing the write loop does not split it.
        let (_, recorder) = try startWatching([tree.path], debounce: .milliseconds(250))

        for index in 0..<50 {
            try tree.write("burst-\(index % 5).json", "\(index)")
        }
        try tree.write("done.json")
        waitForEvent(recorder, path: tree.path("done.json"), kinds: [.created, .modified])

        let batches = recorder.batches
        XCTAssertLessThanOrEqual(batches.count, 3, "burst split into \(batches.count) batches")
        for batch in batches {
            XCTAssertEqual(Set(batch.map(\.path)).count, batch.count, "duplicate paths in \(batch)")
        }
        XCTAssertEqual(Set(recorder.events.map(\.path)).count, 6)
    }

    func testCreateThenDeleteInOneBatchReportsDeleted() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let (_, recorder) = try startWatching([tree.path], debounce: .milliseconds(200))

        try tree.write("brief.json")
        try tree.remove("brief.json")
        waitForEvent(recorder, path: tree.path("brief.json"), kinds: [.deleted])
        let kinds = recorder.events.filter { $0.path == tree.path("brief.json") }.map(\.kind)
        XCTAssertEqual(kinds, [.deleted], "merged within the batch")
    }

    func testHandlerNeverRunsConcurrentlyAndIsFollowedByOneMoreBatch() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let watcher = try FileWatcher(paths: [tree.path], debounce: .milliseconds(5))
        defer { watcher.stop() }
        let probe = ConcurrencyProbe()
        let recorder = BatchRecorder()
        let started = expectation(description: "first handler call started")
        started.assertForOverFulfill = false
        // The first call is a slow rebuild that lasts until the test has written more.
        let rebuildMayFinish = DispatchSemaphore(value: 0)
        watcher.start { batch in
            probe.enter()
            started.fulfill()
            if recorder.mark == 0 { _ = rebuildMayFinish.wait(timeout: .now() + Self.eventTimeout) }
            probe.leave()
            recorder.record(batch)
        }

        try tree.write("first.json")
        wait(for: [started], timeout: Self.eventTimeout)
        for index in 0..<20 {
            try tree.write("during-\(index).json")
        }
        rebuildMayFinish.signal()
        waitForEvent(recorder, path: tree.path("during-19.json"), kinds: [.created, .modified])

        XCTAssertEqual(probe.maximumConcurrent, 1, "handler ran concurrently")
        let laterBatches = recorder.batches.dropFirst()
        XCTAssertEqual(laterBatches.count, 1, "writes during a rebuild split into \(laterBatches.count) batches")
    }

    func testSteadyStreamStillDeliversAfterTenDebounces() throws {
        let tree = try TemporaryDirectory.make(for: self)
        let (_, recorder) = try startWatching([tree.path], debounce: .milliseconds(50))
        let streamStart = ContinuousClock.now

        // A write every 10 ms never leaves 50 ms of quiet; only the cap (500 ms) delivers.
        let mid = recorder.expectation("a batch while the stream still runs") { !$0.isEmpty }
        while streamStart.duration(to: .now) < .milliseconds(1200) {
            try tree.write("busy.json", "\(ContinuousClock.now)")
            Thread.sleep(forTimeInterval: 0.01)
        }
        wait(for: [mid], timeout: 0)
    }
}

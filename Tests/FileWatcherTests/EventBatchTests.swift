import XCTest

@testable import FileWatcher

/// Merging and timing rules of a batch, without the kernel.
final class EventBatchTests: XCTestCase {
    private let start = ContinuousClock.now

    private func event(_ path: String, _ kind: FileEvent.Kind) -> FileEvent {
        FileEvent(path: path, kind: kind, isDirectory: false)
    }

    func testLastKindWinsAndFirstAppearanceOrderIsKept() {
        var batch = EventBatch()
        batch.add(event("/a", .created), at: start)
        batch.add(event("/b", .modified), at: start)
        batch.add(event("/a", .modified), at: start)
        XCTAssertEqual(batch.take(), [event("/a", .modified), event("/b", .modified)])
        XCTAssertTrue(batch.isEmpty, "take() must leave an empty batch")
    }

    func testCreateThenDeleteReportsDeleted() {
        var batch = EventBatch()
        batch.add(event("/tmp.json", .created), at: start)
        batch.add(event("/tmp.json", .modified), at: start)
        batch.add(event("/tmp.json", .deleted), at: start)
        XCTAssertEqual(batch.take(), [event("/tmp.json", .deleted)])
    }

    func testDeadlineFollowsTheLastEventAfterQuiet() {
        var batch = EventBatch()
        let debounce = Duration.milliseconds(25)
        batch.add(event("/a", .modified), at: start)
        batch.add(event("/a", .modified), at: start + .milliseconds(10))
        XCTAssertEqual(batch.deadline(debounce: debounce), start + .milliseconds(35))
        XCTAssertFalse(batch.isDue(debounce: debounce, now: start + .milliseconds(34)))
        XCTAssertTrue(batch.isDue(debounce: debounce, now: start + .milliseconds(35)))
    }

    func testSteadyStreamIsCappedAtTenDebounces() {
        var batch = EventBatch()
        let debounce = Duration.milliseconds(25)
        for step in 0...30 {
            batch.add(event("/busy", .modified), at: start + .milliseconds(step * 20))
        }
        XCTAssertEqual(batch.deadline(debounce: debounce), start + .milliseconds(250))
    }

    func testPollTimeoutWaitsForeverWhenEmptyAndRoundsUp() {
        var batch = EventBatch()
        XCTAssertEqual(batch.pollTimeout(debounce: .milliseconds(25), now: start), -1)
        batch.add(event("/a", .created), at: start)
        let now = start + .microseconds(100)
        XCTAssertEqual(batch.pollTimeout(debounce: .milliseconds(25), now: now), 25, "24.9 ms rounds up")
        XCTAssertEqual(batch.pollTimeout(debounce: .milliseconds(25), now: start + .seconds(1)), 0)
    }
}

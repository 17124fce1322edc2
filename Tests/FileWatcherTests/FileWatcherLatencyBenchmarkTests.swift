import FileWatcher
import Foundation
import TestSupport
import XCTest

/// Latency from a write to the handler call. A benchmark, not a check: timing on a shared
/// machine is noise for a regular test run, so it runs only with `THREADFOLD_BENCH=1`
/// (Benchmarks/README.md).
final class FileWatcherLatencyBenchmarkTests: XCTestCase {
    private static let samples = 50

    func testLatencyFromWriteToHandler() throws {
        try Skip.unlessBenchmarking("FileWatcher latency")
        for debounce in [Duration.zero, .milliseconds(25)] {
            let latencies = try measureLatencies(debounce: debounce)
            XCTAssertEqual(latencies.count, Self.samples, "some writes were never delivered")
            let sorted = latencies.sorted()
            let median = sorted[sorted.count / 2]
            let p90 = sorted[sorted.count * 9 / 10]
            print(
                "FileWatcher latency, debounce \(debounce): median \(format(median)), "
                    + "p90 \(format(p90)), min \(format(sorted[0])), max \(format(sorted[sorted.count - 1])) "
                    + "over \(sorted.count) writes")
            XCTAssertGreaterThanOrEqual(median, debounce, "delivered before the quiet period ended")
        }
    }

    private func measureLatencies(debounce: Duration) throws -> [Duration] {
        let tree = try TemporaryDirectory.make(for: self)
        let watcher = try FileWatcher(paths: [tree.path], debounce: debounce)
        defer { watcher.stop() }
        let log = ArrivalLog()
        let recorder = BatchRecorder()
        watcher.start { batch in
            log.record(batch, at: .now)
            recorder.record(batch)
        }
        var latencies: [Duration] = []
        for index in 0..<Self.samples {
            let name = "sample-\(index).json"
            let mark = recorder.mark
            let written = ContinuousClock.now
            try tree.write(name, "\(index)")
            waitForEvent(recorder, after: mark, path: tree.path(name), kinds: [.created, .modified])
            if let arrived = log.arrival(of: tree.path(name)) {
                latencies.append(written.duration(to: arrived))
            }
        }
        return latencies
    }

    private func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String(format: "%.2f ms", milliseconds)
    }
}

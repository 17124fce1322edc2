import CommonMark
import Foundation
import XCTest

/// Throughput of `CommonMark.html` over ~20 MB of markdown (the spec examples concatenated
/// and repeated). Not a check: it runs only with THREADFOLD_BENCH=1, normally through
/// Benchmarks/markdown/run.sh, which builds it in release mode and times the cmark CLI on
/// the same text (written to $THREADFOLD_BENCH_INPUT).
final class CommonMarkBenchmarkTests: XCTestCase {
    private let targetBytes = 20_000_000
    private let runs = 5

    func testThroughputOfHTMLRendering() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["THREADFOLD_BENCH"] == "1" else {
            let reason = "benchmark runs only with THREADFOLD_BENCH=1 (see Benchmarks/markdown/run.sh)"
            print("SKIP: \(reason)")
            throw XCTSkip(reason)
        }
        let text = try benchmarkText()
        if let path = environment["THREADFOLD_BENCH_INPUT"], !path.isEmpty {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let seconds = (0..<runs).map { _ in timeOneRender(text) }.sorted()
        let median = seconds[runs / 2]
        let megabytes = Double(text.utf8.count) / 1_000_000
        XCTAssertGreaterThan(median, 0)
        print(String(format: "BENCH wrapper bytes=%d median_s=%.4f mb_per_s=%.1f runs=%@",
                     text.utf8.count, median, megabytes / median,
                     seconds.map { String(format: "%.4f", $0) }.joined(separator: ",")))
    }

    /// Examples joined by blank lines, repeated until the text reaches `targetBytes`.
    private func benchmarkText() throws -> String {
        let examples = try SharedFixtures.commonMarkExamples("spec")
        let once = examples.map(\.markdown).joined(separator: "\n\n") + "\n\n"
        let repeats = max(1, targetBytes / max(1, once.utf8.count) + 1)
        return String(repeating: once, count: repeats)
    }

    private func timeOneRender(_ text: String) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let html = CommonMark.html(text)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        XCTAssertFalse(html.isEmpty)
        return Double(elapsed) / 1_000_000_000
    }
}

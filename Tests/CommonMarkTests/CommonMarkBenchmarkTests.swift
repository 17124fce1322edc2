import CommonMark
import Foundation
import TestSupport
import XCTest

/// Throughput of `CommonMark.html` over ~20 MB of markdown (the spec examples concatenated
/// and repeated). A benchmark, not a check: it runs only with THREADFOLD_BENCH=1, normally through
/// Benchmarks/markdown/run.sh, which builds it in release mode and times the cmark CLI on
/// the same text (written to $THREADFOLD_BENCH_INPUT; our HTML to $THREADFOLD_BENCH_OUTPUT).
final class CommonMarkBenchmarkTests: XCTestCase {
    private let targetBytes = 20_000_000
    private let runs = 5

    func testThroughputOfHTMLRendering() throws {
        try Skip.unlessBenchmarking("CommonMark throughput")
        let environment = ProcessInfo.processInfo.environment
        let text = try benchmarkText()
        if let path = environment["THREADFOLD_BENCH_INPUT"], !path.isEmpty {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        report("wrapper", bytes: text.utf8.count, seconds: (0..<runs).map { _ in timeOneRender(text) })
        // run.sh compares this with the CLI's output: the same bytes on 20 MB of input.
        if let path = environment["THREADFOLD_BENCH_OUTPUT"], !path.isEmpty {
            try Data(CommonMark.html(text).utf8).write(to: URL(fileURLWithPath: path))
        }
        // Comment bodies are small documents, so also time the examples one by one.
        let examples = try SpecExample.load("spec").map(\.markdown)
        let rounds = targetBytes / max(1, examples.reduce(0) { $0 + $1.utf8.count }) + 1
        let smallBytes = rounds * examples.reduce(0) { $0 + $1.utf8.count }
        report(
            "wrapper-small-documents", bytes: smallBytes,
            seconds: (0..<runs).map { _ in timeSmallRenders(examples, rounds: rounds) })
        try benchmarkRealComments()
    }

    /// Real Markdown comment bodies, one render each: the figure closest to threadfold's work.
    private func benchmarkRealComments() throws {
        let bodies = try RealCommentBodies.load(from: SharedData.url("corpus/real", for: "real corpus"))
        let bodyBytes = bodies.reduce(0) { $0 + $1.utf8.count }
        guard bodyBytes > 0 else { return XCTFail("no Markdown comment bodies found in corpus/real") }
        let rounds = targetBytes / bodyBytes + 1
        report(
            "wrapper-real-comments", bytes: rounds * bodyBytes,
            seconds: (0..<runs).map { _ in timeSmallRenders(bodies, rounds: rounds) })
        print("BENCH real-comments bodies=\(bodies.count) renders_per_run=\(rounds * bodies.count)")
    }

    /// Examples joined by blank lines, repeated until the text reaches `targetBytes`.
    private func benchmarkText() throws -> String {
        let examples = try SpecExample.load("spec")
        let once = examples.map(\.markdown).joined(separator: "\n\n") + "\n\n"
        let repeats = max(1, targetBytes / max(1, once.utf8.count) + 1)
        return String(repeating: once, count: repeats)
    }

    /// One line per measurement; run.sh reads `bytes`, `mb_per_s` and `cpu_mb_per_s`.
    private func report(_ name: String, bytes: Int, seconds clocks: [BenchmarkClock]) {
        let wall = BenchmarkClock.median(clocks.map(\.wallSeconds))
        let cpu = BenchmarkClock.median(clocks.map(\.cpuSeconds))
        let megabytes = Double(bytes) / 1_000_000
        print(
            String(
                format: "BENCH %@ bytes=%d median_s=%.4f mb_per_s=%.1f cpu_median_s=%.4f cpu_mb_per_s=%.1f runs=%@",
                name, bytes, wall, megabytes / wall, cpu, megabytes / max(cpu, 1e-9),
                clocks.map { String(format: "%.3f", $0.wallSeconds) }.joined(separator: ",")))
    }

    private func timeSmallRenders(_ examples: [String], rounds: Int) -> BenchmarkClock {
        var outputBytes = 0
        let clock = BenchmarkClock.time {
            for _ in 0..<rounds {
                for markdown in examples {
                    outputBytes += CommonMark.html(markdown).utf8.count
                }
            }
        }
        XCTAssertGreaterThan(outputBytes, 0)
        return clock
    }

    private func timeOneRender(_ text: String) -> BenchmarkClock {
        var html = ""
        let clock = BenchmarkClock.time { html = CommonMark.html(text) }
        XCTAssertFalse(html.isEmpty)
        return clock
    }
}

import Foundation
import TestSupport
import XCTest

@testable import HTMLSanitizer

/// Sanitiser throughput on the real corpus's HTML bodies. A benchmark, not a check: it
/// runs only with THREADFOLD_BENCH=1, in a release build (Benchmarks/README.md);
/// `CorpusTests` checks what the sanitiser makes of the same bodies.
final class HTMLSanitizerBenchmarkTests: XCTestCase {
    private let passes = 5

    func testCorpusThroughput() throws {
        try Skip.unlessBenchmarking("HTML sanitiser throughput")
        let bodies = try CorpusReader.bodies(in: SharedData.url("corpus/real", for: "real corpus"))
            .filter { $0.format == "html" }.map(\.content)
        let clocks = (0..<passes).map { _ in
            BenchmarkClock.time {
                for body in bodies { _ = HTMLSanitizer.sanitize(body) }
            }
        }
        let inputBytes = bodies.reduce(0) { $0 + $1.utf8.count }
        let wall = BenchmarkClock.median(clocks.map(\.wallSeconds))
        let cpu = BenchmarkClock.median(clocks.map(\.cpuSeconds))
        print(
            String(
                format: "BENCH sanitizer bodies=%d bytes=%d median_s=%.4f bodies_per_s=%.0f mb_per_s=%.1f cpu_median_s=%.4f runs=%d",
                bodies.count, inputBytes, wall, Double(bodies.count) / wall, Double(inputBytes) / 1e6 / wall, cpu, passes))
    }
}

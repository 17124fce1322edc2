// XCTest is there only when tests are built: `swift build -c release` builds this
// target too, and then this file is left out.
#if canImport(XCTest)
    import Foundation
    import XCTest

    /// Skips that say why. A skip for a missing tool, permission or known bug prints its
    /// reason at once, so the log shows it beside the test; opt-in suites are also counted
    /// in the end-of-run summary (`SkipSummary`).
    public enum Skip {
        /// Prints the reason and returns the skip to throw.
        public static func because(_ reason: String) -> XCTSkip {
            print("SKIP: \(reason)")
            return XCTSkip(reason)
        }

        /// Benchmarks are not tests: timings from a debug build on a shared machine mean
        /// nothing, so a benchmark runs only with `THREADFOLD_BENCH=1` (see Benchmarks/README.md).
        public static func unlessBenchmarking(_ benchmark: String) throws {
            guard ProcessInfo.processInfo.environment["THREADFOLD_BENCH"] != "1" else { return }
            SkipSummary.record(benchmark, cause: "benchmarks off (set THREADFOLD_BENCH=1, see Benchmarks/README.md)")
            throw XCTSkip("\(benchmark) is a benchmark; it runs only with THREADFOLD_BENCH=1")
        }
    }
#endif

// XCTest is there only when tests are built: `swift build -c release` builds this
// target too, and then this file is left out.
#if canImport(XCTest)
    import Foundation
    import XCTest

    /// Collects the suites skipped for one cause (shared data absent, benchmarks off) and
    /// prints one line per cause when the test bundle finishes, instead of a line per test:
    /// `shared/ absent (/path; set THREADFOLD_SHARED): skipped CommonMark spec, real corpus (12 tests)`.
    public final class SkipSummary: NSObject, XCTestObservation, @unchecked Sendable {
        // Sendable by the lock: tests may skip from any thread.
        private static let shared = SkipSummary()
        private let lock = NSLock()
        private var registered = false
        /// Cause → suite names, and how many tests skipped for it; causes in first-seen order.
        private var suites: [String: [String]] = [:]
        private var tests: [String: Int] = [:]
        private var causes: [String] = []

        /// Counts one skipped test of `suite`; the first call registers the end-of-run printer.
        public static func record(_ suite: String, cause: String) {
            let needsRegistering = shared.lock.withLock { () -> Bool in
                if shared.suites[cause] == nil { shared.causes.append(cause) }
                if !(shared.suites[cause]?.contains(suite) ?? false) { shared.suites[cause, default: []].append(suite) }
                shared.tests[cause, default: 0] += 1
                defer { shared.registered = true }
                return !shared.registered
            }
            if needsRegistering {
                XCTestObservationCenter.shared.addTestObserver(shared)
            }
        }

        public func testBundleDidFinish(_ testBundle: Bundle) {
            for line in lines() { print(line) }
        }

        func lines() -> [String] {
            lock.withLock {
                causes.map { cause in
                    let count = tests[cause] ?? 0
                    return "\(cause): skipped \(suites[cause, default: []].sorted().joined(separator: ", ")) "
                        + "(\(count) test\(count == 1 ? "" : "s"))"
                }
            }
        }
    }
#endif

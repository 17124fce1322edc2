import CommonMark
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Renders the whole spec many times and checks memory does not grow after a warm-up.
/// A leak of only the output buffer would be ~130,000 blocks (≥ 8 MB) over the run.
final class CommonMarkLeakTests: XCTestCase {
    private let warmUpRounds = 20
    private let measuredRounds = 200
    /// RSS moves in pages and with allocator caching; 2 MB is far below a per-render leak.
    private let residentBound = 2 << 20

    func testRenderingTheSpecRepeatedlyDoesNotGrowMemory() throws {
        let markdown = try SpecExample.load("spec").map(\.markdown)
        let options: [MarkdownOptions] = [[], .commentDefault, .smartPunctuation]
        renderRounds(warmUpRounds, markdown, options)
        let before = try measure()
        renderRounds(measuredRounds, markdown, options)
        let after = try measure()
        let renders = measuredRounds * markdown.count
        print(
            "leak check: \(renders) renders after \(warmUpRounds) warm-up rounds; "
                + "RSS \(before) -> \(after) bytes (\(after - before) growth, bound \(residentBound))")
        // Benchmarks/markdown/leakcheck.sh runs this under valgrind, whose allocator holds
        // freed blocks in a quarantine and so grows RSS; there valgrind judges the leaks.
        if ProcessInfo.processInfo.environment["THREADFOLD_UNDER_VALGRIND"] == "1" {
            print("leak check: RSS bound not asserted under valgrind (freed blocks are quarantined)")
            return
        }
        XCTAssertLessThan(after - before, residentBound)
    }

    /// Calibration: the probe must see memory of the size a per-render leak would hold
    /// (64 bytes per render), or the test above would pass vacuously. The memory comes from
    /// mmap, not malloc, so that releasing it returns it to the system: freed malloc blocks
    /// would stay cached and could hide a real leak in a test that runs after this one.
    func testProbeDetectsMemoryOfALeaksSize() throws {
        let size = measuredRounds * 652 * 64
        let before = try measure()
        let region = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let region, region != MAP_FAILED else {
            return XCTFail("mmap of \(size) bytes failed")
        }
        defer { munmap(region, size) }
        memset(region, 1, size)
        let after = try measure()
        print(
            "calibration: \(size) bytes touched; RSS \(before) -> \(after) bytes "
                + "(\(after - before) growth, bound \(residentBound))")
        XCTAssertGreaterThan(after - before, residentBound)
    }

    private func renderRounds(_ rounds: Int, _ markdown: [String], _ options: [MarkdownOptions]) {
        for round in 0..<rounds {
            let chosen = options[round % options.count]
            for text in markdown {
                _ = CommonMark.html(text, options: chosen)
            }
        }
    }

    private func measure() throws -> Int {
        guard let resident = ResidentMemory.bytes() else {
            throw Skip.because("/proc/self/statm is not readable on this system; the leak check needs Linux /proc")
        }
        return resident
    }
}

import Foundation
import XCTest
@testable import HTMLSanitizer

/// Prints sanitiser throughput on the real corpus (run with `-c release` for real figures).
final class ThroughputTests: XCTestCase {
    func testCorpusThroughput() throws {
        let bodies = try CorpusReader.bodies(in: SharedFixtures.directory("corpus/real"))
            .filter { $0.format == "html" }.map(\.content)
        let passes = 5
        var outputBytes = 0
        let start = Date()
        for _ in 0..<passes {
            for body in bodies { outputBytes += HTMLSanitizer.sanitize(body).utf8.count }
        }
        let seconds = Date().timeIntervalSince(start)
        let inputBytes = bodies.reduce(0) { $0 + $1.utf8.count } * passes
        XCTAssertGreaterThan(outputBytes, inputBytes / 2, "output much smaller than input: text lost?")
        let rate = Double(bodies.count * passes) / seconds
        print(String(format: "throughput: %d bodies, %.1f MB in %.3f s = %.0f bodies/s, %.1f MB/s",
                     bodies.count * passes, Double(inputBytes) / 1e6, seconds, rate, Double(inputBytes) / 1e6 / seconds))
    }
}

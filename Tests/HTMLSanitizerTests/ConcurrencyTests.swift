import Dispatch
import Foundation
import TestSupport
import XCTest

@testable import HTMLSanitizer

/// The build sanitises bodies on many threads at once; gumbo keeps no global state and the
/// sanitiser's tables are immutable, so parallel results must equal serial ones.
final class ConcurrencyTests: XCTestCase {
    func testParallelSanitisingMatchesSerial() throws {
        let bodies =
            try CorpusReader.bodies(in: SharedData.url("corpus/real", for: "real corpus"))
            .filter { $0.format == "html" }.map(\.content) + XSSPayloadTests.payloads
        let serial = bodies.map(HTMLSanitizer.sanitize)
        let parallel = ResultSlots(count: bodies.count)
        DispatchQueue.concurrentPerform(iterations: bodies.count) { index in
            parallel.store(HTMLSanitizer.sanitize(bodies[index]), at: index)
        }
        let mismatches = bodies.indices.filter { parallel[$0] != serial[$0] }
        XCTAssertEqual(mismatches, [], "bodies rendered differently in parallel")
    }
}

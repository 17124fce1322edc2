import CommonMark
import Dispatch
import TestSupport
import XCTest

/// The pipeline renders comment bodies from several threads at once; libcmark keeps no
/// shared mutable state per document, so concurrent output must equal serial output.
final class CommonMarkConcurrencyTests: XCTestCase {
    func testConcurrentRenderingMatchesSerialRendering() throws {
        let markdown = try SpecExample.load("spec").map(\.markdown)
        let serial = markdown.map { CommonMark.html($0, options: .commentDefault) }
        let results = ResultSlots(count: markdown.count)
        DispatchQueue.concurrentPerform(iterations: markdown.count) { index in
            results.store(CommonMark.html(markdown[index], options: .commentDefault), at: index)
        }
        let concurrent = results.values
        let mismatches = zip(serial, concurrent).enumerated().filter { $0.element.0 != $0.element.1 }
        XCTAssertEqual(concurrent.count, serial.count)
        XCTAssertTrue(mismatches.isEmpty, "examples differing: \(mismatches.map { $0.offset + 1 })")
    }
}

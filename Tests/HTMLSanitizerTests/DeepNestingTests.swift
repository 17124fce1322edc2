import Foundation
import XCTest

@testable import HTMLSanitizer

final class DeepNestingTests: XCTestCase {
    /// Runs `body` on a thread with a 512 KiB stack, the size of a secondary thread on macOS
    /// and far below Linux's 8 MiB main stack: a recursion over 100,000 levels would crash.
    private func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = expectation(description: "small-stack thread finished")
        let thread = Thread {
            body()
            done.fulfill()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        wait(for: [done], timeout: 60)
    }

    func testHundredThousandNestedBoldTagsDoNotOverflow() {
        let input = String(repeating: "<b>", count: 100_000) + "deep" + String(repeating: "</b>", count: 100_000)
        onSmallStack {
            let output = HTMLSanitizer.sanitize(input)
            XCTAssertTrue(output.contains("deep"))
            XCTAssertTrue(OutputInspector(output).problems().isEmpty)
        }
    }

    func testHundredThousandNestedDivsWithoutEndTagsDoNotOverflow() {
        let input = String(repeating: "<div><blockquote><span>", count: 33_000) + "bottom"
        onSmallStack {
            let output = HTMLSanitizer.sanitize(input)
            XCTAssertTrue(output.contains("bottom"))
            XCTAssertTrue(OutputInspector(output).problems().isEmpty)
        }
    }

    func testReopenedFormattingElementsStayBounded() {
        // Adoption-agency pattern: each </b> leaves an <i> that the parser reopens later.
        let input = (0..<20_000).map { "<b><i title=\($0)>x</b>" }.joined()
        onSmallStack {
            let output = HTMLSanitizer.sanitize(input)
            XCTAssertTrue(OutputInspector(output).problems().isEmpty)
            XCTAssertTrue(output.contains("x"))
        }
    }
}

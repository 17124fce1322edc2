import TestSupport
import XCTest

@testable import HTMLSanitizer

/// Sanitises `input` and fails (naming the input and output) when the result breaks the
/// allow-list, nests badly or holds an unsafe URL. Returns the output for further checks.
@discardableResult
func assertSafe(_ input: String, file: StaticString = #filePath, line: UInt = #line) -> String {
    let output = HTMLSanitizer.sanitize(input)
    let problems = OutputInspector(output).problems()
    XCTAssertTrue(problems.isEmpty, "input: \(input)\noutput: \(output)\nproblems: \(problems)", file: file, line: line)
    let lowered = output.lowercased()
    for needle in ["<script", "<svg", "<img", "<iframe", "<base", "<meta", "<style", "<object", "<embed", "<math"] {
        XCTAssertFalse(lowered.contains(needle), "\(needle) in output \(output) of \(input)", file: file, line: line)
    }
    return output
}

/// One input → output case of `Cases/sanitizer-cases.json` (grouped by what they show).
struct SanitizerCase: Decodable {
    let what: String
    let input: String
    let output: String
}

/// Every case of the group sanitises safely (`assertSafe`) to exactly its output; a failure
/// names the case.
func assertSanitizes(group: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let cases = try XCTUnwrap(CaseTable.groups(SanitizerCase.self, in: "sanitizer-cases.json")[group], group)
    XCTAssertFalse(cases.isEmpty, "\(group) holds no cases", file: file, line: line)
    for item in cases {
        XCTAssertEqual(assertSafe(item.input, file: file, line: line), item.output, item.what, file: file, line: line)
    }
}

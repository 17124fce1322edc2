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

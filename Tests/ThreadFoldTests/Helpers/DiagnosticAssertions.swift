import XCTest

@testable import ThreadFold

/// One assertion for everything a diagnostic must carry: severity, file, JSON path, the
/// place (found independently from a snippet of the input) and words of its sentence.
enum DiagnosticAssertions {
    static func assertDiagnostic(
        _ diagnostics: [Diagnostic], _ severity: Diagnostic.Severity, file: String, path: String?,
        at snippet: String?, occurrence: Int = 1, in text: String, mentions words: [String],
        sourceFile: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        let matching = diagnostics.filter { $0.severity == severity && $0.jsonPath == path }
        guard matching.count == 1, let diagnostic = matching.first else {
            XCTFail("expected one \(severity) at \(path ?? "no path"), got \(diagnostics)", file: sourceFile, line: sourceLine)
            return
        }
        XCTAssertEqual(diagnostic.file, file, file: sourceFile, line: sourceLine)
        if let snippet {
            let expected = TextPosition.of(snippet, in: text, occurrence: occurrence)
            XCTAssertNotNil(expected, "snippet \(snippet) not in the input", file: sourceFile, line: sourceLine)
            XCTAssertEqual(
                TextPosition(line: diagnostic.line, column: diagnostic.column), expected,
                "place of \(diagnostic)", file: sourceFile, line: sourceLine)
        }
        for word in words {
            XCTAssertTrue(
                diagnostic.message.contains(word), "\"\(diagnostic.message)\" should mention \(word)",
                file: sourceFile, line: sourceLine)
        }
    }
}

import TestSupport
import XCTest

@testable import ThreadFold

/// Malformed JSON: every syntax error is one error diagnostic naming the file, the exact
/// line and column (1-based, counted in characters) and what was expected.
final class JSONSyntaxErrorTests: XCTestCase {
    /// `what` names the case in every failure.
    private func assertSyntaxError(
        _ json: [UInt8], file: String = "bad.json", line: Int, column: Int, mentions words: [String], what: String = "",
        sourceFile: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        let decoded = InputDecoder.decodeJSON(json, file: file)
        let diagnostics = decoded.diagnostics
        XCTAssertTrue(decoded.threads.isEmpty, "\(what): a document that is not JSON yields no thread", file: sourceFile, line: sourceLine)
        XCTAssertEqual(diagnostics.count, 1, "\(what): \(diagnostics)", file: sourceFile, line: sourceLine)
        guard let diagnostic = diagnostics.first else { return }
        XCTAssertEqual(diagnostic.severity, .error, what, file: sourceFile, line: sourceLine)
        XCTAssertEqual(diagnostic.file, file, what, file: sourceFile, line: sourceLine)
        XCTAssertEqual(diagnostic.line, line, "\(what): line of \(diagnostic)", file: sourceFile, line: sourceLine)
        XCTAssertEqual(diagnostic.column, column, "\(what): column of \(diagnostic)", file: sourceFile, line: sourceLine)
        XCTAssertTrue(diagnostic.message.hasPrefix("invalid JSON"), "\(what): \(diagnostic.message)", file: sourceFile, line: sourceLine)
        for word in words {
            XCTAssertTrue(
                diagnostic.message.contains(word), "\(what): \"\(diagnostic.message)\" should mention \(word)", file: sourceFile,
                line: sourceLine)
        }
    }

    /// One malformed document of `Cases/malformed-json.json`: the bytes, where its error is,
    /// and words its message must hold.
    private struct Malformed: Decodable {
        let what: String
        let json: String
        let line: Int
        let column: Int
        let mentions: [String]
    }

    func testEachMalformedDocumentIsOneErrorAtItsPlace() throws {
        let cases = try CaseTable.rows(Malformed.self, in: "malformed-json.json")
        XCTAssertFalse(cases.isEmpty)
        for row in cases {
            assertSyntaxError(Array(row.json.utf8), line: row.line, column: row.column, mentions: row.mentions, what: row.what)
        }
    }

    func testByteOrderMarkIsAccepted() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"comments\": [{\"id\": 1}]}".utf8)
        let decoded = InputDecoder.decodeJSON(bytes, file: "bom.json")
        XCTAssertEqual(decoded.diagnostics, [])
        XCTAssertEqual(decoded.threads.map(\.id), ["bom"])
        XCTAssertEqual(decoded.threads.first?.comments.map(\.id), ["1"])
    }

    func testByteOrderMarkDoesNotShiftColumns() {
        // Editors do not show the BOM, so it must not count as a column.
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"comments\": [}".utf8)
        assertSyntaxError(bytes, line: 1, column: 15, mentions: ["'}'"])
    }

    func testByteOrderMarkOnlyIsEmpty() {
        assertSyntaxError([0xEF, 0xBB, 0xBF], line: 1, column: 1, mentions: ["empty"])
    }

    func testSyntaxErrorIsPrintedCompilerStyle() {
        let decoded = Fixture.decode("{\"comments\": [}", file: "dir/x.json")
        XCTAssertEqual(
            decoded.diagnostics.first?.description.hasPrefix("dir/x.json:1:15: error: invalid JSON"), true,
            decoded.diagnostics.first?.description ?? "no diagnostic")
    }
}

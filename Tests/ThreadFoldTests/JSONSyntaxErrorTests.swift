import XCTest

@testable import ThreadFold

/// Malformed JSON: every syntax error is one error diagnostic naming the file, the exact
/// line and column (1-based, counted in characters) and what was expected.
final class JSONSyntaxErrorTests: XCTestCase {
    private func assertSyntaxError(
        _ json: [UInt8], file: String = "bad.json", line: Int, column: Int, mentions words: [String],
        sourceFile: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        let decoded = InputDecoder.decodeJSON(json, file: file)
        XCTAssertTrue(decoded.threads.isEmpty, "a document that is not JSON yields no thread", file: sourceFile, line: sourceLine)
        XCTAssertEqual(decoded.diagnostics.count, 1, "\(decoded.diagnostics)", file: sourceFile, line: sourceLine)
        guard let diagnostic = decoded.diagnostics.first else { return }
        XCTAssertEqual(diagnostic.severity, .error, file: sourceFile, line: sourceLine)
        XCTAssertEqual(diagnostic.file, file, file: sourceFile, line: sourceLine)
        XCTAssertEqual(diagnostic.line, line, "line of \(diagnostic)", file: sourceFile, line: sourceLine)
        XCTAssertEqual(diagnostic.column, column, "column of \(diagnostic)", file: sourceFile, line: sourceLine)
        XCTAssertTrue(diagnostic.message.hasPrefix("invalid JSON"), diagnostic.message, file: sourceFile, line: sourceLine)
        for word in words {
            XCTAssertTrue(
                diagnostic.message.contains(word), "\"\(diagnostic.message)\" should mention \(word)", file: sourceFile, line: sourceLine)
        }
    }

    private func assertSyntaxError(
        _ json: String, line: Int, column: Int, mentions words: [String],
        sourceFile: StaticString = #filePath, sourceLine: UInt = #line
    ) {
        assertSyntaxError(Array(json.utf8), line: line, column: column, mentions: words, sourceFile: sourceFile, sourceLine: sourceLine)
    }

    func testTruncatedInsideArrayPointsAtEndOfFile() {
        assertSyntaxError("{\"comments\": [\n  {\"id\": 1}", line: 2, column: 12, mentions: ["ends inside an array", "']'"])
    }

    func testTruncatedInsideObjectPointsAtEndOfFile() {
        assertSyntaxError("{\"comments\": [{\"id\": 1,\n", line: 2, column: 1, mentions: ["member name"])
    }

    func testTruncatedAfterColonExpectsValue() {
        assertSyntaxError("{\"comments\":", line: 1, column: 13, mentions: ["ends where a value was expected"])
    }

    func testUnclosedStringPointsAtItsOpeningQuote() {
        assertSyntaxError("{\"comments\": [{\"id\": \"abc", line: 1, column: 22, mentions: ["never closed"])
    }

    func testTrailingGarbageAfterTheValue() {
        assertSyntaxError("{\"comments\": []}\n\n  x", line: 3, column: 3, mentions: ["'x'", "after the end"])
    }

    func testSecondTopLevelValueIsTrailingGarbage() {
        assertSyntaxError("[]\n[]", line: 2, column: 1, mentions: ["'['", "after the end"])
    }

    func testBadEscapePointsAtTheBackslash() {
        assertSyntaxError("{\"comments\": [{\"id\": \"a\\qb\"}]}", line: 1, column: 24, mentions: ["\\q", "not a JSON escape"])
    }

    func testShortUnicodeEscapeIsRejected() {
        assertSyntaxError("[{\"id\": \"x\\u12G4\"}]", line: 1, column: 11, mentions: ["four hex digits"])
    }

    func testControlCharacterInStringPointsAtIt() {
        assertSyntaxError("{\"comments\": [\n{\"id\": \"a\tb\"}]}", line: 2, column: 10, mentions: ["control character", "escaped"])
    }

    func testRawNewlineInStringIsAControlCharacter() {
        assertSyntaxError("[{\"content\": \"line one\nline two\"}]", line: 1, column: 23, mentions: ["control character"])
    }

    func testEmptyFile() {
        assertSyntaxError("", line: 1, column: 1, mentions: ["empty"])
    }

    func testWhitespaceOnlyFileIsEmpty() {
        assertSyntaxError("\n  ", line: 2, column: 3, mentions: ["empty"])
    }

    func testMissingCommaBetweenElements() {
        assertSyntaxError("[{\"id\": 1} {\"id\": 2}]", line: 1, column: 12, mentions: ["expected ','", "']'"])
    }

    func testTrailingCommaInArray() {
        assertSyntaxError("[{\"id\": 1},\n]", line: 2, column: 1, mentions: ["']'", "expected a JSON value"])
    }

    func testMissingColonAfterMemberName() {
        assertSyntaxError("[{\"id\" 1}]", line: 1, column: 8, mentions: ["':'"])
    }

    func testUnquotedMemberName() {
        assertSyntaxError("[{id: 1}]", line: 1, column: 3, mentions: ["double quotes"])
    }

    func testMisspelledLiteral() {
        assertSyntaxError("[{\"parentID\": nul}]", line: 1, column: 15, mentions: ["expected a JSON value"])
    }

    func testNumberWithoutDigits() {
        assertSyntaxError("[{\"id\": -x}]", line: 1, column: 10, mentions: ["expected a digit"])
    }

    func testLeadingZerosAreNotJSON() {
        // 012 would otherwise read as id 12 and silently merge with another comment.
        assertSyntaxError("[{\"id\": 012}]", line: 1, column: 9, mentions: ["leading zero"])
        assertSyntaxError("[{\"id\": -00}]", line: 1, column: 10, mentions: ["leading zero"])
    }

    func testColumnsCountCharactersNotBytes() {
        // "用户" is six UTF-8 bytes but two characters, as an editor shows them.
        assertSyntaxError("[{\"user\": \"用户\" x}]", line: 1, column: 16, mentions: ["'x'"])
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

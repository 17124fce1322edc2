import JSONReader
import XCTest

/// The JSON engine on its own: what the tape holds, how strings decode, where syntax errors
/// point, and that depth costs memory, not stack.
final class JSONReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONTape {
        try JSONParser.parse(Array(text.utf8))
    }

    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    func testTapeHoldsContainersInPreOrder() throws {
        let tape = try parse(#"{"a": [1, "two", true], "b": null, "c": {"d": false}}"#)
        XCTAssertEqual(tape.kind(tape.root), .object)
        var keys: [String] = []
        var kinds: [JSONNode.Kind] = []
        tape.forEachMember(tape.root) { key, value in
            keys.append(tape.string(key))
            kinds.append(tape.kind(value))
        }
        XCTAssertEqual(keys, ["a", "b", "c"])
        XCTAssertEqual(kinds, [.array, .null, .object])
        let array = tape.root + 2
        let elements = tape.elements(array)
        XCTAssertEqual(elements.map(tape.kind), [.number, .string, .true])
        XCTAssertEqual(tape.integer(elements[0]), 1)
        XCTAssertEqual(tape.string(elements[1]), "two")
        // `next(after:)` skips a container with everything inside it.
        XCTAssertEqual(tape.kind(tape.next(after: array)), .string)
        XCTAssertEqual(tape.string(tape.next(after: array)), "b")
    }

    func testNumbersKeepTheirTextAndConvertWhenExact() throws {
        let tape = try parse("[12, -0.5, 1e3, 18446744073709551617]")
        let elements = tape.elements(tape.root)
        XCTAssertEqual(elements.map(tape.numberText), ["12", "-0.5", "1e3", "18446744073709551617"])
        XCTAssertEqual(tape.integer(elements[0]), 12)
        XCTAssertNil(tape.integer(elements[1]), "a fraction is not an integer")
        XCTAssertEqual(tape.double(elements[2]), 1000)
        XCTAssertNil(tape.integer(elements[3]), "beyond Int: only the text is exact")
    }

    func testEscapesDecodeAndSurrogatePairsJoin() throws {
        let tape = try parse(#"["a\"b\\c\/d\n", "\u00e9\ud83d\ude00", "plain"]"#)
        let elements = tape.elements(tape.root)
        XCTAssertEqual(tape.string(elements[0]), "a\"b\\c/d\n")
        XCTAssertEqual(tape.string(elements[1]), "é😀")
        XCTAssertNil(tape.unescapedBytes(elements[0]), "an escaped string has no raw bytes to share")
        XCTAssertEqual(tape.unescapedBytes(elements[2]).map { Array($0) }, Array("plain".utf8))
        XCTAssertTrue(tape.stringEquals(elements[2], "plain"))
        XCTAssertFalse(tape.stringEquals(elements[2], "plains"))
    }

    func testLoneSurrogateAndInvalidUTF8AreRepairedAndReported() throws {
        let tape = try JSONParser.parse(Array(#"["\ud800x", ""#.utf8) + [0xFF] + Array(#"", "a\u0000b"]"#.utf8))
        let elements = tape.elements(tape.root)
        let lone = tape.decodeString(elements[0])
        XCTAssertEqual(lone.value, "\u{FFFD}x")
        XCTAssertTrue(lone.repaired)
        let invalid = tape.decodeString(elements[1])
        XCTAssertEqual(invalid.value, "\u{FFFD}")
        XCTAssertTrue(invalid.repaired)
        let nul = tape.decodeString(elements[2])
        XCTAssertEqual(nul.value, "ab", "NUL characters are removed")
        XCTAssertTrue(nul.hadNUL)
        XCTAssertFalse(nul.repaired)
    }

    func testSyntaxErrorsPointAtTheOffendingByte() {
        let cases: [(text: String, offset: Int, words: String)] = [
            ("[1, 2,]", 6, "']'"),
            ("{\"a\" 1}", 5, "':'"),
            ("[01]", 1, "leading zero"),
            ("[\"\\x\"]", 2, "escape"),
            ("[1] x", 4, "after the end"),
            ("[1, 2", 5, "ends inside an array"),
            ("", 0, "empty"),
        ]
        for (text, offset, words) in cases {
            guard let error = syntaxError(text) else {
                XCTFail("\(text.debugDescription) parsed, but it is not JSON")
                continue
            }
            XCTAssertEqual(error.offset, offset, "offset for \(text.debugDescription): \(error.message)")
            XCTAssertTrue(error.message.contains(words), "\(text.debugDescription): \"\(error.message)\" should mention \(words)")
        }
    }

    func testLineIndexCountsCharactersAndSkipsTheByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\n  \"é\": x".utf8)
        let index = LineIndex(bytes: bytes)
        let x = bytes.firstIndex(of: UInt8(ascii: "x"))!
        XCTAssertEqual(index.lineColumn(of: x).line, 2)
        XCTAssertEqual(index.lineColumn(of: x).column, 8, "é is one column, not two")
        XCTAssertEqual(index.lineColumn(of: 3).column, 1, "the byte order mark is not a column")
        XCTAssertEqual(LineIndex(bytes: bytes, firstLine: 10).lineColumn(of: x).line, 11)
        let cache = LineIndexCache(bytes: bytes)
        XCTAssertEqual(cache.lineColumn(of: x).line, 2)
        XCTAssertEqual(cache.lineColumn(of: x).column, 8)
    }

    func testDeepNestingUsesNoStack() throws {
        let depth = 200_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let tape = try parse(text)
        XCTAssertEqual(tape.nodes.count, depth)
        XCTAssertEqual(tape.next(after: tape.root), depth)
        let truncated = String(repeating: "{\"a\":", count: depth)
        XCTAssertNotNil(syntaxError(truncated), "an unclosed deep document is an error, not a crash")
    }

    func testStreamedRowsArriveOneByOneAndLeaveTheSkeletonEmpty() throws {
        final class Rows: JSONRowSink {
            var ids: [Int] = []
            func shouldStream(array: Int, depth: Int, tape: JSONTape) -> Bool { depth == 1 }
            func consume(row: Int, tape: JSONTape) {
                tape.forEachMember(row) { key, value in
                    if tape.stringEquals(key, "id") { ids.append(tape.integer(value) ?? -1) }
                }
            }
        }
        let bytes = Array(#"{"title": "t", "rows": [{"id": 1}, {"id": 2}, {"id": 3}]}"#.utf8)
        let rows = Rows()
        let skeleton = try JSONParser.parse(bytes, streamingTo: rows)
        XCTAssertEqual(rows.ids, [1, 2, 3])
        var arrayCount: Int?
        skeleton.forEachMember(skeleton.root) { key, value in
            if skeleton.stringEquals(key, "rows") { arrayCount = skeleton.elements(value).count }
        }
        XCTAssertEqual(arrayCount, 0, "streamed elements are not kept in the skeleton")
        // The same bad byte is reported at the same offset whether or not rows are streamed.
        let broken = Array(#"{"rows": [{"id": 1}, {"id" 2}]}"#.utf8)
        var streamedError: JSONSyntaxError?
        var wholeError: JSONSyntaxError?
        do { _ = try JSONParser.parse(broken, streamingTo: Rows()) } catch { streamedError = error }
        do { _ = try JSONParser.parse(broken) } catch { wholeError = error }
        XCTAssertNotNil(wholeError)
        XCTAssertEqual(streamedError, wholeError)
    }
}

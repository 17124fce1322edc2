import JSONReader
import XCTest

@testable import ThreadFold

/// The splitter that cuts a `.json` dump into rows for the spill: the same rows, at the
/// same places, however the file is cut into pieces; and it gives up (the file is then
/// read whole) on anything it cannot settle as the whole-document decoder would.
final class JSONRowSplitterTests: XCTestCase {
    private let document = """
        \u{FEFF}{"contentFormat": "text", "note": {"comments": [1, "]"]},
          "comments": [
            {"threadID": "a", "id": 1, "content": "a \\"quoted\\" ] } bracket"}, {"threadID": "b",
             "id": 2, "content": "第二 ✓"},
            42, "a string row", [1, [2]], null,
            {"id": 3, "replies": [{"id": 4}]}
          ]
        }

        """

    private func split(_ bytes: [UInt8], pieces size: Int) throws -> ([JSONRowSplitter.Row], JSONRowSplitter) {
        var splitter = JSONRowSplitter()
        var rows: [JSONRowSplitter.Row] = []
        var start = 0
        while start < bytes.count {
            try splitter.feed(bytes[start..<min(start + size, bytes.count)]) { row in
                var copy = row
                copy.bytes = Array(row.bytes)[...]
                rows.append(copy)
            }
            start += size
        }
        try splitter.finish()
        return (rows, splitter)
    }

    func testEveryPieceSizeGivesTheSameRowsAtTheirPlaces() throws {
        let bytes = Array(document.utf8)
        let (whole, splitter) = try split(bytes, pieces: bytes.count)
        XCTAssertEqual(
            whole.map { String(decoding: $0.bytes, as: UTF8.self) },
            [
                #"{"threadID": "a", "id": 1, "content": "a \"quoted\" ] } bracket"}"#,
                "{\"threadID\": \"b\",\n     \"id\": 2, \"content\": \"第二 ✓\"}", "42", #""a string row""#, "[1, [2]]", "null",
                #"{"id": 3, "replies": [{"id": 4}]}"#,
            ])
        XCTAssertEqual(splitter.rowPath, "comments")
        XCTAssertEqual(whole.map(\.ordinal), Array(0..<7))
        let tape = try JSONParser.parse(splitter.prefix + Array("[]}".utf8))
        XCTAssertEqual(tape.kind(tape.root), .object, "the prefix is the root object's members before the rows")
        let lines = LineIndex(bytes: bytes)
        for row in whole {
            XCTAssertEqual(Array(bytes[row.offset..<(row.offset + row.bytes.count)]), Array(row.bytes))
            let place = lines.lineColumn(of: row.offset)
            XCTAssertEqual([row.line, row.column], [place.line, place.column], "row \(row.ordinal)")
        }
        for size in 1..<bytes.count {
            let (rows, _) = try split(bytes, pieces: size)
            XCTAssertEqual(rows.map(\.bytes), whole.map(\.bytes), "pieces of \(size)")
            XCTAssertEqual(rows.map(\.offset), whole.map(\.offset), "pieces of \(size)")
            XCTAssertEqual(rows.map(\.column), whole.map(\.column), "pieces of \(size)")
        }
    }

    func testARootArrayAndAnEmptyOne() throws {
        let (rows, splitter) = try split(Array(#" [{"id": 1} ,{"id": 2}] "#.utf8), pieces: 3)
        XCTAssertEqual(rows.map { String(decoding: $0.bytes, as: UTF8.self) }, [#"{"id": 1}"#, #"{"id": 2}"#])
        XCTAssertEqual(splitter.rowPath, "")
        XCTAssertTrue(splitter.prefix.isEmpty)
        XCTAssertEqual(try split(Array("[ ]".utf8), pieces: 1).0.count, 0)
    }

    func testWhatItCannotSettleIsLeftToTheWholeFileReader() {
        let unsplittable = [
            #"{"comments": [{"id": 1}], "title": "after the rows"}"#,
            #"{"comments": {"id": 1}}"#,
            #"{"title": "no rows"}"#,
            #"[{"id": 1},]"#,
            #"[{"id": 1} {"id": 2}]"#,
            #"[{"id": 1}"#,
            #"[{"id": 1}] trailing"#,
            "plain text",
        ]
        for text in unsplittable {
            XCTAssertThrowsError(try split(Array(text.utf8), pieces: 2), text)
        }
    }
}

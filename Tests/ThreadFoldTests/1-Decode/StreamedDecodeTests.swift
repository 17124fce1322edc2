import Foundation
import JSONReader
import TestSupport
import XCTest

@testable import ThreadFold

/// Large `.json` files are decoded row by row (`StreamedDocumentDecoder`). These tests send
/// small documents down that path and require exactly what the whole-document path gives:
/// the same threads, the same diagnostics, in the same order, at the same places.
final class StreamedDecodeTests: XCTestCase {
    private func assertSameBothWays(
        _ json: String, file: String = "dump.json",
        sourceFile: StaticString = #filePath, sourceLine: UInt = #line
    ) -> DecodedFile {
        let bytes = Array(json.utf8)
        let whole = InputDecoder.decodeJSON(bytes, file: file, streamingFrom: Int.max)
        let streamed = InputDecoder.decodeJSON(bytes, file: file, streamingFrom: 0)
        XCTAssertEqual(streamed.threads, whole.threads, "threads of \(json)", file: sourceFile, line: sourceLine)
        XCTAssertEqual(streamed.diagnostics, whole.diagnostics, "diagnostics of \(json)", file: sourceFile, line: sourceLine)
        XCTAssertEqual(
            streamed.threads.flatMap { $0.comments.map(\.jsonPath) }, whole.threads.flatMap { $0.comments.map(\.jsonPath) },
            "paths of \(json)", file: sourceFile, line: sourceLine)
        return streamed
    }

    func testDocumentShapesDecodeTheSameStreamedAndWhole() {
        let documents = [
            // Site dumps: object and bare array, with reply trees and a row without threadID.
            "{\"comments\": [\n{\"threadID\": \"p\", \"id\": 1},\n{\"threadID\": \"q\", \"id\": 2, \"replies\": [{\"id\": 3, \"replies\": [{\"id\": 4}]}]},\n{\"id\": 5}]}",
            "[{\"id\": 1},\n {\"threadID\": \"p\", \"id\": 2}, {\"threadID\": 7, \"id\": 3, \"parentID\": 2}]",
            // One thread: no row has threadID; a named thread whose rows do.
            "[{\"id\": 1, \"user\": \"a\"},\n {\"id\": 2, \"parentID\": 1, \"createdAt\": \"yesterday\"}, 3, {}]",
            "{\"id\": \"one\", \"title\": \"T\", \"comments\": [{\"threadID\": \"p\", \"id\": 1}, {\"threadID\": \"q\", \"id\": 2}]}",
            "{\"contentFormat\": \"html\", \"url\": 5, \"aliases\": [1, [2]], \"comments\": [{\"id\": 1}, {\"threadID\": \"p\", \"content\": \"<b>x</b>\"}]}",
            // Members after the rows, or a second `comments`: the stream hands over to the whole path.
            "{\"comments\": [{\"threadID\": \"p\", \"id\": 1}], \"contentFormat\": \"text\"}",
            "{\"comments\": [{\"id\": 1}], \"title\": \"later\"}",
            "{\"comments\": [{\"threadID\": \"p\", \"id\": 1}], \"comments\": [{\"id\": 9}]}",
            // Nothing to stream.
            "{\"comments\": []}", "[]", "{\"comments\": {}}", "{\"title\": \"no rows\"}", "\"text\"",
            // Field problems inside rows, a byte order mark, escapes and non-ASCII columns.
            "\u{FEFF}[{\"threadID\": \"p\", \"id\": null, \"user\": [], \"content\": \"\\ud800 \\u0000 é\"},\n  {\"threadID\": \"p\", \"id\": \"é\", \"aliases\": [\"c-1\", \"ok\"], \"createdAt\": \"2024-02-30\"}]",
            "{\"comments\": [{\"threadID\": {}, \"id\": 1}, {\"threadID\": \"\", \"id\": 2}, {\"threadID\": \"p\", \"id\": 1.5}]}",
        ]
        for json in documents {
            _ = assertSameBothWays(json)
        }
    }

    func testRowsWithoutThreadIDMakeOneThreadWithoutWarnings() throws {
        let decoded = assertSameBothWays("[{\"id\": 1},\n{\"id\": 2, \"parentID\": 1}]", file: "dir/post.json")
        XCTAssertEqual(decoded.threads.map(\.id), ["post"])
        XCTAssertEqual(decoded.threads.first?.comments.map(\.id), ["1", "2"])
        XCTAssertEqual(decoded.diagnostics, [], "one thread: a row is not missing a threadID")
    }

    func testMissingThreadIDIsWarnedOnceAnotherRowHasOne() {
        let json = "[{\"id\": 1},\n{\"threadID\": \"p\", \"id\": 2},\n{\"id\": 3}]"
        let decoded = assertSameBothWays(json)
        XCTAssertEqual(decoded.threads.map(\.id), ["dump", "p"])
        XCTAssertEqual(decoded.diagnostics.map(\.jsonPath), ["[0]", "[2]"])
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .warning, file: "dump.json", path: "[2]",
            at: "{\"id\": 3}", in: json, mentions: ["no threadID"])
    }

    func testStreamedRowsReportLineAndColumnInTheWholeFile() {
        let json =
            "{\"comments\": [\n  {\"threadID\": \"p\", \"id\": 1},\n  {\"threadID\": \"p\", \"id\": 2, \"createdAt\": \"soon\"},\n  {\"threadID\": \"q\", \"id\": 3, \"user\": {}}\n]}"
        let decoded = assertSameBothWays(json)
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .warning, file: "dump.json", path: "comments[1].createdAt",
            at: "\"soon\"", in: json, mentions: ["createdAt", "soon"])
        DiagnosticAssertions.assertDiagnostic(
            decoded.diagnostics, .error, file: "dump.json", path: "comments[2].user",
            at: "{}", in: json, mentions: ["expected a string"])
    }

    func testSyntaxErrorsAreTheSameStreamedAndWhole() {
        let broken = [
            "{\"comments\": [\n{\"threadID\": \"p\", \"id\": 1},\n{\"threadID\": \"p\", \"id\": 012}]}",
            "[{\"id\": 1}\n {\"id\": 2}]",
            "[{\"id\": 1},\n {\"id\": 2}",
            "{\"comments\": [{\"id\": 1}]} x",
            "[{\"id\": 1}, {\"id\": \"a\nb\"}]",
            "{\"comments\": [{\"id\": 1}], \"title\": }",
        ]
        for json in broken {
            let decoded = assertSameBothWays(json)
            XCTAssertEqual(decoded.threads, [], json)
            XCTAssertEqual(decoded.diagnostics.count, 1, json)
            XCTAssertEqual(decoded.diagnostics.first?.severity, .error, json)
            XCTAssertGreaterThan(decoded.diagnostics.first?.line ?? 0, 0, json)
        }
    }

    func testRealCorpusDecodesTheSameStreamedAndWhole() throws {
        let directory = try SharedData.path("corpus/real", for: "real corpus")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertFalse(names.isEmpty, "no .json files in \(directory)")
        for name in names {
            let data = try XCTUnwrap(FileManager.default.contents(atPath: directory + "/" + name))
            let decoded = assertSameBothWays(String(decoding: data, as: UTF8.self), file: name)
            XCTAssertGreaterThan(decoded.threads.reduce(0) { $0 + $1.comments.count }, 0, name)
        }
    }

    /// The parser keeps one row at a time: every row handed over holds only its own nodes
    /// after the outer ones, and the array comes back empty.
    func testParserHandsOverRowsOneAtATime() throws {
        final class Rows: JSONRowSink {
            var ids: [String] = []
            var largestTape = 0
            func shouldStream(array: Int, depth: Int, tape: JSONTape) -> Bool { depth == 1 }
            func consume(row: Int, tape: JSONTape) {
                largestTape = max(largestTape, tape.nodes.count)
                tape.forEachMember(row) { key, value in if tape.stringEquals(key, "id") { ids.append(tape.string(value)) } }
            }
        }
        let rows = (0..<500).map { "{\"id\": \"r\($0)\", \"replies\": [{\"id\": \"x\"}]}" }
        let bytes = Array("{\"title\": \"t\", \"comments\": [\(rows.joined(separator: ",\n"))], \"more\": [1, 2]}".utf8)
        let sink = Rows()
        let skeleton = try JSONParser.parse(bytes, streamingTo: sink)
        XCTAssertEqual(sink.ids, (0..<500).map { "r\($0)" })
        // Root, two members before the array, the array, and one row's 8 nodes.
        XCTAssertLessThanOrEqual(sink.largestTape, 5 + 8)
        let whole = try JSONParser.parse(bytes)
        XCTAssertEqual(skeleton.nodes.count, whole.nodes.count - 500 * 8)
        let array = 4
        XCTAssertEqual(skeleton.kind(array), .array)
        XCTAssertEqual(skeleton.elements(array), [], "the streamed array comes back empty")
        XCTAssertEqual(whole.elements(array).count, 500)
    }

    /// A big file's bytes are not kept through the fold; fold warnings read it again and
    /// still name the same line and column.
    func testFoldWarningsOfADroppedFileAreStillPlaced() {
        let json = "{\"comments\": [\n{\"id\": 1},\n  {\"id\": 2, \"parentID\": 99},\n{\"id\": 1}]}"
        let io = FileIO.memory(["t.json": Array(json.utf8)])
        var dropping = ArchiveLoader(io: io)
        dropping.bytesKeptUpTo = 0
        let kept = ArchiveLoader(io: io).loadFile("t.json").diagnostics
        let reread = dropping.loadFile("t.json").diagnostics
        XCTAssertEqual(reread, kept)
        XCTAssertEqual(
            reread.map { TextPosition(line: $0.line, column: $0.column) },
            [TextPosition.of("{\"id\": 1}", in: json, occurrence: 2), TextPosition.of("{\"id\": 2", in: json)])
    }

    /// A row thousands of replies deep streams like any other (the parser stays iterative).
    func testDeepReplyTreeInAStreamedRow() {
        let json = String(decoding: DeepInput.tree(depth: 3000), as: UTF8.self)
        let decoded = assertSameBothWays(json)
        XCTAssertEqual(decoded.threads.first?.comments.count, 3001)
        XCTAssertEqual(decoded.threads.first?.comments.last?.jsonPath.hasPrefix("comments[0].replies[0]"), true)
    }

    /// Row paths are kept compact but read, compare and hash as their text.
    func testCommentPathsReadAsText() {
        XCTAssertEqual(CommentPath.element(of: "comments", 123456).text, "comments[123456]")
        XCTAssertEqual(CommentPath.element(of: "", 7).text, "[7]")
        XCTAssertEqual(CommentPath.element(of: "rows", 2).text, "rows[2]")
        XCTAssertEqual(CommentPath.line(12).text, "line 12")
        XCTAssertEqual(CommentPath.element(of: "comments", 3), CommentPath("comments[3]"))
        XCTAssertNotEqual(CommentPath.element(of: "comments", 3), CommentPath("[3]"))
        XCTAssertEqual(Set([CommentPath.line(2), CommentPath("line 2")]).count, 1)
        var comment = Comment(id: "a", jsonPath: "x[1]")
        XCTAssertEqual(comment.path, CommentPath("x[1]"))
        comment.path = .element(of: "comments", 4)
        XCTAssertEqual(comment.jsonPath, "comments[4]")
        XCTAssertEqual(comment, Comment(id: "a", jsonPath: "comments[4]"))
    }
}

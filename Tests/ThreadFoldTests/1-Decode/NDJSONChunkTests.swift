import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// NDJSON is read a piece at a time; a line split anywhere between pieces (inside a
/// string, inside a UTF-8 character, right before its newline or a CRLF's LF) must give
/// exactly what reading the file whole gives: the same threads, comments, offsets and
/// diagnostics with the same lines and columns.
final class NDJSONChunkTests: XCTestCase {
    private let dump = [
        #"{"threadID": "t1", "id": 1, "user": "Ann", "content": "第一条 **hello**"}"#,
        "",
        #"  {"threadID": "t2", "id": 2, "content": "broken"#,
        #"{"threadID": "t1", "id": 3, "parentID": 1, "content": "reply with \"quotes\" and 🎉"}"#,
        "\r",
        #"{"threadID": "t2", "id": 4, "user": [1], "createdAt": "2024-01-02T03:04:05+08:00"}"#,
        #"{"threadID": "t1", "id": 5, "parentID": 404, "content": "orphan, no newline at the end"}"#,
    ].joined(separator: "\n")

    private func decodeInPieces(_ bytes: [UInt8], size: Int) -> DecodedFile {
        var reader = NDJSONReader(file: "dump.ndjson")
        var start = 0
        while start < bytes.count {
            reader.feed(bytes[start..<min(start + size, bytes.count)])
            start += size
        }
        return reader.finish()
    }

    func testEveryPieceSizeGivesTheWholeFilesResult() {
        let bytes = Array(dump.utf8)
        let whole = InputDecoder.decodeNDJSON(bytes, file: "dump.ndjson")
        XCTAssertEqual(whole.threads.map(\.id), ["t1", "t2"])
        XCTAssertEqual(whole.threads.map(\.comments.count), [3, 1])
        XCTAssertEqual(whole.diagnostics.count, 2, "the broken line and the bad user: \(whole.diagnostics)")
        for size in 1...bytes.count {
            let pieces = decodeInPieces(bytes, size: size)
            XCTAssertEqual(pieces.threads, whole.threads, "pieces of \(size) bytes")
            XCTAssertEqual(pieces.diagnostics, whole.diagnostics, "pieces of \(size) bytes")
        }
    }

    func testOffsetsPointAtEachRowInTheFile() {
        let bytes = Array(dump.utf8)
        let decoded = decodeInPieces(bytes, size: 7)
        for comment in decoded.threads.flatMap(\.comments) {
            XCTAssertEqual(bytes[comment.offset], UInt8(ascii: "{"), "comment \(comment.id) at \(comment.offset)")
        }
    }

    func testTheLoaderReadsNDJSONFromDiskInPieces() throws {
        let folder = try TemporaryFolder("ndjson")
        defer { folder.remove() }
        try folder.write("dump.ndjson", dump)
        var loader = ArchiveLoader(io: .disk)
        loader.ndjsonChunkSize = 5
        let inPieces = loader.load([folder.root.path])
        loader.ndjsonChunkSize = 1 << 20
        let whole = loader.load([folder.root.path])
        XCTAssertEqual(inPieces.threads.map(\.thread), whole.threads.map(\.thread))
        XCTAssertEqual(inPieces.diagnostics, whole.diagnostics)
        XCTAssertEqual(whole.threads.map(\.commentCount).reduce(0, +), 4)
    }
}

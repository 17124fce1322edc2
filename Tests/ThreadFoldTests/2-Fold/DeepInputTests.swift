import Foundation
import XCTest

@testable import ThreadFold

/// Depth must not break anything: no recursion in the parser, the decoder or the fold.
final class DeepInputTests: XCTestCase {
    private func assertChainFolded(
        _ archive: Archive, depth: Int, idPrefix: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(archive.diagnostics, [], file: file, line: line)
        guard let thread = archive.threads.first else { return XCTFail("no thread", file: file, line: line) }
        XCTAssertEqual(thread.commentCount, depth + 1, file: file, line: line)
        XCTAssertEqual(thread.topLevel.count, 1, file: file, line: line)
        let replies = thread.topLevel.first?.replies ?? []
        XCTAssertEqual(replies.count, depth, file: file, line: line)
        XCTAssertEqual(replies.last?.comment.id, "\(idPrefix)\(depth)", file: file, line: line)
        XCTAssertEqual(replies.last?.toUser, "u\(depth - 1)", file: file, line: line)
        XCTAssertEqual(replies.last?.floor, "1.\(depth)", file: file, line: line)
    }

    func testHundredThousandDeepFlatChain() {
        let depth = 100_000
        let archive = ArchiveLoader(io: .memory(["deep.json": DeepInput.flatChain(depth: depth)])).load(["deep.json"])
        assertChainFolded(archive, depth: depth, idPrefix: "c")
    }

    func testTwentyThousandDeepTree() {
        let depth = 20_000
        let archive = ArchiveLoader(io: .memory(["tree.json": DeepInput.tree(depth: depth)])).load(["tree.json"])
        assertChainFolded(archive, depth: depth, idPrefix: "n")
    }

    func testTwentyThousandDeepTreeWithRepliesAsFirstMember() {
        let depth = 20_000
        let archive = ArchiveLoader(io: .memory(["tree.json": DeepInput.tree(depth: depth, repliesFirst: true)])).load(["tree.json"])
        assertChainFolded(archive, depth: depth, idPrefix: "n")
    }

    func testDeepPathsStayShortAndStillPointAtTheValue() throws {
        let depth = 5_000
        var bytes = DeepInput.tree(depth: depth)
        let marker = Array("\"n\(depth)\"".utf8)
        let markerStart = try XCTUnwrap(bytes.indices.first { bytes[$0...].starts(with: marker) })
        bytes.replaceSubrange(markerStart..<(markerStart + marker.count), with: Array("true".utf8))
        let decoded = InputDecoder.decodeJSON(bytes, file: "deep.json")
        let error = try XCTUnwrap(decoded.diagnostics.first { $0.severity == .error })
        let path = try XCTUnwrap(error.jsonPath)
        XCTAssertTrue(path.hasPrefix("comments[0]" + String(repeating: ".replies[0]", count: BoundedPath.kept)), path)
        XCTAssertTrue(path.contains("…(\(depth - 2 * BoundedPath.kept) levels)…"), path)
        XCTAssertTrue(path.hasSuffix(String(repeating: ".replies[0]", count: BoundedPath.kept) + ".id"), path)
        XCTAssertEqual(error.line, 1)
        XCTAssertEqual(error.column, markerStart + 1, "one line of ASCII: the column is the byte offset + 1")
        let total = decoded.threads.first?.comments.reduce(0) { $0 + $1.jsonPath.utf8.count } ?? 0
        XCTAssertLessThan(total, depth * 300, "path text must grow linearly with depth")
    }

    /// A 512 KB stack (1/16 of the main thread's) would overflow on the first recursive
    /// descent a few thousand levels deep; the whole pipeline must still finish there.
    func testDeepTreeOnASmallStack() {
        let depth = 20_000
        let bytes = DeepInput.tree(depth: depth, repliesFirst: true)
        let result = ArchiveBox()
        let done = DispatchSemaphore(value: 0)
        let worker = Foundation.Thread {
            result.archive = ArchiveLoader(io: .memory(["tree.json": bytes])).loadFile("tree.json")
            done.signal()
        }
        worker.stackSize = 512 * 1024
        worker.start()
        XCTAssertEqual(done.wait(timeout: .now() + 120), .success, "the small-stack worker did not finish")
        let loaded = result.archive
        XCTAssertEqual(loaded?.diagnostics, [])
        XCTAssertEqual(loaded?.threads.first?.topLevel.first?.replies.count, depth)
    }

    func testDeeplyNestedJunkIsParsedWithoutRecursion() {
        let depth = 200_000
        let bytes = Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        let decoded = InputDecoder.decodeJSON(bytes, file: "nest.json")
        XCTAssertEqual(decoded.threads.first?.comments.count, 0)
        XCTAssertEqual(decoded.diagnostics.count, 1, "the one inner array is not a comment object")
        XCTAssertEqual(decoded.diagnostics.first?.jsonPath, "[0]")
    }
}

import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// The result chunks written on their own lane (`SearchResultChunks`): every document in
/// its chunk, in order, whatever the batches; a chunk that cannot be written fails the
/// build, which leaves the previous site.
final class SearchChunkWriteTests: XCTestCase {
    /// 100 comments, oldest first by their number: 4 chunks of 32 (the last one of 4).
    private static let thread: String = {
        let comments = (0..<100).map { i in
            #"{"id": "\#(i)", "user": "U\#(i % 7)", "createdAt": "2024-01-01T00:\#(String(format: "%02d", i / 60)):\#(String(format: "%02d", i % 60))Z", "content": "word\#(i) common"}"#
        }
        return #"{"id": "many", "title": "Many", "comments": [\#(comments.joined(separator: ","))]}"#
    }()

    private func build(_ store: MemoryFiles, failing: String? = nil) throws {
        var config = SiteConfig()
        (config.inputs, config.output, config.search) = (["/in"], "/out", true)
        // A small budget: batches of one chunk, so the lane holds several at once.
        config.searchMemoryBudget = 1 << 16
        var io = FileIO.memory(store)
        if let failing {
            let write = io.write
            io.write = { path, bytes in
                if path.hasSuffix("/" + failing) { throw FileIOError(path: path, message: "disk full (test)") }
                try write(path, bytes)
            }
        }
        _ = try SiteBuilder(config: config, io: io).build()
    }

    func testEveryDocumentIsInItsChunkInOrder() throws {
        let store = MemoryFiles(["/in/many.json": Array(Self.thread.utf8)])
        try build(store)
        let site = SiteTree(snapshot: store.snapshot, root: "/out")
        let chunks = site.paths.filter { $0.hasPrefix("search/d/") }.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
        XCTAssertEqual(chunks, (0..<4).map { "search/d/\($0).js" })
        var texts: [String] = []
        for (n, path) in chunks.enumerated() {
            let script = try XCTUnwrap(site.files[path])
            XCTAssertTrue(String(decoding: script, as: UTF8.self).hasPrefix("threadfoldSearch.docs(\(n),\""), path)
            let json = try XCTUnwrap(SearchChunkCodec.json(fromScript: script), path)
            let rows = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json)) as? [[String]], path)
            XCTAssertEqual(rows.count, n < 3 ? 32 : 4, path)
            texts += rows.map { $0[6] }
        }
        XCTAssertEqual(texts, (0..<100).map { "word\($0) common" })
    }

    func testAChunkThatCannotBeWrittenFailsTheBuildAndLeavesThePreviousSite() throws {
        let store = MemoryFiles(["/in/many.json": Array(Self.thread.utf8)])
        try build(store)
        let before = store.snapshot.filter { $0.key.hasPrefix("/out/") }
        XCTAssertThrowsError(try build(store, failing: "search/d/2.js")) { error in
            XCTAssertTrue("\(error)".contains("search/d/2.js"), "names the chunk: \(error)")
        }
        XCTAssertEqual(store.snapshot.filter { $0.key.hasPrefix("/out/") }, before, "the previous site stays")
    }
}

import XCTest

@testable import Importers

final class ThreadFileEncoderTests: XCTestCase {
    func testKeysInReadingOrderAndEscaping() {
        let thread = ImportedThread(
            id: "t", title: "A \"quoted\" title", contentFormat: .html,
            comments: [
                ImportedComment(
                    id: "1", user: "Ada", content: "line\nnext\u{2028}\u{01}", createdAt: "2024-05-01T09:00:00Z", aliases: ["comment-1"]),
                ImportedComment(id: "2", parentID: "1", user: "Bo", content: "\\ back"),
            ])
        let text = ThreadFileEncoder.encode(thread)
        let keys = ["\"id\"", "\"title\"", "\"contentFormat\"", "\"comments\""].compactMap { text.range(of: $0)?.lowerBound }
        XCTAssertEqual(keys, keys.sorted())
        XCTAssertEqual(keys.count, 4)
        XCTAssertTrue(text.contains(#""content": "line\nnext\u2028\u0001""#), text)
        XCTAssertTrue(text.contains(#""aliases": ["comment-1"]"#))
        XCTAssertFalse(text.contains("\"url\""), "fields without a value are left out")
        XCTAssertEqual(ThreadFileEncoder.encode(thread), text, "deterministic")
        let decoded = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let comments = decoded?["comments"] as? [[String: Any]]
        XCTAssertEqual(comments?.first?["content"] as? String, "line\nnext\u{2028}\u{01}")
        XCTAssertEqual(comments?.last?["content"] as? String, "\\ back")
    }

    func testSlugsThatCollideWithoutCaseGetSuffixes() {
        let threads = ["Post", "post", "a/b"].map { ImportedThread(id: $0, contentFormat: .markdown, comments: []) }
        let paths = ThreadFileWriter(io: .disk).plan(threads, into: "out")
        XCTAssertEqual(paths[0], "out/Post.json")
        XCTAssertEqual(paths[1], "out/post-2.json")
        XCTAssertTrue(paths[2].hasPrefix("out/a-b-"))
    }
}

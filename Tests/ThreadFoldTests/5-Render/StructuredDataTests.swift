import Foundation
import XCTest

@testable import ThreadFold

/// JSON-LD text no input can break out of, and the comment tree's nesting.
final class StructuredDataTests: XCTestCase {
    private func parsed(_ json: JSONLDText) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])
    }

    func testHostileStringsStayOneJSONStringWithoutMarkup() throws {
        let hostile = [
            "</script><script>alert(1)</script>", "<!--", "a\u{2028}b\u{2029}c", "\"}]},{\"@type\":\"x", "back\\slash",
            "\u{0}\u{1F}\u{7F}", "tab\there\nline\r", "&amp; & <b>", "😀 中文",
        ]
        for value in hostile {
            var json = JSONLDText()
            json.openObject()
            json.string("text", value)
            json.closeObject()
            let text = json.text
            XCTAssertFalse(text.contains("<"), text)
            XCTAssertFalse(text.contains(">"), text)
            XCTAssertFalse(text.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" }, text)
            XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 }, text)
            XCTAssertEqual(try parsed(json)["text"] as? String, value, "read back as written")
        }
    }

    func testObjectsArraysAndCommas() throws {
        var json = JSONLDText()
        json.openObject()
        json.string("a", "1")
        json.integer("n", 7)
        json.openArray("list")
        json.openObject()
        json.closeObject()
        json.openObject()
        json.string("b", "2")
        json.closeObject()
        json.closeArray()
        json.closeObject()
        XCTAssertEqual(json.text, #"{"a":"1","n":7,"list":[{},{"b":"2"}]}"#)
    }

    /// 1 → 2 → … → 100: nested up to the cap, the rest beside each other at the cap's level.
    func testADeepChainNestsUpToTheCapThenStaysFlat() throws {
        var comments = [Comment(id: "1")]
        for i in 2...100 { comments.append(Comment(id: String(i), parent: .id(String(i - 1)))) }
        let folded = ThreadFolder.fold(CommentThread(id: "t", comments: comments)).0
        var tree = CommentTreeLD(folded: folded) { json, node in
            if case .reply(_, let index) = node { json.string("id", folded.topLevel[0].replies[index].comment.id) }
        }
        var json = JSONLDText()
        json.openObject()
        tree.write(tree.children(of: .top(0)), key: "comment", into: &json)
        json.closeObject()
        var level = try parsed(json)
        var depth = 0
        var seen: [String] = []
        while let items = level["comment"] as? [[String: Any]] {
            depth += 1
            seen += items.compactMap { $0["id"] as? String }
            if items.count > 1 {
                XCTAssertEqual(depth, CommentTreeLD.depthCap + 1, "only below the cap do items stand beside each other")
                XCTAssertTrue(items.allSatisfy { $0["comment"] == nil })
                break
            }
            level = items[0]
        }
        XCTAssertEqual(seen, (2...100).map(String.init), "every reply once, in order")
    }
}

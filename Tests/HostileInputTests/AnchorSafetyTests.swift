import Foundation
import TestSupport
import XCTest

/// Comment ids with `../`, `/`, quotes, spaces, NUL, 300 characters and duplicates become
/// distinct anchors made only of safe characters, and every reply's link finds its target.
final class AnchorSafetyTests: XCTestCase {
    func testOddCommentIdsGetDistinctSafeAnchors() throws {
        let folder = try TemporaryFolder("anchors")
        defer { folder.remove() }
        let ids = ["../x", "/", "q\"'<>&", "a b", "n\u{0}ul", String(repeating: "z", count: 300), "a.20b", "a b", "1", "01", "ünï", "x~2"]
        var comments: [[String: Any]] = []
        for (index, id) in ids.enumerated() {
            var row: [String: Any] = ["id": id, "user": "u\(index)", "content": "c\(index)"]
            if index > 0 && index % 2 == 0 { row["parentID"] = ids[index - 1] }
            comments.append(row)
        }
        try folder.write("in/t.json", Array(try JSONSerialization.data(withJSONObject: ["id": "t", "comments": comments])))
        let build = CLIRun(["build", folder.path("in"), "-o", folder.path("out"), "--replies-shown", "100"])
        XCTAssertEqual(build.code, .ok, build.all)
        XCTAssertEqual(build.commentCount, ids.count, build.out)

        let page = String(decoding: try Data(contentsOf: URL(fileURLWithPath: folder.path("out/t/t.html"))), as: UTF8.self)
        let anchors = matches(#"id="(c-[^"]*)""#, in: page)
        XCTAssertEqual(anchors.count, ids.count, "one anchor per comment: \(anchors)")
        XCTAssertEqual(Set(anchors).count, anchors.count, "anchors are distinct: \(anchors)")
        for anchor in anchors {
            XCTAssertNotNil(
                anchor.range(of: #"^c-[A-Za-z0-9_.~-]+$"#, options: .regularExpression), "unsafe anchor \(anchor.debugDescription)")
            XCTAssertLessThan(anchor.utf8.count, 1_000, "anchor length stays bounded")
        }
        for target in matches(##"href="#(c-[^"]*)""##, in: page) {
            XCTAssertTrue(anchors.contains(target), "a link to #\(target) has no element with that id")
        }
    }

    private func matches(_ pattern: String, in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let range = rest.range(of: pattern, options: .regularExpression) {
            let match = String(rest[range])
            if let open = match.firstIndex(of: "\""), let close = match.lastIndex(of: "\""), open < close {
                let value = match[match.index(after: open)..<close]
                found.append(String(value.hasPrefix("#") ? value.dropFirst() : value))
            }
            rest = rest[range.upperBound...]
        }
        return found
    }
}

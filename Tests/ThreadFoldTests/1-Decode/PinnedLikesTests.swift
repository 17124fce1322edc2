import XCTest

@testable import ThreadFold

/// `"pinned"` and `"likes"`: read from each comment, a pinned reply shown first under its
/// floor, wrong values reported at their place and left out.
final class PinnedLikesTests: XCTestCase {
    func testFieldsAreReadAndPinnedRepliesComeFirst() {
        let json = Fixture.thread([
            "{\"id\": 1, \"createdAt\": 100, \"likes\": 7}",
            "{\"id\": 2, \"parentID\": 1, \"createdAt\": 200}",
            "{\"id\": 3, \"parentID\": 1, \"createdAt\": 300, \"pinned\": true, \"likes\": 1}",
            "{\"id\": 4, \"parentID\": 1, \"createdAt\": 400, \"pinned\": false, \"likes\": null}",
        ])
        let (thread, diagnostics) = Fixture.fold(json)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(Fixture.shape(thread), [["1", "3", "2", "4"]])
        XCTAssertEqual(thread?.topLevel.first?.replies.map(\.floor), ["1.1", "1.2", "1.3"])
        XCTAssertEqual(thread?.thread.comments.map(\.likes), [7, 0, 1, 0])
        XCTAssertEqual(thread?.thread.comments.map(\.pinned), [false, false, true, false])
    }

    func testWrongValuesAreReportedAtTheirPlace() {
        let json = Fixture.thread(["{\"id\": 1, \"pinned\": \"yes\"}", "{\"id\": 2, \"likes\": -3}", "{\"id\": 3, \"likes\": 1.5}"])
        let decoded = Fixture.decode(json)
        XCTAssertEqual(decoded.diagnostics.map(\.jsonPath), ["comments[0].pinned", "comments[1].likes", "comments[2].likes"])
        XCTAssertEqual(decoded.diagnostics.map(\.severity), [.error, .warning, .warning])
        XCTAssertTrue(decoded.diagnostics.allSatisfy { $0.line > 0 && $0.column > 0 }, "\(decoded.diagnostics)")
        XCTAssertEqual(decoded.threads.first?.comments.map(\.likes), [0, 0, 0])
    }

    /// The two fields sit in the padding after `contentFormat`: a site dump holds a
    /// million comments at once, and they must not grow.
    func testCommentDoesNotGrow() {
        XCTAssertEqual(MemoryLayout<Comment>.stride, 144)
    }
}

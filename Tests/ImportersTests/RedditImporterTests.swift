import Importers
import XCTest

final class RedditImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (["thread.json": RedditSample.json], .reddit, "thread.json")
    }

    func testReportCounts() {
        let expected = ReportFigures(threads: 1, comments: 4, dropped: [.moreStub: 2, .deleted: 1], placeholders: ["c3"])
        XCTAssertEqual(ReportFigures(report), expected)
        XCTAssertTrue(report.dropped.contains { $0.detail.contains("2 comments not in this file: c9, c10") })
        XCTAssertEqual(report.files.first?.source, "https://www.reddit.com/r/webdev/comments/abc123/what_is_your_favourite/")
    }

    func testOutputLoadsInThreadfold() throws {
        ImportChecks.assertLoadsCleanly(harness, report)
    }

    func testCommentsKeepMarkdownAndTree() throws {
        let comments = try ImportChecks.assertThreadFile(
            harness, "reddit-abc123.json", fields: ["category": "r/webdev", "contentFormat": "markdown"],
            commentIDs: ["c1", "c2", "c3", "c4"])
        XCTAssertEqual(comments.map { $0["parentID"] as? String }, [nil, "c1", nil, "c3"])
        XCTAssertEqual(comments[0]["createdAt"] as? String, "2023-11-14T22:15:00Z")
        XCTAssertEqual(comments[3]["createdAt"] as? String, "2023-11-14T22:20:00.500Z")
    }

    func testWrongShapeIsExplained() throws {
        try harness.write(["post.json": #"{"kind": "Listing"}"#])
        XCTAssertThrowsError(try harness.run(.reddit, source: harness.path("post.json"))) { error in
            XCTAssertTrue(String(describing: error).contains("two listings"))
        }
    }
}

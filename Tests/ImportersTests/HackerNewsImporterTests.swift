import Importers
import XCTest

final class HackerNewsImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (["item.json": HackerNewsSample.json], .hn, "item.json")
    }

    func testReportCounts() {
        XCTAssertEqual(ReportFigures(report), ReportFigures(threads: 1, comments: 4, dropped: [.deleted: 1], placeholders: ["1003"]))
        XCTAssertEqual(report.dropped.map(\.commentID), ["1005"])
        XCTAssertEqual(report.files.first?.source, "https://news.ycombinator.com/item?id=1000")
    }

    func testOutputLoadsInThreadfold() throws {
        ImportChecks.assertLoadsCleanly(harness, report)
        let archive = harness.load()
        XCTAssertEqual(archive.replyCount, 2, "1002 under 1001, 1004 under the placeholder 1003")
    }

    func testHTMLBodiesKeptAsTheyAre() throws {
        let comments = try ImportChecks.assertThreadFile(
            harness, "hn-1000.json", fields: ["title": "Show HN: A static comment archive", "contentFormat": "html"],
            commentIDs: ["1001", "1002", "1003", "1004"])
        XCTAssertEqual(
            comments[0]["content"] as? String,
            "<p>Nice &#x27;work&#x27;<p>Second paragraph with <a href=\"https://example.com\">a link</a>")
        XCTAssertEqual(comments[0]["createdAt"] as? String, "2026-08-08T10:04:25.000Z")
        XCTAssertEqual(comments[1]["parentID"] as? String, "1001")
    }

    func testCommentItemHeadsItsOwnThread() throws {
        try harness.write([
            "comment.json":
                #"{"id": 7, "type": "comment", "author": "ada", "text": "<p>Root</p>", "children": [{"id": 8, "type": "comment", "author": "bo", "text": "Child", "children": []}]}"#
        ])
        let result = try Importer(io: .disk).read(.hn, source: harness.path("comment.json"))
        XCTAssertEqual(result.threads.first?.comments.map(\.id), ["7", "8"])
        XCTAssertEqual(result.threads.first?.comments.map(\.parentID), [nil, "7"])
    }
}

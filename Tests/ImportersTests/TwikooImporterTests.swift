import Foundation
import Importers
import TestSupport
import XCTest

final class TwikooImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (["twikoo.json": TwikooSample.json], .twikoo, "twikoo.json")
    }

    func testReportCounts() {
        XCTAssertEqual(ReportFigures(report), ReportFigures(threads: 1, comments: 5, dropped: [.spam: 1]), report.text)
        XCTAssertEqual(report.dropped.first?.detail, "isSpam: spam, or waiting for review")
        XCTAssertEqual(report.widget.joinedPages.map(\.kept), ["https://blog.example/posts/twikoo/"])
        XCTAssertEqual(report.widget.parentFallbacks.map(\.commentID), ["64a1b2c3d4e5f60718293a05"])
        XCTAssertEqual(report.widget.mentionsRemoved, 1)
        XCTAssertEqual(report.widget.emojiReplaced, 1)
        XCTAssertEqual([report.widget.pinned, report.widget.withLikes], [1, 2])
    }

    func testCommentsParentsAndFields() throws {
        let thread = try harness.thread(String(try XCTUnwrap(report.files.first).path.split(separator: "/").last ?? ""))
        XCTAssertEqual(thread["url"] as? String, "https://blog.example/posts/twikoo/")
        XCTAssertEqual(thread["id"] as? String, "https://blog.example/posts/twikoo")
        let comments = try XCTUnwrap(thread["comments"] as? [[String: Any]])
        XCTAssertEqual(comments.map { String(($0["id"] as? String ?? "").suffix(2)) }, ["01", "02", "03", "05", "06"])
        XCTAssertEqual(comments.map { ($0["parentID"] as? String)?.suffix(2) }, [nil, nil, "02", nil, "03"])
        XCTAssertEqual(comments[0]["content"] as? String, "<p>置顶：欢迎留言 :smile:</p>")
        XCTAssertEqual(comments[0]["pinned"] as? Bool, true)
        XCTAssertEqual(comments.map { $0["likes"] as? Int }, [3, 1, nil, nil, nil])
        XCTAssertEqual(comments[0]["createdAt"] as? String, "2023-06-29T00:53:20Z")
        XCTAssertEqual(comments[3]["content"] as? String, "@广告 别发广告", "its parent was hidden: the mention stays")
        XCTAssertEqual(comments[4]["content"] as? String, "谢谢，已经部署好了")
        XCTAssertEqual(comments[4]["createdAt"] as? String, "2023-06-29T01:30:00.000Z")
    }

    func testOutputLoadsWithoutPersonalData() throws {
        ImportChecks.assertLoadsCleanly(harness, report)
        try ImportChecks.assertNoPersonalData(harness)
        let text = try harness.writtenText()
        for field in ["qlogo", "u-owner", "master", "\"mail"] { XCTAssertFalse(text.contains(field), field) }
    }

    func testBadInputNamesFileAndPlace() throws {
        let cases: [(String, String, String)] = [
            ("[{\"_id\": \"a\", \"url\": \"/\"},]", ":1:", "not valid JSON"),
            ("[{\"_id\": \"a\"}, {\"nick\": \"b\"}]", ":", "[1]: this comment has no _id or id"),
            ("[{\"_id\": \"a\", \"url\": {\"path\": \"/\"}}]", ":", "[0].url: expected a string"),
            ("\"a string\"", ":", "expected Twikoo's comment export"),
        ]
        for (index, (text, place, message)) in cases.enumerated() {
            let name = "bad-\(index).json"
            try harness.write([name: text])
            let run = CLIRun(["import", "twikoo", harness.path(name), "-o", harness.path("bad-out-\(index)")])
            XCTAssertEqual(run.code, .dataError, text)
            XCTAssertTrue(run.err.contains(harness.path(name) + place), run.err)
            XCTAssertTrue(run.err.contains(message), "\(message) in \(run.err)")
        }
    }
}

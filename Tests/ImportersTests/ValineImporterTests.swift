import Foundation
import Importers
import TestSupport
import XCTest

final class ValineImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (["valine.ndjson": ValineSample.ndjson], .valine, "valine.ndjson")
    }

    func testReportCounts() {
        XCTAssertEqual(ReportFigures(report), ReportFigures(threads: 2, comments: 4, dropped: [.spam: 1]), report.text)
        XCTAssertEqual(report.dropped.first?.detail, "isSpam")
        XCTAssertEqual(report.widget.joinedPages.map(\.kept), ["/2018/12/hello-world/"])
        XCTAssertEqual(report.widget.mentionsRemoved, 1)
        XCTAssertEqual(report.widget.mentionsKept, 1, "the mention of the spam comment stays: it is no longer the parent")
        XCTAssertEqual(report.widget.emojiReplaced, 1)
        XCTAssertEqual(report.widget.parentFallbacks.map(\.commentID), ["5c1a0004"])
        XCTAssertEqual(report.unreadableTimes.map(\.commentID), ["5c1a0005"])
        XCTAssertTrue(report.text.contains("never read: mail, ip, ua, QQAvatar"), report.text)
    }

    func testRowsMentionsAndEmoji() throws {
        let file = try XCTUnwrap(report.files.first { $0.source == "/2018/12/hello-world/" })
        let comments = try harness.comments(in: String(file.path.split(separator: "/").last ?? ""))
        XCTAssertEqual(comments.map { $0["id"] as? String }, ["5c1a0001", "5c1a0002", "5c1a0004"])
        XCTAssertEqual(comments.map { $0["parentID"] as? String }, [nil, "5c1a0001", nil])
        XCTAssertEqual(comments[0]["content"] as? String, "<p>沙发 :doge:</p>\n")
        XCTAssertEqual(comments[0]["createdAt"] as? String, "2018-12-19T08:00:00.000Z")
        XCTAssertEqual(comments[1]["content"] as? String, "<p>谢谢！</p>\n")
        XCTAssertEqual(comments[1]["createdAt"] as? String, "2018-12-19T09:00:00.000Z")
        XCTAssertTrue((comments[2]["content"] as? String ?? "").contains("@Spam Bot"))
    }

    func testOutputLoadsWithoutPersonalData() throws {
        ImportChecks.assertLoadsCleanly(harness, report)
        try ImportChecks.assertNoPersonalData(harness)
        XCTAssertFalse(try harness.writtenText().contains("qlogo"))
    }

    /// LeanCloud's other shapes: a JSON array, and the REST API's `{"results": [...]}`.
    func testArrayAndResultsReadAsNDJSON() throws {
        let lines = ValineSample.ndjson.split(separator: "\n").joined(separator: ",\n")
        try harness.write(["array.json": "[\n" + lines + "\n]", "results.json": "{\"results\": [" + lines + "]}"])
        let ndjson = try Importer().read(.valine, source: harness.path("valine.ndjson")).threads
        for name in ["array.json", "results.json"] {
            XCTAssertEqual(try Importer().read(.valine, source: harness.path(name)).threads, ndjson, name)
        }
    }

    func testBadInputNamesFileAndPlace() throws {
        let cases: [(String, String, String)] = [
            ("{\"objectId\": \"a\", \"url\": \"/\"}\n{\"objectId\": \"b\",\n", ":2:", "not valid JSON"),
            ("[{\"objectId\": \"a\"}, 3]", ":", "[1]: expected a comment object"),
            ("{\"results\": [{\"nick\": \"x\"}]}", ":", "results[0]: this comment has no objectId"),
            ("{\"objectId\": \"a\"}\n{\"objectId\": \"b\", \"comment\": [1]}\n", ":2:", "line 2.comment: expected a string"),
            ("{\"type\": \"waline\", \"data\": {}}", ":", "import waline"),
        ]
        for (index, (text, place, message)) in cases.enumerated() {
            let name = "bad-\(index).json"
            try harness.write([name: text])
            let run = CLIRun(["import", "valine", harness.path(name), "-o", harness.path("bad-out-\(index)")])
            XCTAssertEqual(run.code, .dataError, text)
            XCTAssertTrue(run.err.contains(harness.path(name) + place), run.err)
            XCTAssertTrue(run.err.contains(message), "\(message) in \(run.err)")
        }
    }
}

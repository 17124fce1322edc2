import Foundation
import Importers
import TestSupport
import XCTest

final class ArtalkImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (["comments.artrans": ArtalkSample.json], .artalk, "comments.artrans")
    }

    func testReportCounts() {
        XCTAssertEqual(
            ReportFigures(report), ReportFigures(threads: 2, comments: 5, dropped: [.unapproved: 1]), report.text)
        XCTAssertEqual(report.dropped.first?.detail, "is_pending")
        XCTAssertEqual(report.widget.joinedPages.map(\.kept), ["https://blog.example/posts/artalk/"])
        XCTAssertEqual(report.widget.parentFallbacks.map(\.commentID), ["5"])
        XCTAssertEqual([report.widget.titlesFromPages, report.widget.collapsed, report.widget.emojiReplaced], [2, 1, 1])
        XCTAssertEqual([report.widget.pinned, report.widget.withLikes], [1, 1])
    }

    func testSitesThreadsParentsAndFields() throws {
        let threads = try Importer().read(.artalk, source: harness.path("comments.artrans")).threads
        XCTAssertEqual(threads.map(\.id), ["博客:https://blog.example/posts/artalk", "Docs:https://docs.example/posts/artalk"])
        XCTAssertEqual(threads.map(\.category), ["博客", "Docs"])
        XCTAssertEqual(threads.map(\.title), ["用 Artalk 搭评论", "Docs: Artalk"])
        let comments = try XCTUnwrap(threads.first?.comments)
        XCTAssertEqual(comments.map(\.id), ["1", "2", "3", "5"])
        XCTAssertEqual(comments.map(\.parentID), [nil, "1", "2", nil])
        XCTAssertEqual(
            comments.map(\.createdAt),
            ["2022-04-29T16:36:45+08:00", "2022-04-29T17:00:00+08:00", "2022-04-29T18:00:00+08:00", "2022-04-30T09:00:00+08:00"])
        XCTAssertEqual(comments[1].content, "回复博主 :doge:")
        XCTAssertEqual([comments[0].pinned, comments[1].pinned], [true, false])
        XCTAssertEqual(comments.map(\.likes), [4, 0, 0, 0])
    }

    func testOutputLoadsWithoutPersonalData() throws {
        ImportChecks.assertLoadsCleanly(harness, report)
        try ImportChecks.assertNoPersonalData(harness)
        let text = try harness.writtenText()
        for field in ["管理员", "#0083FF", "vote_down", "emoticons.example.net"] { XCTAssertFalse(text.contains(field), field) }
    }

    func testBadInputNamesFileAndPlace() throws {
        let cases: [(String, String, String)] = [
            ("[{\"id\": \"1\", \"content\": \"x\"}\n{\"id\": \"2\"}]", ":2:", "not valid JSON"),
            ("[{\"id\": \"1\"}, {\"content\": \"no id\"}]", ":", "[1]: this comment has no id"),
            ("[{\"id\": \"1\", \"content\": [\"x\"]}]", ":", "[0].content: expected a string"),
        ]
        for (index, (text, place, message)) in cases.enumerated() {
            let name = "bad-\(index).artrans"
            try harness.write([name: text])
            let run = CLIRun(["import", "artalk", harness.path(name), "-o", harness.path("bad-out-\(index)")])
            XCTAssertEqual(run.code, .dataError, text)
            XCTAssertTrue(run.err.contains(harness.path(name) + place), run.err)
            XCTAssertTrue(run.err.contains(message), "\(message) in \(run.err)")
        }
    }
}

import Importers
import XCTest

final class DisqusImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (["disqus.xml": DisqusSample.xml], .disqus, "disqus.xml")
    }

    func testReportCounts() {
        XCTAssertEqual(report.threadsWritten, 2)
        XCTAssertEqual(report.commentsWritten, 8)
        XCTAssertEqual(report.droppedCount(.spam), 2)
        XCTAssertEqual(report.droppedCount(.deleted), 1)
        XCTAssertEqual(report.dropped.count, 3)
        XCTAssertEqual(report.placeholders.map(\.commentID), ["103"])
        XCTAssertEqual(report.orphans.map(\.commentID), ["107", "108"])
        XCTAssertEqual(report.orphans.map(\.missingParentID), ["999", "105"])
        XCTAssertEqual(report.emptyThreads, ["http://example.com/spammed/"])
        XCTAssertEqual(report.postsWithoutComments, 1)
        XCTAssertEqual(report.commentsWithAliases, 8)
        XCTAssertEqual(report.files.map(\.source), ["http://example.com/2013/post-a/", "http://example.com/2013/保研/"])
    }

    func testOutputLoadsInThreadfold() throws {
        ImportChecks.assertLoadsCleanly(harness, report)
        try ImportChecks.assertNoPersonalData(harness)
    }

    func testCommentsAreInTimeOrderWithHTMLBodiesAndAliases() throws {
        let file = try XCTUnwrap(report.files.first?.path.split(separator: "/").last.map(String.init))
        let thread = try harness.thread(file)
        XCTAssertEqual(thread["contentFormat"] as? String, "html")
        XCTAssertEqual(thread["title"] as? String, "Post A")
        let comments = try harness.comments(in: file)
        XCTAssertEqual(comments.map { $0["id"] as? String }, ["101", "102", "103", "104", "107", "108"])
        XCTAssertEqual(comments[0]["content"] as? String, "<p>First &amp; foremost.</p>")
        XCTAssertEqual(comments[0]["createdAt"] as? String, "2013-05-02T10:00:00Z")
        XCTAssertEqual(comments[1]["parentID"] as? String, "101")
        XCTAssertEqual(comments[0]["aliases"] as? [String], ["comment-101"])
        XCTAssertEqual(comments[2]["user"] as? String, "[deleted]")
        XCTAssertEqual(comments[3]["parentID"] as? String, "103")
        XCTAssertNil(comments[4]["parentID"], "an orphan is written as top-level")
    }

    func testReportTextNamesEveryList() {
        let text = report.text
        XCTAssertTrue(text.contains("threads written: 2, comments written: 8"))
        XCTAssertTrue(text.contains("comments not carried: 3 (1 deleted, 2 spam)"))
        XCTAssertTrue(text.contains("parent 999 is not in the export"))
        XCTAssertTrue(text.contains("parent 105 was not carried (spam)"))
        XCTAssertTrue(text.contains("http://example.com/2013/post-a/ → "))
    }

    func testSecondImportIntoSameFolderIsRefusedUnlessForced() throws {
        XCTAssertThrowsError(try harness.run(.disqus, source: harness.path("disqus.xml"))) { error in
            XCTAssertTrue(String(describing: error).contains("--force"))
        }
        let again = try Importer(io: .disk).run(.disqus, source: harness.path("disqus.xml"), into: harness.output, overwrite: true)
        XCTAssertEqual(again, report, "same export, same report")
    }

    func testMalformedXMLNamesLine() throws {
        try harness.write(["broken.xml": "<disqus>\n<thread dsq:id=\"1\">\n</disqus>\n"])
        XCTAssertThrowsError(try harness.run(.disqus, source: harness.path("broken.xml"))) { error in
            let importError = error as? ImportError
            XCTAssertEqual(importError?.path, self.harness.path("broken.xml"))
            XCTAssertGreaterThan(importError?.line ?? 0, 1)
        }
    }
}

import Importers
import XCTest

final class WordPressImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (["wordpress.xml": WordPressSample.xml], .wordpress, "wordpress.xml")
    }

    func testReportCounts() {
        let dropped: [ImportReport.Reason: Int] = [.pingback: 1, .trackback: 1, .unapproved: 2, .spam: 1]
        XCTAssertEqual(ReportFigures(report), ReportFigures(threads: 1, comments: 5, dropped: dropped, placeholders: ["6"], orphans: ["8"]))
        XCTAssertEqual(report.emptyThreads, ["http://sample.wordpress.com/?p=42"])
        XCTAssertEqual(report.postsWithoutComments, 1)
        XCTAssertEqual(report.commentsWithAliases, 5)
    }

    func testOutputLoadsInThreadfold() throws {
        ImportChecks.assertLoadsCleanly(harness, report)
        try ImportChecks.assertNoPersonalData(harness)
    }

    func testThreadFileFields() throws {
        XCTAssertEqual(report.files.first?.path, harness.output + "/hello-world.json")
        let comments = try ImportChecks.assertThreadFile(
            harness, "hello-world.json", fields: ["title": "Hello & welcome", "category": "Sample Blog", "contentFormat": "html"],
            commentIDs: ["1", "2", "6", "7", "8"])
        XCTAssertEqual(comments[0]["content"] as? String, "Nice post.\nSecond line with <em>emphasis</em>.")
        XCTAssertEqual(comments[0]["createdAt"] as? String, "2009-02-09T10:01:01Z")
        XCTAssertEqual(comments[3]["createdAt"] as? String, "2009-02-09T16:00:00Z", "no GMT date: the local one, read as UTC")
        XCTAssertEqual(comments[1]["parentID"] as? String, "1")
        XCTAssertEqual(comments[3]["parentID"] as? String, "6")
        XCTAssertEqual(comments[2]["content"] as? String, "[deleted]")
        XCTAssertEqual(comments[4]["aliases"] as? [String], ["comment-8"])
    }

    func testExportWithoutAnyNamespaceDeclarationsImports() throws {
        // Every prefix undeclared (`wp:` too), on elements and on an attribute.
        let bare = WordPressSample.xml
            .replacingOccurrences(of: #"xmlns:wp="http://wordpress.org/export/1.2/">"#, with: ">")
            .replacingOccurrences(of: "<item>", with: #"<item dc:lang="en">"#)
        try harness.write(["bare.xml": bare])
        let bareReport = try Importer(io: .disk).read(.wordpress, source: harness.path("bare.xml")).report
        XCTAssertEqual(bareReport.dropped.count, report.dropped.count)
        XCTAssertEqual(bareReport.placeholders, report.placeholders)
    }
}

import Importers
import TestSupport
import XCTest

final class DisqusImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (["disqus.xml": DisqusSample.xml], .disqus, "disqus.xml")
    }

    func testReportCounts() {
        let expected = ReportFigures(
            threads: 2, comments: 8, dropped: [.spam: 2, .deleted: 1], placeholders: ["103"], orphans: ["107", "108"])
        XCTAssertEqual(ReportFigures(report), expected)
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
        let comments = try ImportChecks.assertThreadFile(
            harness, file, fields: ["contentFormat": "html", "title": "Post A"],
            commentIDs: ["101", "102", "103", "104", "107", "108"])
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

    /// Disqus sends its export as `.xml.gz`: read as it comes, the same report.
    func testGzippedExportGivesTheSameReport() throws {
        let compressed = try CompressedFiles.compress(harness.path("disqus.xml"), with: .gzip)
        let again = try Importer(io: .disk).run(.disqus, source: compressed, into: harness.path("from-gz"))
        XCTAssertEqual(again.threadsWritten, report.threadsWritten)
        XCTAssertEqual(again.commentsWritten, report.commentsWritten)
        XCTAssertEqual(again.dropped, report.dropped)
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

    func testMalformedXMLNamesLineAndColumn() throws {
        try harness.write(["tag.xml": "<disqus>\n  <post></thread>\n</disqus>\n"])
        XCTAssertThrowsError(try harness.run(.disqus, source: harness.path("tag.xml"))) { error in
            let importError = error as? ImportError
            XCTAssertEqual(importError?.line, 2)
            XCTAssertEqual(importError?.column, 11, "the column of '</thread>', 1-based")
            XCTAssertTrue(importError?.message.contains("mismatched tag") == true, String(describing: error))
        }
    }

    /// Entity expansion (billion laughs) is refused by expat, and an external entity is
    /// never fetched: its reference is left out, the file it names is not read.
    func testEntityAttacksAreRefusedOrIgnored() throws {
        let lol = (1...9).map {
            "<!ENTITY l\($0) \"&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);&l\($0 - 1);\">"
        }
        let bomb =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE disqus [<!ENTITY l0 \"lol\">\(lol.joined())]>\n<disqus><thread dsq:id=\"1\"><title>&l9;</title></thread></disqus>\n"
        try harness.write(["bomb.xml": bomb])
        XCTAssertThrowsError(try harness.run(.disqus, source: harness.path("bomb.xml"))) { error in
            XCTAssertTrue(String(describing: error).contains("amplification"), String(describing: error))
        }
        try harness.write([
            "secret.txt": "SECRET-CONTENT",
            "xxe.xml": """
            <?xml version="1.0"?>
            <!DOCTYPE disqus [<!ENTITY x SYSTEM "secret.txt">]>
            <disqus><thread dsq:id="1"><link>http://e.com/a</link><title>T &x;</title></thread>
            <post dsq:id="2"><message>hi &x;</message><thread dsq:id="1"/><author><name>A</name></author></post></disqus>
            """,
        ])
        _ = try? Importer(io: .disk).run(.disqus, source: harness.path("xxe.xml"), into: harness.output, overwrite: true)
        let written = try FileManager.default.subpathsOfDirectory(atPath: harness.output)
            .compactMap { FileManager.default.contents(atPath: harness.output + "/" + $0) }
        XCTAssertFalse(written.contains { String(decoding: $0, as: UTF8.self).contains("SECRET-CONTENT") })
    }
}

import Importers
import XCTest

final class StaticmanImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (StaticmanSample.files, .staticman, "comments")
    }

    func testReportCounts() {
        XCTAssertEqual(report.threadsWritten, 2)
        XCTAssertEqual(report.commentsWritten, 9)
        XCTAssertEqual(report.dropped.count, 0)
        XCTAssertEqual(report.orphans.map(\.commentID), ["a7", "b2"])
        XCTAssertEqual(report.orphans.map(\.missingParentID), ["zzz", "replying_to 5"])
        XCTAssertEqual(report.files.map(\.source), ["https://example.com/post-one/", "post-two"], "_parent gives post-one its URL")
    }

    func testOutputLoadsInThreadfold() throws {
        ImportChecks.assertLoadsCleanly(harness, report)
        try ImportChecks.assertNoPersonalData(harness)
    }

    func testReplyFieldsResolve() throws {
        let comments = try harness.comments(in: "post-one.json")
        let parents = Dictionary(
            uniqueKeysWithValues: comments.compactMap { c in (c["id"] as? String).map { ($0, c["parentID"] as? String ?? "") } })
        XCTAssertEqual(parents, ["a1": "", "a2": "a1", "a3": "", "a4": "a3", "a5": "a3", "a6": "", "a7": ""])
        XCTAssertEqual(comments.first?["createdAt"] as? String, "2016-08-23T20:13:34Z")
        XCTAssertEqual(comments[1]["createdAt"] as? String, "2016-08-23T20:15:00.000Z")
        XCTAssertEqual(comments[2]["content"] as? String, "A second top-level comment,\nover two lines.\n")
        XCTAssertNil(comments[0]["aliases"])
    }

    func testFileWithoutIDUsesFileNameAndCRLFBecomesLF() throws {
        let comments = try harness.comments(in: "post-two.json")
        XCTAssertEqual(comments.first?["id"] as? String, "comment-1")
        XCTAssertEqual(comments.first?["content"] as? String, "Line one\nLine two")
    }

    func testOnePostFolderIsOneThread() throws {
        let single = try Importer(io: .disk).read(.staticman, source: harness.path("comments/post-two"))
        XCTAssertEqual(single.threads.map(\.id), ["post-two"])
        XCTAssertEqual(single.threads.first?.comments.count, 2)
    }

    func testBadYAMLNamesFileLineAndColumn() throws {
        try harness.write(["bad/post/c.yml": "name: Ada\nmessage: \"unterminated\n"])
        XCTAssertThrowsError(try Importer(io: .disk).read(.staticman, source: harness.path("bad"))) { error in
            let importError = error as? ImportError
            XCTAssertEqual(importError?.path, self.harness.path("bad/post/c.yml"))
            XCTAssertGreaterThanOrEqual(importError?.line ?? 0, 2)
            XCTAssertGreaterThan(importError?.column ?? 0, 0)
        }
    }
}

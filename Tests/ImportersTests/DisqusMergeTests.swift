import Importers
import ThreadFold
import XCTest

/// One post under two URLs, titles escaped twice, categories, e-mail addresses in bodies.
final class DisqusMergeTests: XCTestCase {
    private var harness: ImportHarness!

    override func setUpWithError() throws {
        harness = try ImportHarness()
        try harness.write(["disqus.xml": DisqusDuplicateSample.xml])
    }

    override func tearDown() {
        harness.remove()
    }

    private func fileName(for url: String, in report: ImportReport) throws -> String {
        let path = try XCTUnwrap(report.files.first { $0.source == url }?.path, "no file for \(url)")
        return String(path.split(separator: "/").last ?? "")
    }

    func testSamePostUnderTwoURLsIsOneThreadWithTheNewestURLAndBothAnchors() throws {
        let report = try harness.run(.disqus, source: harness.path("disqus.xml"))
        ImportChecks.assertLoadsCleanly(harness, report)
        XCTAssertEqual(report.threadsWritten, 3, "Hello once, About Me twice (different comments)")
        XCTAssertEqual(report.commentsWritten, 5)
        XCTAssertEqual(
            report.merges,
            [
                ImportReport.Merge(
                    title: "Hello “作弊” & more…", kept: "http://www.tanglei.name/hello-world/",
                    merged: "http://www.tanglei.name/blog/hello-world.html",
                    sharedComments: 2, commentsInThread: 3)
            ])
        let thread = try harness.thread(try fileName(for: "http://www.tanglei.name/hello-world/", in: report))
        XCTAssertEqual(thread["url"] as? String, "http://www.tanglei.name/hello-world/")
        XCTAssertEqual(thread["otherURLs"] as? [String], ["http://www.tanglei.name/blog/hello-world.html"])
        XCTAssertEqual(thread["category"] as? String, "Tech")
        let comments = try XCTUnwrap(thread["comments"] as? [[String: Any]])
        XCTAssertEqual(
            comments.map { $0["aliases"] as? [String] ?? [] },
            [["comment-2473619378", "comment-2521126011"], ["comment-2473619379", "comment-2521126012"], ["comment-2473619380"]])
        XCTAssertEqual(comments[1]["parentID"] as? String, "2473619378")
        XCTAssertTrue(
            report.text.contains(
                "threads merged (one post under two URLs; --no-merge keeps them apart): 1\n"
                    + "  \"Hello “作弊” & more…\": http://www.tanglei.name/blog/hello-world.html → http://www.tanglei.name/hello-world/ "
                    + "(2 comments under both, written once with both anchors; 3 comments in the thread)"), report.text)
    }

    func testNoMergeKeepsBothCopies() throws {
        var options = ImportOptions()
        options.mergeDuplicatePosts = false
        let report = try harness.run(.disqus, source: harness.path("disqus.xml"), options: options)
        XCTAssertEqual(report.threadsWritten, 4)
        XCTAssertEqual(report.commentsWritten, 7)
        XCTAssertEqual(report.merges, [])
        XCTAssertFalse(report.text.contains("threads merged"))
    }

    func testTitlesAreDecodedOnceAndTheIndexShowsTheCharacters() throws {
        let report = try harness.run(.disqus, source: harness.path("disqus.xml"))
        let thread = try harness.thread(try fileName(for: "http://www.tanglei.name/hello-world/", in: report))
        XCTAssertEqual(thread["title"] as? String, "Hello “作弊” & more…")
        let index = try harness.builtPage("index.html")
        XCTAssertTrue(index.contains(">Hello “作弊” &amp; more…</a>"), index)
        XCTAssertFalse(index.contains("&amp;#8220;"))
        XCTAssertEqual(index.components(separatedBy: ">About Me</a>").count - 1, 2, "About Me copies with different comments stay apart")
    }

    func testEmailAddressesInBodiesAreHiddenAndCounted() throws {
        let report = try harness.run(.disqus, source: harness.path("disqus.xml"))
        XCTAssertEqual(report.emailRedactions.addresses, 1)
        XCTAssertEqual(report.emailRedactions.comments.map(\.commentID), ["2473619380"])
        XCTAssertTrue(
            report.text.contains(
                "e-mail addresses hidden in comment bodies (--keep-emails keeps them): 1 in 1 comment\n"
                    + "  http://www.tanglei.name/hello-world/: comment 2473619380"), report.text)
        let written = try harness.writtenText()
        XCTAssertFalse(written.contains("844969593@qq.com"))
        XCTAssertTrue(written.contains("发我邮箱 [email hidden] 谢谢"), written)
        try ImportChecks.assertNoPersonalData(harness)
    }

    func testKeepEmailsWritesThemAsTheyWere() throws {
        var options = ImportOptions()
        options.keepEmails = true
        let report = try harness.run(.disqus, source: harness.path("disqus.xml"), options: options)
        XCTAssertEqual(report.emailRedactions.addresses, 0)
        XCTAssertTrue(try harness.writtenText().contains("发我邮箱 844969593@qq.com 谢谢"))
    }
}

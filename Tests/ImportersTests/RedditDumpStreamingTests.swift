import Foundation
import TestSupport
import ThreadFold
import XCTest

@testable import Importers

/// reddit dumps past the fixtures: bad rows, many threads through the spill files, the
/// report's cut lists, and hostile rows through `build`.
final class RedditDumpStreamingTests: XCTestCase {
    var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder("reddit-dump")
    }

    override func tearDown() {
        folder.remove()
    }

    /// A comment row in the dump's layout.
    private static func comment(_ id: String, thread: String, parent: String? = nil, body: String = "text", time: Int = 1_554_076_800)
        -> String
    {
        #"{"id":"\#(id)","link_id":"t3_\#(thread)","parent_id":"\#(parent.map { "t1_" + $0 } ?? "t3_" + thread)","author":"u\#(id)","body":"\#(body)","created_utc":\#(time),"subreddit":"test","score":1,"gilded":0}"#
    }

    private func importDump(_ text: String, name: String = "RC_test.ndjson") throws -> ImportReport {
        try folder.write(name, text)
        return try Importer(io: .disk).run(.redditDump, sources: [folder.path(name)], into: folder.path("out"))
    }

    private func importError(_ text: String) -> ImportError? {
        do {
            _ = try importDump(text)
            return nil
        } catch {
            return error as? ImportError
        }
    }

    func testBadRowsNameTheFileTheLineAndWhatWasExpected() throws {
        let good = Self.comment("a1", thread: "t")
        let broken = importError(good + "\n" + good + "\n" + #"{"id":"a3","link_id":"t3_t","body":"x",}"# + "\n")
        XCTAssertEqual(broken?.line, 3)
        XCTAssertEqual(broken?.path, folder.path("RC_test.ndjson"))
        XCTAssertTrue(broken?.description.contains("RC_test.ndjson:3:") == true, String(describing: broken))
        XCTAssertTrue(broken?.message.contains("not valid JSON") == true)

        let noLink = importError(good + "\n" + #"{"id":"a2","parent_id":"t3_t","body":"hi"}"#)
        XCTAssertEqual(noLink?.line, 2)
        XCTAssertEqual(noLink?.message, #"this row has no "link_id"; expected the post's fullname, like "t3_abc123""#)

        let badParent = importError(#"{"id":"a2","link_id":"t3_t","parent_id":42,"body":"hi"}"#)
        XCTAssertEqual(badParent?.column, 41, "the column of the value")
        XCTAssertTrue(badParent?.message.hasPrefix(#""parent_id" is 42; expected "t1_…""#) == true, String(describing: badParent))

        let neither = importError(#"{"id":"x","name":"not reddit"}"#)
        XCTAssertTrue(
            neither?.message.contains("expected a comment (with link_id, parent_id and body) or a submission (with title)") == true)

        let array = importError("[1, 2]")
        XCTAssertTrue(array?.message.contains("expected a JSON object") == true)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("out/reddit-t.json")), "a refused dump writes nothing")
    }

    func testARefusedDumpLeavesNoSpillBehind() throws {
        try folder.write("RC_a.ndjson", (0..<50).map { Self.comment("a\($0)", thread: "t\($0)") }.joined(separator: "\n"))
        try folder.write("RC_b.ndjson", Self.comment("b1", thread: "t1") + "\n{\"id\":\"b2\"}\n")
        let sources = [folder.path("RC_a.ndjson"), folder.path("RC_b.ndjson")]
        XCTAssertThrowsError(try Importer(io: .disk).run(.redditDump, sources: sources, into: folder.path("out"))) {
            XCTAssertEqual(($0 as? ImportError)?.line, 2)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.root.path).filter { !$0.hasSuffix(".ndjson") }
        XCTAssertEqual(left, [], "no spill folder, no output")
    }

    func testBadRowExitsWithDataErrorFromTheCommandLine() throws {
        try folder.write("RC_bad.ndjson", Self.comment("a1", thread: "t") + "\n{not json}\n")
        let run = CLIRun(["import", "reddit-dump", folder.path("RC_bad.ndjson"), "-o", folder.path("out")])
        XCTAssertEqual(run.code, .dataError)
        XCTAssertTrue(run.err.contains(folder.path("RC_bad.ndjson") + ":2:2: error: this line is not valid JSON"), run.err)
    }

    func testDumpOptionsAreCheckedAsUsage() throws {
        try folder.write("RC_test.ndjson", Self.comment("a1", thread: "t"))
        let dump = folder.path("RC_test.ndjson")
        let cases: [([String], String)] = [
            (["import", "reddit", dump, "-o", "out", "--subreddit", "x"], "--subreddit is for the reddit-dump format only"),
            (["import", "reddit-dump", dump, "-o", "out", "--after", "April"], "--after: 'April' is not a date"),
            (["import", "reddit-dump", dump, "-o", "out", "--after", "2019-05-01", "--before", "2019-04-01"], "--after must be earlier"),
            (["import", "reddit", dump, dump, "-o", "out"], "import reddit reads one SOURCE; got 2"),
        ]
        for (arguments, message) in cases {
            let run = CLIRun(arguments)
            XCTAssertEqual(run.code, .usage, arguments.joined(separator: " "))
            XCTAssertTrue(run.err.contains(message), run.err)
        }
        let twice = CLIRun(["import", "reddit-dump", dump, "-o", folder.path("new/out"), "--subreddit", "Other", "--subreddit", "TEST"])
        XCTAssertEqual(twice.code, .ok, twice.err)
        XCTAssertTrue(twice.out.contains("filters: subreddits other, test"), twice.out)
        XCTAssertTrue(twice.out.contains("threads written: 1, comments written: 1"), twice.out)
        XCTAssertTrue(folder.exists("new/out/reddit-t.json"), "DIR and its parent are created")
    }

    func testDamagedZstdNamesTheCompressedOffset() throws {
        try folder.write("RC_test.ndjson", Self.comment("a1", thread: "t") + "\n")
        let compressed = try CompressedFiles.compress(folder.path("RC_test.ndjson"), with: .zstd)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: compressed)))
        bytes.removeLast(4)
        try folder.write("RC_cut.ndjson.zst", bytes)
        XCTAssertThrowsError(
            try Importer(io: .disk).run(.redditDump, sources: [folder.path("RC_cut.ndjson.zst")], into: folder.path("out"))
        ) {
            let message = String(describing: $0)
            XCTAssertTrue(
                message.contains("RC_cut.ndjson.zst: error: cannot read this file: corrupt zstd data at compressed byte"), message)
        }
    }

    /// 300 threads whose rows are interleaved, with repeated rows and a second file: the
    /// spill files give exactly the output grouping in memory gives.
    func testSpilledRowsGiveTheSameThreadsAsGroupingInMemory() throws {
        var rows: [String] = []
        for n in 0..<1_500 {
            let thread = "p\(n % 300)"
            let parent = n >= 300 ? "c\(n - 300)" : nil
            rows.append(
                Self.comment("c\(n)", thread: thread, parent: parent, body: n % 7 == 0 ? "[deleted]" : "row \(n)", time: 1_554_076_800 + n))
        }
        try folder.write("RC_a.ndjson", rows[..<900].joined(separator: "\n"))
        try folder.write("RC_b.ndjson", (rows[800...] + [rows[5]]).joined(separator: "\n") + "\n")
        let sources = [folder.path("RC_a.ndjson"), folder.path("RC_b.ndjson")]
        let importer = RedditDumpImporter(io: .disk, options: ImportOptions())
        let spilled = try importer.run(
            sources, into: folder.path("spilled"), overwrite: false,
            store: try SpilledThreadRows(beside: folder.path("spilled"), partitions: 7))
        let inMemory = try importer.run(sources, into: folder.path("memory"), overwrite: false, store: InMemoryThreadRows())
        XCTAssertEqual(spilled.threadsWritten, 300)
        XCTAssertEqual(spilled.dump?.repeatedComments, 101, "rows 800–899 and row 5 are in both files")
        XCTAssertEqual(spilled.commentsWritten, inMemory.commentsWritten)
        XCTAssertEqual(spilled.droppedCount(.deleted), inMemory.droppedCount(.deleted))
        let spilledSite = try SiteTree(path: folder.path("spilled"))
        XCTAssertEqual(spilledSite.files, try SiteTree(path: folder.path("memory")).files)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.root.path).filter { $0.contains(".spill-") }
        XCTAssertEqual(leftovers, [], "the spill folder is removed")
    }

    func testReportListsAreCutButEveryCommentIsCounted() throws {
        let rows = (0..<30).map { Self.comment("d\($0)", thread: "p\($0 % 3)", body: "[removed]") } + [Self.comment("k", thread: "p0")]
        try folder.write("RC_test.ndjson", rows.joined(separator: "\n"))
        var importer = RedditDumpImporter(io: .disk, options: ImportOptions())
        importer.listLimit = 4
        let report = try importer.run([folder.path("RC_test.ndjson")], into: folder.path("out"), overwrite: false)
        XCTAssertEqual(report.dropped.count, 4)
        XCTAssertEqual(report.droppedCount(.deleted), 30)
        XCTAssertEqual(report.emptyThreads.count + report.unlisted.emptyThreads, 2, "p1 and p2 had only removed comments")
        XCTAssertTrue(report.text.contains("comments not carried: 30 (30 deleted)"), report.text)
        XCTAssertTrue(report.text.contains("  … and 26 more"), report.text)
        XCTAssertEqual(report.threadsWritten, 1)
    }

    /// Script in every field a dump row has, imported and built: pages carry it as text.
    func testHostileRowsStayTextAfterBuild() throws {
        let script = "<script>alert(1)</script>"
        let rows = [
            #"{"id":"s1","title":"\#(script) &lt;script&gt;alert(2)&lt;/script&gt;","url":"javascript:alert(3)","selftext":"[x](javascript:alert(4)) &lt;img src=x onerror=alert(5)&gt;","permalink":"/r/x/comments/s1/\"><script>alert(6)</script>/","author":"\#(script)","created_utc":1554076800,"subreddit":"\#(script)"}"#,
            #"{"id":"\"><b>c</b>","link_id":"t3_s1","parent_id":"t3_s1","author":"<img src=x onerror=alert(7)>","body":"Hi &lt;script&gt;alert(8)&lt;/script&gt; and &lt;iframe src=javascript:alert(9)&gt;","created_utc":1554076900,"subreddit":"x"}"#,
        ]
        try folder.write("RS_RC_mixed.ndjson", rows.joined(separator: "\n"))
        let imported = CLIRun(["import", "reddit-dump", folder.path("RS_RC_mixed.ndjson"), "-o", folder.path("threads")])
        XCTAssertEqual(imported.code, .ok, imported.err)
        let built = CLIRun(["build", folder.path("threads"), "-o", folder.path("site")])
        XCTAssertEqual(built.code, .ok, built.all)
        let site = try SiteTree(path: folder.path("site"))
        for (path, html) in site.htmlPages {
            let scripts = html.components(separatedBy: "<script").count - 1
            let theme = html.components(separatedBy: "<script src=\"").count - 1
            let structured = StructuredDataBlocks.split(html)
            XCTAssertEqual(structured.problems, [], path)
            XCTAssertLessThanOrEqual(structured.blocks.count, 1, path)
            XCTAssertEqual(scripts, theme + structured.blocks.count, "\(path): only the theme's external scripts and its JSON-LD")
            XCTAssertFalse(html.contains("javascript:"), "\(path) links to javascript:")
            XCTAssertFalse(html.contains("<img") || html.contains("<iframe") || html.contains("<b>c</b>"), path)
        }
        let page = try XCTUnwrap(site.htmlPages.first { $0.path.hasPrefix("t/") }?.html)
        XCTAssertTrue(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "the title and author are shown as text")
        XCTAssertTrue(page.contains("&lt;img src=x onerror=alert(7)&gt;"), "the author is shown as text")
        // Tags typed into a body are left out by libcmark's safe mode, as for the `reddit`
        // importer; the words around and between them stay.
        XCTAssertTrue(page.contains("Hi <!-- raw HTML omitted -->alert(8)"), "the body's words stay, without the element")
    }
}

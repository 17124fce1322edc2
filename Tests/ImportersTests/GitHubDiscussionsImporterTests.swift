import Importers
import TestSupport
import ThreadFold
import XCTest

/// giscus's store: the sample's two GraphQL pages, given as a folder.
final class GitHubDiscussionsImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (
            ["discussions/page-1.json": GitHubDiscussionsSample.page1, "discussions/page-2.json": GitHubDiscussionsSample.page2],
            .githubDiscussions, "discussions"
        )
    }

    func testReportCounts() {
        XCTAssertEqual(report.threadsWritten, 2)
        XCTAssertEqual(report.commentsWritten, 10)
        XCTAssertEqual(report.postsWithoutComments, 1, "discussion #2 has no comments")
        XCTAssertEqual(report.dropped.map(\.commentID), ["103", "108", "109"])
        XCTAssertEqual(report.dropped.map(\.reason), [.minimized, .deleted, .minimized])
        XCTAssertEqual(report.dropped.map(\.detail), ["spam", "", "off-topic"])
        XCTAssertEqual(report.placeholders.map(\.commentID), ["105"])
        XCTAssertEqual(report.orphans.map(\.commentID), ["104"])
        XCTAssertEqual(report.orphans.first?.detail, "was not carried (minimized)")
        XCTAssertEqual(report.gitHub.unmappedPages, [#"github-discussion-3 "一篇文章" (https://github.com/o/r/discussions/3)"#])
        XCTAssertEqual(report.gitHub.incompleteThreads, ["github-discussion-3: 1 of 2 comments in the files"], "#1's pages are all there")
        XCTAssertEqual(report.gitHub.markdownShownAsText.map(\.commentID), ["111"], "code blocks and spans are not GFM features")
        XCTAssertEqual(report.gitHub.markdownShownAsText.first?.features, ["table", "task list"])
        XCTAssertEqual(report.emailRedactions.comments.map(\.commentID), ["111"])
        XCTAssertEqual(report.files.map(\.source), ["https://blog.example/posts/hello/", "https://github.com/o/r/discussions/3"])
        XCTAssertTrue(report.text.contains("comments not carried: 3 (1 deleted, 2 minimized)"), report.text)
    }

    func testOutputLoadsInThreadfoldWithRepliesUnderTheirComments() throws {
        ImportChecks.assertLoadsCleanly(harness, report)
        try ImportChecks.assertNoPersonalData(harness)
        let archive = harness.load()
        let first = try XCTUnwrap(archive.threads.first { $0.thread.id == "github-discussion-1" })
        let replies = Dictionary(uniqueKeysWithValues: first.topLevel.map { ($0.comment.id, $0.replies.map(\.comment.id)) })
        XCTAssertEqual(replies, ["101": ["102", "107"], "104": [], "105": ["106"], "110": [], "111": []])
        XCTAssertEqual(first.topLevel.map(\.comment.id), ["101", "104", "105", "110", "111"], "page 2's copy of 101 joined, not repeated")
        let third = try XCTUnwrap(archive.threads.first { $0.thread.id == "github-discussion-3" })
        XCTAssertEqual(third.topLevel.map { $0.replies.map(\.comment.id) }, [["302"]], "edges shape, replyTo")
    }

    func testFieldsWritten() throws {
        let thread = try harness.thread("github-discussion-1.json")
        XCTAssertEqual(thread["title"] as? String, "Hello, world", "the page title from the body's heading")
        XCTAssertEqual(thread["url"] as? String, "https://blog.example/posts/hello/")
        XCTAssertEqual(thread["category"] as? String, "Announcements")
        XCTAssertEqual(thread["contentFormat"] as? String, "html")
        let comments = try harness.comments(in: "github-discussion-1.json")
        let byID = Dictionary(uniqueKeysWithValues: comments.map { ($0["id"] as? String ?? "", $0) })
        XCTAssertEqual(byID["102"]?["content"] as? String, "<p>你好，世界！</p>")
        XCTAssertEqual(byID["106"]?["user"] as? String, "ghost", "a deleted account")
        XCTAssertEqual(byID["106"]?["content"] as? String, "<pre><code>let x = 1\n</code></pre>")
        XCTAssertEqual(byID["105"]?["user"] as? String, "[deleted]")
        XCTAssertNil(byID["105"]?["contentFormat"], "a placeholder has no format of its own")
        XCTAssertEqual(byID["111"]?["contentFormat"] as? String, "markdown", "no bodyHTML: markdown in an HTML thread")
        XCTAssertEqual(byID["110"]?["user"] as? String, "gus", "minimized as outdated is kept")
        XCTAssertEqual(try harness.thread("github-discussion-3.json")["contentFormat"] as? String, "markdown")
        let cjk = try harness.comments(in: "github-discussion-3.json")
        XCTAssertEqual(cjk.map { $0["createdAt"] as? String }, ["2024-06-01T08:00:00+08:00", "2024-06-01T09:00:00+08:00"])
    }

    /// `gh api graphql --paginate` without `--slurp` prints the pages back to back in one
    /// file; here the next-comments page (no title, no body) comes first.
    func testPagesBackToBackInOneFileAreJoined() throws {
        let page2 = GitHubDiscussionsSample.page2.replacingOccurrences(of: #""title": "posts/hello", "#, with: "")
        XCTAssertNotEqual(page2, GitHubDiscussionsSample.page2)
        try harness.write(["one.json": page2 + "\n" + GitHubDiscussionsSample.page1])
        let joined = try Importer(io: .disk).read(.githubDiscussions, source: harness.path("one.json"))
        XCTAssertEqual(joined.report.dropped.map(\.commentID), ["108", "109", "103"])
        XCTAssertEqual(joined.threads.flatMap { $0.comments.map(\.id) }.count, 10)
        XCTAssertEqual(joined.threads.map(\.url), ["https://blog.example/posts/hello/", "https://github.com/o/r/discussions/3"])
        XCTAssertEqual(joined.threads.first?.title, "Hello, world")
    }

    func testMalformedJSONExits65NamingFileLineAndColumn() throws {
        let broken = GitHubDiscussionsSample.page2.replacingOccurrences(of: #""databaseId": 108,"#, with: #""databaseId": 108"#)
        try harness.write(["bad/page.json": broken])
        let run = CLIRun(["import", "github-discussions", harness.path("bad"), "-o", harness.path("bad-out")])
        XCTAssertEqual(run.code, .dataError)
        let line = try XCTUnwrap(broken.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("DC_kwDOA8") })
        XCTAssertTrue(run.err.contains(harness.path("bad/page.json") + ":\(line + 1):"), run.err)
        XCTAssertTrue(run.err.contains("not valid JSON"), run.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: harness.path("bad-out")), "nothing written")
    }

    func testGraphQLErrorsAreNamed() throws {
        try harness.write(["errors.json": #"{"errors": [{"message": "Could not resolve to a Repository with the name 'o/x'."}]}"#])
        XCTAssertThrowsError(try Importer(io: .disk).read(.githubDiscussions, source: harness.path("errors.json"))) { error in
            XCTAssertEqual(
                (error as? ImportError)?.message,
                "GitHub answered with errors, not data: Could not resolve to a Repository with the name 'o/x'.")
        }
    }
}

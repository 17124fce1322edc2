import Importers
import ThreadFold
import XCTest

/// utterances's store: the sample's issues file and comments file, given as a folder.
final class GitHubIssuesImporterTests: SampleImportTestCase {
    override var sample: (files: [String: String], format: ImportFormat, source: String) {
        (["gh/issues.json": GitHubIssuesSample.issues, "gh/comments.json": GitHubIssuesSample.comments], .githubIssues, "gh")
    }

    func testReportCounts() {
        XCTAssertEqual(report.threadsWritten, 4)
        XCTAssertEqual(report.commentsWritten, 6, "502 is on both pages and written once")
        XCTAssertEqual(report.postsWithoutComments, 1, "issue #5")
        XCTAssertEqual(report.dropped.count + report.orphans.count, 0)
        XCTAssertEqual(
            report.gitHub.unmappedPages,
            [
                #"github-issue-3 "Notes on caching" (https://github.com/o/r/issues/3)"#,
                #"github-issue-9 "Issue #9" (https://github.com/o/r/issues/9)"#,
            ])
        XCTAssertEqual(report.gitHub.markdownShownAsText.map(\.commentID), ["503", "505"])
        XCTAssertEqual(report.gitHub.markdownShownAsText.map(\.features), [["strikethrough"], ["bare link"]])
        XCTAssertEqual(
            report.files.map(\.source),
            [
                "https://blog.example/posts/hello/", "https://blog.example/about/", "https://github.com/o/r/issues/3",
                "https://github.com/o/r/issues/9",
            ])
    }

    func testOutputLoadsInThreadfold() throws {
        ImportChecks.assertLoadsCleanly(harness, report)
        XCTAssertEqual(harness.load().replyCount, 0, "issue comments are flat")
    }

    func testFieldsWritten() throws {
        let comments = try ImportChecks.assertThreadFile(
            harness, "github-issue-1.json", fields: ["title": "Hello, world", "contentFormat": "html"],
            commentIDs: ["501", "502", "503"])
        XCTAssertEqual(comments.map { $0["user"] as? String }, ["ada", "ghost", "bo"])
        XCTAssertEqual(comments.map { $0["contentFormat"] as? String }, [nil, "markdown", "markdown"])
        XCTAssertTrue((comments[0]["content"] as? String ?? "").hasPrefix("<table>"), "body_html is used when present")
        XCTAssertEqual(try harness.thread("github-issue-2.json")["title"] as? String, "https://blog.example/about/")
        let cjk = try harness.comments(in: "github-issue-2.json")
        XCTAssertEqual(cjk.first?["content"] as? String, "写得好！\n\n```js\nconsole.log(\"~~x~~\")\n```")
        XCTAssertEqual(cjk.first?["createdAt"] as? String, "2024-05-02T09:00:00+08:00")
    }

    /// The issue's `comments` count tells when a page of comments was not fetched.
    func testAMissingPageOfCommentsIsReported() throws {
        let issues = GitHubIssuesSample.issues.replacingOccurrences(
            of: #""state": "open", "comments": 1,"#, with: #""state": "open", "comments": 4,"#)
        try harness.write(["short/issues.json": issues, "short/comments.json": GitHubIssuesSample.comments])
        let result = try Importer(io: .disk).read(.githubIssues, source: harness.path("short"))
        XCTAssertEqual(
            result.report.gitHub.incompleteThreads,
            ["github-issue-2: 1 of 4 comments in the files", "github-issue-3: 1 of 4 comments in the files"])
        XCTAssertEqual(report.gitHub.incompleteThreads, [], "the sample's counts match its comments")
    }

    func testMalformedJSONNamesThePlace() throws {
        try harness.write(["bad.json": "[\n  {\"id\": 1, \"issue_url\": \"x/1\",}\n]"])
        XCTAssertThrowsError(try Importer(io: .disk).read(.githubIssues, source: harness.path("bad.json"))) { error in
            let error = error as? ImportError
            XCTAssertEqual(error?.line, 2)
            XCTAssertEqual(error?.column, 32, "the `}` after the trailing comma")
        }
    }
}

import Foundation
import Importers
import ThreadFold
import XCTest

/// What real exports hold that the first importers passed through unchanged: reddit's
/// HTML-escaped markdown, a reddit page saved as JavaScript, WordPress's CR LF bodies.
final class ImporterGapsTests: XCTestCase {
    private var harness: ImportHarness!

    override func setUpWithError() throws {
        harness = try ImportHarness()
    }

    override func tearDown() {
        harness.remove()
    }

    /// As reddit's API writes them: `>` as `&gt;`, `&` as `&amp;`, an emoticon as `&#3232;`.
    static let redditThread = """
        [{"kind": "Listing", "data": {"children": [{"kind": "t3", "data": {"id": "x1", "title": "Tabs &amp; spaces",
           "subreddit": "programming", "permalink": "/r/programming/comments/x1/tabs/", "created_utc": 1700000000}}]}},
         {"kind": "Listing", "data": {"children": [
           {"kind": "t1", "data": {"id": "k1", "parent_id": "t3_x1", "author": "ada", "created_utc": 1700000100,
             "body": "&gt; Tabs are better\\n\\nNo &amp; never &#3232;_&#3232; &lt;script&gt;alert(1)&lt;/script&gt;", "replies": ""}}]}}]
        """

    func testRedditBodiesAreUnescapedOnceBeforeMarkdown() throws {
        try harness.write(["thread.json": Self.redditThread])
        let report = try harness.run(.reddit, source: harness.path("thread.json"))
        ImportChecks.assertLoadsCleanly(harness, report)
        let comments = try harness.comments(in: "reddit-x1.json")
        XCTAssertEqual(comments.first?["content"] as? String, "> Tabs are better\n\nNo & never ಠ_ಠ <script>alert(1)</script>")
        XCTAssertEqual(try harness.thread("reddit-x1.json")["title"] as? String, "Tabs & spaces")
        let page = try harness.builtPage("t/reddit-x1.html")
        XCTAssertTrue(page.contains("<blockquote>\n<p>Tabs are better</p>\n</blockquote>"), page)
        XCTAssertTrue(page.contains("No &amp; never ಠ_ಠ"), page)
        XCTAssertFalse(page.contains("<script>alert"), "markdown's safe mode still drops raw HTML")
    }

    func testRedditPageSavedAsJavaScriptSaysWhatToStrip() throws {
        try harness.write(["thread.js": "// saved 2024-05-01\nvar data = " + Self.redditThread + ";\n"])
        XCTAssertThrowsError(try harness.run(.reddit, source: harness.path("thread.js"))) { error in
            let error = error as? ImportError
            XCTAssertEqual(error?.line, 1)
            XCTAssertEqual(error?.column, 1)
            XCTAssertEqual(
                error?.description,
                harness.path("thread.js") + ":1:1: error: this is JavaScript, not JSON: it starts with "
                    + "`// saved 2024-05-01\nvar data =`; delete everything before the `[` at line 2, column 12 (and a `;` after the "
                    + "last bracket), or save the thread's URL with .json appended")
        }
    }

    func testWordPressBodiesGetLineFeeds() throws {
        let xml = WordPressSample.xml.replacingOccurrences(of: "Nice post.\nSecond line", with: "Nice post.\r\n\r\nSecond line\rthird")
        XCTAssertTrue(xml.contains("\r\n"))
        try harness.write(["wordpress.xml": xml])
        let report = try harness.run(.wordpress, source: harness.path("wordpress.xml"))
        let text = try harness.writtenText()
        XCTAssertFalse(text.contains("\\r"), "no CR written")
        XCTAssertTrue(text.contains("Nice post.\\n\\nSecond line\\nthird"), text)
        ImportChecks.assertLoadsCleanly(harness, report)
    }
}

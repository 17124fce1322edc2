import Foundation
import ThreadFold
import XCTest

@testable import Importers

/// Staticman as Jekyll sites hold it: `_data/comments/<slug>/*.yml` with `_parent` the
/// post's URL, next to `_posts/` with the posts' front matter.
final class StaticmanPostsTests: XCTestCase {
    private var harness: ImportHarness!

    static let site: [String: String] = [
        "_data/comments/improving-jekyll-static-comments/comment-1.yml": """
        _id: 7d1b7f80-1bd1-11e7-9c39-ad4c7b0f0d4e
        _parent: https://mademistakes.com/articles/improving-jekyll-static-comments/
        name: Ada
        message: "Great write-up, thanks!"
        date: 2017-04-07T18:29:56.000Z
        """,
        "_data/comments/improving-jekyll-static-comments/comment-2.yml": """
        _id: 9a2e4c10-1bd1-11e7-9c39-ad4c7b0f0d4e
        _parent: https://mademistakes.com/articles/improving-jekyll-static-comments/
        replying_to_uid: 7d1b7f80-1bd1-11e7-9c39-ad4c7b0f0d4e
        name: Michael Rose
        message: You're welcome.
        date: 2017-04-07T19:02:11.000Z
        """,
        "_data/comments/so-simple/comment-1.yml": """
        _id: s1
        _parent: /so-simple/
        name: Bo
        message: Nice theme.
        date: 2016-01-01T00:00:00Z
        """,
        "_data/comments/_posts/README.txt": "not comments",
        "_posts/2016-05-14-improving-jekyll-static-comments.md": """
        ---
        title: "Improving static comments with Jekyll & Staticman"
        excerpt: "Nested comments."
        ---
        The post.
        """,
        "_posts/2015-02-01-theme.md": "---\r\ntitle: So Simple\r\nslug: so-simple\r\npermalink: /themes/so-simple/\r\n---\r\nBody\r\n",
    ]

    override func setUpWithError() throws {
        harness = try ImportHarness()
        try harness.write(Self.site)
    }

    override func tearDown() {
        harness.remove()
    }

    func testURLsFromParentAndTitlesFromFrontMatter() throws {
        var options = ImportOptions()
        options.postsFolder = harness.path("_posts")
        let report = try harness.run(.staticman, source: harness.path("_data/comments"), options: options)
        ImportChecks.assertLoadsCleanly(harness, report)
        let article = try harness.thread("improving-jekyll-static-comments.json")
        XCTAssertEqual(article["title"] as? String, "Improving static comments with Jekyll & Staticman")
        XCTAssertEqual(article["url"] as? String, "https://mademistakes.com/articles/improving-jekyll-static-comments/")
        let theme = try harness.thread("so-simple.json")
        XCTAssertEqual(theme["title"] as? String, "So Simple", "found by the front matter's slug")
        XCTAssertEqual(theme["url"] as? String, "/so-simple/", "_parent wins over the permalink")
        XCTAssertEqual(report.postsWithoutComments, 0, "_posts/ is not a post without comments")
        XCTAssertEqual(report.skippedFolders, [harness.path("_data/comments/_posts")])
        XCTAssertTrue(
            report.text.contains("folders without comment files (not read): 1\n  " + harness.path("_data/comments/_posts")), report.text)
    }

    func testWithoutPostsFolderTheTitleIsTheFolderName() throws {
        let report = try harness.run(.staticman, source: harness.path("_data/comments"))
        XCTAssertEqual(report.threadsWritten, 2)
        XCTAssertEqual(try harness.thread("improving-jekyll-static-comments.json")["title"] as? String, "improving-jekyll-static-comments")
        XCTAssertEqual(try harness.thread("so-simple.json")["url"] as? String, "/so-simple/")
    }

    func testAFolderWithoutAnyYAMLIsAnError() throws {
        XCTAssertThrowsError(try harness.run(.staticman, source: harness.path("_posts"))) { error in
            let error = error as? ImportError
            XCTAssertEqual(error?.path, harness.path("_posts"))
            XCTAssertTrue(
                error?.message.hasPrefix("no Staticman comment files (.yml) here or in its folders") == true, "\(String(describing: error))"
            )
            XCTAssertEqual(error?.isOutputFailure, false, "bad data: exit 65")
        }
    }

    func testJekyllPostFileNamesGiveSlugs() {
        XCTAssertEqual(StaticmanPosts.slug(fileName: "2016-05-14-improving-jekyll-static-comments.md"), "improving-jekyll-static-comments")
        XCTAssertEqual(StaticmanPosts.slug(fileName: "about.md"), "about")
        XCTAssertEqual(StaticmanPosts.slug(fileName: "2016-05-x4-odd.md"), "2016-05-x4-odd")
    }
}

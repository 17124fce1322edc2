import Foundation
import ThreadFold
import XCTest

/// Each fixture folder under `Fixtures/` is built in memory with its own fixed config and
/// the whole output tree is compared against `Golden/<case>.snapshot` (`SiteSnapshot`).
final class GoldenSiteTests: XCTestCase {
    func testNestedRepliesSite() throws {
        let (report, site) = try MemoryBuild(fixture: "nested").run()
        XCTAssertEqual(report.threads, 1)
        XCTAssertEqual(report.comments, 14)
        try SiteSnapshot.assertMatches(site, golden: "nested")
    }

    func testPaginatedSite() throws {
        let build = try MemoryBuild(fixture: "paginated")
        XCTAssertEqual(build.config.commentsPerPage, 2, "the fixture's threadfold.json sets commentsPerPage")
        let (_, site) = try build.run()
        XCTAssertNotNil(site.files["t/paged.3.html"], "5 top-level comments at 2 a page make 3 pages; got \(site.paths)")
        XCTAssertNil(site.files["t/paged.4.html"])
        try SiteSnapshot.assertMatches(site, golden: "paginated")
    }

    func testSiteWithBaseURLHasSitemapAndFeed() throws {
        let (_, site) = try MemoryBuild(fixture: "feed").run()
        XCTAssertNotNil(site.files["sitemap.xml"], "a base URL adds sitemap.xml")
        XCTAssertNotNil(site.files["feed.xml"], "a base URL adds feed.xml")
        try SiteSnapshot.assertMatches(site, golden: "feed")
    }

    func testTreeLayoutSite() throws {
        let (_, site) = try MemoryBuild(fixture: "tree").run()
        let first = try XCTUnwrap(site.text("t/deep.html"))
        XCTAssertTrue(first.contains("<body class=\"page thread-page layout-tree\">"))
        XCTAssertTrue(first.contains("id=\"c-111\" data-depth=\"11\""), "the depth-11 reply is on the page with its true depth")
        XCTAssertTrue(first.contains("<span class=\"author\">匿名</span> 回复"), "a comment without user is 匿名")
        XCTAssertTrue(first.contains("回复 <a class=\"to\" href=\"#c-105\">匿名</a>"), "and so is whom its replies answer")
        XCTAssertNotNil(site.text("t/deep.2.html"), "3 top-level comments at 2 a page make 2 pages")
        XCTAssertFalse(site.text("t/deep.2.html")?.contains("c-400") ?? true, "a tree is never cut between pages")
        try SiteSnapshot.assertMatches(site, golden: "tree")
    }

    func testEnglishHTMLBodiesSite() throws {
        let (_, site) = try MemoryBuild(fixture: "english-html").run()
        XCTAssertTrue(site.text("index.html")?.contains("lang=\"en\"") ?? false, "the en locale sets the page language")
        XCTAssertNil(site.files["sitemap.xml"], "no base URL, no sitemap")
        try SiteSnapshot.assertMatches(site, golden: "english-html")
    }
}

import Foundation
import TestSupport
import ThreadFold
import XCTest

/// Both URL styles give a site whose every relative link reaches one of its files, and
/// `folders` still gives the `t/<slug>/index.html` layout (the golden sites are `files`).
final class URLStyleSiteTests: XCTestCase {
    private func build(_ fixture: String, urls: URLStyle) throws -> SiteTree {
        var build = try MemoryBuild(fixture: fixture)
        build.config.urls = urls
        return try build.run().site
    }

    private func threadPaths(_ site: SiteTree) -> [String] {
        site.paths.filter { $0.hasPrefix("t/") }
    }

    func testEveryLinkResolvesInBothStyles() throws {
        for urls in URLStyle.allCases {
            for fixture in ["nested", "paginated", "feed", "english-html", "escaping"] {
                let site = try build(fixture, urls: urls)
                XCTAssertGreaterThan(site.htmlPages.count, 2, "\(fixture), \(urls)")
                XCTAssertEqual(LinkCheck.brokenLinks(in: site), [], "\(fixture), \(urls)")
            }
        }
    }

    func testFilesStylePutsThreadPagesBesideEachOther() throws {
        let site = try build("paginated", urls: .files)
        XCTAssertEqual(threadPaths(site), ["t/paged.2.html", "t/paged.3.html", "t/paged.html", "t/second.html"])
        XCTAssertEqual(
            Set(LinkCheck.targets(in: site, page: "t/paged.2.html").filter { $0.hasPrefix("t/") }),
            ["t/paged.html", "t/paged.3.html"], "pagination names the thread's other pages")
        XCTAssertTrue(LinkCheck.targets(in: site, page: "index.html").contains("t/paged.html"))
        XCTAssertTrue(site.text("t/paged.3.html")?.contains("href=\"../style.css\"") == true, "one level down from the root")
    }

    func testFoldersStyleKeepsAFolderPerThread() throws {
        let site = try build("paginated", urls: .folders)
        XCTAssertEqual(threadPaths(site), ["t/paged/2.html", "t/paged/3.html", "t/paged/index.html", "t/second/index.html"])
        XCTAssertEqual(
            Set(LinkCheck.targets(in: site, page: "t/paged/2.html").filter { $0.hasPrefix("t/") }),
            ["t/paged/index.html", "t/paged/3.html"])
        XCTAssertTrue(LinkCheck.targets(in: site, page: "index.html").contains("t/paged/index.html"))
        XCTAssertTrue(site.text("t/paged/3.html")?.contains("href=\"../../style.css\"") == true, "two levels down from the root")
    }

    func testCanonicalFeedAndSitemapLinksFollowTheStyle() throws {
        let base = "https://example.com/comments/"
        let files = try build("feed", urls: .files)
        XCTAssertTrue(files.text("t/post.html")?.contains("<link rel=\"canonical\" href=\"\(base)t/post.html\">") == true)
        XCTAssertTrue(files.text("sitemap.xml")?.contains("<loc>\(base)t/post.html</loc>") == true)
        XCTAssertTrue(files.text("feed.xml")?.contains("href=\"\(base)t/post.html#c-") == true)
        let folders = try build("feed", urls: .folders)
        XCTAssertTrue(folders.text("t/post/index.html")?.contains("<link rel=\"canonical\" href=\"\(base)t/post/\">") == true)
        XCTAssertTrue(folders.text("sitemap.xml")?.contains("<loc>\(base)t/post/index.html</loc>") == true)
        XCTAssertTrue(folders.text("feed.xml")?.contains("href=\"\(base)t/post/index.html#c-") == true)
    }

    /// Only a file named exactly `index.html` is canonically its folder: `t/index.html` and
    /// `t/myindex.html` are threads' pages.
    func testThreadsNamedLikeAnIndexKeepTheirFileInTheCanonicalLink() throws {
        let build = try MemoryBuild(fixture: "feed")
        for id in ["index", "myindex"] {
            try FileIO.memory(build.store).write(
                "/in/\(id).json", Array(#"{"id": "\#(id)", "comments": [{"id": "1", "user": "A", "content": "x"}]}"#.utf8))
        }
        let site = try build.run().site
        for id in ["index", "myindex"] {
            let html = try XCTUnwrap(site.text("t/\(id).html"), "\(site.paths)")
            XCTAssertTrue(html.contains("<link rel=\"canonical\" href=\"https://example.com/comments/t/\(id).html\">"), id)
        }
        XCTAssertTrue(site.text("index.html")?.contains("<link rel=\"canonical\" href=\"https://example.com/comments/\">") == true)
    }

    /// Ids equal but for case are settled after the streamed build wrote both: the clash's
    /// pages are removed by name and written again, the later thread under `-2`.
    func testSlugsEqualButForCaseEndWithOnlyTheSettledPages() throws {
        for urls in URLStyle.allCases {
            var build = try MemoryBuild(fixture: "paginated")
            build.config.urls = urls
            try FileIO.memory(build.store).write(
                "/in/a.json", Array(#"{"id": "PAGED", "comments": [{"id": "1", "user": "A", "content": "x"}]}"#.utf8))
            let site = try build.run().site
            let expected =
                urls == .files
                ? ["t/PAGED.html", "t/paged-2.2.html", "t/paged-2.3.html", "t/paged-2.html", "t/second.html"]
                : ["t/PAGED/index.html", "t/paged-2/2.html", "t/paged-2/3.html", "t/paged-2/index.html", "t/second/index.html"]
            XCTAssertEqual(threadPaths(site), expected, "\(urls)")
            XCTAssertEqual(LinkCheck.brokenLinks(in: site), [], "\(urls)")
        }
    }
}

import Foundation
import TestSupport
import ThreadFold
import XCTest

/// Hostile text in every field and body format must come out as text: no script element
/// but the theme's, no event-handler attribute, no `javascript:` URL, and the text still
/// readable on the page.
final class EscapingTests: XCTestCase {
    static let payload = "<script>alert(1)</script> \" onmouseover=\"x ' onfocus='y javascript:alert(1)"

    private func build() throws -> SiteTree {
        let build = try MemoryBuild(fixture: "escaping")
        XCTAssertNotNil(build.config.baseURL, "the fixture sets a base URL so the feed is built too")
        return try build.run().site
    }

    func testNoHostileMarkupOnAnyPage() throws {
        let site = try build()
        let pages = site.htmlPages
        XCTAssertGreaterThanOrEqual(pages.count, 3, "index, 404 and the thread page")
        var problems: [String] = []
        for page in pages {
            problems += PageSafety.problems(in: HTMLTree(html: page.html), raw: page.html, page: page.path)
        }
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
        print("escaping: \(pages.count) pages checked, \(problems.count) problems")
    }

    func testFeedAndSitemapCarryNoRawMarkup() throws {
        let site = try build()
        for name in ["feed.xml", "sitemap.xml"] {
            let text = try XCTUnwrap(site.text(name), "\(name) missing though the config has a base URL")
            XCTAssertFalse(text.lowercased().contains("<script"), "\(name) has a raw <script")
            XCTAssertFalse(text.contains("onmouseover=\"x"), "\(name) has a raw attribute-breaking quote")
        }
    }

    func testHostileTextIsStillVisibleAsText() throws {
        let site = try build()
        let page = try XCTUnwrap(site.htmlPages.first { $0.path.hasPrefix("t/") }, "no thread page in \(site.paths)")
        let tree = HTMLTree(html: page.html)
        func texts(_ tag: String, _ className: String) -> [String] {
            tree.elements.filter { tree[$0].tag == tag && tree[$0].hasClass(className) }.map { tree.text($0) }
        }
        XCTAssertEqual(texts("h1", "thread-title"), ["Title " + Self.payload], "the title is shown as text")
        XCTAssertTrue(texts("span", "author").contains("User " + Self.payload), "the user is shown as text")
        XCTAssertTrue(texts("a", "to").contains("To " + Self.payload), "the explicit toUser is shown as text")
        let breadcrumb = tree.elements.filter { tree[$0].tag == "nav" && tree[$0].hasClass("breadcrumbs") }.map { tree.text($0) }
        XCTAssertTrue(breadcrumb.contains { $0.contains("Cat " + Self.payload) }, "the category is shown as text: \(breadcrumb)")
        let bodies = texts("div", "body")
        XCTAssertTrue(bodies.contains { $0.contains(Self.payload) }, "a text-format body keeps the payload as text")
        let escapedScript = "&lt;script&gt;alert(1)&lt;/script&gt;"
        XCTAssertTrue(page.html.contains(escapedScript), "the payload appears escaped in the HTML source")
    }

    func testHostileIdsAndURLBecomeSafeAttributes() throws {
        let site = try build()
        let page = try XCTUnwrap(site.htmlPages.first { $0.path.hasPrefix("t/") })
        let tree = HTMLTree(html: page.html)
        let ids = tree.elements.compactMap { tree[$0].attribute("id") }
        XCTAssertTrue(ids.contains("c-" + ExpectedThread.anchor("\"><script>")), "the hostile comment id is encoded: \(ids)")
        XCTAssertFalse(tree.elements.contains { tree[$0].hasClass("original") }, "a javascript: thread url gets no link")
        XCTAssertFalse(page.path.contains("<") || page.path.contains("\""), "the thread page name is safe: \(page.path)")
    }
}

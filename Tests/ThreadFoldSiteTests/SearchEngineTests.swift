import Foundation
import TestSupport
import ThreadFold
import XCTest

/// What a site tells search engines beside its pages: noindex threads (their file or the
/// config's list) asked out of engines and left out of the sitemap and the site's search,
/// canonical links to a live original, the config's description and image, robots.txt.
final class SearchEngineTests: XCTestCase {
    private static let threads: [String: String] = [
        "/in/open.json":
            #"{"id": "open", "title": "Open", "comments": [{"id": "1", "user": "A", "content": "findme alpha", "createdAt": "2024-05-01T10:00:00Z"}, {"id": "2", "parentID": "1", "user": "B", "content": "later", "createdAt": "2024-06-02T08:30:00Z"}]}"#,
        "/in/hidden.json":
            #"{"id": "hidden", "title": "Hidden", "noindex": true, "comments": [{"id": "1", "user": "A", "content": "findme beta"}]}"#,
        "/in/listed.json": #"{"id": "listed", "title": "Listed", "comments": [{"id": "1", "user": "A", "content": "findme gamma"}]}"#,
        "/in/live.json":
            #"{"id": "live", "title": "Live", "url": "https://blog.example/live/", "canonical": "original", "comments": [{"id": "1", "user": "A", "content": "x"}]}"#,
    ]

    private func build(_ change: (inout SiteConfig) -> Void = { _ in }) throws -> SiteTree {
        let store = MemoryFiles(Self.threads.mapValues { Array($0.utf8) })
        var config = SiteConfig()
        (config.inputs, config.output, config.baseURL) = (["/in"], "/out", "https://example.com/c/")
        config.noindex = ["listed"]
        config.description = "Comments kept from the old blog."
        config.image = "card.png"
        change(&config)
        _ = try SiteBuilder(config: config, io: .memory(store)).build()
        return SiteTree(snapshot: store.snapshot, root: "/out")
    }

    func testNoindexThreadsAreAskedOutAndLeftOutOfSitemapAndSearch() throws {
        let site = try build()
        for slug in ["hidden", "listed"] {
            let page = try XCTUnwrap(site.text("t/\(slug).html"))
            XCTAssertTrue(page.contains("<meta name=\"robots\" content=\"noindex\">"), slug)
        }
        XCTAssertFalse(try XCTUnwrap(site.text("t/open.html")).contains("name=\"robots\""))
        let sitemap = try XCTUnwrap(site.text("sitemap.xml"))
        XCTAssertTrue(sitemap.contains("<loc>https://example.com/c/t/open.html</loc><lastmod>2024-06-02T08:30:00Z</lastmod>"), sitemap)
        XCTAssertFalse(sitemap.contains("hidden") || sitemap.contains("listed"), sitemap)
        let search = site.files.filter { $0.key.hasPrefix("search/") }
            .map { String(decoding: SearchChunkCodec.readable($0.value), as: UTF8.self) }.joined()
        XCTAssertTrue(search.contains("findme alpha"), "the indexed thread is in the search index")
        XCTAssertFalse(search.contains("findme beta") || search.contains("findme gamma"), "noindex threads are not")
        XCTAssertTrue(try XCTUnwrap(site.text("index.html")).contains(">Hidden</a>"), "the index still lists them")
    }

    func testCanonicalOriginalDescriptionImageAndRobots() throws {
        let site = try build()
        let live = try XCTUnwrap(site.text("t/live.html"))
        XCTAssertTrue(live.contains("<link rel=\"canonical\" href=\"https://blog.example/live/\">"), live)
        XCTAssertTrue(live.contains("<meta property=\"og:url\" content=\"https://blog.example/live/\">"), live)
        let index = try XCTUnwrap(site.text("index.html"))
        XCTAssertTrue(index.contains("<meta name=\"description\" content=\"Comments kept from the old blog.\">"), index)
        XCTAssertTrue(index.contains("<meta property=\"og:image\" content=\"https://example.com/c/card.png\">"), index)
        XCTAssertTrue(index.contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"), index)
        XCTAssertEqual(site.text("robots.txt"), "User-agent: *\nAllow: /\n\nSitemap: https://example.com/c/sitemap.xml\n")
    }

    func testWithoutBaseURLThereIsNoCanonicalNoRobotsAndNoURLsInStructuredData() throws {
        let site = try build { $0.baseURL = nil }
        let page = try XCTUnwrap(site.text("t/open.html"))
        XCTAssertFalse(page.contains("rel=\"canonical\"") || page.contains("og:url"), page)
        XCTAssertNil(site.text("robots.txt"))
        let split = StructuredDataBlocks.split(page)
        let posting = try XCTUnwrap(split.blocks.first as? [String: Any])
        XCTAssertNil(posting["url"], "no relative URLs in structured data")
        XCTAssertEqual((posting["author"] as? [String: Any])?["name"] as? String, "A")
    }

    func testASitesOwnRobotsTxtWins() throws {
        let store = MemoryFiles(
            Self.threads.mapValues { Array($0.utf8) }.merging(["/public/robots.txt": Array("mine\n".utf8)]) { a, _ in a })
        var config = SiteConfig()
        (config.inputs, config.output, config.baseURL, config.publicDirectory) = (["/in"], "/out", "https://example.com/", "/public")
        _ = try SiteBuilder(config: config, io: .memory(store)).build()
        XCTAssertEqual(SiteTree(snapshot: store.snapshot, root: "/out").text("robots.txt"), "mine\n")
    }

    func testConfigKeysAreRead() throws {
        let store = MemoryFiles([
            "/p/threadfold.json": Array(#"{"description": "D", "image": "https://cdn.example/i.png", "noindex": ["a", "b"]}"#.utf8)
        ])
        let config = try SiteConfig.load(file: "/p/threadfold.json", io: .memory(store))
        XCTAssertEqual(config.description, "D")
        XCTAssertEqual(config.image, "https://cdn.example/i.png")
        XCTAssertEqual(config.noindex, ["a", "b"])
        let wrong = MemoryFiles(["/p/threadfold.json": Array(#"{"noindex": "a"}"#.utf8)])
        XCTAssertThrowsError(try SiteConfig.load(file: "/p/threadfold.json", io: .memory(wrong)))
    }
}

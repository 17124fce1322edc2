import Foundation
import TestSupport
import ThreadFold
import XCTest

/// Pages show a pinned comment first in its thread, with the locale's label, and likes as
/// a count; a thread without the fields shows neither.
final class PinnedLikesSiteTests: XCTestCase {
    private let thread = """
        {"id": "t", "comments": [
          {"id": "a", "user": "Ada", "content": "first", "createdAt": "2024-01-01T00:00:00Z"},
          {"id": "b", "user": "Bo", "content": "welcome", "createdAt": "2024-01-02T00:00:00Z", "pinned": true, "likes": 3},
          {"id": "c", "parentID": "a", "user": "Cy", "content": "late", "createdAt": "2024-01-04T00:00:00Z", "pinned": true},
          {"id": "d", "parentID": "a", "user": "Dee", "content": "early", "createdAt": "2024-01-03T00:00:00Z", "likes": 1}
        ]}
        """

    private func page(_ json: String, locale: String, sort: SiteConfig.Sort = .oldest) throws -> String {
        let store = MemoryFiles(["/in/t.json": Array(json.utf8)])
        var config = SiteConfig()
        (config.inputs, config.output, config.locale, config.sort) = (["/in"], "/out", locale, sort)
        _ = try SiteBuilder(config: config, io: .memory(store)).build()
        return try XCTUnwrap(SiteTree(snapshot: store.snapshot, root: "/out").text("t/t.html"))
    }

    func testPinnedFirstAndLikesCounted() throws {
        for sort in [SiteConfig.Sort.oldest, .newest, .input] {
            let html = try page(thread, locale: "en", sort: sort)
            let order = ["c-a", "c-b", "c-c", "c-d"].map { html.range(of: "id=\"\($0)\"")?.lowerBound }
            XCTAssertNotNil(order[0])
            XCTAssertLessThan(try XCTUnwrap(order[1]), try XCTUnwrap(order[0]), "the pinned comment first (\(sort))")
            XCTAssertLessThan(try XCTUnwrap(order[2]), try XCTUnwrap(order[3]), "the pinned reply first (\(sort))")
            XCTAssertEqual(html.components(separatedBy: "<span class=\"pinned\">Pinned</span>").count - 1, 2)
            XCTAssertTrue(html.contains("<span class=\"likes\">3 likes</span>"))
            XCTAssertTrue(html.contains("<span class=\"likes\">1 like</span>"))
        }
        let chinese = try page(thread, locale: "zh-Hans")
        XCTAssertTrue(chinese.contains("<span class=\"pinned\">置顶</span>"))
        XCTAssertTrue(chinese.contains("<span class=\"likes\">3 个赞</span>"))
    }

    func testWithoutTheFieldsNothingShows() throws {
        let plain = thread.replacingOccurrences(of: ", \"pinned\": true", with: "").replacingOccurrences(of: ", \"likes\": 3", with: "")
            .replacingOccurrences(of: ", \"likes\": 1", with: "")
        let html = try page(plain, locale: "en")
        XCTAssertFalse(html.contains("class=\"pinned\""))
        XCTAssertFalse(html.contains("class=\"likes\""))
        XCTAssertLessThan(try XCTUnwrap(html.range(of: "id=\"c-a\"")?.lowerBound), try XCTUnwrap(html.range(of: "id=\"c-b\"")?.lowerBound))
    }
}

import XCTest

@testable import PreviewServer

final class RequestPathTests: XCTestCase {
    private func parse(_ raw: String) throws -> RequestPath {
        try RequestPath(raw: Array(raw.utf8))
    }

    private func refusal(_ raw: String) -> RequestPath.Refusal? {
        do {
            _ = try RequestPath(raw: Array(raw.utf8))
            return nil
        } catch {
            return error
        }
    }

    func testDecodesSegmentsAndKeepsEncodedFormForRedirects() throws {
        let path = try parse("/threads/%E4%B8%AD%20x//page")
        XCTAssertEqual(path.segments, ["threads", "中 x", "page"])
        XCTAssertEqual(path.directoryLocation, "/threads/%E4%B8%AD%20x/page/")
        XCTAssertFalse(path.hasTrailingSlash)
        XCTAssertTrue(try parse("/a/").hasTrailingSlash)
        XCTAssertEqual(try parse("/").relativePath, "")
    }

    func testRefusalReasons() {
        XCTAssertEqual(refusal("http://x/"), .notOriginForm)
        XCTAssertEqual(refusal("a/b"), .notOriginForm)
        XCTAssertEqual(refusal("/a/../b"), .dotSegment)
        XCTAssertEqual(refusal("/./b"), .dotSegment)
        XCTAssertEqual(refusal("/%2e%2e/b"), .forbiddenEscape)
        XCTAssertEqual(refusal("/a%2fb"), .forbiddenEscape)
        XCTAssertEqual(refusal("/a%5Cb"), .forbiddenEscape)
        XCTAssertEqual(refusal("/%252e"), .forbiddenEscape)
        XCTAssertEqual(refusal("/a%00"), .forbiddenEscape)
        XCTAssertEqual(refusal("/a\\b"), .forbiddenByte)
        XCTAssertEqual(refusal("/a\tb"), .forbiddenByte)
        XCTAssertEqual(refusal("/a%2"), .malformedEscape)
        XCTAssertEqual(refusal("/a%zz"), .malformedEscape)
        XCTAssertEqual(refusal("/%c0%ae"), .invalidUTF8)
        XCTAssertEqual(refusal("/%ff"), .invalidUTF8)
    }
}

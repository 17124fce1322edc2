import XCTest

@testable import HTMLSanitizer

/// Properties that must hold for any input: output is safe and well-nested, and it is a
/// fixed point (sanitising it again changes nothing, so a browser parses what we meant).
final class PropertyTests: XCTestCase {
    private static let fragments = [
        "<p>", "</p>", "<b>", "</b>", "<i>", "</i>", "<em>", "</em>", "<a href=\"http://a.example\">", "</a>",
        "<a href=javascript:x>", "<ul>", "</ul>", "<ol>", "<li>", "</li>", "<blockquote>", "</blockquote>",
        "<pre>", "</pre>", "<code>", "</code>", "<div>", "</div>", "<table>", "<tr>", "<td>", "</table>",
        "<br>", "<script>", "</script>", "<svg>", "</svg>", "<img src=x onerror=y alt=pic>", "<!--", "-->",
        "text", " ", "\n", "\n\n", "&amp;", "&lt;", "<", ">", "\"", "'", "中文", "<span>", "</span>",
        "<h2>", "</h2>", "<s>", "<sub>", "<sup>", "</sup>", "<del>", "<button>", "<select>", "<textarea>",
    ]

    /// A small deterministic generator (seeded LCG) so failures reproduce exactly.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func testRandomTagSoupIsSafeWellNestedAndStable() {
        var generator = Generator(state: 20_261_130)
        let documents = 3_000
        for _ in 0..<documents {
            let length = 1 + generator.next(25)
            let input = (0..<length).map { _ in Self.fragments[generator.next(Self.fragments.count)] }.joined()
            let output = assertSafe(input)
            XCTAssertEqual(HTMLSanitizer.sanitize(output), output, "not a fixed point; input: \(input.debugDescription)")
        }
        print("random tag soup: \(documents) documents checked")
    }

    func testPayloadOutputsAreFixedPoints() {
        for payload in XSSPayloadTests.payloads {
            let output = HTMLSanitizer.sanitize(payload)
            XCTAssertEqual(HTMLSanitizer.sanitize(output), output, "payload: \(payload)")
        }
    }
}

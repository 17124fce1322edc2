import XCTest

@testable import HTMLSanitizer

/// wpautop-style bodies (WordPress, Disqus): text whose newlines are its layout.
final class AutoParagraphTests: XCTestCase {
    func testNewlinesOfTextBodiesBecomeParagraphsAndBreaks() throws {
        try assertSanitizes(group: "auto-paragraph")
    }

    func testInlineHTMLKeepsNewlineBehaviour() {
        let output = assertSafe("I <em>agree</em>\nwith <a href=\"http://a.example\">this</a>\n\nNext")
        XCTAssertEqual(
            output, "<p>I <em>agree</em><br>\nwith <a href=\"http://a.example\" rel=\"nofollow ugc noopener\">this</a></p><p>Next</p>")
    }

    func testNewlineInsideATagIsNotABreak() {
        XCTAssertEqual(
            assertSafe("see <a\nhref=\"http://a.example\">x</a>\nend"),
            "<p>see <a href=\"http://a.example\" rel=\"nofollow ugc noopener\">x</a><br>\nend</p>")
    }

    func testBlockHTMLIsNotAutoParagraphed() {
        XCTAssertEqual(assertSafe("<p>one\ntwo</p>\n\n<p>three</p>"), "<p>one\ntwo</p><p>three</p>")
        XCTAssertEqual(assertSafe("<div>a\nb</div>"), "<p>a\nb</p>")
    }

    func testPreKeepsItsNewlines() {
        XCTAssertEqual(assertSafe("<pre>line 1\n\nline 3\n  indented</pre>"), "<pre>\nline 1\n\nline 3\n  indented</pre>")
        XCTAssertEqual(assertSafe("<pre>\n\nstarts blank</pre>"), "<pre>\n\nstarts blank</pre>")
    }
}

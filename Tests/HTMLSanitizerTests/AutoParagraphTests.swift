import XCTest

@testable import HTMLSanitizer

final class AutoParagraphTests: XCTestCase {
    func testBlankLinesMakeParagraphsAndNewlinesBreaks() {
        XCTAssertEqual(assertSafe("one\ntwo\n\nthree"), "<p>one<br>\ntwo</p><p>three</p>")
    }

    func testWindowsLineEndingsAndWhitespaceOnlyLines() {
        XCTAssertEqual(assertSafe("one\r\ntwo\r\n  \r\nthree"), "<p>one<br>\ntwo</p><p>three</p>")
    }

    func testInlineHTMLKeepsNewlineBehaviour() {
        let output = assertSafe("I <em>agree</em>\nwith <a href=\"http://a.example\">this</a>\n\nNext")
        XCTAssertEqual(
            output, "<p>I <em>agree</em><br>\nwith <a href=\"http://a.example\" rel=\"nofollow ugc noopener\">this</a></p><p>Next</p>")
    }

    func testParagraphBreakInsideInlineElementStaysWellFormed() {
        XCTAssertEqual(assertSafe("<em>a\n\nb</em>"), "<p><em>a</em></p><p><em>b</em></p>")
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

    func testBrIsNotBlockLevel() {
        XCTAssertEqual(assertSafe("a<br>b\n\nc"), "<p>a<br>b</p><p>c</p>")
    }

    func testPreKeepsItsNewlines() {
        XCTAssertEqual(assertSafe("<pre>line 1\n\nline 3\n  indented</pre>"), "<pre>\nline 1\n\nline 3\n  indented</pre>")
        XCTAssertEqual(assertSafe("<pre>\n\nstarts blank</pre>"), "<pre>\n\nstarts blank</pre>")
    }

    func testPreInsideAParagraphKeepsItsLineBreaks() {
        XCTAssertEqual(assertSafe("<em><pre>a\nb</pre></em>"), "<p><em>a<br>\nb</em></p>")
    }

    func testSingleLineTextGetsAParagraph() {
        XCTAssertEqual(assertSafe("just text"), "<p>just text</p>")
    }
}

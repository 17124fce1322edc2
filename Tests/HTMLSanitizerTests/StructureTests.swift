import XCTest

@testable import HTMLSanitizer

final class StructureTests: XCTestCase {
    func testParagraphsOfHTMLBodies() throws {
        try assertSanitizes(group: "structure")
    }

    func testUnclosedAndMisnestedTagsComeOutWellFormed() {
        let inputs = [
            "<b><i>x</b></i>", "<p><em>a<p>b", "<ul><li>a<li>b", "<blockquote>q<p>r", "<a href=http://x.example>a<p>b</a>",
            "<em><blockquote>q</blockquote></em>", "<p><table><tr><td><p>x</td></tr></table>", "<li>stray item",
            "<ul>text<li>a</li>more</ul>", "<em><ul><li>x</li></ul></em>", "<p><button><p>x</button>",
            "<a href=http://a.example><marquee><a href=http://b.example>x</a></marquee></a>", "</p></div></b>x",
            "<pre><em>a\n<p>b</em></pre>", "<code><pre>x</pre></code>", "<ol><li><blockquote>x</ol>",
        ]
        for input in inputs {
            let output = assertSafe(input)
            XCTAssertFalse(OutputInspector(output).visibleText.isEmpty, "\(input) -> \(output)")
        }
    }

    func testHackerNewsCodeBlockKeepsLayout() {
        XCTAssertEqual(
            assertSafe("see:<p><pre><code>  let x = 1\n  y &lt; 2\n</code></pre>"),
            "<p>see:</p><pre>\n<code>  let x = 1\n  y &lt; 2\n</code></pre>")
    }

    func testNulCharactersDoNotTruncateText() {
        let output = assertSafe("a\u{0}b<p>c\u{0}d</p>")
        XCTAssertTrue(output.contains("c") && output.contains("d") && output.contains("b"), output)
    }

    func testNestedLinkKeepsOnlyTheOuterLink() {
        let output = assertSafe("<a href=http://a.example><marquee><a href=http://b.example>x</a></marquee></a>")
        XCTAssertEqual(OutputInspector(output).tags.filter { $0.name == "a" && !$0.isEnd }.count, 1, output)
    }

    func testWhitespaceOnlyInputIsEmpty() {
        XCTAssertEqual(HTMLSanitizer.sanitize(""), "")
        XCTAssertEqual(HTMLSanitizer.sanitize(" \n\t"), "")
    }

    func testControlCharactersNeverReachTheOutput() {
        let output = assertSafe("a\u{1}b\u{7F}c\u{8}d")
        let forbidden = output.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F }
        XCTAssertTrue(forbidden.isEmpty, output.debugDescription)
        XCTAssertTrue(output.hasPrefix("<p>a") && output.hasSuffix("d</p>"), output)
    }
}

import HTMLSanitizer
import XCTest

@testable import ThreadFold

/// A page's description: the opening of a body as plain text, about 155 characters, cut at
/// a word or CJK character boundary, entities and markup gone.
final class DescriptionTests: XCTestCase {
    func testShortTextIsKeptWhole() {
        XCTAssertEqual(Description.cut("Hello, world."), "Hello, world.")
        let exactly = String(repeating: "a", count: Description.limit)
        XCTAssertEqual(Description.cut(exactly), exactly)
    }

    func testLatinTextIsCutAtTheLastSpaceBeforeTheLimit() {
        let words = Array(repeating: "word", count: 60).joined(separator: " ")  // 299 characters
        let cut = Description.cut(words)
        XCTAssertTrue(cut.hasSuffix("word…"), cut)
        XCTAssertEqual(cut.count, 155, "31 whole words of 4 plus 30 spaces, then the ellipsis")
        XCTAssertFalse(cut.dropLast().contains("wor…"))
        // A word that would cross the limit is left out whole.
        let text = String(repeating: "ab ", count: 51) + "abcdefghij and more"
        let cutText = Description.cut(text)
        XCTAssertEqual(cutText, String(repeating: "ab ", count: 51).trimmingCharacters(in: .whitespaces) + "…")
    }

    func testCJKTextIsCutBetweenAnyTwoCharacters() {
        let text = String(repeating: "评论存档真好", count: 40)  // 240 characters, no spaces
        let cut = Description.cut(text)
        XCTAssertEqual(cut.count, Description.limit + 1, "cut at the limit, between two Han characters")
        XCTAssertTrue(text.hasPrefix(cut.dropLast()))
        // Mixed: a Latin word after CJK text is not split; the cut falls before it.
        let mixed = String(repeating: "中", count: 150) + " threadfold archives"
        XCTAssertEqual(Description.cut(mixed), String(repeating: "中", count: 150) + "…")
        let glued = String(repeating: "中", count: 150) + "threadfold"
        XCTAssertEqual(Description.cut(glued), String(repeating: "中", count: 150) + "…", "the boundary between 中 and t")
    }

    func testOneLongWordIsCutAtTheLimit() {
        let url = "https://example.com/" + String(repeating: "x", count: 300)
        XCTAssertEqual(Description.cut(url).count, Description.limit + 1)
    }

    func testTrailingPunctuationBeforeTheCutIsDropped() {
        let text = String(repeating: "abcd, ", count: 40)
        XCTAssertTrue(Description.cut(text).hasSuffix("abcd…"), Description.cut(text))
        let chinese = String(repeating: "好，", count: 100)
        XCTAssertTrue(Description.cut(chinese).hasSuffix("好…"), Description.cut(chinese))
    }

    func testPlainTextDropsMarkupAndDecodesEntities() {
        XCTAssertEqual(
            PlainText.from(
                html: "<p>It&#39;s <a href=\"x?a=1&amp;b=2\" title=\"a > b\">here</a> &amp; <em>there</em>.</p>\n<p>Next &lt;b&gt;</p>"),
            "It's here & there . Next <b>")
        XCTAssertEqual(PlainText.from(html: "<!-- raw HTML omitted --><p>x&#x4E2D;&#20013;&nbsp;y</p>"), "x中中 y")
        XCTAssertEqual(PlainText.from(html: "a &unknown; &#0; & b"), "a &unknown; &#0; & b", "what is not a reference stays")
        XCTAssertEqual(PlainText.from(html: "<pre><code>let x = 1\n\n  y</code></pre>"), "let x = 1 y")
        XCTAssertEqual(PlainText.from(html: ""), "")
    }

    func testTitlesAreDecodedUntilNoReferenceIsLeft() {
        XCTAssertEqual(
            HTMLSanitizer.decodeAllCharacterReferences("围住神经猫 1步玩法-&amp;amp;#8220;作弊&amp;amp;#8221;"), "围住神经猫 1步玩法-“作弊”")
        XCTAssertEqual(HTMLSanitizer.decodeAllCharacterReferences("AT&amp;T &lt;b&gt;"), "AT&T <b>")
        XCTAssertEqual(HTMLSanitizer.decodeAllCharacterReferences("Plain & simple"), "Plain & simple")
        XCTAssertEqual(HTMLSanitizer.decodeAllCharacterReferences("&amp;amp;amp;amp;hellip;"), "…")
    }
}

import XCTest

@testable import TextIndex

/// The text of rendered HTML as the index reads it.
final class SearchTextTests: XCTestCase {
    func testPlainTextOfRenderedHTMLDropsTagsAndDecodesEntities() {
        let html = "<p>a &lt;script&gt; &amp; <em>b</em></p>\n<p>c&#39;d &#x4e2d; &unknown; x</p>"
        XCTAssertEqual(SearchText.plain(fromHTML: html), "a <script> & b c'd 中 &unknown; x")
        XCTAssertEqual(SearchText.plain(fromHTML: "tail & end &"), "tail & end &")
    }

    /// Text is copied eight bytes at a time while it is plain, else byte by byte: moving
    /// the same HTML along by 0 to 8 bytes (leading spaces, which are dropped) moves where
    /// each path runs, and must not change the text.
    func testPlainTextIsTheSameWhereverTheEightByteStepsFall() {
        let pieces = ["a", "word ", " ", "  ", "\n", "\t", "中文", "é", "<p>", "</em>", "&amp;", "&#39;", "&lt;", "& ", "&x", ";", "<"]
        var seed: UInt64 = 0x9E37_79B9
        for _ in 0..<400 {
            // A small LCG, so a failure repeats.
            var html = ""
            for _ in 0..<(Int(seed % 40) + 1) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                html += pieces[Int(seed >> 33) % pieces.count]
            }
            let text = SearchText.plain(fromHTML: html)
            for shift in 1...8 {
                XCTAssertEqual(
                    SearchText.plain(fromHTML: String(repeating: " ", count: shift) + html), text,
                    "\(shift) spaces before \(html.debugDescription)")
            }
        }
        // Plain text and single spaces come out as they went in, longer runs of white space as one.
        XCTAssertEqual(SearchText.plain(fromHTML: "abcdefgh ijklmnop qrstuvwx 中文中文中文 yz"), "abcdefgh ijklmnop qrstuvwx 中文中文中文 yz")
        XCTAssertEqual(SearchText.plain(fromHTML: "abcdefgh  ijklmnop\n\nqrstuvwx"), "abcdefgh ijklmnop qrstuvwx")
    }
}

import CommonMark
import XCTest

/// The options the wrapper exposes, and the guarantees it keeps whatever the options.
final class CommonMarkOptionsTests: XCTestCase {
    private let twoLines = "first line\nsecond line\n"

    func testHardBreaksOnRendersSoftBreakAsBr() {
        let html = CommonMark.html(twoLines, options: .hardBreaks)
        XCTAssertTrue(html.contains("first line<br />\nsecond line"), html)
    }

    func testHardBreaksOffKeepsSoftBreakAsNewline() {
        let html = CommonMark.html(twoLines)
        XCTAssertFalse(html.contains("<br"), html)
        XCTAssertTrue(html.contains("first line\nsecond line"), html)
    }

    func testCommentDefaultKeepsNewlines() {
        XCTAssertEqual(MarkdownOptions.commentDefault, [.hardBreaks])
        XCTAssertEqual(
            CommonMark.html(twoLines, options: .commentDefault),
            CommonMark.html(twoLines, options: .hardBreaks))
    }

    func testSmartPunctuationOnUsesTypographicCharacters() {
        let html = CommonMark.html("\"quoted\" it's -- and --- and...\n", options: .smartPunctuation)
        for character in ["\u{201C}", "\u{201D}", "\u{2019}", "\u{2013}", "\u{2014}", "\u{2026}"] {
            XCTAssertTrue(html.contains(character), "missing \(character.debugDescription) in \(html)")
        }
        XCTAssertFalse(html.contains("&quot;"), html)
    }

    func testSmartPunctuationOffKeepsAsciiPunctuation() {
        let html = CommonMark.html("\"quoted\" it's -- and --- and...\n")
        XCTAssertTrue(html.contains("&quot;quoted&quot; it's -- and --- and..."), html)
        XCTAssertNil(html.unicodeScalars.first { $0.value > 0x7F }, html)
    }

    func testInvalidUTF8IsReplacedNotPassedThrough() {
        // A stray continuation byte, an invalid lead byte, a truncated sequence and a NUL.
        let bytes: [UInt8] = [0x61, 0x80, 0x62, 0xFF, 0x63, 0x00, 0x64, 0xE2, 0x82]
        let html = bytes.withUnsafeBufferPointer { CommonMark.html(utf8: $0) }
        let replacements = html.unicodeScalars.filter { $0 == "\u{FFFD}" }.count
        XCTAssertGreaterThanOrEqual(replacements, 4, html.debugDescription)
        for letter in ["a", "b", "c", "d"] {
            XCTAssertTrue(html.contains(letter), html.debugDescription)
        }
        // String(decoding:) would also repair bad bytes; check cmark already produced valid UTF-8.
        XCTAssertEqual(Array(html.utf8).count, html.utf8.count)
        XCTAssertTrue(html.hasPrefix("<p>") && html.hasSuffix("</p>\n"), html.debugDescription)
    }

    func testByteAndStringEntryPointsAgree() {
        let markdown = "# Überschrift\n\n*emph* `code` [link](https://example.com \"t\")\n"
        let fromBytes = Array(markdown.utf8).withUnsafeBufferPointer {
            CommonMark.html(utf8: $0, options: .commentDefault)
        }
        XCTAssertEqual(fromBytes, CommonMark.html(markdown, options: .commentDefault))
    }

    func testEmptyInputRendersEmpty() {
        XCTAssertEqual(CommonMark.html(""), "")
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        XCTAssertEqual(CommonMark.html(utf8: empty), "")
    }

    func testVersionIsTheLinkedLibrarys() {
        let parts = CommonMark.version.split(separator: ".")
        XCTAssertEqual(parts.count, 3, CommonMark.version)
        XCTAssertTrue(parts.allSatisfy { Int($0) != nil }, CommonMark.version)
    }
}

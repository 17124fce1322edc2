import CCmarkArena
import CommonMark
import Foundation
import XCTest

/// cmark's allocations come from a per-thread bump arena (CCmarkArena). These are the
/// cases where an arena goes wrong: documents larger than a chunk, buffers that grow
/// in place and then move, and memory that must be given back.
final class CommonMarkArenaTests: XCTestCase {
    /// Documents of every size across the 256 KB chunk and the 4 MB "keep" limit render
    /// exactly as the `cmark` CLI renders them.
    func testDocumentsLargerThanAChunkMatchTheCLI() throws {
        let oracle = try CmarkOracle.locate()
        let paragraph = "Some *emphasis*, a [link](https://example.com/a?b=1&c=2), `code` and 中文 text.\n\n"
        let list = "- item one\n- item **two**\n  continued\n\n"
        let fence = "```swift\nlet x = 1 < 2\n```\n\n"
        for repeats in [1, 300, 3_000, 60_000] {
            let document = String(repeating: paragraph + list + fence, count: repeats)
            let ours = CommonMark.html(document, options: [])
            let theirs = try oracle.html(document)
            XCTAssertEqual(ours.utf8.count, theirs.utf8.count, "\(document.utf8.count) bytes of markdown")
            XCTAssertTrue(ours == theirs, "\(document.utf8.count) bytes of markdown render differently")
        }
    }

    /// One long line: a single buffer that grows in place many times, then must move
    /// to a chunk of its own.
    func testOneHugeLineMatchesTheCLI() throws {
        let oracle = try CmarkOracle.locate()
        let line = String(repeating: "word ", count: 400_000)
        XCTAssertEqual(CommonMark.html(line, options: []), try oracle.html(line))
    }

    /// After a 16 MB document the thread keeps at most one ordinary chunk, not the
    /// memory the big one needed.
    func testArenaGivesBackWhatAHugeDocumentTook() {
        let huge = String(repeating: "a paragraph of text\n\n", count: 800_000)
        let hugeHTML = CommonMark.html(huge, options: [])
        XCTAssertTrue(hugeHTML.hasPrefix("<p>a paragraph of text</p>"))
        let duringHuge = threadfold_cmark_arena_capacity()
        XCTAssertGreaterThan(duringHuge, 16 * 1024 * 1024, "the arena held the huge document's tree")
        XCTAssertEqual(CommonMark.html("small *one*", options: []), "<p>small <em>one</em></p>\n")
        XCTAssertLessThanOrEqual(
            threadfold_cmark_arena_capacity(), 256 * 1024,
            "the next document starts over in one ordinary chunk")
        threadfold_cmark_arena_release()
        XCTAssertEqual(threadfold_cmark_arena_capacity(), 0)
        XCTAssertEqual(CommonMark.html("after *release*", options: []), "<p>after <em>release</em></p>\n")
    }

    /// The parse tells whether there is a code block; it must agree with the HTML for
    /// every spec example (fences, indented code, code in lists and quotes, raw `<pre>`
    /// omitted in safe mode).
    func testCodeBlockFlagAgreesWithTheHTML() throws {
        let examples = try SpecExample.load("spec").map(\.markdown)
        var withCode = 0
        for markdown in examples {
            let (html, hasCodeBlock) = CommonMark.render(markdown, options: .commentDefault)
            XCTAssertEqual(hasCodeBlock, html.contains("<pre"), markdown)
            if hasCodeBlock { withCode += 1 }
        }
        XCTAssertGreaterThan(withCode, 50, "the spec has many code blocks")
    }
}

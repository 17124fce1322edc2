import Mustache
import XCTest

/// `render(_:_:into:)` and the compiled form behind both render methods.
final class MustacheByteOutputTests: XCTestCase {
    private func threadPage(comments: Int, replies: Int) -> MustacheValue {
        ThreadPageFixture.page(
            comments: (0..<comments).map { comment in
                let values = (0..<replies).map { index -> MustacheValue in
                    var reply = ThreadPageFixture.reply(comment, index)
                    reply["body"] = .html(ThreadPageFixture.body)
                    return .object(reply)
                }
                return ThreadPageFixture.comment(comment, replies: values, shown: 2)
            })
    }

    func testRenderIntoAppendsExactlyWhatRenderReturns() throws {
        let library = try MustacheLibrary(templates: ThreadPageFixture.templates)
        let page = threadPage(comments: 5, replies: 3)
        let expected = try library.render("thread", page)
        var buffer = Array("kept: ".utf8)
        try library.render("thread", page, into: &buffer)
        XCTAssertEqual(buffer, Array("kept: ".utf8) + Array(expected.utf8))
        XCTAssertEqual(expected.components(separatedBy: "<li class=\"comment\"").count - 1, 5)
        XCTAssertEqual(expected.components(separatedBy: "<details class=\"more-replies\"").count - 1, 5)
    }

    func testRenderIntoLeavesTheBufferAsItWasOnError() throws {
        let library = try MustacheLibrary(templates: ["loop": "a{{>loop}}", "ok": "x"])
        var buffer = Array("before".utf8)
        XCTAssertThrowsError(try library.render("loop", [:], into: &buffer))
        XCTAssertEqual(String(decoding: buffer, as: UTF8.self), "before")
        XCTAssertThrowsError(try library.render("missing", [:], into: &buffer))
        XCTAssertEqual(String(decoding: buffer, as: UTF8.self), "before")
        try library.render("ok", [:], into: &buffer)
        XCTAssertEqual(String(decoding: buffer, as: UTF8.self), "beforex")
    }

    /// The same partial rendered with and without indentation (two compiled variants)
    /// must differ only by the indentation of each line.
    func testIndentedAndUnindentedPartialAgreeLineByLine() throws {
        let partial = "<p>{{a}}</p>\n{{#list}}\n<i>{{.}}</i>\n{{/list}}\ntail {{b}}\n"
        let library = try MustacheLibrary(templates: ["p": partial, "flat": "{{>p}}", "deep": "  {{>p}}"])
        let context: MustacheValue = ["a": "A&", "b": 2, "list": ["x", "y"]]
        let flat = try library.render("flat", context)
        let deep = try library.render("deep", context)
        let flatLines = flat.split(separator: "\n", omittingEmptySubsequences: false)
        let reindented = flatLines.enumerated().map { index, line in
            index == flatLines.count - 1 && line.isEmpty ? "" : "  " + line
        }.joined(separator: "\n")
        XCTAssertEqual(deep, reindented)
        XCTAssertEqual(flatLines.count, 5, flat)
    }

    /// A block override given by a parent takes the indentation of the block it replaces.
    func testBlockOverrideTakesTheIndentationOfItsSite() throws {
        let templates = [
            "parent": "<ul>\n  {{$items}}{{/items}}\n</ul>\n{{$items}}{{/items}}",
            "child": "{{<parent}}{{$items}}\n<li>1</li>\n<li>2</li>\n{{/items}}{{/parent}}",
        ]
        let library = try MustacheLibrary(templates: templates)
        XCTAssertEqual(try library.render("child", [:]), "<ul>\n  <li>1</li>\n  <li>2</li>\n</ul>\n<li>1</li>\n<li>2</li>\n")
    }

    func testTextAfterASkippedSectionIsKept() throws {
        let library = try MustacheLibrary(templates: ["t": "[{{^yes}}hidden{{/yes}}]{{#no}}gone{{/no}}!"])
        XCTAssertEqual(try library.render("t", ["yes": true, "no": false]), "[]!")
    }
}

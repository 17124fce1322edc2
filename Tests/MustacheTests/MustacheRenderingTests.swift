import Foundation
import Mustache
import TestSupport
import XCTest

/// Behaviour beyond the spec: escaping, value kinds, the directory loader.
final class MustacheRenderingTests: XCTestCase {
    private func render(_ template: String, _ context: MustacheValue, partials: [String: String] = [:]) throws -> String {
        let library = try MustacheLibrary(templates: partials.merging(["t": template]) { _, main in main })
        return try library.render("t", context)
    }

    func testEscapesTheFiveHTMLCharactersAndKeepsUnicode() throws {
        let text = #"<a href='x'>"Tom & Jerry" 回复 ü</a>"#
        XCTAssertEqual(
            try render("{{v}}", ["v": .string(text)]),
            "&lt;a href=&#39;x&#39;&gt;&quot;Tom &amp; Jerry&quot; 回复 ü&lt;/a&gt;")
        XCTAssertEqual(try render("{{{v}}}|{{&v}}", ["v": .string("<b>")]), "<b>|<b>")
    }

    func testHTMLValuesAreNeverEscapedAgain() throws {
        let markup = "<p>a &amp; b</p>"
        XCTAssertEqual(try render("{{v}}{{{v}}}", ["v": .html(markup)]), markup + markup)
        XCTAssertEqual(try render("{{#list}}{{.}}{{/list}}", ["list": [.html("<i>"), .string("<i>")]]), "<i>&lt;i&gt;")
    }

    func testScalarFormatting() throws {
        XCTAssertEqual(
            try render("{{a}} {{b}} {{c}} {{d}} {{e}}", ["a": 3, "b": 2.5, "c": 4.0, "d": true, "e": nil]),
            "3 2.5 4 true ")
    }

    func testFalsyValues() throws {
        let context: MustacheValue = ["empty": "", "zero": 0, "none": [], "no": false, "nil": nil, "obj": [:]]
        XCTAssertEqual(
            try render(
                "{{#empty}}E{{/empty}}{{#zero}}Z{{/zero}}{{#none}}N{{/none}}{{#no}}F{{/no}}"
                    + "{{#nil}}0{{/nil}}{{#obj}}O{{/obj}}", context), "ZO")
        XCTAssertEqual(try render("{{^empty}}E{{/empty}}{{^zero}}Z{{/zero}}{{^none}}N{{/none}}", context), "EN")
    }

    func testRecursivePartialIndentsEachLevel() throws {
        let node = "<li>{{name}}\n{{#kids}}\n  {{>node}}\n{{/kids}}\n</li>\n"
        // Leaves need their own empty list: otherwise `kids` is found in the parent's
        // context and the partial recurses until the depth limit stops it.
        let tree: MustacheValue = ["name": "a", "kids": [["name": "b", "kids": [["name": "c", "kids": []]]]]]
        XCTAssertEqual(
            try render("{{>node}}", tree, partials: ["node": node]),
            "<li>a\n  <li>b\n    <li>c\n    </li>\n  </li>\n</li>\n")
        let leafWithoutList: MustacheValue = ["name": "a", "kids": [["name": "b"]]]
        XCTAssertThrowsError(try render("{{>node}}", leafWithoutList, partials: ["node": node])) { error in
            XCTAssertTrue("\(error)".hasPrefix("node:3:3: error:"), "\(error)")
        }
    }

    func testLayoutInheritanceAcrossThreeTemplates() throws {
        let templates = [
            "layout": "<title>{{$title}}Archive{{/title}}</title>\n<main>\n  {{$body}}\n  {{/body}}\n</main>\n",
            "thread":
                "{{<layout}}\n{{$title}}{{name}}{{/title}}\n{{$body}}\n{{#comments}}\n<p>{{.}}</p>\n{{/comments}}\n{{/body}}\n{{/layout}}\n",
        ]
        let library = try MustacheLibrary(templates: templates)
        XCTAssertEqual(
            try library.render("thread", ["name": "T&T", "comments": ["x", "y"]]),
            "<title>T&amp;T</title>\n<main>\n  <p>x</p>\n  <p>y</p>\n</main>\n")
        XCTAssertEqual(library.names, ["layout", "thread"])
    }

    func testLibraryRendersRepeatedlyWithDifferentContexts() throws {
        let library = try MustacheLibrary(templates: ["t": "{{#items}}{{.}},{{/items}}"])
        for count in [0, 1, 5] {
            let items = (0..<count).map { MustacheValue.int($0) }
            let expected = (0..<count).map { "\($0)," }.joined()
            XCTAssertEqual(try library.render("t", ["items": .list(items)]), expected)
        }
    }

    func testDirectoryLoadingWithFallbackAndNestedNames() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("mustache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let theme = root.appendingPathComponent("theme")
        let bundled = root.appendingPathComponent("bundled")
        try write("THEME {{>partials/comment}}", to: theme.appendingPathComponent("page.mustache"))
        try write("ignored", to: theme.appendingPathComponent("notes.txt"))
        try write("{{#editor swap file", to: theme.appendingPathComponent(".page.mustache"))
        try write("BUNDLED", to: bundled.appendingPathComponent("page.mustache"))
        try write("[{{text}}]", to: bundled.appendingPathComponent("partials/comment.mustache"))

        let library = try MustacheLibrary(directory: theme, fallback: bundled)
        XCTAssertEqual(library.names, ["page", "partials/comment"])
        XCTAssertEqual(try library.render("page", ["text": "hi"]), "THEME [hi]")

        try write("{{#open}}", to: theme.appendingPathComponent("broken.mustache"))
        XCTAssertThrowsError(try MustacheLibrary(directory: theme, fallback: bundled)) { error in
            let error = error as? MustacheError
            XCTAssertEqual(error?.kind, .unclosedSection(name: "open"))
            XCTAssertEqual(error?.file.hasSuffix("theme/broken.mustache"), true, "\(String(describing: error))")
            XCTAssertEqual(error?.line, 1)
            XCTAssertEqual(error?.column, 1)
        }
    }

    func testOneLibraryRendersConcurrently() throws {
        let library = try MustacheLibrary(templates: ["t": "{{#n}}<{{.}}>{{/n}}"])
        let results = ResultSlots(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let rendered = try? library.render("t", ["n": .list([.int(index), .string("&")])])
            results.store(rendered, at: index)
        }
        for index in 0..<8 {
            XCTAssertEqual(results[index], "<\(index)><&amp;>")
        }
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

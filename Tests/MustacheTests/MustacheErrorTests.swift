import Mustache
import XCTest

/// Every kind of template error names the file, line and column of the offending tag.
final class MustacheErrorTests: XCTestCase {
    private func loadError(_ source: String, partials: [String: String] = [:],
                           file: StaticString = #filePath, line: UInt = #line) -> MustacheError? {
        let templates = partials.merging(["page": source]) { _, page in page }
        do {
            _ = try MustacheLibrary(templates: templates, fileNames: ["page": "theme/page.mustache"])
            XCTFail("expected a MustacheError for \(source.debugDescription)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func assertError(_ error: MustacheError?, line: Int, column: Int, mentions words: [String],
                             file: StaticString = #filePath, testLine: UInt = #line) {
        guard let error else { return }
        XCTAssertEqual(error.file, "theme/page.mustache", "\(error)", file: file, line: testLine)
        XCTAssertEqual(error.line, line, "\(error)", file: file, line: testLine)
        XCTAssertEqual(error.column, column, "\(error)", file: file, line: testLine)
        for word in words {
            XCTAssertTrue(error.message.contains(word), "'\(word)' missing from: \(error)", file: file, line: testLine)
        }
    }

    func testUnclosedSectionPointsAtItsOpeningTag() {
        assertError(loadError("<ul>\n  {{#items}}\n  <li>{{name}}</li>\n</ul>\n"),
                    line: 2, column: 3, mentions: ["never closed", "{{/items}}"])
    }

    func testMismatchedCloseTagPointsAtTheCloseTag() {
        assertError(loadError("{{#a}}\n {{#b}}x{{/a}}\n{{/b}}"),
                    line: 2, column: 9, mentions: ["{{/a}}", "{{#b}}", "line 2, column 2"])
    }

    func testCloseTagWithNothingOpen() {
        assertError(loadError("x\ny {{/done}}"), line: 2, column: 3, mentions: ["closes nothing"])
    }

    func testUnclosedTagPointsAtItsOpeningDelimiter() {
        assertError(loadError("ok\nhi {{name\nmore text"), line: 2, column: 4, mentions: ["never closed", "}}"])
    }

    func testUnclosedTagUnderCustomDelimiters() {
        assertError(loadError("{{=<% %>=}}\n  <% name"), line: 2, column: 3, mentions: ["%>"])
    }

    func testBadDelimiterChangePointsAtTheTag() {
        assertError(loadError("a\nb {{=<%=}}"), line: 2, column: 3, mentions: ["set-delimiter"])
        assertError(loadError("{{= a b c =}}"), line: 1, column: 1, mentions: ["two delimiters"])
        assertError(loadError("x\n\n  {{=<% %>}}"), line: 3, column: 3, mentions: ["set-delimiter", "'=}}'"])
    }

    func testUnknownPartialPointsAtTheTag() {
        assertError(loadError("x\n\t{{> footer }}\n", partials: ["header": "h"]),
                    line: 2, column: 2, mentions: ["'footer'"])
    }

    func testUnknownParentPointsAtTheTag() {
        assertError(loadError("{{! layout }}\n\n   {{<base}}{{$title}}T{{/title}}{{/base}}"),
                    line: 3, column: 4, mentions: ["'base'"])
    }

    func testUnknownPartialInsideSectionAndBlock() {
        assertError(loadError("{{#a}}\n{{$b}}\n  {{>nope}}\n{{/b}}\n{{/a}}"), line: 3, column: 3, mentions: ["'nope'"])
    }

    func testColumnsCountCharactersNotBytes() {
        assertError(loadError("é→ {{#open}}"), line: 1, column: 4, mentions: ["{{/open}}"])
    }

    func testNameWithSpaceIsAnError() {
        assertError(loadError("hello {{first name}}"), line: 1, column: 7, mentions: ["whitespace"])
    }

    func testDescriptionIsCompilerStyle() {
        let error = MustacheError(file: "t.mustache", line: 3, column: 7, message: "something is wrong")
        XCTAssertEqual(error.description, "t.mustache:3:7: error: something is wrong")
    }

    func testErrorsWithoutFileNamesUseTheTemplateName() {
        XCTAssertThrowsError(try MustacheLibrary(templates: ["card": "{{#x}}"])) { error in
            XCTAssertEqual((error as? MustacheError)?.file, "card")
        }
    }

    func testDynamicPartialIsNotCheckedAtLoadAndRendersEmptyWhenMissing() throws {
        let library = try MustacheLibrary(templates: ["page": "[{{>*kind}}]", "text": "T"])
        XCTAssertEqual(try library.render("page", ["kind": "text"]), "[T]")
        XCTAssertEqual(try library.render("page", ["kind": "image"]), "[]")
    }

    func testEndlessSelfInclusionIsAnErrorNotACrash() throws {
        let library = try MustacheLibrary(templates: ["loop": "a\n {{>loop}}"])
        XCTAssertThrowsError(try library.render("loop", .null)) { error in
            let error = error as? MustacheError
            XCTAssertEqual(error?.file, "loop")
            XCTAssertEqual(error?.line, 2)
            XCTAssertEqual(error?.column, 2)
        }
    }

    func testRenderingAnUnknownTemplateNamesTheKnownOnes() throws {
        let library = try MustacheLibrary(templates: ["a": "", "b": ""])
        XCTAssertThrowsError(try library.render("c", .null)) { error in
            XCTAssertTrue("\(error)".contains("known templates: a, b"), "\(error)")
        }
    }
}

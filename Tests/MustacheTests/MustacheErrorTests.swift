import Mustache
import XCTest

/// Every kind of template error names the file, line and column of the offending tag.
final class MustacheErrorTests: XCTestCase {
    private func loadError(
        _ source: String, partials: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> MustacheError? {
        let templates = partials.merging(["page": source]) { _, page in page }
        do {
            _ = try MustacheLibrary(templates: templates, fileNames: ["page": "theme/page.mustache"])
            XCTFail("expected a MustacheError for \(source.debugDescription)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func assertError(
        _ error: MustacheError?, _ kind: MustacheError.Kind, line: Int, column: Int,
        file: StaticString = #filePath, testLine: UInt = #line
    ) {
        guard let error else { return }
        XCTAssertEqual(error.kind, kind, "\(error)", file: file, line: testLine)
        XCTAssertEqual(error.file, "theme/page.mustache", "\(error)", file: file, line: testLine)
        XCTAssertEqual(error.line, line, "\(error)", file: file, line: testLine)
        XCTAssertEqual(error.column, column, "\(error)", file: file, line: testLine)
        XCTAssertFalse(error.message.isEmpty, "\(error)", file: file, line: testLine)
    }

    func testUnclosedSectionPointsAtItsOpeningTag() {
        assertError(
            loadError("<ul>\n  {{#items}}\n  <li>{{name}}</li>\n</ul>\n"),
            .unclosedSection(name: "items"), line: 2, column: 3)
    }

    func testMismatchedCloseTagPointsAtTheCloseTag() {
        assertError(
            loadError("{{#a}}\n {{#b}}x{{/a}}\n{{/b}}"),
            .mismatchedClose(name: "a", expected: "b", openedLine: 2, openedColumn: 2), line: 2, column: 9)
    }

    func testCloseTagWithNothingOpen() {
        assertError(loadError("x\ny {{/done}}"), .unopenedClose(name: "done"), line: 2, column: 3)
    }

    func testUnclosedTagPointsAtItsOpeningDelimiter() {
        assertError(loadError("ok\nhi {{name\nmore text"), .unclosedTag(expected: "}}"), line: 2, column: 4)
    }

    func testUnclosedTagUnderCustomDelimiters() {
        assertError(loadError("{{=<% %>=}}\n  <% name"), .unclosedTag(expected: "%>"), line: 2, column: 3)
    }

    func testBadDelimiterChangePointsAtTheTag() {
        assertError(loadError("a\nb {{=<%=}}"), .invalidDelimiters, line: 2, column: 3)
        assertError(loadError("{{= a b c =}}"), .invalidDelimiters, line: 1, column: 1)
        assertError(loadError("x\n\n  {{=<% %>}}"), .unclosedTag(expected: "=}}"), line: 3, column: 3)
    }

    func testUnknownPartialPointsAtTheTag() {
        assertError(
            loadError("x\n\t{{> footer }}\n", partials: ["header": "h"]),
            .unknownPartial(name: "footer"), line: 2, column: 2)
    }

    func testUnknownParentPointsAtTheTag() {
        assertError(
            loadError("{{! layout }}\n\n   {{<base}}{{$title}}T{{/title}}{{/base}}"),
            .unknownPartial(name: "base"), line: 3, column: 4)
    }

    func testUnknownPartialInsideSectionAndBlock() {
        assertError(
            loadError("{{#a}}\n{{$b}}\n  {{>nope}}\n{{/b}}\n{{/a}}"), .unknownPartial(name: "nope"),
            line: 3, column: 3)
    }

    func testColumnsCountCharactersNotBytes() {
        assertError(loadError("é→ {{#open}}"), .unclosedSection(name: "open"), line: 1, column: 4)
    }

    func testNameWithSpaceIsAnError() {
        assertError(loadError("hello {{first name}}"), .nameWithWhitespace("first name"), line: 1, column: 7)
    }

    func testDescriptionIsCompilerStyle() {
        let error = MustacheError(.missingName, file: "t.mustache", line: 3, column: 7, message: "something is wrong")
        XCTAssertEqual(error.description, "t.mustache:3:7: error: something is wrong")
    }

    func testErrorsWithoutFileNamesUseTheTemplateName() {
        XCTAssertThrowsError(try MustacheLibrary(templates: ["card": "{{#x}}"])) { error in
            XCTAssertEqual((error as? MustacheError)?.kind, .unclosedSection(name: "x"))
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
            XCTAssertEqual(error?.kind, .nestedTooDeep(name: "loop"))
            XCTAssertEqual(error?.file, "loop")
            XCTAssertEqual(error?.line, 2)
            XCTAssertEqual(error?.column, 2)
        }
    }

    func testRenderingAnUnknownTemplateNamesTheKnownOnes() throws {
        let library = try MustacheLibrary(templates: ["a": "", "b": ""])
        XCTAssertThrowsError(try library.render("c", .null)) { error in
            XCTAssertEqual((error as? MustacheError)?.kind, .unknownTemplate(name: "c"))
            XCTAssertTrue("\(error)".contains("known templates: a, b"), "\(error)")
        }
    }
}

import Foundation
import XCTest

/// The contract checker itself: it passes a correct page and names what is wrong in a
/// tampered one, so a green corpus test means something.
final class ContractCheckTests: XCTestCase {
    private func nestedPage() throws -> (thread: ExpectedThread, html: String) {
        let threads = try CorpusReader().threads(in: TestPaths.fixtures.appendingPathComponent("nested"))
        let thread = try XCTUnwrap(threads.first)
        let (_, site) = try MemoryBuild(fixture: "nested").run()
        return (thread, try XCTUnwrap(site.text("t/replies.html")))
    }

    private func failures(_ thread: ExpectedThread, _ html: String) -> [String] {
        var check = ThreadPageCheck(thread: thread)
        check.check([("page", HTMLTree(html: html))])
        return check.failures
    }

    func testCorrectPagePasses() throws {
        let (thread, html) = try nestedPage()
        XCTAssertEqual(thread.comments.count, 14)
        XCTAssertEqual(failures(thread, html), [])
        XCTAssertEqual(PageSafety.problems(in: HTMLTree(html: html), raw: html, page: "page"), [])
    }

    func testWrongAnsweredAnchorIsCaught() throws {
        let (thread, html) = try nestedPage()
        let tampered = html.replacingOccurrences(of: "href=\"#c-three-a\">Lin", with: "href=\"#c-three\">Lin")
        XCTAssertNotEqual(tampered, html, "the fixture page changed; update this test's tampering")
        XCTAssertTrue(failures(thread, tampered).contains { $0.contains("three-b") && $0.contains("href") })
    }

    func testReplyOutsideDetailsIsCaught() throws {
        let (thread, html) = try nestedPage()
        let tampered = html.replacingOccurrences(
            of: "<details class=\"more-replies\" data-key=\"c-three\">",
            with: "<div class=\"more-replies\">")
        XCTAssertNotEqual(tampered, html)
        XCTAssertTrue(failures(thread, tampered).contains { $0.contains("hidden replies") })
    }

    func testMissingAndDuplicatedCommentsAreCaught() throws {
        let (thread, html) = try nestedPage()
        let tampered = html.replacingOccurrences(of: "id=\"c-d5\"", with: "id=\"c-d4\"")
        let found = failures(thread, tampered)
        XCTAssertTrue(found.contains { $0.contains("c-d5") && $0.contains("0 times") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("c-d4") && $0.contains("2 times") }, "\(found)")
    }

    func testInjectedMarkupIsCaught() {
        let html =
            "<html><head><script src=\"threadfold.js\" defer></script></head><body>"
            + "<img src=x onerror=alert(1)><a href=\" java\tscript:alert(1)\">x</a><script>alert(1)</script></body></html>"
        let problems = PageSafety.problems(in: HTMLTree(html: html), raw: html, page: "p")
        XCTAssertTrue(problems.contains { $0.contains("onerror") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("script URL") }, "\(problems)")
        XCTAssertTrue(problems.contains { $0.contains("not the theme's") }, "\(problems)")
    }

    func testAnchorRuleMatchesTheDocumentedExamples() {
        XCTAssertEqual(ExpectedThread.anchor("a b/c"), "a.20b.2Fc")
        XCTAssertEqual(ExpectedThread.anchor("plain_ID-9"), "plain_ID-9")
        XCTAssertEqual(ExpectedThread.anchor("é"), ".C3.A9")
    }
}

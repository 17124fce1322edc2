import XCTest

@testable import HTMLSanitizer

final class URLSchemeTests: XCTestCase {
    private func href(of input: String) -> String? {
        let output = assertSafe(input)
        return OutputInspector(output).tags.first { $0.name == "a" && !$0.isEnd }?.attributes["href"]
    }

    func testAllowedSchemesAreKept() {
        XCTAssertEqual(href(of: #"<a href="http://a.example/">x</a>"#), "http://a.example/")
        XCTAssertEqual(href(of: #"<a href="HTTPS://a.example/">x</a>"#), "HTTPS://a.example/")
        XCTAssertEqual(href(of: #"<a href="mailto:me@a.example">x</a>"#), "mailto:me@a.example")
        XCTAssertEqual(href(of: #"<a href="  https://a.example/  ">x</a>"#), "https://a.example/")
    }

    func testHNEncodedSlashesDecodeToARealLink() {
        XCTAssertEqual(href(of: #"<a href="https:&#x2F;&#x2F;www.gao.gov&#x2F;a.pdf">x</a>"#), "https://www.gao.gov/a.pdf")
    }

    func testScriptSchemeTricksAreDropped() {
        let tricks = [
            "javascript:alert(1)", "JaVaScRiPt:alert(1)", "java&#x09;script:alert(1)", "java&#9;script:alert(1)",
            "java\nscript:alert(1)", "&#106;avascript:alert(1)", "&#x6A;avascript:alert(1)",
            "&#0000106&#0000097vascript:alert(1)", " \u{1}javascript:alert(1)", "&#x01;javascript:alert(1)",
            "\u{0}javascript:alert(1)", "vbscript:msgbox(1)", "VBScript:msgbox(1)", "data:text/html,<script>alert(1)</script>",
            "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "javascript&colon;alert(1)",
            "javascript&#58;alert(1)", "javascript&#x3A;alert(1)", "file:///etc/passwd", "jav&#x0D;ascript:alert(1)",
        ]
        for trick in tricks {
            let output = assertSafe("<a href=\"\(trick)\">click</a>")
            XCTAssertNil(OutputInspector(output).tags.first { $0.name == "a" }, "kept \(trick): \(output)")
            XCTAssertTrue(output.contains("click"), "text lost for \(trick): \(output)")
        }
    }

    func testRelativeAndFragmentLinksAreUnwrapped() {
        for target in ["/local/page", "page.html", "#c-12", "//evil.example/x", "?q=1", ""] {
            let output = assertSafe("<a href=\"\(target)\">text</a>")
            XCTAssertEqual(output, "<p>text</p>", "href \(target)")
        }
        XCTAssertEqual(assertSafe("<a name=x>anchor</a>"), "<p>anchor</p>")
    }

    func testUnsafeURLCharactersArePercentEncoded() {
        XCTAssertEqual(href(of: #"<a href="https://a.example/a b%zz">x</a>"#), "https://a.example/a%20b%25zz")
    }
}

import CommonMark
import XCTest

/// Whatever the options, no script element and no script URL comes out of the wrapper.
final class CommonMarkSafetyTests: XCTestCase {
    private let attacks = [
        "<script>alert(1)</script>",
        "[x](javascript:alert(1))",
        "text <script>alert(1)</script> inline",
        "[x](JaVaScRiPt:alert(1))",
        "[x](javascript&#58;alert(1))",
        "<javascript:alert(1)>",
        "![x](javascript:alert(1))",
        "[x]: javascript:alert(1)\n\n[x]",
        "[x](vbscript:msgbox(1))",
        "[x](data:text/html;base64,PHNjcmlwdD4=)",
        "<img src=x onerror=alert(1)>",
        "<a href=\"javascript:alert(1)\">x</a>",
    ]

    private let optionSets: [MarkdownOptions] = [
        [], .hardBreaks, .smartPunctuation, .commentDefault,
        [.hardBreaks, .smartPunctuation],
    ]

    func testNoScriptAndNoScriptURLWithAnyOptions() {
        for options in optionSets {
            for attack in attacks {
                assertHarmless(CommonMark.html(attack, options: options), attack: attack)
            }
        }
        // The URL check above must see the neutralised link, or it would pass vacuously.
        let link = CommonMark.html("[x](javascript:alert(1))")
        XCTAssertEqual(urlAttributeValues(link), [""], link)
    }

    /// `init(rawValue:)` is public (OptionSet requires it); CMARK_OPT_UNSAFE is 1 << 17.
    func testForgedUnsafeFlagIsIgnored() {
        let forged = MarkdownOptions(rawValue: 1 << 17)
        for attack in attacks {
            assertHarmless(CommonMark.html(attack, options: forged), attack: attack)
        }
        let html = CommonMark.html("<b>raw</b>", options: forged)
        XCTAssertTrue(html.contains("<!-- raw HTML omitted -->"), html)
    }

    func testSafeImageDataURLIsKept() {
        let html = CommonMark.html("![dot](data:image/png;base64,iVBORw0KGgo=)")
        XCTAssertTrue(html.contains("src=\"data:image/png;base64,iVBORw0KGgo=\""), html)
    }

    /// Link text may legitimately read "javascript:…"; what must not appear is a script
    /// element, an event-handler attribute, or a script URL in an `href`/`src` value.
    private func assertHarmless(_ html: String, attack: String, line: UInt = #line) {
        let lowered = html.lowercased()
        for needle in ["<script", "onerror=", "<img src=x"] {
            XCTAssertFalse(lowered.contains(needle), "\(attack) -> \(html)", line: line)
        }
        for url in urlAttributeValues(lowered) {
            let unsafe = ["javascript:", "vbscript:", "file:", "data:text"].contains { url.hasPrefix($0) }
            XCTAssertFalse(unsafe, "\(attack) -> \(html)", line: line)
        }
    }

    private func urlAttributeValues(_ html: String) -> [String] {
        let pattern = /(?:href|src)="([^"]*)"/
        return html.matches(of: pattern).map { String($0.output.1) }
    }
}

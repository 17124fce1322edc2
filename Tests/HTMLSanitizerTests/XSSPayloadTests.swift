import XCTest

@testable import HTMLSanitizer

/// Known attack spellings (OWASP filter-evasion cheat sheet, html5sec.org, mXSS papers).
final class XSSPayloadTests: XCTestCase {
    static let payloads = [
        "<script>alert(1)</script>",
        "<SCRIPT SRC=//xss.example/x.js></SCRIPT>",
        "<scr<script>ipt>alert(1)</script>",
        "<script/xss src=//x.example/a.js></script>",
        "<<script>alert(1);//<</script>",
        "<script\n>alert(1)</script\n>",
        "<img src=x onerror=alert(1)>",
        "<img src=\"x\" onerror=\"alert(1)\"//>",
        "<body onload=alert(1)>",
        "<p onmouseover=\"alert(1)\">hover</p>",
        "<a href=\"#\" onclick=\"alert(1)\">x</a>",
        "<div style=\"background:url(javascript:alert(1))\">x</div>",
        "<svg onload=alert(1)>",
        "<svg><script>alert(1)</script></svg>",
        "<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>",
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
        "<math href=\"javascript:alert(1)\">x</math>",
        "<iframe src=\"javascript:alert(1)\"></iframe>",
        "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
        "<object data=\"data:text/html,<script>alert(1)</script>\"></object>",
        "<embed src=\"javascript:alert(1)\">",
        "<base href=\"javascript:alert(1)//\">",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
        "<link rel=stylesheet href=\"javascript:alert(1)\">",
        "<style>@import 'javascript:alert(1)';</style>",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
        "<form action=\"javascript:alert(1)\"><button>x</button></form>",
        "<input onfocus=alert(1) autofocus>",
        "<details open ontoggle=alert(1)>",
        "<video><source onerror=\"alert(1)\"></video>",
        "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
        "<a href=\"  javascript:alert(1)\">x</a>",
        "\"><script>alert(1)</script>",
        "'><img src=x onerror=alert(1)>",
        "<p title=\"\" onmouseover=alert(1) \">x</p>",
        "<a title='x\"onmouseover=alert(1)//' href=http://a.example>x</a>",
        "<template><script>alert(1)</script></template>",
        "<textarea></textarea><script>alert(1)</script>",
        "<title><img src=x onerror=alert(1)></title>",
        "<!--<img src=\"--><img src=x onerror=alert(1)//\">",
        "<xmp><p title=\"</xmp><img src=x onerror=alert(1)>\">",
        "<style><img src=\"</style><img src=x onerror=alert(1)//\">",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg\">x</a>",
        "<a href=\"vbscript:msgbox(1)\">x</a>",
        "<isindex type=image src=1 onerror=alert(1)>",
        "<marquee onstart=alert(1)>x</marquee>",
        "<frameset onload=alert(1)>",
        "<table background=\"javascript:alert(1)\"><tr><td>x</td></tr></table>",
    ]

    func testPayloadsLeaveNothingExecutable() {
        XCTAssertGreaterThanOrEqual(Self.payloads.count, 30)
        for payload in Self.payloads {
            let output = assertSafe(payload)
            for tag in OutputInspector(output).tags {
                XCTAssertFalse(tag.attributes.keys.contains { $0.hasPrefix("on") }, "\(payload) -> \(output)")
            }
            // Whatever of the payload survives is text: no raw "<" can reach the page.
            XCTAssertFalse(OutputInspector(output).text.contains("<"), "\(payload) -> \(output)")
        }
        print("XSS payloads checked: \(Self.payloads.count)")
    }

    func testPayloadsWrappedInWordPressTextStaySafe() {
        for payload in Self.payloads {
            assertSafe("Hello\n\n\(payload)\nbye")
            assertSafe("<p>Disqus</p>\(payload)<p>tail</p>")
        }
    }

    func testMutationXSSThroughNoscriptStaysText() {
        let output = assertSafe("<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">")
        XCTAssertFalse(output.contains("onerror=alert"), output)
    }
}

import XCTest

@testable import ThreadFold

/// A thread's original-page link reaches an `href` only as an http(s) address.
final class SafeURLTests: XCTestCase {
    func testWebAddressesPassInAnyCaseAndTrimmed() {
        let passed = [
            "https://example.com/a?b=1": "https://example.com/a?b=1", "HTTP://Example.com/": "HTTP://Example.com/",
            "  https://example.com/x \n": "https://example.com/x", "hTtPs://例え.jp/パス": "hTtPs://例え.jp/パス",
        ]
        for (url, web) in passed { XCTAssertEqual(SafeURL.web(url), web, url.debugDescription) }
    }

    func testEverythingElseIsDropped() {
        for url in [
            nil, "", "javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "/relative", "example.com",
            "http:/x", "https//x", "ftp://x", "https://x\"onmouseover=y", "https://x y", "https://x<script>", "https://x\\y",
            "https://x\u{1}", "\u{0}https://x", "httpsx://y", "http",
        ] {
            XCTAssertNil(SafeURL.web(url), "\(String(describing: url))")
        }
    }
}

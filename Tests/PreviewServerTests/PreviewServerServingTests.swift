import XCTest

@testable import PreviewServer

final class PreviewServerServingTests: ServerTestCase {
    func testServesIndexWithInjectedScriptAndNoStore() throws {
        let response = try get("/")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["content-type"], "text/html; charset=utf-8")
        XCTAssertEqual(response.headers["cache-control"], "no-store")
        XCTAssertTrue(response.text.contains("<h1>Home</h1>"))
        XCTAssertTrue(response.text.contains(LiveReloadScript.tag + "</body>"), response.text)
        XCTAssertEqual(response.headers["content-length"], String(response.body.count))
        XCTAssertEqual(try site.read("index.html"), TestSite.indexHTML, "the file on disk must stay untouched")
    }

    func testInjectsBeforeUppercaseBodyAndAppendsWhenThereIsNone() throws {
        let about = try get("/about/")
        XCTAssertTrue(about.text.hasSuffix(LiveReloadScript.tag + "</BODY></html>"), about.text)
        let fragment = try get("/no-body.html")
        XCTAssertEqual(fragment.text, "<p>fragment without body</p>" + LiveReloadScript.tag)
    }

    func testCSSIsServedUntouched() throws {
        try site.write("style.css", "body{color:red}</body>")
        let response = try get("/style.css")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.text, "body{color:red}</body>")
        XCTAssertEqual(response.headers["cache-control"], "no-store")
    }

    func testHeadHasSameHeadersAndNoBody() throws {
        for target in ["/", "/style-missing.css", "/types/photo.png"] {
            let get = try client.request("GET", target)
            let head = try client.request("HEAD", target)
            XCTAssertEqual(head.status, get.status, target)
            XCTAssertEqual(head.headers["content-type"], get.headers["content-type"], target)
            XCTAssertEqual(head.headers["content-length"], get.headers["content-length"], target)
            XCTAssertEqual(head.headers["cache-control"], "no-store", target)
            XCTAssertTrue(head.body.isEmpty, "\(target): HEAD sent \(head.body.count) body bytes")
        }
    }

    func testMissingServesTheThemes404Page() throws {
        let response = try get("/threads/does-not-exist.html")
        XCTAssertEqual(response.status, 404)
        XCTAssertTrue(response.text.contains("Theme 404: lost thread"), response.text)
        XCTAssertTrue(response.text.contains(LiveReloadScript.tag))
    }

    func testMissingWithoutThemePageServesBuiltInPage() throws {
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("404.html"))
        let response = try get("/nope")
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(response.headers["content-type"], "text/html; charset=utf-8")
        XCTAssertTrue(response.text.contains("Not found"), response.text)
    }

    func testOtherMethodsAre405WithAllow() throws {
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"] {
            let response = try client.request(method, "/index.html", extraHeaders: "Content-Length: 0\r\n")
            XCTAssertEqual(response.status, 405, method)
            XCTAssertEqual(response.headers["allow"], "GET, HEAD", method)
        }
    }

    func testContentTypes() throws {
        for (name, expected) in ContentTypeFixture.files {
            let response = try get("/types/\(name)")
            XCTAssertEqual(response.status, 200, name)
            XCTAssertEqual(response.headers["content-type"], expected, name)
        }
    }

    func testDirectoryRedirectsToSlashFormThenServesIndex() throws {
        let redirect = try get("/about")
        XCTAssertEqual(redirect.status, 301)
        XCTAssertEqual(redirect.headers["location"], "/about/")
        let page = try get("/about/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.text.contains("<p>About</p>"))
    }

    func testRedirectIsNeverProtocolRelative() throws {
        try FileManager.default.createDirectory(
            at: site.root.appendingPathComponent("evil.example"),
            withIntermediateDirectories: true)
        let redirect = try get("//evil.example")
        XCTAssertEqual(redirect.status, 301)
        XCTAssertEqual(redirect.headers["location"], "/evil.example/")
    }

    func testQueryStringIsIgnored() throws {
        XCTAssertTrue(try get("/index.html?v=2&x=%2e%2e").text.contains("<h1>Home</h1>"))
    }

    func testDirectoryWithoutIndexIs404() throws {
        XCTAssertEqual(try get("/empty-dir/").status, 404)
    }

    func testEncodedUnicodeAndSpaceNamesAreServed() throws {
        XCTAssertEqual(try get("/threads/%E4%B8%AD%E6%96%87.html").status, 200)
        XCTAssertEqual(try get("/with%20space.txt").text, "spaced")
    }

    func testFilesAreReadPerRequestAcrossAnAtomicRootSwap() throws {
        XCTAssertTrue(try get("/").text.contains("<h1>Home</h1>"))
        let fresh = try TestSite.make()
        defer { fresh.remove() }
        try fresh.write("index.html", "<html><body>rebuilt</body></html>")
        let old = site.root.appendingPathExtension("old")
        try FileManager.default.moveItem(at: site.root, to: old)
        try FileManager.default.moveItem(at: fresh.root, to: site.root)
        defer { try? FileManager.default.removeItem(at: old) }
        XCTAssertTrue(try get("/").text.contains("rebuilt"))
    }

    func testVeryLongURLIsRefusedAndServerKeepsServing() throws {
        // libmicrohttpd answers 414 itself once the request line outgrows the
        // per-connection memory limit (64 KiB here).
        let response = try get("/" + String(repeating: "a", count: 100_000))
        XCTAssertEqual(response.status, 414)
        XCTAssertEqual(try get("/").status, 200)
    }

    func testSlowClientDoesNotBlockOthers() throws {
        let slow = try client.connect()
        defer { close(slow) }
        try client.write(Array("GET / HTTP/1.1\r\nHost: x\r\n".utf8), to: slow)
        let started = Date()
        XCTAssertEqual(try get("/").status, 200)
        // Not a speed check: a server blocked on the slow client answers only when that
        // client gives up, long after this bound.
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    }
}

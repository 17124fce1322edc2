import Foundation
import TestSupport
import XCTest

/// Every payload in every field a user controls (thread id, title, url, category; comment
/// id, user, toUser, createdAt, and the body as markdown, HTML, text and the default),
/// built into one site, then every page scanned statically.
final class XSSCorpusTests: XCTestCase {
    /// Comments per payload thread; see `thread(for:)`.
    private static let commentsPerThread = 4

    func testCorpusIsLargeEnough() {
        XCTAssertGreaterThanOrEqual(XSSPayloads.all.count, 100, "the issue asks for at least 100 payloads")
        XCTAssertEqual(Set(XSSPayloads.all).count, XSSPayloads.all.count, "payloads are distinct")
    }

    func testNoPayloadInAnyFieldReachesThePageAsCode() throws {
        try buildAndScan("xss-nested", options: ["--replies-shown", "1", "--locale", "zh-Hans"])
    }

    /// The other templates: flat layout, English, every comment on its own page (thread
    /// pagination) and ten threads per index page (index pagination).
    func testFlatPaginatedLayoutIsAsSafe() throws {
        try buildAndScan(
            "xss-flat", options: ["--layout", "flat", "--locale", "en", "--comments-per-page", "1", "--threads-per-page", "10"])
    }

    private func buildAndScan(_ label: String, options: [String]) throws {
        let folder = try TemporaryFolder(label)
        defer { folder.remove() }
        let payloads = XSSPayloads.all
        for (index, payload) in payloads.enumerated() {
            try folder.write(String(format: "in/p%03d.json", index), try Self.thread(for: payload))
        }
        let build = CLIRun(["build", folder.path("in"), "-o", folder.path("out"), "--base-url", "https://example.com/c/"] + options)
        // Printed with escapes: some payloads hold NUL and control characters.
        XCTAssertEqual(
            build.code, .ok,
            build.err.split(separator: "\n").filter { $0.contains(": error: ") }.prefix(20).map { $0.debugDescription }.joined(
                separator: "\n"))
        XCTAssertEqual(build.commentCount, payloads.count * Self.commentsPerThread, "every comment is kept: \(build.out)")
        // `<slug>.html` is a thread's first page, `<slug>.N.html` a later one.
        let firstPages = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/t")).filter {
            $0.split(separator: ".").count == 2
        }
        XCTAssertEqual(firstPages.count, payloads.count, "one first page per payload thread")

        let scan = OutputScanner.scanSite(try folder.tree("out"))
        XCTAssertGreaterThan(scan.pages, payloads.count, "thread pages, index pages, feed and sitemap were scanned")
        XCTAssertTrue(scan.payloadsShownAsText, "the payloads reach the pages as text (else a clean scan proves little)")
        XCTAssertEqual(scan.findings.count, 0, "executable input in the output:\n" + scan.findings.prefix(30).joined(separator: "\n"))
        print("xss \(label): \(payloads.count) payloads, \(scan.pages) files scanned, \(scan.findings.count) findings")
        try assertBenchScanIsClean(folder.path("out"))
    }

    /// The scanner itself finds what it must (else a clean scan proves nothing).
    func testScannerFindsPlantedAttacks() {
        let planted = [
            "<script>alert(1)</script>", "<img src=x ONERROR=alert(1)>", "<a href=\"&#106;ava&Tab;script&colon;x\">",
            "<a href='vbscript:x'>", "<iframe src=x>", "<base href=x>", "<meta http-equiv=refresh content=0>",
            "<object data=\"data:text/html,x\">", "<script src=\"https://evil.example/threadfold.js\" defer></script>",
            "<script type=\"application/ld+json\">{\"a\": \"</script><script>alert(1)</script>\"}</script>",
            "<script type=\"application/ld+json\">{\"a\": \"<!--\"}</script>",
            "<script type=\"application/ld+json\">{}</script><script type=\"application/ld+json\">{}</script>",
            "<script type=\"application/ld+json\">{\"a\": \"\u{2028}\"}</script>",
            "<script type=\"application/ld+json\">{\"a\": </script>",
        ]
        for tag in planted {
            XCTAssertFalse(OutputScanner.findings(in: "<p>\(tag)</p>").isEmpty, "the scanner misses \(tag)")
        }
        let theme =
            "<script src=\"../../threadfold.js\" defer></script><a href=\"https://example.com/?on=1\">x</a><img src=\"data:image/png;base64,AA\">"
        XCTAssertEqual(OutputScanner.findings(in: theme), [], "the theme's own tags are not findings")
    }

    private static let headMeta = try! NSRegularExpression(
        pattern: #"<meta (name="description"|property="og:[a-z_]+"|name="twitter:card") content="[^"]*">\n"#)

    private static func withoutHeadMeta(_ bytes: [UInt8]) -> [UInt8] {
        let page = StructuredDataBlocks.split(String(decoding: bytes, as: UTF8.self)).rest
        let range = NSRange(location: 0, length: (page as NSString).length)
        return Array(headMeta.stringByReplacingMatches(in: page, range: range, withTemplate: "").utf8)
    }

    /// One thread with the payload in every field: a markdown top-level comment, an HTML
    /// reply, a text reply to that, and a second top-level comment in the default format.
    static func thread(for payload: String) throws -> [UInt8] {
        let comment = { (suffix: String, parent: String?, format: String?) -> [String: Any] in
            var fields: [String: Any] = ["id": payload + suffix, "user": payload, "content": payload, "createdAt": payload]
            if let parent {
                fields["parentID"] = payload + parent
                fields["toUser"] = payload
            }
            if let format { fields["contentFormat"] = format }
            return fields
        }
        let thread: [String: Any] = [
            "id": payload, "title": payload, "url": payload, "category": payload,
            "comments": [comment("", nil, "markdown"), comment("h", "", "html"), comment("t", "h", "text"), comment("d", nil, nil)],
        ]
        return Array(try JSONSerialization.data(withJSONObject: thread, options: [.sortedKeys]))
    }

    /// `../shared/bench/check_output.py SITE`, when python3 and the script are there. The
    /// script counts every script element but the theme's, and every `<meta>` whose text
    /// holds "http-equiv" (a description quoting a payload does), so it reads a copy of the
    /// site without the JSON-LD block and the description and Open Graph tags of each page's
    /// head, which the scan above checked by attribute (`StructuredDataBlocks`, `OutputScanner`).
    private func assertBenchScanIsClean(_ site: String) throws {
        let script = try SharedData.url("bench/check_output.py", for: "output scan (check_output.py)")
        guard let python = PackagePaths.tool("python3") else {
            throw Skip.because("python3 not on PATH; the static scan above ran, check_output.py did not")
        }
        let copy = try TemporaryFolder("xss-scan-copy")
        defer { copy.remove() }
        for (path, bytes) in try TemporaryFolder(existing: URL(fileURLWithPath: site)).tree() {
            try copy.write(path, path.hasSuffix(".html") ? Self.withoutHeadMeta(bytes) : bytes)
        }
        let run = try ChildProcess.run(python, [script.path, copy.path(""), "-v"], timeout: 120)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("total=0"), "check_output.py found something: \(run.output)")
        print("check_output.py: \(run.output.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
}

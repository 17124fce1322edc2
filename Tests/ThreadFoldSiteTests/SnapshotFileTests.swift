import Foundation
import TestSupport
import XCTest

/// The golden snapshots hold every byte of a site, and a comparison against them fails on
/// any one byte, naming the page and the line.
final class SnapshotFileTests: XCTestCase {
    func testEveryKindOfFileReadsBackByteForByte() throws {
        let files: [String: [UInt8]] = [
            "index.html": Array("<p>one</p>\n<p>two</p>\n".utf8),
            "no-newline.txt": Array("last line without one".utf8),
            "empty": [],
            "only-newline": [0x0A],
            "t/header-like.html": Array("=== index.html\n==\n=\n= x\nplain\n".utf8),
            "crlf.txt": Array("a\r\nb\r\n".utf8),
            "binary.png": [0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 0x0A, 0x3D, 0x3D],
            "ends-in-equals": Array("x\n=".utf8),
        ]
        let encoded = SnapshotFile.encode(files)
        XCTAssertEqual(try SnapshotFile.decode(encoded), files)
        XCTAssertNotNil(String(validating: encoded, as: UTF8.self), "a snapshot is text, even with a binary file in it")
    }

    func testTheFormatIsReadableText() throws {
        let text = "=== a.html\n<p>a</p>\n=== b.txt (no final newline)\nb\n=== c.html\n==== not a header\n"
        let files = try SnapshotFile.decode(Array(text.utf8))
        XCTAssertEqual(files, ["a.html": Array("<p>a</p>\n".utf8), "b.txt": Array("b".utf8), "c.html": Array("=== not a header\n".utf8)])
        XCTAssertEqual(String(decoding: SnapshotFile.encode(files), as: UTF8.self), text)
    }

    func testMalformedSnapshotsAreErrors() {
        XCTAssertThrowsError(try SnapshotFile.decode(Array("text before any header\n=== a\n".utf8)))
        XCTAssertThrowsError(try SnapshotFile.decode(Array("=== a\nx".utf8)), "a snapshot ends in a newline")
        XCTAssertThrowsError(try SnapshotFile.decode(Array("=== a\nx\n=== a\ny\n".utf8)), "a path appears once")
        XCTAssertThrowsError(try SnapshotFile.decode(Array("=== a (base64)\n!!!\n".utf8)))
    }

    func testOneChangedByteInTheSiteFailsNamingThePageAndLine() throws {
        let (_, site) = try MemoryBuild(fixture: "nested").run()
        let golden = try goldenTree("nested")
        XCTAssertEqual(SiteSnapshot.mismatches(site, expected: golden, name: "nested"), [], "the built site matches its snapshot")

        var changed = site
        let page = try XCTUnwrap(changed.files["t/replies.html"])
        let lines = page.split(separator: 0x0A, omittingEmptySubsequences: false)
        let offset = lines[..<9].reduce(0) { $0 + $1.count + 1 } + 3  // the 4th byte of line 10
        changed.files["t/replies.html"]?[offset] ^= 0x01
        let messages = SiteSnapshot.mismatches(changed, expected: golden, name: "nested")
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(
            messages.first?.hasPrefix("nested/t/replies.html differs from the golden snapshot from line 10 on") ?? false, "\(messages)")
        XCTAssertTrue(messages.first?.contains("-10: ") ?? false, "the diff shows the expected line 10: \(messages)")
    }

    func testOneChangedByteInTheSnapshotFailsToo() throws {
        let (_, site) = try MemoryBuild(fixture: "nested").run()
        var bytes = Array(try Data(contentsOf: SiteSnapshot.url("nested")))
        let marker = Array("<body class=\"".utf8)
        let at = try XCTUnwrap(bytes.firstRange(of: marker)).upperBound
        bytes[at] ^= 0x20  // "page" → "Page"
        let messages = SiteSnapshot.mismatches(site, expected: SiteTree(files: try SnapshotFile.decode(bytes)), name: "nested")
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.hasPrefix("nested/404.html differs") ?? false, "the first page in the snapshot: \(messages)")
    }

    func testMissingAndExtraFilesAreNamed() throws {
        let golden = SiteTree(files: ["index.html": [0x0A], "t/a.html": [0x0A]])
        let actual = SiteTree(files: ["index.html": [0x0A], "t/b.html": [0x0A]])
        XCTAssertEqual(
            SiteSnapshot.mismatches(actual, expected: golden, name: "x"), ["x: missing files: t/a.html", "x: extra files: t/b.html"])
    }

    private func goldenTree(_ name: String) throws -> SiteTree {
        SiteTree(files: try SnapshotFile.decode(Array(try Data(contentsOf: SiteSnapshot.url(name)))))
    }
}

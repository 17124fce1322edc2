import XCTest

@testable import PreviewServer

final class PreviewServerTraversalTests: ServerTestCase {
    /// Request targets that try to reach files outside the root (or smuggle separators).
    static let attacks = [
        "/../../../../etc/passwd",
        "/a/../../etc/passwd",
        "/..",
        "/./../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/%2E%2E/%2E%2E/etc/passwd",
        "/.%2e/.%2e/etc/passwd",
        "/..%2f..%2f..%2fetc%2fpasswd",
        "/%2f..%2f..%2fetc/passwd",
        "/..%5c..%5cetc%5cpasswd",
        "/..\\..\\etc\\passwd",
        "/%252e%252e/%252e%252e/etc/passwd",
        "/%25%32%65%25%32%65/etc/passwd",
        "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
        "/%e0%80%ae%e0%80%ae/etc/passwd",
        "/index.html%00.css",
        "/%00",
        "/etc-link/passwd",
        "/etc-link/",
        "/passwd.txt",
        "http://127.0.0.1/../../etc/passwd",
        "/etc/passwd",
        "//etc/passwd",
        "/about/../../etc/passwd",
        "/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
        "/..;/..;/etc/passwd",
    ]

    func testTraversalAttemptsAreRefusedWithoutLeaking() throws {
        XCTAssertGreaterThanOrEqual(Self.attacks.count, 15)
        for attack in Self.attacks {
            let response = try get(attack)
            XCTAssertTrue([400, 404].contains(response.status), "\(attack) → \(response.status)")
            XCTAssertFalse(response.text.contains("root:"), "\(attack) leaked /etc/passwd")
            XCTAssertFalse(response.text.contains(site.root.path), "\(attack) revealed the root path")
            XCTAssertFalse(response.text.contains("/etc"), "\(attack) echoed a path")
        }
    }

    func testSymlinkToAFileInsideTheRootIsServed() throws {
        let response = try get("/alias.html")
        XCTAssertEqual(response.status, 200)
        XCTAssertTrue(response.text.contains("<h1>Home</h1>"))
    }

    func testRootReachedThroughASymlinkStillServes() throws {
        let link = site.root.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: site.root.path)
        defer { try? FileManager.default.removeItem(at: link) }
        let linked = try PreviewServer(root: link, port: 0)
        defer { linked.stop() }
        XCTAssertEqual(try RawHTTPClient(port: linked.port).request("GET", "/alias.html").status, 200)
        XCTAssertEqual(try RawHTTPClient(port: linked.port).request("GET", "/etc-link/passwd").status, 404)
    }
}

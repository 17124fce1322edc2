import XCTest

@testable import PreviewServer

/// Starts a server on an ephemeral port over a fresh `TestSite` for every test.
class ServerTestCase: XCTestCase {
    var site: TestSite!
    var server: PreviewServer!
    var client: RawHTTPClient { RawHTTPClient(port: server.port) }

    /// Overridden by tests that need live reload off.
    var liveReload: Bool { true }

    override func setUpWithError() throws {
        site = try TestSite.make()
        server = try PreviewServer(root: site.root, host: "127.0.0.1", port: 0, liveReload: liveReload, keepAlive: 0.5)
    }

    override func tearDown() {
        server?.stop()
        site?.remove()
    }

    func get(_ target: String) throws -> RawHTTPResponse {
        try client.request("GET", target)
    }
}

import XCTest

@testable import PreviewServer

final class PreviewServerStartupTests: XCTestCase {
    func testEphemeralPortAndURL() throws {
        let server = try PreviewServer(root: FileManager.default.temporaryDirectory, port: 0)
        defer { server.stop() }
        XCTAssertNotEqual(server.port, 0)
        XCTAssertEqual(server.url, "http://127.0.0.1:\(server.port)/")
    }

    func testBusyPortThrowsWithSuggestion() throws {
        let first = try PreviewServer(root: FileManager.default.temporaryDirectory, port: 0)
        defer { first.stop() }
        XCTAssertThrowsError(try PreviewServer(root: FileManager.default.temporaryDirectory, port: first.port)) { error in
            guard let error = error as? PreviewServerError else { return XCTFail("unexpected \(error)") }
            XCTAssertEqual(error.reason, .portInUse)
            XCTAssertEqual(
                error.description,
                "port \(first.port) on 127.0.0.1 is in use; try --port \(first.port + 1)")
        }
    }

    func testPortIsFreeAgainAfterStop() throws {
        let first = try PreviewServer(root: FileManager.default.temporaryDirectory, port: 0)
        let port = first.port
        first.stop()
        let second = try PreviewServer(root: FileManager.default.temporaryDirectory, port: port)
        defer { second.stop() }
        XCTAssertEqual(second.port, port)
    }

    func testUnknownHostIsAddressUnavailable() throws {
        XCTAssertThrowsError(try PreviewServer(root: FileManager.default.temporaryDirectory, host: "192.0.2.1", port: 0)) { error in
            XCTAssertEqual((error as? PreviewServerError)?.reason, .addressUnavailable)
        }
    }

    func testIPv6LoopbackURLHasBrackets() throws {
        guard let server = try? PreviewServer(root: FileManager.default.temporaryDirectory, host: "::1", port: 0) else {
            throw XCTSkip("IPv6 loopback is not available on this machine; nothing to check")
        }
        defer { server.stop() }
        XCTAssertEqual(server.url, "http://[::1]:\(server.port)/")
    }

    func testHighestPortSuggestsALowerOne() {
        let error = PreviewServerError(reason: .portInUse, host: "127.0.0.1", port: UInt16.max)
        XCTAssertTrue(error.description.hasSuffix("try --port 65534"), error.description)
    }
}

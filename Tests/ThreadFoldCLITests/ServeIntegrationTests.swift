import Foundation
import Glibc
import TestSupport
import ThreadFoldCLI
import XCTest

/// `threadfold serve --port 0` as a child process: the printed address, the live-reload
/// event stream announcing rebuilds and failed rebuilds, pages served fresh, Ctrl-C.
final class ServeIntegrationTests: XCTestCase {
    private var project: TemporaryFolder?
    private var child: WatchIntegrationTests.Child?

    override func tearDown() {
        child?.stopIfRunning()
        project?.remove()
        super.tearDown()
    }

    func testEventStreamAnnouncesRebuildsAndFailures() throws {
        let (project, serve, port) = try startServe()
        let stream = try Connection(
            port: port, request: "GET /__threadfold/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        XCTAssertTrue(stream.waitFor("text/event-stream"), "event stream headers; got: \(stream.received)")

        var mark = stream.mark
        try serve.step("edit a.json", expect: WatchIntegrationTests.isRebuilt) {
            try project.write("in/a.json", WatchIntegrationTests.thread(id: "a", title: "Alpha", bodies: ["served fresh"]))
        }
        XCTAssertTrue(stream.waitFor("event: reload", after: mark), "reload after an edit; got: \(stream.received)")

        mark = stream.mark
        try serve.step("break a.json", expect: WatchIntegrationTests.isError) { try project.write("in/a.json", "{\"comments\": [\n") }
        XCTAssertTrue(stream.waitFor("event: build-failed", after: mark), "build-failed after a bad edit; got: \(stream.received)")
        XCTAssertTrue(stream.waitFor("a.json:", after: mark), "the overlay message names the file; got: \(stream.received)")

        mark = stream.mark
        try serve.step("fix a.json", expect: WatchIntegrationTests.isRebuilt) {
            try project.write("in/a.json", WatchIntegrationTests.thread(id: "a", title: "Alpha", bodies: ["fixed"]))
        }
        XCTAssertTrue(stream.waitFor("event: reload", after: mark), "reload after the fix; got: \(stream.received)")
    }

    func testPagesAreServedFreshWithTheLiveReloadScript() throws {
        let (project, serve, port) = try startServe()
        try serve.step("edit a.json", expect: WatchIntegrationTests.isRebuilt) {
            try project.write("in/a.json", WatchIntegrationTests.thread(id: "a", title: "Alpha", bodies: ["served fresh"]))
        }
        let page = try Connection(port: port, request: "GET /t/a.html HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n").readToEnd()
        XCTAssertTrue(page.hasPrefix("HTTP/1.") && page.contains(" 200 "), String(page.prefix(200)))
        XCTAssertTrue(page.contains("served fresh"), "the page after the rebuild")
        XCTAssertTrue(page.contains("<script src=\"/__threadfold/livereload.js\""), "serve injects the live-reload script")
        let onDisk = try String(contentsOfFile: project.path("site/t/a.html"), encoding: .utf8)
        XCTAssertFalse(onDisk.contains("__threadfold/livereload.js"), "the site on disk stays free of the preview script")
    }

    func testInterruptWithAnOpenStreamExitsZero() throws {
        let (project, serve, port) = try startServe()
        let stream = try Connection(port: port, request: "GET /__threadfold/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        XCTAssertTrue(stream.waitFor("text/event-stream"), stream.received)
        XCTAssertEqual(serve.interrupt(), 0, "Ctrl-C ends serve with exit 0 even with a page open; output:\n\(serve.transcript)")
        XCTAssertEqual(try project.leftovers(), [])
    }

    /// A project (see `WatchIntegrationTests.makeProject`) served on an ephemeral port.
    private func startServe() throws -> (TemporaryFolder, WatchIntegrationTests.Child, UInt16) {
        let project = try WatchIntegrationTests.makeProject("serve")
        self.project = project
        let serve = try WatchIntegrationTests.Child(
            arguments: [
                "serve", project.path("in"), "-o", project.path("site"), "--templates", project.path("proj/Templates"), "--port", "0",
            ],
            directory: project.root.path)
        child = serve
        let line = try serve.waitForLine("start", where: { $0.hasPrefix("Serving") })
        let port = try XCTUnwrap(Self.port(in: line), "no port in: \(line)")
        XCTAssertNotEqual(port, 0, "--port 0 prints the port the system picked")
        return (project, serve, port)
    }

    /// The port of "Serving … at http://127.0.0.1:PORT/ …".
    static func port(in line: String) -> UInt16? {
        guard let start = line.range(of: "http://127.0.0.1:")?.upperBound else { return nil }
        return UInt16(line[start...].prefix { $0.isNumber })
    }
}

extension ServeIntegrationTests {
    /// One raw TCP connection to the server: sends a request, then collects what arrives,
    /// each read bounded by a receive timeout so no wait can hang the test run.
    final class Connection {
        static let timeout: TimeInterval = 5
        private let descriptor: Int32
        private(set) var received = ""

        init(port: UInt16, request: String) throws {
            // A short receive timeout: each read returns soon, and the waits below set the limit.
            descriptor = try LoopbackSocket.connect(port: port, timeout: 0.1)
            do {
                try LoopbackSocket.send(Array(request.utf8), to: descriptor)
            } catch {
                close(descriptor)
                throw error
            }
        }

        deinit {
            close(descriptor)
        }

        /// Where the next wait starts looking (so an old event cannot answer a new step).
        var mark: Int { received.utf8.count }

        /// Reads until `text` arrives after `mark` or the timeout passes; true when it arrived.
        func waitFor(_ text: String, after mark: Int = 0) -> Bool {
            let deadline = Date(timeIntervalSinceNow: Self.timeout)
            while !arrived(text, after: mark) && Date() < deadline {
                if readSome() == 0 { break }
            }
            return arrived(text, after: mark)
        }

        /// Everything until the server closes the connection (or the timeout passes).
        func readToEnd() -> String {
            let deadline = Date(timeIntervalSinceNow: Self.timeout)
            while Date() < deadline, readSome() != 0 {}
            return received
        }

        private func arrived(_ text: String, after mark: Int) -> Bool {
            String(decoding: received.utf8.dropFirst(mark), as: UTF8.self).contains(text)
        }

        /// Bytes read, 0 at end of stream, -1 when the short receive timeout passed.
        private func readSome() -> Int {
            guard let chunk = LoopbackSocket.receive(from: descriptor, upTo: 4096) else { return -1 }
            received += String(decoding: chunk, as: UTF8.self)
            return chunk.count
        }
    }
}

import XCTest

@testable import PreviewServer

final class PreviewServerLiveReloadTests: ServerTestCase {
    func testEventStreamReceivesReloadAndBuildFailed() throws {
        let stream = try EventStreamReader(port: server.port)
        XCTAssertTrue(stream.waitFor(": connected"), stream.received)
        XCTAssertTrue(stream.received.contains("Content-Type: text/event-stream"), stream.received)
        server.send(.buildFailed(message: "Templates/thread.mustache:3:7: unclosed section\nsecond line"))
        XCTAssertTrue(
            stream.waitFor("event: build-failed\ndata: Templates/thread.mustache:3:7: unclosed section\ndata: second line\n\n"),
            stream.received)
        server.send(.reload)
        XCTAssertTrue(stream.waitFor("event: reload\n"), stream.received)
    }

    func testEveryOpenStreamGetsTheEventAndFilesStillServe() throws {
        let streams = try (0..<4).map { _ in try EventStreamReader(port: server.port) }
        for stream in streams { XCTAssertTrue(stream.waitFor(": connected"), stream.received) }
        XCTAssertEqual(server.openEventStreams, 4)
        XCTAssertEqual(try get("/style-missing.css").status, 404, "open streams must not block file requests")
        server.send(.reload)
        for stream in streams { XCTAssertTrue(stream.waitFor("event: reload"), stream.received) }
    }

    func testKeepAlivePingsAndClosedClientsAreDropped() throws {
        var stream: EventStreamReader? = try EventStreamReader(port: server.port)
        XCTAssertTrue(stream?.waitFor(": ping", timeout: 3) ?? false, "no keep-alive ping within 3 s")
        XCTAssertEqual(server.openEventStreams, 1)
        stream = nil
        let deadline = Date(timeIntervalSinceNow: 5)
        while server.openEventStreams > 0 && Date() < deadline { usleep(100_000) }
        XCTAssertEqual(server.openEventStreams, 0, "a closed tab should be noticed on the next ping")
    }

    func testPageOpenedDuringAFailedBuildSeesTheFailureUntilReload() throws {
        server.send(.buildFailed(message: "broken"))
        let late = try EventStreamReader(port: server.port)
        XCTAssertTrue(late.waitFor("event: build-failed\ndata: broken\n\n"), late.received)
        server.send(.reload)
        let later = try EventStreamReader(port: server.port)
        XCTAssertTrue(later.waitFor(": connected"))
        XCTAssertFalse(later.waitFor("build-failed", timeout: 0.3), later.received)
    }

    func testStopEndsOpenStreamsPromptly() throws {
        let stream = try EventStreamReader(port: server.port)
        XCTAssertTrue(stream.waitFor(": connected"))
        let started = Date()
        server.stop()
        server.stop()
        // Not a speed check: a stop that waited for open streams to end would never return.
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        XCTAssertTrue(stream.waitForClose(timeout: 2))
    }

    func testScriptIsServedWithTheRequiredBehaviour() throws {
        let response = try get("/__threadfold/livereload.js")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["content-type"], "text/javascript; charset=utf-8")
        let script = response.text
        for needle in [
            "new EventSource(\"/__threadfold/events\")", "\"reload\"", "\"build-failed\"",
            "sessionStorage", "scrollY", "details", "threadfold-error-overlay",
            "\"role\", \"alert\"", "textContent",
        ] {
            XCTAssertTrue(script.contains(needle), "script lacks \(needle)")
        }
        XCTAssertFalse(script.contains("innerHTML"))
    }
}

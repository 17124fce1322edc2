import XCTest

@testable import PreviewServer

final class LiveReloadFormattingTests: XCTestCase {
    func testBuildFailedHasOneDataLinePerLineForEveryNewlineKind() {
        let event = LiveReloadEvent.buildFailed(message: "a\r\nb\rc\nd")
        XCTAssertEqual(event.serverSentEvent, "event: build-failed\ndata: a\ndata: b\ndata: c\ndata: d\n\n")
    }

    func testEmptyMessageStillHasADataLine() {
        XCTAssertEqual(LiveReloadEvent.buildFailed(message: "").serverSentEvent, "event: build-failed\ndata: \n\n")
    }

    func testInjectionTargetsTheLastBodyClose() {
        let html = Array("<body><pre></body></pre></body>".utf8)
        let injected = String(decoding: LiveReloadScript.inject(into: html), as: UTF8.self)
        XCTAssertEqual(injected, "<body><pre></body></pre>" + LiveReloadScript.tag + "</body>")
    }
}

import XCTest

@testable import PreviewServer

final class PreviewServerNoLiveReloadTests: ServerTestCase {
    override var liveReload: Bool { false }

    func testHTMLIsSentAsOnDiskAndEndpointsAreAbsent() throws {
        XCTAssertEqual(try get("/").text, TestSite.indexHTML)
        XCTAssertEqual(try get("/__threadfold/livereload.js").status, 404)
        XCTAssertEqual(try get("/__threadfold/events").status, 404)
    }
}

@testable import Importers
import XCTest

final class TimeTextTests: XCTestCase {
    func testEpochSecondsAndMilliseconds() {
        XCTAssertEqual(TimeText.iso(epoch: 0), "1970-01-01T00:00:00Z")
        XCTAssertEqual(TimeText.iso(epoch: 1_714_554_000), "2024-05-01T09:00:00Z")
        XCTAssertEqual(TimeText.iso(epoch: 1_714_554_000_000), "2024-05-01T09:00:00Z")
        XCTAssertEqual(TimeText.iso(epoch: 951_782_400), "2000-02-29T00:00:00Z")
        XCTAssertEqual(TimeText.iso(epoch: -86_400), "1969-12-31T00:00:00Z")
        XCTAssertNil(TimeText.iso(epoch: .infinity))
    }

    func testTextForms() {
        XCTAssertEqual(TimeText.normalize("2016-08-23 20:13:34 +0000"), "2016-08-23T20:13:34Z")
        XCTAssertEqual(TimeText.normalize("2009-02-09 10:01:01"), "2009-02-09T10:01:01Z")
        XCTAssertEqual(TimeText.normalize("2024-05-01T09:00:00.123+0800"), "2024-05-01T09:00:00.123+08:00")
        XCTAssertEqual(TimeText.normalize("2024-05-01"), "2024-05-01T00:00:00Z")
        XCTAssertEqual(TimeText.normalize("2024-05-01T09:00"), "2024-05-01T09:00:00Z")
        XCTAssertEqual(TimeText.normalize("1714554000"), "2024-05-01T09:00:00Z")
        XCTAssertNil(TimeText.normalize("yesterday"))
        XCTAssertNil(TimeText.normalize("2024-13-01"))
        XCTAssertNil(TimeText.normalize("2024-05-01T09:00:00 PST"))
    }
}

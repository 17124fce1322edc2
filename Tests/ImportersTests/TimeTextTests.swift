import ThreadFold
import XCTest

@testable import Importers

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

/// The importers and the decoder share one parser: what an importer writes, threadfold
/// reads as the same instant, and what the decoder refuses, an importer reports.
final class SharedTimeParserTests: XCTestCase {
    func testImporterTextDecodesToTheSameInstant() throws {
        for raw in ["2016-08-23 20:13:34 +0000", "2024-05-01T09:00:00.123+0800", "2009-02-09 10:01:01", "2024-05-01 09:00 UTC"] {
            let iso = try XCTUnwrap(TimeText.normalize(raw), raw)
            let archive = ArchiveLoader(io: .memory(MemoryFiles(["t.json": Array("[{\"id\":1,\"createdAt\":\"\(iso)\"}]".utf8)]))).load([
                "t.json"
            ])
            XCTAssertEqual(archive.diagnostics.count, 0, raw)
        }
    }

    func testDatesTheDecoderRefusesAreNotWritten() {
        for raw in ["2023-02-30", "2024-04-31T10:00:00Z", "2024-05-01T25:00:00Z", "2024-05-01T10:61:00Z"] {
            XCTAssertNil(TimeText.normalize(raw), raw)
        }
        XCTAssertEqual(TimeText.normalize("2024-05-01T10:00:00+08"), "2024-05-01T10:00:00+08:00")
        XCTAssertEqual(TimeText.iso(epoch: -62_167_219_200), "0000-01-01T00:00:00Z", "the same earliest date as the decoder")
        XCTAssertNil(TimeText.iso(epoch: -62_167_219_201))
    }
}

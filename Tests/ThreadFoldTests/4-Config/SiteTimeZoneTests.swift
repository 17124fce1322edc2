import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// The site time zone, read from the system's zone database. Foundation's TimeZone (ICU's
/// own copy of the data) is the oracle: an independent reading of the same IANA rules.
final class SiteTimeZoneTests: XCTestCase {
    private func requireDatabase() throws {
        guard FileManager.default.fileExists(atPath: SiteTimeZone.databaseFolder + "/Asia/Shanghai") else {
            throw XCTSkip("no zone database at \(SiteTimeZone.databaseFolder) (Debian package tzdata)")
        }
    }

    func testOffsetsAgreeWithFoundationAcrossDaylightSavingChanges() throws {
        try requireDatabase()
        var rng = SplitMix64(seed: 20)
        for name in ["Asia/Shanghai", "Europe/Berlin", "America/New_York", "Australia/Adelaide", "Asia/Kolkata"] {
            let zone = try SiteTimeZone.named(name)
            let oracle = try XCTUnwrap(TimeZone(identifier: name))
            for _ in 0..<300 {
                let instant = Double(Int.random(in: 0...2_000_000_000, using: &rng))
                XCTAssertEqual(
                    zone.offsetMinutes(at: instant) * 60, oracle.secondsFromGMT(for: Date(timeIntervalSince1970: instant)),
                    "\(name) at \(instant)")
            }
        }
    }

    func testLabelsNameTheZoneAndItsOffsets() throws {
        try requireDatabase()
        XCTAssertEqual(SiteTimeZone.utc.label, "UTC")
        XCTAssertEqual(try SiteTimeZone.named("Asia/Shanghai").label, "Asia/Shanghai (UTC+08:00)")
        XCTAssertEqual(try SiteTimeZone.named("Europe/Berlin").label, "Europe/Berlin (UTC+01:00/+02:00)")
        XCTAssertEqual(try SiteTimeZone.named("Asia/Kolkata").label, "Asia/Kolkata (UTC+05:30)")
    }

    func testUnknownAndUnsafeNamesAreRefusedWithASentence() throws {
        try requireDatabase()
        for name in ["Mars/Olympus", "", "../../etc/passwd", "/etc/localtime", "Asia", "Asia/Shanghai\"", "asia shanghai"] {
            XCTAssertThrowsError(try SiteTimeZone.named(name), name) { error in
                XCTAssertTrue((error as? ZoneInfoFile.Failure)?.message.contains("IANA name") == true, "\(error)")
            }
        }
    }

    func testAFileThatIsNotTZifIsAnErrorNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Bad"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a zone".utf8).write(to: folder.appendingPathComponent("Bad/Zone"))
        XCTAssertThrowsError(try SiteTimeZone.named("Bad/Zone", database: folder.path)) { error in
            XCTAssertEqual((error as? ZoneInfoFile.Failure)?.message, folder.path + "/Bad/Zone: not a TZif zone file (no \"TZif\" header)")
        }
    }

    /// Replies written in two offsets read in one zone, in the order of their instants.
    func testTimesShowInTheSiteZoneAndKeepTheFullInstant() throws {
        try requireDatabase()
        let shanghai = try SiteTimeZone.named("Asia/Shanghai")
        let first = try XCTUnwrap(TimestampParser.parse(iso: "2024-05-01T09:30:00+08:00"))
        let second = try XCTUnwrap(TimestampParser.parse(iso: "2024-05-01T09:10:00Z"))
        XCTAssertEqual(TimeText(first, in: shanghai).text, "2024-05-01 09:30")
        XCTAssertEqual(TimeText(second, in: shanghai).text, "2024-05-01 17:10")
        XCTAssertEqual(TimeText(second, in: shanghai).iso, "2024-05-01T17:10:00+08:00")
        XCTAssertEqual(TimeText(first, in: .utc).iso, "2024-05-01T01:30:00Z")
        XCTAssertEqual(TimeText(first, in: .utc).text, "2024-05-01 01:30")
        let berlin = try SiteTimeZone.named("Europe/Berlin")
        XCTAssertEqual(TimeText(second, in: berlin).iso, "2024-05-01T11:10:00+02:00")
        XCTAssertEqual(
            TimeText(try XCTUnwrap(TimestampParser.parse(iso: "2024-01-01T00:00:00Z")), in: berlin).iso,
            "2024-01-01T01:00:00+01:00")
    }
}

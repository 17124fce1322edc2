import Foundation
import TestSupport
import XCTest

@testable import ThreadFold

/// `createdAt` spellings. Expected instants come from Foundation's Gregorian calendar, an
/// oracle independent of the hand-written parser.
final class TimestampParserTests: XCTestCase {
    private func instant(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0, offsetMinutes: Int = 0) -> Double? {
        var calendar = Calendar(identifier: .gregorian)
        guard let zone = TimeZone(secondsFromGMT: offsetMinutes * 60) else { return nil }
        calendar.timeZone = zone
        let components = DateComponents(year: y, month: mo, day: d, hour: h, minute: mi, second: s)
        return calendar.date(from: components)?.timeIntervalSince1970
    }

    private func assertParses(_ text: String, _ expected: Double?, offset: Int = 0, file: StaticString = #filePath, line: UInt = #line) {
        let parsed = TimestampParser.parse(iso: text)
        XCTAssertNotNil(parsed, "\(text) should parse", file: file, line: line)
        XCTAssertNotNil(expected, "oracle", file: file, line: line)
        if let parsed, let expected {
            XCTAssertEqual(parsed.instant, expected, accuracy: 1e-6, text, file: file, line: line)
            XCTAssertEqual(parsed.utcOffsetMinutes, offset, text, file: file, line: line)
        }
    }

    func testUTCSpellings() {
        let expected = instant(2024, 7, 18, 10, 14, 54)
        for text in [
            "2024-07-18T10:14:54Z", "2024-07-18t10:14:54z", "2024-07-18 10:14:54Z", "2024-07-18T10:14:54",
            "2024-07-18T10:14:54+00:00", "2024-07-18T10:14:54-00:00",
        ] {
            assertParses(text, expected)
        }
    }

    func testFractionalSeconds() {
        let whole = instant(2024, 7, 18, 10, 4, 25)
        assertParses("2024-07-18T10:04:25.000Z", whole)
        assertParses("2024-07-18T10:04:25.5Z", whole.map { $0 + 0.5 })
        assertParses("2024-07-18T10:04:25,25Z", whole.map { $0 + 0.25 })
        assertParses("2024-07-18T10:04:25.123456789Z", whole.map { $0 + 0.123456789 })
    }

    func testOffsetsGiveTheSameInstantAndKeepTheWrittenOffset() {
        let utc = instant(2024, 7, 18, 2, 0, 0)
        assertParses("2024-07-18T10:00:00+08:00", utc, offset: 480)
        assertParses("2024-07-18T10:00:00+0800", utc, offset: 480)
        assertParses("2024-07-18T10:00:00+08", utc, offset: 480)
        assertParses("2024-07-17T20:30:00-05:30", utc, offset: -330)
        assertParses("2024-07-18T10:00:00.000+08:00", instant(2024, 7, 18, 10, offsetMinutes: 480), offset: 480)
        XCTAssertEqual(
            TimestampParser.parse(iso: "2024-07-18T10:00:00+08:00"), TimestampParser.parse(iso: "2024-07-18T02:00:00Z"),
            "one moment, two spellings: equal")
    }

    func testShortFormsAndEpochStrings() {
        assertParses("2024-07-18T10:14Z", instant(2024, 7, 18, 10, 14))
        assertParses("2024-07-18", instant(2024, 7, 18))
        assertParses("1721297694", 1_721_297_694)
        assertParses("0", 0)
    }

    func testCalendarEdges() {
        assertParses("2024-02-29T12:00:00Z", instant(2024, 2, 29, 12))
        assertParses("2000-02-29", instant(2000, 2, 29))
        assertParses("1969-12-31T23:59:59Z", -1)
        assertParses("1600-03-01", instant(1600, 3, 1))
        assertParses("2024-12-31T23:59:60Z", instant(2025, 1, 1), offset: 0)
    }

    func testInvalidDatesAndTimesAreRejected() {
        let rejected = [
            "2023-02-30", "2023-02-29T00:00:00Z", "1900-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-01-00",
            "2024-07-18T24:00:00Z", "2024-07-18T10:60:00Z", "2024-07-18T10:00:61Z", "2024-07-18T10:00:00+24:00",
            "2024-07-18T10:00:00+08:60", "2024-07-18T10:00:00+8:00", "2024-07-18T10:00:00+08:", "2024-07-18T", "2024-07-18T10",
            "2024-07-18T10:00:00.Z", "2024-07-18T10:00:00Zjunk", "2024-07-18X10:00", "2024-7-18", "18/07/2024", "",
            "yesterday", " 2024-07-18", "2024-07-18 ", "1721297694000", "-1", "１２３",
        ]
        for text in rejected {
            XCTAssertNil(TimestampParser.parse(iso: text), "\(text.debugDescription) must be rejected")
        }
    }

    /// Times past year 9999 cannot be written as ISO 8601 and overflow integer conversions
    /// downstream; they are rejected (with a warning from the decoder).
    func testInstantsOutsideYears0To9999AreRejected() {
        XCTAssertNil(TimestampParser.parse(iso: "999999999999"))
        XCTAssertNotNil(TimestampParser.parse(iso: "253402300799"), "9999-12-31T23:59:59Z")
        let json =
            "[{\"id\": 1, \"createdAt\": 1e300}, {\"id\": 2, \"createdAt\": -99999999999999}, {\"id\": 3, \"createdAt\": 253402300799}]"
        let decoded = Fixture.decode(json)
        XCTAssertEqual(decoded.threads.first?.comments.map { $0.createdAt == nil }, [true, true, false])
        XCTAssertEqual(decoded.diagnostics.map(\.jsonPath), ["[0].createdAt", "[1].createdAt"])
        XCTAssertTrue(decoded.diagnostics.allSatisfy { $0.severity == .warning })
    }

    func testRandomValidDatesAgreeWithFoundation() {
        var rng = SplitMix64(seed: 2024)
        for _ in 0..<500 {
            let (y, mo) = (Int.random(in: 1900...2100, using: &rng), Int.random(in: 1...12, using: &rng))
            let d = Int.random(in: 1...TimestampParser.daysIn(month: mo, year: y), using: &rng)
            let (h, mi, s) = (Int.random(in: 0...23, using: &rng), Int.random(in: 0...59, using: &rng), Int.random(in: 0...59, using: &rng))
            let offset = Int.random(in: -12...14, using: &rng) * 60
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            let sign = offset < 0 ? "-" : "+"
            let text = "\(y)-\(two(mo))-\(two(d))T\(two(h)):\(two(mi)):\(two(s))\(sign)\(two(abs(offset) / 60)):00"
            assertParses(text, instant(y, mo, d, h, mi, s, offsetMinutes: offset), offset: offset)
        }
    }
}

/// The forms exports write, read by the same parser the importers now share.
final class TimestampParserExportFormTests: XCTestCase {
    func testJekyllAndUTCSuffixes() throws {
        let expected = try XCTUnwrap(TimestampParser.parse(iso: "2016-08-23T20:13:34Z"))
        for text in ["2016-08-23 20:13:34 +0000", "2016-08-23 20:13:34 UTC", "2016-08-23 20:13:34GMT", "2016-08-23 20:13:34 Z"] {
            XCTAssertEqual(TimestampParser.parse(iso: text)?.instant, expected.instant, text)
        }
        for text in ["2016-08-23 20:13:34 ", "2016-08-23 20:13:34  +0000", "2016-08-23 20:13:34 PST", "2016-08-23 20:13:34 UT"] {
            XCTAssertNil(TimestampParser.parse(iso: text), text)
        }
    }

    func testWrittenFieldsKeepTheFractionAsWritten() throws {
        let written = try XCTUnwrap(TimestampParser.written(Array("2024-05-01T09:00:00.120+0800".utf8)[...]))
        XCTAssertEqual(String(decoding: written.fraction, as: UTF8.self), "120")
        XCTAssertEqual(written.offsetMinutes, 480)
        XCTAssertEqual(written.instant, 1_714_525_200.12, accuracy: 1e-6)
    }
}

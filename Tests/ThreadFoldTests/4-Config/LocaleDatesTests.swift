import ThreadFold
import XCTest

/// Comment times written each bundled locale's way, from the data in its file.
final class LocaleDatesTests: XCTestCase {
    /// 2024-05-14 (a Tuesday) 21:05 UTC.
    private let evening = Timestamp(instant: 1_715_720_700)

    private func text(_ locale: String, _ timestamp: Timestamp? = nil) throws -> String {
        let strings = try XCTUnwrap(BundledTheme.strings(locale: locale), "\(locale) is bundled")
        return TimeText(timestamp ?? evening, in: .utc, pattern: strings.dates).text
    }

    func testEachLocaleWritesMonthsHoursAndDigitsItsWay() throws {
        XCTAssertEqual(try text("zh-Hans"), "2024-05-14 21:05", "zh-Hans keeps the form the archive always had")
        XCTAssertEqual(try text("en"), "May 14, 2024, 9:05 PM")
        XCTAssertEqual(try text("de"), "14.05.2024, 21:05")
        XCTAssertEqual(try text("fr"), "14 mai 2024, 21:05")
        XCTAssertEqual(try text("es"), "14 may 2024, 21:05")
        XCTAssertEqual(try text("pt-BR"), "14 de mai. de 2024, 21:05")
        XCTAssertEqual(try text("ru"), "14 мая 2024 г., 21:05")
        XCTAssertEqual(try text("ja"), "2024/05/14 21:05")
        XCTAssertEqual(try text("ko"), "2024. 5. 14. 오후 9:05")
        XCTAssertEqual(try text("zh-Hant"), "2024/5/14 21:05")
        XCTAssertEqual(try text("ar"), "١٤ مايو ٢٠٢٤، ٩:٠٥ م")
    }

    func testWeekdaysAndMidnight() throws {
        let strings = LocaleStrings(
            identifier: "x",
            values: [
                "dateTime": "{EEEE} {EEE} {h}{a} {HH}",
                "weekdayNames": "Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday",
                "weekdayNamesShort": "Su|Mo|Tu|We|Th|Fr|Sa", "dayPeriods": "am|pm",
            ])
        XCTAssertEqual(TimeText(evening, in: .utc, pattern: strings.dates).text, "Tuesday Tu 9pm 21")
        XCTAssertEqual(TimeText(Timestamp(instant: 0), in: .utc, pattern: strings.dates).text, "Thursday Th 12am 00", "1970-01-01 00:00")
        XCTAssertEqual(TimeText(Timestamp(instant: -86_400), in: .utc, pattern: strings.dates).text, "Wednesday We 12am 00")
        XCTAssertEqual(DateTimePattern.unknownFields(in: "{yyyy} {Y} {mm}"), ["Y"])
    }
}

/// Reads `createdAt`: ISO 8601 (`2024-07-18T10:14:54Z`, `…54.123+08:00`, `…54+0800`, a space
/// instead of `T`, or a date alone) or epoch seconds. Hand-written rather than
/// ISO8601DateFormatter: it runs once per comment, and the formatter is slow and
/// cannot take both fractional and whole seconds in one configuration.
enum TimestampParser {
    /// 0000-01-01T00:00:00Z up to the end of 9999: what ISO 8601 can write. Anything outside
    /// (epoch 1e300, 12-digit epoch strings) would overflow later integer and date conversions.
    static let representable: Range<Double> = -62_167_219_200 ..< 253_402_300_800

    static func parse(iso text: String) -> Timestamp? {
        parse(iso: Array(text.utf8)[...])
    }

    /// The same from the text's UTF-8 bytes (the decoder passes a slice of the file).
    static func parse(iso bytes: ArraySlice<UInt8>) -> Timestamp? {
        guard let parsed = parseUnchecked(bytes), representable.contains(parsed.instant) else { return nil }
        return parsed
    }

    private static func parseUnchecked(_ bytes: ArraySlice<UInt8>) -> Timestamp? {
        var scanner = DigitScanner(bytes)
        if let epoch = scanner.wholeNumberIfAllDigits() { return Timestamp(instant: Double(epoch)) }
        guard let year = scanner.digits(4), scanner.skip("-"),
              let month = scanner.digits(2), scanner.skip("-"),
              let day = scanner.digits(2),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var seconds = Double(daysFromCivil(year: year, month: month, day: day)) * 86_400
        if scanner.atEnd { return Timestamp(instant: seconds) }
        guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
              let hour = scanner.digits(2), scanner.skip(":"), let minute = scanner.digits(2),
              hour < 24, minute < 60
        else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        if scanner.skip(":") {
            guard let second = scanner.digits(2), second <= 60 else { return nil }
            seconds += Double(second)
            if scanner.skip(".") || scanner.skip(",") {
                guard let fraction = scanner.fraction() else { return nil }
                seconds += fraction
            }
        }
        guard let offset = scanner.utcOffset(), scanner.atEnd else { return nil }
        return Timestamp(instant: seconds - Double(offset * 60), utcOffsetMinutes: offset)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}

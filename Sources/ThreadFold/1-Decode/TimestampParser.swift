/// Reads a time, for the decoder (`createdAt`) and for the importers alike: ISO 8601
/// (`2024-07-18T10:14:54Z`, `…54.123+08:00`, `…54+0800`, a space instead of `T`, or a date
/// alone) plus the forms exports write (`2016-08-23 20:13:34 +0000`, `… UTC`), or epoch
/// seconds. Hand-written rather than ISO8601DateFormatter: it runs once per comment, and
/// the formatter is slow and cannot take both fractional and whole seconds in one
/// configuration.
enum TimestampParser {
    /// 0000-01-01T00:00:00Z up to the end of 9999: what ISO 8601 can write. Anything outside
    /// (epoch 1e300, 12-digit epoch strings) would overflow later integer and date conversions.
    static let representable: Range<Double> = -62_167_219_200..<253_402_300_800

    /// A date and time as written: the fields, the fraction's digits and the offset, so an
    /// importer can write the same moment back without rounding a fraction.
    struct Written {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        var fraction: ArraySlice<UInt8> = []
        /// Minutes east of UTC (0 for `Z`, `UTC` and no zone at all).
        var offsetMinutes = 0

        /// Seconds since 1970 of the moment, fraction included.
        var instant: Double {
            var seconds = Double(TimestampParser.daysFromCivil(year: year, month: month, day: day)) * 86_400
            seconds += Double(hour * 3600 + minute * 60 + second - offsetMinutes * 60)
            var scale = 0.1
            for digit in fraction {
                seconds += Double(digit - 0x30) * scale
                scale /= 10
            }
            return seconds
        }
    }

    static func parse(iso text: String) -> Timestamp? {
        parse(iso: Array(text.utf8)[...])
    }

    /// The same from the text's UTF-8 bytes (the decoder passes a slice of the file).
    static func parse(iso bytes: ArraySlice<UInt8>) -> Timestamp? {
        let scanner = DigitScanner(bytes)
        if let epoch = scanner.wholeNumberIfAllDigits() {
            let instant = Double(epoch)
            return representable.contains(instant) ? Timestamp(instant: instant) : nil
        }
        guard let written = writtenUnchecked(bytes) else { return nil }
        let instant = written.instant
        return representable.contains(instant) ? Timestamp(instant: instant, utcOffsetMinutes: written.offsetMinutes) : nil
    }

    /// A date and time (not epoch digits) within years 0000–9999, or nil.
    static func written(_ bytes: ArraySlice<UInt8>) -> Written? {
        guard let written = writtenUnchecked(bytes), representable.contains(written.instant) else { return nil }
        return written
    }

    private static func writtenUnchecked(_ bytes: ArraySlice<UInt8>) -> Written? {
        var scanner = DigitScanner(bytes)
        var written = Written()
        guard let year = scanner.digits(4), scanner.skip("-"),
            let month = scanner.digits(2), scanner.skip("-"),
            let day = scanner.digits(2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        (written.year, written.month, written.day) = (year, month, day)
        if scanner.atEnd { return written }
        guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
            let hour = scanner.digits(2), scanner.skip(":"), let minute = scanner.digits(2),
            hour < 24, minute < 60
        else { return nil }
        (written.hour, written.minute) = (hour, minute)
        if scanner.skip(":") {
            guard let second = scanner.digits(2), second <= 60 else { return nil }
            written.second = second
            if scanner.skip(".") || scanner.skip(",") {
                guard let fraction = scanner.fractionDigits() else { return nil }
                written.fraction = fraction
            }
        }
        guard let offset = scanner.utcOffset(), scanner.atEnd else { return nil }
        written.offsetMinutes = offset
        return written
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

extension Timestamp {
    /// A time as text, read as thread files' `createdAt` is: ISO 8601, a date alone (its
    /// midnight in UTC) or epoch seconds; nil when it is none of these.
    public init?(parsing text: String) {
        guard let parsed = TimestampParser.parse(iso: text) else { return nil }
        self = parsed
    }
}

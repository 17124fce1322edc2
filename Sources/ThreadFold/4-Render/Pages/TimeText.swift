/// A timestamp as `<time>` needs it: a machine-readable `datetime` and the text shown,
/// both in the offset the comment was written with (a 23:30 comment in Beijing reads
/// 23:30, not 15:30). Computed by hand: deterministic, and no formatter per call.
public struct TimeText: Sendable, Equatable {
    public let iso: String
    public let text: String

    public init(_ timestamp: Timestamp) {
        let offsetSeconds = timestamp.utcOffsetMinutes * 60
        let local = Int((timestamp.instant + Double(offsetSeconds)).rounded(.down))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondsOfDay = local - days * 86_400
        let (year, month, day) = Self.civil(fromDays: days)
        // "2024-05-14T09:00:00+08:00" written digit by digit into a stack buffer: this runs
        // once per comment, and an array plus interpolated offset cost more than the rest.
        var buffer: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        (text, iso) = withUnsafeMutableBytes(of: &buffer) { raw in
            var writer = DigitWriter(raw)
            writer.digits(year, 4)
            writer.byte("-")
            writer.digits(month, 2)
            writer.byte("-")
            writer.digits(day, 2)
            writer.byte(" ")
            writer.digits(secondsOfDay / 3600, 2)
            writer.byte(":")
            writer.digits(secondsOfDay % 3600 / 60, 2)
            let text = writer.string
            writer.put("T", at: 10)
            writer.byte(":")
            writer.digits(secondsOfDay % 60, 2)
            writer.offset(timestamp.utcOffsetMinutes)
            return (text, writer.string)
        }
    }

    /// Howard Hinnant's civil_from_days: (year, month, day) of a day count since 1970-01-01.
    public static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

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
        let date = "\(Self.pad(year, 4))-\(Self.pad(month))-\(Self.pad(day))"
        let clock = "\(Self.pad(secondsOfDay / 3600)):\(Self.pad(secondsOfDay % 3600 / 60))"
        let seconds = Self.pad(secondsOfDay % 60)
        iso = "\(date)T\(clock):\(seconds)\(Self.offsetText(timestamp.utcOffsetMinutes))"
        text = "\(date) \(clock)"
    }

    static func offsetText(_ minutes: Int) -> String {
        if minutes == 0 { return "Z" }
        let sign = minutes < 0 ? "-" : "+"
        return "\(sign)\(pad(abs(minutes) / 60)):\(pad(abs(minutes) % 60))"
    }

    static func pad(_ n: Int, _ width: Int = 2) -> String {
        let digits = String(abs(n))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return n < 0 ? "-" + padded : padded
    }

    /// Howard Hinnant's civil_from_days.
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
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

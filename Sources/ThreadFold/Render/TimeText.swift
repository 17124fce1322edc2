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
        // "2024-05-14T09:00:00+08:00" written digit by digit: this runs once per comment.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(25)
        Self.appendDigits(&bytes, year, 4)
        bytes.append(UInt8(ascii: "-"))
        Self.appendDigits(&bytes, month, 2)
        bytes.append(UInt8(ascii: "-"))
        Self.appendDigits(&bytes, day, 2)
        bytes.append(UInt8(ascii: " "))
        Self.appendDigits(&bytes, secondsOfDay / 3600, 2)
        bytes.append(UInt8(ascii: ":"))
        Self.appendDigits(&bytes, secondsOfDay % 3600 / 60, 2)
        text = String(decoding: bytes, as: UTF8.self)
        bytes[10] = UInt8(ascii: "T")
        bytes.append(UInt8(ascii: ":"))
        Self.appendDigits(&bytes, secondsOfDay % 60, 2)
        bytes.append(contentsOf: Self.offsetText(timestamp.utcOffsetMinutes).utf8)
        iso = String(decoding: bytes, as: UTF8.self)
    }

    /// Years before 0 or past 9999 cannot come from the decoder (it refuses them).
    private static func appendDigits(_ bytes: inout [UInt8], _ value: Int, _ width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = abs(value)
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor % 10))
            rest %= divisor
            divisor /= 10
        }
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

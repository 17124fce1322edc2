import Foundation

/// Times as text, for pages and for the importers' thread files.
///
/// A value is a timestamp as `<time>` needs it: a machine-readable `datetime` (the full
/// instant, with the offset it is shown in) and the text shown, both in one offset — the
/// site time zone's at that instant, so every time on a site reads in one zone and the
/// order shown is the order of the instants. Computed by hand: deterministic, and no
/// formatter per call.
public struct TimeText: Sendable, Equatable {
    public let iso: String
    public private(set) var text: String

    /// In the offset the timestamp was written with (feeds and sitemaps pass UTC ones).
    public init(_ timestamp: Timestamp) {
        self.init(timestamp, offsetMinutes: timestamp.utcOffsetMinutes)
    }

    /// In the site's time zone.
    public init(_ timestamp: Timestamp, in zone: SiteTimeZone) {
        self.init(timestamp, offsetMinutes: zone.offsetMinutes(at: timestamp.instant))
    }

    /// In the site's time zone, the text written the locale's way (`DateTimePattern`).
    public init(_ timestamp: Timestamp, in zone: SiteTimeZone, pattern: DateTimePattern) {
        let offsetMinutes = zone.offsetMinutes(at: timestamp.instant)
        self.init(timestamp, offsetMinutes: offsetMinutes)
        guard !pattern.isISOLike else { return }
        let local = Int((timestamp.instant + Double(offsetMinutes * 60)).rounded(.down))
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let secondsOfDay = local - days * 86_400
        let (year, month, day) = Self.civil(fromDays: days)
        // 1970-01-01 was a Thursday (4, counting from Sunday).
        let weekday = ((days % 7) + 11) % 7
        text = pattern.text(
            year: year, month: month, day: day, weekday: weekday, hour: secondsOfDay / 3600, minute: secondsOfDay % 3600 / 60)
    }

    public init(_ timestamp: Timestamp, offsetMinutes: Int) {
        let local = Int((timestamp.instant + Double(offsetMinutes * 60)).rounded(.down))
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
            writer.offset(offsetMinutes)
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

/// Times from exports, normalised to the ISO 8601 form threadfold reads
/// (`2024-05-01T09:00:00Z`, fractions and offsets kept as written), through the same
/// parser and the same range of years (0000–9999) as the decoder.
extension TimeText {
    /// Epoch seconds; values past the year 5000 in seconds are taken as milliseconds
    /// (JavaScript exports write those).
    public static func iso(epoch: Double) -> String? {
        guard epoch.isFinite else { return nil }
        let seconds = abs(epoch) >= 1e11 ? epoch / 1000 : epoch
        guard TimestampParser.representable.contains(seconds) else { return nil }
        let whole = Int(seconds.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let rest = whole - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        var text =
            pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
            + pad(rest / 3600, 2) + ":" + pad(rest / 60 % 60, 2) + ":" + pad(rest % 60, 2)
        let millis = Int(((seconds - Double(whole)) * 1000).rounded())
        if millis > 0 && millis < 1000 { text += "." + pad(millis, 3) }
        return text + "Z"
    }

    /// Text times: epoch digits, or what `TimestampParser` reads (ISO 8601 and the
    /// `2016-08-23 20:13:34 +0000` and `2009-02-09 10:01:01` forms of Jekyll and
    /// WordPress; no zone means UTC). Surrounding spaces are ignored.
    public static func normalize(_ raw: String) -> String? {
        let bytes = Array(raw.trimmingCharacters(in: .whitespaces).utf8)[...]
        if bytes.isEmpty { return nil }
        if bytes.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E }),
            let epoch = Double(String(decoding: bytes, as: UTF8.self))
        {
            return iso(epoch: epoch)
        }
        guard let written = TimestampParser.written(bytes) else { return nil }
        var text =
            pad(written.year, 4) + "-" + pad(written.month, 2) + "-" + pad(written.day, 2) + "T"
            + pad(written.hour, 2) + ":" + pad(written.minute, 2) + ":" + pad(written.second, 2)
        if !written.fraction.isEmpty { text += "." + String(decoding: written.fraction, as: UTF8.self) }
        let offset = written.offsetMinutes
        guard offset != 0 else { return text + "Z" }
        return text + (offset < 0 ? "-" : "+") + pad(abs(offset) / 60, 2) + ":" + pad(abs(offset) % 60, 2)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// Writes ASCII digits and punctuation into a small fixed buffer (`TimeText`'s 32 bytes).
/// Years before 0 or past 9999 cannot come from the decoder (it refuses them), so every
/// field fits; a write past the end is dropped rather than trapping.
private struct DigitWriter {
    private let buffer: UnsafeMutableRawBufferPointer
    private(set) var count = 0

    init(_ buffer: UnsafeMutableRawBufferPointer) {
        self.buffer = buffer
    }

    mutating func byte(_ ascii: Unicode.Scalar) {
        guard count < buffer.count else { return }
        buffer[count] = UInt8(ascii: ascii)
        count += 1
    }

    func put(_ ascii: Unicode.Scalar, at index: Int) {
        guard index < count else { return }
        buffer[index] = UInt8(ascii: ascii)
    }

    /// `value` in exactly `width` digits, zero-padded (its magnitude; signs are not written).
    mutating func digits(_ value: Int, _ width: Int) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = abs(value)
        while divisor > 0, count < buffer.count {
            buffer[count] = UInt8(ascii: "0") + UInt8(rest / divisor % 10)
            count += 1
            rest %= divisor
            divisor /= 10
        }
    }

    /// "Z" for UTC, else "+08:00" / "-05:30".
    mutating func offset(_ minutes: Int) {
        guard minutes != 0 else { return byte("Z") }
        byte(minutes < 0 ? "-" : "+")
        digits(abs(minutes) / 60, 2)
        byte(":")
        digits(abs(minutes) % 60, 2)
    }

    var string: String {
        String(decoding: UnsafeRawBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
}

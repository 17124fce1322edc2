import Foundation
import ThreadFold

/// Times from exports, normalised to the ISO 8601 form threadfold reads
/// (`2024-05-01T09:00:00Z`, fractions and offsets kept as written).
enum TimeText {
    /// Epoch seconds; values past the year 5000 in seconds are taken as milliseconds
    /// (JavaScript exports write those).
    static func iso(epoch: Double) -> String? {
        guard epoch.isFinite else { return nil }
        let seconds = abs(epoch) >= 1e11 ? epoch / 1000 : epoch
        guard (-62_135_596_800 ..< 253_402_300_800).contains(seconds) else { return nil }
        let whole = Int(seconds.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let rest = whole - days * 86_400
        let (year, month, day) = ThreadFold.TimeText.civil(fromDays: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
            + pad(rest / 3600, 2) + ":" + pad(rest / 60 % 60, 2) + ":" + pad(rest % 60, 2)
        let millis = Int(((seconds - Double(whole)) * 1000).rounded())
        if millis > 0 && millis < 1000 { text += "." + pad(millis, 3) }
        return text + "Z"
    }

    /// Text times: epoch digits, ISO 8601, or the `2016-08-23 20:13:34 +0000` and
    /// `2009-02-09 10:01:01` forms of Jekyll and WordPress (no zone means UTC).
    static func normalize(_ raw: String) -> String? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return nil }
        if let epoch = Double(text), text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) {
            return iso(epoch: epoch)
        }
        var scanner = DateTimeScanner(text)
        return scanner.isoText()
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// Numbers as people read them in summaries and counts, in a locale's way: its group
/// separator ("100,412", "100 412", "100.412"), its digits (Arabic-Indic "١٠٠٬٤١٢"), and
/// its minimum grouping (Spanish writes "1000" but "10.000").
public struct NumberText: Sendable, Equatable {
    public let group: String
    /// Ten characters for 0–9, or nil for ASCII digits.
    public let digits: [Character]?
    /// Groups only when the number has at least this many digits more than three.
    public let minimumGrouping: Int

    public init(group: String = ",", digits: String? = nil, minimumGrouping: Int = 1) {
        self.group = group
        self.digits = digits.map(Array.init).flatMap { $0.count == 10 ? $0 : nil }
        self.minimumGrouping = max(1, minimumGrouping)
    }

    /// 100412 → "100,412".
    public static func grouped(_ n: Int) -> String {
        NumberText().text(n)
    }

    public func text(_ n: Int) -> String {
        let ascii = String(n.magnitude)
        let grouping = ascii.count >= 3 + minimumGrouping
        var out = ""
        out.reserveCapacity(ascii.count + ascii.count / 3)
        for (i, ch) in ascii.enumerated() {
            if grouping && i > 0 && (ascii.count - i) % 3 == 0 { out += group }
            if let digits, let value = ch.wholeNumberValue { out.append(digits[value]) } else { out.append(ch) }
        }
        return n < 0 ? "-" + out : out
    }

    /// A number padded to `width` digits, in the locale's digits (dates and times).
    public func padded(_ n: Int, _ width: Int) -> String {
        let ascii = String(n)
        let text = String(repeating: "0", count: max(0, width - ascii.count)) + ascii
        guard let digits else { return text }
        return String(text.map { ch in ch.wholeNumberValue.map { digits[$0] } ?? ch })
    }
}

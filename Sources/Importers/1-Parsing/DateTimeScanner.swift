/// Reads `YYYY-MM-DD[(T| )HH:MM[:SS[.fff]]][ ][Z|±HH[:]MM| UTC]` and writes it back as
/// strict ISO 8601. Anything else is `nil`: the comment keeps no time rather than a wrong one.
struct DateTimeScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    mutating func isoText() -> String? {
        guard let date = take(count: 4), skip("-"), let month = take(count: 2), skip("-"), let day = take(count: 2),
              let m = Int(month), (1...12).contains(m), let d = Int(day), (1...31).contains(d)
        else { return nil }
        var text = "\(date)-\(month)-\(day)T"
        if atEnd { return text + "00:00:00Z" }
        guard skip("T") || skip("t") || skip(" "), let hour = take(count: 2), skip(":"), let minute = take(count: 2)
        else { return nil }
        text += "\(hour):\(minute):"
        if skip(":"), let second = take(count: 2) {
            text += second
            if skip(".") || skip(",") {
                let fraction = takeDigits()
                guard !fraction.isEmpty else { return nil }
                text += "." + fraction
            }
        } else {
            text += "00"
        }
        _ = skip(" ")
        guard let zone = zone(), atEnd else { return nil }
        return text + zone
    }

    private mutating func zone() -> String? {
        if atEnd || skip("Z") || skip("z") { return "Z" }
        if skip("UTC") || skip("GMT") { return "Z" }
        guard let sign = bytes.indices.contains(index) ? bytes[index] : nil,
              sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        index += 1
        guard let hours = take(count: 2) else { return nil }
        _ = skip(":")
        guard let minutes = take(count: 2) else { return nil }
        if hours == "00" && minutes == "00" { return "Z" }
        return String(UnicodeScalar(sign)) + hours + ":" + minutes
    }

    private var atEnd: Bool { index >= bytes.count }

    private mutating func skip(_ literal: String) -> Bool {
        let wanted = Array(literal.utf8)
        guard index + wanted.count <= bytes.count, Array(bytes[index..<index + wanted.count]) == wanted else { return false }
        index += wanted.count
        return true
    }

    private mutating func take(count: Int) -> String? {
        guard index + count <= bytes.count, bytes[index..<index + count].allSatisfy(isDigit) else { return nil }
        defer { index += count }
        return String(decoding: bytes[index..<index + count], as: UTF8.self)
    }

    private mutating func takeDigits() -> String {
        let start = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

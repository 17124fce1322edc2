/// A cursor over ASCII bytes for the small fixed grammars of timestamps.
struct DigitScanner {
    /// A slice (of the file's bytes, when a timestamp needs no unescaping): indices are
    /// the slice's own, from `startIndex`.
    private let bytes: ArraySlice<UInt8>
    private var position: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var atEnd: Bool { position == bytes.endIndex }

    mutating func skip(_ ascii: Unicode.Scalar) -> Bool {
        guard position < bytes.endIndex, bytes[position] == UInt8(ascii: ascii) else { return false }
        position += 1
        return true
    }

    /// Exactly `count` decimal digits as a number.
    mutating func digits(_ count: Int) -> Int? {
        guard position + count <= bytes.endIndex else { return nil }
        var value = 0
        for b in bytes[position..<(position + count)] {
            guard b >= 0x30 && b <= 0x39 else { return nil }
            value = value * 10 + Int(b - 0x30)
        }
        position += count
        return value
    }

    /// One or more digits after a decimal point, as a fraction of a second.
    mutating func fraction() -> Double? {
        var value = 0.0, scale = 0.1
        let start = position
        while position < bytes.endIndex, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            value += Double(bytes[position] - 0x30) * scale
            scale /= 10
            position += 1
        }
        return position > start ? value : nil
    }

    /// `Z`, `±hh:mm`, `±hhmm`, `±hh`, or nothing (taken as UTC), in minutes east of UTC.
    mutating func utcOffset() -> Int? {
        if atEnd { return 0 }
        if skip("Z") || skip("z") { return 0 }
        let sign: Int
        if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
        guard let hours = digits(2), hours <= 23 else { return nil }
        var minutes = 0
        if !atEnd {
            _ = skip(":")
            guard let m = digits(2), m < 60 else { return nil }
            minutes = m
        }
        return sign * (hours * 60 + minutes)
    }

    /// The whole input as a non-negative integer, when it is nothing but 1–12 digits
    /// (epoch seconds written as a string).
    func wholeNumberIfAllDigits() -> Int? {
        guard !bytes.isEmpty, bytes.count <= 12, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}

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

    /// One or more digits after a decimal point (the fraction of a second), as written.
    mutating func fractionDigits() -> ArraySlice<UInt8>? {
        let start = position
        while position < bytes.endIndex, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
        return position > start ? bytes[start..<position] : nil
    }

    /// `Z`, `±hh:mm`, `±hhmm`, `±hh`, `UTC`, `GMT`, or nothing (taken as UTC), in minutes
    /// east of UTC. One space may come before a zone (`2016-08-23 20:13:34 +0000`, Jekyll).
    mutating func utcOffset() -> Int? {
        if atEnd { return 0 }
        if skip(" ") && atEnd { return nil }
        if skip("Z") || skip("z") { return 0 }
        if skip(word: "UTC") || skip(word: "GMT") { return 0 }
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

    private mutating func skip(word: String) -> Bool {
        let saved = position
        for scalar in word.unicodeScalars where !skip(scalar) {
            position = saved
            return false
        }
        return true
    }

    /// The whole input as a non-negative integer, when it is nothing but 1–12 digits
    /// (epoch seconds written as a string).
    func wholeNumberIfAllDigits() -> Int? {
        guard !bytes.isEmpty, bytes.count <= 12, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}

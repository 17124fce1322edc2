/// Finds the end of a JSON string's text eight bytes at a time: the next byte that is a
/// quote, a backslash or a control character (< 0x20). Comment bodies are long runs of
/// plain text, and a byte-at-a-time loop over them was the parser's largest cost.
public enum StringScanner {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first byte at or after `start` that is `"`, `\` or below 0x20;
    /// `buffer.count` when there is none.
    public static func firstSpecial(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress else { return buffer.count }
        var i = start
        while i + 8 <= buffer.count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if mayHoldSpecial(word) { break }
            i += 8
        }
        while i < buffer.count {
            let b = buffer[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b < 0x20 { return i }
            i += 1
        }
        return buffer.count
    }

    /// The index of the first `\` at or after `start`, or `buffer.count`.
    public static func firstBackslash(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress else { return buffer.count }
        var i = start
        while i + 8 <= buffer.count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if hasZeroByte(word ^ (ones &* 0x5C)) { break }
            i += 8
        }
        while i < buffer.count, buffer[i] != UInt8(ascii: "\\") { i += 1 }
        return min(i, buffer.count)
    }

    /// True when some byte of `word` is a quote, a backslash or below 0x20 (exact: the
    /// bit tricks below never miss one and never report one that is not there).
    @inline(__always)
    public static func mayHoldSpecial(_ word: UInt64) -> Bool {
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        // Bytes below 0x20: subtracting 0x20 from each borrows into the high bit exactly
        // for those (bytes ≥ 0x80 are excluded by `& ~word`).
        let control = ((word &- ones &* 0x20) & ~word & highs) != 0
        return quote || backslash || control
    }

    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        ((word &- ones) & ~word & highs) != 0
    }
}

extension OutputBuffer {
    /// Appends `text` HTML-escaped (`& < > " '`), copying unescaped runs in one go.
    /// Works on UTF-8 bytes: every byte to escape is ASCII, so multi-byte characters pass
    /// through untouched and no Character (grapheme) work is done.
    mutating func appendEscaped(_ text: String) {
        // Native strings are contiguous: read them in place; `withUTF8` needs a `var`,
        // which costs a retain per value (and a copy for the rare bridged string).
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped(utf8: $0) }) != nil { return }
        var copy = text
        copy.withUTF8 { appendEscaped(utf8: $0) }
    }

    private mutating func appendEscaped(utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<utf8.count where Self.needsEscaping(utf8[index]) {
            append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            appendEntity(for: utf8[index])
            runStart = index + 1
        }
        append(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    /// Bit n set for each byte n to escape: `"` 34, `&` 38, `'` 39, `<` 60, `>` 62.
    /// One shift and mask per byte keeps the scan of long comment bodies cheap.
    private static let escapeMask: UInt64 = 1 << 34 | 1 << 38 | 1 << 39 | 1 << 60 | 1 << 62

    @inline(__always)
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 64 && escapeMask >> UInt64(byte) & 1 == 1
    }

    private mutating func appendEntity(for byte: UInt8) {
        switch byte {
        case UInt8(ascii: "&"): appendRaw("&amp;")
        case UInt8(ascii: "<"): appendRaw("&lt;")
        case UInt8(ascii: ">"): appendRaw("&gt;")
        case UInt8(ascii: "\""): appendRaw("&quot;")
        default: appendRaw("&#39;")
        }
    }
}

extension OutputBuffer {
    /// Appends `text` HTML-escaped (`& < > " '`), copying unescaped runs in one go.
    /// Works on UTF-8 bytes: every byte to escape is ASCII, so multi-byte characters pass
    /// through untouched and no Character (grapheme) work is done.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count where Self.needsEscaping(utf8[index]) {
                appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEntity(for: utf8[index])
                runStart = index + 1
            }
            appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
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

extension OutputBuffer {
    /// Appends `text` HTML-escaped (`& < > " '`), copying unescaped runs in one go.
    /// Works on UTF-8 bytes: every byte to escape is ASCII, so multi-byte characters pass
    /// through untouched and no Character (grapheme) work is done.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                guard let entity = Self.entity(for: utf8[index]) else { continue }
                appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                append(entity)
                runStart = index + 1
            }
            appendBytes(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)

    private static func entity(for byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "&"): return ampersand
        case UInt8(ascii: "<"): return lessThan
        case UInt8(ascii: ">"): return greaterThan
        case UInt8(ascii: "\""): return quote
        case UInt8(ascii: "'"): return apostrophe
        default: return nil
        }
    }
}

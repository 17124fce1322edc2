/// JSON text for a `<script type="application/ld+json">` block, written so that no input
/// can end the script element or change the JSON: besides JSON's own escapes, `<`, `>` and
/// `&` are written `\u003c`, `\u003e`, `\u0026` (no `</script>`, no `<!--`, whatever the
/// input), and U+2028/U+2029 `\u2028`/`\u2029` (line ends to a JavaScript reader). Lone
/// surrogates cannot reach here: the decoder turns them into U+FFFD, as Swift strings hold
/// only scalars.
struct JSONLDText {
    /// UTF-8, appended to in place (a `String` grown a piece at a time through its scalar
    /// view was copied whole on every append: quadratic on a 100,000-comment thread).
    private(set) var bytes: [UInt8] = []
    /// Whether the next member or item needs a comma before it.
    private var needsComma = false

    init(capacity: Int = 1_024) {
        bytes.reserveCapacity(capacity)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func openObject(_ key: String? = nil) {
        open(key, UInt8(ascii: "{"))
    }

    mutating func openArray(_ key: String? = nil) {
        open(key, UInt8(ascii: "["))
    }

    mutating func closeObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func closeArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    mutating func string(_ key: String, _ value: String) {
        member(key)
        Self.appendString(value, to: &bytes)
        needsComma = true
    }

    mutating func integer(_ key: String, _ value: Int) {
        member(key)
        bytes += String(value).utf8
        needsComma = true
    }

    private mutating func open(_ key: String?, _ bracket: UInt8) {
        if let key { member(key) } else if needsComma { bytes.append(UInt8(ascii: ",")) }
        bytes.append(bracket)
        needsComma = false
    }

    private mutating func member(_ key: String) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        Self.appendString(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    /// `value` as a JSON string literal safe inside an HTML script element: runs of bytes
    /// that need no escape are copied whole.
    static func appendString(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                var replacement = escape(byte)
                var length = 1
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                if byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] & 0xFE == 0xA8 {
                    (replacement, length) = (utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", 3)
                }
                guard let replacement else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                bytes += replacement.utf8
                index += length
                start = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func escape(_ byte: UInt8) -> String? {
        switch byte {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x3C: return "\\u003c"
        case 0x3E: return "\\u003e"
        case 0x26: return "\\u0026"
        case 0x00..<0x20, 0x7F:
            let hex = String(byte, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return nil
        }
    }
}

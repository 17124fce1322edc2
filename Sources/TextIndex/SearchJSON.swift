/// JSON text for the index's script files. Every string is escaped so that nothing in
/// it can end the script or start markup: quotes, back slashes, control characters,
/// `<`, `>`, `&` and the two line separators JavaScript once treated as line ends.
public enum SearchJSON {
    public static func string(_ text: String, into out: inout [UInt8]) {
        var text = text
        text.withUTF8 { string(utf8: $0, into: &out) }
    }

    /// The same for valid UTF-8 bytes.
    public static func string(utf8 bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // The table reached once, not through its lazy initialiser on every byte.
        attention.withUnsafeBufferPointer { attention in
            // Runs of bytes that need nothing are copied whole.
            var run = 0
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                guard attention[Int(byte)] else {
                    i += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    out.append(UInt8(ascii: "\\"))
                    out.append(byte)
                case UInt8(ascii: "\n"):
                    out.append(UInt8(ascii: "\\"))
                    out.append(UInt8(ascii: "n"))
                case 0xE2:
                    // U+2028 and U+2029 are E2 80 A8 / E2 80 A9.
                    if i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                        unicodeEscape(0x2028 + UInt32(bytes[i + 2] - 0xA8), into: &out)
                        i += 2
                    } else {
                        out.append(byte)
                    }
                default: unicodeEscape(UInt32(byte), into: &out)
                }
                i += 1
                run = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Bytes `string` must look at: quotes, back slashes, control characters, `<`, `>`,
    /// `&`, and E2 (which starts U+2028 and U+2029).
    private static let attention: [Bool] = (0..<256).map { byte in
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26 || byte == 0xE2
    }

    public static func number(_ value: Int, into out: inout [UInt8]) {
        if value < 10 {
            out.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: [UInt8] = []
        var rest = value
        while rest > 0 {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        out += digits.reversed()
    }

    /// A back slash, `u` and four lower-case hex digits.
    private static func unicodeEscape(_ value: UInt32, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }
}

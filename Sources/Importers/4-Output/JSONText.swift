/// JSON string literals, written by hand so thread files have their keys in reading order
/// (JSONSerialization only sorts them) and output is byte-identical across runs.
enum JSONText {
    /// Byte by byte, copying the runs between escapes whole: a dump's import writes a
    /// million bodies, and appending scalar by scalar was a sixth of its time.
    static func quoted(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = [UInt8(ascii: "\"")]
            out.reserveCapacity(bytes.count + 2)
            var run = 0
            var index = 0
            while index < bytes.count {
                guard let (escape, width) = escape(bytes, at: index) else {
                    index += 1
                    continue
                }
                out += bytes[run..<index]
                out += escape.utf8
                index += width
                run = index
            }
            out += bytes[run...]
            out.append(UInt8(ascii: "\""))
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// What stands for the character at `index`, and its length in bytes; nil when it is
    /// written as it is.
    private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (String, Int)? {
        switch bytes[index] {
        case UInt8(ascii: "\""): return ("\\\"", 1)
        case UInt8(ascii: "\\"): return ("\\\\", 1)
        case UInt8(ascii: "\n"): return ("\\n", 1)
        case UInt8(ascii: "\r"): return ("\\r", 1)
        case UInt8(ascii: "\t"): return ("\\t", 1)
        case 0..<0x20: return (unicodeEscape(UInt32(bytes[index])), 1)
        // U+2028/2029 (E2 80 A8/A9) are valid JSON but break JavaScript readers of the same file.
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFE == 0xA8:
            return (unicodeEscape(0x2028 + UInt32(bytes[index + 2] - 0xA8)), 3)
        default: return nil
        }
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

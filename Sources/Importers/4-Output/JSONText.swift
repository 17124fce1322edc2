/// JSON string literals, written by hand so thread files have their keys in reading order
/// (JSONSerialization only sorts them) and output is byte-identical across runs.
enum JSONText {
    static func quoted(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            // U+2028/2029 are valid JSON but break JavaScript readers of the same file.
            case "\u{2028}", "\u{2029}": out += unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 {
                    out += unicodeEscape(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

/// JSON text for the index's script files. Every string is escaped so that nothing in
/// it can end the script or start markup: quotes, back slashes, control characters,
/// `<`, `>`, `&` and the two line separators JavaScript once treated as line ends.
enum SearchJSON {
    static func string(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += Array("\\\"".utf8)
            case "\\": out += Array("\\\\".utf8)
            case "\n": out += Array("\\n".utf8)
            case "<", ">", "&", "\u{2028}", "\u{2029}": unicodeEscape(scalar.value, into: &out)
            default:
                if scalar.value < 0x20 { unicodeEscape(scalar.value, into: &out) } else { out += Array(String(scalar).utf8) }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    static func number(_ value: Int, into out: inout [UInt8]) {
        out += Array(String(value).utf8)
    }

    private static func unicodeEscape(_ value: UInt32, into out: inout [UInt8]) {
        let hex = String(value, radix: 16)
        out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}

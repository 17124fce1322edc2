/// JSON text for the index's script files. Every string is escaped so that nothing in
/// it can end the script or start markup: quotes, back slashes, control characters,
/// `<`, `>`, `&` and the two line separators JavaScript once treated as line ends.
enum SearchJSON {
    static func string(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var utf8 = text.utf8.makeIterator()
        var pending: [UInt8] = []
        while let byte = pending.isEmpty ? utf8.next() : pending.removeFirst() {
            switch byte {
            case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0..<0x20: unicodeEscape(UInt32(byte), into: &out)
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 / E2 80 A9.
                let second = utf8.next()
                let third = utf8.next()
                if second == 0x80, let third, third == 0xA8 || third == 0xA9 {
                    unicodeEscape(0x2000 + UInt32(third) - 0xA8 + 0x28, into: &out)
                } else {
                    out.append(byte)
                    pending = [second, third].compactMap { $0 }
                }
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    static func number(_ value: Int, into out: inout [UInt8]) {
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

    private static func unicodeEscape(_ value: UInt32, into out: inout [UInt8]) {
        let hex = String(value, radix: 16)
        out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}

import Foundation

/// Decodes character references the way a browser does inside an attribute value, enough
/// to see a scheme spelled with them (`&#106;avascript:`, `java&Tab;script&colon;`).
enum EntityDecoder {
    static let named = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t",
        "newline": "\n", "nbsp": "\u{A0}", "sol": "/", "lpar": "(", "rpar": ")",
    ]

    static func decode(_ text: String) -> String {
        var output = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let (decoded, length) = reference(after) {
                output += decoded
                rest = after.dropFirst(length)
            } else {
                output += "&"
                rest = after
            }
        }
        return output + rest
    }

    /// The text a reference at the start of `text` (just past `&`) stands for, and how many
    /// characters it used, `;` included when present.
    private static func reference(_ text: Substring) -> (String, Int)? {
        if text.hasPrefix("#") {
            let isHex = text.dropFirst().first.map { $0 == "x" || $0 == "X" } ?? false
            let digits = text.dropFirst(isHex ? 2 : 1).prefix { isHex ? $0.isHexDigit : $0.isNumber }
            guard !digits.isEmpty, let value = UInt32(digits.prefix(8), radix: isHex ? 16 : 10) else { return nil }
            let used = (isHex ? 2 : 1) + digits.count
            let scalar = Unicode.Scalar(value).map(String.init) ?? "\u{FFFD}"
            return (scalar, text.dropFirst(used).hasPrefix(";") ? used + 1 : used)
        }
        let name = text.prefix { $0.isLetter }
        guard let value = named[name.lowercased()] else { return nil }
        return (value, text.dropFirst(name.count).hasPrefix(";") ? name.count + 1 : name.count)
    }
}

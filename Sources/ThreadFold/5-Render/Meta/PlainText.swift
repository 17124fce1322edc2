/// A rendered body (the sanitiser's or cmark's HTML) as the plain text a reader sees, for
/// descriptions and structured data: tags and HTML comments gone, character references
/// decoded, every run of white space one space. A byte scan, not a parser: the input is
/// our own renderers' output (well-formed, attributes quoted), and it runs once per comment.
enum PlainText {
    static func from(html: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(html.utf8.count)
        var pendingSpace = false
        var input = Array(html.utf8)[...]
        while let byte = input.first {
            switch byte {
            case UInt8(ascii: "<"):
                input = skipMarkup(input)
                pendingSpace = true
            case UInt8(ascii: "&"):
                let (decoded, rest) = reference(input)
                flush(&pendingSpace, into: &bytes)
                bytes += decoded
                input = rest
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                pendingSpace = true
                input = input.dropFirst()
            default:
                flush(&pendingSpace, into: &bytes)
                bytes.append(byte)
                input = input.dropFirst()
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A space before the next text, unless the text so far is empty.
    private static func flush(_ pending: inout Bool, into bytes: inout [UInt8]) {
        if pending, !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
        pending = false
    }

    /// Past a tag (quoted attribute values may hold `>`) or an HTML comment.
    private static func skipMarkup(_ input: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        if input.starts(with: "<!--".utf8) {
            var rest = input.dropFirst(4)
            while !rest.isEmpty, !rest.starts(with: "-->".utf8) { rest = rest.dropFirst() }
            return rest.dropFirst(3)
        }
        var rest = input.dropFirst()
        var quote: UInt8?
        while let byte = rest.first {
            rest = rest.dropFirst()
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            }
        }
        return rest
    }

    /// The character a reference at the start of `input` stands for, and what follows it.
    /// Our renderers write only `&amp; &lt; &gt; &quot; &#39;` and numeric references; an
    /// unknown one stays as written.
    private static func reference(_ input: ArraySlice<UInt8>) -> ([UInt8], ArraySlice<UInt8>) {
        let end = input.prefix(12).firstIndex(of: UInt8(ascii: ";"))
        guard let end else { return ([UInt8(ascii: "&")], input.dropFirst()) }
        let name = String(decoding: input[(input.startIndex + 1)..<end], as: UTF8.self)
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " "]
        var scalar: Unicode.Scalar?
        if let text = named[name] {
            return (Array(text.utf8), input[(end + 1)...])
        } else if name.hasPrefix("#x") || name.hasPrefix("#X") {
            scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if name.hasPrefix("#") {
            scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
        }
        guard let scalar, scalar.value != 0 else { return ([UInt8(ascii: "&")], input.dropFirst()) }
        return (Array(String(Character(scalar)).utf8), input[(end + 1)...])
    }
}

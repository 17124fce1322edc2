/// A rendered body (the sanitiser's or cmark's HTML) as the plain text a reader sees, for
/// descriptions and structured data: tags and HTML comments gone, character references
/// decoded, every run of white space one space. A byte scan, not a parser: the input is
/// our own renderers' output (well-formed, attributes quoted), and it runs once per comment.
enum PlainText {
    static func from(html: String) -> String {
        var html = html
        return html.withUTF8 { input in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(input.count)
            var pendingSpace = false
            var index = 0
            while index < input.count {
                switch input[index] {
                case UInt8(ascii: "<"):
                    index = pastMarkup(input, from: index)
                    pendingSpace = true
                case UInt8(ascii: "&"):
                    flush(&pendingSpace, into: &bytes)
                    index = reference(input, at: index, into: &bytes)
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    pendingSpace = true
                    index += 1
                default:
                    flush(&pendingSpace, into: &bytes)
                    // The run of plain text up to the next byte that means something.
                    var end = index + 1
                    while end < input.count, !isSpecial(input[end]) { end += 1 }
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<end]))
                    index = end
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// A space before the next text, unless the text so far is empty.
    private static func flush(_ pending: inout Bool, into bytes: inout [UInt8]) {
        if pending, !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
        pending = false
    }

    /// The index past a tag (quoted attribute values may hold `>`) or an HTML comment
    /// starting at `start`.
    private static func pastMarkup(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        if input[start...].starts(with: "<!--".utf8) {
            var index = start + 4
            while index < input.count, !input[index...].starts(with: "-->".utf8) { index += 1 }
            return min(input.count, index + 3)
        }
        var index = start + 1
        var quote: UInt8?
        while index < input.count {
            let byte = input[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            }
        }
        return index
    }

    /// Appends the character a reference at `start` stands for; returns the index past it.
    /// Our renderers write only `&amp; &lt; &gt; &quot; &#39;` and numeric references; an
    /// unknown one stays as written.
    private static func reference(_ input: UnsafeBufferPointer<UInt8>, at start: Int, into bytes: inout [UInt8]) -> Int {
        let window = input[start..<min(input.count, start + 12)]
        guard let end = window.firstIndex(of: UInt8(ascii: ";")) else {
            bytes.append(UInt8(ascii: "&"))
            return start + 1
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: input[(start + 1)..<end]), as: UTF8.self)
        if let text = namedReferences[name] {
            bytes += text.utf8
            return end + 1
        }
        var scalar: Unicode.Scalar?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if name.hasPrefix("#") {
            scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
        }
        guard let scalar, scalar.value != 0 else {
            bytes.append(UInt8(ascii: "&"))
            return start + 1
        }
        bytes += String(Character(scalar)).utf8
        return end + 1
    }

    private static let namedReferences: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
    ]
}

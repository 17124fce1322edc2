/// Finds e-mail addresses readers typed into comment bodies (`12345678@qq.com`,
/// `first.last+tag@mail.example.org`) and replaces each with a marker ("[email hidden]" in
/// the locale): republishing them years later is not what those readers agreed to. Used by
/// `import` (by default) and by `build` with `"redact": ["emails"]`.
///
/// An address is a local part of `A-Za-z0-9._%+-` (not starting or ending with a dot), `@`,
/// and two or more domain labels of `A-Za-z0-9-`, the last of at least two letters.
public enum EmailRedactor {
    /// The text with every address replaced, and how many were.
    public static func redact(_ text: String, with marker: String) -> (text: String, count: Int) {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "@")) else { return (text, 0) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var copied = 0
        var count = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "@"), let range = address(around: index, in: bytes), range.lowerBound >= copied else {
                index += 1
                continue
            }
            output += bytes[copied..<range.lowerBound]
            output += marker.utf8
            copied = range.upperBound
            index = range.upperBound
            count += 1
        }
        guard count > 0 else { return (text, 0) }
        output += bytes[copied...]
        return (String(decoding: output, as: UTF8.self), count)
    }

    private static func isLocal(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "%")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || isLetter(byte)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// The byte range of the address whose `@` is at `at`, or nil.
    private static func address(around at: Int, in bytes: [UInt8]) -> Range<Int>? {
        var start = at
        while start > 0, isLocal(bytes[start - 1]) { start -= 1 }
        while start < at, bytes[start] == UInt8(ascii: ".") { start += 1 }
        guard start < at, bytes[at - 1] != UInt8(ascii: ".") else { return nil }
        var end = at + 1
        var labels = 0
        var labelStart = end
        var lastLabel = end..<end
        while true {
            var cursor = labelStart
            while cursor < bytes.count, isAlphanumeric(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
            guard cursor > labelStart else { break }
            labels += 1
            lastLabel = labelStart..<cursor
            end = cursor
            guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "."), isAlphanumeric(bytes[cursor + 1]) else { break }
            labelStart = cursor + 1
        }
        guard labels >= 2, lastLabel.count >= 2, bytes[lastLabel].allSatisfy(isLetter) else { return nil }
        return start..<end
    }
}

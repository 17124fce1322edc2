import HTMLEntities

/// One growing byte buffer for a whole rendered body: appending bytes avoids a String
/// allocation per node, which matters at hundreds of thousands of bodies per build.
struct HTMLOutput {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }
    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func truncate(to length: Int) {
        bytes.removeSubrange(length...)
    }

    /// Escapes & < > " ', writes CR as LF and drops control characters a validator would
    /// reject. C1 controls and noncharacters (which gumbo hands over when they come by
    /// character reference, `&#x8F;`) become U+FFFD: gumbo turns them into U+FFFD when they
    /// arrive raw, so writing them raw would make sanitising the output change it (found by
    /// fuzzing).
    mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            if Self.needsWork(byte) {
                appendRun(text, from: runStart, to: index)
                appendEscape(for: byte)
                index += 1
                runStart = index
            } else if byte >= 0xC2, let length = Self.replacedScalarLength(text, at: index) {
                appendRun(text, from: runStart, to: index)
                bytes.append(contentsOf: [0xEF, 0xBF, 0xBD])  // U+FFFD
                index += length
                runStart = index
            } else {
                index += 1
            }
        }
        appendRun(text, from: runStart, to: text.count)
    }

    /// The UTF-8 length of a C1 control (U+0080–U+009F) or noncharacter (U+FDD0–U+FDEF,
    /// U+xFFFE, U+xFFFF) starting at `index`, or nil for any other character.
    private static func replacedScalarLength(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let rest = text.count - index
        let first = text[index]
        if first == 0xC2, rest >= 2, text[index + 1] <= 0x9F { return 2 }
        if first == 0xEF, rest >= 3 {
            let second = text[index + 1]
            let third = text[index + 2]
            if second == 0xB7, third >= 0x90, third <= 0xAF { return 3 }
            if second == 0xBF, third >= 0xBE { return 3 }
        }
        if first >= 0xF0, rest >= 4, text[index + 1] & 0x0F == 0x0F, text[index + 2] == 0xBF, text[index + 3] >= 0xBE {
            return 4
        }
        return nil
    }

    private static func needsWork(_ byte: UInt8) -> Bool {
        HTMLEntities.escapes(byte) || byte == 0x0D || ByteClass.isForbiddenControl(byte)
    }

    private mutating func appendRun(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        guard end > start, let base = text.baseAddress else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: end - start))
    }

    private mutating func appendEscape(for byte: UInt8) {
        if let entity = HTMLEntities.entity(for: byte) {
            append(entity)
        } else if byte == 0x0D {
            // A CR (only `&#13;` gets one past gumbo) is read back as LF by any HTML parser:
            // write the LF, so that sanitising the output again changes nothing.
            append(byte: 0x0A)
        }
        // Otherwise a forbidden control character: dropped.
    }
}

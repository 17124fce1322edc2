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

    /// Escapes & < > " ' and drops control characters a validator would reject.
    mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<text.count {
            let byte = text[index]
            guard Self.needsWork(byte) else { continue }
            appendRun(text, from: runStart, to: index)
            runStart = index + 1
            appendEscape(for: byte)
        }
        appendRun(text, from: runStart, to: text.count)
    }

    private static func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        default:
            return ByteClass.isForbiddenControl(byte)
        }
    }

    private mutating func appendRun(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        guard end > start, let base = text.baseAddress else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + start, count: end - start))
    }

    private mutating func appendEscape(for byte: UInt8) {
        switch byte {
        case UInt8(ascii: "&"): append("&amp;")
        case UInt8(ascii: "<"): append("&lt;")
        case UInt8(ascii: ">"): append("&gt;")
        case UInt8(ascii: "\""): append("&quot;")
        case UInt8(ascii: "'"): append("&#39;")
        default: break  // a forbidden control character: dropped
        }
    }
}

/// The single growing byte buffer a render appends to, instead of concatenating strings.
struct OutputBuffer {
    /// Settable so a caller's buffer can be swapped in and out without copying.
    var bytes: [UInt8]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func append(_ more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    mutating func append(_ more: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: more)
    }

    mutating func appendRaw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    var endsWithNewline: Bool { bytes.last == UInt8(ascii: "\n") }
}

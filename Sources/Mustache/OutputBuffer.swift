/// The single growing byte buffer a render appends to, instead of concatenating strings.
struct OutputBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ more: [UInt8]) {
        bytes.append(contentsOf: more)
    }

    mutating func appendBytes(_ more: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: more)
    }

    mutating func appendRaw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    var endsWithNewline: Bool { bytes.last == UInt8(ascii: "\n") }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// The single growing byte buffer a render appends to, instead of concatenating strings.
///
/// Raw memory rather than an `[UInt8]`: a page is a few hundred appends of a few bytes
/// each, and `Array.append(contentsOf:)` spent more on its checks than on the copying.
/// Noncopyable, so the memory is freed exactly once.
struct OutputBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    mutating func append(_ more: [UInt8]) {
        more.withUnsafeBufferPointer { append($0) }
    }

    @inline(__always)
    mutating func append(_ more: UnsafeBufferPointer<UInt8>) {
        guard let source = more.baseAddress, !more.isEmpty else { return }
        if capacity - count < more.count { grow(toHold: more.count) }
        (base + count).update(from: source, count: more.count)
        count += more.count
    }

    mutating func appendRaw(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
        var copy = text
        copy.withUTF8 { append($0) }
    }

    var endsWithNewline: Bool { count > 0 && base[count - 1] == UInt8(ascii: "\n") }

    /// The rendered bytes, for the caller to copy out.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    private mutating func grow(toHold extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = newCapacity
    }
}

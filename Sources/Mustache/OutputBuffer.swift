import HTMLEntities

/// The single growing byte buffer a render appends to, instead of concatenating strings.
///
/// Raw memory rather than an `[UInt8]`: a page is a few hundred appends of a few bytes
/// each, and `Array.append(contentsOf:)` spent more on its checks than on the copying.
/// Noncopyable, so the memory is freed exactly once.
struct OutputBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
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

    /// Appends the rendered bytes to `buffer`: the memory itself never leaves this type.
    func copy(into buffer: inout [UInt8]) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow(toHold extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = newCapacity
    }
}

extension OutputBuffer {
    /// Appends `text` HTML-escaped (`& < > " '`), copying unescaped runs in one go.
    /// Works on UTF-8 bytes: every byte to escape is ASCII, so multi-byte characters pass
    /// through untouched and no Character (grapheme) work is done.
    mutating func appendEscaped(_ text: String) {
        // Native strings are contiguous: read them in place; `withUTF8` needs a `var`,
        // which costs a retain per value (and a copy for the rare bridged string).
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped(utf8: $0) }) != nil { return }
        var copy = text
        copy.withUTF8 { appendEscaped(utf8: $0) }
    }

    private mutating func appendEscaped(utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<utf8.count where HTMLEntities.escapes(utf8[index]) {
            append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            appendEntity(for: utf8[index])
            runStart = index + 1
        }
        append(UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    private mutating func appendEntity(for byte: UInt8) {
        HTMLEntities.entity(for: byte)?.withUTF8Buffer { append($0) }
    }
}

extension OutputBuffer {
    /// Appends a value as `{{name}}` (escaped) or `{{{name}}}` (raw) shows it.
    /// Lists and objects have no text of their own and render as nothing.
    mutating func appendInterpolation(_ value: MustacheValue, escaped: Bool) {
        switch value {
        case .null, .list, .object, .fields: return
        case .bool(let flag): appendRaw(flag ? "true" : "false")
        case .int(let number): appendRaw(String(number))
        case .double(let number): appendRaw(Self.format(number))
        case .string(let text): if escaped { appendEscaped(text) } else { appendRaw(text) }
        case .html(let markup): appendRaw(markup)
        }
    }

    /// Whole doubles print without ".0" (as JSON and JavaScript would show them).
    private static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int(number))
        }
        return String(number)
    }
}

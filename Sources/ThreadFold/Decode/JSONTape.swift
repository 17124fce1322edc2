/// A parsed JSON document: the bytes plus a flat pre-order array of nodes
/// (see `JSONNode`). Values are decoded lazily, only when asked for.
struct JSONTape: Sendable {
    let bytes: [UInt8]
    let nodes: [JSONNode]

    var root: Int { 0 }

    func kind(_ index: Int) -> JSONNode.Kind { nodes[index].kind }
    func offset(_ index: Int) -> Int { nodes[index].offset }

    /// The tape index just past `index` and everything inside it.
    func next(after index: Int) -> Int {
        switch nodes[index].kind {
        case .object, .array: nodes[index].end
        default: index + 1
        }
    }

    /// Tape indices of an array's elements, in order.
    func elements(_ array: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(nodes[array].count)
        var child = array + 1
        for _ in 0..<nodes[array].count {
            result.append(child)
            child = next(after: child)
        }
        return result
    }

    /// Calls `body` with each member's key index and value index, in document order.
    func forEachMember(_ object: Int, _ body: (_ key: Int, _ value: Int) -> Void) {
        var key = object + 1
        for _ in 0..<nodes[object].count {
            let value = key + 1
            body(key, value)
            key = next(after: value)
        }
    }

    /// Compares a string node with an ASCII key without decoding it.
    func stringEquals(_ index: Int, _ key: StaticString) -> Bool {
        let node = nodes[index]
        guard node.kind == .string, !node.hasEscapes, node.end - node.start == key.utf8CodeUnitCount else {
            return node.kind == .string && node.hasEscapes && string(index) == key.description
        }
        return key.withUTF8Buffer { expected in
            bytes.withUnsafeBufferPointer { buffer in
                var i = 0
                while i < expected.count {
                    if buffer[node.start + i] != expected[i] { return false }
                    i += 1
                }
                return true
            }
        }
    }

    /// The text of a string node. Invalid UTF-8 and lone surrogates become U+FFFD: a comment
    /// with a bad byte is still a comment worth keeping.
    func string(_ index: Int) -> String {
        let node = nodes[index]
        if !node.hasEscapes {
            return bytes.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[node.start..<node.end]), as: UTF8.self)
            }
        }
        return unescape(node.start..<node.end)
    }

    /// Whether a string node's raw bytes are valid UTF-8 (decoding repairs them silently;
    /// the decoder warns with this).
    func isValidUTF8(_ index: Int) -> Bool {
        let node = nodes[index]
        return bytes.withUnsafeBufferPointer { buffer in
            var iterator = UnsafeBufferPointer(rebasing: buffer[node.start..<node.end]).makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: return true
                case .error: return false
                }
            }
        }
    }

    private func unescape(_ range: Range<Int>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            let b = bytes[i]
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                i += 1
                continue
            }
            let e = bytes[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = decodeUnicodeEscape(at: &i, limit: range.upperBound)
                out.append(contentsOf: String(Character(scalar)).utf8)
            default: out.append(e)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Decodes the four hex digits at `i` (just past `\u`), pairing a high surrogate with a
    /// following low one; a lone surrogate becomes U+FFFD.
    private func decodeUnicodeEscape(at i: inout Int, limit: Int) -> Unicode.Scalar {
        let high = hexValue(at: i)
        i += 4
        if (0xD800...0xDBFF).contains(high), i + 6 <= limit,
           bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
            let low = hexValue(at: i + 2)
            if (0xDC00...0xDFFF).contains(low) {
                i += 6
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(UInt32(value)) ?? "\u{FFFD}"
            }
        }
        return Unicode.Scalar(UInt32(high)) ?? "\u{FFFD}"
    }

    private func hexValue(at i: Int) -> Int {
        var value = 0
        for b in bytes[i..<(i + 4)] {
            let digit: UInt8 = b <= UInt8(ascii: "9") ? b - UInt8(ascii: "0") : (b | 0x20) - UInt8(ascii: "a") + 10
            value = value * 16 + Int(digit)
        }
        return value
    }

    /// The raw text of a number node, as written.
    func numberText(_ index: Int) -> String {
        let node = nodes[index]
        return String(decoding: bytes[node.start..<node.end], as: UTF8.self)
    }

    /// A number node as an integer, when it is one exactly (no fraction, no exponent, in range).
    func integer(_ index: Int) -> Int? {
        Int(numberText(index))
    }

    func double(_ index: Int) -> Double? {
        Double(numberText(index))
    }
}

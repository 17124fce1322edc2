import Glibc

/// A parsed JSON document: the bytes plus a flat pre-order array of nodes
/// (see `JSONNode`). Values are decoded lazily, only when asked for.
public struct JSONTape: Sendable {
    public let bytes: [UInt8]
    public let nodes: [JSONNode]

    public var root: Int { 0 }

    public func kind(_ index: Int) -> JSONNode.Kind { nodes[index].kind }
    public func offset(_ index: Int) -> Int { nodes[index].offset }

    /// The tape index just past `index` and everything inside it.
    public func next(after index: Int) -> Int {
        switch nodes[index].kind {
        case .object, .array: nodes[index].end
        default: index + 1
        }
    }

    /// Tape indices of an array's elements, in order.
    public func elements(_ array: Int) -> [Int] {
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
    public func forEachMember(_ object: Int, _ body: (_ key: Int, _ value: Int) -> Void) {
        var key = object + 1
        for _ in 0..<nodes[object].count {
            let value = key + 1
            body(key, value)
            key = next(after: value)
        }
    }

    /// Compares a string node with an ASCII key without decoding it.
    public func stringEquals(_ index: Int, _ key: StaticString) -> Bool {
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

    /// A string node's bytes as they are in the file, when it has no escapes; else nil.
    public func unescapedBytes(_ index: Int) -> ArraySlice<UInt8>? {
        let node = nodes[index]
        guard node.kind == .string, !node.hasEscapes else { return nil }
        return bytes[node.start..<node.end]
    }

    /// The text of a string node. Invalid UTF-8 and lone surrogates become U+FFFD: a comment
    /// with a bad byte is still a comment worth keeping.
    public func string(_ index: Int) -> String {
        decodeString(index).value
    }

    /// A string node's text, and whether it needed repair (bad UTF-8) or held NUL
    /// characters (only possible through `\u0000`: the parser rejects raw control bytes);
    /// NULs are removed, no page may carry them. One validating pass over the bytes.
    public func decodeString(_ index: Int) -> (value: String, repaired: Bool, hadNUL: Bool) {
        let node = nodes[index]
        return bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeBufferPointer(rebasing: buffer[node.start..<node.end])
            if !node.hasEscapes {
                let (text, repaired) = Self.string(raw)
                return (text, repaired, false)
            }
            var (out, loneSurrogate) = Self.unescape(raw)
            // memchr: `contains` went byte by byte over every escaped body.
            let hadNUL = out.withUnsafeBufferPointer { $0.baseAddress.map { memchr($0, 0, out.count) != nil } ?? false }
            if hadNUL { out.removeAll { $0 == 0 } }
            let (text, repaired) = out.withUnsafeBufferPointer { Self.string($0) }
            return (text, repaired || loneSurrogate, hadNUL)
        }
    }

    /// The bytes as a String, and whether invalid UTF-8 had to be replaced. Decoding and
    /// comparing back is much cheaper than `String(validating:as:)`, which Swift 6.3 runs
    /// unspecialised (generic metadata looked up for every string).
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> (String, repaired: Bool) {
        var text = String(decoding: bytes, as: UTF8.self)
        // A repair changes the bytes (U+FFFD replaces what was invalid); same bytes, none.
        let same = text.withUTF8 { decoded in
            guard decoded.count == bytes.count, let a = decoded.baseAddress, let b = bytes.baseAddress else {
                return decoded.count == bytes.count
            }
            return memcmp(a, b, bytes.count) == 0
        }
        return (text, !same)
    }

    /// Resolves escapes, copying the runs between them whole; says whether a lone
    /// surrogate (`\ud800` with no partner) had to become U+FFFD.
    private static func unescape(_ raw: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], loneSurrogate: Bool) {
        var loneSurrogate = false
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var i = 0
        var runStart = 0
        while i < raw.count {
            i = StringScanner.firstBackslash(in: raw, from: i)
            guard i < raw.count else { break }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: raw[runStart..<i]))
            let e = raw[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = decodeUnicodeEscape(raw, at: &i)
                if scalar == nil { loneSurrogate = true }
                out.append(contentsOf: String(scalar ?? "\u{FFFD}").utf8)
            default: out.append(e)
            }
            runStart = i
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: raw[runStart..<raw.count]))
        return (out, loneSurrogate)
    }

    /// Decodes the four hex digits at `i` (just past `\u`), pairing a high surrogate with a
    /// following low one; nil for a lone surrogate.
    private static func decodeUnicodeEscape(_ raw: UnsafeBufferPointer<UInt8>, at i: inout Int) -> Unicode.Scalar? {
        let high = hexValue(raw, at: i)
        i += 4
        if (0xD800...0xDBFF).contains(high), i + 6 <= raw.count,
            raw[i] == UInt8(ascii: "\\"), raw[i + 1] == UInt8(ascii: "u")
        {
            let low = hexValue(raw, at: i + 2)
            if (0xDC00...0xDFFF).contains(low) {
                i += 6
                return Unicode.Scalar(UInt32(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)))
            }
        }
        return Unicode.Scalar(UInt32(high))
    }

    private static func hexValue(_ raw: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        var value = 0
        for k in i..<(i + 4) {
            let b = raw[k]
            let digit: UInt8 = b <= UInt8(ascii: "9") ? b - UInt8(ascii: "0") : (b | 0x20) - UInt8(ascii: "a") + 10
            value = value * 16 + Int(digit)
        }
        return value
    }

    /// The raw text of a number node, as written.
    public func numberText(_ index: Int) -> String {
        let node = nodes[index]
        return String(decoding: bytes[node.start..<node.end], as: UTF8.self)
    }

    /// A number node as an integer, when it is one exactly (no fraction, no exponent, in range).
    public func integer(_ index: Int) -> Int? {
        Int(numberText(index))
    }

    public func double(_ index: Int) -> Double? {
        Double(numberText(index))
    }
}

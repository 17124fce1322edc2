/// Finds the namespace prefixes used in element and attribute names, skipping text,
/// CDATA, comments, processing instructions and quoted attribute values.
struct PrefixScanner {
    private let bytes: [UInt8]
    private var i = 0
    private var found: Set<String> = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b >= 0x80
    }

    consuming func usedPrefixes() -> Set<String> {
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<") {
                tag()
            } else {
                i += 1
            }
        }
        return found
    }

    private mutating func tag() {
        if starts("<![CDATA[") { skip(past: "]]>"); return }
        if starts("<!--") { skip(past: "-->"); return }
        if starts("<?") || starts("<!") { skip(past: ">"); return }
        i += 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "/") { i += 1 }
        name()
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                i += 1
                while i < bytes.count, bytes[i] != b { i += 1 }
                i += 1
            } else if Self.isNameByte(b) {
                name()
            } else {
                i += 1
            }
        }
        i += 1
    }

    /// A name at `i`; records its prefix when it has one.
    private mutating func name() {
        let start = i
        while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":"), i > start,
              let first = bytes.indices.contains(start) ? bytes[start] : nil,
              !(first >= 0x30 && first <= 0x39), first != UInt8(ascii: "-"), first != UInt8(ascii: ".")
        else { return }
        found.insert(String(decoding: bytes[start..<i], as: UTF8.self))
        i += 1
        while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
    }

    private func starts(_ literal: String) -> Bool {
        let wanted = Array(literal.utf8)
        return i + wanted.count <= bytes.count && Array(bytes[i..<i + wanted.count]) == wanted
    }

    private mutating func skip(past literal: String) {
        let wanted = Array(literal.utf8)
        while i < bytes.count, !starts(literal) { i += 1 }
        i = min(bytes.count, i + wanted.count)
    }
}

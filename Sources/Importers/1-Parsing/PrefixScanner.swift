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
        if starts(Self.cdataOpen) { skip(past: Self.cdataClose); return }
        if starts(Self.commentOpen) { skip(past: Self.commentClose); return }
        if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "?") || bytes[i + 1] == UInt8(ascii: "!") {
            skip(past: Self.close)
            return
        }
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

    private static let cdataOpen = Array("<![CDATA[".utf8), cdataClose = Array("]]>".utf8)
    private static let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
    private static let close = Array(">".utf8)

    /// Compares in place: this runs at every byte of every CDATA body, so no copies.
    private func starts(_ wanted: [UInt8]) -> Bool {
        guard i + wanted.count <= bytes.count else { return false }
        for k in wanted.indices where bytes[i + k] != wanted[k] { return false }
        return true
    }

    private mutating func skip(past wanted: [UInt8]) {
        while i < bytes.count {
            if bytes[i] == wanted[0], starts(wanted) {
                i += wanted.count
                return
            }
            i += 1
        }
    }
}

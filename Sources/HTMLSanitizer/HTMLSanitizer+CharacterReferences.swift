import CGumbo

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension HTMLSanitizer {
    /// `text` with its character references decoded once, as a browser reads them in text
    /// (`&#8220;作弊&#8221;` → “作弊”, `&hellip;`, `&amp;`, the whole HTML5 table); nothing
    /// else changes: `<` stays `<`. For fields an export escaped once more than their
    /// format needs (Disqus titles, reddit's markdown bodies). Line ends come back as `\n`.
    public static func decodeCharacterReferences(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        // gumbo reads it as the body of a document; `<` escaped so no markup is seen.
        var html = Array("<body>".utf8)
        html.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if byte == UInt8(ascii: "<") { html += "&lt;".utf8 } else { html.append(byte) }
        }
        let decoded = GumboParse.withRoot(of: html) { root -> String in
            var bytes: [UInt8] = []
            for body in children(of: root) where body.pointee.type == GUMBO_NODE_ELEMENT && body.pointee.v.element.tag == GUMBO_TAG_BODY {
                for node in children(of: body) {
                    guard let chars = node.pointee.v.text.text else { continue }
                    let type = node.pointee.type
                    guard type == GUMBO_NODE_TEXT || type == GUMBO_NODE_WHITESPACE || type == GUMBO_NODE_CDATA else { continue }
                    bytes += UnsafeBufferPointer(start: UnsafeRawPointer(chars).assumingMemoryBound(to: UInt8.self), count: strlen(chars))
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return decoded ?? text
    }

    /// `text` decoded again and again until no character reference is left (at most eight
    /// rounds): for titles an export escaped twice (`&amp;amp;#8220;` → “). Titles only:
    /// a body is markup, where `&lt;` must stay.
    public static func decodeAllCharacterReferences(_ text: String) -> String {
        var current = text
        for _ in 0..<8 {
            let next = decodeCharacterReferences(current)
            if next == current { break }
            current = next
        }
        return current
    }

    private static func children(of node: UnsafeMutablePointer<GumboNode>) -> [UnsafeMutablePointer<GumboNode>] {
        let vector = node.pointee.v.element.children
        guard let data = vector.data else { return [] }
        return (0..<Int(vector.length)).compactMap { data[$0]?.assumingMemoryBound(to: GumboNode.self) }
    }
}

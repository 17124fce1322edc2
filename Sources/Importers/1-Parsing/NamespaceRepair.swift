import Foundation

/// Real exports use namespace prefixes they never declare (WordPress.com writes `atom:`
/// without `xmlns:atom`), which libxml2 rejects. Before parsing, every prefix used in an
/// element or attribute name but not declared on the root is declared there, with a
/// placeholder URI. The document is otherwise unchanged.
enum NamespaceRepair {
    static func declareMissingPrefixes(_ bytes: [UInt8]) -> [UInt8] {
        guard let root = rootTagRange(bytes) else { return bytes }
        let used = PrefixScanner(bytes).usedPrefixes()
        let declared = declaredPrefixes(in: Array(bytes[root]))
        let missing = used.subtracting(declared).subtracting(["xml", "xmlns"]).sorted()
        guard !missing.isEmpty else { return bytes }
        let declarations = missing.map { " xmlns:\($0)=\"urn:threadfold:undeclared:\($0)\"" }.joined()
        var repaired = bytes
        // After the root's name: `<rss` + declarations + ` version="2.0" …>`.
        var insertAt = root.lowerBound + 1
        while insertAt < root.upperBound, PrefixScanner.isNameByte(bytes[insertAt]) || bytes[insertAt] == UInt8(ascii: ":") {
            insertAt += 1
        }
        repaired.insert(contentsOf: Array(declarations.utf8), at: insertAt)
        return repaired
    }

    /// The root element's start tag: the first `<` not opening `<?`, `<!`.
    private static func rootTagRange(_ bytes: [UInt8]) -> Range<Int>? {
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "<"), bytes[i + 1] != UInt8(ascii: "?"), bytes[i + 1] != UInt8(ascii: "!") {
                guard let end = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                return i..<end
            }
            i += 1
        }
        return nil
    }

    private static func declaredPrefixes(in tag: [UInt8]) -> Set<String> {
        let text = String(decoding: tag, as: UTF8.self)
        var prefixes: Set<String> = []
        for part in text.components(separatedBy: "xmlns:").dropFirst() {
            let name = part.prefix { $0 != "=" && !$0.isWhitespace }
            prefixes.insert(String(name))
        }
        return prefixes
    }
}

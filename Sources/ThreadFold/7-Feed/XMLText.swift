import HTMLSanitizer

/// Text for XML documents (feed, sitemap): the same five escapes as HTML, and characters
/// XML 1.0 forbids (most C0 controls) dropped.
enum XMLText {
    static func escape(_ text: String) -> String {
        let allowed = text.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        let clean =
            allowed
            ? text
            : String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\n" || $0 == "\t" || $0 == "\r" }))
        return HTMLSanitizer.escape(clean)
    }
}

extension HTMLSanitizer {
    /// Escapes & < > " ' for text and attribute values (`'` as &#39;).
    public static func escape(_ text: String) -> String {
        var output = HTMLOutput(capacity: text.utf8.count + 16)
        var text = text
        text.withUTF8 { output.appendEscaped($0) }
        return output.string
    }
}

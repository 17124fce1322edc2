extension HTMLSanitizer {
    /// Plain text: HTML-escaped, blank lines make paragraphs, single newlines <br>.
    public static func renderPlainText(_ text: String) -> String {
        var output = HTMLOutput(capacity: text.utf8.count + 32)
        for paragraph in PlainTextParagraphs.split(text) {
            output.append("<p>")
            for (index, line) in paragraph.enumerated() {
                if index > 0 { output.append("<br>\n") }
                var line = line
                line.withUTF8 { output.appendEscaped($0) }
            }
            output.append("</p>\n")
        }
        return output.string
    }
}

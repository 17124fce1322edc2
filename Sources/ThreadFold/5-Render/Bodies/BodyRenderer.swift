import CommonMark
import HTMLSanitizer

/// Comment bodies to safe HTML, by format: markdown through libcmark's safe mode, HTML
/// through the allow-list sanitiser, plain text escaped.
public struct BodyRenderer: Sendable {
    public var markdownOptions: MarkdownOptions
    /// With `"redact": ["emails"]`: what replaces e-mail addresses in bodies (the locale's
    /// "[email hidden]"), before any rendering, so pages and feeds never hold them.
    public var emailMarker: String?

    public init(markdownOptions: MarkdownOptions = .commentDefault) {
        self.markdownOptions = markdownOptions
    }

    public func render(_ content: String, format: ContentFormat) -> String {
        if let emailMarker {
            return render(unredacted: EmailRedactor.redact(content, with: emailMarker).text, format: format)
        }
        return render(unredacted: content, format: format)
    }

    private func render(unredacted content: String, format: ContentFormat) -> String {
        switch format {
        case .markdown:
            let (html, hasCodeBlock) = CommonMark.render(content, options: markdownOptions)
            return hasCodeBlock ? Self.focusableCodeBlocks(html) : html
        case .html: return Self.focusableCodeBlocks(HTMLSanitizer.sanitize(content))
        case .text: return Self.focusableCodeBlocks(HTMLSanitizer.renderPlainText(content))
        }
    }

    /// A code block wider than the column scrolls; `tabindex` lets keyboard users reach
    /// and scroll it (WCAG 2.1.1). Input text is escaped by then, so every `<pre` here is
    /// an element the engines made.
    static func focusableCodeBlocks(_ html: String) -> String {
        guard html.containsBytes("<pre") else { return html }
        return html.replacingAll("<pre>", with: "<pre tabindex=\"0\">")
    }

    /// Puts a reply's "A 回复 B：" inside the body's first paragraph, so it reads as one
    /// line with the text; a body that does not open with a paragraph (a list, code, a
    /// quote, nothing) gets the prefix as a paragraph of its own before it.
    public static func prefixing(_ prefix: String, to body: String) -> String {
        // What cmark and the sanitiser give nearly always: "<p>" first. Checked on the
        // bytes, so the common case skips splitting the body into Characters.
        if body.utf8.starts(with: "<p>".utf8) {
            // One buffer of the final size rather than two concatenations (each a copy).
            var result = ""
            result.reserveCapacity(body.utf8.count + prefix.utf8.count)
            result += "<p>"
            result += prefix
            result += Substring(body.utf8.dropFirst(3))
            return result
        }
        var trimmed = Substring(body)
        while let first = trimmed.first, first.isWhitespace { trimmed = trimmed.dropFirst() }
        if trimmed.hasPrefix("<p>") {
            return "<p>" + prefix + trimmed.dropFirst(3)
        }
        return "<p>" + prefix + "</p>\n" + body
    }
}

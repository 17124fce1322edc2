import CGumbo

/// Turns HTML written by strangers (Disqus, WordPress, Hacker News comment bodies) into
/// markup that is safe to place inside a `<div>`: parsed by gumbo (an HTML5 parser, so it
/// sees what a browser would see) and rebuilt from an allow-list.
///
/// Decisions:
/// - `i`→`em`, `b`→`strong`, `strike`→`s`; `del`, `sub`, `sup`, `code` kept as they are.
/// - `a` keeps only an absolute `http`, `https` or `mailto` href, plus
///   `rel="nofollow ugc noopener"`. Relative and `#fragment` hrefs are dropped, because
///   archives are moved to other hosts where they would point nowhere; the text stays.
/// - `img` is dropped; its `alt` text is kept as text, so an image-only comment is not blank.
/// - WordPress newlines: when the body has no block-level tag, a raw-string pre-pass makes
///   blank lines paragraphs and single newlines `<br>` (wpautop), before gumbo parses it.
/// - Bare text and inline markup at the top level (and in a blockquote) are wrapped in `<p>`;
///   unknown blocks (`div`, `h1`…`h6`, tables) are unwrapped into paragraphs or `<br>`s.
/// - Nesting is capped before parsing (gumbo recurses over the tree); see `Preprocessor`.
/// - The output is a fixed point: sanitising it again returns it unchanged.
public enum HTMLSanitizer {
    /// Parses `html` with gumbo (taking the `<body>` children of a full parse) and rebuilds it
    /// from an allow-list. Output is safe to place inside a <div>. Never returns "" for input
    /// that has visible text.
    public static func sanitize(_ html: String) -> String {
        let prepared = Preprocessor.prepare(html)
        guard prepared.contains(where: { !ByteClass.isSpace($0) }) else { return "" }
        let rendered = GumboParse.withRoot(of: prepared) { root in
            var renderer = TreeRenderer(capacity: prepared.count + 64)
            renderer.render(root)
            return renderer.finish()
        }
        return String(decoding: rendered ?? [], as: UTF8.self)
    }

    /// Escapes & < > " ' for text and attribute values (`'` as &#39;).
    public static func escape(_ text: String) -> String {
        var output = HTMLOutput(capacity: text.utf8.count + 16)
        var text = text
        text.withUTF8 { output.appendEscaped($0) }
        return output.string
    }

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

/// The one place that calls gumbo: parses, lends the root to `body`, frees the tree.
enum GumboParse {
    static func withRoot<Result>(
        of html: [UInt8], _ body: (UnsafeMutablePointer<GumboNode>) -> Result
    ) -> Result? {
        html.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters -> Result? in
                var options = kGumboDefaultOptions
                options.max_errors = 0  // we never read the error list; do not build it
                guard let output = gumbo_parse_with_options(&options, characters.baseAddress, characters.count)
                else { return nil }
                defer { gumbo_destroy_output(&options, output) }
                guard let root = output.pointee.root else { return nil }
                return body(root)
            }
        }
    }
}

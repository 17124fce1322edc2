import CCmark
import CCmarkArena

/// The only Swift code in threadfold that touches libcmark; its C half is CCmarkArena,
/// which runs cmark on a per-thread bump arena. Nothing here frees C memory: the tree
/// and the HTML cmark makes stay in the calling thread's arena until that thread's next
/// render (or its exit), and the HTML is copied into a `String` before a call returns,
/// so only Swift values leave this type.
public enum CommonMark {
    /// Renders markdown to HTML in cmark's safe mode. CMARK_OPT_VALIDATE_UTF8 is always on.
    /// There is deliberately no option that turns on unsafe HTML (CMARK_OPT_UNSAFE).
    public static func html(_ markdown: String, options: MarkdownOptions = []) -> String {
        render(markdown, options: options).html
    }

    /// The HTML and whether the document has a code block (`<pre>` in the HTML), told by
    /// the parse so callers that adjust code blocks need not search the HTML.
    public static func render(_ markdown: String, options: MarkdownOptions = []) -> (html: String, hasCodeBlock: Bool) {
        // `withUTF8` needs a mutable copy: it may make a bridged/lazy string contiguous.
        var text = markdown
        let flags = cmarkFlags(for: options)
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { render($0, flags: flags) }
        }
    }

    /// The same as `html(_:options:)` for callers that already hold UTF-8 bytes.
    /// Invalid UTF-8 is replaced by U+FFFD rather than passed through.
    public static func html(utf8 bytes: UnsafeBufferPointer<UInt8>, options: MarkdownOptions = []) -> String {
        let flags = cmarkFlags(for: options)
        return bytes.withMemoryRebound(to: CChar.self) { chars in
            render(chars, flags: flags).html
        }
    }

    /// The linked libcmark's version, e.g. "0.30.2" (`cmark_version_string()`).
    public static var version: String {
        guard let cString = cmark_version_string() else { return "" }
        return String(cString: cString)
    }

    /// Safe mode is cmark's default (flag 0); we add UTF-8 validation and keep only the
    /// flags `MarkdownOptions` knows, so a forged raw value cannot enable `CMARK_OPT_UNSAFE`.
    static func cmarkFlags(for options: MarkdownOptions) -> Int32 {
        options.intersection(.all).rawValue | CMARK_OPT_VALIDATE_UTF8
    }

    private static func render(_ chars: UnsafeBufferPointer<CChar>, flags: Int32) -> (html: String, hasCodeBlock: Bool) {
        // An empty buffer may have no base address; cmark reads nothing when len is 0,
        // but we still hand it a valid pointer rather than rely on that.
        guard let base = chars.baseAddress, !chars.isEmpty else {
            return renderDocument("", length: 0, flags: flags)
        }
        return renderDocument(base, length: chars.count, flags: flags)
    }

    private static func renderDocument(_ text: UnsafePointer<CChar>, length: Int, flags: Int32) -> (html: String, hasCodeBlock: Bool) {
        // The tree and the output live in this thread's arena (CCmarkArena) until the
        // next render on the thread, so nothing here is freed one by one.
        var count = 0
        var codeBlock: Int32 = 0
        guard let html = threadfold_cmark_render(text, length, flags, &count, &codeBlock) else { return ("", false) }
        return (String(decoding: UnsafeRawBufferPointer(start: html, count: count), as: UTF8.self), codeBlock != 0)
    }
}

import CCmark

/// Rendering options a caller may choose. Each maps to one `CMARK_OPT_*` flag.
///
/// The set is deliberately closed: there is no member for `CMARK_OPT_UNSAFE`, so no
/// caller can switch off cmark's safe mode (raw HTML and dangerous URLs stay stripped).
public struct MarkdownOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Soft line breaks render as `<br />` (`CMARK_OPT_HARDBREAKS`).
    public static let hardBreaks = MarkdownOptions(rawValue: CMARK_OPT_HARDBREAKS)
    /// Straight quotes, `--`, `---` and `...` become typographic ones (`CMARK_OPT_SMART`).
    public static let smartPunctuation = MarkdownOptions(rawValue: CMARK_OPT_SMART)
    /// What comment bodies use: people type newlines in comment boxes and expect them kept.
    public static let commentDefault: MarkdownOptions = [.hardBreaks]

    /// The only flags that may reach cmark from a caller; anything else in `rawValue`
    /// (e.g. an `init(rawValue:)` that smuggles in `CMARK_OPT_UNSAFE`) is dropped.
    static let all: MarkdownOptions = [.hardBreaks, .smartPunctuation]
}

/// The flat token stream between the tokenizer and the tree builder.
enum Token: Sendable {
    /// Literal text; it contains at most one newline, and only as its last byte.
    case text([UInt8])
    case tag(Tag)
    /// The start of a rendered line: where a standalone partial's indentation goes.
    case lineStart
}

/// One parsed tag, with what standalone-line analysis learnt about its line.
struct Tag: Sendable {
    let kind: TagKind
    /// Trimmed tag content without sigil; for dynamic names, without the `*`.
    let name: String
    /// `{{>*name}}` / `{{<*name}}`: the template name is looked up in the context.
    let isDynamic: Bool
    let location: SourceLocation
    /// Set when the tag stands alone on its line: the whitespace that preceded it.
    var standaloneIndent: [UInt8]?
    /// For blocks: the indentation their content is taken to have (see StandaloneLines).
    var blockIndent: [UInt8] = []
    /// For a block opened and closed on one standalone line: that line's ending.
    var sameLineEnding: [UInt8]?
}

/// What a `{{…}}` tag does, decided by its sigil.
enum TagKind: Sendable, Equatable {
    case variable(escaped: Bool)
    case section
    case invertedSection
    case close
    case comment
    case setDelimiters
    case partial
    case parent
    case block

    /// Tags that vanish with their line when they stand alone on it (spec "standalone").
    var canStandAlone: Bool {
        if case .variable = self { return false }
        return true
    }
}

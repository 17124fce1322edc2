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

/// The flat token stream between the tokenizer and the tree builder.
enum Token: Sendable {
    /// Literal text; it contains at most one newline, and only as its last byte.
    case text([UInt8])
    case tag(Tag)
    /// The start of a rendered line: where a standalone partial's indentation goes.
    case lineStart
}

/// One element the renderer has opened in the output (the root frame has no tag).
struct OutputFrame {
    let tag: OutputTag?
    /// Opened by the renderer, not the source (a `<p>` around bare text, an `<li>` around text
    /// straight inside a list); closed when the next block starts or its parent closes.
    let isImplicit: Bool
    /// Output offset of the open tag, so an empty element can be cut out again.
    let start: Int
    var hasVisibleText = false
    var hasLineBreak = false
    /// A separator is owed before the next content (an unwrapped block ended here).
    var wantsBreak = false

    /// Bare text goes into an implicit paragraph at the top level and in a blockquote.
    var wantsParagraphs: Bool { tag.map(\.wantsParagraphs) ?? true }
    var isPhrasingContainer: Bool { tag?.isPhrasingContainer ?? false }
    var isList: Bool { tag?.isList ?? false }
    var isImplicitParagraph: Bool { isImplicit && tag == .paragraph }

    var isWorthKeeping: Bool {
        hasVisibleText || (hasLineBreak && tag?.isInline == true)
    }
}

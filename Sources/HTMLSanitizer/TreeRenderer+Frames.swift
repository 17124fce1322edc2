/// Opening and closing output elements so that every tag written is closed, properly nested,
/// and allowed where it stands.
extension TreeRenderer {
    /// Before inline content: give bare text a paragraph (top level, blockquote) or a list
    /// item (straight inside a list), and pay any break owed by an unwrapped block.
    mutating func prepareForInline() {
        if frames[frames.count - 1].wantsParagraphs {
            openFrame(.paragraph, isImplicit: true)
        } else if frames[frames.count - 1].isList {
            openFrame(.listItem, isImplicit: true)
        }
        let top = frames.count - 1
        if frames[top].wantsBreak {
            frames[top].wantsBreak = false
            if frames[top].hasVisibleText || frames[top].hasLineBreak { output.append("<br>") }
        }
    }

    mutating func openInline(_ tag: OutputTag) {
        prepareForInline()
        openFrame(tag, isImplicit: false)
    }

    mutating func openLink(_ href: [UInt8]) {
        prepareForInline()
        openFrame(.link, isImplicit: false)
        output.append(" href=\"")
        href.withUnsafeBufferPointer { output.appendEscaped($0) }
        output.append("\" rel=\"nofollow ugc noopener\">")
    }

    /// Returns false when a block may not stand here (inside a paragraph or inline element,
    /// or a list item outside a list); the caller then unwraps it.
    mutating func openBlock(_ tag: OutputTag) -> Bool {
        if frames[frames.count - 1].isImplicitParagraph { closeFrames(from: frames.count - 1) }
        if tag == .listItem {
            if frames[frames.count - 1].isImplicit { closeFrames(from: frames.count - 1) }
            guard frames[frames.count - 1].isList else { return false }
        } else if frames[frames.count - 1].isList {
            openFrame(.listItem, isImplicit: true)
        }
        guard !frames[frames.count - 1].isPhrasingContainer else { return false }
        openFrame(tag, isImplicit: false)
        return true
    }

    mutating func writeLineBreak() {
        prepareForInline()
        output.append("<br>")
        frames[frames.count - 1].hasLineBreak = true
    }

    /// An unwrapped block starts or ends: end the implicit paragraph, or owe a line break.
    mutating func separate() {
        let top = frames.count - 1
        if frames[top].isImplicitParagraph {
            closeFrames(from: top)
        } else if frames[top].isPhrasingContainer || frames[top].tag == .listItem {
            frames[top].wantsBreak = true
        }
    }

    private mutating func openFrame(_ tag: OutputTag, isImplicit: Bool) {
        frames.append(OutputFrame(tag: tag, isImplicit: isImplicit, start: output.count))
        output.append(tag.openTag)
    }

    /// Closes frames down to and including `index`; an element that ended up with nothing
    /// visible in it is cut out again (no `<p></p>`, no empty `<a>`).
    mutating func closeFrames(from index: Int) {
        while frames.count > max(index, 1) {
            guard let frame = frames.popLast() else { return }
            guard frame.isWorthKeeping, let tag = frame.tag else {
                output.truncate(to: frame.start)
                continue
            }
            output.append(tag.closeTag)
            frames[frames.count - 1].hasVisibleText = frames[frames.count - 1].hasVisibleText || frame.hasVisibleText
            frames[frames.count - 1].hasLineBreak = frames[frames.count - 1].hasLineBreak || frame.hasLineBreak
        }
    }
}

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

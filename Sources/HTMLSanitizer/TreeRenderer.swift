import CGumbo

/// Walks gumbo's tree with an explicit stack and writes allow-listed, well-nested HTML.
///
/// It keeps its own stack of the elements it has written (`frames`), so it can refuse what a
/// validator would reject even when gumbo's tree allows it: a block inside `<p>` or `<em>`, an
/// `<li>` outside a list, `<a>` inside `<a>`, or an element with nothing visible in it.
struct TreeRenderer {
    /// Deeper allow-listed elements are unwrapped: output nesting stays readable and bounded.
    static let maximumOutputDepth = 48

    var output: HTMLOutput
    var frames: [OutputFrame]
    private var steps: [RenderStep] = []
    /// Inside a source `<pre>` that was unwrapped: its newlines are written as `<br>`.
    var unwrappedPreDepth = 0

    init(capacity: Int) {
        output = HTMLOutput(capacity: capacity)
        frames = [OutputFrame(tag: nil, isImplicit: false, start: 0)]
    }

    mutating func render(_ root: UnsafeMutablePointer<GumboNode>) {
        steps.append(.visit(root))
        while let step = steps.popLast() {
            switch step {
            case .visit(let node): visit(node)
            case .close(let frameIndex): closeFrames(from: frameIndex)
            case .separate: separate()
            case .leaveUnwrappedPre: unwrappedPreDepth -= 1
            }
        }
    }

    mutating func finish() -> [UInt8] {
        closeFrames(from: 1)
        return output.bytes
    }

    private mutating func visit(_ node: UnsafeMutablePointer<GumboNode>) {
        switch node.pointee.type {
        case GUMBO_NODE_TEXT, GUMBO_NODE_CDATA, GUMBO_NODE_WHITESPACE:
            writeText(node.pointee.v.text.text)
        case GUMBO_NODE_DOCUMENT:
            pushChildren(of: node.pointee.v.document.children)
        case GUMBO_NODE_ELEMENT:
            visitElement(node)
        default:
            break  // comments and <template> contents never reach the page
        }
    }

    private mutating func visitElement(_ node: UnsafeMutablePointer<GumboNode>) {
        let element = node.pointee.v.element
        // svg and math subtrees can smuggle HTML-looking content; none of it is allowed.
        guard element.tag_namespace == GUMBO_NAMESPACE_HTML else { return }
        switch ElementRule.of(element.tag) {
        case .drop:
            return
        case .unwrap:
            pushChildren(of: element.children)
        case .separate:
            separateChildren(of: element.children)
        case .altText:
            if let alt = gumbo_get_attribute(&node.pointee.v.element.attributes, "alt") {
                writeText(alt.pointee.value)
            }
        case .keep(let tag):
            visitAllowed(tag, node)
        }
    }

    private mutating func visitAllowed(_ tag: OutputTag, _ node: UnsafeMutablePointer<GumboNode>) {
        let children = node.pointee.v.element.children
        if tag == .lineBreak {
            writeLineBreak()
        } else if frames.count > Self.maximumOutputDepth {
            tag.isInline ? pushChildren(of: children) : separateUnwrapped(tag, children)
        } else if tag == .link {
            guard let href = linkTarget(node) else { return pushChildren(of: children) }
            openLink(href)
            pushFrameClose(then: children)
        } else if tag.isInline {
            openInline(tag)
            pushFrameClose(then: children)
        } else if openBlock(tag) {
            pushFrameClose(then: children)
        } else {
            separateUnwrapped(tag, children)
        }
    }

    /// A block that may not stand here keeps its text; a `<pre>` also keeps its line breaks.
    private mutating func separateUnwrapped(_ tag: OutputTag, _ children: GumboVector) {
        if tag == .preformatted {
            unwrappedPreDepth += 1
            steps.append(.leaveUnwrappedPre)
        }
        separateChildren(of: children)
    }

    private func linkTarget(_ node: UnsafeMutablePointer<GumboNode>) -> [UInt8]? {
        // A link inside a link is invalid HTML; the inner one becomes its text.
        guard !frames.contains(where: { $0.tag == .link }) else { return nil }
        guard let href = gumbo_get_attribute(&node.pointee.v.element.attributes, "href") else { return nil }
        return LinkPolicy.cleanedHref(href.pointee.value)
    }

    private mutating func pushFrameClose(then children: GumboVector) {
        steps.append(.close(frameIndex: frames.count - 1))
        pushChildren(of: children)
    }

    private mutating func separateChildren(of children: GumboVector) {
        separate()
        steps.append(.separate)
        pushChildren(of: children)
    }

    /// Children go on the stack last-first so they are visited in document order.
    private mutating func pushChildren(of children: GumboVector) {
        guard let data = children.data else { return }
        var index = Int(children.length)
        while index > 0 {
            index -= 1
            if let child = data[index] {
                steps.append(.visit(child.assumingMemoryBound(to: GumboNode.self)))
            }
        }
    }
}

/// Work items of the renderer's explicit stack (it never recurses, so nesting depth cannot
/// exhaust the thread's stack).
private enum RenderStep {
    case visit(UnsafeMutablePointer<GumboNode>)
    /// Close the output frame at this index (and any implicit frames above it).
    case close(frameIndex: Int)
    /// An unwrapped block element ended: separate what follows from what came before.
    case separate
    /// Leaving a `<pre>` that could not be written as one (it stood inside a paragraph).
    case leaveUnwrappedPre
}

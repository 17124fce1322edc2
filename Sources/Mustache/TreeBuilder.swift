/// Nests the flat token stream into a `Node` tree, checking that sections close properly.
struct TreeBuilder {
    /// A section-like tag waiting for its `{{/name}}`, with the nodes collected so far.
    private struct OpenSection {
        let tag: Tag
        var children: [Node] = []
    }

    private let source: SourceText
    private var root: [Node] = []
    private var open: [OpenSection] = []

    static func build(_ tokens: [Token], source: SourceText) throws(MustacheError) -> [Node] {
        var builder = TreeBuilder(source: source)
        for token in tokens {
            try builder.consume(token)
        }
        if let unclosed = builder.open.last {
            let tag = unclosed.tag
            throw source.error(
                .unclosedSection(name: closingName(of: tag)), at: tag.location,
                "section {{\(sigil(of: tag))\(tag.name)}} is never closed: "
                    + "add {{/\(closingName(of: tag))}} where it should end")
        }
        return builder.root
    }

    private init(source: SourceText) {
        self.source = source
    }

    private mutating func consume(_ token: Token) throws(MustacheError) {
        switch token {
        case .text(let bytes): append(.text(bytes))
        case .lineStart: append(.lineStart)
        case .tag(let tag): try consume(tag)
        }
    }

    private mutating func consume(_ tag: Tag) throws(MustacheError) {
        switch tag.kind {
        case .comment, .setDelimiters:
            return
        case .variable(let escaped):
            append(.variable(path: KeyPath.components(of: tag.name), escaped: escaped))
        case .partial:
            append(.partial(Self.reference(to: tag)))
        case .section, .invertedSection, .parent, .block:
            open.append(OpenSection(tag: tag))
        case .close:
            try close(with: tag)
        }
    }

    private mutating func close(with closing: Tag) throws(MustacheError) {
        guard let section = open.popLast() else {
            throw source.error(
                .unopenedClose(name: closing.name), at: closing.location,
                "{{/\(closing.name)}} closes nothing: no section named '\(closing.name)' is open here; "
                    + "remove it or add the opening tag")
        }
        let expected = Self.closingName(of: section.tag)
        guard closing.name == expected else {
            let opened = section.tag.location
            let kind = MustacheError.Kind.mismatchedClose(
                name: closing.name, expected: expected,
                openedLine: opened.line, openedColumn: opened.column)
            throw source.error(
                kind, at: closing.location,
                "{{/\(closing.name)}} does not match the open section "
                    + "{{\(Self.sigil(of: section.tag))\(section.tag.name)}} from line \(opened.line), column "
                    + "\(opened.column): close that one first with {{/\(expected)}}")
        }
        append(Self.node(for: section))
    }

    private static func node(for section: OpenSection) -> Node {
        let tag = section.tag
        switch tag.kind {
        case .parent:
            return .parent(reference(to: tag), arguments: arguments(in: section.children))
        case .block:
            return .block(
                BlockSite(
                    name: tag.name, defaultContent: section.children, indent: tag.blockIndent,
                    sameLineEnding: tag.sameLineEnding, location: tag.location))
        default:
            return .section(
                path: KeyPath.components(of: tag.name), inverted: tag.kind == .invertedSection,
                children: section.children)
        }
    }

    /// The blocks directly inside a parent tag; everything else there is ignored, per spec.
    /// Each argument loses the indentation it had where it was written, so it can take
    /// on the indentation of the place it is expanded.
    private static func arguments(in children: [Node]) -> [String: [Node]] {
        var arguments: [String: [Node]] = [:]
        for case .block(let site) in children {
            arguments[site.name] = Node.dedent(site.defaultContent, by: site.indent)
        }
        return arguments
    }

    private static func reference(to tag: Tag) -> TemplateReference {
        TemplateReference(
            name: tag.name, isDynamic: tag.isDynamic, indent: tag.standaloneIndent ?? [],
            location: tag.location)
    }

    private static func sigil(of tag: Tag) -> String {
        switch tag.kind {
        case .invertedSection: return "^"
        case .parent: return tag.isDynamic ? "<*" : "<"
        case .block: return "$"
        default: return "#"
        }
    }

    private static func closingName(of tag: Tag) -> String {
        tag.isDynamic ? "*" + tag.name : tag.name
    }

    /// Appends to the innermost open section, merging adjacent text (left by comments).
    private mutating func append(_ node: Node) {
        if open.isEmpty {
            Self.append(node, to: &root)
        } else {
            Self.append(node, to: &open[open.count - 1].children)
        }
    }

    private static func append(_ node: Node, to nodes: inout [Node]) {
        if case .text(let more) = node, case .text(let existing) = nodes.last {
            nodes[nodes.count - 1] = .text(existing + more)
        } else {
            nodes.append(node)
        }
    }
}

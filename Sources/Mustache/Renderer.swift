/// Walks a template tree over a context stack, appending to one output buffer.
struct Renderer {
    /// Deeper nesting than this means a template includes itself without end.
    static let maximumDepth = 200

    let templates: [String: Template]
    private(set) var output: OutputBuffer
    /// Innermost context last.
    private(set) var stack: [MustacheValue]
    private var depth = 0

    init(templates: [String: Template], context: MustacheValue, capacity: Int) {
        self.templates = templates
        self.output = OutputBuffer(capacity: capacity)
        self.stack = [context]
    }

    /// Renders `nodes`; `indent` prefixes every line, `blocks` holds the block overrides
    /// in force, and `file` names the template the nodes come from (for errors).
    mutating func render(_ nodes: [Node], indent: [UInt8], blocks: [String: [Node]], file: String) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                output.append(bytes)
            case .lineStart:
                if !indent.isEmpty { output.append(indent) }
            case .variable(let path, let escaped):
                output.appendInterpolation(lookup(path), escaped: escaped)
            case .section(let path, let inverted, let children):
                try renderSection(lookup(path), inverted: inverted, children: children,
                                  indent: indent, blocks: blocks, file: file)
            case .partial(let reference):
                try include(reference, arguments: [:], indent: indent, blocks: blocks, file: file)
            case .parent(let reference, let arguments):
                try include(reference, arguments: arguments, indent: indent, blocks: blocks, file: file)
            case .block(let site):
                try renderBlock(site, indent: indent, blocks: blocks, file: file)
            }
        }
    }

    private mutating func renderSection(_ value: MustacheValue, inverted: Bool, children: [Node],
                                        indent: [UInt8], blocks: [String: [Node]], file: String) throws(MustacheError) {
        if inverted || value.isFalsy {
            if inverted && value.isFalsy {
                try render(children, indent: indent, blocks: blocks, file: file)
            }
            return
        }
        let items: [MustacheValue]
        if case .list(let list) = value { items = list } else { items = [value] }
        for item in items {
            stack.append(item)
            defer { stack.removeLast() }
            try render(children, indent: indent, blocks: blocks, file: file)
        }
    }

    /// Renders a partial (no arguments) or a parent: the caller's overrides win over the
    /// parent tag's own, so the outermost template decides (spec "multi-level inheritance").
    private mutating func include(_ reference: TemplateReference, arguments: [String: [Node]],
                                  indent: [UInt8], blocks: [String: [Node]], file: String) throws(MustacheError) {
        guard let template = resolve(reference) else { return }
        let overrides = arguments.isEmpty ? blocks : arguments.merging(blocks) { _, outer in outer }
        try descend(at: reference.location, file: file, into: template.name)
        defer { depth -= 1 }
        try render(template.nodes, indent: Self.join(indent, reference.indent), blocks: overrides, file: template.file)
    }

    private mutating func renderBlock(_ site: BlockSite, indent: [UInt8], blocks: [String: [Node]],
                                      file: String) throws(MustacheError) {
        guard let content = blocks[site.name] else {
            try render(site.defaultContent, indent: indent, blocks: blocks, file: file)
            return
        }
        try descend(at: site.location, file: file, into: "$" + site.name)
        defer { depth -= 1 }
        try render(content, indent: Self.join(indent, site.indent), blocks: blocks, file: file)
        if let ending = site.sameLineEnding, !output.endsWithNewline {
            output.append(ending)
        }
    }

    /// Concatenates indentation without allocating in the common unindented case.
    private static func join(_ outer: [UInt8], _ inner: [UInt8]) -> [UInt8] {
        if inner.isEmpty { return outer }
        return outer.isEmpty ? inner : outer + inner
    }

    private func resolve(_ reference: TemplateReference) -> Template? {
        guard reference.isDynamic else { return templates[reference.name] }
        switch lookup(reference.keyPath) {
        case .string(let name), .html(let name): return templates[name]
        default: return nil
        }
    }

    private mutating func descend(at location: SourceLocation, file: String, into name: String) throws(MustacheError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw MustacheError(file: file, line: location.line, column: location.column,
                                message: "'\(name)' is nested more than \(Self.maximumDepth) levels deep: "
                                    + "a template includes itself endlessly; if it recurses over a list, give "
                                    + "the leaves their own empty list, or an outer one is found again")
        }
    }
}

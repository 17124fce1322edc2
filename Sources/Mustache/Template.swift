/// One named template, parsed.
struct Template: Sendable {
    let name: String
    /// The path (or name) errors about this template point at.
    let file: String
    let nodes: [Node]

    init(name: String, file: String, source: String) throws(MustacheError) {
        let text = SourceText(file: file, source: source)
        let tokens = StandaloneLines.apply(to: try Tokenizer.tokenize(text))
        self.name = name
        self.file = file
        self.nodes = try TreeBuilder.build(tokens, source: text)
    }

    /// Every `{{>name}}` / `{{<name}}` with a fixed name, in document order, so a library
    /// can reject names it does not hold before anything renders.
    var staticReferences: [TemplateReference] {
        var found: [TemplateReference] = []
        Self.collectReferences(in: nodes, into: &found)
        return found
    }

    private static func collectReferences(in nodes: [Node], into found: inout [TemplateReference]) {
        for node in nodes {
            switch node {
            case .text, .lineStart, .variable:
                continue
            case .section(_, _, let children):
                collectReferences(in: children, into: &found)
            case .partial(let reference):
                if !reference.isDynamic { found.append(reference) }
            case .parent(let reference, let arguments):
                if !reference.isDynamic { found.append(reference) }
                for name in arguments.keys.sorted() {
                    collectReferences(in: arguments[name] ?? [], into: &found)
                }
            case .block(let site):
                collectReferences(in: site.defaultContent, into: &found)
            }
        }
    }
}

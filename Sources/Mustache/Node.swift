/// The parsed form of a template: built once, rendered many times.
enum Node: Sendable {
    case text([UInt8])
    /// Start of a rendered line: emits the current partial indentation, if any.
    case lineStart
    /// `{{name}}`, `{{{name}}}`, `{{&name}}`; an empty key path is `{{.}}`.
    case variable(path: [String], escaped: Bool)
    case section(path: [String], inverted: Bool, children: [Node])
    case partial(TemplateReference)
    /// `{{<name}}…{{/name}}`: the named template, with these blocks overridden.
    case parent(TemplateReference, arguments: [String: [Node]])
    case block(BlockSite)
}
